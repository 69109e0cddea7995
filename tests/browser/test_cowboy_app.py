"""The Super Cowboy app in a real browser against a real Voila server: opened from the gallery, a
whole game (Ana against the Normal bot Ben, the lesson's seed) played to the end by clicking the
board, forged moves refused with their reasons, with nothing fetched from the internet.

Every decision in Super Cowboy is a click on the board: a corner to walk to, the cowboy itself to
stay put or do nothing more, the line just walked to fence it, a steer and then a square of a field,
an item to drop, the Indian or Bandit the cavalry chases. After each turn that hands over to the bot
the table pauses on its "Next turn" button, so the card and the dice can be read. The game goes
through ``harness.play_cowboy``. The kernel runs the same code as this process, so the game played
in the browser is first played here with the same clicks, and the two must agree step for step.
"""

from __future__ import annotations

import math
import re
import time
from html import unescape
from typing import Any

from playwright.sync_api import expect

from widgets.cowboy import CowboyTable, cowboy_table

from .harness import (
    ARTIFACTS,
    ENABLED,
    LESSON_DONE,
    block_external,
    click_board,
    cowboy_now,
    open_app,
    play_cowboy,
    press,
)
from .replay import Step, first_lit, replay

LESSON = "/voila/render/super_cowboy.ipynb"
PLAYERS = ("Ana", "Ben")
SEED = 2026  # the lesson's table: cowboy_table(players=("Ana", "Ben"), seed=2026)
TITLE = "Super Cowboy Rope Steer Adventure"
#: Forged moves, each sent from a shape of the board as a doctored page would: a fence before the
#: move, a rope of a steer that is not there, a steer picked off the range, a move while paused.
FORGED_FENCE = "Build a fence"
FORGED_ROPE = "Rope the steer at A1 into B2"
FORGED_PICK = "pick steer Z99"
FORGED_WALK = "Move N"


def open_lesson(page: Any, voila: str) -> tuple[Any, list[str]]:
    """Open the lesson and wait for its last cell, so the kernel is free to answer clicks.

    The fence builder above the game is a board too; only the game table is ``.tt-table``.
    """
    blocked = block_external(page, voila)
    open_app(page, voila + LESSON, ".tt-board svg")
    page.wait_for_selector(LESSON_DONE, timeout=120_000)
    expect(page.locator(".tt-fence-builder")).to_have_count(1)
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


def expected_game() -> tuple[list[Step], str]:
    """The lesson's game played here with ``play_cowboy``'s policy (the first lit shape)."""
    return replay(cowboy_table(players=PLAYERS, seed=SEED), first_lit)


def refusal(table: CowboyTable, forged: str) -> tuple[str, str]:
    """The sentence the table answers a forged click with, and the name of the rule it links."""
    table.board.click(forged)
    said = unescape(table.message.value)
    found = re.search(r"Not allowed: (.*?) <details[^>]*><summary>(.*?)</summary>", said)
    assert found is not None, table.message.value
    return found[1], found[2]


# ---- the tests ----


def test_the_gallery_opens_the_super_cowboy_lesson(page: Any, voila: str, leave: None) -> None:
    blocked = block_external(page, voila)
    open_app(page, voila + "/voila/render/index.ipynb", ".tt-card")
    card = page.locator(".tt-card", has_text=TITLE)
    expect(card).to_have_count(1)
    expect(card).to_contain_text("2-4 players")
    expect(card).to_contain_text("fencing and steer roping on a grid")
    with page.expect_popup() as opened:  # Jupyter's renderer opens output links in a new tab
        card.get_by_role("link", name=f"Open the {TITLE} lesson").click()
    lesson = opened.value
    assert re.fullmatch(re.escape(voila) + r"/voila/render/super_cowboy\.ipynb", lesson.url)
    lesson.wait_for_selector(".tt-table .tt-board svg", timeout=60_000)
    expect(lesson.locator(".tt-table .tt-board svg")).to_have_attribute(
        "aria-label", "Super Cowboy, round 1 of 60, Ana to move: herds Ana 0, Ben 0"
    )
    lesson.goto("about:blank")
    assert all(not url.startswith(voila) for url in blocked)


def test_a_whole_game_is_played_to_the_end_by_clicking(page: Any, voila: str, leave: None) -> None:
    start = time.perf_counter()
    steps, end = expected_game()
    table, blocked = open_lesson(page, voila)
    board = table.locator(".tt-board svg")
    expect(board).to_have_attribute("aria-label", steps[0][1])
    shown: list[tuple[str, str]] = []
    snapped: list[int] = []

    def watch(now: dict[str, Any], clicks: int) -> bool:
        step = ("click", now["label"]) if now["enabled"] else ("pause", now["label"])
        shown.append(step)
        assert step == steps[len(shown) - 1], f"step {len(shown)}, click {clicks}: the games went apart"
        if now["paused"] is not None:
            assert now["paused"] == "Next turn" and now["buttons"] == []
        # Some rounds in, Ana to act after walking, with Ben's last card and dice on the panel.
        if not snapped and clicks >= 40 and " Ana to act" in now["label"]:
            snapped.append(clicks)
            expect(table.locator(".tt-turn")).to_contain_text("Ana, your turn")
            snap(page, table, "cowboy_table.png")
        return False

    resumes: list[float] = []
    timings = play_cowboy(page, table, on_turn=watch, resumes=resumes)
    assert shown == steps, "every step of the game played here, no more"
    assert len(timings) == sum(kind == "click" for kind, _ in steps)
    assert len(resumes) == sum(kind == "pause" for kind, _ in steps)
    assert snapped, "the table was pictured mid-game"
    expect(board).to_have_attribute("aria-label", end)
    assert end.startswith("Game over: ")
    expect(table.locator(".tt-turn")).to_contain_text("Game over.")
    expect(table.locator(".tt-play-again")).to_be_visible()
    expect(table.locator(".tt-continue")).to_be_hidden()
    expect(table.locator(".tt-action-button:visible")).to_have_count(0)
    expect(table.locator(ENABLED)).to_have_count(0)
    expect(table.locator(".tt-message")).not_to_contain_text("Not allowed")
    expect(table.locator(".tt-log")).to_contain_text("Ben (bot)")  # the latest moves, the bot's too
    winner = re.match(r"Game over: (\w+) wins", end)
    assert winner is not None
    expect(table.locator(".tt-over .tt-scores")).to_contain_text(f"{winner[1]} (winner)")
    snap(page, table, "cowboy_game_over.png")
    # Only the template's icon-font stylesheet asks for the internet, and the app works without it.
    assert blocked == []  # nothing from the internet: a classroom may have none
    ordered = sorted(timings)
    print(
        f"\nSuper Cowboy game: {len(timings)} board clicks (median {ordered[len(ordered) // 2]:.0f} ms, "
        f"slowest {ordered[-1]:.0f} ms) and {len(resumes)} Next turn presses (median "
        f"{sorted(resumes)[len(resumes) // 2]:.0f} ms); {end}; "
        f"{time.perf_counter() - start:.1f} s in all"
    )


def test_a_forged_move_from_the_browser_is_refused_with_the_reason(
    page: Any, voila: str, leave: None
) -> None:
    here = cowboy_table(players=PLAYERS, seed=SEED)
    before_move = [refusal(here, FORGED_FENCE), refusal(here, FORGED_PICK)]
    walk = first_lit(here)
    assert walk is not None and walk.startswith("Move ")
    here.board.click(walk)
    assert first_lit(here) == FORGED_FENCE  # the walked line may be fenced now, and is, below
    acting = refusal(here, FORGED_ROPE)
    here.board.click(FORGED_FENCE)
    assert here._paused == "Next turn"
    paused = refusal(here, FORGED_WALK)
    # Each refusal says why in the rulebook's words and links the rule; the browser must show the same.
    assert "First move your cowboy" in before_move[0][0] and before_move[0][1] == "A turn"
    assert "Z99" in before_move[1][0] and before_move[1][1] == "Roping"
    assert "A1" in acting[0] and acting[1] == "Roping"  # the forged rope is read, and its steer is not there
    assert paused == ("The table is paused: press Next turn to go on.", "Whose turn")

    table, _ = open_lesson(page, voila)
    board = table.locator(".tt-board")
    message = table.locator(".tt-message")
    log = table.locator(".tt-log")

    def forge(shape: Any, forged: str, why: tuple[str, str]) -> None:
        """Send ``forged`` from a shape of the board; the table refuses it and nothing changes."""
        real = shape.get_attribute("data-action")
        version = board.get_attribute("data-version")
        picture = board.locator("svg").get_attribute("aria-label")
        lit = board.locator("[data-action][aria-disabled='false']").evaluate_all(
            "nodes => nodes.map((node) => node.getAttribute('data-action'))"
        )
        moves = log.inner_text()
        shape.evaluate("(node, action) => node.setAttribute('data-action', action)", forged)
        shape.evaluate("node => node.dispatchEvent(new MouseEvent('click', { bubbles: true }))")
        expect(message).to_contain_text(f"Not allowed: {why[0]}", timeout=10_000)
        expect(message).to_contain_text(why[1])  # the rule, to open under the sentence
        expect(board).to_have_attribute("data-version", version or "")  # nothing was redrawn
        if real is None:
            shape.evaluate("node => node.removeAttribute('data-action')")
        else:
            shape.evaluate("(node, action) => node.setAttribute('data-action', action)", real)
        assert board.locator("svg").get_attribute("aria-label") == picture
        assert lit == board.locator("[data-action][aria-disabled='false']").evaluate_all(
            "nodes => nodes.map((node) => node.getAttribute('data-action'))"
        )
        assert log.inner_text() == moves

    # Before the move: a fence, and a steer off the range, from the lit corner; then the real walk.
    now = cowboy_now(page, table)
    assert now["label"] == "Super Cowboy, round 1 of 60, Ana to move: herds Ana 0, Ben 0"
    corner = table.locator(ENABLED).first
    expect(corner).to_have_attribute("data-action", walk)
    forge(corner, FORGED_FENCE, before_move[0])
    forge(corner, FORGED_PICK, before_move[1])
    click_board(page, corner)
    expect(message).not_to_contain_text("Not allowed")
    # The board and the log are two widgets, redrawn by two messages: the walk's line may reach the
    # page a moment after the board (a fresh clone's run once read the log in between).
    expect(log).to_contain_text("Ana walks")
    # After the walk: a rope of a steer that is not there, from the lit fence; then the real fence.
    now = cowboy_now(page, table)
    assert now["label"] == "Super Cowboy, round 1 of 60, Ana to act: herds Ana 0, Ben 0"
    fence = table.locator(ENABLED).first
    expect(fence).to_have_attribute("data-action", FORGED_FENCE)
    forge(fence, FORGED_ROPE, acting)
    click_board(page, fence)
    # Paused before Ben's turn, nothing on the board is a move: the picture itself sends one.
    now = cowboy_now(page, table)
    assert now["paused"] == "Next turn" and now["enabled"] == []
    forge(board.locator("svg"), FORGED_WALK, paused)
    press(table, table.locator(".tt-continue"))
    now = cowboy_now(page, table)
    assert re.match(r"Super Cowboy, round 2 of 60, Ana to move", now["label"]), now["label"]
    # (Next turn leaves the last refusal on show; Ana's next move clears it.)
    click_board(page, table.locator(ENABLED).first)
    expect(message).not_to_contain_text("Not allowed")
