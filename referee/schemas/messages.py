"""The request schemas' problem texts in English and Dutch.

Our own schema messages are `Text`s (a message id and its parameters), rendered in the
answer's language where the 422 is built (`service.http.load`). marshmallow's few built-in
messages ("Missing data for required field.") are plain English strings; `render_message`
looks those up by their exact text. English answers say what marshmallow says, except where its
words do not say what to fix: "Invalid input type." (a nested object that is not one) reads
"Must be an object.". A missing or unknown field of a schema is said before that, by `explain.explained`
(what the field holds, the fields that exist there); "schema.required" and "schema.unknown_field" are the
words of the few such problems no schema field stands behind.
"""

from __future__ import annotations

from typing import Any

from ..core.text import Text, register


# marshmallow's own messages, by their exact English text.
MARSHMALLOW = {
    "Missing data for required field.": "schema.required",
    "Unknown field.": "schema.unknown_field",
    "Field may not be null.": "schema.null",
    "Not a valid list.": "schema.not_list",
    "Invalid input type.": "schema.not_object",
    "Invalid type.": "schema.not_object",
    "Not a valid string.": "schema.not_string",
    "Not a valid utf-8 string.": "schema.not_utf8",
}
register("en", {**{v: k for k, v in MARSHMALLOW.items()}, "schema.not_object": "Must be an object."})


def render_message(message: Any, lang: str) -> str:
    """A schema problem in `lang`: our Texts by id, marshmallow's strings by their English text."""
    if isinstance(message, Text):
        return message.render(lang)
    text = str(message)
    if text in MARSHMALLOW:
        return Text(MARSHMALLOW[text]).render(lang)
    return text


MESSAGES = {
    "en": {
        "schema.body_not_object": "The body must be a JSON object.",
        "schema.required.described": "{field} is missing. {description}",
        "schema.field_holds": "{en}",
        "schema.required.named": "{field} is missing: add it.",
        "schema.unknown_field.named": "Unknown field: the fields here are {fields}.",
        "schema.unknown_field.capped": "Unknown field: the fields here are {fields} and {more:# other|# others}.",
        "schema.wrong_game": "This looks like a request for {game}: send it to {path}.",
        "schema.whole_number": "Must be a whole number.",
        "schema.not_negative": "Must be 0 or more.",
        "schema.true_or_false": "Must be true or false.",
        "schema.range": "Must be greater than or equal to {min} and less than or equal to {max}.",
        "schema.epoch_choice": "The epoch is {choices} or {last}.",
        "schema.epoch_count": "{epochs:One epoch|One to # epochs}, in order.",
        "schema.tile_count": "Must be a whole number of tiles (0 or more).",
        "schema.count_too_big": "At most {max}: no game has that many.",
        "schema.number_too_big": "This number is far too big for any game.",
        "schema.too_many_suns": "At most {max:# sun|# suns}: no game has more.",
        "schema.too_many_keys": "At most {max:# entry|# entries}: a display names each tile once.",
        "log.too_many_stacks": "At most {max:# stack|# stacks}, one per player.",
        "log.moves": "Must be a list of moves.",
        "log.too_many_moves": "At most {max:# move|# moves}; a real game has a few hundred.",
        "log.move_object": "A move must be an object.",
        "log.not_text": "Must be text.",
        "log.tile_list": "Must be a list of at most {max:# tile name|# tile names}.",
        "log.unknown_field": "Unknown field: a move has player, action, tile, sun, take or tiles.",
        "log.field_not_for_action": "{action!c} moves have no {field}; they have: {fields}.",
        "por.log.unknown_field": "Unknown field: a Priests of Ra move has player, action, tile, sun or tiles.",
        "schema.tile_counts": "Must be an object of tile counts.",
        "schema.group_counts": "Must be an object of counts: {tiles}.",
        "schema.not_in_group": "Not a {group} tile; they are: {tiles}.",
        "schema.unknown_tile": "Unknown tile.",
        "schema.sun_hand": "Must be an object with the lists face_up and face_down.",
        "schema.sun_side": "Unknown field: a sun is face_up or face_down.",
        "schema.sun_list": "Must be a list of suns.",
        "schema.no_such_sun": "There is no sun {sun}: suns are 1 to {max}.",
        "schema.ra_tile_in_display": "Ra tiles never lie in a display: they stay on the Ra track until the epoch ends.",
        "schema.fame_carried": "In the whole-game shape fame is carried from epoch to epoch, starting at 10: "
        "leave it out.",
        "schema.ankhs_carried": "In the whole-game shape ankhs are carried from epoch to epoch, starting at 0: "
        "leave them out.",
        "ra.schema.disaster": "The {tile} tile is a disaster: it is resolved at once and leaves the game, "
        "so it is never in a display.",
        "ra.schema.unknown_tile": "Not a tile of a Ra display; the tiles are: god, pharaoh, nile, flood, gold, "
        "civilization {{...}}, monument {{...}}.",
        "por.schema.unknown_tile": "Not a face of a Priests of Ra tile; the faces are: {faces}.",
    },
    "nl": {
        "schema.body_not_object": "De body moet een JSON-object zijn.",
        "schema.required.described": "{field} ontbreekt. {description}",
        "schema.field_holds": "{nl}",
        "schema.required.named": "{field} ontbreekt: voeg het toe.",
        "schema.unknown_field.named": "Onbekend veld: de velden hier zijn {fields}.",
        "schema.unknown_field.capped": "Onbekend veld: de velden hier zijn {fields} en {more:# ander|# andere}.",
        "schema.wrong_game": "Dit lijkt een verzoek voor {game}: stuur het naar {path}.",
        "schema.whole_number": "Moet een geheel getal zijn.",
        "schema.not_negative": "Moet 0 of meer zijn.",
        "schema.true_or_false": "Moet true of false zijn.",
        "schema.range": "Moet tussen {min} en {max} liggen.",
        "schema.epoch_choice": "Het tijdperk is {choices} of {last}.",
        "schema.epoch_count": "{epochs:Eén tijdperk|Eén tot # tijdperken}, in volgorde.",
        "schema.tile_count": "Moet een geheel aantal kaartjes zijn (0 of meer).",
        "schema.count_too_big": "Hoogstens {max}: geen spel heeft er zoveel.",
        "schema.number_too_big": "Dit getal is veel te groot voor welk spel ook.",
        "schema.too_many_suns": "Hoogstens {max:# zon|# zonnen}: geen spel heeft er meer.",
        "schema.too_many_keys": "Hoogstens {max:# regel|# regels}: een etalage noemt elk kaartje één keer.",
        "log.too_many_stacks": "Hoogstens {max:# stapel|# stapels}, één per speler.",
        "log.moves": "Moet een lijst van zetten zijn.",
        "log.too_many_moves": "Hoogstens {max:# zet|# zetten}; een echt spel heeft er een paar honderd.",
        "log.move_object": "Een zet moet een object zijn.",
        "log.not_text": "Moet tekst zijn.",
        "log.tile_list": "Moet een lijst van hoogstens {max:# naam van een kaartje|# namen van kaartjes} zijn.",
        "log.unknown_field": "Onbekend veld: een zet heeft player, action, tile, sun, take of tiles.",
        "log.field_not_for_action": "{action!c}-zetten hebben geen {field}; ze hebben: {fields}.",
        "por.log.unknown_field": "Onbekend veld: een zet in Priests of Ra heeft player, action, tile, sun of tiles.",
        "schema.tile_counts": "Moet een object met aantallen kaartjes zijn.",
        "schema.group_counts": "Moet een object met aantallen zijn: {tiles}.",
        "schema.not_in_group": "Geen kaartje van {group}; dat zijn: {tiles}.",
        "schema.unknown_tile": "Onbekend kaartje.",
        "schema.sun_hand": "Moet een object met de lijsten face_up en face_down zijn.",
        "schema.sun_side": "Onbekend veld: een zon is face_up of face_down.",
        "schema.sun_list": "Moet een lijst van zonnen zijn.",
        "schema.no_such_sun": "Zon {sun} bestaat niet: de zonnen zijn 1 tot {max}.",
        "schema.ra_tile_in_display": "Ra-kaartjes liggen nooit in een etalage: ze blijven op het Ra-spoor tot het "
        "tijdperk eindigt.",
        "schema.fame_carried": "In de vorm voor een heel spel worden de roempunten van tijdperk tot tijdperk "
        "meegenomen, te beginnen bij 10: laat ze weg.",
        "schema.ankhs_carried": "In de vorm voor een heel spel worden de ankerkruisen van tijdperk tot tijdperk "
        "meegenomen, te beginnen bij 0: laat ze weg.",
        "ra.schema.disaster": "Een {tile} is een ramp: die wordt meteen afgehandeld en verlaat het spel, "
        "dus ligt nooit in een etalage.",
        "ra.schema.unknown_tile": "Geen kaartje van een Ra-etalage; de kaartjes zijn: god, pharaoh, nile, flood, gold, "
        "civilization {{...}}, monument {{...}}.",
        "por.schema.unknown_tile": "Geen kant van een Priests of Ra-kaartje; de kanten zijn: {faces}.",
        "schema.required": "Dit veld ontbreekt.",
        "schema.unknown_field": "Onbekend veld.",
        "schema.null": "Dit veld mag niet leeg (null) zijn.",
        "schema.not_list": "Moet een lijst zijn.",
        "schema.not_object": "Moet een object zijn.",
        "schema.not_string": "Moet tekst zijn.",
        "schema.not_utf8": "Geen geldige UTF-8-tekst.",
    },
}
