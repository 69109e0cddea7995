"""The Rowdy Partners app in a real browser against a real Voila server: opened from the gallery,
a 4-player game played to the pin and a 2-player Headliner round played by clicking, a forged move
refused, with nothing fetched from the internet.

Rowdy asks more of the table than Rowlette: a card may be followed by token decisions on the side
buttons, and the table pauses after every trick, so the games go through ``harness.play_rowdy``.
"""

from __future__ import annotations

import math
import re
from typing import Any

from playwright.sync_api import expect

from .harness import (
    ARTIFACTS,
    HAND_CARD,
    LESSON_DONE,
    block_external,
    click_board,
    open_app,
    play_rowdy,
    press,
    rowdy_now,
)

LESSON = "/voila/render/rowdy_partners.ipynb"


def open_lesson(page: Any, voila: str) -> tuple[Any, list[str]]:
    """Open the lesson and wait for its last cell, so the kernel is free to answer clicks.

    The lesson may show other boards (explorables) above the game; only the game table is ``.tt-table``.
    """
    blocked = block_external(page, voila)
    open_app(page, voila + LESSON, ".tt-board svg")
    page.wait_for_selector(LESSON_DONE, timeout=120_000)
    table = page.locator(".tt-table")
    expect(table).to_have_count(1)
    table.scroll_into_view_if_needed()
    return table, blocked


def snap(page: Any, table: Any, name: str) -> None:
    """Save the whole table as the finished animations leave it (flipped cards, the winner's glow).

    The Rowdy table is taller than the 800-pixel window, and Voila scrolls an inner panel, not the
    page: Chromium paints only what is in the window, so the window grows to the table first.
    """
    size = page.viewport_size
    height = math.ceil(table.bounding_box()["height"]) + 40
    page.set_viewport_size({"width": size["width"], "height": max(size["height"], height)})
    table.screenshot(path=str(ARTIFACTS / name), animations="disabled")
    page.set_viewport_size(size)


def test_the_gallery_opens_the_rowdy_lesson(page: Any, voila: str, leave: None) -> None:
    blocked = block_external(page, voila)
    open_app(page, voila + "/voila/render/index.ipynb", ".tt-card")
    card = page.locator(".tt-card", has_text="Rowdy Partners")
    expect(card).to_contain_text("2-4 players")
    with page.expect_popup() as opened:  # Jupyter's renderer opens output links in a new tab
        card.get_by_role("link", name="Open the Rowdy Partners lesson").click()
    lesson = opened.value
    assert re.fullmatch(re.escape(voila) + r"/voila/render/rowdy_partners\.ipynb", lesson.url)
    lesson.wait_for_selector(".tt-table .tt-board svg", timeout=60_000)
    lesson.goto("about:blank")
    assert all(not url.startswith(voila) for url in blocked)


def test_a_four_player_game_is_played_to_the_pin_by_clicking(page: Any, voila: str, leave: None) -> None:
    table, blocked = open_lesson(page, voila)
    board = table.locator(".tt-board svg")
    expect(board).to_have_attribute("aria-label", re.compile(r"^Rowdy Partners, round 1, trick 1 of 8"))
    pauses: list[str] = []

    def review(caption: str) -> bool:
        pauses.append(caption)
        if len(pauses) == 3:  # a trick or two in, the board has tokens, damage and a winner to show
            expect(table.locator(".tt-turn")).to_contain_text(f"then press {caption}")
            snap(page, table, "rowdy_trick_review.png")
        return False

    timings = play_rowdy(page, table, on_pause=review)
    assert len(timings) >= 8, "Ana plays a card in every trick of at least one round"
    assert "Deal the next round" in pauses  # a pin takes more than one round
    expect(board).to_have_attribute("aria-label", "Game over")
    expect(table.locator(".tt-turn")).to_contain_text("Game over.")
    expect(table.locator(".tt-play-again")).to_be_visible()
    expect(table.locator(".tt-log")).to_contain_text("is pinned")
    assert re.search(r"Game over: .+ win by pin\.", board.text_content() or "")
    snap(page, table, "rowdy_game_over.png")
    page.screenshot(path=str(ARTIFACTS / "rowdy_page.png"))
    # Only the template's icon-font stylesheet asks for the internet, and the app works without it.
    assert blocked == []  # nothing from the internet: a classroom may have none


def test_a_two_player_headliner_game_plays_a_whole_round(page: Any, voila: str, leave: None) -> None:
    table, _ = open_lesson(page, voila)
    board = table.locator(".tt-board svg")
    table.locator(".tt-players").click()  # the seats open on asking
    table.get_by_label("Players").select_option("2")
    expect(table.locator(".widget-text input[type=text]")).to_have_count(2)  # Ana (Human), Ben (Normal)
    press(table, table.locator(".tt-new-game"))
    expect(table.locator(".tt-log")).to_contain_text("Set-up (seed 2027)")
    expect(board).to_have_attribute("aria-label", re.compile(r"^Rowdy Partners, round 1, trick 1 of 8"))
    # Two Headliners: each has a Manager diamond beside the hand.
    expect(board.locator("text", has_text="'s diamond")).to_have_count(2)

    timings = play_rowdy(page, table, on_pause=lambda caption: caption == "Deal the next round")
    assert len(timings) >= 16, "a Headliner plays two cards in each of the round's 8 tricks"
    assert rowdy_now(page, table)["paused"] == "Deal the next round"
    expect(board).to_have_attribute("aria-label", "Rowdy Partners, round 1, trick 8 of 8, finished")
    snap(page, table, "rowdy_headliners_round_end.png")
    press(table, table.locator(".tt-continue"))
    expect(board).to_have_attribute("aria-label", re.compile(r"^Rowdy Partners, round 2, trick 1 of 8"))
    rowdy_now(page, table)  # round 2 is playable: the buttons agree with the board
    snap(page, table, "rowdy_headliners_round_2.png")


def test_a_forged_move_from_the_browser_is_refused_with_the_reason(
    page: Any, voila: str, leave: None
) -> None:
    table, _ = open_lesson(page, voila)
    rowdy_now(page, table)
    card = table.locator(HAND_CARD).first
    real = card.get_attribute("data-action")
    card.evaluate("node => node.setAttribute('data-action', 'Play 9 of Hats')")  # no such card
    card.evaluate("node => node.dispatchEvent(new MouseEvent('click', { bubbles: true }))")
    expect(table.locator(".tt-message")).to_contain_text(
        "Not allowed: 'Play 9 of Hats' is not a move in Rowdy Partners right now", timeout=10_000
    )
    # The game goes on: the same card, with its real action back, is played.
    card.evaluate("(node, action) => node.setAttribute('data-action', action)", real)
    click_board(page, card)
    expect(table.locator(".tt-message")).not_to_contain_text("Not allowed")
