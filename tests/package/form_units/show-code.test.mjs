// The codes "Show as a code" draws (referee/web/kit/show-code.js): never of version 23, which jsQR, the reader of a
// phone whose browser has no BarcodeDetector, never reads (tests/web/test_scan.py sweeps every version).
import "./dom-stub.mjs";
import { test } from "node:test";
import assert from "node:assert/strict";

await import("../../../referee/web/modes.js");
const { codeOf, UNREAD, ONE_CODE } = await import("../../../referee/web/kit/show-code.js");
const { generate, correction } = await import("../../../referee/web/vendor/lean-qr.js");

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ$*+-./:";
// A link as kit/handoff.js writes one, with `n` letters of a game.
const link = (n) => "https://referee.example.org/#game=RG1:" + Array.from({ length: n }, (_, k) => ALPHABET[(k * 7) % 43]).join("");
const plainVersion = (content) => (generate(content, { minCorrectionLevel: correction.L }).size - 17) / 4;

test("no code is of version 23: what would be one is made of version 24", async () => {
  const versions = new Set();
  let moved = 0;
  for (let n = 1200; n <= 1800; n += 5) {
    const code = await codeOf(link(n), ONE_CODE);
    versions.add(code.version);
    assert.equal(code.size, 17 + 4 * code.version);
    if (plainVersion(link(n)) === UNREAD) {
      assert.equal(code.version, UNREAD + 1, `${n} letters`);
      moved += 1;
    } else {
      assert.equal(code.version, plainVersion(link(n)), `${n} letters`);
    }
  }
  assert.ok(moved > 0, "some links would be codes of version 23");
  assert.ok(versions.has(UNREAD - 1) && versions.has(UNREAD + 1) && !versions.has(UNREAD), [...versions].join(" "));
});

test("a link too long for the largest version asked for is refused, not drawn smaller", async () => {
  await assert.rejects(codeOf(link(1500), 20));
  await assert.rejects(codeOf(link(1500), UNREAD)); // it would need 23 or more: 23 is skipped, 24 is not allowed
  assert.equal((await codeOf(link(300), UNREAD)).version < UNREAD, true);
});
