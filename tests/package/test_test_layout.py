"""The tests' own shape: no module under tests/ imports a test module (test_*.py). Steps and helpers two test files
share live in a module of their own beside them (tests/web/<screen>_steps.py, <topic>_helpers.py elsewhere), which
pytest does not collect, so a test runs once, from its own file, and a file's tests can be read on their own."""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]


def _test_modules_imported(path: Path) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            names = [node.module or ""] + (
                [alias.name for alias in node.names] if node.level or not node.module else []
            )
        else:
            continue
        found += [name for name in names if any(part.startswith("test_") for part in name.split("."))]
    return found


def test_no_module_of_the_tests_imports_a_test_module():
    modules = sorted(TESTS.rglob("*.py"))
    assert len(modules) > 100
    imports = {str(p.relative_to(TESTS)): found for p in modules if (found := _test_modules_imported(p))}
    assert imports == {}


def test_the_check_sees_every_way_of_importing_one(tmp_path):
    for text in (
        "import test_score",
        "from test_score import shot",
        "import tests.web.test_score as s",
        "def f():\n    from test_score import shot",
        "from . import test_score",
    ):
        (tmp_path / "m.py").write_text(text)
        assert _test_modules_imported(tmp_path / "m.py"), text
    (tmp_path / "m.py").write_text("from score_steps import shot\nimport pytest_check")
    assert _test_modules_imported(tmp_path / "m.py") == []
