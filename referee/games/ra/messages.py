"""Ra's sentences in English and Dutch (the rulebook's own words where it has them)."""

from __future__ import annotations

from ...core.text import Text, merge_catalogues, prefixed
from ...sun_auction.catalogue import counted_names

TILE_NAMES = {
    "en": {
        "ra": "Ra",
        "god": "god",
        "pharaoh": "pharaoh",
        "nile": "Nile",
        "flood": "flood",
        "gold": "gold",
        "art": "art",
        "agriculture": "agriculture",
        "religion": "religion",
        "astronomy": "astronomy",
        "writing": "writing",
        "fortress": "fortress",
        "obelisk": "obelisk",
        "palace": "palace",
        "pyramid": "pyramid",
        "sphinx": "sphinx",
        "statue": "statue",
        "step_pyramid": "step pyramid",
        "temple": "temple",
        "funeral": "funeral",
        "drought": "drought",
        "unrest": "unrest",
        "earthquake": "earthquake",
        # the groups of a display request (tile_paths): {"civilization": {...}, "monument": {...}}
        "civilization": "civilization",
        "monument": "monument",
    },
    "nl": {
        "ra": "Ra",
        "god": "god",
        "pharaoh": "farao",
        "nile": "Nijl",
        "flood": "overstroming",
        "gold": "goud",
        "art": "kunst",
        "agriculture": "landbouw",
        "religion": "religie",
        "astronomy": "astronomie",
        "writing": "schrift",
        "fortress": "vesting",
        "obelisk": "obelisk",
        "palace": "paleis",
        "pyramid": "piramide",
        "sphinx": "sfinx",
        "statue": "beeld",
        "step_pyramid": "trappenpiramide",
        "temple": "tempel",
        "funeral": "begrafenis",
        "drought": "droogte",
        "unrest": "onlust",
        "earthquake": "aardbeving",
        "civilization": "beschaving",
        "monument": "monument",
    },
}
# A tile's name where a count goes with it (`tile_text(tile, count)`): the form for 1, and for any other count.
# Names that are no count nouns become "... tile(s)".
COUNTED_NAMES = {
    "en": {
        "ra": ("Ra tile", "Ra tiles"),
        "god": ("god", "gods"),
        "pharaoh": ("pharaoh", "pharaohs"),
        "nile": ("Nile tile", "Nile tiles"),
        "flood": ("flood", "floods"),
        "gold": ("gold tile", "gold tiles"),
        "art": ("art tile", "art tiles"),
        "agriculture": ("agriculture tile", "agriculture tiles"),
        "religion": ("religion tile", "religion tiles"),
        "astronomy": ("astronomy tile", "astronomy tiles"),
        "writing": ("writing tile", "writing tiles"),
        "fortress": ("fortress", "fortresses"),
        "obelisk": ("obelisk", "obelisks"),
        "palace": ("palace", "palaces"),
        "pyramid": ("pyramid", "pyramids"),
        "sphinx": ("sphinx", "sphinxes"),
        "statue": ("statue", "statues"),
        "step_pyramid": ("step pyramid", "step pyramids"),
        "temple": ("temple", "temples"),
        "funeral": ("funeral", "funerals"),
        "drought": ("drought", "droughts"),
        "unrest": ("unrest tile", "unrest tiles"),
        "earthquake": ("earthquake", "earthquakes"),
        "civilization": ("civilization", "civilizations"),
        "monument": ("monument", "monuments"),
    },
    "nl": {
        "ra": ("Ra-kaartje", "Ra-kaartjes"),
        "god": ("god", "goden"),
        "pharaoh": ("farao", "farao's"),
        "nile": ("Nijlkaartje", "Nijlkaartjes"),
        "flood": ("overstroming", "overstromingen"),
        "gold": ("goudkaartje", "goudkaartjes"),
        "art": ("kunstkaartje", "kunstkaartjes"),
        "agriculture": ("landbouwkaartje", "landbouwkaartjes"),
        "religion": ("religiekaartje", "religiekaartjes"),
        "astronomy": ("astronomiekaartje", "astronomiekaartjes"),
        "writing": ("schriftkaartje", "schriftkaartjes"),
        "fortress": ("vesting", "vestingen"),
        "obelisk": ("obelisk", "obelisken"),
        "palace": ("paleis", "paleizen"),
        "pyramid": ("piramide", "piramides"),
        "sphinx": ("sfinx", "sfinxen"),
        "statue": ("beeld", "beelden"),
        "step_pyramid": ("trappenpiramide", "trappenpiramides"),
        "temple": ("tempel", "tempels"),
        "funeral": ("begrafenis", "begrafenissen"),
        "drought": ("droogte", "droogtes"),
        "unrest": ("onlustkaartje", "onlustkaartjes"),
        "earthquake": ("aardbeving", "aardbevingen"),
        "civilization": ("beschaving", "beschavingen"),
        "monument": ("monument", "monumenten"),
    },
}


_SENTENCES = {
    "en": {
        "ra.gods": "{count} × god, 2 each: {points}",
        "ra.pharaohs.most": "most pharaohs ({count}): {points}",
        "ra.pharaohs.fewest": "fewest pharaohs ({count}): {points}",
        "ra.pharaohs.middle": "{count:# pharaoh|# pharaohs}, neither most nor fewest: 0",
        "ra.pharaohs.all_equal": "everyone has {count:# pharaoh|# pharaohs}: nobody scores",
        "ra.nile": "{nile:# Nile tile|# Nile tiles} + {floods:# flood|# floods}, 1 each: {points}",
        "ra.nile.no_flood": "{nile:# Nile tile|# Nile tiles} but no flood: 0",
        "ra.civilizations": "{distinct:# civilization|# different civilizations} ({kinds}): {points}",
        "ra.civilizations.none": "no civilization: {points}",
        "ra.gold": "{count} × gold, 3 each: {points}",
        "ra.monuments": "{parts} (total {points})",
        "ra.monuments.distinct": "{distinct:# monument|# different monuments}: {points}",
        "ra.monuments.identical": "{count} identical {tile}: {points}",
        "ra.action.god": "play gods",
        "ra.action.discard": "discard",
        "ra.draw.full": "{player} cannot draw: the auction track already holds {count:# tile|# tiles}; "
        "{player} must invoke Ra or play gods.",
        "ra.count_tile": "{count} × {tile}",
        "ra.nothing": "nothing",
        "ra.god.too_few": "{player} plays {count:# god|# gods} to take {count:# tile|# tiles}, "
        "but holds only {held:# god|# gods}.",
        "ra.god.takes_god": "{player} cannot take a god with gods.",
        "ra.god.not_on_track": "{player} takes {count} × {tile}, but the auction track holds {on_track} "
        "(the track: {track}).",
        "ra.discard.choice": "{count} {group} chosen from {held}",
        "ra.discard.wrong": "{player} must remove {need} for {disasters}, but the log discards {given}.",
        "ra.discard.forced_wrong": "{player} must discard exactly {need} for {disasters}, but the log discards "
        "{given}.",
        "ra.discard.unexpected": "{player} has no disaster to resolve, so there is nothing to discard.",
        "ra.discard.missing": "{owner} must first discard for {disasters} ({need}); "
        "{player} cannot {action} before that.",
    },
    "nl": {
        "ra.gods": "{count} × god, 2 per stuk: {points}",
        "ra.pharaohs.most": "meeste farao's ({count}): {points}",
        "ra.pharaohs.fewest": "minste farao's ({count}): {points}",
        "ra.pharaohs.middle": "{count:# farao|# farao's}, niet de meeste en niet de minste: 0",
        "ra.pharaohs.all_equal": "iedereen heeft {count:# farao|# farao's}: niemand scoort",
        "ra.nile": "{nile:# Nijlkaartje|# Nijlkaartjes} + {floods:# overstroming|# overstromingen}, 1 per stuk: "
        "{points}",
        "ra.nile.no_flood": "{nile:# Nijlkaartje|# Nijlkaartjes} maar geen overstroming: 0",
        "ra.civilizations": "{distinct:# beschaving|# verschillende beschavingen} ({kinds}): {points}",
        "ra.civilizations.none": "geen beschaving: {points}",
        "ra.gold": "{count} × goud, 3 per stuk: {points}",
        "ra.monuments": "{parts} (samen {points})",
        "ra.monuments.distinct": "{distinct:# monument|# verschillende monumenten}: {points}",
        "ra.monuments.identical": "{count} identieke {tile}: {points}",
        "ra.action.god": "goden inzetten",
        "ra.action.discard": "afleggen",
        "ra.draw.full": "{player} mag geen kaartje omdraaien: de speel-rij ligt al vol met "
        "{count:# kaartje|# kaartjes}; {player} moet Ra aanroepen of goden inzetten.",
        "ra.count_tile": "{count} × {tile}",
        "ra.nothing": "niets",
        "ra.god.too_few": "{player} zet {count:# god|# goden} in om {count:# kaartje|# kaartjes} te nemen, "
        "maar heeft er maar {held}.",
        "ra.god.takes_god": "{player} mag met goden geen godenkaartje nemen.",
        "ra.god.not_on_track": "{player} neemt {count} × {tile}, maar de speel-rij heeft er {on_track} "
        "(de speel-rij: {track}).",
        "ra.discard.choice": "{count} {group} naar keuze uit {held}",
        "ra.discard.wrong": "{player} moet {need} afleggen voor {disasters}, maar het logboek legt {given} af.",
        "ra.discard.forced_wrong": "{player} moet precies {need} afleggen voor {disasters}, maar het logboek legt "
        "{given} af.",
        "ra.discard.unexpected": "{player} heeft geen ramp uit te voeren en hoeft dus niets af te leggen.",
        "ra.discard.missing": "{owner} moet eerst afleggen voor {disasters} ({need}); pas daarna kan {player} "
        "{action}.",
    },
}


def tile_text(tile: str, count: int | None = None) -> Text:
    """A tile's name (a face, a bag type, or a request group) in the answer's language; with `count`,
    the form that goes with that count ("1 pharaoh", "2 pharaohs"), for a sentence that writes the number."""
    if count is None:
        return Text("ra.tiles." + tile)
    return Text("ra.tiles_counted." + tile, {"count": count})


MESSAGES = merge_catalogues(
    _SENTENCES, prefixed("ra.tiles.", TILE_NAMES), counted_names("ra.tiles_counted.", COUNTED_NAMES)
)
