"""The Rowlette board picture: valid SVG, readable, accessible, and hiding what it must."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

import tabletop
from tabletop.core import RandomBot, play_out
from tabletop.rowlette import Phase
from tabletop.rowlette.data import Goal, Special
from widgets.rowlette import RowletteTable
from widgets.rowlette.draw import draw_board, draw_line

GAME = tabletop.get("rowlette")


def states(count: int = 30) -> list[tabletop.rowlette.RowletteState]:
    """Games stopped after a random number of random moves (some over, some mid-round)."""
    return [
        play_out(
            GAME.new(["Ana", "Ben", "Cy", "Dee"], seed=seed),
            [RandomBot()] * 4,
            random.Random(seed),
            moves=random.Random(-seed).randrange(80),
        )
        for seed in range(count)
    ]


def test_every_board_is_well_formed_svg_with_readable_text() -> None:
    for state in states():
        svg = draw_board(state.view(state.current_player), frozenset(map(str, state.legal_actions())))
        root = ET.fromstring(svg)
        assert root.tag.endswith("svg") and root.get("role") == "img" and root.get("aria-label")
        sizes = [int(size) for size in re.findall(r'font-size="(\d+)"', svg)]
        assert sizes and min(sizes) >= 12


def test_every_clickable_shape_has_an_accessible_name() -> None:
    for state in states(10):
        svg = draw_board(state.view(state.current_player), frozenset(map(str, state.legal_actions())))
        root = ET.fromstring(svg)
        for shape in root.iter("{http://www.w3.org/2000/svg}g"):
            if shape.get("data-action"):
                assert shape.get("aria-label") and shape.get("role") == "button"


def test_a_spectator_board_has_nothing_enabled_and_no_goal_offer() -> None:
    for state in states():
        svg = draw_board(state.view(None))
        assert 'aria-disabled="false"' not in svg
        if state.phase is Phase.KEEP:
            assert "Keep one goal" not in svg and "is choosing a goal" in svg


def test_the_chooser_sees_the_offer_as_clickable_goals() -> None:
    state = GAME.new(
        ["Ana", "Ben"], seed=1, first_player=0, deck_top=["1", "3", "4"], goal_top=["Odd", "High", "Low"]
    )
    state.apply(state.action_from_string("Take 1"))
    svg = draw_board(state.view(0), frozenset(map(str, state.legal_actions())))
    for goal in ("Odd", "High", "Low"):
        assert f'data-action="Keep {goal} goal"' in svg


def test_a_line_picture_lights_exactly_the_active_goals() -> None:
    svg = draw_line(
        [4, 7, 5, 12, 15, 22, 25, 30],
        [Goal.BLACK, Goal.EVEN, Goal.HIGH],
        [(Special.ORDER_UP, 1)],
        name="Example D",
    )
    assert "Goal 1, Black: 4 matching, 2 needed, active" in svg
    assert "Goal 2, Even: 4 matching, 3 needed, active" in svg
    assert "Goal 3, High: 3 matching, 4 needed, not active" in svg
    assert "+2" not in svg  # the 5 after the 7 breaks the chain at once


def test_the_bonus_labels_on_a_line_add_up_to_the_engines_order_bonus() -> None:
    from tabletop.rowlette.rules import order_bonus

    numbers = [28, 34, 5, 32, 20, 16, 33, 23, 2]
    orders = [(Special.ORDER_DOWN, 6), (Special.ORDER_DOWN, 7), (Special.ORDER_UP, 7)]
    svg = draw_line(numbers, (), orders)
    labels = [int(n) for n in re.findall(r'class="tt-bonus"[^>]*>\+(\d+)<', svg)]
    assert labels == [2, 4]  # 23 continues one chain; 2 continues two
    assert sum(labels) == order_bonus(numbers, orders) == 6
    assert svg.count('aria-label="Order down under 23"') == 1 and 'aria-label="Order up under 23"' in svg


def _second_goal_offer() -> tabletop.rowlette.RowletteState:
    """Ana keeps Odd for her 1; her 21 then offers Odd, High and Low as her second goal."""
    state = GAME.new(
        ["Ana", "Ben"],
        seed=1,
        first_player=0,
        deck_top=["1", "3", "4", "21", "8"],
        goal_top=["Odd", "High", "Low", "Odd", "High", "Low"],
    )
    for move in ("Take 1", "Keep Odd goal", "Take 3", "Take 21"):
        state.apply(state.action_from_string(move))
    return state


def test_each_offered_goal_shows_the_threshold_it_would_get_if_kept_now() -> None:
    state = _second_goal_offer()
    svg = draw_board(state.view(0), frozenset(map(str, state.legal_actions())))
    # Her line is 1, 21: kept now, any of them is goal #2 and needs 3 matching numbers.
    assert 'aria-label="Keep the Odd goal: as goal #2 it needs 3 odd numbers; Ana has 2"' in svg
    assert 'aria-label="Keep the High goal: as goal #2 it needs 3 numbers 21 to 40; Ana has 1"' in svg
    assert 'aria-label="Keep the Low goal: as goal #2 it needs 3 numbers 1 to 20; Ana has 1"' in svg
    assert ">Keep one goal, as goal #2:<" in svg and svg.count(">needs 3<") == 3
    assert ">you have 2<" in svg and svg.count(">you have 1<") == 2


def test_the_tables_goal_buttons_and_turn_text_tell_the_threshold_too() -> None:
    from widgets.rowlette import rowlette_table

    table = rowlette_table(
        ("Ana", "Ben"),
        seats=("Human", "Normal"),
        seed=1,
        first_player=0,
        deck_top=["1", "3", "4"],
        goal_top=["Odd", "High", "Low"],
    )
    table.act("Take 1")
    shown = {b.description: b.tooltip for b in table._buttons if b.layout.display != "none"}
    assert shown == {
        "Keep Odd goal": "Keep the Odd goal: as goal #1 it needs 2 odd numbers; Ana has 1",
        "Keep High goal": "Keep the High goal: as goal #1 it needs 2 numbers 21 to 40; Ana has 0",
        "Keep Low goal": "Keep the Low goal: as goal #1 it needs 2 numbers 1 to 20; Ana has 1",
    }
    assert "The goal you keep becomes goal #1: it needs 2 matching numbers" in table._turn.value


def _visible_tooltips(table: RowletteTable) -> dict[str, str]:
    return {b.description: b.tooltip for b in table._buttons if b.layout.display != "none"}


def test_the_remove_0_button_tells_what_it_would_do_to_this_line() -> None:
    from tabletop.rowlette.data import UNUSED_REMOVE_ZERO
    from widgets.rowlette import rowlette_table

    deck = ["Remove 0", 20, 33, 40, "00 MIN", "Remove 0", 3]
    table = rowlette_table(("Kay", "Lu"), seats=("Human", "Human"), seed=1, first_player=0, deck_top=deck)
    assert _visible_tooltips(table)["Take Remove 0"] == (
        f"Take Remove 0: your line has no zero, so {UNUSED_REMOVE_ZERO}"
    )
    table.act("Take 20")
    table._take_device()  # Lu takes the device
    table.act("Take 40")  # the refill's 00 MIN hits Kay (lowest, 20); a second Remove 0 joins the market
    table._take_device()  # Kay takes it back
    assert _visible_tooltips(table)["Take Remove 0"] == (
        "Take Remove 0: your latest zero, 00 MIN, leaves your line and is shuffled back into the "
        "deck (zero-track 2 -> 0)"
    )


def test_the_pass_the_device_text_says_who_sees_a_goal_offer_as_this_editions_choice() -> None:
    from widgets.rowlette import rowlette_table

    private = rowlette_table(("Ana", "Ben"), seats=("Human", "Human"))
    assert private.handoff == (
        "every line is public; in this edition (GOAL_OFFER) only the player choosing sees the goals "
        "a red number draws"
    )
    public = rowlette_table(("Ana", "Ben"), seats=("Human", "Human"), goal_offer="everyone")
    assert public.handoff == (
        "nothing here is secret: every line is public, and with goal_offer='everyone' so are the goals "
        "a red number draws"
    )


def test_an_open_goal_offer_shows_on_the_other_seats_board_without_buttons() -> None:
    state = GAME.new(
        ["Ana", "Ben"],
        seed=1,
        first_player=0,
        deck_top=["1", "3", "4"],
        goal_top=["Odd", "High", "Low"],
        goal_offer="everyone",
    )
    state.apply(state.action_from_string("Take 1"))
    svg = draw_board(state.view(1))
    assert ">Ana keeps one goal, as goal #1:<" in svg and 'aria-disabled="false"' not in svg
    assert 'aria-label="Keep the Odd goal: as goal #1 it needs 2 odd numbers; Ana has 1"' in svg
    assert svg.count(">has ") == 3 and ">you have" not in svg
