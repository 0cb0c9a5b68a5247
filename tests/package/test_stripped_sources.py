"""The phone's Python without docstrings and comments: the cut standard library's sources and the engine's .pyc
(tools/strip_docstrings.py, run under the vendored Pyodide by tools/cut_stdlib.py and tools/build_engine.py), so a
first visit downloads less. The same code: every parity request answers byte for byte with them
(tests/package/test_engine_pyodide.py); here, what stripping takes out and what it keeps."""

from __future__ import annotations

import ast
import zipfile

from engine_archive_helpers import cut_stdlib
from helpers import tool

strip_docstrings = tool("strip_docstrings")

SOURCE = '''# -*- coding: latin-1 -*-
"""The module's docstring."""
import sys  # a comment


def f(x):
    """f's docstring"""
    return "caf\xe9" + "#not a comment" + x  # a comment


def g():
    """Only a docstring."""


class C:
    """C's docstring"""
    y = f(" # ")

    def h(self):
        """h's docstring"""
        x = 1
        "a string that is not first"
        return sys.maxsize > x
'''


def test_docstrings_and_comments_go_and_the_code_stays():
    source = SOURCE.encode("latin-1")
    stripped = strip_docstrings.strip(source)
    assert b"docstring" not in stripped and b"a comment\n" not in stripped and b"coding" not in stripped
    before: dict[str, object] = {}
    after: dict[str, object] = {}
    exec(compile(source, "<before>", "exec"), before)
    exec(compile(stripped, "<after>", "exec"), after)  # UTF-8 now: no declaration needed
    f, g, c = after["f"], after["g"], after["C"]
    assert (
        "__doc__" not in after and before["__doc__"] and f.__doc__ is None and c.__doc__ is None and c.h.__doc__ is None
    )
    assert f("!") == before["f"]("!") == "caf\xe9#not a comment!" and g() is None
    assert c.y == before["C"].y == "caf\xe9#not a comment # " and c().h() is True
    assert b"a string that is not first" in stripped  # only the string that opens a body is a docstring


def test_a_docstring_taken_out_of_the_tree_keeps_the_lines_of_the_rest():
    """The engine's .pyc are compiled from the tree without docstrings: a traceback names the source's lines."""
    tree = strip_docstrings.without_docstrings(ast.parse(SOURCE))
    assert [node.lineno for node in tree.body] == [3, 6, 11, 15]
    assert isinstance(tree.body[2].body[0], ast.Pass) and tree.body[2].body[0].lineno == 12


def test_the_imports_of_a_source_are_every_module_it_names_anywhere_as_absolute_names():
    source = b"""import os.path
from . import charset
from .. import sibling
from .errors import HeaderParseError as E
def lazily():
    from email._parseaddr import quote
    import json
"""
    assert strip_docstrings.imported(source, "email/mime/text.py") == [
        "email",
        "email._parseaddr",
        "email._parseaddr.quote",
        "email.mime",
        "email.mime.charset",
        "email.mime.errors",
        "email.mime.errors.HeaderParseError",
        "email.sibling",
        "json",
        "os",
        "os.path",
    ]
    assert strip_docstrings.imported(b"from . import utils", "email/__init__.py") == ["email", "email.utils"]


def test_the_cut_librarys_sources_hold_no_docstring_and_no_comment():
    """Each source of the cut library is shorter than the original's, and none of those this Python can parse
    (the library is Python 3.14's) keeps a docstring or a comment."""
    with zipfile.ZipFile(cut_stdlib.ORIGINAL) as zf:
        original = {name: zf.read(name) for name in zf.namelist()}
    with zipfile.ZipFile(cut_stdlib.CUT) as zf:
        sources = {name: zf.read(name) for name in zf.namelist() if name.endswith(".py")}
    parsed = 0
    for name, source in sources.items():
        assert len(source) < len(original[name]) or len(source) < 100, name
        try:
            tree = ast.parse(source)
        except SyntaxError:  # newer syntax than this Python's
            continue
        parsed += 1
        assert not any(line.lstrip().startswith(b"#") for line in source.splitlines()), name
        for node in ast.walk(tree):
            if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
                assert ast.get_docstring(node, clean=False) is None, name
    assert parsed > 0.9 * len(sources), parsed
