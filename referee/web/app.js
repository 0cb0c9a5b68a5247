// The phone form: score a game of Ra or Priests of Ra epoch by epoch through the referee API, or
// enter the end of a game of Osiris on one card and get its winner.
//
// Everything about the game comes from the API: the games and player counts (GET /v1/games), the
// tiles, sun sets, what stays in a display and the tile names, Osiris's colours per seat and gods
// (GET /v1/games/<game>), the scores, outcomes, sentences and problems (POST /v1/games/<game>/score
// or /outcome). The game in progress lives in localStorage, saved after every tap, so a reload, a
// closed tab or a lost connection loses nothing.
"use strict";

(() => {
  const TEXTS = window.REFEREE_TEXTS;
  const LANGS = Object.keys(TEXTS);
  const STORE = "referee.game.v1";
  const LANG_STORE = "referee.lang";
  const GAMES_STORE = "referee.games";
  const MAX_NAME = 40; // the API's limit on a player's name
  const MAX_COUNT = 99;
  // Games whose end is entered on one card (POST /outcome): the form knows each one's request.
  const CARD_GAMES = ["osiris"];

  let storageOk = true;
  let lang = pickLanguage();
  let state = loadState() || freshState();
  let games = loadJSON(GAMES_STORE);
  let busy = false;
  let lastScreen = null;
  let pendingFocus = null;

  const app = document.getElementById("app");
  const statusLine = document.getElementById("status");
  const dialog = document.getElementById("confirm");

  // --- small helpers -----------------------------------------------------------------------

  function t(key, params = {}) {
    const template = TEXTS[lang][key] ?? TEXTS.en[key] ?? key;
    return template.replace(/\{(\w+)\}/g, (m, k) => (k in params ? String(params[k]) : m));
  }

  function h(tag, attrs, ...children) {
    const el = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v == null || v === false) continue;
      if (k === "class") el.className = v;
      else if (k === "text") el.textContent = v;
      else if (k === "dataset") Object.assign(el.dataset, v);
      else if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
      else el.setAttribute(k, v === true ? "" : v);
    }
    for (const child of children.flat(Infinity)) {
      if (child != null && child !== false) el.append(child);
    }
    return el;
  }

  const signed = (n) => (n > 0 ? `+${n}` : String(n));
  const clamp = (n, lo, hi) => Math.min(hi, Math.max(lo, n));
  const copy = (x) => JSON.parse(JSON.stringify(x));
  const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);
  const tn = (key, count, params = {}) => t(`${key}_${count === 1 ? "one" : "many"}`, { count, ...params });

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
      view: "setup",
      setup: setup || { game: null, count: null, names: [] },
      game: null, // {slug, name, score, rules}
      players: [],
      epoch: 1,
      current: 0, // the player whose display is open
      entries: [], // per epoch: {suns: [[13, 6, 2], ...], tiles: [{pharaoh: 2}, ...]}
      results: [], // per epoch: {request, answer, lang, entry}
      errors: null, // the last 422: {epoch, request, list: [{pointer, detail}], lang}
      card: null, // Osiris's end of the game: {end, ended_by (a seat), god, followers: {colour: n}}
      outcome: null, // its answer: {request, answer, lang}
    };
  }

  function loadState() {
    const s = loadJSON(STORE);
    return s && s.v === 1 && s.setup ? s : null;
  }

  function save() {
    safeSet(STORE, JSON.stringify(state));
  }

  function showStatus(message, kind = "info") {
    statusLine.textContent = message;
    statusLine.className = message ? `status ${kind}` : "status";
  }

  // --- the API -----------------------------------------------------------------------------

  class Offline extends Error {}

  async function api(path, body) {
    const init = { headers: { Accept: "application/json", "Accept-Language": lang } };
    if (body !== undefined) {
      init.method = "POST";
      init.headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(body);
    }
    let response;
    try {
      response = await fetch(path.replace(/^\//, ""), init);
    } catch {
      throw new Offline();
    }
    let data = null;
    try {
      data = await response.json();
    } catch {
      data = null;
    }
    return { status: response.status, data };
  }

  async function fetchGames() {
    try {
      const r = await api("v1/games");
      if (r.status === 200 && r.data) {
        games = r.data.games.filter((g) => g.operations.includes("score")
          || (g.operations.includes("outcome") && CARD_GAMES.includes(g.slug)));
        safeSet(GAMES_STORE, JSON.stringify(games));
        showStatus("");
      }
    } catch {
      if (!games) showStatus(t("offline"), "error");
    }
    if (state.view === "setup") render();
  }

  // --- the game's data ---------------------------------------------------------------------

  const rules = () => state.game.rules;
  const sunSet = () => rules().suns[String(state.players.length)];
  const tileName = (tile) => (rules().names[lang] || rules().names.en)[tile] || tile;
  const hasAnkhs = () => typeof rules().ankhs === "number";
  const entry = (e = state.epoch) => state.entries[e - 1];

  function emptyEntry() {
    return { suns: state.players.map(() => []), tiles: state.players.map(() => ({})) };
  }

  // Fame (and ankhs) each player brings into epoch e: the start values, then the API's answers.
  function carried(e) {
    const start = state.players.map(() => ({ fame: rules().start_fame, ankhs: 0 }));
    let held = start;
    for (let k = 1; k < e; k++) {
      const result = state.results[k - 1];
      if (!result) break;
      held = result.answer.players.map((p, i) => ({
        fame: p.fame,
        ankhs: held[i].ankhs + (p.ankhs_gained || 0),
      }));
    }
    return held;
  }

  // What player i keeps of a scored epoch's display: the tiles that stay (less any the scoring
  // returned, like the plague 3 priests give back), and the suns he ended the epoch with.
  function kept(result, i, tile) {
    return Math.max(0, (result.entry.tiles[i][tile] || 0) - ((result.answer.players[i].returned || {})[tile] || 0));
  }

  function nextEntry(result) {
    const stay = rules().tiles.stay_after_epoch;
    return {
      suns: result.entry.suns.map((s) => [...s]),
      tiles: state.players.map((_, i) =>
        Object.fromEntries(stay.map((tile) => [tile, kept(result, i, tile)]).filter(([, n]) => n > 0))),
    };
  }

  function leftoverSuns(en) {
    const held = new Set(en.suns.flat());
    return sunSet().all.filter((s) => !held.has(s));
  }

  function epochRequest(e) {
    const en = entry(e);
    const before = carried(e);
    const players = state.players.map((name, i) => {
      const tiles = {};
      for (const [tile, n] of Object.entries(en.tiles[i])) {
        if (!n) continue;
        const path = rules().tile_paths[tile];
        let at = tiles;
        for (const part of path.slice(0, -1)) at = at[part] = at[part] || {};
        at[path[path.length - 1]] = n;
      }
      const player = { name, fame: before[i].fame, suns: { face_down: [...en.suns[i]] }, tiles };
      if (hasAnkhs()) player.ankhs = before[i].ankhs;
      return player;
    });
    const request = { epoch: e, players };
    const left = leftoverSuns(en);
    if (left.length === 1) request.middle_sun = left[0]; // the sun nobody holds lies in the middle
    return request;
  }

  // --- problems (422) at their fields -------------------------------------------------------

  const pointerParts = (pointer) => pointer.split("/").slice(1).map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"));

  function locate(pointer, request) {
    const parts = pointerParts(pointer);
    if (parts[0] === "middle_sun") return { key: "middle" };
    if (parts[0] !== "players" || !/^\d+$/.test(parts[1] || "")) return { key: "general" };
    const i = Number(parts[1]);
    const rest = parts.slice(2);
    if (rest[0] === "suns") {
      const sun = rest.length >= 3 ? request.players[i]?.suns?.[rest[1]]?.[Number(rest[2])] : undefined;
      return { player: i, key: `p${i}-suns`, sun };
    }
    if (rest[0] === "tiles") {
      const path = rest.slice(1).join("/");
      const paths = rules().tile_paths;
      const tile = Object.keys(paths).find((k) => paths[k].join("/") === path);
      return tile ? { player: i, key: `p${i}-tile-${tile}`, tile } : { player: i, key: `p${i}-head` };
    }
    return { player: i, key: `p${i}-head` };
  }

  function currentErrors() {
    const errors = state.errors;
    if (!errors || errors.epoch !== state.epoch || state.view !== "entry") return [];
    return errors.list.map((e) => ({ ...e, ...locate(e.pointer, errors.request) }));
  }

  function errorsAt(key) {
    return currentErrors().filter((e) => e.key === key);
  }

  // An edit clears the problems of that field, and the same problem where it is marked elsewhere
  // (too many pharaohs is marked at every player holding some).
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
    value = clamp(Number.isFinite(value) ? Math.trunc(value) : 0, 0, MAX_COUNT);
    if (value) tiles[tile] = value;
    else delete tiles[tile];
    clearErrors((e) => e.key === `p${i}-tile-${tile}`);
    save();
  }

  function toggleSun(i, sun) {
    const suns = entry().suns[i];
    const at = suns.indexOf(sun);
    if (at >= 0) suns.splice(at, 1);
    else suns.push(sun);
    suns.sort((a, b) => b - a);
    clearErrors((e) => e.key.endsWith("-suns") || e.key === "middle");
    save();
    render();
  }

  function selectPlayer(i, focusKey) {
    state.current = i;
    save();
    pendingFocus = focusKey || null;
    render();
    if (!focusKey) document.getElementById("panel")?.scrollIntoView({ block: "start" });
  }

  async function startGame(event) {
    event.preventDefault();
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
    busy = true;
    render();
    const isCard = CARD_GAMES.includes(game.slug);
    const before = state.game && state.game.slug === game.slug && state.players.length === names.length ? state.card : null;
    try {
      const r = await api(game.links.rules);
      if (r.status !== 200 || !r.data) throw new Error(String(r.status));
      state.game = isCard
        ? { slug: game.slug, name: game.name, outcome: game.links.outcome, rules: r.data }
        : { slug: game.slug, name: game.name, score: game.links.score, rules: r.data };
    } catch (err) {
      busy = false;
      showStatus(err instanceof Offline ? t("offline") : t("server_error", { status: err.message }), "error");
      render();
      return;
    }
    busy = false;
    showStatus("");
    if (isCard) {
      openCard(names, before);
      return;
    }
    state.players = names;
    state.card = null;
    state.outcome = null;
    state.epoch = 1;
    state.current = 0;
    state.entries = [emptyEntry()];
    state.results = [];
    state.errors = null;
    state.view = "entry";
    save();
    render();
  }

  async function scoreEpoch() {
    if (busy) return;
    const e = state.epoch;
    const request = epochRequest(e);
    busy = true;
    render();
    let r;
    try {
      r = await api(state.game.score, request);
    } catch {
      busy = false;
      showStatus(t("offline"), "error");
      render();
      return;
    }
    busy = false;
    if (r.status === 200 && r.data) {
      showStatus("");
      const scored = { request, answer: r.data, lang, entry: copy(entry(e)) };
      carryCorrection(state.results[e - 1], scored);
      state.results.length = e - 1; // later epochs started from the old fame: score them again
      state.results[e - 1] = scored;
      state.errors = null;
      state.view = "result";
      save();
      render();
    } else if (r.status === 422 && r.data && Array.isArray(r.data.errors)) {
      showStatus("");
      state.errors = { epoch: e, request, list: r.data.errors, lang };
      const first = currentErrors().find((x) => x.player !== undefined);
      if (first) state.current = first.player;
      save();
      pendingFocus = "summary";
      render();
    } else {
      showStatus(t("server_error", { status: r.status }), "error");
      render();
    }
  }

  // An epoch scored again after a correction: the next epoch's prefilled tiles and suns follow it.
  function carryCorrection(before, now) {
    const next = state.entries[now.request.epoch];
    if (!before || !next) return;
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

  function goToEpoch(e) {
    if (!state.entries[e - 1]) state.entries[e - 1] = nextEntry(state.results[e - 2]);
    state.epoch = e;
    state.current = 0;
    state.errors = null;
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

  function changeEpoch(e) {
    state.epoch = e;
    state.view = "entry";
    save();
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
    const n = clamp(Number.isFinite(value) ? Math.trunc(value) : 0, 0, maxFollowers());
    editCard(`f-${colour}`, (c) => {
      if (n) c.followers[colour] = n;
      else delete c.followers[colour];
    });
  }

  async function askOutcome() {
    if (busy) return;
    const request = cardRequest();
    busy = true;
    render();
    let r;
    try {
      r = await api(state.game.outcome, request);
    } catch {
      busy = false;
      showStatus(t("offline"), "error");
      render();
      return;
    }
    busy = false;
    if (r.status === 200 && r.data) {
      showStatus("");
      state.outcome = { request, answer: r.data, lang };
      state.errors = null;
      state.view = "outcome";
      save();
      render();
    } else if (r.status === 422 && r.data && Array.isArray(r.data.errors)) {
      showStatus("");
      state.errors = { card: true, request, list: r.data.errors, lang };
      save();
      pendingFocus = "summary";
      render();
    } else {
      showStatus(t("server_error", { status: r.status }), "error");
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
      : t("confirm_text", { game: state.game.name, epoch: state.epoch });
    dialog.querySelector("[value=yes]").textContent = t("confirm_yes");
    dialog.querySelector("[value=no]").textContent = t("confirm_no");
    dialog.returnValue = "";
    dialog.showModal();
  }

  dialog.addEventListener("close", () => {
    if (dialog.returnValue !== "yes") return;
    const setup = { game: state.game.slug, count: state.players.length, names: [...state.players] };
    state = freshState(setup);
    save();
    showStatus("");
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

  // The sentences of answers already shown were written in the old language: ask again.
  async function refreshSentences() {
    if (!state.game) return;
    const wanted = lang;
    const post = isCardGame() ? state.game.outcome : state.game.score;
    const answered = isCardGame() ? [state.outcome] : state.results;
    for (const result of answered) {
      if (!result || result.lang === wanted) continue;
      try {
        const r = await api(post, result.request);
        if (lang !== wanted) return;
        if (r.status === 200 && r.data) Object.assign(result, { answer: r.data, lang: wanted });
      } catch {
        return; // offline: the old language stays until the next switch
      }
      save();
      render();
    }
    const errors = state.errors;
    if (errors && errors.lang !== wanted) {
      try {
        const r = await api(post, errors.request);
        if (lang !== wanted || state.errors !== errors) return;
        if (r.status === 422 && r.data && Array.isArray(r.data.errors)) {
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

  function radio(name, value, checked, label, sub, onchange) {
    const id = `${name}-${value}`;
    return h("div", { class: "choice" },
      h("input", { type: "radio", name, id, value, checked, onchange, dataset: { focus: id } }),
      h("label", { for: id }, h("span", { class: "choice-main", text: label }),
        sub ? h("span", { class: "choice-sub", text: sub }) : null));
  }

  function renderSetup() {
    const s = state.setup;
    if (!games) return [h("p", { class: "loading", text: t("loading") })];
    if (!games.length) return [h("p", { text: t("no_games") })];
    const game = games.find((g) => g.slug === s.game) || games[0];
    s.game = game.slug;
    s.count = clamp(s.count || game.players.min, game.players.min, game.players.max);
    const isCard = CARD_GAMES.includes(game.slug);
    const counts = [];
    for (let n = game.players.min; n <= game.players.max; n++) counts.push(n);
    const problems = s.tried ? setupProblems(tableNames()) : [];
    const names = [];
    for (let k = 0; k < s.count; k++) {
      const id = `name-${k}`;
      const problem = problems[k];
      names.push(h("div", { class: "field" },
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
        h("fieldset", { class: "choices counts" }, h("legend", { text: t("players") }),
          counts.map((n) => radio("count", String(n), n === s.count, String(n), null,
            () => { s.count = n; save(); render(); }))),
        h("fieldset", { class: "names" }, h("legend", { text: t("names") }),
          isCard ? h("p", { class: "hint", text: t("seating_beige_first") }) : null, names),
        h("div", { class: "actions" },
          h("button", { type: "submit", class: "primary", disabled: busy, dataset: { focus: "start" },
            text: busy ? t("loading") : t(isCard ? "start_card" : "start") }))),
    ];
  }

  function errorList(items) {
    return items.length ? h("ul", { class: "field-error" }, items.map((e) => h("li", { text: e.detail }))) : null;
  }

  function errorSummary(errors, place = entryPlace) {
    if (!errors.length) return null;
    const title = errors.length === 1 ? t("problems_one") : t("problems_many", { count: errors.length });
    return h("section", { class: "error-summary", id: "summary", tabindex: "-1", dataset: { focus: "summary" },
      "aria-labelledby": "summary-title" },
    h("h3", { id: "summary-title", text: title }),
    h("p", { text: t("problems_hint") }),
    h("ul", {}, errors.map((e) => {
      const { where, go } = place(e);
      return h("li", {}, h("button", { type: "button", class: "link", onclick: go },
        h("strong", { text: `${where}: ` }), e.detail));
    })));
  }

  function entryPlace(e) {
    const where = e.player !== undefined
      ? state.players[e.player] + (e.tile ? ` · ${tileName(e.tile)}` : e.key.endsWith("suns") ? ` · ${t("suns")}` : "")
      : t("general");
    const go = () => {
      if (e.player === undefined) return document.getElementById(e.key === "middle" ? "middle" : "summary")?.focus();
      selectPlayer(e.player, `field:${e.key}`);
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

  function renderEntry() {
    const e = state.epoch;
    const en = entry();
    const i = clamp(state.current, 0, state.players.length - 1);
    const before = carried(e);
    const errors = currentErrors();
    const set = sunSet();
    const holders = new Map(); // sun -> players holding it
    en.suns.forEach((suns, k) => suns.forEach((s) => holders.set(s, [...(holders.get(s) || []), k])));

    const tabs = h("div", { class: "tabs", role: "tablist", "aria-label": t("players_tabs") },
    state.players.map((name, k) => {
      const bad = errors.some((x) => x.player === k);
      const held = en.suns[k].length;
      return h("button", {
        type: "button", role: "tab", id: `tab-${k}`, "aria-selected": String(k === i), "aria-controls": "panel",
        class: `tab${bad ? " bad" : ""}${held === set.per_player ? " ready" : ""}`,
        dataset: { focus: `tab-${k}` }, onclick: () => selectPlayer(k),
        onkeydown: (ev) => {
          const step = { ArrowRight: 1, ArrowLeft: -1 }[ev.key];
          if (step) {
            const to = (k + step + state.players.length) % state.players.length;
            selectPlayer(to, `tab-${to}`);
          }
        },
      }, h("span", { class: "tab-name", text: name }),
      h("span", { class: "tab-sub", text: `${before[k].fame} · ☀${held}/${set.per_player}` }));
    }));
    tabs.style.setProperty("--n", String(state.players.length)); // CSSOM: allowed by the page's CSP

    // suns
    const mySuns = en.suns[i];
    const sunErrors = errorsAt(`p${i}-suns`);
    const badSuns = new Set(sunErrors.map((x) => x.sun).filter((x) => x !== undefined));
    const chips = set.all.map((s) => {
      const others = (holders.get(s) || []).filter((k) => k !== i);
      const mine = mySuns.includes(s);
      const owner = others.length ? state.players[others[0]] : null;
      return h("button", {
        type: "button", class: `sun${mine ? " mine" : ""}${owner ? " taken" : ""}${badSuns.has(s) ? " bad" : ""}`,
        "aria-pressed": String(mine), "aria-label": owner ? t("sun_held_by", { n: s, name: owner }) : t("sun", { n: s }),
        dataset: { focus: `sun-${s}`, sun: String(s) }, onclick: () => toggleSun(i, s),
      }, h("span", { class: "sun-n", text: String(s) }), owner ? h("span", { class: "sun-owner", text: owner }) : null);
    });
    const left = leftoverSuns(en);
    const middleErrors = errorsAt("middle");
    const suns = h("fieldset", { class: `suns${sunErrors.length ? " has-error" : ""}`, dataset: { field: `p${i}-suns` } },
      h("legend", {}, t("suns"), " ",
        h("span", { class: `count${mySuns.length === set.per_player ? " ok" : ""}`,
          text: t("suns_pick", { held: mySuns.length, count: set.per_player }) })),
      e > 1 ? h("p", { class: "hint", text: t("suns_carried", { epoch: e - 1 }) }) : null,
      errorList(sunErrors),
      h("div", { class: "sun-grid" }, chips),
      h("p", { class: `middle${middleErrors.length ? " has-error" : ""}`, id: "middle", tabindex: "-1" },
        left.length === 1 ? t("middle_sun", { sun: left[0] }) : t("middle_open", { suns: left.join(", ") || "–" })),
      errorList(middleErrors));

    // tiles
    const paths = rules().tile_paths;
    const previous = state.results[e - 2];
    const stay = new Set(rules().tiles.stay_after_epoch);
    const keptFrom = (k, tile) => Boolean(previous && stay.has(tile) && kept(previous, k, tile));
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
        h("div", { class: "stepper" },
          h("button", { type: "button", class: "minus", "aria-label": t("fewer", { tile: name }),
            "aria-disabled": n ? null : "true", dataset: { focus: `minus-${tile}` },
            onclick: () => { if (n) { setCount(i, tile, n - 1); render(); } } }, "−"),
          h("input", { id, type: "text", inputmode: "numeric", pattern: "[0-9]*", autocomplete: "off",
            value: String(n), "aria-invalid": problems.length ? "true" : null,
            "aria-describedby": problems.length ? `${id}-error` : null, dataset: { focus: id },
            onfocus: (ev) => ev.target.select(),
            oninput: (ev) => {
              setCount(i, tile, parseInt(ev.target.value.replace(/\D/g, ""), 10));
              ev.target.closest(".tile").classList.toggle("some", Boolean(entry().tiles[i][tile]));
            },
            onchange: () => render() }),
          h("button", { type: "button", class: "plus", "aria-label": t("more", { tile: name }),
            dataset: { focus: `plus-${tile}` }, onclick: () => { setCount(i, tile, n + 1); render(); } }, "+")),
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

    return [
      h("div", { class: "screen-head" },
        h("h2", { tabindex: "-1", text: t("epoch_of", { epoch: e, epochs: rules().epochs }) }),
        h("span", { class: "game-name", text: state.game.name })),
      e > 1 && state.results[e - 2] ? h("button", { type: "button", class: "link back",
        onclick: () => showResult(e - 1), text: `← ${t("back_to_result", { epoch: e - 1 })}` }) : null,
      errorSummary(errors),
      errorList(errorsAt("general")),
      tabs,
      panel,
      h("div", { class: "actions sticky" },
        h("button", { type: "button", class: "primary", id: "score", "aria-busy": busy ? "true" : null,
          disabled: busy, dataset: { focus: "score" }, onclick: scoreEpoch,
          text: busy ? t("scoring") : t("score", { epoch: e }) })),
    ];
  }

  function standingsList(answer) {
    return h("ol", { class: "standings" }, answer.standings.map((s) => h("li", { class: s.rank === 1 ? "first" : null },
      h("span", { class: "rank", text: String(s.rank) }),
      h("span", { class: "who" }, h("span", { class: "name", text: s.name }), h("span", { class: "detail", text: s.detail })),
      h("span", { class: "fame" }, h("strong", { text: String(s.fame) }), h("small", { text: t("fame") })))));
  }

  function playerCards(answer, e) {
    const before = carried(e);
    return answer.players.map((p, k) => h("section", { class: "player-result", dataset: { player: p.name } },
      h("h4", {},
        h("span", { class: "name", text: p.name }),
        h("span", { class: "fame-change" }, `${p.fame_before} → `, h("strong", { text: String(p.fame) }),
          h("span", { class: `points ${p.points < 0 ? "neg" : ""}`, text: ` (${signed(p.points)})` }))),
      h("p", { class: "sr-only", text: t("breakdown_of", { name: p.name, epoch: e }) }),
      h("ul", { class: "breakdown" }, p.breakdown.map((line) => h("li", { dataset: { key: line.key } },
        h("span", { class: "detail", text: line.detail }),
        h("span", { class: `pts${line.points < 0 ? " neg" : line.points > 0 ? " pos" : ""}`, text: signed(line.points) })))),
      hasAnkhs() && "ankhs_gained" in p && e < rules().epochs && (before[k].ankhs || p.ankhs_gained)
        ? h("p", { class: "ankhs", text: `${t("ankhs_held", { count: before[k].ankhs })} · ${t("ankhs_gained", { count: p.ankhs_gained })}` })
        : null));
  }

  function renderResult() {
    const e = state.epoch;
    const result = state.results[e - 1];
    if (!result) {
      state.view = "entry";
      return renderEntry();
    }
    const answer = result.answer;
    const last = e === rules().epochs;
    const out = [];
    if (last && answer.winner) {
      const first = answer.standings[0];
      const tie = answer.standings[1] && answer.standings[1].decided_by === "highest_sun";
      out.push(h("div", { class: "screen-head" },
        h("h2", { tabindex: "-1", text: t("final_title") }), h("span", { class: "game-name", text: state.game.name })));
      out.push(h("section", { class: "winner", id: "winner" },
        h("p", { class: "crown", "aria-hidden": "true", text: "☀" }),
        h("p", { class: "winner-line", text: t("winner", { name: answer.winner, fame: first.fame }) }),
        tie ? h("p", { class: "tie-break", text: t("tie_break", { detail: first.detail }) }) : null));
    } else {
      out.push(h("div", { class: "screen-head" },
        h("h2", { tabindex: "-1", text: t("result_title", { epoch: e }) }), h("span", { class: "game-name", text: state.game.name })));
    }
    out.push(h("h3", { text: t("standings") }), standingsList(answer));
    if (last) {
      const head = h("tr", {}, h("th", { scope: "col", text: t("player") }),
        state.results.map((_, k) => h("th", { scope: "col" }, h("span", { "aria-hidden": "true", text: String(k + 1) }),
          h("span", { class: "sr-only", text: t("epoch_n", { n: k + 1 }) }))));
      const rows = state.players.map((name, k) => h("tr", {}, h("th", { scope: "row", text: name }),
        state.results.map((r) => h("td", { text: String(r.answer.players[k].fame) }))));
      out.push(h("h3", { text: t("fame_by_epoch") }),
        h("div", { class: "table-wrap" }, h("table", { class: "by-epoch" }, h("thead", {}, head), h("tbody", {}, rows))));
    }
    out.push(h("h3", { text: `${t("per_player")} · ${t("epoch_n", { n: e })}` }), playerCards(answer, e));
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
    const max = maxFollowers();
    const key = `f-${colour}`;
    const id = `count-${colour}`;
    const problems = cardErrorsAt(key);
    const name = colourName(colour);
    return h("div", { class: `tile follower${n ? " some" : ""}${problems.length ? " has-error" : ""}`,
      dataset: { field: key, colour } },
    h("label", { for: id }, h("span", { class: "colour" }, swatches([colour]), h("span", { class: "tile-name", text: cap(name) })),
      h("span", { class: "owner", text: owner })),
    h("div", { class: "stepper" },
      h("button", { type: "button", class: "minus", "aria-label": t("fewer_followers", { colour: name }),
        "aria-disabled": n ? null : "true", dataset: { focus: `minus-${colour}` },
        onclick: () => { if (n) { setFollowers(colour, n - 1); render(); } } }, "−"),
      h("input", { id, type: "text", inputmode: "numeric", pattern: "[0-9]*", autocomplete: "off",
        value: String(n), "aria-invalid": problems.length ? "true" : null,
        "aria-describedby": problems.length ? `${id}-error` : hintId, dataset: { focus: id },
        onfocus: (ev) => ev.target.select(),
        oninput: (ev) => setFollowers(colour, parseInt(ev.target.value.replace(/\D/g, ""), 10)),
        onchange: () => render() }),
      h("button", { type: "button", class: "plus", "aria-label": t("more_followers", { colour: name }),
        "aria-disabled": n < max ? null : "true", dataset: { focus: `plus-${colour}` },
        onclick: () => { if (n < max) { setFollowers(colour, n + 1); render(); } } }, "+")),
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
      h("div", { class: "screen-head" },
        h("h2", { tabindex: "-1", text: t("card_title") }), h("span", { class: "game-name", text: state.game.name })),
      state.outcome ? h("button", { type: "button", class: "link back", onclick: () => { state.view = "outcome"; save(); render(); },
        text: `← ${t("back_to_outcome")}` }) : null,
      errorSummary(errors, cardPlaceOf),
      errorList(cardErrorsAt("general")),
      h("div", { class: "panel card" }, end, endedBy, god, followers, players),
      h("div", { class: "actions sticky" },
        h("button", { type: "button", class: "primary", id: "who-wins", "aria-busy": busy ? "true" : null,
          disabled: busy, dataset: { focus: "who-wins" }, onclick: askOutcome,
          text: busy ? t("counting") : t("who_wins") })),
    ];
  }

  function renderOutcome() {
    const answer = state.outcome.answer;
    const first = answer.standings.filter((s) => s.rank === 1);
    const tally = (n) => h("span", { class: "fame tally" }, h("strong", { text: String(n) }), h("small", { text: tn("follower", n) }));
    const pharaoh = answer.end === "apex"
      ? t("pharaoh", { name: answer.pharaoh })
      : t("pharaoh_blocked", { name: answer.pharaoh });
    return [
      h("div", { class: "screen-head" },
        h("h2", { tabindex: "-1", text: t("outcome_title") }), h("span", { class: "game-name", text: state.game.name })),
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

  // --- render ------------------------------------------------------------------------------

  function renderChrome() {
    document.documentElement.lang = lang;
    document.title = t("page_title");
    document.getElementById("title").textContent = t("title");
    const group = document.getElementById("lang");
    group.setAttribute("aria-label", t("language"));
    for (const b of group.querySelectorAll("button")) b.setAttribute("aria-pressed", String(b.dataset.lang === lang));
    const newGame = document.getElementById("new-game");
    newGame.textContent = t("new_game");
    newGame.hidden = !state.game;
    if (!storageOk && !statusLine.textContent) showStatus(t("storage_off"), "error");
  }

  function render() {
    const focused = pendingFocus || document.activeElement?.dataset?.focus || null;
    pendingFocus = null;
    renderChrome();
    let view;
    if (state.view === "setup" || !state.game) view = renderSetup();
    else if (isCardGame()) view = state.view === "outcome" && state.outcome ? renderOutcome() : renderCard();
    else if (state.view === "result") view = renderResult();
    else view = renderEntry();
    app.replaceChildren(...view.flat().filter(Boolean));
    app.dataset.view = state.view;
    const screen = `${state.view}:${state.epoch}`;
    if (screen !== lastScreen && lastScreen !== null && focused !== "summary") {
      window.scrollTo(0, 0);
      app.querySelector("h2")?.focus({ preventScroll: true });
    } else if (focused && focused.startsWith("field:")) {
      const field = app.querySelector(`[data-field="${focused.slice(6)}"]`);
      field?.scrollIntoView({ block: "center" });
      field?.querySelector("input, select, button")?.focus({ preventScroll: true });
    } else if (focused) {
      const el = app.querySelector(`[data-focus="${focused}"]`);
      if (el) {
        el.focus({ preventScroll: focused !== "summary" });
        if (focused === "summary") el.scrollIntoView({ block: "start" });
      }
    }
    lastScreen = screen;
  }

  // --- start -------------------------------------------------------------------------------

  document.getElementById("new-game").addEventListener("click", askNewGame);
  for (const b of document.querySelectorAll("#lang button")) b.addEventListener("click", () => setLanguage(b.dataset.lang));
  window.addEventListener("offline", () => showStatus(t("offline"), "error"));
  window.addEventListener("online", () => showStatus(""));

  render();
  if (state.view === "setup" || !games) fetchGames();
  if (state.game) refreshSentences();
})();
