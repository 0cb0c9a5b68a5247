// The few browser globals the form's kit touches as its modules load (kit/store.js, kit/ui.js, kit/api.js), so
// they load under Node: an element that takes any call, an in-memory localStorage, and fetch answered by the test.
const element = () => new Proxy(function stub() {}, {
  get: (target, key) => (key === Symbol.toPrimitive ? () => "" : key === "then" ? undefined : element()),
  apply: () => element(),
});

// An element `h` (kit/dom.js) builds: its attributes, text, handlers and children, to look at.
class Element {
  constructor(tag) {
    Object.assign(this, { tagName: tag.toUpperCase(), attrs: {}, dataset: {}, children: [], textContent: "" });
  }
  setAttribute(key, value) {
    this.attrs[key] = String(value);
    if (key === "id") this.id = String(value);
  }
  append(...children) {
    this.children.push(...children);
  }
  get content() {
    return this; // a <template>'s (the SVG namespace probed as modules load)
  }
  get firstChild() {
    return this.children[0] || { namespaceURI: "svg" };
  }
  click() {}
  remove() {}
}

// The element of `root`'s tree with this id, or null.
export function byId(root, id) {
  if (!root || typeof root !== "object") return null;
  if (root.id === id) return root;
  for (const child of root.children || []) {
    const found = byId(child, id);
    if (found) return found;
  }
  return null;
}

// A timer of a second or more (a save, a retry, a file's URL revoked) does not keep Node running once the tests end.
const timeout = globalThis.setTimeout;
globalThis.setTimeout = (fn, ms, ...args) => {
  const timer = timeout(fn, ms, ...args);
  if (ms >= 1000) timer.unref();
  return timer;
};

export const stored = new Map();
globalThis.localStorage = {
  getItem: (key) => (stored.has(key) ? stored.get(key) : null),
  setItem: (key, value) => stored.set(key, String(value)),
  removeItem: (key) => stored.delete(key),
};
globalThis.window = globalThis;
globalThis.addEventListener = () => {};
globalThis.document = new Proxy({ createElement: (tag) => new Element(tag), createElementNS: (ns, tag) => new Element(tag),
  body: new Element("body") }, { get: (target, key) => (key in target ? target[key] : element()) });

// The files the form saved (an export): their text, in order.
export const downloads = [];
URL.createObjectURL = (blob) => {
  downloads.push(blob);
  return `blob:${downloads.length}`;
};
URL.revokeObjectURL = () => {};
Object.defineProperty(globalThis, "navigator", { value: { languages: ["en"], language: "en", onLine: true },
  configurable: true });

// The requests the form made, and the answer each gets: `answer(request)` returns {status, body} (a JSON body).
export const requests = [];
let answer = () => ({ status: 404, body: {} });
export const answerWith = (fn) => { answer = fn; };
globalThis.fetch = async (path, init = {}) => {
  const request = { path, method: init.method, body: init.body ? JSON.parse(init.body) : null };
  requests.push(request);
  const { status, body, text } = await answer(request);
  if (text !== undefined) return new Response(text, { status, headers: { "Content-Type": "text/plain" } });
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
};
