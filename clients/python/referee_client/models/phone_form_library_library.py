from enum import StrEnum


class PhoneFormLibraryLibrary(StrEnum):
    JSQR = "jsqr"

    def __str__(self) -> str:
        return str(self.value)
