from enum import StrEnum


class OsirisStandingDecidedByType3(StrEnum):
    FOLLOWERS = "followers"
    LAST_TURN = "last_turn"
    SHARED = "shared"

    def __str__(self) -> str:
        return str(self.value)
