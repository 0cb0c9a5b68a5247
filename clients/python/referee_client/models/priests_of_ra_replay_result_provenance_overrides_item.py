from enum import StrEnum


class PriestsOfRaReplayResultProvenanceOverridesItem(StrEnum):
    BUILDINGS_STAY = "buildings_stay"
    BUILDING_TILES = "building_tiles"
    CHAMBERS_DOUBLE_SIDED = "chambers_double_sided"

    def __str__(self) -> str:
        return str(self.value)
