// The referee's engine in a module Web Worker: Pyodide and engine.zip, both from this app, answering the
// API's requests without the server (engine.js starts it: new Worker(url, { type: "module" })).
//
// It posts, once:  { ready: { runtimeMs, engineMs, snapshot } }  or  { failed: "why" }
// It is sent:      { id, request: { method, path, headers, body } }
//                  headers: { name: value } or [[name, value], ...]; body: a string or a Uint8Array ("" for GET)
// It answers:      { id, answer: { status, headers: [[name, value], ...], body: "the UTF-8 text" } }
//                  or { id, error: "why" } when Python raised (the service answers problems itself, so an
//                  error here is a bug or a broken engine, never a bad request)
//
// The same script, started by this worker with the name "referee-snapshot", is the short-lived worker that makes
// the snapshot this worker restores (see below); it ends once it has handed the snapshot over.
import { bootEngine, makeSnapshot } from "./engine-boot.mjs";
import { version } from "./pyodide/pyodide.mjs";

const decoder = new TextDecoder(); // the API answers UTF-8 JSON or text only
const MAKER = "referee-snapshot";
const indexURL = new URL("./pyodide/", import.meta.url).href;

async function fetchArchive(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.arrayBuffer();
}

// The interpreter's memory once the engine is imported, kept in the browser's Cache Storage (gzipped: about
// 8 MB for 30) under a name made of the runtime's version and the archive's hash, so that a new release
// never restores an old engine; the snapshots of earlier releases are deleted when a new one is kept.
// Without Cache Storage (a page not served over HTTPS or from localhost) every start is a first start.
// A first start does not make the snapshot itself: making one needs an interpreter started for it (Pyodide's
// _makeSnapshot) and a copy of its whole memory. It starts this script again as a second worker that starts its
// own interpreter, makes the snapshot, hands its bytes over and is ended, its memory with it; only then does this
// worker restore the snapshot (a second or so more to be ready than starting Python here, but never two
// interpreters in the tab at once), and keep it, streamed gzipped into the cache, while the engine answers.
const SNAPSHOT = "referee-snapshot-";

async function snapshotsFor(archive) {
  if (!self.caches || !self.CompressionStream || !crypto.subtle) return null;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", await archive));
  const name = SNAPSHOT + version + "-" + Array.from(digest.slice(0, 12), (b) => b.toString(16).padStart(2, "0")).join("");
  const entry = new URL("./engine.snapshot", import.meta.url).href;
  return {
    async load() {
      const saved = await (await caches.open(name)).match(entry);
      return saved ? new Uint8Array(await new Response(saved.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer()) : null;
    },
    // made by a worker of its own, ended once it has handed the bytes over (or failed: Python then starts here)
    make: () => new Promise((resolve, reject) => {
      const maker = new Worker(import.meta.url, { type: "module", name: MAKER });
      maker.onmessage = ({ data }) => {
        maker.terminate();
        if ("made" in data) resolve(data.made);
        else reject(new Error(data.failed));
      };
      maker.onerror = (event) => {
        maker.terminate();
        reject(new Error(event.message || "the snapshot's worker did not start"));
      };
    }),
    // the bytes streamed through gzip into the cache, with no copy of them all
    async keep(bytes) {
      const CHUNK = 1 << 20;
      let at = 0;
      const chunks = new ReadableStream({
        pull(controller) {
          if (at >= bytes.length) controller.close();
          else controller.enqueue(bytes.subarray(at, (at += CHUNK)));
        },
      });
      await (await caches.open(name)).put(entry, new Response(chunks.pipeThrough(new CompressionStream("gzip"))));
      for (const old of await caches.keys()) if (old.startsWith(SNAPSHOT) && old !== name) await caches.delete(old);
    },
    drop: () => caches.delete(name),
  };
}

const archive = fetchArchive(new URL("./engine.zip", import.meta.url));

// The snapshot's worker makes the snapshot and hands its bytes over (moved, not copied), and answers nothing (its
// engine never starts).
function make() {
  makeSnapshot({ indexURL, archive })
    .then((bytes) => postMessage({ made: bytes }, [bytes.buffer]), (error) => postMessage({ failed: String(error?.message ?? error) }));
  return new Promise(() => {});
}

const engine = self.name === MAKER ? make()
  : snapshotsFor(archive).catch(() => null).then((snapshots) => bootEngine({ indexURL, archive, snapshots }));

engine.then(
  ({ timings }) => postMessage({ ready: timings }),
  (error) => postMessage({ failed: String(error?.message ?? error) }),
);

onmessage = async ({ data: { id, request } }) => {
  try {
    const { status, headers, body } = (await engine).answer(request);
    postMessage({ id, answer: { status, headers, body: decoder.decode(body) } });
  } catch (error) {
    postMessage({ id, error: String(error?.message ?? error) });
  }
};
