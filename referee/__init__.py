"""referee: a stateless scoring and referee REST API for Ra, Priests of Ra, Osiris and Sakkara."""
from .app import create_app

__all__ = ["create_app"]
