"""Osiris (Hexagames 1995): the rules and default board as data, the outcome, and the move-log replay."""
