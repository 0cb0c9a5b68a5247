// Osiris's set-up on the phone before its game is recorded: the colours each player takes, the gods under the
// priests and the apex, the followers placed in turn (board.js records the game from it).
import { cap, h } from "../kit/dom.js";
import { state, show, save, clear } from "../kit/store.js";
import { t, tn, colourName, render, focusNext, announce, rules, screenHead } from "../kit/ui.js";
import { colourOf } from "./board-draw.js";
import { priestName, swatch } from "./names.js";

// --- the set-up -------------------------------------------------------------------------------------

const groups = () => rules().colours_for[String(state.players.length)];
const colours = () => groups().flat();
export const priests = () => rules().priests.filter((p) => colours().includes(colourOf(p)));
const placeSlots = () => [...priests(), "apex"];
const perColour = () => rules().followers.per_colour;
const perTemple = () => rules().followers.max_per_temple;

export function openSetup(names) {
  state.players = names;
  clear("card", "outcome"); // the card's game before it (Change players)
  state.record = null;
  state.setupBoard = { stage: "colours", seats: names.map((_, k) => k), gods: {}, placed: [], rebellion: false, relief: false };
  show("osiris-setup");
  save();
  render();
}

export const setupOf = () => state.setupBoard;
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

export function setupLog() {
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

// O1: the turn goes round the board in colour order, beige first, whatever order the names were typed in; the
// table sits in that order (each player at his colour's corner of the board), so the order of play is the table's.
function orderView() {
  return h("section", { class: "panel ob-order", id: "ob-order", "aria-labelledby": "ob-order-title" },
    h("h3", { id: "ob-order-title", text: t("ob_order_title") }),
    h("ol", {}, groups().map((cs, g) => h("li", { dataset: { key: `order-${g}` } }, cs.map(swatch),
      h("span", { text: t("ob_order_item", { name: state.players[ownerOf(g)], colours: cs.map(colourName).join(" + ") }) })))),
    h("p", { class: "hint", id: "ob-order-hint", text: t("ob_order_hint", { first: state.players[ownerOf(0)] }) }));
}

export function renderColours() {
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

export function renderGods() {
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

// onStart: the game begins, the set-up done (board.js).
export function renderFollowers(onStart) {
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
      done ? h("button", { type: "button", class: "primary", id: "ob-start", dataset: { focus: "ob-start" }, onclick: onStart,
        text: t("ob_start_play") }) : null),
  ];
}
