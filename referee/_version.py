"""The service's version, its one source: pyproject.toml reads it (setuptools' `attr:`), and so do
`referee --version`, GET /health, every answer's provenance and openapi.yaml's `info.version`.
Semantic versioning: a change that breaks a client is a new major version."""

__version__ = "1.1.0"
