from enum import StrEnum


class TournamentTableOperation(StrEnum):
    OUTCOME = "outcome"
    REPLAY = "replay"
    SCORE = "score"

    def __str__(self) -> str:
        return str(self.value)
