// A tracker's round with fetch and the TypeScript types generated from the spec (clients/typescript/referee.d.ts):
// a table scored on its own, then the round's tables in one batch, each result narrowed by its status, its game
// and its operation. Compiled with `tsc --strict` (TypeScript 5, an ES2022 module), run by Node 18 or later with
// the service's address: node client_round.js http://127.0.0.1:8000
import type { paths } from "../clients/typescript/referee";

type RaScore = paths["/v1/games/ra/score"]["post"];
type Batch = paths["/v1/batch"]["post"];

declare const process: { argv: string[] }; // Node's, the one thing used of it
const base = process.argv[2] ?? "http://127.0.0.1:8000";

async function post<Answer>(path: string, body: unknown): Promise<Answer> {
  const response = await fetch(base + path, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Accept-Language": "en" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Answer;
}

const epoch: RaScore["requestBody"]["content"]["application/json"] = {
  epoch: 1,
  players: [
    { name: "Anne", suns: { face_down: [13, 8, 5, 2] }, tiles: { pharaoh: 2 } },
    { name: "Bert", suns: { face_down: [12, 9, 6, 3] }, tiles: { gold: 1 } },
    { name: "Carl", suns: { face_down: [11, 10, 7, 4] } },
  ],
};
const scored = await post<RaScore["responses"][200]["content"]["application/json"]>("/v1/games/ra/score", epoch);
console.log(`epoch 1: ${scored.standings[0].name} leads`);

const round: Batch["requestBody"]["content"]["application/json"] = {
  items: [
    { id: "table-1", game: "ra", operation: "score", body: epoch },
    {
      id: "table-2",
      game: "osiris",
      operation: "outcome",
      body: {
        players: [
          { name: "Anne", colours: ["beige"] },
          { name: "Bert", colours: ["red-brown"] },
          { name: "Carl", colours: ["brown"] },
        ],
        end: "apex",
        ended_by: "Bert",
        god: "Horus",
        followers: { beige: 2, "red-brown": 1 },
      },
    },
    { id: "table-3", game: "chess", operation: "score", body: {} },
  ],
};
const answer = await post<Batch["responses"][200]["content"]["application/json"]>("/v1/batch", round);
for (const result of answer.results) {
  if (result.status !== 200) {
    console.log(`${result.id}: ${result.status} ${result.body.detail}`); // a problem: what its own request answers
  } else if (result.game === "ra" && result.operation === "score") {
    console.log(`${result.id}: Ra, ${result.body.standings[0].name} leads`);
  } else if (result.game === "osiris" && result.operation === "outcome") {
    console.log(`${result.id}: Osiris, won by ${result.body.winner}`);
  }
}
