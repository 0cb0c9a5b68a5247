from enum import StrEnum


class SakkaraOutcomeResultProvenanceRulingsCatalogue(StrEnum):
    DEFAULT = "default"
    REQUEST = "request"

    def __str__(self) -> str:
        return str(self.value)
