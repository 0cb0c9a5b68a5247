"""Priests of Ra: rules as data, scoring, the move-log replay, sentences and the spec."""
