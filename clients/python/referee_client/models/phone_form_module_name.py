from enum import StrEnum


class PhoneFormModuleName(StrEnum):
    API_JS = "api.js"
    BOARD_JS = "board.js"
    CARDS_JS = "cards.js"
    CARD_JS = "card.js"
    DOM_JS = "dom.js"
    I18N_JS = "i18n.js"
    PICTURE_JS = "picture.js"
    RECORD_JS = "record.js"
    SCORE_JS = "score.js"
    STORE_JS = "store.js"
    UI_JS = "ui.js"

    def __str__(self) -> str:
        return str(self.value)
