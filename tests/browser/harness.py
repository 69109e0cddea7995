"""Drive the Voila app in Debian's Chromium, as the browser tests and the app benchmarks both do.

The server is started with the Makefile's own ``VOILA_FLAGS`` (``make voila-flags``), so tests
measure the app exactly as ``make app`` serves it. Every request that is not to that local server
is blocked: the app must work with no internet.
"""

from __future__ import annotations

import shlex
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
ARTIFACTS = REPO / "tests/browser/artifacts"  # git-ignored: screenshots and the server log
CHROMIUM = "/usr/bin/chromium"
#: As root in a sandbox, with background networking off (the closed network refuses it loudly).
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
#: Appears once the lesson's last code cell has run, so the kernel is free to answer clicks.
LESSON_DONE = ".tt-rules"


def voila_flags() -> list[str]:
    """The flags ``make app`` passes to Voila."""
    out = subprocess.run(
        ["make", "-s", "--no-print-directory", "voila-flags"],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return shlex.split(out)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextmanager
def voila_server(log_path: Path | None = None) -> Iterator[str]:
    """Serve ``notebooks/`` on a free local port; yields the base URL and stops the server after."""
    port = free_port()
    voila = Path(sys.executable).with_name("voila")
    log_path = log_path or ARTIFACTS / "voila.log"
    log_path.parent.mkdir(parents=True, exist_ok=True)
    log = open(log_path, "w")  # noqa: SIM115  (closed in the finally below)
    process = subprocess.Popen(
        [str(voila), "notebooks/", f"--port={port}", *voila_flags()],
        cwd=REPO,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            if process.poll() is not None:
                raise RuntimeError(f"Voila exited with code {process.returncode}; see {log.name}")
            try:
                with urllib.request.urlopen(base + "/", timeout=2) as response:
                    if response.status == 200:
                        break
            except OSError:
                if time.monotonic() > deadline:
                    raise RuntimeError(f"Voila did not answer on {base} within 60 s") from None
                time.sleep(0.2)
        yield base
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
        log.close()


def block_external(page: Any, base: str) -> list[str]:
    """Let only ``base`` through, for this page and any tab it opens; returns the blocked addresses."""
    blocked: list[str] = []

    def route(route: Any) -> None:
        if route.request.url.startswith(base):
            route.continue_()
        else:
            blocked.append(route.request.url)
            route.abort()

    page.context.route("**/*", route)
    return blocked


def open_app(page: Any, url: str, first: str = ".jupyter-widgets") -> float:
    """Open a Voila page; returns milliseconds from navigation start to the first widget shown."""
    page.goto(url, wait_until="commit")
    page.wait_for_selector(first, state="visible", timeout=60_000)
    return float(page.evaluate("performance.now()"))


_CLICK_AND_WAIT = """
async (shape) => {
  const board = shape.closest('.tt-board');
  const before = board.dataset.version;
  const start = performance.now();
  shape.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the board did not redraw')), 15000);
    new MutationObserver((_, observer) => {
      if (board.dataset.version !== before) { observer.disconnect(); clearTimeout(timer); resolve(); }
    }).observe(board, { attributes: true, attributeFilter: ['data-version'] });
  });
  return performance.now() - start;
}
"""


def click_board(page: Any, shape: Any) -> float:
    """Click a board shape and wait until the board has redrawn; returns the milliseconds taken."""
    return float(shape.evaluate(_CLICK_AND_WAIT))


def enabled_shapes(table: Any) -> list[tuple[str, Any]]:
    """The clickable moves on a table's board, as (action text, element) pairs."""
    shapes = table.locator('.tt-board [data-action][aria-disabled="false"]')
    return [(shape.get_attribute("data-action"), shape) for shape in shapes.all()]


def play_to_the_end(page: Any, table: Any, *, stop_every: int = 5, limit: int = 400) -> list[float]:
    """Play the human seat by clicking the board until the game ends; returns each click's time.

    The policy is simple and fixed: keep the first goal offered, and take the first market card,
    except that every ``stop_every``-th turn it stops.
    """
    timings: list[float] = []
    turn = 0
    board = table.locator(".tt-board svg")
    # The board's own label, which arrives with the redraw each click waits for: other panels of
    # the table sync separately and may still be on their way.
    while not (board.get_attribute("aria-label") or "").startswith("Game over"):
        moves = enabled_shapes(table)
        if not moves:
            raise AssertionError("It is the human's turn but nothing on the board is clickable.")
        keep = [shape for text, shape in moves if text.startswith("Keep")]
        takes = [shape for text, shape in moves if text.startswith("Take")]
        stop = [shape for text, shape in moves if text == "Stop"]
        turn += 1
        if keep:
            choice = keep[0]
        elif takes and (turn % stop_every or not stop):
            choice = takes[0]
        else:
            choice = stop[0]
        timings.append(click_board(page, choice))
        if len(timings) > limit:
            raise AssertionError(f"No game over after {limit} clicks.")
    return timings
