// Ra and Priests of Ra handed to another phone (kit/handoff.js): a recorded game is its replay log, a scored one the
// score requests of its epochs; each mode's `handoff()` gives it, and `receive(body, answer)` loads it once the
// referee has answered it (kit/receive.js), so the game goes on from the next move, or the next epoch.
import { copy } from "../kit/dom.js";
import { state, show, remember } from "../kit/store.js";
import { answered } from "../kit/receive.js";
import { rules } from "../kit/ui.js";

export const recordHandoff = () => state.record?.log || null;

export function recordReceive(log, answer) {
  state.deal = null;
  state.record = { ...answered(log, log.moves.length, answer), scored: answer.epochs.length, fresh: null };
  state.epoch = answer.state.epoch;
  show("record");
  if (answer.finished) remember(answer, "fame");
}

export const scoreHandoff = () => (state.results.length ? state.results.map((r) => r.request) : null);

// An epoch's display as the score screen holds it, read back from its request: each tile's count at its path in
// the request (the rules' tile_paths), the suns face down.
function entryOf(request) {
  const paths = Object.entries(rules().tile_paths);
  return {
    suns: request.players.map((p) => [...(p.suns?.face_down || [])]),
    tiles: request.players.map((p) => Object.fromEntries(paths
      .map(([tile, path]) => [tile, path.reduce((at, part) => (at && typeof at === "object" ? at[part] : undefined), p.tiles)])
      .filter(([, n]) => Number.isInteger(n) && n > 0))),
    opened: request.players.map(() => true),
  };
}

// `answers`: the referee's answer to each epoch's request, in order.
export function scoreReceive(requests, answers) {
  const entries = requests.map(entryOf);
  state.results = requests.map((request, k) => ({ request, entry: copy(entries[k]), answers: answered(null, 0, answers[k]).answers }));
  state.entries = entries;
  state.suns_early = requests.slice(0, rules().epochs - 1).some((r) => r.players.some((p) => p.suns));
  state.epoch = requests.length;
  state.current = 0;
  show("result");
  if (requests.length === rules().epochs) remember(answers[answers.length - 1], "fame");
}
