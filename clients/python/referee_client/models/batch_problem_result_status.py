from enum import IntEnum


class BatchProblemResultStatus(IntEnum):
    VALUE_404 = 404
    VALUE_422 = 422
    VALUE_429 = 429
    VALUE_500 = 500

    def __str__(self) -> str:
        return str(self.value)
