"""The form on a home screen: its manifest names the four games and says what the form does, and its icons (the
SVG and the PNGs tools/render_icons.py renders from it) are served, kept offline and what they say they are."""

from __future__ import annotations

import base64
import json
import re
import struct
from pathlib import Path

import pytest
from helpers import tool

from referee.api.web import ASSETS, FORM_FILES, TYPES
from referee.games import SPECS

WEB = Path(__file__).resolve().parents[2] / "referee" / "web"
render_icons = tool("render_icons")

MANIFEST = json.loads((WEB / "manifest.webmanifest").read_text(encoding="utf-8"))


def png_size(data: bytes) -> tuple[int, int]:
    """A PNG's width and height, from its header (IHDR, the first chunk)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


def test_the_manifest_names_the_four_games_and_says_what_the_form_does():
    names = [spec.name for spec in SPECS]
    assert len(names) == 4
    for text in (MANIFEST["name"], MANIFEST["description"]):
        assert all(name in text for name in names), text
    assert "epoch by epoch" not in MANIFEST["description"]
    for deed in ("Score or record", "checks every move", "offline"):
        assert deed in MANIFEST["description"]
    # one language, said: a manifest cannot follow the page's (docs/phone-form.md says so)
    assert MANIFEST["lang"] == "en" and MANIFEST["short_name"] == "Referee"


def test_the_manifest_has_png_icons_of_192_and_512_px_and_a_maskable_one_beside_the_svg():
    icons = {(icon["sizes"], icon["purpose"], icon["type"]): icon["src"] for icon in MANIFEST["icons"]}
    assert icons == {
        ("any", "any", "image/svg+xml"): "web/icon.svg",
        ("192x192", "any", "image/png"): "web/icon-192.png",
        ("512x512", "any", "image/png"): "web/icon-512.png",
        ("512x512", "maskable", "image/png"): "web/icon-maskable-512.png",
    }
    for (sizes, _, ctype), src in icons.items():
        if ctype == "image/png":
            side = int(sizes.split("x")[0])
            assert png_size((WEB / src.removeprefix("web/")).read_bytes()) == (side, side), src


def test_the_page_links_its_svg_icon_and_a_180_px_apple_touch_icon():
    html = (WEB / "index.html").read_text(encoding="utf-8")
    assert '<link rel="icon" href="web/icon.svg" type="image/svg+xml">' in html
    link = re.search(r'<link rel="apple-touch-icon" href="web/([\w.-]+)" sizes="180x180">', html)
    assert link and png_size((WEB / link.group(1)).read_bytes()) == (180, 180)


@pytest.mark.parametrize("name", sorted(render_icons.ICONS))
def test_every_icon_is_served_as_a_png_kept_offline_and_written_by_the_site(client, name):
    r = client.get(f"/web/{name}")
    assert r.status_code == 200 and r.mimetype == "image/png"
    assert r.data == (WEB / name).read_bytes()
    assert png_size(r.data) == (render_icons.ICONS[name][0],) * 2
    # FORM_FILES is what the service worker keeps (sw.js's list is filled from it) and what `referee site` writes
    assert FORM_FILES[f"web/{name}"] == name and ASSETS[name] == TYPES[f"web/{name}"] == "image/png"


# --- the icons are the script's rendering of the SVG -------------------------------------------------------

# A PNG drawn on a canvas by the browser: the largest difference of a pixel's value between two PNGs and, against a background colour
# and a circle's radius (a share of the size), how many pixels are transparent, drawn (not the background) and
# drawn outside the circle.
CANVAS = """async (src) => { const img = new Image(); img.src = src; await img.decode();
  const c = document.createElement('canvas'); c.width = img.naturalWidth; c.height = img.naturalHeight;
  const g = c.getContext('2d'); g.drawImage(img, 0, 0); return g.getImageData(0, 0, c.width, c.height); }"""
DIFFERENCE = f"""async ([a, b]) => {{ const [x, y] = [await ({CANVAS})(a), await ({CANVAS})(b)];
  if (x.width !== y.width || x.height !== y.height) return Infinity;
  let most = 0;
  for (let k = 0; k < x.data.length; k++) most = Math.max(most, Math.abs(x.data[k] - y.data[k]));
  return most; }}"""
ZONE = f"""async ([src, bg, radius]) => {{ const {{ data, width, height }} = await ({CANVAS})(src);
  const out = {{ transparent: 0, drawn: 0, outside: 0 }};
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) {{
    const k = 4 * (y * width + x);
    if (data[k + 3] !== 255) out.transparent++;
    if (Math.max(...bg.map((v, i) => Math.abs(data[k + i] - v))) <= 2) continue;
    out.drawn++;
    if ((x + 0.5 - width / 2) ** 2 + (y + 0.5 - height / 2) ** 2 > (radius * width) ** 2) out.outside++;
  }}
  return out; }}"""


def data_url(data: bytes) -> str:
    return "data:image/png;base64," + base64.b64encode(data).decode()


@pytest.fixture(scope="module")
def chromium(browser):
    page = browser.new_page()
    yield browser, page
    page.close()


def test_the_committed_icons_are_the_scripts_rendering_of_the_svg(chromium):
    browser, page = chromium
    for name, data in render_icons.render(browser).items():
        # the same drawing: a browser's antialiasing may move an edge pixel's value a little, never more
        most = page.evaluate(DIFFERENCE, [data_url((WEB / name).read_bytes()), data_url(data)])
        assert most <= 8, f"{name} differs by {most}: run python tools/render_icons.py"


@pytest.mark.parametrize("name", [n for n, (_, full_bleed) in render_icons.ICONS.items() if full_bleed])
def test_a_full_bleed_icon_is_opaque_and_its_sun_lies_in_the_maskable_safe_zone(chromium, name):
    """A launcher may cut a maskable icon to any shape holding the centred circle of 40 % of its size in radius:
    outside that circle every pixel is the plain background, and none is transparent (iOS would show black)."""
    _, page = chromium
    colour = render_icons.background((WEB / "icon.svg").read_text(encoding="utf-8"))
    background = [int(colour[k : k + 2], 16) for k in (1, 3, 5)]
    size = render_icons.ICONS[name][0]
    zone = page.evaluate(ZONE, [data_url((WEB / name).read_bytes()), background, 0.4])
    assert zone["transparent"] == 0 and zone["outside"] == 0, (name, zone)
    assert zone["drawn"] > size * size // 10, (name, zone)  # the sun is there
