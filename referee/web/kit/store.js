// State and storage: the game in progress, the language, the games the referee offers and the last
// finished games, all kept in localStorage. The game is saved after every tap, so a reload, a closed
// tab or a lost connection loses nothing. A move tapped is saved once: with the referee's answer to it
// (milliseconds later), or by SAVE_WAIT_MS when no answer comes, or when the page is hidden or left first.
//
// The bindings below are live: every module that imports `state` sees the one in use, and only this
// module replaces it (setState, a new game).
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

export function freshState(setup) {
  return {
    v: 1,
    id: null, // names this game in the list of finished games
    view: "setup",
    setup: setup || { game: null, count: null, names: [], mode: "score" },
    game: null, // {slug, name, score, rules}
    players: [],
    epoch: 1,
    current: 0, // the player whose display is open
    suns_early: false, // the table enters suns before the epoch where they score
    entries: [], // per epoch: {suns: [[13, 6, 2], ...], tiles: [{pharaoh: 2}, ...], opened: [true, ...]}
    results: [], // per epoch: {request, entry, answers: {en: answer, nl: answer}}
    correction: null, // what the last correction changed: {epoch, to, fame, carried, into} or {epoch, failed}
    errors: null, // the last 422: {epoch, request, list: [{pointer, detail}], lang}
    card: null, // Osiris's end of the game: {end, ended_by (a seat), god, followers: {colour: n}}
    outcome: null, // its answer: {request, answers}
    deal: null, // recording: the stack dealt to each player, as indexes into the rules' stacks
    record: null, // recording: {log: {players, suns, moves}, at, answers: {lang: replay answer}, fresh}
  };
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
export let state = loadState() || freshState();
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
