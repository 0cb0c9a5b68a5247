"""The paper notation every game shares: lines, tokens with their place in the text, problems at a
line and column, and where each part of the log a text stands for was written.

A game's notation (`sun_auction/notation.py` for Ra and Priests of Ra, `games/osiris/notation.py`,
`games/sakkara/notation.py`) writes a checked JSON log as text (`write`) and reads a text back into
the JSON log (`read`), which the game's log schema then checks like any other. What is common:

- A text is lines (`\\n`, `\\r\\n`); blank lines and lines whose first character is `#` are comments.
  A token of a move line that starts with `#` starts a comment to the end of its line.
- Lines and columns are 1-based; a column counts characters (Unicode code points), a tab as one.
- A name the notation cannot write plainly (a space, a quotation mark, a character that means
  something in the notation) is written in double quotes, a quotation mark inside it doubled: `"O""Neil"`.
- A player's name is the rest of the player's header line, so a name may hold spaces and any script.
- Reading stops after `MAX_PROBLEMS` problems (a megabyte of nonsense costs no more than fifty lines).

Engine code: no Flask, no marshmallow; the request-to-answer core (`service/notation.py`) renders the problems.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Iterator, Sequence

from .problems import MAX_BAD_MOVES, PathPart
from .text import Text

# A text is read until this many problems are found (the 422 then says where reading stopped).
MAX_PROBLEMS = MAX_BAD_MOVES
# Seat letters in seating order, as `write` gives them; a text may choose any letters, one each.
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
BRACKETS = {"[": "]", "(": ")"}
# A player's name longer than this is refused by the reader itself (the log schema's limit is lower): a name
# becomes a key of the log (Ra's `suns`), and a megabyte of name must not come back in every pointer.
MAX_NAME = 100
# A list inside a move or a header line (a god's take, a temple's followers, the workers) is read to this
# many items: no game lists more, and the log schema refuses a longer list whatever follows.
MAX_LIST = 64
# No move, name or code runs on this long without a space; reading stops at such a run (a megabyte of
# quotation marks or of one bracket costs no more than a thousand characters).
MAX_TOKEN = 1000
# A text is read to this many lines (blank lines and comments aside): a game's longest log (Osiris's 2,000
# moves, Sakkara's 1,000 turns) takes far fewer, and a megabyte of `---` costs no more than this.
MAX_LINES = 10_000
QUOTE = '"'


def pointer(path: Sequence[PathPart]) -> str:
    """RFC 6901: ("moves", 12, "sun") -> "/moves/12/sun"; `~` and `/` inside a key are escaped."""
    return "".join("/" + str(part).replace("~", "~0").replace("/", "~1") for part in path)


def shown(text: str, limit: int = 24) -> str:
    """What a reader wrote, as a sentence quotes it: in double quotes, cut short when long."""
    cut = text if len(text) <= limit else text[: limit - 1] + "…"
    return json.dumps(cut, ensure_ascii=False)


def quoted(text: str) -> str:
    """A name in double quotes, a quotation mark inside it doubled."""
    return QUOTE + text.replace(QUOTE, QUOTE * 2) + QUOTE


# --- what a reading gives -------------------------------------------------------------------------


@dataclass(frozen=True)
class NotationProblem:
    """One thing wrong with a text: where (line and column, 1-based), what to fix, and the path of the
    part of the log it stands for (empty when it stands for no part)."""

    line: int
    column: int
    message: Text
    path: tuple[PathPart, ...] = ()

    def render(self, lang: str = "en") -> str:
        return self.message.render(lang)


class InvalidNotation(ValueError):
    """A text that is not the notation: every problem, each at its line and column."""

    def __init__(self, problems: Sequence[NotationProblem]):
        self.problems = tuple(problems)
        super().__init__(self.problems)

    def __str__(self) -> str:  # rendered when shown (the sentences must be registered by then), not when raised
        return "; ".join(f"{p.line}:{p.column}: {p.render()}" for p in self.problems)


@dataclass(frozen=True)
class Reading:
    """A text read: the JSON log it stands for, and where each part of it was written (its path in the
    log -> (line, column)), so that a problem the log schema finds can be shown in the text."""

    log: dict[str, Any]
    spots: dict[tuple[PathPart, ...], tuple[int, int]] = field(default_factory=dict)

    def locate(self, at: str) -> tuple[int, int]:
        """The line and column of a JSON pointer: of its own part, else of the nearest part that holds it."""
        parts = [p.replace("~1", "/").replace("~0", "~") for p in at.split("/")[1:]]
        while True:
            # a part in digits is a list's index, or a key written in digits (a player named "12")
            spot = self.spots.get(tuple(int(p) if p.isdigit() and p.isascii() else p for p in parts)) or self.spots.get(
                tuple(parts)
            )
            if spot is not None:
                return spot
            if not parts:
                return (1, 1)
            parts.pop()


@dataclass(frozen=True)
class Token:
    """A run of text without white space outside quotes and brackets, where it starts."""

    text: str
    line: int
    column: int
    broken: bool = False  # an unclosed quote or bracket (a problem already): its move is not read further

    def at(self, offset: int) -> tuple[int, int]:
        """The line and column of the character `offset` characters into the token."""
        return (self.line, self.column + offset)


class Reader:
    """What a reading collects: the places of the log's parts and the problems (until MAX_PROBLEMS)."""

    def __init__(self) -> None:
        self.problems: list[NotationProblem] = []
        self.spots: dict[tuple[PathPart, ...], tuple[int, int]] = {}
        self.stopped = False

    def mark(self, path: tuple[PathPart, ...], spot: tuple[int, int]) -> None:
        """Where the part of the log at `path` is written."""
        self.spots[path] = spot

    def mark_once(self, path: tuple[PathPart, ...], spot: tuple[int, int]) -> None:
        self.spots.setdefault(path, spot)

    def problem(self, spot: tuple[int, int], message: Text, path: Sequence[PathPart] = ()) -> None:
        """A problem at a line and column; after MAX_PROBLEMS of them, reading stops (`stopped`)."""
        if self.stopped:
            return
        if len(self.problems) >= MAX_PROBLEMS:
            self.problems.append(
                NotationProblem(*spot, Text("notation.not_read", {"count": len(self.problems)}), tuple(path))
            )
            self.stopped = True
            return
        self.problems.append(NotationProblem(*spot, message, tuple(path)))

    def word(
        self, scan: Scan, stops: str, path: tuple[PathPart, ...], missing: Text, missing_path: Sequence[PathPart]
    ) -> str | None:
        """The name `scan` reads next (`Scan.word`), marked where it is written as the part at `path`;
        None when there is none, with the problem `missing` at the move (`missing_path`)."""
        spot = scan.spot
        found = scan.word(stops)
        if found is None:
            self.problem(spot, missing, missing_path)
            return None
        self.mark(path, spot)
        return found[0]

    def reading(self, log: dict[str, Any]) -> Reading:
        """The log read, or InvalidNotation with every problem found."""
        if self.problems:
            raise InvalidNotation(self.problems)
        return Reading(log, self.spots)


# --- lines and tokens -------------------------------------------------------------------------------

# A line worth reading: not blank, its first character not `#`. Found by the regex engine, so that a
# megabyte of blank lines costs what reading it does.
_CONTENT = re.compile(r"^[^\S\n]*[^\s#][^\n]*", re.MULTILINE)
# A name in double quotes, `""` inside it a quotation mark: the longest such run (taken whole by the
# lookahead, so an odd run of quotation marks is never read two ways), then the closing mark.
_QUOTED = r'"(?=([^"]*(?:""[^"]*)*))\1"'
_QUOTED_RE = re.compile(_QUOTED)
_WORD = re.compile(r"\s*(\S+)")
_SPACE = re.compile(r"\s*")


def lines(text: str, reader: Reader) -> Iterator[tuple[int, str]]:
    """The lines worth reading, with their numbers: not blank, not a comment (`#` first); after MAX_LINES
    of them a problem, and reading stops."""
    text = text.removeprefix("\ufeff")
    number, last = 1, 0
    for count, found in enumerate(_CONTENT.finditer(text)):
        number += text.count("\n", last, found.start())
        last = found.start()
        if count >= MAX_LINES:
            reader.problem((number, 1), Text("notation.too_many_lines", {"max": MAX_LINES}))
            reader.stopped = True
            return
        yield number, found.group().removesuffix("\r")


def lines_after_title(text: str, reader: Reader, *titles: str) -> Iterator[tuple[int, str]]:
    """The lines to read (`lines`) until reading stops, without a first line that names the game."""
    first = True
    for row, line in lines(text, reader):
        if reader.stopped:
            return
        if first:
            first = False
            if is_title(line, *titles):
                continue
        yield row, line


def is_title(line: str, *titles: str) -> bool:
    """The line names the game (`Ra`, `Priests of Ra`): a title, which the reader skips."""
    if len(line) > 40:
        return False
    said = " ".join(line.split()).casefold()
    return any(said == title.casefold() for title in titles)


def header_parts(line: str, parts: int) -> tuple[list[tuple[str, int]], tuple[str, int] | None]:
    """The first `parts` words of a header line (each with its 0-based index) and the rest of the line
    stripped (with its index), None when nothing is left: a player's name is the rest of a line."""
    words: list[tuple[str, int]] = []
    i = 0
    for _ in range(parts):
        found = _WORD.match(line, i)
        if found is None:
            return words, None
        words.append((found.group(1), found.start(1)))
        i = found.end()
    i = _SPACE.match(line, i).end()  # type: ignore[union-attr]  # \s* always matches
    rest = line[i:].rstrip()
    return words, ((rest, i) if rest else None)


@lru_cache(maxsize=None)
def _token_pattern(brackets: str, quotes: bool) -> re.Pattern[str]:
    groups = "".join(f"|{re.escape(o)}[^{re.escape(BRACKETS[o])}]*{re.escape(BRACKETS[o])}" for o in brackets)
    openers = (QUOTE if quotes else "") + brackets
    return re.compile(f"(?:{_QUOTED if quotes else '(?!)'}{groups}|[^\\s{re.escape(openers)}])+")


def tokens(
    line: str,
    number: int,
    reader: Reader,
    start: int = 0,
    brackets: str = "",
    quotes: bool = False,
    limit: int | None = None,
) -> Iterator[Token]:
    """The tokens of a line from index `start`, one at a time (a reader that has read enough stops): split
    at white space, except inside the brackets named (`[` and `(`: a god's take, a discard) and, with
    `quotes`, inside double quotes; a token starting with `#` is a comment to the end of the line. An
    unclosed quote or bracket is a problem; its token runs to the end of the line (`broken`). At most
    `limit` tokens; a run longer than MAX_TOKEN is a problem that stops the reading."""
    pattern = _token_pattern(brackets, quotes)
    i, n, count = start, len(line), 0
    while limit is None or count < limit:
        i = _SPACE.match(line, i).end()  # type: ignore[union-attr]  # \s* always matches
        if i >= n or line[i] == "#":
            return
        found = pattern.match(line, i, i + MAX_TOKEN + 1)
        end = found.end() if found else i
        broken = end < n and not line[end].isspace()  # stopped at a quote or a bracket it cannot close
        if end - i > MAX_TOKEN or (broken and n - i > MAX_TOKEN):
            reader.problem((number, i + 1), Text("notation.too_long", {"max": MAX_TOKEN}))
            reader.stopped = True
            return
        if broken:
            c = line[end]
            message = (
                Text("notation.quote") if c == QUOTE else Text("notation.bracket", {"open": c, "close": BRACKETS[c]})
            )
            reader.problem((number, end + 1), message)
            end = n
        yield Token(line[i:end], number, i + 1, broken)
        i, count = end, count + 1


def closing_quote(text: str, start: int) -> int:
    """The index of the quotation mark that closes the one at `start` (`""` inside is a quotation
    mark of the name), or -1."""
    found = _QUOTED_RE.match(text, start)
    return found.end() - 1 if found else -1


@lru_cache(maxsize=None)
def _run(stops: str) -> re.Pattern[str]:
    return re.compile(f"[^{re.escape(stops)}]*" if stops else ".*", re.DOTALL)


class Scan:
    """Reading one token character by character: a notation's small grammar (`y:Thoth>Sobek`)."""

    def __init__(self, token: Token, offset: int = 0, quotes: bool = False):
        self.token = token
        self.text = token.text
        self.i = offset
        self.quotes = quotes

    @property
    def spot(self) -> tuple[int, int]:
        return self.token.at(self.i)

    def done(self) -> bool:
        return self.i >= len(self.text)

    def peek(self) -> str:
        return self.text[self.i] if self.i < len(self.text) else ""

    def take(self, chars: str) -> str:
        """The next character if it is one of `chars` (consumed), else ""."""
        if self.i < len(self.text) and self.text[self.i] in chars:
            self.i += 1
            return self.text[self.i - 1]
        return ""

    def word(self, stops: str) -> tuple[str, bool] | None:
        """A name: in double quotes (then `(name, True)`; only where the notation quotes names), or a run of characters up to one of `stops`
        or the end (`(name, False)`); None when there is none."""
        text, i = self.text, self.i
        if self.quotes and i < len(text) and text[i] == QUOTE:
            end = closing_quote(text, i)
            if end < 0:  # the tokenizer said so already
                end = len(text)
            self.i = end + 1
            return text[i + 1 : end].replace(QUOTE * 2, QUOTE), True
        i = _run(stops).match(text, i).end()  # type: ignore[union-attr]  # [^...]* always matches
        if i == self.i:
            return None
        found, self.i = text[self.i : i], i
        return found, False

    def rest(self) -> str:
        found, self.i = self.text[self.i :], len(self.text)
        return found


def number(digits: str, limit: int = 9) -> int | None:
    """A whole number written in digits (at most `limit` of them; no game counts higher), else None."""
    return int(digits) if digits.isdigit() and digits.isascii() and len(digits) <= limit else None


def json_value(text: str) -> Any:
    """A JSON value written on one line (a board, a catalogue), read as the API reads a body: no NaN or
    Infinity, no key twice. Raises ValueError when it is not JSON."""

    def no_repeats(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        obj = dict(pairs)
        if len(obj) != len(pairs):
            raise ValueError("a key appears twice")
        return obj

    def no_constant(name: str) -> Any:
        raise ValueError(f"{name} is not JSON")

    try:
        return json.loads(text, object_pairs_hook=no_repeats, parse_constant=no_constant)
    except RecursionError:
        raise ValueError("nested too deeply") from None


def seat_letters(count: int) -> str:
    """The letters `write` gives the players, in seating order."""
    return LETTERS[:count]


def is_letter(word: str) -> bool:
    """A seat letter: one letter A-Z (either case)."""
    return len(word) == 1 and word.isascii() and word.isalpha()


class Seating:
    """The players a text's header lists, by letter, in the order of their lines (the seating order)."""

    def __init__(self) -> None:
        self.names: list[str] = []
        self.letters: list[str] = []
        self._seat: dict[str, int] = {}

    def add(self, reader: Reader, letter: str, spot: tuple[int, int], name: str) -> int | None:
        """The seat of a new player line, or None (a problem) when its letter is taken."""
        key = letter.upper()
        if len(name) > MAX_NAME:
            reader.problem(spot, Text("notation.long_name", {"max": MAX_NAME}), ("players", len(self.names)))
            return None
        taken = self._seat.get(key)
        if taken is not None:
            reader.problem(
                spot,
                Text("notation.letter_twice", {"letter": key, "name": self.names[taken]}),
                ("players", len(self.names)),
            )
            return None
        self._seat[key] = len(self.names)
        self.letters.append(key)
        self.names.append(name)
        return len(self.names) - 1

    def player_line(
        self,
        reader: Reader,
        row: int,
        words: list[tuple[str, int]],
        rest: tuple[str, int] | None,
        late: bool,
        shape: Text,
        shaped: bool = True,
    ) -> tuple[int, str, tuple[str, int]] | None:
        """A player's line of the header (`A <setup> <name>`): its seat, the name and the setup written
        after the letter (with its offset), the line and name marked; None when the line has a problem,
        noted at its place: it comes after the moves (`late`), has no setup or not the game's (`shape`,
        when not `shaped`), has no name, a name too long or a letter taken."""
        letter, at = words[0]
        index = len(self.names)
        if late:
            reader.problem((row, at + 1), Text("notation.player_late"), ("players", index))
            return None
        if len(words) < 2 or not shaped:
            reader.problem((row, at + 1), shape, ("players", index))
            return None
        setup, setup_at = words[1]
        if rest is None:
            reader.problem((row, setup_at + len(setup) + 1), Text("notation.no_name"), ("players", index))
            return None
        name, name_at = rest
        seat = self.add(reader, letter, (row, at + 1), name)
        if seat is None:
            return None
        reader.mark_once(("players",), (row, at + 1))
        reader.mark(("players", seat), (row, name_at + 1))
        return seat, name, words[1]

    def seat(self, letter: str) -> int | None:
        return self._seat.get(letter.upper())

    def unknown(self, reader: Reader, letter: str, spot: tuple[int, int], path: Sequence[PathPart]) -> None:
        """A move by a letter no player has."""
        if not self.letters:
            reader.problem(spot, Text("notation.no_players"), path)
        else:
            reader.problem(
                spot, Text("notation.letter", {"letter": shown(letter, 3), "letters": ", ".join(self.letters)}), path
            )


MESSAGES = {
    "en": {
        "notation.not_read": "Not read: {count:# problem was|# problems were} found before this point; fix "
        "{count:it|them} first.",
        "notation.quote": 'This quotation mark is not closed on the same line: end the name with a second " '
        '(write "" for a quotation mark inside a name).',
        "notation.bracket": "This {open} is not closed on the same line: close it with {close}.",
        "notation.letter": "No player has the letter {letter}; the players' letters are {letters}.",
        "notation.letter_twice": "{letter} is already the letter of {name}: give each player a letter of their own.",
        "notation.no_name": "Write the player's name at the end of the line.",
        "notation.player_late": "The players are listed before the moves: move this line up.",
        "notation.twice": "This line is given twice; keep one.",
        "notation.repeated": "{name} is written twice; write it once.",
        "notation.long_name": "A player's name has at most {max:# character|# characters}.",
        "notation.too_many_lines": "More than {max:# line|# lines}, but no game takes that many. Reading stops here.",
        "notation.too_long": "This runs on for more than {max:# character|# characters} without a space, but no "
        "move or name is that long: put a space between moves. Reading stops here.",
        "notation.no_players": "No player is listed before this move: start with one line per player, in "
        "seating order.",
    },
    "nl": {
        "notation.not_read": "Niet gelezen: hiervoor {count:is al # probleem|zijn al # problemen} gevonden; "
        "verbeter {count:dat|die} eerst.",
        "notation.quote": "Dit aanhalingsteken wordt op dezelfde regel niet gesloten: sluit de naam af met een "
        'tweede " (schrijf "" voor een aanhalingsteken in een naam).',
        "notation.bracket": "Deze {open} wordt op dezelfde regel niet gesloten: sluit af met {close}.",
        "notation.letter": "Geen speler heeft de letter {letter}; de letters van de spelers zijn {letters}.",
        "notation.letter_twice": "{letter} is al de letter van {name}: geef elke speler een eigen letter.",
        "notation.no_name": "Schrijf de naam van de speler aan het einde van de regel.",
        "notation.player_late": "De spelers staan vóór de zetten: zet deze regel hoger.",
        "notation.twice": "Deze regel staat er twee keer; houd er één.",
        "notation.repeated": "{name} staat er twee keer; schrijf het één keer.",
        "notation.long_name": "De naam van een speler heeft hoogstens {max:# teken|# tekens}.",
        "notation.too_many_lines": "Meer dan {max:# regel|# regels}, maar geen spel heeft er zoveel nodig. Het "
        "lezen stopt hier.",
        "notation.too_long": "Dit loopt meer dan {max:# teken|# tekens} door zonder spatie, maar geen zet of naam "
        "is zo lang: zet een spatie tussen zetten. Het lezen stopt hier.",
        "notation.no_players": "Voor deze zet staat nog geen speler: begin met één regel per speler, in de "
        "volgorde waarin ze zitten.",
    },
}
