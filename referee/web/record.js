// Recording mode: a game of Ra or Priests of Ra recorded move by move as it is played
// (POST /v1/games/<game>/replay).
//
// The log is the game: {players, suns, moves}, kept in localStorage after every tap. Each change (a
// move tapped, an undo) posts the whole log to /replay; its answer is the position, the epochs scored
// and the moves that may follow, and a tapped button appends its move exactly as the answer listed it.
// The form keeps nothing the server must remember. While an answer is on its way the position shown
// is the last one answered and its buttons do nothing: a move is only ever chosen from the position
// it belongs to.
import { h, cap, range } from "./dom.js";
import { state, lang, save, remember } from "./store.js";
import { api, Refused } from "./api.js";
import {
  CARD_GAMES, t, tn, joinNames, render, busy, startRequest, endRequest, failed, rules, sunSet, tileName, answerOf,
  shareOrCopy, changePlayers, screenHead, failureBox, copyBox,
} from "./ui.js";
import { standingsList, playerCards, fameTable, winnerView } from "./auction-cards.js";

export const canRecord = (g) => Boolean(g && g.operations.includes("score") && g.operations.includes("replay")
  && !CARD_GAMES.includes(g.slug));
let exportNote = null; // after an export or a share: {kind: "copied" | "text" | "unavailable" | "failed", text}

export const replayAnswer = () => (state.record && answerOf(state.record)) || null;

// The answer shown is the one for the log as it is now (not one move behind it).
export const recordAnswered = () => {
  const rec = state.record;
  return Boolean(rec && rec.at === rec.log.moves.length && replayAnswer());
};
export const recordScreen = () => `record:${state.epoch}:${replayAnswer()?.finished ? "over" : "on"}`;

export function openDeal(names) {
  state.players = names;
  const stacks = sunSet().stacks;
  if (!state.deal || state.deal.length !== names.length || state.deal.some((k) => k >= stacks.length)) {
    state.deal = names.map((_, k) => k);
  }
  state.card = null;
  state.outcome = null;
  state.record = null;
  state.entries = [];
  state.results = [];
  state.errors = null;
  state.view = "deal";
  save();
  render();
}

// A stack chosen for one player that another holds swaps the two: every stack is dealt once.
function dealStack(i, stack) {
  const j = state.deal.indexOf(stack);
  if (j >= 0 && j !== i) state.deal[j] = state.deal[i];
  state.deal[i] = stack;
  save();
  render();
}

function startRecording() {
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
    answers: {},
    scored: 0, // epochs scored in the answer shown
    fresh: null, // the epoch the last move tapped ended, shown at the top until the next move
  };
  state.epoch = 1;
  state.view = "record";
  exportNote = null;
  save();
  sendLog(false);
}

export async function sendLog(forward = false) {
  const rec = state.record;
  const n = rec.log.moves.length;
  const request = startRequest();
  let r;
  try {
    r = await api(state.game.replay, rec.log);
    if (r.status !== 200 || !r.data || !r.data.state) throw new Refused(r.status);
  } catch (err) {
    if (state.record === rec) failed(err, () => sendLog(forward));
    else endRequest(request);
    return;
  }
  endRequest(request);
  if (state.record !== rec || rec.log.moves.length !== n) { // a new game meanwhile
    render();
    return;
  }
  const answer = r.data;
  rec.answers = { [lang]: answer };
  rec.at = n;
  // The epoch just over stays on top until the next move; an optional answer to the auction that ended
  // it (a flip, a stated discard) is still part of that epoch's end.
  const tapped = forward ? rec.log.moves[n - 1] : null;
  if (tapped && answer.epochs.length > rec.scored) rec.fresh = answer.epochs.length;
  else if (!tapped || !["flip", "discard"].includes(tapped.action)) rec.fresh = null;
  rec.scored = answer.epochs.length;
  state.epoch = answer.state.epoch;
  exportNote = null;
  if (answer.finished) remember(answer, "fame");
  save();
  render();
}

function recordMove(move) {
  if (busy || !recordAnswered()) return;
  state.record.log.moves.push(move);
  save();
  sendLog(true);
}

function undoMove() {
  const rec = state.record;
  if (busy || !rec.log.moves.length) return;
  rec.log.moves.pop();
  save();
  sendLog(false);
}

// The answer in the language switched to (the breakdowns' sentences are the API's).
export async function fillRecordLanguage() {
  const rec = state.record;
  if (!rec || busy || !recordAnswered() || rec.answers[lang]) return;
  const wanted = lang;
  const n = rec.at;
  try {
    const r = await api(state.game.replay, rec.log, wanted);
    if (r.status !== 200 || !r.data || state.record !== rec || rec.at !== n || rec.log.moves.length !== n) return;
    rec.answers[wanted] = r.data;
    save();
    if (lang === wanted) render();
  } catch {
    // offline: the sentences stay in the language they came in
  }
}

// --- a move in words, and its button ----------------------------------------------------------

const moveKey = (m) => [m.player, m.action, m.tile ?? m.sun ?? (m.take || m.tiles || []).join("+")].join(":");

// ["Nile ×2", "flood"]: a tile named once with its count (never a number before a tile's name, see i18n.js).
function tileCounts(tiles) {
  const counts = new Map();
  for (const x of tiles) counts.set(x, (counts.get(x) || 0) + 1);
  return [...counts].map(([x, n]) => (n > 1 ? `${tileName(x)} ×${n}` : tileName(x)));
}

const tileList = (tiles) => tileCounts(tiles).join(", ");

function moveText(m) {
  const name = m.player;
  switch (m.action) {
    case "draw": return t("move_draw", { name, tile: tileName(m.tile) });
    case "bid": return t("move_bid", { name, sun: m.sun });
    case "pass": return t("move_pass", { name });
    case "invoke": return t("move_invoke", { name });
    case "god": return tn("move_god", m.take.length, { name, list: tileList(m.take) });
    case "discard": return t("move_discard", { name, list: tileList(m.tiles) });
    case "flip": return t("move_flip", { name, list: tileList(m.tiles) });
    default: return `${name}: ${m.action}`;
  }
}

// Tiles of a kind left in the bag; a double-sided tile's faces share their physical tile's count.
const bagLeft = (bag, tile) => Object.entries(bag)
  .filter(([kind]) => kind.split("+").includes(tile)).reduce((n, [, c]) => n + c, 0);

// `label`: a text, or lines (the tiles of a choice, one a line so a narrow button never breaks a name).
function moveButton(m, label, sub, kind, off) {
  const key = moveKey(m);
  const said = Array.isArray(label) ? label.join(", ") : label;
  return h("button", { type: "button", class: `move ${kind}`, "aria-disabled": off ? "true" : null,
    "aria-label": sub ? `${said}, ${sub}` : Array.isArray(label) ? said : null, dataset: { focus: `move-${key}`, move: key },
    onclick: () => recordMove(m) },
  Array.isArray(label)
    ? label.map((line) => h("span", { class: "move-main", text: line }))
    : h("span", { class: "move-main", text: label }),
  sub ? h("span", { class: "move-sub", text: sub }) : null);
}

function moveChoices(legend, moves, label, kind, off, key) {
  if (!moves.length) return null;
  return h("fieldset", { class: `move-set ${key}`, dataset: { key } }, h("legend", { text: legend }),
    h("div", { class: `move-grid ${kind}` }, moves.map((m) => moveButton(m, label(m), null, kind, off))));
}

function moveGroup(group, k, st, off) {
  const of = (action) => group.moves.filter((m) => m.action === action);
  const known = new Set(["draw", "invoke", "pass", "bid", "god", "discard", "flip"]);
  const draws = of("draw");
  const plain = [...of("invoke"), ...of("pass")];
  const title = group.player === st.to_move ? t("to_move", { name: group.player }) : t("optional_for", { name: group.player });
  return h("section", { class: `move-group${group.player === st.to_move ? " now" : ""}`, dataset: { key: `group-${group.player}` },
    "aria-labelledby": `group-${k}-title` },
  h("h3", { id: `group-${k}-title`, text: title }),
  draws.length ? h("fieldset", { class: "move-set draws", dataset: { key: "draws" } }, h("legend", { text: t("draw_legend") }),
    h("div", { class: "move-grid tiles" }, draws.map((m) => moveButton(m, cap(tileName(m.tile)),
      tn("bag_left", bagLeft(st.bag, m.tile)), "tile-move", off)))) : null,
  plain.length ? h("div", { class: "move-row", dataset: { key: "plain" } },
    plain.map((m) => moveButton(m, t(`action_${m.action}`), null, m.action === "invoke" ? "invoke" : "pass", off))) : null,
  moveChoices(t("bid_legend"), of("bid"), (m) => t("sun", { n: m.sun }), "bid", off, "bids"),
  moveChoices(t("god_legend"), of("god"), (m) => tileCounts(m.take), "choice-move", off, "gods"),
  moveChoices(t("discard_legend"), of("discard"), (m) => tileCounts(m.tiles), "choice-move", off, "discards"),
  moveChoices(t("flip_legend"), of("flip"), (m) => tileCounts(m.tiles), "choice-move", off, "flips"),
  moveChoices(t("other_moves"), group.moves.filter((m) => !known.has(m.action)), (m) => moveText(m), "choice-move", off, "others"));
}

// --- the position -------------------------------------------------------------------------------

// R12: from the left of the Ra player round to the Ra player, each with a face-up sun, who has not yet
// bid or passed.
function stillToBid(st) {
  const a = st.auction;
  const names = st.players.map((p) => p.name);
  const from = names.indexOf(a.ra_player);
  const done = new Set([...a.bids.map((b) => b.player), ...a.passed]);
  return range(1, names.length).map((k) => st.players[(from + k) % names.length])
    .filter((p) => p.suns.face_up.length && !done.has(p.name)).map((p) => p.name);
}

function boardView(st) {
  const len = st.ra_track_length;
  const track = st.auction_track;
  const a = st.auction;
  const room = rules().auction_track;
  const auction = a ? h("section", { class: "auction", id: "auction", "aria-labelledby": "auction-title" },
    h("h3", { id: "auction-title", text: t(`auction_${a.kind}`, { name: a.ra_player }) }),
    h("ul", { class: "bids" },
      a.bids.map((b) => h("li", { class: "bid", dataset: { key: `bid-${b.player}` } },
        h("span", { class: "sr-only", text: t("move_bid", { name: b.player, sun: b.sun }) }),
        h("span", { class: "sun-chip up", "aria-hidden": "true", text: String(b.sun) }),
        h("span", { "aria-hidden": "true", text: b.player }))),
      a.passed.map((name) => h("li", { class: "passed", dataset: { key: `pass-${name}` }, text: t("passed_by", { name }) }))),
    a.bids.length || a.passed.length ? null : h("p", { class: "hint", text: t("no_bids") }),
    stillToBid(st).length ? h("p", { class: "still", text: t("still_to_bid", { names: joinNames(stillToBid(st)) }) }) : null)
    : null;
  const owed = st.pending_discard
    ? h("p", { class: "notice warning", id: "owed", text: t("must_discard", { name: st.pending_discard.player,
      list: tileList(Object.entries(st.pending_discard.disasters).flatMap(([x, n]) => Array(n).fill(x))) }) }) : null;
  const flip = st.flip ? h("p", { class: "notice warning", id: "may-flip", text: tn("may_flip", st.flip.flips, { name: st.flip.player }) }) : null;
  return h("section", { class: "panel board", id: "board", "aria-label": t("board") },
    h("div", { class: "track-line", id: "ra-track" },
      h("span", { class: "board-label", text: t("ra_track") }),
      h("span", { class: "pips", "aria-hidden": "true" },
        range(1, len).map((k) => h("span", { class: `pip${k <= st.ra_track ? " on" : ""}` }))),
      h("span", { class: "board-value", text: t("n_of", { n: st.ra_track, total: len }) })),
    h("div", { class: "track-line", id: "auction-track" },
      h("span", { class: "board-label", text: t("auction_track") }),
      h("span", { class: "board-value", text: t("n_of", { n: track.length, total: room }) })),
    track.length
      ? h("ul", { class: "track-tiles" }, track.map((x, k) => h("li", { class: `track-tile${x === "ra" ? " ra" : ""}`, text: cap(tileName(x)) })))
      : h("p", { class: "hint", text: t("auction_track_empty") }),
    h("p", { class: "middle", id: "middle-sun", text: t("middle_sun", { sun: st.middle_sun }) }),
    auction, owed, flip);
}

function sunChips(suns, kind) {
  return suns.map((s) => h("span", { class: `sun-chip ${kind}`, text: String(s) }));
}

function playersView(st) {
  const order = rules().tiles.display;
  const rank = (x) => (order.includes(x) ? order.indexOf(x) : order.length);
  return h("section", { class: "players-board", "aria-labelledby": "players-title" },
    h("h3", { id: "players-title", text: t("players_tabs") }),
    st.players.map((p) => {
      const held = Object.keys(p.tiles).sort((x, y) => rank(x) - rank(y));
      const ankhs = st.ankhs ? st.ankhs[p.name] : undefined;
      return h("section", { class: `player-board${p.name === st.to_move ? " to-move" : ""}`, dataset: { player: p.name } },
        h("h4", {}, h("span", { class: "name", text: p.name }),
          p.name === st.to_move ? h("span", { class: "badge", text: t("moving") }) : null,
          h("span", { class: "pill", text: `${t("fame")} ${p.fame}` }),
          ankhs !== undefined ? h("span", { class: "pill", text: `${t("ankhs")} ${ankhs}` }) : null),
        h("p", { class: "suns-line" }, h("span", { class: "suns-label", text: t("face_up") }),
          p.suns.face_up.length ? sunChips(p.suns.face_up, "up") : h("span", { class: "none", text: "–" })),
        h("p", { class: "suns-line" }, h("span", { class: "suns-label", text: t("face_down") }),
          p.suns.face_down.length ? sunChips(p.suns.face_down, "down") : h("span", { class: "none", text: "–" })),
        h("p", { class: "tiles-line", text: held.length
          ? held.map((x) => (p.tiles[x] > 1 ? `${cap(tileName(x))} ×${p.tiles[x]}` : cap(tileName(x)))).join(" · ")
          : t("no_tiles") }));
    }));
}

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

const logText = () => `${JSON.stringify(state.record.log, null, 2)}\n`;

function fileName(ext) {
  const when = (state.record.started || new Date().toISOString()).slice(0, 16).replace("T", "-").replace(":", "");
  return `${state.game.slug}-${when}.${ext}`;
}

function download(name, text, type) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = h("a", { href: url, download: name, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function exportJson() {
  download(fileName("json"), logText(), "application/json");
  exportNote = { kind: "saved", file: fileName("json") };
  render();
}

// The paper notation is the API's (POST /notation); a referee without that route says so.
async function exportNotation() {
  if (busy) return;
  try {
    const r = await api(state.game.notation, state.record.log, lang, "text");
    if (r.status === 200) {
      download(fileName("txt"), r.data, "text/plain");
      exportNote = { kind: "saved", file: fileName("txt"), text: r.data };
    } else {
      exportNote = { kind: [404, 405, 501].includes(r.status) ? "unavailable" : "failed", status: r.status };
    }
  } catch {
    exportNote = { kind: "failed", status: "–" };
  }
  render();
}

// Shared as a file where the phone can take one, else as text (see shareOrCopy in app.js).
async function shareLog() {
  const text = logText();
  const title = t("share_log_title", { game: state.game.name });
  let data = { title, text };
  if (navigator.share) {
    try {
      const file = new File([text], fileName("json"), { type: "application/json" });
      if (navigator.canShare && navigator.canShare({ files: [file] })) data = { title, files: [file] };
    } catch {
      // no File constructor: the text is shared
    }
  }
  const how = await shareOrCopy(data, text);
  if (how === "closed") return;
  exportNote = { shared: null, copied: { kind: "copied" }, manual: { kind: "text", text } }[how];
  render();
}

function exportView() {
  const note = exportNote;
  let said = null;
  if (note?.kind === "saved") said = h("p", { class: "hint", id: "export-note", role: "status", text: t("export_saved", { file: note.file }) });
  else if (note?.kind === "copied") said = h("p", { class: "hint", id: "export-note", role: "status", text: t("log_copied") });
  else if (note?.kind === "unavailable") said = h("p", { class: "notice warning", id: "export-note", role: "status", text: t("notation_unavailable") });
  else if (note?.kind === "failed") said = h("p", { class: "notice failure", id: "export-note", role: "alert", text: t("server_error", { status: note.status }) });
  const shown = note?.text ? copyBox("export-text", t(note.kind === "text" ? "log_manual" : "notation_text"), note.text, 8) : null;
  return h("section", { class: "export", id: "export", "aria-labelledby": "export-title" },
    h("h3", { id: "export-title", text: t("export_title") }),
    h("p", { class: "hint", text: t("export_hint") }),
    h("div", { class: "export-actions" },
      h("button", { type: "button", class: "secondary", id: "export-json", dataset: { focus: "export-json" }, onclick: exportJson, text: t("export_json") }),
      h("button", { type: "button", class: "secondary", id: "export-notation", dataset: { focus: "export-notation" }, onclick: exportNotation, text: t("export_notation") }),
      h("button", { type: "button", class: "secondary", id: "share-log", dataset: { focus: "share-log" }, onclick: shareLog, text: t("share_log") })),
    said, shown);
}

// --- the screens ------------------------------------------------------------------------------------

export function renderDeal() {
  const set = sunSet();
  return [
    screenHead(t("deal_title")),
    h("p", { class: "hint", id: "deal-hint", text: t("deal_hint") }),
    h("div", { class: "panel deal" },
      state.players.map((name, i) => h("div", { class: "field", dataset: { field: `deal-${i}` } },
        h("label", { for: `deal-${i}`, text: name }),
        h("select", { id: `deal-${i}`, dataset: { focus: `deal-${i}` }, "aria-describedby": "deal-hint",
          onchange: (ev) => dealStack(i, Number(ev.target.value)) },
        set.stacks.map((stack, k) => h("option", { value: String(k), selected: state.deal[i] === k, text: stack.join(" · ") }))))),
      h("p", { class: "middle", text: t("middle_sun", { sun: set.middle }) })),
    h("button", { type: "button", class: "link", id: "change-players", dataset: { focus: "change-players" },
      onclick: changePlayers, text: t("change_players") }),
    h("div", { class: "actions sticky" },
      failureBox(),
      h("button", { type: "button", class: "primary", id: "start-recording", disabled: busy, "aria-busy": busy ? "true" : null,
        dataset: { focus: "start-recording" }, onclick: startRecording, text: busy ? t("loading") : t("start_recording") })),
  ];
}

export function renderRecord() {
  const rec = state.record;
  const answer = replayAnswer();
  const moves = rec.log.moves;
  const last = moves[moves.length - 1];
  const bar = h("div", { class: "actions sticky record-bar" },
    failureBox(),
    h("p", { class: "last-move", id: "last-move", role: "status",
      text: last ? t("last_move", { move: moveText(last) }) : t("no_moves") }),
    h("button", { type: "button", class: "secondary narrow", id: "undo", dataset: { focus: "undo" },
      "aria-disabled": busy || !moves.length ? "true" : null,
      "aria-label": last ? t("undo_move", { move: moveText(last) }) : null, onclick: undoMove, text: t("undo") }));
  if (!answer) {
    return [screenHead(t("recording")), h("p", { class: "loading", text: t("loading") }), bar];
  }
  const st = answer.state;
  const epochs = answer.epochs;
  const off = busy || !recordAnswered();
  const out = [screenHead(answer.finished ? t("final_title") : t("epoch_of", { epoch: st.epoch, epochs: rules().epochs }))];
  if (answer.violation) {
    out.push(h("section", { class: "notice failure", id: "violation", role: "alert" },
      h("p", { text: t("log_illegal", { n: answer.violation.index + 1 }) }), h("p", { text: answer.violation.reason })));
  }
  if (answer.finished) {
    out.push(winnerView(answer), h("h3", { text: t("standings") }), standingsList(epochs[epochs.length - 1]), fameTable(epochs));
  } else if (rec.fresh && epochs[rec.fresh - 1]) {
    const e = rec.fresh;
    out.push(h("section", { class: "notice correction epoch-over", id: "epoch-over", "aria-labelledby": "epoch-over-title" },
      h("h3", { id: "epoch-over-title", text: t("epoch_over", { epoch: e }) }),
      standingsList(epochs[e - 1]),
      h("details", { class: "epoch-result", id: `fresh-${e}` }, h("summary", { text: t("per_player") }),
        playerCards(epochs[e - 1], e, recordCarried(epochs, e)))));
  }
  const groups = answer.legal_moves || [];
  if (!answer.finished) out.push(boardView(st));
  if (groups.length) {
    out.push(h("section", { class: "moves", id: "moves", "aria-busy": off ? "true" : null, "aria-labelledby": "moves-title" },
      h("h2", { id: "moves-title", class: "sr-only", text: t("moves_title") }),
      answer.finished ? h("p", { class: "hint", text: t("optional_after_end") }) : null,
      groups.map((group, k) => moveGroup(group, k, st, off))));
  }
  if (!answer.finished) out.push(playersView(st));
  if (epochs.length) {
    out.push(h("h3", { text: t("epochs_scored") }),
      epochs.map((_, k) => h("details", { class: "epoch-result", id: `scored-${k + 1}` },
        h("summary", { text: t("epoch_n", { n: k + 1 }) }), epochView(epochs, k + 1))));
  }
  out.push(h("details", { class: "epoch-result move-log", id: "log" },
    h("summary", { text: tn("moves_recorded", moves.length) }),
    moves.length ? h("ol", { class: "log-list" }, moves.map((m) => h("li", { text: moveText(m) }))) : h("p", { class: "hint", text: t("no_moves") })));
  out.push(exportView(), bar);
  return out;
}
