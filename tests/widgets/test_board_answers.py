"""Every table answers every click on its board, and its hint lights the move on the board.

A click that hits no shape is answered with what to click now, in the game's own words; Escape lets
go of a pick; the hint names the first shape to click (a pick where a move takes several clicks),
which the board rings until the learner moves or picks.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from html import unescape

import pytest

from tabletop.rowdy import Play
from widgets.choose import PICK
from widgets.cowboy import cowboy_table
from widgets.hints import Hints
from widgets.partners import partners_table
from widgets.partyfowl import partyfowl_table
from widgets.rowdy import rowdy_table
from widgets.rowlette import rowlette_table
from widgets.table import GameTable


@pytest.fixture(autouse=True)
def quick_hints(monkeypatch: pytest.MonkeyPatch) -> None:
    """These tests are about what a hint lights, not how well the coach plays: a short search."""
    monkeypatch.setattr(Hints, "hint_iterations", 12)


TABLES: dict[str, Callable[[], GameTable]] = {
    "rowlette": lambda: rowlette_table(seed=5),
    "rowdy": lambda: rowdy_table(seed=3),
    "partners": lambda: partners_table(seed=3),
    "cowboy": lambda: cowboy_table(seed=3),
    "partyfowl": lambda: partyfowl_table(seed=3),
}


def enabled(table: GameTable) -> list[str]:
    """The actions of the lit shapes on the table's board, as the browser reads them."""
    found = re.findall(r'data-action="([^"]+)"[^>]*aria-disabled="false"', table.board.svg)
    return [unescape(action) for action in found]


def lit_buttons(table: GameTable) -> list[str]:
    """The side buttons in sight that the hint lights (a hidden pooled button does not count)."""
    return [
        b.description
        for b in table._buttons
        if "tt-lit-button" in b._dom_classes and b.layout.display != "none"
    ]


def hint_clicks(table: GameTable) -> list[str]:
    """The shapes the board rings after Hint, and the side buttons lit with them."""
    table.hint()
    lit = [table.board.lit] if table.board.lit in enabled(table) else []
    return lit + lit_buttons(table)


def to_a_hint_of_several_clicks(table: GameTable) -> list[str]:
    """Play the hinted moves until the hint names one that takes several clicks; its clicks."""
    for _ in range(200):
        if table._paused is not None:
            table.resume()
            continue
        table.hint()
        assert table._hinted is not None
        path = table.hint_path(table._hinted)
        if len(path) > 1:
            return path
        table.act(path[0])
    raise AssertionError("no move of several clicks hinted")


@pytest.mark.parametrize("game", TABLES)
def test_a_click_that_hits_no_shape_says_what_to_click_and_changes_nothing(game: str) -> None:
    table = TABLES[game]()
    before, moves = table.state.to_json(), len(table.moves)
    table.board.miss()
    words = table.instruction()
    assert words and words[0].isupper() and words.endswith(".")
    assert table.board.notice == words and words.replace("'", "&#x27;") in table.message.value
    assert table.state.to_json() == before and len(table.moves) == moves


#: What each table says, at its first decision, to a click that hit no shape.
FIRST_WORDS = {
    "rowlette": "Click a lit card in the market to take it, or Stop to leave the round.",
    "rowdy": "Click a lit card in your hand, or in your Manager diamond, to play it.",
    "partners": "Swap: pick a card to give Cy.",
    "cowboy": "Click a ringed corner to walk one line, or your cowboy to stay put.",
    "partyfowl": "Click a tile in the pile on the right, then a ringed space of the house.",
}


@pytest.mark.parametrize("game", TABLES)
def test_each_table_answers_a_miss_in_its_own_words(game: str) -> None:
    table = TABLES[game]()
    table.board.miss()
    assert table.board.notice == FIRST_WORDS[game]


def play_randomly(table: GameTable, moves: int) -> Iterator[GameTable]:
    """The table at each human decision of a game played by random legal moves."""
    rng = random.Random(1)
    for _ in range(moves):
        if table.state.is_over:
            return
        if table._paused is not None:
            table.resume()
            continue
        yield table
        table.act(str(rng.choice(table.state.legal_actions())))


def test_rowdy_names_the_cards_and_every_button_the_legal_moves_offer() -> None:
    kinds: set[str] = set()
    for table in play_randomly(rowdy_table(seed=3), 400):
        words, legal = table.instruction(), table.state.legal_actions()
        plays = any(isinstance(a, Play) for a in legal)
        assert words.startswith("Click a lit card") == plays, words
        for action in legal:
            if not isinstance(action, Play):
                kinds.add(type(action).__name__)
                assert f"“{action}”" in words, (words, action)
        assert words.endswith("beside the board." if kinds and not plays else "."), words
    assert {"Tag", "RevealCheat", "UseSignature", "Done"} <= kinds


def test_partners_says_what_to_click_in_plain_sentences() -> None:
    seen = set()
    for table in play_randomly(partners_table(seed=3), 300):
        for click in [
            None,
            *(a for a in enabled(table) if a.startswith(f"{PICK} ") and a != f"{PICK} nothing"),
        ][:2]:
            if click is not None:
                table.act(click)
            words = table.instruction()
            seen.add(words)
            assert words.count(":") <= 1 and "(" not in words and words.endswith("."), words
            assert ": pick" not in words.split(":", 1)[1] if ":" in words else True
        table.pick.clear()
    assert len(seen) > 5


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
    assert table._hinted is not None and lit[0] == table.hint_path(table._hinted)[0]
    for step in table.hint_path(table._hinted):
        table.act(step)
    assert table.board.lit == ""
    assert not [b for b in table._buttons if "tt-lit-button" in b._dom_classes]


@pytest.mark.parametrize("game", ["partners", "partyfowl"])
def test_the_hint_of_a_move_of_several_clicks_lights_each_click_in_turn_keeping_its_words(game: str) -> None:
    table = TABLES[game]()
    path = to_a_hint_of_several_clicks(table)
    words, moves = table.message.value, len(table.moves)
    for step in path[:-1]:
        assert table.board.lit == step and step in enabled(table)
        table.act(step)
        assert table.message.value == words, "the hint's words stay while its move is being made"
        assert len(table.moves) == moves
    assert table.board.lit == path[-1] and path[-1] in enabled(table) + lit_buttons(table)
    table.hint()  # Hint again keeps the half-made pick and lights the same last click
    assert table.board.lit == path[-1] and table.pick != type(table.pick)()
    table.act(path[-1])
    assert len(table.moves) > moves and table.board.lit == "" and "Hint" not in table.message.value


def test_a_pick_off_the_hinted_move_puts_the_hint_out() -> None:
    table = partners_table(seed=3)
    while True:  # to a hinted card play while another card could be picked
        path = to_a_hint_of_several_clicks(table)
        others = [a for a in enabled(table) if a.startswith(f"{PICK} card ") and a != path[0]]
        if others:
            break
        for step in path:
            table.act(step)
    other = others[0]
    table.act(other)
    assert table.board.lit == "" and table.message.value == ""
    table.hint()  # a pick off the hinted move is let go, and the first click lit
    assert table.board.lit == path[0] and table.pick == type(table.pick)()


def test_a_rope_hint_in_cowboy_is_its_steer_then_its_square() -> None:
    table = cowboy_table(seed=3)
    rope = "Rope the steer at C5 into D5"
    assert table.hint_path(rope) == [f"{PICK} steer C5", rope]
    assert table.hint_path("Move N") == ["Move N"]


def test_escape_lets_go_of_the_pick() -> None:
    table = partners_table(seed=7)  # a card to play after the swap
    while table.state.view(0).phase.value == "swap":
        table.act(enabled(table)[0])
    table.act(next(text for text in enabled(table) if text.startswith(f"{PICK} card ")))
    assert table.pick.card is not None
    table.board._receive(table.board, {"unpick": True}, [])
    assert table.pick.card is None
    assert not [text for text in enabled(table) if text == f"{PICK} nothing"]


def test_escape_with_nothing_picked_keeps_the_hint_and_its_light() -> None:
    table = partners_table(seed=3)
    table.hint()
    words, lit = table.message.value, table.board.lit
    assert words and lit
    table.board._receive(table.board, {"unpick": True}, [])
    assert (table.message.value, table.board.lit) == (words, lit)


def test_the_hint_lights_no_hidden_button_left_with_old_text() -> None:
    table = rowdy_table(seed=3)
    table._set_buttons([*table.state.legal_actions()] * 2)  # a pool larger than the buttons in sight
    table._render()
    hidden = [b for b in table._buttons if b.layout.display == "none"]
    assert hidden
    table.hint()
    assert table.board.lit
    hidden[0].description = table.board.lit  # an old text that happens to be the hinted move's
    table.hint()
    assert "tt-lit-button" not in hidden[0]._dom_classes
