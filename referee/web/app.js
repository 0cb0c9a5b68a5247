// The phone form: score a game epoch by epoch through the referee API, record one move by move as it is
// played (POST /v1/games/<game>/replay), or enter the end of a game on one card and get its winner.
//
// Everything about the game comes from the API: the games and player counts (GET /v1/games), the rules
// (GET /v1/games/<game>), the scores, outcomes, sentences and problems (POST /v1/games/<game>/score
// or /outcome). The game in progress lives in localStorage (store.js), saved after every tap.
//
// This module is the page: the set-up screen, the New game dialog, the language switch and the one
// render, which lays the screen of the mode in use (modes.js: each game's folder holds its modes) over the
// page. A count box changes the game on `input` and only tidies its own text on `change` (the blur that
// a tap on the next control causes).
import { h, clamp, newId, morphChildren } from "./kit/dom.js";
import { state, lang, games, save, setState, setLang, setGames, freshState, history } from "./kit/store.js";
import { api, hasProblems, Refused } from "./kit/api.js";
import {
  t, tn, dateOf, connect, render, screenKey, takeFocus, paintStatus, busy, startRequest, endRequest, failed,
  clearFailure, fillLanguages, radio, failureBox, ask, tieBreakLines,
} from "./kit/ui.js";
import { MODES, modeFor, modeOf, recordingOf } from "./modes.js";
import * as phone from "./on-phone.js";
import * as code from "./kit/show-code.js";
import * as receive from "./kit/receive.js";

// The mode of the screen shown: none on the set-up.
const shown = () => (state.view === "setup" || !state.game ? null : modeOf(state.game));

const MAX_NAME = 40; // the API's limit on a player's name

const app = document.getElementById("app");
const header = document.querySelector("header.bar");
let lastScreen = null;

async function fetchGames() {
  clearFailure();
  try {
    const r = await api("v1/games");
    if (r.status === 200 && r.data) {
      setGames(r.data.games.filter((g) => MODES.some((m) => m.offers(g, "score"))));
    } else if (!games) throw new Refused(r.status);
  } catch (err) {
    if (!games) return failed(err, fetchGames);
  }
  if (state.view === "setup") render();
}

async function startGame(event) {
  event?.preventDefault();
  const s = state.setup;
  const names = tableNames();
  if (setupProblems(names).some(Boolean)) {
    s.tried = true;
    save();
    render();
    app.querySelector("[aria-invalid=true]")?.focus();
    return;
  }
  const game = games.find((g) => g.slug === s.game);
  startRequest();
  const mode = modeFor(game, s.mode);
  const before = state.game && state.game.slug === game.slug && state.players.length === names.length ? state.card : null;
  try {
    const r = await api(game.links.rules);
    if (r.status !== 200 || !r.data) throw new Refused(r.status);
    state.game = mode.game(game, r.data);
  } catch (err) {
    failed(err, () => startGame());
    return;
  }
  endRequest();
  phone.keepForGood(); // a game on this phone: its storage is worth keeping
  state.id = newId();
  for (const m of MODES) m.close?.(); // a game recorded on a board is over with a new game
  mode.open(names, before);
}

// A finished game is kept in the list of finished games: the dialog says so, and "no" goes back to it.
function askNewGame() {
  if (!state.game) return;
  const game = state.game.name;
  const mode = modeOf(state.game);
  const finished = mode.finished();
  const text = finished ? t("confirm_text_finished", { game }) : mode.newGameText(game);
  ask({ title: t("confirm_title"), text, yes: t(finished ? "confirm_yes_finished" : "confirm_yes"),
    no: t(finished ? "confirm_no_finished" : "confirm_no") }, newGame);
}

function newGame() {
  const setup = { game: state.game.slug, count: state.players.length, names: [...state.players],
    mode: state.setup.mode || "score" };
  setState(freshState(setup));
  clearFailure();
  for (const m of MODES) m.reset?.();
  render();
  if (!games) fetchGames();
}

function setLanguage(l) {
  if (l === lang) return;
  setLang(l);
  render();
  refreshSentences();
}

// Answers not yet fetched in the new language are asked for now; so are the problems on screen.
async function refreshSentences() {
  if (!state.game || modeOf(state.game).refreshLanguage?.()) return;
  await fillLanguages();
  const errors = state.errors;
  const wanted = lang;
  if (errors && errors.lang !== wanted) {
    const post = state.game.outcome || state.game.score; // a card's outcome, or an epoch's score
    try {
      const r = await api(post, errors.request);
      if (lang !== wanted || state.errors !== errors) return;
      if (hasProblems(r)) {
        Object.assign(errors, { list: r.data.errors, lang: wanted });
        save();
        render();
      }
    } catch {
      /* offline: keep the old words */
    }
  }
}

// --- views -------------------------------------------------------------------------------

const screenOf = () => receive.screen() ?? code.screen() ?? shown()?.screen() ?? `${state.view}:${state.epoch}`;

function tableNames() {
  const s = state.setup;
  return Array.from({ length: s.count }, (_, k) => (s.names[k] || "").trim());
}

function setupProblems(names) {
  const seen = new Set();
  return names.map((name) => {
    if (!name) return t("name_missing");
    if (name.length > MAX_NAME) return t("name_long", { max: MAX_NAME });
    if (seen.has(name)) return t("name_twice", { name });
    seen.add(name);
    return null;
  });
}

function historyList() {
  const finished = history();
  if (!finished.length) return null;
  return h("section", { class: "history", id: "history", "aria-labelledby": "history-title" },
    h("h3", { id: "history-title", text: t("history") }),
    h("ol", {}, finished.map((g) => h("li", { dataset: { key: g.id } },
      h("span", { class: "history-game", text: `${g.game} · ${dateOf(g.date)}` }),
      h("span", { class: "history-standings",
        text: g.verdict || g.standings.map((s) => t("history_fame", { name: s.name, score: s.score })).join(" · ") }),
      g.verdict ? null : tieBreakLines(g.standings, g.unit).map((line) => h("span", { class: "history-tie", text: line }))))));
}

function renderSetup() {
  const s = state.setup;
  if (!games) return [h("p", { class: "loading", text: t("loading") }), failureBox()];
  if (!games.length) return [h("p", { text: t("no_games") })];
  const game = games.find((g) => g.slug === s.game) || games[0];
  s.game = game.slug;
  s.count = clamp(s.count || game.players.min, game.players.min, game.players.max);
  const mode = modeFor(game, s.mode);
  const recording = recordingOf(game);
  const modeWords = recording?.choiceWords ?? ""; // a card game's two modes say what they are
  const counts = [];
  for (let n = game.players.min; n <= game.players.max; n++) counts.push(n);
  const problems = s.tried ? setupProblems(tableNames()) : [];
  const names = [];
  for (let k = 0; k < s.count; k++) {
    const id = `name-${k}`;
    const problem = problems[k];
    names.push(h("div", { class: "field", dataset: { field: id } },
      h("label", { for: id, text: t("player_n", { n: k + 1 }) }),
      h("input", {
        id, type: "text", value: s.names[k] || "", maxlength: MAX_NAME, autocomplete: "off",
        autocapitalize: "words", enterkeyhint: k + 1 < s.count ? "next" : "done",
        "aria-invalid": problem ? "true" : null, "aria-describedby": problem ? `${id}-error` : null,
        dataset: { focus: id },
        oninput: (ev) => { s.names[k] = ev.target.value; save(); },
      }),
      problem ? h("p", { class: "field-error", id: `${id}-error`, text: problem }) : null));
  }
  return [
    h("h2", { tabindex: "-1", text: t("setup_title") }),
    h("p", { class: "hint", text: t("setup_hint") }),
    h("form", { id: "setup", novalidate: true, onsubmit: startGame },
      h("fieldset", { class: "choices games" }, h("legend", { text: t("game") }),
        games.map((g) => radio("game", g.slug, g.slug === game.slug, g.name,
          g.players.min === g.players.max ? tn("player_exact", g.players.min) : t("player_range", g.players),
          () => { s.game = g.slug; save(); render(); }))),
      recording ? h("fieldset", { class: "choices modes" }, h("legend", { text: t("mode") }),
        ["score", "record"].map((mode) => radio("mode", mode, (s.mode || "score") === mode, t(`${modeWords}mode_${mode}`),
          t(`${modeWords}mode_${mode}_hint`), () => { s.mode = mode; save(); render(); }))) : null,
      h("fieldset", { class: "choices counts" }, h("legend", { text: t("players") }),
        counts.map((n) => radio("count", String(n), n === s.count, String(n), null,
          () => { s.count = n; save(); render(); }))),
      h("fieldset", { class: "names" }, h("legend", { text: t("names") }),
        mode.setupHint ? h("p", { class: "hint", text: t(mode.setupHint) }) : null, names),
      h("div", { class: "actions" },
        failureBox(),
        h("button", { type: "submit", class: "primary", disabled: busy, dataset: { focus: "start" },
          text: busy ? t("loading") : t(mode.start) }))),
    historyList(),
    receive.setupView(),
  ];
}


// --- render ------------------------------------------------------------------------------

function renderChrome() {
  document.documentElement.lang = lang;
  const name = state.game?.name || (games || []).find((g) => g.slug === state.setup.game)?.name;
  document.title = name ? t("page_title", { game: name }) : t("page_title_none");
  document.getElementById("title").textContent = t("title");
  const group = document.getElementById("lang");
  group.setAttribute("aria-label", t("language"));
  for (const b of group.querySelectorAll("button")) b.setAttribute("aria-pressed", String(b.dataset.lang === lang));
  const newGame = document.getElementById("new-game");
  newGame.textContent = t("new_game");
  newGame.hidden = !state.game;
  paintStatus();
  paintFlight();
}

// The line under the status line: how far the copy for flight mode is while the engine downloads, that the phone
// is ready once it is whole (said only when it was downloaded during this visit), and what is missing when it is
// not whole. Nothing where the phone cannot run the referee.
const flightLine = h("p", { id: "flight", class: "status", role: "status", "aria-live": "polite" });
document.getElementById("status").after(flightLine);
let downloaded = false;

function paintFlight() {
  const copy = phone.canRun() ? phone.flightCopy() : null;
  const megabytes = (bytes) => new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
    .format(bytes / 1e6);
  const how = !copy ? "" : copy.downloading ? "downloading" : !copy.missing ? "" : copy.missing.length ? "missing" : "ready";
  downloaded ||= how === "downloading" || Boolean(copy?.fetched);
  const text = how === "downloading" ? t("flight_downloading", { done: megabytes(copy.done), total: megabytes(copy.total) })
    : how === "missing" && navigator.onLine ? t("flight_incomplete")
      : how === "missing" ? tn("flight_cut", copy.missing.length, { megabytes: megabytes(copy.total - copy.done) })
        : how === "ready" && downloaded ? t("flight_ready") : "";
  flightLine.textContent = text;
  flightLine.className = text ? "status phone" : "status";
  flightLine.dataset.flight = how;
}

phone.watchFlight(paintFlight);
window.addEventListener("online", paintFlight);
window.addEventListener("offline", paintFlight);

function renderPage() {
  const focused = takeFocus() || document.activeElement?.dataset?.focus || null;
  const mode = shown();
  // a game handed from another phone, or this one shown as a code, lies over the screen (kit/receive.js, show-code.js)
  const view = receive.shown() ? receive.view() : code.isShown() ? code.view() : mode ? [mode.render(), code.button(mode)] : renderSetup();
  renderChrome();
  morphChildren(app, view.flat(Infinity).filter(Boolean));
  // a name its tab cuts shows its shortest distinct start instead ("Annel…", "Annek…")
  for (const name of app.querySelectorAll(".tab-name, .sun-owner")) {
    // by the pixel's fraction: an ellipsis cuts a name 0.4 px too wide, which scrollWidth rounds away
    const full = name.querySelector(".full");
    name.classList.toggle("cut", Boolean(full) && full.getBoundingClientRect().width > name.getBoundingClientRect().width + 0.01);
  }
  if (app.dataset.view !== state.view) app.dataset.view = state.view;
  // the number of moves the position shown is for (a recorded game)
  const recorded = mode?.recorded?.() ?? null;
  if (recorded !== null) app.dataset.recorded = String(recorded);
  else delete app.dataset.recorded;
  const screen = screenKey();
  if (screen !== lastScreen && lastScreen !== null && focused !== "summary") {
    window.scrollTo(0, 0);
    app.querySelector("h2")?.focus({ preventScroll: true });
  } else if (focused && (focused.startsWith("field:") || focused.startsWith("go:"))) {
    const field = focused.startsWith("field:")
      ? app.querySelector(`[data-field="${focused.slice(6)}"]`)
      : app.querySelector(`[data-focus="${focused.slice(3)}"]`);
    field?.scrollIntoView({ block: "center" });
    (focused.startsWith("field:") ? field?.querySelector("input, select, button") : field)?.focus({ preventScroll: true });
  } else if (focused) {
    const el = app.querySelector(`[data-focus="${focused}"]`);
    if (el && el !== document.activeElement) {
      el.focus({ preventScroll: focused !== "summary" });
      if (focused === "summary") el.scrollIntoView({ block: "start" });
    }
  }
  lastScreen = screen;
  stickyRoom();
  // a list the table taps in any order (the temples of the followers' set-up): whole on the screen, clear of the bars
  const keep = app.querySelector("[data-keep-in-view]");
  if (keep) requestAnimationFrame(() => wholeInView(keep));
}

function wholeInView(el) {
  if (!el.isConnected) return;
  const room = stickyRoom();
  const r = el.getBoundingClientRect();
  // taller than the room: its top at the top (the most of it on the screen)
  if (r.height > room.bottom - room.top - 16) window.scrollBy(0, r.top - (room.top + 8));
  else if (r.bottom > room.bottom - 8) window.scrollBy(0, r.bottom - (room.bottom - 8));
  else if (r.top < room.top + 8) window.scrollBy(0, r.top - (room.top + 8));
}

// --- the next tap without a scroll ----------------------------------------------------

// The room the bars that stick leave on the screen: from the header's bottom (when it sticks) to the action bar's
// top (when it sticks). The page's scroll padding is set from them (style.css --stick-top, --stick-bottom), so a
// control scrolled to or focused is never under a bar.
function stickyRoom() {
  const root = document.documentElement;
  const top = getComputedStyle(header).position === "sticky" ? header.offsetHeight : 0;
  const foot = [...app.querySelectorAll(".actions.sticky")].find((el) => getComputedStyle(el).position === "sticky");
  const bottom = foot ? foot.offsetHeight : 0;
  // only when they change: a property of the root set again restyles the whole page
  if (root.style.getPropertyValue("--stick-top") !== `${top}px`) root.style.setProperty("--stick-top", `${top}px`);
  if (root.style.getPropertyValue("--stick-bottom") !== `${bottom}px`) root.style.setProperty("--stick-bottom", `${bottom}px`);
  return { top, bottom: innerHeight - bottom };
}

const CONTROLS = "button, select, input:not([type=radio]):not([type=checkbox]), .choice > label, summary";

// What a table taps after `el` on a form (the set-up, a card): a choice answers its question, so the next
// question's first control; else the first control below it (the next stepper of a list).
function nextControl(el) {
  const choice = el.matches(".choice > label, input[type=radio]") && el.closest("fieldset");
  const group = choice || (el.matches("select") ? el.closest(".field") || el : null);
  const after = group || el;
  const below = after.getBoundingClientRect().bottom - 1;
  return [...app.querySelectorAll(CONTROLS)].find((c) => !after.contains(c) && c.offsetParent !== null
    && !c.closest(".actions.sticky") && after.compareDocumentPosition(c) & Node.DOCUMENT_POSITION_FOLLOWING
    && c.getBoundingClientRect().top >= below);
}

// After a tap on a form, the page goes down just enough for the next control to be whole above the action bar
// (never so far that it goes under the header): the table taps down a card without scrolling. A board's
// screens place their next tap themselves (each mode's `board`).
const BOARDS = MODES.map((m) => m.board).filter(Boolean).join(", ");
function nextInView(ev) {
  const el = ev.target instanceof Element && ev.target.closest(CONTROLS.replace(", summary", ", input"));
  if (!el || !app.contains(el) || app.querySelector(BOARDS)) return;
  if (ev.type === "click" && el.matches("select")) return; // opened, not yet chosen
  requestAnimationFrame(() => {
    if (!el.isConnected) return;
    const next = nextControl(el);
    if (!next) return;
    // the row after it too, where it fits (a row left at 0 is passed over)
    const after = next.matches("select, .choice > label") ? null : nextControl(next);
    const room = stickyRoom();
    const r = next.getBoundingClientRect();
    const far = after && after.getBoundingClientRect().bottom - r.top <= room.bottom - room.top - 16 ? after.getBoundingClientRect() : r;
    const by = Math.min(far.bottom - (room.bottom - 8), r.top - (room.top + 8));
    if (by > 0) window.scrollBy(0, by);
  });
}
document.addEventListener("click", nextInView);
document.addEventListener("change", (ev) => { if (ev.target instanceof HTMLSelectElement) nextInView(ev); });
// a name typed: the next name, or the button after the names, comes into view with it
document.addEventListener("focusin", (ev) => {
  if (ev.target instanceof HTMLInputElement && ev.target.type === "text" && !ev.target.closest(".stepper")) nextInView(ev);
});

// --- start -------------------------------------------------------------------------------

connect({ render: renderPage, screenKey: screenOf, askNewGame });
receive.connect({ MODES, modeOf });
if ("serviceWorker" in navigator) navigator.serviceWorker.register("sw.js").catch(() => {});
document.getElementById("new-game").addEventListener("click", askNewGame);
for (const b of document.querySelectorAll("#lang button")) b.addEventListener("click", () => setLanguage(b.dataset.lang));
// The player's name sticks under the header: the header's height (it wraps on a narrow screen) is
// where it sticks.
// At a large text size (the phone's setting, 150 % and up) no bar sticks: a sticky header and action bar
// would take a third of the screen and cover the game.
const barHeight = () => {
  const root = document.documentElement;
  root.classList.toggle("big-text", parseFloat(getComputedStyle(root).fontSize) >= 24);
  root.style.setProperty("--bar-height", `${header.offsetHeight}px`);
  stickyRoom();
};
// The text size is watched on a box 1 rem wide: the header keeps its height at some sizes (its buttons'
// 44 px hold the larger title), so its own size does not always tell.
const remBox = document.createElement("span");
remBox.className = "rem-box";
remBox.setAttribute("aria-hidden", "true");
document.body.append(remBox);
if ("ResizeObserver" in window) {
  const watch = new ResizeObserver(barHeight);
  watch.observe(header);
  watch.observe(remBox);
}
barHeight();

render();
// The referee on this phone starts in the background once the first usable screen is painted (the games list
// in, when it is asked for), never before it; a request no server answers starts it at once (api.js).
const usable = state.view === "setup" || !games ? fetchGames() : Promise.resolve();
usable.finally(() => phone.startSoon());
if (state.game && !modeOf(state.game).resume?.()) refreshSentences();
receive.watchLinks(); // a link to a game handed on (#game=...)
