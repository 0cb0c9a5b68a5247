from enum import StrEnum


class SakkaraOutcomeResultProvenanceOverridesItem(StrEnum):
    CATALOGUE = "catalogue"

    def __str__(self) -> str:
        return str(self.value)
