from enum import StrEnum


class ListGamesResponse200GamesItemOperationsItem(StrEnum):
    OUTCOME = "outcome"
    REPLAY = "replay"
    RULES = "rules"
    SCORE = "score"

    def __str__(self) -> str:
        return str(self.value)
