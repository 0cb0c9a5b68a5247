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
// - Nothing of the offline copy is lost for good: a form file missing from its cache (Cache Storage cleared by
//   the browser or the phone's owner, this worker still in place) is fetched, checked against its sha256
//   (FORM.sha256) and kept again as it is answered; and every page load asks ({keep: "offline"}) for the
//   whole copy to be checked and what is missing fetched again, and is told how it stands ({flight}: the bytes
//   of the engine kept, of how many, the files still missing), as every window is told while the engine
//   downloads.
// - A file loaded on demand (FORM.onDemand: the camera reader's QR decoder, which only that screen needs) is not
//   fetched as the offline copy is installed, nor counted missing from it: it is kept the first time the page asks
//   for it, checked as a form file is, and answered from the cache from then on, so the screen that needs it opens
//   offline once it has opened online. A new worker carries it over from the cache it replaces when its bytes are
//   still this release's.
// - FORM is filled in by referee/api/web.py as it serves this file (or as `referee site` writes it): the
//   form's files, their sha256 and a hash of their bytes; the engine's files, their sha256 and sizes, and a
//   hash of them all. A static site's form files include the answers that are pure data written beside it (the
//   games, each game's rules: web/answers/...), kept and checked like the rest, so that site opened offline
//   sets a game up and shows its rules without the engine.
"use strict";

const FORM = __FORM__;
const CACHE = `referee-form-${FORM.version}`;
const ENGINE_CACHE = `referee-engine-${FORM.engine.version}`;
const scope = self.registration.scope;
const FILES = new Set(FORM.files.map((file) => new URL(file, scope).href));
const byUrl = (files) => new Map(Object.entries(files).map(([file, value]) => [new URL(file, scope).href, value]));
const ENGINE = byUrl(FORM.engine.files);
const SIZES = byUrl(FORM.engine.sizes);
const ON_DEMAND = byUrl(FORM.onDemand);
const SHA256 = new Map([...byUrl(FORM.sha256), ...ENGINE, ...ON_DEMAND]); // every file this worker keeps, by its sha256
const RELEASE = new URL("web/engine-release.json", scope).href;
const SNAPSHOT_CACHE = `referee-snapshot-${FORM.engine.version}`;

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    // cache: "no-cache": the files as the server has them now, revalidated (the page has just loaded them: the
    // server answers 304, and they are not downloaded twice).
    const cache = await caches.open(CACHE);
    await cache.addAll([...FILES].map((url) => new Request(url, { cache: "no-cache" })));
    await carryOver(cache);
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
  const keep = event.data && event.data.keep;
  if (keep === "engine") event.waitUntil(keepEngine().catch(() => {}));
  // the page's check at every load: the form's files, and the engine's unless this phone cannot run it
  if (keep === "offline" || keep === "form") event.waitUntil(keepOffline(keep === "offline", event.ports[0]));
});

// The files kept on demand in an earlier release's cache, kept in `cache` too where their bytes are this release's.
async function carryOver(cache) {
  for (const name of await caches.keys()) {
    if (!name.startsWith("referee-form-") || name === CACHE) continue;
    const earlier = await caches.open(name);
    for (const url of ON_DEMAND.keys()) {
      const kept = await earlier.match(url);
      if (kept && !(await cache.match(url)) && await isThisReleases(url, await kept.clone().arrayBuffer())) {
        await cache.put(url, kept);
      }
    }
  }
}

// Every engine file not yet kept, kept.
async function keepEngine() {
  await keepAll(await caches.open(ENGINE_CACHE), ENGINE.keys());
}

// Each of `urls` kept in `cache` if it is not yet; resolves to how many had to be fetched, or rejects if one could
// not be (the others are still kept).
async function keepAll(cache, urls) {
  const kept = await Promise.allSettled([...urls].map(async (url) => {
    if (await cache.match(url)) received.set(url, SIZES.get(url) ?? 0);
    else return keepFile(cache, url).then(() => 1);
    return 0;
  }));
  const failure = kept.find((k) => k.status === "rejected");
  if (failure) throw failure.reason;
  return kept.reduce((sum, k) => sum + k.value, 0);
}

// The offline copy made whole: the form's files (each is kept again as it is asked for too: formFile) and,
// `withEngine`, the engine's. How it stands is told on `port` (the page's check): the files still missing, and
// whether any had to be fetched (the page then says the phone is ready, once it is).
async function keepOffline(withEngine, port) {
  const form = await caches.open(CACHE);
  let fetched = await keepAll(form, FILES).catch(() => 1);
  const missing = [];
  if (withEngine) {
    const engine = await caches.open(ENGINE_CACHE);
    fetched += await keepAll(engine, ENGINE.keys()).catch(() => 1);
    for (const url of ENGINE.keys()) if (!(await engine.match(url))) missing.push(url);
  }
  for (const url of FILES) if (!(await form.match(url))) missing.push(url);
  const flight = { ...progress(), missing: missing.map((url) => url.slice(scope.length)), fetched: fetched > 0 };
  port?.postMessage({ flight });
}

// --- how much of the engine is kept, told to the page while it downloads -------------------------------------

const received = new Map(); // url -> the bytes of it kept, or streamed into the cache so far
let telling = null;

// {done, total} bytes of the engine's files, and whether some are on their way now.
function progress() {
  let done = 0;
  let total = 0;
  for (const [url, size] of SIZES) {
    total += size;
    done += Math.min(received.get(url) || 0, size);
  }
  return { done, total, downloading: [...keeping.keys()].some((url) => SIZES.has(url)) };
}

// Every window of the form hears how far the engine is, at most four times a second.
function tellProgress() {
  telling ??= setTimeout(async () => {
    telling = null;
    const flight = progress();
    for (const client of await self.clients.matchAll({ type: "window" })) client.postMessage({ flight });
  }, 250);
}

// `answer` with its body's bytes counted into `received` as they stream (an engine file's; a form file's is not).
function counted(url, answer) {
  if (!SIZES.has(url) || !answer.body) return answer;
  received.set(url, 0);
  const count = new TransformStream({
    transform(chunk, controller) {
      received.set(url, received.get(url) + chunk.byteLength);
      tellProgress();
      controller.enqueue(chunk);
    },
  });
  return new Response(answer.body.pipeThrough(count), { status: answer.status, headers: answer.headers });
}

// One file (the engine's, or the form's missing from its cache) downloaded into the cache, once: a request for it meanwhile waits for the same download. It
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
    kept.then(() => received.set(url, SIZES.get(url)), () => received.delete(url))
      .finally(() => {
        keeping.delete(url);
        tellProgress();
      });
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
    await cache.put(unchecked, counted(url, answer));
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
  return [...digest].map((b) => b.toString(16).padStart(2, "0")).join("") === SHA256.get(url);
}

function fileOf(request) {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  url.search = ""; // "/?from=home-screen" is still the form
  url.hash = "";
  return url.href;
}

// A form file from its cache; one missing there (the cache cleared) is kept again first, its bytes checked as an
// engine file's are, then answered from the cache. One that cannot be kept (not this release's: a new one is on
// its way; no room) is answered by the network as it is.
async function formFile(request, url) {
  const cache = await caches.open(CACHE);
  const kept = (await cache.match(url)) || await keepFile(cache, url).then(() => cache.match(url), () => null);
  return kept || fetch(request);
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
  if (FILES.has(url) || ON_DEMAND.has(url)) event.respondWith(formFile(event.request, url));
  else if (ENGINE.has(url)) event.respondWith(engineFile(event.request, url));
  else if (url === RELEASE) event.respondWith(release());
});
