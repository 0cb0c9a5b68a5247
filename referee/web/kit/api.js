// The API client: every request the form makes to the referee, in the page's language unless told.
//
// Two referees give the same answers: the server, and the referee on this phone (on-phone.js: the server's own
// engine, run in the browser). The server is asked first; the phone answers instead when the server cannot:
// no network, no answer within SERVER_WAIT_S (then the first of the server's answer and the phone's referee
// ready wins; the request to the server is dropped when the phone answers), or no referee behind the address
// at all (a static host: 404, 405 or 501, or an answer that is not the API's). Once the server has failed, the
// phone answers at once, and the server is asked again in the background (every PROBE_MS): when it answers, the
// requests after that go to it, as they do once the browser says it is back online. A copy of the form written
// as static files (site.js) asks the phone from the start, but for the answers that are pure data (the games, a
// game's rules), which `referee site` wrote beside it through the server's own core: those are read as files, so
// the form is set up before the engine has downloaded. `answeredBy` says which one answered the last request.
//
// A phone that cannot run the engine (no WebAssembly), or whose engine did not start (a file of it was not this
// release's: the service worker refused to run it), asks the server alone: a request without an answer by
// TIMEOUT_S is given up, and the caller shows a Retry next to its button. The engine has the same deadline: a
// request it has not answered by TIMEOUT_S (queued behind a long one) is given up as the server's would be, and
// the next request asks the server first again.
import { lang } from "./store.js";
import { ANSWERS, HAS_SERVER } from "../site.js";
import * as phone from "../on-phone.js";

export const TIMEOUT_S = 10;
export const SERVER_WAIT_S = 2;
const PROBE_MS = 15000;
// What a host without the referee answers an API path with (no route, no POST), or a proxy whose server is gone.
const NOT_THE_REFEREE = [404, 405, 501, 502, 503, 504];

export class Offline extends Error {}
export class TimedOut extends Offline {}
// Neither the server nor the phone can answer: a copy of the form with no server, on a browser without WebAssembly.
export class NoReferee extends Offline {}
export class Refused extends Error {
  constructor(code) {
    super(String(code));
    this.code = code;
  }
}

// A 422 whose problems the form shows at their fields.
export const hasProblems = (r) => r.status === 422 && r.data && Array.isArray(r.data.errors);

// Who answered the last request: { by: "server" }, { by: "phone", why, waiting } where why is "site" (a copy
// with no server), "offline" (no network), "slow" (no answer in time) or "absent" (no referee behind the
// address), and waiting is true while the phone's referee is still starting, or { by: "none", why } when no
// referee answered it (why: "offline", "slow" or "absent"); by is null before any request. refused: the phone's
// referee did not start, a file of it being not this release's (whoever answers).
export let answeredBy = { by: null, why: null, waiting: false, refused: false };
const watchers = new Set();

// `listener(answeredBy)` whenever it changes.
export function watchAnswers(listener) {
  watchers.add(listener);
}

function said(by, why = null, waiting = false) {
  const refused = phone.refused();
  if (answeredBy.by === by && answeredBy.why === why && answeredBy.waiting === waiting && answeredBy.refused === refused)
    return;
  answeredBy = { by, why, waiting, refused };
  watchers.forEach((listener) => listener(answeredBy));
}

phone.watchRefused(() => said(answeredBy.by, answeredBy.why, answeredBy.waiting));
// The phone's referee ready: what waits for a referee is sent again at once (it answers when the server cannot).
phone.watchEngine((status) => {
  if (status === "ready") sendWaiting();
  if (answeredBy.by === "phone" && answeredBy.waiting && status === "none") said("none", answeredBy.why);
});

let away = null; // the server's last failure, {why, at}: the phone answers until the server answers a probe

// The server left for the phone's referee (`why`): it is asked again in the background every PROBE_MS while the
// browser is online, taps or none, so the line says the server answers again as soon as it does.
let probeTimer = null;
function leftFor(why) {
  away = { why, at: Date.now() };
  clearTimeout(probeTimer);
  probeTimer = setTimeout(function again() {
    if (!away) return;
    if (navigator.onLine) probe();
    probeTimer = setTimeout(again, PROBE_MS);
  }, PROBE_MS);
}

// `as`: "json", or "text" for an answer in plain text (the paper notation).
export async function api(path, body, language = lang, as = "json") {
  const request = {
    path: `/${path.replace(/^\//, "")}`,
    headers: { Accept: as === "text" ? "text/plain" : "application/json", "Accept-Language": language },
    as,
  };
  if (body !== undefined) {
    request.method = "POST";
    request.headers["Content-Type"] = "application/json";
    request.body = JSON.stringify(body);
  } else {
    request.method = "GET";
  }
  if (!HAS_SERVER) return (await fromSite(request, language)) || fromPhone(request, "site");
  if (away && phone.status() === "ready") {
    probe();
    return fromPhone(request, away.why);
  }
  return serverFirst(request);
}

const PENDING = Symbol("pending");
const after = (ms) => new Promise((resolve) => { setTimeout(() => resolve(PENDING), ms); });

// The server's answer when it comes in time and is the referee's; else the phone's. Past SERVER_WAIT_S the first
// of the two wins: the server's answer, or the phone's referee ready (the server's request is then dropped). So a
// slow network on a first visit, with the engine still loading, gets the server's answer as soon as it comes.
async function serverFirst(request) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_S * 1000); // the server alone: given up after TIMEOUT_S
  const server = fromServer(request, controller.signal).then((answer) => ({ answer }), (error) => ({ error }));
  try {
    let got = phone.usable() ? await Promise.race([server, after(SERVER_WAIT_S * 1000)]) : await server;
    if (got === PENDING) got = await Promise.race([server, phone.start().then(() => PENDING, () => server)]);
    if (got === PENDING) {
      controller.abort();
      leftFor("slow");
      return fromPhone(request, "slow");
    }
    if (got.answer && isReferees(got.answer, request.as)) {
      serverBack();
      return got.answer;
    }
    if (!phone.usable()) {
      if (got.error) {
        said("none", got.error instanceof TimedOut ? "slow" : "offline");
        throw got.error;
      }
      return got.answer;
    }
    let why = "absent";
    if (got.error) {
      why = got.error instanceof TimedOut ? "slow" : "offline";
      leftFor(why);
    } else if (!got.answer.json || got.answer.status >= 502) {
      leftFor(why); // no referee at all (a JSON 404, 405 or 501 is an older referee lacking a route)
    }
    return fromPhone(request, why);
  } finally {
    clearTimeout(timer);
  }
}

// The server's answer: {status, data, json}; throws Offline (no network) or TimedOut (aborted by `signal`).
async function fromServer(request, signal) {
  let response;
  try {
    response = await fetch(request.path.slice(1), { method: request.method, headers: request.headers, body: request.body, signal });
  } catch {
    throw signal.aborted ? new TimedOut() : new Offline();
  }
  const json = /json/.test(response.headers.get("Content-Type") || "");
  const text = /^text\/plain/.test(response.headers.get("Content-Type") || "");
  let data = null;
  try {
    data = await (request.as === "text" ? response.text() : response.json());
  } catch {
    if (signal.aborted) throw new TimedOut();
    if (request.as === "text") throw new Offline(); // the text was cut off: no answer at all
  }
  return { status: response.status, data, json, text, by: "server" };
}

// An answer `referee site` wrote as a file (site.js ANSWERS), or null: a request it did not write, or no file to be
// had (offline, with the file not kept), is the phone's to answer.
async function fromSite(request, language) {
  if (request.method !== "GET" || !ANSWERS.paths.includes(request.path) || !ANSWERS.languages.includes(language)) return null;
  try {
    const response = await fetch(`${ANSWERS.folder}/${language}${request.path}.json`, { headers: { Accept: "application/json" } });
    if (response.ok) return { status: 200, data: await response.json(), by: "site" };
  } catch {
    /* offline: the phone answers */
  }
  return null;
}

// The referee's own answer: JSON (a problem too), or the plain text asked for; never a host's page.
const isReferees = (answer, as) => !NOT_THE_REFEREE.includes(answer.status)
  && (answer.json || (as === "text" && answer.status === 200 && answer.text));

function serverBack() {
  away = null;
  said("server");
  const waiting = backAgain;
  backAgain = null;
  waiting?.resolve(true);
  sendWaiting();
}

// Resolves (true) once the server answers again: the browser back online and a probe answered, or a request.
let backAgain = null;
function serverAgain() {
  if (!backAgain) {
    let resolve;
    backAgain = new Promise((done) => { resolve = done; });
    backAgain.resolve = resolve;
  }
  return backAgain;
}

async function fromPhone(request, why) {
  if (phone.status() !== "ready" && phone.usable()) {
    said("phone", why, true);
    // the server back (online again, a probe answered) before the phone's referee has started: the server answers
    if (HAS_SERVER && await Promise.race([phone.start().then(() => false, () => false), serverAgain()])) {
      return serverFirst(request);
    }
  }
  let answer;
  try {
    answer = await phone.answer({ method: request.method, path: request.path, headers: request.headers, body: request.body || "" },
      TIMEOUT_S * 1000);
  } catch (error) {
    if (error?.name === "TimeoutError") {
      away = null; // the next request asks the server first again
      said("none", "slow");
      throw new TimedOut();
    }
    said("none", HAS_SERVER ? why : "absent");
    throw HAS_SERVER || phone.refused() ? new Offline() : new NoReferee();
  }
  said("phone", why);
  let data = null;
  if (request.as === "text") data = answer.body;
  else {
    try {
      data = JSON.parse(answer.body);
    } catch {
      data = null;
    }
  }
  return { status: answer.status, data, by: "phone" };
}

// The server is asked again, in the background, while the phone answers: at most every PROBE_MS (`now`: at once,
// the browser back online). A light GET of the games; its answer only says the server is back: the line says so,
// and what waits for a referee is sent to it at once.
let probing = false;
// A probe unanswered when the browser had just said it was back online (a Wi-Fi joined before its network carries
// anything): the server is asked again every PROBE_MS until it answers, taps or none, as after any failure.
const stillAway = () => {
  if (!away) leftFor("offline");
};
function probe(now = false) {
  if (!HAS_SERVER || probing || (!now && (!away || Date.now() - away.at < PROBE_MS))) return;
  probing = true;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_S * 1000);
  fromServer({ path: "/v1/games", method: "GET", headers: { Accept: "application/json" }, as: "json" }, controller.signal)
    .then((answer) => { if (isReferees(answer, "json") && answer.status === 200) serverBack(); else stillAway(); }, stillAway)
    .finally(() => {
      clearTimeout(timer);
      if (away) away.at = Date.now();
      probing = false;
    });
}

window.addEventListener("online", () => {
  away = null; // back online: the next request asks the server first again
  probe(true);
});
window.addEventListener("offline", () => {
  away = { why: "offline", at: Date.now() }; // no need to ask the network: the phone answers at once
  if (answeredBy.by === "server") said("none", "offline"); // until the phone's referee answers
});

// The recording's queue: one document (a recorded game's log) whose latest version must reach the
// referee. `flush()` after every change: a change made while an answer is on its way is sent when that
// answer is in (taps are never refused for a request on its way), and a version that could not be sent
// (no referee answered: no network and no engine on the phone) is sent again at once when a referee can
// answer (the browser back online, the server answering a probe, the phone's referee ready) or every
// RETRY_MS meanwhile. A version answered (by the server or the phone) is not sent again. `send()` posts the
// document as it is now and returns what `answered` needs; `failed` hears every miss.
const RETRY_MS = 3000;
const unsent = new Set(); // the queues whose last try found no referee

// Whether a queue holds a version no referee has answered yet (the line says the moves wait).
export const waitingForReferee = () => unsent.size > 0;

function sendWaiting() {
  for (const queue of unsent) if (queue.timer) queue.flush();
}

export class LatestSender {
  constructor({ send, answered, failed }) {
    Object.assign(this, { send, answered, failed, sending: false, wanted: false, timer: null });
    window.addEventListener("online", () => {
      if (this.timer) this.flush();
    });
  }

  flush() {
    this.wanted = true;
    if (!this.sending) this.run();
  }

  async run() {
    clearTimeout(this.timer);
    this.timer = null;
    this.sending = true;
    while (this.wanted) {
      this.wanted = false;
      let answer;
      try {
        answer = await this.send();
      } catch (err) {
        this.sending = false;
        this.timer = setTimeout(() => this.flush(), RETRY_MS);
        unsent.add(this);
        this.failed(err);
        watchers.forEach((listener) => listener(answeredBy));
        return;
      }
      if (unsent.delete(this)) watchers.forEach((listener) => listener(answeredBy));
      this.answered(answer);
    }
    this.sending = false;
  }
}
