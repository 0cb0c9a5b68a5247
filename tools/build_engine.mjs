// The Node half of tools/build_engine.py: start the vendored Pyodide and run build_engine.pack in it.
//
//   node tools/build_engine.mjs STAGING_DIR PYODIDE_VERSION
//
// STAGING_DIR holds src/ (the sources, by their names in the archive) and referee-engine.json; Pyodide
// writes STAGING_DIR/engine.zip. Both directories are the host's, mounted into Pyodide's file system.
import { fileURLToPath } from "node:url";
import { loadPyodide, version } from "../referee/web/pyodide/pyodide.mjs";

const [staging, expected] = process.argv.slice(2);
if (version !== expected) {
  // The vendored files and tools/vendor_pyodide.py's VERSION disagree: the .pyc would be for another Python.
  throw new Error(`referee/web/pyodide holds Pyodide ${version}, tools/vendor_pyodide.py pins ${expected}`);
}
const pyodide = await loadPyodide({ indexURL: fileURLToPath(new URL("../referee/web/pyodide/", import.meta.url)) });
pyodide.mountNodeFS("/build", staging);
pyodide.mountNodeFS("/tools", fileURLToPath(new URL(".", import.meta.url)));
pyodide.runPython(`
import sys
sys.path.insert(0, "/tools")
sys.dont_write_bytecode = True  # no __pycache__ written into the host's tools/
import build_engine
build_engine.pack("/build")
`);
