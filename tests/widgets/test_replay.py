"""Replay at every game's table: a game stepped through move by move shows the very game, board and log
at each move, refuses to be played meanwhile, goes back to the game as it was, and plays on from any
move as a new game with the same seats."""

from __future__ import annotations

import random
import re
from html import unescape

import pytest

import tabletop
from tabletop.core import State
from tests.test_all_games import assert_same
from widgets.replay import BACK, EVERYONE, PLAY_ON, SEEN
from widgets.table import GameTable

from .test_forged_messages import press
from .test_rewind import NEVER_UNDONE, settle, shown, still
from .test_table import TABLES

GAMES = tabletop.playable()
#: Steps of each replay checked against the engine (spread over the game, the ends included).
CHECKED_STEPS = 25


def play_out(table: GameTable, rng: random.Random, moves: int = 10_000) -> None:
    """The learner plays random moves (the bots answer) for ``moves`` moves or to the game's end."""
    for _ in range(moves):
        settle(table)
        if table.state.is_over:
            return
        legal = table.state.legal_actions()
        table.act(str(legal[rng.randrange(len(legal))]))


def replayed(state: State, moves: int) -> State:
    """The game of ``state`` after its first ``moves`` moves, from its seed."""
    fresh = state.game.new(list(state.players), state.seed, **state.options)
    for action in state.history[:moves]:
        fresh.apply(action)
    return fresh


def enabled(svg: str) -> list[str]:
    return re.findall(r'data-action="([^"]+)"[^>]*aria-disabled="false"', svg)


@pytest.mark.parametrize("name", GAMES)
def test_a_finished_game_replays_move_by_move_and_goes_back_to_the_game(name: str) -> None:
    table = TABLES[name](seed=7)
    play_out(table, random.Random(name))
    assert table.state.is_over
    final, log, picture = table.state.clone(), list(table.moves), shown(table)
    length = len(final.history)
    assert table._step_replay.layout.display != "none" and table._again.layout.display != "none"
    table._step_replay.click()
    assert table._panel.layout.display is None
    assert all(widget.layout.display == "none" for widget in table._playing)
    # any seat's view once the game is over, the learner's first
    assert [seat for _, seat in table._seen_by.options] == [*range(len(final.players)), EVERYONE]
    assert table._seen_by.value == 0
    first, back, forward, last = table._steps
    assert first.disabled and back.disabled and not forward.disabled
    steps = sorted({length * k // CHECKED_STEPS for k in range(CHECKED_STEPS)} | {length})
    at = 0
    for step in steps:
        while at < step:
            forward.click()
            at += 1
        expected = replayed(final, step)
        assert_same(table.state, expected)
        assert table.moves == log[: step + 1]
        assert f"Replay: move {step} of {length}" in table._turn.value
        assert still(table.board.svg) == still(table.render_board(expected.view(0), frozenset()))
        assert enabled(table.board.svg) == []
    assert last.disabled and forward.disabled
    back.click()
    assert_same(table.state, replayed(final, length - 1))
    assert table.moves == log[:length]
    table._seen_by.value = EVERYONE
    assert still(table.board.svg) == still(table.render_board(table.state.view(None), frozenset()))
    first.click()
    assert_same(table.state, replayed(final, 0))
    assert table.moves == log[:1]
    last.click()
    assert table.state.is_over and table._play_on.disabled
    table._play_on.click()
    assert "The game is over at this move" in table.message.value and table._film is not None
    table.back_to_game()
    assert_same(table.state, final)
    assert shown(table) == picture and table._panel.layout.display == "none"
    assert table._playing[-1].layout.display is None, "New game and Replay in sight again"


@pytest.mark.parametrize("name", GAMES)
def test_play_on_from_here_branches_a_new_game_with_the_same_seats(name: str) -> None:
    table = TABLES[name](seed=3)
    play_out(table, random.Random(name), moves=12)
    settle(table)
    assert not table.state.is_over
    game_moves, seats = list(table.state.history), list(table.seat_kinds)
    step = table.undo_limit()  # the game goes on: Play on only from a move Undo could take it back to
    table.step_replay()
    assert table._film is not None and table._film.first == step
    # mid-game: only the learner's own view, or the open table
    assert [seat for _, seat in table._seen_by.options] == [0, EVERYONE]
    table.replay_to(len(game_moves) // 2)
    clicked = table.state.legal_actions()[0]
    before = table.state.clone()
    table.act(str(clicked))  # the board answers as a paused table does, and nothing is played
    assert_same(table.state, before)
    assert f"press {BACK}" in table.message.value
    table._continue.click()  # hidden meanwhile, but a forged message may press it: the bots stay put
    assert_same(table.state, before)
    if step > len(game_moves) // 2:  # you have seen what came after
        assert table._play_on.disabled and table._play_on.tooltip == SEEN
        press(table._play_on)  # a forged click
        assert SEEN in unescape(table.message.value) and table._film is not None
        assert_same(table.state, before)
    table.replay_to(step)
    assert not table._play_on.disabled and table._play_on.tooltip == PLAY_ON
    log = list(table.moves)
    table._play_on.click()
    assert table._film is None and table._panel.layout.display == "none"
    assert table.seat_kinds == seats
    assert table.state.history[:step] == game_moves[:step] and table.moves[: step + 1] == log
    assert "Playing on from move" in table.message.value
    settle(table)  # the table's pace may stop the bots, as in any game
    assert table.state.current_player in (0, None), "the bots went on until the learner is to move"
    texts = [table.state.public_text(action) for action in table.state.history]
    assert texts == [move.action for move in table.moves[1:]], "one entry of the log a move"
    assert_same(table.state, replayed(table.state, len(table.state.history)))
    if not table.state.is_over:  # and the learner plays the new game
        made = len(table.state.history)
        table.act(str(table.state.legal_actions()[0]))
        assert len(table.state.history) > made


def test_replay_before_any_move_and_a_new_game_during_a_replay() -> None:
    table = TABLES["rowlette"](("Ana", "Ben"), seats=["Human", "Human"], seed=2)
    table.step_replay()
    assert "Nothing to replay yet" in table.message.value and table._film is None
    play_out(table, random.Random(1), moves=6)
    assert table._passing, "the device goes to the next player"
    table.step_replay()  # as Undo is: the one holding the device may be the next player
    assert "No replay now: the device goes to" in table.message.value and table._film is None
    table._take_device()
    table.step_replay()
    assert table._film is not None
    table.new_game()
    assert table._film is None and table._panel.layout.display == "none"
    assert table.state.history == [] and enabled(table.board.svg)


def test_with_two_people_play_on_starts_by_passing_the_device_to_whoever_is_on_turn() -> None:
    table = TABLES["rowlette"](("Ana", "Ben"), seats=["Human", "Human"], seed=2)
    while not table.state.is_over:
        play_out(table, random.Random(2), moves=1)
        if table._passing:
            table._take_device()
    shown_last = table._shown
    table.step_replay()
    for seat in (shown_last, 1 - shown_last):  # the hand on screen last, or the other's
        table.replay_to(1)
        while table.state.current_player != seat:
            table.replay_to(table.at + 1)
        table._play_on.click()  # the game is over: from any move
        assert table._film is None and table._passing and table._viewer() is None
        assert f"Pass the device to <b>{table.state.players[seat]}</b>" in table._turn.value
        assert enabled(table.board.svg) == []
        table._take_device()
        assert table._viewer() == seat
        if seat == shown_last:
            while not table.state.is_over:
                play_out(table, random.Random(3), moves=1)
                if table._passing:
                    table._take_device()
            table.step_replay()


@pytest.mark.parametrize("name", sorted(set(GAMES) - NEVER_UNDONE))
def test_play_on_is_offered_from_where_undo_stops_while_the_game_goes_on(name: str) -> None:
    table = TABLES[name](seed=11)
    for moves in range(60):
        play_out(table, random.Random(moves), moves=1)
        limit = table.undo_limit()
        if 0 < limit < len(table.state.history):
            break
    else:
        raise AssertionError("Undo never could take back a move")
    game = table.state.to_json()
    table.step_replay()
    assert table._film is not None and table._film.first == limit
    table.replay_to(limit - 1)
    assert table._play_on.disabled and f"Play on: from move {limit} on" in table._turn.value
    table.replay_to(limit)
    assert not table._play_on.disabled and "Play on:" not in table._turn.value
    table.back_to_game()
    assert table.state.to_json() == game
    while table.undo_point()[0] is not None:
        table.undo()
    assert len(table.state.history) == limit, "Undo stops where Play on starts"
