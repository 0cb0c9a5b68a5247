from enum import StrEnum


class OsirisReplayResultProvenanceRulingsBoard(StrEnum):
    DEFAULT = "default"
    REQUEST = "request"

    def __str__(self) -> str:
        return str(self.value)
