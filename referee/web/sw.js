// The phone form's service worker: it keeps the form's own files so the page opens without a
// connection (the game in progress is already in localStorage), and nothing else.
//
// - Only the form's files are answered here. Every other request, the API's (/v1/...) above all, is
//   left to the network untouched: a score is never served from a cache, and a lost connection stays
//   a visible error in the form.
// - Network first: online, the form is always the server's current one (as without this worker); the
//   cache answers when the network fails or has not answered within NETWORK_WAIT_MS (dead Wi-Fi hangs
//   rather than fails).
// - FORM is filled in by referee/api/web.py as it serves this file: the list of the form's files and a
//   hash of their bytes. A release that changes any of them changes this script, so the browser
//   installs the new worker, which fills a new cache and drops the old ones.
"use strict";

const FORM = __FORM__;
const CACHE = `referee-form-${FORM.version}`;
const NETWORK_WAIT_MS = 4000;
const FILES = new Set(FORM.files.map((file) => new URL(file, self.registration.scope).href));

self.addEventListener("install", (event) => {
  // cache: "reload": the files as the server has them now, never the HTTP cache's copy.
  event.waitUntil(caches.open(CACHE)
    .then((cache) => cache.addAll([...FILES].map((url) => new Request(url, { cache: "reload" }))))
    .then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((names) => Promise.all(names.filter((name) => name.startsWith("referee-form-") && name !== CACHE)
      .map((name) => caches.delete(name))))
    .then(() => self.clients.claim()));
});

function formFile(request) {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  url.search = ""; // "/?from=home-screen" is still the form
  url.hash = "";
  return FILES.has(url.href) ? url.href : null;
}

async function networkFirst(request, file) {
  const cached = caches.open(CACHE).then((cache) => cache.match(file));
  const network = fetch(request);
  const late = new Promise((resolve) => { setTimeout(() => resolve(null), NETWORK_WAIT_MS); });
  network.catch(() => {}); // answered from the cache below; the failure itself is no error of the page
  let answer = null;
  try {
    answer = await Promise.race([network, late]);
  } catch {
    // offline: the cache answers below
  }
  // A server that answers 5xx for its own form is down behind a proxy: the kept form is better.
  if (answer && answer.status < 500) return answer;
  return (await cached) || answer || network;
}

self.addEventListener("fetch", (event) => {
  const file = formFile(event.request);
  if (file) event.respondWith(networkFirst(event.request, file));
});
