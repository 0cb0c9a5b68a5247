"""The paper notation of the sun-auction games (Ra, Priests of Ra): about one token a move.

    Ra
    A 13-8-5-2 Anne
    B 12-9-6-3 Bert
    C 11-10-7-4 Carl

    Ap Bg Cr Ab5 B- C-
    Ago Bfu Cn Ar Bb9 C- A-
    ---
    Bp ...

The header: the game's name (optional), then one line per player in seating order: a letter, the
suns dealt joined by dashes, the name (the rest of the line). Priests of Ra may add a line of model
rulings, `rulings building_tiles=3 buildings_stay=no`. Then the moves, each one token: the player's
letter and what the player did:

    Ap      draw (a tile's code, or its full name: `Apharaoh`)
    Ab9     bid sun 9
    A-      pass
    A!      invoke Ra
    A[p n]  Ra: gods take these tiles from the auction track
    A(p p)  Ra: the tiles a disaster discards; Priests of Ra: the tiles flipped with priests

Where lines break and the `---` lines between epochs are for the reader only: the referee derives
the epochs. `write` breaks a line after each auction and draws a `---` line where an epoch ends.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from ..core.notation import (
    MAX_LIST,
    Reader,
    Reading,
    Scan,
    Seating,
    Token,
    header_parts,
    is_letter,
    lines_after_title,
    number,
    seat_letters,
    shown,
    tokens,
)
from ..core.play import IllegalMove
from ..core.seating import normalize_name
from ..core.text import Text
from .auction import AuctionGame, Move, new_game

TURN_ACTIONS = ("draw", "invoke", "god")  # a line of `write` starts with one of these after an auction
EPOCH_LINE = "---"
YES, NO = ("yes", "true"), ("no", "false")


def is_epoch_line(line: str) -> bool:
    """`---`: where an epoch ends (for the reader: the referee derives it)."""
    stripped = line.strip()
    return len(stripped) >= 2 and set(stripped) == {"-"}


@dataclass(frozen=True)
class AuctionNotation:
    """One sun-auction game's notation: its codes and what its brackets mean."""

    title: str  # the game's name, the text's optional first line
    codes: Mapping[str, str]  # every tile a log may name -> its code
    tile_text: Callable[[str], Text]  # a tile's name, in the reader's language
    brackets: Mapping[str, tuple[str, str]]  # "[" -> ("god", "take"): the action and its JSON list
    game: Callable[[Mapping[str, Any]], AuctionGame]  # the game a (checked) log is played by
    namespace: str  # this game's sentence ids: "<namespace>.notation.move"
    options: str | None = None  # a header line of name=value choices (Priests of Ra: rulings)
    tiles_of_code: dict[str, str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "tiles_of_code", {code: tile for tile, code in self.codes.items()})

    # -- writing ------------------------------------------------------------------------------------

    def write(self, log: Mapping[str, Any]) -> str:
        """A checked log (as the API takes it, after its schema) as the notation."""
        players = [normalize_name(p) for p in log["players"]]
        suns = {normalize_name(name): stack for name, stack in log["suns"].items()}
        letter = dict(zip(players, seat_letters(len(players))))
        out = [self.title]
        out += [f"{letter[name]} {'-'.join(map(str, suns.get(name, ())))} {name}" for name in players]
        options = log.get(self.options) if self.options else None
        if options is not None:
            out.append(" ".join([str(self.options), *(f"{k}={_option_text(v)}" for k, v in options.items())]))
        out.append("")
        moves = log["moves"]
        ends = self.epoch_ends(log, players, suns)
        line: list[str] = []
        previous = ""
        for i, move in enumerate(moves):
            action = move["action"]
            if line and action in TURN_ACTIONS and previous not in TURN_ACTIONS:
                out.append(" ".join(line))
                line = []
            line.append(letter[normalize_name(move["player"])] + self.move_text(move))
            previous = action
            if i in ends and i + 1 < len(moves):
                out += [" ".join(line), EPOCH_LINE]
                line = []
                previous = ""
        if line:
            out.append(" ".join(line))
        return "\n".join(out) + "\n"

    def move_text(self, move: Mapping[str, Any]) -> str:
        """A move without its player's letter: `p`, `b9`, `-`, `!`, `[p n]`."""
        action = move["action"]
        if action == "draw":
            return self.codes[move["tile"]]
        if action == "bid":
            return f"b{move['sun']}"
        if action == "pass":
            return "-"
        if action == "invoke":
            return "!"
        for opener, (bracket_action, key) in self.brackets.items():
            if bracket_action == action:
                return opener + " ".join(self.codes[t] for t in move[key]) + _CLOSE[opener]
        raise ValueError(f"{self.title} has no move {action!r}")

    def epoch_ends(self, log: Mapping[str, Any], players: list[str], suns: Mapping[str, Any]) -> set[int]:
        """The moves after which an epoch ends (by the game's own replay, up to the first illegal move)."""
        game = self.game(log)
        state = new_game(game, players, suns)
        ends: set[int] = set()
        for i, m in enumerate(log["moves"]):
            epoch, held = state.epoch, state.epoch_end_held
            try:
                state.push(
                    Move(
                        normalize_name(m["player"]),
                        m["action"],
                        m.get("tile"),
                        m.get("sun"),
                        tuple(m.get("take") or m.get("tiles") or ()),
                    )
                )
            except IllegalMove:
                break
            if state.epoch != epoch:
                # An epoch whose end waited for an optional answer (a flip) ended before this move, unless
                # this move was that answer.
                ends.add(i - 1 if held and m["action"] != game.hooks.pending_action else i)
        return ends

    # -- reading ------------------------------------------------------------------------------------

    def read(self, text: str, max_moves: int | None = None) -> Reading:
        """The JSON log a text stands for, with where each part was written; raises InvalidNotation with
        every problem. Reading stops after `max_moves` + 1 moves (the log schema then refuses the log
        at the first move too many)."""
        reader = Reader()
        seating = Seating()
        suns: dict[str, list[int]] = {}
        moves: list[dict[str, Any]] = []
        log: dict[str, Any] = {"players": seating.names, "suns": suns, "moves": moves}
        for row, line in lines_after_title(text, reader, self.title):
            if is_epoch_line(line):
                continue
            words, rest = header_parts(line, 2)
            head, at = words[0]
            # A lone letter starts a player's line; among the moves only when suns follow (else it is a move
            # written with a space, which the move's own problem explains).
            if is_letter(head) and (not moves or (len(words) > 1 and _looks_like_suns(words[1][0]))):
                self._player(reader, seating, suns, row, words, rest, bool(moves))
                continue
            if self.options and head.casefold() == self.options:
                self._options(reader, log, row, line, at)
                continue
            for token in tokens(line, row, reader, brackets="".join(self.brackets)):
                if reader.stopped:
                    break
                if max_moves is not None and len(moves) >= max_moves:
                    reader.mark(("moves",), token.at(0))  # the log schema says "at most ..." here
                    moves.append({"player": "", "action": ""})
                    return reader.reading(log)
                self._move(reader, seating, moves, token)
        reader.mark_once(("players",), (1, 1))
        reader.mark_once(("suns",), reader.spots.get(("players",), (1, 1)))
        return reader.reading(log)

    def _player(
        self,
        reader: Reader,
        seating: Seating,
        suns: dict[str, list[int]],
        row: int,
        words: list[tuple[str, int]],
        rest: tuple[str, int] | None,
        late: bool,
    ) -> None:
        shaped = len(words) < 2 or rest is not None or _looks_like_suns(words[1][0])
        line = seating.player_line(reader, row, words, rest, late, Text("auction.notation.player"), shaped)
        if line is None:
            return
        seat, name, (stack_text, stack_at) = line
        reader.mark(("suns", name), (row, stack_at + 1))
        reader.mark_once(("suns",), (row, stack_at + 1))
        stack: list[int] = []
        offset = 0
        for j, part in enumerate(stack_text.split("-", MAX_LIST)):
            sun = number(part)
            if sun is None:
                reader.problem((row, stack_at + offset + 1), Text("auction.notation.suns"), ("suns", name, j))
            else:
                stack.append(sun)
                reader.mark(("suns", name, j), (row, stack_at + offset + 1))
            offset += len(part) + 1
        suns[name] = stack

    def _options(self, reader: Reader, log: dict[str, Any], row: int, line: str, at: int) -> None:
        key = str(self.options)
        if key in log:
            reader.problem((row, at + 1), Text("notation.twice"), (key,))
            return
        chosen: dict[str, Any] = {}
        log[key] = chosen
        reader.mark((key,), (row, at + 1))
        for token in tokens(line, row, reader, start=at + len(key), limit=MAX_LIST):
            name, equals, value = token.text.partition("=")
            if not name or not equals or not value:
                reader.problem(token.at(0), Text(f"{self.namespace}.notation.option"), (key,))
                continue
            reader.mark((key, name), token.at(0))
            chosen[name] = (
                True
                if value.casefold() in YES
                else False
                if value.casefold() in NO
                else number(value)
                if number(value) is not None
                else value
            )

    def _move(self, reader: Reader, seating: Seating, moves: list[dict[str, Any]], token: Token) -> None:
        path = ("moves", len(moves))
        text = token.text
        reader.mark_once(("moves",), token.at(0))
        reader.mark(path, token.at(0))
        reader.mark(path + ("player",), token.at(0))
        reader.mark(path + ("action",), token.at(1))
        moves.append({})  # its place, whatever it turns out to be
        if token.broken:
            return
        seat = seating.seat(text[0]) if is_letter(text[0]) else None
        if seat is None:
            if is_letter(text[0]) and len(text) > 1:
                seating.unknown(reader, text[0], token.at(0), path + ("player",))
            else:
                reader.problem(token.at(0), Text(f"{self.namespace}.notation.move"), path)
            return
        action = self._action(reader, token, path)
        if action is not None:
            moves[-1] = {"player": seating.names[seat], **action}

    def _action(self, reader: Reader, token: Token, path: tuple[Any, ...]) -> dict[str, Any] | None:
        body = token.text[1:]
        if body == "-":
            return {"action": "pass"}
        if body == "!":
            return {"action": "invoke"}
        if body[:1] in self.brackets:
            return self._bracket(reader, token, path)
        if body[:1] in "bB" and body[1:].isdigit():
            sun = number(body[1:])
            if sun is None:
                reader.problem(token.at(2), Text("auction.notation.bid"), path + ("sun",))
                return None
            reader.mark(path + ("sun",), token.at(2))
            return {"action": "bid", "sun": sun}
        tile = self.tile(body)
        if tile is not None:
            reader.mark(path + ("tile",), token.at(1))
            return {"action": "draw", "tile": tile}
        if not body or body[:1] in "bB" or not body.isalnum():
            reader.problem(token.at(0), Text(f"{self.namespace}.notation.move"), path)
        else:
            reader.problem(token.at(1), self.unknown_code(body), path + ("tile",))
        return None

    def _bracket(self, reader: Reader, token: Token, path: tuple[Any, ...]) -> dict[str, Any] | None:
        opener = token.text[1]
        action, key = self.brackets[opener]
        close = token.text.find(_CLOSE[opener], 2)
        if close != len(token.text) - 1:
            reader.problem(token.at(close + 1), Text("auction.notation.after", {"close": _CLOSE[opener]}), path)
            return None
        reader.mark(path + (key,), token.at(1))
        scan = Scan(token, 2)
        tiles: list[str] = []
        while scan.i < close and len(tiles) < MAX_LIST:
            if scan.take(" \t,"):
                continue
            spot = scan.spot
            found = scan.word(" \t,)]")
            code = found[0] if found else scan.rest()
            tile = self.tile(code)
            if tile is None:
                reader.problem(spot, self.unknown_code(code), path + (key, len(tiles)))
            else:
                reader.mark(path + (key, len(tiles)), spot)
            tiles.append(tile or code)
        return {"action": action, key: tiles}

    def tile(self, code: str) -> str | None:
        """The tile a code (or a full tile name) stands for, in any case; None if none."""
        lower = code.lower()
        return self.tiles_of_code.get(lower) or (lower if lower in self.codes else None)

    def unknown_code(self, code: str) -> Text:
        return Text(
            "auction.notation.tile",
            {
                "code": shown(code),
                "codes": tuple(
                    Text("auction.notation.code", {"code": c, "tile": self.tile_text(t)}) for t, c in self.codes.items()
                ),
            },
        )


_CLOSE = {"[": "]", "(": ")"}


def _looks_like_suns(word: str) -> bool:
    return bool(word) and all(part.isdigit() for part in word.split("-"))


def _option_text(value: Any) -> str:
    return "yes" if value is True else "no" if value is False else str(value)


MESSAGES = {
    "en": {
        "auction.notation.player": "Write a player as a letter, the suns dealt joined by dashes and the name: "
        "A 13-8-5-2 Anne.",
        "auction.notation.suns": "Write the suns dealt as numbers joined by dashes: 13-8-5-2.",
        "auction.notation.bid": "A bid is b and the number of a sun: Ab9.",
        "auction.notation.tile": "No tile has the code {code}; the codes are {codes}.",
        "auction.notation.code": "{code} = {tile}",
        "auction.notation.after": "Nothing may follow the closing {close}: start the next move after a space.",
    },
    "nl": {
        "auction.notation.player": "Schrijf een speler als een letter, de gekregen zonnen met streepjes ertussen "
        "en de naam: A 13-8-5-2 Anne.",
        "auction.notation.suns": "Schrijf de gekregen zonnen als getallen met streepjes ertussen: 13-8-5-2.",
        "auction.notation.bid": "Een bod is b en het getal van een zon: Ab9.",
        "auction.notation.tile": "Geen kaartje heeft de code {code}; de codes zijn {codes}.",
        "auction.notation.code": "{code} = {tile}",
        "auction.notation.after": "Na de sluitende {close} mag niets komen: begin de volgende zet na een spatie.",
    },
}
