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
function render({ model, el }) {
  el.classList.add("tt-board");
  const picture = document.createElement("div");
  const notice = document.createElement("div");
  notice.className = "tt-notice";
  notice.setAttribute("role", "status");
  el.append(picture, notice);
  const draw = () => {
    picture.innerHTML = model.get("svg");
    el.dataset.version = String(model.get("version"));
  };
  // Keep the notice over the lowest part of the board that is in the window, wherever the page
  // has scrolled to (CSS "sticky" cannot: the widget boxes around the board clip and scroll).
  const place = () => {
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
  };
  const send = (target) => {
    const shape = target.closest("[data-action]");
    if (shape && el.contains(shape)) {
      model.send({ action: shape.getAttribute("data-action") });
    }
  };
  el.addEventListener("click", (event) => send(event.target));
  el.addEventListener("keydown", (event) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      send(event.target);
    }
  });
  model.on("change:svg", draw);
  model.on("change:notice", tell);
  document.addEventListener("scroll", place, true);
  window.addEventListener("resize", place);
  draw();
  tell();
  return () => {
    document.removeEventListener("scroll", place, true);
    window.removeEventListener("resize", place);
  };
}
export default { render };
"""

_CSS = """
.tt-board { line-height: 0; }
.tt-board [data-action] { cursor: pointer; }
.tt-board [data-action]:focus { outline: none; }
.tt-board .tt-enabled:hover, .tt-board [data-action]:focus-visible {
  filter: drop-shadow(0 0 3px #0072B2) drop-shadow(0 0 2px #0072B2);
}
.tt-board [aria-disabled="true"] { cursor: help; }
/* A refusal, kept over the lowest visible part of the board. Shown only in narrow windows, where
   the table's side panel (which says it too) wraps below the board, out of sight. */
.tt-board { position: relative; }
.tt-board .tt-notice { display: none; position: absolute; left: 8px; right: 8px; line-height: 1.35;
  font-size: 14px; padding: 6px 8px; background: #fff4ec; border-left: 4px solid #D55E00;
  box-shadow: 0 2px 10px rgba(0, 0, 0, 0.25); pointer-events: none; }
@media (max-width: 1000px) { .tt-board .tt-notice:not([hidden]) { display: block; } }
"""


class SvgBoard(anywidget.AnyWidget):  # type: ignore[misc]
    """Shows ``svg`` and calls every ``on_action`` handler with the action text of a clicked shape."""

    _esm = _ESM
    _css = _CSS
    svg = traitlets.Unicode("").tag(sync=True)
    version = traitlets.Int(0).tag(sync=True)  # bumped on every redraw; browser tests wait on it
    notice = traitlets.Unicode("").tag(sync=True)  # a refusal to keep in sight ("": none)

    def __init__(self, svg: str = "", **kwargs: Any) -> None:
        super().__init__(svg=svg, **kwargs)
        self._handlers: list[Callable[[str], None]] = []
        self.on_msg(self._receive)

    def on_action(self, handler: Callable[[str], None]) -> None:
        self._handlers.append(handler)

    def show(self, svg: str) -> None:
        with self.hold_sync():  # one message, so the browser sees the new version with the new picture
            self.version += 1
            self.svg = svg

    def click(self, action: str) -> None:
        """Act as if the shape carrying ``action`` was clicked (for tests and scripted demos)."""
        self._receive(self, {"action": action}, [])

    def _receive(self, _widget: Any, content: Any, _buffers: Any) -> None:
        action = content.get("action") if isinstance(content, dict) else None
        if not isinstance(action, str) or len(action) > 200:
            action = repr(content)[:200]  # still handed on: the engine explains the refusal
        for handler in self._handlers:
            handler(action)
