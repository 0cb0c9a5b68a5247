"""Render the phone form's PNG icons from referee/web/icon.svg: `python tools/render_icons.py`.

The SVG is the one drawing; each PNG is it drawn by Debian's chromium (/usr/bin/chromium, headless, through
Playwright, as the browser tests drive it) at the size a home screen asks for:

- icon-192.png, icon-512.png: the icon as it is (its rounded corners transparent), the manifest's "any".
- icon-maskable-512.png: the square filled with the icon's own background colour and the drawing shrunk to
  FULL_BLEED_SCALE, so that all of it lies in the safe zone of a maskable icon (the centred circle of 40 % of
  the size in radius: a launcher may cut away anything outside it).
- apple-touch-icon.png (180 px): the same full-bleed square, which iOS rounds itself (it would fill
  transparent corners with black).

`--check` writes nothing and says which committed icon differs from a fresh rendering (tests/web/test_icons.py
runs the same comparison).
"""

from __future__ import annotations

import argparse
import base64
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "referee" / "web"
SVG = WEB / "icon.svg"
CHROMIUM = "/usr/bin/chromium"
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
# The drawing's farthest point (a sun ray's round end) lies 27 of the icon's 64 units from its centre: at 0.85
# it lies at 23 units, 72 % of the way to the edge, inside the safe zone's 80 %.
FULL_BLEED_SCALE = 0.85
# name: (size in pixels, full bleed)
ICONS = {
    "icon-192.png": (192, False),
    "icon-512.png": (512, False),
    "icon-maskable-512.png": (512, True),
    "apple-touch-icon.png": (180, True),
}


def background(svg: str) -> str:
    """The colour of the icon's background square (its first rect), which a full-bleed icon fills."""
    found = re.search(r'<rect\b[^>]*\bfill="(#[0-9a-fA-F]{3,8})"', svg)
    if not found:
        raise SystemExit(f"{SVG.name}: no background rect with a fill colour")
    return found.group(1)


def page_html(svg: str, size: int, full_bleed: bool) -> str:
    """A page that is the icon at `size` pixels and nothing else."""
    src = "data:image/svg+xml;base64," + base64.b64encode(svg.encode()).decode()
    scale = FULL_BLEED_SCALE if full_bleed else 1
    fill = background(svg) if full_bleed else "transparent"
    return (
        f'<!doctype html><html><body style="margin:0;background:transparent">'
        f'<div id="icon" style="width:{size}px;height:{size}px;background:{fill};display:grid;place-items:center">'
        f'<img src="{src}" style="width:{size * scale}px;height:{size * scale}px;display:block"></div></body></html>'
    )


def render(browser=None) -> dict[str, bytes]:
    """Each icon's PNG bytes as chromium draws it now, by file name (in `browser`, a Playwright chromium, if
    given: a test's own)."""
    if browser is None:
        from playwright.sync_api import sync_playwright  # noqa: PLC0415  (a test and dev dependency only)

        with sync_playwright() as p:
            own = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            try:
                return render(own)
            finally:
                own.close()
    svg = SVG.read_text(encoding="utf-8")
    out = {}
    for name, (size, full_bleed) in ICONS.items():
        page = browser.new_page(viewport={"width": size, "height": size}, device_scale_factor=1)
        page.set_content(page_html(svg, size, full_bleed))
        page.wait_for_function("document.querySelector('img').complete")
        out[name] = page.locator("#icon").screenshot(omit_background=True)
        page.close()
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the committed icons, write nothing")
    args = parser.parse_args()
    fresh = render()
    if args.check:
        stale = [name for name, data in fresh.items() if not (WEB / name).exists() or (WEB / name).read_bytes() != data]
        for name in stale:
            print(f"{name} differs from its rendering: run python tools/render_icons.py", file=sys.stderr)
        return 1 if stale else 0
    for name, data in fresh.items():
        (WEB / name).write_bytes(data)
        print(f"wrote referee/web/{name} ({ICONS[name][0]} px, {len(data)} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
