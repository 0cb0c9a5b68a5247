"""Sakkara (Kosmos 2007, Manfred Grabmeier): the pyramid check and the referee of a recorded game."""
