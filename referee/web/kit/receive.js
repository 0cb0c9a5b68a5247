// A game handed from another phone (kit/handoff.js): read from pasted text, a file, a link's fragment (#game=...,
// on load and on hashchange) or a code the camera reader hands to `receiveText(text)`. Nothing on this phone
// changes until the referee (kit/api.js: the server or the phone's engine, as everything else asks) has checked the
// game and the table has said yes to what the screen says it is; a game in progress here is kept among the kept
// games (kept.js) first, never overwritten. Each mode loads its own game (its `receive(body, answer)`, modes.js),
// which then goes on from the next move as if it had never moved.
//
// While a game read is on its way or waits for the table's choice, this module's screen lies over the mode's
// (`shown()`, `view()`, app.js).
import { h, newId } from "./dom.js";
import { state, show, lang, games, save, setState, freshState } from "./store.js";
import { api, hasProblems, Refused } from "./api.js";
import { t, tn, render, focusNext, dateOf, fillLanguages } from "./ui.js";
import { collector, Refusal } from "./handoff.js";
import { keptGames, keep, takeKept } from "./kept.js";
import { openScanner } from "./scan.js";
import * as phone from "../on-phone.js";

const registry = { MODES: [], modeOf: () => null }; // app.js's modes (modes.js), handed over at start (connect)
export function connect(modes) {
  Object.assign(registry, modes);
}

// A recording's slice as the referee's `answer` to its log leaves it: the log, and the answer for its `n` moves.
export const answered = (log, n, answer) => ({ log, started: new Date().toISOString(), at: n, version: 0,
  answers: { [lang]: answer } });

// A card loaded with the referee's answer to its request: the card's screen opened for the table (as the request
// says, where the card can read it back: its `cardOf(request)`), then its outcome.
export function cardReceive(card, request, answer) {
  card.openCard(state.players, card.cardOf?.(request) ?? null);
  state.outcome = { request, answers: { [lang]: answer } };
  state.errors = null;
  show("outcome");
}

const parts = collector();
let pending = null; // {stage: "checking" | "part" | "refused" | "found", ...} while this screen is shown
let typed = "";

export const shown = () => Boolean(pending);
export const screen = () => (pending ? `receive:${pending.stage}` : null);

const inProgress = () => {
  const mode = state.game && state.view !== "setup" ? registry.modeOf(state.game) : null;
  return Boolean(mode && !mode.finished());
};

const namesOf = (body) => (Array.isArray(body) ? body[0] : body).players.map((p) => (typeof p === "string" ? p : p.name));

// The referee's answer to the game: the replay of a log, the score of each epoch, the outcome of a card.
async function check(game, payload) {
  const ask = async (path, body) => {
    const r = await api(path, body);
    if (hasProblems(r)) throw Object.assign(new Error("illegal"), { detail: r.data.errors[0]?.detail || "" });
    if (r.status !== 200 || !r.data) throw new Refused(r.status);
    return r.data;
  };
  if (payload.kind === "record") return ask(game.links.replay, payload.body);
  if (payload.kind === "card") return ask(game.links.outcome, payload.body);
  const answers = [];
  for (const request of payload.body) answers.push(await ask(game.links.score, request));
  return answers;
}

// What the game is, in words: "Ra, 4 players, epoch 2, move 143, Bert to move", "Sakkara, finished, Anne wins".
function summary(found) {
  const { payload, game, rules, mode, answer } = found;
  const wins = (name) => (name ? t("handoff_wins", { name }) : t("handoff_nobody_wins"));
  const words = [game.name];
  // a card with no winner: the referee's own sentence ("No pyramid is complete yet: the game goes on.")
  if (payload.kind === "card" && !answer.winner && answer.detail) return t("handoff_card_said", { game: game.name, detail: answer.detail });
  if (payload.kind === "card") words.push(t("handoff_finished"), wins(answer.winner));
  else if (payload.kind === "score") {
    const last = answer[answer.length - 1];
    if (answer.length >= rules.epochs) words.push(t("handoff_finished"), wins(last.winner));
    else words.push(tn("handoff_players", namesOf(payload.body).length), t("handoff_scored", { epoch: answer.length }),
      t("handoff_leads", { name: last.standings[0].name }));
  } else if (answer.finished) words.push(t("handoff_finished"), wins(answer.winner ?? answer.outcome?.winner));
  else {
    words.push(tn("handoff_players", namesOf(payload.body).length));
    if (typeof answer.state.epoch === "number") words.push(t("handoff_epoch", { epoch: answer.state.epoch }));
    words.push(t("handoff_move", { move: (mode.written ? mode.written(payload.body) : payload.body.moves.length) + 1 }));
    const who = answer.state.to_move ?? answer.state.turn;
    if (typeof who === "string") words.push(t("handoff_to_move", { name: who }));
  }
  return words.join(", ");
}

// A text read (pasted, a file's, a link's, a code's): a game checked and said, or a part of one counted, or refused.
export async function receiveText(text) {
  pending = { stage: "checking" };
  focusNext("handoff-status");
  render();
  let found = null;
  try {
    const got = await parts.add(text);
    if (!got.payload) {
      pending = { stage: "part", have: got.have, count: got.count };
      render();
      return;
    }
    parts.clear();
    const payload = got.payload;
    let list = games;
    if (!list) {
      const r = await api("v1/games");
      if (r.status !== 200 || !r.data) throw new Refused(r.status);
      list = r.data.games;
    }
    const game = list.find((g) => g.slug === payload.game);
    const choice = payload.kind === "record" ? "record" : "score";
    const mode = game && registry.MODES.find((m) => m.kind === payload.kind && m.offers(game, choice) && m.receive);
    if (!mode) throw new Refusal("unknown_game");
    const r = await api(game.links.rules);
    if (r.status !== 200 || !r.data) throw new Refused(r.status);
    found = { payload, game, rules: r.data, mode, answer: await check(game, payload) };
  } catch (err) {
    if (!(err instanceof Refusal)) parts.clear();
    pending = err instanceof Refusal ? { stage: "refused", reason: err.reason }
      : err.message === "illegal" ? { stage: "refused", reason: "illegal", detail: err.detail }
        : { stage: "refused", reason: "unchecked" };
    focusNext("handoff-status");
    render();
    return;
  }
  pending = { stage: "found", found, lang };
  focusNext("handoff-status");
  render();
}

// The game read takes the place of the one here (kept first, if one is in progress).
function take() {
  const { payload, game, rules, mode, answer } = pending.found;
  if (inProgress() && !keep(state)) {
    pending = { stage: "refused", reason: "not_kept" };
    render();
    return;
  }
  const names = namesOf(payload.body);
  setState(freshState({ game: game.slug, count: names.length, names: [...names], mode: payload.kind === "record" ? "record" : "score" }));
  for (const m of registry.MODES) {
    m.close?.();
    m.reset?.();
  }
  state.game = mode.game(game, rules);
  state.players = names;
  state.id = newId();
  phone.keepForGood();
  mode.receive(payload.body, answer);
  pending = null;
  save();
  render();
  fillLanguages();
}

function cancel() {
  pending = null;
  parts.clear();
  render();
}

// A kept game resumed: the game in progress is kept in its place.
function resume(id) {
  const before = inProgress() ? state : null;
  const s = takeKept(id);
  if (!s) return render();
  if (before) keep(before);
  setState(s);
  for (const m of registry.MODES) m.reset?.();
  render();
  registry.modeOf(state.game)?.resume?.();
}

// --- reading ----------------------------------------------------------------------------------------

function readFile(ev) {
  const file = ev.target.files?.[0];
  ev.target.value = "";
  if (!file) return;
  if (file.size > 256 * 1024) {
    pending = { stage: "refused", reason: "too_big" };
    render();
    return;
  }
  file.text().then(receiveText, () => {
    pending = { stage: "refused", reason: "damaged" };
    render();
  });
}

// The camera reader (scan.js): each code read goes where a pasted text goes. It stays open while a game's codes are
// read one by one, saying how many it has, and closes once a game is found or refused (this screen then says which);
// where it cannot read, the person may paste the text instead.
function readWithCamera(id) {
  const scanner = openScanner({
    onText: async (text) => {
      await receiveText(text);
      if (pending?.stage === "part") scanner.say(t("handoff_part_read", pending));
      else scanner.close();
    },
    onClose: ({ paste }) => {
      if (!paste) return;
      focusNext(`${id}-text`);
      render();
    },
  });
}

function reader(id) {
  return h("form", { class: "handoff-reader", id, novalidate: true,
    onsubmit: (ev) => { ev.preventDefault(); if (typed.trim()) receiveText(typed); } },
  h("div", { class: "field" },
    h("label", { for: `${id}-text`, text: t("handoff_paste") }),
    h("textarea", { id: `${id}-text`, rows: "3", autocomplete: "off", spellcheck: "false", dataset: { focus: `${id}-text` },
      oninput: (ev) => { typed = ev.target.value; } }, typed)),
  h("div", { class: "export-actions" },
    h("button", { type: "submit", class: "secondary", id: `${id}-read`, dataset: { focus: `${id}-read` }, text: t("handoff_read") }),
    h("button", { type: "button", class: "secondary", id: `${id}-camera`, dataset: { focus: `${id}-camera` },
      onclick: () => readWithCamera(id), text: t("handoff_camera") }),
    h("label", { class: "button secondary file-button", for: `${id}-file`, text: t("handoff_file") }),
    h("input", { type: "file", id: `${id}-file`, class: "file-input", accept: ".txt,.json,text/plain,application/json",
      onchange: readFile })));
}

// The set-up's part: the reader, and the games kept on this phone.
export function setupView() {
  const kept = keptGames();
  return [
    h("section", { class: "handoff-open", id: "handoff-open", "aria-labelledby": "handoff-open-title" },
      h("h3", { id: "handoff-open-title", text: t("handoff_open") }),
      h("p", { class: "hint", text: t("handoff_open_hint") }),
      reader("handoff-setup")),
    kept.length ? h("section", { class: "history kept", id: "kept", "aria-labelledby": "kept-title" },
      h("h3", { id: "kept-title", text: t("kept_title") }),
      h("p", { class: "hint", text: t("kept_hint") }),
      h("ol", {}, kept.map((k) => h("li", { dataset: { key: k.state.id } },
        h("span", { class: "history-game", text: t("kept_item", { game: k.state.game.name, date: dateOf(k.date) }) }),
        h("button", { type: "button", class: "secondary", dataset: { focus: `kept-${k.state.id}` },
          onclick: () => resume(k.state.id), text: t("kept_resume") }))))) : null,
  ];
}

export function view() {
  const p = pending;
  const status = p.stage === "checking" ? h("p", { class: "hint", id: "handoff-status", role: "status", tabindex: "-1",
    dataset: { focus: "handoff-status" }, text: t("handoff_checking") })
    : p.stage === "part" ? h("p", { class: "notice", id: "handoff-status", role: "status", tabindex: "-1",
      dataset: { focus: "handoff-status" }, text: t("handoff_part_read", p) })
      : p.stage === "refused" ? h("p", { class: "notice failure", id: "handoff-status", role: "alert", tabindex: "-1",
        dataset: { focus: "handoff-status", refused: p.reason }, text: t(`handoff_${p.reason}`, { detail: p.detail || "" }) })
        : h("p", { class: "notice", id: "handoff-status", role: "status", tabindex: "-1",
          dataset: { focus: "handoff-status", game: p.found.game.slug, kind: p.found.payload.kind }, text: summary(p.found) });
  const keeping = p.stage === "found" && inProgress();
  return [
    h("h2", { tabindex: "-1", text: t("handoff_found") }),
    status,
    keeping ? h("p", { class: "hint", id: "handoff-keeping", text: t("handoff_in_progress", { game: state.game.name }) }) : null,
    p.stage === "part" ? reader("handoff-more") : null,
    h("div", { class: "actions" },
      p.stage === "found" ? h("button", { type: "button", class: "primary", id: "handoff-take", dataset: { focus: "handoff-take" },
        onclick: take, text: t(keeping ? "handoff_keep_take" : "handoff_take") }) : null,
      p.stage === "checking" ? null : h("button", { type: "button", class: "secondary", id: "handoff-cancel",
        dataset: { focus: "handoff-cancel" }, onclick: cancel, text: t(p.stage === "refused" ? "handoff_close" : "handoff_cancel") })),
  ];
}

// A link's fragment: the game in it read (on load, and when the fragment changes), the fragment then cleared so a
// reload does not read it again.
function fromLink() {
  if (!location.hash.startsWith("#game=")) return;
  const text = location.hash;
  history.replaceState(null, "", location.pathname + location.search);
  receiveText(text);
}
export function watchLinks() {
  window.addEventListener("hashchange", fromLink);
  fromLink();
}
