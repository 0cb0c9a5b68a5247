"""Sakkara's paper notation: the setup (players, the board rank by rank, the workers), then one line
per turn: the mover's actions in order, then the opponent's placements of the stacks formed.

    Sakkara
    A Anne
    B Bert
    7 hs    hh/pa ho    ey    an    st/gr br
    ...
    1 ey/wa ci/br hs    sp    an    ci    hs/hh
    workers a5 b2 d7 a6
    catalogue {"tiles": {...}, "tiers": {...}, "spells": {...}}

    A: +sh a5-b5 +gr
    B: a6-a7
    A: e7-e6 +hs >d7

The header: the game's name (optional); the two players, the first starting (a letter and the name,
the rest of the line); the board as 7 lines, each a rank (1 to 7, the first player's side rank 1)
and the stacks of its fields a to g, each bottom/top; `workers`: the four placements (first,
second, first, second player); `catalogue`: a catalogue of one's own (S5), as JSON on that one line.
Tiles go by codes (sh ship, gr grain, hs hewn stone, ...: `KIND_CODES`) or by their kind's name; a
catalogue's kind named like a code is read as that kind, and the code's own kind is then written in
full.

A turn's line is the mover's letter and a colon (turns alternate, the first player's first), then one
token per action:

    a5-b5      the step of the worker on a5 to b5 (a5-b5^ when a stair is played for it)
    +hs        build a tile (its tier follows from the kind)
    -hs        discard a tile
    >d7        the opponent places the stack formed on d7 (>d7*3: its bottom 3 tiles, a split)
    !pt,cr,br@c4/row   a spell: its tiles in order, then the worker's field and the line where it needs them
    sn:ey      snake: take that tile from the opponent's holder
    ho:2       horse: 2 more steps (ho:2.^ when a stair is played for the second)
    bi:e2-g2   bird: the worker on e2 to g2
    ox:c4-c3*1 ox: push the top tile of c4 onto c3

A `.` where a `^` could stand writes a stair not played (`a5-b5.`, the JSON's `false`). `write(log)
-> str` and `read(text) -> Reading` are the whole interface.
"""

from __future__ import annotations

import json
from typing import Any, Collection, Mapping

from ...core.notation import (
    MAX_LIST,
    Reader,
    Reading,
    Scan,
    Seating,
    Token,
    header_parts,
    is_letter,
    is_title,
    json_value,
    lines,
    number,
    seat_letters,
    tokens,
)
from ...core.problems import PathPart
from ...core.seating import normalize_name
from ...core.text import Text
from . import rules
from .state import MAX_ACTIONS, MAX_ACTIONS_PER_TURN, MAX_TURNS

KIND_CODES = {
    "ship": "sh",
    "grain": "gr",
    "stair": "st",
    "hewn_stone": "hs",
    "lotus": "lo",
    "papyrus": "pa",
    "scarab": "sc",
    "ankh": "an",
    "eye": "ey",
    "falcon": "fa",
    "djed": "dj",
    "capstone": "ca",
    "helping_hand": "hh",
    "snake": "sn",
    "horse": "ho",
    "bird": "bi",
    "ox": "ox",
    "cross": "cr",
    "braid": "br",
    "circle": "ci",
    "moon": "mo",
    "pyramid_tip": "pt",
    "double_line": "dl",
    "spiral": "sp",
    "wave": "wa",
}
assert set(KIND_CODES) == set(rules.DEFAULT_TILES)
_KINDS_OF_CODE = {code: kind for kind, code in KIND_CODES.items()}
# The specials whose play is written `code:arguments`, and the action each is.
SPECIAL_CODES = {"sn": "snake", "ho": "horse", "bi": "bird", "ox": "ox"}
STAIR, NO_STAIR = "^", "."
FIELD_STOPS = "-*@/^.,:"


def kind_text(kind: str, kinds: Collection[str]) -> str:
    """A tile kind as written: its code, unless the catalogue has a kind of that name (then in full)."""
    code = KIND_CODES.get(kind)
    return code if code is not None and (code == kind or code not in kinds) else kind


def kind_of(word: str, kinds: Collection[str]) -> str:
    """The kind a word stands for: a kind of the catalogue by its name, else a code's kind, else as written."""
    lower = word.lower()
    return lower if lower in kinds else _KINDS_OF_CODE.get(lower, word)


def _is_action(words: str) -> bool:
    """The rest of a line reads like actions (a turn without its colon), not like a name."""
    first = words.split()[0]
    return first[:1] in "+->!" or "-" in first or first[2:3] == ":"


def _kinds(log: Mapping[str, Any]) -> Collection[str]:
    catalogue = log.get("catalogue")
    tiles = catalogue.get("tiles") if isinstance(catalogue, dict) else None
    return set(tiles) if isinstance(tiles, dict) else rules.DEFAULT_TILES


# --- writing ----------------------------------------------------------------------------------------


def write(log: Mapping[str, Any]) -> str:
    """A checked Sakkara log (JSON, as /replay takes it) as the notation."""
    kinds = _kinds(log)
    names = [normalize_name(n) for n in log["players"]]
    letters = seat_letters(len(names))
    out = [rules.NAME, *(f"{letter} {name}" for letter, name in zip(letters, names))]
    board = log["board"]
    for rank in range(rules.SIZE, 0, -1):
        cells = ["/".join(kind_text(k, kinds) for k in board.get(f"{f}{rank}", ())) for f in rules.FILES]
        out.append(f"{rank} " + " ".join(cell.ljust(5) for cell in cells).rstrip())
    out.append(" ".join(["workers", *log["workers"]]))
    if "catalogue" in log:
        out.append("catalogue " + json.dumps(log["catalogue"], ensure_ascii=False, separators=(",", ":")))
    out.append("")
    for t, turn in enumerate(log.get("turns", ())):  # the schema lets a log leave turns out (none yet)
        out.append(" ".join([letters[t % len(letters)] + ":", *(action_text(a, kinds) for a in turn)]))
    return "\n".join(out) + "\n"


def action_text(action: Mapping[str, Any], kinds: Collection[str]) -> str:
    """One action as its token."""
    kind = action["action"]
    if kind == "step":
        return f"{action['worker']}-{action['to']}{_stair(action.get('stair'))}"
    if kind == "build":
        return "+" + kind_text(action["tile"], kinds)
    if kind == "discard":
        return "-" + kind_text(action["tile"], kinds)
    if kind == "place":
        return ">" + action["field"] + (f"*{action['count']}" if "count" in action else "")
    if kind == "spell":
        return (
            "!"
            + ",".join(kind_text(k, kinds) for k in action["tiles"])
            + (f"@{action['worker']}" if "worker" in action else "")
            + (f"/{action['line']}" if "line" in action else "")
        )
    if kind == "snake":
        return "sn:" + kind_text(action["take"], kinds)
    if kind == "horse":
        return f"ho:{action['steps']}" + "".join(_stair(s) for s in action.get("stairs", ()))
    if kind == "bird":
        return f"bi:{action['worker']}-{action['to']}"
    if kind == "ox":
        return f"ox:{action['from']}-{action['to']}*{action['count']}"
    raise ValueError(f"Sakkara has no action {kind!r}")


def _stair(played: bool | None) -> str:
    return STAIR if played is True else NO_STAIR if played is False else ""


# --- reading ----------------------------------------------------------------------------------------


def read(text: str) -> Reading:
    """The Sakkara log a text stands for (`.log`), with where each part was written; raises InvalidNotation
    with every problem. Reading stops at the first turn or action more than a log may have (the log
    schema refuses the log there)."""
    return _Reading(text).read()


class _Reading:
    def __init__(self, text: str):
        self.text = text
        self.reader = Reader()
        self.seating = Seating()
        self.board: dict[str, list[str]] = {}
        self.turns: list[list[dict[str, Any]]] = []
        self.log: dict[str, Any] = {"players": self.seating.names, "board": self.board}
        self.kinds: Collection[str] = rules.DEFAULT_TILES
        self.ranks: set[int] = set()
        self.actions = 0

    def read(self) -> Reading:
        reader = self.reader
        rows = list(lines(self.text, reader))
        if rows and is_title(rows[0][1], rules.NAME):
            rows = rows[1:]
        # the catalogue first: the kinds it names decide how the board and the turns read
        for row, line in rows:
            stripped = line.lstrip()
            if stripped[:9].casefold() == "catalogue" and (stripped[9:10].isspace() or len(stripped) == 9):
                self.catalogue(row, line, len(line) - len(stripped))
        for row, line in rows:
            if reader.stopped:
                break
            words, rest = header_parts(line, 1)
            head, at = words[0]
            if head.casefold() == "catalogue":
                continue
            if len(head) > 1 and head[1] == ":":
                if not self.turn(row, line, head, at):
                    break
            elif is_letter(head) and (not self.turns or (rest is not None and not _is_action(rest[0]))):
                self.player(row, head, at, rest)
            elif is_letter(head):  # a turn without its colon
                reader.problem((row, at + 1), Text("sakkara.notation.turn"), ("turns", len(self.turns)))
            elif head.isdigit():
                self.rank(row, line, head, at)
            elif head.casefold() == "workers":
                self.workers(row, line, at)
            else:
                reader.problem((row, at + 1), Text("sakkara.notation.line"))
        self.log.setdefault("workers", [])
        self.log["turns"] = self.turns
        reader.mark_once(("players",), (1, 1))
        reader.mark_once(("board",), (1, 1))
        reader.mark_once(("workers",), (1, 1))
        return reader.reading(self.log)

    # -- the header -----------------------------------------------------------------------------------

    def catalogue(self, row: int, line: str, at: int) -> None:
        if "catalogue" in self.log:
            self.reader.problem((row, at + 1), Text("notation.twice"), ("catalogue",))
            return
        rest = line[at + len("catalogue") :]
        start = at + len("catalogue") + len(rest) - len(rest.lstrip())
        self.reader.mark(("catalogue",), (row, start + 1))
        try:
            self.log["catalogue"] = json_value(rest)
        except ValueError:
            self.log["catalogue"] = None
            self.reader.problem((row, start + 1), Text("sakkara.notation.catalogue"), ("catalogue",))
            return
        self.kinds = _kinds(self.log)

    def player(self, row: int, letter: str, at: int, rest: tuple[str, int] | None) -> None:
        index = len(self.seating.names)
        if self.turns:
            self.reader.problem((row, at + 1), Text("notation.player_late"), ("players", index))
            return
        if rest is None:
            self.reader.problem((row, at + 2), Text("notation.no_name"), ("players", index))
            return
        seat = self.seating.add(self.reader, letter, (row, at + 1), rest[0])
        if seat is not None:
            self.reader.mark_once(("players",), (row, at + 1))
            self.reader.mark(("players", seat), (row, rest[1] + 1))

    def rank(self, row: int, line: str, head: str, at: int) -> None:
        reader = self.reader
        rank = number(head)
        cells = list(tokens(line, row, reader, start=at + len(head), limit=rules.SIZE + 1))
        if rank is None or not 1 <= rank <= rules.SIZE or len(cells) != rules.SIZE:
            reader.problem((row, at + 1), Text("sakkara.notation.rank"), ("board",))
            return
        if rank in self.ranks:
            reader.problem((row, at + 1), Text("notation.twice"), ("board",))
            return
        self.ranks.add(rank)
        reader.mark_once(("board",), (row, at + 1))
        for file, cell in zip(rules.FILES, cells):
            field = f"{file}{rank}"
            reader.mark(("board", field), cell.at(0))
            stack: list[str] = []
            offset = 0
            for j, part in enumerate(cell.text.split("/", MAX_LIST)):
                reader.mark(("board", field, j), cell.at(offset))
                stack.append(kind_of(part, self.kinds))
                offset += len(part) + 1
            self.board[field] = stack

    def workers(self, row: int, line: str, at: int) -> None:
        if "workers" in self.log:
            self.reader.problem((row, at + 1), Text("notation.twice"), ("workers",))
            return
        self.reader.mark(("workers",), (row, at + 1))
        fields: list[str] = []
        for token in tokens(line, row, self.reader, start=at + len("workers"), limit=MAX_LIST):
            self.reader.mark(("workers", len(fields)), token.at(0))
            fields.append(token.text.lower())
        self.log["workers"] = fields

    # -- the turns ------------------------------------------------------------------------------------

    def turn(self, row: int, line: str, head: str, at: int) -> bool:
        """A turn's line; False when the log has more turns or actions than it may (reading stops)."""
        reader = self.reader
        t = len(self.turns)
        path: tuple[PathPart, ...] = ("turns", t)
        actions: list[dict[str, Any]] = []
        self.turns.append(actions)
        reader.mark_once(("turns",), (row, at + 1))
        reader.mark(path, (row, at + 1))
        if t >= MAX_TURNS:
            reader.mark(("turns",), (row, at + 1))  # the log schema says "at most ..." here
            return False
        letters = self.seating.letters
        letter = head[0].upper()
        if not is_letter(letter) or self.seating.seat(letter) is None:
            if is_letter(letter):
                self.seating.unknown(reader, letter, (row, at + 1), path)
            else:
                reader.problem((row, at + 1), Text("sakkara.notation.turn"), path)
        elif letters and letters[t % len(letters)] != letter:
            mover = t % len(letters)
            reader.problem(
                (row, at + 1),
                Text(
                    "sakkara.notation.turn_letter",
                    {"turn": t + 1, "name": self.seating.names[mover], "letter": letters[mover]},
                ),
                path,
            )
        for token in tokens(line, row, reader, start=at + 2):
            if reader.stopped:
                return False
            if len(actions) >= MAX_ACTIONS_PER_TURN or self.actions >= MAX_ACTIONS:
                reader.mark(path if len(actions) >= MAX_ACTIONS_PER_TURN else ("turns",), token.at(0))
                actions.append({"action": "place"})  # one too many: the log schema refuses the log here
                return False
            where = path + (len(actions),)
            reader.mark(where, token.at(0))
            reader.mark(where + ("action",), token.at(0))
            action = None if token.broken else self.action(token, where)
            actions.append(action or {})
            self.actions += 1
        return True

    def action(self, token: Token, path: tuple[PathPart, ...]) -> dict[str, Any] | None:
        reader = self.reader
        scan = Scan(token)
        sign = scan.take("+->!")
        if sign in ("+", "-"):
            kind = self.kind(scan, path + ("tile",))
            return (
                None
                if kind is None or not self.end(scan, path)
                else {"action": "build" if sign == "+" else "discard", "tile": kind}
            )
        if sign == ">":
            field = self.field(scan, path + ("field",))
            if field is None:
                return None
            action: dict[str, Any] = {"action": "place", "field": field}
            if scan.take("*"):
                count = self.count(scan, path + ("count",))
                if count is None:
                    return None
                action["count"] = count
            return action if self.end(scan, path) else None
        if sign == "!":
            return self.spell(scan, path)
        special = token.text[:3].lower()
        if special[2:] == ":" and special[:2] in SPECIAL_CODES:
            scan.i = 3
            return self.special(SPECIAL_CODES[special[:2]], scan, path)
        worker = self.field(scan, path + ("worker",))
        if worker is None or not scan.take("-"):
            if worker is not None:
                reader.problem(token.at(0), Text("sakkara.notation.action"), path)
            return None
        to = self.field(scan, path + ("to",))
        if to is None:
            return None
        step: dict[str, Any] = {"action": "step", "worker": worker, "to": to}
        mark = scan.take(STAIR + NO_STAIR)
        if mark:
            reader.mark(path + ("stair",), token.at(scan.i - 1))
            step["stair"] = mark == STAIR
        return step if self.end(scan, path) else None

    def spell(self, scan: Scan, path: tuple[PathPart, ...]) -> dict[str, Any] | None:
        reader = self.reader
        reader.mark(path + ("tiles",), scan.spot)
        tiles: list[str] = []
        while len(tiles) < MAX_LIST:
            kind = self.kind(scan, path + ("tiles", len(tiles)))
            if kind is None:
                return None
            tiles.append(kind)
            if not scan.take(","):
                break
        spell: dict[str, Any] = {"action": "spell", "tiles": tiles}
        if scan.take("@"):
            worker = self.field(scan, path + ("worker",))
            if worker is None:
                return None
            spell["worker"] = worker
        if scan.take("/"):
            reader.mark(path + ("line",), scan.spot)
            line = scan.word("")
            if line is None:
                reader.problem(scan.spot, Text("sakkara.notation.action"), path)
                return None
            spell["line"] = line[0].lower()
        return spell if self.end(scan, path) else None

    def special(self, action: str, scan: Scan, path: tuple[PathPart, ...]) -> dict[str, Any] | None:
        reader = self.reader
        if action == "snake":
            take = self.kind(scan, path + ("take",))
            return None if take is None or not self.end(scan, path) else {"action": action, "take": take}
        if action == "horse":
            steps = self.count(scan, path + ("steps",))
            if steps is None:
                return None
            horse: dict[str, Any] = {"action": action, "steps": steps}
            if not scan.done():
                reader.mark(path + ("stairs",), scan.spot)
                stairs: list[bool] = []
                while len(stairs) < MAX_LIST:
                    mark = scan.take(STAIR + NO_STAIR)
                    if not mark:
                        break
                    stairs.append(mark == STAIR)
                horse["stairs"] = stairs
            return horse if self.end(scan, path) else None
        source = self.field(scan, path + ("worker" if action == "bird" else "from",))
        if source is None or not scan.take("-"):
            if source is not None:
                reader.problem(scan.spot, Text("sakkara.notation.action"), path)
            return None
        target = self.field(scan, path + ("to",))
        if target is None:
            return None
        if action == "bird":
            return {"action": action, "worker": source, "to": target} if self.end(scan, path) else None
        if not scan.take("*"):
            reader.problem(scan.spot, Text("sakkara.notation.action"), path)
            return None
        count = self.count(scan, path + ("count",))
        if count is None or not self.end(scan, path):
            return None
        return {"action": action, "from": source, "to": target, "count": count}

    # -- the parts of an action ---------------------------------------------------------------------------

    def kind(self, scan: Scan, path: tuple[PathPart, ...]) -> str | None:
        found = self.reader.word(scan, ",@/", path, Text("sakkara.notation.action"), path[:3])
        return None if found is None else kind_of(found, self.kinds)

    def field(self, scan: Scan, path: tuple[PathPart, ...]) -> str | None:
        found = self.reader.word(scan, FIELD_STOPS, path, Text("sakkara.notation.action"), path[:3])
        return None if found is None else found.lower()

    def count(self, scan: Scan, path: tuple[PathPart, ...]) -> int | None:
        spot = scan.spot
        begin = scan.i
        while scan.peek().isdigit():
            scan.i += 1
        count = number(scan.text[begin : scan.i])
        if count is None:
            self.reader.problem(spot, Text("sakkara.notation.action"), path[:3])
            return None
        self.reader.mark(path, spot)
        return count

    def end(self, scan: Scan, path: tuple[PathPart, ...]) -> bool:
        """Nothing is left of the token; else a problem where the rest starts."""
        if scan.done():
            return True
        self.reader.problem(scan.spot, Text("sakkara.notation.action"), path)
        return False


MESSAGES = {
    "en": {
        "sakkara.notation.line": "Not a line of this notation: write a player (A Anne), a rank of the board "
        "(1 ey/wa ci hs sp an ci hs/hh), the workers, the catalogue, or a turn "
        "(A: a5-b5 +sh).",
        "sakkara.notation.rank": "A board line is a rank (1 to 7) and the stacks of its 7 fields, a to g, each "
        "bottom/top: 1 ey/wa ci/br hs sp an ci hs/hh.",
        "sakkara.notation.catalogue": "After catalogue comes a catalogue as JSON on the same line, in the form "
        "GET /v1/games/sakkara gives it.",
        "sakkara.notation.turn": "A turn's line starts with the player's letter and a colon: A: a5-b5 +sh.",
        "sakkara.notation.turn_letter": "Turn {turn} is {name}'s: start its line with {letter}:.",
        "sakkara.notation.action": "Not an action: write a step as a5-b5 (a5-b5^ when a stair is played), +kind "
        "to build, -kind to discard, >field to place a stack (>d7*3 for its bottom 3), "
        "!kind,kind,kind for a spell (then @field and /row or /column where it needs "
        "them), or a special: sn:kind, ho:2, bi:a5-c3, ox:c3-c4*2.",
    },
    "nl": {
        "sakkara.notation.line": "Geen regel van deze notatie: schrijf een speler (A Anne), een rij van het bord "
        "(1 ey/wa ci hs sp an ci hs/hh), de arbeiders, de catalogus of een beurt "
        "(A: a5-b5 +sh).",
        "sakkara.notation.rank": "Een regel van het bord is een rij (1 tot 7) en de stapels van de 7 velden op "
        "die rij, a tot g, elk onder/boven: 1 ey/wa ci/br hs sp an ci hs/hh.",
        "sakkara.notation.catalogue": "Na catalogue komt een catalogus als JSON op dezelfde regel, in de vorm die "
        "GET /v1/games/sakkara geeft.",
        "sakkara.notation.turn": "De regel van een beurt begint met de letter van de speler en een dubbele punt: "
        "A: a5-b5 +sh.",
        "sakkara.notation.turn_letter": "Beurt {turn} is van {name}: begin de regel met {letter}:.",
        "sakkara.notation.action": "Geen handeling: schrijf een stap als a5-b5 (a5-b5^ als er een trap wordt "
        "gespeeld), +soort om te bouwen, -soort om af te leggen, >veld om een stapel neer "
        "te leggen (>d7*3 voor de onderste 3), !soort,soort,soort voor een toverspreuk "
        "(dan @veld en /row of /column waar die ze nodig heeft), of een bijzonder "
        "kaartje: sn:soort, ho:2, bi:a5-c3, ox:c3-c4*2.",
    },
}
