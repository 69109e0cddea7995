"""The browser's side of keeping a game: a Save link, a Load file picker, and a copy in localStorage.

Everything happens in the learner's own browser, with nothing fetched: Save is a link to the save's
text (a ``data:`` address the browser downloads itself), Load reads the chosen file there and sends
its text to Python, and the copy for "Continue your game" is kept in the browser's localStorage under
the page's path and the game's name. With Voila every visitor has a kernel of their own, but the
server's disk is shared by a whole class; localStorage is each learner's own, and outlives a reload
or a culled kernel. Python decides what is stored (:meth:`Keeper.store`); the browser only obeys.

A file larger than :data:`LIMIT` is refused in the browser before anything is sent (the server closes
a websocket on a message of 10 MiB, which would leave the table dead), and again in Python, since a
message from the browser may be forged.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final

import anywidget
import traitlets

#: The largest save Load reads, in bytes: a long game's save is about 16 kB (Partners, 240 moves).
LIMIT: Final = 256 * 1024

#: A file's name as the browser gives it is cut to this many characters before it is shown.
NAME_CHARACTERS: Final = 80

_ESM = """
// Each page keeps one game per table: the key names the page and the game.
const keyOf = (model) => `tabletop-notebooks:${location.pathname}:${model.get("slot")}`;

function remember(key, text) {
  try {
    if (text) localStorage.setItem(key, text); else localStorage.removeItem(key);
  } catch (error) {}  // storage refused (private browsing, full): the game is only not kept
}

function recall(key) {
  try { return localStorage.getItem(key) || ""; } catch (error) { return ""; }
}

function render({ model, el }) {
  el.classList.add("tt-keeper");
  const save = document.createElement("a");
  save.className = "tt-save";
  save.textContent = "Save";
  save.title = "Download this game as a file; Load takes it back, here or in another page";
  const load = document.createElement("label");
  load.className = "tt-load";
  load.title = "Go on with a game saved as a file (a .json file Save made)";
  const input = document.createElement("input");
  input.type = "file";
  input.accept = ".json,application/json";
  load.append("Load", input);
  el.append(save, load);
  const refresh = () => {
    save.href = "data:application/json;charset=utf-8," + encodeURIComponent(model.get("save"));
    save.download = model.get("filename");
  };
  input.addEventListener("change", async () => {
    const file = input.files[0];
    input.value = "";  // the same file chosen again is read again
    if (!file) return;
    if (file.size > model.get("limit")) {
      model.send({ kind: "load", name: file.name, text: "", size: file.size });
      return;
    }
    model.send({ kind: "load", name: file.name, text: await file.text(), size: file.size });
  });
  const obey = (message) => {
    if (typeof message.store === "string") remember(keyOf(model), message.store);
  };
  model.on("change:save", refresh);
  model.on("change:filename", refresh);
  model.on("msg:custom", obey);
  refresh();
  const kept = recall(keyOf(model));
  if (kept) model.send({ kind: "stored", text: kept });
  return () => {
    model.off("change:save", refresh);
    model.off("change:filename", refresh);
    model.off("msg:custom", obey);
  };
}
export default { render };
"""

_CSS = """
.tt-keeper { display: flex; align-items: center; gap: 6px; margin-top: 8px; }
.tt-keeper .tt-save, .tt-keeper .tt-load { display: inline-flex; align-items: center; height: 28px;
  padding: 0 14px; background: #eeeeee; color: #222; font-size: 13px; text-decoration: none;
  cursor: pointer; border-radius: 2px; position: relative; }
.tt-keeper .tt-save:hover, .tt-keeper .tt-load:hover { box-shadow: 0 1px 3px rgba(0, 0, 0, 0.3); }
.tt-keeper .tt-load:focus-within, .tt-keeper .tt-save:focus-visible { outline: 2px solid #0072B2; }
/* The file input stays in the page (a keyboard reaches it through its label), unseen. */
.tt-keeper .tt-load input { position: absolute; width: 1px; height: 1px; opacity: 0; }
.tt-table .tt-kept { border-left: 4px solid #009E73; background: #eefaf5; padding: 6px 8px;
  line-height: 1.35; }
.tt-table .tt-offer { border-left: 4px solid #0072B2; background: #eef6fc; padding: 6px 8px;
  line-height: 1.35; margin-bottom: 6px; font-size: 14px; }
.tt-table .tt-side .tt-offer .widget-button { height: auto; min-height: 30px; white-space: normal;
  line-height: 1.3; padding: 4px 8px; text-align: left; }
"""


@dataclass(frozen=True)
class Upload:
    """A file the learner chose with Load, as the browser sent it."""

    name: str  # the file's name (cut to NAME_CHARACTERS)
    text: str  # its text: empty when the browser found it too large to send
    size: int  # its size in bytes, as the browser measured it


class Keeper(anywidget.AnyWidget):  # type: ignore[misc]
    """Save and Load for one table, and its copy of the game in the browser's localStorage.

    ``save`` is the text the Save link downloads as ``filename``; :meth:`store` sets (or, with "",
    clears) the copy kept in the browser. When drawn, the browser sends any copy it keeps for this
    page and ``slot`` (the game's name) to the ``on_stored`` handlers; a file chosen with Load goes
    to the ``on_upload`` handlers."""

    _esm = _ESM
    _css = _CSS
    slot = traitlets.Unicode("").tag(sync=True)
    save = traitlets.Unicode("").tag(sync=True)
    filename = traitlets.Unicode("game.json").tag(sync=True)
    limit = traitlets.Int(LIMIT).tag(sync=True)

    def __init__(self, slot: str, **kwargs: Any) -> None:
        super().__init__(slot=slot, **kwargs)
        self._uploads: list[Callable[[Upload], None]] = []
        self._stored: list[Callable[[str], None]] = []
        self.on_msg(self._receive)

    def on_upload(self, handler: Callable[[Upload], None]) -> None:
        self._uploads.append(handler)

    def on_stored(self, handler: Callable[[str], None]) -> None:
        self._stored.append(handler)

    def store(self, text: str) -> None:
        """Keep ``text`` in the browser as this page's game ("" forgets it)."""
        self.send({"store": text})

    def upload(self, name: str, text: str) -> None:
        """Act as if the file ``name`` holding ``text`` was chosen with Load (for tests)."""
        self._receive(self, {"kind": "load", "name": name, "text": text, "size": len(text.encode())}, [])

    def recall(self, text: str) -> None:
        """Act as if the browser had kept ``text`` for this page (for tests)."""
        self._receive(self, {"kind": "stored", "text": text}, [])

    def _receive(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """Hand on what the browser sent, made safe to read: any field of the wrong type is read as
        empty (the table then says what is wrong), and the size is never taken below the text's."""
        if not isinstance(content, dict):
            return
        text = content.get("text")
        text = text if isinstance(text, str) else ""
        if content.get("kind") == "stored":
            for handler in self._stored:
                handler(text)
        elif content.get("kind") == "load":
            name = content.get("name")
            name = name[:NAME_CHARACTERS] if isinstance(name, str) and name else "the file"
            size = content.get("size")
            measured = len(text.encode(errors="replace"))
            size = max(size, measured) if isinstance(size, int) and not isinstance(size, bool) else measured
            for call in self._uploads:
                call(Upload(name, text, size))
