from enum import StrEnum


class PhoneFormAssetName(StrEnum):
    APPLE_TOUCH_ICON_PNG = "apple-touch-icon.png"
    APP_JS = "app.js"
    ENGINE_BOOT_MJS = "engine-boot.mjs"
    ENGINE_JS = "engine.js"
    ENGINE_WORKER_JS = "engine-worker.js"
    ENGINE_ZIP = "engine.zip"
    ICON_192_PNG = "icon-192.png"
    ICON_512_PNG = "icon-512.png"
    ICON_MASKABLE_512_PNG = "icon-maskable-512.png"
    ICON_SVG = "icon.svg"
    MODES_JS = "modes.js"
    ON_PHONE_JS = "on-phone.js"
    SITE_JS = "site.js"
    STYLE_CSS = "style.css"

    def __str__(self) -> str:
        return str(self.value)
