from enum import StrEnum


class RaMoveType0Tile(StrEnum):
    AGRICULTURE = "agriculture"
    ART = "art"
    ASTRONOMY = "astronomy"
    DROUGHT = "drought"
    EARTHQUAKE = "earthquake"
    FLOOD = "flood"
    FORTRESS = "fortress"
    FUNERAL = "funeral"
    GOD = "god"
    GOLD = "gold"
    NILE = "nile"
    OBELISK = "obelisk"
    PALACE = "palace"
    PHARAOH = "pharaoh"
    PYRAMID = "pyramid"
    RA = "ra"
    RELIGION = "religion"
    SPHINX = "sphinx"
    STATUE = "statue"
    STEP_PYRAMID = "step_pyramid"
    TEMPLE = "temple"
    UNREST = "unrest"
    WRITING = "writing"

    def __str__(self) -> str:
        return str(self.value)
