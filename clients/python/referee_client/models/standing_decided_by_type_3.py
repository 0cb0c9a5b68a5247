from enum import StrEnum


class StandingDecidedByType3(StrEnum):
    FAME = "fame"
    HIGHEST_SUN = "highest_sun"
    SHARED = "shared"

    def __str__(self) -> str:
        return str(self.value)
