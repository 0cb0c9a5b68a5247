"""The clients generated from openapi.yaml (clients/, by tools/make_clients.py) are the generators' output and work:
the Python client (openapi-python-client) generated without losing a route or a body, calling every POST route of
every game, the batch and the tournament routes and one 422 on a running server, each answer parsed into its
model, and the paper notation through its own modules (referee_client.notation); the TypeScript types (npm's
openapi-typescript, tools/clients/) compile with `tsc --strict`. docs/trackers.md's round with each client is
examples/client_round.py and .ts, run against a server as shown. A few minutes: two generators and a server."""

from __future__ import annotations

import importlib
import json
import shutil
import subprocess
import sys
import typing
from pathlib import Path

import httpx
import pytest

from helpers import openapi_spec, tool

ROOT = Path(__file__).resolve().parents[2]
SPEC = openapi_spec()
TOOLS = ROOT / "tools" / "clients"
CLIENTS = ROOT / "clients"
# What the Python generator may say without losing anything: the spec itself is served as YAML, and the routes that
# also take the paper notation (text/plain) are generated with their JSON body (their text: referee_client.notation,
# made by tools/make_clients.py).
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


def text_operations() -> list[tuple[str, dict]]:
    return [(path, op) for path, op in post_operations() if "text/plain" in op["requestBody"]["content"]]


def in_process(generated, app):
    """The generated client, its requests answered by the app itself (httpx's WSGI transport): no server."""
    client = generated.Client(base_url="http://referee.test", raise_on_unexpected_status=True)
    client.set_httpx_client(httpx.Client(base_url="http://referee.test", transport=httpx.WSGITransport(app=app)))
    return client


def test_a_replay_in_the_paper_notation_through_the_python_client_answers_as_its_json_log(generated, app):
    client = in_process(generated, app)
    by_text = importlib.import_module("referee_client.notation.ra.ra_replay")
    by_json = importlib.import_module("referee_client.api.ra.ra_replay")
    log = json.loads((ROOT / "examples" / "ra-replay-short-game.json").read_text())
    text = (ROOT / "examples" / "ra-replay-short-game.txt").read_text(encoding="utf-8")
    from_text = by_text.sync_detailed(client=client, text=text, accept_language="nl")
    from_json = by_json.sync_detailed(client=client, body=model_of(by_json, log), accept_language="nl")
    assert from_text.status_code == from_json.status_code == 200
    assert type(from_text.parsed) is type(from_json.parsed)
    assert from_text.parsed.to_dict() == from_json.parsed.to_dict() == json.loads(from_json.content)
    # a text that is not the notation: the 422 model, its problem placed in the text
    bad = by_text.sync(client=client, text=text.replace("\n", "\n?!\n", 1))
    assert isinstance(bad, importlib.import_module("referee_client.models").InvalidRequest)
    assert bad.errors and bad.errors[0].line == 2


def test_every_route_that_takes_the_paper_notation_has_its_module_in_the_python_client(generated, app):
    client = in_process(generated, app)
    assert len(text_operations()) == 8  # each game's replay and notation
    for path, operation in text_operations():
        generated_module = endpoint(generated, operation)
        module = importlib.import_module(generated_module.__name__.replace(".api.", ".notation.", 1))
        text = next(iter(operation["requestBody"]["content"]["text/plain"]["examples"].values()))["value"]
        answer = module.sync_detailed(client=client, text=text)
        assert answer.status_code == 200, (path, answer.content[:500])
        if path.endswith("/notation"):  # a text is answered with its log: the model the JSON route sends
            log = typing.get_type_hints(generated_module.sync_detailed)["body"]
            assert isinstance(answer.parsed, log) and answer.parsed.to_dict() == json.loads(answer.content), path
        else:
            assert type(answer.parsed).__name__.endswith("ReplayResult"), (path, type(answer.parsed))


def test_a_batch_through_the_python_client_parses_each_result_into_the_model_its_game_and_operation_name(
    generated, app
):
    from referee.games import SPECS

    examples = [
        (spec.slug, spec.example_operation(name), json.loads((ROOT / "examples" / name).read_text()))
        for spec in SPECS
        for name in spec.examples
    ]
    bad = [("ra", "score", {"epoch": 9, "players": []}), ("chess", "score", {}), ("ra", "rules", {})]
    items = [{"id": k, "game": g, "operation": o, "body": b} for k, (g, o, b) in enumerate(examples + bad)]
    module = endpoint(generated, SPEC["paths"]["/v1/batch"]["post"])
    answer = module.sync(client=in_process(generated, app), body=model_of(module, {"items": items}))

    def camel(game: str, operation: str) -> str:
        return "".join(w.capitalize() for w in game.split("-")) + operation.capitalize()

    assert [type(r).__name__ for r in answer.results] == [camel(g, o) + "BatchResult" for g, o, _ in examples] + [
        "BatchProblemResult"
    ] * 3
    assert [(r.game, r.operation) for r in answer.results] == [(g, o) for g, o, _ in examples + bad]
    assert [int(r.status) for r in answer.results[-3:]] == [422, 404, 404]
    # the request's items, too, were read into the model of their game's operation; no game's: any item
    sent = [type(i).__name__ for i in model_of(module, {"items": items}).items]
    assert sent[: len(examples)] == [camel(g, o) + "BatchItem" for g, o, _ in examples]
    assert sent[-2:] == ["BatchItem", "BatchItem"]


def tsc(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    """tools/clients' TypeScript compiler, strict, for an ES2022 module (installed first if need be)."""
    npm = shutil.which("npm")
    if npm is None:
        pytest.fail("npm is needed (Node's package manager): .ci/run installs it")
    compiler = TOOLS / "node_modules" / ".bin" / "tsc"
    if not compiler.exists():
        subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=TOOLS, check=True, timeout=600)
    strict = ["--strict", "--skipLibCheck", "--target", "es2022", "--module", "es2022", "--moduleResolution", "bundler"]
    return subprocess.run([str(compiler), *strict, *args], capture_output=True, text=True, timeout=600, cwd=cwd or ROOT)


def test_typescript_types_generated_from_the_spec_compile(tmp_path):
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
        # a batch's result is narrowed by its status, game and operation; unnarrowed, it is none of them
        'declare const result: components["schemas"]["BatchResult"];',
        'if (result.status === 200 && result.game === "ra" && result.operation === "score") {',
        '  const scored: components["schemas"]["RaScoreResult"] = result.body; void scored;',
        "}",
        "if (result.status !== 200) {",
        '  const problem: components["schemas"]["Problem"] = result.body; void problem;',
        "}",
        "// @ts-expect-error: a result of any game and status is not Ra's score",
        'const unnarrowed: components["schemas"]["RaScoreResult"] = result.body;',
        # a request's field with a default may be left out (Ra's `fame`)
        'const display: components["schemas"]["RaEpoch"] = {epoch: 1, players: [{name: "Anne"}]};',
        "export { winner, pointer, status, round, unnarrowed, display };",
    ]
    (tmp_path / "use.ts").write_text("\n".join(uses) + "\n")
    compiled = tsc("--noEmit", str(tmp_path / "use.ts"), cwd=tmp_path)
    assert compiled.returncode == 0, compiled.stdout[-4000:] + compiled.stderr[-2000:]


# --- docs/trackers.md's round with each client: the code shown is examples/client_round.{py,ts}, run as shown ---


def shown_blocks(language: str) -> list[list[str]]:
    """docs/trackers.md's fenced blocks of this language, each its lines."""
    lines = (ROOT / "docs" / "trackers.md").read_text().splitlines()
    fences = [k for k, line in enumerate(lines) if line.startswith("```")]
    return [lines[a + 1 : b] for a, b in zip(fences[::2], fences[1::2]) if lines[a][3:] == language]


def test_the_round_shown_for_each_client_is_the_example_file():
    for language, suffix in (("py", "py"), ("ts", "ts")):
        code = shown_blocks(language)[0]
        assert "\n".join(code) + "\n" == (ROOT / "examples" / f"client_round.{suffix}").read_text(), suffix


def shown_output_after(marker: str) -> list[str]:
    """The `text` block after the block that holds `marker` (a command, or a file's first line)."""
    lines = (ROOT / "docs" / "trackers.md").read_text().splitlines()
    start = next(k for k, line in enumerate(lines) if marker in line)
    opening = next(k for k in range(start, len(lines)) if lines[k] == "```text")
    closing = next(k for k in range(opening + 1, len(lines)) if lines[k] == "```")
    return lines[opening + 1 : closing]


def test_the_python_round_runs_against_a_server_as_shown(live_server):
    done = subprocess.run(
        [sys.executable, str(ROOT / "examples" / "client_round.py"), "--url", live_server],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.splitlines() == shown_output_after("python examples/client_round.py --url")


def test_the_typescript_round_compiles_strict_and_runs_against_a_server_as_shown(tmp_path, live_server):
    compiled = tsc("--outDir", str(tmp_path), str(ROOT / "examples" / "client_round.ts"))
    assert compiled.returncode == 0, compiled.stdout[-4000:] + compiled.stderr[-2000:]
    (tmp_path / "package.json").write_text('{"type": "module"}\n')  # the compiled file is an ES module
    done = subprocess.run(
        ["node", str(tmp_path / "client_round.js"), live_server], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.splitlines() == shown_output_after("// A tracker's round with fetch")
