"""Priests of Ra: rules as data, scoring, and (later) the move-log replay."""
