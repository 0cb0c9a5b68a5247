from enum import StrEnum


class OsirisOutcomeAnswerEnd(StrEnum):
    APEX = "apex"
    BLOCKED = "blocked"

    def __str__(self) -> str:
        return str(self.value)
