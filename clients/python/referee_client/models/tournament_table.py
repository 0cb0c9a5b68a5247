from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.tournament_table_game import TournamentTableGame
from ..models.tournament_table_operation import TournamentTableOperation
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.tournament_table_answer_type_0 import TournamentTableAnswerType0
    from ..models.tournament_table_body_type_0 import TournamentTableBodyType0


T = TypeVar("T", bound="TournamentTable")


@_attrs_define
class TournamentTable:
    """
    Attributes:
        game (TournamentTableGame): The game played at this table, as its route names it (`ra`, `osiris`, ...).
        operation (TournamentTableOperation): The operation that gave `answer` or scores `body`: Ra and Priests of Ra
            `score` or `replay`; Osiris and Sakkara `outcome` or `replay`.
        answer (None | TournamentTableAnswerType0 | Unset): What the service answered for this table, as it gave it (the
            game's `operation`, or a /v1/batch item's `body`). Only these keys are read, so a tracker may keep just them:
            `standings` (each `rank` and `name`, and `fame` in Ra and Priests of Ra; Osiris /replay: `outcome.standings`)
            and what says the game is over: /score `epoch` (3) or `epochs` (three) or else `winner`; /replay `legal` and
            `finished`; Sakkara `winner` (and /outcome's `possible`). A Sakkara /replay answer names only its winner: send
            `players` with it.
        body (None | TournamentTableBodyType0 | Unset): The request body of the game's `operation`, scored here exactly
            as that route scores it (its problems are this request's, under this pointer). At most 50 tables to score in one
            request.
        players (list[str] | None | Unset): The players' names: needed only with a Sakkara /replay answer (it names only
            the winner); elsewhere optional, and then they must be the table's.
    """

    game: TournamentTableGame
    operation: TournamentTableOperation
    answer: None | TournamentTableAnswerType0 | Unset = UNSET
    body: None | TournamentTableBodyType0 | Unset = UNSET
    players: list[str] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.tournament_table_answer_type_0 import TournamentTableAnswerType0  # noqa: PLC0415
        from ..models.tournament_table_body_type_0 import TournamentTableBodyType0  # noqa: PLC0415

        game = self.game.value

        operation = self.operation.value

        answer: dict[str, Any] | None | Unset
        if isinstance(self.answer, Unset):
            answer = UNSET
        elif isinstance(self.answer, TournamentTableAnswerType0):
            answer = self.answer.to_dict()
        else:
            answer = self.answer

        body: dict[str, Any] | None | Unset
        if isinstance(self.body, Unset):
            body = UNSET
        elif isinstance(self.body, TournamentTableBodyType0):
            body = self.body.to_dict()
        else:
            body = self.body

        players: list[str] | None | Unset
        if isinstance(self.players, Unset):
            players = UNSET
        elif isinstance(self.players, list):
            players = self.players

        else:
            players = self.players

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "operation": operation,
            }
        )
        if answer is not UNSET:
            field_dict["answer"] = answer
        if body is not UNSET:
            field_dict["body"] = body
        if players is not UNSET:
            field_dict["players"] = players

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tournament_table_answer_type_0 import TournamentTableAnswerType0  # noqa: PLC0415
        from ..models.tournament_table_body_type_0 import TournamentTableBodyType0  # noqa: PLC0415

        d = dict(src_dict)
        game = TournamentTableGame(d.pop("game"))

        operation = TournamentTableOperation(d.pop("operation"))

        def _parse_answer(data: object) -> None | TournamentTableAnswerType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                answer_type_0 = TournamentTableAnswerType0.from_dict(data)

                return answer_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TournamentTableAnswerType0 | Unset, data)

        answer = _parse_answer(d.pop("answer", UNSET))

        def _parse_body(data: object) -> None | TournamentTableBodyType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                body_type_0 = TournamentTableBodyType0.from_dict(data)

                return body_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TournamentTableBodyType0 | Unset, data)

        body = _parse_body(d.pop("body", UNSET))

        def _parse_players(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                players_type_0 = cast(list[str], data)

                return players_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        players = _parse_players(d.pop("players", UNSET))

        tournament_table = cls(
            game=game,
            operation=operation,
            answer=answer,
            body=body,
            players=players,
        )

        return tournament_table
