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
import { h, cap, range, keptFor } from "../kit/dom.js";
import { state, lang, save, saveSoon, remember } from "../kit/store.js";
import { recording, moveList, exporter } from "../kit/recording.js";
import {
  CARD_GAMES, t, tn, joinNames, render, focusNext, busy, announce, rules, sunSet, tileName, changePlayers, screenHead,
  failureBox, refereeAway, answerIn, drawPending,
} from "../kit/ui.js";
import { standingsList, playerCards, fameTable, winnerView, resultText, fameChart } from "./cards.js";
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
    version: 0, // changes that were not a move added at the end (an undo, a fix)
    answers: {},
    scored: 0, // epochs scored in the answer shown
    fresh: null, // the epoch the last move tapped ended, shown at the top until the next move
  };
  state.epoch = 1;
  state.view = "record";
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

const removeMove = moveLog.remove;
const undoMove = moveLog.undo;

// After a tap the move being made is on screen: the page scrolls the last move and Undo (the bar that
// leads the move area) up to the top of the screen, or under the header where the header sticks. Nothing
// sticks over the move area on this screen (style.css "recording"): a bar that stuck at the bottom covered
// the last row of the draw grid.
function showMoves() {
  scrollToTop(document.getElementById("record-bar") || document.getElementById("moves"));
}

function scrollToTop(el) {
  if (!el) return;
  const bar = document.querySelector("header.bar");
  const header = bar && getComputedStyle(bar).position === "sticky" ? bar.getBoundingClientRect().bottom : 0;
  window.scrollTo(0, Math.max(0, window.scrollY + el.getBoundingClientRect().top - header - 4));
}

function afterTap() {
  godsOpen = false;
  unfolded = null;
  choosing = { key: null, tiles: [] };
  focusNext("moves");
  drawPending(showMoves);
}

// A screen reader hears the move taken (the status line under the header).
function announceMove(move) {
  announce(t("move_taken", { move: moveText(move) }));
}

// The answer in the language switched to (the breakdowns' sentences are the API's).
export const fillRecordLanguage = kept.fillLanguage;

// --- a move in words, and its button ----------------------------------------------------------

const moveKey = (m) => [m.player, m.action, m.tile ?? m.sun ?? (m.take || m.tiles || []).join("+")].join(":");

// ["Nile ×2", "Flood"]: a tile named once with its count (never a number before a tile's name, see i18n.js).
// Every tile name the recording screen shows is capitalised, as on the buttons and the board ("draws Pharaoh",
// "draws Nile"): one rule, whatever case the API's names have.
const tileNamed = (x) => cap(tileName(x));
function tileCounts(tiles) {
  const counts = new Map();
  for (const x of tiles) counts.set(x, (counts.get(x) || 0) + 1);
  return [...counts].map(([x, n]) => (n > 1 ? `${tileNamed(x)} ×${n}` : tileNamed(x)));
}

const tileList = (tiles) => tileCounts(tiles).join(", ");

function moveText(m) {
  const name = m.player;
  switch (m.action) {
    case "draw": return t("move_draw", { name, tile: tileNamed(m.tile) });
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
// A tile's name with a word too long for a grid cell at 320 px ("Trappenpiramide", "Overstroming"): its button takes
// two cells of the grid rather than have the name cut.
const longName = (label) => [label].flat().some((line) => line.split(/\s+/).some((word) => word.length > 11));

function moveButton(m, label, sub, kind, off) {
  const key = moveKey(m);
  if (kind === "tile-move" && longName(label)) kind += " long";
  const said = Array.isArray(label) ? label.join(", ").replace(/:,/g, ":") : label;
  return h("button", { type: "button", class: `move ${kind}`, "aria-disabled": off ? "true" : null,
    "aria-label": sub ? `${said}, ${sub}` : Array.isArray(label) ? said : null, dataset: { focus: `move-${key}`, move: key },
    onclick: () => !off && recordMove(m) },
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

// The choices that end or change a turn (invoke, pass, bids, gods) come first, the draw grid after
// them: the tap a table makes most often after a draw is one of these.
// `leading`: another group is the move being made (a player to move, a discard owed); this one, optional,
// folds into one line above it (its choices open with a tap), so the move being made stays on screen.
function moveGroup(group, k, st, off, leading) {
  const of = (action) => group.moves.filter((m) => m.action === action);
  const known = new Set(["draw", "invoke", "pass", "bid", "god", "discard", "flip"]);
  const draws = of("draw");
  const now = group.player === st.to_move;
  const owed = st.pending_discard && st.pending_discard.player === group.player && of("discard").length;
  // R14 without a choice: the tiles are gone already (the referee's `forced_discard`); the log may state it
  const forced = !owed && st.forced_discard && st.forced_discard.player === group.player && of("discard").length
    ? st.forced_discard : null;
  // P8: a flip per priest won, optional: "Carl may flip up to 2 tiles" says so, and how many
  const flips = st.flip && st.flip.player === group.player && of("flip").length ? st.flip.flips : 0;
  const title = owed ? owedTitle(st.pending_discard) : now ? t("to_move", { name: group.player })
    : forced ? forcedTitle(forced) : flips ? tn("may_flip", flips, { name: group.player }) : t("optional_for", { name: group.player });
  const invoke = of("invoke")[0];
  const pass = of("pass")[0];
  // With draws offered, Invoke and the god plays open the draw grid: the choices that end or change a turn
  // first, and the whole bag on one screen of a 320 px phone.
  const gods = draws.length ? of("god") : [];
  const sets = [
    choiceSet(t("god_legend"), draws.length ? [] : of("god"), off),
    choiceSet(t("discard_legend"), of("discard"), off),
    choiceSet(t("flip_legend"), of("flip"), off),
    moveChoices(t("other_moves"), group.moves.filter((m) => !known.has(m.action)), (m) => moveText(m), "choice-move", off, "others"),
  ];
  const folded = leading && !now && !owed;
  const open = !folded || unfolded === group.player;
  const legends = [of("god").length && !draws.length ? t("god_legend") : null, of("discard").length ? t("discard_legend") : null,
    of("flip").length ? t("flip_legend") : null].filter(Boolean);
  return h("section", { class: `move-group${now || owed ? " now" : ""}${folded ? " folded" : ""}${forced ? " forced" : ""}`,
    id: `group-${k}`, dataset: { key: `group-${group.player}` }, "aria-labelledby": `group-${k}-title` },
  h("div", { class: "group-head" },
    h("h3", { id: `group-${k}-title`, text: title }),
    folded ? h("button", { type: "button", class: "secondary narrow unfold", "aria-expanded": String(open),
      "aria-controls": `group-${k}`, "aria-label": forced && !open ? t("forced_open_label") : null, dataset: { focus: `unfold-${group.player}`, unfold: group.player },
      onclick: () => unfold(open ? null : group.player, `group-${k}`),
      text: open ? t("fold_close") : t(forced ? "forced_open" : "fold_open") }) : null),
  // R14: nothing to tap; the referee took the tiles itself (the log may still state it, optionally)
  forced && now ? h("p", { class: "notice warning forced", text: forcedTitle(forced) }) : null,
  forced ? h("p", { class: "hint forced", text: tn("forced_done", countTiles(forced.tiles)) }) : null,
  folded && !forced && !flips && !open ? h("p", { class: "hint", text: legends.join(" · ") }) : null,
  open && forced ? h("p", { class: "hint", text: t("forced_hint") }) : null,
  open && now ? offeredLine(st.auction_track) : null,
  open && (pass || (invoke && !draws.length)) ? plainRow(draws.length ? null : invoke, pass, off) : null,
  open ? moveChoices(t("bid_legend"), of("bid"), (m) => t("sun", { n: m.sun }), "bid", off, "bids") : null,
  open ? sets : null,
  open && draws.length ? drawGrid(invoke, gods, draws.map((m) => moveButton(m, tileNamed(m.tile),
    tn("bag_left", bagLeft(st.bag, m.tile)), "tile-move", off)), off) : null);
}

const countTiles = (tiles) => Object.values(tiles).reduce((n, c) => n + c, 0);

let unfolded = null; // the player whose optional choices are open
function unfold(player, id) {
  unfolded = player;
  choosing = { key: null, tiles: [] };
  focusNext(`unfold-${player || ""}`);
  render();
  if (player) scrollToTop(document.getElementById(id));
}

// A god play, a discard or a flip: a button for each choice; many choices (a discard of 2 of 8 monuments,
// flips of up to 3 tiles) would fill screens, so the table taps the tiles instead, one button a tile, and
// then the move (the buttons offer only tiles that lead to a choice the referee listed).
const FOLD_CHOICES = 6;
let choosing = { key: null, tiles: [] }; // the tiles tapped so far for one player's choice

const choiceTiles = (m) => (m.action === "god" ? m.take : m.tiles);
const sameTiles = (a, b) => a.length === b.length && [...a].sort().join("+") === [...b].sort().join("+");
// `part` is within `tiles`, counting repeats
function within(part, tiles) {
  const left = [...tiles];
  return part.every((x) => { const i = left.indexOf(x); if (i < 0) return false; left.splice(i, 1); return true; });
}

function choiceSet(legend, moves, off) {
  if (!moves.length) return null;
  const { player, action } = moves[0];
  const key = { god: "gods", discard: "discards", flip: "flips" }[action];
  if (moves.length <= FOLD_CHOICES) return moveChoices(legend, moves, (m) => tileCounts(choiceTiles(m)), "choice-move", off, key);
  const id = `${player}:${action}`;
  const tiles = choosing.key === id ? choosing.tiles : [];
  const order = rules().tiles.display;
  const kinds = [...new Set(moves.flatMap(choiceTiles))].sort((x, y) => order.indexOf(x) - order.indexOf(y));
  const chosen = moves.find((m) => sameTiles(choiceTiles(m), tiles));
  const pick = (x) => { choosing = { key: id, tiles: [...tiles, x] }; focusNext(`choose-${id}-${x}`); render(); };
  return h("fieldset", { class: `move-set ${key} chooser`, dataset: { key } }, h("legend", { text: legend }),
    h("p", { class: "picked", role: "status", text: tiles.length ? tileCounts(tiles).join(", ") : t("choose_tiles") }),
    h("div", { class: "move-grid tiles" }, kinds.map((x) => {
      const can = moves.some((m) => within([...tiles, x], choiceTiles(m)));
      return h("button", { type: "button", class: `move tile-move pick${longName(tileNamed(x)) ? " long" : ""}`, "aria-disabled": can && !off ? null : "true",
        dataset: { focus: `choose-${id}-${x}`, choose: `${id}:${x}` }, onclick: () => can && !off && pick(x) },
      h("span", { class: "move-main", text: tileNamed(x) }));
    })),
    h("div", { class: "move-row" },
      h("button", { type: "button", class: "move choice-move", "aria-disabled": chosen && !off ? null : "true",
        dataset: { focus: `chosen-${id}`, chosen: id }, onclick: () => chosen && !off && recordMove(chosen),
        text: t(`choice_${action}`) }),
      h("button", { type: "button", class: "secondary", "aria-disabled": tiles.length ? null : "true",
        onclick: () => { choosing = { key: null, tiles: [] }; render(); }, text: t("choice_clear") })));
}

// Many god plays (two gods, a long track) would push the bag off the screen: they fold into one button
// that shows them in the grid's place (and the draws come back with the next tap).
const FOLD_GODS = 5;
let godsOpen = false;

function toggleGods() {
  godsOpen = !godsOpen;
  focusNext(godsOpen ? "gods-close" : "gods-open");
  render();
}

function drawGrid(invoke, gods, draws, off) {
  const folded = gods.length > FOLD_GODS;
  const showDraws = !folded || !godsOpen;
  const toggle = folded ? h("button", { type: "button", class: "move god-move fold", id: godsOpen ? "gods-close" : "gods-open",
    "aria-expanded": String(godsOpen), dataset: { focus: godsOpen ? "gods-close" : "gods-open" }, onclick: toggleGods },
  h("span", { class: "move-main", text: godsOpen ? t("back_to_draws") : tn("god_choices", gods.length) })) : null;
  return h("fieldset", { class: "move-set draws", dataset: { key: "draws" } },
    h("legend", { class: "sr-only", text: t(gods.length ? "draw_or_god_legend" : "draw_legend") }),
    h("div", { class: "move-grid tiles" },
      invoke ? moveButton(invoke, t("action_invoke"), null, "invoke", off) : null,
      toggle,
      !folded || godsOpen ? gods.map((m) => moveButton(m, [t("god_short"), ...tileCounts(m.take)], null, "god-move", off)) : null,
      showDraws ? draws : null));
}

// Invoke and Pass keep their places whichever of them is offered (an empty slot holds the other's), so a
// quick second tap lands where the first did, on the pad too.
function plainRow(invoke, pass, off) {
  const slot = (m, kind) => (m ? moveButton(m, t(`action_${m.action}`), null, kind, off)
    : h("span", { class: `move-slot ${kind}`, "aria-hidden": "true" }));
  return h("div", { class: "move-row plain", dataset: { key: "plain" } }, slot(invoke, "invoke"), slot(pass, "pass"));
}

// Whose move is being recorded while the referee's answer is not in: the next seat clockwise, or
// another player the table picks (the referee judges the move when the log reaches it).
function whoChips(who) {
  return h("div", { class: "who-picks", role: "group", "aria-label": t("who_moves"), dataset: { key: "who" } },
    state.record.log.players.map((name, k) => h("button", { type: "button", class: "who-chip", "aria-pressed": String(name === who),
      dataset: { focus: `who-${k}` }, onclick: () => pickPlayer(name), text: name })));
}

// A disaster's discard is owed, not optional: "Unrest: Carl discards 2 (civilizations)". How many and
// of what are the rules' data (GET /v1/games/ra `disasters`), never the form's.
function owedTitle(owed) {
  const what = Object.keys(owed.disasters).map(tileNamed).join(", ");
  const list = Object.entries(owed.disasters).map(([x, n]) => {
    const rule = (rules().disasters || {})[x];
    const count = n * (rule ? rule.count : 1);
    // one group: "2 civilizations", by the API's name for that count (GET /v1/games/ra `counted_names`)
    const counted = rule && rule.discards.length === 1 ? countedName(groupKey(rule.discards[0]), count) : null;
    if (counted) return t("owed_counted", { count, kinds: counted });
    const kinds = rule ? rule.discards.map(groupName).join(" / ") : tileNamed(x);
    return tn("owed_part", count, { kinds });
  });
  return t("must_discard_title", { what, name: owed.player, list: joinNames(list) });
}

// "Unrest: Carl lost 2 tiles: Art, Writing": what disasters took without a choice, with how many.
function forcedTitle(forced) {
  const what = Object.keys(forced.disasters).map(tileNamed).join(", ");
  const tiles = Object.entries(forced.tiles).flatMap(([x, n]) => Array(n).fill(x));
  return tn("forced_title", tiles.length, { what, name: forced.player, list: tileCounts(tiles).join(", ") });
}

// A set of tiles as one key: its group ("civilization") or its one tile ("pharaoh"), else null.
function groupKey(tiles) {
  const paths = rules().tile_paths || {};
  if (tiles.length === 1) return tiles[0];
  const groups = new Set(tiles.map((x) => (paths[x] && paths[x].length > 1 ? paths[x][0] : null)));
  const [group] = groups;
  return groups.size === 1 && group ? group : null;
}

// The API's name of a tile or group as it goes with a count ("2 civilizations", Dutch "2 beschavingen").
function countedName(key, count) {
  const names = rules().counted_names;
  const forms = key && names ? (names[lang] || names.en)[key] : null;
  return forms ? forms[new Intl.PluralRules(lang).select(count)] || forms.other : null;
}

// A set of tiles by its group's name where they are one group ("civilizations"), else by their names.
function groupName(tiles) {
  const paths = rules().tile_paths || {};
  const groups = new Set(tiles.map((x) => (paths[x] && paths[x].length > 1 ? paths[x][0] : null)));
  const [group] = groups;
  return tiles.length > 1 && groups.size === 1 && group ? tileName(group) : tiles.map(tileNamed).join(", ");
}

// What is on offer: the tiles on the auction track, in one line of text.
function offeredLine(track) {
  if (!track || !track.length) return null;
  return h("p", { class: "offered", id: "offered" }, h("strong", { text: `${t("auction_track")}: ` }),
    tileCounts(track).join(", "));
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
      ? h("ul", { class: "track-tiles" }, track.map((x, k) => h("li", { class: `track-tile${x === "ra" ? " ra" : ""}`, text: tileNamed(x) })))
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
          ? held.map((x) => (p.tiles[x] > 1 ? `${tileNamed(x)} ×${p.tiles[x]}` : tileNamed(x))).join(" · ")
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

const exportView = exported.view;

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
