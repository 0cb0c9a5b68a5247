// The form's shell, shared by every screen: its words (t, tn), the status line, the request on its
// way and its failure, the focus wanted after the next render, the game's data as the referee gave it,
// and the widgets several screens use. `render`, `screenKey` and `askNewGame` are app.js's, handed over at
// start (connect), so no screen module imports app.js.
import { h } from "./dom.js";
import { TEXTS, LANGS, format, plural } from "./i18n.js";
import { state, show, lang, save, storageOk } from "./store.js";
import { ENGINE_STALE, HAS_SERVER } from "../site.js";
import {
  api, hasProblems, Offline, TimedOut, NoReferee, Refused, TIMEOUT_S, answeredBy, watchAnswers, waitingForReferee,
} from "./api.js";
import * as phone from "../on-phone.js";

export const t = (key, params = {}) => format(lang, key, params);
export const tn = (key, count, params = {}) => plural(lang, key, count, params);
// An Osiris colour in the page's words ("red-brown", "roodbruin").
export const colourName = (colour) => t(`colour_${colour.replace(/-/g, "_")}`);

export function joinNames(names) {
  return names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} ${t("and")} ${names[names.length - 1]}`;
}

// Every adjacent pair of the standings that a tie-break decided (C3), as the answer gives it: the pair for first
// place in the answer's words for the winner, each later pair in the lower player's ("tied with Bert, whose
// highest sun (12) beats 11"). `unit`: the first criterion ("fame", "followers"), which is no tie-break; a shared
// rank is none either (both players show the same rank). The shared text and the list of finished games.
export function tieBreakLines(standings, unit) {
  return standings.map((s, k) => (!k || !s.decided_by || s.decided_by === unit || s.decided_by === "shared" || !s.detail
    ? null : k === 1 ? t("tie_break", { detail: standings[0].detail }) : t("tie_break_for", { name: s.name, detail: s.detail })))
    .filter(Boolean);
}

// Dates as the phone writes them (an en-GB phone: "26 Nov 2026"), in the form's language.
export function locale() {
  const own = (navigator.languages || [navigator.language || ""]).find((l) => String(l).toLowerCase().split("-")[0] === lang);
  return own || lang;
}

export const dateOf = (iso) => new Date(iso).toLocaleDateString(locale(), { day: "numeric", month: "short", year: "numeric" });

// --- render, the screen, the focus -----------------------------------------------------------------

const shell = { render: () => {}, screenKey: () => "", askNewGame: () => {} };

// app.js's render, screen key and New game dialog, handed over once at start.
export function connect(hooks) {
  Object.assign(shell, hooks);
}

// A render draws the screen anew; a redraw still due after a tap (drawPending) is then done with.
export const render = () => {
  clearTimeout(pendingDraw);
  pendingDraw = null;
  shell.render();
};

// The screen after a move tapped: the referee's answer draws it (milliseconds later, one render); only if none has
// come by PENDING_MS is the move drawn pending first, on the last position answered. `then` runs after that drawing
// (a scroll that keeps the move being made in view).
const PENDING_MS = 100;
let pendingDraw = null;
export function drawPending(then) {
  clearTimeout(pendingDraw);
  pendingDraw = setTimeout(() => {
    render();
    then?.();
  }, PENDING_MS);
}
export const screenKey = () => shell.screenKey();
export const askNewGame = () => shell.askNewGame();

let pendingFocus = null;

// The element (its data-focus, "field:<key>" or "go:<focus>") that gets the focus at the next render.
export function focusNext(key) {
  pendingFocus = key;
}

export function takeFocus() {
  const key = pendingFocus;
  pendingFocus = null;
  return key;
}

// --- the line under the header ----------------------------------------------------------------------

let status = null; // {key, params, kind}, put in words at every render
const statusLine = document.getElementById("status");

export function showStatus(key, params = {}, kind = "info") {
  status = key ? { key, params, kind } : null;
  paintStatus();
}

export function paintStatus() {
  if (!storageOk && !status) status = { key: "storage_off", params: {}, kind: "error" };
  const shown = status || whoAnswers();
  const message = !shown ? "" : shown.count === undefined ? t(shown.key, shown.params) : tn(shown.key, shown.count);
  statusLine.textContent = message;
  statusLine.className = message ? `status ${shown.kind}` : "status";
  statusLine.dataset.by = shown?.by || "";
}

// Who answers the table's taps (api.js): the server, the referee on this phone (with why, or that it is still
// starting), or nobody now, with the moves that wait for a referee. Before any request, who will: the server when
// the browser is online beside one, else the phone's referee. The server is named once another was (the line
// stays empty on a visit the server answered throughout: nothing to tell apart). A server that refuses the phone
// its engine (site.js ENGINE_STALE) says so; a phone with no referee at all says nothing here when the failure
// beside the button says it, nor while the line under this one says its copy for flight mode is incomplete.
let otherSaid = false;
function whoAnswers() {
  const shown = answerer();
  if (shown?.by === "server" && !otherSaid && !ENGINE_STALE) return null;
  if (shown && shown.by !== "server") otherSaid = true;
  return shown;
}

function answerer() {
  const said = (key, by, kind = "phone") => ({ key, params: {}, kind, by });
  if (ENGINE_STALE) return said("engine_stale", "server");
  if (answeredBy.refused) return { ...said("phone_refused", "none"), kind: "error" };
  const waiting = waitingForReferee() ? movesWaiting() : 0;
  if (waiting) return { ...said("moves_wait", "none", "error"), count: waiting };
  let { by, why, waiting: starting } = answeredBy;
  if (by === null || (by === "server" && !navigator.onLine)) {
    const engine = phone.status();
    by = HAS_SERVER && navigator.onLine ? "server" : engine === "none" ? "none" : "phone";
    why = HAS_SERVER ? "offline" : "site";
    starting = engine !== "ready";
  }
  if (by === "server") return said("checked_by_server", "server");
  if (by === "phone") return said(starting ? "phone_starting" : `checked_here_${why}`, "phone");
  return failure || phone.flightCopy()?.missing?.length ? null : said("nobody_answers", "none");
}

// The moves of the game recorded on screen that no referee has checked yet.
function movesWaiting() {
  const board = state.sakkara;
  if (board?.log?.turns) {
    return board.log.workers.length + board.log.turns.reduce((n, turn) => n + turn.length, 0) - Math.max(0, board.at);
  }
  const moves = state.record?.log?.moves;
  return moves ? Math.max(0, moves.length - Math.max(0, state.record.at)) : 0;
}

watchAnswers(() => paintStatus());
phone.watchEngine(() => paintStatus());
phone.watchFlight(() => paintStatus());
window.addEventListener("online", () => paintStatus());
window.addEventListener("offline", () => paintStatus());

// --- a move tapped and its answer --------------------------------------------------------------------
//
// The form knows no rule: a move tapped is pending until a referee answers, marked on the last position answered
// (the server or the referee on the phone answers in milliseconds), and the buttons do nothing meanwhile. Only when
// no answer comes by LATE_MS (offline with no referee on the phone, the phone's referee starting, a slow network)
// does a board offer its entry of every move kind the notation allows, for the table to go on; the referee checks
// those moves when it answers.
const LATE_MS = 300;
let late = false;
let lateTimer = null;

// A move tapped (or the log changed): its answer is due.
export function answerDue() {
  clearTimeout(lateTimer);
  late = false;
  lateTimer = setTimeout(() => {
    late = true;
    render();
  }, LATE_MS);
}

// The answer for the log as it is came.
export function answerIn() {
  clearTimeout(lateTimer);
  lateTimer = null;
  late = false;
}

// Is the referee out of reach for a recording (`rec`: its offline failure, or null), or late?
export const refereeAway = (rec) => Boolean(rec && rec.offline) || late;

// A screen reader hears what a tap did (the move recorded, whose turn it is), without a visible line.
export function announce(text) {
  document.getElementById("announce").textContent = text;
}

// --- the form's one dialog: a question with a yes and a no ------------------------------------------------

const dialog = document.getElementById("confirm");
let onYes = null;

// `then` runs on yes; no (or Escape) leaves everything as it was.
export function ask({ title, text, yes, no }, then) {
  dialog.querySelector("h2").textContent = title;
  dialog.querySelector("p").textContent = text;
  dialog.querySelector("[value=yes]").textContent = yes;
  dialog.querySelector("[value=no]").textContent = no;
  onYes = then;
  dialog.returnValue = "";
  dialog.showModal();
}

dialog.addEventListener("close", () => {
  const then = onYes;
  onYes = null;
  if (dialog.returnValue === "yes" && then) then();
});

// --- the request on its way ---------------------------------------------------------------------------

// A request on its way: its button is busy, and an earlier failure is forgotten.
// Each request has a number: an answer that comes back after another request began (a new game
// started meanwhile) must not end that one's wait.
export let busy = false;
export let failure = null; // a request that failed, shown next to its button: {screen, key, params, retry}
let requests = 0;

export function startRequest() {
  busy = true;
  failure = null;
  render();
  return ++requests;
}

export function endRequest(request) {
  if (request === undefined || request === requests) busy = false;
}

export function clearFailure() {
  failure = null;
}

// What went wrong, in words chosen at render time (so a language switch translates it too).
export function whatFailed(err) {
  return err instanceof NoReferee ? { key: "no_referee", params: {} }
    : err instanceof TimedOut ? { key: "timeout", params: { seconds: TIMEOUT_S } }
    : err instanceof Offline ? { key: "offline", params: {} }
      : { key: "server_error", params: { status: err instanceof Refused ? err.code : "?" } };
}

export function failed(err, retry) {
  busy = false;
  failure = { screen: screenKey(), ...whatFailed(err), retry };
  render();
}

// --- the game's data ----------------------------------------------------------------------------------

// Games whose end is entered on one card (POST /outcome): the form knows each one's request.
export const CARD_GAMES = ["osiris", "sakkara"];
export const rules = () => state.game.rules;
export const sunSet = () => rules().suns[String(state.players.length)];
// The API names the tiles of a display; Ra tiles and disasters, which never stay in one, are named here.
export const tileName = (tile) => (rules().names[lang] || rules().names.en)[tile]
  || (`tile_${tile}` in TEXTS.en ? t(`tile_${tile}`) : tile);
export const hasAnkhs = () => typeof rules().ankhs === "number";
export const answerOf = (result) => result.answers[lang] || result.answers.en || Object.values(result.answers)[0];
export const isCardGame = () => Boolean(state.game && state.game.outcome);
export const pointerParts = (pointer) => pointer.split("/").slice(1).map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"));

// The answers already shown were written in one language: fetch the others in the background, so a
// switch of language later shows them at once, even with the connection gone.
export async function fillLanguages() {
  if (!state.game) return;
  const post = isCardGame() ? state.game.outcome : state.game.score;
  const answered = isCardGame() ? [state.outcome] : state.results;
  for (const result of answered) {
    for (const l of LANGS) {
      if (!result || result.answers[l]) continue;
      try {
        const r = await api(post, result.request, l);
        if (r.status !== 200 || !r.data) return;
        result.answers[l] = r.data;
      } catch {
        return; // offline: the switch asks again
      }
      save();
      if (l === lang) render();
    }
  }
}

export function changePlayers() {
  state.setup = { ...state.setup, game: state.game.slug, count: state.players.length, names: [...state.players] };
  show("setup");
  save();
  render();
}

// The Web Share API where the phone has it, else the clipboard: "shared", "closed" (the sheet was
// closed: nothing to say), "copied", or "manual" when the text must be copied by hand from the screen.
export async function shareOrCopy(data, text) {
  if (navigator.share) {
    try {
      await navigator.share(data);
      return "shared";
    } catch (err) {
      if (err && err.name === "AbortError") return "closed";
    }
  }
  try {
    await navigator.clipboard.writeText(text);
    return "copied";
  } catch {
    return "manual";
  }
}

// --- widgets ------------------------------------------------------------------------------------------

// A screen's heading, with the game's name beside it.
export function screenHead(title) {
  return h("div", { class: "screen-head" },
    h("h2", { tabindex: "-1", text: title }), h("span", { class: "game-name", text: state.game.name }));
}

// A text the phone could neither share nor copy, to be copied by hand.
export function copyBox(id, label, text, rows) {
  return h("div", { class: "field" }, h("label", { for: id, text: label }),
    h("textarea", { id, readonly: true, rows: String(rows), onfocus: (ev) => ev.target.select() }, text));
}

export function radio(name, value, checked, label, sub, onchange) {
  const id = `${name}-${value}`;
  return h("div", { class: "choice" },
    h("input", { type: "radio", name, id, value, checked, onchange, dataset: { focus: id } }),
    h("label", { for: id }, h("span", { class: "choice-main", text: label }),
      sub ? h("span", { class: "choice-sub", text: sub }) : null));
}

// A request that failed, next to the button that sent it, with a button to send it again.
export function failureBox() {
  if (!failure || failure.screen !== screenKey()) return null;
  return h("div", { class: "notice failure", id: "failure", role: "alert" },
    h("p", { text: t(failure.key, failure.params) }),
    h("button", { type: "button", class: "secondary", id: "retry", dataset: { focus: "retry" },
      onclick: () => failure.retry(), text: t("retry") }));
}

export function errorList(items) {
  return items.length ? h("ul", { class: "field-error" }, items.map((e) => h("li", { text: e.detail }))) : null;
}

export function errorSummary(items, place) {
  if (!items.length) return null;
  return h("section", { class: "error-summary", id: "summary", tabindex: "-1", dataset: { focus: "summary" },
    "aria-labelledby": "summary-title" },
  h("h3", { id: "summary-title", text: tn("problems", items.length) }),
  h("p", { text: t("problems_hint") }),
  h("ul", {}, items.map((e) => {
    const { where, go } = place(e);
    return h("li", {}, h("button", { type: "button", class: "link", onclick: go },
      h("strong", { text: `${where}: ` }), e.detail));
  })));
}


// A count box just tapped has its number selected, so the digits typed replace it: the mouseup of that
// tap would put a caret in it instead.
const selectedOnFocus = new WeakSet();

// A count box: + and - and the box itself. `get` reads the count, `set` stores one (without a render).
export function stepper({ id, n, max, label, more, fewer, focus, invalid, describedBy, get, set }) {
  const step = (delta) => {
    const now = get();
    if (now + delta < 0 || now + delta > max) return;
    set(now + delta);
    render();
  };
  return h("div", { class: "stepper" },
    h("button", { type: "button", class: "minus", "aria-label": fewer, "aria-disabled": n ? null : "true",
      dataset: { focus: `minus-${focus}` }, onclick: () => step(-1) }, "−"),
    h("input", { id, type: "text", inputmode: "numeric", pattern: "[0-9]*", autocomplete: "off",
      value: String(n), "aria-invalid": invalid ? "true" : null, "aria-describedby": describedBy, "aria-label": label,
      dataset: { focus: id },
      onfocus: (ev) => { ev.target.select(); selectedOnFocus.add(ev.target); },
      onmouseup: (ev) => { if (selectedOnFocus.delete(ev.target)) ev.preventDefault(); },
      onkeydown: (ev) => selectedOnFocus.delete(ev.target),
      oninput: (ev) => { set(parseInt(ev.target.value.replace(/\D/g, ""), 10)); render(); },
      // the blur of a tap elsewhere: only this box's own text is tidied, nothing moves under the finger
      onchange: (ev) => { ev.target.value = String(get()); } }),
    h("button", { type: "button", class: "plus", "aria-label": more, "aria-disabled": n < max ? null : "true",
      dataset: { focus: `plus-${focus}` }, onclick: () => step(1) }, "+"));
}

// A card's question to the referee (Osiris's winner, Sakkara's pyramids): an answer opens the outcome screen
// (`onAnswer` sees it first), a 422 shows its problems at their fields, anything else is a failure with Try
// again (`retry`).
export async function askCard(request, retry, onAnswer) {
  if (busy) return;
  startRequest();
  let r;
  try {
    r = await api(state.game.outcome, request);
    if (r.status !== 200 && !hasProblems(r)) throw new Refused(r.status);
  } catch (err) {
    failed(err, retry);
    return;
  }
  endRequest();
  if (r.status === 200) {
    state.outcome = { request, answers: { [lang]: r.data } };
    state.errors = null;
    show("outcome");
    onAnswer?.(r.data);
    save();
    render();
    fillLanguages();
  } else {
    state.errors = { card: true, request, list: r.data.errors, lang };
    save();
    focusNext("summary");
    render();
  }
}
