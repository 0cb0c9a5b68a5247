# referee: gunicorn serving the Flask app, as a non-root user.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    REFEREE_BIND=0.0.0.0:8000 \
    REFEREE_ACCESS_LOG=-

WORKDIR /app
RUN useradd --create-home --uid 10001 --shell /usr/sbin/nologin referee

COPY pyproject.toml README.md openapi.yaml gunicorn.conf.py ./
COPY referee ./referee
RUN pip install --no-compile -e .

USER 10001
EXPOSE 8000
HEALTHCHECK --interval=30s --timeout=3s --start-period=5s --retries=3 \
    CMD ["python", "-c", "import sys, urllib.request; sys.exit(urllib.request.urlopen('http://127.0.0.1:8000/health', timeout=2).status != 200)"]
CMD ["gunicorn", "-c", "gunicorn.conf.py", "referee:create_app()"]
