"""The coach in the Voila app, as a learner meets it: Hint to the coach's answer on screen, and how
soon a click is answered while Hard bots think.

For every game's quick-play page (Debian's Chromium, Voila with the Makefile's flags, everything but
the local server blocked): the Hint at the learner's first decision of :data:`DEALS` deals (New game
deals the next seed), click to the answer in the side panel, timed in the page. Then, on Partners'
page with Hard bots in the three other seats, a click made while they think (Who plays, which the
kernel answers by opening or closing the seats) to its answer: the table's responsiveness while
the kernel searches.
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from playwright.sync_api import expect, sync_playwright

import tabletop
from tests.browser.harness import (
    ARTIFACTS,
    CHROMIUM,
    CHROMIUM_ARGS,
    ENABLED,
    LOCAL_ONLY,
    click_board,
    open_play,
    press,
    voila_server,
)

#: Deals whose first Hint is timed, per game.
DEALS = 5
#: Clicks timed while Hard bots think.
PROBES = 5

#: Click ``button`` (in ``table``) and resolve with the milliseconds until the side panel's message
#: contains ``words``.
_ANSWERED = """
async (table, [selector, words]) => {
  const message = table.querySelector('.tt-message');
  const start = performance.now();
  const done = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no answer: ' + words)), 30000);
    new MutationObserver((_, observer) => {
      if (message.textContent.includes(words)) {
        observer.disconnect(); clearTimeout(timer); resolve(performance.now() - start);
      }
    }).observe(message, { subtree: true, childList: true, characterData: true });
  });
  table.querySelector(selector).click();
  return await done;
}
"""


#: Click Who plays and resolve with the milliseconds until the kernel has opened or closed the seats.
_TOGGLED = """
async (table) => {
  const setup = table.querySelector('.tt-setup');
  const shown = () => getComputedStyle(setup).display !== 'none';
  const before = shown();
  const start = performance.now();
  const done = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Who plays was not answered')), 30000);
    new MutationObserver((_, observer) => {
      if (shown() === before) return;
      observer.disconnect(); clearTimeout(timer); resolve(performance.now() - start);
    }).observe(setup, { attributes: true, attributeFilter: ['style', 'class'] });
  });
  table.querySelector('.tt-players').click();
  return await done;
}
"""


def answered(table: Any, selector: str, words: str) -> float:
    return float(table.evaluate(_ANSWERED, [selector, words]))


def hint_times(page: Any, base: str, name: str) -> list[float]:
    """The Hint's time to answer at the first decision of :data:`DEALS` deals of ``name``."""
    table = open_play(page, base, name)
    times = []
    for _ in range(DEALS):
        expect(table.locator(".tt-hint-button")).to_be_visible(timeout=30_000)
        times.append(answered(table, ".tt-hint-button", "Hint:"))
        press(table, table.locator(".tt-new-game"))
    page.goto("about:blank")
    return times


def thinking_answers(page: Any, base: str) -> list[float]:
    """A click's time to answer while Hard bots think, on Partners' page."""
    table = open_play(page, base, "partners")
    table.locator(".tt-players").click()
    for seat in (2, 3, 4):  # Ben, Cy and Dee (the first menu is the player count)
        table.locator(".tt-setup select").nth(seat).select_option("Hard")
    press(table, table.locator(".tt-new-game"))
    table.locator(".tt-players").click()
    thinking, times = table.locator(".tt-thinking"), []
    while len(times) < PROBES:
        if not thinking.is_visible():
            shape, button = table.locator(ENABLED).first, table.locator(".tt-action-button:visible").first
            if shape.count():
                click_board(page, shape)
            elif button.count():
                button.click()
            expect(thinking).to_be_visible(timeout=30_000)
        times.append(float(table.evaluate(_TOGGLED)))
    page.screenshot(path=str(ARTIFACTS / "coach_benchmark_thinking.png"))
    page.goto("about:blank")
    return times


def run() -> dict[str, float]:
    results: dict[str, float] = {}
    with voila_server(log_path=ARTIFACTS / "coach_benchmark.log") as base, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=[*CHROMIUM_ARGS, LOCAL_ONLY])
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        for name in tabletop.playable():
            times = sorted(hint_times(page, base, name))
            results[f"{name}_hint_median_ms"] = statistics.median(times)
            results[f"{name}_hint_max_ms"] = times[-1]
        answers = sorted(thinking_answers(page, base))
        results["thinking_click_median_ms"] = statistics.median(answers)
        results["thinking_click_max_ms"] = answers[-1]
        browser.close()
    return results


#: (key, what, target, unit, higher is better), for the README's table.
ROWS = [
    *(
        row
        for name in tabletop.playable()
        for row in (
            (
                f"{name}_hint_median_ms",
                f"Voila, {tabletop.get(name).title}: Hint to the coach's answer, median of {DEALS} deals",
                1000,
                " ms",
                False,
            ),
            (f"{name}_hint_max_ms", f"Voila, {tabletop.get(name).title}: Hint, slowest", 1000, " ms", False),
        )
    ),
    (
        "thinking_click_median_ms",
        "Voila, Partners with 3 Hard bots: a click answered while they think, median",
        200,
        " ms",
        False,
    ),
    ("thinking_click_max_ms", "Voila, Partners with 3 Hard bots: the same, slowest", None, " ms", False),
]


if __name__ == "__main__":
    for key, value in run().items():
        print(f"{key}: {value:,.0f}")
