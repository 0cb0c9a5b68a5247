"""The error log is JSON lines with the request id, like the access log: a 500 is joined to its request."""

from __future__ import annotations

import io
import json
import logging

from referee import create_app
from referee.api.logs import to_json_lines
from referee.service import games


def test_an_unexpected_error_is_one_json_line_with_its_request_id(monkeypatch):
    target = logging.getLogger("test.error_log")
    stream = io.StringIO()
    target.handlers = [logging.StreamHandler(stream)]
    target.setLevel(logging.INFO)
    saved = logging.getLogger("referee").handlers, logging.getLogger("referee").propagate
    to_json_lines(target)
    try:

        def broken(self, body):
            raise RuntimeError("secret internals")

        monkeypatch.setattr(games.Route, "perform", broken)
        client = create_app({"TESTING": True}).test_client()
        r = client.post("/v1/games/ra/score", json={"epoch": 1}, headers={"X-Request-Id": "join-me-1"})
        assert r.status_code == 500 and "secret" not in r.get_data(as_text=True)
        assert r.json["instance"] == "urn:referee:request:join-me-1"
    finally:
        referee_log = logging.getLogger("referee")
        referee_log.handlers, referee_log.propagate = saved
    lines = [json.loads(line) for line in stream.getvalue().splitlines()]  # every line is one JSON object
    assert len(lines) == 1
    line = lines[0]
    assert (line["level"], line["request_id"], line["logger"]) == ("error", "join-me-1", "referee.service.routes")
    assert line["message"] == "unexpected error on POST /v1/games/ra/score"
    assert "RuntimeError: secret internals" in line["traceback"]  # for the operator, never for the caller
    assert set(line) == {"time", "level", "logger", "message", "request_id", "pid", "traceback"}


def test_the_servers_logger_writes_its_error_log_as_json_lines(tmp_path):
    import importlib.util
    from pathlib import Path

    from gunicorn.config import Config

    spec = importlib.util.spec_from_file_location(
        "conf", Path(__file__).resolve().parents[2] / "referee" / "gunicorn_conf.py"
    )
    conf = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(conf)
    cfg = Config()
    cfg.set("errorlog", str(tmp_path / "error.log"))
    logger = conf.JsonAccessLogger(cfg)
    saved = logging.getLogger("referee").handlers, logging.getLogger("referee").propagate
    try:
        logger.error("worker %s stopped", 7)
        logging.getLogger("referee.service.routes").error("from the app")
    finally:
        referee_log = logging.getLogger("referee")
        referee_log.handlers, referee_log.propagate = saved
    lines = [json.loads(line) for line in (tmp_path / "error.log").read_text().splitlines()]
    assert [(e["message"], e["request_id"]) for e in lines] == [("worker 7 stopped", None), ("from the app", None)]
