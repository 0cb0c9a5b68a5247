// The phone form's service worker: it keeps the form's own files, so the page opens without a connection (the
// game in progress is already in localStorage), and the referee's engine (Pyodide's runtime, engine.zip and the
// scripts that start them), so the phone referees a game with no server at all. Nothing else.
//
// - Only these files are answered here. Every other request, the API's (/v1/...) above all, is left to the
//   network untouched: an answer is never served from a cache (the engine on the phone answers instead, the
//   same answers, when the server does not).
// - The form's files come from the cache at once: a hung network never delays the first screen. A release
//   changes this script (FORM below), so the browser, which checks for a new worker on every visit, installs
//   the new one in the background; it fills a new cache and takes the next page load.
// - The engine's files are kept in a cache of their own, named by their hash (referee-engine-<hash>): the page
//   asks for it once the engine runs ({keep: "engine"}), and a new worker fills its own before it takes over
//   wherever an engine was kept, so a phone that had the engine offline still has it after an update. A file
//   is kept only if its bytes are this release's (FORM.engine.files: each one's sha256). On a first visit each
//   file is downloaded once, straight into the cache, and the engine's request for it answered from there.
// - An engine file is answered only with this release's bytes, never with others: a file that is not this
//   release's (a deploy half done, a stale copy on the way) is answered with an error, so the engine does not
//   start, and every window of the form is told ({refused: url}) to say why; the next visit fetches it again.
// - The engine's worker asks this worker which release its files are (RELEASE, answered here alone, from
//   FORM.engine): only then does it keep or restore the snapshot of its memory, in the cache that release names
//   (referee-snapshot-<hash of every engine file>). A worker whose files came straight from the network (no
//   service worker in control) gets no answer, so an interpreter started from files not checked is never kept.
// - FORM is filled in by referee/api/web.py as it serves this file (or as `referee site` writes it): the
//   form's files and a hash of their bytes; the engine's files, their hashes and a hash of them all.
"use strict";

const FORM = __FORM__;
const CACHE = `referee-form-${FORM.version}`;
const ENGINE_CACHE = `referee-engine-${FORM.engine.version}`;
const scope = self.registration.scope;
const FILES = new Set(FORM.files.map((file) => new URL(file, scope).href));
const ENGINE = new Map(Object.entries(FORM.engine.files).map(([file, sha]) => [new URL(file, scope).href, sha]));
const RELEASE = new URL("web/engine-release.json", scope).href;
const SNAPSHOT_CACHE = `referee-snapshot-${FORM.engine.version}`;

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    // cache: "no-cache": the files as the server has them now, revalidated (the page has just loaded them: the
    // server answers 304, and they are not downloaded twice).
    const cache = await caches.open(CACHE);
    await cache.addAll([...FILES].map((url) => new Request(url, { cache: "no-cache" })));
    if ((await caches.keys()).some((name) => name.startsWith("referee-engine-"))) await keepEngine();
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((names) => Promise.all(names
      .filter((name) => (name.startsWith("referee-form-") && name !== CACHE)
        || (name.startsWith("referee-engine-") && name !== ENGINE_CACHE)
        || (name.startsWith("referee-snapshot-") && name !== SNAPSHOT_CACHE))
      .map((name) => caches.delete(name))))
    .then(() => self.clients.claim()));
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.keep === "engine") event.waitUntil(keepEngine().catch(() => {}));
});

// Every engine file not yet kept, kept.
async function keepEngine() {
  const cache = await caches.open(ENGINE_CACHE);
  await Promise.all([...ENGINE.keys()].map(async (url) => (await cache.match(url)) || keepFile(cache, url)));
}

// One engine file downloaded into the cache, once: a request for it meanwhile waits for the same download. It
// streams from the network into the cache under a name of its own, is read back once to check its bytes are this
// release's (sha256), and only then is kept under its own URL: the cache never answers with bytes not checked,
// even after a download cut short. Its bytes are in this worker's memory only while they are hashed, in one
// buffer given back at once: the tab does not hold the engine's 14 MB while Python starts. The browser's HTTP
// cache answers first, whatever its copy's age, and the network only for a file it does not hold, or holds from
// another release.
const keeping = new Map();
function keepFile(cache, url) {
  if (!keeping.has(url)) {
    const kept = keepChecked(cache, url, "force-cache").catch(() => keepChecked(cache, url, "reload"));
    keeping.set(url, kept);
    kept.finally(() => keeping.delete(url)).catch(() => {});
  }
  return keeping.get(url);
}

// Thrown for bytes that are not the ones this release names: they are neither kept nor run.
class NotThisReleases extends Error {}

async function keepChecked(cache, url, mode) {
  const answer = await fetch(url, { cache: mode });
  if (!answer.ok) throw new Error(`${url}: ${answer.status}`);
  const unchecked = `${url}?unchecked`;
  try {
    await cache.put(unchecked, answer);
    const bytes = await (await cache.match(unchecked)).arrayBuffer();
    const checked = await isThisReleases(url, bytes);
    if (typeof bytes.transfer === "function") bytes.transfer(0); // its memory given back now, not at a collection
    if (!checked) throw new NotThisReleases(`${url} is not this release's`);
    await cache.put(url, await cache.match(unchecked));
  } finally {
    await cache.delete(unchecked);
  }
}

async function isThisReleases(url, bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return [...digest].map((b) => b.toString(16).padStart(2, "0")).join("") === ENGINE.get(url);
}

function fileOf(request) {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  url.search = ""; // "/?from=home-screen" is still the form
  url.hash = "";
  return url.href;
}

async function formFile(request, url) {
  return (await (await caches.open(CACHE)).match(url)) || fetch(request);
}

// An engine file from its cache; one not kept yet is kept first (keepFile), then answered from the cache. One
// that cannot be kept (no room) is fetched again and answered from this worker's memory once its bytes are
// checked. One that is not this release's is refused; without a network, the answer is the network's error.
async function engineFile(request, url) {
  const cache = await caches.open(ENGINE_CACHE);
  const kept = (await cache.match(url)) || await keepFile(cache, url).then(() => cache.match(url), (error) => error);
  if (kept instanceof Response) return kept;
  if (kept instanceof NotThisReleases) return refused(url);
  const answer = await fetch(url, { cache: "reload" });
  const bytes = answer.ok ? await answer.arrayBuffer() : null;
  return bytes && await isThisReleases(url, bytes) ? new Response(bytes, { headers: answer.headers }) : refused(url);
}

// The answer to a file that is not this release's: an error, never its bytes. Every window of the form hears of
// it (on-phone.js), so the form can say why the engine does not start.
async function refused(url) {
  for (const client of await self.clients.matchAll({ type: "window" })) client.postMessage({ refused: url });
  return new Response("Not this release's file: not run.", { status: 502, headers: { "Content-Type": "text/plain" } });
}

// Which release the engine's files are, answered here alone: the worker that asks (engine-worker.js) was given
// only files checked against it, so it may keep and restore its snapshot in the cache that release names.
function release() {
  return Response.json({ ...FORM.engine, snapshot: SNAPSHOT_CACHE }, { headers: { "Cache-Control": "no-store" } });
}

self.addEventListener("fetch", (event) => {
  const url = fileOf(event.request);
  if (FILES.has(url)) event.respondWith(formFile(event.request, url));
  else if (ENGINE.has(url)) event.respondWith(engineFile(event.request, url));
  else if (url === RELEASE) event.respondWith(release());
});
