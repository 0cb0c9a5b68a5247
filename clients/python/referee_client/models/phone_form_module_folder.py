from enum import StrEnum


class PhoneFormModuleFolder(StrEnum):
    AUCTION = "auction"
    KIT = "kit"
    OSIRIS = "osiris"
    SAKKARA = "sakkara"

    def __str__(self) -> str:
        return str(self.value)
