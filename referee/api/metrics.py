"""What an operator watches: a request id on every answer, and GET /metrics in the Prometheus text format.

Request id: a sane incoming `X-Request-Id` (1-128 of letters, digits and `._:-`, beginning with a letter
or digit) is kept, anything else is replaced by a fresh one; the answer echoes it in `X-Request-Id`, and
gunicorn's access log (referee/gunicorn_conf.py) writes it in each JSON line.

Metrics are off unless REFEREE_METRICS=1 (or the app's config `METRICS`): then every request is counted
and timed, and GET /metrics answers; off, /metrics is a 404 and no request pays for it. Under gunicorn's
several workers the client library's multi-process mode adds up every worker's counts:
referee/gunicorn_conf.py gives it a fresh folder (PROMETHEUS_MULTIPROC_DIR) before the workers start.
docs/observability.md lists the metrics.
"""

from __future__ import annotations

import logging
import os
import time
import uuid
from typing import Any

from flask import Blueprint, Flask, Response, abort, current_app, g, request

from ..service.http import SANE_ID

bp = Blueprint("metrics", __name__)
log = logging.getLogger(__name__)
REQUEST_ID = "X-Request-Id"
PROBLEM_KINDS = {
    400: "bad-request",
    404: "not-found",
    405: "method-not-allowed",
    411: "length-required",
    413: "too-large",
    415: "unsupported-media-type",
    422: "invalid-request",
    500: "server-error",
    503: "busy",
}
METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})  # any other: "other"
BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0)  # seconds


def request_id() -> str:
    """This request's id: the caller's X-Request-Id when it is sane, else a new one (32 hex digits); the
    same for the whole request (its answer, its problem's `instance`, its log lines)."""
    if "request_id" not in g:
        sent = request.headers.get(REQUEST_ID, "")
        g.request_id = sent if SANE_ID.fullmatch(sent) else uuid.uuid4().hex
    return str(g.request_id)


def _echo_request_id(response: Response) -> Response:
    response.headers[REQUEST_ID] = request_id()
    return response


class Metrics:
    """The service's metrics, made once per process (the client library's registry is global)."""

    def __init__(self) -> None:
        from prometheus_client import Counter, Histogram

        self.requests = Counter(
            "referee_requests",
            "Requests answered, by route template, game and status.",
            ["route", "method", "game", "status"],
        )
        self.latency = Histogram(
            "referee_request_duration_seconds",
            "Time from the app's first look at a request to its answer, by route and game.",
            ["route", "game"],
            buckets=BUCKETS,
        )
        self.problems = Counter(
            "referee_problems", "Problem answers (application/problem+json), by kind and route.", ["kind", "route"]
        )
        self.batch_items = Counter(
            "referee_batch_items", "Items of /v1/batch, by game, operation and status.", ["game", "operation", "status"]
        )


_metrics: Metrics | None = None


def metrics() -> Metrics:
    global _metrics
    if _metrics is None:
        _metrics = Metrics()
    return _metrics


def enabled(config: Any) -> bool:
    return bool(config.get("METRICS", os.environ.get("REFEREE_METRICS") == "1"))


def _rule_of_path() -> Any:
    """The route this request's path names whatever its method (a wrong method on a real route: 405), or None."""
    adapter = current_app.url_map.bind_to_environ(request.environ)
    for method in ("GET", "POST"):
        try:
            return adapter.match(method=method, return_rule=True)[0]
        except Exception:  # no route for this path with this method, or a redirect
            continue
    return None


def route_labels() -> tuple[str, str]:
    """(route template, game) of this request: a bounded set of values, never the raw path. A wrong method on a
    real route is counted with that route; only a path no route has is "unmatched"."""
    if "api_route" in g:  # the API's one view (referee/api/routes.py): the route the core answers it by
        route = g.api_route
    else:
        rule = request.url_rule or _rule_of_path()
        route = None if rule is None else rule.rule
    if route is None:
        return "unmatched", ""
    parts = route.split("/")  # /v1/games/<slug>[/<operation>]
    game = parts[3] if len(parts) > 3 and parts[1:3] == ["v1", "games"] else ""
    return route, game


def _start() -> None:
    g.referee_started = time.perf_counter()


def _count(response: Response) -> Response:
    started = g.pop("referee_started", None)
    route, game = route_labels()
    try:
        m = metrics()
        method = request.method if request.method in METHODS else "other"
        m.requests.labels(route, method, game, str(response.status_code)).inc()
        if started is not None:
            m.latency.labels(route, game).observe(time.perf_counter() - started)
        if response.status_code >= 400 and response.mimetype == "application/problem+json":
            m.problems.labels(PROBLEM_KINDS.get(response.status_code, str(response.status_code)), route).inc()
    except Exception:  # counting never fails an answer (a metrics folder removed under a running server)
        log.warning("could not count a request", exc_info=True)
    return response


def count_batch_item(game: str, operation: str, status: int) -> None:
    """One item of a batch (referee/service/batch.py). A game or operation the service does not have is counted as
    "unknown", so that no caller's string becomes a label."""
    if _metrics is not None and current_app.config.get("REFEREE_METRICS_ON"):
        from ..service.games import ROUTES

        if (game, operation) not in ROUTES:
            game = operation = "unknown"
        try:
            _metrics.batch_items.labels(game, operation, str(status)).inc()
        except Exception:  # as _count: never fails the batch
            log.warning("could not count a batch item", exc_info=True)


def install(app: Flask) -> None:
    """Every answer gets its request id; with metrics on, every request is counted and timed."""
    app.after_request(_echo_request_id)
    app.register_blueprint(bp)
    app.config["REFEREE_METRICS_ON"] = enabled(app.config)
    if app.config["REFEREE_METRICS_ON"]:
        metrics()
        app.before_request(_start)
        app.after_request(_count)


_build_info: Any = None


def _with_build_info(registry: Any) -> Any:
    """The registry with referee_build_info in it (registered once in the process's own registry)."""
    global _build_info
    from prometheus_client import REGISTRY

    if registry is not REGISTRY:
        registry.register(BuildInfo())
    elif _build_info is None:
        _build_info = BuildInfo()
        registry.register(_build_info)
    return registry


class BuildInfo:
    """`referee_build_info{version="..."} 1`: the version this instance runs (made at each scrape, no file)."""

    def collect(self) -> Any:
        from prometheus_client.core import GaugeMetricFamily

        from .._version import __version__

        info = GaugeMetricFamily(
            "referee_build_info", "The version of referee this instance runs (always 1).", labels=["version"]
        )
        info.add_metric([__version__], 1)
        yield info


DEAD = "dead"  # the file name's part in place of a pid for the added-up counts of workers that ended


def absorb_dead_worker(pid: int, folder: str) -> None:
    """A worker that ended (recycled, killed): its gauges go (the client library's `mark_process_dead`) and its
    counters' and histograms' files are added into one file per kind (`counter_dead.db`, `histogram_dead.db`),
    then removed. The sums a scrape reports stay the same, and the folder holds the live workers' files and
    these two, however many workers have ended: a scrape reads a bounded number of files."""
    from prometheus_client import multiprocess
    from prometheus_client.mmap_dict import MmapedDict

    multiprocess.mark_process_dead(pid, folder)
    for kind in ("counter", "histogram"):
        ended = os.path.join(folder, f"{kind}_{pid}.db")
        if not os.path.exists(ended):
            continue
        total = os.path.join(folder, f"{kind}_{DEAD}.db")
        added = os.path.join(folder, f".{kind}_{DEAD}.{pid}.tmp")  # not *.db: no scrape reads it half-written
        values: dict[str, float] = {}
        for path in (total, ended):
            if os.path.exists(path):
                for key, value, _timestamp, _pos in MmapedDict.read_all_values_from_file(path):
                    values[key] = values.get(key, 0.0) + value
        merged = MmapedDict(added)
        try:
            for key, value in values.items():
                merged.write_value(key, value, 0.0)
        finally:
            merged.close()
        os.replace(added, total)
        os.remove(ended)


@bp.get("/metrics")
def scrape() -> Response:
    """The metrics in the Prometheus text format; 404 unless metrics are on."""
    if not current_app.config.get("REFEREE_METRICS_ON"):
        abort(404)
    from prometheus_client import CONTENT_TYPE_LATEST, REGISTRY, CollectorRegistry, generate_latest
    from prometheus_client.multiprocess import MultiProcessCollector

    registry = REGISTRY
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):  # under gunicorn: every worker's counts, added up
        registry = CollectorRegistry()
        MultiProcessCollector(registry)
    registry = _with_build_info(registry)
    return Response(generate_latest(registry), content_type=CONTENT_TYPE_LATEST)
