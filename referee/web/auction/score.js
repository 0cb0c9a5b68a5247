// Scoring mode: a game of Ra or Priests of Ra scored epoch by epoch (POST /v1/games/<game>/score).
// Each player's display (suns, tiles) is entered on a tab; Score sends the epoch, and scoring an epoch
// again scores every later one again from it (a correction reaches the end of the game).
import { h, cap, clamp, copy, range, signed, toCount, distinctPrefixes } from "../kit/dom.js";
import { state, show, lang, save, remember, clear } from "../kit/store.js";
import { api, hasProblems, Refused } from "../kit/api.js";
import {
  t, tn, joinNames, render, screenKey, focusNext, busy, startRequest, endRequest, failed, clearFailure,
  rules, sunSet, tileName, hasAnkhs, answerOf, fillLanguages, shareOrCopy, askNewGame,
  screenHead, copyBox, failureBox, errorList, errorSummary, stepper,
} from "../kit/ui.js";
import { standingsList, playerCards, fameTable, winnerView, resultText as resultTextOf, fameChart } from "./cards.js";
import { pictureView } from "../kit/picture.js";
import {
  entry, sunsAsked, emptyEntry, carried, kept, nextEntry, leftoverSuns, sunHolders, epochRequest, unopened,
  currentErrors, errorsAt, facts, clearErrors, carryCorrection, correctionOf,
} from "./epoch.js";

const MAX_COUNT = 99;

let warned = null; // the epoch whose Score has warned about players nobody opened
let warning = false; // that warning is on screen (until the table scores anyway)
let shareNote = null; // after Share: {screen, copied} or {screen, text} when the text must be copied by hand

// A new game: no warning and no share note of the last one.
export function resetScoring() {
  warned = null;
  warning = false;
  shareNote = null;
}

// --- actions -----------------------------------------------------------------------------

function setCount(i, tile, value) {
  const tiles = entry().tiles[i];
  value = toCount(value, MAX_COUNT);
  if (value) tiles[tile] = value;
  else delete tiles[tile];
  clearErrors((e) => e.keys.includes(`p${i}-tile-${tile}`));
  save();
}

function toggleSun(i, sun) {
  const suns = entry().suns[i];
  const at = suns.indexOf(sun);
  if (at >= 0) suns.splice(at, 1);
  else suns.push(sun);
  suns.sort((a, b) => b - a);
  clearErrors((e) => e.keys.some((k) => k.endsWith("-suns") || k === "middle"));
  save();
  render();
}

function toggleEarlySuns() {
  state.suns_early = !state.suns_early;
  clearErrors((e) => e.keys.some((k) => k.endsWith("-suns") || k === "middle"));
  save();
  render();
}

function openPlayer(i) {
  const en = entry();
  if (!en) return;
  en.opened = en.opened || state.players.map(() => false);
  en.opened[i] = true;
}

function selectPlayer(i, focusKey) {
  state.current = i;
  openPlayer(i);
  save();
  focusNext(focusKey || null);
  render();
  if (!focusKey) document.getElementById("panel")?.scrollIntoView({ block: "start" });
}

// The table's names are checked and the game's rules fetched: the first epoch opens.
export function startScoring(names) {
  state.players = names;
  clear("card", "outcome"); // a card's game before it (Change players)
  state.epoch = 1;
  state.current = 0;
  state.suns_early = false;
  state.entries = [emptyEntry()];
  state.results = [];
  state.correction = null;
  state.errors = null;
  show("entry");
  save();
  render();
}

// Scoring epoch e scores every later epoch already scored again, in order, each from the one before
// (its fame, ankhs and kept tiles): a correction reaches the end of the game. All or nothing against a
// lost connection; a later epoch the correction makes impossible is opened at its problems.
async function scoreEpoch(anyway = false) {
  if (busy) return;
  const e = state.epoch;
  const old = state.results.slice();
  if (!old[e - 1] && !anyway && warned !== e && unopened().length) {
    warned = e;
    warning = true;
    clearFailure();
    focusNext("open-unopened");
    render();
    return;
  }
  warning = false;
  startRequest();
  const upto = Math.max(e, old.length);
  const entries = copy(state.entries);
  const results = old.slice(0, e - 1);
  for (let k = e; k <= upto; k++) {
    const request = epochRequest(k, entries, results);
    let r;
    try {
      r = await api(state.game.score, request);
      if (r.status !== 200 && !hasProblems(r)) throw new Refused(r.status);
    } catch (err) {
      failed(err, () => scoreEpoch(true));
      return;
    }
    if (r.status === 422) {
      endRequest();
      if (k > e) {
        // the epochs before k are scored with the correction; k and later keep their old answers
        state.entries = entries;
        state.results = [...results, ...old.slice(k - 1)];
        state.correction = { epoch: e, failed: k };
        state.epoch = k;
        show("entry");
      }
      state.errors = { epoch: k, request, list: r.data.errors, lang };
      const first = currentErrors().find((x) => x.player !== undefined);
      if (first) state.current = first.player;
      save();
      focusNext("summary");
      render();
      return;
    }
    const scored = { request, entry: copy(entries[k - 1]), answers: { [lang]: r.data } };
    if (entries[k]) carryCorrection(old[k - 1], scored, entries[k]);
    results[k - 1] = scored;
  }
  endRequest();
  entries[e - 1].opened = state.players.map(() => true);
  state.correction = old[e - 1] ? correctionOf(e, upto, old, results, entries) : null;
  state.entries = entries;
  state.results = results;
  state.errors = null;
  state.epoch = upto;
  show("result");
  if (upto === rules().epochs) remember(answerOf(results[upto - 1]), "fame");
  save();
  render();
  fillLanguages();
}

function goToEpoch(e) {
  if (!state.entries[e - 1]) state.entries[e - 1] = nextEntry(state.results[e - 2]);
  state.epoch = e;
  state.current = 0;
  openPlayer(0);
  state.errors = null;
  state.correction = null;
  show("entry");
  save();
  render();
}

function showResult(e) {
  state.epoch = e;
  show("result");
  save();
  render();
}

// A correction starts at the first player, like the epoch did.
function changeEpoch(e) {
  state.epoch = e;
  state.current = 0;
  show("entry");
  save();
  render();
}

// Back to the result without the edits made since: the display as it was scored.
function keepAsScored(e) {
  const opened = entry(e).opened;
  state.entries[e - 1] = { ...copy(state.results[e - 1].entry), opened };
  if (state.errors && state.errors.epoch === e) state.errors = null;
  showResult(state.results.length);
}

// --- the result as text ----------------------------------------------------------------------

function resultText() {
  return resultTextOf(state.results.map(answerOf));
}

async function shareResult() {
  const text = resultText();
  const screen = screenKey();
  const title = t("share_title", { game: state.game.name, date: "" }).replace(/,\s*$/, "");
  const how = await shareOrCopy({ title, text }, text);
  if (how === "closed") return;
  shareNote = { shared: null, copied: { screen, copied: true }, manual: { screen, text } }[how];
  render();
}

// --- the screens --------------------------------------------------------------------------

function entryPlace(e) {
  const what = e.tile ? tileName(e.tile) : e.sun !== undefined ? t("sun", { n: e.sun })
    : e.keys.some((k) => k.endsWith("-suns")) ? t("suns") : "";
  const where = e.player !== undefined
    ? joinNames(e.players.map((k) => state.players[k])) + (what ? ` · ${what}` : "")
    : t("general");
  const go = () => {
    if (e.player === undefined) return document.getElementById(e.keys[0] === "middle" ? "middle" : "summary")?.focus();
    // a sun's problem goes to that very sun, not to the first of the field
    selectPlayer(e.player, e.sun !== undefined ? `go:sun-${e.sun}` : `field:${e.keys[0]}`);
  };
  return { where, go };
}


export function renderEntry() {
  const e = state.epoch;
  const en = entry();
  const last = rules().epochs;
  const i = clamp(state.current, 0, state.players.length - 1);
  const before = carried(e);
  const errors = currentErrors();
  const withSuns = sunsAsked(e);
  const set = sunSet();
  const holders = sunHolders(en);
  const opened = en.opened || [];

  const short = distinctPrefixes(state.players);
  const tabs = h("div", { class: "tabs", role: "tablist", "aria-label": t("players_tabs") },
  state.players.map((name, k) => {
    const bad = errors.some((x) => x.players.includes(k))
      || (withSuns && en.suns[k].some((s) => holders.get(s).length > 1));
    const held = en.suns[k].length;
    const checked = Boolean(opened[k]);
    return h("button", {
      type: "button", role: "tab", id: `tab-${k}`, "aria-selected": String(k === i), "aria-controls": "panel",
      class: `tab${bad ? " bad" : ""}${withSuns && held === set.per_player ? " ready" : ""}${checked ? " opened" : ""}`,
      dataset: { focus: `tab-${k}` }, onclick: () => selectPlayer(k),
      onkeydown: (ev) => {
        const step = { ArrowRight: 1, ArrowLeft: -1 }[ev.key];
        if (step) {
          const to = (k + step + state.players.length) % state.players.length;
          selectPlayer(to, `tab-${to}`);
        }
      },
    }, h("span", { class: "tab-check", "aria-hidden": "true", text: checked ? "✓" : "" }),
    h("span", { class: "tab-name" }, h("span", { class: "full", text: name }),
      h("span", { class: "short", "aria-hidden": "true", text: short[k] === name ? name : `${short[k]}…` })),
    h("span", { class: "tab-sub", "aria-hidden": "true",
      text: withSuns ? `${before[k].fame} · ☀${held}/${set.per_player}` : String(before[k].fame) }),
    h("span", { class: "sr-only", text: `, ${tn("tab_fame", before[k].fame)}${withSuns
      ? `, ${t("suns_pick", { held, count: set.per_player })}` : ""}, ${t(checked ? "checked" : "not_checked")}` }));
  }));
  tabs.style.setProperty("--n", String(state.players.length)); // CSSOM: allowed by the page's CSP

  // the table's choice: suns now, or only in the epoch where they score
  const sunSwitch = e < last ? h("div", { class: "suns-switch" },
    h("p", { class: "hint", id: "suns-later", text: t("suns_later", { epochs: last }) }),
    h("button", { type: "button", class: "secondary switch", id: "suns-early", "aria-pressed": String(state.suns_early),
      "aria-describedby": "suns-later", dataset: { focus: "suns-early" }, onclick: toggleEarlySuns },
    h("span", { class: "switch-mark", "aria-hidden": "true", text: state.suns_early ? "☑" : "☐" }), ` ${t("suns_now")}`)) : null;

  // suns
  let suns = null;
  if (withSuns) {
    const mySuns = en.suns[i];
    const sunErrors = errorsAt(`p${i}-suns`);
    const badSuns = new Set(sunErrors.map((x) => x.sun).filter((x) => x !== undefined));
    // a sun picked twice is told at once, at every holder, before anyone taps Score
    const twice = mySuns.filter((s) => holders.get(s).length > 1 && !badSuns.has(s))
      .map((s) => ({ detail: t("sun_twice", { n: s, names: joinNames(holders.get(s).map((k) => state.players[k])) }) }));
    const chips = set.all.map((s) => {
      const others = (holders.get(s) || []).filter((k) => k !== i);
      const mine = mySuns.includes(s);
      const owner = others.length ? joinNames(others.map((k) => state.players[k])) : null;
      // a name the chip cuts shows its shortest distinct start instead, as the tabs do ("Annel…", "Annek…")
      const shortOwner = others.length ? others.map((k) => (short[k] === state.players[k] ? short[k] : `${short[k]}…`)).join(" ") : null;
      const bad = badSuns.has(s) || (mine && others.length > 0);
      return h("button", {
        type: "button", class: `sun${mine ? " mine" : ""}${owner ? " taken" : ""}${bad ? " bad" : ""}`,
        "aria-pressed": String(mine), "aria-label": owner ? t("sun_held_by", { n: s, name: owner }) : t("sun", { n: s }),
        dataset: { focus: `sun-${s}`, sun: String(s) }, onclick: () => toggleSun(i, s),
      }, h("span", { class: "sun-n", text: String(s) }), owner ? h("span", { class: "sun-owner", "aria-hidden": "true" }, h("span", { class: "full", text: owner }),
        h("span", { class: "short", text: shortOwner })) : null);
    });
    const left = leftoverSuns(en);
    const middleErrors = errorsAt("middle");
    const previous = entry(e - 1);
    suns = h("fieldset", { class: `suns${sunErrors.length || twice.length ? " has-error" : ""}`, dataset: { field: `p${i}-suns` } },
      h("legend", {}, t("suns"), " ",
        // green only when the count is right and no sun of them is held twice
        h("span", { class: `count${mySuns.length === set.per_player && !sunErrors.length && !twice.length ? " ok" : ""}`,
          text: t("suns_pick", { held: mySuns.length, count: set.per_player }) })),
      previous && previous.suns.some((x) => x.length) ? h("p", { class: "hint", text: t("suns_carried", { epoch: e - 1 }) }) : null,
      errorList([...sunErrors, ...twice]),
      h("div", { class: "sun-grid" }, chips),
      h("p", { class: `middle${middleErrors.length ? " has-error" : ""}`, id: "middle", tabindex: "-1" },
        left.length === 1 ? t("middle_sun", { sun: left[0] }) : t("middle_open", { suns: left.join(", ") || "–" })),
      errorList(middleErrors));
  }

  // tiles
  const paths = rules().tile_paths;
  const previousResult = state.results[e - 2];
  const stay = new Set(rules().tiles.stay_after_epoch);
  const keptFrom = (k, tile) => Boolean(previousResult && stay.has(tile) && kept(previousResult, k, tile));
  const cards = [];
  let group = null;
  for (const tile of rules().tiles.display) {
    const g = paths[tile].length > 1 ? paths[tile][0] : null;
    if (g !== group && g) cards.push(h("h4", { class: "group", text: cap(tileName(g)) }));
    group = g;
    const n = en.tiles[i][tile] || 0;
    const key = `p${i}-tile-${tile}`;
    const id = `count-${tile}`;
    const problems = errorsAt(key);
    const name = tileName(tile);
    cards.push(h("div", { class: `tile${n ? " some" : ""}${problems.length ? " has-error" : ""}`, dataset: { field: key } },
      h("label", { for: id }, h("span", { class: "tile-name", text: cap(name) }),
        keptFrom(i, tile) ? h("span", { class: "kept" }, h("span", { "aria-hidden": "true", text: "↻ " }), t("kept")) : null),
      stepper({ id, n, max: MAX_COUNT, more: t("more", { tile: name, Tile: cap(name) }),
        fewer: t("fewer", { tile: name, Tile: cap(name) }), focus: tile, invalid: problems.length > 0,
        describedBy: problems.length ? `${id}-error` : null,
        get: () => entry().tiles[i][tile] || 0, set: (value) => setCount(i, tile, value) }),
      problems.length ? h("ul", { class: "field-error", id: `${id}-error` },
        problems.map((x) => h("li", { text: x.detail }))) : null));
  }

  const headErrors = errorsAt(`p${i}-head`);
  const next = i + 1 < state.players.length ? i + 1 : null;
  const panel = h("section", { id: "panel", class: "panel", role: "tabpanel", "aria-labelledby": `tab-${i}` },
    h("div", { class: `player-head${headErrors.length ? " has-error" : ""}`, dataset: { field: `p${i}-head` } },
      h("h3", { text: state.players[i] }),
      h("p", { class: "pills" },
        h("span", { class: "pill" }, `${t("fame")} `, h("strong", { text: String(before[i].fame) })),
        hasAnkhs() ? h("span", { class: "pill" }, `${t("ankhs")} `, h("strong", { text: String(before[i].ankhs) })) : null),
      errorList(headErrors)),
    suns,
    h("fieldset", { class: "tiles" }, h("legend", { text: t("tiles") }), h("div", { class: "tile-grid" }, cards)),
    next !== null ? h("button", { type: "button", class: "secondary wide", dataset: { focus: "next" },
      onclick: () => selectPlayer(next, `tab-${next}`), text: t("next_player", { name: state.players[next] }) }) : null);

  // Score warns once about players nobody opened in this epoch (their display would be scored as
  // it stands: from epoch 2 on, only what they kept).
  const notOpened = unopened();
  const warningBox = warning && warned === e && !state.results[e - 1] && notOpened.length
    ? h("div", { class: "notice warning", id: "unopened", role: "alert" },
      h("p", {}, h("strong", { text: tn("unopened_title", notOpened.length) })),
      h("p", { text: tn("unopened_text", notOpened.length, { names: joinNames(notOpened) }) }),
      h("div", { class: "notice-actions" },
        h("button", { type: "button", class: "secondary", id: "open-unopened", dataset: { focus: "open-unopened" },
          onclick: () => selectPlayer(state.players.indexOf(notOpened[0])), text: t("open_player", { name: notOpened[0] }) }),
        h("button", { type: "button", class: "secondary", id: "score-anyway", dataset: { focus: "score-anyway" },
          onclick: () => scoreEpoch(true), text: t("score_anyway") })))
    : null;

  const later = state.results[e - 1] ? range(e + 1, state.results.length) : [];
  const correction = state.correction;
  return [
    screenHead(t("epoch_of", { epoch: e, epochs: last })),
    e > 1 && state.results[e - 2] ? h("button", { type: "button", class: "link back", id: "back-to-result",
      onclick: () => showResult(e - 1), text: `← ${t("back_to_result", { epoch: e - 1 })}` }) : null,
    state.results[e - 1] ? h("button", { type: "button", class: "link back", id: "keep-as-scored",
      onclick: () => keepAsScored(e), text: `← ${t("keep_as_scored", { epoch: e })}` }) : null,
    correction && correction.failed === e
      ? h("p", { class: "notice warning", id: "correction", text: t("rescore_failed", { epoch: correction.epoch, failed: e }) }) : null,
    later.length ? h("p", { class: "hint", id: "rescore-hint", text: tn("rescore_hint", later.length, { list: joinNames(later.map(String)) }) }) : null,
    errorSummary(facts(errors), entryPlace),
    errorList(errorsAt("general")),
    sunSwitch,
    tabs,
    panel,
    h("div", { class: "actions sticky" },
      failureBox(),
      warningBox,
      h("span", { class: "bar-player", "aria-hidden": "true", text: state.players[i] }),
      h("button", { type: "button", class: "primary", id: "score", "aria-busy": busy ? "true" : null,
        disabled: busy, dataset: { focus: "score" }, onclick: () => scoreEpoch(warned === e),
        text: busy ? t("scoring") : t("score", { epoch: e }) })),
  ];
}

// A breakdown sentence ends with its points (": +5", " (total +7)"); they are shown once, in their
// own column.
// A single part ends with the same points as the total ("2 different monuments: +2 (total +2)"): both go.

function correctionNote(e) {
  const c = state.correction;
  if (!c || c.to !== e || c.failed) return null;
  const changed = c.fame.filter((f) => f.before !== f.after);
  const into = joinNames(c.into.map(String));
  return h("section", { class: "notice correction", id: "correction", "aria-labelledby": "correction-title" },
    h("h3", { id: "correction-title", text: t("corrected", { epoch: c.epoch }) }),
    c.rescored.length ? h("p", { text: tn("rescored", c.rescored.length, { list: joinNames(c.rescored.map(String)) }) }) : null,
    c.carried.length ? h("ul", { class: "carried" }, c.carried.map((x) => h("li", {
      text: tn("carried", c.into.length, { name: state.players[x.player], tile: tileName(x.tile), delta: signed(x.delta), list: into }) }))) : null,
    changed.length
      ? [h("p", { text: t("fame_after", { epoch: c.to }) }), h("ul", { class: "fame-changes" }, changed.map((f) => h("li", {
        dataset: { player: state.players[f.player] },
        text: t("fame_changed", { name: state.players[f.player], before: f.before, after: f.after }) })))]
      : h("p", { text: t("fame_same") }));
}

// `epochs`: each scored epoch's answer, in order (a recorded game's come from /replay).

function shareBlock() {
  const note = shareNote && shareNote.screen === screenKey() ? shareNote : null;
  return h("div", { class: "share" },
    h("button", { type: "button", class: "secondary wide", id: "share", dataset: { focus: "share" }, onclick: shareResult,
      text: t("share") }),
    note && note.copied ? h("p", { class: "hint", id: "share-note", role: "status", text: t("shared") }) : null,
    note && note.text ? copyBox("share-text", t("share_manual"), note.text, note.text.split("\n").length) : null);
}

// The winner of a Ra game, scored or recorded (or the players sharing first place).

export function renderResult() {
  const e = state.epoch;
  const result = state.results[e - 1];
  if (!result) {
    show("entry");
    return renderEntry();
  }
  const answer = answerOf(result);
  const last = e === rules().epochs;
  const out = [screenHead(t(last ? "final_title" : "result_title", { epoch: e })), correctionNote(e)];
  if (last && answer.winner) out.push(winnerView(answer));
  out.push(h("h3", { text: t("standings") }), standingsList(answer));
  if (last) out.push(fameTable(state.results.map(answerOf)), pictureView(fameChart(state.results.map(answerOf)), resultText, `${state.game.slug}.png`), shareBlock());
  out.push(h("h3", { text: `${t("per_player")} · ${t("epoch_n", { n: e })}` }),
    h("section", { class: "epoch-result", id: "this-epoch" }, playerCards(answer, e, carried(e))));
  if (e > 1) {
    out.push(h("h3", { text: t("change_an_epoch") }),
      h("div", { class: "epoch-links" }, range(1, e).map((k) => h("button", { type: "button", class: "secondary",
        id: `change-${k}`, dataset: { focus: `change-${k}` }, "aria-label": t("change_epoch", { epoch: k }),
        onclick: () => changeEpoch(k), text: t("epoch_n", { n: k }) }))));
    out.push(h("h3", { text: t("earlier_epochs") }),
      range(1, e - 1).map((k) => h("details", { class: "epoch-result", id: `epoch-${k}` },
        h("summary", { text: t("epoch_n", { n: k }) }),
        playerCards(answerOf(state.results[k - 1]), k, carried(k)))));
  }
  out.push(h("div", { class: "actions sticky" },
    h("button", { type: "button", class: "secondary narrow", id: "change-epoch", dataset: { focus: "change" },
      "aria-label": t("change_epoch", { epoch: e }), onclick: () => changeEpoch(e), text: t("change") }),
    last
      ? h("button", { type: "button", class: "primary", dataset: { focus: "again" }, onclick: askNewGame, text: t("new_game") })
      : h("button", { type: "button", class: "primary", id: "next-epoch", dataset: { focus: "next-epoch" },
        onclick: () => goToEpoch(e + 1), text: t("next_epoch", { epoch: e + 1 }) })));
  return out;
}

