"""The Partners app in a real browser against a real Voila server: opened from the gallery, a whole
game (Ana and three Normal bots, the lesson's seed) played to the end by clicking the board, a
forged move refused with its reason, with nothing fetched from the internet.

A Partners play is a card, then a piece, then a field, each a click on the board, so a game takes a
few hundred clicks; they go through ``harness.play_partners``. The kernel runs the same code as this
process, so the game played in the browser is first played here with the same clicks, and the two
must agree move for move.
"""

from __future__ import annotations

import math
import re
from html import unescape
from typing import Any

from playwright.sync_api import expect

from widgets.partners import PartnersTable, partners_table

from .harness import (
    ARTIFACTS,
    ENABLED,
    LESSON_DONE,
    block_external,
    click_board,
    open_app,
    play_partners,
)
from .replay import first_lit, replay

LESSON = "/voila/render/partners.ipynb"
SEED = 2026  # the lesson's table: partners_table(players=("Ana", "Ben", "Cy", "Dee"), seed=2026)
FORGED = "Play 12: Yellow 1 to red 5"


def open_lesson(page: Any, voila: str) -> tuple[Any, list[str]]:
    """Open the lesson and wait for its last cell, so the kernel is free to answer clicks.

    The lesson's sandboxes are boards too; only the game table is ``.tt-table``.
    """
    blocked = block_external(page, voila)
    open_app(page, voila + LESSON, ".tt-board svg")
    page.wait_for_selector(LESSON_DONE, timeout=120_000)
    assert page.locator(".tt-partners-sandbox .tt-board svg").count() >= 3
    table = page.locator(".tt-table")
    expect(table).to_have_count(1)
    table.scroll_into_view_if_needed()
    return table, blocked


def snap(page: Any, table: Any, name: str) -> None:
    """Save the whole table; the window grows to it first (Chromium paints only what is in it)."""
    size = page.viewport_size
    height = math.ceil(table.bounding_box()["height"]) + 40
    page.set_viewport_size({"width": size["width"], "height": max(size["height"], height)})
    table.screenshot(path=str(ARTIFACTS / name), animations="disabled")
    page.set_viewport_size(size)


# ---- the same game, played in this process ----


def expected_game() -> tuple[list[str], str]:
    """The lesson's game played here with ``play_partners``' policy (the first lit shape): the
    board label before each click (the browser must show the same), and the label at the end."""
    steps, end = replay(partners_table(players=("Ana", "Ben", "Cy", "Dee"), seed=SEED), first_lit)
    assert any(kind == "pause" for kind, _ in steps), "every deal's end pauses with its summary"
    return [label for kind, label in steps if kind == "click"], end


def refusal(table: PartnersTable, forged: str) -> str:
    """The sentence the table answers a forged click with (its rule follows in a details element)."""
    table.board.click(forged)
    found = re.search(r"Not allowed: (.*?) <details", unescape(table.message.value))
    assert found is not None, table.message.value
    return found[1]


# ---- the tests ----


def test_the_gallery_opens_the_partners_lesson(page: Any, voila: str, leave: None) -> None:
    blocked = block_external(page, voila)
    open_app(page, voila + "/voila/render/index.ipynb", ".tt-card")
    card = page.locator(".tt-card", has_text="Partners").filter(has_not_text="Rowdy")
    expect(card).to_have_count(1)
    expect(card).to_contain_text("4 players")
    expect(card).not_to_contain_text("4-4")
    expect(card).to_contain_text("team race with cards")
    with page.expect_popup() as opened:  # Jupyter's renderer opens output links in a new tab
        card.get_by_role("link", name="Open the Partners lesson").click()
    lesson = opened.value
    assert re.fullmatch(re.escape(voila) + r"/voila/render/partners\.ipynb", lesson.url)
    lesson.wait_for_selector(".tt-table .tt-board svg", timeout=60_000)
    expect(lesson.locator(".tt-table .tt-board svg")).to_have_attribute(
        "aria-label", re.compile(r"^Partners, deal 1, swap, Ana chooses a card to give")
    )
    lesson.goto("about:blank")
    assert all(not url.startswith(voila) for url in blocked)


def test_a_whole_game_is_played_to_the_end_by_clicking(page: Any, voila: str, leave: None) -> None:
    labels, end = expected_game()
    table, blocked = open_lesson(page, voila)
    board = table.locator(".tt-board svg")
    expect(board).to_have_attribute("aria-label", labels[0])
    shown: list[str] = []
    snapped: list[int] = []

    def watch(now: dict[str, Any], clicks: int) -> bool:
        if now["enabled"]:  # a board click comes next: the board shows what the game here showed
            shown.append(now["label"])
            assert now["label"] == labels[len(shown) - 1], f"click {clicks}: the games went apart"
        # A few plays in, with the bots' arrows on the board and Ana to choose a card.
        choosing = all(a.startswith("pick card ") or a == "Play 7" for a in now["enabled"])
        if not snapped and clicks >= 40 and now["arrows"] >= 3 and choosing and now["enabled"]:
            snapped.append(clicks)
            expect(table.locator(".tt-turn")).to_contain_text("Ana, your turn")
            snap(page, table, "partners_table.png")
        return False

    timings = play_partners(page, table, on_turn=watch)
    assert len(timings) == len(labels), "every click of the game played here, no more"
    assert snapped, "the table was pictured mid-game"
    expect(board).to_have_attribute("aria-label", end)
    assert end.startswith("Game over: ")
    expect(table.locator(".tt-turn")).to_contain_text("Game over.")
    expect(table.locator(".tt-turn")).to_contain_text("all eight pieces home and win!")
    expect(table.locator(".tt-play-again")).to_be_visible()
    expect(table.locator(".tt-action-button:visible")).to_have_count(0)
    expect(table.locator(".tt-message")).not_to_contain_text("Not allowed")
    expect(table.locator(".tt-log")).to_contain_text("Partners swap face down")
    snap(page, table, "partners_game_over.png")
    # Only the template's icon-font stylesheet asks for the internet, and the app works without it.
    assert blocked == []  # nothing from the internet: a classroom may have none
    print(
        f"\nPartners game: {len(timings)} board clicks, median {sorted(timings)[len(timings) // 2]:.0f} ms, "
        f"slowest {max(timings):.0f} ms"
    )


def test_a_forged_move_from_the_browser_is_refused_with_the_reason(
    page: Any, voila: str, leave: None
) -> None:
    here = partners_table(players=("Ana", "Ben", "Cy", "Dee"), seed=SEED)
    in_swap = refusal(here, FORGED)
    give = first_lit(here)
    assert give is not None and give.startswith("Give ")
    here.board.click(give)
    in_play = refusal(here, FORGED)
    assert in_swap == "First every player gives one card to their partner."
    assert in_play == "Ana holds no 12."  # the engine reads the forged move and says why
    assert first_lit(here) == "Give up the hand"  # she gave her only Start away: no card can be used

    table, _ = open_lesson(page, voila)
    board = table.locator(".tt-board")
    message = table.locator(".tt-message")

    def forge(shape: Any, why: str) -> None:
        """Send the forged move from a shape of the board, as a doctored page would."""
        real = shape.get_attribute("data-action")
        version = board.get_attribute("data-version")
        shape.evaluate("(node, action) => node.setAttribute('data-action', action)", FORGED)
        shape.evaluate("node => node.dispatchEvent(new MouseEvent('click', { bubbles: true }))")
        expect(message).to_contain_text(f"Not allowed: {why}", timeout=10_000)
        expect(board).to_have_attribute("data-version", version or "")  # nothing was redrawn
        shape.evaluate("(node, action) => node.setAttribute('data-action', action)", real)

    # In the swap: the forged move is refused, and the same card, its action back, is given.
    card = table.locator(ENABLED).first
    forge(card, in_swap)
    click_board(page, card)
    expect(message).not_to_contain_text("Not allowed")
    expect(board.locator("svg")).to_have_attribute(
        "aria-label", re.compile(r"^Partners, deal 1, Ana to play")
    )
    # Ana can only give up the hand (the one lit shape): a faded card sends the forged move.
    expect(table.locator(ENABLED)).to_have_count(1)
    expect(table.locator(ENABLED)).to_have_attribute("data-action", "Give up the hand")
    forge(table.locator('.tt-board [data-action][aria-disabled="true"]').first, in_play)
    click_board(page, table.locator(ENABLED))
    expect(message).not_to_contain_text("Not allowed")
