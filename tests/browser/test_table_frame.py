"""The frame every table shares, in a real browser on the quick-play pages: the seed of the game in
play can be read and copied to share it."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect

from widgets.gallery import play_page

from .harness import ENABLED, block_external, click_board, open_app, press


def open_play(page: Any, voila: str, name: str) -> Any:
    """Open a game's quick-play page and return its table once the board is drawn."""
    open_app(page, f"{voila}/voila/render/{play_page(name)}", ".tt-table .tt-board svg")
    return page.locator(".tt-table")


def test_the_seed_of_the_game_in_play_is_shown_and_copied_to_share_it(
    page: Any, voila: str, leave: None
) -> None:
    blocked = block_external(page, voila)
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=voila)
    table = open_play(page, voila, "rowlette")
    seed = table.locator(".tt-seed-text")
    expect(seed).to_have_value("2026")
    press(table, table.locator(".tt-new-game"))
    expect(seed).to_have_value("2027")
    expect(table.locator(".tt-log")).to_contain_text("Set-up (seed 2027)")
    expect(table.locator(".widget-inline-hbox input[type=number]").first).to_have_value("2027")
    table.locator(".tt-copy-seed").click()
    expect(table.locator(".tt-copy-seed")).to_have_text("Copied")
    assert page.evaluate("navigator.clipboard.readText()") == "2027"
    board = table.locator(".tt-board svg")
    opening = board.get_attribute("aria-label")
    click_board(page, table.locator(ENABLED).first)
    expect(board).not_to_have_attribute("aria-label", opening or "")
    press(table, table.locator(".tt-replay"))  # the same deal again, from before Ana's move
    expect(board).to_have_attribute("aria-label", opening or "")
    expect(table.locator(".tt-log")).to_contain_text("Set-up (seed 2027)")
    expect(seed).to_have_value("2027")
    assert blocked == []


def test_the_pace_chosen_pauses_after_each_bot_move_and_a_rounds_end_always_pauses(
    page: Any, voila: str, leave: None
) -> None:
    blocked = block_external(page, voila)
    table = open_play(page, voila, "rowlette")
    pace = table.locator(".tt-pace select")
    labels = [text.replace("\xa0", " ") for text in pace.locator("option").all_text_contents()]
    # (ipywidgets: no-break spaces.) Rowlette's step is its round: no separate step to stop after.
    assert labels == ["after each bot move", "only at a round's end"]
    pace.select_option(index=0)
    resume = table.locator(".tt-continue")
    for _ in range(20):  # Ana takes cards until a bot moves and another bot is next: the table stops
        shapes = table.locator(ENABLED)
        if not shapes.count():
            break
        click_board(page, shapes.first)
    expect(resume).to_have_text("Next move")
    expect(table.locator(".tt-turn")).to_contain_text("press Next move")
    pace.select_option(index=1)
    press(table, resume)
    expect(resume).to_be_hidden()
    # Only a round's end pauses now, with its scores.
    for _ in range(200):
        shapes = table.locator(ENABLED)
        if resume.is_visible() or not shapes.count():
            break
        stop = table.locator('.tt-board [data-action="Stop"][aria-disabled="false"]')
        click_board(page, stop if stop.count() else shapes.first)
    expect(resume).to_have_text("Next round")
    summary = table.locator(".tt-turn .tt-summary")
    expect(summary).to_contain_text("End of the round.")
    expect(summary.locator(".tt-scores")).to_be_visible()
    press(table, resume)
    expect(summary).to_be_hidden()
    assert pace.evaluate("select => select.selectedIndex") == 1  # kept for the page
    assert blocked == []
