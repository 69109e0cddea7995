"""Rowdy Partners' game options, checked before a game starts so a save holds exactly what began it.

Besides the characters, options can stage a lesson or a test: round 1 hands and diamonds,
starting health and tokens. They are saved with the game, so a staged game replays exactly.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core import SetupError
from ..core.words import counted
from . import data
from .data import CHEATS, DIAMOND_SIZE, HAND_SIZE, HEADLINERS, MANAGERS, SUPPLY, WRESTLERS, Cheat, Token


def check_options(options: dict[str, Any], players: int) -> dict[str, Any]:
    """Validate options and return them JSON-ready, so saves hold exactly what started the game."""
    opts = dict(options)

    def fail(message: str) -> SetupError:
        return SetupError(f"Rowdy Partners option {message}")

    def per_seat(name: str, default: Any) -> list[Any]:
        value = opts[name]
        if value is None:
            return [default() for _ in range(players)]
        if isinstance(value, str) or not isinstance(value, Sequence) or len(value) != players:
            raise fail(f"{name} must be a list with one entry per player ({players}).")
        return list(value)

    characters = opts["characters"]
    if characters is None:
        characters = list(data.DEFAULT_CHARACTERS[players])
    if isinstance(characters, str) or not isinstance(characters, Sequence) or len(characters) != players:
        raise fail(f"characters must list one character per player ({players}).")
    known = {name.lower(): name for name in (*WRESTLERS, *HEADLINERS)}
    chosen = []
    for name in characters:
        found = known.get(str(name).strip().lower())
        if found is None:
            raise fail(
                f"characters: {name!r} is not a character; wrestlers: {', '.join(WRESTLERS)}; "
                f"Headliners: {', '.join(HEADLINERS)}."
            )
        chosen.append(found)
    if len(set(chosen)) != players:
        raise fail("characters: each character can be chosen once.")
    solos = sum(name in HEADLINERS for name in chosen)
    needed = {4: 0, 3: 1, 2: 2}[players]
    if solos != needed:
        raise fail(
            f"characters: {players} players need {counted(needed, 'Headliner')} "
            f"({'teams of two' if players == 4 else 'players without a partner play as Headliners'})."
        )
    opts["characters"] = chosen
    managers = per_seat("managers", lambda: None)
    clean_managers: list[str | None] = []
    for seat, name in enumerate(chosen):
        manager = managers[seat]
        if name not in HEADLINERS:
            if manager:
                raise fail(f"managers: {name} is a wrestler; only Headliners have Managers.")
            clean_managers.append(None)
            continue
        if not manager:
            manager = data.NATURAL_MANAGER[name]
        match = next((m for m in MANAGERS if m.lower() == str(manager).strip().lower()), None)
        if match is None:
            raise fail(f"managers: {manager!r} is not a Manager ({', '.join(MANAGERS)}).")
        clean_managers.append(match)
    taken = [m for m in clean_managers if m]
    if len(set(taken)) != len(taken):
        raise fail("managers: each Manager can manage one Headliner.")
    opts["managers"] = clean_managers
    first = opts["first_side"]
    if first is not None and first not in (0, 1):
        raise fail(f"first_side must be 0 (the side of the first player), 1 or None, not {first!r}.")
    healths = per_seat("health", lambda: None)
    for seat, value in enumerate(healths):
        top = data.HEADLINER_HEALTH if chosen[seat] in HEADLINERS else WRESTLERS[chosen[seat]].health
        if value is not None and (
            not isinstance(value, int) or isinstance(value, bool) or not data.STOP_TWO <= value <= top
        ):
            raise fail(f"health: {chosen[seat]} can start from {top} down to -2 (Stop 2), not {value!r}.")
    opts["health"] = healths
    opts["hands"] = _check_cards(per_seat("hands", list), "hands", HAND_SIZE, fail)
    diamonds = _check_cards(per_seat("diamonds", list), "diamonds", DIAMOND_SIZE, fail)
    for seat, cards in enumerate(diamonds):
        if cards and (chosen[seat] not in HEADLINERS or len(cards) != DIAMOND_SIZE):
            raise fail("diamonds: only a Headliner has a diamond, and it takes exactly 8 cards, top first.")
    opts["diamonds"] = diamonds
    every = [label for cards in (*opts["hands"], *diamonds) for label in cards]
    if len(set(every)) != len(every):
        raise fail("hands/diamonds: a card can be dealt only once.")
    opts["tokens"] = _check_tokens(per_seat("tokens", list), fail)
    return opts


def _check_cards(lists: list[Any], name: str, size: int, fail: Any) -> list[list[str]]:
    clean = []
    for cards in lists:
        if isinstance(cards, str) or not isinstance(cards, Sequence) or len(cards) > size:
            raise fail(f"{name}: each entry is a list of at most {size} card labels.")
        try:
            clean.append([data.card(str(label)).label for label in cards])
        except KeyError as err:
            raise fail(f"{name}: {err.args[0]}.") from None
    return clean


def _check_tokens(lists: list[Any], fail: Any) -> list[list[str]]:
    labels = {token.value for token in Token} | {"signature"} | {f"cheat {cheat.value}" for cheat in Cheat}
    clean = []
    for tokens in lists:
        if isinstance(tokens, str) or not isinstance(tokens, Sequence):
            raise fail("tokens: each entry is a list of token labels.")
        for label in tokens:
            if label not in labels:
                raise fail(f"tokens: {label!r} is not a token ({', '.join(sorted(labels))}).")
        clean.append(list(tokens))
    flat = [label for tokens in clean for label in tokens]
    for token, count in SUPPLY.items():
        if flat.count(token.value) > count:
            raise fail(f"tokens: there are only {count} {token} tokens.")
    for cheat, count in CHEATS.items():
        if flat.count(f"cheat {cheat.value}") > count:
            raise fail(f"tokens: there are only {count} {cheat} cheats.")
    return clean
