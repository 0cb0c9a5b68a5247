from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.invalid_request import InvalidRequest
from ...models.priests_log import PriestsLog
from ...models.priests_of_ra_replay_result import PriestsOfRaReplayResult
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: PriestsLog,
    accept_language: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/priests-of-ra/replay",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> InvalidRequest | PriestsOfRaReplayResult | Problem | None:
    if response.status_code == 200:
        response_200 = PriestsOfRaReplayResult.from_dict(response.json())

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
) -> Response[InvalidRequest | PriestsOfRaReplayResult | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PriestsLog,
    accept_language: str | Unset = UNSET,
) -> Response[InvalidRequest | PriestsOfRaReplayResult | Problem]:
    """Referee a whole recorded game of Priests of Ra, move by move.

     The same notation and verdict as Ra's replay (P1: auction, invoke, turn order, epoch end and sun
    rules are Ra's, and the shared checks report Ra's rulings R8-R17), for 2 to 5 players, without gods
    and disasters. A `draw` names the face put up (`warrior` draws a farmer/warrior tile; a face draws
    from its physical tile's count in the bag). Right after an auction won with priest tiles, the winner
    may `flip` (P8): one move, `tiles` naming at most one tile per priest won, each a tile in his
    display, which turns to its other side; the tiles are flipped together, so each must be in the
    display before the flip. A flip later is illegal. If that auction spent the last sun, the epoch is
    scored after the flip (the log going on without it, or ending, declines it). After each epoch's
    scoring people and priests leave the display, a player with 3 or more priests returns one plague
    (always: it never hurts, P5), and the ankhs gained are held from the next epoch on. `epochs` are
    exactly what `/score` answers for the whole game so far.

    Args:
        accept_language (str | Unset):
        body (PriestsLog):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InvalidRequest | PriestsOfRaReplayResult | Problem]
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
    body: PriestsLog,
    accept_language: str | Unset = UNSET,
) -> InvalidRequest | PriestsOfRaReplayResult | Problem | None:
    """Referee a whole recorded game of Priests of Ra, move by move.

     The same notation and verdict as Ra's replay (P1: auction, invoke, turn order, epoch end and sun
    rules are Ra's, and the shared checks report Ra's rulings R8-R17), for 2 to 5 players, without gods
    and disasters. A `draw` names the face put up (`warrior` draws a farmer/warrior tile; a face draws
    from its physical tile's count in the bag). Right after an auction won with priest tiles, the winner
    may `flip` (P8): one move, `tiles` naming at most one tile per priest won, each a tile in his
    display, which turns to its other side; the tiles are flipped together, so each must be in the
    display before the flip. A flip later is illegal. If that auction spent the last sun, the epoch is
    scored after the flip (the log going on without it, or ending, declines it). After each epoch's
    scoring people and priests leave the display, a player with 3 or more priests returns one plague
    (always: it never hurts, P5), and the ankhs gained are held from the next epoch on. `epochs` are
    exactly what `/score` answers for the whole game so far.

    Args:
        accept_language (str | Unset):
        body (PriestsLog):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InvalidRequest | PriestsOfRaReplayResult | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        accept_language=accept_language,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PriestsLog,
    accept_language: str | Unset = UNSET,
) -> Response[InvalidRequest | PriestsOfRaReplayResult | Problem]:
    """Referee a whole recorded game of Priests of Ra, move by move.

     The same notation and verdict as Ra's replay (P1: auction, invoke, turn order, epoch end and sun
    rules are Ra's, and the shared checks report Ra's rulings R8-R17), for 2 to 5 players, without gods
    and disasters. A `draw` names the face put up (`warrior` draws a farmer/warrior tile; a face draws
    from its physical tile's count in the bag). Right after an auction won with priest tiles, the winner
    may `flip` (P8): one move, `tiles` naming at most one tile per priest won, each a tile in his
    display, which turns to its other side; the tiles are flipped together, so each must be in the
    display before the flip. A flip later is illegal. If that auction spent the last sun, the epoch is
    scored after the flip (the log going on without it, or ending, declines it). After each epoch's
    scoring people and priests leave the display, a player with 3 or more priests returns one plague
    (always: it never hurts, P5), and the ankhs gained are held from the next epoch on. `epochs` are
    exactly what `/score` answers for the whole game so far.

    Args:
        accept_language (str | Unset):
        body (PriestsLog):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InvalidRequest | PriestsOfRaReplayResult | Problem]
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
    body: PriestsLog,
    accept_language: str | Unset = UNSET,
) -> InvalidRequest | PriestsOfRaReplayResult | Problem | None:
    """Referee a whole recorded game of Priests of Ra, move by move.

     The same notation and verdict as Ra's replay (P1: auction, invoke, turn order, epoch end and sun
    rules are Ra's, and the shared checks report Ra's rulings R8-R17), for 2 to 5 players, without gods
    and disasters. A `draw` names the face put up (`warrior` draws a farmer/warrior tile; a face draws
    from its physical tile's count in the bag). Right after an auction won with priest tiles, the winner
    may `flip` (P8): one move, `tiles` naming at most one tile per priest won, each a tile in his
    display, which turns to its other side; the tiles are flipped together, so each must be in the
    display before the flip. A flip later is illegal. If that auction spent the last sun, the epoch is
    scored after the flip (the log going on without it, or ending, declines it). After each epoch's
    scoring people and priests leave the display, a player with 3 or more priests returns one plague
    (always: it never hurts, P5), and the ankhs gained are held from the next epoch on. `epochs` are
    exactly what `/score` answers for the whole game so far.

    Args:
        accept_language (str | Unset):
        body (PriestsLog):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InvalidRequest | PriestsOfRaReplayResult | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            accept_language=accept_language,
        )
    ).parsed
