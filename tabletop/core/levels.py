"""The three levels a seat can be played at, the same for every game: Easy, Normal and Hard.

Normal is the game's house bot. Easy is that bot slipping now and then into any legal move, so a
beginner can win without the bot ever playing nonsense every turn. Hard searches
(:mod:`.search`): it needs the state, not a view, and reads it only through
:meth:`State.determinize`, so it knows no more than its seat may.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .bots import RandomBot
from .errors import GAME_OVER, SearchError
from .protocol import Bot, Game, State
from .search import HouseBots, Search, SearchResult, Work, finish

#: The levels a bot's seat is played at, weakest first, and the one a table seats by default.
LEVELS = ("Easy", "Normal", "Hard")
NORMAL = "Normal"
#: Any legal move, all alike: offered beside the levels as the yardstick Normal is measured against.
RANDOM = "Random"

#: How often Easy makes any legal move instead of the house bot's.
SLIPS = 0.35
#: Moves before one of Hard's playouts is cut off and judged (its iterations are each game's own:
#: :attr:`Game.hard_iterations`).
HARD_DEPTH = 60
#: How much more often the search's best move must come out ahead than the house bot's move for
#: Hard to play it instead. With a few hundred playouts shared among many moves, the best-looking
#: move is often only the luckiest: played plainly, the search lost to the house bot it searches
#: with (Party Fowl, 2 players, 60 iterations: 1 game of 10; kept to the house bot's move unless
#: the search's best did better by 5 points, 4 of 10; by 15, 5 of 10).
MARGIN = 0.1


@dataclass
class EasyBot:
    """The house bot, making any legal move instead ``slips`` of the time."""

    house: Bot
    slips: float = SLIPS
    name: str = "Easy"

    def choose(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        if rng.random() < self.slips:
            return legal[rng.randrange(len(legal))]
        return self.house.choose(view, legal, rng)


@dataclass
class SearchBot:
    """Hard: the house bot's move, unless a search of ``iterations`` playouts by the house bots (or
    as many as ``seconds`` allow; neither given, the game's :attr:`~.protocol.Game.hard_iterations`),
    each cut at ``depth`` moves, finds one that comes out ahead ``margin`` more often
    (:func:`overrule`). A forced move is made at once. The house bot (one per seat) is asked at every
    decision, so one that keeps a plan (Super Cowboy's) keeps it."""

    iterations: int | None = None
    seconds: float | None = None
    depth: int | None = HARD_DEPTH
    margin: float = MARGIN
    name: str = "Hard"
    #: One house bot per seat Hard plays (a team's two seats may share a SearchBot).
    houses: dict[int, Bot] = field(default_factory=dict)

    def choose_in(self, state: State, rng: random.Random) -> Any:
        """The move for the seat to play in ``state``, found from what that seat can see; a game
        over or a budget of nothing raises :class:`~.errors.SearchError`."""
        return finish(self.deciding(state, rng))

    def deciding(self, state: State, rng: random.Random) -> Work[Any]:
        """:meth:`choose_in` a slice at a time, for a table that answers clicks while Hard thinks."""
        seat = state.current_player
        if seat is None:
            raise SearchError(f"Nothing to search: {GAME_OVER}")
        legal = state.legal_actions()
        house = self.houses.get(seat) or self.houses.setdefault(seat, state.game.bot())
        mine = house.choose(state.view(seat), legal, rng)
        if len(legal) == 1:
            return legal[0]
        found = Search(state, seat, rng, playout=HouseBots, depth=self.depth)
        given = self.iterations is not None or self.seconds is not None
        iterations = self.iterations if given else state.game.hard_iterations
        result = yield from found.running(iterations, self.seconds)
        return overrule(mine, result, self.margin)


def overrule(house_move: Any, result: SearchResult, margin: float) -> Any:
    """The search's best move (its most searched) where it came out ahead at least ``margin`` more
    often than the house bot's move, else the house bot's."""
    best = result.moves[0]
    theirs = next(move for move in result.moves if str(move.action) == str(house_move))
    return best.action if best.win_chance >= theirs.win_chance + margin else house_move


def seat_bot(game: Game[Any], kind: str) -> Bot | SearchBot:
    """A fresh bot for a seat played at ``kind``: one of :data:`LEVELS` or :data:`RANDOM`."""
    if kind == "Easy":
        return EasyBot(game.bot())
    if kind == NORMAL:
        return game.bot()
    if kind == "Hard":
        return SearchBot()
    if kind == RANDOM:
        return RandomBot()
    raise ValueError(f"No seat is played at {kind!r}: the levels are {', '.join(LEVELS)} and {RANDOM}.")
