// The games kept on this phone: a game in progress put aside (a game handed from another phone opened in its place,
// or a kept game resumed), at most KEPT_SIZE, the newest first, each the whole `state` it was, in localStorage under
// a key of its own. A game resumed leaves the list (and the game it replaces joins it).
import { loadJSON, safeSet } from "./store.js";

const KEPT_STORE = "referee.kept.v1";
const KEPT_SIZE = 5;

export const keptGames = () => (loadJSON(KEPT_STORE) || []).filter((k) => k && k.state && k.state.game && k.date);

// `s` kept (once: a game kept again replaces its older copy); false where the phone had no room for it.
export function keep(s) {
  const list = keptGames().filter((k) => k.state.id !== s.id);
  list.unshift({ date: new Date().toISOString(), state: s });
  return safeSet(KEPT_STORE, JSON.stringify(list.slice(0, KEPT_SIZE)));
}

// The kept game of `id`, taken out of the list; null if none.
export function takeKept(id) {
  const list = keptGames();
  const at = list.findIndex((k) => k.state.id === id);
  if (at < 0) return null;
  const [kept] = list.splice(at, 1);
  safeSet(KEPT_STORE, JSON.stringify(list));
  return kept.state;
}
