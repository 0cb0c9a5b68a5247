// The browser's engine under Node: loads the vendored Pyodide and referee/web/engine.zip exactly as
// engine-worker.js does (the same engine-boot.mjs), then answers requests read as JSON lines on stdin.
//
//   node tests/package/pyodide/answer.mjs < requests.jsonl > answers.jsonl
//
// PYODIDE_DIR: the runtime's directory (default referee/web/pyodide/): tests/package/test_engine_pyodide.py points it at
// the runtime as the server serves it (the cut standard library as python_stdlib.zip), tools/cut_stdlib.py at the
// vendored files.
// TRACE_STDLIB=1: once stdin ends, one more line, { "stdlib": [files], "modules": [names] }: the files of the
// standard library's zip that the modules in sys.modules were loaded from, and those modules' names (frozen ones
// too), after a Python error crossed into JavaScript (its traceback is formatted by modules nothing else imports),
// every module named in ALSO_IMPORT (a JSON list) that imports was imported, and the interpreter's own lazy imports
// were reached (a date parsed with strptime, a 1,000-digit integer written and read).
// First line out: { "ready": { runtimeMs, engineMs, snapshot, python, imported, failed, serverOnly } }
//   imported: how many modules of the archive imported; failed: { module: "error" } for those that did not;
//   serverOnly: which of the packages named in the environment variable SERVER_ONLY (a JSON list, e.g.
//   ["flask", "werkzeug"]) are in sys.modules afterwards: there should be none.
// Then one line per request line, in order:
//   in:  { "method", "path", "headers": { name: value } or [[name, value], ...], "body_b64" }
//        or, for a body too large to send as a line, "body_size": N and "body_as": "string" or "bytes":
//        a body of N times "x", made here
//   out: { "status", "headers": [[name, value], ...], "body_b64", "ms", "heap": [before, after] } or
//        { "error": "why", "ms" }; heap: the interpreter's memory (its WebAssembly heap) in bytes, before the
//        request and after its answer
import { readFile } from "node:fs/promises";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { bootEngine, snapshotStream } from "../../../referee/web/engine-boot.mjs";
import { loadPyodide } from "../../../referee/web/pyodide/pyodide.mjs";

const web = new URL("../../../referee/web/", import.meta.url);
const runtime = process.env.PYODIDE_DIR ?? fileURLToPath(new URL("pyodide/", web));
const where = { indexURL: runtime.endsWith("/") ? runtime : `${runtime}/`, archive: readFile(new URL("engine.zip", web)) };
const boot = (snapshots) => bootEngine({ ...where, snapshots });
// FROM_SNAPSHOT=1: the engine as a later visit starts it, restored from the snapshot a first start made and
// kept (streamed from its interpreter's memory, as the browser's worker streams it into Cache Storage; kept in
// memory here). It first checks the stream itself: byte for byte Pyodide's own snapshot of an interpreter, and
// a memory that changes while it is read is told apart. Any failure exits with an error before the ready line.
let engine;
const bytesOf = async (stream) => new Uint8Array(await new Response(stream).arrayBuffer());
if (process.env.FROM_SNAPSHOT) {
  let kept = null;
  const snapshots = { load: () => kept, keep: async (stream) => { kept = await bytesOf(stream); }, drop: () => { kept = null; } };
  const first = await boot(snapshots);
  if (first.timings.snapshot !== "saved") throw new Error(`a first start said ${first.timings.snapshot}`);
  // the stream gave exactly Pyodide's own snapshot of an interpreter (the format bootEngine writes by itself)
  const fresh = await loadPyodide({ indexURL: where.indexURL, packages: [], _makeSnapshot: true });
  fresh.runPython("import json, decimal");
  const whole = snapshotStream(fresh);
  const streamed = await bytesOf(whole.stream);
  const made = fresh.makeMemorySnapshot();
  if (streamed.length !== made.length || !streamed.every((byte, i) => byte === made[i]))
    throw new Error(`the streamed snapshot differs from Pyodide's (${streamed.length} and ${made.length} bytes)`);
  if (!whole.unchanged()) throw new Error("a snapshot read from an idle interpreter says its memory changed");
  // a byte of memory already handed over changed while the rest was read: such a snapshot is not to be kept
  const changing = snapshotStream(fresh);
  const reader = changing.stream.getReader();
  await reader.read(); // the header
  await reader.read(); // the first megabyte
  fresh._module.HEAP8[100] ^= 1;
  while (!(await reader.read()).done);
  if (changing.unchanged()) throw new Error("a snapshot whose memory changed while it was read says it did not");
  engine = await boot(snapshots);
} else if (process.env.FIRST_VISIT) {
  // FIRST_VISIT=1: the engine as a first visit starts it: Python started ready to be snapshotted, its snapshot
  // streamed to keep(), then answering with that same interpreter
  engine = await boot({ load: () => null, keep: async (stream) => { await bytesOf(stream); }, drop() {} });
} else if (process.env.SNAPSHOT_FAILS) {
  // SNAPSHOT_FAILS=1: a first start whose snapshot cannot be kept (no room): the engine answers all the same
  const snapshots = { load: () => null, keep: () => Promise.reject(new Error("no room")), drop() {} };
  engine = await boot(snapshots);
} else {
  engine = await boot(null);
}

// Import every module the archive holds (not only what the service imports on its way), so a module that
// needs a server-only package is caught even if no request reaches it.
const check = engine.pyodide.runPython(`
import importlib, json, sys, sysconfig
from pathlib import Path

SERVER_ONLY = ${JSON.stringify(JSON.parse(process.env.SERVER_ONLY ?? "[]"))}
root = Path(sysconfig.get_path("purelib"))
names = sorted(
    ".".join(p.relative_to(root).with_suffix("").parts).removesuffix(".__init__")
    for top in ("referee", "marshmallow") for p in (root / top).rglob("*.pyc")
)
failed = {}
for name in names:
    try:
        importlib.import_module(name)
    except Exception as error:
        failed[name] = f"{type(error).__name__}: {error}"
loaded = sorted({m.split(".")[0] for m in sys.modules} & set(SERVER_ONLY))
json.dumps({"python": sys.version.split()[0], "imported": len(names) - len(failed), "failed": failed,
            "serverOnly": loaded})
`);
const out = (value) => process.stdout.write(JSON.stringify(value) + "\n");
out({ ready: { ...engine.timings, ...JSON.parse(check) } });

for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  if (!line.trim()) continue;
  const { method, path, headers = {}, body_b64 = "", body_size, body_as } = JSON.parse(line);
  let body = Buffer.from(body_b64, "base64");
  if (body_size !== undefined) body = body_as === "string" ? "x".repeat(body_size) : new Uint8Array(body_size).fill(120);
  const heap = () => engine.pyodide._module.HEAP8.length;
  const before = heap();
  const started = performance.now();
  try {
    const answer = engine.answer({ method, path, headers, body });
    out({ status: answer.status, headers: answer.headers, body_b64: Buffer.from(answer.body).toString("base64"),
          ms: performance.now() - started, heap: [before, heap()] });
  } catch (error) {
    out({ error: String(error?.message ?? error), ms: performance.now() - started });
  }
}

if (process.env.TRACE_STDLIB) {
  try {
    engine.pyodide.runPython("raise ValueError('a probe of the error path')");
  } catch {
    // expected: the error crossed into JavaScript
  }
  out(JSON.parse(engine.pyodide.runPython(`
import importlib, json, sys
for name in ${JSON.stringify(JSON.parse(process.env.ALSO_IMPORT ?? "[]"))}:
    try:
        importlib.import_module(name)
    except Exception:
        pass  # not the standard library's (orjson, flask): the engine imports it only where it is installed
import datetime
datetime.datetime.strptime("2026-12-01", "%Y-%m-%d")
int(str(7 ** 1200))
zip_path = f"/lib/python{sys.version_info[0]}{sys.version_info[1]}.zip/"
files = set()
for module in list(sys.modules.values()):
    spec = getattr(module, "__spec__", None)
    origin = getattr(spec, "origin", None) or getattr(module, "__file__", None)
    if isinstance(origin, str) and origin.startswith(zip_path):
        files.add(origin[len(zip_path):])
json.dumps({"stdlib": sorted(files), "modules": sorted(sys.modules)})
`)));
}
