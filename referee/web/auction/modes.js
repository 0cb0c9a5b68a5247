// The sun-auction games (Ra, Priests of Ra): scored epoch by epoch (score.js), or recorded move by move
// (deal.js, then record.js). Their scoring is any game's the referee scores: the registry (modes.js) lists them last.
import { state } from "../kit/store.js";
import { recordingLinks, gameText, ran } from "../kit/modes.js";
import { startScoring, resetScoring, renderEntry, renderResult } from "./score.js";
import * as record from "./record.js";
import { openDeal, renderDeal } from "./deal.js";
import { recordHandoff, recordReceive, scoreHandoff, scoreReceive } from "./handoff.js";

function render() {
  if (state.view === "deal") return renderDeal();
  if (state.view === "record" && state.record) return record.renderRecord();
  if (state.view === "result") return renderResult();
  return renderEntry();
}

const finished = () => (state.record ? record.isFinished() : Boolean(state.results.length >= state.game.rules.epochs));
const newGameText = (game) => gameText(game, Boolean(state.record));

// The keys of `state` both modes write: a recording starts from a deal and clears the scoring's epochs.
const SLICE = {
  epoch: 1,
  current: 0, // the player whose display is open
  suns_early: false, // the table enters suns before the epoch where they score
  entries: [], // per epoch: {suns: [[13, 6, 2], ...], tiles: [{pharaoh: 2}, ...], opened: [true, ...]}
  results: [], // per epoch: {request, entry, answers: {en: answer, nl: answer}}
  correction: null, // what the last correction changed: {epoch, to, fame, carried, into} or {epoch, failed}
  errors: null, // the last 422: {epoch, request, list: [{pointer, detail}], lang}
  deal: null, // recording: the stack dealt to each player, as indexes into the rules' stacks
  record: null, // recording: {log: {players, suns, moves}, at, answers: {lang: replay answer}, fresh}
};

const recordAuction = {
  id: "record",
  slice: SLICE,
  offers: (game, choice) => choice === "record" && record.canRecord(game),
  owns: (game) => Boolean(game.replay),
  game: (game, rules) => ({ slug: game.slug, name: game.name, score: game.links.score, rules, ...recordingLinks(game) }),
  open: openDeal,
  render,
  screen: () => (state.view === "record" ? record.recordScreen() : null),
  finished,
  newGameText,
  start: "start_deal",
  setupHint: null,
  choiceWords: "",
  refreshLanguage: () => ran(state.record, record.fillRecordLanguage),
  resume: () => ran(state.view === "record" && state.record && !record.recordAnswered(), record.syncLog),
  recorded: () => (state.view === "record" && state.record ? state.record.at : null),
  board: "#moves",
  kind: "record",
  handoff: recordHandoff,
  receive: recordReceive,
};

const scoreAuction = {
  id: "score",
  slice: SLICE,
  offers: (game, choice) => choice === "score" && game.operations.includes("score"),
  owns: () => true, // a game no other mode owns
  game: (game, rules) => ({ slug: game.slug, name: game.name, score: game.links.score, rules }),
  open: startScoring,
  render,
  screen: () => null,
  finished,
  newGameText,
  start: "start",
  setupHint: null,
  reset: resetScoring,
  kind: "score",
  handoff: scoreHandoff,
  receive: scoreReceive,
};

export const MODES = [recordAuction, scoreAuction];

export { WORDS } from "./words.js";
