from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.invalid_request import InvalidRequest
from ...models.osiris_log import OsirisLog
from ...models.osiris_replay_result import OsirisReplayResult
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: OsirisLog,
    accept_language: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/osiris/replay",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> InvalidRequest | OsirisReplayResult | Problem | None:
    if response.status_code == 200:
        response_200 = OsirisReplayResult.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 405:
        response_405 = Problem.from_dict(response.json())

        return response_405

    if response.status_code == 411:
        response_411 = Problem.from_dict(response.json())

        return response_411

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 414:
        response_414 = Problem.from_dict(response.json())

        return response_414

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = InvalidRequest.from_dict(response.json())

        return response_422

    if response.status_code == 431:
        response_431 = Problem.from_dict(response.json())

        return response_431

    if response.status_code == 500:
        response_500 = Problem.from_dict(response.json())

        return response_500

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[InvalidRequest | OsirisReplayResult | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: OsirisLog,
    accept_language: str | Unset = UNSET,
) -> Response[InvalidRequest | OsirisReplayResult | Problem]:
    """Referee a whole recorded game of Osiris, move by move.

     Replays the log from the setup: one move per choice (`step`, `block`, `follower`, `end`, `relief`).
    Stone distribution, fights, freed stones, rebellions and the end are derived, never written. A log
    that breaks a rule is a normal answer (200, `legal: false`) naming the first illegal move, the
    ruling it breaks and why, and the position just before it. A malformed log (unknown player, priest,
    field, city or god, colours that do not fit the player count, gods not placed once each, follower
    limits, a board that is not a board, more than 2000 moves) is 422. A stalled game (O10: no priest of
    any player can move) is legal and unfinished: `state.stalled` is true and `note` says so.

    Args:
        accept_language (str | Unset):
        body (OsirisLog):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InvalidRequest | OsirisReplayResult | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        accept_language=accept_language,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: OsirisLog,
    accept_language: str | Unset = UNSET,
) -> InvalidRequest | OsirisReplayResult | Problem | None:
    """Referee a whole recorded game of Osiris, move by move.

     Replays the log from the setup: one move per choice (`step`, `block`, `follower`, `end`, `relief`).
    Stone distribution, fights, freed stones, rebellions and the end are derived, never written. A log
    that breaks a rule is a normal answer (200, `legal: false`) naming the first illegal move, the
    ruling it breaks and why, and the position just before it. A malformed log (unknown player, priest,
    field, city or god, colours that do not fit the player count, gods not placed once each, follower
    limits, a board that is not a board, more than 2000 moves) is 422. A stalled game (O10: no priest of
    any player can move) is legal and unfinished: `state.stalled` is true and `note` says so.

    Args:
        accept_language (str | Unset):
        body (OsirisLog):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InvalidRequest | OsirisReplayResult | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        accept_language=accept_language,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: OsirisLog,
    accept_language: str | Unset = UNSET,
) -> Response[InvalidRequest | OsirisReplayResult | Problem]:
    """Referee a whole recorded game of Osiris, move by move.

     Replays the log from the setup: one move per choice (`step`, `block`, `follower`, `end`, `relief`).
    Stone distribution, fights, freed stones, rebellions and the end are derived, never written. A log
    that breaks a rule is a normal answer (200, `legal: false`) naming the first illegal move, the
    ruling it breaks and why, and the position just before it. A malformed log (unknown player, priest,
    field, city or god, colours that do not fit the player count, gods not placed once each, follower
    limits, a board that is not a board, more than 2000 moves) is 422. A stalled game (O10: no priest of
    any player can move) is legal and unfinished: `state.stalled` is true and `note` says so.

    Args:
        accept_language (str | Unset):
        body (OsirisLog):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InvalidRequest | OsirisReplayResult | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        accept_language=accept_language,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: OsirisLog,
    accept_language: str | Unset = UNSET,
) -> InvalidRequest | OsirisReplayResult | Problem | None:
    """Referee a whole recorded game of Osiris, move by move.

     Replays the log from the setup: one move per choice (`step`, `block`, `follower`, `end`, `relief`).
    Stone distribution, fights, freed stones, rebellions and the end are derived, never written. A log
    that breaks a rule is a normal answer (200, `legal: false`) naming the first illegal move, the
    ruling it breaks and why, and the position just before it. A malformed log (unknown player, priest,
    field, city or god, colours that do not fit the player count, gods not placed once each, follower
    limits, a board that is not a board, more than 2000 moves) is 422. A stalled game (O10: no priest of
    any player can move) is legal and unfinished: `state.stalled` is true and `note` says so.

    Args:
        accept_language (str | Unset):
        body (OsirisLog):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InvalidRequest | OsirisReplayResult | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            accept_language=accept_language,
        )
    ).parsed
