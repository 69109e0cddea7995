"""How clicks on the Party Fowl board become one move: a small state machine, pure Python.

Most moves are one click on a lit shape, whose ``data-action`` is the move itself. Three are not:
laying a tile while the house is built (a tile from the pile, a ringed space, then one of its door
turnings, one click fewer where only one turning fits), a conversation card that could take a
Drink (the card, then alone or with a Drink), and a Foul (the Foul, then a rival's top card).
Those clicks say ``pick ...``; :func:`choose` turns each into a change of the :class:`Pick` or,
when it completes a move, the move to make. Nothing here applies a move or draws a picture: the
engine decides what is legal; a choice that leads to no legal move is refused here, in the
engine's words where it has them, with the rule that forbids it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from tabletop.core import IllegalAction
from tabletop.core.errors import GAME_OVER
from tabletop.partyfowl import PartyFowlState, PartyFowlView, Phase
from tabletop.partyfowl.actions import Action, Foul, Place, Talk, parse
from tabletop.partyfowl.data import BATHROOM, CARDS, FOUL, ROOMS, Kind, Side
from tabletop.partyfowl.house import Cell, cell_name, parse_cell, turnings

from ..choose import PICK as PICK  # the word every game's choosing clicks start with


@dataclass
class Pick:
    """A choice on the way to a move, not yet sent: a tile and a space, or a card from the hand."""

    tile: str | None = None
    space: Cell | None = None
    card: str | None = None

    def clear(self) -> None:
        self.tile, self.space, self.card = None, None, None


@dataclass(frozen=True)
class Options:
    """The legal moves, read back from their strings and sorted by what the board lights up."""

    actions: tuple[Action, ...]
    texts: frozenset[str] = field(default_factory=frozenset)

    @classmethod
    def of(cls, legal: Iterable[str], players: Sequence[str]) -> Options:
        texts = frozenset(legal)
        parsed = (parse(text, players) for text in sorted(texts))
        return cls(tuple(a for a in parsed if a is not None), texts)

    def has(self, action: Action | str) -> bool:
        return str(action) in self.texts

    def of_kind(self, kind: type[Any]) -> list[Any]:
        return [a for a in self.actions if isinstance(a, kind)]

    def talks(self, card: str) -> list[Talk]:
        """Ways to play a conversation card now: alone first, then with a Drink."""
        return sorted((a for a in self.of_kind(Talk) if a.card == card), key=lambda a: a.drink)

    def places(self, tile: str | None, space: Cell | None = None) -> list[Place]:
        return [a for a in self.of_kind(Place) if a.room == tile and space in (None, a.cell)]

    def tiles(self) -> set[str]:
        return {a.room for a in self.of_kind(Place)}


def asks_drink(options: Options, card: str) -> bool:
    """A card that may be played alone or with a Drink: clicking it asks which."""
    return len(options.talks(card)) > 1


def refusal(state: PartyFowlState, action: str) -> IllegalAction | None:
    """The engine's refusal for an action text (None when it is legal now)."""
    try:
        state.action_from_string(action)
    except IllegalAction as err:
        return err
    return None


def valid_pick(pick: Pick, view: PartyFowlView, options: Options) -> Pick:
    """The pick as far as it still leads to a legal move (a stale one is dropped, not drawn)."""
    out = Pick()
    if pick.tile is not None and pick.tile in options.tiles():
        out.tile = pick.tile
        if pick.space is not None and options.places(pick.tile, pick.space):
            out.space = pick.space
    usable = pick.card is not None and (
        options.talks(pick.card) if pick.card != FOUL else bool(options.of_kind(Foul))
    )
    if usable and pick.card in view.hand:
        out.card = pick.card
    return out


def choose(state: PartyFowlState, pick: Pick, what: str) -> str | None:
    """Apply a board click that only chooses ("tile Den", "space D3", "card Games 3", "nothing").

    Returns the move to make when the click completes one (a space where the tile fits one way
    only), None when only the choice changed; raises IllegalAction, with the engine's refusal and
    rule, for a choice that leads nowhere. Nothing is applied to the game here.
    """
    seat = state.current_player
    if seat is None:
        raise IllegalAction(GAME_OVER, "core.game-over")
    options = Options.of(map(str, state.legal_actions()), state.players)
    if what == "nothing":
        pick.clear()
        return None
    if what.startswith("tile "):
        tile = what.removeprefix("tile ")
        if tile not in ROOMS:
            raise IllegalAction(f"There is no room tile called {tile!r}.", "partyfowl.placement")
        if not options.places(tile):
            raise _refused(state, str(Place(tile, (0, 0), turnings(tile)[0])))
        pick.clear()
        pick.tile = tile
        return None
    if what.startswith("space "):
        spot = parse_cell(what.removeprefix("space "))
        if spot is None:
            raise IllegalAction(
                f"{what.removeprefix('space ')!r} is no space on the table.", "partyfowl.placement"
            )
        if state.phase is not Phase.PLACE:
            raise _refused(state, str(Place(BATHROOM, spot, (Side.S,))))
        if pick.tile is None or not options.places(pick.tile):
            raise IllegalAction(
                "Pick a tile from the pile first, then a space for it.", "partyfowl.placement"
            )
        fits = options.places(pick.tile, spot)
        if not fits:
            raise _refused(state, str(Place(pick.tile, spot, turnings(pick.tile)[0])))
        if len(fits) == 1:
            return str(fits[0])
        pick.space = spot
        return None
    if what.startswith("card "):
        card = what.removeprefix("card ")
        if card not in CARDS:
            raise IllegalAction(f"There is no card called {card!r}.", "partyfowl.talk")
        if card == FOUL:
            if not options.of_kind(Foul):
                raise foul_refusal(state)
            pick.clear()
            pick.card = FOUL
            return None
        if CARDS[card].kind is not Kind.TALK:
            return f"Play {card}"  # a Freebie is played at once; a Drink is refused by the engine
        if not options.talks(card):
            raise _refused(state, str(Talk(card)))
        pick.clear()
        pick.card = card
        return None
    raise IllegalAction(f"{what!r} is nothing on this board.", "core.legal-actions")


def _refused(state: PartyFowlState, action: str) -> IllegalAction:
    return refusal(state, action) or IllegalAction(f"{action} cannot be chosen now.", "core.legal-actions")


def foul_refusal(state: PartyFowlState) -> IllegalAction:
    """Why no Foul can be played now, as the engine words it for a Foul on a rival's top card: an
    open one if any rival has one, else one already fouled."""
    seat = state.current_player or 0
    players = state.players
    tops = [
        (Foul(other, players[other], stack[-1][0]), stack[-1][2])
        for other in range(len(players))
        if other != seat
        for stack in state.view(None).stacks[other]
        if stack
    ]
    open_tops = [foul for foul, fouled in tops if not fouled]
    if open_tops:
        return _refused(state, str(open_tops[0]))
    sample = str(tops[0][0]) if tops else f"Foul {players[seat - 1]}'s Games 1"
    refused = _refused(state, sample)
    if refused.rule != "partyfowl.foul-top":
        return refused  # a reason that comes first: no Foul in hand, no Play left
    if tops:
        return IllegalAction(
            "Every rival's top card is already fouled, and a fouled card cannot be fouled again.",
            "partyfowl.foul-top",
        )
    return IllegalAction(
        "No rival has a conversation card on the table yet: there is nothing to foul.", "partyfowl.foul-top"
    )


def click_path(state: PartyFowlState, action: Any) -> list[str]:
    """The board clicks (``data-action`` strings, in order) that make a legal ``action``, starting
    with nothing picked: what a browser test clicks to play a move the way a person would."""
    text_ = str(action)
    options = Options.of(map(str, state.legal_actions()), state.players)
    if not options.has(text_):
        raise IllegalAction(f"{text_!r} is not a legal move now.", "core.legal-actions")
    parsed = parse(text_, state.players)
    if isinstance(parsed, Place):
        fits = options.places(parsed.room, parsed.cell)
        if len(fits) == 1:
            return [f"{PICK} tile {parsed.room}", text_]
        return [f"{PICK} tile {parsed.room}", f"{PICK} space {cell_name(parsed.cell)}", text_]
    if isinstance(parsed, Talk) and asks_drink(options, parsed.card):
        return [f"{PICK} card {parsed.card}", text_]
    return [text_]
