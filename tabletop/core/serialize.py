"""Saves as JSON: the set-up plus every move, so loading replays the game exactly, dice included.

Replaying also checks the save: a damaged or edited move list cannot produce an impossible state,
it stops at the first move the rules refuse and says which.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any, Protocol, TypeVar

from .errors import IllegalAction, SaveError, SetupError

FORMAT = "tabletop-notebooks save"
VERSION = 1


class _Named(Protocol):
    @property
    def name(self) -> str: ...


class Saved(Protocol):
    """What a save records of a state. Typed by shape, not by :class:`~tabletop.core.protocol.State`,
    so that this module needs nothing from the protocol module, which calls it."""

    @property
    def game(self) -> _Named: ...
    @property
    def players(self) -> Sequence[str]: ...
    @property
    def seed(self) -> int: ...
    @property
    def options(self) -> Mapping[str, Any]: ...
    @property
    def history(self) -> Sequence[object]: ...


class Replayed(Protocol):
    """What loading needs of a new state: turning a move's text into an action, and applying it."""

    def apply(self, action: Any) -> object: ...
    def action_from_string(self, text: str) -> Any: ...


R = TypeVar("R", bound=Replayed)
R_co = TypeVar("R_co", bound=Replayed, covariant=True)


class Maker(Protocol[R_co]):
    """What loading needs of a game: its names, and starting a new play."""

    @property
    def name(self) -> str: ...
    @property
    def title(self) -> str: ...
    def new(self, players: Sequence[str], seed: int | None = None, **options: Any) -> R_co: ...


def dump(state: Saved) -> str:
    """The state as a save: format, version, game, players, seed, options and moves."""
    return json.dumps(
        {
            "format": FORMAT,
            "version": VERSION,
            "game": state.game.name,
            "players": list(state.players),
            "seed": state.seed,
            "options": state.options,
            "actions": [str(action) for action in state.history],
        },
        ensure_ascii=False,
    )


def load(game: Maker[R], text: str | bytes) -> R:
    """Rebuild the state a save describes, or raise SaveError saying what is wrong with it."""
    try:
        data = json.loads(text)
    except (TypeError, ValueError) as err:
        raise SaveError(f"This is not a saved game: it is not valid JSON ({err}).") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(f"This JSON is not a tabletop-notebooks save (no 'format': {FORMAT!r}).")
    if data.get("version") != VERSION:
        raise SaveError(
            f"This save has format version {data.get('version')!r}; this program reads version {VERSION}."
        )
    if data.get("game") != game.name:
        raise SaveError(f"This is a save of {data.get('game')!r}, not of {game.title} ({game.name!r}).")
    players = _field(data, "players", list)
    seed = _field(data, "seed", int)
    options = _field(data, "options", dict)
    actions = _field(data, "actions", list)
    if not all(isinstance(a, str) for a in actions):
        raise SaveError("The save is damaged: every move must be written as text.")
    try:
        state = game.new(players, seed, **options)
    except SetupError as err:
        raise SaveError(f"The save's set-up cannot start a game: {err}") from None
    for number, move in enumerate(actions, start=1):
        try:
            state.apply(state.action_from_string(move))
        except IllegalAction as err:
            raise SaveError(f"The save is damaged at move {number} ({move!r}): {err.message}") from None
    return state


def _field(data: dict[str, Any], name: str, kind: type) -> Any:
    value = data.get(name)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise SaveError(f"The save is damaged: its {name!r} field is missing or not a {kind.__name__}.")
    return value
