"""The error log as the access log is written: one JSON object a line, with the request id, so that an
unexpected error (a 500) can be joined to its request's access-log line by `request_id`.

referee/gunicorn_conf.py's logger puts `JsonLineFormatter` on gunicorn's error log and sends the app's own loggers
(`referee.*`) there too; `RequestIdFilter` adds the id of the request being answered (None outside one)."""

from __future__ import annotations

import datetime
import json
import logging


class RequestIdFilter(logging.Filter):
    """Adds `request_id` to every record: the answered request's id (X-Request-Id), else None."""

    def filter(self, record: logging.LogRecord) -> bool:
        if not hasattr(record, "request_id"):
            record.request_id = _current_request_id()
        return True


def _current_request_id() -> str | None:
    try:
        from flask import g, has_request_context
    except ImportError:  # pragma: no cover - the server has Flask
        return None
    return g.get("request_id") if has_request_context() else None


class JsonLineFormatter(logging.Formatter):
    """A record as one JSON line: time, level, logger, message, request id, process, and the traceback
    (for the operator; never sent to a client) when there is one."""

    def format(self, record: logging.LogRecord) -> str:
        line = {
            "time": datetime.datetime.fromtimestamp(record.created, datetime.timezone.utc).isoformat(
                timespec="milliseconds"
            ),
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
            "request_id": getattr(record, "request_id", None),
            "pid": record.process,
        }
        if record.exc_info:
            line["traceback"] = self.formatException(record.exc_info)
        return json.dumps(line, ensure_ascii=True)


def to_json_lines(target: logging.Logger) -> None:
    """`target`'s handlers write JSON lines with the request id, and the app's loggers write through them."""
    request_ids = RequestIdFilter()
    for handler in target.handlers:
        handler.setFormatter(JsonLineFormatter())
        handler.addFilter(request_ids)
    app_log = logging.getLogger("referee")
    app_log.handlers = list(target.handlers)
    app_log.setLevel(target.level or logging.INFO)
    app_log.propagate = False
