// State and storage: the game in progress, the language, the games the referee offers and the last
// finished games, all kept in localStorage. The game is saved after every tap, so a reload, a closed
// tab or a lost connection loses nothing. A move tapped is saved once: with the referee's answer to it
// (milliseconds later), or by SAVE_WAIT_MS when no answer comes, or when the page is hidden or left first.
//
// The bindings below are live: every module that imports `state` sees the one in use, and only this
// module replaces it (openStore, setState, a new game) or changes the screen shown (show).
import { LANGS } from "./i18n.js";
import { newId } from "./dom.js";

const STORE = "referee.game.v1";
const LANG_STORE = "referee.lang";
const GAMES_STORE = "referee.games";
const HISTORY_STORE = "referee.history";
const HISTORY_SIZE = 10; // finished games kept on the phone

export let storageOk = true;

export function safeGet(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    storageOk = false;
    return null;
  }
}

export function safeSet(key, value) {
  try {
    localStorage.setItem(key, value);
    return true;
  } catch {
    storageOk = false;
    return false;
  }
}

export function loadJSON(key) {
  try {
    return JSON.parse(safeGet(key));
  } catch {
    return null;
  }
}

function pickLanguage() {
  const saved = safeGet(LANG_STORE);
  if (LANGS.includes(saved)) return saved;
  for (const l of navigator.languages || [navigator.language || "en"]) {
    const base = String(l).toLowerCase().split("-")[0];
    if (LANGS.includes(base)) return base;
  }
  return "en";
}

// The shell's own keys of `state`; every other key belongs to a mode's slice, which the mode declares as
// {key: initial value} (modes.js registers them with addSlice). A key whose initial value is undefined is declared
// but not kept in a new game: the mode's first screen makes it.
const SHELL = {
  v: 1,
  id: null, // names this game in the list of finished games
  view: "setup", // the screen shown: only show() writes it
  setup: { game: null, count: null, names: [], mode: "score" }, // the set-up's choices
  game: null, // {slug, name, score, rules}
  players: [],
};
const slices = {};
const copy = (value) => JSON.parse(JSON.stringify(value));
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

// A mode's slice registered: a key declared by several modes has one initial value.
export function addSlice(slice) {
  for (const [key, value] of Object.entries(slice)) {
    if (key in SHELL || (key in slices && !same(slices[key], value))) {
      throw new Error(`state.${key} is declared twice with different initial values`);
    }
    slices[key] = value;
  }
}

// The initial value of every key declared (the shell's and the slices'), for the tests and the reader.
export const declared = () => ({ ...SHELL, ...slices });

export function freshState(setup) {
  const s = copy({ ...SHELL, ...slices });
  if (setup) s.setup = setup;
  return s;
}

// Keys of another mode's slice back to their initial values (a mode opened after "Change players", when the last
// game's keys are still there).
export function clear(...keys) {
  for (const key of keys) {
    if (!(key in slices)) throw new Error(`state.${key} is declared by no mode`);
    state[key] = slices[key] === undefined ? undefined : copy(slices[key]);
  }
}

// The screen shown (the one writer of `state.view`); the caller saves and draws it.
export function show(view) {
  state.view = view;
}

// A game saved by an earlier form: one language per answer, no sun switch, no id.
function upgrade(s) {
  const byLanguage = (r) => {
    if (r && !r.answers) {
      r.answers = { [r.lang || "en"]: r.answer };
      delete r.answer;
      delete r.lang;
    }
  };
  (s.results || []).forEach(byLanguage);
  byLanguage(s.outcome);
  if (s.suns_early === undefined) {
    const epochs = s.game?.rules?.epochs || 3;
    s.suns_early = (s.entries || []).slice(0, epochs - 1).some((en) => en.suns.some((x) => x.length));
  }
  s.id = s.id || newId();
  return s;
}

function loadState() {
  const s = loadJSON(STORE);
  return s && s.v === 1 && s.setup ? upgrade(s) : null;
}

// The whole game written at once (a tap's answer, a screen changed).
export function save() {
  clearTimeout(saveDue);
  saveDue = null;
  safeSet(STORE, JSON.stringify(state));
}

// A move tapped (or a choice on the way to one, a field or a priest chosen): saved with its answer (the next
// save()), or by SAVE_WAIT_MS if none comes, or as the page is hidden or left (a reload, the phone locked, another
// app): one write a tap, and nothing lost.
const SAVE_WAIT_MS = 1000;
let saveDue = null;
export function saveSoon() {
  if (!saveDue) saveDue = setTimeout(save, SAVE_WAIT_MS);
}

const saveNow = () => { if (saveDue) save(); };
window.addEventListener("pagehide", saveNow);
document.addEventListener("visibilitychange", () => { if (document.visibilityState === "hidden") saveNow(); });

export let lang = pickLanguage();
// The game in progress: loaded by openStore() once every mode's slice is registered (modes.js).
export let state = null;
export function openStore() {
  state = loadState() || freshState();
}
export let games = loadJSON(GAMES_STORE); // the games of GET /v1/games the form can score, kept for offline use

export function setState(s) {
  state = s;
  save();
}

export function setLang(l) {
  lang = l;
  safeSet(LANG_STORE, l);
}

export function setGames(list) {
  games = list;
  safeSet(GAMES_STORE, JSON.stringify(list));
}

// --- finished games ---------------------------------------------------------------------------

export const history = () => (loadJSON(HISTORY_STORE) || []).filter((g) => g && Array.isArray(g.standings));

// The game in progress is over: its standings go to the top of the list (once, however often the end
// is corrected). `answer`: the referee's last answer; `unit`: "fame" or "followers", or "verdict" for a game
// without points (Sakkara): the list then says the answer's sentence of who won and why (`answer.detail`).
export function remember(answer, unit) {
  const kept = loadJSON(HISTORY_STORE) || [];
  const earlier = kept.find((g) => g && g.id === state.id);
  const list = kept.filter((g) => g && g.id !== state.id);
  list.unshift({
    id: state.id,
    game: state.game.name,
    date: earlier?.date || new Date().toISOString(),
    unit,
    standings: answer.standings.map((s) => ({ rank: s.rank, name: s.name, score: unit === "followers" ? s.followers : s.fame,
      decided_by: s.decided_by || null, detail: s.detail || null })),
    winner: answer.winner ?? null,
    verdict: unit === "verdict" ? answer.detail || null : null,
  });
  safeSet(HISTORY_STORE, JSON.stringify(list.slice(0, HISTORY_SIZE)));
}
