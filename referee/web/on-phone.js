// The referee on this phone: the engine (engine.js: the server's own Python, run by Pyodide in a Web Worker),
// which answers the form's requests when no server does (api.js decides which one asks). This module says
// whether the phone can run it, starts it in the background once the first screen is drawn (its files are
// about 14 MB and it takes seconds to start: never before the form is usable, never in the way of a tap),
// asks the service worker to keep its files for offline use once it runs, and says how it stands: the engine
// (status), and the copy kept for flight mode (flight: how much of it is downloaded, whether it is whole).
import { ENGINE_STALE } from "./site.js";

let engine = null; // engine.js, once imported
let started = null; // the promise of the engine answering
let broken = false; // it could not start (its files missing, a browser that refused it)
let refusedFiles = false; // the service worker refused one of its files: not this release's (sw.js)
const refusals = new Set();

// The service worker says so when it refuses an engine file (its bytes are not this release's): the engine is
// then never run from it, and the form says why (`refused()`, and every `watchRefused(listener)` is called once).
if (navigator.serviceWorker) {
  navigator.serviceWorker.addEventListener("message", ({ data }) => {
    if (data && data.flight) heard(data.flight);
    if (!data || !data.refused || refusedFiles) return;
    refusedFiles = true;
    refusals.forEach((listener) => listener());
  });
  navigator.serviceWorker.startMessages();
}

export const refused = () => refusedFiles;

export function watchRefused(listener) {
  refusals.add(listener);
}

// WebAssembly and Web Workers: without them (an old browser; iOS in Lockdown Mode has no WebAssembly), or where
// the server refuses to offer an engine whose Python is not its own (site.js ENGINE_STALE), the form asks the
// server alone.
export const canRun = () => !ENGINE_STALE && typeof WebAssembly === "object" && typeof Worker === "function";

// "none" (it cannot run here, or failed to start), "idle" (not started), "starting" or "ready".
export function status() {
  if (!canRun() || broken) return "none";
  if (!engine) return started ? "starting" : "idle";
  return { ready: "ready", failed: "none" }[engine.state()] || "starting";
}

// It answers now, or will once started: a request waits for it rather than failing.
export const usable = () => status() !== "none";

// `listener(status())` whenever the engine starts, is ready or fails.
const engineWatchers = new Set();
export function watchEngine(listener) {
  engineWatchers.add(listener);
}
const told = () => engineWatchers.forEach((listener) => listener(status()));

// Starts the engine (once; later calls return the same promise), resolved when it answers. One that failed (a file
// of it missing: a download cut) is started again once the offline copy is whole (heard).
export function start() {
  if (!canRun()) return Promise.reject(new Error("this browser cannot run the engine"));
  if (!started) {
    started = controlled()
      .then(() => import("./engine.js"))
      .then((module) => {
        engine = module;
        const ready = module.start();
        told();
        return ready;
      })
      .then(keepFiles, (err) => {
        broken = true;
        throw err;
      })
      .finally(told);
    started.catch(() => {}); // a failure is the caller's (answer), not an unhandled rejection
    told();
  }
  return started;
}

function startAgain() {
  if (!broken || refusedFiles || !started) return;
  broken = false;
  started = null;
  start();
}

// On a first visit the service worker installs, then takes the page (sw.js: clients.claim); the engine waits
// for that (at most CONTROL_WAIT_MS), so that its files pass through the worker, which keeps them on the way:
// they are downloaded once, never again for the cache.
const CONTROL_WAIT_MS = 10000;
function controlled() {
  const sw = navigator.serviceWorker;
  if (!sw || sw.controller) return Promise.resolve();
  return new Promise((resolve) => {
    sw.addEventListener("controllerchange", resolve, { once: true });
    setTimeout(resolve, CONTROL_WAIT_MS);
  });
}

// Starts it after the first screen is painted (the frame after the next), in a task of its own; the offline copy
// is checked then too (checkOffline).
export function startSoon() {
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => {
    checkOffline();
    if (canRun()) start();
  }, 0)));
}

// --- the copy kept for flight mode ----------------------------------------------------------------------------

// How the offline copy stands, as the service worker says (sw.js): {done, total} bytes of the engine kept,
// `downloading` while files are on their way, and once it checked them all `missing` (the files not kept) and
// `fetched` (some were not kept before); null before it said anything (no service worker, or not yet).
let flight = null;
const flightWatchers = new Set();

export const flightCopy = () => flight;

// `listener(flight)` whenever it changes.
export function watchFlight(listener) {
  flightWatchers.add(listener);
}

function heard(news) {
  flight = { ...flight, ...news };
  flightWatchers.forEach((listener) => listener(flight));
  if (flight.missing && !flight.missing.length && !flight.downloading) startAgain();
}

// The service worker checks that the offline copy is whole and fetches again what is missing (the form's files,
// and the engine's where it can run), then says how it stands. At every load, and when the network is back.
// The page's end of each check's channel is held until its answer is in: a port nothing refers to may be collected
// while the service worker downloads for a long while, and its answer would be lost. A check that still finds files
// missing while the browser says it is online (it says so a moment before the network carries anything, or the
// host failed) is made again RECHECK_MS later, until the copy is whole or the browser goes offline.
const RECHECK_MS = 5000;
const checking = new Set();
let recheck = null;
function checkOffline() {
  if (!navigator.serviceWorker) return;
  clearTimeout(recheck);
  recheck = null;
  navigator.serviceWorker.ready.then((registration) => {
    const channel = new MessageChannel();
    checking.add(channel.port1);
    channel.port1.onmessage = ({ data }) => {
      checking.delete(channel.port1);
      channel.port1.close();
      heard(data.flight);
      if (data.flight.missing?.length && navigator.onLine && !recheck) recheck = setTimeout(checkOffline, RECHECK_MS);
    };
    registration.active?.postMessage({ keep: canRun() ? "offline" : "form" }, [channel.port2]);
  }, () => {});
}

window.addEventListener("online", () => {
  if (flight?.missing?.length) checkOffline();
});
window.addEventListener("offline", () => {
  clearTimeout(recheck); // checked again once online
  recheck = null;
});

// Asks the browser to keep this site's storage (the game in progress, the offline copy) when it runs short of
// room, and Safari not to delete it after a week unused: once a game is started, or the form installed.
export function keepForGood() {
  navigator.storage?.persisted?.().then((kept) => kept || navigator.storage.persist(), () => {}).catch(() => {});
}

window.addEventListener("appinstalled", keepForGood);
if (window.matchMedia?.("(display-mode: standalone)").matches) keepForGood();

// The engine's answer to {method, path, headers, body}: {status, headers, body (text)}; rejects when it cannot run,
// and with a TimeoutError when it has not answered within `withinMs` (once it runs).
export async function answer(request, withinMs) {
  await start();
  return engine.answer(request, { within: withinMs });
}

// The service worker keeps the engine's files in a cache of their own (sw.js): after this first run the phone
// starts the engine with no network at all.
function keepFiles() {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ keep: "engine" }), () => {});
}
