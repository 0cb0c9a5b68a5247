// Sakkara recorded on the board: the 7 x 7 board drawn as an SVG from the referee's position, and the game
// recorded move by move (POST /v1/games/sakkara/replay).
//
// The log is the game as the API reads it ({players, board, workers, turns}), kept in localStorage after
// every tap. Once the four workers stand, every change posts the whole log to /replay (api.js LatestSender,
// the queue Ra's recording uses), and the screen is drawn from the answer: `state` (the stacks, workers,
// holders, pyramids, whose turn, what is pending) and `legal_moves` (every button and every highlighted
// field). A tapped field or button appends its move to the turn its group names, exactly as the answer
// wrote it. Like chessground, the board draws a position and reports taps: the form knows no rule.
//
// What the form does know, because the API has no route for it: the random deal (the set-up's own words,
// S2: one tile on every field, the rest on top of random fields, at least two ships on top, with the
// counts of GET /v1/games/sakkara), offered because tapping 49 stacks in is slow; a table's own deal is
// pasted as JSON instead, and the referee checks it before the first worker is placed.
import { h, svg as s, cap, keptFor, morphInto } from "../kit/dom.js";
import { state, lang, save, saveSoon, remember } from "../kit/store.js";
import { api, hasProblems, Refused } from "../kit/api.js";
import {
  t, tn, render, focusNext, busy, startRequest, endRequest, failed, announce, ask, rules, changePlayers,
  screenHead, failureBox, copyBox, shareOrCopy, refereeAway, answerIn, drawPending,
} from "../kit/ui.js";
import { recording, download, fileName as fileNameOf, logText as logTextOf } from "../kit/recording.js";
import { pictureView, pyramidsChart } from "../kit/picture.js";

const CELL = 100; // one field in the SVG's own units
const MARGIN = 40; // the ranks' and files' names, at least (wider as they grow with the text size)
const WORKERS = 4; // the placements A, B, A, B: the API reads a log only with all four

// --- the log --------------------------------------------------------------------------------------

const rec = () => state.sakkara;
const written = (log) => log.workers.length + log.turns.reduce((n, turn) => n + turn.length, 0);
// The log and its queue (kit/recording.js): sent once the four workers are placed (the API reads a log only with
// all four), and an answer kept only for the log as it is now.
const kept = recording({ slice: rec, count: written, ready: (r) => r.log.workers.length >= WORKERS, latest: true,
  answered: logAnswered });
const queue = kept.queue;
const answerNow = kept.answer;
export const recordAnswered = kept.isAnswered;
export const isFinished = () => Boolean(recordAnswered() && answerNow().finished);
export const screen = () => {
  const r = rec();
  if (!r) return "sb";
  return r.log.workers.length < WORKERS ? `sb:${r.phase}` : `sb:play:${isFinished() ? "over" : "on"}`;
};

const tileName = (kind) => (rules().names?.[lang] || rules().names?.en || {})[kind] || kind;
// A key for a move of `player` that a test (or a reader of the page) can write from the log alone.
const canon = (m) => JSON.stringify(Object.fromEntries(Object.keys(m).sort().map((k) => [k, m[k]])));
const moveKey = (player, m) => `${player}|${canon(m)}`;

// --- the random deal -----------------------------------------------------------------------------------

function randomDeal() {
  const r = rules();
  const fields = r.board.fields;
  const tiles = Object.entries(r.catalogue.tiles).flatMap(([kind, n]) => Array(n).fill(kind));
  const shuffle = (xs) => {
    for (let i = xs.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [xs[i], xs[j]] = [xs[j], xs[i]];
    }
    return xs;
  };
  for (;;) {
    shuffle(tiles);
    const stacks = tiles.slice(0, fields.length).map((x) => [x]);
    const on = shuffle(fields.map((_, k) => k)).slice(0, tiles.length - fields.length);
    on.forEach((k, i) => stacks[k].push(tiles[fields.length + i]));
    if (stacks.every((s) => s.length <= r.limits.setup_height)
        && stacks.filter((s) => s[s.length - 1] === "ship").length >= r.limits.visible_ships) {
      return Object.fromEntries(fields.map((f, k) => [f, stacks[k]]));
    }
  }
}

export function openDeal(names) {
  state.players = names;
  state.card = null;
  state.outcome = null;
  state.record = null;
  state.errors = null;
  state.sakkara = {
    log: { players: [...names], board: randomDeal(), workers: [], turns: [] },
    phase: "deal", dealt: "random", started: new Date().toISOString(), at: -1, version: 0, answers: {},
    offline: null, sel: null, target: null, look: null, problems: null,
  };
  state.view = "board";
  save();
  render();
}

function dealAgain() {
  const r = rec();
  r.log.board = randomDeal();
  r.dealt = "random";
  r.problems = null;
  pasteBad = false;
  save();
  render();
}

let pasted = "";
let pasteBad = false; // the text pasted is not a board: said under its button, where the finger is
function usePasted() {
  const r = rec();
  let board = null;
  try {
    board = JSON.parse(pasted);
    if (board && board.board) board = board.board; // a whole exported log
  } catch {
    board = null;
  }
  pasteBad = !board || typeof board !== "object" || Array.isArray(board);
  if (!pasteBad) {
    r.log.board = board;
    r.dealt = "pasted";
    r.problems = null;
  }
  save();
  render();
  if (pasteBad) document.getElementById("sb-paste-bad")?.scrollIntoView({ block: "nearest" });
}

// The referee could not be reached for that check: the form says why the first answer is needed (the
// entry of every move goes on offline only from a board the referee has seen).
let dealUnchecked = false;

// The referee checks the board before the workers go on it: the first four fields stand for the
// placements, which a log without turns needs; only the board's problems are kept.
async function checkBoard() {
  const r = rec();
  pasteBad = false;
  const request = startRequest();
  try {
    const fields = rules().board.fields.slice(0, WORKERS);
    const res = await api(state.game.replay, { players: r.log.players, board: r.log.board, workers: fields, turns: [] });
    endRequest(request);
    if (hasProblems(res)) {
      r.problems = res.data.errors.filter((e) => e.pointer.startsWith("/board"));
      if (!r.problems.length) r.problems = res.data.errors;
    } else if (res.status !== 200) {
      throw new Refused(res.status);
    } else {
      r.problems = null;
      r.phase = "workers";
    }
    dealUnchecked = false;
    save();
    render();
  } catch (err) {
    dealUnchecked = true;
    failed(err, checkBoard);
  }
}

// --- sending the log -------------------------------------------------------------------------------

function logAnswered(got, r) {
  answerIn();
  if (got.answer.finished) rememberFinished(r, got.answer);
  else if (!got.answer.violation) announce(t("to_move", { name: toMove(got.answer) }));
  save();
  render();
  boardInView();
  if (performance.getEntriesByName("sb-tap").length) {
    performance.measure("sb-redraw", "sb-tap");
    performance.clearMarks("sb-tap");
  }
}

export const syncLog = kept.sync;
// The answer in the language switched to (a violation's reason is the API's sentence).
export const fillLanguage = kept.fillLanguage;

// A finished game goes to the list of finished games with the referee's sentence of who won and why (its
// answer to the final pyramids, POST /outcome), never a count of tiers as if it were a score; the end of
// the board says the same sentence.
async function rememberFinished(r, answer) {
  const pyramids = answer.state.pyramids;
  const request = { players: r.log.players.map((name) => {
    const p = pyramids[name];
    return { name, ship: p.ship ? 1 : 0, grains: p.grains, tier1: p.tier1, tier2: p.tier2, apex: p.apex };
  }) };
  let outcome = { winner: answer.winner, detail: t("sb_winner", { name: answer.winner }),
    standings: r.log.players.map((name) => ({ rank: name === answer.winner ? 1 : 2, name })) };
  try {
    const res = await api(state.game.outcome || "/v1/games/sakkara/outcome", request);
    if (res.status === 200 && res.data && res.data.detail) outcome = res.data;
  } catch {
    // offline: the form's own sentence of the winner
  }
  if (rec() !== r) return;
  r.verdict = outcome.detail;
  remember(outcome, "verdict");
  save();
  render();
}

const toMove = (answer) => groupsInOrder(answer)[0]?.player || answer.state.to_move;

// --- taps -----------------------------------------------------------------------------------------

// The next tap is on the board: a tap on the card under it (a build, a discard) may have scrolled the board's top
// rows under the header that sticks; the board comes back whole under it (it is not moved when it is in view, or
// when it is taller than the screen: no jump).
function boardInView() {
  const board = document.getElementById("sb-board");
  const head = document.querySelector("header.bar");
  if (!board || !head) return;
  const under = getComputedStyle(head).position === "sticky" ? head.getBoundingClientRect().bottom : 0;
  const box = board.getBoundingClientRect();
  if (box.top < under && box.height <= innerHeight - under) window.scrollBy(0, box.top - under - 4);
}

function changed(forward) {
  const r = rec();
  // User Timing: from this tap to the board redrawn from its answer (a browser's trace shows it; the tests read it)
  performance.mark("sb-tap");
  r.sel = null;
  r.target = null;
  r.stair = false;
  r.spell = null;
  r.look = null;
  r.shown = 0;
  r.cursor = null;
  if (!forward) r.version += 1;
  kept.send();
  focusNext("sb-cursor");
  drawPending(boardInView);
}

// A move of `group` (the answer's legal_moves) goes into the turn the group names.
function recordMove(group, move) {
  const r = rec();
  if (!recordAnswered()) return; // a move is only ever chosen from the position it belongs to
  const wrong = answerNow().violation;
  if (wrong && wrong.path && wrong.path[0] === "turns") {
    // the move made instead of the illegal one, at its place: the moves after it stay and are checked again
    const [, t0, a0] = wrong.path;
    r.log.turns[t0][a0] = move;
    announce(t("move_taken", { move: moveText(group.player, move) }));
    changed(false);
    return;
  }
  const k = group.turn - 1;
  // a turn without a step (S6) may have nothing written: its list is empty, the next one takes the move
  if (k <= r.log.turns.length + 1) while (r.log.turns.length <= k) r.log.turns.push([]);
  if (k !== r.log.turns.length - 1) return;
  r.log.turns[k].push(move);
  announce(t("move_taken", { move: moveText(group.player, move) }));
  changed(true);
}

function placeWorker(field) {
  const r = rec();
  r.log.workers.push(field);
  announce(t("move_taken", { move: moveText(placerOf(r.log.workers.length - 1), { action: "worker", to: field }) }));
  if (r.log.workers.length === WORKERS) r.phase = "play";
  changed(true);
}

const placerOf = (k) => rec().log.players[k % 2];

function undo() {
  const r = rec();
  const turns = r.log.turns;
  if (turns.length) {
    turns[turns.length - 1].pop();
    // and the empty list of a turn without a step (S6) before it: the undo takes back a move the table made
    while (turns.length && !turns[turns.length - 1].length) turns.pop();
  } else if (r.log.workers.length) {
    r.log.workers.pop();
    r.phase = "workers";
    r.answers = {};
    r.at = -1;
  } else return;
  changed(false);
}

// The whole log as a flat list of written moves, each with its player, for the list and "back to".
function flatLog() {
  const r = rec();
  const out = r.log.workers.map((to, k) => ({ player: placerOf(k), move: { action: "worker", to }, at: ["w", k] }));
  r.log.turns.forEach((turn, k) => {
    const mover = r.log.players[k % 2];
    let placing = false;
    turn.forEach((m, a) => {
      placing = placing || m.action === "place";
      out.push({ player: placing ? r.log.players[(k + 1) % 2] : mover, move: m, at: ["t", k, a] });
    });
  });
  return out;
}

function backTo(index) {
  const r = rec();
  const all = flatLog();
  const gone = all.length - index;
  ask({ title: t("back_title", { n: index + 1 }), text: tn("back_text", gone, { move: moveText(all[index].player, all[index].move) }),
    yes: tn("back_yes", gone), no: t("back_no") }, () => {
    if (rec() !== r) return;
    const [kind, k, a] = all[index].at;
    if (kind === "w") {
      r.log.workers.splice(k);
      r.log.turns = [];
      r.phase = "workers";
      r.answers = {};
      r.at = -1;
    } else {
      r.log.turns.splice(k + 1);
      r.log.turns[k].splice(a);
      if (!r.log.turns[k].length) r.log.turns.pop();
    }
    changed(false);
  });
}

// Every legal move of the answer with its group (the player and the turn it is written in).
function entries(answer) {
  if (!answer || !recordAnswered()) return [];
  return (answer.legal_moves || []).flatMap((group) => group.moves.map((move) => ({ group, move, key: moveKey(group.player, move) })));
}

const fromOf = (m) => m.worker || m.from || null;

// The moves of the field chosen (r.sel) onto `field`. A step the plain way and the same step with a stair (S2)
// are never asked about: the stair is needed only more than 2 tiles up, and then it is the only step there;
// where the plain step is legal, a stair played for it only gives the stair away, so the tap makes the plain
// step, and the stair one only when the table has said "with a stair" (r.stair, the card's toggle).
function ontoField(all, field) {
  const r = rec();
  const onto = r.sel ? all.filter((e) => fromOf(e.move) === r.sel && e.move.to === field) : [];
  const steps = onto.filter((e) => e.move.action === "step");
  if (steps.length < 2) return onto;
  return onto.filter((e) => e.move.action !== "step" || Boolean(e.move.stair) === Boolean(r.stair));
}

// Does the chosen field's player have a step with a stair (the card then offers "with a stair")?
const stairOffered = (all) => {
  const r = rec();
  return Boolean(r.sel && all.some((e) => e.move.action === "step" && e.move.stair && fromOf(e.move) === r.sel));
};

// A tap on a field: a second field for the one chosen (a step, the bird, the ox), a field where the
// stack goes, the field of a worker or a stack to move, or else a look at the field's stack.
function tapField(field) {
  const r = rec();
  if (r.phase === "deal") {
    r.look = r.look === field ? null : field;
    r.cursor = field;
    save();
    render();
    return;
  }
  if (r.phase === "workers") {
    if (!workerFields().includes(field)) placeWorker(field);
    return;
  }
  if (entryOn()) {
    entryTapField(field);
    return;
  }
  if (!recordAnswered()) return; // the answer to the last tap is on its way: the board is the last one answered
  const all = entries(answerNow());
  const onto = ontoField(all, field);
  const places = all.filter((e) => e.move.action === "place" && e.move.field === field);
  const starts = all.filter((e) => fromOf(e.move) === field && e.move.to);
  const options = onto.length ? onto : places;
  if (options.length === 1) {
    recordMove(options[0].group, options[0].move);
    return;
  }
  if (options.length) {
    r.target = field;
  } else if (starts.length && r.sel !== field) {
    r.sel = field;
    r.target = null;
    r.stair = false;
    // a worker of the other player: the turn tapped is theirs (their card is shown)
    const groups = groupsInOrder(answerNow());
    if (!starts.some((e) => e.group === groups[r.shown || 0])) r.shown = groups.indexOf(starts[0].group);
  } else {
    r.sel = null;
    r.target = null;
    r.stair = false;
    r.look = r.look === field ? null : field;
  }
  r.spell = null; // a field tapped: a spell's question asked before it is dropped
  r.cursor = field;
  saveSoon();
  focusNext(r.target ? "sb-choice" : "sb-cursor");
  render();
}

function workerFields() {
  return rec().log.workers;
}

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

const entryOn = () => {
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
// The other player of the two.
const other = (name) => rec().log.players[(rec().log.players.indexOf(name) + 1) % 2];

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
function entryTapField(field) {
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
function entryView() {
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
function pendingMarks() {
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

// --- words ----------------------------------------------------------------------------------------

function spellOf(tiles) {
  const sorted = [...tiles].sort().join("+");
  const found = Object.entries(rules().catalogue.spells).find(([, recipe]) => [...recipe].sort().join("+") === sorted);
  return found ? found[0] : null;
}

// A horse's steps, and which of them a stair is played for: with two steps, a stair for the first, the second or
// each is a different move, so each is said.
function horseText(key, m, params = {}) {
  const stairs = m.stairs || [];
  if (!stairs.some(Boolean)) return tn(key, m.steps, params);
  if (stairs.length < 2) return tn(`${key}_stair`, m.steps, params);
  const which = stairs.every(Boolean) ? "each" : stairs[0] ? "first" : "second";
  return t(`${key}_stair_${which}`, { ...params, count: m.steps });
}

function moveText(name, m) {
  switch (m.action) {
    case "worker": return t("sb_m_worker", { name, to: m.to });
    case "step": return t(m.stair ? "sb_m_step_stair" : "sb_m_step", { name, from: m.worker, to: m.to });
    case "build": return t("sb_m_build", { name, tile: tileName(m.tile) });
    case "snake": return t("sb_m_snake", { name, tile: tileName(m.take) });
    case "horse": return horseText("sb_m_horse", m, { name });
    case "bird": return t("sb_m_bird", { name, from: m.worker, to: m.to });
    case "ox": return tn("sb_m_ox", m.count, { name, from: m.from, to: m.to });
    case "spell": {
      const spell = t(`sb_spell_${spellOf(m.tiles)}`);
      if (m.line) return t("sb_m_spell_line", { name, spell, field: m.worker, line: t(`sb_line_${m.line}`) });
      if (m.worker) return t("sb_m_spell_at", { name, spell, field: m.worker });
      return t("sb_m_spell", { name, spell });
    }
    case "discard": return t("sb_m_discard", { name, tile: tileName(m.tile) });
    case "place": return m.count ? tn("sb_m_split", m.count, { name, field: m.field }) : t("sb_m_place", { name, field: m.field });
    default: return `${name}: ${m.action}`;
  }
}

// --- the board ------------------------------------------------------------------------------------

// A short mark for each kind, from its name in the page's language: the fewest letters that tell the
// kinds apart (the field's accessible name says the whole name).
function shortNames() {
  const kinds = Object.keys(rules().catalogue.tiles);
  for (let n = 2; n < 8; n++) {
    const marks = kinds.map((k) => cap(tileName(k).replace(/\s+/g, "").slice(0, n)));
    if (new Set(marks).size === kinds.length) return Object.fromEntries(kinds.map((k, i) => [k, marks[i]]));
  }
  return Object.fromEntries(kinds.map((k) => [k, tileName(k)]));
}

// The marks on the board in words: each top tile's mark with its whole name (a field's accessible name says it too).
function keyView(board) {
  const short = shortNames();
  const tops = new Set(Object.values(board).filter((x) => x.length).map((x) => x[x.length - 1]));
  const kinds = Object.keys(rules().catalogue.tiles).filter((k) => tops.has(k));
  return h("details", { class: "sb-key", id: "sb-key" },
    h("summary", { text: t("sb_key") }),
    h("ul", {}, kinds.map((k) => h("li", { class: `sb-tile role-${roleOf(k)}` }, h("strong", { text: short[k] }), ` ${tileName(k)}`))));
}

// The kind's role, from the catalogue (a colour on the board, as the tiles' backs are coloured).
function roleOf(kind) {
  const r = rules();
  if (kind === "ship" || kind === "grain") return "base";
  for (const tier of ["tier1", "tier2", "apex"]) if (r.catalogue.tiers[tier].includes(kind)) return tier;
  if (r.specials.includes(kind)) return "special";
  return "spell";
}

function fieldLabel(field, stack, who, extra) {
  const top = stack.length ? t("sb_field_top", { tile: tileName(stack[stack.length - 1]) }) : t("sb_field_empty");
  const parts = [field, stack.length ? tn("sb_tiles", stack.length) : null, top, who ? t("sb_worker_of", { name: who }) : null, extra];
  return parts.filter(Boolean).join(", ");
}

// Each player's mark on their workers: the shortest start of the names that tells them apart ("A" and "B";
// "An" and "Al" for Anne and Alex).
function workerMarks(players) {
  for (let n = 1; n < 4; n++) {
    const marks = players.map((name) => cap([...name].slice(0, n).join("")));
    if (new Set(marks).size === players.length) return marks;
  }
  return players.map((_, k) => String(k + 1));
}

// The letters grow with the phone's text size: every size is the root font size's (read at each drawing; a
// change of it redraws, see watchTextSize). A mark wider than its field is pressed into it.
const rootPx = () => parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
let drawnPx = 0;
const sizeWatch = typeof ResizeObserver === "function" ? new ResizeObserver(() => { if (rootPx() !== drawnPx) render(); }) : null;
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

// The field the keyboard is on: one tab stop for the whole board, the arrows move between the fields
// (a roving tabindex). Unless moved, it is the first field marked (the chosen one, where to go, what may move).
function cursorOf(marks) {
  const r = rec();
  const fields = rules().board.fields;
  if (r.cursor && fields.includes(r.cursor)) return r.cursor;
  for (const kind of ["chosen", "target", "from"]) {
    const f = fields.find((x) => marks[x] && marks[x].kind === kind);
    if (f) return f;
  }
  return fields[0];
}

const ARROWS = { ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

function moveCursor(field, [dx, dy]) {
  const size = rules().board.size;
  const col = field.charCodeAt(0) - 97 + dx;
  const rank = Number(field.slice(1)) + dy;
  if (col < 0 || col >= size || rank < 1 || rank > size) return;
  rec().cursor = `${String.fromCharCode(97 + col)}${rank}`;
  focusNext("sb-cursor");
  render();
}

// The board as it stands: rank 7 at the top (the second player's side), rank 1 at the bottom (S5).
function boardSvg({ board, workers, marks, players, label }) {
  const size = rules().board.size;
  const short = shortNames();
  const seatOf = {};
  const wmarks = workerMarks(players);
  players.forEach((name, k) => (workers[name] || []).forEach((f) => { seatOf[f] = { name, seat: k, mark: wmarks[k] }; }));
  const px = rootPx();
  drawnPx = px;
  const topSize = Math.min(1.9 * px, CELL * 0.52);
  const heightSize = Math.min(1.5 * px, CELL * 0.4);
  const workerSize = Math.min(1.4 * px, CELL * 0.3);
  const radius = workerSize * 0.85;
  const cursor = cursorOf(marks);
  watchTextSize();
  const kept = keptBoard();
  const cells = rules().board.fields.map((field) => {
    const stack = board[field] || [];
    const top = stack[stack.length - 1];
    const worker = seatOf[field];
    const mark = marks[field] || null;
    const fieldSaid = fieldLabel(field, stack, worker && worker.name, mark && mark.said);
    // a field is built anew only when what it shows changed (a tap changes a few of the 49)
    const sig = JSON.stringify([stack, worker && [worker.seat, worker.mark], mark && mark.kind, field === cursor, px, top && short[top], fieldSaid]);
    const was = kept.cells.get(field);
    if (was && was.sig === sig) return was.el;
    const el = fieldCell(field, { stack, top, worker, mark, fieldSaid, cursor, short, topSize, heightSize, workerSize, radius, size });
    kept.cells.set(field, { sig, el });
    return el;
  });
  return boardOf(kept, cells, { size, px, marks, label });
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
function boardOf(kept, cells, { size, px, marks, label }) {
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
  const marked = rules().board.fields.filter((f) => marks[f] && marks[f].kind !== "chosen");
  const said = marked.length ? `${label}. ${tn("sb_marked", marked.length, { fields: marked.join(", ") })}` : label;
  if (svg.getAttribute("aria-label") !== said) svg.setAttribute("aria-label", said);
  return kept.wrap;
}

function fieldCell(field, { stack, top, worker, mark, fieldSaid, cursor, short, topSize, heightSize, workerSize, radius, size }) {
  const col = field.charCodeAt(0) - 97;
  const row = size - Number(field.slice(1));
  const x = col * CELL;
  const y = row * CELL;
  const wide = top && short[top].length * 0.62 * topSize > CELL - 12;
  const cx = x + CELL - 6 - radius;
  const cy = y + CELL - 6 - radius;
  return s("g", {
    class: `sb-field${mark ? ` ${mark.kind}` : ""}${top ? ` role-${roleOf(top)}` : " empty"}`, role: "button",
    tabindex: field === cursor ? "0" : "-1",
    "aria-label": fieldSaid, "aria-pressed": mark && mark.kind === "chosen" ? "true" : null,
    dataset: { focus: field === cursor ? "sb-cursor" : `sb-field-${field}`, field },
    onclick: () => tapField(field),
    onkeydown: (ev) => {
      if (ev.key === "Enter" || ev.key === " ") {
        ev.preventDefault();
        tapField(field);
      } else if (ARROWS[ev.key]) {
        ev.preventDefault();
        moveCursor(field, ARROWS[ev.key]);
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

// --- the players' side: holders and pyramids ------------------------------------------------------------

function holderView(name, holder, seat) {
  const tiles = Object.entries(holder || {}).filter(([, n]) => n > 0);
  const count = tiles.reduce((n, [, c]) => n + c, 0);
  return h("div", { class: "sb-holder" },
    h("h4", { text: tn("sb_holder", count, { max: rules().limits.holder }) }),
    tiles.length ? h("ul", { class: "sb-tiles", "aria-label": t("sb_holder_of", { name }) }, tiles.map(([kind, n]) =>
      h("li", { class: `sb-tile role-${roleOf(kind)}`, text: n > 1 ? `${cap(tileName(kind))} ×${n}` : cap(tileName(kind)) })))
      : h("p", { class: "hint", text: t("sb_holder_empty") }));
}

function pyramidView(p) {
  const sizes = rules().building.tier_sizes;
  const laid = (tier) => Object.values(p[tier] || {}).reduce((n, c) => n + c, 0);
  const tierLine = (tier, label) => {
    const n = laid(tier);
    const list = Object.entries(p[tier] || {}).map(([k, c]) => (c > 1 ? `${tileName(k)} ×${c}` : tileName(k))).join(", ");
    return h("li", { class: (p.complete_tiers || []).includes(Number(tier.replace("tier", "")) || 3) || n === sizes[tier] ? "done" : null },
      h("strong", { text: `${t(label)}: ${n}/${sizes[tier]}` }), list ? ` (${list})` : "");
  };
  return h("ul", { class: "sb-pyramid" },
    h("li", { class: p.ship ? "done" : null, text: `${cap(tileName("ship"))}: ${p.ship ? "✓" : "–"}` }),
    h("li", { class: p.grains >= rules().building.grains ? "done" : null, text: `${t("sk_grains")}: ${p.grains}/${rules().building.grains}` }),
    tierLine("tier1", "sk_tier1"), tierLine("tier2", "sk_tier2"), tierLine("apex", "sk_apex"));
}

function playersView(st, players) {
  const wmarks = workerMarks(players);
  return h("section", { class: "sb-players", id: "sb-players", "aria-labelledby": "sb-players-title" },
    h("h3", { id: "sb-players-title", class: "sr-only", text: t("sb_players") }),
    players.map((name, k) => h("div", { class: `panel sb-player${name === st.to_move ? " now" : ""}`, dataset: { key: `sb-p-${k}` } },
      h("h3", {}, h("span", { class: `sb-seat seat-${k}`, "aria-hidden": "true", text: wmarks[k] }), ` ${name}`),
      holderView(name, st.holders[name], k),
      h("h4", { text: t("sk_pyramid_of", { name }) }),
      pyramidView(st.pyramids[name]))));
}

// --- the result as a picture (picture.js): the two pyramids side by side, as the referee's final position has them

function pyramidsOf(answer) {
  const laid = (p, tier) => Object.values(p[tier] || {}).reduce((n, c) => n + c, 0);
  return rec().log.players.map((name) => {
    const p = answer.state.pyramids[name];
    return { name, won: name === answer.winner, ship: Boolean(p.ship), grains: p.grains,
      tier1: laid(p, "tier1"), tier2: laid(p, "tier2"), apex: laid(p, "apex") };
  });
}

// --- the moves ---------------------------------------------------------------------------------------------

function moveButton(e, label) {
  return h("button", { type: "button", class: "move choice-move", dataset: { focus: `mv-${e.key.replace(/[^A-Za-z0-9]+/g, "-")}`, move: e.key },
    onclick: () => recordMove(e.group, e.move) }, h("span", { class: "move-main", text: label || moveText(e.group.player, e.move) }));
}

const PLAYS = ["build", "snake", "horse", "spell", "discard"];

// The answer's groups in the order a table makes them: a stack the opponent must place first (S4: it goes
// on the board before the turn goes on), then the turn being played, then the next player's turn (which
// ends it). One card shows one of them: who acts now.
function groupsInOrder(answer) {
  const placing = (g) => g.moves.some((m) => m.action === "place");
  return [...(answer.legal_moves || [])].sort((a, b) => (placing(b) - placing(a)) || (a.turn - b.turn));
}

// The next tap is on the card, not the board: nothing of the group shown goes onto the board (a build, a spell, a
// discard owed). The card then comes into view after the tap (app.js wholeInView).
function onCardOnly(answer) {
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

function movesView(st, answer) {
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

function playLabel(m) {
  switch (m.action) {
    case "build": case "discard": return cap(tileName(m.tile));
    case "snake": return cap(tileName(m.take));
    case "horse": return horseText("sb_horse", m);
    case "spell": {
      const spell = cap(t(`sb_spell_${spellOf(m.tiles)}`));
      if (m.line) return t("sb_spell_line", { spell, field: m.worker, line: t(`sb_line_${m.line}`) });
      if (m.worker) return t("sb_spell_at", { spell, field: m.worker });
      return spell;
    }
    default: return null;
  }
}

// What the board marks: the field chosen, the fields it may go to, the fields the stack may go to.
function marksOf(answer) {
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

// --- export ----------------------------------------------------------------------------------------

let exportNote = null;
const logText = () => logTextOf(rec());
const fileName = (ext) => fileNameOf(rec(), ext);

async function exportNotation() {
  try {
    const res = await api(state.game.notation, rec().log, lang, "text");
    if (res.status === 200) {
      download(fileName("txt"), res.data, "text/plain");
      exportNote = { key: "export_saved", file: fileName("txt"), text: res.data };
    } else exportNote = { key: "server_error", status: res.status };
  } catch {
    exportNote = { key: "server_error", status: "–" };
  }
  render();
}

async function shareLog() {
  const text = logText();
  const how = await shareOrCopy({ title: t("share_log_title", { game: state.game.name }), text }, text);
  if (how === "closed" || how === "shared") return;
  exportNote = how === "copied" ? { key: "log_copied" } : { key: "log_manual", text };
  render();
}

function exportView() {
  const note = exportNote;
  return h("section", { class: "export", id: "export", "aria-labelledby": "export-title" },
    h("h3", { id: "export-title", text: t("export_title") }),
    h("p", { class: "hint", text: t("export_hint") }),
    h("div", { class: "export-actions" },
      h("button", { type: "button", class: "secondary", id: "export-json", dataset: { focus: "export-json" }, onclick: () => {
        download(fileName("json"), logText(), "application/json");
        exportNote = { key: "export_saved", file: fileName("json") };
        render();
      }, text: t("export_json") }),
      h("button", { type: "button", class: "secondary", id: "export-notation", dataset: { focus: "export-notation" }, onclick: exportNotation, text: t("export_notation") }),
      h("button", { type: "button", class: "secondary", id: "share-log", dataset: { focus: "share-log" }, onclick: shareLog, text: t("share_log") })),
    note ? h("p", { class: "hint", id: "export-note", role: "status", text: t(note.key, { file: note.file, status: note.status }) }) : null,
    note && note.text ? copyBox("export-text", t("notation_text"), note.text, 8) : null);
}

// --- the screens -------------------------------------------------------------------------------------

function dealView() {
  const r = rec();
  const board = r.log.board;
  const look = r.look && board[r.look];
  return [
    screenHead(t("sb_deal_title")),
    h("p", { class: "hint", id: "sb-deal-hint", text: t({ random: "sb_deal_random", pasted: "sb_deal_pasted" }[r.dealt] || "sb_deal_edited") }),
    // the paste right under the hint that offers it: on the screen with it at 320 x 640, not below the board;
    // opened, its button comes into view above the action bar (the scroll moves, not the focus)
    h("details", { class: "sb-paste", id: "sb-paste",
      ontoggle: (ev) => { if (ev.target.open) document.getElementById("sb-paste-use")?.scrollIntoView({ block: "nearest" }); } },
      h("summary", { text: t("sb_paste_title") }),
      h("p", { class: "hint", id: "sb-paste-hint", text: t("sb_paste_hint") }),
      h("div", { class: "field" }, h("label", { for: "sb-paste-text", text: t("sb_paste_label") }),
        h("textarea", { id: "sb-paste-text", rows: "5", "aria-describedby": "sb-paste-hint", oninput: (ev) => { pasted = ev.target.value; } }, pasted)),
      h("button", { type: "button", class: "secondary", id: "sb-paste-use", onclick: usePasted, text: t("sb_paste_use") }),
      pasteBad ? h("p", { class: "notice failure", id: "sb-paste-bad", role: "alert", text: t("sb_paste_bad") }) : null),
    boardSvg({ board, workers: {}, marks: r.look ? { [r.look]: { kind: "chosen", said: t("sb_chosen_said") } } : {}, players: r.log.players, label: t("sb_board_dealt") }),
    look ? h("p", { class: "hint", id: "sb-look", role: "status", text: t("sb_look", { field: r.look, tiles: look.map(tileName).join(", ") || "–" }) }) : null,
    look ? stackEditor(r.look, look) : null,
    r.problems ? h("div", { class: "notice failure", id: "sb-problems", role: "alert" },
      h("p", { text: tn("problems", r.problems.length) }), h("ul", {}, r.problems.map((e) => h("li", { text: e.pointer.startsWith("/board/") ? `${e.pointer.slice(7)}: ${e.detail}` : e.detail })))) : null,
    h("div", { class: "move-row" },
      h("button", { type: "button", class: "secondary", id: "sb-deal-again", dataset: { focus: "sb-deal-again" }, onclick: dealAgain, text: t("sb_deal_again") })),
    h("button", { type: "button", class: "link", id: "change-players", dataset: { focus: "change-players" }, onclick: changePlayers, text: t("change_players") }),
    h("div", { class: "actions sticky" }, failureBox(),
      dealUnchecked && !busy ? h("p", { class: "hint", id: "sb-first-answer", text: t("sb_first_answer") }) : null,
      h("button", { type: "button", class: "primary", id: "sb-to-workers", disabled: busy, dataset: { focus: "sb-to-workers" },
        onclick: checkBoard, text: busy ? t("loading") : t("sb_to_workers") })),
  ];
}

// A field of the deal changed by hand to the stack the table has there (bottom tile, and a top tile or
// none); the referee checks the whole board (every tile once, two ships on top) before the workers.
function stackEditor(field, stack) {
  const kinds = Object.keys(rules().catalogue.tiles);
  const set = (k, value) => {
    const r = rec();
    const next = [...stack];
    if (value) next[k] = value;
    else next.splice(k);
    r.log.board[field] = next.filter(Boolean);
    r.dealt = "edited";
    r.problems = null;
    save();
    render();
  };
  const choice = (k, label, none) => h("div", { class: "field" },
    h("label", { for: `sb-edit-${k}`, text: t(label, { field }) }),
    h("select", { id: `sb-edit-${k}`, dataset: { focus: `sb-edit-${k}` }, onchange: (ev) => set(k, ev.target.value) },
      none ? h("option", { value: "", selected: !stack[k], text: t("sb_edit_none") }) : null,
      kinds.map((kind) => h("option", { value: kind, selected: stack[k] === kind, text: cap(tileName(kind)) }))));
  return h("div", { class: "panel sb-edit", id: "sb-edit" },
    choice(0, "sb_edit_bottom", false), stack.length ? choice(1, "sb_edit_top", true) : null);
}

function workersView() {
  const r = rec();
  const n = r.log.workers.length;
  const workers = {};
  r.log.workers.forEach((f, k) => { (workers[placerOf(k)] ||= []).push(f); });
  return [
    screenHead(t("sb_workers_title")),
    h("p", { class: "hint", id: "sb-workers-hint", role: "status", text: t("sb_workers_hint", { name: placerOf(n), n: Math.floor(n / 2) + 1 }) }),
    boardSvg({ board: r.log.board, workers, marks: {}, players: r.log.players, label: t("sb_board_now") }),
    logView(),
    bar(),
  ];
}

const logItems = new WeakMap();
function logView() {
  const all = flatLog();
  const r = rec();
  const wrong = recordAnswered() && answerNow().violation;
  return h("details", { class: "epoch-result move-log", id: "log" },
    h("summary", { text: tn("moves_recorded", all.length) }),
    all.length ? h("ol", { class: "log-list" }, all.map((e, k) => {
      const illegal = wrong && wrong.index === k;
      const unchecked = !illegal && r.at >= 0 && (k >= r.at || (wrong && k > wrong.index));
      // a worker's placement is a field's name, not an object of the log: built each time (four of them)
      const item = () => h("li", { dataset: { key: `m${k}` }, class: illegal ? "illegal" : unchecked ? "unchecked" : null },
        h("button", { type: "button", class: "link log-move", dataset: { focus: `log-${k}` }, onclick: () => backTo(k), text: moveText(e.player, e.move) }),
        illegal ? h("span", { class: "mark", text: ` ${t("sb_illegal_mark")}` }) : unchecked ? h("span", { class: "mark", text: ` ${t("sb_unchecked")}` }) : null);
      return e.at[0] === "w" ? item() : keptFor(logItems, e.move, `${k}|${e.player}|${illegal}|${unchecked}|${lang}`, item);
    }))
      : h("p", { class: "hint", text: t("no_moves") }));
}

function bar() {
  const all = flatLog();
  const last = all[all.length - 1];
  // on the page under the moves, not sticky: nothing covers a move button or a field
  return h("div", { class: "actions record-bar" },
    h("p", { class: "last-move", id: "last-move", text: last ? t("last_move", { move: moveText(last.player, last.move) }) : t("no_moves") }),
    h("button", { type: "button", class: "secondary narrow", id: "undo", dataset: { focus: "undo" }, "aria-disabled": last ? null : "true",
      "aria-label": last ? t("undo_move", { move: moveText(last.player, last.move) }) : null, onclick: undo, text: t("undo") }));
}

// Nothing above the board changes from one move to the next (a tap lands on the field it aimed at): what the
// referee said, what is pending and the moves are in the card under it.
function playView() {
  const r = rec();
  const answer = answerNow();
  const current = recordAnswered();
  const out = [];
  const finished = Boolean(current && answer.finished);
  out.push(screenHead(finished ? t("sb_over") : answer ? t("sb_turn", { n: answer.state.turn }) : t("sb_title")));
  if (!answer) out.push(queueView(current));
  if (answer) {
    const entry = entryOn();
    const st = answer.state; // the referee's position: the moves since are marked on it, never drawn
    const look = r.look && st.board[r.look];
    out.push(h("div", { id: "sb-rec", dataset: { recorded: String(r.at) } }),
      boardSvg({ board: st.board, workers: st.workers, marks: current ? marksOf(answer) : pendingMarks(), players: r.log.players,
        label: t("sb_board_now") }),
      look ? h("p", { class: "hint", id: "sb-look", role: "status", text: t("sb_look", { field: r.look, tiles: look.map(tileName).join(", ") || "–" }) }) : null,
      h("section", { class: "panel sb-card", id: "moves", "aria-label": t("moves_title"),
        dataset: current && !finished && onCardOnly(answer) ? { keepInView: "" } : {} },
        finished ? h("p", { class: "notice winner", id: "winner", role: "status", text: r.verdict || t("sb_winner", { name: answer.winner }) }) : null,
        current && answer.violation ? h("div", { class: "notice failure", id: "violation", role: "alert" },
          h("p", { text: t("log_illegal", { n: answer.violation.index + 1 }) }), h("p", { text: answer.violation.reason }),
          h("p", { class: "hint", text: t("sb_fix_here") })) : null,
        queueView(current),
        current && !finished ? movesView(answer.state, answer) : entry ? entryView() : null),
      finished ? pictureResult(answer, r) : null,
      bar(),
      keyView(st.board),
      playersView(st, r.log.players));
  }
  out.push(logView(), exportView());
  if (!answer) out.push(bar());
  return out;
}

function pictureResult(answer, r) {
  const chart = pyramidsChart(r.verdict || t("sb_winner", { name: answer.winner }), pyramidsOf(answer));
  return pictureView(chart, () => chart.text, `${state.game.slug}.png`);
}

function queueView(current) {
  const r = rec();
  if (r.offline) {
    return h("div", { class: "notice warning queue", id: "queue", role: "status" },
      h("p", { text: t("sb_offline", { why: t(r.offline.key, r.offline.params) }) }),
      h("button", { type: "button", class: "secondary", id: "retry", dataset: { focus: "retry" }, onclick: () => queue.flush(), text: t("retry") }));
  }
  return current ? null : h("p", { class: "hint queue", id: "queue", role: "status", text: t("sb_waiting") });
}

export function renderBoard() {
  const r = rec();
  if (!r) return [];
  if (r.phase === "deal") return dealView();
  if (r.log.workers.length < WORKERS) return workersView();
  return playView();
}
