// The referee's engine in the browser: the API answered by the same Python, run by Pyodide in a Web Worker
// (engine-worker.js), so a page can referee a game with no server.
//
//   import * as engine from "./engine.js";
//   engine.start();                  // starts the worker (once; later calls do nothing); loading takes seconds
//   await engine.ready();            // resolves when it answers, rejects if it cannot start
//   engine.state();                  // "idle" (not started), "starting", "ready" or "failed"
//   const { status, headers, body } = await engine.answer({ method: "POST", path: "/v1/games/ra/score",
//       headers: { "Content-Type": "application/json" }, body: JSON.stringify(display) });
//     // status: 200; headers: { "content-type": "application/json", ... } (names in lower case);
//     // body: the answer's text, byte for byte what the server would have sent
//
// answer() rejects only when the engine failed to start or Python raised; a bad request is an answer (4xx).

let worker = null;
let current = "idle";
let readiness = null;
let nextId = 1;
const pending = new Map(); // id -> { resolve, reject } of the answers not yet received

function fail(why) {
  current = "failed";
  for (const { reject } of pending.values()) reject(new Error(why));
  pending.clear();
}

export function start() {
  if (readiness) return readiness;
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
  return start();
}

export function state() {
  return current;
}

export async function answer({ method, path, headers = {}, body = "" }) {
  await ready();
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    worker.postMessage({ id, request: { method, path, headers, body } });
  });
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
