"""The coach in a real browser: the Hint's three moves with chances and reasons, and Hard bots that
think with their progress in sight while the table still answers a click."""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import expect

from .harness import ARTIFACTS, ENABLED, block_external, click_board, play_to_the_end, press
from .test_table_frame import open_play


def test_the_hint_shows_the_coachs_moves_with_chances_and_reasons(page: Any, voila: str, leave: None) -> None:
    blocked = block_external(page, voila)
    table = open_play(page, voila, "rowlette")
    table.locator(".tt-hint-button").click()
    message = table.locator(".tt-message")
    expect(message).to_contain_text("Hint: the coach's best moves", timeout=30_000)
    moves = message.locator(".tt-advice li")
    assert 1 <= moves.count() <= 3
    for item in moves.all():
        expect(item).to_contain_text(re.compile(r"\d+% of \d+: \S"))
    expect(table.locator(".tt-board .tt-lit")).to_have_count(1)  # the best move lit on the board
    page.screenshot(path=str(ARTIFACTS / "coach_hint.png"))
    assert blocked == []


def test_hard_bots_think_in_sight_and_the_table_answers_a_click_meanwhile(
    page: Any, voila: str, leave: None
) -> None:
    table = open_play(page, voila, "partners")
    table.locator(".tt-players").click()
    seats = table.locator(".tt-setup select")
    for seat in (2, 3, 4):  # Ben, Cy and Dee (the first menu is the player count)
        seats.nth(seat).select_option("Hard")
    pace = table.locator(".tt-pace select")
    pace.select_option(index=pace.locator("option").count() - 1)  # the fewest pauses: the bots play on
    press(table, table.locator(".tt-new-game"))
    table.locator(".tt-players").click()
    thinking = table.locator(".tt-thinking")
    if not thinking.is_visible():  # Ana first: a move of hers, and a Hard bot is to think
        shape = table.locator(ENABLED).first
        expect(shape).to_be_attached(timeout=15_000)
        click_board(page, shape)
    expect(thinking).to_be_visible(timeout=15_000)
    expect(thinking).to_contain_text("weighs the moves")
    expect(table.locator(".tt-turn")).to_contain_text("(Hard bot) is thinking")
    page.screenshot(path=str(ARTIFACTS / "coach_thinking.png"))
    table.locator(".tt-hint-button").evaluate("(button) => button.click()")  # hidden: a forged click
    expect(table.locator(".tt-message")).to_contain_text("a bot plays that seat", timeout=5_000)
    assert thinking.is_visible(), "the click was answered while the bots were still thinking"
    expect(table.locator(".tt-log")).to_contain_text("(bot)", timeout=60_000)


def test_the_review_after_a_game_shows_the_costliest_moves_and_the_board_before_each(
    page: Any, voila: str, leave: None
) -> None:
    table = open_play(page, voila, "rowlette")
    play_to_the_end(page, table, stop_every=2)  # stopping early and often: moves worth reviewing
    review = table.locator(".tt-review-button")
    expect(review).to_be_visible()
    review.click()
    expect(table.locator(".tt-thinking")).to_contain_text("going over your moves")
    found = table.locator(".tt-review-found")
    expect(found).to_be_visible(timeout=120_000)
    count = found.locator("li").count()  # the list and its text arrive together; the buttons after
    assert count <= 3
    mistakes = table.locator(".tt-mistake")
    expect(mistakes).to_have_count(count)
    if count == 0:  # the coach agreed with every move: it says so
        expect(found).to_contain_text("found no move of yours")
        return
    expect(found).to_contain_text("that cost the most")
    first = mistakes.first.inner_text()
    move = int(re.findall(r"Move (\d+):", first)[0])
    press(table, mistakes.first)
    expect(table.locator(".tt-step-count")).to_contain_text(f"Replay: move {move - 1} of ")
    expect(table.locator(".tt-message")).to_contain_text("the coach preferred")
    page.screenshot(path=str(ARTIFACTS / "coach_review.png"))
