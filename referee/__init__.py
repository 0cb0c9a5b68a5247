"""referee: a stateless scoring and referee REST API for Ra, Priests of Ra, Osiris and Sakkara."""
from ._version import __version__
from .app import create_app

__all__ = ["__version__", "create_app"]
