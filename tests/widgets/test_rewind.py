"""Undo at every game's table: it takes back the learner's own moves exactly (the game, the log, the
picture), and never past another seat's move or anything that showed the learner what was hidden."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

import tabletop
from tabletop.core import State
from tests.test_all_games import HIDDEN, assert_same, new
from widgets.choose import emptied
from widgets.cowboy.panel import ROLL_STYLE
from widgets.rewind import CHANCE, OFF, UNDO_RULE
from widgets.table import HUMAN, GameTable

from .test_table import TABLES

GAMES = tabletop.playable()
#: Games where every move of the learner either passes the turn or shows a card: Rowlette's takes
#: turn the deck's next card up for the market, and Stop hands over. Undo is never offered there.
NEVER_UNDONE = {"rowlette"}
#: Learner's moves per game checked (random among the legal moves, the bots answering).
MOVES = 160


def test_every_game_has_a_table() -> None:
    assert sorted(TABLES) == sorted(GAMES)


def settle(table: GameTable) -> None:
    """Go on past pauses until the learner is to move or the game is over."""
    while table._paused is not None:
        table.resume()


def still(svg: str) -> str:
    """The picture without the roll of Super Cowboy's dice, which is played once, when they are rolled
    (a move taken back does not roll them again)."""
    svg = re.sub(r' (class="tt-cowboy-(roll|number)"|style="animation-delay:[^"]*")', "", svg)
    return svg.replace(ROLL_STYLE, "")


def shown(table: GameTable) -> tuple[Any, ...]:
    """What the learner sees of the table but the message: the picture, the log, the buttons."""
    return (
        still(table.board.svg),
        list(table.moves),
        table.side_moves(),
        table._turn.value,
        table._scores.value,
    )


def truth(table: GameTable, state: State, action: Any) -> str:
    """Why Undo must stop at ``action`` made from ``state``: what it showed, read from the engine."""
    after = state.clone()
    events = after.apply(action)
    words = next((words for event in events if (words := table.revealed(event))), "")
    return words or (CHANCE if after.chance != state.chance else "")


@pytest.mark.parametrize("name", GAMES)
def test_undo_takes_back_the_learners_moves_exactly_and_refuses_with_the_reason(name: str) -> None:
    table = TABLES[name](seed=11)
    rng = random.Random(name)
    settle(table)
    me = table.state.players[0]
    assert table.undo_point() == (None, "no move of yours yet")
    table.undo()
    assert table.message.value.count("Nothing to undo") == 1
    undone = refused_by_bot = refused_by_reveal = 0
    before: list[tuple[State, tuple[Any, ...]]] = []  # the learner's moves in a row: the table before each
    for _ in range(MOVES):
        settle(table)
        if table.state.is_over:
            break
        steps = table.steps()
        if steps and steps[-1].seat != 0:  # a bot moved last
            before = []
            mine = any(step.seat == 0 for step in steps)
            other = table.state.players[steps[-1].seat]
            assert table.undo_point() == (
                None,
                f"{other} has moved since" if mine else "no move of yours yet",
            )
            refused_by_bot += mine
        state = table.state.clone()
        legal = table.state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        before.append((state, shown(table)))
        table.act(str(action))
        assert table.state.history[len(state.history)] == action
        keep, why = table.undo_point()
        if keep is None and not table.state.is_over:
            last = table.steps()[-1]
            if last.seat != 0:
                assert why == f"{table.state.players[last.seat]} has moved since"
            else:
                assert why == f"{truth(table, state, action)} since your move" and last.revealed
                refused_by_reveal += 1
            assert (
                OFF in table._undo._dom_classes
                and why in table._undo.tooltip
                and UNDO_RULE in table._undo.tooltip
            )
            now = table.state.clone()
            table.undo()
            assert_same(table.state, now)
            assert f"Nothing to undo: {why}." in table.message.value
            continue
        if keep is None or rng.random() < 0.5:
            continue
        assert OFF not in table._undo._dom_classes
        while (keep := table.undo_point()[0]) is not None:  # back through the learner's moves in a row
            state, picture = before.pop()
            assert keep == len(state.history)
            table.undo()
            assert_same(table.state, state)
            assert shown(table) == picture, "the board, log and buttons as they were before the move"
            assert table.pick is None or table.pick == emptied(table.pick), "nothing picked"
            assert table._paused is None and table.board.lit == ""
            assert "Undone" in table.message.value
            undone += 1
        before = []
    if name in NEVER_UNDONE:
        assert undone == 0 and refused_by_reveal > 0
    else:
        assert undone > 0, f"{me} never had a move to take back in {MOVES} moves"
    assert refused_by_bot > 0


def test_undo_stops_at_another_persons_move_at_a_shared_screen() -> None:
    table = TABLES["cowboy"](("Ana", "Ben"), seats=[HUMAN, HUMAN], seed=4, step=False)
    for turn in range(3):  # Ana, Ben, Ana: a move, then an action that draws a card
        while table.state.current_player == turn % 2:
            table.act(str(table.state.legal_actions()[0]))
        # while the device passes, the next player may hold it: nothing of the last one's is shown
        assert table.undo_point()[1] == f"the device goes to {table.state.players[(turn + 1) % 2]} now"
        table._take_device()
        if turn == 0:
            assert table.undo_point() == (None, "no move of yours yet")
    assert table.undo_point() == (None, "Ana has moved since")
    table.undo()
    assert "Nothing to undo: Ana has moved since." in table.message.value


def test_a_position_staged_by_hand_is_not_undone() -> None:
    table = TABLES["cowboy"](seed=5)
    table.state.fences[0] = 0  # type: ignore[attr-defined]  # staged, as a lesson may stage it
    table.act(str(table.state.legal_actions()[0]))
    assert table.undo_point()[1] == "this position was set up by hand, not played from its seed"


@pytest.mark.parametrize("name", GAMES)
def test_every_move_that_shows_its_mover_something_hidden_stops_undo(name: str) -> None:
    """Played against the engine's truth: a move shows its mover something hidden when the same move
    from the same position, with what the mover cannot see reshuffled (tests/test_all_games.py's
    HIDDEN), leaves the mover seeing something else. Each such move must stop Undo."""
    table = TABLES[name](seed=1)
    game, hide = tabletop.get(name), HIDDEN[name]
    shows = 0
    for seed in range(3):
        count = game.min_players + seed % (game.max_players - game.min_players + 1)
        state, rng = new(name, count, seed), random.Random(f"reveal:{seed}")
        while (seat := state.current_player) is not None:
            legal = state.legal_actions()
            action = legal[rng.randrange(len(legal))]
            after = state.clone()
            after.apply(action)
            for _ in range(3):
                other = state.clone()
                hide(other, seat, rng)
                other.apply(action)
                if other.view(seat) != after.view(seat):
                    shows += 1
                    assert truth(table, state, action), f"{action} shows {state.players[seat]} something"
                    break
            state = after
    assert shows > 0
