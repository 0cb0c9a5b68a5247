"""Ra's sentences in English and Dutch (the rulebook's own words where it has them)."""
from __future__ import annotations

from ...core.text import Text, merge_catalogues, prefixed

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


_SENTENCES = {
    "en": {
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
        "ra.action.god": "play gods", "ra.action.discard": "discard",
        "ra.draw.full": "{player} cannot draw: the auction track already holds {count} tiles; "
                        "he must invoke Ra or play gods",
        "ra.count_tile": "{count} × {tile}",
        "ra.nothing": "nothing",
        "ra.god.too_few": "{player} plays {count} gods to take {count} tiles, but holds only {held} gods",
        "ra.god.takes_god": "{player} cannot take a god with gods",
        "ra.god.not_on_track": "{player} takes {count} × {tile}, but the auction track holds {on_track} "
                               "(the track: {track})",
        "ra.group.unrest": "civilizations",
        "ra.group.earthquake": "monuments",
        "ra.discard.choice": "{count} {group} of his choice (he holds {held})",
        "ra.discard.wrong": "{player} must remove {need} for {disasters}, but the log discards {given}",
        "ra.discard.forced_wrong": "{disasters} take exactly {need} from {player}, but the log discards {given}",
        "ra.discard.unexpected": "{player} has no disaster to resolve, so there is nothing to discard",
        "ra.discard.missing": "{owner} must first discard what {disasters} take ({need}); "
                              "{player} cannot {action} before that",
    },
    "nl": {
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
        "ra.action.god": "goden inzetten", "ra.action.discard": "afleggen",
        "ra.draw.full": "{player} mag geen kaartje omdraaien: de speel-rij ligt al vol met {count} kaartjes; "
                        "hij moet Ra aanroepen of goden inzetten",
        "ra.count_tile": "{count} × {tile}",
        "ra.nothing": "niets",
        "ra.god.too_few": "{player} zet {count} goden in om {count} kaartjes te nemen, maar heeft er maar {held}",
        "ra.god.takes_god": "{player} mag met goden geen godenkaartje nemen",
        "ra.god.not_on_track": "{player} neemt {count} × {tile}, maar op de speel-rij liggen er {on_track} "
                               "(de speel-rij: {track})",
        "ra.group.unrest": "beschavingen",
        "ra.group.earthquake": "monumenten",
        "ra.discard.choice": "{count} {group} naar keuze (hij heeft {held})",
        "ra.discard.wrong": "{player} moet {need} afleggen voor {disasters}, maar het logboek legt {given} af",
        "ra.discard.forced_wrong": "{disasters} nemen {player} precies {need} af, maar het logboek legt {given} af",
        "ra.discard.unexpected": "{player} heeft geen ramp uit te voeren en hoeft dus niets af te leggen",
        "ra.discard.missing": "{owner} moet eerst afleggen wat {disasters} afnemen ({need}); "
                              "{player} kan niet {action} voordien",
    },
}


def tile_text(tile: str) -> Text:
    """A tile's name (a face, a bag type, or a request group) in the answer's language."""
    return Text("ra.tiles." + tile)


MESSAGES = merge_catalogues(_SENTENCES, prefixed("ra.tiles.", TILE_NAMES))
