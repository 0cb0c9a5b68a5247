// The referee's engine in a module Web Worker: Pyodide and engine.zip, both from this app, answering the
// API's requests without the server (engine.js starts it: new Worker(url, { type: "module" })).
//
// It posts, once:  { ready: { runtimeMs, engineMs, snapshot } }  or  { failed: "why" }
// It is sent:      { id, request: { method, path, headers, body } }
//                  headers: { name: value } or [[name, value], ...]; body: a string or a Uint8Array ("" for GET)
// It answers:      { id, answer: { status, headers: [[name, value], ...], body: "the UTF-8 text" } }
//                  or { id, error: "why" } when Python raised (the service answers problems itself, so an
//                  error here is a bug or a broken engine, never a bad request)
import { bootEngine } from "./engine-boot.mjs";
import { version } from "./pyodide/pyodide.mjs";

const decoder = new TextDecoder(); // the API answers UTF-8 JSON or text only
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
// A first start starts Python here and streams its memory, a megabyte at a time, through gzip into the cache
// (engine-boot.mjs), then answers: about half a second more than answering at once, but no copy of the memory.
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
    // the snapshot's bytes (a stream read from the interpreter's memory) streamed through gzip into the cache
    async keep(stream) {
      await (await caches.open(name)).put(entry, new Response(stream.pipeThrough(new CompressionStream("gzip"))));
      for (const old of await caches.keys()) if (old.startsWith(SNAPSHOT) && old !== name) await caches.delete(old);
    },
    drop: () => caches.delete(name),
  };
}

const archive = fetchArchive(new URL("./engine.zip", import.meta.url));

const engine = snapshotsFor(archive).catch(() => null).then((snapshots) => bootEngine({ indexURL, archive, snapshots }));

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
