"""A tournament tracker's round: score every table in one request (POST /v1/batch), then print the
event's standings (POST /v1/tournaments/standings).

    python examples/tracker.py                      # the service on 127.0.0.1:8000
    python examples/tracker.py --url http://127.0.0.1:8000 --lang nl
"""
import argparse
import json
from pathlib import Path

import requests

HERE = Path(__file__).resolve().parent
ROUND = [  # table id, game, its displays at the end (an example file), its players in seating order
    ("table-1", "ra", "ra-score-epoch3-5-players.json", ["Anne", "Bert", "Carl", "Dora", "Eve"]),
    ("table-2", "priests-of-ra", "priests-score-epoch3-5-players.json", ["Fay", "Gus", "Hal", "Ida", "Jan"]),
    ("table-3", "ra", "ra-score-game.json", ["Kim", "Lou", "Max"]),
]


def seated(file, names):
    """An example's displays, played by this table's players."""
    body = json.loads((HERE / file).read_text())
    for epoch in body.get("epochs", [body]):
        for player, name in zip(epoch["players"], names):
            player["name"] = name
    return body


parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
parser.add_argument("--url", default="http://127.0.0.1:8000")
parser.add_argument("--lang", default="en", choices=["en", "nl"])
args = parser.parse_args()
session = requests.Session()
session.headers["Accept-Language"] = args.lang

items = [{"id": table, "game": game, "operation": "score", "body": seated(file, names)}
         for table, game, file, names in ROUND]
tables = []
for item, result in zip(items, session.post(f"{args.url}/v1/batch", json={"items": items}, timeout=30).json()["results"]):
    if result["status"] != 200:  # one table's problem never fails the others: say it, go on
        print(f"{result['id']}: {result['body']['detail']}")
        continue
    print(f"{result['id']}: won by {result['body']['winner']}")
    tables.append({"game": item["game"], "operation": "score", "answer": result["body"]})

event = session.post(f"{args.url}/v1/tournaments/standings", json={"rounds": [{"tables": tables}]}, timeout=30).json()
for standing in event["standings"]:
    print(f"{standing['rank']:>2}. {standing['name']:<5}{standing['points']:>3}  {standing['detail']}")
