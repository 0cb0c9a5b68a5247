from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.provenance_game import ProvenanceGame
from ..models.provenance_operation import ProvenanceOperation

if TYPE_CHECKING:
    from ..models.provenance_rulings import ProvenanceRulings


T = TypeVar("T", bound="Provenance")


@_attrs_define
class Provenance:
    """How the answer was reached, for a tracker that stores it: the service and its version, the game and the operation,
    and every rule choice the request could make with the one applied (the request's, else the default). A choice that
    is a number or true/false is given by its value; one that is a whole structure (a board, god names, a catalogue) by
    where it came from, `default` or `request`; a choice inside the request's `rulings` object by its own name. At the
    top of every 200 answer of a game's operation; never inside a nested answer (a replay's epochs or outcome).

        Attributes:
            service (Literal['referee']):
            version (str): The service's version (its package's).
            game (ProvenanceGame):
            operation (ProvenanceOperation):
            rulings (ProvenanceRulings): Every rule choice the request could make -> the one applied ({} for Ra: its rulings
                are RULINGS.md's, always).
            overrides (list[str]): The choices the request made itself; the others are the defaults.
    """

    service: Literal["referee"]
    version: str
    game: ProvenanceGame
    operation: ProvenanceOperation
    rulings: ProvenanceRulings
    overrides: list[str]

    def to_dict(self) -> dict[str, Any]:
        service = self.service

        version = self.version

        game = self.game.value

        operation = self.operation.value

        rulings = self.rulings.to_dict()

        overrides = self.overrides

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "service": service,
                "version": version,
                "game": game,
                "operation": operation,
                "rulings": rulings,
                "overrides": overrides,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.provenance_rulings import ProvenanceRulings  # noqa: PLC0415

        d = dict(src_dict)
        service = cast(Literal["referee"], d.pop("service"))
        if service != "referee":
            raise ValueError(f"service must match const 'referee', got '{service}'")

        version = d.pop("version")

        game = ProvenanceGame(d.pop("game"))

        operation = ProvenanceOperation(d.pop("operation"))

        rulings = ProvenanceRulings.from_dict(d.pop("rulings"))

        overrides = cast(list[str], d.pop("overrides"))

        provenance = cls(
            service=service,
            version=version,
            game=game,
            operation=operation,
            rulings=rulings,
            overrides=overrides,
        )

        return provenance
