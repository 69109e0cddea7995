"""Save, Load and "Continue your game" in a real browser against Voila: a game saved as a file in one
page loads in another browser's page, in every game; a reload offers the game the browser kept; Save
and Load sit in sight at the foot of the side panel."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

from widgets.choose import PICK
from widgets.gallery import play_page, ready
from widgets.keeper import LIMIT

from .harness import ARTIFACTS, block_external, click_board, enabled_shapes, open_app, press

#: The log shows this many moves at most, the set-up included (widgets.explain.log_html).
LOG_ENTRIES = 60


def open_table(page: Any, voila: str, name: str = "rowlette") -> Any:
    block_external(page, voila)
    open_app(page, f"{voila}/voila/render/{play_page(name)}", ".tt-table .tt-board svg")
    return page.locator(".tt-table")


#: The board shape that lets go of what is picked: lit only while something is.
LET_GO = f"{PICK} nothing"


def decide(page: Any, table: Any) -> None:
    """One decision, the simplest way: the first lit move on the board, else its first lit pick
    (other than letting go of one: picks lead to moves), else the first move beside the board, else
    the button that ends a pause."""
    lit = enabled_shapes(table)
    moves = [shape for action, shape in lit if not action.startswith(PICK)]
    picks = [shape for action, shape in lit if action.startswith(PICK) and action != LET_GO]
    if moves or picks:
        click_board(page, (moves or picks)[0])
        return
    resume = table.locator(".tt-continue")
    button = resume if resume.is_visible() else table.locator(".tt-action-button:visible").first
    try:
        press(table, button, click_timeout=5_000)
    except PlaywrightTimeout:  # the button went with a redraw that came meanwhile: decide again
        return


def picked(table: Any) -> bool:
    """Whether something is picked on the way to a move (a save keeps moves, not picks)."""
    return any(action == LET_GO for action, _ in enabled_shapes(table))


def play_moves(page: Any, table: Any, moves: int) -> None:
    """Play until the game has ``moves`` more moves (the learner's or a bot's), with nothing left
    picked: a bot's move may land while the learner's click picks a tile or a card."""
    for _ in range(moves):
        made = link_moves(page, table)
        for _ in range(12):
            decide(page, table)
            if link_moves(page, table) > made and not picked(table):
                break
        else:
            raise AssertionError("twelve clicks made no move")


#: What the table shows of its game: the board's words and names (not its drawing, which animates
#: dice the first time it shows them), the log and the seed box.
_SHOWN = """(table) => {
  const svg = table.querySelector('.tt-board svg');
  return {
    label: svg.getAttribute('aria-label'),
    words: [...svg.querySelectorAll('text')].map((node) => node.textContent),
    names: [...svg.querySelectorAll('[aria-label]')].map((node) => node.getAttribute('aria-label')),
    log: table.querySelector('.tt-log').innerText,
    seed: table.querySelector('.tt-controls input[type=number]').value,
  };
}"""


def what_it_shows(table: Any) -> dict[str, Any]:
    return dict(table.evaluate(_SHOWN))


def settled_log(table: Any, moves: int) -> None:
    """Wait until the log tells ``moves`` moves after the set-up (the log syncs after the board)."""
    expect(table.locator(".tt-log .tt-entry")).to_have_count(min(moves + 1, LOG_ENTRIES), timeout=15_000)


def saved_moves(text: str) -> int:
    return len(json.loads(text)["actions"])


#: The moves in the save the Save link offers, once the log shows the same game (each arrives in a
#: message of its own, the log's first); false until then.
_SAVE_LINK_MOVES = """(table) => {
  const href = table.querySelector('.tt-save').getAttribute('href') || '';
  const text = decodeURIComponent(href.slice(href.indexOf(',') + 1));
  const moves = text ? JSON.parse(text).actions.length : -1;
  return table.querySelectorAll('.tt-log .tt-entry').length === Math.min(moves + 1, LOG_ENTRIES) && { moves };
}"""


_SAVE_LINK_MOVES = _SAVE_LINK_MOVES.replace("LOG_ENTRIES", str(LOG_ENTRIES))


def link_moves(page: Any, table: Any) -> int:
    """The moves of the game the Save link offers, once it has caught up with the log: read from
    the very check that found them caught up (a bot's move may land before a second look)."""
    caught_up = page.wait_for_function(_SAVE_LINK_MOVES, arg=table.element_handle(), timeout=15_000)
    return int(caught_up.json_value()["moves"])


@pytest.mark.parametrize("name", ready())
def test_a_game_saved_as_a_file_loads_in_another_browsers_page(
    page: Any, voila: str, leave: None, tmp_path: Path, name: str
) -> None:
    table = open_table(page, voila, name)
    play_moves(page, table, 3)
    # A pause (a finished trick on show) is the table's, not the game's: a loaded game does not
    # pause where the saved one did, so the game is saved where play waits for a decision.
    for _ in range(8):
        resume = table.locator(".tt-continue")
        if not resume.is_visible():
            break
        press(table, resume)
    with page.expect_download() as downloaded:
        table.get_by_role("link", name="Save").click()
    download = downloaded.value
    saved = tmp_path / download.suggested_filename
    download.save_as(saved)
    text = saved.read_text()
    moves = saved_moves(text)
    assert re.fullmatch(rf"{name}-seed2026-move{moves}\.json", download.suggested_filename)
    assert json.loads(text)["game"] == name and moves >= 1
    settled_log(table, moves)
    before = what_it_shows(table)
    table.screenshot(path=str(ARTIFACTS / f"keeping_{name}_saved.png"))

    other = page.context.browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        there = other.new_page()
        loading = open_table(there, voila, name)
        truncated = {"name": "cut.json", "mimeType": "application/json", "buffer": text[:-30].encode()}
        loading.locator(".tt-load input").set_input_files(truncated)
        refused = "Not loaded: cut.json: This is not a saved game"
        expect(loading.locator(".tt-message")).to_contain_text(refused)
        expect(loading.locator(".tt-log .tt-entry")).not_to_have_count(moves + 1)
        loading.locator(".tt-load input").set_input_files(saved)
        expect(loading.locator(".tt-message")).to_contain_text(f"Loaded {download.suggested_filename}")
        settled_log(loading, moves)
        for _ in range(50):  # the loaded game's last redraw may still be on its way
            if what_it_shows(loading) == before:
                break
            there.wait_for_timeout(200)
        assert what_it_shows(loading) == before
        loading.screenshot(path=str(ARTIFACTS / f"keeping_{name}_loaded.png"))
        there.goto("about:blank")
    finally:
        other.close()


def test_a_reload_offers_the_game_the_browser_kept_and_taking_it_restores_board_and_log(
    page: Any, voila: str, leave: None
) -> None:
    table = open_table(page, voila)
    play_moves(page, table, 3)
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
    play_moves(page, table, 1)
    page.reload()
    expect(page.locator(".tt-continue-game")).to_contain_text("Continue your game (seed 2026", timeout=60_000)
    page.locator(".tt-start-afresh").click()
    expect(page.locator(".tt-continue-game")).to_be_hidden()
    page.reload()
    page.locator(".tt-table .tt-board svg").wait_for(timeout=60_000)
    page.wait_for_timeout(1_000)  # the time an offer takes to come
    expect(page.locator(".tt-continue-game")).to_be_hidden()


def test_a_file_too_large_is_refused_in_the_browser_without_sending_it(
    page: Any, voila: str, leave: None
) -> None:
    sent: list[int] = []
    page.on("websocket", lambda socket: socket.on("framesent", lambda frame: sent.append(len(frame))))
    table = open_table(page, voila)
    moves = link_moves(page, table)
    big = {"name": "big.json", "mimeType": "application/json", "buffer": b" " * (LIMIT + 1)}
    table.locator(".tt-load input").set_input_files(big)
    expect(table.locator(".tt-message")).to_contain_text(
        f"Not loaded: big.json: The file is {LIMIT + 1:,} bytes, too large to be a saved game"
    )
    assert sent and max(sent) < LIMIT  # the browser sent its size, not the file
    assert link_moves(page, table) == moves


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
    assert table.locator(".tt-controls .tt-keeper").count() == 0
    page.screenshot(path=str(ARTIFACTS / f"keeping_side_{size[0]}x{size[1]}.png"))
