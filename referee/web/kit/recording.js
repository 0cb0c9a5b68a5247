// The recording kit: a game recorded move by move is a log kept on the phone (a mode's slice of `state`), sent whole
// to the referee (POST /v1/games/<game>/replay) after every change, and the referee's answer to it, which checks
// every move up to the last one sent: the position after them, or the first illegal one (`violation`). One queue a
// recording (api.js LatestSender): only the latest log is ever on its way, and a log changed meanwhile is sent
// again. `rec.at` is the number of moves the answer kept is for; `rec.version` counts the changes that were not a
// move added at the end (an undo, a fix), after which an answer on its way is for a log gone.
//
// A recording mode makes one with `recording({...})` and keeps its screens, its moves' words and its board; the log,
// its queue, Undo, back to a move and the export are the kit's.
import { h } from "./dom.js";
import { state, lang, save, saveSoon } from "./store.js";
import { api, Refused, LatestSender } from "./api.js";
import { t, tn, render, whatFailed, ask, answerOf, answerDue, shareOrCopy, copyBox, busy } from "./ui.js";

// A file the phone saves (an export).
export function download(name, text, type) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = h("a", { href: url, download: name, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

// The log as a file (JSON), and the file's name: the game and when its recording started.
export const logText = (rec) => `${JSON.stringify(rec.log, null, 2)}\n`;
export function fileName(rec, ext) {
  const when = (rec.started || new Date().toISOString()).slice(0, 16).replace("T", "-").replace(":", "");
  return `${state.game.slug}-${when}.${ext}`;
}

// slice: () => the recording in `state` (null when none); count(log): the moves written; ready(rec): whether its log
// may be sent yet; shown(): whether its screen is the one shown (its queue sends only then); answered(got, rec): the
// answer to the log as it is now (or to a log since grown, when `latest` is false), kept: the mode says and draws it.
export function recording({ slice, count = (log) => log.moves.length, ready = () => true, shown = () => true, latest = false,
  answered }) {
  const answer = () => {
    const rec = slice();
    return (rec && answerOf(rec)) || null;
  };
  // The answer kept is the one for the log as it is now (not one move behind it).
  const isAnswered = () => {
    const rec = slice();
    return Boolean(rec && rec.at === count(rec.log) && answer());
  };

  async function send() {
    const rec = slice();
    if (!rec || !ready(rec)) return null;
    const sent = { rec, n: count(rec.log), version: rec.version || 0, lang };
    const r = await api(state.game.replay, rec.log, sent.lang);
    if (r.status !== 200 || !r.data || !r.data.state) throw new Refused(r.status);
    return { ...sent, answer: r.data };
  }

  function arrived(got) {
    const rec = got && got.rec;
    if (!rec || slice() !== rec) return; // a new game meanwhile
    rec.offline = null;
    if ((rec.version || 0) !== got.version || (latest && count(rec.log) !== got.n)) {
      queue.flush();
      return;
    }
    rec.answers = { [got.lang]: got.answer };
    rec.at = got.n;
    answered(got, rec);
  }

  function notSent(err) {
    const rec = slice();
    if (!rec) return;
    const first = !rec.offline;
    rec.offline = whatFailed(err);
    if (first) saveSoon(); // the tap's one save, if not yet written (a retry that fails again changes nothing kept)
    render();
  }

  const queue = new LatestSender({ send: async () => (shown() ? send() : null), answered: arrived, failed: notSent });

  return {
    answer,
    isAnswered,
    queue,
    // The log changed (a move tapped, undone, fixed): saved with its answer (milliseconds later, store.js) and sent.
    send() {
      saveSoon();
      answerDue();
      queue.flush(); // the referee checks the move while the screen draws it (bench/boards.py: the tap's parts)
    },
    // The log kept on the phone is sent (a reload, the network back).
    sync() {
      const rec = slice();
      if (!rec || !ready(rec) || isAnswered()) return;
      answerDue();
      queue.flush();
    },
    // The answer in the language switched to (its sentences are the API's).
    async fillLanguage() {
      const rec = slice();
      if (!rec || !isAnswered() || rec.answers[lang]) return;
      const wanted = lang;
      const n = rec.at;
      try {
        const r = await api(state.game.replay, rec.log, wanted);
        if (r.status !== 200 || !r.data || slice() !== rec || rec.at !== n || count(rec.log) !== n) return;
        rec.answers[wanted] = r.data;
        save();
        if (lang === wanted) render();
      } catch {
        // offline: the sentences stay in the language they came in
      }
    },
  };
}

// --- a log of one list of moves (`log.moves`), the sun-auction games' and Osiris's -------------------------------

// The recording's moves as the referee has seen them, and the changes a table makes to them. `rec`: the recording
// (above) of `slice`; a change that was not a move added at the end: `before(r)` as it is made (the mode's own choices
// reset), `after(r)` once the log is on its way (the screen drawn).
export function moveList(rec, { slice, before, after }) {
  // The first move the referee found illegal in the log as it is now, or null.
  const violation = () => {
    const answer = rec.answer();
    return rec.isAnswered() && answer.violation ? answer.violation : null;
  };
  // The moves of the log the referee has checked and found legal.
  const checked = () => {
    const r = slice();
    const answer = rec.answer();
    if (!answer) return 0;
    const upto = Math.min(r.at, r.log.moves.length);
    return answer.violation ? Math.min(upto, answer.violation.index) : upto;
  };
  // A change that is not a move added at the end (a move removed, the log cut): an answer on its way is for a
  // log gone (rec.version), and the log is sent again.
  const change = (edit) => {
    const r = slice();
    edit(r.log.moves);
    r.version = (r.version || 0) + 1;
    r.forward = false;
    before(r);
    rec.send();
    after(r);
  };
  // The log cut to its first `length` moves (Undo, or back to any move), and sent again.
  const cut = (length) => change((moves) => moves.splice(length));
  return {
    violation,
    checked,
    change,
    cut,
    undo: () => {
      const moves = slice().log.moves;
      if (moves.length) cut(moves.length - 1);
    },
    remove: (index) => change((moves) => moves.splice(index, 1)),
    // A move tapped joins the log: at the end, or, when the referee found a move illegal, in its place (the move
    // made instead: the moves after it stay, checked again from there).
    place(move) {
      const r = slice();
      const wrong = violation();
      if (wrong && wrong.index < r.log.moves.length) {
        r.log.moves[wrong.index] = move;
        r.version = (r.version || 0) + 1;
        r.forward = false;
      } else {
        r.log.moves.push(move);
        r.forward = true;
      }
    },
    // The game taken back to just before move `index` (0-based), after the table said yes: as Undo does for the
    // last move, for any move of the list. `text(move)`: the move in words.
    askBackTo(index, text) {
      const r = slice();
      const gone = r.log.moves.length - index;
      ask({ title: t("back_title", { n: index + 1 }), text: tn("back_text", gone, { move: text(r.log.moves[index]) }),
        yes: tn("back_yes", gone), no: t("back_no") }, () => {
        if (slice() === r) cut(index);
      });
    },
  };
}

// --- the export: the log as a file (JSON), its paper notation (the API's), shared ---------------------------------

// The export of the recording of `slice`: its buttons and what the last one did (`view()`), forgotten by `clear()`.
export function exporter(slice) {
  let note = null; // after an export or a share: {kind: "saved" | "copied" | "text" | "unavailable" | "failed", ...}

  function exportJson() {
    download(fileName(slice(), "json"), logText(slice()), "application/json");
    note = { kind: "saved", file: fileName(slice(), "json") };
    render();
  }

  // The paper notation is the API's (POST /notation); a referee without that route says so.
  async function exportNotation() {
    if (busy) return;
    try {
      const r = await api(state.game.notation, slice().log, lang, "text");
      if (r.status === 200) {
        download(fileName(slice(), "txt"), r.data, "text/plain");
        note = { kind: "saved", file: fileName(slice(), "txt"), text: r.data };
      } else {
        note = { kind: [404, 405, 501].includes(r.status) ? "unavailable" : "failed", status: r.status };
      }
    } catch {
      note = { kind: "failed", status: "–" };
    }
    render();
  }

  // Shared as a file where the phone can take one, else as text (see shareOrCopy in ui.js).
  async function shareLog() {
    const text = logText(slice());
    const title = t("share_log_title", { game: state.game.name });
    let data = { title, text };
    if (navigator.share) {
      try {
        const file = new File([text], fileName(slice(), "json"), { type: "application/json" });
        if (navigator.canShare && navigator.canShare({ files: [file] })) data = { title, files: [file] };
      } catch {
        // no File constructor: the text is shared
      }
    }
    const how = await shareOrCopy(data, text);
    if (how === "closed") return;
    note = { shared: null, copied: { kind: "copied" }, manual: { kind: "text", text } }[how];
    render();
  }

  function view() {
    let said = null;
    if (note?.kind === "saved") said = h("p", { class: "hint", id: "export-note", role: "status", text: t("export_saved", { file: note.file }) });
    else if (note?.kind === "copied") said = h("p", { class: "hint", id: "export-note", role: "status", text: t("log_copied") });
    else if (note?.kind === "unavailable") said = h("p", { class: "notice warning", id: "export-note", role: "status", text: t("notation_unavailable") });
    else if (note?.kind === "failed") said = h("p", { class: "notice failure", id: "export-note", role: "alert", text: t("server_error", { status: note.status }) });
    const shown = note?.text ? copyBox("export-text", t(note.kind === "text" ? "log_manual" : "notation_text"), note.text, 8) : null;
    return h("section", { class: "export", id: "export", "aria-labelledby": "export-title" },
      h("h3", { id: "export-title", text: t("export_title") }),
      h("p", { class: "hint", text: t("export_hint") }),
      h("div", { class: "export-actions" },
        h("button", { type: "button", class: "secondary", id: "export-json", dataset: { focus: "export-json" }, onclick: exportJson, text: t("export_json") }),
        h("button", { type: "button", class: "secondary", id: "export-notation", dataset: { focus: "export-notation" }, onclick: exportNotation, text: t("export_notation") }),
        h("button", { type: "button", class: "secondary", id: "share-log", dataset: { focus: "share-log" }, onclick: shareLog, text: t("share_log") })),
      said, shown);
  }

  return { view, clear: () => { note = null; } };
}
