from enum import StrEnum


class OsirisReplayAnswerLegalMovesItemMovesItemType4Priest(StrEnum):
    BEIGE_1 = "beige-1"
    BEIGE_2 = "beige-2"
    BEIGE_3 = "beige-3"
    BROWN_1 = "brown-1"
    BROWN_2 = "brown-2"
    BROWN_3 = "brown-3"
    RED_BROWN_1 = "red-brown-1"
    RED_BROWN_2 = "red-brown-2"
    RED_BROWN_3 = "red-brown-3"
    YELLOW_1 = "yellow-1"
    YELLOW_2 = "yellow-2"
    YELLOW_3 = "yellow-3"

    def __str__(self) -> str:
        return str(self.value)
