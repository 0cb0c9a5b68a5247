// The stored state built from the modes' slices (referee/web/modes.js, kit/store.js): a new game's state is the one
// the form has always stored, no key has two initial values, and every key a folder's modules write is declared.
import { stored } from "./dom-stub.mjs";
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

const WEB = new URL("../../../referee/web/", import.meta.url).pathname;
const { MODES } = await import("../../../referee/web/modes.js");
const store = await import("../../../referee/web/kit/store.js");
const { CARD_SLICE } = await import("../../../referee/web/kit/modes.js");
const FOLDERS = ["sakkara", "osiris", "auction"]; // in the registry's order (modes.js)
const folderModes = Object.fromEntries(await Promise.all(FOLDERS.map(async (folder) => [folder,
  (await import(`../../../referee/web/${folder}/modes.js`)).MODES])));

// A new game's state as the form stored it before the slices were declared: a saved game's shape.
const BEFORE = {
  v: 1, id: null, view: "setup", setup: { game: null, count: null, names: [], mode: "score" }, game: null, players: [],
  epoch: 1, current: 0, suns_early: false, entries: [], results: [], correction: null, errors: null, card: null,
  outcome: null, deal: null, record: null,
};

test("a new game's state is today's, key for key, and the set-up given is kept", () => {
  assert.deepEqual(store.freshState(), BEFORE);
  const setup = { game: "ra", count: 3, names: ["Anne", "Bert", "Carl"], mode: "record" };
  const s = store.freshState(setup);
  assert.equal(s.setup, setup);
  assert.deepEqual({ ...s, setup: BEFORE.setup }, BEFORE);
});

test("two new games share no list or object", () => {
  const a = store.freshState();
  const b = store.freshState();
  a.entries.push({});
  a.setup.names.push("Anne");
  a.players.push("Anne");
  assert.deepEqual(b, BEFORE);
  assert.deepEqual(store.freshState(), BEFORE);
});

test("the state a first visit starts from is a new game's", () => {
  assert.equal(stored.size, 0);
  assert.deepEqual(store.state, BEFORE);
});

test("every mode declares its slice as {key: initial value}, and no key twice with different values", () => {
  const seen = new Map();
  for (const mode of MODES) {
    assert.equal(typeof mode.slice, "object", mode.id);
    assert.ok(!Array.isArray(mode.slice), mode.id);
    for (const [key, value] of Object.entries(mode.slice)) {
      if (seen.has(key)) {
        assert.deepEqual(value, seen.get(key).value, `state.${key}: ${mode.id} and ${seen.get(key).id}`);
      } else seen.set(key, { id: mode.id, value });
    }
  }
  assert.ok(seen.size >= 12);
});

test("a slice declaring a key again with another initial value is refused", () => {
  assert.throws(() => store.addSlice({ record: [] }), /state\.record/);
  assert.throws(() => store.addSlice({ view: "deal" }), /state\.view/);
  store.addSlice({ record: null }); // the same value again is the same declaration
  assert.deepEqual(store.freshState(), BEFORE);
});

test("clear puts another mode's keys back to their initial values, and knows no key no mode declares", () => {
  store.setState(store.freshState());
  store.state.card = { layouts: [] };
  store.state.outcome = { answers: {} };
  store.state.entries = [{}];
  store.clear("card", "outcome", "entries");
  assert.equal(store.state.card, null);
  assert.equal(store.state.outcome, null);
  assert.deepEqual(store.state.entries, []);
  assert.throws(() => store.clear("cards"), /state\.cards/);
});

test("show is the one writer of the screen shown", () => {
  store.setState(store.freshState());
  store.show("deal");
  assert.equal(store.state.view, "deal");
});

// The top-level keys of `state` a module assigns (`state.key = ...`, `+=`, `++`).
const writes = (text) => new Set([...text.matchAll(/\bstate\.(\w+)\s*(?:[-+]?=(?!=)|\+\+|--)/g)].map((m) => m[1]));

test("every key a folder's modules write on `state` is declared by a mode of that folder, or is the shell's", () => {
  const shell = ["v", "id", "view", "setup", "game", "players"];
  const declaredIn = (folder) => new Set((folderModes[folder] || []).flatMap((m) => Object.keys(m.slice)));
  assert.deepEqual(Object.values(folderModes).flat(), MODES, "every folder's modes, and no other");
  const folders = { auction: [], osiris: [], sakkara: [], kit: [], ".": [] };
  for (const folder of Object.keys(folders)) {
    for (const file of readdirSync(join(WEB, folder)).filter((f) => f.endsWith(".js"))) {
      folders[folder].push([file, readFileSync(join(WEB, folder, file), "utf8")]);
    }
  }
  const undeclared = [];
  for (const [folder, files] of Object.entries(folders)) {
    // the kit's and the page's writes are the shell's or the card's (kit/modes.js's CARD_SLICE)
    const own = folder === "kit" || folder === "." ? new Set(Object.keys(CARD_SLICE)) : declaredIn(folder);
    for (const [file, text] of files) {
      for (const key of writes(text)) {
        if (!shell.includes(key) && !own.has(key)) undeclared.push(`${folder}/${file}: state.${key}`);
      }
    }
  }
  assert.deepEqual(undeclared, []);
  assert.ok(writes("state.record = null; state.epoch += 1; state.view == 1").size === 2, "the scan sees writes");
});
