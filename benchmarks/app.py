"""The Voila app as a user meets it: page load to first widget, and click to updated board.

Measured with the browser tests' harness (Debian's Chromium, Voila started with the Makefile's
flags, everything but the local server blocked), for each published lesson with a game table:
Rowlette, Rowdy Partners (whose clicks often make the bots play out the rest of a trick, so
they measure the engine, the bots and the redraw together), Partners (most clicks only pick a
card or a piece and redraw the board; the one that makes the move also lets three bots play), and
Super Cowboy and Party Fowl (each click is one of the human's choices or moves and its redraw,
from the first tile laid in Party Fowl; the bots play when the table's "Next turn" button is
pressed, which is not counted as a click).
"""

from __future__ import annotations

import functools
import statistics
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from playwright.sync_api import sync_playwright

from benchmarks.classroom import Sampler, settle
from tests.browser.harness import (
    ARTIFACTS,
    CHROMIUM,
    CHROMIUM_ARGS,
    LESSON_DONE,
    LOCAL_ONLY,
    open_app,
    play_cowboy,
    play_partners,
    play_partyfowl,
    play_rowdy,
    play_to_the_end,
    server_process,
    voila_server,
)

#: (prefix of the result keys, lesson, how its table is played to the end returning click times).
#: Rowlette keeps the unprefixed keys it has always had, so results.json stays comparable.
LESSONS: list[tuple[str, str, Callable[[Any, Any], list[float]]]] = [
    ("voila", "/voila/render/rowlette.ipynb", play_to_the_end),
    ("voila_rowdy", "/voila/render/rowdy_partners.ipynb", play_rowdy),
    ("voila_partners", "/voila/render/partners.ipynb", play_partners),
    ("voila_cowboy", "/voila/render/super_cowboy.ipynb", play_cowboy),
    ("voila_partyfowl", "/voila/render/party_fowl.ipynb", play_partyfowl),
]


def measure(
    page: Any,
    base: str,
    lesson: str,
    play: Callable[[Any, Any], list[float]],
    loads: int,
    settled: Callable[[], object],
) -> dict[str, float]:
    """First widget and game table over ``loads`` page loads, each on a settled server (the page's
    kernel ready again, as for a visitor arriving), then every board click of one game."""
    first_widget, first_board = [], []
    for _ in range(loads):
        settled()
        first_widget.append(open_app(page, base + lesson, ".jupyter-widgets"))
        page.wait_for_selector(".tt-table .tt-board svg", timeout=60_000)  # not an explorable above it
        first_board.append(float(page.evaluate("performance.now()")))
        page.wait_for_selector(LESSON_DONE, timeout=120_000)  # let the kernel go idle
        page.goto("about:blank")
    open_app(page, base + lesson, ".tt-table .tt-board svg")
    page.wait_for_selector(LESSON_DONE, timeout=120_000)
    table = page.locator(".tt-table")
    table.scroll_into_view_if_needed()
    clicks = sorted(play(page, table))
    page.goto("about:blank")
    return {
        "first_widget_ms": statistics.median(first_widget),
        "first_board_ms": statistics.median(first_board),
        "click_median_ms": statistics.median(clicks),
        "click_p90_ms": clicks[int(0.9 * (len(clicks) - 1))],
        "clicks": float(len(clicks)),
    }


def run(loads: int = 5) -> dict[str, float]:
    """Every lesson, each load on a server that has settled: its pool has run every page's
    notebook, as before a visitor arrives (measured while the pools still started, the first lesson
    took a second longer than the others, and a load right after another met a refilling pool)."""
    results: dict[str, float] = {}
    log = ARTIFACTS / "app_benchmark.log"
    with voila_server(log_path=log) as base, sync_playwright() as playwright:
        sampler = Sampler(server_process(base))
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=[*CHROMIUM_ARGS, LOCAL_ONLY])
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        settled = functools.partial(settle, sampler, log, "ready")
        for prefix, lesson, play in LESSONS:
            for key, value in measure(page, base, lesson, play, loads, settled).items():
                results[f"{prefix}_{key}"] = value
        browser.close()
    return results
