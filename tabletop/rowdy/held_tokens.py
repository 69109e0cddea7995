"""The tokens a Rowdy Partners player could still put on the card in play, and what they would make
of the trick: the coach asks them before telling a trick's result for good ("as it stands") or an
off-suit card lost. A copy of the Play Board is changed with the engine's own rule functions, and
the tokens are offered as legal.py offers them, stacked one after another as the rulebook allows.
"""

from __future__ import annotations

from collections.abc import Sequence

from .actions import ADD_DAMAGE, COIN_DOWN, COIN_UP, REVEAL, AddDamage, Coin, RevealCheat, UseSignature, use
from .bots import settle
from .data import (
    MANAGERS,
    MERCY_AND_DAMNATION_CHANGE,
    RELENTLESS_DAMAGE,
    WRESTLERS,
    Card,
    Cheat,
    Signature,
    Suit,
)
from .rules import Played, damage_of, is_pinned, lead_slot, lead_suit, pin_zone_step, put_token, trick_winner
from .views import RowdyView

BoardCopy = list[Played | None]
TokenAction = Coin | AddDamage | RevealCheat | UseSignature


def signature_of(view: RowdyView, seat: int) -> Signature:
    """The signature move of ``seat``: their Manager's, else their wrestler's."""
    manager = view.managers[seat]
    return MANAGERS[manager].signature if manager else WRESTLERS[view.characters[seat]].signature


def tokens_held(
    view: RowdyView, board: BoardCopy, slot: int, spent: Sequence[TokenAction] = ()
) -> list[TokenAction]:
    """The tokens the mover could still put on the card in ``slot`` that change a value, a suit or
    the lead (not damage), besides those ``spent`` on it in this reason (the one going on now, and
    any a search for a stack of them tried): as the engine offers them."""
    me = view.seat
    assert me is not None, "the tokens of the seat on turn"
    played = board[slot]
    assert played is not None
    options: list[TokenAction] = []
    if view.coins[me] - sum(isinstance(token, Coin) for token in spent) > 0:
        options += (COIN_UP, COIN_DOWN)
    cheats = list(view.my_cheats)
    for token in spent:
        if isinstance(token, RevealCheat):
            cheats.remove(token.cheat)
    for cheat in dict.fromkeys(cheats):
        if cheat in (Cheat.TAG, Cheat.DAMAGE):
            continue
        if cheat.suit is None or (not played.wild and played.suit is not cheat.suit):
            options.append(REVEAL[cheat])
    if view.signatures[me] and not any(isinstance(token, UseSignature) for token in spent):
        options += signature_options(signature_of(view, me), board, slot)
    return options


def signature_options(signature: Signature, board: BoardCopy, slot: int) -> list[UseSignature]:
    """The ways a held signature move could change the card in ``slot`` or the trick (as legal.py
    offers them)."""
    played = board[slot]
    assert played is not None
    lead = lead_slot(board)
    led = lead is None or lead == slot
    if signature is Signature.LARIAT:
        return [] if led or played.wild or played.suit is lead_suit(board) else [use(signature)]
    if signature is Signature.SHORT_FUSE:
        return [use(signature, p.card.label) for p in board if p is not None and p.face_up]
    if signature is Signature.MERCY_AND_DAMNATION:
        return [use(signature, f"{sign}{MERCY_AND_DAMNATION_CHANGE}") for sign in "+-"]
    if signature is Signature.SUIT_SHIFT:
        return [] if played.wild else [use(signature, s.value) for s in Suit if s is not played.suit]
    if signature is Signature.CRACK_THE_WHIP:
        return [] if led else [use(signature)]
    return [use(signature)] if signature is Signature.BOTTOM_LINE else []


def tried(board: BoardCopy, slot: int, token: TokenAction) -> BoardCopy:
    """A settled copy of the (unsettled) ``board`` with ``token`` put on the card in ``slot``."""
    tried = copied(board)
    put_token(tried, slot, token)
    return settle(tried)


def stack_changes_winner(
    view: RowdyView, board: BoardCopy, slot: int, spent: Sequence[TokenAction] = ()
) -> bool:
    """Whether tokens the mover still holds, put on the card in ``slot`` of the unsettled ``board``
    (``spent``: those already on it in this reason), would change who wins the trick: one token, or
    several stacked one after another as the engine lets them (a suit cheat, then Crack the Whip to
    lead that suit). Each board a stack makes is tried once, with what is left to spend."""
    now = trick_winner(settle(copied(board)))
    seen: set[tuple[object, ...]] = set()
    todo: list[tuple[BoardCopy, tuple[TokenAction, ...]]] = [(board, ())]
    while todo:
        here, stack = todo.pop()
        for token in tokens_held(view, here, slot, (*spent, *stack)):
            if isinstance(token, Coin) and any(isinstance(t, Coin) and t != token for t in stack):
                continue  # a +1 and a -1 coin in the same stack cancel out: a shorter one does as much
            tried = copied(here)
            put_token(tried, slot, token)
            if trick_winner(settle(copied(tried))) != now:
                return True
            key = (*(shape(p) for p in tried), *sorted(map(str, (*stack, token))))
            if key not in seen:
                seen.add(key)
                todo.append((tried, (*stack, token)))
    return False


#: A pin by tokens in hand: the tokens, the damage dealt, and the card that then takes the trick.
Pinning = tuple[tuple[TokenAction, ...], int, Played]


def pinning_stack(
    view: RowdyView, board: BoardCopy, slot: int, spent: Sequence[TokenAction] = ()
) -> Pinning | None:
    """The fewest tokens the mover still holds that, put on the card in ``slot`` of the unsettled
    ``board`` (the last card of the trick; ``spent``: tokens already on it in this reason), would
    pin the other side's wrestler in the ring while the mover's side still takes the trick, and the
    damage the trick then deals: value tokens stacked as stack_changes_winner tries them, then the
    damage tokens, damage cheats and Relentless held. None if the mover's side does not take the
    trick as it stands, or already pins, or no stack pins. The card that then takes the trick is told
    too: a token may hand the trick to another card of the side (a counter set off, a suit left)."""
    me = view.seat
    assert me is not None, "the tokens of the seat on turn"
    side = view.side_of(me)
    health = view.health[view.in_ring[1 - side]]
    extra = damage_held(view, spent)
    found: Pinning | None = None
    seen: set[tuple[object, ...]] = set()
    level: list[tuple[BoardCopy, tuple[TokenAction, ...]]] = [(board, ())]
    while level and (found is None or len(found[0]) > len(level[0][1])):
        deeper: list[tuple[BoardCopy, tuple[TokenAction, ...]]] = []
        for here, stack in level:
            settled = settle(copied(here))
            winner = trick_winner(settled)
            best = None if winner is None else settled[winner]
            if best is None or view.side_of(best.seat) != side:
                if not stack:
                    return None
                continue
            damage, added = damage_of(best), list[TokenAction]()
            for token, more in extra if winner == slot and best.value > 0 else ():
                if is_pinned(pin_zone_step(health, damage).health):
                    break
                damage, added = damage + more, [*added, token]
            if is_pinned(pin_zone_step(health, damage).health):
                if not stack and not added:
                    return None
                if found is None or len(stack) + len(added) < len(found[0]):
                    found = ((*stack, *added), damage, best)
            for token in tokens_held(view, here, slot, (*spent, *stack)):
                if isinstance(token, Coin) and any(isinstance(t, Coin) and t != token for t in stack):
                    continue
                tried = copied(here)
                put_token(tried, slot, token)
                key = (*(shape(p) for p in tried), *sorted(map(str, (*stack, token))))
                if key not in seen:
                    seen.add(key)
                    deeper.append((tried, (*stack, token)))
        level = deeper
    return found


def damage_held(view: RowdyView, spent: Sequence[TokenAction] = ()) -> list[tuple[TokenAction, int]]:
    """The tokens the mover still holds that only add damage, with how much, the largest first:
    Relentless, damage tokens, damage cheats (besides those ``spent``)."""
    me = view.seat
    assert me is not None, "the tokens of the seat on turn"
    held: list[tuple[TokenAction, int]] = []
    relentless = UseSignature(Signature.RELENTLESS)
    if view.signatures[me] and signature_of(view, me) is Signature.RELENTLESS and relentless not in spent:
        held.append((relentless, RELENTLESS_DAMAGE))
    tokens = view.damage_tokens[me] - sum(isinstance(token, AddDamage) for token in spent)
    held += [(ADD_DAMAGE, 1)] * tokens
    cheats = view.my_cheats.count(Cheat.DAMAGE) - spent.count(REVEAL[Cheat.DAMAGE])
    held += [(REVEAL[Cheat.DAMAGE], 1)] * cheats
    return held


def copied(board: BoardCopy) -> BoardCopy:
    return [None if p is None else p.copy() for p in board]


def shape(played: Played | None) -> tuple[object, ...]:
    """What of a card on the board decides a trick (its notes aside)."""
    if played is None:
        return ()
    return (played.value, played.suit, played.lariat, played.coach, played.face_up)


def follows_to_win(board: BoardCopy, slot: int, held: list[TokenAction]) -> bool:
    """Whether a held suit cheat, Suit Shift or the Lariat would make the off-suit card in ``slot``
    follow and be the lowest following card (``board`` settled: these change no value)."""
    for token in held:
        if isinstance(token, RevealCheat):
            shifts = token.cheat.suit is not None
        else:
            shifts = isinstance(token, UseSignature) and token.signature in (
                Signature.LARIAT,
                Signature.SUIT_SHIFT,
            )
        if shifts and trick_winner(tried(board, slot, token)) == slot:
            return True
    return False


def winner_card(board: BoardCopy) -> Card | None:
    """The card winning the trick on a settled copy of ``board``, if any."""
    settled = settle(copied(board))
    winner = trick_winner(settled)
    played = None if winner is None else settled[winner]
    return None if played is None else played.card
