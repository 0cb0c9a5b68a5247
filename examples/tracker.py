"""A tournament tracker's round: score every table in one request (POST /v1/batch), then print the
event's standings (POST /v1/tournaments/standings).

    python examples/tracker.py                      # the service on 127.0.0.1:8000
    python examples/tracker.py --url http://127.0.0.1:8000 --lang nl

A batch runs its items as far as its budget goes; the items past it come back 429 ("Not processed: ...
send this item again in another batch") and are sent again in the next batch. A busy service answers 503
with Retry-After: the batch is sent again after that many seconds. Both a bounded number of times.
"""

import argparse
import json
import time
from pathlib import Path

import requests

HERE = Path(__file__).resolve().parent
ROUND = [  # table id, game, its displays at the end (an example file), its players in seating order
    ("table-1", "ra", "ra-score-epoch3-5-players.json", ["Anne", "Bert", "Carl", "Dora", "Eve"]),
    ("table-2", "priests-of-ra", "priests-score-epoch3-5-players.json", ["Fay", "Gus", "Hal", "Ida", "Jan"]),
    ("table-3", "ra", "ra-score-game.json", ["Kim", "Lou", "Max"]),
]
MAX_ITEMS = 500  # items in one batch (the service refuses more)
NOT_PROCESSED = "urn:referee:problem:batch-budget-spent"
MAX_BATCHES = 20  # batches sent in all, 429s included: then give up on what is left
MAX_BUSY = 5  # 503s in a row for one request: then give up
MAX_WAIT = 10.0  # seconds waited at most for one Retry-After


def seated(file, names):
    """An example's displays, played by this table's players."""
    body = json.loads((HERE / file).read_text())
    for epoch in body.get("epochs", [body]):
        for player, name in zip(epoch["players"], names):
            player["name"] = name
    return body


def post(session, url, body, sleep=time.sleep):
    """POST body; a 503 (the service busy with other long requests) is sent again after its Retry-After,
    at most MAX_BUSY times."""
    for _ in range(MAX_BUSY):
        response = session.post(url, json=body, timeout=30)
        if response.status_code != 503:
            break
        sleep(min(float(response.headers.get("Retry-After", 1)), MAX_WAIT))
    response.raise_for_status()
    return response


def run_batches(session, url, items, sleep=time.sleep):
    """Every item's result by its id, as far as MAX_BATCHES batches get: the items a batch did not process
    (429) go again in the next one. Items still left out are missing from the answer."""
    results, waiting = {}, list(items)
    for _ in range(MAX_BATCHES):
        if not waiting:
            break
        batch = waiting[:MAX_ITEMS]
        response = post(session, f"{url}/v1/batch", {"items": batch}, sleep)
        again = []
        for item, result in zip(batch, response.json()["results"]):
            if result["status"] == 429 and result["body"].get("type") == NOT_PROCESSED:
                again.append(item)
            else:
                results[item["id"]] = result
        if len(again) == len(batch):  # nothing ran (its time or answer ran out at once): not at once again
            sleep(1.0)
        waiting = again + waiting[MAX_ITEMS:]
    return results


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", default="http://127.0.0.1:8000")
    parser.add_argument("--lang", default="en", choices=["en", "nl"])
    args = parser.parse_args()
    session = requests.Session()
    session.headers["Accept-Language"] = args.lang

    items = [
        {"id": table, "game": game, "operation": "score", "body": seated(file, names)}
        for table, game, file, names in ROUND
    ]
    results = run_batches(session, args.url, items)
    tables = []
    for item in items:
        result = results.get(item["id"])
        if result is None:
            print(f"{item['id']}: not scored (the service was too busy); send it again later")
            continue
        if result["status"] != 200:  # one table's problem never fails the others: say it, go on
            print(f"{result['id']}: {result['body']['detail']}")
            continue
        print(f"{result['id']}: won by {result['body']['winner']}")
        tables.append({"game": item["game"], "operation": "score", "answer": result["body"]})

    event = post(session, f"{args.url}/v1/tournaments/standings", {"rounds": [{"tables": tables}]}).json()
    for standing in event["standings"]:
        print(f"{standing['rank']:>2}. {standing['name']:<5}{standing['points']:>3}  {standing['detail']}")


if __name__ == "__main__":
    main()
