"""What keeps a table alive and honest whatever happens in a callback, and whatever the browser sends.

ipywidgets runs every callback (a click on the board or a button, a menu changed) inside a handler
that swallows any exception into the server's log: a bug met mid-move would leave the learner at a
table that silently stops answering, with the game half changed (the engine moved, the log not
told, the pick kept). :func:`guarded` wraps each callback the table registers: it copies the game
in play before the callback runs and, if the callback raises, puts that copy back, redraws, and
says sorry with the traceback under "Report" (to copy to whoever keeps the page).

The browser is not trusted either (Voila accepts any widget message): :class:`Choice` is a menu
whose selection a forged message cannot empty, and :func:`checked_names` keeps an enormous name
(pasted, or forged) from being drawn into every picture and every line of the log.
"""

from __future__ import annotations

import contextlib
import copy
import logging
import traceback
from collections.abc import Callable, Sequence
from html import escape
from typing import Any, Final, Protocol

import ipywidgets as ipw
import traitlets

from tabletop.core import Game, SetupError, State

from .board import SvgBoard
from .pacing import Pacing

LOG: Final = logging.getLogger(__name__)

#: The longest player name a table starts a game with: a long name is drawn on the board and
#: written in the log at every move.
NAME_MAX: Final = 40

#: The most of a traceback the "Report" shows: its end, where the fault is.
REPORT_MAX: Final = 6000

APOLOGY: Final = (
    "Sorry: something went wrong at the table, so that click was not played. "
    "The game is back where it was; play on, or start a New game."
)
#: Said on the board (while the side panel's message is out of sight), in plain text.
NOTICE: Final = "Sorry: something went wrong, so that click was not played. The game is as it was."
#: Said when a bot's thinking, not a click, went wrong (the table then waits behind Next move).
BOT_APOLOGY: Final = (
    "Sorry: something went wrong while a bot was thinking, so it has not moved. "
    "Press Next move to let it try again, or start a New game."
)
BOT_NOTICE: Final = "Sorry: something went wrong while a bot was thinking. Press Next move to try again."

#: ipywidgets' and traitlets' own bookkeeping on the table object: never part of the game in play.
_WIDGET_OWN: Final = ("_trait_", "_cross_validation_lock", "_model_id")


class Table(Protocol):
    """What the guard needs of a :class:`~widgets.table.GameTable` (not imported: the table
    imports this module)."""

    board: SvgBoard
    message: ipw.HTML

    def _render(self) -> None: ...
    def _say(self, html: str, kind: str = "") -> None: ...
    def recover(self) -> None: ...


_inside: set[int] = set()  # the tables running a guarded callback now (by id)


def guarded(
    table: Table, call: Callable[..., object], *, sorry: tuple[str, str] = (APOLOGY, NOTICE)
) -> Callable[..., None]:
    """``call`` as a callback of ``table`` that cannot leave it dead or half changed: on an
    exception the game in play is put back as it was before the call, the table ``recover``s (work
    it was thinking about stops, and a bot to move waits behind Next move, so play can go on), and
    it apologises in the words of ``sorry`` (the message, and the board's notice). A guarded
    callback run by another (a test clicking a button inside a click) is only run: the outer one
    answers for both."""

    def run(*args: Any) -> None:
        if id(table) in _inside:
            call(*args)
            return
        kept: Snapshot | None = None
        _inside.add(id(table))
        try:
            kept = Snapshot(table)  # a table it cannot copy says sorry too, rather than never answering
            call(*args)
        except Exception:
            LOG.exception("A table's callback failed; the game is put back as it was before it")
            report = traceback.format_exc()
            if kept is not None:
                report += kept.restore(table)
            try:
                table.recover()
            except Exception:
                LOG.exception("The table could not recover after a failed callback")
                report += "\nRecovering after it failed too:\n" + traceback.format_exc()
            apologise(table, report, sorry)
        finally:
            _inside.discard(id(table))

    return run


def answering(table: Table) -> bool:
    """Whether ``table`` is answering a click now (inside a guarded callback), rather than being
    driven from a cell: only then may it think in the background (:mod:`widgets.thinking`)."""
    return id(table) in _inside


class Snapshot:
    """The game in play at a table, copied so that it can be put back: every attribute of the table
    that is data (the engine's state, the log of moves, the pick, whose view is shown, the pause,
    what a game's table keeps of its own: the arrows, the dice) and what the table shows of it (the
    board's picture, the seed box, the messages). The table's furniture (its widgets, the game's
    rules, the drawing functions) is shared, not copied, and so are its caches (named in its
    ``caches``), which are let go of instead: they are rebuilt when next asked."""

    def __init__(self, table: Table) -> None:
        caches = getattr(table, "caches", ())
        self.data = {
            name: _copied(value)
            for name, value in vars(table).items()
            if _is_data(name, value) and name not in caches
        }
        self.values = [(widget, widget.value) for widget in _value_widgets(table)]
        self.picture = table.board.svg

    def restore(self, table: Table) -> str:
        """Put the game back and redraw it; the traceback of a redraw that fails too, else ""."""
        self._put_back_data(table)
        fault = ""
        try:
            table._render()
        except Exception:
            LOG.exception("The table could not be drawn again after a failed callback")
            fault = "\nRedrawing the table after it failed too:\n" + traceback.format_exc()
            table.board.show(self.picture)
        for widget, value in self.values:
            with contextlib.suppress(traitlets.TraitError):  # a menu whose moves were not drawn again
                widget.value = value
        self._put_back_data(table)  # again: setting a box tells its observers (the seed box: "typed")
        return fault

    def _put_back_data(self, table: Table) -> None:
        for name, value in self.data.items():
            if _is_data(name, getattr(table, name, None)):
                setattr(table, name, value)
        for name in [name for name, value in vars(table).items() if _is_data(name, value)]:
            if name not in self.data:  # set by the callback (or a cache): the class's own value again
                delattr(table, name)


def apologise(table: Table, report: str, sorry: tuple[str, str] = (APOLOGY, NOTICE)) -> None:
    """Say sorry at the table, with the traceback (its end) under "Report", escaped."""
    text = report if len(report) <= REPORT_MAX else "...\n" + report[-REPORT_MAX:]
    table._say(
        f"{escape(sorry[0])}<details class='tt-report'><summary>Report</summary>"
        f"<pre>{escape(text)}</pre></details>",
        "tt-fault",
    )
    table.board.notice = sorry[1]


def _value_widgets(table: Table) -> list[ipw.ValueWidget]:
    """The boxes and menus the table holds, alone or in a list (the seats' names and kinds): what the
    learner sets, put back after a fault."""
    held = [
        item
        for value in vars(table).values()
        for item in (value if isinstance(value, list | tuple) else [value])
    ]
    return [w for w in held if isinstance(w, ipw.ValueWidget) and not isinstance(w, ipw.Button)]


def _is_data(name: str, value: object) -> bool:
    """Whether an attribute of the table is part of the game in play (copied, and put back after a
    fault) rather than furniture: widgets (or lists of them), the game, its pacing, functions, and
    ipywidgets' own bookkeeping."""
    if name.startswith(_WIDGET_OWN) or callable(value):
        return False
    if isinstance(value, ipw.Widget | Game | Pacing):
        return False
    return not (isinstance(value, list | tuple) and any(isinstance(item, ipw.Widget) for item in value))


def _copied(value: Any) -> Any:
    """A copy that a callback cannot change: the engine's state by its own ``clone``; a list or dict
    shallowly (the table appends to them and replaces their items, the items are records); anything
    else (the pick, which clicks change in place; the bots' dice) deeply."""
    if isinstance(value, State):
        return value.clone()
    if isinstance(value, list | dict):
        return copy.copy(value)
    return copy.deepcopy(value)


class Choice(ipw.Dropdown):  # type: ignore[misc]
    """A menu whose browser side cannot empty it: ipywidgets lets a message set its selection to
    none, which would start a game with no player count or seat a player of no kind. A menu made
    empty and given its options later (the table's menu of moves) chooses the first, as one made
    with them does, so that its Play button never plays nothing."""

    @traitlets.observe("options")
    def _propagate_options(self, change: traitlets.Bunch | None) -> None:
        super()._propagate_options(change)
        if change is not None and self.index is None and self._options_labels:
            self.index = 0

    @traitlets.validate("index")
    def _validate_index(self, proposal: traitlets.Bunch) -> int | None:
        index = proposal.value
        if index is None and not self._options_labels:
            return None  # a menu with nothing in it yet
        if index is None or not 0 <= index < len(self._options_labels):
            raise traitlets.TraitError(f"Not one of the {len(self._options_labels)} choices: {index!r}")
        return index


def checked_names(names: Sequence[str]) -> list[str]:
    """The names typed for the seats, refused (SetupError) where one is longer than :data:`NAME_MAX`."""
    for name in names:
        if len(name.strip()) > NAME_MAX:
            raise SetupError(
                f"a name may be {NAME_MAX} characters at most, and one here has {len(name.strip()):,}."
            )
    return list(names)
