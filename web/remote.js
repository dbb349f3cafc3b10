// Playing a friend on another phone by link: what the page shows around the board (the link to
// send and that it waits for the friend, the end's check) and the sheets the menu opens. The
// engine (py/cardtable/remote_table.py) makes every link and judges every move; the shell
// (web/play.js) takes each snapshot in as it does a game's, with its `remote` part.
import { h } from "./dom.js";
import { t } from "./i18n.js";
import { seatName } from "./seats.js";
import { linkPanel, linkTo } from "./share.js";

// "Your move" / "Your friend's move" / "Finished, checked", for a stored game (saves.js) or a
// snapshot. A finished game has the engine's verdict once the friend's last link has come;
// without one it is unverified, waiting for that link (this phone's own was made and shown as
// the game ended).
export function whoseMove(entry) {
  if (entry.verdict) return t(entry.verdict.verified ? "remote_checked_short" : "remote_cheat_short");
  if (entry.over) return t("remote_unverified_short");
  return t(entry.mine ? "remote_your_move" : "remote_their_move");
}

// The link this phone sent last, ready to send again; noteKey says what it does.
function sendPanel(link, noteKey) {
  return linkPanel({
    url: linkTo(link), title: "Card Table", label: t("remote_send_title"), heading: t("remote_send_title"),
    note: t(noteKey), prefix: "remote", kind: "remote", foldQr: true,
  });
}

// What the link to send does: invite, accept, carry this phone's moves, or end the game.
function sendNote({ started, seat, over }) {
  if (over) return "remote_send_last_note";
  if (started) return "remote_send_note";
  return seat === 0 ? "remote_send_invite_note" : "remote_send_answer_note";
}

// Who won, as the board says; "unverified" until the friend's last link has proven it.
function outcomeLine(snap) {
  const { result, remote } = snap;
  const [proven, unproven] = result === remote.seat ? ["remote_you_won", "remote_you_won_unverified"]
    : result === 1 - remote.seat ? ["remote_friend_won", "remote_friend_won_unverified"]
      : ["remote_draw", "remote_draw_unverified"];
  return t(remote.unverified ? unproven : proven);
}

function verdictBlock(verdict) {
  if (verdict.verified) return h("p", { class: "remote-verdict ok", id: "remote-verdict", dataset: { verified: "1" } }, t("remote_checked"));
  return h("div", { class: "remote-verdict bad", id: "remote-verdict", dataset: { verified: "0" } },
    h("p", {}, verdict.step === null ? t("remote_cheat_start") : t("remote_cheat", { n: verdict.step + 1 })),
    h("p", { class: "muted" }, verdict.why));
}

// The game kept in a link of its own (the engine's remote.keep), while this browser will not
// store it: the way to get it back on any phone. It holds this phone's secret: the player's
// alone. A game too long for a link can only be kept by leaving the page open.
function keepPanel(keep) {
  if (!keep) return h("p", { class: "remote-keep-long", id: "keep-long", role: "status" }, t("remote_keep_long"));
  return linkPanel({
    url: linkTo(keep), title: "Card Table", label: t("remote_keep_title"), heading: t("remote_keep_title"),
    note: t("remote_keep_note"), prefix: "keep", kind: "kept", copyOnly: true,
  });
}

// Under the board (or in its place before the table is set): whose move it is (note: the game's
// words on why, when the friend answers in this player's turn), the link to send while the
// friend is to move, at the end the outcome and the check, and the game kept in a link while
// this browser does not store it (unsaved).
export function remotePanel(snap, note = null, unsaved = false) {
  const { remote } = snap;
  const invitation = !remote.started && remote.seat === 0;
  return h("section", { class: "panel remote-panel", id: "remote-panel", dataset: { mine: remote.mine ? "1" : "0" } },
    remote.started ? h("p", { class: "remote-status", id: "remote-status" }, whoseMove(remote)) : null,
    note ? h("p", { class: "remote-note", id: "remote-note" }, note) : null,
    remote.over ? h("p", { class: "remote-outcome", id: "remote-outcome", dataset: { unverified: remote.unverified ? "1" : "0" } }, outcomeLine(snap)) : null,
    remote.over && Number.isInteger(snap.resigned)
      ? h("p", { class: "resigned", id: "resigned" }, t("resigned_by", { who: seatName(snap.resigned, snap) })) : null,
    remote.verdict ? verdictBlock(remote.verdict) : null,
    remote.unverified ? h("p", { class: "remote-unverified", id: "remote-unverified" }, t("remote_unverified")) : null,
    remote.send ? sendPanel(remote.send, sendNote(remote)) : null,
    remote.waiting && !remote.over ? h("p", { class: "remote-waiting", id: "remote-waiting", role: "status" },
      t(invitation ? "remote_waiting_accept" : "remote_waiting")) : null,
    unsaved ? keepPanel(remote.keep) : null);
}

// The menu's Resend: the last link of a stored game, to send again.
export function resendSheet(entry) {
  return () => ({ title: t("remote_resend"), body: [sendPanel(entry.send, sendNote({ started: entry.started, seat: entry.record.seat, over: entry.over }))] });
}
