from enum import StrEnum


class PhoneFormAssetName(StrEnum):
    API_JS = "api.js"
    APPLE_TOUCH_ICON_PNG = "apple-touch-icon.png"
    APP_JS = "app.js"
    AUCTION_CARDS_JS = "auction-cards.js"
    DOM_JS = "dom.js"
    ENGINE_BOOT_MJS = "engine-boot.mjs"
    ENGINE_JS = "engine.js"
    ENGINE_WORKER_JS = "engine-worker.js"
    ENGINE_ZIP = "engine.zip"
    I18N_JS = "i18n.js"
    ICON_192_PNG = "icon-192.png"
    ICON_512_PNG = "icon-512.png"
    ICON_MASKABLE_512_PNG = "icon-maskable-512.png"
    ICON_SVG = "icon.svg"
    ON_PHONE_JS = "on-phone.js"
    OSIRIS_BOARD_JS = "osiris-board.js"
    OSIRIS_CARD_JS = "osiris-card.js"
    PICTURE_JS = "picture.js"
    RECORD_JS = "record.js"
    SAKKARA_BOARD_JS = "sakkara-board.js"
    SAKKARA_CARD_JS = "sakkara-card.js"
    SCORE_JS = "score.js"
    SITE_JS = "site.js"
    STORE_JS = "store.js"
    STYLE_CSS = "style.css"
    UI_JS = "ui.js"

    def __str__(self) -> str:
        return str(self.value)
