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
// - FORM is filled in by referee/api/web.py as it serves this file (or as `referee site` writes it): the
//   form's files and a hash of their bytes; the engine's files, their hashes and a hash of them all.
"use strict";

const FORM = __FORM__;
const CACHE = `referee-form-${FORM.version}`;
const ENGINE_CACHE = `referee-engine-${FORM.engine.version}`;
const scope = self.registration.scope;
const FILES = new Set(FORM.files.map((file) => new URL(file, scope).href));
const ENGINE = new Map(Object.entries(FORM.engine.files).map(([file, sha]) => [new URL(file, scope).href, sha]));

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
        || (name.startsWith("referee-engine-") && name !== ENGINE_CACHE))
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

async function keepChecked(cache, url, mode) {
  const answer = await fetch(url, { cache: mode });
  if (!answer.ok) throw new Error(`${url}: ${answer.status}`);
  const unchecked = `${url}?unchecked`;
  try {
    await cache.put(unchecked, answer);
    const bytes = await (await cache.match(unchecked)).arrayBuffer();
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
    if (typeof bytes.transfer === "function") bytes.transfer(0); // its memory given back now, not at a collection
    if ([...digest].map((b) => b.toString(16).padStart(2, "0")).join("") !== ENGINE.get(url))
      throw new Error(`${url} is not this release's`);
    await cache.put(url, await cache.match(unchecked));
  } finally {
    await cache.delete(unchecked);
  }
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

// An engine file from its cache; one not kept yet is kept first (keepFile), then answered from the cache. If it
// cannot be kept (no room), it comes from the network as it is.
async function engineFile(request, url) {
  const cache = await caches.open(ENGINE_CACHE);
  const kept = await cache.match(url);
  if (kept) return kept;
  await keepFile(cache, url).catch(() => {});
  return (await cache.match(url)) || fetch(request);
}

self.addEventListener("fetch", (event) => {
  const url = fileOf(event.request);
  if (FILES.has(url)) event.respondWith(formFile(event.request, url));
  else if (ENGINE.has(url)) event.respondWith(engineFile(event.request, url));
});
