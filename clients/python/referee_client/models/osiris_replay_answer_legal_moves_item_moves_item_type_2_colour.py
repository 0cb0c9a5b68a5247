from enum import StrEnum


class OsirisReplayAnswerLegalMovesItemMovesItemType2Colour(StrEnum):
    BEIGE = "beige"
    BROWN = "brown"
    RED_BROWN = "red-brown"
    YELLOW = "yellow"

    def __str__(self) -> str:
        return str(self.value)
