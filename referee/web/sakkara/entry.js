// Sakkara's moves entered with no referee at hand: every kind of move offered on the board and its card, into the
// turn under way, each marked on the last board answered until the referee has checked it.
import { h, cap } from "../kit/dom.js";
import { saveSoon } from "../kit/store.js";
import { t, tn, render, focusNext, announce, rules, refereeAway } from "../kit/ui.js";
import { WORKERS, rec, written, answerNow, recordAnswered, canon, moveKey, changed, flatLog } from "./log.js";
import { tileName, moveText, playLabel } from "./say.js";

// --- moves entered with no referee at hand ------------------------------------------------------------
//
// While an answer is on its way (milliseconds) the board stays as the referee last drew it, the move tapped marked
// on it as not yet checked, and a tap does nothing. With no answer soon (ui.js LATE_MS: offline with no referee
// on the phone, while the phone's referee starts, a slow network), the table goes on instead: the board still shows the last position answered (the form works out
// no position), the moves tapped since are marked on it, and every kind of move is offered, on a field (a step,
// with a stair, the bird, the ox from the field chosen; a stack placed or split) or with a tile named (build,
// snake, spell, discard), into the turn under way until the table says it is over ("turn over"). The log goes to
// the referee's queue as every move does; its answer checks them all and shows the first illegal one at its
// place, where the move made instead replaces it (recordMove).

export const entryOn = () => {
  const r = rec();
  const answer = answerNow();
  return Boolean(r && r.log.workers.length >= WORKERS && answer && !recordAnswered() && !answer.violation
    && r.at >= WORKERS && r.at <= written(r.log) && refereeAway(r));
};

// The turn a move entered goes into: the last one written, or a new one once the table said the turn is over.
function entryTurn() {
  const r = rec();
  const last = r.log.turns.length - 1;
  return r.turnOver ? last + 1 : Math.max(0, last);
}

const moverOf = (k) => rec().log.players[k % 2];

function entryRecord(move) {
  const r = rec();
  const k = entryTurn();
  while (r.log.turns.length <= k) r.log.turns.push([]);
  r.log.turns[k].push(move);
  r.turnOver = false;
  r.entryTile = null;
  const player = move.action === "place" ? moverOf(k + 1) : moverOf(k);
  announce(t("move_taken", { move: moveText(player, move) }));
  changed(true);
}

// A field tapped: a worker's field (as the referee last drew it) is chosen to move from, and the next field tapped
// is where to; any other field is where a stack goes (its card can choose it to move from instead).
export function entryTapField(field) {
  const r = rec();
  const st = answerNow().state;
  const worker = Object.values(st.workers).some((ws) => ws.includes(field));
  if (r.sel && r.sel !== field) {
    r.target = field;
  } else if (worker && r.sel !== field) {
    r.sel = field;
    r.target = null;
  } else {
    r.sel = null;
    r.target = r.target === field ? null : field;
  }
  r.cursor = field;
  saveSoon();
  focusNext(r.target ? "sb-choice" : "sb-cursor");
  render();
}

function entrySet(change) {
  Object.assign(rec(), change);
  saveSoon();
  render();
}

// Every kind of move the notation has, for the player of the turn under way (the placer: the other player).
export function entryView() {
  const r = rec();
  const st = answerNow().state;
  const k = entryTurn();
  const mover = moverOf(k);
  const placer = moverOf(k + 1);
  const limits = rules().limits;
  const kinds = Object.keys(rules().catalogue.tiles);
  const button = (move, label, player = move.action === "place" ? placer : mover) => h("button", { type: "button", class: "move choice-move unchecked",
    dataset: { focus: `pad-${canon(move).replace(/[^A-Za-z0-9]+/g, "-")}`, move: moveKey(player, move) },
    onclick: () => entryRecord(move) }, h("span", { class: "move-main", text: label }));
  const set = (legend, buttons) => (buttons.length ? h("fieldset", { class: "move-set" }, h("legend", { text: legend }),
    h("div", { class: "move-grid" }, buttons)) : null);
  const out = [h("h3", { id: "sb-card-title", class: "sb-card-title", tabindex: "-1", dataset: { focus: "sb-card" },
    text: t("sb_entry_title", { name: mover }) })];
  if (r.target) {
    const f = r.target;
    const choices = [];
    if (r.sel) {
      const step = { action: "step", worker: r.sel, to: f };
      choices.push(button(step, t("sb_m_step", { name: mover, from: r.sel, to: f })));
      choices.push(button({ ...step, stair: true }, t("sb_m_step_stair", { name: mover, from: r.sel, to: f })));
      choices.push(button({ action: "bird", worker: r.sel, to: f }, t("sb_m_bird", { name: mover, from: r.sel, to: f })));
      const n = Math.max(1, (st.board[r.sel] || []).length);
      for (let c = 1; c <= n; c++) choices.push(button({ action: "ox", from: r.sel, to: f, count: c }, tn("sb_m_ox", c, { name: mover, from: r.sel, to: f })));
    } else {
      choices.push(button({ action: "place", field: f }, t("sb_m_place", { name: placer, field: f })));
      for (let c = limits.split_min; c <= limits.stack_max - limits.split_min; c++) {
        choices.push(button({ action: "place", field: f, count: c }, tn("sb_m_split", c, { name: placer, field: f })));
      }
      choices.push(h("button", { type: "button", class: "secondary", id: "sb-entry-from", dataset: { focus: "sb-entry-from" },
        onclick: () => entrySet({ sel: f, target: null }), text: t("sb_entry_from", { field: f }) }));
    }
    out.push(h("fieldset", { class: "move-set sb-choice", id: "sb-choice", tabindex: "-1", dataset: { focus: "sb-choice" } },
      h("legend", { text: t("sb_choose_at", { field: f }) }), h("div", { class: "move-grid" }, choices)));
  } else {
    out.push(h("p", { class: "hint", text: r.sel ? t("sb_chosen", { field: r.sel }) : t("sb_entry_hint") }));
  }
  const tile = kinds.includes(r.entryTile) ? r.entryTile : null;
  out.push(h("fieldset", { class: "move-set sb-entry-tiles", id: "sb-entry-tiles" }, h("legend", { text: t("sb_entry_tile") }),
    h("div", { class: "move-grid" }, kinds.map((x) => h("button", { type: "button", class: "move choice-move pick", "aria-pressed": String(x === tile),
      dataset: { focus: `sb-entry-${x}`, tile: x }, onclick: () => entrySet({ entryTile: x === tile ? null : x }) },
    h("span", { class: "move-main", text: cap(tileName(x)) }))))));
  if (tile) {
    const spells = Object.values(rules().catalogue.spells).filter((recipe) => recipe.includes(tile));
    out.push(
      set(t("sb_entry_with", { tile: cap(tileName(tile)) }), [
        button({ action: "build", tile }, t("sb_m_build", { name: mover, tile: tileName(tile) })),
        button({ action: "snake", take: tile }, t("sb_m_snake", { name: mover, tile: tileName(tile) })),
        button({ action: "discard", tile }, t("sb_m_discard", { name: mover, tile: tileName(tile) }))]),
      // a spell with this tile, with every target it may have (none, around a worker, a worker's row or column)
      set(t("sb_legend_spell"), spells.flatMap((recipe) => [{ action: "spell", tiles: [...recipe] }, ...(st.workers[mover] || []).flatMap((w) => [
        { action: "spell", tiles: [...recipe], worker: w },
        { action: "spell", tiles: [...recipe], worker: w, line: "row" },
        { action: "spell", tiles: [...recipe], worker: w, line: "column" }])]).map((m) => button(m, playLabel(m)))));
  }
  out.push(
    set(t("sb_legend_horse"), [1, 2].map((n) => button({ action: "horse", steps: n }, tn("sb_horse", n)))),
    h("button", { type: "button", class: "secondary sb-next", id: "sb-next", dataset: { focus: "sb-next" }, "aria-pressed": String(Boolean(r.turnOver)),
      onclick: () => entrySet({ turnOver: !r.turnOver }), text: t("sb_end_turn", { name: moverOf(entryTurn() - (r.turnOver ? 1 : 0)), next: moverOf(entryTurn() + (r.turnOver ? 0 : 1)) }) }));
  return out;
}

// The moves written since the last answer, marked on its board where they happen (the form draws no position).
export function pendingMarks() {
  const r = rec();
  const marks = {};
  for (const { move: m } of flatLog().slice(Math.max(0, r.at))) {
    const field = m.to || m.field;
    if (field) marks[field] = { kind: "pending", said: t("sb_pending_said") };
  }
  if (r.sel) marks[r.sel] = { kind: "chosen", said: t("sb_chosen_said") };
  if (r.target) marks[r.target] = { kind: "chosen", said: t("sb_chosen_said") };
  return marks;
}
