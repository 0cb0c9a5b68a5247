from enum import StrEnum


class OsirisRulesResponse200BoardCitiesItemColour(StrEnum):
    BEIGE = "beige"
    BROWN = "brown"
    RED_BROWN = "red-brown"
    YELLOW = "yellow"

    def __str__(self) -> str:
        return str(self.value)
