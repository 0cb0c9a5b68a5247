// The form's modes, one registry: every screen after the set-up belongs to one mode, and app.js asks the mode in use
// rather than the game. A game's modes and words live in its folder (its modes.js); a new game is a new folder and a
// line here.
// The order is the order a set-up's choice is offered in: a game's own modes before the sun-auction games', whose
// scoring takes any game the referee scores.
//
// A mode is an object:
//   id                     its name (a data-* key of no screen: for the tests and the reader)
//   slice                  the keys of `state` (kit/store.js) it writes, beside the shell's, as {key: initial value}:
//                          a new game's state is built from them (a key several modes write has one value)
//   offers(game, choice)   whether it plays `game` (an entry of GET /v1/games) for the set-up's choice, "score" or
//                          "record" (the two modes a game may offer)
//   owns(game)             whether the game in progress (`state.game`) is its own: the game's shape tells
//   game(game, rules)      the game in progress it plays (`state.game`): the game's links it asks, and its rules
//   open(names, before)    its first screen for the players `names`; `before`: the card of the last game of the
//                          same game and table, if any
//   render()               the screen, as the elements app.js lays over the page
//   screen()               the key of the screen shown (a new key: the page goes to the top), or null: the view's
//   finished()             whether the game is over: the New game dialog says it stays in the list of finished games
//   newGameText(game)      the New game dialog's words for a game not finished
//   start, setupHint       the words of the set-up's start button and its hint on the names (ids of kit/i18n.js)
//   choiceWords            a recording mode's prefix of the words of the set-up's two choices
//   kind                   what it hands to another phone (kit/handoff.js): "record", "score" or "card"
//   handoff()              the game as the API's own request for it: a recording's replay log, the score requests
//                          of the epochs scored (a list), a card's outcome request; null while there is none yet
//   receive(body, answer)  a game handed from another phone loaded (kit/receive.js): `body` as handoff() gives it,
//                          `answer` the referee's to it (a list for "score"); `state` is fresh, with its game,
//                          players and id, and the recording goes on from the next move
// and, where it has them:
//   refreshLanguage()      the answers shown asked for again in the language chosen; true if it did
//   resume()               at a reload: the moves not yet answered sent again; true if it did
//   recorded()             the number of moves the position shown is for (a recorded game), or null
//   board                  the selector of its board: a board's screens place their next tap themselves
//   reset()                a new game begins (any mode's)
//   close()                a new game begins: its slice is done with
//   written(body)          the moves a recording's log holds, where they are not `body.moves`
import { addWords } from "./kit/i18n.js";
import { addSlice, openStore } from "./kit/store.js";
import * as sakkara from "./sakkara/modes.js";
import * as osiris from "./osiris/modes.js";
import * as auction from "./auction/modes.js";

// Each game's folder: its modes.js gives its MODES and its WORDS (its words.js).
const GAMES = [sakkara, osiris, auction];

export const MODES = GAMES.flatMap((game) => game.MODES);
for (const game of GAMES) addWords(game.WORDS);
for (const mode of MODES) addSlice(mode.slice);
openStore(); // the game kept on the phone, now that every key of a new one is known

// The mode that plays `game` for the set-up's `choice`; a choice the game does not offer is its scoring.
export const modeFor = (game, choice) => MODES.find((m) => m.offers(game, choice)) || MODES.find((m) => m.offers(game, "score"));

// The game's recording mode, if it has one: the set-up then offers the choice.
export const recordingOf = (game) => MODES.find((m) => m.offers(game, "record")) || null;

// The mode of the game in progress.
export const modeOf = (game) => MODES.find((m) => m.owns(game));
