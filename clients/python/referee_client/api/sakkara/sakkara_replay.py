from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.invalid_request import InvalidRequest
from ...models.problem import Problem
from ...models.sakkara_replay import SakkaraReplay
from ...models.sakkara_replay_result import SakkaraReplayResult
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: SakkaraReplay,
    accept_language: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/sakkara/replay",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> InvalidRequest | Problem | SakkaraReplayResult | None:
    if response.status_code == 200:
        response_200 = SakkaraReplayResult.from_dict(response.json())

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
) -> Response[InvalidRequest | Problem | SakkaraReplayResult]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SakkaraReplay,
    accept_language: str | Unset = UNSET,
) -> Response[InvalidRequest | Problem | SakkaraReplayResult]:
    """Referee a whole recorded game of Sakkara, move by move.

     The initial board (49 stacks, bottom to top), the players (the first starts), the four worker
    placements (A, B, A, B) and every turn as one list: the mover's actions in order, then the
    opponent's placement of each stack formed, and nothing after them. The tile a step takes, the stacks
    formed, what a spell removes and the end are derived, never written. A log that breaks a rule is a
    normal answer (200, `legal: false`) naming the first illegal move, its path, the ruling it breaks
    and why, and the position just before it. A malformed log (a board that is not 49 stacks, unknown
    kinds or fields, more of a kind than the catalogue has, stacks above 2 or fewer than 2 visible ships
    at setup) is 422.

    Args:
        accept_language (str | Unset):
        body (SakkaraReplay):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InvalidRequest | Problem | SakkaraReplayResult]
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
    body: SakkaraReplay,
    accept_language: str | Unset = UNSET,
) -> InvalidRequest | Problem | SakkaraReplayResult | None:
    """Referee a whole recorded game of Sakkara, move by move.

     The initial board (49 stacks, bottom to top), the players (the first starts), the four worker
    placements (A, B, A, B) and every turn as one list: the mover's actions in order, then the
    opponent's placement of each stack formed, and nothing after them. The tile a step takes, the stacks
    formed, what a spell removes and the end are derived, never written. A log that breaks a rule is a
    normal answer (200, `legal: false`) naming the first illegal move, its path, the ruling it breaks
    and why, and the position just before it. A malformed log (a board that is not 49 stacks, unknown
    kinds or fields, more of a kind than the catalogue has, stacks above 2 or fewer than 2 visible ships
    at setup) is 422.

    Args:
        accept_language (str | Unset):
        body (SakkaraReplay):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InvalidRequest | Problem | SakkaraReplayResult
    """

    return sync_detailed(
        client=client,
        body=body,
        accept_language=accept_language,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SakkaraReplay,
    accept_language: str | Unset = UNSET,
) -> Response[InvalidRequest | Problem | SakkaraReplayResult]:
    """Referee a whole recorded game of Sakkara, move by move.

     The initial board (49 stacks, bottom to top), the players (the first starts), the four worker
    placements (A, B, A, B) and every turn as one list: the mover's actions in order, then the
    opponent's placement of each stack formed, and nothing after them. The tile a step takes, the stacks
    formed, what a spell removes and the end are derived, never written. A log that breaks a rule is a
    normal answer (200, `legal: false`) naming the first illegal move, its path, the ruling it breaks
    and why, and the position just before it. A malformed log (a board that is not 49 stacks, unknown
    kinds or fields, more of a kind than the catalogue has, stacks above 2 or fewer than 2 visible ships
    at setup) is 422.

    Args:
        accept_language (str | Unset):
        body (SakkaraReplay):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InvalidRequest | Problem | SakkaraReplayResult]
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
    body: SakkaraReplay,
    accept_language: str | Unset = UNSET,
) -> InvalidRequest | Problem | SakkaraReplayResult | None:
    """Referee a whole recorded game of Sakkara, move by move.

     The initial board (49 stacks, bottom to top), the players (the first starts), the four worker
    placements (A, B, A, B) and every turn as one list: the mover's actions in order, then the
    opponent's placement of each stack formed, and nothing after them. The tile a step takes, the stacks
    formed, what a spell removes and the end are derived, never written. A log that breaks a rule is a
    normal answer (200, `legal: false`) naming the first illegal move, its path, the ruling it breaks
    and why, and the position just before it. A malformed log (a board that is not 49 stacks, unknown
    kinds or fields, more of a kind than the catalogue has, stacks above 2 or fewer than 2 visible ships
    at setup) is 422.

    Args:
        accept_language (str | Unset):
        body (SakkaraReplay):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InvalidRequest | Problem | SakkaraReplayResult
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            accept_language=accept_language,
        )
    ).parsed
