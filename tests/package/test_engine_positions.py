"""The phone's engine (referee/web/engine.zip in the vendored Pyodide under Node, started by engine-boot.mjs as the
browser's worker starts it) keeps the positions its replays reached: a long game answered tap by tap late in the
game, as a table records it, pushes one move a tap, and every answer is the server's core's, byte for byte.
Without `node` the test skips (under CI it fails, as test_engine_pyodide.py)."""

from __future__ import annotations

import base64
import json
import subprocess

from engine_pyodide_helpers import _node
from parity_requests import ROOT, generated_logs, tapped_logs

from referee.service import answer_parts

HARNESS = ROOT / "tests" / "package" / "pyodide" / "taps.mjs"
HEADERS = {"Content-Type": "application/json", "X-Request-Id": "taps"}


def test_the_phones_engine_replays_one_move_a_tap_and_answers_as_the_server():
    log = next(log for slug, log in generated_logs(1) if slug == "ra")
    taps = tapped_logs("ra", log)
    late = taps[150:165] + [taps[163], taps[164]]  # from move 150 on; the last move taken back, then made again
    bodies = [json.dumps(tapped).encode() for tapped in late]
    lines = "".join(
        json.dumps(
            {
                "method": "POST",
                "path": "/v1/games/ra/replay",
                "headers": HEADERS,
                "body_b64": base64.b64encode(body).decode(),
            }
        )
        + "\n"
        for body in bodies
    )
    out = subprocess.run([_node(), str(HARNESS)], input=lines, capture_output=True, text=True, cwd=ROOT, timeout=900)
    assert out.returncode == 0, out.stderr[-3000:]
    answers = [json.loads(line) for line in out.stdout.splitlines()]
    assert len(answers) == len(bodies), out.stderr[-3000:]
    for body, answer in zip(bodies, answers):
        status, _, expected = answer_parts("POST", "/v1/games/ra/replay", HEADERS, body)
        assert (answer["status"], base64.b64decode(answer["body_b64"])) == (status, expected)
    replayed = [answer["replayed"] for answer in answers]
    assert replayed[0] == 150  # the first request replays its whole log
    steps = [after - before for before, after in zip(replayed, replayed[1:])]
    assert steps == [1] * 14 + [0, 0]  # then one move a tap; taken back, then made again: both kept already
