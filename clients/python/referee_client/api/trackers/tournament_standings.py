from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.invalid_request import InvalidRequest
from ...models.problem import Problem
from ...models.tournament_event import TournamentEvent
from ...models.tournament_standings import TournamentStandings
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: TournamentEvent,
    accept_language: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/tournaments/standings",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> InvalidRequest | Problem | TournamentStandings | None:
    if response.status_code == 200:
        response_200 = TournamentStandings.from_dict(response.json())

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

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[InvalidRequest | Problem | TournamentStandings]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: TournamentEvent,
    accept_language: str | Unset = UNSET,
) -> Response[InvalidRequest | Problem | TournamentStandings]:
    """The standings of a tournament from its tables' results.

     Every round's tables, each a finished game's result: the answer the service gave (`answer`) or the
    body to score (`body`), with its `game` and `operation`; and optionally a `scheme`. Each place at a
    table gives points (by default first = players at the table, ..., last = 1; players who share a
    place share the points of the places they span equally); the event ranks players by the scheme's
    `tie_breaks` in order. Players are matched by name across rounds (case, width and joiners aside). A
    table that is not finished (a score before epoch 3, a log that stops early or breaks a rule, no
    complete pyramid) is 422 at its pointer, as are a player at two tables of a round and a scheme that
    does not add up. At most 50 rounds of 100 tables and 300 tables in all, 50 of them to score.

    Args:
        accept_language (str | Unset):
        body (TournamentEvent):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InvalidRequest | Problem | TournamentStandings]
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
    body: TournamentEvent,
    accept_language: str | Unset = UNSET,
) -> InvalidRequest | Problem | TournamentStandings | None:
    """The standings of a tournament from its tables' results.

     Every round's tables, each a finished game's result: the answer the service gave (`answer`) or the
    body to score (`body`), with its `game` and `operation`; and optionally a `scheme`. Each place at a
    table gives points (by default first = players at the table, ..., last = 1; players who share a
    place share the points of the places they span equally); the event ranks players by the scheme's
    `tie_breaks` in order. Players are matched by name across rounds (case, width and joiners aside). A
    table that is not finished (a score before epoch 3, a log that stops early or breaks a rule, no
    complete pyramid) is 422 at its pointer, as are a player at two tables of a round and a scheme that
    does not add up. At most 50 rounds of 100 tables and 300 tables in all, 50 of them to score.

    Args:
        accept_language (str | Unset):
        body (TournamentEvent):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InvalidRequest | Problem | TournamentStandings
    """

    return sync_detailed(
        client=client,
        body=body,
        accept_language=accept_language,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: TournamentEvent,
    accept_language: str | Unset = UNSET,
) -> Response[InvalidRequest | Problem | TournamentStandings]:
    """The standings of a tournament from its tables' results.

     Every round's tables, each a finished game's result: the answer the service gave (`answer`) or the
    body to score (`body`), with its `game` and `operation`; and optionally a `scheme`. Each place at a
    table gives points (by default first = players at the table, ..., last = 1; players who share a
    place share the points of the places they span equally); the event ranks players by the scheme's
    `tie_breaks` in order. Players are matched by name across rounds (case, width and joiners aside). A
    table that is not finished (a score before epoch 3, a log that stops early or breaks a rule, no
    complete pyramid) is 422 at its pointer, as are a player at two tables of a round and a scheme that
    does not add up. At most 50 rounds of 100 tables and 300 tables in all, 50 of them to score.

    Args:
        accept_language (str | Unset):
        body (TournamentEvent):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InvalidRequest | Problem | TournamentStandings]
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
    body: TournamentEvent,
    accept_language: str | Unset = UNSET,
) -> InvalidRequest | Problem | TournamentStandings | None:
    """The standings of a tournament from its tables' results.

     Every round's tables, each a finished game's result: the answer the service gave (`answer`) or the
    body to score (`body`), with its `game` and `operation`; and optionally a `scheme`. Each place at a
    table gives points (by default first = players at the table, ..., last = 1; players who share a
    place share the points of the places they span equally); the event ranks players by the scheme's
    `tie_breaks` in order. Players are matched by name across rounds (case, width and joiners aside). A
    table that is not finished (a score before epoch 3, a log that stops early or breaks a rule, no
    complete pyramid) is 422 at its pointer, as are a player at two tables of a round and a scheme that
    does not add up. At most 50 rounds of 100 tables and 300 tables in all, 50 of them to score.

    Args:
        accept_language (str | Unset):
        body (TournamentEvent):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InvalidRequest | Problem | TournamentStandings
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            accept_language=accept_language,
        )
    ).parsed
