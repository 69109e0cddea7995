"""The Party Fowl app in a real browser against a real Voila server: opened from the gallery, a
whole game (Ana against the Normal bots Ben and Cy, the lesson's seed) played from the first tile
laid to the end by clicking the board, forged moves refused with their reasons, with nothing
fetched from the internet.

Every decision in Party Fowl is a click on the board: while the house is built a tile from the
pile, a ringed space and one of its door turnings; then a room to walk to, a card to play (one
that could take a Drink asks first, on the board), a deck to draw from, a rival's top card to
foul, End turn. Before every bot turn and every bot tile the table pauses on its "Next turn"
button. The game goes through ``harness.play_partyfowl``, whose policy reads only the board. The
kernel runs the same code as this process, so the game played in the browser is first played here
with the same clicks, and the two must agree step for step.
"""

from __future__ import annotations

import math
import re
import time
from html import unescape
from typing import Any

from playwright.sync_api import expect

from widgets.partyfowl import PartyFowlTable, partyfowl_table

from .harness import (
    ARTIFACTS,
    ENABLED,
    LESSON_DONE,
    block_external,
    click_board,
    open_app,
    partyfowl_choice,
    partyfowl_now,
    play_partyfowl,
    press,
)
from .replay import Step, board_label, replay

LESSON = "/voila/render/party_fowl.ipynb"
PLAYERS = ("Ana", "Ben", "Cy")
SEED = 2026  # the lesson's table: partyfowl_table(players=("Ana", "Ben", "Cy"), seed=2026)
TITLE = "Party Fowl"
#: The turn caption beside the board.
TURN = ".tt-side .tt-turn"
FIRST = "Party Fowl, building the house: Ana lays a tile (7 left)"
#: Forged moves, each sent from a shape of the board as a doctored page would: a tile laid where
#: no door of the house meets it, a move while the table is paused, a Foul on a card that is not
#: on the table, and (below, where the duck is known) a walk to a room that shares no door.
FORGED_PLACE = "Place Den at A1, doors N S"
FORGED_PAUSED = "Move to the Kitchen"
FORGED_FOUL = "Foul Ben's Games 4"
#: The mid-game picture: Ana deciding, this many board clicks in (the house built, stacks out).
SNAP_AFTER = 20


def open_lesson(page: Any, voila: str) -> tuple[Any, list[str]]:
    """Open the lesson and wait for its last cell, so the kernel is free to answer clicks.

    The conversation-stack explorer above the game is a board too; only the game table is ``.tt-table``.
    """
    blocked = block_external(page, voila)
    open_app(page, voila + LESSON, ".tt-board svg")
    page.wait_for_selector(LESSON_DONE, timeout=180_000)
    expect(page.locator(".tt-stack-explorer")).to_have_count(1)
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


def shapes(table: PartyFowlTable) -> list[tuple[str, str, bool]]:
    """The board's clickable shapes in document order: (action, accessible name, lit)."""
    found = re.findall(
        r'data-action="([^"]+)"[^>]*aria-label="([^"]*)" aria-disabled="(true|false)"', table.board.svg
    )
    return [(unescape(action), unescape(name), off == "false") for action, name, off in found]


def choice(table: PartyFowlTable) -> str | None:
    """What ``play_partyfowl``'s policy clicks now, read from the same picture the browser gets."""
    svg = table.board.svg
    enabled = [action for action, _, lit in shapes(table) if lit]
    if not enabled:
        return None
    rooms = [name for action, name, _ in shapes(table) if action.startswith("Move to the ")]
    hand = [unescape(card) for card in re.findall(r'data-card="([^"]*)"', svg)]
    heading = re.search(r">(Your hand, [^<]*)<", svg)
    return partyfowl_choice(enabled, hand, rooms, unescape(heading[1]) if heading else "")


def expected_game() -> tuple[list[Step], str]:
    """The lesson's game played here with ``play_partyfowl``'s policy."""
    return replay(partyfowl_table(players=PLAYERS, seed=SEED), choice)


def refusal(table: PartyFowlTable, forged: str) -> tuple[str, str]:
    """The sentence the table answers a forged click with, and the name of the rule it links."""
    before = table.state.to_json()
    table.board.click(forged)
    said = unescape(table.message.value)
    found = re.search(r"Not allowed: (.*?) <details[^>]*><summary>(.*?)</summary>", said)
    assert found is not None, table.message.value
    assert table.state.to_json() == before
    table._say("")
    return found[1], found[2]


def play_until(table: PartyFowlTable, stop: Any) -> None:
    """Play the lesson's game here with the policy until ``stop(table)`` holds."""
    while not stop(table):
        if table._paused is not None:
            table.resume()
        else:
            click = choice(table)
            assert click is not None
            table.board.click(click)


def foul_in_hand(table: PartyFowlTable) -> bool:
    """Ana deciding in a built house with a Foul in hand and a room to walk to."""
    return (
        table._paused is None
        and " Ana on turn" in board_label(table)
        and "Foul" in table.state.view(0).hand
        and any(action.startswith("Move to the ") for action, _, lit in shapes(table) if lit)
    )


def far_room(table: PartyFowlTable) -> str:
    """The first room (by name) that shares no door with Ana's."""
    view = table.state.view(0)
    here = view.ducks[0]
    near = set(view.room_links(here))
    return min(p.room for p in view.house if p.room != here and p.room not in near)


# ---- the tests ----


def test_the_gallery_opens_the_party_fowl_lesson(page: Any, voila: str, leave: None) -> None:
    blocked = block_external(page, voila)
    open_app(page, voila + "/voila/render/index.ipynb", ".tt-card")
    card = page.locator(".tt-card", has_text=TITLE)
    expect(card).to_have_count(1)
    expect(card).to_contain_text("2-5 players")
    expect(card).to_contain_text("party game of rooms and conversations")
    with page.expect_popup() as opened:  # Jupyter's renderer opens output links in a new tab
        card.get_by_role("link", name=f"Open the {TITLE} lesson").click()
    lesson = opened.value
    assert re.fullmatch(re.escape(voila) + r"/voila/render/party_fowl\.ipynb", lesson.url)
    lesson.wait_for_selector(".tt-table .tt-board svg", timeout=60_000)
    expect(lesson.locator(".tt-table .tt-board svg")).to_have_attribute("aria-label", FIRST)
    lesson.goto("about:blank")
    assert all(not url.startswith(voila) for url in blocked)


def test_a_whole_game_is_played_to_the_end_by_clicking(page: Any, voila: str, leave: None) -> None:
    start = time.perf_counter()
    steps, end = expected_game()
    table, blocked = open_lesson(page, voila)
    loaded = time.perf_counter() - start
    board = table.locator(".tt-board svg")
    expect(board).to_have_attribute("aria-label", FIRST)
    assert steps[0] == ("click", FIRST)
    shown: list[tuple[str, str]] = []
    snapped: list[int] = []
    built: list[int] = []

    def watch(now: dict[str, Any], clicks: int) -> bool:
        step = ("click", now["label"]) if now["enabled"] else ("pause", now["label"])
        shown.append(step)
        assert step == steps[len(shown) - 1], f"step {len(shown)}, click {clicks}: the games went apart"
        if now["paused"] is not None:
            assert now["paused"] == "Next turn" and now["buttons"] == []
        elif "building the house" in now["label"]:
            # Building: tiles, ringed spaces and door turnings only; the turn's buttons come later.
            assert all(re.match(r"pick (tile|space|nothing)|Place ", a) for a in now["enabled"]), now
            assert "End turn" not in now["buttons"]
        else:
            if not built:
                built.append(clicks)
            assert "End turn" in now["enabled"] and "End turn" in now["buttons"]
        # The house built and some rounds in: Ana deciding, with stacks out on the scoreboard.
        if not snapped and clicks >= SNAP_AFTER and " Ana on turn" in now["label"] and now["enabled"]:
            snapped.append(clicks)
            expect(table.locator(TURN)).to_contain_text("Ana, your turn")
            snap(page, table, "partyfowl_table.png")
        return False

    resumes: list[float] = []
    timings = play_partyfowl(page, table, on_turn=watch, resumes=resumes)
    assert shown == steps, "every step of the game played here, no more"
    assert len(timings) == sum(kind == "click" for kind, _ in steps)
    assert len(resumes) == sum(kind == "pause" for kind, _ in steps)
    assert built and built[0] >= 3, "Ana laid tiles before the first card was played"
    assert snapped, "the table was pictured mid-game"
    expect(board).to_have_attribute("aria-label", end)
    assert end.startswith("Game over: ")
    expect(table.locator(TURN)).to_contain_text("Game over.")
    expect(table.locator(".tt-play-again")).to_be_visible()
    expect(table.locator(".tt-continue")).to_be_hidden()
    expect(table.locator(".tt-action-button:visible")).to_have_count(0)
    expect(table.locator(ENABLED)).to_have_count(0)
    expect(table.locator(".tt-message")).not_to_contain_text("Not allowed")
    expect(table.locator(".tt-log")).to_contain_text("Ben (bot)")  # the latest moves, the bots' too
    winner = re.match(r"Game over: (\w+) wins", end)
    assert winner is not None
    expect(table.locator(".tt-over .tt-scores")).to_contain_text(f"{winner[1]} (winner)")
    snap(page, table, "partyfowl_game_over.png")
    # Only the template's icon-font stylesheet asks for the internet, and the app works without it.
    assert blocked == []  # nothing from the internet: a classroom may have none
    ordered = sorted(timings)
    print(
        f"\nParty Fowl game: {len(timings)} board clicks (median {ordered[len(ordered) // 2]:.0f} ms, "
        f"slowest {ordered[-1]:.0f} ms) and {len(resumes)} Next turn presses (median "
        f"{sorted(resumes)[len(resumes) // 2]:.0f} ms, slowest {max(resumes):.0f} ms); {end}; "
        f"lesson ready after {loaded:.1f} s, {time.perf_counter() - start:.1f} s in all"
    )


def test_a_forged_move_from_the_browser_is_refused_with_the_reason(
    page: Any, voila: str, leave: None
) -> None:
    here = partyfowl_table(players=PLAYERS, seed=SEED)
    building = refusal(here, FORGED_PLACE)
    play_until(here, lambda table: table._paused is not None)
    paused = refusal(here, FORGED_PAUSED)
    play_until(here, foul_in_hand)
    foul_at = board_label(here)
    walk = f"Move to the {far_room(here)}"
    foul, no_door = refusal(here, FORGED_FOUL), refusal(here, walk)
    # Each refusal says why in the rulebook's words and links the rule; the browser must show the same.
    assert building == ("No door of the Den would meet a door of the house at A1.", "Building the house")
    assert paused == ("The table is paused: press Next turn to go on.", "Whose turn")
    assert foul == ("Ben has no Games 4 on the table.", "Only the top card")
    assert re.fullmatch(r"The [\w ]+ and the [\w ]+ share no door\.", no_door[0]) and no_door[1] == "Move"

    table, _ = open_lesson(page, voila)
    board = table.locator(".tt-board")
    message = table.locator(".tt-message")
    log = table.locator(".tt-log")

    def lit() -> list[str]:
        return list(
            board.locator("[data-action][aria-disabled='false']").evaluate_all(
                "nodes => nodes.map((node) => node.getAttribute('data-action'))"
            )
        )

    def forge(shape: Any, forged: str, why: tuple[str, str]) -> None:
        """Send ``forged`` from a shape of the board; the table refuses it and nothing changes."""
        real = shape.get_attribute("data-action")
        version = board.get_attribute("data-version")
        picture = board.locator("svg").get_attribute("aria-label")
        before = lit()
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
        assert lit() == before
        assert log.inner_text() == moves

    # Building the house: a tile laid where no door meets, sent from the first tile of the pile.
    now = partyfowl_now(page, table)
    assert now["label"] == FIRST
    tile = table.locator(ENABLED).first
    expect(tile).to_have_attribute("data-action", re.compile(r"pick tile "))
    forge(tile, FORGED_PLACE, building)
    # Paused before Ben's first tile, nothing on the board is a move: the picture itself sends one.
    play_partyfowl(page, table, on_turn=lambda now, _: now["paused"] is not None)
    now = partyfowl_now(page, table)
    assert now["paused"] == "Next turn" and now["enabled"] == []
    forge(board.locator("svg"), FORGED_PAUSED, paused)
    press(table, table.locator(".tt-continue"))
    # Ana on turn with a Foul in hand: a Foul on a card Ben does not have, and a walk through a
    # wall, both sent from the lit room Ana could really walk to.
    play_partyfowl(
        page,
        table,
        on_turn=lambda now, _: (
            now["paused"] is None
            and " Ana on turn" in now["label"]
            and "Foul" in now["hand"]
            and any(action.startswith("Move to the ") for action in now["enabled"])
        ),
    )
    now = partyfowl_now(page, table)
    assert now["label"] == foul_at
    # (A handle, not a locator: a locator would look for a "Move to" shape again once forged.)
    door = table.locator(f'{ENABLED}[data-action^="Move to the "]').first.element_handle()
    forge(door, FORGED_FOUL, foul)
    forge(door, walk, no_door)
    # The far room's own shape is drawn disabled and says the same on hover.
    far = table.locator(f'.tt-board [data-action="{walk}"]')
    expect(far).to_have_attribute("aria-disabled", "true")
    expect(far).to_have_attribute("aria-label", re.compile("^" + re.escape(f"{walk}: {no_door[0]} (")))
    # The real walk is still there and clears the refusal.
    click_board(page, door)
    expect(message).not_to_contain_text("Not allowed")


HIGH = 520  # a short window (a projector, a laptop in class): the board shrinks to fit in it


def test_at_800_pixels_a_refused_click_is_answered_in_sight(page: Any, voila: str, leave: None) -> None:
    """In a short, narrow window the board shrinks to fit and the side panel stays beside it, so the
    refusal of a click on the board is in sight there, and said there only: the board's own notice
    shows only while the side panel's message is out of the window."""
    page.set_viewport_size({"width": 800, "height": HIGH})
    table, _ = open_lesson(page, voila)
    space = table.locator('.tt-board [data-action^="pick space"][aria-disabled="true"]').first
    board = table.locator(".tt-board")
    board.evaluate("node => node.scrollIntoView({ block: 'start' })")
    box = board.bounding_box()
    assert box is not None and box["y"] + box["height"] <= HIGH  # the board shrinks to the window
    # A faded shape still answers a click, but Playwright will not click it: send the event itself.
    space.evaluate("node => node.dispatchEvent(new MouseEvent('click', { bubbles: true }))")
    expect(table.locator(".tt-refused")).to_contain_text("Pick a tile from the pile first")
    side = table.locator(".tt-refused").bounding_box()  # the side panel stays beside the board
    assert side is not None and side["x"] > box["x"] + box["width"] - 1 and side["y"] + side["height"] <= HIGH
    refusal = table.locator(".tt-board .tt-notice")
    expect(refusal).to_have_text("Not allowed: Pick a tile from the pile first, then a space for it.")
    expect(refusal).to_be_hidden()  # not said twice
    page.set_viewport_size({"width": 1280, "height": 800})
    board.evaluate("node => node.scrollIntoView({ block: 'start' })")
    expect(refusal).to_be_hidden()
