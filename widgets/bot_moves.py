"""How a bot's seat moves at the table: at once for Easy, Normal and Random, which only look at
their seat's view; after thinking for Hard, which searches (:class:`~tabletop.core.levels.SearchBot`)
in the background with its progress shown, so the table answers clicks meanwhile
(:mod:`widgets.thinking`). A part of :class:`~widgets.table.GameTable`."""

from __future__ import annotations

import random
from functools import partial
from typing import TYPE_CHECKING, Any

from tabletop.core.levels import SearchBot
from tabletop.core.search import finish

from .guard import BOT_APOLOGY, BOT_NOTICE, guarded
from .pacing import NEXT_MOVE
from .thinking import in_background

if TYPE_CHECKING:
    from tabletop.core import Bot, State

    from .thinking import Outcome, Thinker


class BotMoves:
    """Bot moves, for a :class:`~widgets.table.GameTable`: the attributes below are the table's."""

    state: State
    bots: dict[int, Bot | SearchBot]
    _bot_rng: random.Random
    _thinker: Thinker
    _paused: str | None
    _film: object | None

    if TYPE_CHECKING:  # the table's own

        def _bot_moved(self, seat: int, action: Any) -> bool: ...
        def _play_bots(self) -> None: ...
        def _render(self) -> None: ...

    def _bot_choice(self, seat: int) -> Any | None:
        """The move of the bot at ``seat``, whose turn it is; None when it is still thinking (it
        moves when it has decided, and play goes on from there)."""
        state, bot = self.state, self.bots[seat]
        if not isinstance(bot, SearchBot):
            return bot.choose(state.view(seat), state.legal_actions(), self._bot_rng)
        work = bot.deciding(state, self._bot_rng)
        if not in_background(self):
            return finish(work)
        then = guarded(self, partial(self._decided, position(state), seat), sorry=(BOT_APOLOGY, BOT_NOTICE))
        self._thinker.start(work, then, f"{state.players[seat]} weighs the moves", background=True)
        return None

    def _decided(self, asked: tuple[int, tuple[str, ...]], seat: int, outcome: Outcome) -> None:
        """A Hard bot has decided: its move is made and play goes on, unless the game has moved on
        since it began to think (a new game, an Undo, a load; a game put back as it was after a fault
        is the same game, so the answer still stands)."""
        action = outcome()
        if position(self.state) != asked or self.state.current_player != seat or self._paused is not None:
            return
        if not self._bot_moved(seat, action):
            self._play_bots()
        self._render()

    def recover(self) -> None:
        """After a fault (the guard has put the game back): no thinking goes on for a game that may
        have changed, and a bot to move waits behind Next move, so play can go on from a click."""
        self._thinker.stop()
        if self.state.current_player in self.bots and self._paused is None and self._film is None:
            self._paused = NEXT_MOVE
            self._render()


def position(state: State) -> tuple[int, tuple[str, ...]]:
    """A game in play as its seed and moves: the same after the guard puts back a copy of it."""
    return state.seed, tuple(map(str, state.history))
