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

from .guard import guarded
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
        then = guarded(self, partial(self._decided, state, len(state.history), seat))
        self._thinker.start(work, then, f"{state.players[seat]} ({bot.name}) is thinking", background=True)
        return None

    def _decided(self, state: State, made: int, seat: int, outcome: Outcome) -> None:
        """A Hard bot has decided: its move is made and play goes on, unless the game has moved on
        since it began to think (a new game, an Undo, a load)."""
        action = outcome()
        if self.state is not state or len(state.history) != made or state.current_player != seat:
            return
        if not self._bot_moved(seat, action):
            self._play_bots()
        self._render()
