from enum import StrEnum


class SakkaraOutcomeAnswerStandingsItemDecidedByType3Type1(StrEnum):
    COMPLETE_PYRAMID = "complete_pyramid"

    def __str__(self) -> str:
        return str(self.value)
