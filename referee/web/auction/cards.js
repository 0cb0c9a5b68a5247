// The cards of the sun-auction games (Ra, Priests of Ra): an epoch's standings, each player's
// breakdown, the fame by epoch and the winner. Scoring mode and recording mode both show them; they
// draw the referee's answers and know no rule.
import { h, signed } from "../kit/dom.js";
import { state } from "../kit/store.js";
import { t, tn, joinNames, rules, hasAnkhs, dateOf, tieBreakLines } from "../kit/ui.js";

// A breakdown sentence ends with its points (": +5", " (total +7)"); they are shown once, in their
// own column.
// A single part ends with the same points as the total ("2 different monuments: +2 (total +2)"): both go.
function withoutPoints(detail, points) {
  const m = /\s*(?::\s*([+\-−]?\d+)|\(\s*[^\s()]+\s+([+\-−]?\d+)\s*\))\s*$/.exec(detail);
  return m && m.index > 0 && Number((m[1] ?? m[2]).replace("−", "-")) === points
    ? withoutPoints(detail.slice(0, m.index), points) : detail;
}

// A negative number in the API's sentences written with the true minus, as the points are (the answer's
// numbers themselves stay as they are).
const trueMinus = (text) => text.replace(/(^|[\s(:])-(?=\d)/g, "$1−");

export function standingsList(answer) {
  const points = new Map(answer.players.map((p) => [p.name, p.points]));
  const rows = answer.standings;
  // a row tied on fame with the one above (its sentence says how the tie went), or the first place tied with
  // the one below (its sentence says why it wins): every row of a tie for first says it, not only the second
  const tied = (s, k) => (s.decided_by && s.decided_by !== "fame")
    || (!s.decided_by && rows[k + 1] && rows[k + 1].fame === s.fame);
  return h("ol", { class: "standings" }, rows.map((s, k) => h("li", { class: s.rank === 1 ? "first" : null, dataset: { player: s.name } },
    h("span", { class: "rank", text: String(s.rank) }),
    h("span", { class: "who" }, h("span", { class: "name", text: s.name }),
      // the fame is on the right; the sentence is kept only where it explains a tie
      tied(s, k) ? h("span", { class: "detail", text: trueMinus(s.detail) }) : null,
      h("span", { class: "gain", text: t("gain", { points: signed(points.get(s.name)) }) })),
    h("span", { class: "fame" }, h("strong", { text: String(s.fame) }), h("small", { text: t("fame") })))));
}

function breakdownLine(line) {
  return h("li", { dataset: { key: line.key } },
    h("span", { class: "detail", text: trueMinus(withoutPoints(line.detail, line.points)) }),
    h("span", { class: `pts${line.points < 0 ? " neg" : line.points > 0 ? " pos" : ""}`, text: signed(line.points) }));
}

// `before`: what each player brought into epoch e (the ankhs held are told with those gained).
export function playerCards(answer, e, before) {
  return answer.players.map((p, k) => {
    const scoring = p.breakdown.filter((line) => line.points !== 0);
    const zeros = p.breakdown.filter((line) => line.points === 0);
    return h("section", { class: "player-result", dataset: { player: p.name } },
      h("h4", {},
        h("span", { class: "name", text: p.name }),
        h("span", { class: "fame-change" }, `${p.fame_before} → `, h("strong", { text: String(p.fame) }),
          h("span", { class: `points ${p.points < 0 ? "neg" : ""}`, text: ` (${signed(p.points)})` }))),
      h("p", { class: "sr-only", text: t("breakdown_of", { name: p.name, epoch: e }) }),
      scoring.length ? h("ul", { class: "breakdown" }, scoring.map(breakdownLine)) : null,
      zeros.length ? h("details", { class: "zeros", dataset: { key: "zeros" } },
        h("summary", { text: tn("zero_lines", zeros.length) }),
        h("ul", { class: "breakdown" }, zeros.map(breakdownLine))) : null,
      hasAnkhs() && "ankhs_gained" in p && e < rules().epochs && (before[k].ankhs || p.ankhs_gained)
        ? h("p", { class: "ankhs", text: `${tn("ankhs_held", before[k].ankhs)} · ${tn("ankhs_gained", p.ankhs_gained)}` })
        : null);
  });
}


export function fameTable(epochs) {
  const head = h("tr", {}, h("th", { scope: "col", text: t("player") }),
    // the epoch's number on screen (the heading above says they are epochs), its whole name for a screen reader:
    // at 200 % text on a 320 px phone "Tijdperk 3" pushed the last column, the final fame, off the screen
    epochs.map((_, k) => h("th", { scope: "col", "aria-label": t("epoch_n", { n: k + 1 }), text: String(k + 1) })));
  const rows = state.players.map((name, k) => h("tr", {}, h("th", { scope: "row", text: name }),
    epochs.map((a) => h("td", { text: String(a.players[k].fame) }))));
  return [h("h3", { text: t("fame_by_epoch") }),
    // a region the keyboard can scroll, when a narrow screen or long words make the table wider than it
    h("div", { class: "table-wrap", tabindex: "0", role: "region", "aria-label": t("fame_by_epoch") },
      h("table", { class: "by-epoch" }, h("thead", {}, head), h("tbody", {}, rows)))];
}


// The winner of a Ra game, scored or recorded (or the players sharing first place), and the tie-break
// that decided it, as lines of text: the result screen, the shared text and the list of finished games
// say the same.
export function winnerLines(answer) {
  const first = answer.standings.filter((s) => s.rank === 1);
  const tie = answer.standings[1] && answer.standings[1].decided_by === "highest_sun";
  return [answer.winner ? tn("winner", first[0].fame, { name: answer.winner })
    : t("shared_first", { names: joinNames(first.map((s) => s.name)) }),
  tie ? t("tie_break", { detail: first[0].detail }) : null].filter(Boolean);
}

export function winnerView(answer) {
  const [line, tie] = winnerLines(answer);
  return h("section", { class: "winner", id: "winner" },
    h("p", { class: "crown", "aria-hidden": "true", text: "☀" }),
    h("p", { class: "winner-line", text: line }),
    tie ? h("p", { class: "tie-break", text: tie }) : null);
}

// The result's text, shared with it: the standings, the winner and every tie-break, and each player's fame epoch
// by epoch. `epochs`: the referee's answer to each epoch, scored or recorded.
export function resultText(epochs) {
  const answer = epochs[epochs.length - 1];
  const lines = [t("share_title", { game: state.game.name, date: dateOf(new Date().toISOString()) })];
  for (const s of answer.standings) lines.push(tn("share_line", s.fame, { rank: s.rank, name: s.name }));
  lines.push(winnerLines(answer)[0], ...tieBreakLines(answer.standings, "fame"));
  lines.push("", `${t("fame_by_epoch")}:`);
  state.players.forEach((name, i) => lines.push(`${name}: ${epochs.map((a) => a.players[i].fame).join(" · ")}`));
  return lines.join("\n");
}

// The fame of each player epoch by epoch, for the picture (picture.js).
export function fameChart(epochs) {
  return { title: `${state.game.name}: ${t("fame_by_epoch")}`, names: state.players,
    start: epochs[0].players.map((p) => p.fame_before), epochs: epochs.map((a) => a.players.map((p) => p.fame)) };
}
