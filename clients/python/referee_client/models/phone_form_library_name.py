from enum import StrEnum


class PhoneFormLibraryName(StrEnum):
    JSQR_JS = "jsQR.js"

    def __str__(self) -> str:
        return str(self.value)
