"""A rope or a rustle on the Super Cowboy board takes two clicks: the steer, then the ringed square of
your field it goes to. These drive :mod:`widgets.cowboy.choose` click by click, on the engine's state
alone (no table, no ipywidgets): what each click picks, the action the second click sends, and the
refusals, each with the engine's rule."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

import tabletop
from tabletop.core import IllegalAction
from tabletop.cowboy import CowboyState
from tabletop.cowboy.actions import STAY, Steer, Walk
from tabletop.cowboy.board import square_name
from tests.cowboy.staging import clear_range, open_block
from widgets.cowboy.choose import PICK, Options, Pick, choose

GAME = tabletop.get("cowboy")
ROOT = Path(__file__).resolve().parents[2]


# ---- a quiet range with Ana next to a steer, after her move ----


class Range:
    """Ana after her move, her cowboy on the south-east corner of a steer's square, owning a field
    of ``free`` squares two squares east of it; the clicks go through :func:`click` as the table's do."""

    def __init__(self, free: int = 3) -> None:
        self.state: CowboyState = GAME.new(["Ana", "Ben"], seed=5)
        state = self.state
        clear_range(state)
        size = state.size
        row, col = open_block(state, free + 2, 2)
        self.field = [row * size + col + 2 + k for k in range(free)]
        self.own(0, self.field)
        self.steer = (row + 1) * size + col
        self.beside = (row + 1) * size + col + 1  # the square east of the steer, by the same corner
        state.tokens.steers.append(self.steer)
        state.cowboys[0] = (col + 1, row + 2)
        state.cowboys[1] = (0, 0)
        state.phase, state.walked = "action", None
        self.pick = Pick()
        self.staged()

    def own(self, seat: int, squares: list[int]) -> None:
        for square in squares:
            self.state.grid.owner[square] = seat
            for there, edge in self.state.grid.neighbours(square):
                if there not in squares:
                    self.state.grid.fenced.add(edge)

    def staged(self) -> None:
        """The engine keeps its list of legal moves until the next move: work it out again."""
        if hasattr(self.state, "_legal"):
            self.state._legal = None

    def name(self, square: int) -> str:
        return square_name(square, self.state.size)

    def options(self) -> Options:
        return Options.of(map(str, self.state.legal_actions()))

    def click(self, text: str) -> None:
        """A board click as the table handles it: a pick is chosen here, anything else is the move."""
        if text.startswith(PICK + " "):
            choose(self.state, self.pick, text.removeprefix(PICK + " "))
        else:
            self.state.apply(next(a for a in self.state.legal_actions() if str(a) == text))
            self.pick.clear()

    def ringed(self) -> list[str]:
        """The squares the picked steer may go to, as the board rings them (their actions)."""
        return [str(move) for move in self.options().steer_moves(self.pick.steer)]


# ---- two clicks make one move ----


def test_a_rope_is_the_steer_then_a_square_of_your_field() -> None:
    board = Range(free=3)
    steer = board.name(board.steer)
    assert board.ringed() == [], "nothing is ringed before a steer is picked"
    board.click(f"pick steer {steer}")
    assert board.pick.steer == steer
    field = [board.name(s) for s in board.field]
    assert board.ringed() == [f"Rope the steer at {steer} into {to}" for to in field]
    assert board.state.history == [], "picking a steer sends nothing to the game"
    board.click(board.ringed()[1])
    assert str(board.state.history[-1]) == f"Rope the steer at {steer} into {field[1]}"
    assert board.state.herd(0) == 1 and board.pick.steer is None


def test_a_steer_in_a_rivals_field_is_rustled_the_same_way() -> None:
    board = Range(free=1)
    board.own(1, [board.steer])
    board.staged()
    steer = board.name(board.steer)
    board.click(f"pick steer {steer}")
    assert board.ringed() == [f"Rustle the steer at {steer} into {board.name(board.field[0])}"]
    board.click(board.ringed()[0])
    assert str(board.state.history[-1]).startswith(f"Rustle the steer at {steer}")


def test_nothing_lets_go_of_the_picked_steer() -> None:
    board = Range()
    board.click(f"pick steer {board.name(board.steer)}")
    board.click("pick nothing")
    assert board.pick.steer is None and board.ringed() == []
    board.click("pick nothing")  # letting go with nothing picked is harmless
    assert board.pick.steer is None


def test_picking_another_steer_rings_its_squares_instead() -> None:
    board = Range()
    board.state.tokens.steers.append(board.beside)
    board.staged()
    first, second = board.name(board.steer), board.name(board.beside)
    board.click(f"pick steer {first}")
    board.click(f"pick steer {second}")
    assert board.pick.steer == second
    assert board.ringed() and all(move.startswith(f"Rope the steer at {second} ") for move in board.ringed())


# ---- refusals: the engine's words and rule, and the pick as it was ----


def refusal(board: Range, text: str) -> IllegalAction:
    before = board.pick.steer
    with pytest.raises(IllegalAction) as refused:
        board.click(text)
    assert board.pick.steer == before, "a refused click changes nothing picked"
    assert board.state.history == [], "nor anything in the game"
    return refused.value


def test_a_steer_with_nowhere_to_go_is_refused_with_the_roping_rule() -> None:
    board = Range()
    board.state.grid.owner = [None] * (board.state.size * board.state.size)  # Ana has no field any more
    board.staged()
    err = refusal(board, f"pick steer {board.name(board.steer)}")
    assert str(err) == "Ana has no free square in a field of their own to put a steer in."
    assert err.rule == "cowboy.rope"


def test_a_refused_steer_keeps_the_steer_already_picked() -> None:
    board = Range()
    steer = board.name(board.steer)
    board.click(f"pick steer {steer}")
    err = refusal(board, f"pick steer {board.name(board.beside)}")
    assert str(err) == f"There is no steer at {board.name(board.beside)}."
    assert board.pick.steer == steer


def test_a_steer_before_the_move_is_refused_with_the_turn_rule() -> None:
    board = Range()
    board.state.phase = "move"
    board.staged()
    err = refusal(board, f"pick steer {board.name(board.steer)}")
    assert str(err).startswith("First move your cowboy one line (or stay put)")


@pytest.mark.parametrize(
    ("click", "why", "rule"),
    [
        ("pick lasso", "'lasso' is nothing on this board.", "core.legal-actions"),
        ("pick steer 5C", "'steer 5C' is nothing on this board.", "core.legal-actions"),
        ("pick steer Z99", "Z99 is not a square of this range.", "cowboy.rope"),
    ],
)
def test_a_click_that_names_no_steer_of_this_range_is_refused(click: str, why: str, rule: str) -> None:
    err = refusal(Range(), click)
    assert str(err) == why and err.rule == rule


def test_nothing_can_be_picked_once_the_game_is_over() -> None:
    state = GAME.new(["Ana", "Ben"], seed=3, round_limit=2)
    bot, rng = GAME.bot("Random"), random.Random(3)
    while (seat := state.current_player) is not None:
        state.apply(bot.choose(state.view(seat), state.legal_actions(), rng))
    with pytest.raises(IllegalAction) as refused:
        choose(state, Pick(), "nothing")
    assert refused.value.rule == "core.game-over"


# ---- the legal moves read back, for the picture and for choosing ----


def test_the_legal_moves_are_read_back_from_their_strings() -> None:
    legal = ["Stay put", "Move N", "Rope the steer at C5 into E4", "Rope the steer at C5 into F4", "Hello"]
    options = Options.of(legal)
    assert options.has(STAY) and options.has(Walk("N", False)) and not options.has(Walk("S", False))
    assert options.steers() == {"C5"}
    assert [str(move) for move in options.steer_moves("C5")] == legal[2:4]
    assert options.steer_moves(None) == [] and options.steer_moves("D5") == []
    assert options.of_kind(Walk) == [Walk("N", False)]
    assert all(isinstance(a, Steer) for a in options.of_kind(Steer))
    assert "Hello" not in map(str, options.actions), "a string that is no action is left out"


def test_the_picture_and_the_choosing_load_without_ipywidgets() -> None:
    """So the same pictures serve plain exports and a state's picture in Jupyter, not only tables."""
    probe = (
        "import sys, widgets.cowboy.draw, widgets.cowboy.choose; "
        "sys.exit(any(m.startswith(('ipywidgets', 'anywidget')) for m in sys.modules))"
    )
    assert subprocess.run([sys.executable, "-c", probe], cwd=ROOT, check=False).returncode == 0
