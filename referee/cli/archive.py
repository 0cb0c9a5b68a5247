"""An archive read in chunks of whole lines, a line over the body limit skipped past without keeping it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import IO, Iterator, Sequence

from ..service import MAX_BODY


@dataclass(frozen=True)
class Chunk:
    """Consecutive whole lines of an archive. A worker reads them from the file itself (`path`, `offset`,
    `size`): only these few numbers cross to it, not the lines. From a pipe they come along (`data`).
    A line over the body limit is a chunk of its own (`too_long`), its bytes not kept."""

    first: int  # the number of its first line
    size: int  # in bytes
    count: int = 0  # lines
    data: bytes = b""
    path: str | None = None
    offset: int = 0
    too_long: bool = False

    def lines(self) -> Sequence[bytes | None]:
        if self.too_long:
            return [None]
        data = self.data
        if self.path is not None:
            with open(self.path, "rb") as archive:
                archive.seek(self.offset)
                data = archive.read(self.size)
        lines = data.split(b"\n")
        return lines[:-1] if not lines[-1] else lines  # nothing after the last line's newline


CHUNK_BYTES = 256 * 1024  # lines a worker takes at once: few round trips, and a steady progress bar
SKIP_BYTES = 1024 * 1024  # the rest of a line over the body limit is read past this much at a time


def chunks(stream: IO[bytes], path: str | None = None, size: int | None = None) -> Iterator[Chunk]:
    """The archive in chunks of whole lines, about `size` bytes each; `path` when the workers can read
    the file themselves. No line is read past the body limit and its line end: the rest of a longer line
    is read past, never kept (a file with no newline, /dev/zero, is read in constant memory)."""
    size = size or CHUNK_BYTES
    first = 1  # the number of the pending chunk's first line
    offset = 0  # where the pending chunk starts in the archive
    count = taken = 0
    pending: list[bytes] = []
    while line := stream.readline(MAX_BODY + 1):
        whole, end = line.endswith(b"\n") or len(line) <= MAX_BODY, b""
        if not whole and line.endswith(b"\r"):  # a line of just the limit, then CR LF (or CR at the end)?
            end = stream.read(1)
            if end in (b"\n", b""):
                whole, line, end = True, line + end, b""
        if whole:
            count, taken = count + 1, taken + len(line)
            if path is None:
                pending.append(line)
            if taken >= size:
                yield Chunk(first, taken, count, b"".join(pending), path, offset)
                first, offset, count, taken, pending = first + count, offset + taken, 0, 0, []
            continue
        if count:  # the lines before it
            yield Chunk(first, taken, count, b"".join(pending), path, offset)
            first, offset, count, taken, pending = first + count, offset + taken, 0, 0, []
        blank, skipped = True, 0
        for piece in _rest_of_line(stream, line + end):
            blank = blank and not piece.strip()  # all blank: no request, as a short blank line
            skipped += len(piece)
        yield Chunk(first, skipped, 1, too_long=not blank)
        first, offset = first + 1, offset + skipped
    if count:
        yield Chunk(first, taken, count, b"".join(pending), path, offset)


def _rest_of_line(stream: IO[bytes], start: bytes) -> Iterator[bytes]:
    """A line from `start` on, a piece of at most SKIP_BYTES at a time, to its newline or the end of the file."""
    piece = start
    peek = getattr(stream, "peek", None)
    while piece:
        yield piece
        if piece.endswith(b"\n"):
            return
        if peek is None:
            piece = stream.readline(SKIP_BYTES)
        else:  # what is buffered, up to its newline: no copying in pieces of a few KiB as readline does
            ahead = peek(SKIP_BYTES)[:SKIP_BYTES]
            newline = ahead.find(b"\n")
            piece = stream.read(len(ahead) if newline < 0 else newline + 1)
