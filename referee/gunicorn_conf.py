"""gunicorn settings for referee: loopback by default, a worker per core and a spare.

Slow clients (docs/deployment.md, "Slow clients"): the workers are gevent's, so a connection that sends its
headers or body slowly, or sends nothing at all, costs a greenlet and a file descriptor instead
of one of a handful of threads. What bounds such a connection:
  - request line and headers (and the idle wait between keep-alive requests): `keepalive`
    seconds in all; the gevent worker reads them under gevent.Timeout(keepalive);
  - request body and the answer's write: `_REQUEST_DEADLINE` seconds from the end of the
    headers (the pre_request/post_request hooks below shut the socket down past it);
  - how many at once: `worker_connections` per worker (then the kernel's accept queue).
Long requests (a batch, an event's standings) run one at a time per worker, pause between their items and stop
when their client has gone or the deadline above shut their socket (referee/api/work.py).
"""

import multiprocessing
import os

bind = os.environ.get("REFEREE_BIND", "127.0.0.1:8000")
workers = int(os.environ.get("REFEREE_WORKERS", min(2 * multiprocessing.cpu_count() + 1, 9)))
# gevent: gunicorn's documented choice for clients it cannot trust to be fast. REFEREE_WORKER_CLASS=gthread
# brings back the old threaded workers (the slow-client benchmark uses it for its "before" figures).
worker_class = os.environ.get("REFEREE_WORKER_CLASS", "gevent")
worker_connections = int(os.environ.get("REFEREE_WORKER_CONNECTIONS", 1000))  # per worker (gevent, gthread)


def _connections_that_fit(wanted: int, spare: int = 64) -> int:
    """`wanted`, or fewer when the open-file limit (raised to its hard limit first) leaves no room for them and
    `spare` descriptors of the worker's own: past it a worker fails every accept ("Too many open files") and a new
    client waits until an idle connection closes, instead of waiting its turn in the kernel's queue."""
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != resource.RLIM_INFINITY and soft < wanted + spare:
        soft = hard if hard == resource.RLIM_INFINITY else min(hard, wanted + spare)
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
        except (ValueError, OSError):
            soft = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
    return wanted if soft == resource.RLIM_INFINITY else max(1, min(wanted, soft - spare))


worker_connections = _connections_that_fit(worker_connections)
threads = int(os.environ.get("REFEREE_THREADS", 2))  # gthread only
timeout = 30  # a worker whose loop is stuck this long is replaced (under gevent: one request computing 30 s)
keepalive = 5  # idle keep-alive wait, and (gevent) the whole time allowed for request line + headers
max_requests = 20000  # recycle workers now and then
max_requests_jitter = 2000
limit_request_line = 4094
limit_request_fields = 100
limit_request_field_size = 8190
# Not a gunicorn setting: the header block in all (gunicorn's own bound is the two above multiplied, ~800 KB, and
# reading that much costs a worker some 100 ms of CPU). 32 KB, as nginx takes by default; past it, a 431.
_HEADER_BLOCK_LIMIT = 32 * 1024
control_socket_disable = (
    True  # gunicorn 25+ would otherwise share $HOME/.gunicorn/gunicorn.ctl with every gunicorn of this user
)
accesslog = os.environ.get("REFEREE_ACCESS_LOG")  # None: no access log; "-" for stdout; one JSON line a request
errorlog = "-"
loglevel = os.environ.get("REFEREE_LOG_LEVEL", "info")

# Not a gunicorn setting: seconds a request may take from the end of its headers until its answer is
# written (reading the body included). A body of 1 MiB needs 30 s only below ~35 KB/s.
_REQUEST_DEADLINE = float(os.environ.get("REFEREE_REQUEST_DEADLINE", 30))
# kill -TERM: the workers take no new connection, and every request already admitted gets the whole of its
# deadline and a moment to write its answer before the master kills what is left. A container's stop period
# must be longer still (docs/deployment.md, "Stopping").
graceful_timeout = int(_REQUEST_DEADLINE) + 5
# Forwarded headers gunicorn itself would believe (X-Forwarded-Proto/-Ssl/-Protocol for the scheme, SCRIPT_NAME
# and PATH_INFO for the path): from no one. The service uses neither the scheme nor a path prefix, and its
# default, 127.0.0.1, let any local client rewrite a request's path (SCRIPT_NAME: a 404 or a 500) and any
# client behind a proxy on loopback make its own request a 400 (X-Forwarded-Ssl: on against the proxy's
# X-Forwarded-Proto). The one forwarded header the service reads is X-Forwarded-For, for the client's address,
# from as many proxies as REFEREE_TRUSTED_PROXIES says (referee/app.py). FORWARDED_ALLOW_IPS, gunicorn's own
# variable, still sets it.
forwarded_allow_ips = os.environ.get("FORWARDED_ALLOW_IPS", "")


def pre_request(worker, req):
    """Under gevent, arm a timer that shuts the client's socket down once the deadline passes.

    gevent's worker bounds the headers (keepalive) but nothing bounds the body: a client that sends
    `Content-Length: 1000` and then one byte a minute would hold its greenlet and socket forever.
    Shutting the socket down wakes the blocked read with end-of-file, the request ends as a client
    disconnect, and the connection is closed.
    """
    worker.log.debug("%s %s", req.method, req.path)  # what gunicorn's default pre_request does
    if any(name == "TRANSFER-ENCODING" for name, _ in req.headers):
        # The app answers 411 without reading the body (referee/app.py); the connection closes after that
        # answer, so gunicorn never reads the rest of the body to find the next request (its chunk parser
        # would run on whatever the client sends).
        req.must_close = True
    if not _REQUEST_DEADLINE or "gevent" not in type(worker).__module__:
        return
    import socket

    import gevent

    sock = getattr(req.unreader, "sock", None)
    if sock is None:
        return

    def cut() -> None:
        worker.log.info("Request past its %gs deadline, closing: %s %s", _REQUEST_DEADLINE, req.method, req.path)
        try:
            sock.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass

    req.referee_deadline = gevent.spawn_later(_REQUEST_DEADLINE, cut)


def post_request(worker, req, environ, resp):
    """Disarm the deadline of pre_request."""
    timer = getattr(req, "referee_deadline", None)
    if timer is not None:
        timer.kill(block=False)


def post_worker_init(worker):
    """gunicorn's own refusals (400, 414, 431) as problem+json like every other error, and the header block bounded
    (referee.server). Here, after the worker loaded the app (and gevent patched the standard library), not at import.

    And a quiet stop: Ctrl-C reaches the workers (SIGINT) as well as the master, which then sends them
    SIGQUIT. gunicorn's quick exit calls sys.exit() from a greenlet under gevent, which prints a
    "SystemExit: 0" traceback per worker; the graceful exit (as on SIGTERM) ends the same way, quietly:
    no new request is taken, and the master still kills whatever is left after graceful_timeout."""
    import signal

    from referee.server import bound_header_block, use_problem_errors

    use_problem_errors()
    bound_header_block(_HEADER_BLOCK_LIMIT)
    if "gevent" in type(worker).__module__:
        for sig in (signal.SIGINT, signal.SIGQUIT):
            signal.signal(sig, worker.handle_exit)


# --- observability (docs/observability.md): a JSON access log, and metrics across the workers -------------

from gunicorn.glogging import Logger  # noqa: E402


class JsonAccessLogger(Logger):
    """gunicorn's logger, its access log written as one JSON object per request: when, the request id the
    app echoed (X-Request-Id), who asked, the method and path, the status, the bytes and the time it took.
    Never a body, a query string or any other header. Its error log, the app's errors included, is JSON
    lines too, each with the request id it happened in (referee/api/logs.py)."""

    def setup(self, cfg):
        super().setup(cfg)
        from referee.api.logs import to_json_lines

        to_json_lines(self.error_log)

    def access(self, resp, req, environ, request_time):
        if not self.access_log_enabled:
            return
        import datetime
        import json

        headers = resp.headers.items() if hasattr(resp.headers, "items") else resp.headers
        request_id = next((v for k, v in headers if k.lower() == "x-request-id"), None)
        status = resp.status.split(None, 1)[0] if isinstance(resp.status, str) else resp.status
        line = {
            "time": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="milliseconds"),
            "request_id": request_id,
            "remote": environ.get("REMOTE_ADDR"),
            "method": environ.get("REQUEST_METHOD"),
            "path": (environ.get("PATH_INFO") or "")[:512],
            "status": int(status) if str(status).isdigit() else None,
            "bytes_in": int(environ["CONTENT_LENGTH"]) if str(environ.get("CONTENT_LENGTH", "")).isdigit() else None,
            "bytes_out": getattr(resp, "sent", None),
            "duration_ms": round(request_time.total_seconds() * 1000, 3),
            "user_agent": (environ.get("HTTP_USER_AGENT") or "")[:256] or None,
            "pid": os.getpid(),
        }
        try:
            self.access_log.info("%s", json.dumps(line, ensure_ascii=True))
        except Exception:  # a log line never fails a request
            self.exception("access log")


logger_class = JsonAccessLogger

# Metrics (REFEREE_METRICS=1): the client library's multi-process mode keeps each worker's counts in files
# of one folder and adds them up when /metrics is read. A fresh folder per start, made here in the master
# before any worker imports the library (it reads PROMETHEUS_MULTIPROC_DIR when imported); one given by
# the operator is emptied of a previous run's files.
_METRICS = os.environ.get("REFEREE_METRICS") == "1"
if _METRICS and not os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
    import tempfile

    os.environ["PROMETHEUS_MULTIPROC_DIR"] = os.environ["REFEREE_OWN_METRICS_DIR"] = tempfile.mkdtemp(
        prefix="referee-metrics-"
    )
_OWN_METRICS_DIR = os.environ.get("REFEREE_OWN_METRICS_DIR")  # the same folder when a reload reads this again


def on_starting(server):
    """Empty an operator's PROMETHEUS_MULTIPROC_DIR of a previous run's counts."""
    folder = os.environ.get("PROMETHEUS_MULTIPROC_DIR")
    if _METRICS and folder and folder != _OWN_METRICS_DIR:
        import glob

        for stale in glob.glob(os.path.join(folder, "*.db")):
            os.remove(stale)


def child_exit(server, worker):
    """A worker that ended (recycled, killed): its gauges go (prometheus-client's `mark_process_dead`) and its
    counts are added into one file per kind, so that the folder, and a scrape's reading of it, stays the same
    size however many workers are recycled (referee/api/metrics.py, absorb_dead_worker)."""
    folder = os.environ.get("PROMETHEUS_MULTIPROC_DIR")
    if _METRICS and folder:
        from referee.api.metrics import absorb_dead_worker

        try:
            absorb_dead_worker(worker.pid, folder)
        except Exception:  # the master never fails on this: the worker's files stay, and are still counted
            server.log.exception("could not add up the counts of worker %s", worker.pid)


def on_exit(server):
    """The folder this start made goes with it."""
    if _OWN_METRICS_DIR:
        import shutil

        shutil.rmtree(_OWN_METRICS_DIR, ignore_errors=True)
