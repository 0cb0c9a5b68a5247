from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.ra_replay_state_phase import RaReplayStatePhase

if TYPE_CHECKING:
    from ..models.ra_replay_state_auction_type_0 import RaReplayStateAuctionType0
    from ..models.ra_replay_state_bag import RaReplayStateBag
    from ..models.ra_replay_state_forced_discard_type_0 import RaReplayStateForcedDiscardType0
    from ..models.ra_replay_state_pending_discard_type_0 import RaReplayStatePendingDiscardType0
    from ..models.ra_replay_state_players_item import RaReplayStatePlayersItem


T = TypeVar("T", bound="RaReplayState")


@_attrs_define
class RaReplayState:
    """The position the log leaves: after its last move (an optional answer it may still write is shown open, though the
    epochs count it as declined), or, when it is illegal, just before the illegal move.

        Attributes:
            epoch (int):
            phase (RaReplayStatePhase):
            to_move (None | str):
            ra_track (int): Ra tiles on the Ra track this epoch.
            ra_track_length (int): The Ra tile that ends the epoch.
            auction_track (list[str]):
            middle_sun (int):
            auction (None | RaReplayStateAuctionType0):
            players (list[RaReplayStatePlayersItem]):
            bag (RaReplayStateBag): Tiles left in the bag, by type.
            pending_discard (None | RaReplayStatePendingDiscardType0): The discard the winner owes after winning disasters
                (R14), or null.
            forced_discard (None | RaReplayStateForcedDiscardType0): What disasters the last acquisition brought just took
                from its winner without a choice (R14): the tiles are gone already; the next move may state them as a `discard`.
                Null otherwise.
    """

    epoch: int
    phase: RaReplayStatePhase
    to_move: None | str
    ra_track: int
    ra_track_length: int
    auction_track: list[str]
    middle_sun: int
    auction: None | RaReplayStateAuctionType0
    players: list[RaReplayStatePlayersItem]
    bag: RaReplayStateBag
    pending_discard: None | RaReplayStatePendingDiscardType0
    forced_discard: None | RaReplayStateForcedDiscardType0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.ra_replay_state_auction_type_0 import RaReplayStateAuctionType0  # noqa: PLC0415
        from ..models.ra_replay_state_forced_discard_type_0 import RaReplayStateForcedDiscardType0  # noqa: PLC0415
        from ..models.ra_replay_state_pending_discard_type_0 import RaReplayStatePendingDiscardType0  # noqa: PLC0415

        epoch = self.epoch

        phase = self.phase.value

        to_move: None | str
        to_move = self.to_move

        ra_track = self.ra_track

        ra_track_length = self.ra_track_length

        auction_track = self.auction_track

        middle_sun = self.middle_sun

        auction: dict[str, Any] | None
        if isinstance(self.auction, RaReplayStateAuctionType0):
            auction = self.auction.to_dict()
        else:
            auction = self.auction

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        bag = self.bag.to_dict()

        pending_discard: dict[str, Any] | None
        if isinstance(self.pending_discard, RaReplayStatePendingDiscardType0):
            pending_discard = self.pending_discard.to_dict()
        else:
            pending_discard = self.pending_discard

        forced_discard: dict[str, Any] | None
        if isinstance(self.forced_discard, RaReplayStateForcedDiscardType0):
            forced_discard = self.forced_discard.to_dict()
        else:
            forced_discard = self.forced_discard

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "epoch": epoch,
                "phase": phase,
                "to_move": to_move,
                "ra_track": ra_track,
                "ra_track_length": ra_track_length,
                "auction_track": auction_track,
                "middle_sun": middle_sun,
                "auction": auction,
                "players": players,
                "bag": bag,
                "pending_discard": pending_discard,
                "forced_discard": forced_discard,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ra_replay_state_auction_type_0 import RaReplayStateAuctionType0  # noqa: PLC0415
        from ..models.ra_replay_state_bag import RaReplayStateBag  # noqa: PLC0415
        from ..models.ra_replay_state_forced_discard_type_0 import RaReplayStateForcedDiscardType0  # noqa: PLC0415
        from ..models.ra_replay_state_pending_discard_type_0 import RaReplayStatePendingDiscardType0  # noqa: PLC0415
        from ..models.ra_replay_state_players_item import RaReplayStatePlayersItem  # noqa: PLC0415

        d = dict(src_dict)
        epoch = d.pop("epoch")

        phase = RaReplayStatePhase(d.pop("phase"))

        def _parse_to_move(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to_move = _parse_to_move(d.pop("to_move"))

        ra_track = d.pop("ra_track")

        ra_track_length = d.pop("ra_track_length")

        auction_track = cast(list[str], d.pop("auction_track"))

        middle_sun = d.pop("middle_sun")

        def _parse_auction(data: object) -> None | RaReplayStateAuctionType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                auction_type_0 = RaReplayStateAuctionType0.from_dict(data)

                return auction_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RaReplayStateAuctionType0, data)

        auction = _parse_auction(d.pop("auction"))

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = RaReplayStatePlayersItem.from_dict(players_item_data)

            players.append(players_item)

        bag = RaReplayStateBag.from_dict(d.pop("bag"))

        def _parse_pending_discard(data: object) -> None | RaReplayStatePendingDiscardType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pending_discard_type_0 = RaReplayStatePendingDiscardType0.from_dict(data)

                return pending_discard_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RaReplayStatePendingDiscardType0, data)

        pending_discard = _parse_pending_discard(d.pop("pending_discard"))

        def _parse_forced_discard(data: object) -> None | RaReplayStateForcedDiscardType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                forced_discard_type_0 = RaReplayStateForcedDiscardType0.from_dict(data)

                return forced_discard_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RaReplayStateForcedDiscardType0, data)

        forced_discard = _parse_forced_discard(d.pop("forced_discard"))

        ra_replay_state = cls(
            epoch=epoch,
            phase=phase,
            to_move=to_move,
            ra_track=ra_track,
            ra_track_length=ra_track_length,
            auction_track=auction_track,
            middle_sun=middle_sun,
            auction=auction,
            players=players,
            bag=bag,
            pending_discard=pending_discard,
            forced_discard=forced_discard,
        )

        ra_replay_state.additional_properties = d
        return ra_replay_state

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
