// tools/strip_docstrings.py run under the vendored Pyodide (its Python is the one the standard library is written
// for: the host's may not parse it). Used by tools/cut_stdlib.py:
//
//   node tools/strip_stdlib.mjs < sources.json > stripped.json
//
// stdin: { name: a .py file's bytes in base64 }; stdout: { name: the file without docstrings and comments, in
// base64 }. PYODIDE_DIR: the runtime's directory (default referee/web/pyodide/, the vendored files).
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "../referee/web/pyodide/pyodide.mjs";

const runtime = process.env.PYODIDE_DIR ?? fileURLToPath(new URL("../referee/web/pyodide/", import.meta.url));
const pyodide = await loadPyodide({ indexURL: runtime.endsWith("/") ? runtime : `${runtime}/`, packages: [] });
let input = "";
for await (const chunk of process.stdin) input += chunk;
pyodide.FS.mkdirTree("/strip");
pyodide.FS.writeFile("/strip/sources.json", input);
pyodide.FS.writeFile("/strip/strip_docstrings.py", await readFile(new URL("strip_docstrings.py", import.meta.url), "utf8"));
pyodide.runPython(`
import sys
sys.path.insert(0, "/strip")
import strip_docstrings
strip_docstrings.main("/strip/sources.json", "/strip/stripped.json")
`);
process.stdout.write(pyodide.FS.readFile("/strip/stripped.json", { encoding: "utf8" }));
