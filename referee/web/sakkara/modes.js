// Sakkara: the pyramids on one card (card.js), or the whole game recorded on its board (board.js).
import { state } from "../kit/store.js";
import { recordingLinks, cardView, cardText, cardMode, ran, CARD_SLICE } from "../kit/modes.js";
import * as card from "./card.js";
import * as board from "./board.js";
import { boardHandoff, boardReceive } from "./handoff.js";
import { written } from "./log.js";

const sakkaraBoard = {
  id: "sakkara-board",
  // the recording (deal.js makes it as the board opens); the game ends on the card's outcome
  slice: { sakkara: undefined, ...CARD_SLICE },
  offers: (game, choice) => choice === "record" && game.slug === "sakkara" && game.operations.includes("replay"),
  owns: (game) => game.slug === "sakkara" && Boolean(game.board),
  game: (game, rules) => ({
    slug: game.slug, name: game.name, rules, board: true, outcome: game.links.outcome, ...recordingLinks(game),
  }),
  open: board.openDeal,
  render: () => (state.view === "board" && state.sakkara ? board.renderBoard() : cardView(card)),
  screen: () => (state.view === "board" ? board.screen() : null),
  // as a card's: the game is the card's outcome's (the board's answer is the replay's)
  finished: () => Boolean(state.outcome),
  newGameText: cardText,
  start: "sb_start",
  setupHint: null,
  choiceWords: "sb_",
  refreshLanguage: () => ran(state.sakkara, board.fillLanguage),
  resume: () => ran(state.view === "board" && state.sakkara, board.syncLog),
  board: "#sb-board",
  kind: "record",
  handoff: boardHandoff,
  receive: boardReceive,
  written,
  close: () => {
    state.sakkara = null;
  },
};

export const MODES = [sakkaraBoard, cardMode("sakkara-card", "sakkara", card)];

export { WORDS } from "./words.js";
