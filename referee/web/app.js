// The phone form: score a game of Ra or Priests of Ra epoch by epoch through the referee API, record
// one move by move as it is played (POST /v1/games/<game>/replay), or enter the end of a game of Osiris
// on one card and get its winner.
//
// Everything about the game comes from the API: the games and player counts (GET /v1/games), the
// tiles, sun sets, what stays in a display and the tile names, Osiris's colours per seat and gods
// (GET /v1/games/<game>), the scores, outcomes, sentences and problems (POST /v1/games/<game>/score
// or /outcome). The game in progress lives in localStorage, saved after every tap, so a reload, a
// closed tab or a lost connection loses nothing; the last finished games are kept there too.
//
// A render never rebuilds the controls under the finger: the new view is laid over the page element by
// element (morph), so a tap that starts on a button before a render ends on the same button, and the
// focus stays where it was. A count box changes the game on `input` and only tidies its own text on
// `change` (the blur that a tap on the next control causes).
//
// Recording a game move by move is record.js, loaded before this file: see "recording" below for the
// one object the two files pass each other.
"use strict";

(() => {
  const I18N = window.REFEREE_I18N;
  const LANGS = Object.keys(I18N.TEXTS);
  const STORE = "referee.game.v1";
  const LANG_STORE = "referee.lang";
  const GAMES_STORE = "referee.games";
  const HISTORY_STORE = "referee.history";
  const HISTORY_SIZE = 10; // finished games kept on the phone
  const MAX_NAME = 40; // the API's limit on a player's name
  const MAX_COUNT = 99;
  const TIMEOUT_S = 10; // a request without an answer by then is given up, with a Retry next to its button
  // Games whose end is entered on one card (POST /outcome): the form knows each one's request.
  const CARD_GAMES = ["osiris"];

  let storageOk = true;
  let lang = pickLanguage();
  let state = loadState() || freshState();
  let games = loadJSON(GAMES_STORE);
  let busy = false;
  let lastScreen = null;
  let pendingFocus = null;
  let status = null; // the line under the header: {key, params, kind}, put in words at every render
  let failure = null; // a request that failed, shown next to its button: {screen, key, params, retry}
  let warned = null; // the epoch whose Score has warned about players nobody opened
  let warning = false; // that warning is on screen (until the table scores anyway)
  let shareNote = null; // after Share: {screen, copied} or {screen, text} when the text must be copied by hand

  const app = document.getElementById("app");
  const statusLine = document.getElementById("status");
  const dialog = document.getElementById("confirm");
  const header = document.querySelector("header.bar");

  // --- small helpers -----------------------------------------------------------------------

  const t = (key, params = {}) => I18N.format(lang, key, params);
  const tn = (key, count, params = {}) => I18N.plural(lang, key, count, params);

  const HANDLERS = ["onclick", "oninput", "onchange", "onkeydown", "onfocus", "onmouseup", "onsubmit"];

  function h(tag, attrs, ...children) {
    const el = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v == null || v === false) continue;
      if (k === "class") el.className = v;
      else if (k === "text") el.textContent = v;
      else if (k === "dataset") Object.assign(el.dataset, v);
      // a property, so morph can hand it to the element it keeps; its return value is never taken as a
      // cancel, as with addEventListener
      else if (k.startsWith("on")) el[k] = (ev) => { v(ev); };
      else el.setAttribute(k, v === true ? "" : v);
    }
    for (const child of children.flat(Infinity)) {
      if (child != null && child !== false) el.append(child);
    }
    return el;
  }

  // --- morph: lay a new view over the page, keeping every element that is still wanted ---------

  function keyOf(node) {
    if (node.nodeType !== 1) return null;
    const d = node.dataset;
    const key = node.id || d.focus || d.field || d.key || d.player || d.epoch;
    return key ? `${node.tagName}#${key}` : null;
  }

  const kindOf = (node) => (node.nodeType === 1 ? `${node.tagName}.${node.classList[0] || ""}` : `#${node.nodeType}`);

  function morphChildren(parent, wanted) {
    const old = [...parent.childNodes];
    const keyed = new Map();
    for (const node of old) {
      const key = keyOf(node);
      if (key && !keyed.has(key)) keyed.set(key, node);
    }
    const used = new Set();
    const plan = wanted.map((node) => {
      const key = keyOf(node);
      const match = key
        ? keyed.get(key)
        : old.find((o) => !used.has(o) && !keyOf(o) && kindOf(o) === kindOf(node));
      if (!match || used.has(match)) return node;
      used.add(match);
      patch(match, node);
      return match;
    });
    for (const node of old) if (!used.has(node)) node.remove();
    // Kept nodes keep their order, so only new ones are inserted: a focused element is never moved.
    plan.forEach((node, k) => {
      if (parent.childNodes[k] !== node) parent.insertBefore(node, parent.childNodes[k] || null);
    });
  }

  function patch(el, wanted) {
    if (el.nodeType !== 1) {
      if (el.nodeValue !== wanted.nodeValue) el.nodeValue = wanted.nodeValue;
      return;
    }
    // A <details> keeps whatever the reader opened or closed.
    const skip = (name) => name === "style" || (name === "open" && el.tagName === "DETAILS");
    for (const { name } of [...el.attributes]) if (!skip(name) && !wanted.hasAttribute(name)) el.removeAttribute(name);
    for (const { name, value } of [...wanted.attributes]) if (!skip(name) && el.getAttribute(name) !== value) el.setAttribute(name, value);
    // CSSOM, not the style attribute: the page's CSP allows only the former.
    if (el.style.cssText !== wanted.style.cssText) el.style.cssText = wanted.style.cssText;
    for (const on of HANDLERS) if (el[on] !== wanted[on]) el[on] = wanted[on];
    morphChildren(el, [...wanted.childNodes]);
    if (el.tagName === "INPUT" && (el.type === "checkbox" || el.type === "radio")) el.checked = wanted.checked;
    else if (el.tagName === "INPUT" || el.tagName === "TEXTAREA") {
      // never under the typing finger: the box being typed in tidies its own text on `change`
      if (el !== document.activeElement && el.value !== wanted.value) el.value = wanted.value;
    } else if (el.tagName === "SELECT" && el.value !== wanted.value) el.value = wanted.value;
  }

  const signed = (n) => (n > 0 ? `+${n}` : String(n));
  const clamp = (n, lo, hi) => Math.min(hi, Math.max(lo, n));
  const copy = (x) => JSON.parse(JSON.stringify(x));
  const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);
  // A number typed or stepped to, as a count from 0 to max.
  const toCount = (value, max) => clamp(Number.isFinite(value) ? Math.trunc(value) : 0, 0, max);
  const range = (from, to) => Array.from({ length: Math.max(0, to - from + 1) }, (_, k) => from + k);
  function newId() {
    return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  }

  function joinNames(names) {
    return names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} ${t("and")} ${names[names.length - 1]}`;
  }

  function safeGet(key) {
    try {
      return localStorage.getItem(key);
    } catch {
      storageOk = false;
      return null;
    }
  }

  function safeSet(key, value) {
    try {
      localStorage.setItem(key, value);
      return true;
    } catch {
      storageOk = false;
      return false;
    }
  }

  function loadJSON(key) {
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

  function freshState(setup) {
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

  function save() {
    safeSet(STORE, JSON.stringify(state));
  }

  function showStatus(key, params = {}, kind = "info") {
    status = key ? { key, params, kind } : null;
    paintStatus();
  }

  function paintStatus() {
    const message = status ? t(status.key, status.params) : "";
    statusLine.textContent = message;
    statusLine.className = message ? `status ${status.kind}` : "status";
  }

  // --- the API -----------------------------------------------------------------------------

  class Offline extends Error {}
  class TimedOut extends Offline {}
  class Refused extends Error {
    constructor(code) {
      super(String(code));
      this.code = code;
    }
  }

  // `as`: "json", or "text" for an answer in plain text (the paper notation).
  async function api(path, body, language = lang, as = "json") {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), TIMEOUT_S * 1000);
    const init = { headers: { Accept: as === "text" ? "text/plain" : "application/json", "Accept-Language": language },
      signal: controller.signal };
    if (body !== undefined) {
      init.method = "POST";
      init.headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(body);
    }
    try {
      let response;
      try {
        response = await fetch(path.replace(/^\//, ""), init);
      } catch {
        throw controller.signal.aborted ? new TimedOut() : new Offline();
      }
      let data = null;
      try {
        data = await (as === "text" ? response.text() : response.json());
      } catch {
        if (controller.signal.aborted) throw new TimedOut();
        if (as === "text") throw new Offline(); // the text was cut off: no answer at all
      }
      return { status: response.status, data };
    } finally {
      clearTimeout(timer);
    }
  }

  // A request on its way: its button is busy, and an earlier failure is forgotten.
  // Each request has a number: an answer that comes back after another request began (a new game
  // started meanwhile) must not end that one's wait.
  let requests = 0;

  function startRequest() {
    busy = true;
    failure = null;
    render();
    return ++requests;
  }

  function endRequest(request) {
    if (request === undefined || request === requests) busy = false;
  }

  // A 422 whose problems the form shows at their fields.
  const hasProblems = (r) => r.status === 422 && r.data && Array.isArray(r.data.errors);

  // What went wrong, in words chosen at render time (so a language switch translates it too).
  function failed(err, retry) {
    busy = false;
    const what = err instanceof TimedOut ? { key: "timeout", params: { seconds: TIMEOUT_S } }
      : err instanceof Offline ? { key: "offline", params: {} }
        : { key: "server_error", params: { status: err instanceof Refused ? err.code : "?" } };
    failure = { screen: screenKey(), ...what, retry };
    render();
  }

  async function fetchGames() {
    failure = null;
    try {
      const r = await api("v1/games");
      if (r.status === 200 && r.data) {
        games = r.data.games.filter((g) => g.operations.includes("score")
          || (g.operations.includes("outcome") && CARD_GAMES.includes(g.slug)));
        safeSet(GAMES_STORE, JSON.stringify(games));
      } else if (!games) throw new Refused(r.status);
    } catch (err) {
      if (!games) return failed(err, fetchGames);
    }
    if (state.view === "setup") render();
  }

  // The answers already shown were written in one language: fetch the others in the background, so a
  // switch of language later shows them at once, even with the connection gone.
  async function fillLanguages() {
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

  // --- the game's data ---------------------------------------------------------------------

  const rules = () => state.game.rules;
  const sunSet = () => rules().suns[String(state.players.length)];
  // The API names the tiles of a display; Ra tiles and disasters, which never stay in one, are named here.
  const tileName = (tile) => (rules().names[lang] || rules().names.en)[tile]
    || (`tile_${tile}` in I18N.TEXTS.en ? t(`tile_${tile}`) : tile);
  const hasAnkhs = () => typeof rules().ankhs === "number";
  const entry = (e = state.epoch) => state.entries[e - 1];
  const answerOf = (result) => result.answers[lang] || result.answers.en || Object.values(result.answers)[0];
  // Suns score only after the last epoch (R5, P6); before, they only break ties, so the form asks for
  // them then unless the table switches them on.
  const sunsAsked = (e) => e >= rules().epochs || state.suns_early;

  function emptyEntry() {
    return { suns: state.players.map(() => []), tiles: state.players.map(() => ({})), opened: state.players.map((_, k) => k === 0) };
  }

  // Fame (and ankhs) each player brings into epoch e: the start values, then the API's answers.
  function carried(e, results = state.results) {
    const start = state.players.map(() => ({ fame: rules().start_fame, ankhs: 0 }));
    let held = start;
    for (let k = 1; k < e; k++) {
      const result = results[k - 1];
      if (!result) break;
      held = answerOf(result).players.map((p, i) => ({
        fame: p.fame,
        ankhs: held[i].ankhs + (p.ankhs_gained || 0),
      }));
    }
    return held;
  }

  // What player i keeps of a scored epoch's display: the tiles that stay (less any the scoring
  // returned, like the plague 3 priests give back), and the suns the player ended the epoch with.
  function kept(result, i, tile) {
    return Math.max(0, (result.entry.tiles[i][tile] || 0) - ((answerOf(result).players[i].returned || {})[tile] || 0));
  }

  function nextEntry(result) {
    const stay = rules().tiles.stay_after_epoch;
    return {
      suns: result.entry.suns.map((s) => [...s]),
      tiles: state.players.map((_, i) =>
        Object.fromEntries(stay.map((tile) => [tile, kept(result, i, tile)]).filter(([, n]) => n > 0))),
      opened: state.players.map((_, k) => k === 0),
    };
  }

  function leftoverSuns(en) {
    const held = new Set(en.suns.flat());
    return sunSet().all.filter((s) => !held.has(s));
  }

  function sunHolders(en) {
    const holders = new Map(); // sun -> the players holding it
    en.suns.forEach((suns, k) => suns.forEach((s) => holders.set(s, [...(holders.get(s) || []), k])));
    return holders;
  }

  function epochRequest(e, entries = state.entries, results = state.results) {
    const en = entries[e - 1];
    const before = carried(e, results);
    const withSuns = sunsAsked(e);
    const players = state.players.map((name, i) => {
      const tiles = {};
      for (const [tile, n] of Object.entries(en.tiles[i])) {
        if (!n) continue;
        const path = rules().tile_paths[tile];
        let at = tiles;
        for (const part of path.slice(0, -1)) at = at[part] = at[part] || {};
        at[path[path.length - 1]] = n;
      }
      const player = { name, fame: before[i].fame, tiles };
      if (withSuns) player.suns = { face_down: [...en.suns[i]] };
      if (hasAnkhs()) player.ankhs = before[i].ankhs;
      return player;
    });
    const request = { epoch: e, players };
    const left = leftoverSuns(en);
    if (withSuns && left.length === 1) request.middle_sun = left[0]; // the sun nobody holds lies in the middle
    return request;
  }

  const unopened = () => state.players.filter((_, k) => !(entry().opened || [])[k]);

  // --- problems (422) at their fields -------------------------------------------------------

  const pointerParts = (pointer) => pointer.split("/").slice(1).map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"));

  // Where a problem is shown: `keys` are its fields (a sun held twice is shown at every holder).
  function locate(pointer, request) {
    const parts = pointerParts(pointer);
    if (parts[0] === "middle_sun") return { keys: ["middle"], players: [] };
    if (parts[0] !== "players" || !/^\d+$/.test(parts[1] || "")) return { keys: ["general"], players: [] };
    const i = Number(parts[1]);
    const rest = parts.slice(2);
    if (rest[0] === "suns") {
      const sun = rest.length >= 3 ? request.players[i]?.suns?.[rest[1]]?.[Number(rest[2])] : undefined;
      const holders = sun === undefined ? [i] : request.players
        .map((p, k) => ((p.suns?.face_down || []).includes(sun) || (p.suns?.face_up || []).includes(sun) ? k : null))
        .filter((k) => k !== null);
      const players = holders.includes(i) ? holders : [i, ...holders];
      return { player: i, players, keys: players.map((k) => `p${k}-suns`), sun };
    }
    if (rest[0] === "tiles") {
      const path = rest.slice(1).join("/");
      const paths = rules().tile_paths;
      const tile = Object.keys(paths).find((k) => paths[k].join("/") === path);
      return { player: i, players: [i], keys: [tile ? `p${i}-tile-${tile}` : `p${i}-head`], tile };
    }
    return { player: i, players: [i], keys: [`p${i}-head`] };
  }

  function currentErrors() {
    const errors = state.errors;
    if (!errors || errors.epoch !== state.epoch || state.view !== "entry") return [];
    return errors.list.map((e) => ({ ...e, ...locate(e.pointer, errors.request) }));
  }

  function errorsAt(key) {
    return currentErrors().filter((e) => e.keys.includes(key));
  }

  // One fact is one problem, however many fields show it (too much gold is marked at every player
  // holding some): the list and its count go by the sentence.
  function facts(errors) {
    const byDetail = new Map();
    for (const e of errors) byDetail.set(e.detail, [...(byDetail.get(e.detail) || []), e]);
    return [...byDetail.values()].map((items) => ({
      ...items[0],
      players: [...new Set(items.flatMap((x) => x.players))].sort((a, b) => a - b),
    }));
  }

  // An edit clears the problems of that field, and the same problem where it is marked elsewhere.
  function clearErrors(match) {
    if (!state.errors) return;
    const located = currentErrors();
    if (located.length !== state.errors.list.length) return;
    const gone = new Set(located.filter(match).map((e) => e.detail));
    state.errors.list = state.errors.list.filter((e, k) => !match(located[k]) && !gone.has(e.detail));
    if (!state.errors.list.length) state.errors = null;
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
    pendingFocus = focusKey || null;
    render();
    if (!focusKey) document.getElementById("panel")?.scrollIntoView({ block: "start" });
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
    const isCard = CARD_GAMES.includes(game.slug);
    const recording = record.canRecord(game) && s.mode === "record";
    const before = state.game && state.game.slug === game.slug && state.players.length === names.length ? state.card : null;
    try {
      const r = await api(game.links.rules);
      if (r.status !== 200 || !r.data) throw new Refused(r.status);
      state.game = isCard
        ? { slug: game.slug, name: game.name, outcome: game.links.outcome, rules: r.data }
        : { slug: game.slug, name: game.name, score: game.links.score, rules: r.data };
      if (recording) {
        state.game.replay = game.links.replay;
        state.game.notation = game.links.notation || `/v1/games/${game.slug}/notation`;
      }
    } catch (err) {
      failed(err, () => startGame());
      return;
    }
    endRequest();
    state.id = newId();
    if (isCard) {
      openCard(names, before);
      return;
    }
    if (recording) {
      record.openDeal(names);
      return;
    }
    state.players = names;
    state.card = null;
    state.outcome = null;
    state.epoch = 1;
    state.current = 0;
    state.suns_early = false;
    state.entries = [emptyEntry()];
    state.results = [];
    state.correction = null;
    state.errors = null;
    state.view = "entry";
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
      failure = null;
      pendingFocus = "open-unopened";
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
          state.view = "entry";
        }
        state.errors = { epoch: k, request, list: r.data.errors, lang };
        const first = currentErrors().find((x) => x.player !== undefined);
        if (first) state.current = first.player;
        save();
        pendingFocus = "summary";
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
    state.view = "result";
    if (upto === rules().epochs) remember();
    save();
    render();
    fillLanguages();
  }

  // An epoch scored again: the next epoch's prefilled tiles and suns follow it.
  function carryCorrection(before, now, next) {
    if (!before) return;
    const stay = rules().tiles.stay_after_epoch;
    state.players.forEach((_, i) => {
      for (const tile of stay) {
        const delta = kept(now, i, tile) - kept(before, i, tile);
        const value = Math.max(0, (next.tiles[i][tile] || 0) + delta);
        if (value) next.tiles[i][tile] = value;
        else delete next.tiles[i][tile];
      }
      if (String(next.suns[i]) === String(before.entry.suns[i])) next.suns[i] = [...now.entry.suns[i]];
    });
  }

  // The note shown after a correction: the fame it changed at the last epoch scored, and the tiles it
  // carried into the later epochs.
  function correctionOf(e, upto, old, results, entries) {
    const fameAt = (list, i) => answerOf(list[upto - 1]).players[i].fame;
    const into = range(e + 1, entries.length);
    const carriedTiles = [];
    if (into.length) {
      state.players.forEach((_, i) => {
        for (const tile of rules().tiles.stay_after_epoch) {
          const delta = kept(results[e - 1], i, tile) - kept(old[e - 1], i, tile);
          if (delta) carriedTiles.push({ player: i, tile, delta });
        }
      });
    }
    return {
      epoch: e,
      to: upto,
      rescored: range(e + 1, upto),
      fame: state.players.map((_, i) => ({ player: i, before: fameAt(old, i), after: fameAt(results, i) })),
      carried: carriedTiles,
      into,
    };
  }

  function goToEpoch(e) {
    if (!state.entries[e - 1]) state.entries[e - 1] = nextEntry(state.results[e - 2]);
    state.epoch = e;
    state.current = 0;
    openPlayer(0);
    state.errors = null;
    state.correction = null;
    state.view = "entry";
    save();
    render();
  }

  function showResult(e) {
    state.epoch = e;
    state.view = "result";
    save();
    render();
  }

  // A correction starts at the first player, like the epoch did.
  function changeEpoch(e) {
    state.epoch = e;
    state.current = 0;
    state.view = "entry";
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

  // --- finished games, and the result as text -------------------------------------------------

  function remember() {
    const history = (loadJSON(HISTORY_STORE) || []).filter((g) => g && g.id !== state.id);
    const earlier = (loadJSON(HISTORY_STORE) || []).find((g) => g && g.id === state.id);
    const card = isCardGame();
    const answer = card ? answerOf(state.outcome)
      : state.record ? record.replayAnswer() : answerOf(state.results[rules().epochs - 1]);
    history.unshift({
      id: state.id,
      game: state.game.name,
      date: earlier?.date || new Date().toISOString(),
      unit: card ? "followers" : "fame",
      standings: answer.standings.map((s) => ({ rank: s.rank, name: s.name, score: card ? s.followers : s.fame })),
    });
    safeSet(HISTORY_STORE, JSON.stringify(history.slice(0, HISTORY_SIZE)));
  }

  const dateOf = (iso) => new Date(iso).toLocaleDateString(lang, { day: "numeric", month: "short", year: "numeric" });

  function resultText() {
    const answer = answerOf(state.results[rules().epochs - 1]);
    const lines = [t("share_title", { game: state.game.name, date: dateOf(new Date().toISOString()) })];
    for (const s of answer.standings) lines.push(tn("share_line", s.fame, { rank: s.rank, name: s.name }));
    if (answer.winner) lines.push(tn("winner", answer.standings[0].fame, { name: answer.winner }));
    lines.push("", `${t("fame_by_epoch")}:`);
    state.players.forEach((name, i) => lines.push(`${name}: ${state.results.map((r) => answerOf(r).players[i].fame).join(" · ")}`));
    return lines.join("\n");
  }

  // The Web Share API where the phone has it, else the clipboard: "shared", "closed" (the sheet was
  // closed: nothing to say), "copied", or "manual" when the text must be copied by hand from the screen.
  async function shareOrCopy(data, text) {
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

  async function shareResult() {
    const text = resultText();
    const screen = screenKey();
    const title = t("share_title", { game: state.game.name, date: "" }).replace(/,\s*$/, "");
    const how = await shareOrCopy({ title, text }, text);
    if (how === "closed") return;
    shareNote = { shared: null, copied: { screen, copied: true }, manual: { screen, text } }[how];
    render();
  }

  // --- Osiris: the end of the game on one card ---------------------------------------------

  const isCardGame = () => Boolean(state.game && state.game.outcome);
  const seatColours = () => rules().colours_for[String(state.players.length)];
  const colourName = (colour) => t(`colour_${colour.replace(/-/g, "_")}`);
  const maxFollowers = () => rules().followers.max_per_temple;

  // The defaults make the shortest way to a winner two taps (Start, Who wins?): a priest reached the
  // apex in the first player's turn, nobody has a follower in the temple. Going back to change the
  // players keeps what the card already says.
  function openCard(names, before) {
    state.players = names;
    const gods = rules().gods;
    state.card = before && gods.includes(before.god)
      ? { ...before, ended_by: clamp(before.ended_by, 0, names.length - 1) }
      : { end: "apex", ended_by: 0, god: gods[0], followers: {} };
    state.outcome = null;
    state.errors = null;
    state.view = "card";
    save();
    render();
  }

  function cardRequest() {
    const c = state.card;
    const seats = seatColours();
    return {
      players: state.players.map((name, k) => ({ name, colours: [...seats[k]] })),
      end: c.end,
      ended_by: state.players[c.ended_by],
      god: c.god,
      followers: Object.fromEntries(seats.flat().map((colour) => [colour, c.followers[colour] || 0])),
    };
  }

  function cardPlace(pointer) {
    const parts = pointerParts(pointer);
    if (parts[0] === "players") return { key: "seats", seat: /^\d+$/.test(parts[1] || "") ? Number(parts[1]) : undefined };
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

  async function askOutcome() {
    if (busy) return;
    const request = cardRequest();
    startRequest();
    let r;
    try {
      r = await api(state.game.outcome, request);
      if (r.status !== 200 && !hasProblems(r)) throw new Refused(r.status);
    } catch (err) {
      failed(err, askOutcome);
      return;
    }
    endRequest();
    if (r.status === 200) {
      state.outcome = { request, answers: { [lang]: r.data } };
      state.errors = null;
      state.view = "outcome";
      remember();
      save();
      render();
      fillLanguages();
    } else {
      state.errors = { card: true, request, list: r.data.errors, lang };
      save();
      pendingFocus = "summary";
      render();
    }
  }

  function showCard() {
    state.view = "card";
    save();
    render();
  }

  function changePlayers() {
    state.setup = { ...state.setup, game: state.game.slug, count: state.players.length, names: [...state.players] };
    state.view = "setup";
    save();
    render();
  }

  function askNewGame() {
    if (!state.game) return;
    dialog.querySelector("h2").textContent = t("confirm_title");
    dialog.querySelector("p").textContent = isCardGame()
      ? t("confirm_text_card", { game: state.game.name })
      : state.record ? t("confirm_text_record", { game: state.game.name })
        : t("confirm_text", { game: state.game.name, epoch: state.epoch });
    dialog.querySelector("[value=yes]").textContent = t("confirm_yes");
    dialog.querySelector("[value=no]").textContent = t("confirm_no");
    dialog.returnValue = "";
    dialog.showModal();
  }

  dialog.addEventListener("close", () => {
    if (dialog.returnValue !== "yes") return;
    const setup = { game: state.game.slug, count: state.players.length, names: [...state.players],
      mode: state.setup.mode || "score" };
    state = freshState(setup);
    failure = null;
    shareNote = null;
    save();
    render();
    if (!games) fetchGames();
  });

  function setLanguage(l) {
    if (l === lang) return;
    lang = l;
    safeSet(LANG_STORE, l);
    render();
    refreshSentences();
  }

  // Answers not yet fetched in the new language are asked for now; so are the problems on screen.
  async function refreshSentences() {
    if (!state.game) return;
    if (state.record) {
      record.fillRecordLanguage();
      return;
    }
    await fillLanguages();
    const errors = state.errors;
    const wanted = lang;
    if (errors && errors.lang !== wanted) {
      const post = isCardGame() ? state.game.outcome : state.game.score;
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

  const screenKey = () => (state.view === "record" ? record.recordScreen() : `${state.view}:${state.epoch}`);

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

  // A screen's heading, with the game's name beside it.
  function screenHead(title) {
    return h("div", { class: "screen-head" },
      h("h2", { tabindex: "-1", text: title }), h("span", { class: "game-name", text: state.game.name }));
  }

  // A text the phone could neither share nor copy, to be copied by hand.
  function copyBox(id, label, text, rows) {
    return h("div", { class: "field" }, h("label", { for: id, text: label }),
      h("textarea", { id, readonly: true, rows: String(rows), onfocus: (ev) => ev.target.select() }, text));
  }

  function radio(name, value, checked, label, sub, onchange) {
    const id = `${name}-${value}`;
    return h("div", { class: "choice" },
      h("input", { type: "radio", name, id, value, checked, onchange, dataset: { focus: id } }),
      h("label", { for: id }, h("span", { class: "choice-main", text: label }),
        sub ? h("span", { class: "choice-sub", text: sub }) : null));
  }

  // A request that failed, next to the button that sent it, with a button to send it again.
  function failureBox() {
    if (!failure || failure.screen !== screenKey()) return null;
    return h("div", { class: "notice failure", id: "failure", role: "alert" },
      h("p", { text: t(failure.key, failure.params) }),
      h("button", { type: "button", class: "secondary", id: "retry", dataset: { focus: "retry" },
        onclick: () => failure.retry(), text: t("retry") }));
  }

  function historyList() {
    const history = (loadJSON(HISTORY_STORE) || []).filter((g) => g && Array.isArray(g.standings));
    if (!history.length) return null;
    return h("section", { class: "history", id: "history", "aria-labelledby": "history-title" },
      h("h3", { id: "history-title", text: t("history") }),
      h("ol", {}, history.map((g) => h("li", { dataset: { key: g.id } },
        h("span", { class: "history-game", text: `${g.game} · ${dateOf(g.date)}` }),
        h("span", { class: "history-standings",
          text: g.standings.map((s) => t("history_fame", { name: s.name, score: s.score })).join(" · ") })))));
  }

  function renderSetup() {
    const s = state.setup;
    if (!games) return [h("p", { class: "loading", text: t("loading") }), failureBox()];
    if (!games.length) return [h("p", { text: t("no_games") })];
    const game = games.find((g) => g.slug === s.game) || games[0];
    s.game = game.slug;
    s.count = clamp(s.count || game.players.min, game.players.min, game.players.max);
    const isCard = CARD_GAMES.includes(game.slug);
    const recordable = record.canRecord(game);
    const recording = recordable && s.mode === "record";
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
            t("player_range", g.players), () => { s.game = g.slug; save(); render(); }))),
        recordable ? h("fieldset", { class: "choices modes" }, h("legend", { text: t("mode") }),
          ["score", "record"].map((mode) => radio("mode", mode, (s.mode || "score") === mode, t(`mode_${mode}`),
            t(`mode_${mode}_hint`), () => { s.mode = mode; save(); render(); }))) : null,
        h("fieldset", { class: "choices counts" }, h("legend", { text: t("players") }),
          counts.map((n) => radio("count", String(n), n === s.count, String(n), null,
            () => { s.count = n; save(); render(); }))),
        h("fieldset", { class: "names" }, h("legend", { text: t("names") }),
          isCard ? h("p", { class: "hint", text: t("seating_beige_first") }) : null, names),
        h("div", { class: "actions" },
          failureBox(),
          h("button", { type: "submit", class: "primary", disabled: busy, dataset: { focus: "start" },
            text: busy ? t("loading") : t(isCard ? "start_card" : recording ? "start_deal" : "start") }))),
      historyList(),
    ];
  }

  function errorList(items) {
    return items.length ? h("ul", { class: "field-error" }, items.map((e) => h("li", { text: e.detail }))) : null;
  }

  function errorSummary(items, place) {
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

  function cardPlaceName(e) {
    if (e.key === "seats") return e.seat !== undefined && state.players[e.seat] ? state.players[e.seat] : t("seats");
    if (e.colour) return cap(colourName(e.colour));
    return { end: t("field_end"), ended_by: t("field_ended_by"), god: t("god"), followers: t("field_followers") }[e.key]
      || t("general");
  }

  function cardPlaceOf(e) {
    const go = () => {
      if (e.key === "general") return document.getElementById("summary")?.focus();
      pendingFocus = `field:${e.key}`;
      render();
    };
    return { where: cardPlaceName(e), go };
  }

  // A count box just tapped has its number selected, so the digits typed replace it: the mouseup of that
  // tap would put a caret in it instead.
  const selectedOnFocus = new WeakSet();

  // A count box: + and - and the box itself. `get` reads the count, `set` stores one (without a render).
  function stepper({ id, n, max, label, more, fewer, focus, invalid, describedBy, get, set }) {
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

  function renderEntry() {
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
      h("span", { class: "tab-name", text: name }),
      h("span", { class: "tab-sub", text: withSuns ? `${before[k].fame} · ☀${held}/${set.per_player}` : String(before[k].fame) }),
      h("span", { class: "sr-only", text: `, ${t(checked ? "checked" : "not_checked")}` }));
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
        const bad = badSuns.has(s) || (mine && others.length > 0);
        return h("button", {
          type: "button", class: `sun${mine ? " mine" : ""}${owner ? " taken" : ""}${bad ? " bad" : ""}`,
          "aria-pressed": String(mine), "aria-label": owner ? t("sun_held_by", { n: s, name: owner }) : t("sun", { n: s }),
          dataset: { focus: `sun-${s}`, sun: String(s) }, onclick: () => toggleSun(i, s),
        }, h("span", { class: "sun-n", text: String(s) }), owner ? h("span", { class: "sun-owner", text: owner }) : null);
      });
      const left = leftoverSuns(en);
      const middleErrors = errorsAt("middle");
      const previous = entry(e - 1);
      suns = h("fieldset", { class: `suns${sunErrors.length || twice.length ? " has-error" : ""}`, dataset: { field: `p${i}-suns` } },
        h("legend", {}, t("suns"), " ",
          h("span", { class: `count${mySuns.length === set.per_player ? " ok" : ""}`,
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
          keptFrom(i, tile) ? h("span", { class: "kept", text: `↻ ${t("kept")}` }) : null),
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
  function withoutPoints(detail, points) {
    const m = /\s*(?::\s*([+\-−]?\d+)|\(\s*[^\s()]+\s+([+\-−]?\d+)\s*\))\s*$/.exec(detail);
    return m && m.index > 0 && Number((m[1] ?? m[2]).replace("−", "-")) === points
      ? withoutPoints(detail.slice(0, m.index), points) : detail;
  }

  function standingsList(answer) {
    const points = new Map(answer.players.map((p) => [p.name, p.points]));
    return h("ol", { class: "standings" }, answer.standings.map((s) => h("li", { class: s.rank === 1 ? "first" : null, dataset: { player: s.name } },
      h("span", { class: "rank", text: String(s.rank) }),
      h("span", { class: "who" }, h("span", { class: "name", text: s.name }),
        // the fame is on the right; the sentence is kept only where it explains a tie
        s.decided_by && s.decided_by !== "fame" ? h("span", { class: "detail", text: s.detail }) : null,
        h("span", { class: "gain", text: t("gain", { points: signed(points.get(s.name)) }) })),
      h("span", { class: "fame" }, h("strong", { text: String(s.fame) }), h("small", { text: t("fame") })))));
  }

  function breakdownLine(line) {
    return h("li", { dataset: { key: line.key } },
      h("span", { class: "detail", text: withoutPoints(line.detail, line.points) }),
      h("span", { class: `pts${line.points < 0 ? " neg" : line.points > 0 ? " pos" : ""}`, text: signed(line.points) }));
  }

  // `before`: what each player brought into epoch e (the ankhs held are told with those gained).
  function playerCards(answer, e, before = carried(e)) {
    return answer.players.map((p, k) => {
      const scoring = p.breakdown.filter((line) => line.points !== 0);
      const zeros = p.breakdown.filter((line) => line.points === 0);
      return h("section", { class: "player-result", dataset: { player: p.name } },
        h("h4", {},
          h("span", { class: "name", text: p.name }),
          h("span", { class: "fame-change" }, `${p.fame_before} → `, h("strong", { text: String(p.fame) }),
            h("span", { class: `points ${p.points < 0 ? "neg" : ""}`, text: ` (${signed(p.points)})` }))),
        h("p", { class: "sr-only", text: t("breakdown_of", { name: p.name, epoch: e }) }),
        scoring.length ? h("ul", { class: "breakdown" }, scoring.map(breakdownLine)) : null,
        zeros.length ? h("details", { class: "zeros", dataset: { key: "zeros" } },
          h("summary", { text: tn("zero_lines", zeros.length) }),
          h("ul", { class: "breakdown" }, zeros.map(breakdownLine))) : null,
        hasAnkhs() && "ankhs_gained" in p && e < rules().epochs && (before[k].ankhs || p.ankhs_gained)
          ? h("p", { class: "ankhs", text: `${tn("ankhs_held", before[k].ankhs)} · ${tn("ankhs_gained", p.ankhs_gained)}` })
          : null);
    });
  }

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
  function fameTable(epochs = state.results.map(answerOf)) {
    const head = h("tr", {}, h("th", { scope: "col", text: t("player") }),
      epochs.map((_, k) => h("th", { scope: "col", text: t("epoch_n", { n: k + 1 }) })));
    const rows = state.players.map((name, k) => h("tr", {}, h("th", { scope: "row", text: name }),
      epochs.map((a) => h("td", { text: String(a.players[k].fame) }))));
    return [h("h3", { text: t("fame_by_epoch") }),
      // a region the keyboard can scroll, when a narrow screen or long words make the table wider than it
      h("div", { class: "table-wrap", tabindex: "0", role: "region", "aria-label": t("fame_by_epoch") },
        h("table", { class: "by-epoch" }, h("thead", {}, head), h("tbody", {}, rows)))];
  }

  function shareBlock() {
    const note = shareNote && shareNote.screen === screenKey() ? shareNote : null;
    return h("div", { class: "share" },
      h("button", { type: "button", class: "secondary wide", id: "share", dataset: { focus: "share" }, onclick: shareResult,
        text: t("share") }),
      note && note.copied ? h("p", { class: "hint", id: "share-note", role: "status", text: t("shared") }) : null,
      note && note.text ? copyBox("share-text", t("share_manual"), note.text, note.text.split("\n").length) : null);
  }

  // The winner of a Ra game, scored or recorded (or the players sharing first place).
  function winnerView(answer) {
    const first = answer.standings.filter((s) => s.rank === 1);
    const tie = answer.standings[1] && answer.standings[1].decided_by === "highest_sun";
    return h("section", { class: "winner", id: "winner" },
      h("p", { class: "crown", "aria-hidden": "true", text: "☀" }),
      h("p", { class: "winner-line", text: answer.winner
        ? tn("winner", first[0].fame, { name: answer.winner })
        : t("shared_first", { names: joinNames(first.map((s) => s.name)) }) }),
      tie ? h("p", { class: "tie-break", text: t("tie_break", { detail: first[0].detail }) }) : null);
  }

  function renderResult() {
    const e = state.epoch;
    const result = state.results[e - 1];
    if (!result) {
      state.view = "entry";
      return renderEntry();
    }
    const answer = answerOf(result);
    const last = e === rules().epochs;
    const out = [screenHead(t(last ? "final_title" : "result_title", { epoch: e })), correctionNote(e)];
    if (last && answer.winner) out.push(winnerView(answer));
    out.push(h("h3", { text: t("standings") }), standingsList(answer));
    if (last) out.push(fameTable(), shareBlock());
    out.push(h("h3", { text: `${t("per_player")} · ${t("epoch_n", { n: e })}` }),
      h("section", { class: "epoch-result", id: "this-epoch" }, playerCards(answer, e)));
    if (e > 1) {
      out.push(h("h3", { text: t("change_an_epoch") }),
        h("div", { class: "epoch-links" }, range(1, e).map((k) => h("button", { type: "button", class: "secondary",
          id: `change-${k}`, dataset: { focus: `change-${k}` }, "aria-label": t("change_epoch", { epoch: k }),
          onclick: () => changeEpoch(k), text: t("epoch_n", { n: k }) }))));
      out.push(h("h3", { text: t("earlier_epochs") }),
        range(1, e - 1).map((k) => h("details", { class: "epoch-result", id: `epoch-${k}` },
          h("summary", { text: t("epoch_n", { n: k }) }),
          playerCards(answerOf(state.results[k - 1]), k))));
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

  function renderCard() {
    const c = state.card;
    const errors = cardErrors();
    const seats = seatColours();
    const badSeats = new Set(errors.filter((e) => e.key === "seats").map((e) => e.seat));
    const fieldClass = (key, base) => `${base}${cardErrorsAt(key).length ? " has-error" : ""}`;
    const apex = c.end === "apex";

    const players = h("fieldset", { class: fieldClass("seats", "seats"), dataset: { field: "seats" } },
      h("legend", {}, t("seats")),
      h("ul", { class: "seat-list" }, state.players.map((name, k) => h("li", {
        class: `seat${badSeats.has(k) ? " bad" : ""}`, dataset: { seat: String(k) } },
      swatches(seats[k]), h("span", { class: "seat-name", text: name }),
      h("span", { class: "sr-only", text: ` (${seats[k].map(colourName).join(", ")})` })))),
      errorList(cardErrorsAt("seats")),
      h("button", { type: "button", class: "link", id: "change-players", dataset: { focus: "change-players" },
        onclick: changePlayers, text: t("change_players") }));

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
    const god = h("div", { class: fieldClass("god", "field god"), dataset: { field: "god" } },
      h("label", { for: "god", text: t("god") }),
      h("p", { class: "hint", id: "god-hint", text: t(apex ? "god_hint_apex" : "god_hint_blocked") }),
      h("select", { id: "god", dataset: { focus: "god" }, "aria-describedby": "god-hint",
        "aria-invalid": godProblems.length ? "true" : null,
        onchange: (ev) => { editCard("god", (card) => { card.god = ev.target.value; }); render(); } },
      rules().gods.map((g) => h("option", { value: g, selected: g === c.god, text: g }))),
      errorList(godProblems));

    const followers = h("fieldset", { class: fieldClass("followers", "tiles followers"), dataset: { field: "followers" } },
      h("legend", { text: t("followers_in", { god: c.god }) }),
      h("p", { class: "hint", id: "followers-hint", text: t("followers_hint", { max: maxFollowers() }) }),
      errorList(cardErrorsAt("followers")),
      h("div", { class: "tile-grid" },
        state.players.map((name, k) => seats[k].map((colour) => followerStepper(colour, name, "followers-hint")))));

    return [
      screenHead(t("card_title")),
      state.outcome ? h("button", { type: "button", class: "link back", onclick: () => { state.view = "outcome"; save(); render(); },
        text: `← ${t("back_to_outcome")}` }) : null,
      errorSummary(errors, cardPlaceOf),
      errorList(cardErrorsAt("general")),
      h("div", { class: "panel card" }, end, endedBy, god, followers, players),
      h("div", { class: "actions sticky" },
        failureBox(),
        h("button", { type: "button", class: "primary", id: "who-wins", "aria-busy": busy ? "true" : null,
          disabled: busy, dataset: { focus: "who-wins" }, onclick: askOutcome,
          text: busy ? t("counting") : t("who_wins") })),
    ];
  }

  function renderOutcome() {
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
      h("div", { class: "actions sticky" },
        h("button", { type: "button", class: "secondary narrow", id: "change-card", dataset: { focus: "change" },
          onclick: showCard, text: t("change") }),
        h("button", { type: "button", class: "primary", dataset: { focus: "again" }, onclick: askNewGame, text: t("new_game") })),
    ];
  }

  // --- recording (record.js) -------------------------------------------------------------------
  //
  // What record.js gets of this file: the state (read through getters: a new game, a language switch
  // or a request replaces them) and the helpers both files use. It answers with `record`: whether a game
  // can be recorded, the deal and record screens, the answer shown, and what a reload or a language
  // switch asks it to send again.

  const record = window.REFEREE_RECORD({
    get state() { return state; },
    get lang() { return lang; },
    get busy() { return busy; },
    CARD_GAMES, h, t, tn, cap, range, joinNames, tileName, rules, sunSet, save, render, remember, answerOf,
    api, Refused, startRequest, endRequest, failed, shareOrCopy,
    screenHead, failureBox, copyBox, changePlayers, standingsList, playerCards, fameTable, winnerView,
  });

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
    if (!storageOk && !status) status = { key: "storage_off", params: {}, kind: "error" };
    paintStatus();
  }

  function render() {
    const focused = pendingFocus || document.activeElement?.dataset?.focus || null;
    pendingFocus = null;
    let view;
    if (state.view === "setup" || !state.game) view = renderSetup();
    else if (isCardGame()) view = state.view === "outcome" && state.outcome ? renderOutcome() : renderCard();
    else if (state.view === "deal") view = record.renderDeal();
    else if (state.view === "record" && state.record) view = record.renderRecord();
    else if (state.view === "result") view = renderResult();
    else view = renderEntry();
    renderChrome();
    morphChildren(app, view.flat(Infinity).filter(Boolean));
    app.dataset.view = state.view;
    // the number of moves the position shown is for (a recorded game)
    if (state.view === "record" && state.record) app.dataset.recorded = String(state.record.at);
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
  }

  // --- start -------------------------------------------------------------------------------

  if ("serviceWorker" in navigator) navigator.serviceWorker.register("sw.js").catch(() => {});
  document.getElementById("new-game").addEventListener("click", askNewGame);
  for (const b of document.querySelectorAll("#lang button")) b.addEventListener("click", () => setLanguage(b.dataset.lang));
  // The player's name sticks under the header: the header's height (it wraps on a narrow screen) is
  // where it sticks.
  const barHeight = () => document.documentElement.style.setProperty("--bar-height", `${header.offsetHeight}px`);
  if ("ResizeObserver" in window) new ResizeObserver(barHeight).observe(header);
  barHeight();

  render();
  if (state.view === "setup" || !games) fetchGames();
  if (state.view === "record" && state.record && !record.recordAnswered()) record.sendLog();
  else if (state.game) refreshSentences();
})();
