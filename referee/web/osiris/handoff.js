// Osiris handed to another phone (kit/handoff.js): a game recorded on the board is its replay log (from its first
// move: the set-up is in the log); `receive(body, answer)` loads it once the referee has answered it
// (kit/receive.js). An end card is kit/modes.js's cardMode's.
import { state, show, remember } from "../kit/store.js";
import { answered } from "../kit/receive.js";

export const boardHandoff = () => (state.view === "osiris-board" && state.record ? state.record.log : null);

export function boardReceive(log, answer) {
  state.setupBoard = null;
  state.record = { ...answered(log, log.moves.length, answer), ui: {} };
  show("osiris-board");
  if (answer.finished && answer.outcome) remember(answer.outcome, "followers");
}
