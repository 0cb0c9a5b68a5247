// Sakkara's card under the board: the moves of the answer (legal_moves) as buttons, grouped by who acts now, what
// the referee has pending, and the fields the board marks for them.
import { h, cap } from "../kit/dom.js";
import { saveSoon } from "../kit/store.js";
import { t, tn, render, focusNext, rules } from "../kit/ui.js";
import { rec, moveKey, recordMove, entries, fromOf, ontoField, stairOffered, groupsInOrder } from "./log.js";
import { tileName, moveText, playLabel } from "./say.js";

// --- the moves ---------------------------------------------------------------------------------------------

// The other player of the two.
const other = (name) => rec().log.players[(rec().log.players.indexOf(name) + 1) % 2];

function moveButton(e, label) {
  return h("button", { type: "button", class: "move choice-move", dataset: { focus: `mv-${e.key.replace(/[^A-Za-z0-9]+/g, "-")}`, move: e.key },
    onclick: () => recordMove(e.group, e.move) }, h("span", { class: "move-main", text: label || moveText(e.group.player, e.move) }));
}

const PLAYS = ["build", "snake", "horse", "spell", "discard"];

// The next tap is on the card, not the board: nothing of the group shown goes onto the board (a build, a spell, a
// discard owed). The card then comes into view after the tap (app.js wholeInView).
export function onCardOnly(answer) {
  const group = shownGroup(answer);
  if (!group || rec().target || rec().sel) return false;
  // a holder over its limit owes discards: they come before anything else the board offers (a bird, an ox)
  const held = Object.values(answer.state.holders[group.player] || {}).reduce((n, c) => n + c, 0);
  if (held > rules().limits.holder && group.moves.some((m) => m.action === "discard")) return true;
  if (group.moves.some((m) => ["step", "bird", "ox", "place"].includes(m.action))) return false;
  // only specials the player may as well keep (a horse, a spell, a snake), and the other player's turn next: the
  // next tap is as likely their worker on the board, which stays in view (a card taller than the room below it
  // would scroll the board's top rows away)
  const others = groupsInOrder(answer).some((g) => g.player !== group.player);
  return !others || group.moves.some((m) => !["horse", "spell", "snake"].includes(m.action));
}

function shownGroup(answer) {
  const groups = groupsInOrder(answer);
  return groups[Math.min(rec().shown || 0, groups.length - 1)] || null;
}

function showGroup(k) {
  rec().shown = k;
  rec().spell = null;
  saveSoon();
  focusNext("sb-card");
  render();
}

export function movesView(st, answer) {
  const r = rec();
  const all = entries(answer);
  const groups = groupsInOrder(answer);
  const k = Math.min(r.shown || 0, groups.length - 1);
  const group = groups[k];
  const out = [];
  const chosen = r.target ? [...all.filter((e) => e.move.action === "place" && e.move.field === r.target),
    ...ontoField(all, r.target)] : [];
  // no move at all: neither player can step or play anything (S6), the referee's note says the turn goes on
  if (!group) return walledIn(st) ? [noStepNotice(st)] : out;
  const mine = all.filter((e) => e.group === group);
  const kinds = new Set(mine.map((e) => e.move.action));
  const plays = PLAYS.filter((a) => kinds.has(a));
  const onBoard = ["step", "bird", "ox", "place"].filter((a) => kinds.has(a));
  const next = groups.length > 1 ? groups[(k + 1) % groups.length] : null;
  const title = kinds.has("place") ? t("sb_places", { name: group.player }) : t("to_move", { name: group.player });
  out.push(h("h3", { id: "sb-card-title", class: "sb-card-title", tabindex: "-1", dataset: { focus: "sb-card" }, text: title }),
    ...pendingView(st, group),
    chosen.length ? h("fieldset", { class: "move-set sb-choice", id: "sb-choice", tabindex: "-1", dataset: { focus: "sb-choice", keepInView: "" } },
      h("legend", { text: t("sb_choose_at", { field: r.target }) }),
      h("div", { class: "move-grid" }, chosen.map((e) => moveButton(e))))
      : r.sel ? [h("p", { class: "hint sb-chosen", id: "sb-choice", tabindex: "-1", dataset: { focus: "sb-choice" }, text: t("sb_chosen", { field: r.sel }) }),
        stairOffered(all) ? h("button", { type: "button", class: "secondary sb-stair", id: "sb-stair", dataset: { focus: "sb-stair" },
          "aria-pressed": String(Boolean(r.stair)), onclick: () => { r.stair = !r.stair; saveSoon(); render(); }, text: t("sb_with_stair") }) : null]
        : onBoard.length ? h("p", { class: "hint", text: onBoard.map((a) => t(`sb_tap_${a}`)).join(" ") }) : null,
    spellOrders(mine),
    plays.map((a) => h("fieldset", { class: "move-set", dataset: { key: `sb-${group.turn}-${a}` } },
      h("legend", { text: t(`sb_legend_${a}`) }),
      h("div", { class: "move-grid" }, a === "spell" ? spellButtons(mine)
        : mine.filter((e) => e.move.action === a).map((e) => moveButton(e, playLabel(e.move)))))),
    // the other player's moves only when it is their turn: the table says so with this button (or by tapping
    // one of their workers on the board)
    next ? h("button", { type: "button", class: "secondary sb-next", id: "sb-next", dataset: { focus: "sb-next" },
      onclick: () => showGroup((k + 1) % groups.length),
      text: next.turn > group.turn ? t(walledIn(st) && group.player === st.pending.turn.player ? "sb_no_step_end" : "sb_end_turn",
        { name: group.player, next: next.player })
        : t(k + 1 < groups.length ? "sb_others_first" : "sb_back_to", { name: next.player }) }) : null);
  return out;
}

// A spell is one button for each target (none, around a worker, a worker's row or column), not one for each order
// its tiles may go onto the pile in (up to six buttons alike, a card taller than the screen): where the order
// is the table's choice, the button asks it (spellOrders).
const spellKey = (e) => moveKey(e.group.player, Object.fromEntries(Object.entries(e.move).filter(([k]) => k !== "tiles")));

function spellButtons(mine) {
  const r = rec();
  const byTarget = new Map();
  for (const e of mine.filter((x) => x.move.action === "spell")) byTarget.set(spellKey(e), [...(byTarget.get(spellKey(e)) || []), e]);
  return [...byTarget].map(([key, orders]) => (orders.length === 1 ? moveButton(orders[0], playLabel(orders[0].move))
    : h("button", { type: "button", class: "move choice-move", dataset: { focus: `sp-${key.replace(/[^A-Za-z0-9]+/g, "-")}`, spell: key },
      "aria-pressed": String(r.spell === key), onclick: () => {
        r.spell = r.spell === key ? null : key;
        saveSoon();
        if (r.spell) focusNext("sb-choice"); // as a field's choice: the question asked has the focus
        render();
      } },
    h("span", { class: "move-main", text: playLabel(orders[0].move) }))));
}

// The orders of the spell chosen (r.spell): the tiles as they went onto the pile, first to last.
function spellOrders(mine) {
  const r = rec();
  const orders = r.spell && !r.sel && !r.target ? mine.filter((e) => e.move.action === "spell" && spellKey(e) === r.spell) : [];
  if (orders.length < 2) return null;
  return h("fieldset", { class: "move-set sb-choice", id: "sb-choice", tabindex: "-1", dataset: { focus: "sb-choice", keepInView: "" } },
    h("legend", { text: t("sb_spell_order", { spell: playLabel(orders[0].move) }) }),
    h("div", { class: "move-grid" }, orders.map((e) => moveButton(e, cap(e.move.tiles.map(tileName).join(", "))))));
}

// What the board marks: the field chosen, the fields it may go to, the fields the stack may go to.
export function marksOf(answer) {
  const r = rec();
  const marks = {};
  const all = entries(answer);
  const shown = shownGroup(answer);
  for (const e of all) {
    if (e.move.action === "place" && e.group === shown) marks[e.move.field] = { kind: "target", said: t("sb_may_place") };
    if (r.sel && fromOf(e.move) === r.sel && e.move.to) {
      // a field reached only with a stair says so (the step's one move there is the stair's)
      const plain = marks[e.move.to] && marks[e.move.to].plain;
      const stair = e.move.action === "step" && e.move.stair;
      marks[e.move.to] = { kind: "target", plain: plain || !stair, said: t(plain || !stair ? "sb_may_go" : "sb_may_go_stair") };
    }
    if (!r.sel && e.group === shown && fromOf(e.move) && e.move.to && !marks[fromOf(e.move)]) marks[fromOf(e.move)] = { kind: "from", said: t("sb_may_start") };
  }
  if (r.sel) marks[r.sel] = { kind: "chosen", said: t("sb_chosen_said") };
  if (r.target) marks[r.target] = { kind: "chosen", said: t("sb_chosen_said") };
  return marks;
}

// The referee's word that the turn under way may go on without a step (S6: neither worker could step).
const walledIn = (st) => Boolean(st.pending && st.pending.turn && st.pending.turn.walled_in && !st.pending.turn.stepped);

function pendingView(st, group) {
  const turn = st.pending && st.pending.turn;
  const placing = group.moves.some((m) => m.action === "place");
  if (turn && turn.stack && turn.stack.length && placing) {
    return [h("p", { class: "notice warning", id: "sb-pending", role: "status" },
      tn("sb_stack", turn.stack.length, { name: group.player, tiles: turn.stack.map(tileName).join(", ") }))];
  }
  if (turn && turn.discarding && group.player === turn.player) {
    return [h("p", { class: "notice warning", id: "sb-pending", role: "status", text: t("sb_discarding", { name: turn.player }) })];
  }
  // the referee's moves skip a turn: its player could neither step nor play anything (S6), so it has nothing to tap
  if (st.phase === "play" && group.turn > st.turn + 1) {
    return [h("p", { class: "notice warning", id: "sb-no-step", role: "status",
      text: t("sb_no_step_skipped", { name: other(group.player), next: group.player }) })];
  }
  return walledIn(st) ? [noStepNotice(st)] : [];
}

function noStepNotice(st) {
  const turn = st.pending.turn;
  return h("p", { class: "notice warning", id: "sb-no-step", role: "status",
    text: t(turn.can_step ? "sb_no_step_earlier" : "sb_no_step", { name: turn.player }) });
}
