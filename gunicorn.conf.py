"""gunicorn settings for referee: loopback by default, a worker per core and a spare."""
import multiprocessing
import os

bind = os.environ.get("REFEREE_BIND", "127.0.0.1:8000")
workers = int(os.environ.get("REFEREE_WORKERS", min(2 * multiprocessing.cpu_count() + 1, 9)))
worker_class = "gthread"
threads = int(os.environ.get("REFEREE_THREADS", 2))
timeout = 30            # no request needs more than milliseconds; a stuck worker is recycled
graceful_timeout = 10
keepalive = 5
max_requests = 20000    # recycle workers now and then
max_requests_jitter = 2000
limit_request_line = 4094
limit_request_fields = 100
accesslog = os.environ.get("REFEREE_ACCESS_LOG")  # None: no access log; "-" for stdout
errorlog = "-"
loglevel = os.environ.get("REFEREE_LOG_LEVEL", "info")
