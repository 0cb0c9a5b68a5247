// Sakkara's deal, before the workers: what the form knows because the API has no route for it, the random deal (the
// set-up's own words, S2: one tile on every field, the rest on top of random fields, at least two ships on top,
// with the counts of GET /v1/games/sakkara), offered because tapping 49 stacks in is slow; a table's own deal is
// pasted as JSON instead, or a field changed by hand, and the referee checks it before the first worker is placed.
import { h, cap } from "../kit/dom.js";
import { state, show, save, clear } from "../kit/store.js";
import { api, hasProblems, Refused } from "../kit/api.js";
import {
  t, tn, render, busy, startRequest, endRequest, failed, rules, changePlayers, screenHead, failureBox,
} from "../kit/ui.js";
import { WORKERS, rec } from "./log.js";
import { tileName } from "./say.js";

// --- the random deal -----------------------------------------------------------------------------------

function randomDeal() {
  const r = rules();
  const fields = r.board.fields;
  const tiles = Object.entries(r.catalogue.tiles).flatMap(([kind, n]) => Array(n).fill(kind));
  const shuffle = (xs) => {
    for (let i = xs.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [xs[i], xs[j]] = [xs[j], xs[i]];
    }
    return xs;
  };
  for (;;) {
    shuffle(tiles);
    const stacks = tiles.slice(0, fields.length).map((x) => [x]);
    const on = shuffle(fields.map((_, k) => k)).slice(0, tiles.length - fields.length);
    on.forEach((k, i) => stacks[k].push(tiles[fields.length + i]));
    if (stacks.every((s) => s.length <= r.limits.setup_height)
        && stacks.filter((s) => s[s.length - 1] === "ship").length >= r.limits.visible_ships) {
      return Object.fromEntries(fields.map((f, k) => [f, stacks[k]]));
    }
  }
}

export function openDeal(names) {
  state.players = names;
  state.card = null;
  state.outcome = null;
  clear("record"); // another game's recording before it (Change players)
  state.errors = null;
  state.sakkara = {
    log: { players: [...names], board: randomDeal(), workers: [], turns: [] },
    phase: "deal", dealt: "random", started: new Date().toISOString(), at: -1, version: 0, answers: {},
    offline: null, sel: null, target: null, look: null, problems: null,
  };
  show("board");
  save();
  render();
}

function dealAgain() {
  const r = rec();
  r.log.board = randomDeal();
  r.dealt = "random";
  r.problems = null;
  pasteBad = false;
  save();
  render();
}

let pasted = "";
let pasteBad = false; // the text pasted is not a board: said under its button, where the finger is
function usePasted() {
  const r = rec();
  let board = null;
  try {
    board = JSON.parse(pasted);
    if (board && board.board) board = board.board; // a whole exported log
  } catch {
    board = null;
  }
  pasteBad = !board || typeof board !== "object" || Array.isArray(board);
  if (!pasteBad) {
    r.log.board = board;
    r.dealt = "pasted";
    r.problems = null;
  }
  save();
  render();
  if (pasteBad) document.getElementById("sb-paste-bad")?.scrollIntoView({ block: "nearest" });
}

// The referee could not be reached for that check: the form says why the first answer is needed (the
// entry of every move goes on offline only from a board the referee has seen).
let dealUnchecked = false;

// The referee checks the board before the workers go on it: the first four fields stand for the
// placements, which a log without turns needs; only the board's problems are kept.
async function checkBoard() {
  const r = rec();
  pasteBad = false;
  const request = startRequest();
  try {
    const fields = rules().board.fields.slice(0, WORKERS);
    const res = await api(state.game.replay, { players: r.log.players, board: r.log.board, workers: fields, turns: [] });
    endRequest(request);
    if (hasProblems(res)) {
      r.problems = res.data.errors.filter((e) => e.pointer.startsWith("/board"));
      if (!r.problems.length) r.problems = res.data.errors;
    } else if (res.status !== 200) {
      throw new Refused(res.status);
    } else {
      r.problems = null;
      r.phase = "workers";
    }
    dealUnchecked = false;
    save();
    render();
  } catch (err) {
    dealUnchecked = true;
    failed(err, checkBoard);
  }
}

// The deal's screen: `drawBoard` draws the board (board.js, where a tap on a field goes).
export function dealView(drawBoard) {
  const r = rec();
  const board = r.log.board;
  const look = r.look && board[r.look];
  return [
    screenHead(t("sb_deal_title")),
    h("p", { class: "hint", id: "sb-deal-hint", text: t({ random: "sb_deal_random", pasted: "sb_deal_pasted" }[r.dealt] || "sb_deal_edited") }),
    // the paste right under the hint that offers it: on the screen with it at 320 x 640, not below the board;
    // opened, its button comes into view above the action bar (the scroll moves, not the focus)
    h("details", { class: "sb-paste", id: "sb-paste",
      ontoggle: (ev) => { if (ev.target.open) document.getElementById("sb-paste-use")?.scrollIntoView({ block: "nearest" }); } },
      h("summary", { text: t("sb_paste_title") }),
      h("p", { class: "hint", id: "sb-paste-hint", text: t("sb_paste_hint") }),
      h("div", { class: "field" }, h("label", { for: "sb-paste-text", text: t("sb_paste_label") }),
        h("textarea", { id: "sb-paste-text", rows: "5", "aria-describedby": "sb-paste-hint", oninput: (ev) => { pasted = ev.target.value; } }, pasted)),
      h("button", { type: "button", class: "secondary", id: "sb-paste-use", onclick: usePasted, text: t("sb_paste_use") }),
      pasteBad ? h("p", { class: "notice failure", id: "sb-paste-bad", role: "alert", text: t("sb_paste_bad") }) : null),
    drawBoard({ board, workers: {}, marks: r.look ? { [r.look]: { kind: "chosen", said: t("sb_chosen_said") } } : {}, players: r.log.players, label: t("sb_board_dealt") }),
    look ? h("p", { class: "hint", id: "sb-look", role: "status", text: t("sb_look", { field: r.look, tiles: look.map(tileName).join(", ") || "–" }) }) : null,
    look ? stackEditor(r.look, look) : null,
    r.problems ? h("div", { class: "notice failure", id: "sb-problems", role: "alert" },
      h("p", { text: tn("problems", r.problems.length) }), h("ul", {}, r.problems.map((e) => h("li", { text: e.pointer.startsWith("/board/") ? `${e.pointer.slice(7)}: ${e.detail}` : e.detail })))) : null,
    h("div", { class: "move-row" },
      h("button", { type: "button", class: "secondary", id: "sb-deal-again", dataset: { focus: "sb-deal-again" }, onclick: dealAgain, text: t("sb_deal_again") })),
    h("button", { type: "button", class: "link", id: "change-players", dataset: { focus: "change-players" }, onclick: changePlayers, text: t("change_players") }),
    h("div", { class: "actions sticky" }, failureBox(),
      dealUnchecked && !busy ? h("p", { class: "hint", id: "sb-first-answer", text: t("sb_first_answer") }) : null,
      h("button", { type: "button", class: "primary", id: "sb-to-workers", disabled: busy, dataset: { focus: "sb-to-workers" },
        onclick: checkBoard, text: busy ? t("loading") : t("sb_to_workers") })),
  ];
}

// A field of the deal changed by hand to the stack the table has there (bottom tile, and a top tile or
// none); the referee checks the whole board (every tile once, two ships on top) before the workers.
function stackEditor(field, stack) {
  const kinds = Object.keys(rules().catalogue.tiles);
  const set = (k, value) => {
    const r = rec();
    const next = [...stack];
    if (value) next[k] = value;
    else next.splice(k);
    r.log.board[field] = next.filter(Boolean);
    r.dealt = "edited";
    r.problems = null;
    save();
    render();
  };
  const choice = (k, label, none) => h("div", { class: "field" },
    h("label", { for: `sb-edit-${k}`, text: t(label, { field }) }),
    h("select", { id: `sb-edit-${k}`, dataset: { focus: `sb-edit-${k}` }, onchange: (ev) => set(k, ev.target.value) },
      none ? h("option", { value: "", selected: !stack[k], text: t("sb_edit_none") }) : null,
      kinds.map((kind) => h("option", { value: kind, selected: stack[k] === kind, text: cap(tileName(kind)) }))));
  return h("div", { class: "panel sb-edit", id: "sb-edit" },
    choice(0, "sb_edit_bottom", false), stack.length ? choice(1, "sb_edit_top", true) : null);
}
