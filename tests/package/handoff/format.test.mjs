// The handoff format (referee/web/kit/handoff.js): a round trip for every game and kind, every refusal, the caps
// before any work, parts in any order. Run by tests/package/test_handoff_format.py (node --test), which writes the
// generators' games to HANDOFF_GAMES and reads the sizes printed (the code's version for each).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import * as H from "../../../referee/web/kit/handoff.js";
import { generate, correction } from "../../../referee/web/vendor/lean-qr.js";
import { ONE_CODE_VERSION, PART_DATA } from "./limits.mjs";

const games = JSON.parse(readFileSync(process.env.HANDOFF_GAMES, "utf8"));
const SITE = "https://referee.example.org/";

const refused = async (promise, reason) => {
  await assert.rejects(promise, (err) => err instanceof H.Refusal && err.reason === reason);
};
const deflated = async (text) => {
  const stream = new Blob([new TextEncoder().encode(text)]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
};
// A text in the format with any bytes inside: its check made right, so only the refusal under test can refuse it.
const wrapped = async (packed) => {
  const check = new Uint8Array(await crypto.subtle.digest("SHA-256", packed)).slice(0, 4);
  return H.PREFIX + H.toBase43(new Uint8Array([...check, ...packed]));
};
const versionOf = (content) => (generate(content, { minCorrectionLevel: correction.L, maxVersion: 40 }).size - 17) / 4;

test("base43 is QR's alphanumeric set without the space and %, and round-trips any bytes", () => {
  const qr = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:";
  assert.equal(H.ALPHABET.length, 43);
  assert.deepEqual([...H.ALPHABET].filter((c) => !qr.includes(c)), []);
  assert.ok(!H.ALPHABET.includes(" ") && !H.ALPHABET.includes("%"));
  for (const n of [0, 1, 2, 3, 255, 256, 1001]) {
    const bytes = Uint8Array.from({ length: n }, (_, k) => (k * 97 + n) % 256);
    const text = H.toBase43(bytes);
    assert.match(text, /^[0-9A-Z$*+\-./:]*$/);
    assert.deepEqual(H.fromBase43(text), bytes);
  }
  assert.deepEqual(H.fromBase43(H.toBase43(new Uint8Array([255, 255, 0]))), new Uint8Array([255, 255, 0]));
});

for (const [slug, log] of Object.entries(games.record)) {
  test(`a recorded game of ${slug} round-trips, as a text and as a link, in one code`, async () => {
    const text = await H.encode(H.payloadOf(slug, "record", log));
    assert.match(text, /^RG1:[0-9A-Z$*+\-./:]+$/);
    const link = H.linkOf(text, `${SITE}#something`);
    assert.ok(link.startsWith(`${SITE}#game=RG1:`));
    for (const form of [text, link, `  ${link}\n`, `#game=${text}`]) {
      const back = await H.decode(form);
      assert.deepEqual(back, { f: H.FORMAT, release: H.RELEASE, game: slug, kind: "record", body: log });
    }
    const version = versionOf(link);
    console.log(`SIZE ${slug} record moves=${(log.moves || log.turns).length} json=${JSON.stringify(log).length} text=${text.length} version=${version}`);
  });
}

test("a recorded Ra game of 300 moves fits in one code of at most version 25, error correction L", async () => {
  const ra = games.record.ra;
  assert.ok(ra.moves.length >= 300, "the generators' largest Ra game has 300 moves");
  const log = { ...ra, moves: ra.moves.slice(0, 300) };
  const link = H.linkOf(await H.encode(H.payloadOf("ra", "record", log)), SITE);
  const version = versionOf(link);
  console.log(`SIZE ra record-300 moves=300 text=${link.length - SITE.length - 6} version=${version}`);
  assert.ok(version <= 25, `version ${version}`);
  assert.ok(version <= ONE_CODE_VERSION);
});

for (const [kind, bodies] of [["score", games.score], ["card", games.card]]) {
  for (const [slug, body] of Object.entries(bodies)) {
    test(`a ${kind} of ${slug} round-trips`, async () => {
      const text = await H.encode(H.payloadOf(slug, kind, body));
      assert.deepEqual((await H.decode(text)).body, body);
      console.log(`SIZE ${slug} ${kind} json=${JSON.stringify(body).length} text=${text.length} version=${versionOf(H.linkOf(text, SITE))}`);
    });
  }
}

test("a game cut into parts is collected in any order, and every part is a code of version 25 or less", async () => {
  const text = await H.encode(H.payloadOf("osiris", "record", games.record.osiris));
  const parts = H.partsOf(text, PART_DATA);
  assert.ok(parts.length >= 2);
  for (const part of parts) {
    assert.match(part, /^RG1P:\d+\/\d+:[0-9A-Z$*+\-./:]{6}:/);
    assert.ok(versionOf(H.linkOf(part, SITE)) <= 25);
  }
  for (const order of [parts, [...parts].reverse(), [parts[1], parts[0], ...parts.slice(2)]]) {
    const c = H.collector();
    let got;
    for (const [k, part] of order.entries()) {
      got = await c.add(H.linkOf(part, SITE));
      if (k < order.length - 1) assert.deepEqual(got, { have: k + 1, count: parts.length });
    }
    assert.deepEqual(got.payload.body, games.record.osiris);
  }
  // the same part twice counts once
  const c = H.collector();
  await c.add(parts[0]);
  assert.deepEqual(await c.add(parts[0]), { have: 1, count: parts.length });
});

test("parts of two games are refused, so are parts numbered wrong", async () => {
  const a = H.partsOf(await H.encode(H.payloadOf("osiris", "record", games.record.osiris)), PART_DATA);
  const b = H.partsOf(await H.encode(H.payloadOf("sakkara", "record", games.record.sakkara)), PART_DATA);
  const c = H.collector();
  await c.add(a[0]);
  await refused(c.add(b[1]), "mixed_parts");
  for (const bad of ["RG1P:0/3:ABCDEF:AAA", "RG1P:4/3:ABCDEF:AAA", "RG1P:1/1:ABCDEF:AAA", "RG1P:1/x:ABCDEF:AAA", "RG1P:1/3:AB:AAA"]) {
    await refused(H.collector().add(bad), "bad_part");
  }
  await refused(H.decode(a[0]), "bad_part");
  // the parts of one game whose data was changed: the whole's check refuses it
  const changed = [...a];
  changed[1] = changed[1].slice(0, -3) + (changed[1].endsWith("000") ? "111" : "000");
  const d = H.collector();
  let last;
  for (const part of changed) last = d.add(part);
  await refused(last, "damaged");
});

test("a text that is not a game is refused", async () => {
  for (const text of ["", "hello", "https://example.org/", "#game=", "RG2:ABC", '{"players": []}', "RG1:", "RG1:abc"]) {
    await assert.rejects(H.decode(text), (err) => err instanceof H.Refusal && ["not_game", "damaged"].includes(err.reason), text);
  }
  await refused(H.decode("hello"), "not_game");
  await refused(H.decode(await wrapped(await deflated("[1, 2, 3]"))), "not_game");
  await refused(H.decode(await wrapped(await deflated('{"f": "referee-game/1", "release": "1", "game": "ra", "kind": "chess", "body": {}}'))), "not_game");
  await refused(H.decode(await wrapped(await deflated('{"f": "referee-game/1", "release": "1", "game": "ra", "kind": "score", "body": {}}'))), "not_game");
  await refused(H.decode(await wrapped(await deflated('{"f": "other-thing", "release": "1", "game": "ra", "kind": "record", "body": {}}'))), "not_game");
});

test("a damaged text is refused: a character changed, cut short, not deflate, not UTF-8 JSON", async () => {
  const text = await H.encode(H.payloadOf("ra", "record", games.record.ra));
  const at = 40;
  const other = text[at] === "0" ? "1" : "0";
  await refused(H.decode(text.slice(0, at) + other + text.slice(at + 1)), "damaged");
  await refused(H.decode(text.slice(0, -3)), "damaged");
  await refused(H.decode(text.slice(0, -1)), "damaged");
  await refused(H.decode(`${text.slice(0, 20)}#${text.slice(21)}`), "damaged");
  await refused(H.decode(await wrapped(new Uint8Array([0xff, 0xfe, 0xfd, 1, 2, 3]))), "damaged");
  await refused(H.decode(await wrapped(await deflated("{not json"))), "damaged");
  await refused(H.decode(await wrapped(await deflated("\u00ff").then((b) => b))), "damaged");
});

test("another format's or another release's game is refused", async () => {
  const body = '"game": "ra", "kind": "record", "body": {"players": [], "moves": []}';
  await refused(H.decode(await wrapped(await deflated(`{"f": "referee-game/2", "release": "1", ${body}}`))), "other_format");
  await refused(H.decode(await wrapped(await deflated(`{"f": "referee-game/1", "release": "0", ${body}}`))), "other_release");
});

test("hostile input is refused by its caps before any work", async () => {
  // a text longer than any game: refused on its length alone
  await refused(H.decode(`${SITE}#game=RG1:${"A".repeat(H.CAPS.text)}`), "too_big");
  // compressed bytes over the cap: refused before it is decoded or inflated
  await refused(H.decode(`RG1:${"0".repeat(Math.ceil(((H.CAPS.compressed + 10) * 3) / 2))}`), "too_big");
  // a zip bomb: 64 MB of zeros inflate from a few KB; the inflating stops at the cap
  const bomb = await deflated(`{"a": "${"0".repeat(64 * 1024 * 1024)}"}`);
  assert.ok(bomb.length < H.CAPS.compressed);
  await refused(H.decode(await wrapped(bomb)), "too_big");
  // nested deeper than a game: refused on its depth
  const deep = `{"f": "referee-game/1", "release": "1", "game": "ra", "kind": "record", "body": ${"[".repeat(5000)}${"]".repeat(5000)}}`;
  await refused(H.decode(await wrapped(await deflated(deep))), "too_deep");
  // a million moves: 3 MB inflated, stopped at the cap
  const moves = `[${Array(1_000_000).fill("{}").join(",")}]`;
  const many = await deflated(`{"f": "referee-game/1", "release": "1", "game": "ra", "kind": "record", "body": {"players": ["A", "B"], "moves": ${moves}}}`);
  await refused(H.decode(await wrapped(many)), "too_big");
  // a list longer than any game's, within the size cap
  const listed = `[${Array(H.CAPS.list + 1).fill("1").join(",")}]`;
  await refused(H.decode(await wrapped(await deflated(`{"f": "referee-game/1", "release": "1", "game": "ra", "kind": "record", "body": {"moves": ${listed}}}`))), "too_long");
});

test("every refusal has its sentence in English and Dutch", async () => {
  const { WORDS } = await import("../../../referee/web/kit/words.js");
  for (const reason of [...H.REASONS, "illegal", "unchecked", "not_kept"]) {
    for (const lang of ["en", "nl"]) assert.ok(WORDS[lang][`handoff_${reason}`], `${lang} handoff_${reason}`);
  }
});
