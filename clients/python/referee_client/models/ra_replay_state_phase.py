from enum import StrEnum


class RaReplayStatePhase(StrEnum):
    AUCTION = "auction"
    DISCARD = "discard"
    FLIP = "flip"
    GAME_OVER = "game_over"
    TURN = "turn"

    def __str__(self) -> str:
        return str(self.value)
