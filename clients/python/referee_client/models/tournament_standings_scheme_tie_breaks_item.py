from enum import StrEnum


class TournamentStandingsSchemeTieBreaksItem(StrEnum):
    FAME_TOTAL = "fame_total"
    OPPONENTS_POINTS = "opponents_points"
    POINTS = "points"
    WINS = "wins"

    def __str__(self) -> str:
        return str(self.value)
