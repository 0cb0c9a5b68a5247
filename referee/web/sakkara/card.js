// Sakkara: the pyramid check on one card (each player's ship, grains and the tiles of tier 1, tier 2 and
// the apex, tapped in), and the referee's answer (POST /v1/games/sakkara/outcome): for the ship and grains and
// per tier complete or what it still lacks, how many tiles lie there and what blocks it, whether the layout can
// come from a legal game, the winner and the standings.
//
// The tiles, how many of each a tier holds and their names are the API's (GET /v1/games/sakkara `catalogue`,
// `building`, `names`); every verdict and sentence is the answer's. The form knows no rule of the game.
import { h, cap, toCount } from "../kit/dom.js";
import { pictureView, pyramidsChart } from "../kit/picture.js";
import { state, show, lang, save } from "../kit/store.js";
import {
  t, tn, joinNames, render, focusNext, busy, askCard, rules, answerOf, pointerParts,
  changePlayers, askNewGame, screenHead, failureBox, errorList, errorSummary, stepper,
} from "../kit/ui.js";

// The setup screen's words for this card.
export const START = "sk_start";
export const SETUP_HINT = null;

const TIERS = ["tier1", "tier2", "apex"]; // the request's keys, bottom to top
const SHIP = "ship";
const GRAIN = "grain";

const emptyLayout = () => ({ ship: 0, grains: 0, tier1: {}, tier2: {}, apex: {} });
const tileName = (kind) => (rules().names?.[lang] || rules().names?.en || {})[kind] || kind;
const maxGrains = () => rules().building.grains;

// A tier's kinds in the catalogue's order, each with how many of it the tier holds (its stepper's bound).
function tierKinds(tier) {
  const counts = new Map();
  for (const kind of rules().catalogue.tiers[tier]) counts.set(kind, (counts.get(kind) || 0) + 1);
  return [...counts];
}

// Nothing laid out yet: the shortest way to an answer is two taps (Start, Check). Going back to change the
// players keeps what the card already says.
export function openCard(names, before) {
  state.players = names;
  state.card = before && Array.isArray(before.layouts) && before.layouts.length === names.length
    ? before : { layouts: names.map(emptyLayout) };
  state.outcome = null;
  state.errors = null;
  show("card");
  save();
  render();
}

// The card a request was made from (a card handed from another phone, kit/receive.js).
export const cardOf = (request) => ({ layouts: request.players.map((p) => ({ ...emptyLayout(), ship: p.ship || 0,
  grains: p.grains || 0, ...Object.fromEntries(TIERS.map((tier) => [tier, { ...(p[tier] || {}) }])) })) });

function cardRequest() {
  const counts = (tiles) => Object.fromEntries(Object.entries(tiles).filter(([, n]) => n > 0));
  return {
    players: state.players.map((name, i) => {
      const l = state.card.layouts[i];
      return { name, ship: l.ship, grains: l.grains, ...Object.fromEntries(TIERS.map((tier) => [tier, counts(l[tier])])) };
    }),
  };
}

// --- a 422 at its field -----------------------------------------------------------------------------

function cardPlace(pointer) {
  const [top, index, part, kind] = pointerParts(pointer);
  if (top !== "players" || !/^\d+$/.test(index || "") || Number(index) >= state.players.length) return { key: "general" };
  const i = Number(index);
  if (part === "ship" || part === "grains") return { key: `p${i}-${part}`, player: i, part };
  if (TIERS.includes(part) && kind) return { key: `p${i}-${part}-${kind}`, player: i, part, kind };
  return { key: `p${i}`, player: i };
}

function cardErrors() {
  const errors = state.errors;
  if (!errors || !errors.card || state.view !== "card") return [];
  return errors.list.map((e) => ({ ...e, ...cardPlace(e.pointer) }));
}

const cardErrorsAt = (key) => cardErrors().filter((e) => e.key === key);

function cardPlaceOf(e) {
  const name = e.player === undefined ? t("general") : state.players[e.player];
  const what = e.kind ? cap(tileName(e.kind)) : e.part === "ship" ? cap(tileName(SHIP))
    : e.part === "grains" ? t("sk_grains") : null;
  const go = () => {
    if (e.key === "general") return document.getElementById("summary")?.focus();
    focusNext(e.player !== undefined && e.key === `p${e.player}` ? `go:change-players` : `field:${e.key}`);
    render();
  };
  return { where: what ? `${name}, ${what}` : name, go };
}

function edit(key, change) {
  change(state.card);
  if (state.errors && state.errors.card) {
    state.errors.list = state.errors.list.filter((e) => cardPlace(e.pointer).key !== key);
    if (!state.errors.list.length) state.errors = null;
  }
  save();
}

// --- asking the referee ---------------------------------------------------------------------------

async function askOutcome() {
  if (busy) return;
  askCard(cardRequest(), askOutcome);
}

function showCard() {
  show("card");
  save();
  render();
}

// --- the card -------------------------------------------------------------------------------------

// One kind of tile: its name, and a stepper from 0 to `max`.
function tileStepper(i, key, kind, label, n, max, get, set) {
  const field = `p${i}-${key}`;
  const id = `sk-${i}-${key}`;
  const problems = cardErrorsAt(field);
  const name = `${state.players[i]}: ${label}`;
  return h("div", { class: `tile sk-tile${n ? " some" : ""}${problems.length ? " has-error" : ""}`,
    dataset: { field, kind } },
  h("label", { for: id }, h("span", { class: "tile-name", text: cap(label) }),
    max > 1 ? h("span", { class: "sk-of", text: t("sk_of", { max }) }) : null),
  stepper({ id, n, max, label: name, more: t("sk_more", { tile: label, name: state.players[i] }),
    fewer: t("sk_fewer", { tile: label, name: state.players[i] }), focus: `${i}-${key}`, invalid: problems.length > 0,
    describedBy: problems.length ? `${id}-error` : null, get, set }),
  problems.length ? h("ul", { class: "field-error", id: `${id}-error` }, problems.map((x) => h("li", { text: x.detail })))
    : null);
}

function layoutPanel(i) {
  const layout = () => state.card.layouts[i];
  const l = layout();
  const headProblems = cardErrorsAt(`p${i}`);
  const foundation = h("fieldset", { class: "sk-tier", dataset: { tier: "foundation" } },
    h("legend", { text: t("sk_foundation") }),
    h("div", { class: "tile-grid" },
      tileStepper(i, "ship", SHIP, tileName(SHIP), l.ship, 1, () => layout().ship,
        (v) => edit(`p${i}-ship`, () => { layout().ship = toCount(v, 1); })),
      tileStepper(i, "grains", GRAIN, tileName(GRAIN), l.grains, maxGrains(), () => layout().grains,
        (v) => edit(`p${i}-grains`, () => { layout().grains = toCount(v, maxGrains()); }))));
  const tiers = TIERS.map((tier) => h("fieldset", { class: "sk-tier", dataset: { tier } },
    h("legend", { text: t(`sk_${tier}`) }),
    h("div", { class: "tile-grid" }, tierKinds(tier).map(([kind, max]) => tileStepper(i, `${tier}-${kind}`, kind,
      tileName(kind), l[tier][kind] || 0, max, () => layout()[tier][kind] || 0,
      (v) => edit(`p${i}-${tier}-${kind}`, () => {
        const n = toCount(v, max);
        if (n) layout()[tier][kind] = n;
        else delete layout()[tier][kind];
      }))))));
  // a section, not a region: two names that differ only in capitals would name two regions alike
  return h("section", { class: `panel sk-layout${headProblems.length ? " has-error" : ""}`, dataset: { player: state.players[i] } },
    h("h3", { text: t("sk_pyramid_of", { name: state.players[i] }) }),
  errorList(headProblems), foundation, tiers);
}

export function renderCard() {
  const errors = cardErrors();
  return [
    screenHead(t("sk_card_title")),
    state.outcome ? h("button", { type: "button", class: "link back", onclick: () => { show("outcome"); save(); render(); },
      text: `← ${t("back_to_outcome")}` }) : null,
    h("p", { class: "hint", text: t("sk_card_hint") }),
    errorSummary(errors, cardPlaceOf),
    errorList(cardErrorsAt("general")),
    state.players.map((_, i) => layoutPanel(i)),
    h("button", { type: "button", class: "link", id: "change-players", dataset: { focus: "change-players" },
      onclick: changePlayers, text: t("change_players") }),
    h("div", { class: "actions sticky" },
      failureBox(),
      h("button", { type: "button", class: "primary", id: "check", "aria-busy": busy ? "true" : null,
        disabled: busy, dataset: { focus: "check" }, onclick: askOutcome,
        text: busy ? t("counting") : t("sk_check") })),
  ];
}

// --- the answer -----------------------------------------------------------------------------------

// One line of a pyramid's answer: complete, waiting (blocked) or lacking, its sentence, what lies on it and what
// it waits for.
function checkRow(key, kind, detail, laid, blockedBy) {
  return h("li", { class: `sk-check ${kind}`, dataset: { tier: key } },
    h("span", { class: "sk-mark", "aria-hidden": "true", text: { complete: "✓", blocked: "⚠", lacks: "…" }[kind] }),
    h("span", { class: "sk-what" },
      h("span", { class: "detail", text: cap(detail) }),
      h("span", { class: "sk-laid", text: tn("sk_laid", laid) }),
      blockedBy.length ? h("span", { class: "sk-blocked",
        text: t("sk_blocked_by", { tiles: blockedBy.map(tileName).join(", ") }) }) : null));
}

function tierRow(check) {
  // blocked: tiles lie in the tier, and it cannot grow until the ship or grain it waits for lies again (a
  // destroyed one); the answer's sentence says so in the same case
  const blocked = check.blocked_by.length > 0 && check.laid > 0;
  const kind = check.complete ? "complete" : blocked ? "blocked" : "lacks";
  return checkRow(check.tier, kind, check.detail, check.laid, blocked ? check.blocked_by : []);
}

// The ship and the grains under the tiers: the pyramid's sentence counts them among the tiles it lacks, and no
// tier's line does, so they get a line of their own (from the answer's `ship` and `grains`, against the
// building's grains of GET /v1/games/sakkara).
function foundationRow(p) {
  const lacks = [[SHIP, p.ship ? 0 : 1], [GRAIN, Math.max(0, maxGrains() - p.grains)]].filter(([, n]) => n > 0);
  const detail = lacks.length
    ? t("sk_foundation_lacks", { lacks: lacks.map(([kind, count]) => t("sk_count_kind", { count, tile: tileName(kind) })).join(", ") })
    : t("sk_foundation_complete");
  return checkRow("foundation", lacks.length ? "lacks" : "complete", detail, Number(p.ship) + p.grains, []);
}

// Who placed where and why (`standings`: the answer's sentence for each, what decided it), once there is a winner.
function standingsView(answer) {
  if (!answer.standings || !answer.standings.length) return null;
  return h("section", { class: "sk-standings" },
    h("h3", { text: t("standings") }),
    h("ol", { class: "standings" }, answer.standings.map((s) => h("li", {
      class: s.rank === 1 ? "first" : null, dataset: { player: s.name, ...(s.decided_by ? { decidedBy: s.decided_by } : {}) } },
    h("span", { class: "rank", text: String(s.rank) }),
    h("span", { class: "who" }, h("span", { class: "name", text: s.name }), h("span", { class: "detail", text: s.detail }))))));
}

// An impossible layout is no "no winner": the answer says which player's layout cannot come from a legal
// game and why (its problem sentences), and the next tap is the one that fixes it.
function impossibleView(answer) {
  const bad = answer.players.filter((p) => !p.possible);
  return h("section", { class: "winner impossible", id: "winner", role: "alert" },
    h("p", { class: "crown", "aria-hidden": "true", text: "⚠" }),
    h("p", { class: "winner-line", id: "verdict", text: answer.detail }),
    bad.length ? h("p", { class: "sk-fix", id: "sk-fix", text: tn("sk_fix", bad.length, { names: joinNames(bad.map((p) => p.name)) }) }) : null,
    answer.problems.length ? h("ul", { class: "sk-problems" }, answer.problems.map((x) => h("li", { text: x }))) : null,
    bad.map((p) => h("div", { class: "sk-fix-player", dataset: { player: p.name } },
      h("h3", { text: t("sk_pyramid_of", { name: p.name }) }),
      h("ul", { class: "sk-problems" }, p.problems.map((x) => h("li", { text: x }))))),
    h("button", { type: "button", class: "primary", id: "fix-card", dataset: { focus: "fix" }, onclick: showCard, text: t("sk_fix_button") }));
}

// The two pyramids as a picture (picture.js), as the referee checked them.
function pictureResult(answer) {
  const laid = (p, tier) => (p.tiers.find((x) => x.tier === tier) || { laid: 0 }).laid;
  const chart = pyramidsChart(answer.detail, answer.players.map((p) => ({ name: p.name, won: p.name === answer.winner,
    ship: Boolean(p.ship), grains: p.grains, tier1: laid(p, "tier1"), tier2: laid(p, "tier2"), apex: laid(p, "apex") })));
  return pictureView(chart, () => chart.text, `${state.game.slug}.png`);
}

export function renderOutcome() {
  const answer = answerOf(state.outcome);
  return [
    screenHead(t("sk_outcome_title")),
    answer.possible ? h("section", { class: "winner", id: "winner" },
      h("p", { class: "crown", "aria-hidden": "true", text: answer.winner ? "☥" : "△" }),
      h("p", { class: "winner-line", id: "verdict", text: answer.detail }),
      answer.problems.length ? h("ul", { class: "sk-problems" }, answer.problems.map((p) => h("li", { text: p }))) : null)
      : impossibleView(answer),
    answer.possible ? standingsView(answer) : null,
    answer.players.map((p) => h("section", { class: `player-result sk-result${p.possible ? "" : " impossible"}`,
      dataset: { player: p.name } },
    h("h3", { text: p.name }),
    h("p", { class: "detail sk-pyramid", text: p.detail }),
    h("ul", { class: "sk-checks" }, foundationRow(p), p.tiers.map(tierRow)))),
    answer.possible ? pictureResult(answer) : null,
    h("div", { class: "actions sticky" },
      h("button", { type: "button", class: "secondary narrow", id: "change-card", dataset: { focus: "change" },
        onclick: showCard, text: t("change") }),
      h("button", { type: "button", class: answer.possible ? "primary" : "secondary", dataset: { focus: "again" }, onclick: askNewGame, text: t("new_game") })),
  ];
}
