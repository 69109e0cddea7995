"""A fault in Undo, Replay, Load or "Continue your game" (issue 19's review): the guard puts the game back,
and what the table shows of it comes back too (the replay's panel or the playing buttons, the offer of
a kept game, the seat boxes), as does what the browser is told to keep."""

from __future__ import annotations

from typing import Any

import pytest

from widgets.guard import Snapshot
from widgets.keeping import Keeping
from widgets.replay import StepReplay
from widgets.rowlette import rowlette_table
from widgets.table import GameTable

from .test_forged_messages import TABLES, press, send
from .test_keeping import play_some, stores
from .test_no_dead_tables import apologised, fault


def displays(table: GameTable) -> tuple[Any, ...]:
    """What is in sight of the replay's panel, the playing widgets and the offer of a kept game."""
    playing = tuple(widget.layout.display for widget in table._playing)
    return table._panel.layout.display, playing, table._offer.layout.display


def playing_table(name: str = "rowdy") -> GameTable:
    table = TABLES[name](seed=3)
    play_some(table, 3)
    return table


@pytest.mark.parametrize("where", ["step Replay", "Play on", "Back to the game"])
def test_a_fault_in_the_replay_leaves_the_table_as_it_was(
    where: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = playing_table()
    before, moves, side = displays(table), table.side_moves(), table.state.to_json()
    if where == "step Replay":
        monkeypatch.setattr(StepReplay, "replay_to", fault)
        press(table._step_replay)
        apologised(table)
    else:
        press(table._step_replay)
        press(table._steps[3])
        replaying = displays(table)
        monkeypatch.setattr(GameTable, "_play_bots", fault)  # once the replay is left
        monkeypatch.setattr(GameTable, "_turn_html", fault)  # the game's turn, drawn once it is left
        press(table._play_on if where == "Play on" else table._back)
        apologised(table)
        assert displays(table) == replaying and table._film is not None, "still in the replay"
        monkeypatch.undo()
        press(table._back)
    assert displays(table) == before and table._film is None
    assert table.side_moves() == moves and table.state.to_json() == side
    table.act(moves[0])
    assert len(table.state.history) > 3, "the learner plays on"


def test_a_fault_in_continue_your_game_offers_it_again() -> None:
    saved = rowlette_table(seed=3)
    play_some(saved, 2)
    table = rowlette_table(seed=9)
    table._keeper.recall(saved.state.to_json())
    assert table._offer.layout.display is None
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Keeping, "load_save", fault)
        press(table._take)
    apologised(table)
    assert table._offered == saved.state.to_json() and table._offer.layout.display is None
    press(table._take)
    assert table.state.to_json() == saved.state.to_json() and table._offer.layout.display == "none"
    told = stores(table)
    play_some(table, 1)
    assert told == [table.state.to_json()], "the browser keeps the game in play again"


def two_people_save() -> str:
    saved = rowlette_table(players=("Zed", "Yan"), seats=["Human", "Human"], seed=3)
    play_some(saved, 2)
    return saved.state.to_json()


def seats(table: GameTable) -> tuple[Any, ...]:
    return table._count.value, [box.value for box in table._names], [box.value for box in table._kinds]


def test_a_fault_mid_load_leaves_the_seat_boxes_as_they_were(monkeypatch: pytest.MonkeyPatch) -> None:
    table = rowlette_table(seed=9)
    before, game, save = seats(table), table.state.to_json(), two_people_save()
    monkeypatch.setattr(type(table), "moved", fault)
    table._keeper.upload("s.json", save)
    apologised(table)
    assert seats(table) == before and table.state.to_json() == game
    monkeypatch.undo()
    press(table._restart)
    assert table.state.players == ("Ana", "Ben", "Cy")


def test_a_table_that_cannot_be_copied_says_sorry(monkeypatch: pytest.MonkeyPatch) -> None:
    table = playing_table()
    monkeypatch.setattr(type(table.state), "clone", fault)
    press(table._hint)
    apologised(table)


def test_the_guard_lets_go_of_undos_cache_rather_than_copy_it(monkeypatch: pytest.MonkeyPatch) -> None:
    table = playing_table("cowboy")
    table.steps()
    kept = Snapshot(table)
    assert not {"_trail", "_traced", "_traced_of"} & set(kept.data)
    monkeypatch.setattr(type(table), "moved", fault)  # once the move is made, and traced by the hint
    game, point = table.state.to_json(), table.undo_point()
    send(table, {"action": table.side_moves()[0]})
    apologised(table)
    assert table.state.to_json() == game and table.undo_point() == point
    assert len(table.steps()) == len(table.state.history)


def test_a_fault_in_undo_puts_the_move_back_and_undo_still_works(monkeypatch: pytest.MonkeyPatch) -> None:
    table = playing_table("cowboy")
    for _ in range(40):
        if table.undo_point()[0] is not None:
            break
        play_some(table, 1)
    keep = table.undo_point()[0]
    assert keep is not None, "the learner has a move to take back"
    game, picture, moves = table.state.to_json(), table.board.svg, table.side_moves()
    monkeypatch.setattr(type(table), "forget_moves", fault)  # once the game is being rebuilt
    press(table._undo)
    apologised(table)
    assert table.state.to_json() == game and table.side_moves() == moves
    assert table.board.svg == picture
    monkeypatch.undo()
    press(table._undo)
    assert len(table.state.history) == keep and "Undone" in table.message.value
