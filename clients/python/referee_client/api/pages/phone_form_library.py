from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.phone_form_library_library import PhoneFormLibraryLibrary
from ...models.phone_form_library_name import PhoneFormLibraryName
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    library: PhoneFormLibraryLibrary,
    name: PhoneFormLibraryName,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/web/vendor/{library}/{name}".format(
            library=quote(str(library), safe=""),
            name=quote(str(name), safe=""),
        ),
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | str | None:
    if response.status_code == 200:
        response_200 = response.text
        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 405:
        response_405 = Problem.from_dict(response.json())

        return response_405

    if response.status_code == 414:
        response_414 = Problem.from_dict(response.json())

        return response_414

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    library: PhoneFormLibraryLibrary,
    name: PhoneFormLibraryName,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Problem | str]:
    """A JavaScript library of the phone form, vendored, that one screen loads when it opens.

     jsqr/jsQR.js is the camera reader's QR decoder (jsQR, Apache-2.0), loaded only when the reader opens
    on a browser without a BarcodeDetector for QR codes: never by a first visit.

    Args:
        library (PhoneFormLibraryLibrary):
        name (PhoneFormLibraryName):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
    """

    kwargs = _get_kwargs(
        library=library,
        name=name,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    library: PhoneFormLibraryLibrary,
    name: PhoneFormLibraryName,
    *,
    client: AuthenticatedClient | Client,
) -> Problem | str | None:
    """A JavaScript library of the phone form, vendored, that one screen loads when it opens.

     jsqr/jsQR.js is the camera reader's QR decoder (jsQR, Apache-2.0), loaded only when the reader opens
    on a browser without a BarcodeDetector for QR codes: never by a first visit.

    Args:
        library (PhoneFormLibraryLibrary):
        name (PhoneFormLibraryName):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
    """

    return sync_detailed(
        library=library,
        name=name,
        client=client,
    ).parsed


async def asyncio_detailed(
    library: PhoneFormLibraryLibrary,
    name: PhoneFormLibraryName,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Problem | str]:
    """A JavaScript library of the phone form, vendored, that one screen loads when it opens.

     jsqr/jsQR.js is the camera reader's QR decoder (jsQR, Apache-2.0), loaded only when the reader opens
    on a browser without a BarcodeDetector for QR codes: never by a first visit.

    Args:
        library (PhoneFormLibraryLibrary):
        name (PhoneFormLibraryName):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
    """

    kwargs = _get_kwargs(
        library=library,
        name=name,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    library: PhoneFormLibraryLibrary,
    name: PhoneFormLibraryName,
    *,
    client: AuthenticatedClient | Client,
) -> Problem | str | None:
    """A JavaScript library of the phone form, vendored, that one screen loads when it opens.

     jsqr/jsQR.js is the camera reader's QR decoder (jsQR, Apache-2.0), loaded only when the reader opens
    on a browser without a BarcodeDetector for QR codes: never by a first visit.

    Args:
        library (PhoneFormLibraryLibrary):
        name (PhoneFormLibraryName):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
    """

    return (
        await asyncio_detailed(
            library=library,
            name=name,
            client=client,
        )
    ).parsed
