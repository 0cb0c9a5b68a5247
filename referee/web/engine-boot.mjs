// Starts the referee's engine in Pyodide: the one bootstrap of the browser's worker (engine-worker.js) and
// of the Node harness that checks it answers what the server answers (tests/package/pyodide/answer.mjs).
//
//   const engine = await bootEngine({ indexURL, archive, snapshots });
//     indexURL: where the vendored runtime is (./pyodide/ next to this file; a URL, or a directory in Node)
//     archive:  engine.zip's bytes (an ArrayBuffer or Uint8Array, or a promise of one)
//     snapshots (optional): { load() -> bytes or null, keep(stream), drop() }, each may return a promise: where
//       the interpreter's memory, once the engine is imported, is kept between visits. With one kept, a start
//       restores it instead of starting Python and importing the engine again (several seconds less); one that
//       does not restore is dropped. Without one, this start starts Python itself, ready to be snapshotted, and
//       hands keep() a ReadableStream of the snapshot's bytes (Pyodide's makeMemorySnapshot format), read from
//       the interpreter's memory a megabyte at a time rather than copied whole; the engine answers once keep()
//       has resolved (or failed). So a tab never holds two interpreters, nor a second copy of one's memory.
//   engine.answer({ method, path, headers, body })
//     headers: { name: value } or [[name, value], ...]; body: a string (sent as UTF-8) or a Uint8Array
//     -> { status: 200, headers: [[name, value], ...], body: Uint8Array }, exactly what the server answers
//     Of a body over engine.limit (the API's 1 MiB) no more than one byte past it is copied into the
//     interpreter's memory: the service refuses it by its length all the same (413), as the server does.
//   engine.limit: the largest body the API reads (referee.service.MAX_BODY), in bytes
//   engine.timings: { runtimeMs, engineMs, snapshot }: loading Pyodide (or restoring it); unpacking the archive,
//     importing the engine and keeping its snapshot; "restored" (from a kept snapshot), "saved" (one made and
//     kept at this start) or "none"
//   engine.pyodide: the interpreter, for the harness's own checks
//
//   snapshotStream(pyodide) -> { stream, stop(why), unchanged() }
//     the snapshot of an interpreter loaded with _makeSnapshot, as a stream of views of its memory: no Python may
//     run until it is consumed, or stopped (which errors it); unchanged(), once it is consumed: whether the
//     memory stayed as it was handed over (if not, the bytes are not one moment's and must not be restored).
import { loadPyodide } from "./pyodide/pyodide.mjs";
import { withinLimit } from "./engine.js";

const encoder = new TextEncoder();

// A plain Uint8Array over the same memory: Pyodide refuses a subclass (Node's Buffer, which readFile gives).
function plainBytes(bytes) {
  return ArrayBuffer.isView(bytes) ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    : new Uint8Array(bytes);
}

// The smallest WebAssembly module there is (its magic number and version). A page whose Content-Security-Policy
// forbids compiling WebAssembly (no 'wasm-unsafe-eval' in script-src) makes Pyodide log the refusal and then wait
// forever: compiling this one first makes that case fail at once, with the browser's reason.
const EMPTY_MODULE = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);

// Python run once the engine's modules are on sys.path: import the service and register its sentences, so a
// snapshot made then holds all of it.
const IMPORT = "import referee.service\nreferee.service.prepare()";
// The function the page calls, made after any snapshot (a snapshot must hold no object the page refers to). Its
// replays keep the positions they reach, a few of them for the engine's life: a tap that adds a move to a log replays
// that move alone, with the same answer as the whole log's (the server keeps none).
const CALL = `
from referee.service import Positions, answer_parts

positions = Positions()

def answer(method, path, headers, body):
    status, headers, body = answer_parts(method, path, [tuple(pair) for pair in headers.to_py()], body.to_bytes(),
                                         positions)
    return status, [list(pair) for pair in headers], body

answer
`;

// An interpreter restored from a snapshot's bytes (or their promise), with those bytes: { pyodide, saved }; or null
// when there are none or they do not restore (made by another runtime, or cut short).
async function restored(indexURL, bytes) {
  let saved = null;
  try {
    saved = await bytes;
  } catch {
    return null;
  }
  if (!saved) return null;
  try {
    const pyodide = await loadPyodide({ indexURL, packages: [], _loadSnapshot: plainBytes(saved) });
    // The snapshot is copied into the interpreter's memory: Pyodide's configuration need not keep its bytes.
    pyodide._api.config._loadSnapshot = null;
    return { pyodide, saved };
  } catch {
    release(saved);
    return null;
  }
}

// A snapshot's bytes (30 MB or so) given back to the system at once, once copied where they are used, instead of
// at the worker's next garbage collection, which may come much later: the tab then holds the interpreter's memory
// once, not twice. Where ArrayBuffer.prototype.transfer is missing (Node 20), the collector frees them.
function release(bytes) {
  const buffer = ArrayBuffer.isView(bytes) ? bytes.buffer : bytes;
  if (buffer instanceof ArrayBuffer && typeof buffer.transfer === "function" && !buffer.detached) buffer.transfer(0);
}

// Python started and the engine imported: the same interpreter whether it answers or is snapshotted.
async function started(indexURL, archive, options) {
  // The archive is fetched while the runtime loads; a failed fetch is reported where it is awaited below,
  // not as an unhandled rejection in the meantime.
  const zip = Promise.resolve(archive);
  zip.catch(() => {});
  // packages: [] and nothing else: the engine needs no package of Pyodide's, so nothing is fetched
  // beyond the runtime's own files.
  const pyodide = options.pyodide ?? await loadPyodide({ indexURL, packages: [], ...options.load });
  const loaded = performance.now();
  // The archive unpacks into site-packages, already on sys.path; importlib.metadata finds marshmallow there.
  // A restored interpreter has the engine imported already, but not its files (a module imported later, on
  // the way of a request, is read from them).
  const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
  pyodide.unpackArchive(plainBytes(await zip), "zip", { extractDir: sitePackages });
  pyodide.runPython(IMPORT);
  return { pyodide, loaded };
}

// Pyodide's snapshot format (its makeMemorySnapshot, in pyodide.asm.mjs of the vendored version): a header of
// HEADER bytes (the magic number, where the memory starts, the state's length, 0, the runtime's build id), the
// state of the JavaScript objects Python refers to as JSON, zeros to a multiple of 16, then the memory itself.
// tests/package/pyodide/answer.mjs checks that this stream gives exactly makeMemorySnapshot's bytes.
const MAGIC = 1886286592;
const HEADER = 48;
const CHUNK = 1 << 20;
// How long a first start waits for the snapshot to be kept before it answers without (a storage that hangs).
const KEEP_LIMIT_MS = 15000;

export function snapshotStream(pyodide) {
  const api = pyodide._api;
  const state = JSON.stringify(api.serializeHiwireState());
  const start = Math.ceil((HEADER + 2 * state.length) / 16) * 16;
  const head = new Uint8Array(start);
  const { written } = encoder.encodeInto(state, head.subarray(HEADER));
  const words = new Uint32Array(head.buffer, 0, 12);
  words.set([MAGIC, start, written, 0]);
  const id = api.config.BUILD_ID;
  for (let i = 0; i < 8; i++) words[4 + i] = parseInt(id.slice(i * 8, i * 8 + 8), 16);
  const memory = () => pyodide._module.HEAP8; // an Int8Array: streams of bytes take Uint8Arrays
  const chunkAt = (at) => new Uint8Array(memory().buffer, at, Math.min(CHUNK, memory().length - at));
  const prints = []; // each chunk's fingerprint as it was handed over
  let at = -1; // the header first, then the memory from 0
  let control;
  const stream = new ReadableStream({
    start(controller) {
      control = controller;
    },
    // views of the memory, not copies: nothing may change it until the stream is consumed (keepSnapshot)
    pull(controller) {
      if (at < 0) controller.enqueue(head);
      else {
        const chunk = chunkAt(at);
        prints.push(fingerprint(chunk));
        controller.enqueue(chunk);
      }
      at = at < 0 ? 0 : at + CHUNK;
      if (at >= memory().length) controller.close();
    },
  }, { highWaterMark: 0 });
  const stop = (why) => {
    try {
      control.error(why);
    } catch {
      // closed already
    }
  };
  // No Python runs while the stream is read, but the browser may still collect a JavaScript object that held a
  // Python one, and Pyodide then lets the Python object go: the memory changes under the stream. Every chunk
  // compared with its fingerprint at the end tells whether the bytes handed over are one moment's memory.
  const unchanged = () => prints.length * CHUNK >= memory().length
    && prints.every((print, i) => print === fingerprint(chunkAt(i * CHUNK)));
  return { stream, stop, unchanged };
}

// A 32-bit fingerprint of a chunk of memory (its length a multiple of 4, as the memory's pages are).
function fingerprint(bytes) {
  const words = new Int32Array(bytes.buffer, bytes.byteOffset, bytes.length >> 2);
  let hash = 0;
  for (let i = 0; i < words.length; i++) hash = (Math.imul(hash, 31) + words[i]) | 0;
  return hash;
}

export async function bootEngine({ indexURL, archive, snapshots = null }) {
  const begun = performance.now();
  await WebAssembly.compile(EMPTY_MODULE);
  let snapshot = "none";
  let engine;
  const kept = snapshots && await restored(indexURL, Promise.resolve().then(() => snapshots.load()));
  if (kept) {
    snapshot = "restored";
    release(kept.saved);
    engine = await started(indexURL, archive, { pyodide: kept.pyodide });
  } else if (snapshots) {
    await Promise.resolve().then(() => snapshots.drop()).catch(() => {});
    engine = await started(indexURL, archive, { load: { _makeSnapshot: true } });
    snapshot = await keepSnapshot(engine.pyodide, snapshots);
  } else {
    engine = await started(indexURL, archive, {});
  }
  const call = engine.pyodide.runPython(CALL);
  const limit = engine.pyodide.runPython("from referee.service import MAX_BODY; MAX_BODY");
  const timings = { runtimeMs: engine.loaded - begun, engineMs: performance.now() - engine.loaded, snapshot };

  function answer({ method, path, headers = {}, body = "" }) {
    const pairs = Array.isArray(headers) ? headers : Object.entries(headers);
    const bytes = typeof body === "string" ? encoder.encode(withinLimit(body, limit)) : plainBytes(body);
    const result = call(method, path, pairs, withinLimit(bytes, limit));
    try {
      const [status, answerHeaders, answerBody] = result.toJs();
      return { status, headers: answerHeaders, body: answerBody };
    } finally {
      result.destroy(); // a PyProxy holds its Python object until destroyed
    }
  }

  return { answer, limit, timings, pyodide: engine.pyodide };
}

// The snapshot of a fresh interpreter handed to snapshots.keep() as a stream read from its memory: no Python runs
// until keep() has consumed it (the engine answers a fraction of a second later than it could, instead of the tab
// holding a second copy of the interpreter's memory). "saved", or "none" when it could not be made or kept.
async function keepSnapshot(pyodide, snapshots) {
  let timer;
  try {
    const { stream, stop, unchanged } = snapshotStream(pyodide);
    const limit = new Promise((resolve, reject) => {
      timer = setTimeout(() => reject(new Error("the snapshot was not kept in time")), KEEP_LIMIT_MS);
    });
    await Promise.race([Promise.resolve().then(() => snapshots.keep(stream)), limit])
      .catch((error) => {
        stop(error); // a keep() that failed or hangs reads no more of the memory
        throw error;
      });
    if (unchanged()) return "saved";
    await Promise.resolve().then(() => snapshots.drop()).catch(() => {}); // not one moment's memory: never restored
    return "none";
  } catch {
    return "none"; // the engine answers all the same; the next start starts Python again
  } finally {
    clearTimeout(timer);
  }
}
