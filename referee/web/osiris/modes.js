// Osiris: the end of a game on one card (card.js), or the whole game recorded on its board (board.js).
import { state } from "../kit/store.js";
import { recordingLinks, gameText, cardMode, ran } from "../kit/modes.js";
import * as card from "./card.js";
import * as setup from "./setup.js";
import * as board from "./board.js";
import { boardHandoff, boardReceive } from "./handoff.js";

const onBoard = () => board.VIEWS.includes(state.view);

const osirisBoard = {
  id: "osiris-board",
  slice: {
    setupBoard: undefined, // the board's set-up (setup.js), made as it opens
    record: null, // the recording: {log, started, at, version, answers, ui}
  },
  offers: (game, choice) => choice === "record" && board.canRecord(game),
  owns: (game) => game.slug === "osiris" && !game.outcome,
  game: (game, rules) => ({ slug: game.slug, name: game.name, rules, ...recordingLinks(game) }),
  open: setup.openSetup,
  render: board.renderView,
  screen: () => (onBoard() ? board.screen() : null),
  finished: board.isFinished,
  newGameText: (game) => gameText(game, Boolean(state.record) || onBoard()),
  start: "ob_start",
  setupHint: null,
  choiceWords: "ob_",
  refreshLanguage: () => ran(state.record, board.fillLanguage),
  resume: () => ran(state.view === "osiris-board", board.syncLog),
  recorded: () => (state.view === "osiris-board" && state.record ? state.record.at : null),
  board: "#ob-board",
  kind: "record",
  handoff: boardHandoff,
  receive: boardReceive,
};

export const MODES = [osirisBoard, cardMode("osiris-card", "osiris", card)];

export { WORDS } from "./words.js";
