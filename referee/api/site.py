"""The static site of `referee site DIR`: the phone form with its engine as files for any static host, the headers
such a host must send with them, and a folder written without destroying anything.

The folder must be empty, or hold a site this command wrote before: it keeps the list of the files it wrote
(LIST), replaces only those and removes those the new release no longer has. `force` writes into any other
folder too, replacing the files of the same names; nothing is ever written at the top of the disk or in the home
folder, nor through a symbolic link: the folder is opened without following one, and every folder and file below
it is reached from it name by name, a link anywhere refused (where the system has no `*at` calls, as on
Windows, each name is checked just before it is used instead).
"""

from __future__ import annotations

import errno
import json
import os
import secrets
import stat
from collections.abc import Iterable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any

from werkzeug.utils import get_content_type

from ..core.text import LANGUAGES, Text
from ..service import ENDPOINTS, answer_parts
from .web import (
    CSP,
    ENGINE_FILES,
    FORM_FILES,
    NOTICES,
    ON_DEMAND_FILES,
    REBUILD,
    TYPES,
    VENDOR_NOTICES,
    WEB,
    service_worker_script,
    site_encodings,
    stale_sources,
)

# What the site wrote (its files, relative to the folder): the next write replaces and removes only these.
LIST = "referee-site.json"
# The headers a static host must send (the server's own: its policy, nosniff, each file's type), ready for the
# hosts that read a `_headers` file (Netlify, Cloudflare Pages) and for nginx.
HEADERS_FILE = "_headers"
NGINX_FILE = "nginx-include.conf"
# A folder holding one of these is a project's (its sources, its build): never filled with a site unasked.
PROJECT_MARKERS = (
    ".git",
    ".hg",
    ".svn",
    "pyproject.toml",
    "setup.py",
    "setup.cfg",
    "package.json",
    "Cargo.toml",
    "go.mod",
    "pom.xml",
    "build.gradle",
    "Gemfile",
    "composer.json",
    "Makefile",
)
LIST_LIMIT = 1 << 20  # a list of a few dozen names; anything bigger was not written by this command

# The answers that are pure data, the same for every request of a release: the games and each game's rules
# (every GET but /health, whose answer is the server's own). `referee site` writes them as files, in each
# language, so the form sets a game up on a first visit without waiting for the engine to download.
ANSWERED = tuple(path for path, endpoint in ENDPOINTS.items() if endpoint.method == "GET" and path != "/health")
ANSWERS = "web/answers"

# What `referee site` says: the files written, or why it wrote nothing.
SITE_MESSAGES = {
    "en": {
        "site.written": "{files:# file|# files} ({megabytes} MB) written to {folder}. Serve that folder with any "
        "static web server (python3 -m http.server, for one) over HTTPS or on this computer, and "
        "open the form once online: it then referees every game on the phone, offline too. For a "
        "public host, the folder's _headers (Netlify, Cloudflare Pages) and nginx-include.conf "
        "(nginx) hold the headers it should send.",
        "site.removed": "{files:# file|# files} of the earlier site removed: this one no longer has them.",
        "site.refused.root": "The folder {folder} is the top of the disk: a site is never written there, not even with "
        "--force. Name a folder of its own, a new one for instance.",
        "site.refused.home": "The folder {folder} is your home folder or holds it: a site is never written there, not even "
        "with --force. Name a folder of its own inside it, a new one for instance.",
        "site.refused.link": "A symbolic link stands at {path}: a site is written only into its folder itself, never "
        "through a link, not even with --force. Remove the link or name another folder.",
        "site.refused.not_folder": "Something is in the way at {path}: the site needs a folder there. Move it away or name "
        "another folder.",
        "site.refused.not_file": "Something is in the way at {path}: the site needs a file of that name there. Move it away "
        "or name another folder.",
        "site.refused.project": "The folder {folder} holds a project ({marker}): the site would overwrite its files. Name an "
        "empty folder or a new one, or add --force to write there anyway.",
        "site.refused.not_empty": "The folder {folder} holds {entries:# file or folder|# files or folders} that no earlier "
        "site wrote. Name an empty folder or a new one, or add --force to write there "
        "anyway (files of the same names are replaced).",
        "site.refused.foreign": "The file {path} was not written by the site already in {folder} and would be replaced. Move "
        "it away, or add --force to replace it.",
        "site.refused.list": "The file {path} is not a list of the files an earlier site wrote. Remove it or name another "
        "folder, or add --force to write there anyway.",
        "site.refused.stale": "The referee for phones (web/engine.zip) was not built from this package's Python: "
        "{count:# source differs|# sources differ} ({first}). Nothing was written: its answers "
        "would not be this package's. Rebuild it with {command}, then write the site again.",
    },
    "nl": {
        "site.written": "{files:# bestand|# bestanden} ({megabytes} MB) geschreven naar {folder}. Laat die map "
        "serveren door een willekeurige statische webserver (python3 -m http.server bijvoorbeeld), "
        "over HTTPS of op deze computer, en open het formulier één keer online: daarna is het de "
        "scheidsrechter van elk spel op de telefoon, ook offline. Voor een openbare host staan de "
        "headers die hij hoort te sturen in _headers (Netlify, Cloudflare Pages) en "
        "nginx-include.conf (nginx) in die map.",
        "site.removed": "{files:# bestand|# bestanden} van de eerdere site verwijderd: deze site heeft ze niet meer.",
        "site.refused.root": "De map {folder} is de hoogste map van de schijf: daar wordt nooit een site geschreven, ook "
        "niet met --force. Geef een eigen map op, bijvoorbeeld een nieuwe.",
        "site.refused.home": "De map {folder} is je thuismap of bevat die: daar wordt nooit een site geschreven, ook niet "
        "met --force. Geef er een eigen map in op, bijvoorbeeld een nieuwe.",
        "site.refused.link": "Op {path} staat een symbolische koppeling: een site wordt alleen in de eigen map "
        "geschreven, nooit via een koppeling, ook niet met --force. Verwijder de koppeling of "
        "geef een andere map op.",
        "site.refused.not_folder": "Op {path} staat iets in de weg: de site heeft daar een map nodig. Zet het ergens anders "
        "neer of geef een andere map op.",
        "site.refused.not_file": "Op {path} staat iets in de weg: de site heeft daar een bestand met die naam nodig. Zet "
        "het ergens anders neer of geef een andere map op.",
        "site.refused.project": "De map {folder} bevat een project ({marker}): de site zou er bestanden van overschrijven. "
        "Geef een lege of nieuwe map op, of voeg --force toe om er toch te schrijven.",
        "site.refused.not_empty": "In {folder} staat al iets wat geen eerdere site schreef ({entries:# bestand of "
        "map|# bestanden of mappen}). Geef een lege of nieuwe map op, of voeg --force toe "
        "om er toch te schrijven (bestanden met dezelfde naam worden vervangen).",
        "site.refused.foreign": "Het bestand {path} is niet geschreven door de site die al in {folder} staat en zou vervangen "
        "worden. Zet het ergens anders neer, of voeg --force toe om het te vervangen.",
        "site.refused.list": "Het bestand {path} is geen lijst van de bestanden die een eerdere site schreef. Verwijder het of "
        "geef een andere map op, of voeg --force toe om er toch te schrijven.",
        "site.refused.stale": "De scheidsrechter voor telefoons (web/engine.zip) is niet gebouwd uit de Python van "
        "dit pakket: {count:# bronbestand verschilt|# bronbestanden verschillen} ({first}). Er "
        "is niets geschreven: zijn antwoorden zouden niet die van dit pakket zijn. Bouw hem "
        "opnieuw met {command} en schrijf de site daarna opnieuw.",
    },
}


class SiteRefused(Exception):
    """The folder may not be written (nothing was): the sentence says why."""

    def __init__(self, text: Text):
        super().__init__(text.id)
        self.text = text


@dataclass(frozen=True)
class SiteWritten:
    """What a write did: the files written (relative to the folder), their bytes, the earlier site's files removed."""

    files: tuple[str, ...]
    size: int
    removed: tuple[str, ...]


# --- what the site is ------------------------------------------------------------------------------------------


def site_module() -> bytes:
    """What `write_site` puts in site.js: no server answers beside a static copy of the form, and the answers
    written as files (`static_answers`)."""
    answers = json.dumps({"folder": ANSWERS, "languages": list(LANGUAGES), "paths": list(ANSWERED)})
    return f"""// Written by `referee site`: static files, with no referee server beside them. The form reads the answers
// that are pure data from the files beside it (ANSWERS: their folder, languages and paths; each one is
// <folder>/<language><path>.json), and asks the referee on this phone (the engine) everything else from the
// first request, never the network.
export const ENGINE_STALE = false;
export const ANSWERS = {answers};
export const HAS_SERVER = false;
""".encode("utf-8")


def static_answers() -> dict[str, bytes]:
    """The body of the server's answer to each GET of ANSWERED, in each language, by its path in the folder: made
    through the core that answers the server's requests, so byte for byte the server's."""
    answers = {}
    for language in LANGUAGES:
        for path in ANSWERED:
            status, _, body = answer_parts("GET", path, {"Accept": "application/json", "Accept-Language": language})
            assert status == 200, (path, status)
            answers[f"{ANSWERS}/{language}{path}.json"] = body
    return answers


def _site_read(name: str) -> bytes:
    return site_module() if name == "site.js" else (WEB / name).read_bytes()


def _site_path(url: str) -> str:
    return "index.html" if url == "./" else url


def headers_file() -> str:
    """`_headers` (Netlify, Cloudflare Pages): every file sent with the server's policy, nosniff and revalidated
    (no-cache: a new release is never hidden behind a stale file), and each of the form's and the engine's files
    with the type the server gives it."""
    lines = [
        "# Written by `referee site`: the headers a host that reads this file (Netlify, Cloudflare Pages) sends",
        f"# with the site, the referee server's own. {NGINX_FILE} holds the same for nginx.",
        "/*",
        f"  Content-Security-Policy: {CSP}",
        "  X-Content-Type-Options: nosniff",
        "  Cache-Control: no-cache",
    ]
    for url, ctype in sorted(TYPES.items()):
        if url != "./":  # the page itself: text/html on every host, and "/" would be a second rule for it
            lines += [f"/{url}", f"  Content-Type: {get_content_type(ctype, 'utf-8')}"]
    return "\n".join(lines) + "\n"


def extension_types() -> dict[str, str]:
    """Each file name extension of the site and the type it is served with (the server's, by URL)."""
    types: dict[str, str] = {}
    for url, ctype in TYPES.items():
        types.setdefault(PurePosixPath(_site_path(url)).suffix.lstrip("."), ctype)
    return types


def nginx_file() -> str:
    """An nginx snippet for the server block that serves the site: the types of its files, with UTF-8 where the
    server says it, the server's policy, nosniff and no-cache."""
    by_type: dict[str, list[str]] = {}
    for extension, ctype in sorted(extension_types().items()):
        by_type.setdefault(ctype, []).append(extension)
    # UTF-8 named where the server names it (text/html always is, in nginx too)
    text_types = [t for t in sorted(by_type) if t != "text/html" and "charset=" in get_content_type(t, "utf-8")]
    return (
        "\n".join(
            [
                "# Written by `referee site`: the types and headers nginx sends with this site, the referee server's own.",
                "# Include it in the server block that serves this folder, for instance:",
                "#     server { listen 443 ssl; root /srv/table-site; include /srv/table-site/nginx-include.conf; }",
                "# A location with add_header lines of its own drops these (nginx's rule): include it there again.",
                "types {",
                *(f"    {ctype} {' '.join(extensions)};" for ctype, extensions in sorted(by_type.items())),
                "}",
                "default_type text/plain;  # the runtime's notices (README.md, LICENSES.md), this file",
                "gzip_static on;  # web/app.js.gz for web/app.js, to a client that accepts gzip",
                "gzip_vary on;    # Vary: Accept-Encoding, so a cache keeps each encoding apart",
                "# brotli_static on;  # web/pyodide/*.br (a fifth smaller than gzip): where nginx has the ngx_brotli module",
                "charset utf-8;",
                f"charset_types {' '.join([*text_types, 'text/plain'])};",
                f'add_header Content-Security-Policy "{CSP}" always;',
                'add_header X-Content-Type-Options "nosniff" always;',
                'add_header Cache-Control "no-cache" always;',
            ]
        )
        + "\n"
    )


def site_files() -> dict[str, bytes]:
    """Every file of the site by its path in the folder: index.html, the manifest, sw.js (its FORM filled in as the
    server serves it), web/*, web/vendor/* and web/pyodide/* (with the libraries' and the runtime's licence
    notices), the answers that are pure data (`static_answers`), and the hosts' header files. Its site.js says no server answers there, so the form
    reads those answers and asks the engine everything else from the first request."""
    served = {**FORM_FILES, **ON_DEMAND_FILES, **ENGINE_FILES}
    files = {_site_path(url): _site_read(name) for url, name in served.items()}
    answers = static_answers()
    files["sw.js"] = service_worker_script(_site_read, answers).encode("utf-8")  # kept offline with the form
    for notice in NOTICES:
        files[f"web/pyodide/{notice}"] = (WEB / "pyodide" / notice).read_bytes()
    for notice in VENDOR_NOTICES:
        files[f"web/{notice}"] = (WEB / notice).read_bytes()
    files.update(answers)
    files.update(site_encodings(files))
    files[HEADERS_FILE] = headers_file().encode("utf-8")
    files[NGINX_FILE] = nginx_file().encode("utf-8")
    return files


# --- a folder written without following a link -----------------------------------------------------------------

# os.replace takes the same dir_fd arguments as os.rename
_AT = {os.open, os.stat, os.mkdir, os.unlink, os.rmdir, os.rename} <= os.supports_dir_fd and hasattr(os, "O_NOFOLLOW")
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_DIRECTORY = getattr(os, "O_DIRECTORY", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
_BINARY = getattr(os, "O_BINARY", 0)


def _is_link(info: os.stat_result) -> bool:
    # a Windows junction is a reparse point that lstat does not follow either
    return stat.S_ISLNK(info.st_mode) or bool(getattr(info, "st_file_attributes", 0) & 0x400)


class _Folder:
    """One folder of the site, held open (an fd) where the system has `*at` calls: each name is looked up in it, so
    a link put in place of a folder on the way is never followed. `path` is what the user is shown."""

    def __init__(self, path: str, fd: int | None):
        self.path = path
        self.fd = fd

    def _name(self, name: str) -> str:
        return name if self.fd is not None else os.path.join(self.path, name)

    def _at(self) -> dict[str, Any]:
        return {"dir_fd": self.fd} if self.fd is not None else {}

    def shown(self, name: str) -> str:
        return os.path.join(self.path, name)

    def entry(self, name: str) -> os.stat_result | None:
        """The entry itself (a link is not followed), or None."""
        try:
            return os.stat(self._name(name), follow_symlinks=False, **self._at())
        except FileNotFoundError:
            return None

    def names(self) -> list[str]:
        return os.listdir(self.fd if self.fd is not None else self.path)

    def folder(self, name: str, create: bool) -> _Folder | None:
        """The folder `name` in this one (made if `create`), or None; a link or a file there is refused."""
        if create:
            with suppress(FileExistsError):
                os.mkdir(self._name(name), **self._at())
        info = self.entry(name)
        if info is None:
            return None
        if _is_link(info):
            raise SiteRefused(Text("site.refused.link", {"path": self.shown(name)}))
        if not stat.S_ISDIR(info.st_mode):
            raise SiteRefused(Text("site.refused.not_folder", {"path": self.shown(name)}))
        if self.fd is None:
            return _Folder(self.shown(name), None)
        return _Folder(self.shown(name), _open_folder(name, self.shown(name), dir_fd=self.fd))

    def read(self, name: str, limit: int) -> bytes:
        """At most `limit` bytes of the file `name` (a link there is refused: it is never opened)."""
        try:
            fd = os.open(self._name(name), os.O_RDONLY | _NOFOLLOW | _CLOEXEC | _BINARY, **self._at())
        except OSError as exc:
            if exc.errno == errno.ELOOP:
                raise SiteRefused(Text("site.refused.link", {"path": self.shown(name)})) from None
            raise
        with os.fdopen(fd, "rb") as file:
            return file.read(limit + 1)

    def write(self, name: str, data: bytes) -> None:
        """`data` as the file `name`: written to a new file beside it, then put in its place. Whatever was there (a
        link, a hard link to a file elsewhere) is replaced, never written through."""
        temporary = f".{name}.{secrets.token_hex(6)}.tmp"
        fd = os.open(
            self._name(temporary),
            os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW | _CLOEXEC | _BINARY,
            0o666,
            **self._at(),
        )
        try:
            with os.fdopen(fd, "wb") as file:
                file.write(data)
            if self.fd is None:
                os.replace(self._name(temporary), self._name(name))
            else:
                os.replace(temporary, name, src_dir_fd=self.fd, dst_dir_fd=self.fd)
        except BaseException:
            with suppress(OSError):
                os.unlink(self._name(temporary), **self._at())
            raise

    def remove(self, name: str) -> None:
        with suppress(FileNotFoundError):
            os.unlink(self._name(name), **self._at())

    def remove_folder(self, name: str) -> None:
        """The folder `name`, if it is empty."""
        with suppress(OSError):
            os.rmdir(self._name(name), **self._at())

    def close(self) -> None:
        if self.fd is not None:
            os.close(self.fd)
            self.fd = None


def _open_folder(name: str, shown: str, dir_fd: int | None = None) -> int:
    try:
        return os.open(name, os.O_RDONLY | _DIRECTORY | _NOFOLLOW | _CLOEXEC, dir_fd=dir_fd)
    except OSError as exc:
        if exc.errno not in (errno.ELOOP, errno.ENOTDIR):
            raise
        # a link or a file put there since it was looked at (Linux says ENOTDIR for a link too)
        with suppress(OSError):
            if stat.S_ISLNK(os.stat(name, dir_fd=dir_fd, follow_symlinks=False).st_mode):
                raise SiteRefused(Text("site.refused.link", {"path": shown})) from None
        raise SiteRefused(Text("site.refused.not_folder", {"path": shown})) from None


def _same(info: os.stat_result, path: Path) -> bool:
    try:
        other = os.stat(path)
    except OSError:
        return False
    return (info.st_dev, info.st_ino) == (other.st_dev, other.st_ino)


def _home() -> Path | None:
    try:
        return Path.home().resolve()
    except (RuntimeError, KeyError, OSError):  # no home folder known
        return None


def _open_root(folder: str | Path) -> _Folder:
    """The site's folder, made if need be (with its parents, as named), opened without following a link; never the
    top of the disk, the home folder or a folder holding it."""
    path = os.path.abspath(folder)
    info = _Folder(os.path.dirname(path), None).entry(os.path.basename(path)) if path != os.sep else None
    if info is not None and _is_link(info):
        raise SiteRefused(Text("site.refused.link", {"path": path}))
    if info is not None and not stat.S_ISDIR(info.st_mode):
        raise SiteRefused(Text("site.refused.not_folder", {"path": path}))
    if info is None:
        os.makedirs(path, exist_ok=True)
    root = _Folder(path, _open_folder(path, path) if _AT else None)
    info = os.fstat(root.fd) if root.fd is not None else os.stat(path)
    home = _home()
    refusal = (
        "site.refused.root"
        if _same(info, Path(Path(path).anchor))
        else "site.refused.home"
        if home is not None and any(_same(info, p) for p in (home, *home.parents))
        else None
    )
    if refusal:
        root.close()
        raise SiteRefused(Text(refusal, {"folder": path}))
    return root


class _Tree:
    """The site's folder and the folders below it, each opened once, name by name from the top."""

    def __init__(self, root: _Folder):
        self.root = root
        self.folders: dict[str, _Folder | None] = {"": root}

    def folder(self, parent: str, create: bool) -> _Folder | None:
        """The folder at the relative path `parent` ("" the site's own), or None if it is not there."""
        if parent not in self.folders or (self.folders[parent] is None and create):
            above, _, name = parent.rpartition("/")
            holder = self.folder(above, create)
            self.folders[parent] = holder.folder(name, create) if holder is not None else None
        return self.folders[parent]

    def split(self, relative: str, create: bool = False) -> tuple[_Folder | None, str]:
        parent, _, name = relative.rpartition("/")
        return self.folder(parent, create), name

    def entry(self, relative: str) -> os.stat_result | None:
        holder, name = self.split(relative)
        return holder.entry(name) if holder is not None else None

    def close(self) -> None:
        for folder in self.folders.values():
            if folder is not None:
                folder.close()


def _is_listable(relative: Any) -> bool:
    """A path a list may hold: below the folder, each part a plain name (no "..", no root, no drive)."""
    if not isinstance(relative, str) or not relative or "\\" in relative or "\0" in relative or relative == LIST:
        return False
    parts = relative.split("/")
    return all(part not in ("", ".", "..") and ":" not in part for part in parts)


def _previous_files(root: _Folder, force: bool) -> frozenset[str] | None:
    """The files the site already in the folder wrote (its list), or None when there is no list; a list that is not
    one is refused (ignored with `force`)."""
    if root.entry(LIST) is None:
        return None
    data = root.read(LIST, LIST_LIMIT)
    try:
        listed = json.loads(data) if len(data) <= LIST_LIMIT else None
    except ValueError:  # UnicodeDecodeError included
        listed = None
    files = listed.get("files") if isinstance(listed, dict) else None
    if not isinstance(files, list) or not all(_is_listable(f) for f in files):
        if force:
            return None
        raise SiteRefused(Text("site.refused.list", {"path": root.shown(LIST)}))
    return frozenset(files)


def _list(files: list[str]) -> bytes:
    return json.dumps({"written_by": "referee site", "files": sorted(set(files))}, indent=1).encode("utf-8") + b"\n"


def _check(tree: _Tree, release: dict[str, bytes], previous: frozenset[str] | None, force: bool) -> None:
    """Refuse, before anything is written, a folder the site may not be written into (see the module's docstring)."""
    root = tree.root
    if previous is None and not force:
        others = sorted(set(root.names()) - {LIST})
        marker = next((m for m in PROJECT_MARKERS if m in others), None)
        if marker:
            raise SiteRefused(Text("site.refused.project", {"folder": root.path, "marker": marker}))
        if others:
            raise SiteRefused(Text("site.refused.not_empty", {"folder": root.path, "entries": len(others)}))
    ours = previous or frozenset()
    for relative in sorted({*release, *ours}):
        info = tree.entry(relative)  # every folder on the way checked: a link or a file there is refused
        if info is None:
            continue
        shown = os.path.join(root.path, *relative.split("/"))
        if _is_link(info):
            raise SiteRefused(Text("site.refused.link", {"path": shown}))
        if not stat.S_ISREG(info.st_mode):
            raise SiteRefused(Text("site.refused.not_file", {"path": shown}))
        if relative not in ours and not force:
            raise SiteRefused(Text("site.refused.foreign", {"path": shown, "folder": root.path}))


@contextmanager
def _named(root: _Folder, relative: str) -> Iterator[None]:
    """An OSError names the file by its whole path, as the user knows it (an *at call knows only its name)."""
    try:
        yield
    except OSError as exc:
        raise OSError(exc.errno, exc.strerror, os.path.join(root.path, *relative.split("/"))) from exc


def _folders(files: Iterable[str]) -> set[str]:
    """Every folder below the site's own that holds one of `files`, by its relative path."""
    return {str(parent) for f in files for parent in PurePosixPath(f).parents if str(parent) != "."}


def write_site(folder: str | Path, force: bool = False) -> SiteWritten:
    """The site (`site_files`) in `folder` (made if need be), if it is empty or holds a site written before, or
    with `force`; the files of the earlier site that the new one has not are removed. Raises SiteRefused with
    nothing written, or OSError (naming the file by its whole path). An engine whose Python is not this package's
    is never written (SiteRefused)."""
    outdated = stale_sources()
    if outdated:
        raise SiteRefused(
            Text("site.refused.stale", {"count": len(outdated), "first": outdated[0], "command": REBUILD})
        )
    release = site_files()
    tree = _Tree(_open_root(folder))
    try:
        previous = _previous_files(tree.root, force)
        _check(tree, release, previous, force)
        # listed first with the earlier site's: a write cut short leaves every file it wrote listed as the site's
        tree.root.write(LIST, _list([*release, *(previous or ())]))
        for relative, data in release.items():
            with _named(tree.root, relative):
                holder, name = tree.split(relative, create=True)
                assert holder is not None
                holder.write(name, data)
        stale = sorted((previous or frozenset()) - set(release))
        for relative in stale:
            with _named(tree.root, relative):
                holder, name = tree.split(relative)
                if holder is not None:
                    holder.remove(name)
        tree.root.write(LIST, _list(list(release)))
        for parent in sorted(_folders(stale) - _folders(release), key=len, reverse=True):  # the deepest first
            above, _, name = parent.rpartition("/")
            holder = tree.folder(above, create=False)
            if holder is not None:
                holder.remove_folder(name)
    finally:
        tree.close()
    return SiteWritten(tuple(release), sum(map(len, release.values())), tuple(stale))
