"""A tracker's round with the generated Python client (clients/python, module `referee_client`): a table scored
on its own, a whole game refereed from its paper notation, then the round's tables in one batch, each result
read by its type (its game, its operation and its status).

    .venv/bin/pip install ./clients/python
    python examples/client_round.py --url http://127.0.0.1:8000
"""

import argparse
import json
import sys
from pathlib import Path

try:
    import referee_client
except ModuleNotFoundError:  # a clone where ./clients/python is not installed: the committed client
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "clients" / "python"))
    import referee_client

from referee_client.api.ra import ra_score
from referee_client.api.trackers import batch
from referee_client.models import (
    Batch,
    BatchItem,
    BatchProblemResult,
    OsirisOutcome,
    OsirisOutcomeBatchItem,
    OsirisOutcomeBatchResult,
    RaEpoch,
    RaScoreBatchItem,
    RaScoreBatchResult,
    SakkaraOutcome,
    SakkaraOutcomeBatchItem,
    SakkaraOutcomeBatchResult,
)
from referee_client.notation.ra import ra_replay

HERE = Path(__file__).resolve().parent


def example(name):
    return json.loads((HERE / name).read_text())


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", default="http://127.0.0.1:8000")
    args = parser.parse_args()
    client = referee_client.Client(base_url=args.url, raise_on_unexpected_status=True, timeout=30)

    # one table: a Ra epoch, its answer a model (the sentences and standings as the service wrote them)
    epoch = ra_score.sync(client=client, body=RaEpoch.from_dict(example("ra-score-epoch.json")))
    print(f"epoch {epoch['epoch']}: {epoch['standings'][0]['name']} leads")

    # a whole game as it was written down at the table: its paper notation, refereed move by move
    game = ra_replay.sync(client=client, text=(HERE / "ra-replay-short-game.txt").read_text(encoding="utf-8"))
    print(f"the game is {'legal' if game.legal else 'illegal'}, won by {game.winner}")

    # the round's tables in one request; each result is narrowed by its game, its operation and its status
    round_ = example("batch-round.json")["items"]
    items = [
        RaScoreBatchItem(
            id=round_[0]["id"], body=RaEpoch.from_dict(round_[0]["body"])
        ),  # its game and operation: their one value
        OsirisOutcomeBatchItem(id=round_[1]["id"], body=OsirisOutcome.from_dict(round_[1]["body"])),
        SakkaraOutcomeBatchItem(id=round_[2]["id"], body=SakkaraOutcome.from_dict(round_[2]["body"])),
        BatchItem(id="table-4", game="senet", operation="score", body=None),  # any other item: answered 404
    ]
    for result in batch.sync(client=client, body=Batch(items=items)).results:
        if isinstance(result, RaScoreBatchResult):
            print(f"{result.id}: Ra, epoch {result.body['epoch']}, won by {result.body['winner']}")
        elif isinstance(result, (OsirisOutcomeBatchResult, SakkaraOutcomeBatchResult)):
            print(f"{result.id}: {result.game}, won by {result.body.winner}")
        elif isinstance(result, BatchProblemResult):
            print(f"{result.id}: {result.status} {result.body.detail}")


if __name__ == "__main__":
    main()
