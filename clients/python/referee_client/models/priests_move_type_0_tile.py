from enum import StrEnum


class PriestsMoveType0Tile(StrEnum):
    CHAMBER_A = "chamber_a"
    CHAMBER_B = "chamber_b"
    FARMER = "farmer"
    FORTRESS = "fortress"
    GRANARY = "granary"
    LIBRARY = "library"
    MARKET = "market"
    MERCHANT = "merchant"
    PLAGUE = "plague"
    PRIEST = "priest"
    PYRAMID = "pyramid"
    RA = "ra"
    SCRIBE = "scribe"
    WARRIOR = "warrior"

    def __str__(self) -> str:
        return str(self.value)
