"""A learner's Voila page without a browser: the page's own conversation with the server, in Python.

What a Voila page does, and no more: it loads the page's HTML (which arrives whole, once the
notebook has run, and names the page's kernel), fetches the files a browser visiting for the first
time fetches beside it (Voila's scripts, styles and fonts, about 5 MB: ``files``, recorded from
Chromium by the classroom benchmark; six at a time, as a browser asks one server), then connects to
the kernel's channels as the widget manager does, asks the kernel for every widget's state over
ipywidgets' control channel as the page's widget manager does, and keeps every widget model the
kernel sends and updates. A board click is the message the board's own script sends
(``model.send``), and the redraw is the board's ``version`` update coming back. Nothing is
rendered, so thirty of these cost the machine almost nothing beside the server they measure.
"""

from __future__ import annotations

import asyncio
import html
import json
import re
import struct
import time
import uuid
from collections.abc import Sequence
from typing import Any

from tornado.httpclient import AsyncHTTPClient
from tornado.websocket import websocket_connect

#: A lit move on a board's SVG (``widgets.svg.button`` writes its attributes in this order).
LIT = re.compile(r'<g [^>]*?data-action="([^"]*)"[^>]*?aria-disabled="false"')
LABEL = re.compile(r'<svg [^>]*?aria-label="([^"]*)"')
#: A cell's output that shows a widget, in the page's HTML: a page draws only the widgets it gets one
#: of (a cell whose output Voila gave up waiting for shows nothing, though the kernel made its widgets).
SHOWN = re.compile(r'"application/vnd\.jupyter\.widget-view\+json": \{"model_id": "([0-9a-f]+)"')
#: Requests the learners' side may have open at once: every learner's browser has its own
#: connections (30 learners fetching ``FILES_AT_ONCE`` files each is 180), so none waits on another.
#: Tornado's client opens a connection per request, where a browser keeps its six alive: a little
#: more work for the server than thirty browsers give it.
REQUESTS_AT_ONCE = 1000
#: Files a browser fetches from one server at once (Chromium's connections per host over HTTP/1.1).
FILES_AT_ONCE = 6
#: ipywidgets' control channel, on which a page asks for every widget's state at once.
CONTROL, CONTROL_VERSION = "jupyter.widget.control", "1.0.0"


def _decode(frame: str | bytes) -> dict[str, Any]:
    """A kernel message off the socket: JSON text, or jupyter_server's binary frame when it has
    buffers (a count, offsets, the JSON, then the buffers, which no model here needs)."""
    if isinstance(frame, str):
        return dict(json.loads(frame))
    (count,) = struct.unpack("!I", frame[:4])
    offsets = struct.unpack(f"!{count}I", frame[4 : 4 + 4 * count])
    end = offsets[1] if count > 1 else len(frame)
    return dict(json.loads(frame[offsets[0] : end]))


class WidgetPage:
    """One page of ``base`` opened as a browser would open it, with its widgets' state kept."""

    def __init__(self, base: str, files: Sequence[str] = ()) -> None:
        self.base = base
        self.files = files  # addresses under ``base``, as a first visit's browser fetches them
        self.ws = base.replace("http://", "ws://", 1)
        self.session = uuid.uuid4().hex
        self.models: dict[str, dict[str, Any]] = {}
        self.shown: set[str] = set()  # the widgets the page was given a view of
        self.changed = asyncio.Condition()
        self.kernel_id = ""
        self.channels: Any = None
        self.reader: asyncio.Task[None] | None = None

    async def open(self, path: str, timeout: float) -> float:
        """Load the page and wait until its notebook has run and its widgets are here; returns the
        seconds that took."""
        start = time.monotonic()
        # Tornado's client fetches 10 pages at a time and fails the others after 20 s in its queue:
        # a class's browsers each fetch their own, however long the server takes to send it.
        client = AsyncHTTPClient(max_clients=REQUESTS_AT_ONCE)
        page = await client.fetch(
            f"{self.base}/voila/render/{path}", request_timeout=timeout, connect_timeout=timeout
        )
        text = page.body.decode()
        found = re.search(r'"kernelId":\s*"([0-9a-f-]{36})"', text)
        if found is None:
            raise RuntimeError("the page names no kernel")
        self.kernel_id = found[1]
        await self._fetch_files(client, timeout)
        self.channels = await websocket_connect(
            f"{self.ws}/api/kernels/{self.kernel_id}/channels?session_id={self.session}",
            max_message_size=256 * 2**20,
        )
        self.reader = asyncio.create_task(self._read())
        self.shown.update(SHOWN.findall(text))
        await self._request_states()
        return time.monotonic() - start

    async def _fetch_files(self, client: AsyncHTTPClient, timeout: float) -> None:
        """Fetch the page's files as a browser on its first visit does, a few at a time."""
        waiting = list(self.files)

        async def fetch_some() -> None:
            while waiting:
                address = self.base + waiting.pop(0)
                await client.fetch(address, request_timeout=timeout, connect_timeout=timeout)

        await asyncio.gather(*(fetch_some() for _ in range(FILES_AT_ONCE)))

    async def _request_states(self) -> None:
        """Ask the kernel for every widget's state, as a page's widget manager does on connecting."""
        control = uuid.uuid4().hex
        await self._shell(
            "comm_open",
            {"comm_id": control, "target_name": CONTROL, "data": {}},
            {"version": CONTROL_VERSION},
        )
        await self._shell("comm_msg", {"comm_id": control, "data": {"method": "request_states"}})

    async def _read(self) -> None:
        while True:
            frame = await self.channels.read_message()
            if frame is None:
                return
            message = _decode(frame)
            kind = message.get("msg_type") or message["header"]["msg_type"]
            if kind not in ("comm_open", "comm_msg"):
                continue
            content = message["content"]
            data = content.get("data", {})
            if kind == "comm_open":
                self.models[content["comm_id"]] = dict(data.get("state", {}))
            elif data.get("method") == "update_states":
                for comm, model in data.get("states", {}).items():
                    self.models.setdefault(comm, {}).update(model.get("state", {}))
            elif data.get("method") == "update" and content["comm_id"] in self.models:
                self.models[content["comm_id"]].update(data.get("state", {}))
            else:
                continue
            async with self.changed:
                self.changed.notify_all()

    def _children(self, model: dict[str, Any]) -> list[str]:
        return [child.removeprefix("IPY_MODEL_") for child in model.get("children", [])]

    def table(self) -> tuple[str, str, str] | None:
        """The comm ids of the first game table shown on the page: its board, its "New game" button
        and the button that ends a pause (a round's end), once they exist."""
        for comm, model in self.models.items():
            if comm not in self.shown or "tt-table" not in model.get("_dom_classes", []):
                continue
            board = again = resume = None
            todo = self._children(model)
            while todo:
                comm = todo.pop(0)
                child = self.models.get(comm, {})
                if board is None and "svg" in child and "version" in child:
                    board = comm
                if "tt-play-again" in child.get("_dom_classes", []):
                    again = comm
                if "tt-continue" in child.get("_dom_classes", []):
                    resume = comm
                todo += self._children(child)
            if board is not None and again is not None and resume is not None:
                return board, again, resume
        return None

    def board(self, comm: str) -> tuple[str, list[str], int]:
        """A board's label, its lit moves and its version."""
        model = self.models[comm]
        svg = model["svg"]
        label = LABEL.search(svg)
        moves = [html.unescape(action) for action in LIT.findall(svg)]
        return html.unescape(label[1]) if label else "", moves, int(model["version"])

    async def send(self, comm: str, content: dict[str, Any]) -> None:
        """What a widget's view sends with ``model.send`` (a custom message on the shell channel)."""
        await self._shell("comm_msg", {"comm_id": comm, "data": {"method": "custom", "content": content}})

    async def _shell(
        self, kind: str, content: dict[str, Any], metadata: dict[str, Any] | None = None
    ) -> None:
        """A message to the kernel's shell channel, as the page's kernel connection writes it."""
        header = {
            "msg_id": uuid.uuid4().hex,
            "msg_type": kind,
            "session": self.session,
            "username": "learner",
            "date": "",
            "version": "5.3",
        }
        message = {
            "header": header,
            "parent_header": {},
            "metadata": metadata or {},
            "content": content,
            "channel": "shell",
            "buffers": [],
        }
        await self.channels.write_message(json.dumps(message))

    async def redrawn(self, comm: str, before: int, timeout: float) -> None:
        """Wait until the board's version has moved on from ``before``."""
        model = self.models[comm]
        async with self.changed:
            await asyncio.wait_for(self.changed.wait_for(lambda: int(model["version"]) != before), timeout)

    async def wait_for_table(self, timeout: float) -> tuple[str, str, str]:
        """Once every cell has run: the shown table's board and buttons, when their models have
        arrived over the kernel's socket (a page waits for them the same way). A table the kernel
        made but no cell's output showed would never appear on a page: that raises at once."""

        def made() -> bool:
            return any("tt-table" in model.get("_dom_classes", []) for model in self.models.values())

        async with self.changed:
            await asyncio.wait_for(self.changed.wait_for(lambda: self.table() is not None or made()), timeout)
        found = self.table()
        if found is None:
            raise RuntimeError("the table's cell ran, but Voila sent the page no output to show it")
        return found

    async def close(self, goodbye: bool = True) -> None:
        """Leave as a page does: Voila's goodbye asks the server to shut the kernel down (with the
        ``_xsrf`` cookie and form field the project's template provides); without it, the page
        just vanishes, as a crashed browser's does, and leaves its kernel to the idle cull."""
        if self.reader is not None:
            self.reader.cancel()
        if self.channels is not None:
            self.channels.close()
        if not goodbye or not self.kernel_id:
            return
        token = uuid.uuid4().hex
        await AsyncHTTPClient().fetch(
            f"{self.base}/voila/api/shutdown/{self.kernel_id}",
            method="POST",
            body=f"_xsrf={token}",
            headers={"Cookie": f"_xsrf={token}"},
            raise_error=False,
        )
