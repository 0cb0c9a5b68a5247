from enum import StrEnum


class SakkaraTierAnswerTier(StrEnum):
    APEX = "apex"
    TIER1 = "tier1"
    TIER2 = "tier2"

    def __str__(self) -> str:
        return str(self.value)
