from enum import StrEnum


class OsirisLogBoardType0CitiesItemColour(StrEnum):
    BEIGE = "beige"
    BROWN = "brown"
    RED_BROWN = "red-brown"
    YELLOW = "yellow"

    def __str__(self) -> str:
        return str(self.value)
