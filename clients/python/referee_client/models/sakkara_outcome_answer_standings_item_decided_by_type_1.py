from enum import StrEnum


class SakkaraOutcomeAnswerStandingsItemDecidedByType1(StrEnum):
    COMPLETE_PYRAMID = "complete_pyramid"

    def __str__(self) -> str:
        return str(self.value)
