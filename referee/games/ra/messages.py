"""Ra's sentences in English and Dutch (the rulebook's own words where it has them)."""
from __future__ import annotations

from ...core.text import register

TILE_NAMES = {
    "en": {
        "ra": "Ra", "god": "god", "pharaoh": "pharaoh", "nile": "Nile", "flood": "flood", "gold": "gold",
        "art": "art", "agriculture": "agriculture", "religion": "religion", "astronomy": "astronomy",
        "writing": "writing", "fortress": "fortress", "obelisk": "obelisk", "palace": "palace",
        "pyramid": "pyramid", "sphinx": "sphinx", "statue": "statue", "step_pyramid": "step pyramid",
        "temple": "temple", "funeral": "funeral", "drought": "drought", "unrest": "unrest",
        "earthquake": "earthquake",
        # the groups of a display request (tile_paths): {"civilization": {...}, "monument": {...}}
        "civilization": "civilization", "monument": "monument",
    },
    "nl": {
        "ra": "Ra", "god": "god", "pharaoh": "farao", "nile": "Nijl", "flood": "overstroming", "gold": "goud",
        "art": "kunst", "agriculture": "landbouw", "religion": "religie", "astronomy": "astronomie",
        "writing": "schrift", "fortress": "vesting", "obelisk": "obelisk", "palace": "paleis",
        "pyramid": "piramide", "sphinx": "sfinx", "statue": "beelden", "step_pyramid": "trappenpiramide",
        "temple": "tempel", "funeral": "begrafenis", "drought": "droogte", "unrest": "onlust",
        "earthquake": "aardbeving",
        "civilization": "beschaving", "monument": "monument",
    },
}

for _lang, _names in TILE_NAMES.items():
    register(_lang, {"tiles." + k: v for k, v in _names.items()})

register("en", {
    "ra.gods": "{count} × god, 2 each: {points}",
    "ra.pharaohs.most": "most pharaohs ({count}): {points}",
    "ra.pharaohs.fewest": "fewest pharaohs ({count}): {points}",
    "ra.pharaohs.middle": "{count} pharaohs, neither most nor fewest: 0",
    "ra.pharaohs.all_equal": "everyone has {count} pharaohs: nobody scores",
    "ra.nile": "{nile} Nile + {floods} flood, 1 each: {points}",
    "ra.nile.no_flood": "{nile} Nile but no flood: 0",
    "ra.civilizations": "{distinct} different civilizations ({kinds}): {points}",
    "ra.civilizations.none": "no civilization: {points}",
    "ra.gold": "{count} × gold, 3 each: {points}",
    "ra.monuments": "{parts} (total {points})",
    "ra.monuments.distinct": "{distinct} different monuments: {points}",
    "ra.monuments.identical": "{count} identical {tile}: {points}",
})
register("nl", {
    "ra.gods": "{count} × god, 2 per stuk: {points}",
    "ra.pharaohs.most": "meeste farao's ({count}): {points}",
    "ra.pharaohs.fewest": "minste farao's ({count}): {points}",
    "ra.pharaohs.middle": "{count} farao's, niet de meeste en niet de minste: 0",
    "ra.pharaohs.all_equal": "iedereen heeft {count} farao's: niemand scoort",
    "ra.nile": "{nile} Nijl + {floods} overstroming, 1 per stuk: {points}",
    "ra.nile.no_flood": "{nile} Nijl maar geen overstroming: 0",
    "ra.civilizations": "{distinct} verschillende beschavingen ({kinds}): {points}",
    "ra.civilizations.none": "geen beschaving: {points}",
    "ra.gold": "{count} × goud, 3 per stuk: {points}",
    "ra.monuments": "{parts} (samen {points})",
    "ra.monuments.distinct": "{distinct} verschillende monumenten: {points}",
    "ra.monuments.identical": "{count} identieke {tile}: {points}",
})
