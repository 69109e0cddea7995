"""One search bot for every game: information-set Monte Carlo tree search, through the protocol alone.

A seat that cannot see other hands or the deck cannot search the real state: it would play as if
it knew them. Each iteration therefore starts from :meth:`State.determinize`, a state the seat
cannot tell from the real one, drawn afresh with the search's own generator; the iterations share
one tree, whose edges are moves by their text, so a move met in many draws gathers the statistics
of all of them (single-observer ISMCTS: Cowling, Powley and Whitehouse, 2012). A node's
``available`` counts the iterations in which its move could be made, which UCB uses in place of
the parent's visits, since a move missing from a draw was not passed over.

Each iteration walks the tree by UCB, adds one node, then plays on (random moves unless a
:data:`Playout` such as :class:`HouseBots` is given) to the end or to ``depth`` moves, and credits
every node with the outcome for the seat that made its move: 1 for a win (a team's winners are the
whole team, so partners share it), 0 for a loss. A game stopped at ``depth`` counts by
:func:`standing`. Moves by other seats are searched in the same tree, each picked for its mover's
good, so the search expects opponents who play well by what it draws for them.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Generator
from dataclasses import dataclass, field
from typing import Any, TypeVar

from .errors import GAME_OVER, SearchError
from .protocol import Bot, State

#: Picks a move for the seat to play in a state (a playout's policy); given the search's generator.
Rollout = Callable[[State, random.Random], Any]
#: Makes the policy for one playout (a fresh one each, as a bot may keep plans between its moves).
Playout = Callable[[], Rollout]

T = TypeVar("T")
#: Work done a slice at a time: it yields the share done so far (0 to 1) and returns its answer, so
#: that a table can run it between clicks and show how far it has got (:func:`finish` runs it whole).
Work = Generator[float, None, T]
#: The most iterations, and about the most seconds, a slice runs: a table answers a click within a
#: slice's time (one iteration more at most: the time is looked at between iterations).
SLICE_ITERATIONS, SLICE_SECONDS = 10, 0.03

#: UCB's exploration weight. With outcomes between 0 and 1, 0.7 (about 1/sqrt(2)) is the usual start.
EXPLORATION = 0.7


def _any_move(state: State, rng: random.Random) -> Any:
    legal = state.legal_actions()
    return legal[rng.randrange(len(legal))]


def random_moves() -> Rollout:
    """The cheapest playout: any legal move, all alike."""
    return _any_move


class HouseBots:
    """A playout by the game's house bot at every seat, each shown only its seat's view as at the
    table, and one bot per seat for the whole playout (Super Cowboy's keeps a plan from move to
    move: a fresh bot each move would play worse than the house bot does)."""

    def __init__(self) -> None:
        self.bots: dict[int, Bot] = {}

    def __call__(self, state: State, rng: random.Random) -> Any:
        seat = state.current_player
        assert seat is not None
        bot = self.bots.get(seat) or self.bots.setdefault(seat, state.game.bot())
        return bot.choose(state.view(seat), state.legal_actions(), rng)


def standing(state: State) -> list[float]:
    """Each seat's outcome as the game stands: 1 for the winners once it is over; before, the share
    of the other sides (:meth:`State.teams`) its side stands above by :meth:`State.progress_key`
    (ties count half), the best guess a cut-off playout allows. Partners share their side's."""
    seats = range(len(state.players))
    if state.is_over:
        winners = set(state.winners())
        return [1.0 if seat in winners else 0.0 for seat in seats]
    teams = state.teams()
    keys = [max(state.progress_key(seat) for seat in team) for team in teams]
    others = max(len(teams) - 1, 1)
    share = [
        (sum(1.0 if mine > theirs else 0.5 if mine == theirs else 0.0 for theirs in keys) - 0.5) / others
        for mine in keys
    ]
    outcome = [0.0 for _ in seats]
    for team, value in zip(teams, share, strict=True):
        for seat in team:
            outcome[seat] = value
    return outcome


@dataclass(slots=True)
class Node:
    """One move in the tree: who made it, and what came of it over the iterations that took it."""

    mover: int
    visits: int = 0
    wins: float = 0.0
    available: int = 0
    #: Keyed by the mover and the move's text: the same moves can leave the turn with different
    #: seats in different draws (chance decides whether a Super Cowboy turn goes on).
    children: dict[tuple[int, str], Node] = field(default_factory=dict)

    def score(self, exploration: float) -> float:
        """UCB1 over the iterations in which this move could be made (not the parent's visits)."""
        return self.wins / self.visits + exploration * math.sqrt(math.log(self.available) / self.visits)


@dataclass(frozen=True, slots=True)
class MoveStats:
    """What the search found of one of the seat's moves now."""

    action: Any
    visits: int
    wins: float

    @property
    def win_chance(self) -> float:
        """The estimated chance this move wins (for a team game, that the seat's team wins)."""
        return self.wins / self.visits if self.visits else 0.0


@dataclass(frozen=True, slots=True)
class SearchResult:
    """Every move open to the seat, most searched first, how many iterations ran, and the tree
    (for a review or a hint that looks past the first move)."""

    moves: tuple[MoveStats, ...]
    iterations: int
    seconds: float
    tree: Node

    @property
    def best(self) -> Any:
        return self.moves[0].action


class Search:
    """A search that can be run on a little at a time (a table thinks in slices so that it can
    still answer clicks, and show how far it has got), then asked for what it found so far.

    It keeps its own copy of the state, so the game in play may move on meanwhile: the search
    stays on the position it was asked about.
    """

    def __init__(
        self,
        state: State,
        seat: int,
        rng: random.Random,
        *,
        playout: Playout = random_moves,
        depth: int | None = None,
        exploration: float = EXPLORATION,
    ) -> None:
        _check(state, seat, 1, None, depth)
        self.state, self.seat, self.rng = state.clone(), seat, rng
        self.playout, self.depth, self.exploration = playout, depth, exploration
        self.root = Node(mover=seat)
        self.iterations, self.seconds = 0, 0.0

    def run(self, iterations: int | None = None, seconds: float | None = None) -> Search:
        """Run ``iterations`` more, or for ``seconds`` more (whichever ends first; at least one is
        needed, and at least one iteration runs). The time is looked at between iterations, so one
        long playout can overrun it (``depth`` bounds a playout)."""
        _check_budget(iterations, seconds)
        start = time.perf_counter()
        deadline = None if seconds is None else start + seconds
        done = 0
        while (iterations is None or done < iterations) and (
            deadline is None or time.perf_counter() < deadline or done == 0
        ):
            determinized = self.state.determinize(self.seat, self.rng)
            _iterate(determinized, self.root, self.rng, self.playout(), self.depth, self.exploration)
            done += 1
        self.iterations += done
        self.seconds += time.perf_counter() - start
        return self

    def running(self, iterations: int | None, seconds: float | None = None) -> Work[SearchResult]:
        """:meth:`run` in slices of at most :data:`SLICE_ITERATIONS` (or about :data:`SLICE_SECONDS`),
        for ``iterations`` more or ``seconds`` more, whichever ends first: the same result as one run
        of as many iterations, however the slices fell."""
        _check_budget(iterations, seconds)
        done, spent = self.iterations, self.seconds
        while True:
            left = None if iterations is None else iterations - (self.iterations - done)
            time_left = None if seconds is None else seconds - (self.seconds - spent)
            if (left is not None and left <= 0) or (time_left is not None and time_left <= 0):
                return self.result()
            slice_seconds = SLICE_SECONDS if time_left is None else min(SLICE_SECONDS, time_left)
            self.run(SLICE_ITERATIONS if left is None else min(SLICE_ITERATIONS, left), slice_seconds)
            yield max(
                0.0 if iterations is None else (self.iterations - done) / iterations,
                0.0 if seconds is None else min(1.0, (self.seconds - spent) / seconds),
            )

    def result(self) -> SearchResult:
        """Every legal move with what the iterations so far found of it, most searched first."""
        stats = []
        for action in self.state.legal_actions():
            node = self.root.children.get((self.seat, str(action)))
            stats.append(MoveStats(action, node.visits if node else 0, node.wins if node else 0.0))
        stats.sort(key=lambda move: (-move.visits, -move.win_chance))
        return SearchResult(tuple(stats), self.iterations, self.seconds, self.root)


def search(
    state: State,
    seat: int,
    rng: random.Random,
    *,
    iterations: int | None = None,
    seconds: float | None = None,
    playout: Playout = random_moves,
    depth: int | None = None,
    exploration: float = EXPLORATION,
) -> SearchResult:
    """Search ``state`` for ``seat``, whose turn it must be, within ``iterations`` or ``seconds``
    (whichever ends first; at least one is needed), using only what ``seat`` can see and ``rng``.

    The real state is only ever determinized: never played on, never read for hidden things. A
    forced move is searched too, for the estimate of where the seat stands.
    """
    _check(state, seat, iterations, seconds, depth)
    found = Search(state, seat, rng, playout=playout, depth=depth, exploration=exploration)
    return found.run(iterations, seconds).result()


def finish(work: Work[T]) -> T:
    """Run ``work`` straight through and return its answer."""
    while True:
        try:
            next(work)
        except StopIteration as done:
            return done.value  # type: ignore[no-any-return]


def _check(state: State, seat: int, iterations: int | None, seconds: float | None, depth: int | None) -> None:
    if state.is_over:
        raise SearchError(f"Nothing to search: {GAME_OVER}")
    current = state.current_player
    if seat != current:
        whose = "nobody's" if current is None else f"{state.players[current]}'s"
        raise SearchError(f"Seat {seat!r} is not to move: it is {whose} turn.")
    _check_budget(iterations, seconds)
    if depth is not None and (isinstance(depth, bool) or not depth > 0):
        raise SearchError(f"A search's depth must be more than zero, not {depth!r}.")


def _check_budget(iterations: int | None, seconds: float | None) -> None:
    if iterations is None and seconds is None:
        raise SearchError("A search needs a budget: a number of iterations or of seconds.")
    for name, value in (("iterations", iterations), ("seconds", seconds)):
        if value is not None and (isinstance(value, bool) or not value > 0):
            raise SearchError(f"A search's {name} must be more than zero, not {value!r}.")


def _iterate(
    state: State, root: Node, rng: random.Random, rollout: Rollout, depth: int | None, exploration: float
) -> None:
    """One iteration on a determinized ``state``, played on in place: walk the tree by UCB among
    the moves this draw allows, add the first move not yet tried, play out, credit the path."""
    path, node = [], root
    while not state.is_over:
        untried, best, best_score = [], None, -math.inf
        mover = state.current_player
        assert mover is not None
        for action in state.legal_actions():
            child = node.children.get((mover, str(action)))
            if child is None:
                untried.append(action)
            else:
                child.available += 1
                if (value := child.score(exploration)) > best_score:
                    best, best_score = (action, child), value
        if untried:
            action = untried[rng.randrange(len(untried))]
            node.children[mover, str(action)] = child = Node(mover=mover, available=1)
            state.apply(action)
            path.append(child)
            break
        assert best is not None
        action, node = best
        state.apply(action)
        path.append(node)
    moves = len(path)
    while not state.is_over and (depth is None or moves < depth):
        state.apply(rollout(state, rng))
        moves += 1
    outcome = standing(state)
    for step in path:
        step.visits += 1
        step.wins += outcome[step.mover]
