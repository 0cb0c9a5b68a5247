// A move of a recorded Ra or Priests of Ra game in words: on its button, in the log, in what a screen reader hears.
import { cap } from "../kit/dom.js";
import { t, tn, tileName } from "../kit/ui.js";

export const moveKey = (m) => [m.player, m.action, m.tile ?? m.sun ?? (m.take || m.tiles || []).join("+")].join(":");

// ["Nile ×2", "Flood"]: a tile named once with its count (never a number before a tile's name, see i18n.js).
// Every tile name the recording screen shows is capitalised, as on the buttons and the board ("draws Pharaoh",
// "draws Nile"): one rule, whatever case the API's names have.
export const tileNamed = (x) => cap(tileName(x));
export function tileCounts(tiles) {
  const counts = new Map();
  for (const x of tiles) counts.set(x, (counts.get(x) || 0) + 1);
  return [...counts].map(([x, n]) => (n > 1 ? `${tileNamed(x)} ×${n}` : tileNamed(x)));
}

export const tileList = (tiles) => tileCounts(tiles).join(", ");

export function moveText(m) {
  const name = m.player;
  switch (m.action) {
    case "draw": return t("move_draw", { name, tile: tileNamed(m.tile) });
    case "bid": return t("move_bid", { name, sun: m.sun });
    case "pass": return t("move_pass", { name });
    case "invoke": return t("move_invoke", { name });
    case "god": return tn("move_god", m.take.length, { name, list: tileList(m.take) });
    case "discard": return t("move_discard", { name, list: tileList(m.tiles) });
    case "flip": return t("move_flip", { name, list: tileList(m.tiles) });
    default: return `${name}: ${m.action}`;
  }
}
