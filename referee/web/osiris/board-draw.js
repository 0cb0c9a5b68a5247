// The Osiris board drawn in SVG: a position described field by field (position.js) laid out on the board's
// rings, each field's marks, the arrow keys that go from field to field, and a tap reported to the callback the
// screen hands over (board.js). It knows no rule and no word of the game: labels come in the fields' descriptions.
import { h, morphInto } from "../kit/dom.js";

// The SVG namespace, as the HTML parser gives it to an <svg> (the form's files name no URL but its own).
const SVG = (() => {
  const probe = document.createElement("div");
  probe.innerHTML = "<svg></svg>";
  return probe.firstChild.namespaceURI;
})();

// An SVG element, built like dom.js's h (handlers as properties, so morph can hand them over).
function s(tag, attrs, ...children) {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v == null || v === false) continue;
    if (k === "class") el.setAttribute("class", v);
    else if (k === "text") el.textContent = v;
    else if (k === "dataset") {
      for (const [d, x] of Object.entries(v)) if (x !== undefined) el.dataset[d] = x;
    } else if (k.startsWith("on")) el[k] = (ev) => { v(ev); };
    else el.setAttribute(k, v === true ? "" : String(v));
  }
  for (const child of children.flat(Infinity)) if (child != null && child !== false) el.append(child);
  return el;
}

// A priest's colour: his id without his number ("beige-3": beige).
export const colourOf = (priest) => priest.replace(/-\d+$/, "");

const CELL = 40;

// Where each field and city is drawn: the rings of a square stepped pyramid when the board's levels are
// square rings nested one in the other (the served board), else concentric circles. Only geometry: the
// board's fields in the order it lists them, clockwise from a ring's top-left corner.
let laidOut = null; // [board, layout]: the board's geometry, worked out once
export function layout(b) {
  if (laidOut && laidOut[0] === b) return laidOut[1];
  laidOut = [b, drawLayout(b)];
  return laidOut[1];
}

function drawLayout(b) {
  const rings = new Map();
  for (const f of b.fields) if (f.id !== b.apex) rings.set(f.level, [...(rings.get(f.level) || []), f.id]);
  const levels = [...rings.keys()].sort((x, y) => x - y);
  const outer = rings.get(levels[0]).length / 4 + 1;
  const square = levels.every((l, i) => rings.get(l).length % 4 === 0 && rings.get(l).length / 4 + 1 === outer - 2 * i);
  const at = new Map();
  const outlines = []; // square boards: each ring's outline and level
  const corners = new Map(); // square boards: a ring's corner fields, which show its level
  const size = (square ? outer : 2 * levels.length + 1) + 2;
  const mid = size / 2;
  levels.forEach((l, i) => {
    const ids = rings.get(l);
    ids.forEach((id, k) => {
      if (square) {
        const side = outer - 2 * i;
        const e = side - 1;
        if (k === 0) outlines.push({ level: l, x: i + 1, y: i + 1, side });
        if (k % e === 0) corners.set(id, l);
        const [x, y] = k < e ? [k, 0] : k < 2 * e ? [e, k - e] : k < 3 * e ? [e - (k - 2 * e), e] : [0, e - (k - 3 * e)];
        at.set(id, { x: x + i + 1 + 0.5, y: y + i + 1 + 0.5 });
      } else {
        const r = levels.length - i;
        const a = (2 * Math.PI * k) / ids.length - Math.PI / 2;
        at.set(id, { x: mid + r * Math.cos(a), y: mid + r * Math.sin(a) });
      }
    });
  });
  at.set(b.apex, { x: mid, y: mid });
  for (const c of b.cities) {
    const f = at.get(c.stairs[0]);
    if (!f) continue;
    const dx = f.x - mid;
    const dy = f.y - mid;
    const vertical = Math.abs(dy) >= Math.abs(dx);
    at.set(c.name, vertical ? { x: f.x, y: f.y + Math.sign(dy) } : { x: f.x + Math.sign(dx), y: f.y });
  }
  return { at, size, rings: outlines, corners };
}



// The board is one tab stop: the arrow keys move the focus from field to field (a roving tabindex, the
// focus going to the nearest field drawn that way), Enter or Space chooses the field focused.
let cursor = null; // the field that holds the board's tab stop (null: the first one that may be tapped)
const ARROWS = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };

function nearest(at, from, [dx, dy]) {
  const here = at.get(from);
  let best = null;
  let bestScore = Infinity;
  for (const [id, p] of at) {
    const along = (p.x - here.x) * dx + (p.y - here.y) * dy;
    if (along < 0.5) continue;
    const score = along + 2 * Math.abs((p.x - here.x) * dy + (p.y - here.y) * dx);
    if (score < bestScore) [best, bestScore] = [id, score];
  }
  return best;
}

function boardKey(ev) {
  const cell = ev.target.closest && ev.target.closest(".ob-cell");
  if (!cell) return;
  if (ev.key === "Enter" || ev.key === " ") {
    if (cell.onclick) {
      ev.preventDefault();
      cell.onclick(ev);
    }
    return;
  }
  const dir = ARROWS[ev.key];
  if (!dir) return;
  ev.preventDefault();
  const to = nearest(layout(drawn.board).at, cell.dataset.place, dir);
  const next = to && document.querySelector(`.ob-cell[data-place="${CSS.escape(to)}"]`);
  if (!next) return;
  cursor = to;
  cell.setAttribute("tabindex", "-1");
  next.setAttribute("tabindex", "0");
  next.focus();
}

// The field the arrow keys went to (null: none since the board was last left).
export const cursorAt = () => cursor;
export function forgetCursor() {
  cursor = null;
}

function token(p, x, y, home = "") {
  return [
    s("circle", { class: `ob-priest ob-${colourOf(p)}${home}`, cx: x, cy: y, r: CELL * 0.3 }),
    s("text", { class: `ob-num ob-on-${colourOf(p)}${home}`, x, y, "text-anchor": "middle", "dominant-baseline": "central",
      text: p.replace(/^.*-/, "") }),
  ];
}

// A city: in its colour, its stones on a grey stone, its priest when he is at home, and its circles (as on the
// printed board: as many as the segments of the priest born there, O9) top left, which tell a colour's three
// cities apart. (With its priest at home, the two share the city: the priest bottom left, the stone top right,
// both smaller.) A two-digit count gets a wider stone. A city out of play (yellow's with 3 players, O1) is
// crossed out, without stones.
function cityMarks(d, cx, cy, w) {
  const { p, stones } = d;
  const pips = Array.from({ length: d.segments || 0 }, (_, k) => s("circle", { class: "ob-pip", cx: cx - w / 2 + 5 + k * 4.5, cy: cy - w / 2 + 5, r: 1.6 }));
  if (d.out) {
    return [s("path", { class: "ob-out", d: `M${cx - w / 2 + 4} ${cy - w / 2 + 4}L${cx + w / 2 - 4} ${cy + w / 2 - 4}M${cx + w / 2 - 4} ${cy - w / 2 + 4}L${cx - w / 2 + 4} ${cy + w / 2 - 4}` }), pips];
  }
  const badge = p ? { x: cx + w / 2 - 10, y: cy - w / 2 + 10 } : { x: cx, y: cy };
  const two = stones >= 10 ? " two" : "";
  return [
    pips,
    p ? token(p, cx - w * 0.2, cy + w * 0.18, " home") : null,
    s("circle", { class: `ob-stone${p ? " home" : ""}${two}`, cx: badge.x, cy: badge.y, r: 9 }),
    s("text", { class: `ob-stones${p ? " home" : ""}${two}`, x: badge.x, y: badge.y, "text-anchor": "middle", "dominant-baseline": "central",
      text: String(stones) }),
  ];
}

// The board drawn stays on the page from one redraw to the next (drawn.root, handed to morph as the
// element already there): only a field whose drawing changed is built again (drawn.sigs: what it shows).
const drawn = { board: null, root: null, svg: null, cells: new Map(), sigs: new Map() };

function boardRoot(b, size, rings) {
  if (drawn.board === b && drawn.root) return drawn.root;
  const svg = s("svg", { viewBox: `0 0 ${size * CELL} ${size * CELL}`, role: "group", class: "ob-svg", onkeydown: boardKey },
    rings.map((r) => s("rect", { class: `ob-ring ring-${r.level}`, x: r.x * CELL, y: r.y * CELL, width: r.side * CELL, height: r.side * CELL, rx: 4 })),
    s("g", { class: "ob-cells" }),
    rings.map((r) => s("rect", { class: "ob-ring-line", x: r.x * CELL + 1, y: r.y * CELL + 1, width: r.side * CELL - 2, height: r.side * CELL - 2, rx: 4 })));
  Object.assign(drawn, { board: b, svg, root: h("div", { class: "ob-board", id: "ob-board" }, svg), cells: new Map(), sigs: new Map() });
  return drawn.root;
}


function cellOf(d, actionOf) {
  const cx = d.x * CELL;
  const cy = d.y * CELL;
  const w = d.city ? CELL * 0.9 : CELL * 0.94;
  const action = actionOf(d);
  return s("g", {
    class: `ob-cell${d.city ? ` ob-city ob-c-${d.city}` : ` lvl-${Math.min(d.level, 5)}`}${d.out ? " out" : ""}${d.apex ? " apex" : ""}${d.mark}`,
    role: action ? "button" : "img", tabindex: d.stop ? "0" : "-1", "aria-label": d.label,
    dataset: { key: `cell-${d.id}`, focus: d.stop ? "ob-stop" : `cell-${d.id}`, move: d.key || undefined, target: d.target || undefined,
      priest: d.priest || undefined, place: d.id },
    onclick: action },
  s("rect", { x: cx - w / 2, y: cy - w / 2, width: w, height: w, rx: d.city ? 8 : 3 }),
  d.corner ? s("text", { class: "ob-lvl", x: cx - w / 2 + 3, y: cy - w / 2 + 3, "dominant-baseline": "hanging", text: String(d.corner) }) : null,
  d.blocked ? s("rect", { class: "ob-block", x: cx - w * 0.32, y: cy - w * 0.32, width: w * 0.64, height: w * 0.64, rx: 2 }) : null,
  d.city ? cityMarks(d, cx, cy, w) : d.p ? token(d.p, cx, cy) : null,
  d.apex && !d.p ? s("text", { class: "ob-apex-mark", x: cx, y: cy, "text-anchor": "middle", "dominant-baseline": "central", text: "▲" }) : null,
  d.cost != null ? s("text", { class: "ob-cost", x: cx - w / 2 + 3, y: cy + w / 2 - 3, text: String(d.cost) }) : null);
}

// The board b with its fields as described (position.js), the board's label, and what a tap on a field does
// (actionOf(field): a function, or null for a field that is not tapped).
export function boardSvg(b, cells, label, actionOf) {
  const { size, rings } = layout(b);
  const root = boardRoot(b, size, rings);
  if (drawn.svg.getAttribute("aria-label") !== label) drawn.svg.setAttribute("aria-label", label);
  const group = drawn.svg.querySelector(".ob-cells");
  for (const d of cells) {
    const sig = JSON.stringify(d, (k, v) => (k === "move" ? undefined : v));
    if (drawn.sigs.get(d.id) === sig) continue;
    const el = cellOf(d, actionOf);
    const old = drawn.cells.get(d.id);
    if (old && document.activeElement === old) morphInto(old, el); // the focus stays on it
    else {
      if (old) group.replaceChild(el, old);
      else group.append(el);
      drawn.cells.set(d.id, el);
    }
    drawn.sigs.set(d.id, sig);
  }
  return root;
}
