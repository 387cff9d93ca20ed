import { createHash } from "node:crypto";

// The viewer's script: it reads its stream and input paths from its own address, so no token is written into the page.
const script = `"use strict";
const body = document.body;
const screen = document.getElementById("screen");
const status = document.getElementById("status");
const base = location.pathname.replace(/\\/+$/, "");
let frames = 0;
const show = (text) => { status.textContent = text; status.hidden = text === ""; };
const events = new EventSource(base + "/frames");
events.addEventListener("frame", (event) => {
  screen.src = "data:image/jpeg;base64," + event.data;
  body.dataset.frames = String(++frames);
  show("");
});
events.addEventListener("end", () => {
  events.close();
  body.dataset.ended = "true";
  show("The browser session has ended.");
});
events.onerror = () => {
  if (events.readyState === EventSource.CLOSED && body.dataset.ended !== "true") show("The live view is not available (the session ended, or the link is not valid).");
};
if (body.dataset.interactive === "true") {
  let chain = Promise.resolve();
  const send = (input) => {
    chain = chain.then(() => fetch(base + "/input", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(input), credentials: "omit", cache: "no-store" })).then(() => {}, () => {});
  };
  const at = (event) => {
    const box = screen.getBoundingClientRect();
    const clamp = (value) => Math.min(1, Math.max(0, value));
    return { x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) };
  };
  screen.addEventListener("click", (event) => send({ type: "click", ...at(event), button: "left" }));
  screen.addEventListener("contextmenu", (event) => { event.preventDefault(); send({ type: "click", ...at(event), button: "right" }); });
  screen.addEventListener("wheel", (event) => {
    event.preventDefault();
    send({ type: "wheel", ...at(event), deltaX: Math.round(event.deltaX), deltaY: Math.round(event.deltaY) });
  }, { passive: false });
  const named = new Set(["Enter", "Tab", "Backspace", "Delete", "Escape", "Home", "End", "PageUp", "PageDown", "Insert", "ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "F1", "F2", "F3", "F4", "F5", "F6", "F7", "F8", "F9", "F10", "F11", "F12"]);
  document.addEventListener("keydown", (event) => {
    const chord = event.ctrlKey || event.metaKey || event.altKey;
    if (event.key.length === 1 && !chord) send({ type: "text", text: event.key });
    else if (named.has(event.key)) send({ type: "key", key: (event.shiftKey ? "Shift+" : "") + (event.ctrlKey ? "Control+" : "") + (event.altKey ? "Alt+" : "") + (event.metaKey ? "Meta+" : "") + event.key });
    else if (event.key.length === 1 && /^[\\x21-\\x7e]$/.test(event.key)) send({ type: "key", key: (event.ctrlKey ? "Control+" : "") + (event.altKey ? "Alt+" : "") + (event.metaKey ? "Meta+" : "") + event.key });
    else return;
    event.preventDefault();
  });
}
`;

const style = `html,body{margin:0;height:100%;background:#1e1e1e;color:#ddd;font:14px system-ui,sans-serif}
#screen{display:block;max-width:100%;max-height:100vh;margin:0 auto;user-select:none;-webkit-user-drag:none}
body[data-interactive="true"] #screen{cursor:crosshair}
#status{position:fixed;top:8px;left:8px;padding:4px 8px;background:#000a;border-radius:4px}`;

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/**
 * The viewer's Content-Security-Policy: its one inline script and style (by hash), frames as `data:`
 * images, requests to its own origin only; no other resource, form, base or plugin. Framing is
 * allowed to `frameAncestors` only (the engine's `allowedOrigins`), none by default.
 */
export function liveViewCsp(frameAncestors: readonly string[]): string {
  return [
    "default-src 'none'",
    `script-src ${hash(script)}`,
    `style-src ${hash(style)}`,
    "img-src data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${frameAncestors.length === 0 ? "'none'" : frameAncestors.join(" ")}`,
  ].join("; ");
}

/** The viewer page: one image the frames are drawn into; the interactive one forwards clicks, wheel and keys. */
export function liveViewPage(interactive: boolean): string {
  const title = interactive ? "Live view (interactive)" : "Live view";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><meta name="viewport" content="width=device-width"><title>${title}</title><style>${style}</style></head>
<body data-interactive="${String(interactive)}"><div id="status">Connecting…</div><img id="screen" alt="${title} of the browser session" draggable="false">
<script>${script}</script></body></html>`;
}
