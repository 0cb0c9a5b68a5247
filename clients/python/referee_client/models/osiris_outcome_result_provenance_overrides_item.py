from enum import StrEnum


class OsirisOutcomeResultProvenanceOverridesItem(StrEnum):
    GODS = "gods"

    def __str__(self) -> str:
        return str(self.value)
