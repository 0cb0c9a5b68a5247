// The camera reader: a full-screen view that shows the camera and reads QR codes, for a game handed on from another
// phone. `openScanner({onText, onClose})` opens it and returns `{close(), say(sentence)}`:
// - onText(text): each distinct text read, once (the same code seen again is ignored: a code held in front of the
//   camera is read many times a second); the caller says what it made of it with say().
// - onClose({paste}): the view closed, by its Close button, Escape or close(); `paste` when the reader could not
//   read (no camera, the camera refused, no decoder) and the person chose to paste the code's text instead.
// The codes are read by the browser's BarcodeDetector where it reads QR codes, else by jsQR (vendor/jsqr.js, loaded
// here by import() only when the reader opens: a first visit downloads none of it). A frame is read at most every
// FRAME_MS, never two at once; the camera (the rear one where there is one) is stopped on close and while the page is
// hidden, and started again when it is shown. Nothing here knows what a code holds.
import { h } from "./dom.js";
import { format } from "./i18n.js";
import { lang } from "./store.js";

const FRAME_MS = 180;
// jsQR reads a frame scaled down to at most this many pixels a side: a 720p camera's whole, so that a code of version
// 27 (125 modules) held to fill the picture still has 5 pixels a module (bench/handoff.py: 0.4-0.6 s a frame at x4).
const LARGEST = 1280;
const CAMERA = { facingMode: { ideal: "environment" }, width: { ideal: 1280 }, height: { ideal: 720 } };
const JSQR = new URL("../vendor/jsqr.js", import.meta.url).href;
const t = (key) => format(lang, key);

// A reader of the codes in a video frame: (video) -> Promise of the texts seen in it.
async function makeReader() {
  if ("BarcodeDetector" in window) {
    try {
      if ((await window.BarcodeDetector.getSupportedFormats()).includes("qr_code")) {
        const detector = new window.BarcodeDetector({ formats: ["qr_code"] });
        return async (video) => (await detector.detect(video)).map((code) => code.rawValue);
      }
    } catch {
      // a detector that cannot answer: jsQR reads instead
    }
  }
  await import(JSQR); // webpack's UMD bundle: run as a module it sets self.jsQR (vendor/README.md)
  const jsQR = self.jsQR;
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  return async (video) => {
    const scale = Math.min(1, LARGEST / Math.max(video.videoWidth, video.videoHeight));
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    const code = jsQR(frame.data, frame.width, frame.height, { inversionAttempts: "attemptBoth" });
    return code && code.data ? [code.data] : [];
  };
}

// Why the camera could not be had, as a key of kit/words.js.
function whyNoCamera(error) {
  if (error.name === "NotAllowedError" || error.name === "SecurityError") return "scan_refused";
  if (error.name === "NotFoundError" || error.name === "OverconstrainedError") return "scan_no_camera";
  return "scan_failed";
}

export function openScanner({ onText, onClose }) {
  const seen = new Set();
  let stream = null;
  let reader = null;
  let timer = null;
  let reading = false;
  let closed = false;
  let paste = false;

  const status = h("p", { id: "scan-status", class: "scan-status", role: "status", "aria-live": "polite" });
  const video = h("video", { class: "scan-video", muted: true, playsinline: true, "aria-hidden": "true" });
  video.muted = true; // the property too: a muted video may play without a tap
  const pasteButton = h("button", {
    type: "button", class: "secondary", hidden: true, text: t("scan_paste"),
    onclick: () => { paste = true; close(); },
  });
  const view = h("dialog", { id: "scan", class: "scan", "aria-labelledby": "scan-title" },
    h("h2", { id: "scan-title", text: t("scan_title") }),
    h("p", { class: "scan-hint", text: t("scan_hint") }),
    h("div", { class: "scan-frame" }, video),
    status,
    h("div", { class: "dialog-actions" },
      pasteButton,
      h("button", { type: "button", class: "primary", text: t("scan_close"), onclick: () => close() })));
  const say = (sentence) => { status.textContent = sentence; };

  function stopCamera() {
    clearTimeout(timer);
    timer = null;
    if (stream) for (const track of stream.getTracks()) track.stop();
    stream = null;
    video.srcObject = null;
  }

  function cannotRead(key) {
    stopCamera();
    say(t(key));
    pasteButton.hidden = false;
  }

  async function startCamera() {
    say(t("scan_starting"));
    if (!navigator.mediaDevices?.getUserMedia) { // no camera at all, or a page not served over HTTPS
      cannotRead("scan_no_camera");
      return;
    }
    let camera = null;
    try {
      camera = await navigator.mediaDevices.getUserMedia({ video: CAMERA, audio: false });
    } catch (error) {
      if (!closed) cannotRead(whyNoCamera(error));
      return;
    }
    if (closed || document.hidden) { // closed or hidden while the phone asked for the camera
      for (const track of camera.getTracks()) track.stop();
      return;
    }
    stream = camera;
    video.srcObject = stream;
    video.play().catch(() => {}); // a frame is read once one has come, played or not
    try {
      reader ??= await makeReader();
    } catch {
      if (!closed) cannotRead("scan_no_reader"); // jsQR could not be fetched: offline before the reader ever opened
      return;
    }
    if (!closed && stream) {
      say(t("scan_looking"));
      next();
    }
  }

  const next = () => { timer = setTimeout(readFrame, FRAME_MS); };

  async function readFrame() {
    timer = null;
    if (closed || !stream || reading) return;
    if (video.readyState >= 2 && video.videoWidth) {
      reading = true;
      try {
        for (const text of await reader(video)) {
          if (closed || seen.has(text)) continue;
          seen.add(text);
          say(t("scan_read"));
          onText(text);
        }
      } catch {
        // a frame the reader could not take (the camera stopping): the next one is read
      } finally {
        reading = false;
      }
    }
    if (!closed && stream) next();
  }

  function onVisibility() {
    if (document.hidden) stopCamera();
    else if (!stream && pasteButton.hidden) startCamera();
  }

  function close() {
    if (closed) return;
    closed = true;
    stopCamera();
    document.removeEventListener("visibilitychange", onVisibility);
    if (view.open) view.close();
    view.remove();
    if (onClose) onClose({ paste });
  }

  view.addEventListener("cancel", (ev) => { ev.preventDefault(); close(); }); // Escape
  document.addEventListener("visibilitychange", onVisibility);
  document.body.append(view);
  view.showModal();
  startCamera();
  return { close, say };
}
