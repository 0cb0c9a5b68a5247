from enum import StrEnum


class SakkaraTierAnswerBlockedByItem(StrEnum):
    GRAIN = "grain"
    SHIP = "ship"

    def __str__(self) -> str:
        return str(self.value)
