"""The routes of this game that take the paper notation."""
