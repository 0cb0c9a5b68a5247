// "Show as a code": the game in progress (or finished) handed to another phone as a QR code, a link and a file
// (kit/handoff.js makes the text; lean-qr, vendored in vendor/, draws the code, loaded only when a code is shown).
//
// One code holds the link to the game (https://<this page>#game=RG1:...) up to ONE_CODE's version, at error
// correction L at least (lean-qr takes a higher one where the version has room): a recorded game of 300 moves fits
// (tests/package/test_handoff_format.py measures the generators' games). A game too big for it is cut into parts
// of PART_CHARS, one code each, shown one by one ("code n of count"), each a link too; the other phone reads them
// in any order. The link and the file hold the whole game in one text.
import { h, svg } from "./dom.js";
import { state } from "./store.js";
import { t, tn, render, shareOrCopy, copyBox, focusNext } from "./ui.js";
import { download } from "./recording.js";
import { encode, payloadOf, partsOf, linkOf } from "./handoff.js";

export const ONE_CODE = 27; // the largest version of one code: 125 modules a side, read at arm's length from a phone
export const PART_CHARS = 1400; // a part's data: version 25 or less with a link of a usual address
const QUIET = 4; // the light margin a reader needs round a code (ISO 18004), in modules

// while the view is open: {id, making} or {id, slug, link, codes: [{size, d, version}], at, note}; `id`: the game's
// (another game opened meanwhile, one handed from another phone, closes it)
let shown = null;

export const isShown = () => Boolean(shown && shown.id === state.id);
export const screen = () => (isShown() ? `code:${shown.making ? "making" : shown.at}` : null);

// The outline of a code's dark modules, row by row (a run of them is one rectangle).
function pathOf(code) {
  let d = "";
  for (let y = 0; y < code.size; y++) {
    for (let x = 0; x < code.size; x++) {
      if (!code.get(x, y)) continue;
      let run = 1;
      while (x + run < code.size && code.get(x + run, y)) run++;
      d += `M${x} ${y}h${run}v1h-${run}z`;
      x += run - 1;
    }
  }
  return d;
}

// jsQR 1.4.0, the reader of a phone whose browser has no BarcodeDetector (kit/scan.js), never reads a code of
// version 23 (its table of alignment patterns is wrong there: vendor/README.md; tests/web/test_scan.py sweeps every
// version): a code that would be one is made one version larger.
export const UNREAD = 23;

// The code of `content` up to `maxVersion`, never of version UNREAD; throws if it does not fit.
export async function codeOf(content, maxVersion) {
  const { generate, correction } = await import("../vendor/lean-qr.js");
  const options = { minCorrectionLevel: correction.L };
  let code;
  try {
    code = generate(content, { ...options, maxVersion: Math.min(maxVersion, UNREAD - 1) });
  } catch (error) {
    if (maxVersion <= UNREAD) throw error;
    code = generate(content, { ...options, minVersion: UNREAD + 1, maxVersion });
  }
  return { size: code.size, d: pathOf(code), version: (code.size - 17) / 4 };
}

async function codesOf(link, text, base) {
  try {
    return [await codeOf(link, ONE_CODE)];
  } catch {
    return Promise.all(partsOf(text, PART_CHARS).map((part) => codeOf(linkOf(part, base), 40)));
  }
}

export async function open(mode) {
  const body = mode.handoff?.();
  if (!body) return;
  const id = state.id;
  shown = { id, making: true };
  focusNext("handoff-title");
  render();
  const base = location.href;
  let link, codes;
  try {
    const text = await encode(payloadOf(state.game.slug, mode.kind, body));
    link = linkOf(text, base);
    codes = await codesOf(link, text, base);
  } catch {
    shown = null; // no game to hand on (the mode's body is not one); the screen stays as it was
    render();
    return;
  }
  if (!shown || shown.id !== id) return; // closed meanwhile
  shown = { id, slug: state.game.slug, link, codes, at: 0, note: null };
  render();
}

function close() {
  shown = null;
  focusNext("handoff-show");
  render();
}

function step(by) {
  shown.at = (shown.at + by + shown.codes.length) % shown.codes.length;
  render();
}

async function share() {
  const how = await shareOrCopy({ title: t("handoff_title"), text: shown.link }, shown.link);
  if (!shown || how === "closed" || how === "shared") return;
  shown.note = how === "copied" ? { key: "handoff_copied" } : null;
  render();
}

function save() {
  const file = `${shown.slug}-${new Date().toISOString().slice(0, 16).replace("T", "-").replace(":", "")}.txt`;
  download(file, `${shown.link}\n`, "text/plain");
  shown.note = { key: "handoff_saved", file };
  render();
}

// The button on every mode's screen, where its game has something to hand on.
export function button(mode) {
  if (!mode?.handoff?.()) return null;
  return h("div", { class: "actions handoff-show" },
    h("button", { type: "button", class: "secondary", id: "handoff-show", dataset: { focus: "handoff-show" },
      onclick: () => open(mode), text: t("handoff_show") }));
}

export function view() {
  const head = h("h2", { tabindex: "-1", id: "handoff-title", dataset: { focus: "handoff-title" }, text: t("handoff_title") });
  if (shown.making) return [head, h("p", { class: "hint", role: "status", text: t("handoff_making") })];
  const { codes, at } = shown;
  const code = codes[at];
  const many = codes.length > 1;
  const side = code.size + 2 * QUIET;
  return [
    head,
    h("p", { class: "hint", text: t("handoff_hint") }),
    h("p", { class: "hint", id: "handoff-count", text: tn("handoff_parts", codes.length) }),
    h("figure", { class: "handoff-figure", id: "handoff-figure" },
      svg("svg", { class: "handoff-code", id: "handoff-code", viewBox: `${-QUIET} ${-QUIET} ${side} ${side}`, role: "img",
        "aria-label": t("handoff_code_label", { game: state.game.name }), "shape-rendering": "crispEdges",
        dataset: { version: String(code.version), part: String(at + 1), parts: String(codes.length) } },
      svg("rect", { x: String(-QUIET), y: String(-QUIET), width: String(side), height: String(side), fill: "#fff" }),
      svg("path", { d: code.d, fill: "#000" })),
      many ? h("figcaption", { id: "handoff-part", "aria-live": "polite", text: t("handoff_part", { n: at + 1, count: codes.length }) }) : null),
    many ? h("div", { class: "export-actions" },
      h("button", { type: "button", class: "secondary", id: "handoff-prev", dataset: { focus: "handoff-prev" }, onclick: () => step(-1),
        text: t("handoff_prev") }),
      h("button", { type: "button", class: "secondary", id: "handoff-next", dataset: { focus: "handoff-next" }, onclick: () => step(1),
        text: t("handoff_next") })) : null,
    copyBox("handoff-link", t("handoff_link"), shown.link, 4),
    h("div", { class: "export-actions" },
      h("button", { type: "button", class: "secondary", id: "handoff-share", dataset: { focus: "handoff-share" }, onclick: share,
        text: t("handoff_share") }),
      h("button", { type: "button", class: "secondary", id: "handoff-save", dataset: { focus: "handoff-save" }, onclick: save,
        text: t("handoff_download") })),
    shown.note ? h("p", { class: "hint", id: "handoff-note", role: "status", text: t(shown.note.key, shown.note) }) : null,
    h("div", { class: "actions" },
      h("button", { type: "button", class: "primary", id: "handoff-back", dataset: { focus: "handoff-back" }, onclick: close,
        text: t("handoff_back") })),
  ];
}
