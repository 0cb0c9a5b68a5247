// The moves a recorded Ra or Priests of Ra game may go on with, drawn as buttons from the referee's answer
// (`legal_moves`, grouped by player) and its position: the move being made first, optional choices folded, the
// draw grid with what is left in the bag. It knows no rule: every button is a move the answer listed, and a tap
// goes to the screen that records it (onTap).
import { h } from "../kit/dom.js";
import { lang } from "../kit/store.js";
import { t, tn, joinNames, render, focusNext, rules, tileName } from "../kit/ui.js";
import { moveKey, tileNamed, tileCounts, moveText } from "./move-text.js";

let tapped = (move) => {}; // the screen's: a move tapped

export function onTap(record) {
  tapped = record;
}

// A move tapped: the choices opened or begun for it close.
export function resetOffers() {
  godsOpen = false;
  unfolded = null;
  choosing = { key: null, tiles: [] };
}

// Tiles of a kind left in the bag; a double-sided tile's faces share their physical tile's count.
const bagLeft = (bag, tile) => Object.entries(bag)
  .filter(([kind]) => kind.split("+").includes(tile)).reduce((n, [, c]) => n + c, 0);

// `label`: a text, or lines (the tiles of a choice, one a line so a narrow button never breaks a name).
// A tile's name with a word too long for a grid cell at 320 px ("Trappenpiramide", "Overstroming"): its button takes
// two cells of the grid rather than have the name cut.
const longName = (label) => [label].flat().some((line) => line.split(/\s+/).some((word) => word.length > 11));

export function moveButton(m, label, sub, kind, off) {
  const key = moveKey(m);
  if (kind === "tile-move" && longName(label)) kind += " long";
  const said = Array.isArray(label) ? label.join(", ").replace(/:,/g, ":") : label;
  return h("button", { type: "button", class: `move ${kind}`, "aria-disabled": off ? "true" : null,
    "aria-label": sub ? `${said}, ${sub}` : Array.isArray(label) ? said : null, dataset: { focus: `move-${key}`, move: key },
    onclick: () => !off && tapped(m) },
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
export function moveGroup(group, k, st, off, leading) {
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
        dataset: { focus: `chosen-${id}`, chosen: id }, onclick: () => chosen && !off && tapped(chosen),
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

export function drawGrid(invoke, gods, draws, off) {
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
export function offeredLine(track) {
  if (!track || !track.length) return null;
  return h("p", { class: "offered", id: "offered" }, h("strong", { text: `${t("auction_track")}: ` }),
    tileCounts(track).join(", "));
}

// The page scrolled to put el at the top of the screen, or under the header where the header sticks.
export function scrollToTop(el) {
  if (!el) return;
  const bar = document.querySelector("header.bar");
  const header = bar && getComputedStyle(bar).position === "sticky" ? bar.getBoundingClientRect().bottom : 0;
  window.scrollTo(0, Math.max(0, window.scrollY + el.getBoundingClientRect().top - header - 4));
}
