// Osiris recorded on its board: the set-up (colours, the gods under the priests and the apex, the
// followers placed in turn), then the game move by move (POST /v1/games/osiris/replay).
//
// The board is drawn from GET /v1/games/osiris's `board` (fields, levels, joins, cities) and the replay
// answer's `state` (priests, gods, stones, blockades, temples, what each step costs); every tap is a move of
// the answer's `legal_moves` (or, with no referee at hand, of the entry of every move kind, checked when the
// answer comes), so this module knows no rule of the game (STYLE.md: the board draws a position and
// reports moves, like lichess's chessground). The recorded game is `state.record` as for Ra; its log, the queue
// that keeps it on the phone until the referee has answered it, Undo, back to a move and the export (JSON, paper
// notation, share) are the recording kit's (kit/recording.js).
import { h, cap, morphInto } from "../kit/dom.js";
import { state, save, saveSoon, remember } from "../kit/store.js";
import {
  t, tn, joinNames, colourName, render, focusNext, announce, rules, answerOf, screenHead, askNewGame, refereeAway, answerIn,
  drawPending,
} from "../kit/ui.js";
import { logItem } from "../auction/record.js";
import { recording, moveList, exporter } from "../kit/recording.js";
import { pictureView, outcomeWords } from "../kit/picture.js";

export const VIEWS = ["osiris-setup", "osiris-board"];
export const canRecord = (g) => Boolean(g && g.slug === "osiris" && g.operations.includes("replay"));

// The SVG namespace, as the HTML parser gives it to an <svg> (the form's files name no URL but its own).
const SVG = (() => {
  const probe = document.createElement("div");
  probe.innerHTML = "<svg></svg>";
  return probe.firstChild.namespaceURI;
})();

// An SVG element, built like dom.js's h (handlers as properties, so morph can hand them over).
function s(tag, attrs, ...children) {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v == null || v === false) continue;
    if (k === "class") el.setAttribute("class", v);
    else if (k === "text") el.textContent = v;
    else if (k === "dataset") {
      for (const [d, x] of Object.entries(v)) if (x !== undefined) el.dataset[d] = x;
    } else if (k.startsWith("on")) el[k] = (ev) => { v(ev); };
    else el.setAttribute(k, v === true ? "" : String(v));
  }
  for (const child of children.flat(Infinity)) if (child != null && child !== false) el.append(child);
  return el;
}

// --- words ----------------------------------------------------------------------------------------

const colourOf = (priest) => priest.replace(/-\d+$/, "");
const priestName = (priest) => t("ob_priest", { colour: cap(colourName(colourOf(priest))), n: priest.replace(/^.*-/, "") });
const board = () => rules().board;
const isCity = (id) => board().cities.some((c) => c.name === id);
const placeName = (id) => (id === board().apex ? t("ob_apex") : isCity(id) ? id : t("ob_field", { id }));

// --- the names a sentence uses, found on the board ------------------------------------------------------
//
// A sentence of the screen (the prompt, the fight, the last move, the cities) names fields ("field 1-8"), cities
// ("Heliopolis"), the apex and priests ("Beige 3"); each name is a button that marks on the board what it names
// (the priest: the field he stands on), tapped again to unmark. Only words: the board's ids and names as the
// sentences write them.
let namesOf = null; // [key, RegExp, Map label -> { place } | { priest }]
function names() {
  const b = board();
  const key = `${t("ob_apex")}|${t("ob_field", { id: "" })}|${t("ob_priest", { colour: "", n: "" })}|${b.fields.length}|${b.cities.length}`;
  if (namesOf && namesOf[0] === key && namesOf[3] === b) return namesOf;
  const map = new Map();
  for (const f of b.fields) map.set(placeName(f.id), { place: f.id });
  for (const c of b.cities) map.set(c.name, { place: c.name });
  for (const p of rules().priests) map.set(priestName(p), { priest: p });
  const esc = (x) => x.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const labels = [...map.keys()].sort((x, y) => y.length - x.length).map(esc);
  namesOf = [key, new RegExp(`(${labels.join("|")})(?![\\w-])`, "g"), map, b];
  return namesOf;
}

// The fields a name marks now (a priest: where he stands; not in play: nothing).
function namedPlaces(label, st) {
  const what = names()[2].get(label);
  if (!what) return [];
  if (what.place) return [what.place];
  const at = st && st.priests[what.priest];
  return at ? [at.field] : [];
}

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

export function moveText(m) {
  const name = m.player;
  switch (m.action) {
    case "step": {
      const who = m.priest ? priestName(m.priest) : null;
      const base = who ? t("ob_move_step_first", { name, priest: who, to: placeName(m.to) }) : t("ob_move_step", { name, to: placeName(m.to) });
      return m.swap === undefined ? base : `${base} (${t(m.swap ? "ob_swap_yes_short" : "ob_swap_no_short")})`;
    }
    case "block": return t("ob_move_block", { name, field: placeName(m.field) });
    case "follower": return t("ob_move_follower", { name, colour: colourName(m.colour), from: m.from, to: m.to });
    case "end": return t("ob_move_end", { name });
    case "relief": return t("ob_move_relief", { name, priest: priestName(m.priest), field: placeName(m.field) });
    default: return `${name}: ${m.action}`;
  }
}

// What identifies a move on its button (the browser tests tap them by it).
export const moveKey = (m) => [m.player, m.action, m.priest ?? "", m.to ?? m.field ?? "", m.colour ?? "", m.from ?? "",
  m.swap === undefined ? "" : String(m.swap)].join(":");

// --- the set-up -------------------------------------------------------------------------------------

const groups = () => rules().colours_for[String(state.players.length)];
const colours = () => groups().flat();
const priests = () => rules().priests.filter((p) => colours().includes(colourOf(p)));
const placeSlots = () => [...priests(), "apex"];
const perColour = () => rules().followers.per_colour;
const perTemple = () => rules().followers.max_per_temple;

export function openSetup(names) {
  state.players = names;
  state.card = null;
  state.outcome = null;
  state.record = null;
  state.setupBoard = { stage: "colours", seats: names.map((_, k) => k), gods: {}, placed: [], rebellion: false, relief: false };
  state.view = "osiris-setup";
  save();
  render();
}

const setupOf = () => state.setupBoard;
const ownerOf = (g) => setupOf().seats.indexOf(g);
// O6: followers are placed one at a time, beige first, then clockwise by colour (colours in play order)
const placingOrder = () => rules().colours.filter((c) => colours().includes(c));
const placingColour = () => placingOrder()[setupOf().placed.length % colours().length];
const placedIn = (god, colour) => setupOf().placed.filter((p) => p.god === god && p.colour === colour).length;

function chooseColours(k, g) {
  const su = setupOf();
  const other = ownerOf(g);
  su.seats = [...su.seats];
  if (other >= 0) su.seats[other] = su.seats[k];
  su.seats[k] = g;
  save();
  render();
}

// A god chosen for one place that another place has moves there: every god lies once.
function chooseGod(slot, god) {
  const su = setupOf();
  const was = Object.keys(su.gods).find((k) => su.gods[k] === god);
  if (was && was !== slot) {
    if (su.gods[slot]) su.gods[was] = su.gods[slot];
    else delete su.gods[was];
  }
  if (god) su.gods[slot] = god;
  else delete su.gods[slot];
  save();
  render();
}

function place(god) {
  const su = setupOf();
  su.placed.push({ colour: placingColour(), god });
  announce(t("ob_placed", { colour: cap(colourName(su.placed[su.placed.length - 1].colour)), god }));
  focusNext(`temple-${god}`);
  save();
  render();
}

function stage(to) {
  setupOf().stage = to;
  focusNext(null);
  save();
  render();
}

function setupLog() {
  const su = setupOf();
  const followers = {};
  for (const p of su.placed) {
    followers[p.god] ||= {};
    followers[p.god][p.colour] = (followers[p.god][p.colour] || 0) + 1;
  }
  const gods = Object.fromEntries(placeSlots().map((slot) => [slot, su.gods[slot]]));
  return {
    players: groups().map((cs, g) => ({ name: state.players[ownerOf(g)], colours: [...cs] })),
    gods, followers, rebellion: su.rebellion, relief: su.relief, moves: [],
  };
}

function startPlay() {
  state.record = { log: setupLog(), started: new Date().toISOString(), at: -1, version: 0, answers: {}, ui: {} };
  state.view = "osiris-board";
  save();
  render();
  queue.flush();
}

function swatch(colour) {
  return h("span", { class: `ob-swatch ob-${colour}`, "aria-hidden": "true" });
}

// O1: the turn goes round the board in colour order, beige first, whatever order the names were typed in; the
// table sits in that order (each player at his colour's corner of the board), so the order of play is the table's.
function orderView() {
  return h("section", { class: "panel ob-order", id: "ob-order", "aria-labelledby": "ob-order-title" },
    h("h3", { id: "ob-order-title", text: t("ob_order_title") }),
    h("ol", {}, groups().map((cs, g) => h("li", { dataset: { key: `order-${g}` } }, cs.map(swatch),
      h("span", { text: t("ob_order_item", { name: state.players[ownerOf(g)], colours: cs.map(colourName).join(" + ") }) })))),
    h("p", { class: "hint", id: "ob-order-hint", text: t("ob_order_hint", { first: state.players[ownerOf(0)] }) }));
}

function renderColours() {
  const su = setupOf();
  return [
    screenHead(t("osiris_colours_title")),
    h("p", { class: "hint", text: t("osiris_colours_swap") }),
    h("div", { class: "panel" }, state.players.map((name, k) => h("fieldset", { class: "choices", dataset: { key: `seat-${k}` } },
      h("legend", { text: name }),
      groups().map((cs, g) => h("div", { class: "choice" },
        h("input", { type: "radio", name: `ob-seat-${k}`, id: `ob-seat-${k}-${g}`, value: String(g), checked: su.seats[k] === g,
          dataset: { focus: `ob-seat-${k}-${g}` }, onchange: () => chooseColours(k, g) }),
        h("label", { for: `ob-seat-${k}-${g}` }, cs.map(swatch), h("span", { class: "choice-main", text: cs.map(colourName).join(" + ") }))))))),
    orderView(),
    h("fieldset", { class: "choices ob-rules" }, h("legend", { text: t("ob_optional") }),
      ["rebellion", "relief"].map((r) => h("div", { class: "choice" },
        h("input", { type: "checkbox", id: `ob-${r}`, checked: su[r], dataset: { focus: `ob-${r}` },
          onchange: (ev) => { su[r] = ev.target.checked; save(); } }),
        h("label", { for: `ob-${r}` }, h("span", { class: "choice-main", text: t(`ob_${r}`) }))))),
    h("div", { class: "actions sticky" },
      h("button", { type: "button", class: "primary", id: "ob-to-gods", dataset: { focus: "ob-to-gods" }, onclick: () => stage("gods"),
        text: t("ob_next_gods") })),
  ];
}

function renderGods() {
  const su = setupOf();
  const missing = placeSlots().filter((slot) => !su.gods[slot]);
  const label = (slot) => (slot === "apex" ? t("ob_apex") : priestName(slot));
  return [
    screenHead(t("ob_gods_title")),
    h("p", { class: "hint", id: "ob-gods-hint", text: t("ob_gods_hint") }),
    h("div", { class: "panel ob-gods" }, placeSlots().map((slot) => h("div", { class: "field", dataset: { field: `god-${slot}` } },
      h("label", { for: `god-${slot}` }, slot === "apex" ? null : swatch(colourOf(slot)), label(slot)),
      h("select", { id: `god-${slot}`, dataset: { focus: `god-${slot}` }, onchange: (ev) => chooseGod(slot, ev.target.value) },
        h("option", { value: "", selected: !su.gods[slot], text: t("osiris_god_choose") }),
        rules().gods.map((god) => h("option", { value: god, selected: su.gods[slot] === god, text: god })))))),
    h("div", { class: "actions sticky" },
      missing.length ? h("p", { class: "hint", id: "ob-gods-missing", role: "status", text: tn("ob_gods_missing", missing.length) }) : null,
      h("button", { type: "button", class: "secondary narrow", id: "ob-back-colours", onclick: () => stage("colours"), text: t("ob_back") }),
      h("button", { type: "button", class: "primary", id: "ob-to-followers", "aria-disabled": missing.length ? "true" : null,
        dataset: { focus: "ob-to-followers" }, onclick: () => { if (!missing.length) stage("followers"); }, text: t("ob_next_followers") })),
  ];
}

function templeCounts(followers, god) {
  const here = followers[god] || {};
  const shown = colours().filter((c) => here[c]);
  return shown.length ? shown.map((c) => `${colourName(c)} ${here[c]}`).join(", ") : t("ob_temple_empty");
}

function renderFollowers() {
  const su = setupOf();
  const total = perColour() * colours().length;
  const done = su.placed.length >= total;
  const colour = done ? null : placingColour();
  const followers = setupLog().followers;
  return [
    screenHead(t("ob_followers_title")),
    h("p", { class: "hint", id: "ob-placing", role: "status" },
      done ? t("ob_followers_done") : [swatch(colour), t("ob_placing", { colour: cap(colourName(colour)), owner: state.players[ownerOf(groups().findIndex((cs) => cs.includes(colour)))],
        n: Math.floor(su.placed.length / colours().length) + 1, of: perColour() })]),
    h("ul", { class: "ob-temples setup", dataset: { keepInView: "" } }, rules().gods.map((god) => {
      const full = done || placedIn(god, colour) >= perTemple();
      return h("li", { dataset: { key: `t-${god}` } },
        h("button", { type: "button", class: "move ob-temple", id: `temple-${god}`, dataset: { focus: `temple-${god}`, temple: god },
          "aria-disabled": full ? "true" : null, onclick: () => { if (!full) place(god); } },
        h("span", { class: "move-main", text: god }), h("span", { class: "move-sub", text: templeCounts(followers, god) })));
    })),
    h("div", { class: "actions sticky" },
      h("button", { type: "button", class: "secondary narrow", id: "ob-unplace", "aria-disabled": su.placed.length ? null : "true",
        onclick: () => { if (su.placed.length) { su.placed.pop(); save(); render(); } }, text: t("undo") }),
      h("button", { type: "button", class: "secondary narrow", id: "ob-back-gods", onclick: () => stage("gods"), text: t("ob_back") }),
      done ? h("button", { type: "button", class: "primary", id: "ob-start", dataset: { focus: "ob-start" }, onclick: startPlay,
        text: t("ob_start_play") }) : null),
  ];
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

function ui() {
  state.record.ui ||= {};
  return state.record.ui;
}

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
  cursor = null;
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

// --- the board ---------------------------------------------------------------------------------------

const CELL = 40;

// Where each field and city is drawn: the rings of a square stepped pyramid when the board's levels are
// square rings nested one in the other (the served board), else concentric circles. Only geometry: the
// board's fields in the order it lists them, clockwise from a ring's top-left corner.
let laidOut = null; // [board, layout]: the board's geometry, worked out once
function layout() {
  const b = board();
  if (laidOut && laidOut[0] === b) return laidOut[1];
  laidOut = [b, drawLayout(b)];
  return laidOut[1];
}

function drawLayout(b) {
  const rings = new Map();
  for (const f of b.fields) if (f.id !== b.apex) rings.set(f.level, [...(rings.get(f.level) || []), f.id]);
  const levels = [...rings.keys()].sort((x, y) => x - y);
  const outer = rings.get(levels[0]).length / 4 + 1;
  const square = levels.every((l, i) => rings.get(l).length % 4 === 0 && rings.get(l).length / 4 + 1 === outer - 2 * i);
  const at = new Map();
  const outlines = []; // square boards: each ring's outline and level
  const corners = new Map(); // square boards: a ring's corner fields, which show its level
  const size = (square ? outer : 2 * levels.length + 1) + 2;
  const mid = size / 2;
  levels.forEach((l, i) => {
    const ids = rings.get(l);
    ids.forEach((id, k) => {
      if (square) {
        const side = outer - 2 * i;
        const e = side - 1;
        if (k === 0) outlines.push({ level: l, x: i + 1, y: i + 1, side });
        if (k % e === 0) corners.set(id, l);
        const [x, y] = k < e ? [k, 0] : k < 2 * e ? [e, k - e] : k < 3 * e ? [e - (k - 2 * e), e] : [0, e - (k - 3 * e)];
        at.set(id, { x: x + i + 1 + 0.5, y: y + i + 1 + 0.5 });
      } else {
        const r = levels.length - i;
        const a = (2 * Math.PI * k) / ids.length - Math.PI / 2;
        at.set(id, { x: mid + r * Math.cos(a), y: mid + r * Math.sin(a) });
      }
    });
  });
  at.set(b.apex, { x: mid, y: mid });
  for (const c of b.cities) {
    const f = at.get(c.stairs[0]);
    if (!f) continue;
    const dx = f.x - mid;
    const dy = f.y - mid;
    const vertical = Math.abs(dy) >= Math.abs(dx);
    at.set(c.name, vertical ? { x: f.x, y: f.y + Math.sign(dy) } : { x: f.x + Math.sign(dx), y: f.y });
  }
  return { at, size, rings: outlines, corners };
}

// The answer's moves, sorted by what the board and its buttons offer.
function offer(answer) {
  const group = (answer.legal_moves || [])[0];
  const moves = group ? group.moves : [];
  const steps = moves.filter((m) => m.action === "step");
  const first = steps.filter((m) => m.priest);
  const u = ui();
  const picked = first.length ? (u.picked && first.some((m) => m.priest === u.picked) ? u.picked : null) : answer.state.moving?.priest || null;
  const stepsNow = first.length ? first.filter((m) => m.priest === picked) : steps;
  return {
    moves, picked,
    movable: [...new Set(first.map((m) => m.priest))],
    steps: stepsNow,
    blocks: moves.filter((m) => m.action === "block"),
    followers: moves.filter((m) => m.action === "follower"),
    ends: moves.filter((m) => m.action === "end"),
    reliefs: moves.filter((m) => m.action === "relief"),
  };
}

// The blockade tapped for relief when more than one priest may relieve it (the buttons then name only them).
function reliefField(o) {
  const field = ui().relief;
  return field && o.reliefs.filter((m) => m.field === field).length > 1 ? field : null;
}

function priestsAt(st) {
  const at = new Map();
  for (const [p, where] of Object.entries(st.priests)) at.set(where.field, p);
  return at;
}

// The board is one tab stop: the arrow keys move the focus from field to field (a roving tabindex, the
// focus going to the nearest field drawn that way), Enter or Space chooses the field focused.
let cursor = null; // the field that holds the board's tab stop (null: the first one that may be tapped)
const ARROWS = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };

function nearest(at, from, [dx, dy]) {
  const here = at.get(from);
  let best = null;
  let bestScore = Infinity;
  for (const [id, p] of at) {
    const along = (p.x - here.x) * dx + (p.y - here.y) * dy;
    if (along < 0.5) continue;
    const score = along + 2 * Math.abs((p.x - here.x) * dy + (p.y - here.y) * dx);
    if (score < bestScore) [best, bestScore] = [id, score];
  }
  return best;
}

function boardKey(ev) {
  const cell = ev.target.closest && ev.target.closest(".ob-cell");
  if (!cell) return;
  if (ev.key === "Enter" || ev.key === " ") {
    if (cell.onclick) {
      ev.preventDefault();
      cell.onclick(ev);
    }
    return;
  }
  const dir = ARROWS[ev.key];
  if (!dir) return;
  ev.preventDefault();
  const to = nearest(layout().at, cell.dataset.place, dir);
  const next = to && document.querySelector(`.ob-cell[data-place="${CSS.escape(to)}"]`);
  if (!next) return;
  cursor = to;
  cell.setAttribute("tabindex", "-1");
  next.setAttribute("tabindex", "0");
  next.focus();
}

function token(p, x, y, home = "") {
  return [
    s("circle", { class: `ob-priest ob-${colourOf(p)}${home}`, cx: x, cy: y, r: CELL * 0.3 }),
    s("text", { class: `ob-num ob-on-${colourOf(p)}${home}`, x, y, "text-anchor": "middle", "dominant-baseline": "central",
      text: p.replace(/^.*-/, "") }),
  ];
}

// A city: in its colour, its stones on a grey stone, its priest when he is at home, and its circles (as on the
// printed board: as many as the segments of the priest born there, O9) top left, which tell a colour's three
// cities apart. (With its priest at home, the two share the city: the priest bottom left, the stone top right,
// both smaller.) A two-digit count gets a wider stone. A city out of play (yellow's with 3 players, O1) is
// crossed out, without stones.
function cityMarks(d, cx, cy, w) {
  const { p, stones } = d;
  const pips = Array.from({ length: d.segments || 0 }, (_, k) => s("circle", { class: "ob-pip", cx: cx - w / 2 + 5 + k * 4.5, cy: cy - w / 2 + 5, r: 1.6 }));
  if (d.out) {
    return [s("path", { class: "ob-out", d: `M${cx - w / 2 + 4} ${cy - w / 2 + 4}L${cx + w / 2 - 4} ${cy + w / 2 - 4}M${cx + w / 2 - 4} ${cy - w / 2 + 4}L${cx - w / 2 + 4} ${cy + w / 2 - 4}` }), pips];
  }
  const badge = p ? { x: cx + w / 2 - 10, y: cy - w / 2 + 10 } : { x: cx, y: cy };
  const two = stones >= 10 ? " two" : "";
  return [
    pips,
    p ? token(p, cx - w * 0.2, cy + w * 0.18, " home") : null,
    s("circle", { class: `ob-stone${p ? " home" : ""}${two}`, cx: badge.x, cy: badge.y, r: 9 }),
    s("text", { class: `ob-stones${p ? " home" : ""}${two}`, x: badge.x, y: badge.y, "text-anchor": "middle", "dominant-baseline": "central",
      text: String(stones) }),
  ];
}

// The board drawn stays on the page from one redraw to the next (drawn.root, handed to morph as the
// element already there): only a field whose drawing changed is built again (drawn.sigs: what it shows).
const drawn = { board: null, root: null, svg: null, cells: new Map(), sigs: new Map() };

function boardRoot(b, size, rings) {
  if (drawn.board === b && drawn.root) return drawn.root;
  const svg = s("svg", { viewBox: `0 0 ${size * CELL} ${size * CELL}`, role: "group", class: "ob-svg", onkeydown: boardKey },
    rings.map((r) => s("rect", { class: `ob-ring ring-${r.level}`, x: r.x * CELL, y: r.y * CELL, width: r.side * CELL, height: r.side * CELL, rx: 4 })),
    s("g", { class: "ob-cells" }),
    rings.map((r) => s("rect", { class: "ob-ring-line", x: r.x * CELL + 1, y: r.y * CELL + 1, width: r.side * CELL - 2, height: r.side * CELL - 2, rx: 4 })));
  Object.assign(drawn, { board: b, svg, root: h("div", { class: "ob-board", id: "ob-board" }, svg), cells: new Map(), sigs: new Map() });
  return drawn.root;
}

// What one field shows, as data (its drawing is built from this alone).
function describe(answer, o) {
  const st = answer.state;
  const b = board();
  const { at, corners } = layout();
  const holders = priestsAt(st);
  const blocked = new Set(st.blockades);
  const u = ui();
  const blockMode = o.blocks.length && (u.mode === "block" || (!o.steps.length && !o.movable.length));
  const stepTo = new Map();
  for (const m of blockMode ? [] : o.steps) stepTo.set(m.to, [...(stepTo.get(m.to) || []), m]);
  const blockAt = new Map(blockMode ? o.blocks.map((m) => [m.field, m]) : []);
  // relief (optional rule): a blockade is tapped to lift it, by the priest of its own city who may (when more than
  // one may, the tap asks which, with a button each)
  const reliefAt = new Map();
  for (const m of blockMode ? [] : o.reliefs) reliefAt.set(m.field, [...(reliefAt.get(m.field) || []), m]);
  const mover = o.picked;
  // what each step costs and the stones left after it: the referee's price (state.step_costs)
  const prices = (mover && st.step_costs?.[mover]) || {};
  const named = new Set(u.named || []);
  const out = [];
  const place = (id, city, level) => {
    const p = holders.get(id) || null;
    const steps = stepTo.get(id) || [];
    const block = blockAt.get(id);
    const selectable = Boolean(p && o.movable.includes(p) && !blockMode);
    const gone = Boolean(city) && !(id in st.stones); // O1: with 3 players yellow's cities are out of play
    let label = gone ? t("ob_city_out_label", { city: id, colour: colourName(city.colour) })
      : city ? t("ob_city_label", { city: id, colour: colourName(city.colour), stones: tn("ob_stones", st.stones[id] ?? 0) })
      : id === b.apex ? t("ob_apex_label", { god: st.apex_god }) : t("ob_field_label", { id, level });
    if (p) label += `; ${t("ob_priest_here", { priest: priestName(p), god: st.priests[p].god })}`;
    if (blocked.has(id)) label += `; ${t("ob_blockade")}`;
    let act = null; // "fight" | "move" | "pick"
    let move = null;
    let cost = null;
    let mark = "";
    if (steps.length) {
      const price = prices[id];
      cost = price ? price.cost : null;
      if (price) label += `; ${tn("ob_step_cost_left", price.cost, { left: price.left })}`;
      if (steps.some((m) => m.swap !== undefined)) {
        label += `; ${t("ob_fight_here")}`;
        act = "fight";
      } else {
        [act, move] = ["move", steps[0]];
      }
      mark = " reach";
    } else if (block) {
      label += `; ${t("ob_block_here")}`;
      [act, move] = ["move", block];
      mark = " reach";
    } else if (reliefAt.has(id)) {
      const by = reliefAt.get(id);
      if (by.length === 1) {
        label += `; ${t("ob_relief_here", { priest: priestName(by[0].priest) })}`;
        [act, move] = ["move", by[0]];
      } else {
        label += `; ${t("ob_relief_choose")}`;
        act = "relief";
      }
      mark = " reach";
    } else if (selectable) {
      label += `; ${t("ob_pick_priest")}`;
      act = "pick";
      mark = " movable";
    }
    if (o.entry) [act, move, mark] = ["entry", null, u.field === id ? " chosen" : ""];
    if (o.pending && o.pending.has(id)) {
      mark += " pending";
      label += `; ${t("unchecked")}`;
    }
    if (p && p === mover) mark += " moving";
    if (named.has(id)) {
      mark += " named";
      label += `; ${t("ob_named_here")}`;
    }
    const corner = corners.get(id) && !cost && !p && !blocked.has(id) ? corners.get(id) : null;
    out.push({ id, city: city ? city.colour : null, level, apex: id === b.apex, label, act, move, key: move ? moveKey(move) : null,
      target: steps.length ? id : null, priest: selectable ? p : null, p, mark, cost, corner, blocked: blocked.has(id),
      stones: city ? st.stones[id] ?? 0 : null, out: gone, segments: city ? city.segments : null, x: at.get(id).x, y: at.get(id).y, stop: false });
  };
  for (const f of b.fields) place(f.id, null, f.level);
  for (const c of b.cities) if (at.has(c.name)) place(c.name, c, 0);
  // the tab stop: the field the arrows went to, else the first that may be tapped, else the apex
  const stop = cursor && at.has(cursor) ? cursor : (out.find((d) => d.act) || {}).id || b.apex;
  for (const d of out) d.stop = d.id === stop;
  return out;
}

function cellOf(d) {
  const cx = d.x * CELL;
  const cy = d.y * CELL;
  const w = d.city ? CELL * 0.9 : CELL * 0.94;
  const action = d.act === "fight" ? () => setUi({ fight: d.id }) : d.act === "move" ? () => recordMove(d.move)
    : d.act === "pick" ? () => setUi({ picked: d.p, fight: null })
      : d.act === "relief" ? () => setUi({ relief: d.id })
        : d.act === "entry" ? () => setUi({ field: ui().field === d.id ? null : d.id }) : null;
  return s("g", {
    class: `ob-cell${d.city ? ` ob-city ob-c-${d.city}` : ` lvl-${Math.min(d.level, 5)}`}${d.out ? " out" : ""}${d.apex ? " apex" : ""}${d.mark}`,
    role: action ? "button" : "img", tabindex: d.stop ? "0" : "-1", "aria-label": d.label,
    dataset: { key: `cell-${d.id}`, focus: d.stop ? "ob-stop" : `cell-${d.id}`, move: d.key || undefined, target: d.target || undefined,
      priest: d.priest || undefined, place: d.id },
    onclick: action },
  s("rect", { x: cx - w / 2, y: cy - w / 2, width: w, height: w, rx: d.city ? 8 : 3 }),
  d.corner ? s("text", { class: "ob-lvl", x: cx - w / 2 + 3, y: cy - w / 2 + 3, "dominant-baseline": "hanging", text: String(d.corner) }) : null,
  d.blocked ? s("rect", { class: "ob-block", x: cx - w * 0.32, y: cy - w * 0.32, width: w * 0.64, height: w * 0.64, rx: 2 }) : null,
  d.city ? cityMarks(d, cx, cy, w) : d.p ? token(d.p, cx, cy) : null,
  d.apex && !d.p ? s("text", { class: "ob-apex-mark", x: cx, y: cy, "text-anchor": "middle", "dominant-baseline": "central", text: "▲" }) : null,
  d.cost != null ? s("text", { class: "ob-cost", x: cx - w / 2 + 3, y: cy + w / 2 - 3, text: String(d.cost) }) : null);
}

function boardSvg(answer, o) {
  const b = board();
  const { size, rings } = layout();
  const root = boardRoot(b, size, rings);
  const label = t("ob_board_label");
  if (drawn.svg.getAttribute("aria-label") !== label) drawn.svg.setAttribute("aria-label", label);
  const group = drawn.svg.querySelector(".ob-cells");
  for (const d of describe(answer, o)) {
    const sig = JSON.stringify(d, (k, v) => (k === "move" ? undefined : v));
    if (drawn.sigs.get(d.id) === sig) continue;
    const el = cellOf(d);
    const old = drawn.cells.get(d.id);
    if (old && document.activeElement === old) morphInto(old, el); // the focus stays on it
    else {
      if (old) group.replaceChild(el, old);
      else group.append(el);
      drawn.cells.set(d.id, el);
    }
    drawn.sigs.set(d.id, sig);
  }
  return root;
}

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
  const { size, rings } = layout();
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
      out.push(entryView(earlier), boardSvg(shown, o));
    } else {
      if (!over) {
        out.push(lastFight(shown));
        out.push(h("p", { class: "ob-prompt", id: "ob-prompt", tabindex: "-1", dataset: { focus: "ob-prompt" } }, named(promptText(shown, o), st)));
        out.push(fightView(shown, o), followerPanel(o));
      }
      out.push(boardSvg(shown, o));
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
  if (stageNow === "followers") return renderFollowers();
  return renderColours();
}
