"""Sakkara's sentences in English and Dutch (the rulebook's own words where it has them).

Registered with every game's sentences by `referee.games.register_texts()` (`CATALOGUE`). Tile kinds of the
default catalogue have names in both languages; a kind of a caller's own catalogue is shown as sent.
"""

from __future__ import annotations

from typing import Sequence

from ...core.text import Text

TILE_NAMES: dict[str, dict[str, str]] = {
    "en": {
        "ship": "ship",
        "grain": "grain",
        "stair": "stair",
        "hewn_stone": "hewn stone",
        "lotus": "lotus",
        "papyrus": "papyrus",
        "scarab": "scarab",
        "ankh": "ankh",
        "eye": "eye",
        "falcon": "falcon",
        "djed": "djed",
        "capstone": "gold capstone",
        "helping_hand": "helping hand",
        "snake": "snake",
        "horse": "horse",
        "bird": "bird",
        "ox": "ox",
        "cross": "cross",
        "braid": "braid",
        "circle": "circle",
        "moon": "moon",
        "pyramid_tip": "pyramid tip",
        "double_line": "double line",
        "spiral": "spiral",
        "wave": "wave",
    },
    "nl": {
        "ship": "schip",
        "grain": "graan",
        "stair": "trap",
        "hewn_stone": "gehouwen steen",
        "lotus": "lotus",
        "papyrus": "papyrus",
        "scarab": "scarabee",
        "ankh": "ankh",
        "eye": "oog",
        "falcon": "valk",
        "djed": "djedzuil",
        "capstone": "gouden spits",
        "helping_hand": "helpende hand",
        "snake": "slang",
        "horse": "paard",
        "bird": "vogel",
        "ox": "os",
        "cross": "kruis",
        "braid": "vlecht",
        "circle": "cirkel",
        "moon": "maan",
        "pyramid_tip": "piramidespits",
        "double_line": "dubbele streep",
        "spiral": "spiraal",
        "wave": "golf",
    },
}
SPELL_NAMES = {
    "en": {"firestorm": "firestorm", "whirlwind": "whirlwind", "drought": "drought", "shipwreck": "shipwreck"},
    "nl": {"firestorm": "vuurstorm", "whirlwind": "wervelwind", "drought": "droogte", "shipwreck": "schipbreuk"},
}


def kind_text(kind: str) -> Text | str:
    """A tile kind as a sentence shows it: its name in the answer's language, or as the caller sent it."""
    return Text("sakkara.tile." + kind) if kind in TILE_NAMES["en"] else kind


def kinds_text(kinds: Sequence[str]) -> tuple[Text | str, ...]:
    return tuple(kind_text(k) for k in kinds)


def spell_text(spell: str) -> Text | str:
    return Text("sakkara.spell." + spell) if spell in SPELL_NAMES["en"] else spell


def tier_text(tier: int) -> Text:
    return Text(f"sakkara.tier_name.{tier}")


def nth_text(n: int) -> Text:
    return Text(f"sakkara.nth.{n}")


def needs_text(ship: bool, grain: bool, tier: int) -> Text:
    """What must lie before a tier can grow (S3): a ship, the tier's grain, or both."""
    if ship and grain:
        return Text("sakkara.needs.ship_and_grain", {"nth": nth_text(tier)})
    if ship:
        return Text("sakkara.needs.ship")
    return Text("sakkara.needs.grain", {"nth": nth_text(tier)})


MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        "sakkara.count_kind": "{count} × {tile}",
        "sakkara.tier_name.1": "tier 1",
        "sakkara.tier_name.2": "tier 2",
        "sakkara.tier_name.3": "the apex",
        "sakkara.nth.1": "first",
        "sakkara.nth.2": "second",
        "sakkara.nth.3": "third",
        "sakkara.needs.ship": "a ship",
        "sakkara.needs.grain": "a {nth} grain",
        "sakkara.needs.ship_and_grain": "a ship and a {nth} grain",
        # the pyramid check
        "sakkara.tier.complete": "{tier!c} is complete.",
        "sakkara.tier.lacks": "{tier!c} still lacks {lacks}.",
        "sakkara.tier.blocked": "{tier!c} still lacks {lacks}; it can grow only after laying out {needs}.",
        "sakkara.pyramid.complete": "The pyramid of {player} is complete.",
        "sakkara.pyramid.missing": "The pyramid of {player} still lacks {count:# tile|# tiles}.",
        "sakkara.pyramid.impossible": "The pyramid of {player} cannot come from a legal game.",
        "sakkara.outcome.winner": "{player} has completed the pyramid and wins.",
        "sakkara.standing.complete": "{player} has completed the pyramid.",
        "sakkara.standing.incomplete": "{player} has not completed the pyramid.",
        "sakkara.outcome.no_winner": "No pyramid is complete yet: the game goes on.",
        "sakkara.outcome.impossible": "This layout cannot come from a legal game.",
        "sakkara.layout.unknown_kind": "There is no tile {kind} in the catalogue.",
        "sakkara.layout.wrong_tier": "The {tile} is not a tile of {tier}, which takes: {kinds}.",
        "sakkara.layout.ships": "{player} has {count:# ship|# ships} laid out; a pyramid stands on one.",
        "sakkara.layout.grains": "{player} has {count:# grain|# grains} laid out; a pyramid takes at most {max}.",
        "sakkara.layout.too_many": "{player} has {count} × {tile} in {tier}, which takes {need}.",
        "sakkara.layout.tier_early": "{player} has tiles in {tier}, but {below} is not complete: "
        "each tier is finished before the next one begins.",
        "sakkara.layout.grain_early": "{player} has a {nth} grain laid out, but {tier} is not complete: "
        "that grain is laid only after it.",
        "sakkara.layout.beyond_catalogue": "Together the pyramids hold {count} × {tile}, but the game has {have}.",
        "sakkara.layout.two_complete": "Both pyramids are complete, but the game ends as soon as the first one is.",
        # the catalogue (S5)
        "sakkara.catalogue.total": "The catalogue has {total:# tile|# tiles}; the game has {need}.",
        "sakkara.catalogue.missing_kind": "The catalogue needs the tile {kind}: the rules give it a role.",
        "sakkara.catalogue.ships": "{count:# ship is|# ships are} too few: two pyramids need 2, "
        "plus one to replace a wrecked ship ({need}).",
        "sakkara.catalogue.grains": "{count:# grain is|# grains are} too few: two pyramids need 6, "
        "plus one to replace a destroyed grain ({need}).",
        "sakkara.catalogue.hands": "{count:# helping hand is|# helping hands are} too few: the apex takes {need} at once.",
        "sakkara.catalogue.tier_size": "In the catalogue, {tier} takes {need:# tile|# tiles}, not {count}.",
        "sakkara.catalogue.tier1_stairs": "Tier 1 takes {need:# stair|# stairs}, not {count}.",
        "sakkara.catalogue.tier1_hewn": "Tier 1 takes {need:# hewn stone|# hewn stones}, not {count}.",
        "sakkara.catalogue.tier_wrong_special": "Stairs and hewn stones belong to tier 1, not to {tier}.",
        "sakkara.catalogue.unknown_kind": "{kind} is not among the catalogue's tiles.",
        "sakkara.catalogue.tier_kind_taken": "{kind} cannot be a tile of {tier}: it is a ship, grain, special "
        "or spell tile.",
        "sakkara.catalogue.tier_kind_twice": "{kind} is in {tier} and in {other}; a pyramid tile belongs to one tier.",
        "sakkara.catalogue.tier_short": "{count} × {kind} is too few: two pyramids need {need} for {tier}.",
        "sakkara.catalogue.spell_names": "The spells are: {names}.",
        "sakkara.catalogue.spell_size": "A spell takes 3 tiles, not {count}.",
        "sakkara.catalogue.spell_known": "The rulebook gives the tiles of {spell}: {kinds}.",
        "sakkara.catalogue.spell_same": "{spell} and {other} are made of the same tiles.",
        "sakkara.catalogue.spell_not_special": "{kind} is not a special tile; spells are made of special tiles.",
        "sakkara.catalogue.spell_short": "{count} × {kind} is too few for {spell}, which takes {need}.",
        "sakkara.catalogue.no_role": "{kind} has no role: it is in no tier and no spell, and is not a special tile.",
        # request shapes
        "sakkara.schema.object": "Must be an object.",
        "sakkara.schema.list": "Must be a list.",
        "sakkara.schema.text": "Must be text.",
        "sakkara.schema.kind": "Must be a tile kind: lower-case letters, digits and _, at most "
        "{max:# character|# characters}.",
        "sakkara.schema.too_many": "At most {max}: no game has more.",
        "sakkara.schema.unknown_key": "Unknown field; the fields are: {fields}.",
        "sakkara.schema.count": "Must be a whole number from 0 to {max}.",
        "sakkara.schema.players": "Sakkara is played by 2 players, not {count}.",
        "sakkara.schema.board": "Must be an object of the 49 fields (a1 to g7), each a list of tile kinds, bottom to top.",
        "sakkara.schema.action": "An action must be an object with an action field.",
        "sakkara.schema.turn": "A turn must be a list of actions.",
        "sakkara.schema.tiers": "The tiers are tier1, tier2 and apex.",
        "sakkara.schema.stairs": "Must be a list of true or false, one for each step of the horse.",
        # caller errors of a log
        "sakkara.log.players": "Sakkara is played by 2 players, not {count}.",
        "sakkara.log.workers": "The workers are placed 4 times (A, B, A, B), not {count}.",
        "sakkara.log.unknown_field": "There is no field {field}: the fields are a1 to g7.",
        "sakkara.log.unknown_kind": "There is no tile {kind} in the catalogue.",
        "sakkara.log.too_many_turns": "At most {max:# turn|# turns}.",
        "sakkara.log.too_many_actions": "At most {max:# action|# actions} in a turn.",
        "sakkara.log.unknown_action": "Unknown action; the actions are: {actions}.",
        "sakkara.log.required": "{action!c} actions need {field}.",
        "sakkara.log.not_for_action": "{action!c} actions have no {field}; they have: {fields}.",
        "sakkara.log.spell_tiles": "A spell takes 3 tiles, not {count}.",
        "sakkara.log.line": "The line is row or column.",
        "sakkara.log.count": "Must be 1 to {max}.",
        "sakkara.log.stairs": "One stair flag per step of the horse: {count:# flag|# flags}.",
        "sakkara.setup.missing_fields": "The board has 49 fields; {count:# field is|# fields are} missing: {fields}.",
        "sakkara.setup.empty_field": "Every field starts with a tile; {field} has none.",
        "sakkara.setup.too_high": "No stack starts higher than {max}; {field} has {count}.",
        "sakkara.setup.too_many": "The board holds {count} × {tile}, but the catalogue has {have}.",
        "sakkara.setup.not_all": "The board holds {count:# tile|# tiles}; all {total} are laid out at the start.",
        "sakkara.setup.ships": "At least {need:# ship lies|# ships lie} on top at the start; here "
        "{count:# ship does|# ships do}.",
        # rules of play
        "sakkara.over": "The game is over: {player} has completed the pyramid.",
        "sakkara.setup.place_first": "The workers are placed first: {player} places one now.",
        "sakkara.setup.done": "All workers are placed; {player} plays a turn now.",
        "sakkara.place.pending": "{player} first places {count:the stack|the # stacks} formed.",
        "sakkara.place.nothing": "No stack is waiting to be placed.",
        "sakkara.not_held": "{player} holds {held} × {tile}, and this takes {count}.",
        "sakkara.no_worker": "{player} has no worker on {field}.",
        "sakkara.step.too_high": "The stack at {to} is {count:# tile|# tiles} higher than {from} and no stair was played.",
        "sakkara.step.occupied": "A worker of {player} already stands on {field}.",
        "sakkara.step.twice": "{player} has already stepped this turn: one step a turn.",
        "sakkara.step.not_next": "{to} is not next to {from}: a worker steps one field up, down, left or right.",
        "sakkara.step.one_stair": "A step takes at most one stair.",
        "sakkara.horse.after_step": "{player} plays the horse only right after the step, to go on in the same direction.",
        "sakkara.horse.steps": "The horse goes one or two fields further.",
        "sakkara.horse.edge": "The horse cannot go on past {field}: the board ends there.",
        "sakkara.ox.not_in_front": "{field} is not next to a worker of {player}: the ox pushes a stack "
        "in front of the player's own worker.",
        "sakkara.ox.under_worker": "A worker stands on {field}: that stack cannot be pushed.",
        "sakkara.ox.not_next": "{to} is not next to {from}: the ox pushes onto a neighbouring field.",
        "sakkara.ox.uphill": "Pushing {count:# tile|# tiles} from {from} to {to} would push uphill: "
        "at most {max} can go.",
        "sakkara.snake.not_held": "{player} holds no {tile} for the snake to take.",
        "sakkara.spell.unknown": "These tiles make no spell: {tiles}.",
        "sakkara.spell.worker": "The {spell} starts from one of the player's workers: the log names it.",
        "sakkara.spell.line": "A firestorm takes a row or a column: the log names the line.",
        "sakkara.spell.no_line": "The {spell} takes no line.",
        "sakkara.spell.no_worker": "The {spell} does not start from a worker: leave worker and line out.",
        "sakkara.spell.no_grain": "{player} has no grain laid out for the drought to destroy.",
        "sakkara.spell.no_ship": "{player} has no ship laid out for the shipwreck to destroy.",
        "sakkara.build.ship_twice": "{player} already has a ship laid out.",
        "sakkara.build.grains_full": "{player} already has {max:# grain|# grains} laid out.",
        "sakkara.build.grain_early": "{player} may lay a {nth} grain only after {tier} is complete.",
        "sakkara.build.grain_same_turn": "{player} completed {tier} this turn: the {nth} grain may be laid "
        "only in a later turn.",
        "sakkara.build.not_pyramid": "The {tile} is not a pyramid tile.",
        "sakkara.build.tier_early": "{player} may build on {tier} only after {below} is complete.",
        "sakkara.build.one_tier": "{player} has built on {built} this turn: one tier a turn, so not on {tier}.",
        "sakkara.build.needs": "{player} must lay out {needs} before building on {tier}.",
        "sakkara.build.tier_has": "{player} already has {count} × {tile} in {tier}, all it takes.",
        "sakkara.build.hands": "The {tile} is built with {count:# helping hand|# helping hands}, "
        "and {player} does not hold enough.",
        "sakkara.discard.before_step": "{player} discards only at the end of the turn, after the step.",
        "sakkara.discard.not_over": "{player} holds {count:# tile|# tiles}; only tiles beyond {max} are discarded.",
        "sakkara.discard.then_nothing": "{player} has begun discarding: the turn ends with the discards.",
        "sakkara.end.no_step": "{player} ends the turn without a step, but a worker of {player} could step "
        "throughout the turn: a turn goes on without its step only when neither worker "
        "can step.",
        "sakkara.no_step.now": "Neither worker of {player} can step: the turn goes on without a step.",
        "sakkara.no_step.earlier": "Neither worker of {player} could step earlier in this turn, so the turn may go "
        "on without a step.",
        "sakkara.no_step.turns": "{count:Turn|Turns} {turns} went on without a step: neither worker of the player "
        "to move could step.",
        "sakkara.end.holder": "{player} ends the turn holding {count:# tile|# tiles}; "
        "{max:at most # stays|at most # stay} in the holder.",
        "sakkara.place.no_split": "A stack of {count:# tile|# tiles} cannot be split: only from {min} on.",
        "sakkara.place.split_small": "{player} splits into {count} and {rest:# tile|# tiles}, but each stack has "
        "at least {min}.",
        "sakkara.place.too_many": "{left:# tile is|# tiles are} left to place, not {count}.",
        "sakkara.place.worker": "A worker of {player} stands on {field}.",
        "sakkara.place.next_to_worker": "{field} is next to a worker of {player}, who places the stack: it never goes "
        "next to the placer's own workers.",
        "sakkara.place.whole_count": "{count:# tile is|# tiles are} left, the whole stack: a count is written only "
        "to split it, so this placement goes without one.",
        "sakkara.place.left": "{count:The stack formed in this turn was not placed|The # stacks formed in this "
        "turn were not placed}: {player} places {count:it|them} before the next turn begins.",
        "sakkara.list.after_turn": "Turn {turn} ended with the placement of its stacks, and nothing follows them; "
        "{player} plays turn {next} as a turn of its own.",
        "sakkara.place.not_empty": "{field} holds {count:# tile|# tiles}, but an empty field is free for the stack.",
        "sakkara.place.not_lowest": "{field} holds {count:# tile|# tiles}; with no empty field free, the stack goes "
        "on a field with the fewest ({lowest}).",
    },
    "nl": {
        "sakkara.count_kind": "{count} × {tile}",
        "sakkara.tier_name.1": "trap 1",
        "sakkara.tier_name.2": "trap 2",
        "sakkara.tier_name.3": "de spits",
        "sakkara.nth.1": "eerste",
        "sakkara.nth.2": "tweede",
        "sakkara.nth.3": "derde",
        "sakkara.needs.ship": "een schip",
        "sakkara.needs.grain": "een {nth} graankaartje",
        "sakkara.needs.ship_and_grain": "een schip en een {nth} graankaartje",
        "sakkara.tier.complete": "{tier!c} is klaar.",
        "sakkara.tier.lacks": "{tier!c} mist nog {lacks}.",
        "sakkara.tier.blocked": "{tier!c} mist nog {lacks}; verder bouwen kan pas na het uitstallen van {needs}.",
        "sakkara.pyramid.complete": "De piramide van {player} is af.",
        "sakkara.pyramid.missing": "De piramide van {player} mist nog {count:# kaartje|# kaartjes}.",
        "sakkara.pyramid.impossible": "De piramide van {player} kan niet uit een spel volgens de regels komen.",
        "sakkara.outcome.winner": "{player} heeft de piramide voltooid en wint.",
        "sakkara.standing.complete": "{player} heeft de piramide voltooid.",
        "sakkara.standing.incomplete": "{player} heeft de piramide niet voltooid.",
        "sakkara.outcome.no_winner": "Nog geen piramide is af: het spel gaat door.",
        "sakkara.outcome.impossible": "Deze uitstalling kan niet uit een spel volgens de regels komen.",
        "sakkara.layout.unknown_kind": "Er is geen kaartje {kind} in de catalogus.",
        "sakkara.layout.wrong_tier": "Een {tile} hoort niet bij {tier}; die bestaat uit: {kinds}.",
        "sakkara.layout.ships": "{player} heeft {count:# schip|# schepen} uitgestald; een piramide staat op één schip.",
        "sakkara.layout.grains": "{player} heeft {count:# graankaartje|# graankaartjes} uitgestald; "
        "een piramide heeft er hoogstens {max}.",
        "sakkara.layout.too_many": "{player} heeft {count} × {tile} in {tier}, maar daar is plaats voor {need}.",
        "sakkara.layout.tier_early": "{player} heeft kaartjes in {tier}, maar {below} is niet klaar: "
        "elke trap is af voordat de volgende begint.",
        "sakkara.layout.grain_early": "{player} heeft een {nth} graankaartje uitgestald, maar {tier} is niet klaar: "
        "dat graankaartje komt pas daarna.",
        "sakkara.layout.beyond_catalogue": "Samen bevatten de piramides {count} × {tile}, maar het spel heeft er {have}.",
        "sakkara.layout.two_complete": "Beide piramides zijn af, maar het spel eindigt zodra de eerste af is.",
        "sakkara.catalogue.total": "De catalogus heeft {total:# kaartje|# kaartjes}; het spel heeft er {need}.",
        "sakkara.catalogue.missing_kind": "De catalogus heeft het kaartje {kind} nodig: de regels geven het een rol.",
        "sakkara.catalogue.ships": "{count:# schip is|# schepen zijn} te weinig: twee piramides hebben er 2 nodig, "
        "plus één om een vergaan schip te vervangen ({need}).",
        "sakkara.catalogue.grains": "{count:# graankaartje is|# graankaartjes zijn} te weinig: twee piramides hebben "
        "er 6 nodig, plus één om een vernietigd graankaartje te vervangen ({need}).",
        "sakkara.catalogue.hands": "{count:# helpende hand is|# helpende handen zijn} te weinig: "
        "de spits vraagt er {need} tegelijk.",
        "sakkara.catalogue.tier_size": "In de catalogus bestaat {tier} uit {need:# kaartje|# kaartjes}, niet {count}.",
        "sakkara.catalogue.tier1_stairs": "Trap 1 bevat {need:# trap|# trappen}, niet {count}.",
        "sakkara.catalogue.tier1_hewn": "Trap 1 bevat {need:# gehouwen steen|# gehouwen stenen}, niet {count}.",
        "sakkara.catalogue.tier_wrong_special": "Trappen en gehouwen stenen horen bij trap 1, niet bij {tier}.",
        "sakkara.catalogue.unknown_kind": "{kind} staat niet bij de kaartjes van de catalogus.",
        "sakkara.catalogue.tier_kind_taken": "{kind} kan geen kaartje van {tier} zijn: het is een schip, graan, "
        "bijzonder kaartje of toverspreukkaartje.",
        "sakkara.catalogue.tier_kind_twice": "{kind} staat in {tier} en in {other}; een piramidekaartje hoort "
        "bij één trap.",
        "sakkara.catalogue.tier_short": "{count} × {kind} is te weinig: twee piramides hebben er {need} nodig "
        "voor {tier}.",
        "sakkara.catalogue.spell_names": "De toverspreuken zijn: {names}.",
        "sakkara.catalogue.spell_size": "Een toverspreuk vraagt 3 kaartjes, niet {count}.",
        "sakkara.catalogue.spell_known": "Het spelregelboek geeft de kaartjes van {spell}: {kinds}.",
        "sakkara.catalogue.spell_same": "{spell} en {other} bestaan uit dezelfde kaartjes.",
        "sakkara.catalogue.spell_not_special": "{kind} is geen bijzonder kaartje; toverspreuken bestaan uit "
        "bijzondere kaartjes.",
        "sakkara.catalogue.spell_short": "{count} × {kind} is te weinig voor {spell}, die er {need} vraagt.",
        "sakkara.catalogue.no_role": "{kind} heeft geen rol: het hoort bij geen trap en geen toverspreuk, "
        "en is geen bijzonder kaartje.",
        "sakkara.schema.object": "Moet een object zijn.",
        "sakkara.schema.list": "Moet een lijst zijn.",
        "sakkara.schema.text": "Moet tekst zijn.",
        "sakkara.schema.kind": "Moet een soort kaartje zijn: kleine letters, cijfers en _, hoogstens "
        "{max:# teken|# tekens}.",
        "sakkara.schema.too_many": "Hoogstens {max}: geen spel heeft er meer.",
        "sakkara.schema.unknown_key": "Onbekend veld; de velden zijn: {fields}.",
        "sakkara.schema.count": "Moet een geheel getal van 0 tot {max} zijn.",
        "sakkara.schema.players": "Sakkara wordt door 2 spelers gespeeld, niet door {count}.",
        "sakkara.schema.board": "Moet een object zijn met de 49 velden (a1 tot g7), elk een lijst van kaartjes, "
        "van onder naar boven.",
        "sakkara.schema.action": "Een handeling moet een object zijn met een veld action.",
        "sakkara.schema.turn": "Een beurt moet een lijst van handelingen zijn.",
        "sakkara.schema.tiers": "De trappen zijn tier1, tier2 en apex.",
        "sakkara.schema.stairs": "Moet een lijst van true of false zijn, één per stap van het paard.",
        "sakkara.log.players": "Sakkara wordt door 2 spelers gespeeld, niet door {count}.",
        "sakkara.log.workers": "De arbeiders worden 4 keer ingezet (A, B, A, B), niet {count} keer.",
        "sakkara.log.unknown_field": "Er is geen veld {field}: de velden zijn a1 tot g7.",
        "sakkara.log.unknown_kind": "Er is geen kaartje {kind} in de catalogus.",
        "sakkara.log.too_many_turns": "Hoogstens {max:# beurt|# beurten}.",
        "sakkara.log.too_many_actions": "Hoogstens {max:# handeling|# handelingen} in een beurt.",
        "sakkara.log.unknown_action": "Onbekende handeling; de handelingen zijn: {actions}.",
        "sakkara.log.required": "Een {action}-handeling heeft {field} nodig.",
        "sakkara.log.not_for_action": "Een {action}-handeling heeft geen {field}; wel: {fields}.",
        "sakkara.log.spell_tiles": "Een toverspreuk vraagt 3 kaartjes, niet {count}.",
        "sakkara.log.line": "De lijn is row (rij) of column (kolom).",
        "sakkara.log.count": "Moet 1 tot {max} zijn.",
        "sakkara.log.stairs": "Eén trap-aanduiding per stap van het paard: {count:# aanduiding|# aanduidingen}.",
        "sakkara.setup.missing_fields": "Het bord heeft 49 velden; {count:# veld ontbreekt|# velden ontbreken}: {fields}.",
        "sakkara.setup.empty_field": "Elk veld begint met een kaartje; {field} heeft er geen.",
        "sakkara.setup.too_high": "Bij het begin is geen stapel hoger dan {max}; {field} heeft er {count}.",
        "sakkara.setup.too_many": "Het bord bevat {count} × {tile}, maar de catalogus heeft er {have}.",
        "sakkara.setup.not_all": "Het bord bevat {count:# kaartje|# kaartjes}; bij het begin "
        "{total:ligt # kaartje|liggen alle # kaartjes} op het bord.",
        "sakkara.setup.ships": "Bij het begin {need:ligt minstens # schip|liggen minstens # schepen} zichtbaar; hier "
        "{count:# schip|# schepen}.",
        "sakkara.over": "Het spel is voorbij: {player} heeft de piramide voltooid.",
        "sakkara.setup.place_first": "Eerst worden de arbeiders ingezet: {player} zet er nu een in.",
        "sakkara.setup.done": "Alle arbeiders zijn ingezet; {player} speelt nu een beurt.",
        "sakkara.place.pending": "{player} legt eerst {count:de gevormde stapel|de # gevormde stapels}.",
        "sakkara.place.nothing": "Er wacht geen stapel om gelegd te worden.",
        "sakkara.not_held": "{player} heeft {held} × {tile}, en dit vraagt er {count}.",
        "sakkara.no_worker": "{player} heeft geen arbeider op {field}.",
        "sakkara.step.too_high": "De stapel op {to} is {count:# kaartje|# kaartjes} hoger dan {from} "
        "en er werd geen trap ingezet.",
        "sakkara.step.occupied": "Op {field} staat al een arbeider van {player}.",
        "sakkara.step.twice": "{player} heeft deze beurt al een arbeider bewogen: één beweging per beurt.",
        "sakkara.step.not_next": "{to} grenst niet aan {from}: een arbeider gaat één veld omhoog, omlaag, naar links "
        "of naar rechts.",
        "sakkara.step.one_stair": "Een beweging vraagt hoogstens één trap.",
        "sakkara.horse.after_step": "{player} zet het paard alleen meteen na de beweging in, om in dezelfde "
        "richting verder te gaan.",
        "sakkara.horse.steps": "Het paard gaat één of twee velden verder.",
        "sakkara.horse.edge": "Het paard kan niet verder dan {field}: daar eindigt het bord.",
        "sakkara.ox.not_in_front": "{field} grenst niet aan een arbeider van {player}: de os verschuift een stapel "
        "voor een eigen arbeider.",
        "sakkara.ox.under_worker": "Op {field} staat een arbeider: die stapel kan niet verschoven worden.",
        "sakkara.ox.not_next": "{to} grenst niet aan {from}: de os verschuift naar een naburig veld.",
        "sakkara.ox.uphill": "Het schuiven van {count:# kaartje|# kaartjes} van {from} naar {to} zou bergop gaan: "
        "het maximum is {max}.",
        "sakkara.snake.not_held": "{player} heeft geen kaartje {tile} dat de slang kan roven.",
        "sakkara.spell.unknown": "Deze kaartjes vormen geen toverspreuk: {tiles}.",
        "sakkara.spell.worker": "De {spell} vertrekt van een arbeider van de speler: het verslag noemt die.",
        "sakkara.spell.line": "Een vuurstorm neemt een rij of een kolom: het verslag noemt de lijn.",
        "sakkara.spell.no_line": "De {spell} neemt geen lijn.",
        "sakkara.spell.no_worker": "De {spell} vertrekt niet van een arbeider: laat arbeider en lijn weg.",
        "sakkara.spell.no_grain": "{player} heeft geen graankaartje uitgestald dat de droogte kan vernietigen.",
        "sakkara.spell.no_ship": "{player} heeft geen schip uitgestald dat de schipbreuk kan vernietigen.",
        "sakkara.build.ship_twice": "{player} heeft al een schip uitgestald.",
        "sakkara.build.grains_full": "{player} heeft al {max:# graankaartje|# graankaartjes} uitgestald.",
        "sakkara.build.grain_early": "{player} mag een {nth} graankaartje pas leggen als {tier} klaar is.",
        "sakkara.build.grain_same_turn": "{player} heeft {tier} deze beurt afgemaakt: het {nth} graankaartje "
        "mag pas in een volgende beurt.",
        "sakkara.build.not_pyramid": "Een {tile} is geen piramidekaartje.",
        "sakkara.build.tier_early": "{player} mag pas aan {tier} bouwen als {below} klaar is.",
        "sakkara.build.one_tier": "{player} heeft deze beurt aan {built} gebouwd: één trap per beurt, "
        "dus niet aan {tier}.",
        "sakkara.build.needs": "{player} moet eerst {needs} uitstallen om aan {tier} te bouwen.",
        "sakkara.build.tier_has": "{player} heeft al {count} × {tile} in {tier}, alles wat erin hoort.",
        "sakkara.build.hands": "Een {tile} wordt gelegd met {count:# helpende hand|# helpende handen}, "
        "en {player} heeft er niet genoeg.",
        "sakkara.discard.before_step": "{player} legt pas af aan het einde van de beurt, na de beweging.",
        "sakkara.discard.not_over": "{player} heeft {count:# kaartje|# kaartjes}; alleen kaartjes boven de {max} "
        "worden afgelegd.",
        "sakkara.discard.then_nothing": "{player} is begonnen met afleggen: daarmee eindigt de beurt.",
        "sakkara.end.no_step": "{player} beëindigt de beurt zonder beweging, maar een arbeider van {player} kon "
        "de hele beurt bewegen: een beurt gaat alleen zonder beweging verder als geen van "
        "beide arbeiders kan bewegen.",
        "sakkara.no_step.now": "Geen van beide arbeiders van {player} kan bewegen: de beurt gaat verder zonder "
        "beweging.",
        "sakkara.no_step.earlier": "Eerder in deze beurt kon geen van beide arbeiders van {player} bewegen, dus de "
        "beurt mag zonder beweging verder.",
        "sakkara.no_step.turns": "{count:Beurt|Beurten} {turns} {count:ging|gingen} verder zonder beweging: geen "
        "van beide arbeiders van de speler aan zet kon bewegen.",
        "sakkara.end.holder": "{player} beëindigt de beurt met {count:# kaartje|# kaartjes}; "
        "{max:hoogstens # blijft|hoogstens # blijven} in de kaartenhouder.",
        "sakkara.place.no_split": "Een stapel van {count:# kaartje|# kaartjes} mag niet verdeeld worden: "
        "pas vanaf {min}.",
        "sakkara.place.split_small": "{player} verdeelt in {count} en {rest:# kaartje|# kaartjes}, maar elke "
        "stapel telt minstens {min:# kaartje|# kaartjes}.",
        "sakkara.place.too_many": "Er {left:blijft # kaartje|blijven # kaartjes} over om te leggen, niet {count}.",
        "sakkara.place.worker": "Op {field} staat een arbeider van {player}.",
        "sakkara.place.next_to_worker": "{field} grenst aan een arbeider van {player}, die de stapel legt: wie een "
        "stapel legt, legt die nooit naast een eigen arbeider.",
        "sakkara.place.whole_count": "Er {count:blijft # kaartje|blijven # kaartjes} over, de hele stapel: een "
        "aantal wordt alleen geschreven om de stapel te verdelen, dus dit leggen gaat "
        "zonder.",
        "sakkara.place.left": "{count:De stapel die deze beurt gevormd werd, werd niet gelegd|De # stapels die deze "
        "beurt gevormd werden, werden niet gelegd}: {player} moet dat doen voordat de "
        "volgende beurt begint.",
        "sakkara.list.after_turn": "Beurt {turn} eindigde met het leggen van de stapels, en daarna volgt niets; "
        "{player} speelt beurt {next} als een eigen beurt.",
        "sakkara.place.not_empty": "{field} heeft {count:# kaartje|# kaartjes}, maar er is nog een leeg veld "
        "vrij voor de stapel.",
        "sakkara.place.not_lowest": "{field} heeft {count:# kaartje|# kaartjes}; zonder vrij leeg veld komt de "
        "stapel op een veld met de minste ({lowest}).",
    },
}


# Every sentence and name, as one catalogue (registered by `referee.games.register_texts()`).
CATALOGUE: dict[str, dict[str, str]] = {
    lang: {
        **MESSAGES[lang],
        **{"sakkara.tile." + k: v for k, v in TILE_NAMES[lang].items()},
        **{"sakkara.spell." + k: v for k, v in SPELL_NAMES[lang].items()},
    }
    for lang in ("en", "nl")
}
