// Osiris: the end of a game entered on one card (how it ended, who ended it, the deciding god, the
// followers in its temple), and the referee's outcome (POST /v1/games/osiris/outcome).
import { h, cap, clamp, toCount } from "../kit/dom.js";
import { state, show, save, remember } from "../kit/store.js";
import {
  t, tn, joinNames, colourName, render, focusNext, busy, askCard, rules, answerOf, pointerParts,
  changePlayers, askNewGame, screenHead, radio, failureBox, errorList, errorSummary, stepper,
} from "../kit/ui.js";
import { pictureView, followersChart } from "../kit/picture.js";

// The colour groups of the player count, in the order the referee wants its players (O1: the beige player
// first, then clockwise); each player chooses one (card.seats: player -> group).
const colourGroups = () => rules().colours_for[String(state.players.length)];
// (A card saved before the players chose their colours has them in the order the names were typed.)
const seatsOf = () => (state.card.seats ||= state.players.map((_, k) => k));
const seatColours = () => state.players.map((_, k) => colourGroups()[seatsOf()[k]]);
// The player who plays group g, and so the player at index g of the request's players.
const ownerOf = (g) => seatsOf().indexOf(g);
const maxFollowers = () => rules().followers.max_per_temple;

// The setup screen's words for this card.
export const START = "start_card";
export const SETUP_HINT = "osiris_colours_hint";

const isSeating = (seats, n) => Array.isArray(seats) && seats.length === n
  && [...seats].sort().every((g, k) => g === k);

// The defaults: the colours in the order the names were typed, a priest reached the apex in the first
// player's turn, nobody has a follower in the temple. The deciding god has no default: the table says
// which it is before "Who wins?" answers. Going back to change the players keeps what the card says.
export function openCard(names, before) {
  state.players = names;
  const gods = rules().gods;
  state.card = before
    ? { ...before, ended_by: clamp(before.ended_by, 0, names.length - 1),
      god: gods.includes(before.god) ? before.god : null,
      seats: isSeating(before.seats, names.length) ? before.seats : names.map((_, k) => k) }
    : { end: "apex", ended_by: 0, god: null, followers: {}, seats: names.map((_, k) => k) };
  state.card.god_missing = false;
  state.outcome = null;
  state.errors = null;
  show("card");
  save();
  render();
}

// The card a request was made from (a card handed from another phone, kit/receive.js): its players are in the
// order of their colour groups, and so are the names the card is opened for.
export const cardOf = (request) => ({ end: request.end, ended_by: Math.max(0, request.players.findIndex((p) => p.name === request.ended_by)),
  god: request.god, followers: { ...request.followers }, seats: request.players.map((_, k) => k) });

function cardRequest() {
  const c = state.card;
  const seats = seatColours();
  return {
    players: colourGroups().map((colours, g) => ({ name: state.players[ownerOf(g)], colours: [...colours] })),
    end: c.end,
    ended_by: state.players[c.ended_by],
    god: c.god,
    followers: Object.fromEntries(seats.flat().map((colour) => [colour, c.followers[colour] || 0])),
  };
}

function cardPlace(pointer) {
  const parts = pointerParts(pointer);
  // the request's players are in colour order: its index g is the player who plays group g
  if (parts[0] === "players") {
    const g = /^\d+$/.test(parts[1] || "") ? Number(parts[1]) : -1;
    return { key: "seats", seat: ownerOf(g) >= 0 ? ownerOf(g) : undefined };
  }
  if (["end", "ended_by", "god"].includes(parts[0])) return { key: parts[0] };
  if (parts[0] === "followers") {
    return seatColours().flat().includes(parts[1]) ? { key: `f-${parts[1]}`, colour: parts[1] } : { key: "followers" };
  }
  return { key: "general" };
}

function cardErrors() {
  const errors = state.errors;
  if (!errors || !errors.card || state.view !== "card") return [];
  return errors.list.map((e) => ({ ...e, ...cardPlace(e.pointer) }));
}

const cardErrorsAt = (key) => cardErrors().filter((e) => e.key === key);

function editCard(key, change) {
  change(state.card);
  if (state.errors && state.errors.card) {
    state.errors.list = state.errors.list.filter((e) => cardPlace(e.pointer).key !== key);
    if (!state.errors.list.length) state.errors = null;
  }
  save();
}

function setFollowers(colour, value) {
  const n = toCount(value, maxFollowers());
  editCard(`f-${colour}`, (c) => {
    if (n) c.followers[colour] = n;
    else delete c.followers[colour];
  });
}

// The players' colours: choosing a colour another player has swaps the two players' colours.
function chooseColours(k, g) {
  editCard("seats", (c) => {
    const other = ownerOf(g);
    c.seats = [...seatsOf()];
    if (other >= 0) c.seats[other] = c.seats[k];
    c.seats[k] = g;
  });
  render();
}

async function askOutcome() {
  if (busy) return;
  // The winner depends on the god: none is assumed.
  if (!state.card.god) {
    state.card.god_missing = true;
    save();
    focusNext("field:god");
    render();
    return;
  }
  askCard(cardRequest(), askOutcome, (answer) => remember(answer, "followers"));
}

function showCard() {
  show("card");
  save();
  render();
}


function cardPlaceName(e) {
  if (e.key === "seats") return e.seat !== undefined && state.players[e.seat] ? state.players[e.seat] : t("seats");
  if (e.colour) return cap(colourName(e.colour));
  return { end: t("field_end"), ended_by: t("field_ended_by"), god: t("god"), followers: t("field_followers") }[e.key]
    || t("general");
}

function cardPlaceOf(e) {
  const go = () => {
    if (e.key === "general") return document.getElementById("summary")?.focus();
    // a problem of the players is one of their names (the form always sends colours the seats allow): it is
    // fixed with Change players
    focusNext(e.key === "seats" ? "go:change-players" : `field:${e.key}`);
    render();
  };
  return { where: cardPlaceName(e), go };
}

// A count box just tapped has its number selected, so the digits typed replace it: the mouseup of that
// tap would put a caret in it instead.

// --- Osiris's card and its answer -----------------------------------------------------------

function swatches(colours) {
  return h("span", { class: "swatches", "aria-hidden": "true" },
    colours.map((colour) => h("span", { class: "swatch", dataset: { colour } })));
}

function followerStepper(colour, owner, hintId) {
  const n = state.card.followers[colour] || 0;
  const key = `f-${colour}`;
  const id = `count-${colour}`;
  const problems = cardErrorsAt(key);
  const name = colourName(colour);
  return h("div", { class: `tile follower${n ? " some" : ""}${problems.length ? " has-error" : ""}`,
    dataset: { field: key, colour } },
  h("label", { for: id }, h("span", { class: "colour" }, swatches([colour]), h("span", { class: "tile-name", text: cap(name) })),
    h("span", { class: "owner", text: owner })),
  stepper({ id, n, max: maxFollowers(), more: t("more_followers", { colour: name }),
    fewer: t("fewer_followers", { colour: name }), focus: colour, invalid: problems.length > 0,
    describedBy: problems.length ? `${id}-error` : hintId,
    get: () => state.card.followers[colour] || 0, set: (value) => setFollowers(colour, value) }),
  problems.length ? h("ul", { class: "field-error", id: `${id}-error` },
    problems.map((x) => h("li", { text: x.detail }))) : null);
}

export function renderCard() {
  const c = state.card;
  const errors = cardErrors();
  const seats = seatColours();
  const badSeats = new Set(errors.filter((e) => e.key === "seats").map((e) => e.seat));
  const fieldClass = (key, base) => `${base}${cardErrorsAt(key).length ? " has-error" : ""}`;
  const apex = c.end === "apex";

  // A line a player, its name and a list of the colours (as the deal of Ra): with four players the first question
  // below is on a phone's first screen.
  const players = h("fieldset", { class: fieldClass("seats", "seats"), dataset: { field: "seats" } },
    h("legend", {}, t("osiris_colours_title")),
    h("p", { class: "hint", id: "colours-hint", text: t("osiris_colours_swap") }),
    state.players.map((name, k) => h("div", { class: `colour-choice${badSeats.has(k) ? " bad" : ""}`,
      dataset: { seat: String(k) } },
    h("label", { for: `colours-${k}` }, swatches(seats[k]), h("span", { class: "seat-name", text: name })),
    h("select", { id: `colours-${k}`, dataset: { focus: `colours-${k}` }, "aria-describedby": "colours-hint",
      onchange: (ev) => chooseColours(k, Number(ev.target.value)) },
    colourGroups().map((colours, g) => h("option", { value: String(g), selected: seatsOf()[k] === g,
      text: colours.map(colourName).join(" + ") }))))),
    errorList(cardErrorsAt("seats")));

  const end = h("fieldset", { class: fieldClass("end", "choices ends"), dataset: { field: "end" } },
    h("legend", { text: t("end_title") }),
    rules().ends.map((value) => radio("end", value, c.end === value, t(`end_${value}`), null,
      () => { editCard("end", (card) => { card.end = value; }); render(); })),
    errorList(cardErrorsAt("end")));

  const endedBy = h("fieldset", { class: fieldClass("ended_by", "choices enders"), dataset: { field: "ended_by" } },
    h("legend", { text: t(apex ? "ended_by_apex" : "ended_by_blocked") }),
    state.players.map((name, k) => radio("ended-by", String(k), c.ended_by === k, name,
      seats[k].map(colourName).join(" + "),
      () => { editCard("ended_by", (card) => { card.ended_by = k; }); render(); })),
    errorList(cardErrorsAt("ended_by")));

  const godProblems = cardErrorsAt("god");
  const godMissing = c.god_missing && !c.god;
  const god = h("div", { class: `${fieldClass("god", "field god")}${godMissing ? " has-error" : ""}`, dataset: { field: "god" } },
    h("label", { for: "god", text: t("god") }),
    h("p", { class: "hint", id: "god-hint", text: t(apex ? "god_hint_apex" : "god_hint_blocked") }),
    h("select", { id: "god", dataset: { focus: "god" }, "aria-describedby": godMissing ? "god-hint god-missing" : "god-hint",
      "aria-invalid": godProblems.length || godMissing ? "true" : null,
      onchange: (ev) => {
        editCard("god", (card) => { card.god = ev.target.value || null; card.god_missing = false; });
        render();
      } },
    h("option", { value: "", selected: !c.god, text: t("osiris_god_choose") }),
    rules().gods.map((g) => h("option", { value: g, selected: g === c.god, text: g }))),
    godMissing ? h("p", { class: "field-error", id: "god-missing", role: "alert", text: t("osiris_god_missing") }) : null,
    errorList(godProblems));

  const followers = h("fieldset", { class: fieldClass("followers", "tiles followers"), dataset: { field: "followers" } },
    h("legend", { text: c.god ? t("followers_in", { god: c.god }) : t("osiris_followers_in_none") }),
    h("p", { class: "hint", id: "followers-hint", text: t("followers_hint", { max: maxFollowers() }) }),
    errorList(cardErrorsAt("followers")),
    h("div", { class: "tile-grid" },
      state.players.map((name, k) => seats[k].map((colour) => followerStepper(colour, name, "followers-hint")))));

  return [
    screenHead(t("card_title")),
    state.outcome ? h("button", { type: "button", class: "link back", onclick: () => { show("outcome"); save(); render(); },
      text: `← ${t("back_to_outcome")}` }) : null,
    errorSummary(errors, cardPlaceOf),
    errorList(cardErrorsAt("general")),
    h("div", { class: "panel card" }, players, end, endedBy, god, followers),
    // under the card, as on the other cards: the questions come first
    h("button", { type: "button", class: "link", id: "change-players", dataset: { focus: "change-players" },
      onclick: changePlayers, text: t("change_players") }),
    h("div", { class: "actions sticky" },
      failureBox(),
      h("button", { type: "button", class: "primary", id: "who-wins", "aria-busy": busy ? "true" : null,
        disabled: busy, dataset: { focus: "who-wins" }, onclick: askOutcome,
        text: busy ? t("counting") : t("who_wins") })),
  ];
}

// The followers colour by colour as a picture (picture.js), as the referee answered: at most a temple's count in
// each of a player's colours.
function pictureResult(answer) {
  const chart = followersChart(answer, maxFollowers() * answer.players[0].colours.length);
  return pictureView(chart, () => chart.text, `${state.game.slug}.png`);
}

export function renderOutcome() {
  const answer = answerOf(state.outcome);
  const first = answer.standings.filter((s) => s.rank === 1);
  const tally = (n) => h("span", { class: "fame tally" }, h("strong", { text: String(n) }), h("small", { text: tn("follower", n) }));
  const pharaoh = answer.end === "apex"
    ? t("pharaoh", { name: answer.pharaoh })
    : t("pharaoh_blocked", { name: answer.pharaoh });
  return [
    screenHead(t("outcome_title")),
    h("section", { class: "winner", id: "winner" },
      h("p", { class: "crown", "aria-hidden": "true", text: "☥" }),
      h("p", { class: "winner-line", text: answer.winner
        ? t("card_winner", { name: answer.winner })
        : t("shared_first", { names: joinNames(first.map((s) => s.name)) }) }),
      h("p", { class: "tie-break", text: answer.standings[0].detail })),
    h("p", { class: "pills outcome-facts" },
      h("span", { class: "pill", id: "pharaoh", text: pharaoh }),
      h("span", { class: "pill", id: "deciding-god", text: t("deciding_god", { god: answer.god }) })),
    h("h3", { text: t("standings") }),
    h("ol", { class: "standings" }, answer.standings.map((s) => h("li", {
      class: s.rank === 1 ? "first" : null, dataset: { player: s.name } },
    h("span", { class: "rank", text: String(s.rank) }),
    h("span", { class: "who" }, h("span", { class: "name", text: s.name }), h("span", { class: "detail", text: s.detail })),
    tally(s.followers)))),
    h("h3", { text: t("followers_in", { god: answer.god }) }),
    answer.players.map((p) => h("section", { class: "player-result", dataset: { player: p.name } },
      h("h4", {}, h("span", { class: "colour" }, swatches(p.colours), h("span", { class: "name", text: p.name })),
        tally(p.followers)),
      h("p", { class: "detail", text: p.detail }))),
    pictureResult(answer),
    h("div", { class: "actions sticky" },
      h("button", { type: "button", class: "secondary narrow", id: "change-card", dataset: { focus: "change" },
        onclick: showCard, text: t("change") }),
      h("button", { type: "button", class: "primary", dataset: { focus: "again" }, onclick: askNewGame, text: t("new_game") })),
  ];
}

