// A game handed to another phone: the game as a text that is a link, a QR code's content, a file or a message.
//
// The payload is the API's own request for the game, never a second description of it:
//   {f: FORMAT, release: RELEASE, game: <slug>, kind: "record" | "score" | "card", body}
// where `body` is the replay request's log of a recorded game (what the form sends to the referee), the score
// requests of a scored game's epochs (a list), or the outcome request of an end card. It travels as
//   JSON -> deflate-raw -> 4 bytes of SHA-256 before it -> base43 (below)
// so its text is "RG1:<data>", and the link is https://<site>/#game=RG1:<data> (a fragment: never sent to a server).
// A text too long for one code is cut into parts "RG1P:<n>/<count>:<CHECK>:<data>" that `collector()` takes in any
// order (CHECK names the whole, so parts of two games are not mixed).
//
// Every text read is hostile until it is shown to be a game, and refused (Refusal, its `reason` a word of
// kit/words.js's `handoff_<reason>`) before it costs the phone anything: its length first, then its compressed
// size, the inflated size as it inflates (stopped at the cap), then the JSON's depth and its lists' lengths.
// No DOM here: node runs this module's tests (tests/package/handoff/).

export const FORMAT = "referee-game/1";
export const RELEASE = "1"; // the format's release: a payload of another is refused as another release's
export const KINDS = ["record", "score", "card"];
export const PREFIX = "RG1:";
export const PART = "RG1P:";

export const CAPS = { text: 256 * 1024, compressed: 64 * 1024, inflated: 1024 * 1024, depth: 12, list: 6000 };

// QR's alphanumeric characters but the space and "%": all of them safe in a URL's fragment, and a code of them is
// about a third smaller than one of bytes (11 bits per 2 characters).
export const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ$*+-./:";
const BASE = ALPHABET.length; // 43: 43^3 > 2^16, so 2 bytes are 3 characters (base45's way, RFC 9285)
const VALUE = new Map([...ALPHABET].map((c, k) => [c, k]));
const CHECK_BYTES = 4;

// A text that is not a game, or not one this form reads: `reason` names the sentence that says so.
export class Refusal extends Error {
  constructor(reason) {
    super(reason);
    this.reason = reason;
  }
}
export const REASONS = ["not_game", "damaged", "other_format", "other_release", "too_big", "too_deep", "too_long",
  "mixed_parts", "bad_part", "unknown_game"];
const refuse = (reason) => {
  throw new Refusal(reason);
};

// --- base43 -------------------------------------------------------------------------------------------

export function toBase43(bytes) {
  let out = "";
  for (let i = 0; i + 1 < bytes.length; i += 2) {
    let n = bytes[i] * 256 + bytes[i + 1];
    const c = n % BASE;
    n = (n - c) / BASE;
    out += ALPHABET[c] + ALPHABET[n % BASE] + ALPHABET[(n - (n % BASE)) / BASE];
  }
  if (bytes.length % 2) {
    const n = bytes[bytes.length - 1];
    out += ALPHABET[n % BASE] + ALPHABET[(n - (n % BASE)) / BASE];
  }
  return out;
}

export function fromBase43(text) {
  if (text.length % 3 === 1) refuse("damaged");
  const bytes = new Uint8Array(Math.floor(text.length / 3) * 2 + (text.length % 3 ? 1 : 0));
  const digit = (k) => VALUE.get(text[k]) ?? refuse("damaged");
  let at = 0;
  for (let i = 0; i < text.length; i += 3) {
    if (i + 2 < text.length) {
      const n = digit(i) + digit(i + 1) * BASE + digit(i + 2) * BASE * BASE;
      if (n > 0xffff) refuse("damaged");
      bytes[at++] = n >> 8;
      bytes[at++] = n & 0xff;
    } else {
      const n = digit(i) + digit(i + 1) * BASE;
      if (n > 0xff) refuse("damaged");
      bytes[at++] = n;
    }
  }
  return bytes;
}

// --- bytes ---------------------------------------------------------------------------------------------

async function streamed(bytes, stream, cap) {
  const reader = new Blob([bytes]).stream().pipeThrough(stream).getReader();
  const chunks = [];
  let size = 0;
  for (;;) {
    let got;
    try {
      got = await reader.read();
    } catch {
      refuse("damaged");
    }
    if (got.done) break;
    size += got.value.length;
    if (size > cap) {
      reader.cancel().catch(() => {});
      refuse("too_big");
    }
    chunks.push(got.value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

const deflate = (bytes) => streamed(bytes, new CompressionStream("deflate-raw"), Infinity);
const inflate = (bytes) => streamed(bytes, new DecompressionStream("deflate-raw"), CAPS.inflated);
const checkOf = async (bytes) => new Uint8Array(await crypto.subtle.digest("SHA-256", bytes)).slice(0, CHECK_BYTES);
const same = (a, b) => a.length === b.length && a.every((x, k) => x === b[k]);

// --- the payload ---------------------------------------------------------------------------------------

export const payloadOf = (game, kind, body) => ({ f: FORMAT, release: RELEASE, game, kind, body });

// The JSON's depth and its lists' lengths, walked without recursion (a hostile text is deep).
function checkShape(value) {
  const todo = [[value, 1]];
  while (todo.length) {
    const [v, depth] = todo.pop();
    if (v === null || typeof v !== "object") continue;
    if (depth > CAPS.depth) refuse("too_deep");
    const items = Array.isArray(v) ? v : Object.values(v);
    if (items.length > CAPS.list) refuse("too_long");
    for (const item of items) if (item !== null && typeof item === "object") todo.push([item, depth + 1]);
  }
}

function checkPayload(p) {
  if (!p || typeof p !== "object" || Array.isArray(p) || typeof p.f !== "string") refuse("not_game");
  if (p.f !== FORMAT) refuse(p.f.startsWith("referee-game/") ? "other_format" : "not_game");
  if (p.release !== RELEASE) refuse("other_release");
  if (typeof p.game !== "string" || !/^[a-z0-9-]{1,40}$/.test(p.game) || !KINDS.includes(p.kind)) refuse("not_game");
  const body = p.body;
  const listed = p.kind === "score";
  if (!body || typeof body !== "object" || Array.isArray(body) !== listed || (listed && !body.length)) refuse("not_game");
  return p;
}

// The payload's text, "RG1:<data>".
export async function encode(payload) {
  const json = new TextEncoder().encode(JSON.stringify(checkPayload(payload)));
  const packed = await deflate(json);
  const check = await checkOf(packed);
  const whole = new Uint8Array(CHECK_BYTES + packed.length);
  whole.set(check);
  whole.set(packed, CHECK_BYTES);
  return PREFIX + toBase43(whole);
}

// The text of a game, wherever it came from: a link (its fragment), a fragment, a file's or a message's text.
export function gameText(text) {
  if (typeof text !== "string" || text.length > CAPS.text) refuse(typeof text === "string" ? "too_big" : "not_game");
  let s = text.trim();
  const at = s.indexOf("#game=");
  if (at >= 0) s = s.slice(at + 6);
  try {
    if (s.includes("%")) s = decodeURIComponent(s);
  } catch {
    refuse("damaged");
  }
  return s.replace(/\s+/g, "");
}

// The payload of a text ("RG1:<data>", or a link to it); a part's text is a collector's.
export async function decode(text) {
  const s = gameText(text);
  if (s.startsWith(PART)) refuse("bad_part");
  if (!s.startsWith(PREFIX)) refuse("not_game");
  const data = s.slice(PREFIX.length);
  if (Math.floor(data.length / 3) * 2 > CAPS.compressed + CHECK_BYTES) refuse("too_big");
  const whole = fromBase43(data);
  if (whole.length <= CHECK_BYTES) refuse("damaged");
  const packed = whole.subarray(CHECK_BYTES);
  if (!same(await checkOf(packed), whole.subarray(0, CHECK_BYTES))) refuse("damaged");
  const json = await inflate(packed);
  let value;
  try {
    value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(json));
  } catch {
    refuse("damaged");
  }
  checkShape(value);
  return checkPayload(value);
}

// --- parts ---------------------------------------------------------------------------------------------

// The codes of a payload's text: itself where it has at most `most` characters of data, else parts of it.
export function partsOf(text, most) {
  if (!text.startsWith(PREFIX)) refuse("not_game");
  const data = text.slice(PREFIX.length);
  if (data.length <= most) return [text];
  const check = data.slice(0, 6); // the check's 4 bytes, the first 6 characters: the whole's name
  const count = Math.ceil(data.length / most);
  const size = Math.ceil(data.length / count);
  return Array.from({ length: count }, (_, k) => `${PART}${k + 1}/${count}:${check}:${data.slice(k * size, (k + 1) * size)}`);
}

// Parts read in any order, a whole text too: add(text) answers {payload} once the game is whole, else
// {have, count}; a part of another game than the ones before it is refused (mixed_parts).
export function collector() {
  let check = null;
  let parts = [];
  return {
    async add(text) {
      const s = gameText(text);
      if (!s.startsWith(PART)) return { payload: await decode(s) };
      const m = /^RG1P:(\d{1,3})\/(\d{1,3}):([0-9A-Z$*+\-./:]{6}):(.+)$/.exec(s);
      if (!m) refuse("bad_part");
      const [n, count] = [Number(m[1]), Number(m[2])];
      if (n < 1 || n > count || count < 2) refuse("bad_part");
      if (check && (check !== m[3] || parts.length !== count)) refuse("mixed_parts");
      if (!check) {
        check = m[3];
        parts = new Array(count).fill(null);
      }
      parts[n - 1] = m[4];
      const have = parts.filter((x) => x !== null).length;
      if (have < count) return { have, count };
      return { payload: await decode(PREFIX + parts.join("")) };
    },
    clear() {
      check = null;
      parts = [];
    },
    get have() {
      return parts.filter((x) => x !== null).length;
    },
    get count() {
      return parts.length;
    },
  };
}

// The link that opens the game in the form at `base` (the page's address: its fragment is the game).
export const linkOf = (text, base) => `${String(base).split("#")[0]}#game=${text}`;
