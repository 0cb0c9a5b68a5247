// The API client: every request the form makes to the referee, in the page's language unless told.
// A request without an answer by TIMEOUT_S is given up; the caller shows a Retry next to its button.
import { lang } from "./store.js";

export const TIMEOUT_S = 10;

export class Offline extends Error {}
export class TimedOut extends Offline {}
export class Refused extends Error {
  constructor(code) {
    super(String(code));
    this.code = code;
  }
}

// A 422 whose problems the form shows at their fields.
export const hasProblems = (r) => r.status === 422 && r.data && Array.isArray(r.data.errors);

// `as`: "json", or "text" for an answer in plain text (the paper notation).
export async function api(path, body, language = lang, as = "json") {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_S * 1000);
  const init = { headers: { Accept: as === "text" ? "text/plain" : "application/json", "Accept-Language": language },
    signal: controller.signal };
  if (body !== undefined) {
    init.method = "POST";
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  try {
    let response;
    try {
      response = await fetch(path.replace(/^\//, ""), init);
    } catch {
      throw controller.signal.aborted ? new TimedOut() : new Offline();
    }
    let data = null;
    try {
      data = await (as === "text" ? response.text() : response.json());
    } catch {
      if (controller.signal.aborted) throw new TimedOut();
      if (as === "text") throw new Offline(); // the text was cut off: no answer at all
    }
    return { status: response.status, data };
  } finally {
    clearTimeout(timer);
  }
}

// The recording's queue: one document (a recorded game's log) whose latest version must reach the
// referee. `flush()` after every change: a change made while an answer is on its way is sent when that
// answer is in (taps are never refused for a request on its way), and a version that could not be sent
// (no network, no answer) is sent again when the browser is back online or every RETRY_MS meanwhile.
// `send()` posts the document as it is now and returns what `answered` needs; `failed` hears every miss.
const RETRY_MS = 3000;

export class LatestSender {
  constructor({ send, answered, failed }) {
    Object.assign(this, { send, answered, failed, sending: false, wanted: false, timer: null });
    window.addEventListener("online", () => this.flush());
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
        this.failed(err);
        this.timer = setTimeout(() => this.flush(), RETRY_MS);
        return;
      }
      this.answered(answer);
    }
    this.sending = false;
  }
}
