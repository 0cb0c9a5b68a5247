"""Property-based run of the whole API against openapi.yaml: no 5xx, nothing that breaks the spec.

`positive_data_acceptance` is left out on purpose: a body can fit the schema and still be an
impossible table (sun 13 twice, 26 pharaohs), which the API must answer with 422.
"""

from __future__ import annotations

import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis import checks

from referee import create_app

pytestmark = pytest.mark.slow  # property-based, every operation: minutes of CPU


@pytest.fixture(scope="module")
def api_schema():
    """The spec as the app serves it. Loaded when the test runs, not at collection: building every operation's
    cases at collection cost a third of the whole suite's collection."""
    return schemathesis.openapi.from_wsgi("/openapi.yaml", create_app({"TESTING": True}))


schema = schemathesis.pytest.from_fixture("api_schema")

CHECKS = [
    checks.not_a_server_error,
    checks.status_code_conformance,
    checks.content_type_conformance,
    checks.response_headers_conformance,
    checks.response_schema_conformance,
    checks.negative_data_rejection,
]


@schema.parametrize()
@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
def test_api_conforms_to_its_spec(case):
    # The WSGI transport hands the checks the bytes as sent and decodes no Content-Encoding (an HTTP client
    # does): the form's files are checked as they are (their encodings: tests/http/test_form_routes.py).
    case.call_and_validate(checks=CHECKS, headers={"Accept-Encoding": "identity"})
