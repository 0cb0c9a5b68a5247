"""The files the commands read and write: an error as one line, an output file written whole or not at all and
never over the archive it checks."""

from __future__ import annotations

import errno
import os
import stat
import sys
import tempfile
from contextlib import contextmanager, suppress
from typing import IO, Iterator, NoReturn

import click

from ..core.text import Text
from .archive import SKIP_BYTES


class InputError(Exception):
    """A file the command cannot read or write: one line on standard error, exit status 2."""

    def __init__(self, text: Text):
        super().__init__(text)
        self.text = text


def refuse(text: Text, lang: str) -> NoReturn:
    """A file the command cannot read or write, or may not: its one line on standard error, exit status 2."""
    click.echo(f"referee: {text.render(lang)}", err=True)
    sys.exit(2)


REASONS = {
    errno.ENOENT: "missing",
    errno.EISDIR: "directory",
    errno.ELOOP: "loop",
    errno.EACCES: "denied",
    errno.EPERM: "denied",
    errno.ENOTDIR: "not_directory",
    errno.ENOSPC: "full",
    errno.EROFS: "read_only",
}


def file_error(action: str, path: str, exc: OSError) -> InputError:
    """`action` ("read", "write") of `path` failed: the sentence for it, its reason in words."""
    reason = REASONS.get(exc.errno or 0)
    if reason == "missing" and action == "write":
        reason = "no_folder"
    words = (
        Text(f"cli.reason.{reason}") if reason else exc.strerror.lower() if exc.strerror else Text("cli.reason.other")
    )
    name = Text(f"cli.std.{action}") if path == "-" else click.format_filename(path)
    return InputError(Text(f"cli.error.{action}", {"path": name, "reason": words}))


def open_archive(path: str) -> IO[bytes]:
    """The archive to read (- is standard input), or InputError."""
    if path == "-":
        return sys.stdin.buffer
    try:
        return open(path, "rb", buffering=SKIP_BYTES)
    except OSError as exc:
        raise file_error("read", path, exc) from None


def _identity(stats: os.stat_result) -> tuple[int, int]:
    return stats.st_dev, stats.st_ino


@contextmanager
def output(path: str, source: IO[bytes]) -> Iterator[IO[bytes]]:
    """Where the verdicts go (- is standard output). A regular file is written as a temporary file next to
    it, renamed over it at the end: an interrupted run leaves it as it was. The archive itself (by any name,
    a link included) is refused, so the verdicts never overwrite it as it is read. A failure to write is an
    InputError (a broken pipe stays one: the reader has gone)."""
    archive = regular_identity(source)
    if path == "-":
        sink = sys.stdout.buffer
        if archive is not None and archive == regular_identity(sink):  # `referee check a.jsonl >> a.jsonl`
            raise InputError(Text("cli.error.same_stdout"))
        with _writing(sink, path, close=False):
            yield sink
        return
    try:
        existing: os.stat_result | None = os.stat(path)
    except FileNotFoundError:
        existing = None
    except OSError as exc:
        raise file_error("write", path, exc) from None
    if existing is not None and archive == _identity(existing):
        raise InputError(Text("cli.error.same", {"path": click.format_filename(path)}))
    if existing is not None and stat.S_ISDIR(existing.st_mode):
        raise file_error("write", path, IsADirectoryError(errno.EISDIR, "a directory"))
    if existing is not None and not stat.S_ISREG(existing.st_mode):  # /dev/null, a terminal, a pipe
        try:
            sink = open(path, "wb")
        except OSError as exc:
            raise file_error("write", path, exc) from None
        with _writing(sink, path):
            yield sink
        return
    target = os.path.realpath(path)  # through a symbolic link: the file it names is replaced, the link kept
    folder, name = os.path.split(target)
    try:
        fd, temporary = tempfile.mkstemp(prefix=f".{name}.", suffix=".part", dir=folder)
    except OSError as exc:
        raise file_error("write", path, exc) from None
    try:
        os.fchmod(fd, stat.S_IMODE(existing.st_mode) if existing is not None else 0o666 & ~_umask())
        with _writing(open(fd, "wb"), path, sync=True) as sink:
            yield sink
        try:
            os.replace(temporary, target)
        except OSError as exc:
            raise file_error("write", path, exc) from None
    except BaseException:
        with suppress(OSError):
            os.unlink(temporary)
        raise


@contextmanager
def _writing(sink: IO[bytes], path: str, close: bool = True, sync: bool = False) -> Iterator[IO[bytes]]:
    """The sink, flushed (and synced to the disk) once the work is done, a failure to as InputError; closed
    however the work ends."""
    try:
        yield sink
        try:
            sink.flush()
            if sync:
                os.fsync(sink.fileno())
        except BrokenPipeError:
            raise
        except OSError as exc:
            raise file_error("write", path, exc) from None
    finally:
        if close:
            with suppress(OSError):
                sink.close()


def regular_identity(stream: IO[bytes]) -> tuple[int, int] | None:
    """(device, inode) of the regular file behind a stream; None for a pipe, a terminal, a device."""
    try:
        stats = os.fstat(stream.fileno())
    except (OSError, ValueError, AttributeError):  # a test's in-memory stream
        return None
    return _identity(stats) if stat.S_ISREG(stats.st_mode) else None


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask
