"""How board clicks become one Partners move: a card, then a piece, then (when there is a choice) a field.

A move can take several clicks: the split 7 is moved piece by piece and Switch piece after piece.
:class:`Pick` holds what is chosen so far (nothing is sent to the engine until a move is complete),
:class:`Options` sorts the legal moves by what the board lights up for a pick, and :func:`choose`
applies one choosing click, answering a click that leads nowhere with the rule that forbids it.
Pure Python: the picture (``draw``) and the table both read these, and neither is imported here.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import tabletop
from tabletop.core.errors import GAME_OVER
from tabletop.partners import GiveUp, Kind, Move, PartnersState, PartnersView, Phase, Step, Switch
from tabletop.partners.actions import Action, card_of, parse
from tabletop.partners.data import (
    BACKWARD,
    CIRCLE,
    COLOURS,
    HOUSE,
    HOUSE_SIZE,
    PIECES,
    PLAYERS,
    SECTION,
    STARTS,
    STEPS,
)
from tabletop.partners.track import (
    SEVEN_UNUSABLE,
    Refusal,
    backward,
    blocked_starts,
    can_come_out,
    count_ends,
    forward,
    piece_name,
    switchable,
)

from ..choose import PICK as PICK  # the word every game's choosing clicks start with


@dataclass
class Pick:
    """What the player has chosen so far this turn on the board (nothing is sent to the engine yet)."""

    card: Kind | None = None
    piece: int | None = None

    def clear(self) -> None:
        self.card, self.piece = None, None


@dataclass(frozen=True)
class Options:
    """The legal moves, read back from their strings and sorted by what the board lights up."""

    actions: tuple[Action, ...]
    cards: frozenset[Kind] = field(default_factory=frozenset)

    @classmethod
    def of(cls, legal: frozenset[str]) -> Options:
        actions = tuple(a for a in map(parse, sorted(legal)) if a is not None)
        return cls(actions, frozenset(card for card in map(card_of, actions) if card is not None))

    def for_piece(self, pick: Pick, piece: int) -> list[Action]:
        """The moves that finish a turn (or a step) with this piece, given what is picked."""
        found: list[Action] = []
        for action in self.actions:
            if (isinstance(action, Step) and action.piece == piece) or (
                isinstance(action, Move) and action.card is pick.card and action.piece == piece
            ):
                found.append(action)
            elif isinstance(action, Switch) and pick.card is Kind.SWITCH:
                pair = (action.first, action.second)
                if (pick.piece is None and piece in pair) or (
                    pick.piece in pair and piece in pair and piece != pick.piece
                ):
                    found.append(action)
        return found

    def matching(self, pick: Pick) -> list[Action]:
        """The moves that agree with everything picked so far (what the side buttons list)."""
        found: list[Action] = []
        for action in self.actions:
            if isinstance(action, Step):
                found += [action] if pick.piece in (None, action.piece) else []
            elif isinstance(action, Switch) and pick.card is Kind.SWITCH:
                found += [action] if pick.piece in (None, action.first, action.second) else []
            elif isinstance(action, Move) and action.card is pick.card:
                found += [action] if pick.piece in (None, action.piece) else []
        return found

    def pieces(self, pick: Pick) -> set[int]:
        """The pieces that light up for what is picked."""
        return {p for p in range(PLAYERS * PIECES) if self.for_piece(pick, p)}

    def targets(self, pick: Pick) -> dict[int, Action]:
        """For a picked piece: each field it can go to, and the move that takes it there."""
        if pick.piece is None or pick.card is Kind.SWITCH:
            return {}
        out: dict[int, Action] = {}
        for action in self.for_piece(pick, pick.piece):
            if isinstance(action, Move | Step):
                out[action.to] = action
        return out


def finishes(pick: Pick, action: Action) -> bool:
    """Whether a click on a piece with this one move makes it at once.

    A Switch's second piece does; any other piece does only when no piece is picked yet, so that
    once the targets of one piece are ringed, a click on another piece picks that one instead.
    """
    return (pick.piece is not None) if isinstance(action, Switch) else pick.piece is None


def card_refusal(view: PartnersView, card: Kind) -> Refusal:
    """Why no piece can use ``card`` now, worded from the same track rules the engine applies."""
    assert view.seat is not None
    pos, fresh = view.pieces, view.fresh
    blocked = blocked_starts(pos)
    if card is Kind.SWITCH:
        return Refusal(
            "partners.switch", "Switch needs two pieces of different colours on the track, not in pairs"
        )
    if card is Kind.SEVEN:
        return Refusal("partners.seven", SEVEN_UNUSABLE)
    pieces = view.controls(view.seat)
    if card is Kind.START and CIRCLE not in pos[pieces.start : pieces.stop]:
        owner = view.players[pieces.start // PIECES]
        return Refusal(
            "partners.start", f"Start brings a piece out of its circle, and none of {owner}'s waits there"
        )
    reasons: list[Refusal] = []
    for piece in pieces:
        why: list[Refusal] = []
        if pos[piece] == CIRCLE and card in STARTS:
            can_come_out(pos, piece, why)
        elif card is Kind.MINUS_4:
            backward(pos, piece, BACKWARD, blocked, why)
        else:
            for steps in STEPS[card]:
                forward(pos, fresh, piece, steps, blocked, why)
        reasons += [Refusal(r.rule, f"{piece_name(piece)}: {r.text}") for r in why[:1]]
    if not reasons:  # a usable card, in a picture drawn without the legal moves
        return Refusal("partners.turn", f"{card} is not among the moves offered now")
    return Refusal(reasons[0].rule, f"no piece can use {card} ({'; '.join(r.text for r in reasons)})")


def choose(state: PartnersState, pick: Pick, what: str) -> str | None:
    """Apply a board click that only chooses ("card 5", "piece Yellow 2", "nothing") to ``pick``.

    Returns the move to make when the click completes one (a piece with a single move), None when
    only the choice changed; raises IllegalAction, with the engine's rule, for a choice that
    leads nowhere. Nothing is applied here.
    """
    seat = state.current_player
    if seat is None:
        raise tabletop.IllegalAction(GAME_OVER, "core.game-over")
    view = state.view(seat)
    legal = Options.of(frozenset(map(str, state.legal_actions())))
    if what == "nothing":
        pick.clear()
        return None
    if what.startswith("card "):
        try:
            card = Kind(what.removeprefix("card "))
        except ValueError:
            card = None
        if card is None or card not in view.hand:
            raise tabletop.IllegalAction(f"{state.players[seat]} holds no such card.", "partners.hand")
        if card not in legal.cards:
            if view.phase is not Phase.PLAY:  # the engine says why no card is played now (a 7 is split)
                state.check(GiveUp())
            why = card_refusal(view, card)
            raise tabletop.IllegalAction(why.text[0].upper() + why.text[1:] + ".", why.rule)
        pick.card, pick.piece = card, None
        return None
    piece = _piece_named(what.removeprefix("piece ")) if what.startswith("piece ") else None
    if piece is None:
        raise tabletop.IllegalAction(f"{what!r} is nothing on this board.", "core.legal-actions")
    moves = legal.for_piece(pick, piece)
    if not moves:
        if view.phase is Phase.PLAY and pick.card is None:
            raise tabletop.IllegalAction("Pick a card first, then a piece.", "partners.turn")
        if view.phase is Phase.SWAP:  # no piece moves yet: the engine says why (the card swap first)
            state.check(GiveUp())
        state.check(_sample_move(view, pick, piece))  # raises with the engine's rule
        raise tabletop.IllegalAction(f"{piece_name(piece)} cannot be moved now.", "core.legal-actions")
    if len(moves) == 1 and finishes(pick, moves[0]):
        return str(moves[0])
    pick.piece = piece
    return None


def _sample_move(view: PartnersView, pick: Pick, piece: int) -> Action:
    """A move of ``piece`` to put to the engine, so its refusal (with the rule) can be shown: a
    forward move aims where the count leads, so the refusal names what cuts the way there."""
    where = view.pieces[piece]
    if view.phase is Phase.SEVEN:
        return Step(piece, 1, _aim(view, piece, 1))
    assert pick.card is not None
    if pick.card is Kind.SWITCH:
        other = pick.piece
        if other is None:  # pair it with a piece Switch can reach, so the refusal is about this one
            reach = [
                p
                for p in range(PLAYERS * PIECES)
                if p // PIECES != piece // PIECES and switchable(view.pieces, p)
            ]
            other = reach[0] if reach else (piece + PIECES) % (PLAYERS * PIECES)
        first, second = sorted((piece, other))
        return Switch(first, second)
    if where == CIRCLE or pick.card is Kind.START:
        return Move(pick.card, piece, (piece // PIECES) * SECTION)
    if STEPS[pick.card]:
        return Move(pick.card, piece, _aim(view, piece, STEPS[pick.card][0]))
    return Move(pick.card, piece, where)


def _aim(view: PartnersView, piece: int, steps: int) -> int:
    """The field counting ``steps`` leads ``piece`` to first (its house before the track), kept on
    the board: a count running past the house aims at the house's last field, and the refusal says
    by how many fields it runs past, under the house rule. A piece in its circle aims where it is."""
    ends = count_ends(view.pieces, view.fresh, piece, steps)
    return min(ends[0], HOUSE + HOUSE_SIZE - 1) if ends else view.pieces[piece]


def _piece_named(words: str) -> int | None:
    parts = words.split()
    if len(parts) != 2 or parts[0] not in COLOURS or parts[1] not in ("1", "2", "3", "4"):
        return None
    return COLOURS.index(parts[0]) * PIECES + int(parts[1]) - 1


def click_path(state: PartnersState, action: str) -> list[str]:
    """The board clicks (``data-action`` strings, in order) that make the legal move ``action`` with
    nothing picked (what a hint lights, one after the other): the card for a play of a card, then
    its piece (or Switch's two pieces), then the field where the piece has a choice; a piece with a
    single move carries that move itself."""
    parsed = parse(action)
    options = Options.of(frozenset(map(str, state.legal_actions())))
    pick, path = Pick(), []
    if isinstance(parsed, Switch | Move):
        pick.card = Kind.SWITCH if isinstance(parsed, Switch) else parsed.card
        path.append(f"{PICK} card {pick.card}")
    if not isinstance(parsed, Switch | Move | Step):
        return [action]
    for piece in (parsed.first, parsed.second) if isinstance(parsed, Switch) else (parsed.piece,):
        moves = options.for_piece(pick, piece)
        if len(moves) == 1 and finishes(pick, moves[0]):
            return [*path, str(moves[0])]
        path.append(f"{PICK} piece {piece_name(piece)}")
        pick.piece = piece
    return [*path, action]
