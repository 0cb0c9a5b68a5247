"""The sentences of Priests of Ra's replay (the priests' flips, P8) in English and Dutch."""
from __future__ import annotations

from ...core.text import register
from . import messages  # noqa: F401  (tile names)

register("en", {
    "action.flip": "flip tiles",
    "por.flip.too_many": "{player} flips {count} tiles, but won {priests} × priest in this auction: "
                         "one flip per priest",
    "por.flip.single_sided": "{player} cannot flip {tile}: pyramids, priests and plagues have only one side",
    "por.flip.not_held": "{player} flips {count} × {tile}, but his display holds {held}",
    "por.flip.no_priest": "{player} cannot flip: only the winner of an auction with priest tiles may flip, "
                          "right after it, and {player} won no priest in the last auction",
    "por.flip.late": "{player} cannot flip now: a priest's flip must be used right after the auction that "
                     "brought it, or not at all",
})
register("nl", {
    "action.flip": "kaartjes in zijn etalage omdraaien",
    "por.flip.too_many": "{player} draait {count} kaartjes om, maar won in deze biedronde {priests} × priester: "
                         "één kaartje per priester",
    "por.flip.single_sided": "{player} kan {tile} niet omdraaien: piramides, priesters en pest hebben maar "
                             "één kant",
    "por.flip.not_held": "{player} draait {count} × {tile} om, maar heeft er {held} in zijn etalage",
    "por.flip.no_priest": "{player} mag niets omdraaien: alleen wie een biedronde met priesters wint, mag "
                          "meteen daarna omdraaien, en {player} won in de laatste biedronde geen priester",
    "por.flip.late": "{player} mag nu niets meer omdraaien: een priester moet onmiddellijk na de biedronde "
                     "worden ingezet, of niet; later mag het niet meer",
})
