from enum import StrEnum


class RaReplayStateAuctionType0Kind(StrEnum):
    DRAWN = "drawn"
    FULL_TRACK = "full_track"
    INVOKED = "invoked"

    def __str__(self) -> str:
        return str(self.value)
