// Sakkara handed to another phone (kit/handoff.js): a game recorded on the board is its replay log (once its four
// workers are placed: the API reads no log before); `receive(body, answer)` loads it once the referee has answered
// it (kit/receive.js). The pyramids' card is kit/modes.js's cardMode's.
import { state, show } from "../kit/store.js";
import { answered } from "../kit/receive.js";
import { WORKERS, written, rememberFinished } from "./log.js";

export const boardHandoff = () => {
  const r = state.sakkara;
  return state.view === "board" && r && r.log.workers.length >= WORKERS ? r.log : null;
};

export function boardReceive(log, answer) {
  state.sakkara = { ...answered(log, written(log), answer), phase: "play", dealt: "handed", offline: null, sel: null,
    target: null, look: null, problems: null };
  show("board");
  if (answer.finished) rememberFinished(state.sakkara, answer);
}
