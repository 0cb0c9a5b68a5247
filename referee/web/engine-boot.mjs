// Starts the referee's engine in Pyodide: the one bootstrap of the browser's worker (engine-worker.js) and
// of the Node harness that checks it answers what the server answers (tests/pyodide/answer.mjs).
//
//   const engine = await bootEngine({ indexURL, archive, snapshots });
//     indexURL: where the vendored runtime is (./pyodide/ next to this file; a URL, or a directory in Node)
//     archive:  engine.zip's bytes (an ArrayBuffer or Uint8Array, or a promise of one)
//     snapshots (optional): { load() -> bytes or null, make() -> bytes, keep(bytes), drop() }, each may return
//       a promise: where the interpreter's memory, once the engine is imported, is kept between visits. With one
//       kept, a start restores it instead of starting Python and importing the engine again (several seconds
//       less); one that does not restore is dropped. Without one, make() has a snapshot made first (makeSnapshot
//       below, by another interpreter: the browser's short-lived worker, ended before this one starts), this
//       start restores it, and keep() stores it for the next start while the engine answers. So a tab never
//       holds two interpreters, nor this one the snapshot machinery's memory. If make() fails, Python starts here.
//   engine.answer({ method, path, headers, body })
//     headers: { name: value } or [[name, value], ...]; body: a string (sent as UTF-8) or a Uint8Array
//     -> { status: 200, headers: [[name, value], ...], body: Uint8Array }, exactly what the server answers
//   engine.timings: { runtimeMs, engineMs, snapshot }: loading Pyodide (making the snapshot included);
//     unpacking the archive and importing the engine; "restored" (from a kept snapshot), "saved" (one made at
//     this start, restored, and kept for the next) or "none"
//   engine.saving: keep()'s promise when a snapshot made at this start is being kept, else null
//   engine.pyodide: the interpreter, for the harness's own checks
//
//   const bytes = await makeSnapshot({ indexURL, archive })
//     an interpreter started as bootEngine starts one, the engine imported, and its memory's snapshot: what
//     bootEngine restores. The interpreter is of no use afterwards: drop it (end its worker).
import { loadPyodide } from "./pyodide/pyodide.mjs";

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
// The function the page calls, made after any snapshot (a snapshot must hold no object the page refers to).
const CALL = `
from referee.service import answer_parts

def answer(method, path, headers, body):
    status, headers, body = answer_parts(method, path, [tuple(pair) for pair in headers.to_py()], body.to_bytes())
    return status, [list(pair) for pair in headers], body

answer
`;

// An interpreter restored from a snapshot's bytes (or their promise), or null when there are none or they do not
// restore (made by another runtime, or cut short).
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
    return pyodide;
  } catch {
    return null;
  }
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

export async function makeSnapshot({ indexURL, archive }) {
  await WebAssembly.compile(EMPTY_MODULE);
  const { pyodide } = await started(indexURL, archive, { load: { _makeSnapshot: true } });
  return pyodide.makeMemorySnapshot();
}

export async function bootEngine({ indexURL, archive, snapshots = null }) {
  const begun = performance.now();
  await WebAssembly.compile(EMPTY_MODULE);
  let pyodide = null;
  let snapshot = "none";
  let saving = null;
  if (snapshots) {
    pyodide = await restored(indexURL, Promise.resolve().then(() => snapshots.load()));
    if (pyodide) snapshot = "restored";
    else {
      await Promise.resolve().then(() => snapshots.drop()).catch(() => {});
      const made = Promise.resolve().then(() => snapshots.make());
      pyodide = await restored(indexURL, made);
      if (pyodide) {
        snapshot = "saved";
        // kept while the engine answers; no room, no storage: the next start makes one again
        saving = made.then((bytes) => snapshots.keep(bytes));
        saving.catch(() => {});
      }
    }
  }
  const engine = await started(indexURL, archive, { pyodide });
  const call = engine.pyodide.runPython(CALL);
  const timings = { runtimeMs: engine.loaded - begun, engineMs: performance.now() - engine.loaded, snapshot };

  function answer({ method, path, headers = {}, body = "" }) {
    const pairs = Array.isArray(headers) ? headers : Object.entries(headers);
    const bytes = typeof body === "string" ? encoder.encode(body) : plainBytes(body);
    const result = call(method, path, pairs, bytes);
    try {
      const [status, answerHeaders, answerBody] = result.toJs();
      return { status, headers: answerHeaders, body: answerBody };
    } finally {
      result.destroy(); // a PyProxy holds its Python object until destroyed
    }
  }

  return { answer, timings, saving, pyodide: engine.pyodide };
}
