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
// This module is the screen: the taps, the log's list, the export and the screens of the deal, the workers and the
// play. The log and a move recorded are log.js's, the board's drawing board-draw.js's, the words say.js's, the
// deal deal.js's, the card's moves moves.js's, the moves entered with no referee entry.js's, the players players.js's.
import { h, keptFor } from "../kit/dom.js";
import { state, lang, save, saveSoon } from "../kit/store.js";
import { api } from "../kit/api.js";
import { t, tn, render, focusNext, announce, ask, rules, screenHead, copyBox, shareOrCopy } from "../kit/ui.js";
import { download, fileName as fileNameOf, logText as logTextOf } from "../kit/recording.js";
import { boardSvg } from "./board-draw.js";
import {
  WORKERS, rec, queue, answerNow, recordAnswered, changed, recordMove, placerOf, flatLog, entries, fromOf, ontoField,
  groupsInOrder,
} from "./log.js";
import { tileName, moveText, shortNames, keyView, roleOf, fieldLabel, workerMarks } from "./say.js";
import { dealView } from "./deal.js";
import { movesView, marksOf, onCardOnly } from "./moves.js";
import { entryOn, entryTapField, entryView, pendingMarks } from "./entry.js";
import { playersView, pictureResult } from "./players.js";

export { recordAnswered, isFinished, screen, syncLog, fillLanguage } from "./log.js";
export { openDeal } from "./deal.js";

// --- taps -----------------------------------------------------------------------------------------

function placeWorker(field) {
  const r = rec();
  r.log.workers.push(field);
  announce(t("move_taken", { move: moveText(placerOf(r.log.workers.length - 1), { action: "worker", to: field }) }));
  if (r.log.workers.length === WORKERS) r.phase = "play";
  changed(true);
}

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

function moveCursor(field, [dx, dy]) {
  const size = rules().board.size;
  const col = field.charCodeAt(0) - 97 + dx;
  const rank = Number(field.slice(1)) + dy;
  if (col < 0 || col >= size || rank < 1 || rank > size) return;
  rec().cursor = `${String.fromCharCode(97 + col)}${rank}`;
  focusNext("sb-cursor");
  render();
}

// The board drawn (board-draw.js) with what the screen knows: the rules' board, the words, the keyboard's field,
// and where a tap, an arrow and a change of the text size go.
function drawBoard(position) {
  const { size, fields } = rules().board;
  return boardSvg(position, {
    size, fields, short: shortNames(), workerMarks, fieldLabel, roleOf, cursor: cursorOf(position.marks),
    markedSaid: (marked) => tn("sb_marked", marked.length, { fields: marked.join(", ") }),
    onTap: tapField, onArrow: moveCursor, onResize: render,
  });
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

function workersView() {
  const r = rec();
  const n = r.log.workers.length;
  const workers = {};
  r.log.workers.forEach((f, k) => { (workers[placerOf(k)] ||= []).push(f); });
  return [
    screenHead(t("sb_workers_title")),
    h("p", { class: "hint", id: "sb-workers-hint", role: "status", text: t("sb_workers_hint", { name: placerOf(n), n: Math.floor(n / 2) + 1 }) }),
    drawBoard({ board: r.log.board, workers, marks: {}, players: r.log.players, label: t("sb_board_now") }),
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
      drawBoard({ board: st.board, workers: st.workers, marks: current ? marksOf(answer) : pendingMarks(), players: r.log.players,
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
  if (r.phase === "deal") return dealView(drawBoard);
  if (r.log.workers.length < WORKERS) return workersView();
  return playView();
}
