// The Sakkara board drawn as an SVG: it draws a position (the stacks, the workers, the fields marked) and reports taps,
// arrows and a change of the text size to the screen (board.js), which knows the rest: the board's size and fields,
// the tiles' marks and roles, the words a field is said with. It knows no rule.
import { h, svg as s, morphInto } from "../kit/dom.js";

const CELL = 100; // one field in the SVG's own units
const MARGIN = 40; // the ranks' and files' names, at least (wider as they grow with the text size)

// The letters grow with the phone's text size: every size is the root font size's (read at each drawing; a
// change of it redraws, see watchTextSize). A mark wider than its field is pressed into it.
const rootPx = () => parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
let drawnPx = 0;
let redraw = null; // the screen's drawing again (the last board drawn's onResize)
const sizeWatch = typeof ResizeObserver === "function" ? new ResizeObserver(() => { if (rootPx() !== drawnPx) redraw(); }) : null;
let watched = null;
function watchTextSize() {
  requestAnimationFrame(() => {
    const probe = document.getElementById("sb-probe");
    if (!sizeWatch || !probe || probe === watched) return;
    if (watched) sizeWatch.unobserve(watched);
    sizeWatch.observe(probe);
    watched = probe;
  });
}

const ARROWS = { ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

// The board as it stands: rank 7 at the top (the second player's side), rank 1 at the bottom (S5). `draw` is what
// the screen knows: { size, fields, short (each kind's mark), workerMarks(players), fieldLabel(field, stack, who,
// said), roleOf(kind), cursor (the field the keyboard is on), markedSaid(fields), onTap(field), onArrow(field,
// [dx, dy]), onResize() }.
export function boardSvg({ board, workers, marks, players, label }, draw) {
  const { size, fields, short, cursor } = draw;
  const seatOf = {};
  const wmarks = draw.workerMarks(players);
  players.forEach((name, k) => (workers[name] || []).forEach((f) => { seatOf[f] = { name, seat: k, mark: wmarks[k] }; }));
  const px = rootPx();
  drawnPx = px;
  const topSize = Math.min(1.9 * px, CELL * 0.52);
  const heightSize = Math.min(1.5 * px, CELL * 0.4);
  const workerSize = Math.min(1.4 * px, CELL * 0.3);
  const radius = workerSize * 0.85;
  redraw = draw.onResize;
  watchTextSize();
  const kept = keptBoard();
  const cells = fields.map((field) => {
    const stack = board[field] || [];
    const top = stack[stack.length - 1];
    const worker = seatOf[field];
    const mark = marks[field] || null;
    const fieldSaid = draw.fieldLabel(field, stack, worker && worker.name, mark && mark.said);
    // a field is built anew only when what it shows changed (a tap changes a few of the 49)
    const sig = JSON.stringify([stack, worker && [worker.seat, worker.mark], mark && mark.kind, field === cursor, px, top && short[top], fieldSaid]);
    const was = kept.cells.get(field);
    if (was && was.sig === sig) return was.el;
    const el = fieldCell(field, { stack, top, worker, mark, fieldSaid, cursor, short, topSize, heightSize, workerSize, radius, size }, draw);
    kept.cells.set(field, { sig, el });
    return el;
  });
  return boardOf(kept, cells, { size, px, marks, label }, draw);
}

// The drawn board, kept from one render to the next: its fields (each with what it showed) and its frame.
const drawnBoard = { wrap: null, svg: null, cells: new Map(), frame: null };
function keptBoard() {
  if (!drawnBoard.wrap) {
    drawnBoard.svg = s("svg", { class: "sb-board", role: "group" });
    drawnBoard.wrap = h("div", { class: "sb-board-wrap", id: "sb-board" },
      h("span", { class: "sb-probe", id: "sb-probe", "aria-hidden": "true" }), drawnBoard.svg);
  }
  return drawnBoard;
}

// The fields laid into the kept board in place (a field replaced keeps the focus), its frame and its words: the page
// gets the same element back, which the render leaves as it is (dom.js patch).
function boardOf(kept, cells, { size, px, marks, label }, draw) {
  const { svg } = kept;
  cells.forEach((el, k) => {
    const there = svg.childNodes[k];
    if (there === el) return;
    if (there && there.classList.contains("sb-field")) {
      if (document.activeElement === there) morphInto(there, el); // the focus stays on it
      else svg.replaceChild(el, there);
    } else svg.insertBefore(el, there || null);
  });
  // the files under the board and the ranks left of it, as the notation names the fields; they grow with the
  // text size, and the margin that holds them with them
  const edgeSize = 1.75 * px;
  const margin = Math.max(MARGIN, Math.ceil(edgeSize * 1.3));
  if (!kept.frame || kept.frame.sig !== `${size}:${margin}:${edgeSize}`) {
    const edge = s("g", { class: "sb-edge", "aria-hidden": "true", "font-size": edgeSize.toFixed(1) },
      Array.from({ length: size }, (_, k) => [
        s("text", { x: k * CELL + CELL / 2, y: size * CELL + margin / 2, "text-anchor": "middle", "dominant-baseline": "central",
          text: String.fromCharCode(97 + k) }),
        s("text", { x: -margin / 2, y: k * CELL + CELL / 2, "text-anchor": "middle", "dominant-baseline": "central", text: String(size - k) })]));
    if (kept.frame) svg.replaceChild(edge, kept.frame.el);
    else svg.append(edge);
    kept.frame = { sig: `${size}:${margin}:${edgeSize}`, el: edge };
    svg.setAttribute("viewBox", `${-margin} 0 ${size * CELL + margin} ${size * CELL + margin}`);
  }
  // the fields marked, said when the keyboard enters the board
  const marked = draw.fields.filter((f) => marks[f] && marks[f].kind !== "chosen");
  const said = marked.length ? `${label}. ${draw.markedSaid(marked)}` : label;
  if (svg.getAttribute("aria-label") !== said) svg.setAttribute("aria-label", said);
  return kept.wrap;
}

function fieldCell(field, { stack, top, worker, mark, fieldSaid, cursor, short, topSize, heightSize, workerSize, radius, size }, draw) {
  const col = field.charCodeAt(0) - 97;
  const row = size - Number(field.slice(1));
  const x = col * CELL;
  const y = row * CELL;
  const wide = top && short[top].length * 0.62 * topSize > CELL - 12;
  const cx = x + CELL - 6 - radius;
  const cy = y + CELL - 6 - radius;
  return s("g", {
    class: `sb-field${mark ? ` ${mark.kind}` : ""}${top ? ` role-${draw.roleOf(top)}` : " empty"}`, role: "button",
    tabindex: field === cursor ? "0" : "-1",
    "aria-label": fieldSaid, "aria-pressed": mark && mark.kind === "chosen" ? "true" : null,
    dataset: { focus: field === cursor ? "sb-cursor" : `sb-field-${field}`, field },
    onclick: () => draw.onTap(field),
    onkeydown: (ev) => {
      if (ev.key === "Enter" || ev.key === " ") {
        ev.preventDefault();
        draw.onTap(field);
      } else if (ARROWS[ev.key]) {
        ev.preventDefault();
        draw.onArrow(field, ARROWS[ev.key]);
      }
    },
  },
  s("rect", { class: "sb-cell", x: x + 2, y: y + 2, width: CELL - 4, height: CELL - 4, rx: 8 }),
  // the worker first: at a large text size the letters run over it, each with a halo of its field's colour
  worker ? s("circle", { class: `sb-worker seat-${worker.seat}`, cx, cy, r: radius.toFixed(1) }) : null,
  worker ? s("text", { class: `sb-worker-mark seat-${worker.seat}`, x: cx, y: cy, "font-size": (workerSize * (worker.mark.length > 1 ? 0.75 : 1)).toFixed(1),
    "dominant-baseline": "central", "text-anchor": "middle", "aria-hidden": "true", text: worker.mark }) : null,
  top ? s("text", { class: "sb-top", x: x + CELL / 2, y: y + 12, "font-size": topSize.toFixed(1), "dominant-baseline": "hanging",
    "text-anchor": "middle", "aria-hidden": "true", textLength: wide ? CELL - 12 : null, lengthAdjust: wide ? "spacingAndGlyphs" : null,
    text: short[top] }) : null,
  stack.length ? s("text", { class: "sb-height", x: x + 8, y: y + CELL - 12, "font-size": heightSize.toFixed(1), "aria-hidden": "true",
    text: String(stack.length) }) : null);
}
