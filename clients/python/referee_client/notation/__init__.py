"""The routes that take a game in its paper notation (text/plain), one module each (tools/make_clients.py)."""
