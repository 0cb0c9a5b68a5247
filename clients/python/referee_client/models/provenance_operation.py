from enum import StrEnum


class ProvenanceOperation(StrEnum):
    OUTCOME = "outcome"
    REPLAY = "replay"
    SCORE = "score"

    def __str__(self) -> str:
        return str(self.value)
