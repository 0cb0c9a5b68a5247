// What a position of Osiris offers on its board, read from the replay answer: its moves sorted by what the board
// and the buttons offer, and each field described as data (its label, its marks, what a tap on it does), which
// board-draw.js draws. The referee's moves and prices only: no rule of the game.
import { state } from "../kit/store.js";
import { t, tn, colourName } from "../kit/ui.js";
import { layout, cursorAt } from "./board-draw.js";
import { board, priestName, moveKey } from "./names.js";

export function ui() {
  state.record.ui ||= {};
  return state.record.ui;
}

// The answer's moves, sorted by what the board and its buttons offer.
export function offer(answer) {
  const group = (answer.legal_moves || [])[0];
  const moves = group ? group.moves : [];
  const steps = moves.filter((m) => m.action === "step");
  const first = steps.filter((m) => m.priest);
  const u = ui();
  const picked = first.length ? (u.picked && first.some((m) => m.priest === u.picked) ? u.picked : null) : answer.state.moving?.priest || null;
  const stepsNow = first.length ? first.filter((m) => m.priest === picked) : steps;
  return {
    moves, picked,
    movable: [...new Set(first.map((m) => m.priest))],
    steps: stepsNow,
    blocks: moves.filter((m) => m.action === "block"),
    followers: moves.filter((m) => m.action === "follower"),
    ends: moves.filter((m) => m.action === "end"),
    reliefs: moves.filter((m) => m.action === "relief"),
  };
}

// The blockade tapped for relief when more than one priest may relieve it (the buttons then name only them).
export function reliefField(o) {
  const field = ui().relief;
  return field && o.reliefs.filter((m) => m.field === field).length > 1 ? field : null;
}

export function priestsAt(st) {
  const at = new Map();
  for (const [p, where] of Object.entries(st.priests)) at.set(where.field, p);
  return at;
}

// What one field shows, as data (its drawing is built from this alone).
export function describe(answer, o) {
  const st = answer.state;
  const b = board();
  const { at, corners } = layout(b);
  const holders = priestsAt(st);
  const blocked = new Set(st.blockades);
  const u = ui();
  const blockMode = o.blocks.length && (u.mode === "block" || (!o.steps.length && !o.movable.length));
  const stepTo = new Map();
  for (const m of blockMode ? [] : o.steps) stepTo.set(m.to, [...(stepTo.get(m.to) || []), m]);
  const blockAt = new Map(blockMode ? o.blocks.map((m) => [m.field, m]) : []);
  // relief (optional rule): a blockade is tapped to lift it, by the priest of its own city who may (when more than
  // one may, the tap asks which, with a button each)
  const reliefAt = new Map();
  for (const m of blockMode ? [] : o.reliefs) reliefAt.set(m.field, [...(reliefAt.get(m.field) || []), m]);
  const mover = o.picked;
  // what each step costs and the stones left after it: the referee's price (state.step_costs)
  const prices = (mover && st.step_costs?.[mover]) || {};
  const named = new Set(u.named || []);
  const out = [];
  const place = (id, city, level) => {
    const p = holders.get(id) || null;
    const steps = stepTo.get(id) || [];
    const block = blockAt.get(id);
    const selectable = Boolean(p && o.movable.includes(p) && !blockMode);
    const gone = Boolean(city) && !(id in st.stones); // O1: with 3 players yellow's cities are out of play
    let label = gone ? t("ob_city_out_label", { city: id, colour: colourName(city.colour) })
      : city ? t("ob_city_label", { city: id, colour: colourName(city.colour), stones: tn("ob_stones", st.stones[id] ?? 0) })
      : id === b.apex ? t("ob_apex_label", { god: st.apex_god }) : t("ob_field_label", { id, level });
    if (p) label += `; ${t("ob_priest_here", { priest: priestName(p), god: st.priests[p].god })}`;
    if (blocked.has(id)) label += `; ${t("ob_blockade")}`;
    let act = null; // "fight" | "move" | "pick"
    let move = null;
    let cost = null;
    let mark = "";
    if (steps.length) {
      const price = prices[id];
      cost = price ? price.cost : null;
      if (price) label += `; ${tn("ob_step_cost_left", price.cost, { left: price.left })}`;
      if (steps.some((m) => m.swap !== undefined)) {
        label += `; ${t("ob_fight_here")}`;
        act = "fight";
      } else {
        [act, move] = ["move", steps[0]];
      }
      mark = " reach";
    } else if (block) {
      label += `; ${t("ob_block_here")}`;
      [act, move] = ["move", block];
      mark = " reach";
    } else if (reliefAt.has(id)) {
      const by = reliefAt.get(id);
      if (by.length === 1) {
        label += `; ${t("ob_relief_here", { priest: priestName(by[0].priest) })}`;
        [act, move] = ["move", by[0]];
      } else {
        label += `; ${t("ob_relief_choose")}`;
        act = "relief";
      }
      mark = " reach";
    } else if (selectable) {
      label += `; ${t("ob_pick_priest")}`;
      act = "pick";
      mark = " movable";
    }
    if (o.entry) [act, move, mark] = ["entry", null, u.field === id ? " chosen" : ""];
    if (o.pending && o.pending.has(id)) {
      mark += " pending";
      label += `; ${t("unchecked")}`;
    }
    if (p && p === mover) mark += " moving";
    if (named.has(id)) {
      mark += " named";
      label += `; ${t("ob_named_here")}`;
    }
    const corner = corners.get(id) && !cost && !p && !blocked.has(id) ? corners.get(id) : null;
    out.push({ id, city: city ? city.colour : null, level, apex: id === b.apex, label, act, move, key: move ? moveKey(move) : null,
      target: steps.length ? id : null, priest: selectable ? p : null, p, mark, cost, corner, blocked: blocked.has(id),
      stones: city ? st.stones[id] ?? 0 : null, out: gone, segments: city ? city.segments : null, x: at.get(id).x, y: at.get(id).y, stop: false });
  };
  for (const f of b.fields) place(f.id, null, f.level);
  for (const c of b.cities) if (at.has(c.name)) place(c.name, c, 0);
  // the tab stop: the field the arrows went to, else the first that may be tapped, else the apex
  const stop = cursorAt() && at.has(cursorAt()) ? cursorAt() : (out.find((d) => d.act) || {}).id || b.apex;
  for (const d of out) d.stop = d.id === stop;
  return out;
}
