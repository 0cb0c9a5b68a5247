// An epoch of a sun-auction game as the scoring screens enter it (score.js): each player's display, the request
// that scores it (POST /v1/games/<game>/score) with the fame and ankhs each brings from the epochs before, the
// problems of a 422 at the fields they name, and what a correction of an epoch carries into the later ones.
import { range } from "../kit/dom.js";
import { state } from "../kit/store.js";
import { rules, sunSet, hasAnkhs, answerOf, pointerParts } from "../kit/ui.js";

export const entry = (e = state.epoch) => state.entries[e - 1];
// Suns score only after the last epoch (R5, P6); before, they only break ties, so the form asks for
// them then unless the table switches them on.
export const sunsAsked = (e) => e >= rules().epochs || state.suns_early;

export function emptyEntry() {
  return { suns: state.players.map(() => []), tiles: state.players.map(() => ({})), opened: state.players.map((_, k) => k === 0) };
}

// Fame (and ankhs) each player brings into epoch e: the start values, then the API's answers.
export function carried(e, results = state.results) {
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
export function kept(result, i, tile) {
  return Math.max(0, (result.entry.tiles[i][tile] || 0) - ((answerOf(result).players[i].returned || {})[tile] || 0));
}

export function nextEntry(result) {
  const stay = rules().tiles.stay_after_epoch;
  return {
    suns: result.entry.suns.map((s) => [...s]),
    tiles: state.players.map((_, i) =>
      Object.fromEntries(stay.map((tile) => [tile, kept(result, i, tile)]).filter(([, n]) => n > 0))),
    opened: state.players.map((_, k) => k === 0),
  };
}

export function leftoverSuns(en) {
  const held = new Set(en.suns.flat());
  return sunSet().all.filter((s) => !held.has(s));
}

export function sunHolders(en) {
  const holders = new Map(); // sun -> the players holding it
  en.suns.forEach((suns, k) => suns.forEach((s) => holders.set(s, [...(holders.get(s) || []), k])));
  return holders;
}

export function epochRequest(e, entries = state.entries, results = state.results) {
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

export const unopened = () => state.players.filter((_, k) => !(entry().opened || [])[k]);

// --- problems (422) at their fields -------------------------------------------------------

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

export function currentErrors() {
  const errors = state.errors;
  if (!errors || errors.epoch !== state.epoch || state.view !== "entry") return [];
  return errors.list.map((e) => ({ ...e, ...locate(e.pointer, errors.request) }));
}

export function errorsAt(key) {
  return currentErrors().filter((e) => e.keys.includes(key));
}

// One fact is one problem, however many fields show it (too much gold is marked at every player
// holding some): the list and its count go by the sentence.
export function facts(errors) {
  const byDetail = new Map();
  for (const e of errors) byDetail.set(e.detail, [...(byDetail.get(e.detail) || []), e]);
  return [...byDetail.values()].map((items) => ({
    ...items[0],
    players: [...new Set(items.flatMap((x) => x.players))].sort((a, b) => a - b),
  }));
}

// An edit clears the problems of that field, and the same problem where it is marked elsewhere.
export function clearErrors(match) {
  if (!state.errors) return;
  const located = currentErrors();
  if (located.length !== state.errors.list.length) return;
  const gone = new Set(located.filter(match).map((e) => e.detail));
  state.errors.list = state.errors.list.filter((e, k) => !match(located[k]) && !gone.has(e.detail));
  if (!state.errors.list.length) state.errors = null;
}

// An epoch scored again: the next epoch's prefilled tiles and suns follow it.
export function carryCorrection(before, now, next) {
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
export function correctionOf(e, upto, old, results, entries) {
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
