// The recording kit (referee/web/kit/recording.js) under Node: the log, its queue, send and the answer kept, Undo,
// back to a move, the export. The referee is a stubbed fetch (dom-stub.mjs) that answers what each test says.
import { answerWith, requests, downloads, byId } from "./dom-stub.mjs";
import { test, beforeEach } from "node:test";
import assert from "node:assert/strict";

const store = await import("../../../referee/web/modes.js").then(() => import("../../../referee/web/kit/store.js"));
const { recording, moveList, exporter, logText, fileName } = await import("../../../referee/web/kit/recording.js");

const GAME = { slug: "ra", name: "Ra", replay: "/v1/games/ra/replay", notation: "/v1/games/ra/notation" };
const newRec = (moves = []) => ({ log: { players: ["Anne", "Bert"], moves }, started: "2026-03-01T18:45:00.000Z", at: -1,
  version: 0, answers: {} });
// The referee's answer to a log: the number of moves it saw, and a violation at `wrong` if that move was sent.
const replayAnswer = (log, wrong = null) => ({ state: { moves: log.moves.length },
  violation: wrong !== null && wrong < log.moves.length ? { index: wrong } : null });

let rec;
beforeEach(() => {
  store.setState({ ...store.freshState(), game: GAME, view: "record" });
  rec = newRec();
  requests.length = 0;
  downloads.length = 0;
  answerWith((request) => ({ status: 200, body: replayAnswer(request.body) }));
});

// Waits until `done()` holds (an answer on its way, a file saved by a button's handler, which returns nothing).
async function until(done) {
  for (let k = 0; k < 400 && !done(); k += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  assert.ok(done(), "never happened");
}

// A recording of `rec` whose every answer kept resolves `next()`.
function recorder(options = {}) {
  let arrived = [];
  let waiting = null;
  const kept = recording({ slice: () => rec, answered: (got) => {
    arrived.push(got);
    waiting?.();
  }, ...options });
  const next = () => new Promise((resolve) => {
    if (arrived.length) resolve(arrived.shift());
    else waiting = () => { waiting = null; resolve(arrived.shift()); };
  });
  return { kept, next, arrived: () => arrived };
}

test("a log sent is posted whole to the game's replay, and the answer is kept for its moves", async () => {
  const { kept, next } = recorder();
  rec.log.moves.push({ player: "Anne", kind: "draw" });
  kept.send();
  const got = await next();
  assert.equal(requests.length, 1);
  assert.equal(requests[0].path, "v1/games/ra/replay");
  assert.equal(requests[0].method, "POST");
  assert.deepEqual(requests[0].body, rec.log);
  assert.equal(got.n, 1);
  assert.equal(rec.at, 1);
  assert.deepEqual(rec.answers, { en: replayAnswer(rec.log) });
  assert.equal(kept.isAnswered(), true);
  assert.deepEqual(kept.answer(), replayAnswer(rec.log));
});

test("a move added after the answer makes it one move behind: not answered until sent again", async () => {
  const { kept, next } = recorder();
  kept.send();
  await next();
  assert.equal(kept.isAnswered(), true);
  rec.log.moves.push({ player: "Anne", kind: "draw" });
  assert.equal(kept.isAnswered(), false);
  assert.deepEqual(kept.answer(), replayAnswer({ moves: [] }), "the old answer is still the one to draw");
  kept.sync();
  await next();
  assert.equal(requests.length, 2);
  assert.equal(rec.at, 1);
  assert.equal(kept.isAnswered(), true);
});

test("sync sends nothing when the answer kept is for the log as it is", async () => {
  const { kept, next } = recorder();
  kept.send();
  await next();
  kept.sync();
  await new Promise((resolve) => setTimeout(resolve, 20));
  assert.equal(requests.length, 1);
});

test("an answer for a log changed meanwhile (an undo) is dropped and the log sent again", async () => {
  const { kept, next, arrived } = recorder();
  rec.log.moves.push({ player: "Anne", kind: "draw" }, { player: "Bert", kind: "draw" });
  let release;
  answerWith((request) => new Promise((resolve) => {
    release = () => resolve({ status: 200, body: replayAnswer(request.body) });
  }));
  kept.send();
  await new Promise((resolve) => setTimeout(resolve, 10));
  rec.log.moves.pop();
  rec.version += 1;
  answerWith((request) => ({ status: 200, body: replayAnswer(request.body) }));
  release();
  const got = await next();
  assert.equal(arrived().length, 0);
  assert.equal(requests.length, 2, "sent again after the stale answer");
  assert.equal(got.n, 1);
  assert.equal(rec.at, 1);
  assert.deepEqual(rec.answers.en, { state: { moves: 1 }, violation: null });
});

test("an answer that arrives after a new game began is not kept in the new game", async () => {
  const { kept } = recorder();
  let release;
  answerWith((request) => new Promise((resolve) => {
    release = () => resolve({ status: 200, body: replayAnswer(request.body) });
  }));
  kept.send();
  await new Promise((resolve) => setTimeout(resolve, 10));
  const gone = rec;
  rec = newRec();
  release();
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.equal(rec.at, -1);
  assert.deepEqual(rec.answers, {});
  assert.equal(gone.at, -1, "nor in the game gone");
});

test("a refused answer keeps the log unanswered and says what failed; the next send is answered", async () => {
  const { kept, next } = recorder();
  rec.log.moves.push({ player: "Anne", kind: "draw" });
  answerWith(() => ({ status: 500, body: {} }));
  kept.send();
  await new Promise((resolve) => setTimeout(resolve, 20));
  assert.equal(rec.at, -1);
  assert.ok(rec.offline, "the failure is kept on the recording");
  assert.equal(kept.isAnswered(), false);
  answerWith((request) => ({ status: 200, body: replayAnswer(request.body) }));
  kept.send();
  await next();
  assert.equal(rec.offline, null);
  assert.equal(rec.at, 1);
});

test("a log not ready is not sent; `latest` sends a log grown on the way again", async () => {
  const notReady = recorder({ ready: () => false });
  notReady.kept.send();
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.equal(requests.length, 0);

  const { kept, next } = recorder({ latest: true });
  let release;
  answerWith((request) => new Promise((resolve) => {
    release = () => resolve({ status: 200, body: replayAnswer(request.body) });
  }));
  kept.send();
  await new Promise((resolve) => setTimeout(resolve, 10));
  rec.log.moves.push({ player: "Anne", kind: "draw" });
  answerWith((request) => ({ status: 200, body: replayAnswer(request.body) }));
  release();
  const got = await next();
  assert.equal(got.n, 1);
  assert.equal(requests.length, 2);
});

test("the answer in the language switched to is asked for and kept beside the first", async () => {
  const { kept, next } = recorder();
  kept.send();
  await next();
  store.setLang("nl");
  try {
    answerWith((request) => ({ status: 200, body: { ...replayAnswer(request.body), lang: "nl" } }));
    await kept.fillLanguage();
    assert.deepEqual(Object.keys(rec.answers).sort(), ["en", "nl"]);
    assert.equal(rec.answers.nl.lang, "nl");
    assert.equal(requests.length, 2);
    await kept.fillLanguage();
    assert.equal(requests.length, 2, "an answer kept in that language is not asked for again");
  } finally {
    store.setLang("en");
  }
});

// --- the log of one list of moves ---------------------------------------------------------------------------------

function moves(options = {}) {
  const { kept, next } = recorder();
  const calls = [];
  const list = moveList(kept, { slice: () => rec, before: (r) => calls.push(["before", r.log.moves.length]),
    after: (r) => calls.push(["after", r.log.moves.length]), ...options });
  return { kept, next, list, calls };
}

const move = (k) => ({ player: k % 2 ? "Bert" : "Anne", kind: "draw", k });

test("a move tapped joins the log at its end", () => {
  const { list } = moves();
  list.place(move(0));
  list.place(move(1));
  assert.deepEqual(rec.log.moves, [move(0), move(1)]);
  assert.equal(rec.forward, true);
  assert.equal(rec.version, 0);
});

test("a move tapped where the referee found one illegal takes its place; the moves after it stay", async () => {
  const { kept, next, list } = moves();
  rec.log.moves.push(move(0), move(1), move(2));
  answerWith((request) => ({ status: 200, body: replayAnswer(request.body, 1) }));
  kept.send();
  await next();
  assert.deepEqual(list.violation(), { index: 1 });
  assert.equal(list.checked(), 1, "the moves checked stop at the illegal one");
  list.place(move(9));
  assert.deepEqual(rec.log.moves, [move(0), move(9), move(2)]);
  assert.equal(rec.version, 1, "not a move added at the end");
  assert.equal(rec.forward, false);
});

test("the moves checked are the ones the answer kept is for, and no violation before an answer", async () => {
  const { kept, next, list } = moves();
  assert.equal(list.checked(), 0);
  assert.equal(list.violation(), null);
  rec.log.moves.push(move(0), move(1));
  kept.send();
  await next();
  assert.equal(list.checked(), 2);
  rec.log.moves.push(move(2));
  assert.equal(list.checked(), 2, "a move not yet answered is not checked");
  assert.equal(list.violation(), null);
});

test("Undo takes the last move off, counts a change and sends the log again", async () => {
  const { kept, next, list, calls } = moves();
  rec.log.moves.push(move(0), move(1));
  kept.send();
  await next();
  list.undo();
  assert.deepEqual(rec.log.moves, [move(0)]);
  assert.equal(rec.version, 1);
  assert.equal(rec.forward, false);
  assert.deepEqual(calls, [["before", 1], ["after", 1]]);
  await next();
  assert.deepEqual(requests.at(-1).body.moves, [move(0)]);
  assert.equal(rec.at, 1);
});

test("Undo on an empty log changes nothing and sends nothing", async () => {
  const { list, calls } = moves();
  list.undo();
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.deepEqual(rec.log.moves, []);
  assert.equal(rec.version, 0);
  assert.deepEqual(calls, []);
  assert.equal(requests.length, 0);
});

test("back to a move keeps the moves before it; a move removed keeps the others in order", async () => {
  const { next, list } = moves();
  rec.log.moves.push(move(0), move(1), move(2), move(3));
  list.cut(1);
  assert.deepEqual(rec.log.moves, [move(0)]);
  await next();
  rec.log.moves.push(move(1), move(2));
  list.remove(1);
  assert.deepEqual(rec.log.moves, [move(0), move(2)]);
  assert.equal(rec.version, 2);
  await next();
  assert.deepEqual(requests.at(-1).body.moves, [move(0), move(2)]);
});

// --- the export ---------------------------------------------------------------------------------------------------

test("the log as a file: its JSON, and a name of the game and when the recording started", () => {
  rec.log.moves.push(move(0));
  assert.equal(logText(rec), `${JSON.stringify(rec.log, null, 2)}\n`);
  assert.deepEqual(JSON.parse(logText(rec)), rec.log);
  assert.equal(fileName(rec, "json"), "ra-2026-03-01-1845.json");
  assert.equal(fileName(rec, "txt"), "ra-2026-03-01-1845.txt");
});

test("Export JSON saves the log as a file and says its name; clear forgets what it said", async () => {
  const exported = exporter(() => rec);
  assert.equal(byId(exported.view(), "export-note"), null);
  byId(exported.view(), "export-json").onclick();
  assert.equal(downloads.length, 1);
  assert.equal(downloads[0].type, "application/json");
  assert.deepEqual(JSON.parse(await downloads[0].text()), rec.log);
  assert.match(byId(exported.view(), "export-note").textContent, /ra-2026-03-01-1845\.json/);
  exported.clear();
  assert.equal(byId(exported.view(), "export-note"), null);
});

test("Export notation asks the referee for the log's paper notation and saves it; a referee without it says so", async () => {
  const exported = exporter(() => rec);
  answerWith(() => ({ status: 200, text: "1. Anne draws\n" }));
  byId(exported.view(), "export-notation").onclick();
  await until(() => downloads.length === 1);
  assert.equal(requests.at(-1).path, "v1/games/ra/notation");
  assert.deepEqual(requests.at(-1).body, rec.log);
  assert.equal(downloads.length, 1);
  assert.equal(await downloads[0].text(), "1. Anne draws\n");
  assert.match(byId(exported.view(), "export-note").textContent, /ra-2026-03-01-1845\.txt/);
  answerWith(() => ({ status: 404, body: { title: "Not Found" } }));
  byId(exported.view(), "export-notation").onclick();
  await until(() => byId(exported.view(), "export-note").attrs.class === "notice warning");
  assert.equal(requests.length, 2);
  assert.equal(downloads.length, 1, "nothing saved");
});
