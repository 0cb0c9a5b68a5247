"""The context of the request being answered: what every layer that answers it reads, set once for its time by
the request-to-answer core (referee/service/routes.py `answering`; a long request's budget by
referee/service/long.py) and by `referee check` for its lines.

- `language`: the language its sentences are rendered in (chosen from Accept-Language);
- `request_id`: its id, which a problem names as its `instance` (None when it has none);
- `budget`: the `Work` of a long request (a batch, an event's standings), None outside one: then nothing is
  charged and nothing stops.
"""

from __future__ import annotations

from contextvars import ContextVar

from .text import DEFAULT_LANGUAGE
from .work import Work

language: ContextVar[str] = ContextVar("language", default=DEFAULT_LANGUAGE)
request_id: ContextVar[str | None] = ContextVar("request_id", default=None)
budget: ContextVar[Work | None] = ContextVar("current_work", default=None)
