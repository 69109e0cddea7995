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
  const draw = () => {
    el.innerHTML = model.get("svg");
    el.dataset.version = String(model.get("version"));
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
  draw();
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
"""


class SvgBoard(anywidget.AnyWidget):  # type: ignore[misc]
    """Shows ``svg`` and calls every ``on_action`` handler with the action text of a clicked shape."""

    _esm = _ESM
    _css = _CSS
    svg = traitlets.Unicode("").tag(sync=True)
    version = traitlets.Int(0).tag(sync=True)  # bumped on every redraw; browser tests wait on it

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
