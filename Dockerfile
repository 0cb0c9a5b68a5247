# referee: gunicorn serving the Flask app, as a non-root user, from the project's built wheel.
# Python 3.11, the version the suite runs on, pinned to a patch release; constraints.txt pins every dependency.
FROM python:3.11.14-slim AS build
ENV PIP_NO_CACHE_DIR=1 PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_CONSTRAINT=/src/constraints.txt
WORKDIR /src
COPY pyproject.toml README.md LICENSE constraints.txt ./
COPY referee ./referee
RUN pip wheel --no-deps --wheel-dir /dist .

FROM python:3.11.14-slim
LABEL org.opencontainers.image.title="referee" \
      org.opencontainers.image.description="A stateless scoring and referee REST API for Ra, Priests of Ra, Osiris and Sakkara" \
      org.opencontainers.image.licenses="MIT" \
      org.opencontainers.image.version="1.1.0" \
      org.opencontainers.image.base.name="docker.io/library/python:3.11.14-slim"

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    REFEREE_BIND=0.0.0.0:8000 \
    REFEREE_ACCESS_LOG=-

RUN useradd --create-home --uid 10001 --shell /usr/sbin/nologin referee
COPY constraints.txt /tmp/constraints.txt
COPY --from=build /dist /tmp/dist
RUN pip install --no-compile -c /tmp/constraints.txt /tmp/dist/referee-*.whl && rm -rf /tmp/dist /tmp/constraints.txt

WORKDIR /home/referee
USER 10001
EXPOSE 8000
# The port (and address) the server binds, from REFEREE_BIND: a wildcard address is asked on loopback.
HEALTHCHECK --interval=30s --timeout=3s --start-period=5s --retries=3 \
    CMD ["python", "-c", "import os, sys, urllib.request; host, _, port = os.environ.get('REFEREE_BIND', '127.0.0.1:8000').rpartition(':'); host = '127.0.0.1' if host in ('', '0.0.0.0', '[::]') else host; sys.exit(urllib.request.urlopen(f'http://{host}:{port}/health', timeout=2).status != 200)"]
CMD ["gunicorn", "-c", "python:referee.gunicorn_conf", "referee:create_app()"]
