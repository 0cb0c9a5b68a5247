"""Python source without its docstrings and comments, the same code, and the modules it imports: run by
tools/cut_stdlib.py under the vendored Pyodide (tools/strip_stdlib.mjs), whose Python is the version the standard
library is written for.

A module's, class's or function's docstring is the string that opens its body: Python keeps it as `__doc__` and
runs nothing else for it, and `python -OO` drops exactly these (CPython's own library is tested that way). The source
is parsed, those strings are taken out of the tree (a body that held nothing else becomes `pass`), and the tree is
written back as source (`ast.unparse`), which drops the comments and the layout. Each result is checked: its tree
is the original's without the docstrings, node for node, or the file is refused. The modules a source imports
are every `import` and `from ... import` in it, inside functions too, as absolute names.
"""

from __future__ import annotations

import ast
import base64
import importlib.util
import json
import sys


class Changed(Exception):
    """The source written back is not the same code: the file must not be stripped this way."""


def without_docstrings(tree: ast.Module) -> ast.Module:
    """`tree` with no docstring: each is taken out of its body, and a body that held nothing else gets `pass`
    (at the docstring's line)."""
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if (
                body
                and isinstance(body[0], ast.Expr)
                and isinstance(body[0].value, ast.Constant)
                and isinstance(body[0].value.value, str)
            ):
                node.body = body[1:] or [ast.copy_location(ast.Pass(), body[0])]
    return tree


def strip(source: bytes, name: str = "<source>") -> bytes:
    """`source` (a .py file's bytes, in the encoding it declares) without docstrings and comments, as UTF-8."""
    text = importlib.util.decode_source(source)
    tree = without_docstrings(ast.parse(text, name))
    out = ast.unparse(tree) + "\n"
    if ast.dump(ast.parse(out, name)) != ast.dump(tree):
        raise Changed(f"{name}: the source written back is not the same code")
    return out.encode("utf-8")


def imported(source: bytes, name: str) -> list[str]:
    """Every module the source of the file `name` (its path in the library: `email/utils.py`) imports anywhere,
    as absolute names, with the packages on their way (`a.b.c` imports `a` and `a.b` too) and, for `from m import
    x`, `m.x` (x may be a module)."""
    parts = name.removesuffix(".py").split("/")
    package = parts[:-1]  # a module's package, or the package of an __init__.py itself
    names: set[str] = set()
    for node in ast.walk(ast.parse(importlib.util.decode_source(source), name)):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            module = ".".join(base + ([node.module] if node.module else []))
            if module:
                names.add(module)
            names.update(f"{module}.{alias.name}".lstrip(".") for alias in node.names if alias.name != "*")
    return sorted({".".join(full.split(".")[: i + 1]) for full in names for i in range(full.count(".") + 1)})


def main(sources: str, stripped: str) -> None:
    """Reads {name: source in base64} from the file `sources`, writes {name: {"source": stripped source in base64,
    "imports": [modules]}} to the file `stripped`."""
    with open(sources, encoding="utf-8") as f:
        named = json.load(f)
    out = {}
    for name, data in named.items():
        source = base64.b64decode(data)
        out[name] = {"source": base64.b64encode(strip(source, name)).decode(), "imports": imported(source, name)}
    with open(stripped, "w", encoding="utf-8") as f:
        json.dump(out, f)


if __name__ == "__main__":
    main(*sys.argv[1:3])
