"""The clients generated from openapi.yaml (clients/, by tools/make_clients.py) are the generators' output and work:
the Python client (openapi-python-client) generated without losing a route or a body, calling every POST route of
every game, the batch and the tournament routes and one 422 on a running server, each answer parsed into its
model; the TypeScript types (npm's openapi-typescript, tools/clients/) compile with `tsc --noEmit`. A few minutes:
two generators and a server."""

from __future__ import annotations

import importlib
import shutil
import subprocess
import sys
import typing
from pathlib import Path

import pytest

from helpers import openapi_spec, tool

ROOT = Path(__file__).resolve().parents[2]
SPEC = openapi_spec()
TOOLS = ROOT / "tools" / "clients"
CLIENTS = ROOT / "clients"
# What the Python generator may say without losing anything: the spec itself is served as YAML, and the routes that
# also take the paper notation (text/plain) are generated with their JSON body.
ACCEPTED = ("Unsupported content_type application/yaml", "Unsupported content type text/plain")


def post_operations() -> list[tuple[str, dict]]:
    return [(path, item["post"]) for path, item in SPEC["paths"].items() if "post" in item]


def example_body(path: str, operation: dict) -> object:
    examples = operation["requestBody"]["content"]["application/json"].get("examples")
    if not examples:  # /notation: a JSON log turned into the notation; the game's replay example is one
        replay = SPEC["paths"][path.rsplit("/", 1)[0] + "/replay"]["post"]
        examples = replay["requestBody"]["content"]["application/json"]["examples"]
    return next(iter(examples.values()))["value"]


def test_the_committed_clients_are_the_generators_output(tmp_path):
    if shutil.which("npm") is None:
        pytest.fail("npm is needed (Node's package manager): .ci/run installs it")
    make = tool("make_clients")
    said = make.generate(tmp_path)
    for block in said.split("WARNING")[1:]:
        assert any(reason in block for reason in ACCEPTED), "WARNING" + block[:1500]
    assert "Unable to" not in said and "will not be generated" not in said, said[-3000:]
    assert make.differences(tmp_path, CLIENTS) == [], "clients/ is stale: run .venv/bin/python tools/make_clients.py"


@pytest.fixture(scope="module")
def generated():
    """The committed Python client (clients/python), imported from the checkout."""
    out = CLIENTS / "python"
    sys.path.insert(0, str(out))
    try:
        yield importlib.import_module("referee_client")
    finally:
        sys.path.remove(str(out))
        for name in [m for m in sys.modules if m == "referee_client" or m.startswith("referee_client.")]:
            del sys.modules[name]


def endpoint(package, operation: dict):
    tag = operation["tags"][0].lower().replace(" ", "_").replace("-", "_")
    snake = "".join("_" + c.lower() if c.isupper() else c for c in operation["operationId"])
    return importlib.import_module(f"{package.__name__}.api.{tag}.{snake}")


def model_of(module, body: object):
    """The request's body as the client's model: the first member of the body's type that reads it."""
    kind = typing.get_type_hints(module.sync_detailed)["body"]
    for member in typing.get_args(kind) or (kind,):
        try:
            return member.from_dict(body)
        except (KeyError, TypeError, ValueError, AttributeError):
            continue
    raise AssertionError(f"no model of {kind} reads the example")


def test_every_post_route_answers_through_the_generated_python_client(generated, live_server):
    client = generated.Client(base_url=live_server, raise_on_unexpected_status=True, timeout=120)
    problem = importlib.import_module("referee_client.models").Problem
    invalid = importlib.import_module("referee_client.models").InvalidRequest
    called = []
    for path, operation in post_operations():
        module = endpoint(generated, operation)
        answer = module.sync_detailed(client=client, body=model_of(module, example_body(path, operation)))
        assert answer.status_code == 200, (path, answer.content[:500])
        assert answer.parsed is not None and not isinstance(answer.parsed, (problem, invalid)), path
        if not isinstance(answer.parsed, str):  # /notation answers the notation, text
            assert type(answer.parsed).__name__.endswith(("Result", "Answer", "Standings", "BatchAnswer")) or hasattr(
                answer.parsed, "to_dict"
            ), (path, type(answer.parsed))
            assert answer.parsed.to_dict(), path
        called.append(path)
    games = {p.split("/")[3] for p in called if p.startswith("/v1/games/")}
    assert games == {"ra", "priests-of-ra", "osiris", "sakkara"}
    assert "/v1/batch" in called and "/v1/tournaments/standings" in called
    # one 422: parsed into the InvalidRequest model, every problem with its pointer
    ra_score = endpoint(generated, SPEC["paths"]["/v1/games/ra/score"]["post"])
    body = model_of(ra_score, example_body("/v1/games/ra/score", SPEC["paths"]["/v1/games/ra/score"]["post"]))
    body.epoch = 7  # no such epoch
    answer = ra_score.sync_detailed(client=client, body=body)
    assert answer.status_code == 422 and isinstance(answer.parsed, invalid)
    assert answer.parsed.errors and answer.parsed.error_count >= 1
    assert answer.parsed.instance.startswith("urn:referee:request:")


def test_typescript_types_generated_from_the_spec_compile(tmp_path):
    npm = shutil.which("npm")
    if npm is None:
        pytest.fail("npm is needed (Node's package manager): .ci/run installs it")
    if not (TOOLS / "node_modules" / ".bin" / "tsc").exists():
        subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=TOOLS, check=True, timeout=600)
    bin_ = TOOLS / "node_modules" / ".bin"
    shutil.copy(CLIENTS / "typescript" / "referee.d.ts", tmp_path / "referee.d.ts")  # the committed types
    # every route and operation is there, with the bodies a tracker sends and reads
    uses = ['import type { paths, components, operations } from "./referee";']
    for path, item in SPEC["paths"].items():
        for method in item:
            uses.append(f'type T{len(uses)} = paths["{path}"]["{method}"];')
    for name in SPEC["components"]["schemas"]:
        uses.append(f'type T{len(uses)} = components["schemas"]["{name}"];')
    uses += [
        'type Answer = paths["/v1/games/ra/score"]["post"]["responses"][200]["content"]["application/json"];',
        'const winner: Answer["winner"] = null;',
        'type Refused = paths["/v1/games/ra/score"]["post"]["responses"][422]["content"]["application/problem+json"];',
        'const pointer: NonNullable<Refused["errors"]>[number]["pointer"] = "/epoch";',
        'const status: Refused["status"] = 422;',
        'type Batch = operations["batch"]["requestBody"]["content"]["application/json"];',
        'const round: Batch = {items: [{id: "t1", game: "ra", operation: "score", body: {}}]};',
        "export { winner, pointer, status, round };",
    ]
    (tmp_path / "use.ts").write_text("\n".join(uses) + "\n")
    compiled = subprocess.run(
        [
            str(bin_ / "tsc"),
            "--noEmit",
            "--strict",
            "--skipLibCheck",
            "--target",
            "es2022",
            "--module",
            "es2022",
            "--moduleResolution",
            "bundler",
            str(tmp_path / "use.ts"),
        ],
        capture_output=True,
        text=True,
        timeout=600,
        cwd=tmp_path,
    )
    assert compiled.returncode == 0, compiled.stdout[-4000:] + compiled.stderr[-2000:]
