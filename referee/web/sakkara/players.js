// Sakkara's players beside the board: each one's holder and pyramid, and the result as a picture.
import { h, cap } from "../kit/dom.js";
import { pictureView, pyramidsChart } from "../kit/picture.js";
import { state } from "../kit/store.js";
import { t, tn, rules } from "../kit/ui.js";
import { rec } from "./log.js";
import { tileName, roleOf, workerMarks } from "./say.js";

// --- the players' side: holders and pyramids ------------------------------------------------------------

function holderView(name, holder, seat) {
  const tiles = Object.entries(holder || {}).filter(([, n]) => n > 0);
  const count = tiles.reduce((n, [, c]) => n + c, 0);
  return h("div", { class: "sb-holder" },
    h("h4", { text: tn("sb_holder", count, { max: rules().limits.holder }) }),
    tiles.length ? h("ul", { class: "sb-tiles", "aria-label": t("sb_holder_of", { name }) }, tiles.map(([kind, n]) =>
      h("li", { class: `sb-tile role-${roleOf(kind)}`, text: n > 1 ? `${cap(tileName(kind))} ×${n}` : cap(tileName(kind)) })))
      : h("p", { class: "hint", text: t("sb_holder_empty") }));
}

function pyramidView(p) {
  const sizes = rules().building.tier_sizes;
  const laid = (tier) => Object.values(p[tier] || {}).reduce((n, c) => n + c, 0);
  const tierLine = (tier, label) => {
    const n = laid(tier);
    const list = Object.entries(p[tier] || {}).map(([k, c]) => (c > 1 ? `${tileName(k)} ×${c}` : tileName(k))).join(", ");
    return h("li", { class: (p.complete_tiers || []).includes(Number(tier.replace("tier", "")) || 3) || n === sizes[tier] ? "done" : null },
      h("strong", { text: `${t(label)}: ${n}/${sizes[tier]}` }), list ? ` (${list})` : "");
  };
  return h("ul", { class: "sb-pyramid" },
    h("li", { class: p.ship ? "done" : null, text: `${cap(tileName("ship"))}: ${p.ship ? "✓" : "–"}` }),
    h("li", { class: p.grains >= rules().building.grains ? "done" : null, text: `${t("sk_grains")}: ${p.grains}/${rules().building.grains}` }),
    tierLine("tier1", "sk_tier1"), tierLine("tier2", "sk_tier2"), tierLine("apex", "sk_apex"));
}

export function playersView(st, players) {
  const wmarks = workerMarks(players);
  return h("section", { class: "sb-players", id: "sb-players", "aria-labelledby": "sb-players-title" },
    h("h3", { id: "sb-players-title", class: "sr-only", text: t("sb_players") }),
    players.map((name, k) => h("div", { class: `panel sb-player${name === st.to_move ? " now" : ""}`, dataset: { key: `sb-p-${k}` } },
      h("h3", {}, h("span", { class: `sb-seat seat-${k}`, "aria-hidden": "true", text: wmarks[k] }), ` ${name}`),
      holderView(name, st.holders[name], k),
      h("h4", { text: t("sk_pyramid_of", { name }) }),
      pyramidView(st.pyramids[name]))));
}

// --- the result as a picture (picture.js): the two pyramids side by side, as the referee's final position has them

function pyramidsOf(answer) {
  const laid = (p, tier) => Object.values(p[tier] || {}).reduce((n, c) => n + c, 0);
  return rec().log.players.map((name) => {
    const p = answer.state.pyramids[name];
    return { name, won: name === answer.winner, ship: Boolean(p.ship), grains: p.grains,
      tier1: laid(p, "tier1"), tier2: laid(p, "tier2"), apex: laid(p, "apex") };
  });
}

export function pictureResult(answer, r) {
  const chart = pyramidsChart(r.verdict || t("sb_winner", { name: answer.winner }), pyramidsOf(answer));
  return pictureView(chart, () => chart.text, `${state.game.slug}.png`);
}
