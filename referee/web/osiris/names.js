// The names Osiris's screens write of its board and its moves (fields, cities, the apex, priests), read from
// GET /v1/games/osiris's `board` and `priests`: only words, no rule.
import { h, cap } from "../kit/dom.js";
import { t, colourName, rules } from "../kit/ui.js";
import { colourOf } from "./board-draw.js";

export const priestName = (priest) => t("ob_priest", { colour: cap(colourName(colourOf(priest))), n: priest.replace(/^.*-/, "") });
export const board = () => rules().board;
export const isCity = (id) => board().cities.some((c) => c.name === id);
export const placeName = (id) => (id === board().apex ? t("ob_apex") : isCity(id) ? id : t("ob_field", { id }));

// --- the names a sentence uses, found on the board ------------------------------------------------------
//
// A sentence of the screen (the prompt, the fight, the last move, the cities) names fields ("field 1-8"), cities
// ("Heliopolis"), the apex and priests ("Beige 3"); each name is a button that marks on the board what it names
// (the priest: the field he stands on), tapped again to unmark. Only words: the board's ids and names as the
// sentences write them.
let namesOf = null; // [key, RegExp, Map label -> { place } | { priest }]
export function names() {
  const b = board();
  const key = `${t("ob_apex")}|${t("ob_field", { id: "" })}|${t("ob_priest", { colour: "", n: "" })}|${b.fields.length}|${b.cities.length}`;
  if (namesOf && namesOf[0] === key && namesOf[3] === b) return namesOf;
  const map = new Map();
  for (const f of b.fields) map.set(placeName(f.id), { place: f.id });
  for (const c of b.cities) map.set(c.name, { place: c.name });
  for (const p of rules().priests) map.set(priestName(p), { priest: p });
  const esc = (x) => x.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const labels = [...map.keys()].sort((x, y) => y.length - x.length).map(esc);
  namesOf = [key, new RegExp(`(${labels.join("|")})(?![\\w-])`, "g"), map, b];
  return namesOf;
}

// The fields a name marks now (a priest: where he stands; not in play: nothing).
export function namedPlaces(label, st) {
  const what = names()[2].get(label);
  if (!what) return [];
  if (what.place) return [what.place];
  const at = st && st.priests[what.priest];
  return at ? [at.field] : [];
}

export function moveText(m) {
  const name = m.player;
  switch (m.action) {
    case "step": {
      const who = m.priest ? priestName(m.priest) : null;
      const base = who ? t("ob_move_step_first", { name, priest: who, to: placeName(m.to) }) : t("ob_move_step", { name, to: placeName(m.to) });
      return m.swap === undefined ? base : `${base} (${t(m.swap ? "ob_swap_yes_short" : "ob_swap_no_short")})`;
    }
    case "block": return t("ob_move_block", { name, field: placeName(m.field) });
    case "follower": return t("ob_move_follower", { name, colour: colourName(m.colour), from: m.from, to: m.to });
    case "end": return t("ob_move_end", { name });
    case "relief": return t("ob_move_relief", { name, priest: priestName(m.priest), field: placeName(m.field) });
    default: return `${name}: ${m.action}`;
  }
}

// What identifies a move on its button (the browser tests tap them by it).
export const moveKey = (m) => [m.player, m.action, m.priest ?? "", m.to ?? m.field ?? "", m.colour ?? "", m.from ?? "",
  m.swap === undefined ? "" : String(m.swap)].join(":");

export function swatch(colour) {
  return h("span", { class: `ob-swatch ob-${colour}`, "aria-hidden": "true" });
}
