"""A board you click: an SVG picture whose ``data-action`` shapes send their move back to Python.

Any game's board uses it: the renderer marks clickable shapes with
:func:`widgets.svg.button`, and whatever arrives is handed to the engine, which refuses anything
not legal. Voila accepts any widget message from the browser, so nothing sent is trusted.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import anywidget
import traitlets

_ESM = """
const SMALLEST = 33;  // px: the least width and height of a shape's hit area on screen (about 32)
const SVG = "http://www.w3.org/2000/svg";

function rectangle(left, top, right, bottom) {
  const shape = document.createElementNS(SVG, "rect");
  shape.setAttribute("x", left);
  shape.setAttribute("y", top);
  shape.setAttribute("width", right - left);
  shape.setAttribute("height", bottom - top);
  return shape;
}

// Shapes in reading order: rows top to bottom (a shape whose middle is within half the row's
// first shape's height of it shares that row), each row left to right.
function readingOrder(shapes) {
  const boxes = shapes.map((shape) => ({ shape, box: shape.getBoundingClientRect() }))
    .map(({ shape, box }) => ({ shape, box, middle: box.top + box.height / 2 }))
    .sort((a, b) => a.middle - b.middle);
  const rows = [];
  for (const item of boxes) {
    const row = rows[rows.length - 1];
    if (row && item.middle - row[0].middle <= Math.max(row[0].box.height / 2, 4)) row.push(item);
    else rows.push([item]);
  }
  return rows.flatMap((row) => row.sort((a, b) => a.box.left - b.box.left)).map(({ shape }) => shape);
}

// A shape's box in the picture's own units (its transforms applied), as drawn: the hit pads and the
// hint's rings lie in layers of their own, so they never count in it.
function boxOf(svg, shape) {
  const box = shape.getBBox();
  const [outer, inner] = [svg.getScreenCTM(), shape.getScreenCTM()];
  if (!outer || !inner) {  // not laid out (hidden): the box as drawn, before any transform
    return { left: box.x, top: box.y, right: box.x + box.width, bottom: box.y + box.height };
  }
  const to = outer.inverse().multiply(inner);
  const corners = [[box.x, box.y], [box.x + box.width, box.y], [box.x, box.y + box.height],
    [box.x + box.width, box.y + box.height]].map(([x, y]) => new DOMPoint(x, y).matrixTransform(to));
  const xs = corners.map((point) => point.x);
  const ys = corners.map((point) => point.y);
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  return { left, top, right: Math.max(...xs), bottom: Math.max(...ys) };
}

// The hit area of a shape whose box is ``box``: at least ``least`` wide and high round its middle,
// cut back from every other shape's box (halfway across the gap between them, or at its edge where
// the two overlap), so a pad never lies over another shape's drawing; only a shape that holds this
// one (a room round its deck) lets the pad lie on its floor.
function padFor(box, others, least) {
  const middle = [(box.left + box.right) / 2, (box.top + box.bottom) / 2];
  const pad = {
    left: Math.min(box.left, middle[0] - least / 2), right: Math.max(box.right, middle[0] + least / 2),
    top: Math.min(box.top, middle[1] - least / 2), bottom: Math.max(box.bottom, middle[1] + least / 2),
  };
  for (const other of others) {
    const holds = other.left <= box.left && other.top <= box.top && other.right >= box.right
      && other.bottom >= box.bottom;
    const apart = other.left >= pad.right || other.right <= pad.left || other.top >= pad.bottom
      || other.bottom <= pad.top;
    if (holds || apart) continue;
    const across = Math.max(other.left - box.right, box.left - other.right);
    const down = Math.max(other.top - box.bottom, box.top - other.bottom);
    const away = [(other.left + other.right) / 2 - middle[0], (other.top + other.bottom) / 2 - middle[1]];
    const sideways = across >= 0 || down >= 0 ? across >= down : Math.abs(away[0]) >= Math.abs(away[1]);
    const [near, far] = sideways ? [box.left, box.right] : [box.top, box.bottom];
    const [from, to] = sideways ? [other.left, other.right] : [other.top, other.bottom];
    const gap = sideways ? across : down;
    if ((sideways ? away[0] : away[1]) >= 0) {
      const side = sideways ? "right" : "bottom";
      pad[side] = Math.min(pad[side], gap >= 0 ? far + gap / 2 : from);
    } else {
      const side = sideways ? "left" : "top";
      pad[side] = Math.max(pad[side], gap >= 0 ? near - gap / 2 : to);
    }
  }
  return pad;
}

function render({ model, el }) {
  el.classList.add("tt-board");
  const picture = document.createElement("div");
  const notice = document.createElement("div");
  notice.className = "tt-notice";
  notice.setAttribute("role", "status");
  el.append(picture, notice);
  const padded = new WeakMap();  // each hit pad to the shape it stands for
  let redrawing = false;  // the board itself moves the focus to the new picture: not a Tab from outside
  // Keyboard: only shapes that can be chosen take the focus, in reading order (top to bottom, then
  // left to right), one at a time: a "roving" tab stop, moved by Tab and Shift+Tab, so the page's
  // own Tab order leaves the board from its first or last shape.
  const open = () => [...picture.querySelectorAll("[data-action]")]
    .filter((shape) => shape.getAttribute("aria-disabled") !== "true");
  const reading = () => readingOrder(open());
  const rove = (to) => {
    for (const shape of picture.querySelectorAll("[data-action]")) shape.setAttribute("tabindex", "-1");
    if (to) to.setAttribute("tabindex", "0");
  };
  const step = (event) => {
    const order = reading();
    const next = order[order.indexOf(event.target) + (event.shiftKey ? -1 : 1)];
    if (!next) return;  // the first or last shape: the browser moves on out of the board
    event.preventDefault();
    rove(next);
    next.focus();
  };
  el.addEventListener("focusout", (event) => {
    if (!redrawing && !el.contains(event.relatedTarget)) rove(reading()[0]);
  });
  // Coming in from the page, Tab lands on the first shape in reading order (the stop set while the
  // board was out of sight, with no layout to read, may be another) and Shift+Tab on the last.
  el.addEventListener("focusin", (event) => {
    const came = event.relatedTarget;
    if (redrawing || el.contains(came) || !event.target.matches("[data-action]:focus-visible")) return;
    const order = reading();
    const after = Node.DOCUMENT_POSITION_FOLLOWING;
    const fromBelow = came !== null && (came.compareDocumentPosition(el) & after) === 0;
    const entry = fromBelow ? order[order.length - 1] : order[0];
    if (entry && entry !== event.target) {
      rove(entry);
      entry.focus();
    }
  });
  // The hint's move: shapes whose action is "lit" get a thick pulsing ring drawn round them, in a
  // layer over the picture (pointer-events: none), measured round the shape's own drawing.
  const light = () => {
    for (const ring of picture.querySelectorAll(".tt-lit-rings")) ring.remove();
    for (const shape of picture.querySelectorAll(".tt-lit")) shape.classList.remove("tt-lit");
    const lit = model.get("lit");
    const svg = picture.querySelector("svg");
    if (!lit || !svg) return;
    const layer = document.createElementNS(SVG, "g");
    layer.setAttribute("class", "tt-lit-rings");
    for (const shape of picture.querySelectorAll("[data-action]")) {
      if (shape.getAttribute("data-action") !== lit) continue;
      shape.classList.add("tt-lit");
      const box = boxOf(svg, shape);
      for (const kind of ["tt-lit-ring", "tt-lit-ring tt-lit-dash"]) {
        const margin = 5;
        const ring = rectangle(box.left - margin, box.top - margin, box.right + margin, box.bottom + margin);
        ring.setAttribute("rx", 6);
        ring.setAttribute("class", kind);
        layer.append(ring);
      }
    }
    svg.append(layer);
  };
  // The pointer on a pad is on the pad, not on its shape (the pad lies over it), so the pad lights its
  // shape as the shape's own :hover would ("tt-hover", same style), until the pointer leaves the pad.
  let hovered = null;
  const hover = (shape) => {
    if (shape === hovered) return;
    if (hovered) hovered.classList.remove("tt-hover");
    hovered = shape;
    if (shape) shape.classList.add("tt-hover");
  };
  picture.addEventListener("pointerover", (event) => hover(padded.get(event.target) || null));
  picture.addEventListener("pointerleave", () => hover(null));
  // Every shape that can be chosen gets a hit area of at least SMALLEST px on screen where there is
  // room: a transparent pad in a layer over the picture, standing for its shape (a click on it is a
  // click on the shape), never reaching over another shape; measured at the size the picture is
  // shown and again whenever that changes.
  const pad = () => {
    hover(null);  // the pads go: a pointer on one is on none now
    for (const old of picture.querySelectorAll(".tt-pads")) old.remove();
    const svg = picture.querySelector("svg");
    if (!svg) return;
    // The picture keeps its proportions inside the svg's box (fitted to the height left, it may be
    // narrower than its box): its scale is the smaller of the two ratios.
    const shown = svg.getBoundingClientRect(), view = svg.viewBox.baseVal;
    const scale = Math.min(shown.width / view.width, shown.height / view.height);
    if (!scale) return;
    const least = SMALLEST / scale;
    const shapes = [...picture.querySelectorAll("[data-action]")];
    const boxes = shapes.map((shape) => boxOf(svg, shape));
    const layer = document.createElementNS(SVG, "g");
    layer.setAttribute("class", "tt-pads");
    layer.setAttribute("aria-hidden", "true");  // its shapes are named already (the tooltips still show)
    shapes.forEach((shape, i) => {
      const box = boxes[i];
      if (shape.getAttribute("aria-disabled") === "true") return;
      if (box.right - box.left >= least && box.bottom - box.top >= least) return;
      const area = padFor(box, boxes.filter((_, j) => j !== i), least);
      if (area.right <= area.left || area.bottom <= area.top) return;
      const hit = rectangle(area.left, area.top, area.right, area.bottom);
      hit.setAttribute("class", "tt-pad");
      hit.setAttribute("data-pad-for", shape.getAttribute("data-action"));  // for tests to read
      hit.setAttribute("fill", "#fff");
      hit.setAttribute("fill-opacity", "0");
      const tip = shape.querySelector(":scope > title");  // the shape's tooltip shows over its pad too
      if (tip) hit.append(tip.cloneNode(true));
      padded.set(hit, shape);
      layer.append(hit);
    });
    svg.append(layer);
  };
  const resized = new ResizeObserver(() => pad());
  resized.observe(el);
  // A redraw keeps the keyboard focus on the same action, or, where it went away, on the shape now
  // at its place in reading order.
  const draw = () => {
    const focused = el.contains(document.activeElement) ? document.activeElement : null;
    const was = focused && focused.getAttribute("data-action");
    const at = focused ? Math.max(reading().indexOf(focused), 0) : 0;
    picture.innerHTML = model.get("svg");
    el.dataset.version = String(model.get("version"));
    pad();
    const order = reading();
    const again = order.find((shape) => shape.getAttribute("data-action") === was)
      || order[Math.min(at, order.length - 1)];
    rove(again);
    if (focused && again) {
      redrawing = true;
      try {
        again.focus();
      } finally {
        redrawing = false;
      }
    }
    light();
  };
  // The table's side panel says a refusal too: the board says it only while that place is out of the
  // window (a page scrolled, or a board with no table around it).
  const told = () => {
    const message = el.closest(".tt-table")?.querySelector(".tt-message");
    const box = message?.getBoundingClientRect();
    return box !== undefined && box.top >= 0 && box.top < window.innerHeight;
  };
  // Keep the notice over the lowest part of the board that is in the window, wherever the page
  // has scrolled to (CSS "sticky" cannot: the widget boxes around the board clip and scroll).
  const place = () => {
    notice.classList.toggle("tt-shown", !notice.hidden && !told());
    if (notice.hidden) return;
    const box = el.getBoundingClientRect();
    const foot = Math.min(box.bottom, window.innerHeight) - 8;
    const top = Math.max(box.top + 8, foot - notice.offsetHeight);
    notice.style.top = `${top - box.top}px`;
  };
  const tell = () => {
    notice.textContent = model.get("notice");
    notice.hidden = !model.get("notice");
    place();
    setTimeout(place, 300);  // again once the side panel's message, synced a moment later, is laid out
  };
  // A click answers always: a shape sends its move, anything else on the picture says it hit nothing
  // (the table replies with what to click now).
  const send = (target) => {
    const shape = padded.get(target) || target.closest("[data-action]");
    if (shape && el.contains(shape)) {
      model.send({ action: shape.getAttribute("data-action") });
    } else if (picture.contains(target)) {
      model.send({ missed: true });
    }
  };
  el.addEventListener("click", (event) => send(event.target));
  el.addEventListener("keydown", (event) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      send(event.target);
    } else if (event.key === "Escape") {
      model.send({ unpick: true });
    } else if (event.key === "Tab" && event.target.matches("[data-action]")) {
      step(event);
    }
  });
  model.on("change:svg", draw);
  model.on("change:notice", tell);
  model.on("change:lit", light);
  document.addEventListener("scroll", place, true);
  window.addEventListener("resize", place);
  draw();
  tell();
  return () => {
    resized.disconnect();
    document.removeEventListener("scroll", place, true);
    window.removeEventListener("resize", place);
  };
}
export default { render };
"""

_CSS = """
.tt-board { line-height: 0; }
.tt-board [data-action], .tt-board .tt-pad { cursor: pointer; }
.tt-board [data-action]:focus { outline: none; }
.tt-board .tt-enabled:hover, .tt-board .tt-enabled.tt-hover, .tt-board [data-action]:focus-visible {
  filter: drop-shadow(0 0 3px #0072B2) drop-shadow(0 0 2px #0072B2);
}
.tt-board [aria-disabled="true"] { cursor: help; }
/* Arrows showing the plays just made are drawn over the board: a click goes through to what is under. */
.tt-board [marker-end] { pointer-events: none; }
/* The hint's move: a thick black ring with a yellow dash over it (seen by every eye, in any colour
   vision), pulsing unless the reader asks for less motion. */
.tt-board .tt-lit-ring { fill: none; stroke: #000; stroke-width: 5px; pointer-events: none; }
.tt-board .tt-lit-dash { stroke: #F0E442; stroke-width: 3px; stroke-dasharray: 8 6; }
.tt-board .tt-lit-ring:not(.tt-lit-dash) { animation: tt-pulse 0.9s ease-in-out infinite alternate; }
@keyframes tt-pulse { from { stroke-width: 4px; } to { stroke-width: 10px; } }
@media (prefers-reduced-motion: reduce) { .tt-board .tt-lit-ring { animation: none; } }
/* The same light on a table's side button, for a hinted move the board has no shape for. */
.tt-lit-button { outline: 4px dashed #000; outline-offset: 2px; box-shadow: 0 0 0 6px #F0E442; }
/* A refusal, kept over the lowest visible part of the board: shown (tt-shown) only while the
   table's side panel, which says it too, has its message out of the window. */
.tt-board { position: relative; }
.tt-board .tt-notice { display: none; position: absolute; left: 8px; right: 8px; line-height: 1.35;
  font-size: 14px; padding: 6px 8px; background: #fff4ec; border-left: 4px solid #D55E00;
  box-shadow: 0 2px 10px rgba(0, 0, 0, 0.25); pointer-events: none; }
.tt-board .tt-notice.tt-shown { display: block; }
"""


class SvgBoard(anywidget.AnyWidget):  # type: ignore[misc]
    """Shows ``svg`` and calls every ``on_action`` handler with the action text of a clicked shape,
    every ``on_miss`` handler for a click on the picture that hit no shape, and every ``on_unpick``
    handler when Escape is pressed on it."""

    _esm = _ESM
    _css = _CSS
    svg = traitlets.Unicode("").tag(sync=True)
    version = traitlets.Int(0).tag(sync=True)  # bumped on every redraw; browser tests wait on it
    notice = traitlets.Unicode("").tag(sync=True)  # a refusal to keep in sight ("": none)
    lit = traitlets.Unicode("").tag(sync=True)  # the action whose shapes the board rings (a hint)

    def __init__(self, svg: str = "", **kwargs: Any) -> None:
        super().__init__(svg=svg, **kwargs)
        self._handlers: list[Callable[[str], None]] = []
        self._misses: list[Callable[[], None]] = []
        self._unpicks: list[Callable[[], None]] = []
        self.on_msg(self._receive)

    def on_action(self, handler: Callable[[str], None]) -> None:
        self._handlers.append(handler)

    def on_miss(self, handler: Callable[[], None]) -> None:
        self._misses.append(handler)

    def on_unpick(self, handler: Callable[[], None]) -> None:
        self._unpicks.append(handler)

    def show(self, svg: str) -> None:
        with self.hold_sync():  # one message, so the browser sees the new version with the new picture
            self.version += 1
            self.svg = svg

    def click(self, action: str) -> None:
        """Act as if the shape carrying ``action`` was clicked (for tests and scripted demos)."""
        self._receive(self, {"action": action}, [])

    def miss(self) -> None:
        """Act as if the picture was clicked where no shape is (for tests)."""
        self._receive(self, {"missed": True}, [])

    def _receive(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if content == {"missed": True} or content == {"unpick": True}:
            for call in self._misses if "missed" in content else self._unpicks:
                call()
            return
        action = content.get("action") if isinstance(content, dict) else None
        if not isinstance(action, str) or len(action) > 200:
            action = repr(content)[:200]  # still handed on: the engine explains the refusal
        for handler in self._handlers:
            handler(action)
