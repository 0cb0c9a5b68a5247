// The result as a picture: a chart of each player's fame epoch by epoch (Ra, Priests of Ra), the two pyramids side by
// side (Sakkara), the final board (Osiris) or, from the Osiris card, each player's followers colour by colour, drawn on a canvas from the referee's answers, shown on the final screen
// as an image with its text alternative, and shared as a PNG file through the phone's share sheet (Web Share with files) along with the result's text, or downloaded where the
// phone cannot share a file. The colours are the page's own (light or dark, as the phone is); each line ends in
// its player's name and final fame, so the chart never depends on colour alone. A canvas, not an SVG: the PNG is
// the canvas's own bytes (no image decoding, no URL), and the browser draws it the same way on every phone.
import { h } from "./dom.js";
import { t, tn, joinNames, colourName, rules } from "./ui.js";
import { state } from "./store.js";

const W = 720;
const H = 450;
// Player lines: distinct hues, each at 3:1 or more against the page's card in light and dark.
const LINES = { light: ["#1d4f7a", "#b3261e", "#2f6b34", "#7a4a00", "#6a3d9a"],
  dark: ["#8cc4f0", "#ff9a8f", "#8fd497", "#e3a72f", "#cfa8ff"] };
const DASHES = [[], [14, 6], [4, 5], [14, 5, 4, 5], [8, 8]];
// What is not laid or not there (a pyramid's empty cell, an empty place for a follower), on the card's colour.
const EMPTY = { light: "#efe6d2", dark: "#3a3226" };

let kept = { key: null, url: null, blob: null };

const dark = () => matchMedia("(prefers-color-scheme: dark)").matches;
const css = (name) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

const font = (px, bold) => `${bold ? "700 " : ""}${px}px system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", sans-serif`;

// A canvas of `height` on the page's card colour (light or dark), and its 2D context.
function sheet(height) {
  const scheme = dark() ? "dark" : "light";
  const canvas = document.createElement("canvas");
  canvas.width = W;
  canvas.height = height;
  const g = canvas.getContext("2d");
  g.fillStyle = css("--card") || (scheme === "dark" ? "#221d16" : "#fffdf8");
  g.fillRect(0, 0, W, height);
  return { canvas, g, scheme };
}

// The picture's title, and under it the lines given (the winner), wrapped to the width; returns the y below them.
function heading(g, title, lines) {
  g.fillStyle = css("--ink");
  g.textBaseline = "top";
  g.textAlign = "left";
  g.font = font(34, true);
  let y = 18;
  for (const line of wrap(g, title, W - 48)) {
    g.fillText(line, 24, y);
    y += 42;
  }
  g.font = font(30, true);
  for (const text of lines) {
    for (const line of wrap(g, text, W - 48)) {
      g.fillText(line, 24, y + 4);
      y += 38;
    }
  }
  return y + 16;
}

// How tall heading() draws the title and lines.
function headingHeight(title, lines) {
  const g = document.createElement("canvas").getContext("2d");
  g.font = font(34, true);
  const rows = wrap(g, title, W - 48).length;
  g.font = font(30, true);
  return 18 + rows * 42 + lines.reduce((n, l) => n + wrap(g, l, W - 48).length, 0) * 38 + 16;
}

function wrap(g, text, width) {
  const out = [];
  let line = "";
  for (const word of String(text).split(" ")) {
    const next = line ? `${line} ${word}` : word;
    if (line && g.measureText(next).width > width) {
      out.push(line);
      line = word;
    } else line = next;
  }
  if (line) out.push(line);
  return out;
}

// A place of a count (a tile, a follower) at [x, y, width, height]: filled in its colour, or empty with a dashed edge.
function cell(g, [x, y, w, height], fill, edge, empty) {
  g.fillStyle = fill;
  g.fillRect(x + 1, y + 1, w - 2, height - 2);
  g.strokeStyle = edge;
  g.lineWidth = 2;
  g.setLineDash(empty ? [6, 4] : []);
  g.strokeRect(x + 1, y + 1, w - 2, height - 2);
  g.setLineDash([]);
}

// Text readable on any colour under it: outlined in the card's colour.
function label(g, text, x, y, px, colour) {
  g.font = font(px, true);
  g.lineJoin = "round";
  g.lineWidth = 7;
  g.strokeStyle = css("--card") || "#fff";
  g.strokeText(text, x, y);
  g.fillStyle = colour || css("--ink");
  g.fillText(text, x, y);
}

// `chart`: {title, names, start: [fame of each player before epoch 1], epochs: [[fame of each player] per epoch]}.
function draw(chart) {
  if (chart.kind === "pyramids") return drawPyramids(chart);
  if (chart.kind === "board") return drawBoard(chart);
  if (chart.kind === "followers") return drawFollowers(chart);
  const { canvas, g, scheme } = sheet(H);
  const ink = css("--ink");
  const muted = css("--muted");
  g.fillStyle = ink;
  g.font = font(34, true);
  g.textBaseline = "top";
  g.fillText(chart.title, 24, 18, W - 48);
  const epochs = chart.epochs.length;
  const top = Math.max(10, ...chart.epochs.flat());
  const x0 = 70;
  const x1 = W - 230;
  const y0 = H - 60;
  const y1 = 110;
  const x = (e) => x0 + (epochs > 1 ? (e * (x1 - x0)) / epochs : 0);
  const y = (f) => y0 - (f * (y0 - y1)) / top;
  // axes: fame 0 at the bottom; epoch 0 is the fame each player started with (the answers' fame_before)
  g.strokeStyle = css("--line");
  g.lineWidth = 2;
  g.beginPath();
  g.moveTo(x0, y1);
  g.lineTo(x0, y0);
  g.lineTo(x1, y0);
  g.stroke();
  g.fillStyle = muted;
  g.font = font(26);
  g.textBaseline = "middle";
  g.textAlign = "right";
  for (const f of [0, Math.round(top / 2), top]) g.fillText(String(f), x0 - 10, y(f));
  g.textAlign = "center";
  g.textBaseline = "top";
  for (let e = 0; e <= epochs; e += 1) g.fillText(e ? String(e) : "0", x(e), y0 + 12);
  g.textAlign = "left";
  // each player's line, from the fame each started with, and its label at the end (spread so none overlap)
  const ends = chart.names.map((name, k) => ({ k, name, fame: chart.epochs[epochs - 1][k] }))
    .sort((a, b) => b.fame - a.fame);
  let last = -Infinity;
  for (const end of ends) {
    end.at = Math.max(y(end.fame), last + 36);
    last = end.at;
  }
  const shift = Math.max(0, last - (y0 - 4));
  for (const end of ends) end.at -= shift;
  for (const end of ends) {
    const colour = LINES[scheme][end.k % LINES[scheme].length];
    const points = [chart.start[end.k], ...chart.epochs.map((fames) => fames[end.k])];
    g.strokeStyle = colour;
    g.lineWidth = 5;
    g.setLineDash(DASHES[end.k % DASHES.length]);
    g.beginPath();
    points.forEach((f, e) => (e ? g.lineTo(x(e), y(f)) : g.moveTo(x(e), y(f))));
    g.stroke();
    g.setLineDash([]);
    g.fillStyle = colour;
    for (const [e, f] of points.entries()) {
      g.beginPath();
      g.arc(x(e), y(f), 6, 0, 2 * Math.PI);
      g.fill();
    }
    g.fillStyle = ink;
    g.font = font(32, true);
    g.textBaseline = "middle";
    g.fillText(`${end.name} ${end.fame}`, x1 + 16, end.at, W - x1 - 24);
  }
  return { canvas, scheme };
}

// Sakkara: `chart` {kind: "pyramids", title, lines: [the winner's sentence], need: {ship, grains, tier1, tier2, apex},
// pyramids: [{name, won, ship, grains, tier1, tier2, apex}]} (the counts of tiles laid, from the referee's position).
// Each pyramid drawn as its three tiers, a cell for every tile of the tier, the tiles laid filled; its counts
// written on it, so nothing depends on colour alone.
// `verdict`: the referee's sentence of the winner; `pyramids`: [{name, won, ship, grains, tier1, tier2, apex}] in
// seating order, the counts from the referee's answer (the final position, or the pyramids checked by /outcome).
export function pyramidsChart(verdict, pyramids) {
  const need = { grains: rules().building.grains, ...rules().building.tier_sizes };
  const title = t("picture_pyramids", { game: state.game.name });
  const of = (n, k) => t("picture_of", { n, of: need[k] });
  const lines = pyramids.map((p) => t("picture_pyramid", { name: p.name, ship: t(p.ship ? "picture_ship_yes" : "picture_ship_no"),
    grains: of(p.grains, "grains"), tier1: of(p.tier1, "tier1"), tier2: of(p.tier2, "tier2"), apex: of(p.apex, "apex") }));
  const said = /[.!?]$/.test(verdict) ? verdict : `${verdict}.`;
  return { kind: "pyramids", title, lines: [verdict], need, pyramids,
    words: { ship: t("picture_ship"), grains: t("picture_grains") },
    alt: `${title}. ${said} ${lines.join("; ")}.`, text: [title, said, ...lines].join("\n") };
}

const TIERS = [["apex", "#c99a06"], ["tier2", "#b3261e"], ["tier1", "#1d5fa8"]];

function drawPyramids(chart) {
  const height = headingHeight(chart.title, chart.lines) + 48 + 3 * 80 + 70;
  const { canvas, g, scheme } = sheet(height);
  const top = heading(g, chart.title, chart.lines);
  const ink = css("--ink");
  const muted = css("--muted");
  const half = W / 2;
  const band = 74;
  chart.pyramids.forEach((p, k) => {
    const cx = half * k + half / 2;
    g.textAlign = "center";
    g.textBaseline = "top";
    g.fillStyle = ink;
    g.font = font(32, true);
    g.fillText(p.won ? `☥ ${p.name}` : p.name, cx, top, half - 24);
    let y = top + 48;
    TIERS.forEach(([tier, colour], i) => {
      const cells = chart.need[tier];
      const width = (i + 1) * 100;
      const x0 = cx - width / 2;
      const step = width / cells;
      for (let c = 0; c < cells; c += 1) {
        const laid = c < p[tier];
        cell(g, [x0 + c * step, y, step, band], laid ? colour : EMPTY[scheme], laid ? colour : muted, !laid);
      }
      g.textBaseline = "middle";
      label(g, `${p[tier]}/${cells}`, cx, y + band / 2, 32);
      y += band + 6;
    });
    g.textBaseline = "top";
    g.textAlign = "center";
    g.fillStyle = ink;
    g.font = font(28, true);
    g.fillText(`${chart.words.ship} ${p.ship ? "✓" : "–"} · ${chart.words.grains} ${p.grains}/${chart.need.grains}`, cx, y + 10, half - 24);
  });
  g.strokeStyle = css("--line");
  g.lineWidth = 2;
  g.beginPath();
  g.moveTo(half, top);
  g.lineTo(half, height - 20);
  g.stroke();
  return { canvas, scheme };
}

// Osiris: `chart` {kind: "board", title, lines: [the winner, the pharaoh], size, rings: [{level, x, y, side}],
// cells: [osiris/position.js's fields as drawn: {x, y, level, city, apex, p, stones, out, blocked}],
// standings: [{rank, name, followers: "12 followers"}]}. The board's own colours (as style.css draws it), the
// priests' digits and the cities' stones written on it.
const OB = { rings: { 1: "#c9a96e", 2: "#dcc393", 3: "#ecdcb6", 4: "#f8efd9" },
  levels: { 1: "#d8bd88", 2: "#e7d3a9", 3: "#f3e7c9", 4: "#fdf8ec" },
  colours: { beige: "#ead9b0", "red-brown": "#9b3d2b", yellow: "#f0c419", brown: "#5c3b1c" },
  light: { "red-brown": true, brown: true } };

function drawBoard(chart) {
  const side = W - 48;
  const rows = chart.standings.length;
  const height = headingHeight(chart.title, chart.lines) + side + 24 + rows * 44 + 16;
  const { canvas, g, scheme } = sheet(height);
  const top = heading(g, chart.title, chart.lines);
  const u = side / chart.size;
  const X = (v) => 24 + v * u;
  const Y = (v) => top + v * u;
  for (const r of chart.rings) {
    g.fillStyle = OB.rings[Math.min(r.level, 4)] || OB.rings[4];
    g.fillRect(X(r.x), Y(r.y), r.side * u, r.side * u);
  }
  const centred = (text, x, y, px, colour) => {
    g.font = font(px, true);
    g.textAlign = "center";
    g.textBaseline = "middle";
    g.fillStyle = colour;
    g.fillText(text, x, y);
  };
  const disc = (x, y, r, fill) => {
    g.beginPath();
    g.arc(x, y, r, 0, 2 * Math.PI);
    g.fillStyle = fill;
    g.fill();
    g.lineWidth = 2;
    g.strokeStyle = "#231a10";
    g.stroke();
  };
  const priest = (p, x, y, r) => {
    const colour = p.replace(/-\d+$/, "");
    disc(x, y, r, OB.colours[colour] || "#fff");
    centred(p.replace(/^.*-/, ""), x, y + 1, Math.round(r * 1.35), OB.light[colour] ? "#fff" : "#231a10");
  };
  for (const d of chart.cells) {
    const cx = X(d.x);
    const cy = Y(d.y);
    const w = u * (d.city ? 0.9 : 0.94);
    g.fillStyle = d.out ? "#bdbdbd" : d.city ? OB.colours[d.city] : d.apex ? "#fff" : OB.levels[Math.min(d.level, 4)] || OB.levels[4];
    g.fillRect(cx - w / 2, cy - w / 2, w, w);
    g.lineWidth = d.city || d.apex ? 3 : 1.5;
    g.strokeStyle = d.city ? "#231a10" : d.apex ? "#9a6a0c" : "#8a6d3b";
    g.strokeRect(cx - w / 2, cy - w / 2, w, w);
    if (d.blocked) {
      g.fillStyle = "#3b3b3b";
      g.fillRect(cx - w * 0.32, cy - w * 0.32, w * 0.64, w * 0.64);
    }
    if (d.out) {
      g.strokeStyle = "#616161";
      g.lineWidth = 3;
      g.beginPath();
      g.moveTo(cx - w / 2 + 6, cy - w / 2 + 6);
      g.lineTo(cx + w / 2 - 6, cy + w / 2 - 6);
      g.moveTo(cx + w / 2 - 6, cy - w / 2 + 6);
      g.lineTo(cx - w / 2 + 6, cy + w / 2 - 6);
      g.stroke();
    }
    if (d.city) {
      // its circles (as many as the segments of the priest born there) tell a colour's three cities apart
      for (let k = 0; k < (d.segments || 0); k += 1) disc(cx - w / 2 + 8 + k * 9, cy - w / 2 + 8, 3.5, d.out ? "#e0e0e0" : "#fff");
    }
    if (d.city && !d.out) {
      const at = d.p ? [cx + w * 0.22, cy - w * 0.2] : [cx, cy + w * 0.05];
      disc(at[0], at[1], w * (d.p ? 0.25 : 0.34), "#5f6368");
      centred(String(d.stones), at[0], at[1] + 1, Math.round(w * (d.p ? 0.32 : 0.44)), "#fff");
      if (d.p) priest(d.p, cx - w * 0.2, cy + w * 0.2, w * 0.27);
    } else if (d.p) priest(d.p, cx, cy, w * 0.42);
    else if (d.apex) centred("▲", cx, cy, Math.round(w * 0.5), "#9a6a0c");
  }
  let y = top + side + 24;
  g.textAlign = "left";
  g.textBaseline = "top";
  for (const s of chart.standings) {
    g.fillStyle = css("--ink");
    g.font = font(30, s.rank === 1);
    g.fillText(`${s.rank}. ${s.name}: ${s.followers}`, 24, y, W - 48);
    y += 44;
  }
  return { canvas, scheme };
}

// Osiris: the words of the referee's outcome (a recorded game's last answer, the card's POST /outcome) for its picture:
// the heading's lines (the winner, `more`: how the game ended, the pharaoh), the deciding god, the standings, the text alternative and
// the text shared. `title`: the picture's; `colours(name)`: the words after a player's followers (their colours).
export function outcomeWords(out, title, { more = [], colours = () => "" } = {}) {
  const first = out.standings.filter((x) => x.rank === 1);
  const winner = out.winner ? t("card_winner", { name: out.winner }) : t("shared_first", { names: joinNames(first.map((x) => x.name)) });
  const pharaoh = t(out.end === "apex" ? "pharaoh" : "pharaoh_blocked", { name: out.pharaoh });
  const god = t("deciding_god", { god: out.god });
  const standings = out.standings.map((x) => ({ rank: x.rank, name: x.name, followers: `${x.followers} ${tn("follower", x.followers)}` }));
  const end = (x) => (/[.!?]$/.test(x) ? x : `${x}.`);
  const facts = [winner, out.standings[0].detail, ...more, pharaoh, god].filter(Boolean).map(end);
  const ranks = standings.map((x) => `${x.rank}. ${x.name}: ${x.followers}${colours(x.name)}`);
  return { lines: [winner, ...more, pharaoh], god, standings,
    alt: `${title}. ${facts.join(" ")} ${ranks.join("; ")}.`, text: [title, ...facts, ...ranks].join("\n") };
}

// Osiris's card: `answer` the referee's outcome (POST /v1/games/osiris/outcome); `most`: the followers a player's
// colours can have in one temple. A row a player, best first: the name (☥ the winner, the pharaoh said), a bar of a
// cell a follower in each colour's own colour with its count written on it, the colours' counts in words under it.
export function followersChart(answer, most) {
  const title = t("picture_followers", { game: state.game.name });
  const player = (name) => answer.players.find((p) => p.name === name);
  const counts = (p) => p.colours.map((c) => `${colourName(c)} ${p.by_colour[c] || 0}`).join(", ");
  const words = outcomeWords(answer, title, { more: [t(`picture_end_${answer.end}`, { name: answer.ended_by })],
    colours: (name) => ` (${counts(player(name))})` });
  const rows = answer.standings.map((s, k) => {
    const p = player(s.name);
    const name = s.name === answer.pharaoh ? t("picture_pharaoh", { name: s.name }) : s.name;
    return { name: s.rank === 1 ? `☥ ${name}` : name, total: words.standings[k].followers, counts: counts(p),
      bars: p.colours.map((colour) => ({ colour, n: p.by_colour[colour] || 0 })) };
  });
  return { kind: "followers", title, lines: [...words.lines, words.god], most, rows, alt: words.alt, text: words.text };
}

const ROW = 40 + 60 + 36 + 20;

function drawFollowers(chart) {
  const height = headingHeight(chart.title, chart.lines) + chart.rows.length * ROW;
  const { canvas, g, scheme } = sheet(height);
  const ink = css("--ink");
  const unit = (W - 48) / chart.most;
  let y = heading(g, chart.title, chart.lines);
  for (const row of chart.rows) {
    g.textBaseline = "top";
    g.fillStyle = ink;
    g.font = font(30, true);
    g.textAlign = "right";
    g.fillText(row.total, W - 24, y, 220);
    g.textAlign = "left";
    g.fillText(row.name, 24, y, W - 48 - 240);
    y += 40;
    // a place for each follower the colours could have in the temple, those there filled in their colour
    const at = (k) => [24 + k * unit + 1, y + 1, unit - 2, 58];
    let k = 0;
    for (const { colour, n } of row.bars) {
      for (const end = k + n; k < end; k += 1) cell(g, at(k), OB.colours[colour], ink, false);
      if (n) {
        g.textAlign = "center";
        g.textBaseline = "middle";
        label(g, String(n), 24 + (k - n / 2) * unit, y + 31, 32);
      }
    }
    for (; k < chart.most; k += 1) cell(g, at(k), EMPTY[scheme], css("--muted"), true);
    y += 60;
    g.textAlign = "left";
    g.textBaseline = "top";
    g.fillStyle = css("--muted");
    g.font = font(26);
    g.fillText(row.counts, 24, y + 4, W - 48);
    y += 36 + 20;
  }
  return { canvas, scheme };
}

// The picture's text alternative: every player's fame after each epoch (the chart), or the one the answers' words
// give (the pyramids, the board), in the page's words.
export function pictureText(chart) {
  if (chart.alt) return chart.alt;
  return `${chart.title}. ${chart.names.map((name, k) => t("picture_player",
    { name, fames: chart.epochs.map((fames) => fames[k]).join(", ") })).join("; ")}.`;
}

function picture(chart) {
  const key = JSON.stringify([chart, dark(), document.documentElement.lang]);
  if (kept.key !== key) {
    const { canvas } = draw(chart);
    kept = { key, url: canvas.toDataURL("image/png"), canvas, blob: null };
  }
  return kept;
}

async function pictureFile(chart, name) {
  const p = picture(chart);
  if (!p.blob) p.blob = await new Promise((resolve) => { p.canvas.toBlob(resolve, "image/png"); });
  return new File([p.blob], name, { type: "image/png" });
}

// The figure on the final screen: the picture, its text alternative, and the button that shares it.
// `text`: the result's text shared with the picture; `file`: the picture's file name.
export function pictureView(chart, text, file) {
  const p = picture(chart);
  return h("figure", { class: "result-picture", id: "result-picture" },
    h("img", { src: p.url, alt: pictureText(chart), width: String(W), height: String(p.canvas.height) }),
    h("button", { type: "button", class: "secondary wide", id: "share-picture", dataset: { focus: "share-picture" },
      onclick: () => sharePicture(chart, text(), file), text: t("share_picture") }));
}

// Web Share with the file where the phone takes files, else a download of it (the text then goes by Share).
export async function sharePicture(chart, text, name) {
  const file = await pictureFile(chart, name);
  const data = { files: [file], title: chart.title, text };
  if (navigator.canShare && navigator.share && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share(data);
      return "shared";
    } catch (e) {
      if (e && e.name === "AbortError") return "closed";
    }
  }
  const a = document.createElement("a");
  a.href = URL.createObjectURL(file);
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
  return "downloaded";
}
