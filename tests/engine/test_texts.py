"""Sentences with a count read right at 0, 1, 2 and 5, in English and Dutch (core.text's plural forms),
and no sentence calls a player "he" or "his" (or "hij", "zijn", "haar" in Dutch): it names the player.

The table below is written by hand: for every message with a count that Ra's and Priests of Ra's
scoring, replay and 422s can say (their own, the sun auction's, the shared ones), how it reads with
1 and with any other count, in both languages. Osiris's and Sakkara's messages whose counts were
wrong once are in it too; a coarser scan checks every game's catalogue for a bare count before a plural.
"""

from __future__ import annotations

import re

import pytest

from wording import COUNT_NAMES, bare_counts_before_plurals

from referee import create_app
from referee.cli import messages as cli_messages
from referee.core import text
from referee.core.text import Text
from referee.games.priests_of_ra.messages import tile_text as por_tile
from referee.games.ra import rules as ra_rules
from referee.games.ra.messages import tile_text as ra_tile

create_app()  # registers every catalogue, the HTTP layer's included
text.register_catalogue(cli_messages.MESSAGES)  # and the command line's (registered when a command runs)

N = object()  # a counted parameter: 0, 1, 2 and 5 in turn
COUNTS = (0, 1, 2, 5)


def counted_tile(tile_text, tile):
    return lambda n: tile_text(tile, n)


ART = (ra_tile("art"), ra_tile("writing"))
HELD = Text("ra.count_tile", {"count": 1, "tile": ra_tile("art")})

# id: (params, English with 1, English with any other count (# is the count), Dutch with 1, Dutch otherwise).
# Every parameter given as N takes the count; a callable is called with it.
CASES = {
    # --- shared: the HTTP layer, the schemas, seating, problems ---------------------------------
    "problem.invalid.detail": (
        {"count": N},
        "1 problem in the request; it names the field to fix.",
        "# problems in the request; each names the field to fix.",
        "1 probleem in het verzoek; het noemt het veld dat aangepast moet worden.",
        "# problemen in het verzoek; elk noemt het veld dat aangepast moet worden.",
    ),
    "problem.invalid.detail.capped": (
        {"count": N, "listed": N},
        "1 problem in the request; the first is listed, each names the field to fix.",
        "# problems in the request; the first # are listed, each names the field to fix.",
        "1 probleem in het verzoek; het eerste staat in de lijst, elk noemt het veld dat aangepast moet worden.",
        "# problemen in het verzoek; de eerste # staan in de lijst, elk noemt het veld dat aangepast moet worden.",
    ),
    "players.count": (
        {"count": N, "min": 3, "max": 5},
        "1 player, but this game is for 3 to 5.",
        "# players, but this game is for 3 to 5.",
        "1 speler, maar dit spel is voor 3 tot 5 spelers.",
        "# spelers, maar dit spel is voor 3 tot 5 spelers.",
    ),
    "log.not_read": (
        {"count": N},
        "Not read: 1 move before this one has problems already; fix those first.",
        "Not read: # moves before this one have problems already; fix those first.",
        "Niet gelezen: 1 zet hiervoor heeft al problemen; verbeter die eerst.",
        "Niet gelezen: # zetten hiervoor hebben al problemen; verbeter die eerst.",
    ),
    "supply.exceeded": (
        {"total": N, "tile": ra_tile("gold"), "holders": "Anne 3, Bert 3", "limit": N},
        "1 × gold in the displays together (Anne 3, Bert 3), but the game has only 1.",
        "# × gold in the displays together (Anne 3, Bert 3), but the game has only #.",
        "Samen 1 × goud in de etalages (Anne 3, Bert 3), maar het spel heeft er maar 1.",
        "Samen # × goud in de etalages (Anne 3, Bert 3), maar het spel heeft er maar #.",
    ),
    "notation.long_name": (
        {"max": N},
        "A player's name has at most 1 character.",
        "A player's name has at most # characters.",
        "De naam van een speler heeft hoogstens 1 teken.",
        "De naam van een speler heeft hoogstens # tekens.",
    ),
    "notation.too_many_lines": (
        {"max": N},
        "More than 1 line, but no game takes that many. Reading stops here.",
        "More than # lines, but no game takes that many. Reading stops here.",
        "Meer dan 1 regel, maar geen spel heeft er zoveel nodig. Het lezen stopt hier.",
        "Meer dan # regels, maar geen spel heeft er zoveel nodig. Het lezen stopt hier.",
    ),
    "notation.too_long": (
        {"max": N},
        "This runs on for more than 1 character without a space, but no move or name is that long: put a space "
        "between moves. Reading stops here.",
        "This runs on for more than # characters without a space, but no move or name is that long: put a space "
        "between moves. Reading stops here.",
        "Dit loopt meer dan 1 teken door zonder spatie, maar geen zet of naam is zo lang: zet een spatie tussen "
        "zetten. Het lezen stopt hier.",
        "Dit loopt meer dan # tekens door zonder spatie, maar geen zet of naam is zo lang: zet een spatie tussen "
        "zetten. Het lezen stopt hier.",
    ),
    "notation.not_read": (
        {"count": N},
        "Not read: 1 problem was found before this point; fix it first.",
        "Not read: # problems were found before this point; fix them first.",
        "Niet gelezen: hiervoor is al 1 probleem gevonden; verbeter dat eerst.",
        "Niet gelezen: hiervoor zijn al # problemen gevonden; verbeter die eerst.",
    ),
    "supply.holder": ({"owner": "Anne", "count": N}, "Anne 1", "Anne #", "Anne 1", "Anne #"),
    "supply.more_holders": ({"count": N}, "and 1 more", "and # more", "en nog 1", "en nog #"),
    "schema.epoch_count": (
        {"epochs": N},
        "One epoch, in order.",
        "One to # epochs, in order.",
        "Eén tijdperk, in volgorde.",
        "Eén tot # tijdperken, in volgorde.",
    ),
    "schema.count_too_big": (
        {"max": N},
        "At most 1: no game has that many.",
        "At most #: no game has that many.",
        "Hoogstens 1: geen spel heeft er zoveel.",
        "Hoogstens #: geen spel heeft er zoveel.",
    ),
    "schema.too_many_suns": (
        {"max": N},
        "At most 1 sun: no game has more.",
        "At most # suns: no game has more.",
        "Hoogstens 1 zon: geen spel heeft er meer.",
        "Hoogstens # zonnen: geen spel heeft er meer.",
    ),
    "schema.too_many_keys": (
        {"max": N},
        "At most 1 entry: a display names each tile once.",
        "At most # entries: a display names each tile once.",
        "Hoogstens 1 regel: een etalage noemt elk kaartje één keer.",
        "Hoogstens # regels: een etalage noemt elk kaartje één keer.",
    ),
    "log.too_many_stacks": (
        {"max": N},
        "At most 1 stack, one per player.",
        "At most # stacks, one per player.",
        "Hoogstens 1 stapel, één per speler.",
        "Hoogstens # stapels, één per speler.",
    ),
    "log.too_many_moves": (
        {"max": N},
        "At most 1 move; a real game has a few hundred.",
        "At most # moves; a real game has a few hundred.",
        "Hoogstens 1 zet; een echt spel heeft er een paar honderd.",
        "Hoogstens # zetten; een echt spel heeft er een paar honderd.",
    ),
    "log.tile_list": (
        {"max": N},
        "Must be a list of at most 1 tile name.",
        "Must be a list of at most # tile names.",
        "Moet een lijst van hoogstens 1 naam van een kaartje zijn.",
        "Moet een lijst van hoogstens # namen van kaartjes zijn.",
    ),
    # --- the sun auction: suns, standings, the replay's shared rules ------------------------------
    "suns.count": (
        {"count": N, "players": 4, "expected": 3},
        "1 sun, but with 4 players everyone holds exactly 3.",
        "# suns, but with 4 players everyone holds exactly 3.",
        "1 zon, maar met 4 spelers heeft iedereen er precies 3.",
        "# zonnen, maar met 4 spelers heeft iedereen er precies 3.",
    ),
    "suns.unknown": (
        {"sun": 14, "players": N, "high": 13},
        "There is no sun 14 with 1 player (the suns are 1 to 13).",
        "There is no sun 14 with # players (the suns are 1 to 13).",
        "Met 1 speler bestaat zon 14 niet (de zonnen zijn 1 tot 13).",
        "Met # spelers bestaat zon 14 niet (de zonnen zijn 1 tot 13).",
    ),
    "suns.highest": (
        {"total": N, "points": "+5"},
        "highest sun total (1): +5",
        "highest sun total (#): +5",
        "hoogste zonnentotaal (1): +5",
        "hoogste zonnentotaal (#): +5",
    ),
    "suns.lowest": (
        {"total": N, "points": "-5"},
        "lowest sun total (1): -5",
        "lowest sun total (#): -5",
        "laagste zonnentotaal (1): -5",
        "laagste zonnentotaal (#): -5",
    ),
    "suns.middle": (
        {"total": N},
        "sun total 1, neither highest nor lowest: 0",
        "sun total #, neither highest nor lowest: 0",
        "zonnentotaal 1, niet het hoogste en niet het laagste: 0",
        "zonnentotaal #, niet het hoogste en niet het laagste: 0",
    ),
    "suns.all_equal": (
        {"total": N},
        "everyone has the same sun total (1): nobody scores",
        "everyone has the same sun total (#): nobody scores",
        "iedereen heeft hetzelfde zonnentotaal (1): niemand scoort",
        "iedereen heeft hetzelfde zonnentotaal (#): niemand scoort",
    ),
    "standing.first": (
        {"fame": N},
        "1 fame, the most",
        "# fame, the most",
        "1 roempunt, de meeste",
        "# roempunten, de meeste",
    ),
    "standing.first_by_sun": (
        {"fame": N, "other": "Bert", "sun": 13, "other_sun": 12},
        "1 fame, tied with Bert; wins with the higher sun (13 against 12)",
        "# fame, tied with Bert; wins with the higher sun (13 against 12)",
        "1 roempunt, gelijk met Bert; wint met de hogere zon (13 tegen 12)",
        "# roempunten, gelijk met Bert; wint met de hogere zon (13 tegen 12)",
    ),
    "standing.below_by_fame": (
        {"fame": N, "behind": N, "other": "Anne"},
        "1 fame, 1 behind Anne",
        "# fame, # behind Anne",
        "1 roempunt, 1 minder dan Anne",
        "# roempunten, # minder dan Anne",
    ),
    "standing.below_by_sun": (
        {"fame": N, "other": "Anne", "sun": 12, "other_sun": 13},
        "1 fame, tied with Anne, whose highest sun (13) beats 12",
        "# fame, tied with Anne, whose highest sun (13) beats 12",
        "1 roempunt, gelijk met Anne, die de hogere zon heeft (13 tegen 12)",
        "# roempunten, gelijk met Anne, die de hogere zon heeft (13 tegen 12)",
    ),
    "standing.first_shared": (
        {"fame": N, "other": "Bert"},
        "1 fame, the most, tied with Bert: first place is shared, because the suns (the tie-break) were not given",
        "# fame, the most, tied with Bert: first place is shared, because the suns (the tie-break) were not given",
        "1 roempunt, de meeste, gelijk met Bert: de eerste plaats wordt gedeeld, omdat de zonnen (die bij gelijke "
        "stand beslissen) niet zijn opgegeven",
        "# roempunten, de meeste, gelijk met Bert: de eerste plaats wordt gedeeld, omdat de zonnen (die bij gelijke "
        "stand beslissen) niet zijn opgegeven",
    ),
    "standing.shared": (
        {"fame": N, "other": "Anne", "rank": 1},
        "1 fame, tied with Anne: rank 1 is shared, because the suns (the tie-break) were not given",
        "# fame, tied with Anne: rank 1 is shared, because the suns (the tie-break) were not given",
        "1 roempunt, gelijk met Anne: plaats 1 wordt gedeeld, omdat de zonnen (die bij gelijke stand beslissen) "
        "niet zijn opgegeven",
        "# roempunten, gelijk met Anne: plaats 1 wordt gedeeld, omdat de zonnen (die bij gelijke stand beslissen) "
        "niet zijn opgegeven",
    ),
    "auction.draw.full": (
        {"player": "Carl", "count": N},
        "Carl cannot draw: the auction track already holds 1 tile; Carl must invoke Ra.",
        "Carl cannot draw: the auction track already holds # tiles; Carl must invoke Ra.",
        "Carl mag geen kaartje omdraaien: de speel-rij ligt al vol met 1 kaartje; Carl moet Ra aanroepen.",
        "Carl mag geen kaartje omdraaien: de speel-rij ligt al vol met # kaartjes; Carl moet Ra aanroepen.",
    ),
    "auction.draw.exhausted": (
        {"player": "Carl", "tile": ra_tile("gold"), "supply": N},
        "Carl draws gold, but the only gold tile has already been drawn and the bag is never refilled.",
        "Carl draws gold, but all # gold tiles have already been drawn and the bag is never refilled.",
        "Carl draait goud om, maar het enige kaartje goud is al omgedraaid en er komen er nooit bij.",
        "Carl draait goud om, maar alle # kaartjes goud zijn al omgedraaid en er komen er nooit bij.",
    ),
    "auction.bid.not_held": (
        {"player": "Bert", "sun": 13, "count": N, "suns": "12, 9"},
        "Bert bid sun 13, but the sun Bert holds face up is 12, 9.",
        "Bert bid sun 13, but the suns Bert holds face up are 12, 9.",
        "Bert biedt zon 13, maar de zichtbare zon van Bert is 12, 9.",
        "Bert biedt zon 13, maar de zichtbare zonnen van Bert zijn 12, 9.",
    ),
    "auction.log.suns.not_a_stack": (
        {"suns": "13-8", "players": N, "stacks": "13-8-5-2"},
        "13-8 is not a sun stack for 1 player; the stacks are 13-8-5-2.",
        "13-8 is not a sun stack for # players; the stacks are 13-8-5-2.",
        "13-8 is geen stapel zonnen voor 1 speler; de stapels zijn 13-8-5-2.",
        "13-8 is geen stapel zonnen voor # spelers; de stapels zijn 13-8-5-2.",
    ),
    # --- Ra ---------------------------------------------------------------------------------------
    "ra.gods": (
        {"count": N, "points": "+2"},
        "1 × god, 2 each: +2",
        "# × god, 2 each: +2",
        "1 × god, 2 per stuk: +2",
        "# × god, 2 per stuk: +2",
    ),
    "ra.pharaohs.most": (
        {"count": N, "points": "+5"},
        "most pharaohs (1): +5",
        "most pharaohs (#): +5",
        "meeste farao's (1): +5",
        "meeste farao's (#): +5",
    ),
    "ra.pharaohs.fewest": (
        {"count": N, "points": "-2"},
        "fewest pharaohs (1): -2",
        "fewest pharaohs (#): -2",
        "minste farao's (1): -2",
        "minste farao's (#): -2",
    ),
    "ra.pharaohs.middle": (
        {"count": N},
        "1 pharaoh, neither most nor fewest: 0",
        "# pharaohs, neither most nor fewest: 0",
        "1 farao, niet de meeste en niet de minste: 0",
        "# farao's, niet de meeste en niet de minste: 0",
    ),
    "ra.pharaohs.all_equal": (
        {"count": N},
        "everyone has 1 pharaoh: nobody scores",
        "everyone has # pharaohs: nobody scores",
        "iedereen heeft 1 farao: niemand scoort",
        "iedereen heeft # farao's: niemand scoort",
    ),
    "ra.nile": (
        {"nile": N, "floods": N, "points": "+2"},
        "1 Nile tile + 1 flood, 1 each: +2",
        "# Nile tiles + # floods, 1 each: +2",
        "1 Nijlkaartje + 1 overstroming, 1 per stuk: +2",
        "# Nijlkaartjes + # overstromingen, 1 per stuk: +2",
    ),
    "ra.nile.no_flood": (
        {"nile": N},
        "1 Nile tile but no flood: 0",
        "# Nile tiles but no flood: 0",
        "1 Nijlkaartje maar geen overstroming: 0",
        "# Nijlkaartjes maar geen overstroming: 0",
    ),
    "ra.civilizations": (
        {"distinct": N, "kinds": ART, "points": "0"},
        "1 civilization (art, writing): 0",
        "# different civilizations (art, writing): 0",
        "1 beschaving (kunst, schrift): 0",
        "# verschillende beschavingen (kunst, schrift): 0",
    ),
    "ra.gold": (
        {"count": N, "points": "+3"},
        "1 × gold, 3 each: +3",
        "# × gold, 3 each: +3",
        "1 × goud, 3 per stuk: +3",
        "# × goud, 3 per stuk: +3",
    ),
    "ra.monuments.distinct": (
        {"distinct": N, "points": "+1"},
        "1 monument: +1",
        "# different monuments: +1",
        "1 monument: +1",
        "# verschillende monumenten: +1",
    ),
    "ra.monuments.identical": (
        {"count": N, "tile": counted_tile(ra_tile, "fortress"), "points": "+5"},
        "1 identical fortress: +5",
        "# identical fortresses: +5",
        "1 identieke vesting: +5",
        "# identieke vestingen: +5",
    ),
    "ra.draw.full": (
        {"player": "Carl", "count": N},
        "Carl cannot draw: the auction track already holds 1 tile; Carl must invoke Ra or play gods.",
        "Carl cannot draw: the auction track already holds # tiles; Carl must invoke Ra or play gods.",
        "Carl mag geen kaartje omdraaien: de speel-rij ligt al vol met 1 kaartje; Carl moet Ra aanroepen of goden "
        "inzetten.",
        "Carl mag geen kaartje omdraaien: de speel-rij ligt al vol met # kaartjes; Carl moet Ra aanroepen of goden "
        "inzetten.",
    ),
    "ra.count_tile": ({"count": N, "tile": ra_tile("pharaoh")}, "1 × pharaoh", "# × pharaoh", "1 × farao", "# × farao"),
    "ra.god.too_few": (
        {"player": "Anne", "count": N, "held": N},
        "Anne plays 1 god to take 1 tile, but holds only 1 god.",
        "Anne plays # gods to take # tiles, but holds only # gods.",
        "Anne zet 1 god in om 1 kaartje te nemen, maar heeft er maar 1.",
        "Anne zet # goden in om # kaartjes te nemen, maar heeft er maar #.",
    ),
    "ra.god.not_on_track": (
        {"player": "Anne", "count": N, "tile": ra_tile("gold"), "on_track": N, "track": "1 × gold"},
        "Anne takes 1 × gold, but the auction track holds 1 (the track: 1 × gold).",
        "Anne takes # × gold, but the auction track holds # (the track: 1 × gold).",
        "Anne neemt 1 × goud, maar de speel-rij heeft er 1 (de speel-rij: 1 × gold).",
        "Anne neemt # × goud, maar de speel-rij heeft er # (de speel-rij: 1 × gold).",
    ),
    "ra.discard.choice": (
        {"count": N, "group": counted_tile(ra_tile, "civilization"), "held": (HELD,)},
        "1 civilization chosen from 1 × art",
        "# civilizations chosen from 1 × art",
        "1 beschaving naar keuze uit 1 × kunst",
        "# beschavingen naar keuze uit 1 × kunst",
    ),
    # --- Priests of Ra ----------------------------------------------------------------------------
    "por.people.most": (
        {"people": Text("por.plural.farmer"), "count": N, "points": "+5"},
        "most farmers (1): +5",
        "most farmers (#): +5",
        "meeste boeren (1): +5",
        "meeste boeren (#): +5",
    ),
    "por.people.most_tied": (
        {"people": Text("por.plural.scribe"), "count": N, "others": "Bert", "points": "+5"},
        "most scribes (1, tied with Bert): +5",
        "most scribes (#, tied with Bert): +5",
        "meeste schrijvers (1, gelijk met Bert): +5",
        "meeste schrijvers (#, gelijk met Bert): +5",
    ),
    "por.people.fewer": (
        {"count": N, "tile": por_tile("warrior"), "most": N},
        "1 × warrior, fewer than the most (1): 0",
        "# × warrior, fewer than the most (#): 0",
        "1 × krijger, minder dan de meeste (1): 0",
        "# × krijger, minder dan de meeste (#): 0",
    ),
    "por.people.nobody": (
        {"count": N, "tile": por_tile("merchant")},
        "1 × merchant; nobody has 2 or more: 0",
        "# × merchant; nobody has 2 or more: 0",
        "1 × handelaar; niemand heeft er 2 of meer: 0",
        "# × handelaar; niemand heeft er 2 of meer: 0",
    ),
    "por.buildings": (
        {"complete": N, "kinds": "1 × market (2 tiles)", "points": "+2"},
        "1 × complete building (1 × market (2 tiles)), 2 each: +2",
        "# × complete building (1 × market (2 tiles)), 2 each: +2",
        "1 × compleet gebouw (1 × market (2 tiles)), 2 per stuk: +2",
        "# × compleet gebouw (1 × market (2 tiles)), 2 per stuk: +2",
    ),
    "por.buildings.bonus": (
        {"complete": N, "kinds": "...", "base": "+6", "types": N, "bonus": "+5", "points": "+11"},
        "1 × complete building (...), 2 each: +6; complete buildings of 1 type: +5 (total +11)",
        "# × complete building (...), 2 each: +6; complete buildings of # types: +5 (total +11)",
        "1 × compleet gebouw (...), 2 per stuk: +6; complete gebouwen van 1 type: +5 (samen +11)",
        "# × compleet gebouw (...), 2 per stuk: +6; complete gebouwen van # types: +5 (samen +11)",
    ),
    "por.buildings.kind": (
        {"count": N, "tile": por_tile("library"), "tiles": N},
        "1 × library (1 tile)",
        "# × library (# tiles)",
        "1 × bibliotheek (1 kaartje)",
        "# × bibliotheek (# kaartjes)",
    ),
    "por.priests": (
        {"count": N, "points": "+2"},
        "1 × priest, 2 each: +2",
        "# × priest, 2 each: +2",
        "1 × priester, 2 per stuk: +2",
        "# × priester, 2 per stuk: +2",
    ),
    "por.plagues": ({"count": N, "points": "-1"}, "1 × plague: -1", "# × plague: -1", "1 × pest: -1", "# × pest: -1"),
    "por.plagues.returned": (
        {"priests": N, "count": N, "points": "-1"},
        "1 priest returns a plague; 1 × plague left: -1",
        "# priests return a plague; # × plague left: -1",
        "1 priester geeft een pestkaartje af; nog 1 × pest: -1",
        "# priesters geven een pestkaartje af; nog # × pest: -1",
    ),
    "por.plagues.returned_all": (
        {"priests": N},
        "1 priest returns the only plague: 0",
        "# priests return the only plague: 0",
        "1 priester geeft het enige pestkaartje af: 0",
        "# priesters geven het enige pestkaartje af: 0",
    ),
    "por.plagues.kept": (
        {"priests": N, "count": N, "points": "-1"},
        "1 priest, but no plague returned (as asked); 1 × plague: -1",
        "# priests, but no plague returned (as asked); # × plague: -1",
        "1 priester, maar geen pestkaartje afgegeven (zoals gevraagd); 1 × pest: -1",
        "# priesters, maar geen pestkaartje afgegeven (zoals gevraagd); # × pest: -1",
    ),
    "por.pyramid": (
        {"tiles": N, "height": N, "points": "+5"},
        "pyramid of 1 tile (height 1): +5",
        "pyramid of # tiles (height #): +5",
        "trappenpiramide van 1 kaartje (1 verdieping): +5",
        "trappenpiramide van # kaartjes (# verdiepingen): +5",
    ),
    "por.pyramid.low": (
        {"tiles": N},
        "1 × pyramid or chamber tile, fewer than the 3 a step pyramid of height 2 needs: 0",
        "# × pyramid or chamber tile, fewer than the 3 a step pyramid of height 2 needs: 0",
        "1 × piramide- of grafkamerkaartje, minder dan de 3 die een trappenpiramide van 2 verdiepingen nodig heeft: 0",
        "# × piramide- of grafkamerkaartje, minder dan de 3 die een trappenpiramide van 2 verdiepingen nodig heeft: 0",
    ),
    "por.chambers.colour": (
        {"count": N, "colour": "A", "points": "+5"},
        "1 × burial chamber of colour A: +5",
        "# × burial chamber of colour A: +5",
        "1 × grafkamer van kleur A: +5",
        "# × grafkamer van kleur A: +5",
    ),
    "por.ankhs": ({"held": N, "points": "0"}, "1 × ankh: 0", "# × ankh: 0", "1 × ankerkruis: 0", "# × ankerkruis: 0"),
    "por.ankhs.gained": (
        {"held": N, "gained": N, "total": N, "points": "+5"},
        "1 × ankh + 1 gained = 1: +5",
        "# × ankh + # gained = #: +5",
        "1 × ankerkruis + 1 gekregen = 1: +5",
        "# × ankerkruis + # gekregen = #: +5",
    ),
    "por.ankhs.short": (
        {"held": N, "gained": N, "earned": N, "total": N, "points": "+5"},
        "1 × ankh + 1 gained (1 earned, but the box of 20 ran short) = 1: +5",
        "# × ankh + # gained (# earned, but the box of 20 ran short) = #: +5",
        "1 × ankerkruis + 1 gekregen (1 verdiend, maar de voorraad van 20 raakte op) = 1: +5",
        "# × ankerkruis + # gekregen (# verdiend, maar de voorraad van 20 raakte op) = #: +5",
    ),
    "por.ankhs.exceeded": (
        {"total": N, "holders": "Ann 15, Cid 6", "limit": 20},
        "1 ankh in the displays together (Ann 15, Cid 6), but the game has only 20.",
        "# ankhs in the displays together (Ann 15, Cid 6), but the game has only 20.",
        "Samen 1 ankerkruis in de etalages (Ann 15, Cid 6), maar het spel heeft er maar 20.",
        "Samen # ankerkruisen in de etalages (Ann 15, Cid 6), maar het spel heeft er maar 20.",
    ),
    "por.flip.too_many": (
        {"player": "Anne", "count": N, "priests": N},
        "Anne flips 1 tile, but won 1 × priest in this auction: one flip per priest.",
        "Anne flips # tiles, but won # × priest in this auction: one flip per priest.",
        "Anne draait 1 kaartje om, maar won in deze biedronde 1 × priester: één kaartje per priester.",
        "Anne draait # kaartjes om, maar won in deze biedronde # × priester: één kaartje per priester.",
    ),
    "por.flip.not_held": (
        {"player": "Anne", "count": N, "tile": por_tile("farmer"), "held": N},
        "Anne flips 1 × farmer, but Anne's display holds 1.",
        "Anne flips # × farmer, but Anne's display holds #.",
        "Anne draait 1 × boer om, maar de etalage van Anne heeft er 1.",
        "Anne draait # × boer om, maar de etalage van Anne heeft er #.",
    ),
    # --- Osiris and Sakkara: the messages whose counts read wrong before ----------------------------
    "osiris.board.city_count": (
        {"count": N},
        "1 city, but the board has 12: 3 of each colour.",
        "# cities, but the board has 12: 3 of each colour.",
        "1 stad, maar het bord heeft er 12: 3 van elke kleur.",
        "# steden, maar het bord heeft er 12: 3 van elke kleur.",
    ),
    "osiris.board.too_few_fields": (
        {"min": N},
        "The pyramid needs at least 1 field besides the apex.",
        "The pyramid needs at least # fields besides the apex.",
        "De piramide heeft naast de spits minstens 1 veld nodig.",
        "De piramide heeft naast de spits minstens # velden nodig.",
    ),
    "osiris.board.too_many_fields": (
        {"max": N},
        "At most 1 field.",
        "At most # fields.",
        "Hoogstens 1 veld.",
        "Hoogstens # velden.",
    ),
    "osiris.board.too_many_joins": (
        {"max": N},
        "At most 1 join.",
        "At most # joins.",
        "Hoogstens 1 verbinding.",
        "Hoogstens # verbindingen.",
    ),
    "osiris.log.too_many_moves": (
        {"max": N},
        "At most 1 move.",
        "At most # moves.",
        "Hoogstens 1 zet.",
        "Hoogstens # zetten.",
    ),
    "osiris.stalled": (
        {"max": N},
        "No priest can move any more: the game is stalled and cannot end by the rules, so it stays unfinished and "
        "nobody wins. Followers may still be moved, up to 1 move in one log. The rulebook offers its optional "
        "rules, rebellion and relief, for this.",
        "No priest can move any more: the game is stalled and cannot end by the rules, so it stays unfinished and "
        "nobody wins. Followers may still be moved, up to # moves in one log. The rulebook offers its optional "
        "rules, rebellion and relief, for this.",
        "Geen enkele priester kan nog bewegen: het spel zit vast en kan volgens de regels niet meer eindigen, dus "
        "het blijft onbeslist en niemand wint. Volgelingen verzetten mag nog, tot 1 zet in één logboek. Voor zo'n "
        "patsituatie biedt de handleiding de extra spelregels, rebellie en ontzetting.",
        "Geen enkele priester kan nog bewegen: het spel zit vast en kan volgens de regels niet meer eindigen, dus "
        "het blijft onbeslist en niemand wint. Volgelingen verzetten mag nog, tot # zetten in één logboek. Voor "
        "zo'n patsituatie biedt de handleiding de extra spelregels, rebellie en ontzetting.",
    ),
    "osiris.god_names": (
        {"count": N},
        "The gods are 1 name.",
        "The gods are # different names.",
        "De goden zijn 1 naam.",
        "De goden zijn # verschillende namen.",
    ),
    "osiris.priest_out": (
        {"players": N, "priest": "yellow-1"},
        "With 1 player yellow-1 is not in the game.",
        "With # players yellow-1 is not in the game.",
        "Met 1 speler doet yellow-1 niet mee.",
        "Met # spelers doet yellow-1 niet mee.",
    ),
    "osiris.seat_colours": (
        {"players": N, "seat": 2, "colours": "red-brown"},
        "With 1 player, player 2 (clockwise from the beige player) plays red-brown.",
        "With # players, player 2 (clockwise from the beige player) plays red-brown.",
        "Met 1 speler speelt speler 2 (met de klok mee vanaf de beige speler) red-brown.",
        "Met # spelers speelt speler 2 (met de klok mee vanaf de beige speler) red-brown.",
    ),
    "osiris.schema.colours": (
        {"count": N},
        "1 colour, but a player plays 1 (2 in a 2-player game).",
        "# colours, but a player plays 1 (2 in a 2-player game).",
        "1 kleur, maar een speler speelt er 1 (2 in een spel met 2 spelers).",
        "# kleuren, maar een speler speelt er 1 (2 in een spel met 2 spelers).",
    ),
    "osiris.too_many_in_temple": (
        {"count": N, "colour": "beige", "max": N},
        "1 follower of beige in one temple, but at most 1 is allowed.",
        "# followers of beige in one temple, but at most # are allowed.",
        "1 volgeling van beige in één tempel, maar er mag er hoogstens 1 staan.",
        "# volgelingen van beige in één tempel, maar er mogen er hoogstens # staan.",
    ),
    "osiris.follower.full": (
        {"god": "Amun", "max": N, "colour": "beige"},
        "The temple of Amun already holds 1 follower of beige.",
        "The temple of Amun already holds # followers of beige.",
        "In de tempel van Amun staat al 1 volgeling van beige.",
        "In de tempel van Amun staan al # volgelingen van beige.",
    ),
    "sakkara.build.grains_full": (
        {"player": "Anne", "max": N},
        "Anne already has 1 grain laid out.",
        "Anne already has # grains laid out.",
        "Anne heeft al 1 graankaartje uitgestald.",
        "Anne heeft al # graankaartjes uitgestald.",
    ),
    "sakkara.catalogue.tier1_stairs": (
        {"need": N, "count": 7},
        "Tier 1 takes 1 stair, not 7.",
        "Tier 1 takes # stairs, not 7.",
        "Trap 1 bevat 1 trap, niet 7.",
        "Trap 1 bevat # trappen, niet 7.",
    ),
    "sakkara.catalogue.tier1_hewn": (
        {"need": N, "count": 7},
        "Tier 1 takes 1 hewn stone, not 7.",
        "Tier 1 takes # hewn stones, not 7.",
        "Trap 1 bevat 1 gehouwen steen, niet 7.",
        "Trap 1 bevat # gehouwen stenen, niet 7.",
    ),
    "sakkara.schema.kind": (
        {"max": N},
        "Must be a tile kind: lower-case letters, digits and _, at most 1 character.",
        "Must be a tile kind: lower-case letters, digits and _, at most # characters.",
        "Moet een soort kaartje zijn: kleine letters, cijfers en _, hoogstens 1 teken.",
        "Moet een soort kaartje zijn: kleine letters, cijfers en _, hoogstens # tekens.",
    ),
    "sakkara.log.too_many_turns": (
        {"max": N},
        "At most 1 turn.",
        "At most # turns.",
        "Hoogstens 1 beurt.",
        "Hoogstens # beurten.",
    ),
    "sakkara.log.too_many_actions": (
        {"max": N},
        "At most 1 action in a turn.",
        "At most # actions in a turn.",
        "Hoogstens 1 handeling in een beurt.",
        "Hoogstens # handelingen in een beurt.",
    ),
    "sakkara.setup.ships": (
        {"need": N, "count": N},
        "At least 1 ship lies on top at the start; here 1 ship does.",
        "At least # ships lie on top at the start; here # ships do.",
        "Bij het begin ligt minstens 1 schip zichtbaar; hier 1 schip.",
        "Bij het begin liggen minstens # schepen zichtbaar; hier # schepen.",
    ),
    "sakkara.setup.not_all": (
        {"count": N, "total": N},
        "The board holds 1 tile; all 1 are laid out at the start.",
        "The board holds # tiles; all # are laid out at the start.",
        "Het bord bevat 1 kaartje; bij het begin ligt 1 kaartje op het bord.",
        "Het bord bevat # kaartjes; bij het begin liggen alle # kaartjes op het bord.",
    ),
    "sakkara.end.holder": (
        {"player": "Anne", "count": N, "max": N},
        "Anne ends the turn holding 1 tile; at most 1 stays in the holder.",
        "Anne ends the turn holding # tiles; at most # stay in the holder.",
        "Anne beëindigt de beurt met 1 kaartje; hoogstens 1 blijft in de kaartenhouder.",
        "Anne beëindigt de beurt met # kaartjes; hoogstens # blijven in de kaartenhouder.",
    ),
    "sakkara.place.split_small": (
        {"player": "Anne", "count": 5, "rest": N, "min": N},
        "Anne splits into 5 and 1 tile, but each stack has at least 1.",
        "Anne splits into 5 and # tiles, but each stack has at least #.",
        "Anne verdeelt in 5 en 1 kaartje, maar elke stapel telt minstens 1 kaartje.",
        "Anne verdeelt in 5 en # kaartjes, maar elke stapel telt minstens # kaartjes.",
    ),
    "sakkara.log.stairs": (  # once "each of the horse's 1 step"
        {"count": N},
        "One stair flag per step of the horse: 1 flag.",
        "One stair flag per step of the horse: # flags.",
        "Eén trap-aanduiding per stap van het paard: 1 aanduiding.",
        "Eén trap-aanduiding per stap van het paard: # aanduidingen.",
    ),
    "sakkara.ox.uphill": (  # once "5 kaartjes ... zou"
        {"count": N, "from": "c3", "to": "c4", "max": 4},
        "Pushing 1 tile from c3 to c4 would push uphill: at most 4 can go.",
        "Pushing # tiles from c3 to c4 would push uphill: at most 4 can go.",
        "Het schuiven van 1 kaartje van c3 naar c4 zou bergop gaan: het maximum is 4.",
        "Het schuiven van # kaartjes van c3 naar c4 zou bergop gaan: het maximum is 4.",
    ),
    "sakkara.catalogue.tier_size": (
        {"tier": "tier 2", "need": N, "count": 7},
        "In the catalogue, tier 2 takes 1 tile, not 7.",
        "In the catalogue, tier 2 takes # tiles, not 7.",
        "In de catalogus bestaat tier 2 uit 1 kaartje, niet 7.",
        "In de catalogus bestaat tier 2 uit # kaartjes, niet 7.",
    ),
}

# Messages outside Osiris and Sakkara with a parameter named like a count that is no count, or a count in a
# range ("3 to 5"), or the number of an epoch, a sun or a rank: nothing to agree with.
NOT_COUNTED = {
    "schema.name_length": "a range of lengths",
    "schema.range": "a range",
    "schema.epoch_choice": "epoch numbers",
    "schema.group_counts": "`tiles` is a list of names",
    "schema.not_in_group": "`tiles` is a list of names",
    "ra.discard.wrong": "`need` is a list of tile counts",
    "ra.discard.forced_wrong": "`need` is a list of tile counts",
    "ra.discard.missing": "`need` is a list of tile counts",
    "schema.no_such_sun": "a range of suns",
}


def render(key, lang, n):
    params = CASES[key][0]
    return Text(key, {k: n if v is N else v(n) if callable(v) else v for k, v in params.items()}).render(lang)


@pytest.mark.parametrize("key", list(CASES))
@pytest.mark.parametrize("lang", ["en", "nl"])
def test_counted_sentences_read_right_at_0_1_2_and_5(key, lang):
    one, other = CASES[key][1:3] if lang == "en" else CASES[key][3:5]
    assert [render(key, lang, n) for n in COUNTS] == [one if n == 1 else other.replace("#", str(n)) for n in COUNTS]


def _placeholders(key, lang):
    """The parameters a template uses, its plural choices' included."""
    template = text._CATALOG[lang][key]
    names = set(re.findall(r"\{(\w+)(?:!c)?\}", template)) - {f"_plural{i}" for i in range(10)}
    return names | {choice[1] for choice in text._PLURALS[lang].get(key, ())}


def _ids(*specs):
    """Every sentence the games' answers can hold: their catalogues (the sun auction's and the shared ones
    with them), the schemas' and the 422's."""
    from referee import errors
    from referee.schemas import messages

    catalogues = (*(c for spec in specs for c in spec.messages), errors.MESSAGES, messages.MESSAGES)
    return {key for catalogue in catalogues for key in catalogue["en"]}


def _ra_and_priests_ids():
    from referee.games.priests_of_ra.spec import SPEC as PRIESTS
    from referee.games.ra.spec import SPEC as RA

    return _ids(RA, PRIESTS)


def _every_games_ids():
    from referee.games import SPECS

    return _ids(*SPECS)


def test_every_message_with_a_count_is_in_the_table():
    # A new sentence with a count needs a line above (or a reason in NOT_COUNTED): the table is the proof.
    missing = sorted(
        key
        for key in _ra_and_priests_ids()
        if not key.startswith(("ra.tiles_counted.", "por.tiles_counted."))  # test_tile_names_agree...
        and _placeholders(key, "en") & COUNT_NAMES
        and key not in CASES
        and key not in NOT_COUNTED
    )
    assert missing == []


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_no_bare_count_before_a_plural_noun_in_any_game(lang):
    assert bare_counts_before_plurals({key: text._CATALOG[lang].get(key, "") for key in _every_games_ids()}, lang) == []


def test_tile_names_agree_with_their_count():
    assert [ra_tile("pharaoh", n).render("en") for n in (1, 2)] == ["pharaoh", "pharaohs"]
    assert [ra_tile("pharaoh", n).render("nl") for n in (1, 2)] == ["farao", "farao's"]
    assert [ra_tile("flood", n).render("nl") for n in (1, 2)] == ["overstroming", "overstromingen"]
    assert [ra_tile("statue", n).render("nl") for n in (1, 0)] == ["beeld", "beelden"]
    assert [por_tile("library", n).render("en") for n in (1, 5)] == ["library", "libraries"]
    assert [por_tile("priest", n).render("nl") for n in (1, 5)] == ["priester", "priesters"]
    # a tile's own name is the singular ("One more {tile}" in a form): "beeld", never "beelden"
    assert ra_tile("statue").render("nl") == "beeld"
    # every display tile and request group of both games has both forms in both languages
    from referee.games.priests_of_ra import rules as por_rules

    for tile_text, tiles in (
        (ra_tile, [*ra_rules.SUPPLY, "civilization", "monument"]),
        (por_tile, [*por_rules.DISPLAY_TILES, "ra"]),
    ):
        for tile in tiles:
            for lang in ("en", "nl"):
                one, other = tile_text(tile, 1).render(lang), tile_text(tile, 2).render(lang)
                assert one and other and one != other, (tile, lang)


# "he", "his", "her" ... about a player: sentences name the player instead, so they fit anyone.
_PRONOUNS = {
    "en": re.compile(r"\b(he|his|him|himself|she|her|hers|herself)\b", re.I),
    "nl": re.compile(r"\b(hij|hem|haar|zij|wiens|wier)\b", re.I),
}
# Dutch "zijn" is also the verb "to be": allowed only before what follows the verb in these sentences.
_ZIJN_AS_VERB = {
    "0",
    "1",
    "a1",
    "af",
    "al",
    "één",
    "ingezet",
    "met",
    "niet",
    "nodig",
    "opgegeven",
    "steden",
    "tier1",
    "verdieping",
}


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_no_sentence_says_he_or_his_about_a_player(lang):
    found = []
    for key in _every_games_ids():
        forms = " ".join(f for choice in text._PLURALS[lang].get(key, ()) for f in choice[2:])
        sentence = f"{text._CATALOG[lang].get(key, '')} {forms}"
        if _PRONOUNS[lang].search(sentence):
            found.append(key)
        if lang == "nl":
            for word in re.findall(r"\bzijn \(?([^\W_]+)", sentence):
                if word not in _ZIJN_AS_VERB:
                    found.append(f"{key}: zijn {word}")
    assert found == []


def test_a_plural_choice_may_stand_twice_in_one_sentence_and_unknown_languages_fall_back_to_english():
    from referee.core.text import register

    register("en", {"test.two": "{a:# stone|# stones} and {b:# city|# cities}"})
    assert Text("test.two", {"a": 1, "b": 5}).render("en") == "1 stone and 5 cities"
    assert Text("test.two", {"a": 0, "b": 1}).render("fr") == "0 stones and 1 city"


def test_parameters_that_are_texts_or_lists_are_rendered_in_the_sentences_language_and_the_others_as_given():
    from referee.core.text import register

    register(
        "en",
        {
            "test.tile": "god",
            "test.named": "{name}'s {count:# tile|# tiles}",
            "test.outer": "{a}: {b} ({c})",
            "test.braces": "{{not a placeholder}}",
        },
    )
    register(
        "nl",
        {
            "test.tile": "god (nl)",
            "test.named": "{count:# kaartje|# kaartjes} van {name}",
            "test.outer": "{a}: {b} [{c}]",
        },
    )
    inner = Text("test.named", {"name": "Anne", "count": 1})
    sentence = Text(
        "test.outer", {"a": Text("test.tile"), "b": [inner, Text("test.tile"), 3, ("x", [Text("test.tile")])], "c": 2.5}
    )
    assert sentence.render("en") == "god: Anne's 1 tile, god, 3, x, god (2.5)"
    assert sentence.render("nl") == "god (nl): 1 kaartje van Anne, god (nl), 3, x, god (nl) [2.5]"
    assert Text("test.outer", {"a": (), "b": [], "c": "{c}"}).render("en") == ":  ({c})"  # a value is not a template
    assert Text("test.braces").render("nl") == "{not a placeholder}"  # no Dutch: the English, its braces unescaped
    params = {"a": Text("test.tile"), "b": 1, "c": [2]}
    Text("test.outer", params).render("en")
    assert params == {"a": Text("test.tile"), "b": 1, "c": [2]}  # the caller's parameters are left as they were


def _reference(key, lang, params):
    """What a sentence reads, the slow and obvious way: the template (a language without it: the English),
    its parameters that are Texts or lists rendered first, each plural choice chosen, then str.format_map."""
    if key not in text._CATALOG[lang]:
        lang = "en"
    values = {
        k: (v.render(lang) if type(v) is Text else ", ".join(_reference_item(x, lang) for x in v))
        if isinstance(v, (tuple, list))
        else v
        for k, v in params.items()
    }
    for slot, name, one, other in text._PLURALS[lang].get(key, ()):
        values[slot] = (one if params[name] == 1 else other).replace("#", str(params[name]))
    for name in re.findall(r"\{(\w+)!c\}", text._CATALOG[lang][key]):  # {name!c}: its first letter a capital
        written = str(values[name])
        values[f"{name}_capital"] = written[:1].upper() + written[1:]
    return re.sub(r"\{(\w+)!c\}", r"{\1_capital}", text._CATALOG[lang][key]).format_map(values)


def _reference_item(value, lang):
    return (
        value.render(lang)
        if type(value) is Text
        else ", ".join(_reference_item(x, lang) for x in value)
        if isinstance(value, (tuple, list))
        else str(value)
    )


@pytest.mark.parametrize("lang", ["en", "nl", "fr"])
def test_every_sentence_of_every_catalogue_reads_as_its_template_formatted_with_its_parameters(lang):
    # Text.render writes each template as code once (core.text._compile); the reference formats the
    # template each time. Every message of every game, with parameters of every kind in turn: counts
    # around 1, text with braces and quotes, a Text, a list of Texts and values, a nested list.
    kinds = [
        lambda n: n,
        lambda n: f"{{x}} 'q' \"{n}\"",
        lambda n: ra_tile("pharaoh", n),
        lambda n: [ra_tile("art"), n, ("x", [ra_tile("gold", n)])],
        lambda n: n + 0.5,
    ]
    checked = 0
    for key in sorted(text._CATALOG["en"]):
        names = _placeholders(key, "en") | (_placeholders(key, lang) if key in text._CATALOG.get(lang, {}) else set())
        for k, _kind in enumerate(kinds):
            for n in (0, 1, 2):
                # a plural choice's count is a number; the other parameters take each kind in turn
                counted = {choice[1] for choice in text._PLURALS.get(lang, text._PLURALS["en"]).get(key, ())}
                params = {
                    name: n if name in counted else kinds[(k + i) % len(kinds)](n)
                    for i, name in enumerate(sorted(names))
                }
                assert Text(key, params).render(lang) == _reference(
                    key, lang if lang in text.LANGUAGES else "en", params
                ), (key, params)
                checked += 1
    assert checked == 15 * len(text._CATALOG["en"]) > 9_000  # every message, 15 times


def test_a_sentence_with_quotes_backslashes_and_braces_reads_as_written():
    from referee.core.text import register

    register("en", {"test.quoted": "It's \"{name}\" \\ {{x}}\n{n:# o'clock|# o'clocks \\}"})
    assert Text("test.quoted", {"name": "{Anne}", "n": 1}).render("en") == "It's \"{Anne}\" \\ {x}\n1 o'clock"
    assert Text("test.quoted", {"name": "B", "n": 5}).render("en") == "It's \"B\" \\ {x}\n5 o'clocks \\"


def test_a_missing_parameter_is_an_error_and_a_placeholder_must_be_a_name():
    from referee.core.text import register

    register("en", {"test.missing": "{a} and {b}"})
    with pytest.raises(KeyError):
        Text("test.missing", {"a": 1}).render("en")
    for template in ("{0} tiles", "{a.b}", "{a[0]}", "{a:{b}}", "{a:>3}", "{a!r}", "{}", "{a"):
        with pytest.raises(ValueError):
            register("en", {"test.bad": template})


def _a_before(key):
    """The values a message writes right after the article "a": each must sound like it starts with a consonant."""
    from referee.schemas.priests_of_ra import PriestsMoves
    from referee.schemas.sun_auction import Moves

    needing = {action for moves in (Moves, PriestsMoves) for action, fields in moves.FIELDS_FOR.items() if fields}
    return {
        "auction.log.move.needs": sorted(needing),  # only a move whose action needs a field lacks one
        "sakkara.build.grain_early": [Text(f"sakkara.nth.{n}").render("en") for n in (1, 2, 3)],
        "sakkara.layout.grain_early": [Text(f"sakkara.nth.{n}").render("en") for n in (1, 2, 3)],
        "sakkara.needs.grain": [Text(f"sakkara.nth.{n}").render("en") for n in (1, 2, 3)],
        "sakkara.needs.ship_and_grain": [Text(f"sakkara.nth.{n}").render("en") for n in (1, 2, 3)],
        "schema.not_in_group": ["civilization", "monument"],  # Ra's display groups (Priests of Ra has none)
    }.get(key)


def test_no_english_sentence_writes_a_before_a_vowel():
    # "A earthquake", "a end move": a placeholder right after "a" is allowed only where every value it takes is
    # known (above) and none starts with a vowel; elsewhere the sentence is written without the article.
    found = []
    for key, template in text._CATALOG["en"].items():
        if re.search(r"\b[Aa] \{\w+\}", template):
            values = _a_before(key)
            if values is None or any(v[0].lower() in "aeiou" for v in values):
                found.append((key, values))
    assert found == []
    for key in ("osiris.log.needs", "osiris.log.not_for_action", "sakkara.log.not_for_action", "ra.schema.disaster"):
        assert Text(key, {"action": "end", "field": "x", "fields": "y", "tile": ra_tile("earthquake")}).render(
            "en"
        ).split()[:2] in (["End", "moves"], ["End", "actions"], ["The", "earthquake"])


# --- Every sentence reads as a sentence: a capital first, a full stop (or ? or !) last ----------------------
# The form shows the API's sentences as they come: a problem's detail, a violation's reason, an outcome, a
# Sakkara tier line. What is no sentence is listed here by id (a glob), with why; everything else is one.
NOT_SENTENCES = {
    # Names of things, written inside sentences and lines (and beside the form's buttons).
    "*.tiles.*": "tile names",
    "*.tiles_counted.*": "tile names with their count",
    "sakkara.tile.*": "tile names",
    "sakkara.spell.drought": "",
    "sakkara.spell.firestorm": "",
    "sakkara.spell.shipwreck": "",
    "sakkara.spell.whirlwind": "spell names",
    "sakkara.nth.*": "'second' in 'a second grain'",
    "sakkara.tier_name.*": "tier names",
    "osiris.colour.*": "colour names",
    "por.plural.*": "'farmers'",
    "*.action.*": "'draw a tile' in 'Anne cannot draw a tile: ...'",
    "tournament.criterion.*": "tie-break names",
    # Pieces joined into other sentences or lines, never an answer's field alone.
    "ra.count_tile": "'3 × gold'",
    "sakkara.count_kind": "'1 × falcon'",
    "osiris.colour_count": "'beige 3'",
    "osiris.priest": "'Beige 3'",
    "por.buildings.kind": "'2 × market (2 tiles)'",
    "ra.discard.choice": "'2 of drought, chosen from ...'",
    "ra.nothing": "'nothing' in a list",
    "supply.holder": "'Anne 3'",
    "supply.more_holders": "'and 2 more'",
    "supply.owner_in_epoch": "'Anne (epoch 2)'",
    "sakkara.needs.*": "'a ship and a second grain'",
    "auction.notation.code": "'G = gold' in the notation's legend",
    "tournament.and": "'Anne and Bert'",
    "tournament.decimal": "'2.5'",
    "tournament.points": "'3 points'",
    "tournament.points_decimal": "'2.5 points'",
    "tournament.wins": "'2 wins'",
    "tournament.fame_total": "'51 fame in total'",
    "tournament.opponents": "'12 scored by opponents'",
    "schema.field_holds": "a field's description in the answer's language, in 'players is missing. In seating ...'",
    # Headings: a problem's title (RFC 9457) is a heading above its detail, not a sentence.
    "*.title": "a problem's title",
    # Lines of a score sheet: what is counted, a colon, its points ("3 × gold, 3 each: +9"); a Ra or Priests of
    # Ra standing's detail stands beside the name and inside the form's "Tie-break: {detail}".
    "ra.gods": "",
    "ra.gold": "",
    "ra.nile*": "",
    "ra.pharaohs.*": "",
    "ra.civilizations*": "",
    "ra.monuments*": "",
    "por.ankhs": "",
    "por.ankhs.gained": "",
    "por.ankhs.short": "",
    "por.buildings*": "",
    "por.chambers*": "",
    "por.people.*": "",
    "por.plagues*": "",
    "por.priests": "",
    "por.pyramid*": "",
    "suns.highest": "",
    "suns.lowest": "",
    "suns.middle": "",
    "suns.all_equal": "",
    "standing.*": "",
    "tournament.line*": "a tournament's score sheet",
    # The command line's terminal output: why a file cannot be read ("Cannot read x: there is no such file."),
    # a file's stand-in name, the archive check's progress bar and summary, a scored table's headings.
    "cli.reason.*": "",
    "cli.std.*": "",
    "cli.progress*": "",
    "cli.summary.*": "",
    "cli.epoch": "",
    "cli.fame": "",
    "cli.standings": "",
    "cli.total": "",
    "cli.winner": "",
    "cli.row.*": "",
}

# A sentence may start with a player's name or a code as the board and the notation write it (c3, 2-4,
# beige-1, the letter A, a sun stack 13-8), or a command-line option as typed (--out): those are never given
# a capital. A name of a thing is (`{tier!c}`, see core.text).
PLAYERS = {"player", "name", "owner", "expected", "other", "loser", "winner", "turn", "first"}
CODES = {"field", "to", "target", "id", "priest", "code", "letter", "suns", "kind", "spell", "method"}
SAMPLES = {  # values as the engine gives them, for the parameters that can start or end a sentence
    **{name: "anne" for name in PLAYERS},  # lower case, so a sentence cannot lean on a name's capital
    **{name: "c3" for name in CODES},
    "tier": Text("sakkara.tier_name.1"),
    "colour": Text("osiris.colour.beige"),
    "action": "end",
    "god": "Amun",
    "game": "Ra",
    "tile": ra_tile("gold"),
    "detail": "Must be a number.",
    "description": "In seating order (clockwise). Names unique.",  # a field's description in the spec
    "lacks": [Text("sakkara.count_kind", {"count": 1, "tile": Text("sakkara.tile.falcon")})],
    "needs": Text("sakkara.needs.ship"),
    "names": "Anne, Bert",
    "points": "+5",
    "spell_name": "drought",
}


def _is_sentence(key):
    from fnmatch import fnmatchcase

    return not any(fnmatchcase(key, pattern) for pattern in NOT_SENTENCES)


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_every_sentence_starts_with_a_capital_and_ends_with_a_full_stop(lang):
    found = []
    for key in sorted(text._CATALOG["en"]):
        if not _is_sentence(key) or key.startswith("test."):  # "test.": this file's own made-up templates
            continue
        first = re.match(r"\{(\w+)\}", text._CATALOG[lang].get(key, text._CATALOG["en"][key]))
        for n in COUNTS:
            params = {name: SAMPLES.get(name, n if name in COUNT_NAMES else "x") for name in _placeholders(key, "en")}
            params |= {choice[1]: n for choice in text._PLURALS[lang].get(key, ())}
            sentence = Text(key, params).render(lang)
            starts = (
                sentence[:1].isupper()
                or sentence[:1].isdigit()
                or sentence.startswith("--")
                or bool(first and first[1] in PLAYERS | CODES)
            )
            if not (starts and sentence.endswith((".", "?", "!"))):
                found.append((key, sentence))
                break
    assert found == []


def test_the_list_of_what_is_no_sentence_names_only_messages_that_exist():
    from fnmatch import fnmatchcase

    assert [p for p in NOT_SENTENCES if not any(fnmatchcase(key, p) for key in text._CATALOG["en"])] == []
    assert len(NOT_SENTENCES) < 70  # a short list: a new message is a sentence unless it is one of these
    # and no sentence is in it by a glob too wide ("tournament.points*" once took its problems in)
    assert [
        key
        for key in text._CATALOG["en"]
        if not _is_sentence(key) and any(text._CATALOG[lang][key].endswith(".") for lang in ("en", "nl"))
    ] == []


def test_a_capital_placeholder_writes_its_value_with_a_capital_and_leaves_the_rest():
    from referee.core.text import register

    register("en", {"test.capital": "{tier!c} is complete; {tier} stays, {n!c} too: {list!c}."})
    register("nl", {"test.capital": "{tier!c} is klaar."})
    params = {"tier": Text("sakkara.tier_name.3"), "n": 2, "list": [Text("sakkara.tier_name.1"), "x"]}
    assert Text("test.capital", params).render("en") == "The apex is complete; the apex stays, 2 too: Tier 1, x."
    assert Text("test.capital", params).render("nl") == "De spits is klaar."
    assert Text("test.capital", {"tier": "", "n": 1, "list": []}).render("en") == " is complete;  stays, 1 too: ."
    for template in ("{a!r}", "{a!s}", "{a!C}", "{a!c:>3}"):
        with pytest.raises(ValueError):
            register("en", {"test.bad": template})


def _shown(answer, found=None):
    """Every sentence an answer holds for the form to show as it is: a `detail`, a `note`, a `reason`."""
    found = [] if found is None else found
    if isinstance(answer, dict):
        for key, value in answer.items():
            if key in ("detail", "note", "reason") and isinstance(value, str):
                found.append(value)
            else:
                _shown(value, found)
    elif isinstance(answer, list):
        for value in answer:
            _shown(value, found)
    return found


def _example(name):
    import json
    from pathlib import Path

    return json.loads((Path(__file__).resolve().parents[2] / "examples" / name).read_text())


def _illegal(log, index, **move):
    """The log with one move made illegal (and the rest left as it was)."""
    moves = [dict(m) for m in log["moves"]]
    moves[index] = {**moves[index], **move}
    return {**log, "moves": moves}


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_the_osiris_and_sakkara_answers_show_only_sentences(client, lang):
    # The outcome (standings, each player's followers), a replay's stalled note and a violation's reason, the
    # Sakkara tier lines, and the problems of a 422: each is shown alone by the form, so each is a sentence.
    stalled, game = _example("osiris-replay-stalled.json"), _example("osiris-replay-4-players.json")
    requests = [
        ("/v1/games/osiris/outcome", _example("osiris-outcome.json"), 200),
        ("/v1/games/osiris/replay", stalled, 200),
        ("/v1/games/osiris/replay", game, 200),
        ("/v1/games/osiris/replay", _illegal(game, 0, player=game["players"][1]["name"]), 200),
        ("/v1/games/osiris/outcome", {**_example("osiris-outcome.json"), "followers": {"Horus": {"green": 1}}}, 422),
        ("/v1/games/sakkara/outcome", _example("sakkara-outcome.json"), 200),
        ("/v1/games/sakkara/replay", _example("sakkara-replay-game.json"), 200),
    ]
    seen = []
    for path, body, status in requests:
        r = client.post(path, json=body, headers={"Accept-Language": lang})
        assert r.status_code == status, (path, r.json)
        seen += _shown(r.json)
    assert [s for s in seen if not (s[:1].isupper() or s[:1].isdigit()) or not s.endswith((".", "?", "!"))] == []
    assert len(seen) > 20 and any("." in s[:-1] for s in seen)  # the answers did hold sentences
