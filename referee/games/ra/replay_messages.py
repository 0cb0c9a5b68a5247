"""The sentences of Ra's replay (gods, disasters) in English and Dutch."""
from __future__ import annotations

from ...core.text import register
from . import messages  # noqa: F401  (tile names)

register("en", {
    "action.god": "play gods", "action.discard": "discard",
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
})
register("nl", {
    "action.god": "goden inzetten", "action.discard": "afleggen",
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
})
