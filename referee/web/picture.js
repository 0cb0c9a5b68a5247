// The result as a picture: a chart of each player's fame epoch by epoch (Ra, Priests of Ra), drawn on a canvas from
// the referee's answers, shown on the final screen as an image with its text alternative, and shared as a PNG file
// through the phone's share sheet (Web Share with files) along with the result's text, or downloaded where the
// phone cannot share a file. The colours are the page's own (light or dark, as the phone is); each line ends in
// its player's name and final fame, so the chart never depends on colour alone. A canvas, not an SVG: the PNG is
// the canvas's own bytes (no image decoding, no URL), and the browser draws it the same way on every phone.
import { h } from "./dom.js";
import { t } from "./ui.js";

const W = 720;
const H = 450;
// Player lines: distinct hues, each at 3:1 or more against the page's card in light and dark.
const LINES = { light: ["#1d4f7a", "#b3261e", "#2f6b34", "#7a4a00", "#6a3d9a"],
  dark: ["#8cc4f0", "#ff9a8f", "#8fd497", "#e3a72f", "#cfa8ff"] };
const DASHES = [[], [14, 6], [4, 5], [14, 5, 4, 5], [8, 8]];

let kept = { key: null, url: null, blob: null };

const dark = () => matchMedia("(prefers-color-scheme: dark)").matches;
const css = (name) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

// `chart`: {title, names, start: [fame of each player before epoch 1], epochs: [[fame of each player] per epoch]}.
function draw(chart) {
  const scheme = dark() ? "dark" : "light";
  const canvas = document.createElement("canvas");
  canvas.width = W;
  canvas.height = H;
  const g = canvas.getContext("2d");
  const font = (px, bold) => `${bold ? "700 " : ""}${px}px system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", sans-serif`;
  g.fillStyle = css("--card") || (scheme === "dark" ? "#221d16" : "#fffdf8");
  g.fillRect(0, 0, W, H);
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

// The chart's text alternative: every player's fame after each epoch, in the page's words.
export function pictureText(chart) {
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
    h("img", { src: p.url, alt: pictureText(chart), width: String(W), height: String(H) }),
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
