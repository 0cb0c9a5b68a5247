from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.priests_replay_state_phase import PriestsReplayStatePhase

if TYPE_CHECKING:
    from ..models.priests_replay_state_ankhs import PriestsReplayStateAnkhs
    from ..models.priests_replay_state_auction_type_0 import PriestsReplayStateAuctionType0
    from ..models.priests_replay_state_bag import PriestsReplayStateBag
    from ..models.priests_replay_state_flip_type_0 import PriestsReplayStateFlipType0
    from ..models.priests_replay_state_players_item import PriestsReplayStatePlayersItem


T = TypeVar("T", bound="PriestsReplayState")


@_attrs_define
class PriestsReplayState:
    """The position the log leaves: after its last move (an optional answer it may still write is shown open, though the
    epochs count it as declined), or, when it is illegal, just before the illegal move.

        Attributes:
            epoch (int):
            phase (PriestsReplayStatePhase):
            to_move (None | str):
            ra_track (int): Ra tiles on the Ra track this epoch.
            ra_track_length (int): The Ra tile that ends the epoch.
            auction_track (list[str]):
            middle_sun (int):
            auction (None | PriestsReplayStateAuctionType0):
            players (list[PriestsReplayStatePlayersItem]):
            bag (PriestsReplayStateBag): Tiles left in the bag, by type.
            flip (None | PriestsReplayStateFlipType0): The flips the winner of the last auction may still make (phase `flip`
                when they hold the epoch end).
            ankhs (PriestsReplayStateAnkhs): Ankhs held by each player (gained in earlier epochs).
    """

    epoch: int
    phase: PriestsReplayStatePhase
    to_move: None | str
    ra_track: int
    ra_track_length: int
    auction_track: list[str]
    middle_sun: int
    auction: None | PriestsReplayStateAuctionType0
    players: list[PriestsReplayStatePlayersItem]
    bag: PriestsReplayStateBag
    flip: None | PriestsReplayStateFlipType0
    ankhs: PriestsReplayStateAnkhs
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.priests_replay_state_auction_type_0 import PriestsReplayStateAuctionType0  # noqa: PLC0415
        from ..models.priests_replay_state_flip_type_0 import PriestsReplayStateFlipType0  # noqa: PLC0415

        epoch = self.epoch

        phase = self.phase.value

        to_move: None | str
        to_move = self.to_move

        ra_track = self.ra_track

        ra_track_length = self.ra_track_length

        auction_track = self.auction_track

        middle_sun = self.middle_sun

        auction: dict[str, Any] | None
        if isinstance(self.auction, PriestsReplayStateAuctionType0):
            auction = self.auction.to_dict()
        else:
            auction = self.auction

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        bag = self.bag.to_dict()

        flip: dict[str, Any] | None
        if isinstance(self.flip, PriestsReplayStateFlipType0):
            flip = self.flip.to_dict()
        else:
            flip = self.flip

        ankhs = self.ankhs.to_dict()

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
                "flip": flip,
                "ankhs": ankhs,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.priests_replay_state_ankhs import PriestsReplayStateAnkhs  # noqa: PLC0415
        from ..models.priests_replay_state_auction_type_0 import PriestsReplayStateAuctionType0  # noqa: PLC0415
        from ..models.priests_replay_state_bag import PriestsReplayStateBag  # noqa: PLC0415
        from ..models.priests_replay_state_flip_type_0 import PriestsReplayStateFlipType0  # noqa: PLC0415
        from ..models.priests_replay_state_players_item import PriestsReplayStatePlayersItem  # noqa: PLC0415

        d = dict(src_dict)
        epoch = d.pop("epoch")

        phase = PriestsReplayStatePhase(d.pop("phase"))

        def _parse_to_move(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to_move = _parse_to_move(d.pop("to_move"))

        ra_track = d.pop("ra_track")

        ra_track_length = d.pop("ra_track_length")

        auction_track = cast(list[str], d.pop("auction_track"))

        middle_sun = d.pop("middle_sun")

        def _parse_auction(data: object) -> None | PriestsReplayStateAuctionType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                auction_type_0 = PriestsReplayStateAuctionType0.from_dict(data)

                return auction_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PriestsReplayStateAuctionType0, data)

        auction = _parse_auction(d.pop("auction"))

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = PriestsReplayStatePlayersItem.from_dict(players_item_data)

            players.append(players_item)

        bag = PriestsReplayStateBag.from_dict(d.pop("bag"))

        def _parse_flip(data: object) -> None | PriestsReplayStateFlipType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                flip_type_0 = PriestsReplayStateFlipType0.from_dict(data)

                return flip_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PriestsReplayStateFlipType0, data)

        flip = _parse_flip(d.pop("flip"))

        ankhs = PriestsReplayStateAnkhs.from_dict(d.pop("ankhs"))

        priests_replay_state = cls(
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
            flip=flip,
            ankhs=ankhs,
        )

        priests_replay_state.additional_properties = d
        return priests_replay_state

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
