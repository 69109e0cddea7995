"""The frame every table shares, in a real browser on the quick-play pages: the one Seed box shows the
seed of the game in play and Copy beside it copies it, to share the game."""

from __future__ import annotations

from typing import Any, Final

import pytest
from playwright.sync_api import expect

from .harness import ARTIFACTS, ENABLED, SIZES, block_external, click_board, open_play, press


@pytest.mark.parametrize("size", SIZES)
def test_one_seed_box_shows_the_game_in_play_and_copy_beside_it_copies_it(
    page: Any, voila: str, leave: None, size: str
) -> None:
    blocked = block_external(page, voila)
    page.set_viewport_size(SIZES[size])
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=voila)
    table = open_play(page, voila, "rowlette")
    seed = table.locator(".tt-seed input")
    copy = table.locator(".tt-copy-seed")
    expect(seed).to_have_value("2026")
    expect(table.locator(".tt-controls input[readonly]")).to_have_count(0)  # the seed is shown once
    expect(seed).to_have_accessible_name("Seed")
    box, button = seed.bounding_box(), copy.bounding_box()
    assert box and button and 0 <= button["x"] - (box["x"] + box["width"]) < 16, (box, button)
    assert abs((button["y"] + button["height"] / 2) - (box["y"] + box["height"] / 2)) < 6
    press(table, table.locator(".tt-new-game"))
    expect(seed).to_have_value("2027")
    expect(table.locator(".tt-log")).to_contain_text("Set-up (seed 2027)")
    copy.click()
    expect(copy).to_have_text("Copied")
    assert page.evaluate("navigator.clipboard.readText()") == "2027"
    board = table.locator(".tt-board svg")
    opening = board.get_attribute("aria-label")
    click_board(page, table.locator(ENABLED).first)
    expect(board).not_to_have_attribute("aria-label", opening or "")
    press(table, table.locator(".tt-restart"))  # the same deal again, from before Ana's move
    expect(board).to_have_attribute("aria-label", opening or "")
    expect(table.locator(".tt-log")).to_contain_text("Set-up (seed 2027)")
    expect(seed).to_have_value("2027")
    expect(copy).to_have_text("Copy")  # a new game: what was copied is old news
    page.screenshot(path=str(ARTIFACTS / f"table_frame_seed_{size}.png"))
    assert blocked == []


def test_the_seed_in_play_typed_again_is_dealt_by_new_game(page: Any, voila: str, leave: None) -> None:
    blocked = block_external(page, voila)
    table = open_play(page, voila, "rowlette")
    seed = table.locator(".tt-controls input[type=number]")  # the Seed box
    expect(seed).to_have_value("2026")
    board = table.locator(".tt-board svg")
    opening = board.get_attribute("aria-label")
    click_board(page, table.locator(ENABLED).first)  # a move, so that the new deal redraws the board
    seed.select_text()
    seed.press_sequentially("2026")  # the seed in play, typed again
    # ipywidgets holds back state while a message is in flight, but sends a click at once: give the
    # last keystrokes the moment a person takes to reach the button.
    page.wait_for_timeout(500)
    press(table, table.locator(".tt-new-game"))
    expect(table.locator(".tt-log")).to_contain_text("Set-up (seed 2026)")
    expect(board).to_have_attribute("aria-label", opening or "")
    expect(seed).to_have_value("2026")
    press(table, table.locator(".tt-new-game"))  # nothing typed since: the next seed
    expect(seed).to_have_value("2027")
    assert blocked == []


#: Make the clipboard refuse, as a page without the permission sees it.
_REFUSE_CLIPBOARD: Final = (
    "() => { navigator.clipboard.writeText = () => Promise.reject(new Error('refused')); }"
)
#: No clipboard API (a page served over plain http) and a browser copy that fails.
_NO_CLIPBOARD: Final = (
    "() => { Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });"
    " document.execCommand = () => false; }"
)


@pytest.mark.parametrize("refusal", [_REFUSE_CLIPBOARD, _NO_CLIPBOARD], ids=["rejected", "execCommand"])
def test_copy_says_copied_only_when_the_copy_succeeded(
    page: Any, voila: str, leave: None, refusal: str
) -> None:
    blocked = block_external(page, voila)
    table = open_play(page, voila, "rowlette")
    page.evaluate(refusal)
    copy = table.locator(".tt-copy-seed")
    copy.click()
    expect(copy).to_have_text("Select and copy")
    assert page.evaluate("document.activeElement.value") == "2026"  # the seed left selected, to copy
    assert blocked == []


#: The spacing of the lines of the turn text, the message and the scores or summary (their HTML widgets'
#: inner boxes), in em.
_SPACING = """
(table) => [...table.querySelectorAll(':is(.tt-turn, .tt-message, .tt-standing) > .widget-html-content')]
  .map((inner) => {
  const look = getComputedStyle(inner);
  return parseFloat(look.lineHeight) / parseFloat(look.fontSize);
})
"""


@pytest.mark.parametrize("size", SIZES)
def test_the_pace_chosen_pauses_after_each_bot_move_and_a_rounds_end_always_pauses(
    page: Any, voila: str, leave: None, size: str
) -> None:
    """A round's end pauses with its summary whole (its list in no scroll box of its own) and the
    Next round button in sight, with four players, the longest summary (it stands under the button);
    the turn text's lines are 1.35 em apart (not ipywidgets' 28 px)."""
    page.set_viewport_size(SIZES[size])
    blocked = block_external(page, voila)
    table = open_play(page, voila, "rowlette")
    table.locator(".tt-players").click()  # Who plays: four, Ana and three bots
    table.locator(".tt-setup select").first.select_option("4")
    expect(table.locator(".tt-setup input[type=text]")).to_have_count(4)
    press(table, table.locator(".tt-new-game"))
    table.locator(".tt-players").click()
    pace = table.locator(".tt-pace select")
    labels = [text.replace("\xa0", " ") for text in pace.locator("option").all_text_contents()]
    # (ipywidgets: no-break spaces.) Rowlette's step is its round: no separate step to stop after.
    assert labels == ["after each bot move", "at each round's end"]
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
    summary = table.locator(".tt-side .tt-summary")
    expect(summary).to_contain_text("End of the round.")
    expect(summary.locator(".tt-scores")).to_be_visible()
    expect(summary).not_to_contain_text("joins the market")  # what ended the round, not the refills
    page.screenshot(path=str(ARTIFACTS / f"table_frame_round_summary_{size}.png"))
    spacing = table.evaluate(_SPACING)
    assert len(spacing) == 3 and all(abs(ratio - 1.35) < 0.02 for ratio in spacing), spacing
    listed = summary.locator("ul")
    expect(listed).to_have_count(1)
    assert listed.evaluate("list => list.scrollHeight <= list.clientHeight")  # the whole list shown
    box, window = resume.bounding_box(), SIZES[size]
    assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= window["height"], box
    press(table, resume)
    expect(summary).to_be_hidden()
    assert pace.evaluate("select => select.selectedIndex") == 1  # kept for the page
    assert blocked == []
