// Starts the referee's engine in Pyodide: the one bootstrap of the browser's worker (engine-worker.js) and
// of the Node harness that checks it answers what the server answers (tests/pyodide/answer.mjs).
//
//   const engine = await bootEngine({ indexURL, archive, snapshots });
//     indexURL: where the vendored runtime is (./pyodide/ next to this file; a URL, or a directory in Node)
//     archive:  engine.zip's bytes (an ArrayBuffer or Uint8Array, or a promise of one)
//     snapshots (optional): { load() -> bytes or null, make(), drop() }, each may return a promise: where
//       the interpreter's memory, once the engine is imported, is kept between visits. With one saved, a later
//       start restores it instead of starting Python and importing the engine again (several seconds less);
//       one that does not restore is dropped and the engine starts as the first time. Without one, make() is
//       called once the engine answers: it has a snapshot made (makeSnapshot below) and kept for the next start,
//       by another interpreter (the browser's: a short-lived worker), so that this one never holds the snapshot
//       machinery's memory.
//   engine.answer({ method, path, headers, body })
//     headers: { name: value } or [[name, value], ...]; body: a string (sent as UTF-8) or a Uint8Array
//     -> { status: 200, headers: [[name, value], ...], body: Uint8Array }, exactly what the server answers
//   engine.timings: { runtimeMs, engineMs, snapshot }: loading Pyodide; unpacking the archive and importing the
//     engine; "restored" (from a saved snapshot), "saved" (one is made for next time) or "none"
//   engine.saving: make()'s promise when one is made for next time, else null
//   engine.pyodide: the interpreter, for the harness's own checks
//
//   const bytes = await makeSnapshot({ indexURL, archive })
//     an interpreter started as bootEngine starts one, the engine imported, and its memory's snapshot: what a
//     later bootEngine restores (snapshots.load). The interpreter is of no use afterwards: drop it (end its worker).
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

async function restored(indexURL, snapshots) {
  let saved = null;
  try {
    saved = await snapshots.load();
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
    await Promise.resolve(snapshots.drop()).catch(() => {}); // made by another runtime, or cut short
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
  const pyodide = snapshots ? await restored(indexURL, snapshots) : null;
  const snapshot = pyodide ? "restored" : snapshots ? "saved" : "none";
  const engine = await started(indexURL, archive, { pyodide });
  // made elsewhere once this engine answers; no room, no storage: the next start is a first start again
  const saving = snapshot === "saved" ? Promise.resolve().then(() => snapshots.make()) : null;
  saving?.catch(() => {});
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
