from enum import StrEnum


class TournamentTableGame(StrEnum):
    OSIRIS = "osiris"
    PRIESTS_OF_RA = "priests-of-ra"
    RA = "ra"
    SAKKARA = "sakkara"

    def __str__(self) -> str:
        return str(self.value)
