// The view builder: `h` makes an element, `morphChildren` lays a new view over the page.
//
// A render never rebuilds the controls under the finger: the new view is laid over the page element by
// element (morph), so a tap that starts on a button before a render ends on the same button, and the
// focus stays where it was. Small pure helpers every screen uses are here too.

const HANDLERS = ["onclick", "oninput", "onchange", "onkeydown", "onfocus", "onmouseup", "onsubmit"];

export function h(tag, attrs, ...children) {
  return build(document.createElement(tag), attrs, children);
}

// The SVG namespace, as the HTML parser gives it to an <svg> (the form's files name no URL, not even this one).
const SVG_NS = (() => {
  const tpl = document.createElement("template");
  tpl.innerHTML = "<svg></svg>";
  return tpl.content.firstChild.namespaceURI;
})();

// `h` for an SVG element (a drawn board): the same attributes, handlers and children.
export function svg(tag, attrs, ...children) {
  return build(document.createElementNS(SVG_NS, tag), attrs, children);
}

function build(el, attrs, children) {
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v == null || v === false) continue;
    if (k === "class") el.setAttribute("class", v); // an SVG element's className is no string
    else if (k === "text") el.textContent = v;
    else if (k === "dataset") Object.assign(el.dataset, v);
    // a property, so morph can hand it to the element it keeps; its return value is never taken as a
    // cancel, as with addEventListener
    else if (k.startsWith("on")) el[k] = (ev) => { v(ev); };
    else el.setAttribute(k, v === true ? "" : v);
  }
  for (const child of children.flat(Infinity)) {
    if (child != null && child !== false) el.append(child);
  }
  return el;
}

// --- morph: lay a new view over the page, keeping every element that is still wanted ---------

function keyOf(node) {
  if (node.nodeType !== 1) return null;
  const d = node.dataset;
  const key = node.id || d.focus || d.field || d.key || d.player || d.epoch;
  return key ? `${node.tagName}#${key}` : null;
}

const kindOf = (node) => (node.nodeType === 1 ? `${node.tagName}.${node.classList[0] || ""}` : `#${node.nodeType}`);

export function morphChildren(parent, wanted) {
  const old = [...parent.childNodes];
  const keyed = new Map();
  for (const node of old) {
    const key = keyOf(node);
    if (key && !keyed.has(key)) keyed.set(key, node);
  }
  const used = new Set();
  const plan = wanted.map((node) => {
    const key = keyOf(node);
    const match = key
      ? keyed.get(key)
      : old.find((o) => !used.has(o) && !keyOf(o) && kindOf(o) === kindOf(node));
    if (!match || used.has(match)) return node;
    used.add(match);
    patch(match, node);
    return match;
  });
  for (const node of old) if (!used.has(node)) node.remove();
  // Kept nodes keep their order, so only new ones are inserted: a focused element is never moved.
  plan.forEach((node, k) => {
    if (parent.childNodes[k] !== node) parent.insertBefore(node, parent.childNodes[k] || null);
  });
}

// `wanted`'s attributes, handlers and children laid over `el` (an element of the same tag), which stays on the page:
// a drawn board's field that changed keeps its focus without being focused again (a focus() forces the page's styles
// and layout at once, a third of a tap's work on a large board).
export const morphInto = (el, wanted) => patch(el, wanted);

function patch(el, wanted) {
  if (el === wanted) return; // a view may hand over an element it keeps on the page itself (a drawn board)
  if (el.nodeType !== 1) {
    if (el.nodeValue !== wanted.nodeValue) el.nodeValue = wanted.nodeValue;
    return;
  }
  // A <details> keeps whatever the reader opened or closed.
  const skip = (name) => name === "style" || (name === "open" && el.tagName === "DETAILS");
  for (const { name } of [...el.attributes]) if (!skip(name) && !wanted.hasAttribute(name)) el.removeAttribute(name);
  for (const { name, value } of [...wanted.attributes]) if (!skip(name) && el.getAttribute(name) !== value) el.setAttribute(name, value);
  // CSSOM, not the style attribute: the page's CSP allows only the former.
  if (el.style.cssText !== wanted.style.cssText) el.style.cssText = wanted.style.cssText;
  for (const on of HANDLERS) if (el[on] !== wanted[on]) el[on] = wanted[on];
  morphChildren(el, [...wanted.childNodes]);
  if (el.tagName === "INPUT" && (el.type === "checkbox" || el.type === "radio")) el.checked = wanted.checked;
  else if (el.tagName === "INPUT" || el.tagName === "TEXTAREA") {
    // never under the typing finger: the box being typed in tidies its own text on `change`
    if (el !== document.activeElement && el.value !== wanted.value) el.value = wanted.value;
  } else if (el.tagName === "SELECT" && el.value !== wanted.value) el.value = wanted.value;
}

// An element built once for `item` (an object of the game that stays the same, a move of the log) while `key` (what
// else it shows) stays the same: a render hands the same element over again, which morph leaves as it is, instead of
// building and comparing hundreds of them (a long game's list of moves) at every tap. `cache`: a WeakMap per list.
export function keptFor(cache, item, key, build) {
  const was = cache.get(item);
  if (was && was.key === key) return was.el;
  const el = build();
  cache.set(item, { key, el });
  return el;
}

// Points with their sign, the minus the true one ("−1", not the hyphen of "-1"), as every screen writes them.
export const signed = (n) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");
export const clamp = (n, lo, hi) => Math.min(hi, Math.max(lo, n));
export const copy = (x) => JSON.parse(JSON.stringify(x));
export const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);
// A number typed or stepped to, as a count from 0 to max.
export const toCount = (value, max) => clamp(Number.isFinite(value) ? Math.trunc(value) : 0, 0, max);
export const range = (from, to) => Array.from({ length: Math.max(0, to - from + 1) }, (_, k) => from + k);
export function newId() {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

// The shortest start of each name that no other name starts with ("Annel", "Annek" for Annelies and
// Anneke): a narrow tab shows it, so every player stays told apart.
export function distinctPrefixes(names) {
  return names.map((name) => {
    for (let k = 1; k < name.length; k++) {
      const start = name.slice(0, k);
      if (names.every((other) => other === name || !other.startsWith(start))) return start;
    }
    return name;
  });
}
