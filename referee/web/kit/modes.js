// What the form's modes share (modes.js lists the modes and says what a mode is).
import { state } from "./store.js";

// The keys of `state` a game ended on one card writes (a card mode's slice; Sakkara's board ends on its card too).
export const CARD_SLICE = {
  errors: null, // the last 422: {epoch, request, list: [{pointer, detail}], lang}
  card: null, // the end of the game as the card says it (Osiris: {end, ended_by (a seat), god, followers: {colour: n}})
  outcome: null, // the referee's answer to it: {request, answers}
};
import { t } from "./ui.js";
import { cardReceive } from "./receive.js";

// The links a recording asks: the replay of its log, and the notation its moves are written in.
export const recordingLinks = (game) => ({
  replay: game.links.replay,
  notation: game.links.notation || `/v1/games/${game.slug}/notation`,
});

// `job` run (not awaited) if `when` holds: whether it ran (a mode's refreshLanguage and resume).
export function ran(when, job) {
  if (!when) return false;
  job();
  return true;
}

// A card's screen: the card, or the referee's answer to it.
export const cardView = (card) => (state.view === "outcome" && state.outcome ? card.renderOutcome() : card.renderCard());

// The New game dialog's words for a card and for a game scored epoch by epoch or recorded.
export const cardText = (game) => t("confirm_text_card", { game });
export const gameText = (game, recorded) => (recorded ? t("confirm_text_record", { game })
  : t("confirm_text", { game, epoch: state.epoch }));

// The end of a game entered on one card (card.js: openCard, renderCard, renderOutcome and the set-up's words START
// and SETUP_HINT), checked by the referee's outcome.
export function cardMode(id, slug, card) {
  return {
    id,
    slice: CARD_SLICE,
    offers: (game, choice) => choice === "score" && game.slug === slug && game.operations.includes("outcome"),
    owns: (game) => game.slug === slug && Boolean(game.outcome) && !game.board,
    game: (game, rules) => ({ slug: game.slug, name: game.name, outcome: game.links.outcome, rules }),
    open: card.openCard,
    render: () => cardView(card),
    screen: () => null,
    finished: () => Boolean(state.outcome),
    newGameText: cardText,
    kind: "card",
    handoff: () => state.outcome?.request || null, // a card the referee has answered
    receive: (request, answer) => cardReceive(card, request, answer),
    start: card.START,
    setupHint: card.SETUP_HINT,
  };
}
