"""The table's Hint: the coach's three best moves from the learner's seat, each with its chance of
winning and a reason in the game's words (:func:`tabletop.core.coach.advising`), the best lit on
the board one click at a time for a move that takes several (:func:`widgets.choose.next_click`).
The coach thinks in the background with its progress shown (:mod:`widgets.thinking`), within
:data:`~tabletop.core.coach.HINT_SECONDS` in the app. The light stays while the learner's picks
follow the move and goes with a move or a pick off it. A part of
:class:`~widgets.table.GameTable`, kept apart so the table's flow reads on its own."""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import partial
from html import escape
from typing import TYPE_CHECKING, Any, Final

from tabletop.core.coach import HINT_ITERATIONS, HINT_SECONDS, Advice, advising

from .choose import next_click
from .guard import guarded
from .thinking import in_background

if TYPE_CHECKING:
    import ipywidgets as ipw

    from tabletop.core import Game, IllegalAction, State

    from .board import SvgBoard
    from .choose import Choose, Pick
    from .thinking import Outcome, Thinker

LIT: Final = "tt-lit-button"  # the side button a hint lights (styled with the board's light)


class Hints:
    """Hint, for a :class:`~widgets.table.GameTable`: the attributes below are the table's."""

    game: Game[Any]
    state: State
    pick: Pick | None
    choose: Choose | None
    board: SvgBoard
    _buttons: list[ipw.Button]
    _thinker: Thinker

    #: The most playouts a Hint's search runs (in the app it stops at HINT_SECONDS if sooner).
    hint_iterations: int = HINT_ITERATIONS
    #: The move the last Hint named, while its light is on (its next click lit on the board).
    _hinted: str | None = None

    if TYPE_CHECKING:  # the table's own, drawn and said its way

        def _render(self) -> None: ...
        def _say(self, html: str, kind: str = "") -> None: ...
        def _not_now(self) -> IllegalAction | None: ...
        def _refuse(self, err: IllegalAction) -> None: ...

    def hint(self) -> None:
        """Ask the coach for the best moves from the current human's seat, from what that seat can
        see, and show them with their chances and reasons when it has thought (at once when driven
        from a cell); the best one is lit, its next click on the board or among the buttons. A pick on
        the way to that move is kept (a pick off it is let go). Asked when the learner may not play
        (not their turn, or a forged click on the hidden button), it is refused and says why: while
        the device passes it would tell the next player's hand."""
        seat, why = self.state.current_player, self._not_now()
        if why is not None:
            self._refuse(why)
            return
        assert seat is not None, "a finished game is refused above"
        state, background = self.state, in_background(self)
        rng = random.Random(f"hint:{state.seed}:{len(state.history)}")
        budget = {"iterations": self.hint_iterations, "seconds": HINT_SECONDS if background else None}
        work = advising(state, seat, rng, **budget)
        then = guarded(self, partial(self._advised, state, len(state.history)))
        self._thinker.start(work, then, "The coach is thinking about your moves", background=background)

    def _advised(self, state: State, made: int, outcome: Outcome) -> None:
        """Show the coach's advice, unless the game has moved on since it was asked."""
        advice: Sequence[Advice] = outcome()
        if self.state is not state or len(state.history) != made:
            return
        self._hinted = str(advice[0].action)
        if self.pick is not None and self._hint_step() is None:  # a pick off the hinted move
            self.pick.clear()
            self._render()
        seat = state.current_player
        teamed = any(seat in team and len(team) > 1 for team in state.teams())
        self._say(advice_html(advice, teamed), "tt-hint")
        self._light_hint()

    def hint_path(self, action: str) -> list[str]:
        """The ``data-action`` of each shape to click, in order, for the legal ``action`` with
        nothing picked: the action itself, unless the game's moves take several clicks."""
        return [action]

    def _hint_step(self) -> str | None:
        """The next click of the hinted move, given what is picked so far; None when there is no hint
        or the pick is not on the way to it."""
        if self._hinted is None:
            return None
        return next_click(self.hint_path(self._hinted), self.state, self.pick, self.choose)

    def _light_hint(self) -> bool:
        """Light the hinted move's next click (on the board, and any visible side button for it or for
        the whole move); False, lighting nothing, when there is none."""
        step, hinted = self._hint_step(), self._hinted
        self._put_out_hint()
        if step is None:
            return False
        self._hinted, self.board.lit = hinted, step
        for button in self._buttons:
            if button.layout.display != "none" and button.description in (step, self._hinted):
                button.add_class(LIT)
        return True

    def _put_out_hint(self) -> None:
        """No hint any more: its light goes out on the board and on the side buttons."""
        self._hinted = None
        self.board.lit = ""
        for button in self._buttons:
            button.remove_class(LIT)


def advice_html(advice: Sequence[Advice], teams: bool) -> str:
    """The coach's moves as a learner reads them: each move, how often it came out ahead in the
    games the coach played on from it (the side, in a team game), and its reason; a forced move as
    the only one."""
    if len(advice) == 1 and advice[0].visits == 0:
        only = advice[0]
        return f"Hint: only one move is legal: <b>{escape(str(only.action))}</b>: {escape(only.reason)}."
    who = "your side" if teams else "you"
    items = "".join(
        f'<li><b>{escape(str(move.action))}</b> <span class="tt-chance">{move.win_chance:.0%} of '
        f"{move.visits}</span>: {escape(move.reason)}</li>"
        for move in advice
    )
    return (
        "Hint: the coach's best moves, from what you can see, with how often "
        f'{who} won or stood ahead when it played on from each:<ol class="tt-advice">{items}</ol>'
    )
