from enum import StrEnum


class OsirisOutcomeEnd(StrEnum):
    APEX = "apex"
    BLOCKED = "blocked"

    def __str__(self) -> str:
        return str(self.value)
