"""One search bot for every game: information-set Monte Carlo tree search, through the protocol alone.

A seat that cannot see other hands or the deck cannot search the real state: it would play as if
it knew them. Each iteration therefore starts from :meth:`State.determinize`, a state the seat
cannot tell from the real one, drawn afresh with the search's own generator; the iterations share
one tree, whose edges are moves by their text, so a move met in many draws gathers the statistics
of all of them (single-observer ISMCTS: Cowling, Powley and Whitehouse, 2012). A node's
``available`` counts the iterations in which its move could be made, which UCB uses in place of
the parent's visits, since a move missing from a draw was not passed over.

Each iteration walks the tree by UCB, adds one node, then plays on with a rollout policy (random
moves unless one is given, such as a game's house bot) to the end or to ``depth`` moves, and
credits every node with the outcome for the seat that made its move: 1 for a win (a team game's
winners are the whole team, so partners share it), 0 for a loss. A game stopped at ``depth`` counts
by :func:`standing`. Moves by other seats are searched in the same tree, each picked for its mover's
good, so the search expects opponents who play well by what it draws for them.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .errors import GAME_OVER, SearchError
from .protocol import State

#: Picks a move for the seat to play in a state (a rollout's policy); given the search's generator.
Rollout = Callable[[State, random.Random], Any]

#: UCB's exploration weight. With outcomes between 0 and 1, 0.7 (about 1/sqrt(2)) is the usual start.
EXPLORATION = 0.7


def random_rollout(state: State, rng: random.Random) -> Any:
    """The cheapest policy: any legal move, all alike."""
    legal = state.legal_actions()
    return legal[rng.randrange(len(legal))]


def bot_rollout(state: State, rng: random.Random) -> Any:
    """The game's house bot, shown only the mover's view, as at the table."""
    seat = state.current_player
    assert seat is not None
    return state.game.bot().choose(state.view(seat), state.legal_actions(), rng)


def standing(state: State) -> list[float]:
    """Each seat's outcome as the game stands: 1 for the winners once it is over; before, the share
    of the other seats it ranks above (ties count half), the best guess a cut-off playout allows."""
    seats = range(len(state.players))
    if state.is_over:
        winners = set(state.winners())
        return [1.0 if seat in winners else 0.0 for seat in seats]
    keys = [state.rank_key(seat) for seat in seats]
    others = max(len(keys) - 1, 1)
    return [
        (sum(1.0 if mine > theirs else 0.5 if mine == theirs else 0.0 for theirs in keys) - 0.5) / others
        for mine in keys
    ]


@dataclass(slots=True)
class Node:
    """One move in the tree: who made it, and what came of it over the iterations that took it."""

    mover: int
    visits: int = 0
    wins: float = 0.0
    available: int = 0
    children: dict[str, Node] = field(default_factory=dict)

    def score(self, exploration: float) -> float:
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
    """Every move open to the seat, most searched first, and how many iterations ran."""

    moves: tuple[MoveStats, ...]
    iterations: int
    seconds: float

    @property
    def best(self) -> Any:
        return self.moves[0].action


def search(
    state: State,
    seat: int,
    rng: random.Random,
    *,
    iterations: int | None = None,
    seconds: float | None = None,
    rollout: Rollout = random_rollout,
    depth: int | None = None,
    exploration: float = EXPLORATION,
) -> SearchResult:
    """Search ``state`` for ``seat``, whose turn it must be, within ``iterations`` or ``seconds``
    (whichever ends first; at least one is needed), using only what ``seat`` can see and ``rng``.

    The real state is only ever determinized: never played on, never read for hidden things.
    """
    _check(state, seat, iterations, seconds, depth)
    legal = state.legal_actions()
    root = Node(mover=seat)
    deadline = None if seconds is None else time.perf_counter() + seconds
    start, done = time.perf_counter(), 0
    while (iterations is None or done < iterations) and (
        deadline is None or time.perf_counter() < deadline or done == 0
    ):
        _iterate(state.determinize(seat, rng), root, rng, rollout, depth, exploration)
        done += 1
    stats = [
        MoveStats(action, node.visits, node.wins)
        for action in legal
        for node in [root.children.get(str(action), Node(mover=seat))]
    ]
    stats.sort(key=lambda move: (-move.visits, -move.win_chance))
    return SearchResult(tuple(stats), done, time.perf_counter() - start)


def _check(state: State, seat: int, iterations: int | None, seconds: float | None, depth: int | None) -> None:
    if state.is_over:
        raise SearchError(f"Nothing to search: {GAME_OVER}")
    current = state.current_player
    if seat != current:
        raise SearchError(f"Seat {seat!r} is not to move: it is {state.players[current or 0]}'s turn.")
    if iterations is None and seconds is None:
        raise SearchError("A search needs a budget: a number of iterations or of seconds.")
    for name, value in (("iterations", iterations), ("seconds", seconds), ("depth", depth)):
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
        for action in state.legal_actions():
            child = node.children.get(str(action))
            if child is None:
                untried.append(action)
            else:
                child.available += 1
                if (value := child.score(exploration)) > best_score:
                    best, best_score = (action, child), value
        if untried:
            action = untried[rng.randrange(len(untried))]
            mover = state.current_player
            assert mover is not None
            node.children[str(action)] = child = Node(mover=mover, available=1)
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
