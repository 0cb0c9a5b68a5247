"""Tournament standings: the results of an event's tables, placement points and tie-breaks.

Pure Python like the games' engines: `event.event_standings(rounds, scheme)` takes each round's
tables (a finished game's places) and answers the event's standings; `messages.MESSAGES` holds its
sentences (register them once with `core.text.register_catalogue` before rendering).
"""
