// The browser's engine under Node: loads the vendored Pyodide and referee/web/engine.zip exactly as
// engine-worker.js does (the same engine-boot.mjs), then answers requests read as JSON lines on stdin.
//
//   node tests/pyodide/answer.mjs < requests.jsonl > answers.jsonl
//
// First line out: { "ready": { runtimeMs, engineMs, snapshot, python, imported, failed, serverOnly } }
//   imported: how many modules of the archive imported; failed: { module: "error" } for those that did not;
//   serverOnly: which of the packages named in the environment variable SERVER_ONLY (a JSON list, e.g.
//   ["flask", "werkzeug"]) are in sys.modules afterwards: there should be none.
// Then one line per request line, in order:
//   in:  { "method", "path", "headers": { name: value } or [[name, value], ...], "body_b64" }
//   out: { "status", "headers": [[name, value], ...], "body_b64", "ms" } or { "error": "why", "ms" }
import { readFile } from "node:fs/promises";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { bootEngine, makeSnapshot } from "../../referee/web/engine-boot.mjs";

const web = new URL("../../referee/web/", import.meta.url);
const where = { indexURL: fileURLToPath(new URL("pyodide/", web)), archive: readFile(new URL("engine.zip", web)) };
const boot = (snapshots) => bootEngine({ ...where, snapshots });
// FROM_SNAPSHOT=1: the engine as a later visit starts it, restored from the snapshot an earlier start saved
// (made by another interpreter, as the browser's short-lived worker makes it; kept in memory here, in Cache
// Storage in the browser).
let engine;
if (process.env.FROM_SNAPSHOT) {
  let kept = null;
  const snapshots = { load: () => kept, make: () => makeSnapshot(where), keep: (bytes) => { kept = bytes; }, drop: () => { kept = null; } };
  const first = await boot(snapshots);
  if (first.timings.snapshot !== "saved") throw new Error(`a first start said ${first.timings.snapshot}`);
  await first.saving;
  engine = await boot(snapshots);
} else if (process.env.SNAPSHOT_FAILS) {
  // SNAPSHOT_FAILS=1: a first start whose snapshot cannot be made (the browser's worker failed): Python starts here
  const snapshots = { load: () => null, make: () => Promise.reject(new Error("no room")), keep() {}, drop() {} };
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
  const { method, path, headers = {}, body_b64 = "" } = JSON.parse(line);
  const started = performance.now();
  try {
    const answer = engine.answer({ method, path, headers, body: Buffer.from(body_b64, "base64") });
    out({ status: answer.status, headers: answer.headers, body_b64: Buffer.from(answer.body).toString("base64"),
          ms: performance.now() - started });
  } catch (error) {
    out({ error: String(error?.message ?? error), ms: performance.now() - started });
  }
}
