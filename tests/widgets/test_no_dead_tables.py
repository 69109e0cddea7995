"""No dead tables (issue 19, item 7): a fault inside any of a table's callbacks is caught at the table,
which says sorry with the traceback under "Report", puts the game back as it was before the click,
and plays on once the fault is gone.

Each test breaks something mid-callback, as a bug would: the engine raising after it has half
carried out a move, the picture failing to draw once the move is made, the hint failing once it
has been said. Messages arrive as the browser sends them (ipywidgets would otherwise swallow the
exception into its log and leave the table silent and half changed).
"""

from __future__ import annotations

import re
from html import unescape
from types import FunctionType
from typing import Any

import ipywidgets as ipw
import pytest

from tabletop.core import State
from widgets.guard import APOLOGY, NOTICE, REPORT_MAX, Snapshot, guarded
from widgets.table import GameTable

from .test_forged_messages import TABLES, fresh, pause_before_a_bot, play_hinted, press, seen, send, shapes

FAULT = "injected <fault> & co"


def fault(*_: Any, **__: Any) -> None:
    raise RuntimeError(FAULT)


def break_engine(monkeypatch: pytest.MonkeyPatch, table: GameTable) -> None:
    """The engine raises after it has carried out a move (the state changed, its history not)."""
    state_class: type[State] = type(table.state)
    carry_out = state_class._do

    def half_done(state: State, action: Any) -> Any:
        carry_out(state, action)
        fault()

    monkeypatch.setattr(state_class, "_do", half_done)


def apologised(table: GameTable) -> None:
    """The table says sorry, with the traceback (escaped) under Report, and nothing else."""
    shown = table.message.value
    assert 'class="tt-fault"' in shown and APOLOGY.replace("'", "&#x27;") in shown, shown
    report = re.search(
        r"<details class='tt-report'><summary>Report</summary><pre>(.*)</pre></details>", shown, re.S
    )
    assert report, shown
    assert "<" not in report[1] and "RuntimeError: injected &lt;fault&gt; &amp; co" in report[1]
    assert "Traceback (most recent call last)" in unescape(report[1])
    assert table.board.notice == NOTICE


@pytest.mark.parametrize("game", TABLES)
def test_a_fault_mid_move_on_a_board_click_puts_the_game_back(
    game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = fresh(game)
    table.hint()
    click = table.hint_path(table._hinted or "")[0]
    table._say("")
    before = seen(table)
    break_engine(monkeypatch, table)
    if click.startswith("pick "):  # a first click that only chooses: the fault comes with the pick
        monkeypatch.setattr(type(table), "_light_hint", fault)
    send(table, {"action": click})
    apologised(table)
    assert seen(table) == before
    monkeypatch.undo()
    send(table, {"action": click})  # the fault gone, the same click plays
    assert "tt-fault" not in table.message.value and seen(table) != before


@pytest.mark.parametrize("game", TABLES)
def test_a_fault_drawing_the_board_after_a_side_button_puts_the_game_and_picture_back(
    game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The picture fails to draw after the button's move is made, and again when the table redraws
    the game put back: the board keeps the picture it had."""
    table = fresh(game)
    GameTable._set_buttons(table, table.state.legal_actions()[:1])  # a side button, whatever the game
    button = table._buttons[0]
    before = seen(table)
    monkeypatch.setattr(table, "render_board", fault)
    monkeypatch.setattr(table, "render_review", fault)
    press(button)
    apologised(table)
    assert "Redrawing the table after it failed too" in unescape(table.message.value)
    assert seen(table) == before
    monkeypatch.undo()
    press(button)
    assert "tt-fault" not in table.message.value and seen(table) != before


@pytest.mark.parametrize("game", TABLES)
def test_a_fault_in_new_game_keeps_the_game_in_play(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    table = fresh(game)
    play_hinted(table)
    before = seen(table)
    monkeypatch.setattr(type(table), "_turn_html", fault)  # the new game dealt, its table not drawn
    press(table._new)
    apologised(table)
    assert seen(table) == before and table._seed.value == before[-1]
    monkeypatch.undo()
    press(table._new)
    assert table.state.seed == before[-1] + 1 and "tt-fault" not in table.message.value


@pytest.mark.parametrize("game", TABLES)
def test_a_fault_in_hint_leaves_no_hint_half_lit(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    table = fresh(game)
    before = seen(table)
    monkeypatch.setattr(type(table), "hint_path", fault)  # the hint said, its light not yet lit
    press(table._hint)
    apologised(table)
    assert seen(table) == before and table._hinted is None and table.board.lit == ""
    monkeypatch.undo()
    press(table._hint)
    assert "Hint: the" in table.message.value and table.board.lit


@pytest.mark.parametrize("game", TABLES)
def test_a_fault_in_a_bots_move_after_continue_keeps_the_pause(
    game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = fresh(game)
    pause_before_a_bot(table)
    assert table._paused is not None
    before = seen(table)
    break_engine(monkeypatch, table)
    press(table._continue)
    apologised(table)
    assert seen(table) == before and table._continue.layout.display is None
    monkeypatch.undo()
    press(table._continue)
    assert "tt-fault" not in table.message.value and seen(table) != before


def widgets_of(table: GameTable) -> list[ipw.Widget]:
    """Every widget the table holds: its tree of children, and the widgets it keeps as attributes
    (alone or in lists, shown or not), each once."""
    found: dict[int, ipw.Widget] = {}
    waiting: list[Any] = [table, *vars(table).values()]
    while waiting:
        item = waiting.pop()
        if isinstance(item, list | tuple):
            waiting += item
        elif isinstance(item, ipw.Widget) and id(item) not in found:
            found[id(item)] = item
            waiting += getattr(item, "children", ())
    return list(found.values())


def callbacks_of(widget: ipw.Widget) -> list[Any]:
    """What runs when the browser sends ``widget`` something: a button's click handlers, the handlers
    an anywidget keeps in lists (the board's clicks, the keeper's uploads), and the observers of its
    traits that are not ipywidgets' own (its own are methods of its classes)."""
    found: list[Any] = []
    if isinstance(widget, ipw.Button):
        found += widget._click_handlers.callbacks
    for value in vars(widget).values():
        if isinstance(value, list) and value and all(isinstance(call, FunctionType) for call in value):
            found += value
    for kinds in widget._trait_notifiers.values():
        for calls in kinds.values():
            found += [call for call in calls if isinstance(call, FunctionType)]
    return found


@pytest.mark.parametrize("game", TABLES)
def test_every_callback_the_table_registers_is_guarded(game: str) -> None:
    """Each handler of each widget the table holds runs guarded (a callback added without the guard,
    a new button's or a new observer's, would fail silently again)."""
    table = fresh(game)
    handlers = [call for widget in widgets_of(table) for call in callbacks_of(widget)]
    buttons = [w for w in widgets_of(table) if isinstance(w, ipw.Button)]
    assert len(buttons) >= 15 and len(handlers) >= len(buttons) + 8
    unguarded = {call.__qualname__ for call in handlers} - {"guarded.<locals>.run"}
    assert not unguarded, unguarded


def test_a_long_traceback_is_cut_to_its_end() -> None:
    table = fresh("rowlette")

    def deep() -> None:
        raise RuntimeError("x" * (3 * REPORT_MAX) + " the end")

    guarded(table, deep)()
    assert len(table.message.value) < 2 * REPORT_MAX and "the end" in table.message.value


def test_the_snapshot_copies_the_game_and_shares_the_furniture() -> None:
    table = fresh("partners")
    kept = Snapshot(table)
    assert {"state", "moves", "pick", "recent", "_bot_rng", "_paused", "_shown"} <= set(kept.data)
    assert not {"board", "game", "pacing", "_names", "_buttons", "render_board"} & set(kept.data)
    assert kept.data["state"] is not table.state and kept.data["pick"] is not table.pick
    assert shapes(table, disabled=False)
