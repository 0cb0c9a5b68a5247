// The position of a recorded Ra or Priests of Ra game, drawn from the referee's answer (`state`): the Ra track,
// the auction track and the auction running, then each player's suns and tiles. Nothing on it is tapped.
import { h, range } from "../kit/dom.js";
import { t, tn, joinNames, rules } from "../kit/ui.js";
import { tileNamed, tileList } from "./move-text.js";

// R12: from the left of the Ra player round to the Ra player, each with a face-up sun, who has not yet
// bid or passed.
function stillToBid(st) {
  const a = st.auction;
  const names = st.players.map((p) => p.name);
  const from = names.indexOf(a.ra_player);
  const done = new Set([...a.bids.map((b) => b.player), ...a.passed]);
  return range(1, names.length).map((k) => st.players[(from + k) % names.length])
    .filter((p) => p.suns.face_up.length && !done.has(p.name)).map((p) => p.name);
}

export function boardView(st) {
  const len = st.ra_track_length;
  const track = st.auction_track;
  const a = st.auction;
  const room = rules().auction_track;
  const auction = a ? h("section", { class: "auction", id: "auction", "aria-labelledby": "auction-title" },
    h("h3", { id: "auction-title", text: t(`auction_${a.kind}`, { name: a.ra_player }) }),
    h("ul", { class: "bids" },
      a.bids.map((b) => h("li", { class: "bid", dataset: { key: `bid-${b.player}` } },
        h("span", { class: "sr-only", text: t("move_bid", { name: b.player, sun: b.sun }) }),
        h("span", { class: "sun-chip up", "aria-hidden": "true", text: String(b.sun) }),
        h("span", { "aria-hidden": "true", text: b.player }))),
      a.passed.map((name) => h("li", { class: "passed", dataset: { key: `pass-${name}` }, text: t("passed_by", { name }) }))),
    a.bids.length || a.passed.length ? null : h("p", { class: "hint", text: t("no_bids") }),
    stillToBid(st).length ? h("p", { class: "still", text: t("still_to_bid", { names: joinNames(stillToBid(st)) }) }) : null)
    : null;
  const owed = st.pending_discard
    ? h("p", { class: "notice warning", id: "owed", text: t("must_discard", { name: st.pending_discard.player,
      list: tileList(Object.entries(st.pending_discard.disasters).flatMap(([x, n]) => Array(n).fill(x))) }) }) : null;
  const flip = st.flip ? h("p", { class: "notice warning", id: "may-flip", text: tn("may_flip", st.flip.flips, { name: st.flip.player }) }) : null;
  return h("section", { class: "panel board", id: "board", "aria-label": t("board") },
    h("div", { class: "track-line", id: "ra-track" },
      h("span", { class: "board-label", text: t("ra_track") }),
      h("span", { class: "pips", "aria-hidden": "true" },
        range(1, len).map((k) => h("span", { class: `pip${k <= st.ra_track ? " on" : ""}` }))),
      h("span", { class: "board-value", text: t("n_of", { n: st.ra_track, total: len }) })),
    h("div", { class: "track-line", id: "auction-track" },
      h("span", { class: "board-label", text: t("auction_track") }),
      h("span", { class: "board-value", text: t("n_of", { n: track.length, total: room }) })),
    track.length
      ? h("ul", { class: "track-tiles" }, track.map((x, k) => h("li", { class: `track-tile${x === "ra" ? " ra" : ""}`, text: tileNamed(x) })))
      : h("p", { class: "hint", text: t("auction_track_empty") }),
    h("p", { class: "middle", id: "middle-sun", text: t("middle_sun", { sun: st.middle_sun }) }),
    auction, owed, flip);
}

function sunChips(suns, kind) {
  return suns.map((s) => h("span", { class: `sun-chip ${kind}`, text: String(s) }));
}

export function playersView(st) {
  const order = rules().tiles.display;
  const rank = (x) => (order.includes(x) ? order.indexOf(x) : order.length);
  return h("section", { class: "players-board", "aria-labelledby": "players-title" },
    h("h3", { id: "players-title", text: t("players_tabs") }),
    st.players.map((p) => {
      const held = Object.keys(p.tiles).sort((x, y) => rank(x) - rank(y));
      const ankhs = st.ankhs ? st.ankhs[p.name] : undefined;
      return h("section", { class: `player-board${p.name === st.to_move ? " to-move" : ""}`, dataset: { player: p.name } },
        h("h4", {}, h("span", { class: "name", text: p.name }),
          p.name === st.to_move ? h("span", { class: "badge", text: t("moving") }) : null,
          h("span", { class: "pill", text: `${t("fame")} ${p.fame}` }),
          ankhs !== undefined ? h("span", { class: "pill", text: `${t("ankhs")} ${ankhs}` }) : null),
        h("p", { class: "suns-line" }, h("span", { class: "suns-label", text: t("face_up") }),
          p.suns.face_up.length ? sunChips(p.suns.face_up, "up") : h("span", { class: "none", text: "–" })),
        h("p", { class: "suns-line" }, h("span", { class: "suns-label", text: t("face_down") }),
          p.suns.face_down.length ? sunChips(p.suns.face_down, "down") : h("span", { class: "none", text: "–" })),
        h("p", { class: "tiles-line", text: held.length
          ? held.map((x) => (p.tiles[x] > 1 ? `${tileNamed(x)} ×${p.tiles[x]}` : tileNamed(x))).join(" · ")
          : t("no_tiles") }));
    }));
}
