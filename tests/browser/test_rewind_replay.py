"""Undo and Replay in a real browser, on Super Cowboy's quick-play page: a move taken back leaves the
table as it was, and a finished game is stepped through to its end and back to the game."""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import expect

from .harness import ARTIFACTS, ENABLED, block_external, click_board, press
from .test_table_frame import open_play

NOW = """(table) => ({
  label: table.querySelector('.tt-board svg').getAttribute('aria-label'),
  enabled: [...table.querySelectorAll('.tt-board [data-action][aria-disabled="false"]')]
    .map((node) => node.getAttribute('data-action')),
  log: table.querySelector('.tt-log').textContent,
})"""


def test_a_move_is_undone_and_a_finished_game_replayed_to_its_end(page: Any, voila: str, leave: None) -> None:
    blocked = block_external(page, voila)
    table = open_play(page, voila, "cowboy")
    undo = table.locator(".tt-undo")
    expect(undo).to_have_class(re.compile(r"\btt-off\b"))  # nothing of Ana's to take back yet
    undo.click()
    expect(table.locator(".tt-message")).to_contain_text("Nothing to undo: no move of yours yet.")
    before = table.evaluate(NOW)
    walk = table.locator('.tt-board [data-action^="Move "][aria-disabled="false"]').first
    click_board(page, walk)
    expect(undo).not_to_have_class(re.compile(r"\btt-off\b"))
    assert table.evaluate(NOW) != before
    press(table, undo)
    expect(table.locator(".tt-message")).to_contain_text("Undone: Move")
    assert table.evaluate(NOW) == before, "the board, its moves and the log as before the walk"
    page.screenshot(path=str(ARTIFACTS / "cowboy_undone.png"))

    # Every seat a bot, never pausing: New game plays a whole game at once.
    table.locator(".tt-players").click()
    table.locator(".tt-setup select").nth(1).select_option("Normal")  # Ana's seat
    table.locator(".tt-pace select").select_option(index=2)
    press(table, table.locator(".tt-new-game"))
    expect(table.locator(".tt-play-again")).to_be_visible()
    table.locator(".tt-players").click()  # the seats close again, for the board's height
    expect(table.locator(".tt-over")).to_contain_text("Game over")
    over = table.evaluate(NOW)
    replay = table.locator(".tt-step-replay")
    expect(replay).to_have_text("Replay")
    expect(table.locator(".tt-restart")).to_have_text("Restart")  # the seed again: another button
    press(table, replay)
    count = table.locator(".tt-step-count")
    expect(count).to_contain_text(re.compile(r"Replay: move 0 of \d+"))
    length = int(re.findall(r"of (\d+)", count.inner_text())[0])
    assert table.locator(ENABLED).count() == 0, "nothing to click on a replayed board"
    expect(table.locator(".tt-log")).to_contain_text("Set-up (seed")
    for step in range(1, 4):
        press(table, table.locator(".tt-step-forward"))
        expect(count).to_have_text(f"Replay: move {step} of {length}")
    page.set_viewport_size({"width": 800, "height": 600})
    page.screenshot(path=str(ARTIFACTS / "cowboy_replay_800.png"))
    expect(table.locator(".tt-step-last")).to_be_in_viewport()
    press(table, table.locator(".tt-step-last"))
    expect(count).to_have_text(f"Replay: move {length} of {length}")
    expect(table.locator(".tt-play-on")).to_be_disabled()
    press(table, table.locator(".tt-step-back"))
    expect(count).to_have_text(f"Replay: move {length - 1} of {length}")
    press(table, table.locator(".tt-step-forward"))
    expect(count).to_have_text(f"Replay: move {length} of {length}")
    assert table.evaluate(NOW)["log"] == over["log"], "the log of the whole game at its last move"
    page.screenshot(path=str(ARTIFACTS / "cowboy_replay_end_800.png"))
    table.locator(".tt-back-to-game").click()  # the same picture: Super Cowboy hides nothing
    expect(table.locator(".tt-step-panel")).to_be_hidden()
    expect(table.locator(".tt-play-again")).to_be_visible()
    assert table.evaluate(NOW) == over
    page.set_viewport_size({"width": 1280, "height": 800})
    assert blocked == []
