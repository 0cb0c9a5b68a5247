"""Benchmark handing a game to another phone as a QR code, on a phone's CPU (Chromium's CPU throttling, x4 by default).

Starts gunicorn on loopback (bench/bench.py's server) and opens Debian's Chromium at 320 x 640 on the form, its
CPU throttled as bench/boards.py does it (CDP `Emulation.setCPUThrottlingRate` on the page: a mid-range phone at 4).

- **read a code**: the time jsQR (vendor/jsqr.js, the camera reader's decoder where the browser has no
  BarcodeDetector for QR codes) takes to read one camera frame of the size kit/scan.js reads (1280 x 720 by default:
  `--frame`), the code as large as the frame's height allows (a phone held to fill the picture), drawn by
  tests/web/fake_camera.py from segno's matrix at error correction L; a frame with no code too (the cost of each frame
  while the phone is aimed). The codes are the links of the games below where kit/handoff.js is there to make them,
  else texts of the same letters and lengths. The browser's BarcodeDetector on the same frames where Chromium has one
  (Chromium on Linux has none). The median and the slowest of `--runs` reads after a first one. The frames are crisp
  pictures, not a camera's: a real one is read no faster.
- **what the reader adds to the download**: jsQR's bytes as the server sends them (gzip) and as they are, and that the
  first visit fetched none of them (every request of the page and of its service worker watched until it is
  installed).
- **make a code**: where kit/handoff.js and its QR encoder (lean-qr, vendor/) are in this tree, or in the checkout
  named by `--handoff-from`, the time to make the code(s) of the generators' largest game of each kind (the text
  as kit/handoff.js encodes it, then each code as kit/show-code.js makes it, with its ONE_CODE and PART_CHARS) and
  each code's version and modules a side. Without them this part says it was not measured (`make_code`).

Run:  .venv/bin/python bench/handoff.py [--cpu-throttle 4] [--runs 7] [--frame 1280x720] [--handoff-from DIR]
"""

from __future__ import annotations

import argparse
import base64
import gzip
import json
import re
import statistics
import sys
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent
REPO = ROOT.parent
sys.path[:0] = [str(REPO / "tests"), str(REPO / "tests" / "web")]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(ROOT))

from bench import free_port, start_server  # noqa: E402
from boards import Throttle, load  # noqa: E402
from fake_camera import BORDER, luma, qr_matrix  # noqa: E402
from handoff_games import largest_games  # noqa: E402
from helpers import ARGS, CHROMIUM  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

JSQR = "/web/vendor/jsqr.js"
HANDOFF = ("referee/web/kit/handoff.js", "referee/web/kit/show-code.js")
LEAN_QR = ("referee/web/vendor/lean-qr/lean-qr.mjs", "referee/web/vendor/lean-qr.js")  # its folder, or beside it
LETTERS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ$*+-./:"  # kit/handoff.js's base43
SYNTHETIC = {"v10": 300, "v20": 1000, "v27": 1800}  # codes of links with this many letters of data, about that version

# jsQR (and BarcodeDetector, where there is one) timed on one frame in the page: the luma plane, made grey RGBA.
READ = """async ({ frame, width, height, runs }) => {
  await import(new URL('web/vendor/jsqr.js', location.href).href);
  const grey = Uint8Array.from(atob(frame), (c) => c.charCodeAt(0));
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let k = 0; k < grey.length; k++) rgba.set([grey[k], grey[k], grey[k], 255], 4 * k);
  const timed = async (read) => {
    const times = [];
    let text = null;
    for (let k = 0; k <= runs; k++) {
      const start = performance.now();
      text = await read();
      if (k) times.push(performance.now() - start);
    }
    return { times, text };
  };
  const options = { inversionAttempts: 'attemptBoth' }; // kit/scan.js's
  const jsqr = await timed(async () => self.jsQR(rgba, width, height, options)?.data ?? null);
  let detector = null;
  if ('BarcodeDetector' in window && (await BarcodeDetector.getSupportedFormats()).includes('qr_code')) {
    const reader = new BarcodeDetector({ formats: ['qr_code'] });
    const image = new ImageData(rgba, width, height);
    detector = await timed(async () => (await reader.detect(image))[0]?.rawValue ?? null);
  }
  return { jsqr, detector };
}"""

HAS_DETECTOR = """async () => 'BarcodeDetector' in window
  && (await BarcodeDetector.getSupportedFormats()).includes('qr_code')"""
# Each game's code(s) made as kit/show-code.js makes them, timed: the text (kit/handoff.js), then the code(s).
MAKE = """async ({ games, runs, oneCode, partChars }) => {
  const H = await import('/bench-handoff/handoff.js');
  const { generate, correction } = await import('/bench-handoff/lean-qr.js');
  const base = location.origin + '/';
  const made = (content, maxVersion) => generate(content, { minCorrectionLevel: correction.L, maxVersion });
  const out = [];
  for (const [kind, bodies] of Object.entries(games)) {
    for (const [slug, body] of Object.entries(bodies)) {
      const times = [];
      let text, links, codes;
      for (let k = 0; k <= runs; k++) {
        const start = performance.now();
        text = await H.encode(H.payloadOf(slug, kind, body));
        links = [H.linkOf(text, base)];
        try {
          codes = [made(links[0], oneCode)];
        } catch {
          links = H.partsOf(text, partChars).map((part) => H.linkOf(part, base));
          codes = links.map((link) => made(link, 40));
        }
        if (k) times.push(performance.now() - start);
      }
      out.push({ kind, slug, json: JSON.stringify(body).length, text: text.length, links, times,
        codes: codes.map((code) => ({ version: (code.size - 17) / 4, modules: code.size })),
        matrices: codes.map((code) => Array.from({ length: code.size },
          (_, y) => Array.from({ length: code.size }, (_, x) => (code.get(x, y) ? "1" : "0")).join(""))) });
    }
  }
  return out;
}"""


def handoff_files(checkout: Path) -> dict[str, Path] | None:
    """kit/handoff.js, kit/show-code.js and lean-qr's module in `checkout`, or None where one is missing."""
    found = {Path(name).name: checkout / name for name in HANDOFF}
    lean = next((checkout / name for name in LEAN_QR if (checkout / name).is_file()), None)
    if lean is None or not all(path.is_file() for path in found.values()):
        return None
    return {**found, "lean-qr.js": lean}


def median_and_most(times: list[float]) -> dict:
    return {"median_ms": round(statistics.median(times), 1), "max_ms": round(max(times), 1)}


def frame_of(matrix: list[list[bool]] | None, width: int, height: int) -> str:
    """A camera frame showing the code `matrix` as large as it fits (None: a white page), base64."""
    if matrix is None:
        return base64.b64encode(bytes([255]) * (width * height)).decode("ascii")
    return base64.b64encode(luma(matrix, width, height)).decode("ascii")


def downloaded(port: int) -> dict:
    """jsQR's bytes from the server: as they are, and gzip-encoded as the server sends them to a phone."""
    raw = urllib.request.urlopen(f"http://127.0.0.1:{port}{JSQR}").read()
    request = urllib.request.Request(f"http://127.0.0.1:{port}{JSQR}", headers={"Accept-Encoding": "gzip"})
    with urllib.request.urlopen(request) as answer:
        sent = answer.read()
        encoding = answer.headers.get("Content-Encoding")
    assert encoding == "gzip" and gzip.decompress(sent) == raw, encoding
    return {"raw_bytes": len(raw), "gzip_bytes": len(sent)}


def run(rate: float, runs: int, frame: tuple[int, int], checkout: Path | None) -> dict:
    port = free_port()
    server = start_server(port)
    width, height = frame
    report: dict = {"cpu_throttle": rate, "frame": f"{width}x{height}", "runs": runs, "load_at_start": load()}
    files = handoff_files(checkout or REPO)
    try:
        report["download"] = downloaded(port)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            context = browser.new_context(viewport={"width": 320, "height": 640}, locale="en-GB", device_scale_factor=1)
            context.add_init_script("delete globalThis.WebAssembly;")  # the engine is not what is measured here
            requests: list[str] = []
            context.on("request", lambda r: requests.append(r.url))
            if files:
                for name, path in files.items():
                    context.route(
                        f"**/bench-handoff/{name}",
                        lambda route, request, path=path: route.fulfill(
                            body=path.read_bytes(), content_type="text/javascript"
                        ),
                    )
            page = context.new_page()
            page.set_default_timeout(600_000)
            throttle = Throttle(context, page, rate) if rate != 1 else None
            page.goto(f"http://127.0.0.1:{port}/")
            page.wait_for_selector("#setup")
            page.wait_for_function("() => navigator.serviceWorker.controller !== null")
            report["download"]["first_visit_fetched_jsqr"] = any(u.endswith(JSQR) for u in requests)
            if files:
                show = files["show-code.js"].read_text()
                one, part = (int(re.search(rf"{name} = (\d+)", show).group(1)) for name in ("ONE_CODE", "PART_CHARS"))
                made = page.evaluate(MAKE, {"games": largest_games(), "runs": runs, "oneCode": one, "partChars": part})
                report["make_code"] = [
                    {key: m[key] for key in ("kind", "slug", "json", "text", "codes")} | median_and_most(m["times"])
                    for m in made
                ]

                # the codes to read: each recorded game's first code, and a part code (lean-qr's own modules)
                def first(m: dict) -> tuple[str, list[list[bool]]]:
                    return m["links"][0], [[c == "1" for c in row] for row in m["matrices"][0]]

                codes = {f"{m['kind']} {m['slug']}": first(m) for m in made if m["kind"] == "record"}
                parted = [m for m in made if len(m["links"]) > 1]
                if parted:
                    codes["a part code"] = first(parted[0])
            else:
                report["make_code"] = "not measured: kit/handoff.js and lean-qr are not in this tree (--handoff-from)"
                links = {
                    name: f"http://127.0.0.1:{port}/#game=RG1:" + "".join(LETTERS[k * 7 % 43] for k in range(n))
                    for name, n in SYNTHETIC.items()
                }
                codes = {name: (link, qr_matrix(link, error="l")) for name, link in links.items()}
            reads = {}
            for name, (text, matrix) in [*codes.items(), ("no code", (None, None))]:
                read = page.evaluate(
                    READ, {"frame": frame_of(matrix, width, height), "width": width, "height": height, "runs": runs}
                )
                modules = None if matrix is None else len(matrix)
                entry = {"version": None if modules is None else (modules - 17) // 4, "modules": modules}
                entry["px_per_module"] = None if modules is None else min(width, height) // (modules + 2 * BORDER)
                entry["read"] = read["jsqr"]["text"] == text
                entry["jsqr"] = median_and_most(read["jsqr"]["times"])
                if read["detector"]:
                    entry["detector"] = median_and_most(read["detector"]["times"]) | {
                        "read": read["detector"]["text"] == text
                    }
                reads[name] = entry
            report["read_code"] = reads
            report["barcode_detector"] = page.evaluate(HAS_DETECTOR)
            if throttle:
                report["throttle"] = throttle.report()
            browser.close()
    finally:
        server.terminate()
        server.wait()
    report["load_at_end"] = load()
    return report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--cpu-throttle", type=float, default=4, metavar="RATE", help="the page's CPU RATE times slower"
    )
    parser.add_argument("--runs", type=int, default=7, help="timed runs of each measure, after a first one")
    parser.add_argument("--frame", default="1280x720", help="the camera frame jsQR reads, WIDTHxHEIGHT")
    parser.add_argument(
        "--handoff-from", type=Path, metavar="DIR", help="a checkout whose kit/handoff.js and lean-qr make the codes"
    )
    args = parser.parse_args()
    width, height = (int(side) for side in args.frame.split("x"))
    print(json.dumps(run(args.cpu_throttle, args.runs, (width, height), args.handoff_from), indent=2))


if __name__ == "__main__":
    main()
