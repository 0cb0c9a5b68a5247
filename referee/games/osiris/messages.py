"""Osiris's sentences in English and Dutch (the rulebook's own words where it has them).

Registered with every game's sentences by `referee.games.register_texts()` (the app does it).
Every sentence names the player (or the priest) and never says he/his; counts use plural choices.
"""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        # colours (O1)
        "osiris.colour.beige": "beige",
        "osiris.colour.red-brown": "red-brown",
        "osiris.colour.yellow": "yellow",
        "osiris.colour.brown": "brown",
        "osiris.colour_count": "{colour} {count}",
        "osiris.priest": "{colour!c} {count}",
        # the outcome (O2)
        "osiris.player.followers": "{name}: {count:# follower|# followers} in the temple of {god} ({parts}).",
        "osiris.standing.first": "{name} wins with {count:# follower|# followers} in the temple of {god}.",
        "osiris.standing.first_by_last_turn": "{name} wins with {count:# follower|# followers} in the temple of "
        "{god}, as many as {other}, having had the turn more recently.",
        "osiris.standing.by_followers": "{name}: {count:# follower|# followers} in the temple of {god}, "
        "{behind} fewer than {other}.",
        "osiris.standing.by_last_turn": "{name}: as many followers in the temple of {god} as {other} ({count}), "
        "but {other} had the turn more recently.",
        "osiris.standing.shared": "{name} shares rank {rank} with {other}.",
        "osiris.standing.first_no_followers": "{name} wins: nobody has a follower in the temple of {god}, "
        "and only {loser}, who placed the last blockade, loses.",
        "osiris.standing.shared_no_followers": "{name} shares first place: nobody has a follower in the temple "
        "of {god}, and only {loser}, who placed the last blockade, loses.",
        "osiris.standing.last_blockade": "{name} placed the last blockade and nobody has a follower in the "
        "temple of {god}: {name} alone loses.",
        # caller errors of a table (C2)
        "osiris.unknown_colour": "Unknown colour; the colours are: {colours}.",
        "osiris.seat_colours": "With {players:# player|# players}, player {seat} (clockwise from the beige player) "
        "plays {colours}.",
        "osiris.unknown_end": 'The game ends at the apex or blocked: "apex" or "blocked".',
        "osiris.ended_by_unknown": "{name} is not one of the players.",
        "osiris.unknown_god": "Unknown god; the gods are: {gods}.",
        "osiris.colour_out": "With 3 players {colour} is out of the game: no {colour} follower is on the board.",
        "osiris.too_many_in_temple": "{count:# follower|# followers} of {colour} in one temple, but "
        "{max:at most # is|at most # are} allowed.",
        "osiris.followers_total": "{colour!c} has {count:# follower|# followers} in the temples, but every colour "
        "has exactly {expected}.",
        "osiris.followers_disagree": "{count} {colour} here, but the temples give {temple} {colour} in the "
        "temple of {god}.",
        "osiris.unknown_priest": "Unknown priest: a priest is a colour and 1, 2 or 3 segments, like beige-2.",
        "osiris.priest_out": "With {players:# player|# players} {priest} is not in the game.",
        "osiris.god_twice": "{god} is already under {other}: every god lies under one priest or the apex.",
        "osiris.god_missing": "Which god lies under this one is missing.",
        "osiris.god_names": "The gods are {count:# name|# different names}.",
        # the board (O9)
        "osiris.board.object": "Must be an object.",
        "osiris.board.unknown_key": "Unknown field.",
        "osiris.board.list": "Must be a list.",
        "osiris.board.apex": "Must be the id of the apex field.",
        "osiris.board.too_many_fields": "At most {max:# field|# fields}.",
        "osiris.board.joins": "Must be a list of field or city ids.",
        "osiris.board.too_many_joins": "At most {max:# join|# joins}.",
        "osiris.board.join_twice": "A join is listed twice.",
        "osiris.board.id": "Must be an id of 1 to {max} characters.",
        "osiris.board.id_twice": "{id} is used twice: ids of cities and fields must differ.",
        "osiris.board.city_count": "{count:# city|# cities}, but the board has 12: 3 of each colour.",
        "osiris.board.colour": "Unknown colour; the colours are: {colours}.",
        "osiris.board.segments": "Must be 1, 2 or 3: the circles on the city.",
        "osiris.board.city_sideways": "A city is joined to the pyramid by stairs only.",
        "osiris.board.city_order": "The cities are listed clockwise, 3 of each colour: beige, red-brown, yellow, "
        "brown.",
        "osiris.board.city_colour": "The cities of {colour} must have 1, 2 and 3 circles, once each.",
        "osiris.board.level": "Must be a level from 1 to {max} (cities are level 0).",
        "osiris.board.unknown_apex": "{id} is not a field of the board.",
        "osiris.board.apex_not_top": "The apex must be higher than every other field.",
        "osiris.board.apex_sideways": "The apex is reached by stairs only.",
        "osiris.board.too_few_fields": "The pyramid needs at least {min:# field|# fields} besides the apex.",
        "osiris.board.unknown_join": "{id} is not a field or city of this board.",
        "osiris.board.self_join": "A field cannot be joined to itself.",
        "osiris.board.sideways_level": "{id} is on another level: sideways joins stay on one level.",
        "osiris.board.stairs_level": "{id} is not one level up or down: a stair climbs one level.",
        "osiris.board.not_symmetric": "{id} does not list this one among its {kind}: joins go both ways.",
        "osiris.board.city_to_city": "Cities are not joined to each other.",
        "osiris.board.apex_unreachable": "No path leads from {city} to the apex.",
        # caller errors of a log (C2)
        "osiris.log.too_many_moves": "At most {max:# move|# moves}.",
        "osiris.log.unknown_player": "{name} is not one of the players.",
        "osiris.log.unknown_action": "Unknown action; the actions are: {actions}.",
        "osiris.log.needs": "{action!c} moves need this field.",
        "osiris.log.not_for_action": "{action!c} moves have no such field; they have: {fields}.",
        "osiris.log.unknown_field": "{field} is not a field or city of the board.",
        "osiris.log.moves": "Must be a list of moves.",
        "osiris.log.move_object": "A move must be an object.",
        "osiris.log.unknown_key": "Unknown field: a move has player, action, priest, to, swap, field, colour, from.",
        "osiris.log.not_text": "Must be text.",
        "osiris.schema.counts": "Must be an object of counts per colour.",
        "osiris.schema.key_twice": "{name} is listed twice (once written with other spaces or accents): list it once.",
        "osiris.schema.temples": "Must be an object of temples: god -> colour -> count.",
        "osiris.schema.gods": "Must be an object: priest or apex -> god.",
        "osiris.schema.board": "Must be a board object: cities, fields, apex.",
        "osiris.schema.colours": "{count:# colour|# colours}, but a player plays 1 (2 in a 2-player game).",
        # rules of play
        "osiris.over": "The game is already over; {player} cannot move any more.",
        "osiris.not_your_turn": "It is {turn}'s turn, not {player}'s.",
        "osiris.priest_not_in_game": "{priest} is not in this game.",
        "osiris.step.which_priest": "{player} must say which priest moves (the first step names it).",
        "osiris.step.not_own_priest": "{priest} is not one of {player}'s priests.",
        "osiris.step.one_priest": "{player} is already moving {mover}: only one priest moves per turn.",
        "osiris.step.relief_priest": "{priest} came onto the pyramid by relief; only another priest may "
        "spend the freed stone.",
        "osiris.step.no_stones": "{priest} has no power stone in {city} to move with.",
        "osiris.step.forfeit": "{priest} lost the fight: the rest of the move is forfeit.",
        "osiris.step.after_block": "{player} has laid the blockade: the priest move is over.",
        "osiris.step.not_next": "{target} is not next to {here}, where {priest} stands.",
        "osiris.step.too_far": "{priest} has {stones:# stone|# stones} in {city} but the path costs {cost}.",
        "osiris.step.foreign_city": "{target} is the birth city of another priest; {priest} may enter only {home}.",
        "osiris.step.blockade_stair": "The blockade on {target} can be entered only by a sideways step.",
        "osiris.step.own_priest": "{other} of the same player stands on {target}: {priest} cannot step there.",
        "osiris.step.swap_missing": "{priest} fights {other} on {target}: the log must say whether the winner, "
        "{winner}, swaps the gods (swap true or false).",
        "osiris.step.swap_no_fight": "No priest of another player stands on {target}: there is no fight, so "
        "nothing to swap.",
        "osiris.must_move": "{player} can move a priest, so the turn must begin with a priest move.",
        "osiris.stones_left": "{priest} still has {left:# stone|# stones} to spend: a move spends all its "
        "stones, or all but one, which becomes a blockade.",
        "osiris.block.twice": "Only one blockade per turn.",
        "osiris.block.not_moved": "{player} has not moved a priest this turn: only a priest that moved may leave "
        "a stone as a blockade.",
        "osiris.block.no_stone": "{priest} has no stone left for a blockade.",
        "osiris.block.stones_left": "{priest} still has {left:# stone|# stones}: only the very last one may "
        "become a blockade.",
        "osiris.block.not_pyramid": "A blockade goes on an empty field of the pyramid, not on {field}.",
        "osiris.block.occupied": "{field} is not empty.",
        "osiris.follower.not_colour": "{colour!c} is not a colour of {player}.",
        "osiris.follower.none": "No {colour} follower stands in the temple of {god}.",
        "osiris.follower.same": "The follower is already in the temple of {god}: it moves to another temple.",
        "osiris.follower.full": "The temple of {god} already holds {max:# follower|# followers} of {colour}.",
        "osiris.relief.off": "Relief is an optional rule and not in play in this game.",
        "osiris.relief.not_first": "{player} has already begun the turn: relief takes the place of the priest move.",
        "osiris.relief.can_move": "{player} can still move a priest, so relief is not allowed.",
        "osiris.relief.not_home": "{priest} is not in its birth city {city}: relief puts a priest from there "
        "onto the freed field.",
        "osiris.relief.no_blockade": "There is no blockade on {field}.",
        # a stalled game (O10)
        "osiris.stalled": "No priest can move any more: the game is stalled and cannot end by the rules, so it "
        "stays unfinished and nobody wins. Followers may still be moved, up to "
        "{max:# move|# moves} in one log. The rulebook offers its optional rules, rebellion and "
        "relief, for this.",
    },
    "nl": {
        "osiris.colour.beige": "beige",
        "osiris.colour.red-brown": "roodbruin",
        "osiris.colour.yellow": "geel",
        "osiris.colour.brown": "bruin",
        "osiris.colour_count": "{colour} {count}",
        "osiris.priest": "{colour!c} {count}",
        "osiris.player.followers": "{name}: {count:# volgeling|# volgelingen} in de tempel van {god} ({parts}).",
        "osiris.standing.first": "{name} wint met {count:# volgeling|# volgelingen} in de tempel van {god}.",
        "osiris.standing.first_by_last_turn": "{name} wint met {count:# volgeling|# volgelingen} in de tempel "
        "van {god}, evenveel als {other}, maar was later aan de beurt.",
        "osiris.standing.by_followers": "{name}: {count:# volgeling|# volgelingen} in de tempel van {god}, "
        "{behind} minder dan {other}.",
        "osiris.standing.by_last_turn": "{name}: evenveel volgelingen in de tempel van {god} als {other} "
        "({count}), maar {other} was later aan de beurt.",
        "osiris.standing.shared": "{name} deelt plaats {rank} met {other}.",
        "osiris.standing.first_no_followers": "{name} wint: niemand heeft een volgeling in de tempel van {god}, "
        "en alleen {loser}, die de laatste blokkade opwierp, verliest.",
        "osiris.standing.shared_no_followers": "{name} deelt de eerste plaats: niemand heeft een volgeling in de "
        "tempel van {god}, en alleen {loser}, die de laatste blokkade "
        "opwierp, verliest.",
        "osiris.standing.last_blockade": "{name} wierp de laatste blokkade op en niemand heeft een volgeling in "
        "de tempel van {god}: alleen {name} verliest.",
        "osiris.unknown_colour": "Onbekende kleur; de kleuren zijn: {colours}.",
        "osiris.seat_colours": "Met {players:# speler|# spelers} speelt speler {seat} (met de klok mee vanaf de beige "
        "speler) {colours}.",
        "osiris.unknown_end": 'Het spel eindigt op de spits of geblokkeerd: "apex" of "blocked".',
        "osiris.ended_by_unknown": "{name} is geen van de spelers.",
        "osiris.unknown_god": "Onbekende god; de goden zijn: {gods}.",
        "osiris.colour_out": "Met 3 spelers doet {colour} niet mee: er staat geen volgeling van {colour} op het bord.",
        "osiris.too_many_in_temple": "{count:# volgeling|# volgelingen} van {colour} in één tempel, maar er "
        "{max:mag er hoogstens #|mogen er hoogstens #} staan.",
        "osiris.followers_total": "{colour!c} heeft {count:# volgeling|# volgelingen} in de tempels, maar elke kleur "
        "heeft er precies {expected}.",
        "osiris.followers_disagree": "Hier {count} van {colour}, maar volgens de tempels staan er {temple} van "
        "{colour} in de tempel van {god}.",
        "osiris.unknown_priest": "Onbekende priester: een priester is een kleur en 1, 2 of 3 segmenten, zoals beige-2.",
        "osiris.priest_out": "Met {players:# speler|# spelers} doet {priest} niet mee.",
        "osiris.god_twice": "{god} ligt al onder {other}: elke god ligt onder één priester of de spits.",
        "osiris.god_missing": "Welke god hieronder ligt, ontbreekt.",
        "osiris.god_names": "De goden zijn {count:# naam|# verschillende namen}.",
        "osiris.board.object": "Moet een object zijn.",
        "osiris.board.unknown_key": "Onbekend veld.",
        "osiris.board.list": "Moet een lijst zijn.",
        "osiris.board.apex": "Moet de id van de spits zijn.",
        "osiris.board.too_many_fields": "Hoogstens {max:# veld|# velden}.",
        "osiris.board.joins": "Moet een lijst van ids van velden of steden zijn.",
        "osiris.board.too_many_joins": "Hoogstens {max:# verbinding|# verbindingen}.",
        "osiris.board.join_twice": "Een verbinding staat er twee keer.",
        "osiris.board.id": "Moet een id van 1 tot {max} tekens zijn.",
        "osiris.board.id_twice": "{id} komt twee keer voor: steden en velden hebben elk een eigen id.",
        "osiris.board.city_count": "{count:# stad|# steden}, maar het bord heeft er 12: 3 van elke kleur.",
        "osiris.board.colour": "Onbekende kleur; de kleuren zijn: {colours}.",
        "osiris.board.segments": "Moet 1, 2 of 3 zijn: de cirkels op de stad.",
        "osiris.board.city_sideways": "Een stad is alleen met trappen met de piramide verbonden.",
        "osiris.board.city_order": "De steden staan met de klok mee, 3 van elke kleur: beige, roodbruin, geel, bruin.",
        "osiris.board.city_colour": "De steden van {colour} moeten 1, 2 en 3 cirkels hebben, elk één keer.",
        "osiris.board.level": "Moet een verdieping van 1 tot en met {max} zijn (steden zijn verdieping 0).",
        "osiris.board.unknown_apex": "{id} is geen veld van het bord.",
        "osiris.board.apex_not_top": "De spits moet hoger liggen dan elk ander veld.",
        "osiris.board.apex_sideways": "De spits bereik je alleen met een trap.",
        "osiris.board.too_few_fields": "De piramide heeft naast de spits minstens {min:# veld|# velden} nodig.",
        "osiris.board.unknown_join": "{id} is geen veld of stad van dit bord.",
        "osiris.board.self_join": "Een veld kan niet met zichzelf verbonden zijn.",
        "osiris.board.sideways_level": "{id} ligt op een andere verdieping: zijwaarts blijf je op één verdieping.",
        "osiris.board.stairs_level": "{id} ligt niet één verdieping hoger of lager: een trap gaat één verdieping.",
        "osiris.board.not_symmetric": "{id} noemt dit veld niet bij zijn {kind}: verbindingen gaan in beide "
        "richtingen.",
        "osiris.board.city_to_city": "Steden zijn niet met elkaar verbonden.",
        "osiris.board.apex_unreachable": "Geen weg leidt van {city} naar de spits.",
        "osiris.log.too_many_moves": "Hoogstens {max:# zet|# zetten}.",
        "osiris.log.unknown_player": "{name} is geen van de spelers.",
        "osiris.log.unknown_action": "Onbekende actie; de acties zijn: {actions}.",
        "osiris.log.needs": "Een {action}-zet heeft dit veld nodig.",
        "osiris.log.not_for_action": "Een {action}-zet heeft dit veld niet; wel: {fields}.",
        "osiris.log.unknown_field": "{field} is geen veld of stad van het bord.",
        "osiris.log.moves": "Moet een lijst van zetten zijn.",
        "osiris.log.move_object": "Een zet moet een object zijn.",
        "osiris.log.unknown_key": "Onbekend veld: een zet heeft player, action, priest, to, swap, field, colour, from.",
        "osiris.log.not_text": "Moet tekst zijn.",
        "osiris.schema.counts": "Moet een object met aantallen per kleur zijn.",
        "osiris.schema.key_twice": "{name} staat er twee keer (een keer met andere spaties of accenten): noem het één "
        "keer.",
        "osiris.schema.temples": "Moet een object met tempels zijn: god -> kleur -> aantal.",
        "osiris.schema.gods": "Moet een object zijn: priester of apex -> god.",
        "osiris.schema.board": "Moet een bord-object zijn: cities, fields, apex.",
        "osiris.schema.colours": "{count:# kleur|# kleuren}, maar een speler speelt er 1 (2 in een spel met "
        "2 spelers).",
        "osiris.over": "Het spel is al afgelopen; {player} kan niet meer zetten.",
        "osiris.not_your_turn": "{turn} is aan de beurt, niet {player}.",
        "osiris.priest_not_in_game": "{priest} doet in dit spel niet mee.",
        "osiris.step.which_priest": "{player} moet zeggen welke priester beweegt (de eerste stap noemt de priester).",
        "osiris.step.not_own_priest": "{priest} is geen priester van {player}.",
        "osiris.step.one_priest": "{player} beweegt al {mover}: per beurt beweegt maar één priester.",
        "osiris.step.relief_priest": "{priest} kwam met de ontzetting op de piramide; alleen een andere priester "
        "mag de vrijgekomen steen inzetten.",
        "osiris.step.no_stones": "{priest} heeft in {city} geen machtssteen om mee te bewegen.",
        "osiris.step.forfeit": "{priest} verloor het gevecht: de rest van de zet vervalt.",
        "osiris.step.after_block": "{player} heeft de blokkade al opgeworpen: de beweging is voorbij.",
        "osiris.step.not_next": "{target} ligt niet naast {here}, waar {priest} staat.",
        "osiris.step.too_far": "{priest} heeft {stones:# steen|# stenen} in {city} maar de weg kost er {cost}.",
        "osiris.step.foreign_city": "{target} is de geboortestad van een andere priester; {priest} mag alleen "
        "{home} betreden.",
        "osiris.step.blockade_stair": "De blokkade op {target} kan alleen met een zijwaartse stap betreden worden.",
        "osiris.step.own_priest": "{other} van dezelfde speler staat op {target}: {priest} kan daar niet heen.",
        "osiris.step.swap_missing": "{priest} vecht met {other} op {target}: het logboek moet zeggen of de "
        "winnaar, {winner}, de goden ruilt (swap true of false).",
        "osiris.step.swap_no_fight": "Op {target} staat geen priester van een andere speler: er is geen gevecht, "
        "dus niets te ruilen.",
        "osiris.must_move": "{player} kan een priester bewegen, dus de beurt begint met een priesterzet.",
        "osiris.stones_left": "{priest} moet nog {left:# steen|# stenen} gebruiken: een zet gebruikt alle "
        "stenen, of alle op één na, die een blokkade wordt.",
        "osiris.block.twice": "Maar één blokkade per beurt.",
        "osiris.block.not_moved": "{player} heeft deze beurt geen priester bewogen: alleen een priester die "
        "bewoog mag een steen als blokkade achterlaten.",
        "osiris.block.no_stone": "{priest} heeft geen steen meer voor een blokkade.",
        "osiris.block.stones_left": "{priest} heeft nog {left:# steen|# stenen}: alleen de allerlaatste mag een "
        "blokkade worden.",
        "osiris.block.not_pyramid": "Een blokkade komt op een leeg veld van de piramide, niet op {field}.",
        "osiris.block.occupied": "{field} is niet leeg.",
        "osiris.follower.not_colour": "{colour!c} is geen kleur van {player}.",
        "osiris.follower.none": "In de tempel van {god} staat geen volgeling van {colour}.",
        "osiris.follower.same": "De volgeling staat al in de tempel van {god}: een volgeling gaat naar een "
        "andere tempel.",
        "osiris.follower.full": "In de tempel van {god} {max:staat al # volgeling|staan al # volgelingen} van "
        "{colour}.",
        "osiris.relief.off": "Ontzetting is een extra spelregel en doet in dit spel niet mee.",
        "osiris.relief.not_first": "{player} is de beurt al begonnen: de ontzetting komt in plaats van de priesterzet.",
        "osiris.relief.can_move": "{player} kan nog een priester bewegen, dus ontzetting mag niet.",
        "osiris.relief.not_home": "{priest} staat niet in de geboortestad {city}: bij ontzetting komt een priester "
        "van daaruit op het vrijgemaakte veld.",
        "osiris.relief.no_blockade": "Op {field} ligt geen blokkade.",
        "osiris.stalled": "Geen enkele priester kan nog bewegen: het spel zit vast en kan volgens de regels niet "
        "meer eindigen, dus het blijft onbeslist en niemand wint. Volgelingen verzetten mag nog, "
        "tot {max:# zet|# zetten} in één logboek. Voor zo'n patsituatie biedt de handleiding de "
        "extra spelregels, rebellie en ontzetting.",
    },
}
