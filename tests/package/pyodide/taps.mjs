// The browser's engine under Node, started as engine-worker.js starts it (engine-boot.mjs), answering a game tap by
// tap: requests read as JSON lines on stdin ({ "method", "path", "headers", "body_b64" }), one line out for each,
// { "status", "body_b64", "replayed" }: replayed is how many moves the engine's replays have pushed so far (the
// `positions` its answer function keeps), so a caller sees what each tap cost.
//
//   node tests/package/pyodide/taps.mjs < requests.jsonl > answers.jsonl
import { readFile } from "node:fs/promises";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { bootEngine } from "../../../referee/web/engine-boot.mjs";

const web = new URL("../../../referee/web/", import.meta.url);
const engine = await bootEngine({ indexURL: fileURLToPath(new URL("pyodide/", web)),
  archive: readFile(new URL("engine.zip", web)) });
for await (const line of createInterface({ input: process.stdin })) {
  if (!line.trim()) continue;
  const { method, path, headers, body_b64: body } = JSON.parse(line);
  const answer = engine.answer({ method, path, headers, body: new Uint8Array(Buffer.from(body, "base64")) });
  const replayed = engine.pyodide.runPython("positions.replayed");
  process.stdout.write(JSON.stringify({ status: answer.status, body_b64: Buffer.from(answer.body).toString("base64"),
    replayed }) + "\n");
}
