"""Contains all the data models used in inputs/outputs"""

from .api_reference_asset_name import ApiReferenceAssetName
from .batch import Batch
from .batch_item import BatchItem
from .batch_item_body_type_0 import BatchItemBodyType0
from .batch_problem_result import BatchProblemResult
from .batch_problem_result_status import BatchProblemResultStatus
from .batch_response_200 import BatchResponse200
from .counted_tile_names import CountedTileNames
from .counted_tile_names_additional_property import CountedTileNamesAdditionalProperty
from .counted_tile_names_additional_property_additional_property import (
    CountedTileNamesAdditionalPropertyAdditionalProperty,
)
from .epoch_score import EpochScore
from .game_score import GameScore
from .health_response_200 import HealthResponse200
from .invalid_request import InvalidRequest
from .list_games_response_200 import ListGamesResponse200
from .list_games_response_200_games_item import ListGamesResponse200GamesItem
from .list_games_response_200_games_item_links import ListGamesResponse200GamesItemLinks
from .list_games_response_200_games_item_operations_item import ListGamesResponse200GamesItemOperationsItem
from .osiris_log import OsirisLog
from .osiris_log_board_type_0 import OsirisLogBoardType0
from .osiris_log_board_type_0_cities_item import OsirisLogBoardType0CitiesItem
from .osiris_log_board_type_0_cities_item_colour import OsirisLogBoardType0CitiesItemColour
from .osiris_log_board_type_0_cities_item_segments import OsirisLogBoardType0CitiesItemSegments
from .osiris_log_board_type_0_fields_item import OsirisLogBoardType0FieldsItem
from .osiris_log_followers import OsirisLogFollowers
from .osiris_log_followers_additional_property import OsirisLogFollowersAdditionalProperty
from .osiris_log_gods import OsirisLogGods
from .osiris_log_moves_item_type_0 import OsirisLogMovesItemType0
from .osiris_log_moves_item_type_0_priest import OsirisLogMovesItemType0Priest
from .osiris_log_moves_item_type_1 import OsirisLogMovesItemType1
from .osiris_log_moves_item_type_2 import OsirisLogMovesItemType2
from .osiris_log_moves_item_type_2_colour import OsirisLogMovesItemType2Colour
from .osiris_log_moves_item_type_3 import OsirisLogMovesItemType3
from .osiris_log_moves_item_type_4 import OsirisLogMovesItemType4
from .osiris_log_moves_item_type_4_priest import OsirisLogMovesItemType4Priest
from .osiris_outcome import OsirisOutcome
from .osiris_outcome_answer import OsirisOutcomeAnswer
from .osiris_outcome_answer_end import OsirisOutcomeAnswerEnd
from .osiris_outcome_batch_item import OsirisOutcomeBatchItem
from .osiris_outcome_batch_result import OsirisOutcomeBatchResult
from .osiris_outcome_end import OsirisOutcomeEnd
from .osiris_outcome_followers import OsirisOutcomeFollowers
from .osiris_outcome_result import OsirisOutcomeResult
from .osiris_outcome_result_provenance import OsirisOutcomeResultProvenance
from .osiris_outcome_result_provenance_overrides_item import OsirisOutcomeResultProvenanceOverridesItem
from .osiris_outcome_result_provenance_rulings import OsirisOutcomeResultProvenanceRulings
from .osiris_outcome_result_provenance_rulings_gods import OsirisOutcomeResultProvenanceRulingsGods
from .osiris_outcome_temples_type_0 import OsirisOutcomeTemplesType0
from .osiris_outcome_temples_type_0_additional_property import OsirisOutcomeTemplesType0AdditionalProperty
from .osiris_player import OsirisPlayer
from .osiris_player_by_colour import OsirisPlayerByColour
from .osiris_player_colours_item import OsirisPlayerColoursItem
from .osiris_replay_answer import OsirisReplayAnswer
from .osiris_replay_answer_legal_moves_item import OsirisReplayAnswerLegalMovesItem
from .osiris_replay_answer_legal_moves_item_moves_item_type_0 import OsirisReplayAnswerLegalMovesItemMovesItemType0
from .osiris_replay_answer_legal_moves_item_moves_item_type_0_priest import (
    OsirisReplayAnswerLegalMovesItemMovesItemType0Priest,
)
from .osiris_replay_answer_legal_moves_item_moves_item_type_1 import OsirisReplayAnswerLegalMovesItemMovesItemType1
from .osiris_replay_answer_legal_moves_item_moves_item_type_2 import OsirisReplayAnswerLegalMovesItemMovesItemType2
from .osiris_replay_answer_legal_moves_item_moves_item_type_2_colour import (
    OsirisReplayAnswerLegalMovesItemMovesItemType2Colour,
)
from .osiris_replay_answer_legal_moves_item_moves_item_type_3 import OsirisReplayAnswerLegalMovesItemMovesItemType3
from .osiris_replay_answer_legal_moves_item_moves_item_type_4 import OsirisReplayAnswerLegalMovesItemMovesItemType4
from .osiris_replay_answer_legal_moves_item_moves_item_type_4_priest import (
    OsirisReplayAnswerLegalMovesItemMovesItemType4Priest,
)
from .osiris_replay_answer_state import OsirisReplayAnswerState
from .osiris_replay_answer_state_end import OsirisReplayAnswerStateEnd
from .osiris_replay_answer_state_followers import OsirisReplayAnswerStateFollowers
from .osiris_replay_answer_state_followers_additional_property import OsirisReplayAnswerStateFollowersAdditionalProperty
from .osiris_replay_answer_state_moving import OsirisReplayAnswerStateMoving
from .osiris_replay_answer_state_priests import OsirisReplayAnswerStatePriests
from .osiris_replay_answer_state_priests_additional_property import OsirisReplayAnswerStatePriestsAdditionalProperty
from .osiris_replay_answer_state_relief import OsirisReplayAnswerStateRelief
from .osiris_replay_answer_state_step_costs import OsirisReplayAnswerStateStepCosts
from .osiris_replay_answer_state_step_costs_additional_property import (
    OsirisReplayAnswerStateStepCostsAdditionalProperty,
)
from .osiris_replay_answer_state_step_costs_additional_property_additional_property import (
    OsirisReplayAnswerStateStepCostsAdditionalPropertyAdditionalProperty,
)
from .osiris_replay_answer_state_stones import OsirisReplayAnswerStateStones
from .osiris_replay_batch_item import OsirisReplayBatchItem
from .osiris_replay_batch_result import OsirisReplayBatchResult
from .osiris_replay_result import OsirisReplayResult
from .osiris_replay_result_provenance import OsirisReplayResultProvenance
from .osiris_replay_result_provenance_overrides_item import OsirisReplayResultProvenanceOverridesItem
from .osiris_replay_result_provenance_rulings import OsirisReplayResultProvenanceRulings
from .osiris_replay_result_provenance_rulings_board import OsirisReplayResultProvenanceRulingsBoard
from .osiris_rules_response_200 import OsirisRulesResponse200
from .osiris_rules_response_200_board import OsirisRulesResponse200Board
from .osiris_rules_response_200_board_cities_item import OsirisRulesResponse200BoardCitiesItem
from .osiris_rules_response_200_board_cities_item_colour import OsirisRulesResponse200BoardCitiesItemColour
from .osiris_rules_response_200_board_cities_item_segments import OsirisRulesResponse200BoardCitiesItemSegments
from .osiris_rules_response_200_board_fields_item import OsirisRulesResponse200BoardFieldsItem
from .osiris_rules_response_200_colours_for import OsirisRulesResponse200ColoursFor
from .osiris_rules_response_200_colours_for_additional_property_item_item import (
    OsirisRulesResponse200ColoursForAdditionalPropertyItemItem,
)
from .osiris_rules_response_200_colours_item import OsirisRulesResponse200ColoursItem
from .osiris_rules_response_200_followers import OsirisRulesResponse200Followers
from .osiris_rules_response_200_optional_rules import OsirisRulesResponse200OptionalRules
from .osiris_rules_response_200_optional_rules_additional_property import (
    OsirisRulesResponse200OptionalRulesAdditionalProperty,
)
from .osiris_rules_response_200_stones import OsirisRulesResponse200Stones
from .osiris_seat import OsirisSeat
from .osiris_seat_colours_item import OsirisSeatColoursItem
from .osiris_standing import OsirisStanding
from .osiris_standing_decided_by_type_3 import OsirisStandingDecidedByType3
from .osiris_violation import OsirisViolation
from .osiris_violation_move import OsirisViolationMove
from .phone_form_asset_name import PhoneFormAssetName
from .phone_form_manifest_response_200 import PhoneFormManifestResponse200
from .phone_form_runtime_name import PhoneFormRuntimeName
from .player_range import PlayerRange
from .player_score import PlayerScore
from .player_score_breakdown_item import PlayerScoreBreakdownItem
from .priests_epoch import PriestsEpoch
from .priests_epoch_player import PriestsEpochPlayer
from .priests_epoch_score import PriestsEpochScore
from .priests_game import PriestsGame
from .priests_game_player import PriestsGamePlayer
from .priests_game_player_epoch import PriestsGamePlayerEpoch
from .priests_game_score import PriestsGameScore
from .priests_log import PriestsLog
from .priests_log_suns import PriestsLogSuns
from .priests_move_type_0 import PriestsMoveType0
from .priests_move_type_0_tile import PriestsMoveType0Tile
from .priests_move_type_1 import PriestsMoveType1
from .priests_move_type_2 import PriestsMoveType2
from .priests_move_type_3 import PriestsMoveType3
from .priests_move_type_4 import PriestsMoveType4
from .priests_move_type_4_tiles_item import PriestsMoveType4TilesItem
from .priests_of_ra_replay_batch_item import PriestsOfRaReplayBatchItem
from .priests_of_ra_replay_batch_result import PriestsOfRaReplayBatchResult
from .priests_of_ra_replay_result import PriestsOfRaReplayResult
from .priests_of_ra_replay_result_provenance import PriestsOfRaReplayResultProvenance
from .priests_of_ra_replay_result_provenance_overrides_item import PriestsOfRaReplayResultProvenanceOverridesItem
from .priests_of_ra_replay_result_provenance_rulings import PriestsOfRaReplayResultProvenanceRulings
from .priests_of_ra_rules_response_200 import PriestsOfRaRulesResponse200
from .priests_of_ra_rules_response_200_ra_track import PriestsOfRaRulesResponse200RaTrack
from .priests_of_ra_rules_response_200_scoring import PriestsOfRaRulesResponse200Scoring
from .priests_of_ra_rules_response_200_suns import PriestsOfRaRulesResponse200Suns
from .priests_of_ra_rules_response_200_supply import PriestsOfRaRulesResponse200Supply
from .priests_of_ra_rules_response_200_tiles import PriestsOfRaRulesResponse200Tiles
from .priests_of_ra_score_batch_item import PriestsOfRaScoreBatchItem
from .priests_of_ra_score_batch_result import PriestsOfRaScoreBatchResult
from .priests_of_ra_score_result import PriestsOfRaScoreResult
from .priests_of_ra_score_result_provenance import PriestsOfRaScoreResultProvenance
from .priests_of_ra_score_result_provenance_overrides_item import PriestsOfRaScoreResultProvenanceOverridesItem
from .priests_of_ra_score_result_provenance_rulings import PriestsOfRaScoreResultProvenanceRulings
from .priests_player_score import PriestsPlayerScore
from .priests_player_score_breakdown_item import PriestsPlayerScoreBreakdownItem
from .priests_player_score_returned import PriestsPlayerScoreReturned
from .priests_replay import PriestsReplay
from .priests_replay_legal_moves_item import PriestsReplayLegalMovesItem
from .priests_replay_legal_moves_item_moves_item import PriestsReplayLegalMovesItemMovesItem
from .priests_replay_state import PriestsReplayState
from .priests_replay_state_ankhs import PriestsReplayStateAnkhs
from .priests_replay_state_auction_type_0 import PriestsReplayStateAuctionType0
from .priests_replay_state_auction_type_0_bids_item import PriestsReplayStateAuctionType0BidsItem
from .priests_replay_state_auction_type_0_kind import PriestsReplayStateAuctionType0Kind
from .priests_replay_state_bag import PriestsReplayStateBag
from .priests_replay_state_flip_type_0 import PriestsReplayStateFlipType0
from .priests_replay_state_phase import PriestsReplayStatePhase
from .priests_replay_state_players_item import PriestsReplayStatePlayersItem
from .priests_replay_state_players_item_suns import PriestsReplayStatePlayersItemSuns
from .priests_replay_state_players_item_tiles import PriestsReplayStatePlayersItemTiles
from .priests_rulings import PriestsRulings
from .priests_tiles import PriestsTiles
from .problem import Problem
from .problem_errors_item import ProblemErrorsItem
from .provenance import Provenance
from .provenance_game import ProvenanceGame
from .provenance_operation import ProvenanceOperation
from .provenance_rulings import ProvenanceRulings
from .ra_epoch import RaEpoch
from .ra_epoch_player import RaEpochPlayer
from .ra_game import RaGame
from .ra_game_player import RaGamePlayer
from .ra_game_player_epoch import RaGamePlayerEpoch
from .ra_log import RaLog
from .ra_log_suns import RaLogSuns
from .ra_move_type_0 import RaMoveType0
from .ra_move_type_0_tile import RaMoveType0Tile
from .ra_move_type_1 import RaMoveType1
from .ra_move_type_2 import RaMoveType2
from .ra_move_type_3 import RaMoveType3
from .ra_move_type_4 import RaMoveType4
from .ra_move_type_4_take_item import RaMoveType4TakeItem
from .ra_move_type_5 import RaMoveType5
from .ra_move_type_5_tiles_item import RaMoveType5TilesItem
from .ra_replay import RaReplay
from .ra_replay_batch_item import RaReplayBatchItem
from .ra_replay_batch_result import RaReplayBatchResult
from .ra_replay_legal_moves_item import RaReplayLegalMovesItem
from .ra_replay_legal_moves_item_moves_item import RaReplayLegalMovesItemMovesItem
from .ra_replay_result import RaReplayResult
from .ra_replay_result_provenance import RaReplayResultProvenance
from .ra_replay_result_provenance_rulings import RaReplayResultProvenanceRulings
from .ra_replay_state import RaReplayState
from .ra_replay_state_auction_type_0 import RaReplayStateAuctionType0
from .ra_replay_state_auction_type_0_bids_item import RaReplayStateAuctionType0BidsItem
from .ra_replay_state_auction_type_0_kind import RaReplayStateAuctionType0Kind
from .ra_replay_state_bag import RaReplayStateBag
from .ra_replay_state_forced_discard_type_0 import RaReplayStateForcedDiscardType0
from .ra_replay_state_forced_discard_type_0_disasters import RaReplayStateForcedDiscardType0Disasters
from .ra_replay_state_forced_discard_type_0_tiles import RaReplayStateForcedDiscardType0Tiles
from .ra_replay_state_pending_discard_type_0 import RaReplayStatePendingDiscardType0
from .ra_replay_state_pending_discard_type_0_disasters import RaReplayStatePendingDiscardType0Disasters
from .ra_replay_state_phase import RaReplayStatePhase
from .ra_replay_state_players_item import RaReplayStatePlayersItem
from .ra_replay_state_players_item_suns import RaReplayStatePlayersItemSuns
from .ra_replay_state_players_item_tiles import RaReplayStatePlayersItemTiles
from .ra_rules_response_200 import RaRulesResponse200
from .ra_rules_response_200_disasters import RaRulesResponse200Disasters
from .ra_rules_response_200_disasters_additional_property import RaRulesResponse200DisastersAdditionalProperty
from .ra_rules_response_200_ra_track import RaRulesResponse200RaTrack
from .ra_rules_response_200_scoring import RaRulesResponse200Scoring
from .ra_rules_response_200_scoring_after_last_epoch import RaRulesResponse200ScoringAfterLastEpoch
from .ra_rules_response_200_scoring_every_epoch import RaRulesResponse200ScoringEveryEpoch
from .ra_rules_response_200_scoring_keys import RaRulesResponse200ScoringKeys
from .ra_rules_response_200_suns import RaRulesResponse200Suns
from .ra_rules_response_200_suns_additional_property import RaRulesResponse200SunsAdditionalProperty
from .ra_rules_response_200_supply import RaRulesResponse200Supply
from .ra_rules_response_200_tiles import RaRulesResponse200Tiles
from .ra_score_batch_item import RaScoreBatchItem
from .ra_score_batch_result import RaScoreBatchResult
from .ra_score_result import RaScoreResult
from .ra_score_result_provenance import RaScoreResultProvenance
from .ra_score_result_provenance_rulings import RaScoreResultProvenanceRulings
from .ra_tiles import RaTiles
from .ra_tiles_civilization import RaTilesCivilization
from .ra_tiles_monument import RaTilesMonument
from .sakkara_layout import SakkaraLayout
from .sakkara_layout_apex import SakkaraLayoutApex
from .sakkara_layout_tier_1 import SakkaraLayoutTier1
from .sakkara_layout_tier_2 import SakkaraLayoutTier2
from .sakkara_outcome import SakkaraOutcome
from .sakkara_outcome_answer import SakkaraOutcomeAnswer
from .sakkara_outcome_answer_standings_item import SakkaraOutcomeAnswerStandingsItem
from .sakkara_outcome_answer_standings_item_decided_by_type_1 import SakkaraOutcomeAnswerStandingsItemDecidedByType1
from .sakkara_outcome_answer_standings_item_decided_by_type_2_type_1 import (
    SakkaraOutcomeAnswerStandingsItemDecidedByType2Type1,
)
from .sakkara_outcome_answer_standings_item_decided_by_type_3_type_1 import (
    SakkaraOutcomeAnswerStandingsItemDecidedByType3Type1,
)
from .sakkara_outcome_batch_item import SakkaraOutcomeBatchItem
from .sakkara_outcome_batch_result import SakkaraOutcomeBatchResult
from .sakkara_outcome_catalogue_type_0 import SakkaraOutcomeCatalogueType0
from .sakkara_outcome_catalogue_type_0_spells import SakkaraOutcomeCatalogueType0Spells
from .sakkara_outcome_catalogue_type_0_tiers import SakkaraOutcomeCatalogueType0Tiers
from .sakkara_outcome_catalogue_type_0_tiles import SakkaraOutcomeCatalogueType0Tiles
from .sakkara_outcome_result import SakkaraOutcomeResult
from .sakkara_outcome_result_provenance import SakkaraOutcomeResultProvenance
from .sakkara_outcome_result_provenance_overrides_item import SakkaraOutcomeResultProvenanceOverridesItem
from .sakkara_outcome_result_provenance_rulings import SakkaraOutcomeResultProvenanceRulings
from .sakkara_outcome_result_provenance_rulings_catalogue import SakkaraOutcomeResultProvenanceRulingsCatalogue
from .sakkara_pyramid_answer import SakkaraPyramidAnswer
from .sakkara_replay import SakkaraReplay
from .sakkara_replay_answer import SakkaraReplayAnswer
from .sakkara_replay_answer_legal_moves_item import SakkaraReplayAnswerLegalMovesItem
from .sakkara_replay_answer_legal_moves_item_moves_item_type_0 import SakkaraReplayAnswerLegalMovesItemMovesItemType0
from .sakkara_replay_answer_legal_moves_item_moves_item_type_1 import SakkaraReplayAnswerLegalMovesItemMovesItemType1
from .sakkara_replay_answer_legal_moves_item_moves_item_type_2 import SakkaraReplayAnswerLegalMovesItemMovesItemType2
from .sakkara_replay_answer_legal_moves_item_moves_item_type_3 import SakkaraReplayAnswerLegalMovesItemMovesItemType3
from .sakkara_replay_answer_legal_moves_item_moves_item_type_4 import SakkaraReplayAnswerLegalMovesItemMovesItemType4
from .sakkara_replay_answer_legal_moves_item_moves_item_type_5 import SakkaraReplayAnswerLegalMovesItemMovesItemType5
from .sakkara_replay_answer_legal_moves_item_moves_item_type_6 import SakkaraReplayAnswerLegalMovesItemMovesItemType6
from .sakkara_replay_answer_legal_moves_item_moves_item_type_7 import SakkaraReplayAnswerLegalMovesItemMovesItemType7
from .sakkara_replay_answer_legal_moves_item_moves_item_type_8 import SakkaraReplayAnswerLegalMovesItemMovesItemType8
from .sakkara_replay_answer_legal_moves_item_moves_item_type_9 import SakkaraReplayAnswerLegalMovesItemMovesItemType9
from .sakkara_replay_answer_state import SakkaraReplayAnswerState
from .sakkara_replay_answer_state_board import SakkaraReplayAnswerStateBoard
from .sakkara_replay_answer_state_holders import SakkaraReplayAnswerStateHolders
from .sakkara_replay_answer_state_holders_additional_property import SakkaraReplayAnswerStateHoldersAdditionalProperty
from .sakkara_replay_answer_state_pending_type_0 import SakkaraReplayAnswerStatePendingType0
from .sakkara_replay_answer_state_phase import SakkaraReplayAnswerStatePhase
from .sakkara_replay_answer_state_pyramids import SakkaraReplayAnswerStatePyramids
from .sakkara_replay_answer_state_pyramids_additional_property import SakkaraReplayAnswerStatePyramidsAdditionalProperty
from .sakkara_replay_answer_state_workers import SakkaraReplayAnswerStateWorkers
from .sakkara_replay_batch_item import SakkaraReplayBatchItem
from .sakkara_replay_batch_result import SakkaraReplayBatchResult
from .sakkara_replay_board import SakkaraReplayBoard
from .sakkara_replay_catalogue_type_0 import SakkaraReplayCatalogueType0
from .sakkara_replay_catalogue_type_0_spells import SakkaraReplayCatalogueType0Spells
from .sakkara_replay_catalogue_type_0_tiers import SakkaraReplayCatalogueType0Tiers
from .sakkara_replay_catalogue_type_0_tiles import SakkaraReplayCatalogueType0Tiles
from .sakkara_replay_result import SakkaraReplayResult
from .sakkara_replay_result_provenance import SakkaraReplayResultProvenance
from .sakkara_replay_result_provenance_overrides_item import SakkaraReplayResultProvenanceOverridesItem
from .sakkara_replay_result_provenance_rulings import SakkaraReplayResultProvenanceRulings
from .sakkara_replay_result_provenance_rulings_catalogue import SakkaraReplayResultProvenanceRulingsCatalogue
from .sakkara_replay_turns_item_item_type_0 import SakkaraReplayTurnsItemItemType0
from .sakkara_replay_turns_item_item_type_1 import SakkaraReplayTurnsItemItemType1
from .sakkara_replay_turns_item_item_type_2 import SakkaraReplayTurnsItemItemType2
from .sakkara_replay_turns_item_item_type_3 import SakkaraReplayTurnsItemItemType3
from .sakkara_replay_turns_item_item_type_4 import SakkaraReplayTurnsItemItemType4
from .sakkara_replay_turns_item_item_type_5 import SakkaraReplayTurnsItemItemType5
from .sakkara_replay_turns_item_item_type_6 import SakkaraReplayTurnsItemItemType6
from .sakkara_replay_turns_item_item_type_7 import SakkaraReplayTurnsItemItemType7
from .sakkara_replay_turns_item_item_type_8 import SakkaraReplayTurnsItemItemType8
from .sakkara_rules_response_200 import SakkaraRulesResponse200
from .sakkara_rules_response_200_board import SakkaraRulesResponse200Board
from .sakkara_rules_response_200_building import SakkaraRulesResponse200Building
from .sakkara_rules_response_200_catalogue import SakkaraRulesResponse200Catalogue
from .sakkara_rules_response_200_catalogue_spells import SakkaraRulesResponse200CatalogueSpells
from .sakkara_rules_response_200_catalogue_tiers import SakkaraRulesResponse200CatalogueTiers
from .sakkara_rules_response_200_catalogue_tiles import SakkaraRulesResponse200CatalogueTiles
from .sakkara_rules_response_200_limits import SakkaraRulesResponse200Limits
from .sakkara_rules_response_200_names import SakkaraRulesResponse200Names
from .sakkara_rules_response_200_names_additional_property import SakkaraRulesResponse200NamesAdditionalProperty
from .sakkara_tier_answer import SakkaraTierAnswer
from .sakkara_tier_answer_blocked_by_item import SakkaraTierAnswerBlockedByItem
from .sakkara_tier_answer_lacks import SakkaraTierAnswerLacks
from .sakkara_tier_answer_tier import SakkaraTierAnswerTier
from .sakkara_violation_answer import SakkaraViolationAnswer
from .sakkara_violation_answer_move import SakkaraViolationAnswerMove
from .standing import Standing
from .standing_decided_by_type_3 import StandingDecidedByType3
from .sun_hand import SunHand
from .tile_names import TileNames
from .tile_names_additional_property import TileNamesAdditionalProperty
from .tile_paths import TilePaths
from .tournament_event import TournamentEvent
from .tournament_round import TournamentRound
from .tournament_scheme import TournamentScheme
from .tournament_scheme_points import TournamentSchemePoints
from .tournament_scheme_tie_breaks_item import TournamentSchemeTieBreaksItem
from .tournament_standing import TournamentStanding
from .tournament_standing_decided_by_type_3 import TournamentStandingDecidedByType3
from .tournament_standing_rounds_item import TournamentStandingRoundsItem
from .tournament_standing_rounds_item_game import TournamentStandingRoundsItemGame
from .tournament_standings import TournamentStandings
from .tournament_standings_scheme import TournamentStandingsScheme
from .tournament_standings_scheme_points import TournamentStandingsSchemePoints
from .tournament_standings_scheme_tie_breaks_item import TournamentStandingsSchemeTieBreaksItem
from .tournament_table import TournamentTable
from .tournament_table_answer_type_0 import TournamentTableAnswerType0
from .tournament_table_body_type_0 import TournamentTableBodyType0
from .tournament_table_game import TournamentTableGame
from .tournament_table_operation import TournamentTableOperation
from .violation import Violation
from .violation_move import ViolationMove

__all__ = (
    "ApiReferenceAssetName",
    "Batch",
    "BatchItem",
    "BatchItemBodyType0",
    "BatchProblemResult",
    "BatchProblemResultStatus",
    "BatchResponse200",
    "CountedTileNames",
    "CountedTileNamesAdditionalProperty",
    "CountedTileNamesAdditionalPropertyAdditionalProperty",
    "EpochScore",
    "GameScore",
    "HealthResponse200",
    "InvalidRequest",
    "ListGamesResponse200",
    "ListGamesResponse200GamesItem",
    "ListGamesResponse200GamesItemLinks",
    "ListGamesResponse200GamesItemOperationsItem",
    "OsirisLog",
    "OsirisLogBoardType0",
    "OsirisLogBoardType0CitiesItem",
    "OsirisLogBoardType0CitiesItemColour",
    "OsirisLogBoardType0CitiesItemSegments",
    "OsirisLogBoardType0FieldsItem",
    "OsirisLogFollowers",
    "OsirisLogFollowersAdditionalProperty",
    "OsirisLogGods",
    "OsirisLogMovesItemType0",
    "OsirisLogMovesItemType0Priest",
    "OsirisLogMovesItemType1",
    "OsirisLogMovesItemType2",
    "OsirisLogMovesItemType2Colour",
    "OsirisLogMovesItemType3",
    "OsirisLogMovesItemType4",
    "OsirisLogMovesItemType4Priest",
    "OsirisOutcome",
    "OsirisOutcomeAnswer",
    "OsirisOutcomeAnswerEnd",
    "OsirisOutcomeBatchItem",
    "OsirisOutcomeBatchResult",
    "OsirisOutcomeEnd",
    "OsirisOutcomeFollowers",
    "OsirisOutcomeResult",
    "OsirisOutcomeResultProvenance",
    "OsirisOutcomeResultProvenanceOverridesItem",
    "OsirisOutcomeResultProvenanceRulings",
    "OsirisOutcomeResultProvenanceRulingsGods",
    "OsirisOutcomeTemplesType0",
    "OsirisOutcomeTemplesType0AdditionalProperty",
    "OsirisPlayer",
    "OsirisPlayerByColour",
    "OsirisPlayerColoursItem",
    "OsirisReplayAnswer",
    "OsirisReplayAnswerLegalMovesItem",
    "OsirisReplayAnswerLegalMovesItemMovesItemType0",
    "OsirisReplayAnswerLegalMovesItemMovesItemType0Priest",
    "OsirisReplayAnswerLegalMovesItemMovesItemType1",
    "OsirisReplayAnswerLegalMovesItemMovesItemType2",
    "OsirisReplayAnswerLegalMovesItemMovesItemType2Colour",
    "OsirisReplayAnswerLegalMovesItemMovesItemType3",
    "OsirisReplayAnswerLegalMovesItemMovesItemType4",
    "OsirisReplayAnswerLegalMovesItemMovesItemType4Priest",
    "OsirisReplayAnswerState",
    "OsirisReplayAnswerStateEnd",
    "OsirisReplayAnswerStateFollowers",
    "OsirisReplayAnswerStateFollowersAdditionalProperty",
    "OsirisReplayAnswerStateMoving",
    "OsirisReplayAnswerStatePriests",
    "OsirisReplayAnswerStatePriestsAdditionalProperty",
    "OsirisReplayAnswerStateRelief",
    "OsirisReplayAnswerStateStepCosts",
    "OsirisReplayAnswerStateStepCostsAdditionalProperty",
    "OsirisReplayAnswerStateStepCostsAdditionalPropertyAdditionalProperty",
    "OsirisReplayAnswerStateStones",
    "OsirisReplayBatchItem",
    "OsirisReplayBatchResult",
    "OsirisReplayResult",
    "OsirisReplayResultProvenance",
    "OsirisReplayResultProvenanceOverridesItem",
    "OsirisReplayResultProvenanceRulings",
    "OsirisReplayResultProvenanceRulingsBoard",
    "OsirisRulesResponse200",
    "OsirisRulesResponse200Board",
    "OsirisRulesResponse200BoardCitiesItem",
    "OsirisRulesResponse200BoardCitiesItemColour",
    "OsirisRulesResponse200BoardCitiesItemSegments",
    "OsirisRulesResponse200BoardFieldsItem",
    "OsirisRulesResponse200ColoursFor",
    "OsirisRulesResponse200ColoursForAdditionalPropertyItemItem",
    "OsirisRulesResponse200ColoursItem",
    "OsirisRulesResponse200Followers",
    "OsirisRulesResponse200OptionalRules",
    "OsirisRulesResponse200OptionalRulesAdditionalProperty",
    "OsirisRulesResponse200Stones",
    "OsirisSeat",
    "OsirisSeatColoursItem",
    "OsirisStanding",
    "OsirisStandingDecidedByType3",
    "OsirisViolation",
    "OsirisViolationMove",
    "PhoneFormAssetName",
    "PhoneFormManifestResponse200",
    "PhoneFormRuntimeName",
    "PlayerRange",
    "PlayerScore",
    "PlayerScoreBreakdownItem",
    "PriestsEpoch",
    "PriestsEpochPlayer",
    "PriestsEpochScore",
    "PriestsGame",
    "PriestsGamePlayer",
    "PriestsGamePlayerEpoch",
    "PriestsGameScore",
    "PriestsLog",
    "PriestsLogSuns",
    "PriestsMoveType0",
    "PriestsMoveType0Tile",
    "PriestsMoveType1",
    "PriestsMoveType2",
    "PriestsMoveType3",
    "PriestsMoveType4",
    "PriestsMoveType4TilesItem",
    "PriestsOfRaReplayBatchItem",
    "PriestsOfRaReplayBatchResult",
    "PriestsOfRaReplayResult",
    "PriestsOfRaReplayResultProvenance",
    "PriestsOfRaReplayResultProvenanceOverridesItem",
    "PriestsOfRaReplayResultProvenanceRulings",
    "PriestsOfRaRulesResponse200",
    "PriestsOfRaRulesResponse200RaTrack",
    "PriestsOfRaRulesResponse200Scoring",
    "PriestsOfRaRulesResponse200Suns",
    "PriestsOfRaRulesResponse200Supply",
    "PriestsOfRaRulesResponse200Tiles",
    "PriestsOfRaScoreBatchItem",
    "PriestsOfRaScoreBatchResult",
    "PriestsOfRaScoreResult",
    "PriestsOfRaScoreResultProvenance",
    "PriestsOfRaScoreResultProvenanceOverridesItem",
    "PriestsOfRaScoreResultProvenanceRulings",
    "PriestsPlayerScore",
    "PriestsPlayerScoreBreakdownItem",
    "PriestsPlayerScoreReturned",
    "PriestsReplay",
    "PriestsReplayLegalMovesItem",
    "PriestsReplayLegalMovesItemMovesItem",
    "PriestsReplayState",
    "PriestsReplayStateAnkhs",
    "PriestsReplayStateAuctionType0",
    "PriestsReplayStateAuctionType0BidsItem",
    "PriestsReplayStateAuctionType0Kind",
    "PriestsReplayStateBag",
    "PriestsReplayStateFlipType0",
    "PriestsReplayStatePhase",
    "PriestsReplayStatePlayersItem",
    "PriestsReplayStatePlayersItemSuns",
    "PriestsReplayStatePlayersItemTiles",
    "PriestsRulings",
    "PriestsTiles",
    "Problem",
    "ProblemErrorsItem",
    "Provenance",
    "ProvenanceGame",
    "ProvenanceOperation",
    "ProvenanceRulings",
    "RaEpoch",
    "RaEpochPlayer",
    "RaGame",
    "RaGamePlayer",
    "RaGamePlayerEpoch",
    "RaLog",
    "RaLogSuns",
    "RaMoveType0",
    "RaMoveType0Tile",
    "RaMoveType1",
    "RaMoveType2",
    "RaMoveType3",
    "RaMoveType4",
    "RaMoveType4TakeItem",
    "RaMoveType5",
    "RaMoveType5TilesItem",
    "RaReplay",
    "RaReplayBatchItem",
    "RaReplayBatchResult",
    "RaReplayLegalMovesItem",
    "RaReplayLegalMovesItemMovesItem",
    "RaReplayResult",
    "RaReplayResultProvenance",
    "RaReplayResultProvenanceRulings",
    "RaReplayState",
    "RaReplayStateAuctionType0",
    "RaReplayStateAuctionType0BidsItem",
    "RaReplayStateAuctionType0Kind",
    "RaReplayStateBag",
    "RaReplayStateForcedDiscardType0",
    "RaReplayStateForcedDiscardType0Disasters",
    "RaReplayStateForcedDiscardType0Tiles",
    "RaReplayStatePendingDiscardType0",
    "RaReplayStatePendingDiscardType0Disasters",
    "RaReplayStatePhase",
    "RaReplayStatePlayersItem",
    "RaReplayStatePlayersItemSuns",
    "RaReplayStatePlayersItemTiles",
    "RaRulesResponse200",
    "RaRulesResponse200Disasters",
    "RaRulesResponse200DisastersAdditionalProperty",
    "RaRulesResponse200RaTrack",
    "RaRulesResponse200Scoring",
    "RaRulesResponse200ScoringAfterLastEpoch",
    "RaRulesResponse200ScoringEveryEpoch",
    "RaRulesResponse200ScoringKeys",
    "RaRulesResponse200Suns",
    "RaRulesResponse200SunsAdditionalProperty",
    "RaRulesResponse200Supply",
    "RaRulesResponse200Tiles",
    "RaScoreBatchItem",
    "RaScoreBatchResult",
    "RaScoreResult",
    "RaScoreResultProvenance",
    "RaScoreResultProvenanceRulings",
    "RaTiles",
    "RaTilesCivilization",
    "RaTilesMonument",
    "SakkaraLayout",
    "SakkaraLayoutApex",
    "SakkaraLayoutTier1",
    "SakkaraLayoutTier2",
    "SakkaraOutcome",
    "SakkaraOutcomeAnswer",
    "SakkaraOutcomeAnswerStandingsItem",
    "SakkaraOutcomeAnswerStandingsItemDecidedByType1",
    "SakkaraOutcomeAnswerStandingsItemDecidedByType2Type1",
    "SakkaraOutcomeAnswerStandingsItemDecidedByType3Type1",
    "SakkaraOutcomeBatchItem",
    "SakkaraOutcomeBatchResult",
    "SakkaraOutcomeCatalogueType0",
    "SakkaraOutcomeCatalogueType0Spells",
    "SakkaraOutcomeCatalogueType0Tiers",
    "SakkaraOutcomeCatalogueType0Tiles",
    "SakkaraOutcomeResult",
    "SakkaraOutcomeResultProvenance",
    "SakkaraOutcomeResultProvenanceOverridesItem",
    "SakkaraOutcomeResultProvenanceRulings",
    "SakkaraOutcomeResultProvenanceRulingsCatalogue",
    "SakkaraPyramidAnswer",
    "SakkaraReplay",
    "SakkaraReplayAnswer",
    "SakkaraReplayAnswerLegalMovesItem",
    "SakkaraReplayAnswerLegalMovesItemMovesItemType0",
    "SakkaraReplayAnswerLegalMovesItemMovesItemType1",
    "SakkaraReplayAnswerLegalMovesItemMovesItemType2",
    "SakkaraReplayAnswerLegalMovesItemMovesItemType3",
    "SakkaraReplayAnswerLegalMovesItemMovesItemType4",
    "SakkaraReplayAnswerLegalMovesItemMovesItemType5",
    "SakkaraReplayAnswerLegalMovesItemMovesItemType6",
    "SakkaraReplayAnswerLegalMovesItemMovesItemType7",
    "SakkaraReplayAnswerLegalMovesItemMovesItemType8",
    "SakkaraReplayAnswerLegalMovesItemMovesItemType9",
    "SakkaraReplayAnswerState",
    "SakkaraReplayAnswerStateBoard",
    "SakkaraReplayAnswerStateHolders",
    "SakkaraReplayAnswerStateHoldersAdditionalProperty",
    "SakkaraReplayAnswerStatePendingType0",
    "SakkaraReplayAnswerStatePhase",
    "SakkaraReplayAnswerStatePyramids",
    "SakkaraReplayAnswerStatePyramidsAdditionalProperty",
    "SakkaraReplayAnswerStateWorkers",
    "SakkaraReplayBatchItem",
    "SakkaraReplayBatchResult",
    "SakkaraReplayBoard",
    "SakkaraReplayCatalogueType0",
    "SakkaraReplayCatalogueType0Spells",
    "SakkaraReplayCatalogueType0Tiers",
    "SakkaraReplayCatalogueType0Tiles",
    "SakkaraReplayResult",
    "SakkaraReplayResultProvenance",
    "SakkaraReplayResultProvenanceOverridesItem",
    "SakkaraReplayResultProvenanceRulings",
    "SakkaraReplayResultProvenanceRulingsCatalogue",
    "SakkaraReplayTurnsItemItemType0",
    "SakkaraReplayTurnsItemItemType1",
    "SakkaraReplayTurnsItemItemType2",
    "SakkaraReplayTurnsItemItemType3",
    "SakkaraReplayTurnsItemItemType4",
    "SakkaraReplayTurnsItemItemType5",
    "SakkaraReplayTurnsItemItemType6",
    "SakkaraReplayTurnsItemItemType7",
    "SakkaraReplayTurnsItemItemType8",
    "SakkaraRulesResponse200",
    "SakkaraRulesResponse200Board",
    "SakkaraRulesResponse200Building",
    "SakkaraRulesResponse200Catalogue",
    "SakkaraRulesResponse200CatalogueSpells",
    "SakkaraRulesResponse200CatalogueTiers",
    "SakkaraRulesResponse200CatalogueTiles",
    "SakkaraRulesResponse200Limits",
    "SakkaraRulesResponse200Names",
    "SakkaraRulesResponse200NamesAdditionalProperty",
    "SakkaraTierAnswer",
    "SakkaraTierAnswerBlockedByItem",
    "SakkaraTierAnswerLacks",
    "SakkaraTierAnswerTier",
    "SakkaraViolationAnswer",
    "SakkaraViolationAnswerMove",
    "Standing",
    "StandingDecidedByType3",
    "SunHand",
    "TileNames",
    "TileNamesAdditionalProperty",
    "TilePaths",
    "TournamentEvent",
    "TournamentRound",
    "TournamentScheme",
    "TournamentSchemePoints",
    "TournamentSchemeTieBreaksItem",
    "TournamentStanding",
    "TournamentStandingDecidedByType3",
    "TournamentStandingRoundsItem",
    "TournamentStandingRoundsItemGame",
    "TournamentStandings",
    "TournamentStandingsScheme",
    "TournamentStandingsSchemePoints",
    "TournamentStandingsSchemeTieBreaksItem",
    "TournamentTable",
    "TournamentTableAnswerType0",
    "TournamentTableBodyType0",
    "TournamentTableGame",
    "TournamentTableOperation",
    "Violation",
    "ViolationMove",
)
