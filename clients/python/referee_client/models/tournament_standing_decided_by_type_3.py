from enum import StrEnum


class TournamentStandingDecidedByType3(StrEnum):
    FAME_TOTAL = "fame_total"
    OPPONENTS_POINTS = "opponents_points"
    POINTS = "points"
    SHARED = "shared"
    WINS = "wins"

    def __str__(self) -> str:
        return str(self.value)
