"""The table's Hint: what the house bot would do from the learner's seat, said in words and lit on
the board, one click at a time for a move that takes several (:func:`widgets.choose.next_click`).
The light stays while the learner's picks follow the move and goes with a move or a pick off it.
A part of :class:`~widgets.table.GameTable`, kept apart so the table's flow reads on its own."""

from __future__ import annotations

import random
from html import escape
from typing import TYPE_CHECKING, Any, Final

from .choose import next_click

if TYPE_CHECKING:
    import ipywidgets as ipw

    from tabletop.core import Bot, Game, IllegalAction, State

    from .board import SvgBoard
    from .choose import Choose, Pick

LIT: Final = "tt-lit-button"  # the side button a hint lights (styled with the board's light)


class Hints:
    """Hint, for a :class:`~widgets.table.GameTable`: the attributes below are the table's."""

    game: Game[Any]
    state: State
    bots: dict[int, Bot]
    pick: Pick | None
    choose: Choose | None
    board: SvgBoard
    _buttons: list[ipw.Button]

    #: The move the last Hint named, while its light is on (its next click lit on the board).
    _hinted: str | None = None

    if TYPE_CHECKING:  # the table's own, drawn and said its way

        def _render(self) -> None: ...
        def _say(self, html: str, kind: str = "") -> None: ...
        def _not_now(self) -> IllegalAction | None: ...
        def _refuse(self, err: IllegalAction) -> None: ...

    def hint(self) -> None:
        """Say what the game's default bot would do from the current human's seat, and why, and light
        the next thing to click for it, on the board or among the buttons. A pick on the way to that
        move is kept (a pick off it is let go); the light follows each click of the move, and the
        hint stays until the learner moves or picks something else. Asked when the learner may not play
        (a forged click on the hidden button), it is refused: while the device passes it would tell the
        next player's hand."""
        seat, why = self.state.current_player, self._not_now()
        if why is not None:
            self._refuse(why)
            return
        assert seat is not None, "a finished game is refused above"
        bot = self.game.bot()
        choice = bot.choose(self.state.view(seat), self.state.legal_actions(), random.Random(0))
        self._hinted = str(choice)
        if self.pick is not None and self._hint_step() is None:  # a pick off the hinted move
            self.pick.clear()
            self._render()
        self._say(
            f"Hint: the {escape(bot.name)} bot would choose <b>{escape(str(choice))}</b>: "
            f"{escape(choice.describe())}.",
            "tt-hint",
        )
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
