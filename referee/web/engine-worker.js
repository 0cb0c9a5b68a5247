// The referee's engine in a module Web Worker: Pyodide and engine.zip, both from this app, answering the
// API's requests without the server (engine.js starts it: new Worker(url, { type: "module" })).
//
// It posts, once:  { ready: { runtimeMs, engineMs } }  or  { failed: "why" }
// It is sent:      { id, request: { method, path, headers, body } }
//                  headers: { name: value } or [[name, value], ...]; body: a string or a Uint8Array ("" for GET)
// It answers:      { id, answer: { status, headers: [[name, value], ...], body: "the UTF-8 text" } }
//                  or { id, error: "why" } when Python raised (the service answers problems itself, so an
//                  error here is a bug or a broken engine, never a bad request)
import { bootEngine } from "./engine-boot.mjs";

const decoder = new TextDecoder(); // the API answers UTF-8 JSON or text only

async function fetchArchive(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.arrayBuffer();
}

const engine = bootEngine({
  indexURL: new URL("./pyodide/", import.meta.url).href,
  archive: fetchArchive(new URL("./engine.zip", import.meta.url)),
});

engine.then(
  ({ timings }) => postMessage({ ready: timings }),
  (error) => postMessage({ failed: String(error?.message ?? error) }),
);

onmessage = async ({ data: { id, request } }) => {
  try {
    const { status, headers, body } = (await engine).answer(request);
    postMessage({ id, answer: { status, headers, body: decoder.decode(body) } });
  } catch (error) {
    postMessage({ id, error: String(error?.message ?? error) });
  }
};
