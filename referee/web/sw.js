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
//   is kept only if its bytes are this release's (FORM.engine.files: each one's sha256).
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

// Every engine file not yet kept, kept once its bytes are checked. The page's worker has just fetched them (the
// page asks once the engine runs): the browser's HTTP cache answers, whatever its copy's age, and the network
// is asked only for a file it does not hold, or holds from another release.
async function keepEngine() {
  const cache = await caches.open(ENGINE_CACHE);
  for (const url of ENGINE.keys()) {
    if (await cache.match(url)) continue;
    try {
      await keep(cache, url, await fetch(url, { cache: "force-cache" }));
    } catch {
      await keep(cache, url, await fetch(url, { cache: "reload" }));
    }
  }
}

async function keep(cache, url, answer) {
  if (!answer.ok) throw new Error(`${url}: ${answer.status}`);
  const bytes = await answer.clone().arrayBuffer();
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  const hex = [...digest].map((b) => b.toString(16).padStart(2, "0")).join("");
  if (hex !== ENGINE.get(url)) throw new Error(`${url} is not this release's`);
  await cache.put(url, answer);
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

// An engine file from its cache; one not kept yet comes from the network and is kept on the way.
async function engineFile(event, url) {
  const cache = await caches.open(ENGINE_CACHE);
  const kept = await cache.match(url);
  if (kept) return kept;
  const answer = await fetch(url, { cache: "no-cache" });
  event.waitUntil(keep(cache, url, answer.clone()).catch(() => {}));
  return answer;
}

self.addEventListener("fetch", (event) => {
  const url = fileOf(event.request);
  if (FILES.has(url)) event.respondWith(formFile(event.request, url));
  else if (ENGINE.has(url)) event.respondWith(engineFile(event, url));
});
