from enum import IntEnum


class BatchResultStatus(IntEnum):
    VALUE_200 = 200
    VALUE_404 = 404
    VALUE_422 = 422
    VALUE_429 = 429
    VALUE_500 = 500

    def __str__(self) -> str:
        return str(self.value)
