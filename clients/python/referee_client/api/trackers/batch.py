from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.batch import Batch
from ...models.batch_response_200 import BatchResponse200
from ...models.invalid_request import InvalidRequest
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: Batch,
    accept_language: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/batch",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> BatchResponse200 | InvalidRequest | Problem | None:
    if response.status_code == 200:
        response_200 = BatchResponse200.from_dict(response.json())

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
) -> Response[BatchResponse200 | InvalidRequest | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: Batch,
    accept_language: str | Unset = UNSET,
) -> Response[BatchResponse200 | InvalidRequest | Problem]:
    """A round in one request: up to 500 requests of the games' operations.

     Each item names a game, one of its POST operations and the body that operation's route takes. Every
    item is answered, in order, with exactly the status and body its own request would get: an item that
    cannot be used is a 422 problem inside the 200 answer, and one bad item never fails the others. Each
    result gives back the item's `id`, `game` and `operation`: with its `status`, they say which shape
    its `body` has. `Accept-Language` applies to every item. The body limit (1 MiB) is the batch's. A
    batch is bounded by its work and its answer. Each item is charged, before it runs, the units it may
    cost at worst: a display (`score` of one epoch) or an `outcome` 1, a whole game's `score` (`epochs`)
    4, a `replay` 1 plus 1 per started 6 KiB of its body (JSON without spaces), an item no route answers
    1. A batch spends at most 250 units, and its answer holds at most 1,500,000 bytes. Past either, and
    when the batch's time is up or its client has gone, the remaining items are not run: each is still
    answered, in order, with status 429 and a problem of type `urn:referee:problem:batch-budget-spent`
    ("Not processed: the batch's budget is spent"): send those again in another batch.

    Args:
        accept_language (str | Unset):
        body (Batch): A round in one request: each item is one request of a game's operation. The
            batch is refused whole (422) only when it is not a batch: not an object, no `items` list,
            more than 500 items, or an item that is not an object of `id`, `game`, `operation` and
            `body`. A batch is bounded by its work and its answer. Each item is charged, before it
            runs, the units it may cost at worst: a display (`score` of one epoch) or an `outcome` 1,
            a whole game's `score` (`epochs`) 4, a `replay` 1 plus 1 per started 6 KiB of its body
            (JSON without spaces), an item no route answers 1. A batch spends at most 250 units, and
            its answer holds at most 1,500,000 bytes. Past either, and when the batch's time is up or
            its client has gone, the remaining items are not run: each is still answered, in order,
            with status 429 and a problem of type `urn:referee:problem:batch-budget-spent` ("Not
            processed: the batch's budget is spent"): send those again in another batch.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BatchResponse200 | InvalidRequest | Problem]
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
    body: Batch,
    accept_language: str | Unset = UNSET,
) -> BatchResponse200 | InvalidRequest | Problem | None:
    """A round in one request: up to 500 requests of the games' operations.

     Each item names a game, one of its POST operations and the body that operation's route takes. Every
    item is answered, in order, with exactly the status and body its own request would get: an item that
    cannot be used is a 422 problem inside the 200 answer, and one bad item never fails the others. Each
    result gives back the item's `id`, `game` and `operation`: with its `status`, they say which shape
    its `body` has. `Accept-Language` applies to every item. The body limit (1 MiB) is the batch's. A
    batch is bounded by its work and its answer. Each item is charged, before it runs, the units it may
    cost at worst: a display (`score` of one epoch) or an `outcome` 1, a whole game's `score` (`epochs`)
    4, a `replay` 1 plus 1 per started 6 KiB of its body (JSON without spaces), an item no route answers
    1. A batch spends at most 250 units, and its answer holds at most 1,500,000 bytes. Past either, and
    when the batch's time is up or its client has gone, the remaining items are not run: each is still
    answered, in order, with status 429 and a problem of type `urn:referee:problem:batch-budget-spent`
    ("Not processed: the batch's budget is spent"): send those again in another batch.

    Args:
        accept_language (str | Unset):
        body (Batch): A round in one request: each item is one request of a game's operation. The
            batch is refused whole (422) only when it is not a batch: not an object, no `items` list,
            more than 500 items, or an item that is not an object of `id`, `game`, `operation` and
            `body`. A batch is bounded by its work and its answer. Each item is charged, before it
            runs, the units it may cost at worst: a display (`score` of one epoch) or an `outcome` 1,
            a whole game's `score` (`epochs`) 4, a `replay` 1 plus 1 per started 6 KiB of its body
            (JSON without spaces), an item no route answers 1. A batch spends at most 250 units, and
            its answer holds at most 1,500,000 bytes. Past either, and when the batch's time is up or
            its client has gone, the remaining items are not run: each is still answered, in order,
            with status 429 and a problem of type `urn:referee:problem:batch-budget-spent` ("Not
            processed: the batch's budget is spent"): send those again in another batch.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BatchResponse200 | InvalidRequest | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        accept_language=accept_language,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: Batch,
    accept_language: str | Unset = UNSET,
) -> Response[BatchResponse200 | InvalidRequest | Problem]:
    """A round in one request: up to 500 requests of the games' operations.

     Each item names a game, one of its POST operations and the body that operation's route takes. Every
    item is answered, in order, with exactly the status and body its own request would get: an item that
    cannot be used is a 422 problem inside the 200 answer, and one bad item never fails the others. Each
    result gives back the item's `id`, `game` and `operation`: with its `status`, they say which shape
    its `body` has. `Accept-Language` applies to every item. The body limit (1 MiB) is the batch's. A
    batch is bounded by its work and its answer. Each item is charged, before it runs, the units it may
    cost at worst: a display (`score` of one epoch) or an `outcome` 1, a whole game's `score` (`epochs`)
    4, a `replay` 1 plus 1 per started 6 KiB of its body (JSON without spaces), an item no route answers
    1. A batch spends at most 250 units, and its answer holds at most 1,500,000 bytes. Past either, and
    when the batch's time is up or its client has gone, the remaining items are not run: each is still
    answered, in order, with status 429 and a problem of type `urn:referee:problem:batch-budget-spent`
    ("Not processed: the batch's budget is spent"): send those again in another batch.

    Args:
        accept_language (str | Unset):
        body (Batch): A round in one request: each item is one request of a game's operation. The
            batch is refused whole (422) only when it is not a batch: not an object, no `items` list,
            more than 500 items, or an item that is not an object of `id`, `game`, `operation` and
            `body`. A batch is bounded by its work and its answer. Each item is charged, before it
            runs, the units it may cost at worst: a display (`score` of one epoch) or an `outcome` 1,
            a whole game's `score` (`epochs`) 4, a `replay` 1 plus 1 per started 6 KiB of its body
            (JSON without spaces), an item no route answers 1. A batch spends at most 250 units, and
            its answer holds at most 1,500,000 bytes. Past either, and when the batch's time is up or
            its client has gone, the remaining items are not run: each is still answered, in order,
            with status 429 and a problem of type `urn:referee:problem:batch-budget-spent` ("Not
            processed: the batch's budget is spent"): send those again in another batch.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BatchResponse200 | InvalidRequest | Problem]
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
    body: Batch,
    accept_language: str | Unset = UNSET,
) -> BatchResponse200 | InvalidRequest | Problem | None:
    """A round in one request: up to 500 requests of the games' operations.

     Each item names a game, one of its POST operations and the body that operation's route takes. Every
    item is answered, in order, with exactly the status and body its own request would get: an item that
    cannot be used is a 422 problem inside the 200 answer, and one bad item never fails the others. Each
    result gives back the item's `id`, `game` and `operation`: with its `status`, they say which shape
    its `body` has. `Accept-Language` applies to every item. The body limit (1 MiB) is the batch's. A
    batch is bounded by its work and its answer. Each item is charged, before it runs, the units it may
    cost at worst: a display (`score` of one epoch) or an `outcome` 1, a whole game's `score` (`epochs`)
    4, a `replay` 1 plus 1 per started 6 KiB of its body (JSON without spaces), an item no route answers
    1. A batch spends at most 250 units, and its answer holds at most 1,500,000 bytes. Past either, and
    when the batch's time is up or its client has gone, the remaining items are not run: each is still
    answered, in order, with status 429 and a problem of type `urn:referee:problem:batch-budget-spent`
    ("Not processed: the batch's budget is spent"): send those again in another batch.

    Args:
        accept_language (str | Unset):
        body (Batch): A round in one request: each item is one request of a game's operation. The
            batch is refused whole (422) only when it is not a batch: not an object, no `items` list,
            more than 500 items, or an item that is not an object of `id`, `game`, `operation` and
            `body`. A batch is bounded by its work and its answer. Each item is charged, before it
            runs, the units it may cost at worst: a display (`score` of one epoch) or an `outcome` 1,
            a whole game's `score` (`epochs`) 4, a `replay` 1 plus 1 per started 6 KiB of its body
            (JSON without spaces), an item no route answers 1. A batch spends at most 250 units, and
            its answer holds at most 1,500,000 bytes. Past either, and when the batch's time is up or
            its client has gone, the remaining items are not run: each is still answered, in order,
            with status 429 and a problem of type `urn:referee:problem:batch-budget-spent` ("Not
            processed: the batch's budget is spent"): send those again in another batch.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BatchResponse200 | InvalidRequest | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            accept_language=accept_language,
        )
    ).parsed
