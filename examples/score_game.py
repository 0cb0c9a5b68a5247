"""Score a whole game of Ra with the referee API and print who scored what.

python examples/score_game.py                      # examples/ra-score-game.json on 127.0.0.1:8000
python examples/score_game.py my-game.json --url http://127.0.0.1:8000 --lang nl
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import requests

HERE = Path(__file__).resolve().parent


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Score a game of Ra with referee.")
    parser.add_argument("game", nargs="?", default=str(HERE / "ra-score-game.json"))
    parser.add_argument("--url", default="http://127.0.0.1:8000")
    parser.add_argument("--lang", default="en", choices=["en", "nl"])
    args = parser.parse_args(argv)

    body = json.loads(Path(args.game).read_text())
    response = requests.post(
        f"{args.url}/v1/games/ra/score", json=body, headers={"Accept-Language": args.lang}, timeout=10
    )
    answer = response.json()
    if response.status_code != 200:
        print(f"{answer['title']}: {answer['detail']}", file=sys.stderr)
        for error in answer.get("errors", []):
            print(f"  {error['pointer']}: {error['detail']}", file=sys.stderr)
        return 1

    epochs = answer["epochs"] if "epochs" in answer else [answer]
    for epoch in epochs:
        print(f"Epoch {epoch['epoch']}")
        for player in epoch["players"]:
            print(f"  {player['name']}: {player['fame_before']} {player['points']:+d} -> {player['fame']}")
            for line in player["breakdown"]:
                print(f"      {line['key']:<14}{line['points']:>+4}  {line['detail']}")
    print("Standings")
    for standing in answer["standings"]:
        print(f"  {standing['rank']}. {standing['name']:<10}{standing['fame']:>4}  {standing['detail']}")
    if answer["winner"]:
        print(f"Winner: {answer['winner']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
