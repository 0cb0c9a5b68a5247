// The page's handle of the engine (referee/web/engine.js) under Node, its worker (engine-worker.js) in a worker
// thread (web-worker.mjs): what the form's requests go through, checked where the page stands.
//
//   node tests/package/pyodide/page.mjs < costly-batch.json > outcome.json
//
// Reads a batch's body on stdin (one that takes the engine a while), then, the engine ready:
// - deadline: the batch sent, and a cheap request right behind it with a deadline of DEADLINE_MS; that one
//   rejects (its name), the worker says it did not run it (its message), the batch is answered (its status),
//   and a request after them is answered (the engine goes on);
// - huge: a body of HUGE bytes, as a string: its status and how many characters were handed to the worker.
// Writes { limit, deadline: { rejected, worker, batch, after }, huge: { status, posted } } as one JSON line.
import { Worker as Thread } from "node:worker_threads";

const DEADLINE_MS = 50;
const HUGE = 64 * 1024 * 1024;
const posted = []; // every message the page sent its worker
const received = []; // and every one it got

globalThis.Worker = class {
  constructor(url) {
    this.thread = new Thread(new URL("./web-worker.mjs", import.meta.url), { workerData: { url: String(url) } });
    this.thread.on("message", (data) => {
      received.push(data);
      this.onmessage?.({ data });
    });
    this.thread.on("error", (error) => this.onerror?.({ message: error.message }));
  }

  postMessage(message) {
    posted.push(message);
    this.thread.postMessage(message);
  }
};

const engine = await import("../../../referee/web/engine.js");
let batchBody = "";
for await (const chunk of process.stdin) batchBody += chunk;
await engine.ready();
const json = { "Content-Type": "application/json" };

const batch = engine.answer({ method: "POST", path: "/v1/batch", headers: json, body: batchBody });
const cheap = engine.answer({ method: "GET", path: "/health" }, { within: DEADLINE_MS });
const rejected = await cheap.then(() => "answered", (error) => error.name);
const batchStatus = (await batch).status;
const after = (await engine.answer({ method: "GET", path: "/health" })).status;
const cheapId = posted.find((message) => message.request?.path === "/health").id;
const worker = received.find((message) => message.id === cheapId) ?? null; // in before the answer after it

const huge = await engine.answer({ method: "POST", path: "/v1/games/ra/score", headers: { ...json, "X-Request-Id": "huge" },
  body: "x".repeat(HUGE) });
const hugePosted = posted.find((message) => message.request?.path === "/v1/games/ra/score").request.body.length;

process.stdout.write(JSON.stringify({
  limit: posted.length && received.find((message) => "ready" in message).limit,
  deadline: { rejected, worker, batch: batchStatus, after },
  huge: { status: huge.status, body: huge.body, posted: hugePosted },
}) + "\n");
process.exit(0);
