// A module Web Worker under Node, as much of one as engine-worker.js needs: run in a worker thread (page.mjs
// starts it), with the worker's globals (self, postMessage, onmessage) and a fetch that reads file: URLs from
// the disk (a missing file answers 404, as a host without it would). No Cache Storage: no snapshot is kept.
// Pyodide under Node reads its runtime by path, where the worker names it by URL (file:...): such a URL is read
// as its path.
import { readFile } from "node:fs/promises";
import { syncBuiltinESMExports } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parentPort, workerData } from "node:worker_threads";

const resolve = path.resolve;
path.resolve = (...parts) => resolve(...parts.map((part) => (part.startsWith("file:") ? fileURLToPath(part) : part)));
syncBuiltinESMExports();

const networkFetch = globalThis.fetch;
globalThis.self = globalThis;
globalThis.postMessage = (message) => parentPort.postMessage(message);
globalThis.onmessage = null; // the worker sets it
globalThis.fetch = async (url, options) => {
  const href = String(url);
  if (!href.startsWith("file:")) return networkFetch(url, options);
  try {
    return new Response(await readFile(new URL(href)));
  } catch {
    return new Response("", { status: 404 });
  }
};
parentPort.on("message", (data) => globalThis.onmessage?.({ data }));
await import(workerData.url);
