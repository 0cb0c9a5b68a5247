// The phone form's own words, in English and Dutch (the rulebooks' language): each folder's words.js holds its
// screens' words, both languages in one file (kit/words.js the shell's and the kit's), and the table below merges
// them: the kit's at once, each game's as the mode registry (modes.js) adds them, before the first screen is drawn.
// Tile names and every scoring sentence come from the API (GET /v1/games/<game> `names`,
// POST /score and /outcome `detail`), so nothing about the rules is written here. Osiris's colour
// names are the API's own (referee/games/osiris/messages.py): its rules answer does not name them.
//
// A text with a count has one entry per plural category of the language (Unicode CLDR, as
// Intl.PluralRules names them): `key_one` and `key_other` for English and Dutch. `plural()` picks the
// entry for the count, so no text needs "(s)". The API's tile names (`names`) are not counted by the
// form: some are plural words already (Dutch "beelden"), so a text naming a tile puts a number before
// it only with the API's own name for that count (`counted_names`).
import { WORDS } from "./words.js";

export const TEXTS = { en: { ...WORDS.en }, nl: { ...WORDS.nl } };

// A folder's words joined to the table (modes.js, for each game's folder). A key is one folder's alone (a test holds
// every words.js to that, and to the same keys in English and Dutch).
export function addWords(words) {
  for (const l of Object.keys(TEXTS)) Object.assign(TEXTS[l], words[l]);
}

// Filling in a text: `format` for a plain one, `plural` for one with a count (its `{count}` and the
// entry for the count's plural category). A language without the text falls back to English.
export const LANGS = Object.keys(TEXTS);
const pluralRules = {};

export function format(lang, key, params = {}) {
  const template = TEXTS[lang]?.[key] ?? TEXTS.en[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (m, k) => (k in params ? String(params[k]) : m));
}

// `key_one`, `key_other` as the language's plural rules choose; `key_zero` for 0 where a text has one
// (Intl's English and Dutch have no zero form: "the 0 moves after it" would be written otherwise).
export function plural(lang, key, count, params = {}) {
  pluralRules[lang] = pluralRules[lang] || new Intl.PluralRules(lang);
  const has = (form) => TEXTS[lang]?.[form] !== undefined || TEXTS.en[form] !== undefined;
  if (count === 0 && has(`${key}_zero`)) return format(lang, `${key}_zero`, { count, ...params });
  const form = `${key}_${pluralRules[lang].select(count)}`;
  const chosen = has(form) ? form : `${key}_other`;
  return format(lang, chosen, { count, ...params });
}
