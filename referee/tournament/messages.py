"""The tournament's sentences and problems, in English and Dutch (ids under `tournament.`).

Counts read right at 0, 1, 2 and 5 (`{n:# win|# wins}`); a share of places is written with two
decimals in each language's own way (2.5, 2,5) and always takes the plural (2.5 points, 2,5 punten).
"""

from __future__ import annotations

MESSAGES = {
    "en": {
        "tournament.points": "{n:# point|# points}",
        "tournament.points_decimal": "{n} points",
        "tournament.decimal": "{whole}.{part}",
        "tournament.wins": "{n:# win|# wins}",
        "tournament.fame_total": "{n} fame in total",
        "tournament.opponents": "{points} scored by opponents",
        "tournament.criterion.points": "points",
        "tournament.criterion.wins": "wins",
        "tournament.criterion.fame_total": "fame in total",
        "tournament.criterion.opponents_points": "points scored by opponents",
        "tournament.and": "{first} and {last}",
        "tournament.place.first": "{name} is first with {points} and {wins}.",
        "tournament.place.first_shared": "{name} shares first place with {other}, with {points} and {wins}: "
        "level on {level}.",
        "tournament.place.shared": "{name} shares place {rank} with {other}: level on {level}.",
        "tournament.place.decided": "{name} is in place {rank} with {value}, against {other_value} for {other}.",
        "tournament.place.decided_level": "{name} is in place {rank}: level with {other} on {level}, but with "
        "{value} against {other_value}.",
        "tournament.line": "round {round}, table {table} ({game}): place {rank} of {players}, {points}",
        "tournament.line_shared": "round {round}, table {table} ({game}): shared place {rank} of {players}, {points}",
        # problems
        "tournament.too_many_rounds": "At most {max:# round|# rounds} in one request.",
        "tournament.too_many_tables": "At most {max:# table|# tables} in a round.",
        "tournament.too_many_tables_in_all": "At most {max:# table|# tables} in one request, all rounds together.",
        "tournament.too_many_bodies": "At most {max:# table|# tables} to score in one request; send the others as the "
        "answers the service gave (POST /v1/batch scores a round in one request).",
        "tournament.no_rounds": "An event needs at least one round.",
        "tournament.no_tables": "A round needs at least one table.",
        "tournament.unknown_game": "Unknown game; the games are: {games}.",
        "tournament.operation": "Unknown operation; they are: {operations}.",
        "tournament.unknown_operation": "{game} gives no result by this; its operations are: {operations}.",
        "tournament.answer_or_body": "Send the table's answer or its body to score: one of the two.",
        "tournament.problem_answer": "This is a problem answer (status {status}), not a result: fix that request "
        "first.",
        "tournament.not_finished.epoch": "The score of epoch {epoch}: the game ends after epoch 3, and only a "
        "finished game counts.",
        "tournament.not_finished.epochs": "{count:# epoch|# epochs} scored: the game ends after epoch 3, and "
        "only a finished game counts.",
        "tournament.not_finished.winner": "No winner yet: only a finished game counts.",
        "tournament.not_finished.log": "The log stops before the end of the game: only a finished game counts.",
        "tournament.not_finished.pyramid": "No pyramid is complete yet: only a finished game counts.",
        "tournament.illegal": "This move breaks a rule ({rule}): the game's result cannot count.",
        "tournament.illegal_answer": "The log breaks a rule: the game's result cannot count.",
        "tournament.impossible": "No legal game leads to this layout: its result cannot count.",
        "tournament.rank_order": "Ranks start at 1 and follow the standings' order (a shared place repeats its "
        "rank: 1, 1, 3).",
        "tournament.players_needed": "A Sakkara /replay answer names only the winner: add players, both names.",
        "tournament.winner_not_seated": "The winner, {name}, is not among players.",
        "tournament.players_differ": "The players must be this table's players: {names}.",
        "tournament.two_tables": "{name} also plays at table {table} of this round; a player sits at one table "
        "a round.",
        "tournament.twice_at_table": "{name} is at this table twice.",
        "tournament.points_key": "Not a player count of any game: the keys are {min} to {max}.",
        "tournament.points_length": "A table of {count:# player|# players} needs {count:# number|# numbers}, one per "
        "place.",
        "tournament.points_list": "Must be a list of whole numbers from 0 to {max}, one per place.",
        "tournament.points_order": "A place never gets more points than the place above it.",
        "tournament.points_object": "Must be an object: player count -> points per place.",
        "tournament.unknown_tie_break": "Unknown tie-break; they are: {names}.",
        "tournament.tie_break_twice": "Each tie-break at most once.",
        "tournament.no_tie_breaks": "At least one of: {names}.",
        "tournament.budget_spent": "Not scored: the tables scored before this one spend all {max:# unit|# units} of work one "
        "request may do; send this table's answer instead (POST /v1/batch scores a "
        "round).",
        "tournament.answer_too_big": "The standings of {count:# player|# players} would not fit in the {max} KB an "
        "answer may hold, even without their tables: send the event with fewer players "
        "or shorter names.",
    },
    "nl": {
        "tournament.points": "{n:# punt|# punten}",
        "tournament.points_decimal": "{n} punten",
        "tournament.decimal": "{whole},{part}",
        "tournament.wins": "{n:# overwinning|# overwinningen}",
        "tournament.fame_total": "{n:# roempunt|# roempunten} in totaal",
        "tournament.opponents": "{points} van tegenstanders",
        "tournament.criterion.points": "punten",
        "tournament.criterion.wins": "overwinningen",
        "tournament.criterion.fame_total": "roempunten in totaal",
        "tournament.criterion.opponents_points": "punten van tegenstanders",
        "tournament.and": "{first} en {last}",
        "tournament.place.first": "{name} staat eerste met {points} en {wins}.",
        "tournament.place.first_shared": "{name} deelt de eerste plaats met {other}, met {points} en {wins}: "
        "gelijk in {level}.",
        "tournament.place.shared": "{name} deelt plaats {rank} met {other}: gelijk in {level}.",
        "tournament.place.decided": "{name} staat op plaats {rank} met {value}, tegen {other_value} voor {other}.",
        "tournament.place.decided_level": "{name} staat op plaats {rank}: gelijk met {other} in {level}, maar met "
        "{value} tegen {other_value}.",
        "tournament.line": "ronde {round}, tafel {table} ({game}): plaats {rank} van {players}, {points}",
        "tournament.line_shared": "ronde {round}, tafel {table} ({game}): gedeelde plaats {rank} van {players}, "
        "{points}",
        "tournament.too_many_rounds": "Hoogstens {max:# ronde|# ronden} in één verzoek.",
        "tournament.too_many_tables": "Hoogstens {max:# tafel|# tafels} in een ronde.",
        "tournament.too_many_tables_in_all": "Hoogstens {max:# tafel|# tafels} in één verzoek, alle ronden samen.",
        "tournament.too_many_bodies": "Hoogstens {max:# tafel|# tafels} om te scoren in één verzoek; stuur van de "
        "andere het antwoord dat de dienst gaf (POST /v1/batch scoort een ronde in één "
        "verzoek).",
        "tournament.no_rounds": "Een toernooi heeft minstens één ronde nodig.",
        "tournament.no_tables": "Een ronde heeft minstens één tafel nodig.",
        "tournament.unknown_game": "Onbekend spel; de spellen zijn: {games}.",
        "tournament.operation": "Onbekende bewerking; dat zijn: {operations}.",
        "tournament.unknown_operation": "{game} geeft hiermee geen uitslag; de bewerkingen zijn: {operations}.",
        "tournament.answer_or_body": "Stuur het antwoord van de tafel of de body om te scoren: een van de twee.",
        "tournament.problem_answer": "Dit is een probleemantwoord (status {status}), geen uitslag: verbeter eerst "
        "dat verzoek.",
        "tournament.not_finished.epoch": "De score van tijdperk {epoch}: het spel eindigt na tijdperk 3, en alleen "
        "een uitgespeeld spel telt.",
        "tournament.not_finished.epochs": "{count:# tijdperk|# tijdperken} gescoord: het spel eindigt na tijdperk 3, "
        "en alleen een uitgespeeld spel telt.",
        "tournament.not_finished.winner": "Nog geen winnaar: alleen een uitgespeeld spel telt.",
        "tournament.not_finished.log": "Het verslag stopt voor het einde van het spel: alleen een uitgespeeld spel "
        "telt.",
        "tournament.not_finished.pyramid": "Nog geen piramide is af: alleen een uitgespeeld spel telt.",
        "tournament.illegal": "Deze zet breekt een regel ({rule}): de uitslag van het spel kan niet tellen.",
        "tournament.illegal_answer": "Het verslag breekt een regel: de uitslag van het spel kan niet tellen.",
        "tournament.impossible": "Geen spel volgens de regels leidt tot deze opstelling: de uitslag kan niet tellen.",
        "tournament.rank_order": "De plaatsen beginnen bij 1 en volgen de volgorde van de stand (een gedeelde "
        "plaats herhaalt haar nummer: 1, 1, 3).",
        "tournament.players_needed": "Een antwoord van Sakkara /replay noemt alleen de winnaar: voeg players toe, "
        "met beide namen.",
        "tournament.winner_not_seated": "De winnaar, {name}, staat niet in players.",
        "tournament.players_differ": "De spelers moeten de spelers van deze tafel zijn: {names}.",
        "tournament.two_tables": "{name} speelt in deze ronde ook aan tafel {table}; een speler zit per ronde aan "
        "één tafel.",
        "tournament.twice_at_table": "{name} zit twee keer aan deze tafel.",
        "tournament.points_key": "Geen spelersaantal van een spel: de sleutels zijn {min} tot {max}.",
        "tournament.points_length": "Een tafel van {count:# speler|# spelers} heeft {count:# getal|# getallen} "
        "nodig, één per plaats.",
        "tournament.points_list": "Moet een lijst van gehele getallen van 0 tot {max} zijn, één per plaats.",
        "tournament.points_order": "Een plaats krijgt nooit meer punten dan de plaats erboven.",
        "tournament.points_object": "Moet een object zijn: spelersaantal -> punten per plaats.",
        "tournament.unknown_tie_break": "Onbekende beslisser bij gelijke stand; dat zijn: {names}.",
        "tournament.tie_break_twice": "Elke beslisser hoogstens één keer.",
        "tournament.no_tie_breaks": "Minstens één van: {names}.",
        "tournament.budget_spent": "Niet gescoord: de tafels die hiervoor gescoord zijn gebruiken alle "
        "{max:# eenheid|# eenheden} werk die één verzoek mag doen; stuur van deze tafel het antwoord "
        "(POST /v1/batch scoort een ronde).",
        "tournament.answer_too_big": "De stand van {count:# speler|# spelers} past niet in de {max} kB die een "
        "antwoord mag hebben, zelfs zonder hun tafels: stuur het toernooi met minder "
        "spelers of kortere namen.",
    },
}
