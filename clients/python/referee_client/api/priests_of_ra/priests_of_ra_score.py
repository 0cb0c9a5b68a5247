from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.invalid_request import InvalidRequest
from ...models.priests_epoch import PriestsEpoch
from ...models.priests_game import PriestsGame
from ...models.priests_of_ra_score_result import PriestsOfRaScoreResult
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: PriestsEpoch | PriestsGame,
    accept_language: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/priests-of-ra/score",
    }

    if isinstance(body, PriestsEpoch):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> InvalidRequest | PriestsOfRaScoreResult | Problem | None:
    if response.status_code == 200:
        response_200 = PriestsOfRaScoreResult.from_dict(response.json())

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
) -> Response[InvalidRequest | PriestsOfRaScoreResult | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PriestsEpoch | PriestsGame,
    accept_language: str | Unset = UNSET,
) -> Response[InvalidRequest | PriestsOfRaScoreResult | Problem]:
    """Score Priests of Ra displays, one epoch or a whole game.

     The same two shapes as Ra, and as in Ra the `suns` may be left out in epochs 1 and 2 (for every
    player of the epoch or for none; a tie on fame is then shared). Tiles are counted by the face they
    show (`warrior`, `library`, `chamber_a`, ...). Each player also has `ankhs` held before this epoch
    (one-epoch shape, default 0); in the whole-game shape fame is carried from 10 and ankhs from 0 (the
    ankhs gained in an epoch count from the next on and in the epoch-3 `ankhs` line). A player with 3 or
    more priests returns one plague before plagues are scored unless `return_plague` is false (P5).

    Args:
        accept_language (str | Unset):
        body (PriestsEpoch | PriestsGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InvalidRequest | PriestsOfRaScoreResult | Problem]
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
    body: PriestsEpoch | PriestsGame,
    accept_language: str | Unset = UNSET,
) -> InvalidRequest | PriestsOfRaScoreResult | Problem | None:
    """Score Priests of Ra displays, one epoch or a whole game.

     The same two shapes as Ra, and as in Ra the `suns` may be left out in epochs 1 and 2 (for every
    player of the epoch or for none; a tie on fame is then shared). Tiles are counted by the face they
    show (`warrior`, `library`, `chamber_a`, ...). Each player also has `ankhs` held before this epoch
    (one-epoch shape, default 0); in the whole-game shape fame is carried from 10 and ankhs from 0 (the
    ankhs gained in an epoch count from the next on and in the epoch-3 `ankhs` line). A player with 3 or
    more priests returns one plague before plagues are scored unless `return_plague` is false (P5).

    Args:
        accept_language (str | Unset):
        body (PriestsEpoch | PriestsGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InvalidRequest | PriestsOfRaScoreResult | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        accept_language=accept_language,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PriestsEpoch | PriestsGame,
    accept_language: str | Unset = UNSET,
) -> Response[InvalidRequest | PriestsOfRaScoreResult | Problem]:
    """Score Priests of Ra displays, one epoch or a whole game.

     The same two shapes as Ra, and as in Ra the `suns` may be left out in epochs 1 and 2 (for every
    player of the epoch or for none; a tie on fame is then shared). Tiles are counted by the face they
    show (`warrior`, `library`, `chamber_a`, ...). Each player also has `ankhs` held before this epoch
    (one-epoch shape, default 0); in the whole-game shape fame is carried from 10 and ankhs from 0 (the
    ankhs gained in an epoch count from the next on and in the epoch-3 `ankhs` line). A player with 3 or
    more priests returns one plague before plagues are scored unless `return_plague` is false (P5).

    Args:
        accept_language (str | Unset):
        body (PriestsEpoch | PriestsGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InvalidRequest | PriestsOfRaScoreResult | Problem]
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
    body: PriestsEpoch | PriestsGame,
    accept_language: str | Unset = UNSET,
) -> InvalidRequest | PriestsOfRaScoreResult | Problem | None:
    """Score Priests of Ra displays, one epoch or a whole game.

     The same two shapes as Ra, and as in Ra the `suns` may be left out in epochs 1 and 2 (for every
    player of the epoch or for none; a tie on fame is then shared). Tiles are counted by the face they
    show (`warrior`, `library`, `chamber_a`, ...). Each player also has `ankhs` held before this epoch
    (one-epoch shape, default 0); in the whole-game shape fame is carried from 10 and ankhs from 0 (the
    ankhs gained in an epoch count from the next on and in the epoch-3 `ankhs` line). A player with 3 or
    more priests returns one plague before plagues are scored unless `return_plague` is false (P5).

    Args:
        accept_language (str | Unset):
        body (PriestsEpoch | PriestsGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InvalidRequest | PriestsOfRaScoreResult | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            accept_language=accept_language,
        )
    ).parsed
