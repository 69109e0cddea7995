"""Save, Load and "Continue your game" in a real browser against Voila: a game saved as a file in one
page loads in another browser's page; a reload offers the game the browser kept; the controls do not
make the top bar take another row."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from .harness import ARTIFACTS, block_external, click_board, enabled_shapes, open_app, press

PAGE = "/voila/render/play/rowlette.ipynb"


def open_table(page: Any, voila: str) -> Any:
    block_external(page, voila)
    open_app(page, voila + PAGE, ".tt-table .tt-board svg")
    return page.locator(".tt-table")


def play_clicks(page: Any, table: Any, clicks: int) -> None:
    """Click the first lit shape ``clicks`` times (pressing the continue button at a round's end)."""
    for _ in range(clicks):
        moves = enabled_shapes(table)
        if not moves:
            press(table, table.locator(".tt-continue"))
            moves = enabled_shapes(table)
        click_board(page, moves[0][1])


def what_it_shows(table: Any) -> dict[str, str]:
    """The board as drawn, the log and the seed of the game in play, once the log has caught up."""
    return {
        "board": table.locator(".tt-board svg").evaluate("node => node.outerHTML"),
        "log": table.locator(".tt-log").inner_text(),
        "seed": table.locator(".tt-top input[type=number]").first.input_value(),
    }


def settled_log(table: Any, moves: int) -> None:
    """Wait until the log tells ``moves`` moves after the set-up (the log syncs after the board)."""
    expect(table.locator(".tt-log .tt-entry")).to_have_count(moves + 1, timeout=15_000)


def saved_moves(text: str) -> int:
    return len(json.loads(text)["actions"])


#: The moves in the save the Save link offers, once the log shows the same game (each arrives in a
#: message of its own, the log's first); false until then.
_SAVE_LINK_MOVES = """(table) => {
  const href = table.querySelector('.tt-save').getAttribute('href') || '';
  const text = decodeURIComponent(href.slice(href.indexOf(',') + 1));
  const moves = text ? JSON.parse(text).actions.length : -1;
  return table.querySelectorAll('.tt-log .tt-entry').length === moves + 1 && moves;
}"""


def link_moves(page: Any, table: Any) -> int:
    """The moves of the game the Save link offers, once it has caught up with the log."""
    page.wait_for_function(_SAVE_LINK_MOVES, arg=table.element_handle(), timeout=15_000)
    return int(table.evaluate(_SAVE_LINK_MOVES))


def test_a_game_saved_as_a_file_loads_in_another_browsers_page(
    page: Any, voila: str, leave: None, tmp_path: Path
) -> None:
    table = open_table(page, voila)
    play_clicks(page, table, 4)
    link_moves(page, table)
    with page.expect_download() as downloaded:
        table.get_by_role("link", name="Save").click()
    download = downloaded.value
    saved = tmp_path / download.suggested_filename
    download.save_as(saved)
    text = saved.read_text()
    moves = saved_moves(text)
    assert re.fullmatch(rf"rowlette-seed2026-move{moves}\.json", download.suggested_filename)
    assert json.loads(text)["game"] == "rowlette" and moves >= 4
    settled_log(table, moves)
    before = what_it_shows(table)
    table.screenshot(path=str(ARTIFACTS / "keeping_saved.png"))

    other = page.context.browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        there = other.new_page()
        loading = open_table(there, voila)
        truncated = {"name": "cut.json", "mimeType": "application/json", "buffer": text[:-30].encode()}
        loading.locator(".tt-load input").set_input_files(truncated)
        refused = "Not loaded: cut.json: This is not a saved game"
        expect(loading.locator(".tt-message")).to_contain_text(refused)
        expect(loading.locator(".tt-log .tt-entry")).not_to_have_count(moves + 1)
        loading.locator(".tt-load input").set_input_files(saved)
        expect(loading.locator(".tt-message")).to_contain_text(f"Loaded {download.suggested_filename}")
        settled_log(loading, moves)
        assert what_it_shows(loading) == before
        loading.screenshot(path=str(ARTIFACTS / "keeping_loaded.png"))
        there.goto("about:blank")
    finally:
        other.close()


def test_a_reload_offers_the_game_the_browser_kept_and_taking_it_restores_board_and_log(
    page: Any, voila: str, leave: None
) -> None:
    table = open_table(page, voila)
    play_clicks(page, table, 3)
    moves = link_moves(page, table)
    before = what_it_shows(table)
    page.reload()
    table = page.locator(".tt-table")
    offer = table.get_by_role("button", name=f"Continue your game (seed 2026, move {moves})")
    expect(offer).to_be_visible(timeout=60_000)
    table.screenshot(path=str(ARTIFACTS / "keeping_offer.png"))
    press(table, offer)
    expect(offer).to_be_hidden()
    settled_log(table, moves)
    assert what_it_shows(table) == before
    # Taken, the game is kept again as it goes on: the next reload offers it with one more move.
    play_clicks(page, table, 1)
    page.reload()
    expect(page.locator(".tt-continue-game")).to_contain_text("Continue your game (seed 2026", timeout=60_000)
    page.locator(".tt-start-afresh").click()
    expect(page.locator(".tt-continue-game")).to_be_hidden()
    page.reload()
    page.locator(".tt-table .tt-board svg").wait_for(timeout=60_000)
    page.wait_for_timeout(1_000)  # the time an offer takes to come
    expect(page.locator(".tt-continue-game")).to_be_hidden()


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_save_and_load_sit_at_the_foot_of_the_side_panel_in_sight_and_out_of_the_top_bar(
    page: Any, voila: str, leave: None, size: tuple[int, int]
) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    table = open_table(page, voila)
    side = table.locator(".tt-side")
    for control in (side.get_by_role("link", name="Save"), side.get_by_text("Load", exact=True)):
        expect(control).to_be_in_viewport()
    below = """(side) => {
      const keeper = side.querySelector('.tt-keeper').getBoundingClientRect();
      const scores = side.querySelector('.tt-scores').getBoundingClientRect();
      return keeper.top >= scores.bottom;
    }"""
    assert side.evaluate(below)
    assert table.locator(".tt-top .tt-keeper").count() == 0
    page.screenshot(path=str(ARTIFACTS / f"keeping_side_{size[0]}x{size[1]}.png"))
