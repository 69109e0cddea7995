"""Partners' game options, checked before a game starts so a save holds exactly what began it.

Besides the first dealer and whether partners swap, options can stage a lesson or a test: where
the pieces stand and the cards of the first deal. They are saved with the game, so a staged game
replays exactly.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from ..core import SetupError
from .data import CIRCLE, COLOURS, DECK_MIX, HAND_SIZE, HOUSE, PIECES, PLAYERS, SECTION, TRACK, Kind
from .track import parse_field


def check_options(options: dict[str, Any]) -> dict[str, Any]:
    """Validate options and return them JSON-ready."""
    opts = dict(options)

    def fail(message: str) -> SetupError:
        return SetupError(f"Partners option {message}")

    dealer = opts["dealer"]
    if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < PLAYERS:
        raise fail(f"dealer must be a seat from 0 to {PLAYERS - 1}, not {dealer!r}.")
    if not isinstance(opts["swap"], bool):
        raise fail(f"swap must be True or False, not {opts['swap']!r}.")
    if opts["pieces"] is not None:
        opts["pieces"] = _check_pieces(opts["pieces"], fail)
    if opts["hands"] is not None:
        opts["hands"] = _check_hands(opts["hands"], fail)
    return opts


def per_seat(value: Any, name: str, fail: Any) -> list[Any]:
    if isinstance(value, str) or not isinstance(value, Sequence) or len(value) != PLAYERS:
        raise fail(f"{name} must be a list with one entry per seat ({PLAYERS}).")
    return list(value)


def _check_pieces(value: Any, fail: Any) -> list[list[str]]:
    rows = per_seat(value, "pieces", fail)
    positions: list[int] = []
    clean: list[list[str]] = []
    for seat, row in enumerate(rows):
        if isinstance(row, str) or not isinstance(row, Sequence) or len(row) != PIECES:
            raise fail(f"pieces: {COLOURS[seat]} needs {PIECES} fields, e.g. 'circle', 'red 5', 'house 2'.")
        names = []
        for text in row:
            words = str(text).strip().lower()
            if words in ("circle", "start") or words.startswith("house"):
                words = f"{COLOURS[seat].lower()} {words}"
            where = parse_field(words, seat)
            if where is None:
                raise fail(f"pieces: {text!r} is not a field for a {COLOURS[seat]} piece.")
            if 0 <= where < TRACK and where % SECTION == 0 and where != seat * SECTION:
                raise fail(f"pieces: {text!r} is another colour's start field; pieces only pass them.")
            positions.append(where)
            names.append(words)
        clean.append(names)
    taken: Counter[int] = Counter(p for p in positions if p != CIRCLE)
    for where, count in taken.items():
        seats = {piece // PIECES for piece, p in enumerate(positions) if p == where}
        if where >= HOUSE:
            continue
        if len(seats) > 1 or count > 2:
            raise fail("pieces: a field holds one piece, or two of one colour.")
    for seat in range(PLAYERS):
        houses = [p for p in positions[seat * PIECES : seat * PIECES + PIECES] if p >= HOUSE]
        if len(houses) != len(set(houses)):
            raise fail(f"pieces: two {COLOURS[seat]} pieces on one house field.")
    return clean


def _check_hands(value: Any, fail: Any) -> list[list[str]]:
    rows = per_seat(value, "hands", fail)
    wanted: Counter[Kind] = Counter()
    clean = []
    for row in rows:
        if isinstance(row, str) or not isinstance(row, Sequence) or len(row) > HAND_SIZE:
            raise fail(f"hands: each seat's entry is a list of up to {HAND_SIZE} cards.")
        kinds = []
        for text in row:
            try:
                kinds.append(Kind(str(text).strip()))
            except ValueError:
                known = ", ".join(kind.value for kind in Kind)
                raise fail(f"hands: {text!r} is not a card ({known}).") from None
        wanted.update(kinds)
        clean.append([kind.value for kind in kinds])
    for kind, count in wanted.items():
        if count > DECK_MIX[kind]:
            raise fail(f"hands: the deck has only {DECK_MIX[kind]} of {kind}.")
    return clean
