"""The Voila app as a user meets it: page load to first widget, and click to updated board.

Measured with the browser tests' harness (Debian's Chromium, Voila started with the Makefile's
flags, everything but the local server blocked).
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from playwright.sync_api import sync_playwright

from tests.browser.harness import (
    CHROMIUM,
    CHROMIUM_ARGS,
    LESSON_DONE,
    block_external,
    open_app,
    play_to_the_end,
    voila_server,
)

LESSON = "/voila/render/rowlette.ipynb"


def run(loads: int = 5) -> dict[str, float]:
    with voila_server() as base, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        block_external(page, base)
        first_widget, first_board = [], []
        for _ in range(loads):
            first_widget.append(open_app(page, base + LESSON, ".jupyter-widgets"))
            page.wait_for_selector(".tt-board svg", timeout=60_000)
            first_board.append(float(page.evaluate("performance.now()")))
            page.wait_for_selector(LESSON_DONE, timeout=120_000)  # let the kernel go idle
            page.goto("about:blank")
        open_app(page, base + LESSON, ".tt-board svg")
        page.wait_for_selector(LESSON_DONE, timeout=120_000)
        table = page.locator(".tt-table")
        table.scroll_into_view_if_needed()
        clicks = play_to_the_end(page, table)
        page.goto("about:blank")
        browser.close()
    clicks.sort()
    return {
        "voila_first_widget_ms": statistics.median(first_widget),
        "voila_first_board_ms": statistics.median(first_board),
        "voila_click_median_ms": statistics.median(clicks),
        "voila_click_p90_ms": clicks[int(0.9 * (len(clicks) - 1))],
        "voila_clicks": float(len(clicks)),
    }
