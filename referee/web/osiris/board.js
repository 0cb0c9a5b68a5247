// Osiris recorded on its board: after the set-up (setup.js: colours, the gods under the priests and the apex, the
// followers placed in turn), the game move by move (POST /v1/games/osiris/replay), on the play screen of this module.
//
// The board is drawn (board-draw.js) from GET /v1/games/osiris's `board` (fields, levels, joins, cities) and the
// replay answer's `state` (priests, gods, stones, blockades, temples, what each step costs), each field described
// by position.js and named by names.js; every tap is a move of the answer's `legal_moves` (or, with no referee at
// hand, of the entry of every move kind, checked when the answer comes), so this module knows no rule of the game
// (STYLE.md: the board draws a position and reports moves, like lichess's chessground). The recorded game is
// `state.record` as for Ra; its log, the queue that keeps it on the phone until the referee has answered it, Undo,
// back to a move and the export (JSON, paper notation, share) are the recording kit's (kit/recording.js).
import { h } from "../kit/dom.js";
import { state, show, save, saveSoon, remember } from "../kit/store.js";
import {
  t, tn, joinNames, colourName, render, focusNext, announce, rules, answerOf, screenHead, askNewGame, refereeAway, answerIn,
  drawPending,
} from "../kit/ui.js";
import { logItem } from "../auction/record.js";
import { recording, moveList, exporter } from "../kit/recording.js";
import { pictureView, outcomeWords } from "../kit/picture.js";
import { boardSvg, colourOf, layout, forgetCursor } from "./board-draw.js";
import { priestName, board, isCity, placeName, names, namedPlaces, moveText, moveKey, swatch } from "./names.js";
import { priests, setupOf, setupLog, renderColours, renderGods, renderFollowers } from "./setup.js";
import { ui, offer, reliefField, priestsAt, describe } from "./position.js";

export const VIEWS = ["osiris-setup", "osiris-board"];
export const canRecord = (g) => Boolean(g && g.slug === "osiris" && g.operations.includes("replay"));

// A sentence with each name it uses as a button that marks it on the board.
function named(text, st) {
  const [, re] = names();
  const out = [];
  let from = 0;
  for (const m of text.matchAll(re)) {
    const label = m[1];
    const places = namedPlaces(label, st);
    if (!places.length) continue;
    if (m.index > from) out.push(text.slice(from, m.index));
    const on = ui().namedLabel === label && (ui().named || []).join() === places.join();
    out.push(h("button", { type: "button", class: "ob-name", "aria-pressed": String(on), dataset: { name: places.join(" ") },
      onclick: () => showNamed(label, on ? null : places), text: label }));
    from = m.index + label.length;
  }
  if (from < text.length) out.push(text.slice(from));
  return out;
}

function showNamed(label, places) {
  const u = ui();
  u.named = places;
  u.namedLabel = places ? label : null;
  if (places) announce(t("ob_named_shown", { name: label }));
  save();
  render();
  const cell = places && document.querySelector(`.ob-cell[data-place="${CSS.escape(places[0])}"]`);
  if (cell) cell.scrollIntoView({ block: "nearest" });
}

function startPlay() {
  state.record = { log: setupLog(), started: new Date().toISOString(), at: -1, version: 0, answers: {}, ui: {} };
  show("osiris-board");
  save();
  render();
  queue.flush();
}

// --- the log and its queue (kit/recording.js, as Ra's) --------------------------------------------------

function logAnswered(got, rec) {
  if (rec.log.moves.length !== got.n) queue.flush();
  else {
    answerIn();
    if (got.answer.finished && got.answer.outcome) remember(got.answer.outcome, "followers");
  }
  if (rec.ui?.keys && rec.log.moves.length === got.n) focusNext("ob-stop");
  if (rec.log.moves.length === got.n && !got.answer.finished && rec.forward) {
    announce(`${t("move_taken", { move: moveText(rec.log.moves[got.n - 1]) })}. ${t("to_move", { name: got.answer.state.turn })}.`);
  }
  save();
  render();
  if (!shownOnce || rec.forward) promptOnTop();
  shownOnce = true;
}

let shownOnce = false; // a position answered shown since the page opened (promptOnTop at the first)

// Only the Osiris board's log is sent by this queue (record.js's sends Ra's; both hear the browser come back online).
const kept = recording({ slice: () => state.record, shown: () => state.view === "osiris-board", answered: logAnswered });
const queue = kept.queue;
const moveLog = moveList(kept, { slice: () => state.record, before: (rec) => { rec.ui = {}; }, after: () => drawPending(promptOnTop) });
const { violation: violationNow, checked: checkedCount } = moveLog;
const exportView = exporter(() => state.record).view;

export function syncLog() {
  if (state.view === "osiris-board") kept.sync();
}
export const fillLanguage = kept.fillLanguage;
export const isFinished = () => Boolean(kept.isAnswered() && kept.answer().finished);

const answered = () => {
  const rec = state.record;
  return Boolean(rec && rec.at === rec.log.moves.length && Object.keys(rec.answers).length) ? answerOf(rec) : null;
};

export const screen = () => (state.view === "osiris-setup" ? `osiris-setup:${setupOf()?.stage}`
  : `osiris-board:${answered()?.finished ? "over" : "on"}`);

// `entered`: on the entry of every move (no referee at hand), where the player chosen stays chosen. A move is
// otherwise only ever chosen from the position it belongs to: while the answer to the last one is on its way, a
// tap does nothing.
function recordMove(m, entered = false) {
  const rec = state.record;
  if (!entered && !answered()) return;
  const chosen = entered ? { pick: m.player, priest: ui().priest } : {};
  moveLog.place(m); // at the end, or in the place of the move the referee found illegal
  rec.ui = chosen;
  announce(t("move_taken", { move: moveText(m) }));
  rec.ui.keys = boardFocused();
  focusNext(rec.ui.keys ? "ob-stop" : "ob-prompt");
  kept.send();
  drawPending(promptOnTop);
}

// At large text (the phone's setting: app.js marks the page "big-text") the heading and the prompt push the board
// below the first screen: when the board is not whole on the screen, the page goes to the prompt (or the fight's
// result above it), with the board right under it. Only when a position is shown anew (a move, undo, the first
// answer after the page opened), never while the table scrolls the page itself.
function promptOnTop() {
  if (!document.documentElement.classList.contains("big-text")) return;
  const b = document.getElementById("ob-board");
  const p = document.getElementById("ob-fight-result") || document.getElementById("ob-prompt");
  if (!b || !p) return;
  const box = b.getBoundingClientRect();
  if (box.top < 0 || box.bottom > innerHeight) p.scrollIntoView({ block: "start" });
}

const undoMove = moveLog.undo;
const changeLog = moveLog.change;

// The game taken back to just before move index (0-based), after the table said yes (as Ra's log list).
const askBackTo = (index) => moveLog.askBackTo(index, moveText);

// Is the focus on the board (a recorder using the keyboard)? The board's tab stop goes back to the first
// field that may be tapped, and the focus with it after the redraw.
function boardFocused() {
  forgetCursor();
  return Boolean(document.activeElement?.closest?.("#ob-board"));
}

function setUi(change) {
  Object.assign(ui(), change);
  if (boardFocused()) focusNext("ob-stop");
  saveSoon();
  render();
}

// --- moves entered with no referee at hand ------------------------------------------------------------
//
// While an answer is on its way (milliseconds) the board stays as the referee last drew it, the move tapped marked
// on it as not yet checked, and a tap does nothing. With no answer soon (ui.js LATE_MS: offline with no referee
// on the phone, while the phone's referee starts, a slow network), the table goes on instead: the board still shows the last position answered (the form works out
// no position), the moves tapped since are marked on it, and every kind of move is offered for the player the table
// chooses (the one the referee last named, until another is chosen): any field, and a priest of theirs (a step of the
// priest moving or of the one chosen, with or without the gods swapped, a blockade, a relief), the end of the turn, a
// follower moved from any temple to any other. The referee checks them when it answers again; the first illegal one is then shown at its place and the
// move made instead replaces it (record.js's placeMove).

const ownerName = (priest) => state.record.log.players.find((pl) => pl.colours.includes(colourOf(priest)))?.name;

// The player the entry records for: the one the table chose, else the one the referee last named.
function entryPlayer(base) {
  const names = state.record.log.players.map((pl) => pl.name);
  return names.includes(ui().pick) ? ui().pick : base.state.turn;
}

function entryView(base) {
  const rec = state.record;
  const u = ui();
  const who = entryPlayer(base);
  const seat = rec.log.players.find((pl) => pl.name === who);
  const own = priests().filter((p) => ownerName(p) === who);
  const priest = own.includes(u.priest) ? u.priest : null;
  const field = u.field || null;
  const button = (m, text, id) => h("button", { type: "button", class: "move choice-move unchecked", id,
    dataset: { move: moveKey(m), focus: id || moveKey(m) }, onclick: () => recordMove(m, true), text });
  const offered = (m) => button(m, moveText(m));
  const choices = [];
  // a step of the priest moving (on from where it is), or of the priest chosen; with or without the gods swapped
  const steps = (step) => [offered(step), offered({ ...step, swap: true }), offered({ ...step, swap: false })];
  if (field) choices.push(...steps({ player: who, action: "step", to: field }));
  if (field && priest) {
    choices.push(...steps({ player: who, action: "step", priest, to: field }));
    if (rec.log.relief) choices.push(offered({ player: who, action: "relief", priest, field }));
  }
  if (field && field !== board().apex && !isCity(field)) choices.push(offered({ player: who, action: "block", field }));
  const followers = (seat ? seat.colours : []).flatMap((colour) => rules().gods.flatMap((from) => rules().gods.filter((to) => to !== from)
    .map((to) => ({ player: who, action: "follower", colour, from, to }))));
  return [
    h("h3", { id: "ob-entry-title", text: t("ob_entry_title", { name: who }) }),
    h("div", { class: "who-picks", role: "group", "aria-label": t("who_moves"), dataset: { key: "ob-who" } },
      rec.log.players.map((pl, k) => h("button", { type: "button", class: "who-chip", "aria-pressed": String(pl.name === who),
        dataset: { focus: `ob-who-${k}` }, onclick: () => setUi({ pick: pl.name, priest: null, field: null }), text: pl.name }))),
    h("div", { class: "move-row ob-entry-priests", id: "ob-entry-priests", role: "group", "aria-label": t("ob_entry_priest") },
      own.map((p) => h("button", { type: "button", class: "move choice-move pick", "aria-pressed": String(p === priest),
        dataset: { focus: `ob-entry-${p}`, priest: p }, onclick: () => setUi({ priest: p === priest ? null : p }) },
      swatch(colourOf(p)), h("span", { class: "move-main", text: priestName(p) })))),
    h("p", { class: "hint", id: "ob-entry-hint", text: field ? t("ob_entry_at", { place: placeName(field) }) : t("ob_entry_hint") }),
    choices.length ? h("div", { class: "move-grid ob-entry-choices", id: "ob-entry-choices" }, choices) : null,
    h("div", { class: "move-row ob-actions", id: "ob-actions" },
      h("button", { type: "button", class: "move choice-move", id: "follower-mode", "aria-pressed": String(u.mode === "follower"),
        onclick: () => setUi({ mode: u.mode === "follower" ? null : "follower", from: null }), text: t("ob_follower_mode") }),
      button({ player: who, action: "end" }, t("ob_end_turn"), "end-turn")),
    followerPanel({ followers }, true),
    h("p", { class: "hint", id: "ob-entry-note", text: t(rec.offline ? "entry_hint_offline" : "entry_hint_waiting") }),
  ];
}

// The fields of the moves written since the last answer: marked on its board (the form draws no position).
function pendingFields() {
  const rec = state.record;
  return new Set(rec.log.moves.slice(Math.max(0, rec.at)).map((m) => m.to || m.field).filter(Boolean));
}


// What a tap on a field of the board does (board-draw.js calls it for each field it draws).
function tapOf(d) {
  return d.act === "fight" ? () => setUi({ fight: d.id }) : d.act === "move" ? () => recordMove(d.move)
    : d.act === "pick" ? () => setUi({ picked: d.p, fight: null })
      : d.act === "relief" ? () => setUi({ relief: d.id })
        : d.act === "entry" ? () => setUi({ field: ui().field === d.id ? null : d.id }) : null;
}

const drawBoard = (answer, o) => boardSvg(board(), describe(answer, o), t("ob_board_label"), tapOf);

// --- the screen -----------------------------------------------------------------------------------------

function fightView(answer, o) {
  const field = ui().fight;
  const moves = o.steps.filter((m) => m.to === field && m.swap !== undefined);
  if (!field || !moves.length) return null;
  const st = answer.state;
  const other = priestsAt(st).get(field);
  const count = (god) => Object.values(st.followers[god] || {}).reduce((a, n) => a + n, 0);
  const mine = st.priests[o.picked];
  // who wins: the referee's word (state.step_costs' winner, O5)
  const winner = st.step_costs?.[o.picked]?.[field]?.winner;
  const name = winner ? ownerName(winner) : null;
  const tie = count(mine.god) === count(st.priests[other].god);
  return h("section", { class: "notice correction ob-fight", id: "ob-fight", "aria-labelledby": "ob-fight-title" },
    h("h3", { id: "ob-fight-title" }, named(t("ob_fight_title", { field: placeName(field) }), st)),
    h("p", {}, named(t("ob_fight_text", { priest: priestName(o.picked), god: mine.god, n: tn("ob_followers", count(mine.god)),
      other: priestName(other), other_god: st.priests[other].god, m: tn("ob_followers", count(st.priests[other].god)) }), st)),
    winner ? h("p", { id: "ob-fight-winner" }, h("strong", { text: t(tie ? "ob_fight_wins_tie" : "ob_fight_wins", { priest: priestName(winner), name }) })) : null,
    h("p", { class: "hint", text: winner ? t("ob_swap_question_named", { name }) : t("ob_swap_question") }),
    h("div", { class: "move-row" }, moves.map((m) => h("button", { type: "button", class: "move choice-move", dataset: { move: moveKey(m), focus: `swap-${m.swap}` },
      onclick: () => recordMove(m), text: m.swap && winner ? t("ob_swap_yes_named", { name }) : t(m.swap ? "ob_swap_yes" : "ob_swap_no") })),
    h("button", { type: "button", class: "secondary", id: "ob-fight-cancel", onclick: () => setUi({ fight: null }), text: t("ob_cancel") })));
}

function lastFight(answer) {
  const moves = state.record.log.moves;
  const last = moves[moves.length - 1];
  if (!last || last.action !== "step" || last.swap === undefined || !answer.state.moving) return null;
  const who = priestName(answer.state.moving.priest);
  return h("p", { class: `notice ${answer.state.moving.lost_fight ? "warning" : "correction"}`, id: "ob-fight-result", role: "status" },
    named(t(answer.state.moving.lost_fight ? "ob_fight_lost" : "ob_fight_won", { priest: who, field: placeName(last.to) }), answer.state));
}

function promptText(answer, o) {
  const st = answer.state;
  const u = ui();
  if (o.movable.length && !o.picked) return t("ob_prompt_pick", { name: st.turn });
  if (u.mode === "follower") return t("ob_prompt_follower");
  // the blockade chosen: the fields drawn are where it may go, so the prompt says that (not "the next field")
  if (u.mode === "block" && o.blocks.length) return t("ob_prompt_block");
  const which = reliefField(o);
  if (which) return t("ob_prompt_relief_which", { field: placeName(which) });
  if (o.steps.length && o.picked) {
    const mv = st.moving;
    const also = [o.blocks.length ? t("ob_prompt_also_block") : null, o.ends.length ? t("ob_prompt_also_end") : null].filter(Boolean);
    return [mv ? t("ob_prompt_step_on", { priest: priestName(o.picked), left: tn("ob_stones", mv.stones - mv.spent) })
      : t("ob_prompt_step", { priest: priestName(o.picked) }), ...also].join(" ");
  }
  if (o.blocks.length) return t("ob_prompt_block");
  if (o.reliefs.length) return t("ob_prompt_relief", { name: st.turn });
  return t("ob_prompt_end", { name: st.turn });
}

function followerPanel(o, entered = false) {
  const u = ui();
  if (u.mode !== "follower" || !o.followers.length) return null;
  const froms = [...new Map(o.followers.map((m) => [`${m.colour}:${m.from}`, m])).values()];
  const chosen = u.from && froms.some((m) => `${m.colour}:${m.from}` === u.from) ? u.from : null;
  return h("section", { class: "move-set ob-followers", id: "ob-follower-panel", "aria-labelledby": "ob-follower-title" },
    h("h3", { id: "ob-follower-title", text: chosen ? t("ob_follower_to") : t("ob_follower_from") }),
    h("div", { class: "move-grid choice-move" }, chosen
      ? o.followers.filter((m) => `${m.colour}:${m.from}` === chosen).map((m) => h("button", { type: "button", class: "move choice-move",
        dataset: { move: moveKey(m), focus: `fto-${m.to}` }, onclick: () => recordMove(m, entered) },
      h("span", { class: "move-main", text: t("ob_to_temple", { god: m.to }) })))
      : froms.map((m) => h("button", { type: "button", class: "move choice-move", dataset: { from: `${m.colour}:${m.from}`, focus: `ffrom-${m.colour}-${m.from}` },
        onclick: () => setUi({ from: `${m.colour}:${m.from}` }) }, swatch(m.colour),
      h("span", { class: "move-main", text: t("ob_from_temple", { colour: colourName(m.colour), god: m.from }) })))),
    h("button", { type: "button", class: "secondary", id: "ob-follower-cancel", onclick: () => setUi({ mode: null, from: null }), text: t("ob_cancel") }));
}

function actionsView(answer, o) {
  const u = ui();
  const blockMode = u.mode === "block";
  return h("div", { class: "move-row ob-actions", id: "ob-actions" },
    o.picked && o.movable.length ? h("button", { type: "button", class: "secondary", id: "ob-other-priest",
      onclick: () => setUi({ picked: null, fight: null }), text: t("ob_other_priest") }) : null,
    o.blocks.length && (o.steps.length || o.movable.length) ? h("button", { type: "button", class: "move choice-move", id: "block-mode",
      "aria-pressed": String(blockMode), onclick: () => setUi({ mode: blockMode ? null : "block", fight: null }), text: t("ob_block_mode") }) : null,
    o.followers.length ? h("button", { type: "button", class: "move choice-move", id: "follower-mode", "aria-pressed": String(u.mode === "follower"),
      onclick: () => setUi({ mode: u.mode === "follower" ? null : "follower", from: null }), text: t("ob_follower_mode") }) : null,
    // relief is tapped on the blockade (the board is one tab stop, so the keyboard too); buttons only to choose the
    // priest when more than one may relieve the blockade tapped
    (reliefField(o) ? o.reliefs.filter((m) => m.field === reliefField(o)) : []).map((m) => h("button", { type: "button", class: "move choice-move", dataset: { move: moveKey(m), focus: moveKey(m) },
      onclick: () => recordMove(m), text: t("ob_relief_button", { priest: priestName(m.priest), field: placeName(m.field) }) })),
    o.ends.map((m) => h("button", { type: "button", class: "move choice-move", id: "end-turn", dataset: { move: moveKey(m), focus: "end-turn" },
      onclick: () => recordMove(m), text: t("ob_end_turn") })));
}

function citiesView(st) {
  return h("details", { class: "epoch-result ob-cities", id: "ob-cities" }, h("summary", { text: t("ob_cities") }),
    h("ul", {}, board().cities.map((c) => {
      const p = rules().priests.find((x) => colourOf(x) === c.colour && x.endsWith(`-${c.segments}`));
      const where = st.priests[p];
      const text = !(c.name in st.stones) ? t("ob_city_out", { city: c.name })
        : `${c.name}: ${tn("ob_stones", st.stones[c.name])}${where ? ` · ${t("ob_priest_at", { priest: priestName(p), god: where.god, place: placeName(where.field) })}` : ""}`;
      return h("li", { dataset: { key: `city-${c.name}` } }, swatch(c.colour), h("span", {}, named(text, st)));
    })),
    h("p", { text: t("ob_apex_god", { god: st.apex_god }) }),
    st.face_up_gods ? h("p", { text: t("ob_face_up", { gods: joinNames(st.face_up_gods) }) }) : null);
}

function templesView(st) {
  return h("section", { class: "ob-temple-list", id: "ob-temples", "aria-labelledby": "ob-temples-title" },
    h("h3", { id: "ob-temples-title", text: t("ob_temples") }),
    h("ul", { class: "ob-temples" }, rules().gods.map((god) => h("li", { dataset: { key: `tl-${god}` } },
      h("span", { class: "ob-god", text: god }),
      // a temple without followers says so (an empty box read as not drawn yet)
      h("span", { class: "ob-dots" }, Object.values(st.followers[god] || {}).some((n) => n > 0)
        ? Object.entries(st.followers[god]).filter(([, n]) => n > 0).map(([c, n]) => h("span", { class: "ob-count" }, swatch(c),
          h("span", { text: `${colourName(c)} ${n}` })))
        : h("span", { class: "hint", text: t("ob_temple_empty") }))))));
}

function outcomeView(answer) {
  const out = answer.outcome;
  const first = out.standings.filter((x) => x.rank === 1);
  return [
    h("section", { class: "winner ob-outcome", id: "winner" },
      h("p", { class: "crown", "aria-hidden": "true", text: "☥" }),
      h("p", { class: "winner-line", text: out.winner ? t("card_winner", { name: out.winner }) : t("shared_first", { names: joinNames(first.map((x) => x.name)) }) }),
      h("p", { class: "tie-break", text: out.standings[0].detail })),
    h("p", { class: "pills outcome-facts" },
      h("span", { class: "pill", id: "pharaoh", text: t(out.end === "apex" ? "pharaoh" : "pharaoh_blocked", { name: out.pharaoh }) }),
      h("span", { class: "pill", id: "deciding-god", text: t("deciding_god", { god: out.god }) })),
    h("h3", { text: t("standings") }),
    h("ol", { class: "standings" }, out.standings.map((x) => h("li", { class: x.rank === 1 ? "first" : null, dataset: { player: x.name } },
      h("span", { class: "rank", text: String(x.rank) }),
      h("span", { class: "who" }, h("span", { class: "name", text: x.name }), h("span", { class: "detail", text: x.detail })),
      h("span", { class: "fame tally" }, h("strong", { text: String(x.followers) }), h("small", { text: tn("follower", x.followers) }))))),
  ];
}

// The result as a picture (picture.js): the final board as this module lays it out and describes its fields, with
// the referee's outcome (the winner, the pharaoh, the standings).
function boardChart(answer) {
  const out = answer.outcome;
  const { size, rings } = layout(board());
  const cells = describe(answer, offer({ ...answer, legal_moves: [] })).map((d) => ({ id: d.id, x: d.x, y: d.y, level: d.level,
    city: d.city, apex: d.apex, p: d.p, stones: d.stones, out: d.out, blocked: d.blocked, segments: d.segments }));
  const title = t("picture_board", { game: state.game.name });
  const { lines, standings, alt, text } = outcomeWords(out, title);
  return { kind: "board", title, lines, size, rings, cells, standings, alt, text };
}

function pictureResult(answer) {
  const chart = boardChart(answer);
  return pictureView(chart, () => chart.text, `${state.game.slug}.png`);
}

let logOpen = false;
function logToggled(ev) {
  if (logOpen === ev.currentTarget.open) return;
  logOpen = ev.currentTarget.open;
  render();
}

function renderPlay() {
  const rec = state.record;
  const answer = answered();
  const moves = rec.log.moves;
  const last = moves[moves.length - 1];
  const out = [];
  const finished = Boolean(answer && answer.finished);
  // Until the referee has answered the last tap, the board is the last one answered, the moves since marked on it.
  const earlier = !answer && Object.keys(rec.answers || {}).length && rec.at >= 0 ? answerOf(rec) : null;
  const shown = answer || earlier;
  const entry = Boolean(earlier && !earlier.finished && refereeAway(rec));
  const st = shown ? shown.state : null;
  out.push(screenHead(finished ? t("final_title") : st ? t("ob_turn_title", { n: st.turn_number, name: st.turn }) : t("ob_record_title")));
  if (rec.offline) {
    out.push(h("div", { class: "notice warning queue", id: "queue", role: "status" },
      h("p", { text: tn("queue_offline", Math.max(0, moves.length - Math.max(0, rec.at)), { why: t(rec.offline.key, rec.offline.params) }) }),
      // no answer yet: the start (priests, stones) is the referee's, so the pad has nothing to draw on
      st ? null : h("p", { id: "ob-first-answer", text: t("ob_first_answer") }),
      h("button", { type: "button", class: "secondary", id: "retry", dataset: { focus: "retry" }, onclick: () => queue.flush(), text: t("retry") })));
  } else if (!answer) {
    out.push(h("p", { class: "hint queue", id: "queue", role: "status",
      text: moves.length > Math.max(0, rec.at) ? tn("queue_checking", moves.length - Math.max(0, rec.at)) : t("loading") }));
  }
  const wrong = answer ? violationNow() : null;
  if (wrong) {
    // the illegal move at its place: the board shows the position before it; the move made instead replaces it
    out.push(h("section", { class: "notice failure", id: "violation", role: "alert" },
      h("p", {}, h("strong", { text: t("log_illegal", { n: wrong.index + 1 }) }), ` ${moveText(moves[wrong.index])}`),
      h("p", { text: wrong.reason }),
      h("p", { text: tn("fix_hint", moves.length - wrong.index - 1) }),
      h("button", { type: "button", class: "secondary", id: "remove-illegal", dataset: { focus: "remove-illegal" },
        onclick: () => changeLog((ms) => ms.splice(wrong.index, 1)), text: t("remove_move", { n: wrong.index + 1 }) })));
  }
  if (answer && answer.note) out.push(h("p", { class: "notice warning", id: "ob-stalled", role: "status", text: answer.note }));
  if (finished && answer.outcome) out.push(outcomeView(answer));
  if (st) {
    const over = finished || shown.finished;
    const o = over ? offer({ ...shown, legal_moves: [] }) : offer(shown);
    if (!answer) Object.assign(o, { pending: pendingFields(), entry });
    if (entry) {
      out.push(entryView(earlier), drawBoard(shown, o));
    } else {
      if (!over) {
        out.push(lastFight(shown));
        out.push(h("p", { class: "ob-prompt", id: "ob-prompt", tabindex: "-1", dataset: { focus: "ob-prompt" } }, named(promptText(shown, o), st)));
        out.push(fightView(shown, o), followerPanel(o));
      }
      out.push(drawBoard(shown, o));
      if (!over) out.push(actionsView(shown, o));
    }
  }
  // the last move and Undo right under the moves that can be made: on the page, nothing sticks over them
  out.push(h("div", { class: "actions record-bar" },
    h("p", { class: "last-move", id: "last-move" }, last ? named(`${t("last_move", { move: moveText(last) })}${answer ? ""
      : ` · ${t(rec.offline ? "unchecked_offline" : "unchecked")}`}`, st) : t("no_moves")),
    h("button", { type: "button", class: "secondary narrow", id: "undo", dataset: { focus: "undo" }, "aria-disabled": moves.length ? null : "true",
      "aria-label": last ? t("undo_move", { move: moveText(last) }) : null, onclick: undoMove, text: t("undo") }),
    finished ? h("button", { type: "button", class: "primary", id: "again", onclick: askNewGame, text: t("new_game") }) : null));
  if (finished && answer.outcome) out.push(pictureResult(answer));
  if (st) out.push(templesView(st), citiesView(st));
  // the list of moves is built only while it is open (a whole game has hundreds)
  out.push(h("details", { class: "epoch-result move-log", id: "log", ontoggle: logToggled },
    h("summary", { text: tn("moves_recorded", moves.length) }),
    !logOpen ? null : moves.length ? h("ol", { class: "log-list" }, moves.map((m, k) => logItem(m, k, checkedCount(), wrong, { text: moveText, back: askBackTo })))
      : h("p", { class: "hint", text: t("no_moves") })));
  out.push(exportView());
  return out;
}

export function renderView() {
  if (state.view === "osiris-board" && state.record) return renderPlay();
  const stageNow = setupOf()?.stage || "colours";
  if (stageNow === "gods") return renderGods();
  if (stageNow === "followers") return renderFollowers(startPlay);
  return renderColours();
}
