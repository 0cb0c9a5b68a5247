from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.invalid_request import InvalidRequest
from ...models.osiris_log import OsirisLog
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
        "url": "/v1/games/osiris/notation",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> InvalidRequest | Problem | str | None:
    if response.status_code == 200:
        response_200 = response.text
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
) -> Response[InvalidRequest | Problem | str]:
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
) -> Response[InvalidRequest | Problem | str]:
    """A log of Osiris as the paper notation, or the notation as its log.

     `application/json`: a log, exactly the body /replay takes (checked by the same schema: its 422s are
    /replay's), answered with its paper notation as `text/plain`. `text/plain`: the notation, answered
    with its log as JSON. A text that is not the notation is a 422 listing every problem with the `line`
    and `column` where it is written and a `pointer` into the log it stands for; the log it reads is
    then checked like a JSON log, each problem also placed in the text.

    Args:
        accept_language (str | Unset):
        body (OsirisLog):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InvalidRequest | Problem | str]
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
) -> InvalidRequest | Problem | str | None:
    """A log of Osiris as the paper notation, or the notation as its log.

     `application/json`: a log, exactly the body /replay takes (checked by the same schema: its 422s are
    /replay's), answered with its paper notation as `text/plain`. `text/plain`: the notation, answered
    with its log as JSON. A text that is not the notation is a 422 listing every problem with the `line`
    and `column` where it is written and a `pointer` into the log it stands for; the log it reads is
    then checked like a JSON log, each problem also placed in the text.

    Args:
        accept_language (str | Unset):
        body (OsirisLog):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InvalidRequest | Problem | str
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
) -> Response[InvalidRequest | Problem | str]:
    """A log of Osiris as the paper notation, or the notation as its log.

     `application/json`: a log, exactly the body /replay takes (checked by the same schema: its 422s are
    /replay's), answered with its paper notation as `text/plain`. `text/plain`: the notation, answered
    with its log as JSON. A text that is not the notation is a 422 listing every problem with the `line`
    and `column` where it is written and a `pointer` into the log it stands for; the log it reads is
    then checked like a JSON log, each problem also placed in the text.

    Args:
        accept_language (str | Unset):
        body (OsirisLog):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InvalidRequest | Problem | str]
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
) -> InvalidRequest | Problem | str | None:
    """A log of Osiris as the paper notation, or the notation as its log.

     `application/json`: a log, exactly the body /replay takes (checked by the same schema: its 422s are
    /replay's), answered with its paper notation as `text/plain`. `text/plain`: the notation, answered
    with its log as JSON. A text that is not the notation is a 422 listing every problem with the `line`
    and `column` where it is written and a `pointer` into the log it stands for; the log it reads is
    then checked like a JSON log, each problem also placed in the text.

    Args:
        accept_language (str | Unset):
        body (OsirisLog):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InvalidRequest | Problem | str
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            accept_language=accept_language,
        )
    ).parsed
