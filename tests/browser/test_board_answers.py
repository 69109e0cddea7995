"""The five boards in Chromium as a newcomer meets them: every click answered, the hint lit on the
board, and the keyboard visiting only what can be chosen, in reading order.

Each quick-play page opens straight into its table (the seeds below are the pages'); the kernel runs
the same code as this process, so what a table should say is computed here from the same game.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise
from typing import Any

import pytest
from playwright.sync_api import expect

from widgets.cowboy import cowboy_table
from widgets.partners import partners_table
from widgets.partyfowl import partyfowl_table
from widgets.rowdy import rowdy_table
from widgets.rowlette import rowlette_table
from widgets.table import GameTable

from .harness import ARTIFACTS, ENABLED, SIZES, block_external, click_board, open_play

#: The quick-play pages' tables (notebooks/play/<game>.ipynb), built here as the kernel builds them.
TABLES: dict[str, Callable[[], GameTable]] = {
    "rowlette": lambda: rowlette_table(players=("Ana", "Ben", "Cy"), seed=2026),
    "rowdy": lambda: rowdy_table(players=("Ana", "Ben", "Cy", "Dee"), seed=2026),
    "partners": lambda: partners_table(players=("Ana", "Ben", "Cy", "Dee"), seed=2026),
    "cowboy": lambda: cowboy_table(players=("Ana", "Ben"), seed=2026),
    "partyfowl": lambda: partyfowl_table(players=("Ana", "Ben", "Cy"), seed=2026),
}

#: A point on the picture that no shape covers, as near the middle of the board as there is one.
_EMPTY_POINT = """
(svg) => {
  const box = svg.getBoundingClientRect();
  const middle = [box.left + box.width / 2, box.top + Math.min(box.height, innerHeight - box.top) / 2];
  let best = null;
  for (let y = box.top + 4; y < Math.min(box.bottom, innerHeight) - 4; y += 6) {
    for (let x = box.left + 4; x < box.right - 4; x += 6) {
      const hit = document.elementFromPoint(x, y);
      if (!hit || !svg.contains(hit) || hit.closest('[data-action]')) continue;
      const far = Math.hypot(x - middle[0], y - middle[1]);
      if (best === null || far < best[2]) best = [x, y, far];
    }
  }
  return best;
}
"""

#: The focused element, if it is a shape of the board: its action, whether it is disabled, its box
#: on the picture.
_FOCUSED = """
() => {
  const shape = document.activeElement;
  if (!shape || !shape.closest('.tt-board') || !shape.matches('[data-action]')) return null;
  const box = shape.getBoundingClientRect();
  const origin = shape.closest('svg').getBoundingClientRect();  // the page may scroll to the focus
  const top = box.top - origin.top;
  return { action: shape.getAttribute('data-action'), disabled: shape.getAttribute('aria-disabled'),
           top, left: box.left - origin.left, middle: top + box.height / 2, height: box.height };
}
"""


#: The actions of the board's shapes that can be chosen, in the order Tab visits them (rows top to
#: bottom, as the board's own reading order).
_READING = """
() => {
  const shapes = [...document.querySelectorAll('.tt-board [data-action][aria-disabled="false"]')];
  const items = shapes.map((shape) => ({ shape, box: shape.getBoundingClientRect() }))
    .map((item) => ({ ...item, middle: item.box.top + item.box.height / 2 }))
    .sort((a, b) => a.middle - b.middle);
  const rows = [];
  for (const item of items) {
    const row = rows[rows.length - 1];
    if (row && item.middle - row[0].middle <= Math.max(row[0].box.height / 2, 4)) row.push(item);
    else rows.push([item]);
  }
  return rows.flatMap((row) => row.sort((a, b) => a.box.left - b.box.left))
    .map((item) => item.shape.getAttribute('data-action'));
}
"""


def open_table(page: Any, voila: str, game: str, size: str = "1280x800") -> Any:
    page.set_viewport_size(SIZES[size])
    block_external(page, voila)
    return open_play(page, voila, game, ".tt-table .tt-board svg [data-action]")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", TABLES)
def test_a_click_on_no_shape_is_answered_with_what_to_click(
    page: Any, voila: str, leave: None, game: str, size: str
) -> None:
    table = open_table(page, voila, game, size)
    point = table.locator(".tt-board svg").evaluate(_EMPTY_POINT)
    assert point is not None, "the whole picture is covered by shapes"
    page.mouse.click(point[0], point[1])
    words = TABLES[game]().instruction()
    expect(table.locator(".tt-message")).to_have_text(words, timeout=15_000)
    # Said once: the side panel beside the board is in sight, so the board does not say it again.
    expect(table.locator(".tt-board .tt-notice")).to_have_text(words)
    expect(table.locator(".tt-board .tt-notice")).to_be_hidden()


def browser_hint(table: Any) -> str:
    """The move the browser's Hint names first (the coach's best; it searches for a time there, so
    its choice is read from the page, not worked out here)."""
    expect(table.locator(".tt-message")).to_contain_text("Hint:", timeout=30_000)
    return str(table.locator(".tt-message b").first.inner_text())


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", TABLES)
def test_the_hint_rings_the_first_thing_to_click_until_the_learner_moves(
    page: Any, voila: str, leave: None, game: str, size: str
) -> None:
    table = open_table(page, voila, game, size)
    here = TABLES[game]()
    table.locator(".tt-hint-button").click()
    hinted = browser_hint(table)
    lit = table.locator(".tt-board .tt-lit")
    expect(lit).to_have_count(1)
    assert lit.get_attribute("data-action") == here.hint_path(hinted)[0]
    rings = table.locator(".tt-board .tt-lit-ring")
    expect(rings).to_have_count(2)  # a black ring and a yellow dash: not colour alone, and thick
    width = rings.first.evaluate("(ring) => parseFloat(getComputedStyle(ring).strokeWidth)")
    assert width >= 4
    # The ring goes round the shape's own drawing (5 units out), not round its hit pad.
    ring, shape = rings.first.bounding_box(), lit.bounding_box()
    assert ring is not None and shape is not None
    scale = table.locator(".tt-board svg").evaluate(
        "(svg) => svg.getBoundingClientRect().width / svg.viewBox.baseVal.width"
    )
    for out in (
        shape["x"] - ring["x"],
        shape["y"] - ring["y"],
        ring["x"] + ring["width"] - shape["x"] - shape["width"],
        ring["y"] + ring["height"] - shape["y"] - shape["height"],
    ):
        assert -1 <= out <= 5 * scale + 4, (ring, shape)  # 5 units, and the strokes
    lit.scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / f"hint-{game}-{size}.png"))
    first = lit.get_attribute("data-action")
    click_board(page, lit)
    if len(here.hint_path(hinted)) == 1:  # the move is made: its light goes out
        expect(table.locator(".tt-board .tt-lit-ring")).to_have_count(0)
        expect(table.locator(".tt-lit-button")).to_have_count(0)
    else:  # the light moves on to the next click (tested in full below)
        expect(table.locator(f'.tt-board .tt-lit[data-action="{first}"]')).to_have_count(0)


@pytest.mark.parametrize("size", SIZES)
def test_the_hint_of_a_move_of_several_clicks_lights_each_click_in_turn(
    page: Any, voila: str, leave: None, size: str
) -> None:
    table = open_table(page, voila, "partyfowl", size)
    table.locator(".tt-hint-button").click()
    path = TABLES["partyfowl"]().hint_path(browser_hint(table))  # a tile, then where it goes
    assert len(path) > 1
    message = table.locator(".tt-message")
    for step in path:
        lit = table.locator(".tt-board .tt-lit")
        expect(lit).to_have_attribute("data-action", step, timeout=15_000)
        expect(message).to_contain_text("Hint:")
        click_board(page, lit.first)
    expect(table.locator(".tt-board .tt-lit-ring")).to_have_count(0, timeout=15_000)
    expect(message).not_to_contain_text("Hint:")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", TABLES)
def test_tab_visits_only_what_can_be_chosen_in_reading_order_and_enter_chooses(
    page: Any, voila: str, leave: None, game: str, size: str
) -> None:
    table = open_table(page, voila, game, size)
    table.locator(".tt-new-game").focus()
    for _ in range(40):  # on through the set-up controls to the board
        page.keyboard.press("Tab")
        if page.evaluate(_FOCUSED) is not None:
            break
    visited = []
    while (now := page.evaluate(_FOCUSED)) is not None and len(visited) < 200:
        visited.append(now)
        page.keyboard.press("Tab")
    lit = sorted(shape.get_attribute("data-action") for shape in table.locator(ENABLED).all())
    assert [shape["disabled"] for shape in visited] == ["false"] * len(visited)
    assert sorted(shape["action"] for shape in visited) == lit
    for before, after in pairwise(visited):  # rows top to bottom, each left to right
        same_row = abs(after["middle"] - before["middle"]) <= max(before["height"] / 2, 4)
        assert after["middle"] > before["middle"] or same_row, (before, after)
        assert not same_row or after["left"] >= before["left"], (before, after)
    page.keyboard.press("Shift+Tab")  # back onto the board's last shape
    assert page.evaluate(_FOCUSED)["action"] == visited[-1]["action"]
    board = table.locator(".tt-board")
    version = board.get_attribute("data-version")
    page.keyboard.press("Enter")
    expect(board).not_to_have_attribute("data-version", version or "", timeout=15_000)
    if table.locator(ENABLED).count():
        # The focus stays on the same action where it is still there, else on the shape now at its
        # place in reading order (the last place here, or the new last one if there are fewer).
        page.wait_for_function("() => document.activeElement.matches('.tt-board [data-action]')")
        page.wait_for_timeout(300)  # any focus moved by the board's own handlers has moved by now
        now = page.evaluate(_FOCUSED)
        order = page.evaluate(_READING)
        at = min(len(visited), len(order)) - 1
        expected = visited[-1]["action"] if visited[-1]["action"] in order else order[at]
        assert now["disabled"] == "false" and now["action"] == expected, (now, order)


def test_escape_lets_go_of_a_picked_tile(page: Any, voila: str, leave: None) -> None:
    table = open_table(page, voila, "partyfowl")
    tile = table.locator('.tt-board [data-action^="pick tile "]').first
    tile.focus()
    board = table.locator(".tt-board")
    version = board.get_attribute("data-version")
    page.keyboard.press("Space")
    expect(board).not_to_have_attribute("data-version", version or "", timeout=15_000)
    put_back = table.locator('.tt-board [data-action="pick nothing"]')  # the picked tile, lifted
    expect(put_back).to_have_count(1)
    version = board.get_attribute("data-version")
    page.keyboard.press("Escape")
    expect(board).not_to_have_attribute("data-version", version or "", timeout=15_000)
    expect(put_back).to_have_count(0)
