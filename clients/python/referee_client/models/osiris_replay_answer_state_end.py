from enum import StrEnum


class OsirisReplayAnswerStateEnd(StrEnum):
    APEX = "apex"
    BLOCKED = "blocked"

    def __str__(self) -> str:
        return str(self.value)
