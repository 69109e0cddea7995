"""The yardstick for engine speed: OpenSpiel's pure-Python team dominoes, measured in the same run.

A figure in actions per second says little across machines and days; beside a well-known engine
measured the same way in the same minute, it says how fast ours are. OpenSpiel's Python games are
the closest kin (pure Python, a Game/State split, legal actions listed then one applied), and
``python_team_dominoes`` is its four-player partnership game, like Partners and Rowdy Partners.
Its wheel, ``open_spiel``, is installed by ``make bench`` (the ``bench`` extra), not by ``make test``.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from .engine import rate

GAME = "python_team_dominoes"
#: Players' moves from the deal to a "mid-game" state for the clone measure (a game has about 20).
MID_GAME = 8


def _load() -> Any:
    try:
        import pyspiel
        from open_spiel.python.games import team_dominoes  # noqa: F401  (registers the Python game)
    except ImportError as missing:
        raise SystemExit(
            f"OpenSpiel, the engines' yardstick, is not installed ({missing}): run `make bench`, which "
            "installs it (pip install -e '.[bench]')."
        ) from None
    return pyspiel.load_game(GAME)


def _step(state: Any, rng: random.Random) -> bool:
    """One step as our bot loop makes it: list the legal actions (the chance outcomes at a chance
    node, where the game deals a tile) and apply one. True when it was a player's move."""
    if state.is_chance_node():
        outcomes = state.chance_outcomes()
        state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
        return False
    legal = state.legal_actions()
    state.apply_action(legal[rng.randrange(len(legal))])
    return True


def random_game(game: Any, rng: random.Random) -> int:
    """One random game; returns its steps, the deal's 28 chance steps included, as OpenSpiel counts
    actions (about 50 a game, 22 of them moves). Our engines deal inside their set-up, timed but not
    counted, so this is the stricter yardstick: counting players' moves only, dominoes makes about
    44% as many a second (a deal step takes about half a move's time)."""
    state, steps = game.new_initial_state(), 0
    while not state.is_terminal():
        _step(state, rng)
        steps += 1
    return steps


def random_games() -> dict[str, Callable[[], int]]:
    """The yardstick's actions/s work, for :func:`benchmarks.engine.run` to measure in turns with
    our engines'."""
    game, rng = _load(), random.Random(0)
    return {"openspiel_dominoes_actions_per_s": lambda: random_game(game, rng)}


def run() -> dict[str, float]:
    """The yardstick's clones/s."""
    game, rng = _load(), random.Random(0)
    states = []
    for _ in range(50):
        state, moves = game.new_initial_state(), 0
        while moves < MID_GAME and not state.is_terminal():
            moves += _step(state, rng)
        states.append(state)
    clones = rate(lambda: sum(1 for state in states if state.clone()))
    return {"openspiel_dominoes_clones_per_s": clones}
