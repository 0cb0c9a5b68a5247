"""Priests of Ra's sentences in English and Dutch (the rulebooks' own words where they have them).

Ids are namespaced "por."; tile names are "por.tiles.<face>" (`tile_text`), apart from Ra's own.
"""

from __future__ import annotations

from ...core.text import Text, merge_catalogues, prefixed
from ...sun_auction.catalogue import counted_names

TILE_NAMES = {
    "en": {
        "ra": "Ra",
        "farmer": "farmer",
        "warrior": "warrior",
        "merchant": "merchant",
        "scribe": "scribe",
        "granary": "granary",
        "fortress": "fortress",
        "market": "market",
        "library": "library",
        "priest": "priest",
        "plague": "plague",
        "pyramid": "pyramid",
        "chamber_a": "burial chamber of colour A",
        "chamber_b": "burial chamber of colour B",
        # double-sided tiles: the name of the physical tile, both faces
        "farmer+warrior": "farmer/warrior",
        "merchant+scribe": "merchant/scribe",
        "granary+fortress": "granary/fortress",
        "market+library": "market/library",
        "chamber_a+chamber_b": "burial chamber (either colour)",
    },
    "nl": {
        "ra": "Ra",
        "farmer": "boer",
        "warrior": "krijger",
        "merchant": "handelaar",
        "scribe": "schrijver",
        "granary": "graanschuur",
        "fortress": "vesting",
        "market": "markt",
        "library": "bibliotheek",
        "priest": "priester",
        "plague": "pest",
        "pyramid": "piramide",
        "chamber_a": "grafkamer van kleur A",
        "chamber_b": "grafkamer van kleur B",
        "farmer+warrior": "boer/krijger",
        "merchant+scribe": "handelaar/schrijver",
        "granary+fortress": "graanschuur/vesting",
        "market+library": "markt/bibliotheek",
        "chamber_a+chamber_b": "grafkamer (beide kleuren)",
    },
}
# A tile's name where a count goes with it (`tile_text(tile, count)`): the form for 1, and for any other count.
COUNTED_NAMES = {
    "en": {
        "ra": ("Ra tile", "Ra tiles"),
        "farmer": ("farmer", "farmers"),
        "warrior": ("warrior", "warriors"),
        "merchant": ("merchant", "merchants"),
        "scribe": ("scribe", "scribes"),
        "granary": ("granary", "granaries"),
        "fortress": ("fortress", "fortresses"),
        "market": ("market", "markets"),
        "library": ("library", "libraries"),
        "priest": ("priest", "priests"),
        "plague": ("plague", "plagues"),
        "pyramid": ("pyramid", "pyramids"),
        "chamber_a": ("burial chamber of colour A", "burial chambers of colour A"),
        "chamber_b": ("burial chamber of colour B", "burial chambers of colour B"),
        "farmer+warrior": ("farmer/warrior tile", "farmer/warrior tiles"),
        "merchant+scribe": ("merchant/scribe tile", "merchant/scribe tiles"),
        "granary+fortress": ("granary/fortress tile", "granary/fortress tiles"),
        "market+library": ("market/library tile", "market/library tiles"),
        "chamber_a+chamber_b": ("burial chamber (either colour)", "burial chambers (either colour)"),
    },
    "nl": {
        "ra": ("Ra-kaartje", "Ra-kaartjes"),
        "farmer": ("boer", "boeren"),
        "warrior": ("krijger", "krijgers"),
        "merchant": ("handelaar", "handelaars"),
        "scribe": ("schrijver", "schrijvers"),
        "granary": ("graanschuur", "graanschuren"),
        "fortress": ("vesting", "vestingen"),
        "market": ("markt", "markten"),
        "library": ("bibliotheek", "bibliotheken"),
        "priest": ("priester", "priesters"),
        "plague": ("pestkaartje", "pestkaartjes"),
        "pyramid": ("piramide", "piramides"),
        "chamber_a": ("grafkamer van kleur A", "grafkamers van kleur A"),
        "chamber_b": ("grafkamer van kleur B", "grafkamers van kleur B"),
        "farmer+warrior": ("boer/krijger-kaartje", "boer/krijger-kaartjes"),
        "merchant+scribe": ("handelaar/schrijver-kaartje", "handelaar/schrijver-kaartjes"),
        "granary+fortress": ("graanschuur/vesting-kaartje", "graanschuur/vesting-kaartjes"),
        "market+library": ("markt/bibliotheek-kaartje", "markt/bibliotheek-kaartjes"),
        "chamber_a+chamber_b": ("grafkamer (beide kleuren)", "grafkamers (beide kleuren)"),
    },
}
# The people types' plurals on their own ("most farmers"), for the majority lines.
PLURALS = {
    lang: {t: forms[t][1] for t in ("farmer", "warrior", "merchant", "scribe")} for lang, forms in COUNTED_NAMES.items()
}


_SENTENCES = {
    "en": {
        "por.people.most": "most {people} ({count}): {points}",
        "por.people.most_tied": "most {people} ({count}, tied with {others}): {points}",
        "por.people.fewer": "{count} × {tile}, fewer than the most ({most}): 0",
        "por.people.nobody": "{count} × {tile}; nobody has 2 or more: 0",
        "por.buildings.none": "no complete building (2 tiles of one building type): 0",
        "por.buildings": "{complete} × complete building ({kinds}), 2 each: {points}",
        "por.buildings.bonus": "{complete} × complete building ({kinds}), 2 each: {base}; "
        "complete buildings of {types:# type|# types}: {bonus} (total {points})",
        "por.buildings.kind": "{count} × {tile} ({tiles:# tile|# tiles})",
        "por.priests": "{count} × priest, 2 each: {points}",
        "por.plagues": "{count} × plague: {points}",
        "por.plagues.none": "no plague: 0",
        "por.plagues.returned": "{priests:# priest returns|# priests return} a plague; {count} × plague left: {points}",
        "por.plagues.returned_all": "{priests:# priest returns|# priests return} the only plague: 0",
        "por.plagues.kept": "{priests:# priest|# priests}, but no plague returned (as asked); {count} × plague: "
        "{points}",
        "por.pyramid": "pyramid of {tiles:# tile|# tiles} (height {height}): {points}",
        "por.pyramid.low": "{tiles} × pyramid or chamber tile, fewer than the 3 a step pyramid of height 2 needs: 0",
        "por.pyramid.none": "no pyramid: 0",
        "por.chambers.none": "no burial chamber: 0",
        "por.chambers.colour": "{count} × burial chamber of colour {colour}: {points}",
        "por.chambers": "{parts} (total {points})",
        "por.ankhs": "{held} × ankh: {points}",
        "por.ankhs.gained": "{held} × ankh + {gained} gained = {total}: {points}",
        "por.ankhs.short": "{held} × ankh + {gained} gained ({earned} earned, but the box of 20 ran short)"
        " = {total}: {points}",
        "por.ankhs.exceeded": "{total:# ankh|# ankhs} in the displays together ({holders}), but the game has only "
        "{limit}.",
        "por.action.flip": "flip tiles",
        "por.flip.too_many": "{player} flips {count:# tile|# tiles}, but won {priests} × priest in this auction: "
        "one flip per priest.",
        "por.flip.single_sided": "{player} cannot flip {tile}: pyramids, priests and plagues have only one side.",
        "por.flip.not_held": "{player} flips {count} × {tile}, but {player}'s display holds {held}.",
        "por.flip.no_priest": "{player} cannot flip: only the winner of an auction with priest tiles may flip, "
        "right after it, and {player} won no priest in the last auction.",
        "por.flip.late": "{player} cannot flip now: a priest's flip must be used right after the auction that "
        "brought it, or not at all.",
        "por.flip.nothing": "{player} cannot flip: {player}'s display holds no tile with two sides.",
    },
    "nl": {
        "por.people.most": "meeste {people} ({count}): {points}",
        "por.people.most_tied": "meeste {people} ({count}, gelijk met {others}): {points}",
        "por.people.fewer": "{count} × {tile}, minder dan de meeste ({most}): 0",
        "por.people.nobody": "{count} × {tile}; niemand heeft er 2 of meer: 0",
        "por.buildings.none": "geen compleet gebouw (2 kaartjes van hetzelfde gebouwtype): 0",
        "por.buildings": "{complete} × compleet gebouw ({kinds}), 2 per stuk: {points}",
        "por.buildings.bonus": "{complete} × compleet gebouw ({kinds}), 2 per stuk: {base}; "
        "complete gebouwen van {types:# type|# types}: {bonus} (samen {points})",
        "por.buildings.kind": "{count} × {tile} ({tiles:# kaartje|# kaartjes})",
        "por.priests": "{count} × priester, 2 per stuk: {points}",
        "por.plagues": "{count} × pest: {points}",
        "por.plagues.none": "geen pest: 0",
        "por.plagues.returned": "{priests:# priester geeft|# priesters geven} een pestkaartje af; nog {count} × pest: "
        "{points}",
        "por.plagues.returned_all": "{priests:# priester geeft|# priesters geven} het enige pestkaartje af: 0",
        "por.plagues.kept": "{priests:# priester|# priesters}, maar geen pestkaartje afgegeven (zoals gevraagd); "
        "{count} × pest: {points}",
        "por.pyramid": "trappenpiramide van {tiles:# kaartje|# kaartjes} ({height:# verdieping|# verdiepingen}): "
        "{points}",
        "por.pyramid.low": "{tiles} × piramide- of grafkamerkaartje, minder dan de 3 die een trappenpiramide "
        "van 2 verdiepingen nodig heeft: 0",
        "por.pyramid.none": "geen piramide: 0",
        "por.chambers.none": "geen grafkamer: 0",
        "por.chambers.colour": "{count} × grafkamer van kleur {colour}: {points}",
        "por.chambers": "{parts} (samen {points})",
        "por.ankhs": "{held} × ankerkruis: {points}",
        "por.ankhs.gained": "{held} × ankerkruis + {gained} gekregen = {total}: {points}",
        "por.ankhs.short": "{held} × ankerkruis + {gained} gekregen ({earned} verdiend, maar de voorraad van 20 "
        "raakte op) = {total}: {points}",
        "por.ankhs.exceeded": "Samen {total:# ankerkruis|# ankerkruisen} in de etalages ({holders}), maar het spel "
        "heeft er maar {limit}.",
        "por.action.flip": "kaartjes in de etalage omdraaien",
        "por.flip.too_many": "{player} draait {count:# kaartje|# kaartjes} om, maar won in deze biedronde "
        "{priests} × priester: "
        "één kaartje per priester.",
        "por.flip.single_sided": "{player} kan {tile} niet omdraaien: piramides, priesters en pestkaartjes hebben "
        "maar één kant.",
        "por.flip.not_held": "{player} draait {count} × {tile} om, maar de etalage van {player} heeft er {held}.",
        "por.flip.no_priest": "{player} mag geen kaartjes in de etalage omdraaien: alleen wie een biedronde met "
        "priesters wint, mag dat meteen daarna, en {player} won in de laatste biedronde geen "
        "priester.",
        "por.flip.late": "{player} mag nu geen kaartjes in de etalage meer omdraaien: een priester moet onmiddellijk "
        "na de biedronde worden ingezet, of helemaal niet.",
        "por.flip.nothing": "{player} kan niets omdraaien: de etalage van {player} heeft geen kaartje met twee kanten.",
    },
}


def tile_text(tile: str, count: int | None = None) -> Text:
    """A tile's name (a face, a bag type, or a request group) in the answer's language; with `count`,
    the form that goes with that count ("1 priest", "2 priests"), for a sentence that writes the number."""
    if count is None:
        return Text("por.tiles." + tile)
    return Text("por.tiles_counted." + tile, {"count": count})


MESSAGES = merge_catalogues(
    _SENTENCES,
    prefixed("por.tiles.", TILE_NAMES),
    prefixed("por.plural.", PLURALS),
    counted_names("por.tiles_counted.", COUNTED_NAMES),
)
