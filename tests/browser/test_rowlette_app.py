"""The Rowlette app in a real browser against a real Voila server: opened from the gallery,
played to the end by clicking, refusing a forged move, with nothing fetched from the internet."""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import expect

from widgets.gallery import LESSONS

from .harness import (
    ARTIFACTS,
    LESSON_DONE,
    block_external,
    click_board,
    enabled_shapes,
    open_app,
    play_to_the_end,
)

LESSON = "/voila/render/rowlette.ipynb"


def open_lesson(page: Any, voila: str) -> tuple[Any, list[str]]:
    blocked = block_external(page, voila)
    open_app(page, voila + LESSON, ".tt-board svg")
    page.wait_for_selector(LESSON_DONE, timeout=120_000)  # the kernel has run every cell
    table = page.locator(".tt-table")
    table.scroll_into_view_if_needed()
    return table, blocked


def test_the_gallery_opens_the_rowlette_lesson(page: Any, voila: str, leave: None) -> None:
    blocked = block_external(page, voila)
    open_app(page, voila + "/voila/render/index.ipynb", ".tt-card")
    assert page.locator(".tt-card").count() == 5
    unpublished = sum(not lesson.published for lesson in LESSONS.values())
    assert page.locator(".tt-soon").count() == unpublished  # every lesson not yet written
    with page.expect_popup() as opened:  # Jupyter's renderer opens output links in a new tab
        page.get_by_role("link", name="Open the Rowlette lesson").click()
    lesson = opened.value
    assert re.fullmatch(re.escape(voila) + r"/voila/render/rowlette\.ipynb", lesson.url)
    lesson.wait_for_selector(".tt-board svg", timeout=60_000)
    lesson.goto("about:blank")
    assert all(not url.startswith(voila) for url in blocked)


def test_a_whole_game_is_played_to_the_end_by_clicking_the_board(page: Any, voila: str, leave: None) -> None:
    table, blocked = open_lesson(page, voila)
    timings = play_to_the_end(page, table)
    assert len(timings) >= 3
    expect(table.locator(".tt-turn")).to_contain_text("Game over.")
    expect(table.locator(".tt-over .tt-scores")).to_contain_text("(winner)")
    expect(table.locator(".tt-play-again")).to_be_visible()
    table.screenshot(path=str(ARTIFACTS / "rowlette_game_over.png"))
    page.screenshot(path=str(ARTIFACTS / "rowlette_page.png"))
    # Only the template's icon-font stylesheet asks for the internet, and the app works without it.
    assert blocked == []  # nothing from the internet: a classroom may have none


def test_new_game_deals_a_fresh_round_one(page: Any, voila: str, leave: None) -> None:
    table, _ = open_lesson(page, voila)
    _, first = enabled_shapes(table)[0]
    click_board(page, first)
    log = table.locator(".tt-log")
    expect(log).to_contain_text("Set-up (seed 2026)")
    table.locator(".tt-new-game").click()
    expect(log).to_contain_text("Set-up (seed 2027)")  # the lesson's table starts at seed 2026
    expect(log).not_to_contain_text("seed 2026")
    expect(table.locator(".tt-board svg")).to_have_attribute("aria-label", re.compile(r"^Round 1 of 3"))


def test_a_forged_move_from_the_browser_is_refused_with_the_reason(
    page: Any, voila: str, leave: None
) -> None:
    table, _ = open_lesson(page, voila)
    _, shape = enabled_shapes(table)[0]
    shape.evaluate("node => node.setAttribute('data-action', 'Take 41')")
    shape.evaluate("node => node.dispatchEvent(new MouseEvent('click', { bubbles: true }))")
    expect(table.locator(".tt-message")).to_contain_text(
        "Not allowed: 'Take 41' is not a move in Rowlette right now", timeout=10_000
    )
    # The game goes on: a real move still works.
    real = next(shape for text, shape in enabled_shapes(table) if text != "Take 41")
    click_board(page, real)


def test_a_check_yourself_asks_first_and_the_goal_choice_shows_thresholds(
    page: Any, voila: str, leave: None
) -> None:
    table, _ = open_lesson(page, voila)
    question = page.locator(".tt-check-yourself").first
    question.scroll_into_view_if_needed()
    answer = question.locator(".tt-answer")
    expect(answer).to_have_text("")  # nothing is given away before the learner asks
    question.get_by_role("button", name="Check my answer").click()
    expect(question).to_contain_text("Choose an answer for every part first")
    question.get_by_role("button", name="Show the answer").click()
    expect(answer).to_contain_text("Even is goal #2, so it needs 3; the line has 2: not active.")
    table.scroll_into_view_if_needed()
    for _ in range(60):  # take red numbers first, so a goal choice comes soon
        moves = enabled_shapes(table)
        keeps = [shape for text, shape in moves if text.startswith("Keep")]
        if keeps:
            break
        takes = [(text, shape) for text, shape in moves if text.startswith("Take")]
        red = [shape for text, shape in takes if "red" in (shape.get_attribute("aria-label") or "")]
        click_board(page, (red or [shape for _, shape in takes])[0])
    assert keeps, "no goal choice came up"
    for shape in keeps:
        assert re.search(r": as goal #\d+ it needs \d+ .+; Ana has \d+$", shape.get_attribute("aria-label"))
    expect(table.locator(".tt-turn")).to_contain_text("The goal you keep becomes goal #")
