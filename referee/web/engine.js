// The referee's engine in the browser: the API answered by the same Python, run by Pyodide in a Web Worker
// (engine-worker.js), so a page can referee a game with no server.
//
//   import * as engine from "./engine.js";
//   engine.start();                  // starts the worker (once; later calls do nothing but after a failure,
//                                    // which they start again: its files whole since); loading takes seconds
//   await engine.ready();            // resolves when it answers, rejects if it cannot start
//   engine.state();                  // "idle" (not started), "starting", "ready" or "failed"
//   const { status, headers, body } = await engine.answer({ method: "POST", path: "/v1/games/ra/score",
//       headers: { "Content-Type": "application/json" }, body: JSON.stringify(display) });
//     // status: 200; headers: { "content-type": "application/json", ... } (names in lower case);
//     // body: the answer's text, byte for byte what the server would have sent
//   engine.answer(request, { within: 2000 });  // a deadline of its own, in milliseconds (DEADLINE_MS unless told)
//
// answer() rejects when the engine failed to start or Python raised, and with a TimeoutError when no answer came
// within its deadline (counted once the engine is ready; a request still waiting for its turn then is never
// run); a bad request is an answer (4xx). A body over the API's limit (1 MiB) is refused by its length as the
// server refuses it (413): no more than a byte past the limit is ever handed to the worker.

// The longest the engine may take to answer: the wait the form gives the server too (api.js, TIMEOUT_S). A request
// queued behind a long one (a batch) waits for its turn; past this, it is given up and the caller asks again.
export const DEADLINE_MS = 10000;

let worker = null;
let limit = Infinity; // the largest body the API reads, as the engine says once it is ready
let current = "idle";
let readiness = null;
let nextId = 1;
const pending = new Map(); // id -> { resolve, reject } of the answers not yet received

function fail(why) {
  current = "failed";
  for (const { reject } of pending.values()) reject(new Error(why));
  pending.clear();
  worker?.terminate(); // a worker that failed (a file of it missing) holds nothing worth keeping
}

export function start() {
  if (readiness && current !== "failed") return readiness;
  current = "starting";
  try {
    worker = new Worker(new URL("./engine-worker.js", import.meta.url), { type: "module" });
  } catch (error) { // no Web Workers here, or no module workers
    current = "failed";
    readiness = Promise.reject(error);
    readiness.catch(() => {});
    return readiness;
  }
  readiness = new Promise((resolve, reject) => {
    worker.onmessage = ({ data }) => {
      if ("ready" in data) {
        current = "ready";
        limit = data.limit ?? Infinity;
        resolve(data.ready);
      } else if ("failed" in data) {
        fail(data.failed);
        reject(new Error(data.failed));
      } else {
        const waiting = pending.get(data.id);
        pending.delete(data.id);
        if ("answer" in data) waiting?.resolve(withHeaderObject(data.answer));
        else waiting?.reject(new Error(data.error));
      }
    };
    // The worker's script did not load or threw outside a request (a missing file, a refused module).
    worker.onerror = (event) => {
      const why = event.message || "the engine's worker did not start";
      fail(why);
      reject(new Error(why));
    };
  });
  readiness.catch(() => {}); // a failure is reported by ready() and answer(), not as an unhandled rejection
  return readiness;
}

export function ready() {
  return readiness || start();
}

export function state() {
  return current;
}

export async function answer({ method, path, headers = {}, body = "" }, { within = DEADLINE_MS } = {}) {
  await ready();
  return new Promise((resolve, reject) => {
    const id = nextId++;
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new DOMException(`the referee on this phone did not answer within ${within} ms`, "TimeoutError"));
    }, within);
    const settled = (then) => (value) => {
      clearTimeout(timer);
      then(value);
    };
    pending.set(id, { resolve: settled(resolve), reject: settled(reject) });
    worker.postMessage({ id, request: { method, path, headers, body: withinLimit(body, limit) }, until: Date.now() + within });
  });
}

// A body cut one byte (or UTF-16 unit) past `limit`: enough for the engine to refuse it by its length (413), as
// the server does, without copying the rest into the worker or the interpreter's memory. UTF-8 takes at least a
// byte per unit, so a string cut past the limit is still over it. A string or a Uint8Array, as it was given.
export function withinLimit(body, limit) {
  if (body.length <= limit + 1) return body;
  return typeof body === "string" ? body.slice(0, limit + 1) : body.subarray(0, limit + 1);
}

// The headers as fetch's Headers would read them: lower-case names, repeated ones joined by ", ".
function withHeaderObject({ status, headers, body }) {
  const named = {};
  for (const [name, value] of headers) {
    const key = name.toLowerCase();
    named[key] = key in named ? `${named[key]}, ${value}` : value;
  }
  return { status, headers: named, body };
}
