// The deal before a game of Ra or Priests of Ra is recorded: the players' stacks of suns, each dealt once, and
// the button that starts the recording (record.js).
import { h } from "../kit/dom.js";
import { state, show, save, clear } from "../kit/store.js";
import { t, render, busy, sunSet, changePlayers, screenHead, failureBox } from "../kit/ui.js";
import { startRecording } from "./record.js";

export function openDeal(names) {
  state.players = names;
  const stacks = sunSet().stacks;
  if (!state.deal || state.deal.length !== names.length || state.deal.some((k) => k >= stacks.length)) {
    state.deal = names.map((_, k) => k);
  }
  clear("card", "outcome"); // a card's game before it (Change players)
  state.record = null;
  state.entries = [];
  state.results = [];
  state.errors = null;
  show("deal");
  save();
  render();
}

// A stack chosen for one player that another holds swaps the two: every stack is dealt once.
function dealStack(i, stack) {
  const j = state.deal.indexOf(stack);
  if (j >= 0 && j !== i) state.deal[j] = state.deal[i];
  state.deal[i] = stack;
  save();
  render();
}

export function renderDeal() {
  const set = sunSet();
  return [
    screenHead(t("deal_title")),
    h("p", { class: "hint", id: "deal-hint", text: t("deal_hint") }),
    h("div", { class: "panel deal" },
      state.players.map((name, i) => h("div", { class: "field", dataset: { field: `deal-${i}` } },
        h("label", { for: `deal-${i}`, text: name }),
        h("select", { id: `deal-${i}`, dataset: { focus: `deal-${i}` }, "aria-describedby": "deal-hint",
          onchange: (ev) => dealStack(i, Number(ev.target.value)) },
        set.stacks.map((stack, k) => h("option", { value: String(k), selected: state.deal[i] === k, text: stack.join(" · ") }))))),
      h("p", { class: "middle", text: t("middle_sun", { sun: set.middle }) })),
    h("button", { type: "button", class: "link", id: "change-players", dataset: { focus: "change-players" },
      onclick: changePlayers, text: t("change_players") }),
    h("div", { class: "actions sticky" },
      failureBox(),
      h("button", { type: "button", class: "primary", id: "start-recording", disabled: busy, "aria-busy": busy ? "true" : null,
        dataset: { focus: "start-recording" }, onclick: startRecording, text: busy ? t("loading") : t("start_recording") })),
  ];
}
