// The Sakkara game recorded on the board: its log as the API reads it ({players, board, workers, turns}), sent with
// its queue and answered (kit/recording.js), and what every move recorded goes through (the answer's legal moves,
// the move written into its turn, the board redrawn from the answer).
import { state, save, remember } from "../kit/store.js";
import { api } from "../kit/api.js";
import { t, render, focusNext, announce, answerIn, drawPending } from "../kit/ui.js";
import { recording } from "../kit/recording.js";
import { moveText } from "./say.js";

export const WORKERS = 4; // the placements A, B, A, B: the API reads a log only with all four

// --- the log --------------------------------------------------------------------------------------

export const rec = () => state.sakkara;
export const written = (log) => log.workers.length + log.turns.reduce((n, turn) => n + turn.length, 0);
// The log and its queue (kit/recording.js): sent once the four workers are placed (the API reads a log only with
// all four), and an answer kept only for the log as it is now.
const kept = recording({ slice: rec, count: written, ready: (r) => r.log.workers.length >= WORKERS, latest: true,
  answered: logAnswered });
export const queue = kept.queue;
export const answerNow = kept.answer;
export const recordAnswered = kept.isAnswered;
export const isFinished = () => Boolean(recordAnswered() && answerNow().finished);
export const screen = () => {
  const r = rec();
  if (!r) return "sb";
  return r.log.workers.length < WORKERS ? `sb:${r.phase}` : `sb:play:${isFinished() ? "over" : "on"}`;
};

// A key for a move of `player` that a test (or a reader of the page) can write from the log alone.
export const canon = (m) => JSON.stringify(Object.fromEntries(Object.keys(m).sort().map((k) => [k, m[k]])));
export const moveKey = (player, m) => `${player}|${canon(m)}`;

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
export async function rememberFinished(r, answer) {
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

// --- a move recorded -----------------------------------------------------------------------------

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

export function changed(forward) {
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
export function recordMove(group, move) {
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

export const placerOf = (k) => rec().log.players[k % 2];

// The whole log as a flat list of written moves, each with its player, for the list and "back to".
export function flatLog() {
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

// Every legal move of the answer with its group (the player and the turn it is written in).
export function entries(answer) {
  if (!answer || !recordAnswered()) return [];
  return (answer.legal_moves || []).flatMap((group) => group.moves.map((move) => ({ group, move, key: moveKey(group.player, move) })));
}

export const fromOf = (m) => m.worker || m.from || null;

// The moves of the field chosen (r.sel) onto `field`. A step the plain way and the same step with a stair (S2)
// are never asked about: the stair is needed only more than 2 tiles up, and then it is the only step there;
// where the plain step is legal, a stair played for it only gives the stair away, so the tap makes the plain
// step, and the stair one only when the table has said "with a stair" (r.stair, the card's toggle).
export function ontoField(all, field) {
  const r = rec();
  const onto = r.sel ? all.filter((e) => fromOf(e.move) === r.sel && e.move.to === field) : [];
  const steps = onto.filter((e) => e.move.action === "step");
  if (steps.length < 2) return onto;
  return onto.filter((e) => e.move.action !== "step" || Boolean(e.move.stair) === Boolean(r.stair));
}

// Does the chosen field's player have a step with a stair (the card then offers "with a stair")?
export const stairOffered = (all) => {
  const r = rec();
  return Boolean(r.sel && all.some((e) => e.move.action === "step" && e.move.stair && fromOf(e.move) === r.sel));
};

// The answer's groups in the order a table makes them: a stack the opponent must place first (S4: it goes
// on the board before the turn goes on), then the turn being played, then the next player's turn (which
// ends it). One card shows one of them: who acts now.
export function groupsInOrder(answer) {
  const placing = (g) => g.moves.some((m) => m.action === "place");
  return [...(answer.legal_moves || [])].sort((a, b) => (placing(b) - placing(a)) || (a.turn - b.turn));
}
