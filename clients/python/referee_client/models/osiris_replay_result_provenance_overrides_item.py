from enum import StrEnum


class OsirisReplayResultProvenanceOverridesItem(StrEnum):
    BOARD = "board"
    REBELLION = "rebellion"
    RELIEF = "relief"

    def __str__(self) -> str:
        return str(self.value)
