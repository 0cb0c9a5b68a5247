from enum import StrEnum


class SakkaraReplayResultProvenanceOverridesItem(StrEnum):
    CATALOGUE = "catalogue"

    def __str__(self) -> str:
        return str(self.value)
