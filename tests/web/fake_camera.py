"""A camera for Chromium that films QR codes: a Y4M video (YUV4MPEG2, 4:2:0) of one code, or of several shown one
after the other (a game's part codes), for Chromium's fake capture device:

    --use-fake-device-for-media-stream --use-fake-ui-for-media-stream --use-file-for-fake-video-capture=<file.y4m>

Chromium plays the file in a loop as the camera's picture. Each code is made by segno (the test extra), which gives
its matrix of modules; the few lines below draw it black on white, four modules of quiet zone around it, as large as
whole pixels per module allow in the frame. No imaging library is needed: a grey picture is its luma plane (Y), the
two chroma planes a quarter of its size each, at 128 (no colour).
"""

from __future__ import annotations

from pathlib import Path

import segno

WIDTH = HEIGHT = 480  # even sides: 4:2:0 halves each
FPS = 10
BORDER = 4  # modules of quiet zone around a code, as the standard asks
DARK, LIGHT = 0, 255


def qr_matrix(text: str, error: str = "m", version: int | None = None) -> list[list[bool]]:
    """The modules of a QR code (never a Micro QR) of `text` at the error correction level `error`, dark True; of the
    smallest version that holds it, or of `version`."""
    code = segno.make_qr(text, error=error, version=version, boost_error=False)
    return [[bool(module) for module in row] for row in code.matrix]


def luma(matrix: list[list[bool]], width: int = WIDTH, height: int = HEIGHT) -> bytes:
    """The Y plane of a frame showing the code `matrix` in its middle, white around it."""
    side = len(matrix) + 2 * BORDER
    scale = min(width, height) // side
    if scale < 1:
        raise ValueError(f"a code of {len(matrix)} modules does not fit in {width} x {height} pixels")
    left, top = (width - side * scale) // 2, (height - side * scale) // 2
    light_row = bytes([LIGHT]) * width
    rows = [light_row] * height
    for y, modules in enumerate(matrix):
        line = bytearray(light_row)
        for x, dark in enumerate(modules):
            if dark:
                start = left + (BORDER + x) * scale
                line[start : start + scale] = bytes([DARK]) * scale
        for k in range(scale):
            rows[top + (BORDER + y) * scale + k] = bytes(line)
    return b"".join(rows)


def write_video(
    path: Path,
    texts: list[str | list[list[bool]]],
    seconds_each: float = 1.0,
    error: str = "m",
    size: tuple[int, int] = (WIDTH, HEIGHT),
) -> Path:
    """A Y4M video at `path`, `size` pixels (even sides), showing a QR code of each of `texts` in turn, `seconds_each`
    seconds each: a text's code made by segno, or a code's modules as they are (a page's own code, `code_shown`)."""
    width, height = size
    chroma = bytes([128]) * ((width // 2) * (height // 2) * 2)
    frames_each = max(1, round(seconds_each * FPS))
    with open(path, "wb") as video:
        video.write(f"YUV4MPEG2 W{width} H{height} F{FPS}:1 Ip A1:1 C420jpeg\n".encode("ascii"))
        for text in texts:
            matrix = qr_matrix(text, error) if isinstance(text, str) else text
            frame = b"FRAME\n" + luma(matrix, width, height) + chroma
            video.write(frame * frames_each)
    return path


# The modules of the code a page shows (kit/show-code.js draws each row's run of dark modules as `M x y h run v1 ...`).
CODE_SHOWN = """() => {
  const code = document.querySelector('#handoff-code');
  const size = 17 + 4 * Number(code.dataset.version);
  const rows = Array.from({ length: size }, () => Array(size).fill(false));
  for (const [, x, y, run] of code.querySelector('path').getAttribute('d').matchAll(/M(\\d+) (\\d+)h(\\d+)/g))
    for (let k = 0; k < Number(run); k++) rows[Number(y)][Number(x) + k] = true;
  return rows;
}"""


def code_shown(page) -> list[list[bool]]:
    """The modules of the QR code `page` shows ("Show as a code"), as the phone drew them."""
    return page.evaluate(CODE_SHOWN)
