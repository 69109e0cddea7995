"""Every table answers every click on its board, and its hint lights the move on the board.

A click that hits no shape is answered with what to click now, in the game's own words; Escape lets
go of a pick; the hint names the first shape to click (a pick where a move takes several clicks),
which the board rings until the learner moves or picks.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from widgets.choose import PICK
from widgets.cowboy import cowboy_table
from widgets.partners import partners_table
from widgets.partyfowl import partyfowl_table
from widgets.rowdy import rowdy_table
from widgets.rowlette import rowlette_table
from widgets.table import GameTable

TABLES: dict[str, Callable[[], GameTable]] = {
    "rowlette": lambda: rowlette_table(seed=5),
    "rowdy": lambda: rowdy_table(seed=3),
    "partners": lambda: partners_table(seed=3),
    "cowboy": lambda: cowboy_table(seed=3),
    "partyfowl": lambda: partyfowl_table(seed=3),
}


def enabled(table: GameTable) -> list[str]:
    """The actions of the lit shapes on the table's board, as the browser reads them."""
    return re.findall(r'data-action="([^"]+)"[^>]*aria-disabled="false"', table.board.svg)


def hint_clicks(table: GameTable) -> list[str]:
    """The shapes the board rings after Hint, and the side buttons lit with them."""
    table.hint()
    lit = [table.board.lit] if table.board.lit in enabled(table) else []
    return lit + [b.description for b in table._buttons if "tt-lit-button" in b._dom_classes]


@pytest.mark.parametrize("game", TABLES)
def test_a_click_that_hits_no_shape_says_what_to_click_and_changes_nothing(game: str) -> None:
    table = TABLES[game]()
    before, moves = table.state.to_json(), len(table.moves)
    table.board.miss()
    words = table.instruction()
    assert words and words[0].isupper() and words.endswith(".")
    assert table.board.notice == words and words.replace("'", "&#x27;") in table.message.value
    assert table.state.to_json() == before and len(table.moves) == moves


def test_cowboy_answers_a_click_off_the_corners_with_how_to_walk() -> None:
    table = cowboy_table(seed=3)
    assert table.state.view(0).phase == "move"
    table.board.miss()
    assert table.board.notice.startswith("Click a ringed corner to walk")


def test_a_click_on_nothing_while_paused_says_how_to_go_on() -> None:
    table = cowboy_table(seed=3)
    while table._paused is None:
        table.board.click(enabled(table)[0])
    table.board.miss()
    assert table.board.notice == f"Not allowed: The table is paused: press {table._paused} to go on."


@pytest.mark.parametrize("game", TABLES)
def test_the_hint_lights_a_shape_or_button_that_starts_its_move_and_a_move_puts_it_out(game: str) -> None:
    table = TABLES[game]()
    lit = hint_clicks(table)
    assert lit, f"nothing lit for {table.message.value}"
    table.act(lit[0])
    assert table.board.lit == ""
    assert not [b for b in table._buttons if "tt-lit-button" in b._dom_classes]


def test_the_hint_of_a_card_play_in_partners_lights_the_card_and_drops_a_pick() -> None:
    table = partners_table(seed=7)  # a card to play after the swap
    while table.state.view(0).phase.value == "swap":
        table.act(enabled(table)[0])
    card = next(text for text in enabled(table) if text.startswith(f"{PICK} card "))
    table.act(card)
    assert table.pick.card is not None
    table.hint()
    assert table.pick.card is None
    assert table.board.lit.startswith(f"{PICK} card ") or table.board.lit in ("Play 7", "Give up the hand")
    assert table.board.lit in enabled(table)


def test_a_rope_hint_in_cowboy_starts_with_its_steer() -> None:
    table = cowboy_table(seed=3)
    assert table.hint_click("Rope the steer at C5 into D5") == f"{PICK} steer C5"
    assert table.hint_click("Move N") == "Move N"


def test_escape_lets_go_of_the_pick() -> None:
    table = partners_table(seed=7)  # a card to play after the swap
    while table.state.view(0).phase.value == "swap":
        table.act(enabled(table)[0])
    table.act(next(text for text in enabled(table) if text.startswith(f"{PICK} card ")))
    assert table.pick.card is not None
    table.board._receive(table.board, {"unpick": True}, [])
    assert table.pick.card is None
    assert not [text for text in enabled(table) if text == f"{PICK} nothing"]
