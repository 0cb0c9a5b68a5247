// Sakkara's words drawn from the rules (GET /v1/games/sakkara): a tile's name in the page's language, a move said
// as a sentence or as a button's label, the board's marks for the tiles and the players, a field said whole.
import { h, cap } from "../kit/dom.js";
import { lang } from "../kit/store.js";
import { t, tn, rules } from "../kit/ui.js";

export const tileName = (kind) => (rules().names?.[lang] || rules().names?.en || {})[kind] || kind;

// --- words ----------------------------------------------------------------------------------------

function spellOf(tiles) {
  const sorted = [...tiles].sort().join("+");
  const found = Object.entries(rules().catalogue.spells).find(([, recipe]) => [...recipe].sort().join("+") === sorted);
  return found ? found[0] : null;
}

// A horse's steps, and which of them a stair is played for: with two steps, a stair for the first, the second or
// each is a different move, so each is said.
function horseText(key, m, params = {}) {
  const stairs = m.stairs || [];
  if (!stairs.some(Boolean)) return tn(key, m.steps, params);
  if (stairs.length < 2) return tn(`${key}_stair`, m.steps, params);
  const which = stairs.every(Boolean) ? "each" : stairs[0] ? "first" : "second";
  return t(`${key}_stair_${which}`, { ...params, count: m.steps });
}

export function moveText(name, m) {
  switch (m.action) {
    case "worker": return t("sb_m_worker", { name, to: m.to });
    case "step": return t(m.stair ? "sb_m_step_stair" : "sb_m_step", { name, from: m.worker, to: m.to });
    case "build": return t("sb_m_build", { name, tile: tileName(m.tile) });
    case "snake": return t("sb_m_snake", { name, tile: tileName(m.take) });
    case "horse": return horseText("sb_m_horse", m, { name });
    case "bird": return t("sb_m_bird", { name, from: m.worker, to: m.to });
    case "ox": return tn("sb_m_ox", m.count, { name, from: m.from, to: m.to });
    case "spell": {
      const spell = t(`sb_spell_${spellOf(m.tiles)}`);
      if (m.line) return t("sb_m_spell_line", { name, spell, field: m.worker, line: t(`sb_line_${m.line}`) });
      if (m.worker) return t("sb_m_spell_at", { name, spell, field: m.worker });
      return t("sb_m_spell", { name, spell });
    }
    case "discard": return t("sb_m_discard", { name, tile: tileName(m.tile) });
    case "place": return m.count ? tn("sb_m_split", m.count, { name, field: m.field }) : t("sb_m_place", { name, field: m.field });
    default: return `${name}: ${m.action}`;
  }
}

// --- the board's words ---------------------------------------------------------------------------

// A short mark for each kind, from its name in the page's language: the fewest letters that tell the
// kinds apart (the field's accessible name says the whole name).
export function shortNames() {
  const kinds = Object.keys(rules().catalogue.tiles);
  for (let n = 2; n < 8; n++) {
    const marks = kinds.map((k) => cap(tileName(k).replace(/\s+/g, "").slice(0, n)));
    if (new Set(marks).size === kinds.length) return Object.fromEntries(kinds.map((k, i) => [k, marks[i]]));
  }
  return Object.fromEntries(kinds.map((k) => [k, tileName(k)]));
}

// The marks on the board in words: each top tile's mark with its whole name (a field's accessible name says it too).
export function keyView(board) {
  const short = shortNames();
  const tops = new Set(Object.values(board).filter((x) => x.length).map((x) => x[x.length - 1]));
  const kinds = Object.keys(rules().catalogue.tiles).filter((k) => tops.has(k));
  return h("details", { class: "sb-key", id: "sb-key" },
    h("summary", { text: t("sb_key") }),
    h("ul", {}, kinds.map((k) => h("li", { class: `sb-tile role-${roleOf(k)}` }, h("strong", { text: short[k] }), ` ${tileName(k)}`))));
}

// The kind's role, from the catalogue (a colour on the board, as the tiles' backs are coloured).
export function roleOf(kind) {
  const r = rules();
  if (kind === "ship" || kind === "grain") return "base";
  for (const tier of ["tier1", "tier2", "apex"]) if (r.catalogue.tiers[tier].includes(kind)) return tier;
  if (r.specials.includes(kind)) return "special";
  return "spell";
}

export function fieldLabel(field, stack, who, extra) {
  const top = stack.length ? t("sb_field_top", { tile: tileName(stack[stack.length - 1]) }) : t("sb_field_empty");
  const parts = [field, stack.length ? tn("sb_tiles", stack.length) : null, top, who ? t("sb_worker_of", { name: who }) : null, extra];
  return parts.filter(Boolean).join(", ");
}

// Each player's mark on their workers: the shortest start of the names that tells them apart ("A" and "B";
// "An" and "Al" for Anne and Alex).
export function workerMarks(players) {
  for (let n = 1; n < 4; n++) {
    const marks = players.map((name) => cap([...name].slice(0, n).join("")));
    if (new Set(marks).size === players.length) return marks;
  }
  return players.map((_, k) => String(k + 1));
}

export function playLabel(m) {
  switch (m.action) {
    case "build": case "discard": return cap(tileName(m.tile));
    case "snake": return cap(tileName(m.take));
    case "horse": return horseText("sb_horse", m);
    case "spell": {
      const spell = cap(t(`sb_spell_${spellOf(m.tiles)}`));
      if (m.line) return t("sb_spell_line", { spell, field: m.worker, line: t(`sb_line_${m.line}`) });
      if (m.worker) return t("sb_spell_at", { spell, field: m.worker });
      return spell;
    }
    default: return null;
  }
}
