"""The coach at the table: seats at three levels (and Random), Hard thinking in the background while
the table answers clicks, a Hint with the coach's three moves, and the Review after a game."""

from __future__ import annotations

import asyncio
import random
import re
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

import widgets.table
import widgets.thinking
from tabletop.core import RandomBot
from tabletop.core.levels import LEVELS, RANDOM, EasyBot, SearchBot
from widgets.pacing import NEXT_MOVE
from widgets.rowdy import rowdy_table
from widgets.rowlette import rowlette_table
from widgets.table import HUMAN, GameTable

#: Hard at the table in these tests: a few iterations, so a game of it stays quick.
QUICK_HARD = 6


@pytest.fixture(autouse=True)
def quick_hard(monkeypatch: pytest.MonkeyPatch) -> None:
    seat_bot = widgets.table.seat_bot

    def quick(game: Any, kind: str) -> Any:
        return SearchBot(iterations=QUICK_HARD) if kind == "Hard" else seat_bot(game, kind)

    monkeypatch.setattr(widgets.table, "seat_bot", quick)


def click(table: GameTable, caption: str) -> None:
    """Click the visible side or tool button with this caption, as the browser would."""
    buttons = [w for w in walk(table) if getattr(w, "description", None) == caption and hasattr(w, "click")]
    shown = [b for b in buttons if b.layout.display != "none"]
    assert shown, f"no button {caption!r} in sight"
    shown[0].click()


def walk(widget: Any) -> Iterator[Any]:
    yield widget
    for child in getattr(widget, "children", ()):
        yield from walk(child)


def test_every_seat_is_offered_at_every_level_and_each_level_seats_its_bot() -> None:
    table = rowlette_table(["Ana", "Ben", "Cy", "Dee"], seats=[HUMAN, "Easy", "Hard", RANDOM])
    assert list(table._kinds[1].options) == [HUMAN, *LEVELS, RANDOM]
    assert table.seat_kinds == [HUMAN, "Easy", "Hard", RANDOM]
    assert isinstance(table.bots[1], EasyBot) and isinstance(table.bots[2], SearchBot)
    assert isinstance(table.bots[3], RandomBot)
    assert rowlette_table(["Ana", "Ben"]).seat_kinds == [HUMAN, "Normal"], "Normal by default"


def test_hard_seats_play_a_whole_game_from_a_cell() -> None:
    table = rowlette_table(["Ana", "Ben", "Cy"], seats=["Hard", "Normal", "Hard"], seed=4)
    while table._paused is not None:  # a round's end pauses
        assert not table._thinker.busy
        table.resume()
    assert table.state.is_over, "driven from a cell, Hard decides at once and play goes on"
    hard_moves = [move for move in table.moves if move.who in ("Ana (bot)", "Cy (bot)")]
    assert hard_moves and not table._thinker.busy


def run(body: Callable[[], Any]) -> Any:
    """Run ``body`` as a kernel would a click: on a running event loop, taken for a kernel's, in a
    thread of its own (the browser tests leave a loop of their own in this one)."""

    async def main() -> Any:
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(widgets.thinking, "kernel_loop", lambda: True)
            return await body()

    with ThreadPoolExecutor(1) as thread:
        return thread.submit(asyncio.run, main()).result()


async def settle(table: GameTable) -> int:
    """Let the table think to the end; how many slices the loop ran meanwhile."""
    slices = 0
    while table._thinker.busy:
        await asyncio.sleep(0)
        slices += 1
    return slices


def test_hard_thinks_in_the_background_while_the_table_answers_clicks() -> None:
    async def body() -> None:
        table = rowlette_table(["Ana", "Ben"], seats=[HUMAN, "Hard"], seed=7)
        table.bots[1] = SearchBot(iterations=60)  # long enough to watch
        move = table.side_moves()[0]
        click(table, move)
        assert table.state.current_player == 1, "Ana's move passed the turn to Ben"
        assert table._thinker.busy and "Ben weighs the moves" in table._thinker.caption
        assert "<b>Ben</b> (Hard bot) is thinking" in table._turn.value
        assert table._thinker.layout.display != "none", "the progress is in sight"
        made = len(table.state.history)
        table.act(move)  # a click while Ben thinks is answered at once: not Ana's turn
        assert "a bot plays that seat" in table.message.value and len(table.state.history) == made
        assert await settle(table) > 1, "the search ran in slices, the loop free between them"
        assert len(table.state.history) > made and table.moves[made + 1].who == "Ben (bot)"
        assert table._thinker.layout.display == "none"

    run(body)


def test_undo_while_hard_thinks_stops_it_and_no_stale_move_arrives() -> None:
    async def body() -> None:
        table = rowlette_table(["Ana", "Ben"], seats=[HUMAN, "Hard"], seed=7)
        table.bots[1] = SearchBot(iterations=60)
        click(table, table.side_moves()[0])
        assert table._thinker.busy
        click(table, "Undo")
        assert not table._thinker.busy and table.state.current_player == 0
        made = len(table.state.history)
        for _ in range(50):
            await asyncio.sleep(0)
        assert len(table.state.history) == made and table.state.current_player == 0

    run(body)


def test_a_hint_lists_the_coachs_three_moves_with_chances_and_reasons_and_lights_the_best() -> None:
    table = rowdy_table(["Ana", "Ben", "Cy", "Dee"], seed=3)
    table.hint()
    message = table.message.value
    assert "Hint: the coach's best moves" in message and message.count("<li>") == min(
        3, len(table.state.legal_actions())
    )
    assert "how often your side won" in message, "Rowdy is played by sides"
    assert re.search(r'<span class="tt-chance">\d+% of \d+</span>', message)
    seat = table.state.current_player
    view = table.state.view(seat)
    first = table._hinted
    assert first is not None and f"<b>{first}</b>" in message.split("<li>")[1]
    assert table.game.reason(view, table.state.action_from_string(first)) in message
    assert table.board.lit == table._hint_step()


def test_a_hint_thinks_in_the_background_and_is_dropped_when_the_learner_moves_first() -> None:
    async def body() -> None:
        table = rowlette_table(["Ana", "Ben"], seed=5)
        click(table, "Hint")
        assert table._thinker.busy and "coach is thinking" in table._thinker.caption
        click(table, table.side_moves()[-1])  # the learner does not wait
        await settle(table)
        assert "Hint" not in table.message.value and table._hinted is None

    run(body)


def test_a_hint_out_of_turn_says_whose_turn_it_is() -> None:
    table = rowlette_table(["Ana", "Ben"], seats=[HUMAN, HUMAN], seed=5)
    table._passing = True
    table.hint()
    assert "the device goes to" in table.message.value and not table._thinker.busy


def play_to_the_end(table: GameTable, seed: int) -> None:
    rng = random.Random(seed)
    while not table.state.is_over:
        if table._paused is not None:
            table.resume()
            continue
        table.act(rng.choice(table.side_moves()))


def test_the_review_names_the_learners_costliest_moves_and_shows_the_board_before_each() -> None:
    table = rowlette_table(["Ana", "Ben"], seed=11)
    table.review_budget = (12, 4, 8)
    table.review()
    assert "when the game is over" in table.message.value and table.mistakes is None
    assert table._review.layout.display == "none"
    play_to_the_end(table, 11)
    assert table._review.layout.display != "none"
    click(table, "Review")
    found = table.mistakes
    assert found is not None and 1 <= len(found) <= 3, "random play makes mistakes"
    assert [m.cost for m in found] == sorted((m.cost for m in found), reverse=True)
    assert all(m.seat == 0 for m in found), "only the person's moves"
    listed = table._found.value
    for mistake in found:
        assert f"<b>{mistake.played}</b>" in listed and f"<b>{mistake.preferred}</b>" in listed
    buttons = table._mistake_buttons.children
    assert [b.description for b in buttons] == [f"Move {m.before + 1}: {m.played}" for m in found]
    worst = found[0]
    history = list(table.state.history)
    buttons[0].click()
    assert table._film is not None and table.at == worst.before, "the board just before the move"
    assert table._seen_by.value == worst.seat
    assert str(table._film.actions[worst.before]) == str(worst.played) == str(history[worst.before])
    assert f"the coach preferred <b>{worst.preferred}</b>" in table.message.value


def test_no_review_where_no_person_played() -> None:
    table = rowlette_table(["Ana", "Ben"], seats=["Normal", "Normal"], seed=2)
    while table._paused is not None:  # a round's end pauses
        table.resume()
    assert table.state.is_over and table._review.layout.display == "none"
    table.review()
    assert "No person played" in table.message.value


def test_play_on_with_a_hard_bot_to_move_never_hands_it_the_device() -> None:
    """Two people and a Hard bot: Play on from a move of the bot's must not offer "I am Ben"."""
    table = rowdy_table(["Ana", "Ben", "Cy", "Dee"], seats=[HUMAN, "Hard", HUMAN, "Normal"], seed=3)
    rng = random.Random(1)
    while not table.state.is_over:  # driven from a cell: Hard decides at once
        if table._paused is not None:
            table.resume()
        elif table._passing:
            table._take_device()
        else:
            table.act(str(rng.choice(table.state.legal_actions())))

    async def body() -> None:
        click(table, "Replay")
        assert table._film is not None
        table.replay_to(next(k for k, move in enumerate(table._film.log[1:]) if move.who == "Ben (bot)"))
        assert table.state.current_player == 1
        click(table, "Play on from here")
        assert table._thinker.busy and table._pass.layout.display == "none"
        assert "Ben</b> (Hard bot) is thinking" in table._turn.value
        table._take_device()  # a forged click on the hidden button
        assert table._viewer() != 1 and "a bot plays that seat" in table.message.value
        await settle(table)
        assert table.state.current_player != 1 or table.state.is_over

    run(body)


def test_a_click_that_fails_while_hard_thinks_leaves_the_bot_behind_next_move() -> None:
    async def body() -> None:
        table = rowlette_table(["Ana", "Ben"], seats=[HUMAN, "Hard"], seed=7)
        table.bots[1] = SearchBot(iterations=60)
        click(table, table.side_moves()[0])
        assert table._thinker.busy
        made = len(table.state.history)

        def bug(_: Any) -> None:
            raise RuntimeError("a bug met in a click")

        table._refuse = bug  # type: ignore[method-assign]
        table._hint.click()  # refused (not Ana's turn), and the refusal meets the bug
        del table._refuse
        assert "Sorry" in table.message.value and not table._thinker.busy
        assert table._paused == NEXT_MOVE and table._continue.layout.display != "none"
        click(table, NEXT_MOVE)
        await settle(table)
        assert len(table.state.history) > made and table.moves[made + 1].who == "Ben (bot)"

    run(body)


def test_a_fault_in_hards_search_is_told_and_next_move_tries_again() -> None:
    class Broken(SearchBot):
        def deciding(self, state: Any, rng: random.Random) -> Any:
            yield 0.5
            raise ValueError("a bug in the search")

    async def body() -> None:
        table = rowlette_table(["Ana", "Ben"], seats=[HUMAN, "Hard"], seed=7)
        table.bots[1] = Broken(iterations=60)
        click(table, table.side_moves()[0])
        made = len(table.state.history)
        await settle(table)
        assert (
            "while a bot was thinking" in table.message.value and "a bug in the search" in table.message.value
        )
        assert table._paused == NEXT_MOVE and len(table.state.history) == made
        table.bots[1] = SearchBot(iterations=6)
        click(table, NEXT_MOVE)
        await settle(table)
        assert len(table.state.history) > made

    run(body)


def test_play_on_forgets_the_review_of_the_old_game() -> None:
    table = rowlette_table(["Ana", "Ben"], seed=11)
    table.review_budget = (12, 4, 8)
    play_to_the_end(table, 11)
    table.review()
    assert table.mistakes
    table.show_mistake(0)
    table.replay_to(table.mistakes[0].before)
    click(table, "Play on from here")
    assert table.mistakes is None and table._mistake_buttons.children == ()


def test_a_loop_that_is_not_a_kernels_never_takes_the_thinking() -> None:
    """A running event loop alone (as a browser driver leaves one) is not a kernel: a Hint clicked
    there answers at once, rather than waiting on a loop nobody turns."""

    async def body() -> None:
        table = rowlette_table(["Ana", "Ben"], seed=5)
        table.hint_iterations = 12
        click(table, "Hint")
        assert not table._thinker.busy and "Hint: the coach's best moves" in table.message.value

    with ThreadPoolExecutor(1) as thread:
        thread.submit(asyncio.run, body()).result()
