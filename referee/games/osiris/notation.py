"""Osiris's paper notation: the setup in a few header lines, then one line per turn.

    Osiris
    A beige+yellow Anne
    B red-brown+brown Bert
    gods b1=Nut b2=Osiris b3=Thoth rb1=Amun ... apex=Anubis
    followers Thoth=1b+1y+2br Hathor=1b+1rb ...
    options rebellion relief
    board {"cities": [...], ...}

    A: b2 1-2 y:Thoth>Sobek
    B: rb2 1-10 rb:Amun>Thoth
    A: y3 1-17 1-16 -
    B: br1 1-24 *3-16 -

The header: the game's name (optional); one line per player in seating order (the beige player
first): a letter, the colours joined by `+`, the name (the rest of the line); `gods`: the god under
each priest in play and under the apex; `followers`: each temple's followers as placed, a count and
a colour each; `options` (O8): `rebellion`, `relief` (`relief=no` writes a false one); `board`: a board
of one's own (O9), as JSON on that one line. Colours and priests go by codes: b beige, rb red-brown,
y yellow, br brown; a priest is its colour's code and its segments (`b2` is beige-2). Full names
are read too.

A turn's line is the player's letter and a colon, then one token per choice (the JSON log's moves):

    b2 1-2      a priest (on its first step) and the field or city it steps to; later steps only the field
    2-22!       a step that starts a fight, the winner swapping the gods (`2-22=`: not swapping)
    *3-16       the unspent stone as a blockade on 3-16
    y:Thoth>Isis   a follower of yellow from Thoth's temple to Isis's
    -           the turn ends without a follower move
    +b2@1-30    O8 relief: beige-2 from its city onto the blockade on 1-30

A name the notation cannot write plainly (a space, one of `":>@!=+*#,`, a name a priest has) is
written in double quotes. `write(log) -> str` and `read(text) -> Reading` are the whole interface.
"""

from __future__ import annotations

import json
import re
from typing import Any, Mapping

from ...core.notation import (
    MAX_LIST,
    Reader,
    Reading,
    Scan,
    Seating,
    Token,
    header_parts,
    is_letter,
    json_value,
    lines_after_title,
    number,
    quoted,
    seat_letters,
    shown,
    tokens,
)
from ...core.problems import PathPart
from ...core.seating import normalize_name
from ...core.text import Text
from . import rules

COLOUR_CODES = {"beige": "b", "red-brown": "rb", "yellow": "y", "brown": "br"}
assert set(COLOUR_CODES) == set(rules.COLOURS)
PRIEST_CODES = {
    f"{colour}-{segment}": f"{code}{segment}" for colour, code in COLOUR_CODES.items() for segment in rules.SEGMENTS
}
assert set(PRIEST_CODES) == set(rules.PRIESTS)
_COLOURS = {**{c.casefold(): c for c in COLOUR_CODES}, **{code: c for c, code in COLOUR_CODES.items()}}
_PRIESTS = {**{p.casefold(): p for p in PRIEST_CODES}, **{code: p for p, code in PRIEST_CODES.items()}}
OPTIONS = ("rebellion", "relief")
YES, NO = ("yes", "true", "on"), ("no", "false", "off")
HEADERS = ("gods", "followers", "options", "board")
# A name written without quotes: no white space and none of the notation's own characters.
_PLAIN = re.compile(r'[^\s"#:>@!=+*,]+')


def colour_of(word: str) -> str:
    """The colour a code or a name stands for; anything else as written (the log schema says why not)."""
    return _COLOURS.get(word.casefold(), word)


def priest_of(word: str) -> str | None:
    """The priest a code (`b2`) or a name (`beige-2`) stands for, or None."""
    return _PRIESTS.get(word.casefold())


def _are_colours(word: str) -> bool:
    return all(part.casefold() in _COLOURS for part in word.split("+"))


def name_text(name: str) -> str:
    """A field, city or god as written: plainly when it reads back as itself, else in quotes."""
    if _PLAIN.fullmatch(name) and not name.startswith("-") and priest_of(name) is None:
        return name
    return quoted(name)


# --- writing ----------------------------------------------------------------------------------------


def write(log: Mapping[str, Any]) -> str:
    """A checked Osiris log (JSON, as /replay takes it) as the notation."""
    players = log["players"]
    names = [normalize_name(p["name"]) for p in players]
    letter = dict(zip(names, seat_letters(len(names))))
    out = [rules.NAME]
    out += [f"{letter[name]} {'+'.join(p['colours'])} {name}" for name, p in zip(names, players)]
    out.append(
        " ".join(["gods", *(f"{PRIEST_CODES.get(k, name_text(k))}={name_text(g)}" for k, g in log["gods"].items())])
    )
    out.append(
        " ".join(
            [
                "followers",
                *(
                    name_text(god)
                    + "="
                    + "+".join(f"{n}{COLOUR_CODES.get(c, name_text(c))}" for c, n in counts.items())
                    for god, counts in log["followers"].items()
                ),
            ]
        )
    )
    chosen = [k if log[k] else f"{k}=no" for k in OPTIONS if k in log]
    if chosen:
        out.append(" ".join(["options", *chosen]))
    if "board" in log:
        out.append("board " + json.dumps(log["board"], ensure_ascii=False, separators=(",", ":")))
    out.append("")
    line: list[str] = []
    for move in log["moves"]:
        mover = letter[normalize_name(move["player"])] + ":"
        if line and line[0] != mover:
            out.append(" ".join(line))
            line = []
        if not line:
            line.append(mover)
        line += move_tokens(move)
        if move["action"] in ("follower", "end"):
            out.append(" ".join(line))
            line = []
    if line:
        out.append(" ".join(line))
    return "\n".join(out) + "\n"


def move_tokens(move: Mapping[str, Any]) -> list[str]:
    """A move's tokens: a step with its priest is two (`b2 1-2`), every other move one."""
    action = move["action"]
    if action == "step":
        swap = move.get("swap")
        step = name_text(move["to"]) + ("!" if swap is True else "=" if swap is False else "")
        return [PRIEST_CODES[move["priest"]], step] if "priest" in move else [step]
    if action == "block":
        return ["*" + name_text(move["field"])]
    if action == "follower":
        return [f"{COLOUR_CODES[move['colour']]}:{name_text(move['from'])}>{name_text(move['to'])}"]
    if action == "end":
        return ["-"]
    if action == "relief":
        return [f"+{PRIEST_CODES[move['priest']]}@{name_text(move['field'])}"]
    raise ValueError(f"Osiris has no move {action!r}")


# --- reading ----------------------------------------------------------------------------------------


def read(text: str, max_moves: int = rules.MAX_MOVES) -> Reading:
    """The Osiris log a text stands for (`.log`), with where each part was written; raises InvalidNotation
    with every problem. Reading stops after `max_moves` + 1 moves (the log schema refuses the log there)."""
    return _Reading(text, max_moves).read()


class _Reading:
    def __init__(self, text: str, max_moves: int):
        self.text = text
        self.max_moves = max_moves
        self.reader = Reader()
        self.seating = Seating()
        self.players: list[dict[str, Any]] = []
        self.moves: list[dict[str, Any]] = []
        self.log: dict[str, Any] = {"players": self.players}
        self.seen: set[str] = set()  # the header lines read (each may come once)

    def read(self) -> Reading:
        reader = self.reader
        for row, line in lines_after_title(self.text, reader, rules.NAME):
            words, rest = header_parts(line, 2)
            head, at = words[0]
            if head.endswith(":") or (len(head) > 1 and head[1] == ":" and is_letter(head[0])):
                if not self.turn(row, line, head, at):
                    break
            elif is_letter(head) and (not self.moves or (len(words) > 1 and _are_colours(words[1][0]))):
                self.player(row, words, rest)
            elif is_letter(head):  # a turn without its colon
                reader.problem((row, at + 1), Text("osiris.notation.turn"), ("moves", len(self.moves)))
            elif head.casefold() in HEADERS:
                keyword = head.casefold()
                if keyword in self.seen:
                    reader.problem((row, at + 1), Text("notation.twice"), (keyword,))
                    continue
                self.seen.add(keyword)
                reader.mark((keyword,), (row, at + 1))
                getattr(self, keyword)(row, line, at + len(keyword))
            else:
                reader.problem((row, at + 1), Text("osiris.notation.line"))
        for key in ("gods", "followers"):
            self.log.setdefault(key, {})
        self.log["moves"] = self.moves
        reader.mark_once(("players",), (1, 1))
        return reader.reading(self.log)

    # -- the header -----------------------------------------------------------------------------------

    def player(self, row: int, words: list[tuple[str, int]], rest: tuple[str, int] | None) -> None:
        reader = self.reader
        line = self.seating.player_line(reader, row, words, rest, bool(self.moves), Text("osiris.notation.player"))
        if line is None:
            return
        seat, name, (colours, colours_at) = line
        reader.mark(("players", seat, "colours"), (row, colours_at + 1))
        offset = colours_at
        listed = []
        for j, part in enumerate(colours.split("+", MAX_LIST)):
            reader.mark(("players", seat, "colours", j), (row, offset + 1))
            listed.append(colour_of(part))
            offset += len(part) + 1
        self.players.append({"name": name, "colours": listed})

    def gods(self, row: int, line: str, start: int) -> None:
        gods: dict[str, str] = {}
        self.log["gods"] = gods
        for token in tokens(line, row, self.reader, start=start, quotes=True, limit=MAX_LIST):
            scan = Scan(token, quotes=True)
            key = scan.word("=")
            if key is None or not scan.take("=") or scan.done():
                self.reader.problem(token.at(0), Text("osiris.notation.god"), ("gods",))
                continue
            god = scan.word("")
            name = key[0] if key[1] else (priest_of(key[0]) or key[0])
            if name in gods:
                self.reader.problem(token.at(0), Text("notation.repeated", {"name": shown(name)}), ("gods", name))
                continue
            gods[name] = god[0] if god else ""
            self.reader.mark(("gods", name), token.at(0))

    def followers(self, row: int, line: str, start: int) -> None:
        temples: dict[str, dict[str, int]] = {}
        self.log["followers"] = temples
        reader = self.reader
        for token in tokens(line, row, reader, start=start, quotes=True, limit=MAX_LIST):
            scan = Scan(token, quotes=True)
            god = scan.word("=")
            if god is None or not scan.take("="):
                reader.problem(token.at(0), Text("osiris.notation.temple"), ("followers",))
                continue
            if god[0] in temples:
                reader.problem(token.at(0), Text("notation.repeated", {"name": shown(god[0])}), ("followers", god[0]))
                continue
            counts: dict[str, int] = {}
            temples[god[0]] = counts
            reader.mark(("followers", god[0]), token.at(0))
            while not scan.done() and len(counts) < MAX_LIST:
                spot = scan.spot
                digits = scan.i
                while scan.peek().isdigit():
                    scan.i += 1
                count = number(scan.text[digits : scan.i])
                colour = scan.word("+")
                if count is None or colour is None:
                    reader.problem(spot, Text("osiris.notation.temple"), ("followers", god[0]))
                    break
                name = colour[0] if colour[1] else colour_of(colour[0])
                if name in counts:
                    reader.problem(spot, Text("notation.repeated", {"name": shown(name)}), ("followers", god[0], name))
                    break
                counts[name] = count
                reader.mark(("followers", god[0], name), spot)
                if not scan.take("+"):
                    if not scan.done():
                        reader.problem(scan.spot, Text("osiris.notation.temple"), ("followers", god[0]))
                    break

    def options(self, row: int, line: str, start: int) -> None:
        for token in tokens(line, row, self.reader, start=start, quotes=True, limit=MAX_LIST):
            name, equals, value = token.text.partition("=")
            key = name.casefold()
            if key not in OPTIONS or (equals and value.casefold() not in YES + NO):
                self.reader.problem(token.at(0), Text("osiris.notation.option"), ())
                continue
            if key in self.log:
                self.reader.problem(token.at(0), Text("notation.repeated", {"name": shown(key)}), (key,))
                continue
            self.log[key] = not equals or value.casefold() in YES
            self.reader.mark((key,), token.at(0))

    def board(self, row: int, line: str, start: int) -> None:
        rest = line[start:]
        at = start + len(rest) - len(rest.lstrip())
        self.reader.mark(("board",), (row, at + 1))
        try:
            self.log["board"] = json_value(rest)
        except ValueError:
            self.reader.problem((row, at + 1), Text("osiris.notation.board"), ("board",))

    # -- the turns ------------------------------------------------------------------------------------

    def turn(self, row: int, line: str, head: str, at: int) -> bool:
        """A turn's line; False when the moves are more than the log may have (reading stops)."""
        reader = self.reader
        letter = head[0]
        seat = self.seating.seat(letter) if is_letter(letter) and head[1:2] == ":" else None
        if seat is None:
            if is_letter(letter) and head[1:2] == ":":
                self.seating.unknown(reader, letter, (row, at + 1), ("moves", len(self.moves), "player"))
            else:
                reader.problem((row, at + 1), Text("osiris.notation.turn"), ("moves", len(self.moves)))
            return True
        player = self.seating.names[seat]
        priest: tuple[str, Token] | None = None
        for token in tokens(line, row, reader, start=at + 2, quotes=True):
            if reader.stopped:
                return False
            if len(self.moves) >= self.max_moves:
                reader.mark(("moves",), token.at(0))  # the log schema says "at most ..." here
                self.moves.append({"player": player, "action": "end"})
                return False
            path: tuple[PathPart, ...] = ("moves", len(self.moves))
            move = None if token.broken else self.move(token, path)
            if move is None:
                priest = None  # its step is the problem found
                self.moves.append({})  # its place: the moves after it keep their numbers
                continue
            if move.get("action") == "priest":
                if priest is not None:
                    reader.problem(priest[1].at(0), Text("osiris.notation.priest"), path)
                priest = (move["priest"], token)
                continue
            start = token
            if priest is not None:
                if move.get("action") != "step":
                    reader.problem(priest[1].at(0), Text("osiris.notation.priest"), path)
                else:
                    move = {"action": "step", "priest": priest[0], **move}
                    reader.mark(path + ("priest",), priest[1].at(0))
                    start = priest[1]
                priest = None
            reader.mark_once(("moves",), start.at(0))
            reader.mark(path, start.at(0))
            reader.mark(path + ("player",), (row, at + 1))
            reader.mark(path + ("action",), token.at(0))
            self.moves.append({"player": player, **move})
        if priest is not None:
            reader.problem(priest[1].at(0), Text("osiris.notation.priest"), ("moves", len(self.moves)))
        return True

    def move(self, token: Token, path: tuple[PathPart, ...]) -> dict[str, Any] | None:
        """One token's move (a priest alone is `{"action": "priest"}`, joined to the step after it), or None."""
        reader = self.reader
        text = token.text
        scan = Scan(token, quotes=True)
        if text == "-":
            return {"action": "end"}
        if scan.take("*"):
            field = self._name(scan, path + ("field",), "")
            return None if field is None else {"action": "block", "field": field}
        if scan.take("+"):
            spot = scan.spot
            priest = scan.word("@")
            if priest is None or not scan.take("@"):
                reader.problem(token.at(0), Text("osiris.notation.move"), path)
                return None
            reader.mark(path + ("priest",), spot)
            field = self._name(scan, path + ("field",), "")
            return (
                None
                if field is None
                else {
                    "action": "relief",
                    "field": field,
                    "priest": priest[0] if priest[1] else priest_of(priest[0]) or priest[0],
                }
            )
        first = scan.word(":!=")
        if first is None:
            reader.problem(token.at(0), Text("osiris.notation.move"), path)
            return None
        if scan.take(":"):
            reader.mark(path + ("colour",), token.at(0))
            source = self._name(scan, path + ("from",), ">")
            if source is None or not scan.take(">"):
                if source is not None:
                    reader.problem(token.at(0), Text("osiris.notation.move"), path)
                return None
            target = self._name(scan, path + ("to",), "")
            if target is None:
                return None
            colour = first[0] if first[1] else colour_of(first[0])
            return {"action": "follower", "colour": colour, "from": source, "to": target}
        if not first[1] and scan.done() and priest_of(first[0]) is not None:
            return {"action": "priest", "priest": priest_of(first[0])}
        move: dict[str, Any] = {"action": "step", "to": first[0]}
        reader.mark(path + ("to",), token.at(0))
        swap = scan.take("!=")
        if swap:
            move["swap"] = swap == "!"
            reader.mark(path + ("swap",), token.at(scan.i - 1))
        if not scan.done():
            reader.problem(scan.spot, Text("osiris.notation.move"), path)
            return None
        return move

    def _name(self, scan: Scan, path: tuple[PathPart, ...], stops: str) -> str | None:
        return self.reader.word(scan, stops, path, Text("osiris.notation.move"), path[:2])


MESSAGES = {
    "en": {
        "osiris.notation.line": "Not a line of this notation: write a player (A beige Anne), the gods, the followers, "
        "the options, the board, or a turn (A: b2 1-2 -).",
        "osiris.notation.player": "Write a player as a letter, the colours joined by + and the name: "
        "A beige+yellow Anne.",
        "osiris.notation.god": "Write each god as priest=god: b1=Nut, apex=Isis.",
        "osiris.notation.temple": "Write each temple as god=followers, each a count and a colour: Thoth=1b+2br.",
        "osiris.notation.option": "The options are called rebellion and relief (relief=no turns one off).",
        "osiris.notation.board": "After board comes a board as JSON on the same line, in the form "
        "GET /v1/games/osiris gives it.",
        "osiris.notation.turn": "A turn's line starts with the player's letter and a colon: A: b2 1-2 -.",
        "osiris.notation.move": "Not a move: write a priest and the field or city it steps to (b2 1-2; ! or = "
        "after it when the step starts a fight: swap the gods or not), *field for a "
        "blockade, colour:god>god for a follower (b:Thoth>Isis), - to end the turn, or "
        "+priest@field for a relief.",
        "osiris.notation.priest": "A priest is followed by the field or city it steps to: b2 1-2.",
    },
    "nl": {
        "osiris.notation.line": "Geen regel van deze notatie: schrijf een speler (A beige Anne), de goden, de "
        "volgelingen, de opties, het bord of een beurt (A: b2 1-2 -).",
        "osiris.notation.player": "Schrijf een speler als een letter, de kleuren met + ertussen en de naam: "
        "A beige+yellow Anne.",
        "osiris.notation.god": "Schrijf elke god als priester=god: b1=Nut, apex=Isis.",
        "osiris.notation.temple": "Schrijf elke tempel als god=volgelingen, elk een aantal en een kleur: Thoth=1b+2br.",
        "osiris.notation.option": "De opties heten rebellion en relief (relief=no zet er een uit).",
        "osiris.notation.board": "Na board komt een bord als JSON op dezelfde regel, in de vorm die "
        "GET /v1/games/osiris geeft.",
        "osiris.notation.turn": "De regel van een beurt begint met de letter van de speler en een dubbele punt: "
        "A: b2 1-2 -.",
        "osiris.notation.move": "Geen zet: schrijf een priester en het veld of de stad waarheen de priester stapt (b2 1-2; "
        "! of = erachter als de stap een gevecht begint: de goden ruilen of niet), *veld "
        "voor een blokkade, kleur:god>god voor een volgeling (b:Thoth>Isis), - om de beurt "
        "te beëindigen, of +priester@veld voor een ontzet.",
        "osiris.notation.priest": "Na een priester komt het veld of de stad waarheen de priester stapt: b2 1-2.",
    },
}
