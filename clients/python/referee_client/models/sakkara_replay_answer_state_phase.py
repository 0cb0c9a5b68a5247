from enum import StrEnum


class SakkaraReplayAnswerStatePhase(StrEnum):
    OVER = "over"
    PLACING = "placing"
    PLAY = "play"
    SETUP = "setup"

    def __str__(self) -> str:
        return str(self.value)
