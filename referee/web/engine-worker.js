// The referee's engine in a module Web Worker: Pyodide and engine.zip, both from this app, answering the
// API's requests without the server (engine.js starts it: new Worker(url, { type: "module" })).
//
// It posts, once:  { ready: { runtimeMs, engineMs, snapshot }, limit }  or  { failed: "why" }
//                  limit: the largest body the API reads, in bytes (a longer one is refused by its length)
// It is sent:      { id, request: { method, path, headers, body }, until }
//                  headers: { name: value } or [[name, value], ...]; body: a string or a Uint8Array ("" for GET);
//                  until (optional): the time (Date.now()) past which the page no longer waits for the answer:
//                  a request whose turn comes later is not run, and answered { id, error }
// It answers:      { id, answer: { status, headers: [[name, value], ...], body: "the UTF-8 text" } }
//                  or { id, error: "why" } when Python raised (the service answers problems itself, so an
//                  error here is a bug or a broken engine, never a bad request)
import { bootEngine } from "./engine-boot.mjs";

const decoder = new TextDecoder(); // the API answers UTF-8 JSON or text only
const indexURL = new URL("./pyodide/", import.meta.url).href;

async function fetchArchive(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.arrayBuffer();
}

// The interpreter's memory once the engine is imported, kept in the browser's Cache Storage (gzipped: about
// 8 MB for 30), and only for a release the service worker vouches for: it answers RELEASE itself (sw.js), having
// given this worker only files whose sha256 is that release's. Its answer names the cache (the hash of every
// engine file's sha256, the runtime's too), so a snapshot is never restored by an engine made of other files;
// the snapshots of other releases are deleted when one is kept (and by the service worker of a new release).
// With no answer (no service worker in control: the files came straight from the network, unchecked), or
// without Cache Storage (a page not served over HTTPS or from localhost), every start is a first start and
// nothing is kept. A first start starts Python here and streams its memory, a megabyte at a time, through gzip
// into the cache (engine-boot.mjs), then answers: about half a second more than answering at once, but no copy
// of the memory. Beside it a manifest is kept last: the release and the sha256 of the snapshot as written. A
// snapshot is restored only when both are there and its bytes are still those (a snapshot cut short, or written
// by another engine, is dropped and Python starts afresh).
const SNAPSHOT = "referee-snapshot-";
const RELEASE = new URL("./engine-release.json", import.meta.url);
const ENTRY = new URL("./engine.snapshot", import.meta.url).href;
const MANIFEST = new URL("./engine.snapshot.json", import.meta.url).href;

async function releaseOfFiles() {
  const answer = await fetch(RELEASE, { cache: "no-store" });
  const release = answer.ok && /json/.test(answer.headers.get("Content-Type") || "") ? await answer.json() : null;
  return typeof release?.snapshot === "string" && release.snapshot.startsWith(SNAPSHOT) ? release : null;
}

async function sha256(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

async function snapshotsFor(release) {
  if (!release || !self.caches || !self.CompressionStream || !crypto.subtle) return null;
  const name = release.snapshot;
  const manifest = { release: release.version, files: release.files };
  return {
    async load() {
      const cache = await caches.open(name);
      const [saved, kept] = await Promise.all([cache.match(ENTRY), cache.match(MANIFEST)]);
      if (!saved || !kept) return null;
      const said = await kept.json();
      const packed = await saved.arrayBuffer();
      if (said.release !== manifest.release || said.sha256 !== await sha256(packed)) return null;
      return new Uint8Array(await new Response(new Response(packed).body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer());
    },
    // the snapshot's bytes (a stream read from the interpreter's memory) streamed through gzip into the cache,
    // then its manifest with the sha256 of what was written
    async keep(stream) {
      const cache = await caches.open(name);
      await cache.delete(MANIFEST); // a snapshot being written is never restored
      await cache.put(ENTRY, new Response(stream.pipeThrough(new CompressionStream("gzip"))));
      const written = await sha256(await (await cache.match(ENTRY)).arrayBuffer());
      await cache.put(MANIFEST, Response.json({ ...manifest, sha256: written }));
      for (const old of await caches.keys()) if (old.startsWith(SNAPSHOT) && old !== name) await caches.delete(old);
    },
    drop: () => caches.delete(name),
  };
}

// A file of the runtime that cannot be had (offline with the download cut, an error): Pyodide logs that its
// WebAssembly did not load and then waits forever, so every fetch of the runtime is watched here, and the first that
// fails makes the start fail at once, with the file's name: the page then knows the phone has no referee (yet).
const missingFile = new Promise((_, reject) => {
  const native = self.fetch.bind(self);
  self.fetch = async (resource, options) => {
    const url = String(resource instanceof Request ? resource.url : resource);
    if (!url.startsWith(indexURL)) return native(resource, options);
    try {
      const response = await native(resource, options);
      if (!response.ok) reject(new Error(`${url}: ${response.status}`));
      return response;
    } catch (error) {
      reject(new Error(`${url}: ${error?.message ?? error}`));
      throw error;
    }
  };
});
missingFile.catch(() => {});

const archive = fetchArchive(new URL("./engine.zip", import.meta.url));

const engine = Promise.race([missingFile, releaseOfFiles().then(snapshotsFor).catch(() => null)
  .then((snapshots) => bootEngine({ indexURL, archive, snapshots }))]);

engine.then(
  ({ timings, limit }) => postMessage({ ready: timings, limit }),
  (error) => postMessage({ failed: String(error?.message ?? error) }),
);

onmessage = async ({ data: { id, request, until } }) => {
  try {
    const started = await engine;
    if (until !== undefined && Date.now() > until) throw new Error("its deadline passed before its turn came");
    const { status, headers, body } = started.answer(request);
    postMessage({ id, answer: { status, headers, body: decoder.decode(body) } });
  } catch (error) {
    postMessage({ id, error: String(error?.message ?? error) });
  }
};
