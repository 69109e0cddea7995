"""Helpers to stage Super Cowboy positions by hand, as a teacher would set up the table.

The game has only a ``round_limit`` option, so a position is staged by setting the state's
attributes right after ``GAME.new`` (:func:`staged` does it all in one call):

- the board: an all-grass range of the right size (12x12 squares for two players, 16x16 for three
  or four) with only the ``terrain`` a test names (``{"C5": "T"}`` puts a tree on C5, ``"P"`` a
  printed steer, ``"~"`` water, ``"H"`` a homestead: see ``data.Terrain``); no steer starts on it;
- ``cowboys``: where cowboys stand, as ``(x, y)`` intersections or names like
  ``"the north-west corner of D5"`` (the corner between C4, D4, C5 and D5);
- the tokens: roaming ``steers``, ``indians``, ``twisters`` by square name (repeats allowed),
  the ``bandit`` and ``pilgrims`` on intersections, ``stolen`` printed steers;
- ``fields``: each player's fields as lists of squares, fenced round and owned (:func:`fence_in`);
  ``fenced`` adds single fences (:func:`line`);
- ``fences`` and ``items`` in hand, by player;
- ``next_cards``: the event cards drawn next, first drawn first. They are taken from where they
  lie in the deck (or the discards) and put on top, so the 54 cards stay 54.

A staged state is an ordinary state: it refuses illegal moves and plays on. (Its ``to_json`` names
only the seed and the moves, and its ``opening`` still tells of the seed's board, so a save of a
staged state reloads the unstaged board: round-trip tests use unstaged games.) Set attributes by
hand after ``staged`` only before asking for legal moves, or clear ``state._legal`` (the cache of
legal moves) after.

Dice: every D8 the engine rolls (rustles, fights, every MOOOOOVE, throw and placing) comes from
``CowboyState._roll``. The state has ``__slots__``, so the method cannot be replaced on one
instance; :func:`scripted` patches it on the class through pytest's ``monkeypatch`` (undone after
the test) to roll the given numbers in order, and fails the test if the engine rolls more. The
deck's reshuffle still comes from the seeded generator.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import pytest

import tabletop
from tabletop.core import IllegalAction
from tabletop.cowboy import CowboyState
from tabletop.cowboy.board import Layout, parse_intersection, parse_square, square_name
from tabletop.cowboy.data import BOARD_TILES, TILE, Direction, Terrain
from tabletop.cowboy.data import Event as Card
from tabletop.cowboy.fields import Edge, Grid
from tabletop.cowboy.tokens import Pilgrim, Tokens

GAME = tabletop.get("cowboy")

#: Ana starts on the south side of the board, Ben on the north, Cy west and Dee east.
NAMES = ("Ana", "Ben", "Cy", "Dee")
#: Squares a token may be staged on: a steer-start mark is plain grass once play begins.
PLAIN = (Terrain.GRASS, Terrain.STEER_START)

Spot = tuple[int, int] | str


def spot(where: Spot, size: int) -> tuple[int, int]:
    """An intersection given as ``(x, y)`` or by name ("the south-east corner of C5")."""
    return where if isinstance(where, tuple) else parse_intersection(where, size)


def sq(state: CowboyState, name: str) -> int:
    """The square named ``name`` ("C5": column C from the west, row 5 from the north)."""
    return parse_square(name, state.size)


def names(state: CowboyState, squares: Iterable[int]) -> list[str]:
    return sorted((square_name(s, state.size) for s in squares), key=lambda n: (int(n[1:]), n[0]))


def line(state: CowboyState, a: Spot, b: Spot) -> Edge:
    """The grid line between two neighbouring intersections."""
    return state.grid.edge(spot(a, state.size), spot(b, state.size))


def sides(state: CowboyState, square: str) -> list[Edge]:
    """The four lines round a square: north, south, west, east."""
    row, col = divmod(sq(state, square), state.size)
    return [Edge(True, row, col), Edge(True, row + 1, col), Edge(False, row, col), Edge(False, row, col + 1)]


def fence_in(state: CowboyState, squares: Iterable[str], owner: str | None) -> frozenset[int]:
    """Fence round a patch of squares (every line between it and the rest of the board) and give
    it to ``owner`` (None: a closed patch that nobody owns)."""
    patch = frozenset(sq(state, name) for name in squares)
    for name in squares:
        for edge in sides(state, name):
            a, b = state.grid.sides(edge)
            if a not in patch or b not in patch:
                state.grid.fenced.add(edge)
    seat = None if owner is None else state.players.index(owner)
    for square in patch:
        state.grid.owner[square] = seat
    return patch


def on_top(state: CowboyState, *cards: Card) -> None:
    """Put ``cards`` on top of the event deck, the first to be drawn first (taken from the deck or
    the discards, so no card is made up)."""
    for card in reversed(cards):
        if card in state.deck:
            state.deck.remove(card)
        else:
            state.discard.remove(card)
        state.deck.append(card)
    state._legal = None


def staged(
    players: Sequence[str] = NAMES[:2],
    *,
    seed: int = 1,
    terrain: Mapping[str, str] | None = None,
    cowboys: Mapping[str, Spot] | None = None,
    steers: Iterable[str] = (),
    indians: Iterable[str] = (),
    twisters: Iterable[str] = (),
    bandit: Spot | None = None,
    pilgrims: Iterable[tuple[Spot, str]] = (),
    stolen: Iterable[str] = (),
    fields: Mapping[str, Iterable[Iterable[str]]] | None = None,
    fenced: Iterable[tuple[Spot, Spot]] = (),
    fences: Mapping[str, int] | None = None,
    items: Mapping[str, Iterable[Card]] | None = None,
    next_cards: Iterable[Card] = (),
    **options: Any,
) -> CowboyState:
    """A new game with the position a test describes (see the module's docstring)."""
    state: CowboyState = GAME.new(list(players), seed=seed, **options)
    size = state.size
    kinds = [Terrain.GRASS] * (size * size)
    for name, kind in (terrain or {}).items():
        kinds[parse_square(name, size)] = Terrain(kind)
    side = BOARD_TILES[len(players)]
    state.layout = Layout(side, tuple(f"Staged {i + 1}" for i in range(side * side)), tuple(kinds))
    state.printed = tuple(s for s, kind in enumerate(kinds) if kind is Terrain.PRINTED_STEER)
    state.grid = Grid(state.layout.terrain, size)
    assert size == side * TILE
    for name, where in (cowboys or {}).items():
        state.cowboys[state.players.index(name)] = spot(where, size)
    tokens = state.tokens = Tokens()
    tokens.steers = [parse_square(name, size) for name in steers]
    tokens.indians = [parse_square(name, size) for name in indians]
    tokens.twisters = [parse_square(name, size) for name in twisters]
    tokens.bandit = None if bandit is None else spot(bandit, size)
    tokens.pilgrims = [Pilgrim(*spot(where, size), Direction(heading)) for where, heading in pilgrims]
    tokens.stolen = {parse_square(name, size) for name in stolen}
    for owner, patches in (fields or {}).items():
        for patch in patches:
            fence_in(state, list(patch), owner)
    for a, b in fenced:
        state.grid.fenced.add(line(state, a, b))
    for name, count in (fences or {}).items():
        state.fences[state.players.index(name)] = count
    for name, hand in (items or {}).items():
        state.items[state.players.index(name)] = list(hand)
    on_top(state, *next_cards)
    state._legal = None
    return state


def play(state: CowboyState, *moves: str) -> list[str]:
    """Apply moves by their text (the player on turn makes each) and return the events' texts."""
    texts: list[str] = []
    for move in moves:
        texts += [event.text for event in state.apply(state.action_from_string(move))]
    return texts


def legal(state: CowboyState) -> list[str]:
    return [str(action) for action in state.legal_actions()]


def herds(state: CowboyState) -> list[int]:
    return [state.herd(seat) for seat in range(len(state.players))]


def snapshot(state: CowboyState) -> tuple[Any, ...]:
    """Everything a state holds, the deck's order and the dice count included, as comparable values."""
    return (
        tuple(state.view(seat) for seat in (None, *range(len(state.players)))),
        legal(state),
        tuple(state.deck),
        tuple(state.discard),
        tuple(tuple(hand) for hand in state.items),
        state.chance,
        state.to_json(),
    )


def refused(state: CowboyState, move: str | Any) -> IllegalAction:
    """Check that ``move`` (text or action) is refused and leaves the state exactly as it was."""
    before = snapshot(state)
    with pytest.raises(IllegalAction) as err:
        action = state.action_from_string(move) if isinstance(move, str) else move
        state.apply(action)
    assert GAME.rule(err.value.rule).summary, err.value.rule
    assert snapshot(state) == before
    return err.value


class Dice:
    """The D8 the engine rolls, scripted: it rolls ``rolls`` in order (see :func:`scripted`)."""

    def __init__(self, rolls: Sequence[int]) -> None:
        self.rolls = list(rolls)

    def roll(self) -> int:
        if not self.rolls:
            raise AssertionError("the engine rolled the D8 more often than the test scripted")
        return self.rolls.pop(0)

    def load(self, *rolls: int) -> None:
        """Script more rolls, after any still unrolled."""
        self.rolls += rolls

    @property
    def spent(self) -> bool:
        return not self.rolls


def scripted(monkeypatch: pytest.MonkeyPatch, *rolls: int) -> Dice:
    """From now on every D8 of every state rolls these numbers in order (for this test only)."""
    dice = Dice(rolls)
    monkeypatch.setattr(CowboyState, "_roll", lambda self: dice.roll())
    return dice


def open_block(state: CowboyState, width: int, height: int) -> tuple[int, int]:
    """The north-west square (row, col) of a block of plain grass away from the board edge."""
    size = state.size
    for row in range(1, size - height - 1):
        for col in range(1, size - width - 1):
            block = [(row + r) * size + col + c for r in range(height) for c in range(width)]
            if all(state.layout.terrain[s] in PLAIN for s in block):
                return row, col
    raise AssertionError("no open block on this board")


def clear_range(state: CowboyState) -> None:
    """No roaming tokens, no fences, no owners: a quiet range to stage on."""
    state.tokens.steers.clear()
    state.tokens.indians.clear()
    state.tokens.twisters.clear()
    state.tokens.pilgrims.clear()
    state.tokens.bandit = None
    state.grid.fenced.clear()
    state.grid.owner = [None] * (state.size * state.size)
