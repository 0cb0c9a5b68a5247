// Recording mode: a game of Ra or Priests of Ra recorded move by move as it is played
// (POST /v1/games/<game>/replay).
//
// The log is the game: {players, suns, moves}, kept in localStorage after every tap. Each change (a
// move tapped, an undo) posts the whole log to /replay; its answer is the position, the epochs scored
// and the moves that may follow, and a tapped button appends its move exactly as the answer listed it.
// The form keeps nothing the server must remember, and knows no rule. While an answer is on its way
// (milliseconds, from the server or the referee on the phone) the position shown is the last one
// answered, the move tapped is marked as not yet checked and the buttons do nothing: a move is only ever
// chosen from the position it belongs to. With no answer soon (ui.js LATE_MS: offline without the phone's
// referee, while it starts, a slow network) the form offers every move kind instead (entryView).
// The deal before it is deal.js's; the moves offered are drawn by offers.js, the position by position.js.
import { h, keptFor } from "../kit/dom.js";
import { state, show, lang, save, saveSoon, remember } from "../kit/store.js";
import { recording, moveList, exporter } from "../kit/recording.js";
import {
  CARD_GAMES, t, tn, render, focusNext, busy, announce, rules, sunSet, screenHead, refereeAway, answerIn, drawPending,
} from "../kit/ui.js";
import { standingsList, playerCards, fameTable, winnerView, resultText, fameChart } from "./cards.js";
import { tileNamed, tileList, moveText } from "./move-text.js";
import { onTap, resetOffers, moveButton, moveGroup, drawGrid, offeredLine, scrollToTop } from "./offers.js";
import { boardView, playersView } from "./position.js";
import { pictureView } from "../kit/picture.js";

export const canRecord = (g) => Boolean(g && g.operations.includes("score") && g.operations.includes("replay")
  && !CARD_GAMES.includes(g.slug));

// The log and its queue (kit/recording.js): only a Ra or Priests of Ra recording's, sent while its screen is shown.
const kept = recording({ slice: () => state.record, shown: () => state.view === "record", answered: logAnswered });
const queue = kept.queue;
const moveLog = moveList(kept, { slice: () => state.record, before: (rec) => { rec.pick = null; }, after: () => afterTap() });
const exported = exporter(() => state.record);

export const replayAnswer = kept.answer;
// The answer shown is the one for the log as it is now (not one move behind it).
export const recordAnswered = kept.isAnswered;
export const recordScreen = () => `record:${state.epoch}:${replayAnswer()?.finished ? "over" : "on"}`;

export function startRecording() {
  if (busy) return;
  const stacks = sunSet().stacks;
  state.record = {
    log: {
      players: [...state.players],
      suns: Object.fromEntries(state.players.map((name, i) => [name, [...stacks[state.deal[i]]]])),
      moves: [],
    },
    started: new Date().toISOString(),
    at: -1, // the number of moves the answers below are for
    version: 0, // changes that were not a move added at the end (an undo, a fix)
    answers: {},
    scored: 0, // epochs scored in the answer shown
    fresh: null, // the epoch the last move tapped ended, shown at the top until the next move
  };
  state.epoch = 1;
  show("record");
  exported.clear();
  save();
  render();
  queue.flush();
}

// --- the log and its queue ------------------------------------------------------------------------
//
// A tapped move joins the log at once, is saved and shown as unchecked, and the log goes to the
// referee's queue (kit/recording.js). Its answer checks every move up to the last one sent: the
// position after them, or the first illegal one (`violation`), which the table then fixes in place.

function logAnswered(got, rec) {
  const { answer, n } = got;
  // The epoch just over stays under the moves until the next move; an optional answer to the auction that ended
  // it (a flip, a stated discard) is still part of that epoch's end.
  const tapped = rec.forward ? rec.log.moves[n - 1] : null;
  if (tapped && answer.epochs.length > (rec.scored || 0)) rec.fresh = answer.epochs.length;
  else if (!tapped || !["flip", "discard"].includes(tapped.action)) rec.fresh = null;
  rec.scored = answer.epochs.length;
  state.epoch = answer.state.epoch;
  exported.clear();
  if (rec.log.moves.length !== n) queue.flush();
  else {
    rec.pick = null; // the referee names who moves now
    answerIn();
    if (answer.finished) remember(answer, "fame");
  }
  if (rec.forward && !answer.violation && !answer.finished && rec.log.moves.length === n) {
    announce(`${t("move_taken", { move: moveText(rec.log.moves[n - 1]) })}. ${t("to_move", { name: answer.state.to_move })}.`);
  }
  save();
  render();
  if (rec.forward) showMoves();
}

// The log kept on the phone is sent (a reload, the Retry button, the network back).
export const syncLog = kept.sync;

export const isFinished = () => Boolean(recordAnswered() && replayAnswer().finished);

// The game taken back to just before move index (0-based), after the table said yes: as Undo does for
// the last move, for any move of the list.
const askBackTo = (index) => moveLog.askBackTo(index, moveText);

// The first move the referee found illegal in the log as it is now, or null; the moves it checked and found legal.
const violationNow = moveLog.violation;
const checkedCount = moveLog.checked;

// `entered`: tapped on the entry of every move (no referee at hand): the player chosen there stays chosen.
function recordMove(move, entered = false) {
  const rec = state.record;
  if (!entered && !recordAnswered()) return; // the answer to the last tap is on its way: the buttons are the last position's
  moveLog.place(move);
  rec.pick = entered ? move.player : null;
  kept.send();
  announceMove(move);
  afterTap();
}

// a move tapped among the ones offered (offers.js)
onTap(recordMove);

const removeMove = moveLog.remove;
const undoMove = moveLog.undo;

// After a tap the move being made is on screen: the page scrolls the last move and Undo (the bar that
// leads the move area) up to the top of the screen, or under the header where the header sticks. Nothing
// sticks over the move area on this screen (style.css "recording"): a bar that stuck at the bottom covered
// the last row of the draw grid.
function showMoves() {
  scrollToTop(document.getElementById("record-bar") || document.getElementById("moves"));
}

function afterTap() {
  resetOffers();
  focusNext("moves");
  drawPending(showMoves);
}

// A screen reader hears the move taken (the status line under the header).
function announceMove(move) {
  announce(t("move_taken", { move: moveText(move) }));
}

// The answer in the language switched to (the breakdowns' sentences are the API's).
export const fillRecordLanguage = kept.fillLanguage;

// Whose move is being recorded while the referee's answer is not in: the next seat clockwise, or
// another player the table picks (the referee judges the move when the log reaches it).
function whoChips(who) {
  return h("div", { class: "who-picks", role: "group", "aria-label": t("who_moves"), dataset: { key: "who" } },
    state.record.log.players.map((name, k) => h("button", { type: "button", class: "who-chip", "aria-pressed": String(name === who),
      dataset: { focus: `who-${k}` }, onclick: () => pickPlayer(name), text: name })));
}

// A disaster's discard is owed, not optional: "Unrest: Carl discards 2 (civilizations)". How many and
// What each player brought into epoch e of a recorded game: fame from the epochs before, ankhs summed.
function recordCarried(epochs, e) {
  return state.players.map((_, i) => ({
    fame: e > 1 ? epochs[e - 2].players[i].fame : rules().start_fame,
    ankhs: epochs.slice(0, e - 1).reduce((n, ep) => n + (ep.players[i].ankhs_gained || 0), 0),
  }));
}

function epochView(epochs, e) {
  return [h("h3", { text: t("standings") }), standingsList(epochs[e - 1]),
    h("h3", { text: `${t("per_player")} · ${t("epoch_n", { n: e })}` }),
    playerCards(epochs[e - 1], e, recordCarried(epochs, e))];
}

// --- export ---------------------------------------------------------------------------------------

const exportView = exported.view;

// --- moves entered with no referee at hand ------------------------------------------------------------
//
// With no answer soon (ui.js LATE_MS: offline with no referee on the phone, while the phone's referee starts, a
// slow network) the next legal moves are not known: the entry offers every move kind of the game (the draws of every tile in its supply, invoke, pass, a
// bid of each sun the player held face up at the last position answered, god plays, discards and flips of
// tiles picked), for the player the table chooses (the one the referee last named to move, until the table
// picks another: the form works out no turn), and the referee judges them when the log reaches it.

let picked = []; // the tiles picked for a god play, a discard or a flip on the entry

function entryPlayer(st) {
  const rec = state.record;
  const players = rec.log.players;
  if (rec.pick && players.includes(rec.pick)) return rec.pick;
  return st ? st.to_move : players[0];
}

function pickPlayer(name) {
  state.record.pick = name;
  saveSoon();
  render();
}

function pickTile(tile) {
  picked = [...picked, tile];
  render();
}

function choiceMove(who, action) {
  const tiles = [...picked];
  picked = [];
  recordMove(action === "god" ? { player: who, action, take: tiles } : { player: who, action, tiles }, true);
}

function entryButton(m, label, kind) {
  const button = moveButton(m, label, null, kind, false);
  button.onclick = () => recordMove(m, true);
  return button;
}

function entryView(st) {
  const rec = state.record;
  const who = entryPlayer(st);
  const known = st && st.players.find((p) => p.name === who);
  const suns = known ? known.suns.face_up : rec.log.suns[who] || [];
  const faces = [...new Set(Object.keys(rules().supply || {}).flatMap((kind) => kind.split("+")))];
  const hasGods = faces.includes("god");
  const hasDiscards = Boolean(rules().disasters);
  const hasFlips = Boolean((rules().tiles || {}).double_sided);
  const display = rules().tiles.display;
  const bidding = [h("div", { class: "move-row plain", dataset: { key: "plain" } },
    h("span", { class: "move-slot invoke", "aria-hidden": "true" }), entryButton({ player: who, action: "pass" }, t("action_pass"), "pass")),
  suns.length ? h("fieldset", { class: "move-set bids", dataset: { key: "bids" } }, h("legend", { text: t("bid_legend") }),
    h("div", { class: "move-grid bid" }, [...suns].sort((x, y) => x - y)
      .map((sun) => entryButton({ player: who, action: "bid", sun }, t("sun", { n: sun }), "bid")))) : null];
  const choices = hasGods || hasDiscards || hasFlips ? h("details", { class: "move-set pad-choice", id: "pad-choice", open: picked.length ? true : null },
      h("summary", { text: t("choice_legend") }),
      h("p", { class: "picked", role: "status", text: picked.length ? tileList(picked) : t("choice_empty") }),
      h("div", { class: "move-grid tiles" }, [...display, ...Object.keys(rules().disasters || {})].map((tile) => h("button", {
        type: "button", class: "move tile-move pick", dataset: { focus: `pick-${tile}` }, onclick: () => pickTile(tile) },
      h("span", { class: "move-main", text: tileNamed(tile) })))),
      h("div", { class: "move-row" },
        hasGods ? h("button", { type: "button", class: "move choice-move", id: "pad-god", "aria-disabled": picked.length ? null : "true",
          onclick: () => picked.length && choiceMove(who, "god"), text: t("choice_god") }) : null,
        hasDiscards ? h("button", { type: "button", class: "move choice-move", id: "pad-discard", "aria-disabled": picked.length ? null : "true",
          onclick: () => picked.length && choiceMove(who, "discard"), text: t("choice_discard") }) : null,
        hasFlips ? h("button", { type: "button", class: "move choice-move", id: "pad-flip", "aria-disabled": picked.length ? null : "true",
          onclick: () => picked.length && choiceMove(who, "flip"), text: t("choice_flip") }) : null,
        h("button", { type: "button", class: "secondary", id: "pad-clear", "aria-disabled": picked.length ? null : "true",
          onclick: () => { picked = []; render(); }, text: t("choice_clear") }))) : null;
  const drawing = drawGrid(null, [], [entryButton({ player: who, action: "invoke" }, t("action_invoke"), "invoke"),
    ...faces.map((tile) => entryButton({ player: who, action: "draw", tile }, tileNamed(tile), "tile-move"))], false);
  // one order whatever the position: the form cannot tell whether an auction runs
  return h("section", { class: "move-group now pad", dataset: { key: "pad" }, "aria-labelledby": "pad-title" },
    h("h3", { id: "pad-title", text: t("entry_title", { name: who }) }),
    offeredLine(st ? st.auction_track : []),
    whoChips(who), drawing, bidding, choices,
    h("p", { class: "hint", id: "pad-hint", text: t(rec.offline ? "entry_hint_offline" : "entry_hint_waiting") }));
}

// Where the log stands: moves kept on the phone for lack of a network, or on their way.
function queueView() {
  const rec = state.record;
  const waiting = rec.log.moves.length - checkedCount() - (violationNow() ? rec.log.moves.length - violationNow().index : 0);
  if (rec.offline) {
    return h("div", { class: "notice warning queue", id: "queue", role: "status" },
      h("p", { text: tn("queue_offline", Math.max(0, rec.log.moves.length - checkedCount()), { why: t(rec.offline.key, rec.offline.params) }) }),
      h("button", { type: "button", class: "secondary", id: "retry", dataset: { focus: "retry" }, onclick: () => queue.flush(), text: t("retry") }));
  }
  if (waiting > 0) return h("p", { class: "hint queue", id: "queue", role: "status", text: tn("queue_checking", waiting) });
  return null;
}

// The illegal move, at its place: the table taps the move made instead (the moves after it are kept and
// checked again from there), or removes it.
function fixView(wrong) {
  const rec = state.record;
  const after = rec.log.moves.length - wrong.index - 1;
  return h("section", { class: "notice failure", id: "violation", role: "alert" },
    h("p", {}, h("strong", { text: t("log_illegal", { n: wrong.index + 1 }) }), ` ${moveText(rec.log.moves[wrong.index])}`),
    h("p", { text: wrong.reason }),
    h("p", { text: tn("fix_hint", after) }),
    h("button", { type: "button", class: "secondary", id: "remove-illegal", dataset: { focus: "remove-illegal" },
      onclick: () => removeMove(wrong.index), text: t("remove_move", { n: wrong.index + 1 }) }));
}

// A move of the list; a tap on it offers to take the game back to just before it. (The Osiris board's list too,
// with its own words for a move and its own way back.)
const logItems = new WeakMap();
const epochViews = new Map(); // the scored epochs' breakdowns, by index
export function logItem(m, k, checked, wrong, { text = moveText, back = askBackTo } = {}) {
  const mark = wrong && wrong.index === k ? "illegal" : k >= checked ? "unchecked" : null;
  return keptFor(logItems, m, `${k}|${mark}|${lang}`, () => h("li", { class: mark, dataset: { key: `m${k}` } },
    h("button", { type: "button", class: "link log-move", dataset: { focus: `log-${k}` }, onclick: () => back(k) },
      text(m), mark ? h("span", { class: `mark ${mark}`, text: ` · ${t(mark === "illegal" ? "not_allowed" : "unchecked")}` }) : null)));
}

export function renderRecord() {
  const rec = state.record;
  const answer = replayAnswer();
  const moves = rec.log.moves;
  const last = moves[moves.length - 1];
  const checked = checkedCount();
  const wrong = violationNow();
  const current = recordAnswered();
  const mark = moves.length > checked && !wrong ? ` · ${t(rec.offline ? "unchecked_offline" : "unchecked")}` : "";
  const lastText = last ? `${t("last_move", { move: moveText(last) })}${mark}` : t("no_moves");
  // the last move and Undo lead the move area (nothing sticks over the buttons)
  const bar = h("div", { class: "actions record-bar", id: "record-bar" },
    h("p", { class: "last-move", id: "last-move", text: lastText }),
    h("button", { type: "button", class: "secondary narrow", id: "undo", dataset: { focus: "undo" },
      "aria-disabled": !moves.length ? "true" : null,
      "aria-label": last ? t("undo_move", { move: moveText(last) }) : null, onclick: undoMove, text: t("undo") }));
  const st = answer ? answer.state : null;
  const epochs = answer ? answer.epochs : [];
  const finished = Boolean(current && answer.finished);
  const out = [screenHead(finished ? t("final_title") : t("epoch_of", { epoch: st ? st.epoch : 1, epochs: rules().epochs }))];
  out.push(bar);
  if (wrong) out.push(fixView(wrong));
  // the move being made comes first: whose turn, what is offered, the buttons
  const picking = Boolean(current && rec.pick && !finished && st && rec.pick !== st.to_move && !wrong);
  const away = !current && refereeAway(rec);
  // an answer on its way: the last one's moves stay drawn, doing nothing until it comes (one cheap render)
  const pending = !current && !away && Boolean(answer) && !answer.finished;
  const groups = (current && !picking) || pending ? answer.legal_moves || [] : [];
  if (groups.length) {
    out.push(h("section", { class: "moves", id: "moves", "aria-labelledby": "moves-title", tabindex: "-1", dataset: { focus: "moves" } },
      h("h2", { id: "moves-title", class: "sr-only", text: t("moves_title") }),
      finished ? h("p", { class: "hint", text: t("optional_after_end") }) : null,
      groups.map((group, k) => moveGroup(group, k, st, pending, groups.some((g) => g.player === st.to_move
        || (st.pending_discard && st.pending_discard.player === g.player))))));
  } else if (!finished && (!current || picking)) {
    out.push(h("section", { class: "moves", id: "moves", "aria-labelledby": "moves-title", tabindex: "-1", dataset: { focus: "moves" } },
      h("h2", { id: "moves-title", class: "sr-only", text: t("moves_title") }), entryView(st)));
  }
  out.push(queueView());
  if (finished) {
    out.push(winnerView(answer), h("h3", { text: t("standings") }), standingsList(epochs[epochs.length - 1]), fameTable(epochs),
      pictureView(fameChart(epochs), () => resultText(epochs), `${state.game.slug}.png`));
  } else if (current && rec.fresh && epochs[rec.fresh - 1]) {
    const e = rec.fresh;
    out.push(h("section", { class: "notice correction epoch-over", id: "epoch-over", "aria-labelledby": "epoch-over-title" },
      h("h3", { id: "epoch-over-title", text: t("epoch_over", { epoch: e }) }),
      standingsList(epochs[e - 1]),
      h("details", { class: "epoch-result", id: `fresh-${e}` }, h("summary", { text: t("per_player") }),
        playerCards(epochs[e - 1], e, recordCarried(epochs, e)))));
  }
  if (st && !finished) {
    if (away) out.push(h("p", { class: "hint", id: "board-at", text: tn("board_at", checked) }));
    out.push(boardView(st), playersView(st));
  }
  if (epochs.length) {
    out.push(h("h3", { text: t("epochs_scored") }),
      // each built anew only when its result changed (its breakdown is hundreds of elements)
      epochs.map((_, k) => keptFor(epochViews, k, `${lang}|${JSON.stringify(epochs.slice(0, k + 1))}`,
        () => h("details", { class: "epoch-result", id: `scored-${k + 1}` },
          h("summary", { text: t("epoch_n", { n: k + 1 }) }), epochView(epochs, k + 1)))));
  }
  out.push(h("details", { class: "epoch-result move-log", id: "log", open: wrong ? true : null },
    h("summary", { text: tn("moves_recorded", moves.length) }),
    moves.length ? h("ol", { class: "log-list" }, moves.map((m, k) => logItem(m, k, checked, wrong)))
      : h("p", { class: "hint", text: t("no_moves") })));
  out.push(exportView());
  return out;
}
