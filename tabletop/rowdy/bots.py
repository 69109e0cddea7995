"""A Rowdy Partners bot with a club player's habits, seeing only its own seat's view.

It rebuilds the Play Board from the view and asks the same rule functions the engine uses who
would win if it played each card or token. Then it keeps to a few habits: win with the highest
card that still wins (low cards win, high cards hurt), counter an opponent's winning card, dump
high Pop cards on a trick it cannot win, tag out of the Pin Zone, and fight hardest when its own
wrestler in the ring is in the Pin Zone.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from .actions import AddDamage, Coin, Declare, Done, Play, RevealCheat, Tag, TagWith, UseSignature
from .data import (
    ZERO_SPACE,
    Card,
    Cheat,
    Signature,
)
from .rules import Played, countered, damage_of, lead_slot, put_token, trick_winner
from .views import Phase, PlayedView, RowdyView

#: How much the bot likes keeping each cheat Grave Robbing shows it (higher first).
CHEAT_TASTE = {
    Cheat.MINUS_TWO: 5,
    Cheat.DAMAGE: 4,
    Cheat.TAG: 3,
    Cheat.PLUS_TWO: 2,
    Cheat.HATS: 1,
    Cheat.HORSESHOES: 1,
    Cheat.STARS: 1,
    Cheat.TOMBSTONES: 1,
}


def rebuild(board: Sequence[PlayedView | None]) -> list[Played | None]:
    """Engine-style board objects from the view, to ask the rule functions "what if"."""
    out: list[Played | None] = []
    for view in board:
        if view is None:
            out.append(None)
            continue
        played = Played(view.seat, view.card)
        played.value, played.suit, played.declared = view.value, view.suit, view.declared
        played.wild = view.card.is_wild and view.suit is None
        played.face_up, played.coach, played.extra_damage = view.face_up, view.coach, view.extra_damage
        played.lariat = view.lariat
        out.append(played)
    return out


def settle(board: list[Played | None]) -> list[Played | None]:
    """Flip every face-up card whose value another face-up card shares (a counter)."""
    for slot in countered((s, p.value) for s, p in enumerate(board) if p is not None and p.face_up):
        played = board[slot]
        assert played is not None
        played.face_up = False
        played.coach = False
    return board


class SensibleBot:
    """Plays each card and token for the trick in front of it, judged by the engine's own rules."""

    name = "Sensible"

    def choose(self, view: RowdyView, legal: Sequence[Any], rng: random.Random) -> Any:
        if view.phase is Phase.DECLARE:
            return self._declare(view, legal)
        if view.phase is Phase.KEEP:
            return max(legal, key=lambda keep: CHEAT_TASTE[keep.cheat])
        if view.phase is Phase.STAGE:
            return self._token(view, legal)
        tag = self._tag(view, legal)
        if tag is not None:
            return tag
        plays = [action for action in legal if isinstance(action, Play)]
        if lead_slot(rebuild(view.board)) is None:
            return max(plays, key=lambda play: self._lead_worth(play.card, view))
        return max(plays, key=lambda play: self._play_worth(play.card, view))

    def __repr__(self) -> str:
        return "SensibleBot()"

    # ---- judging a trick ----

    @staticmethod
    def _me(view: RowdyView) -> int:
        assert view.seat is not None
        return view.seat

    def _outcome(self, view: RowdyView, board: list[Played | None], slot: int) -> float:
        """How good this board is for the bot's side if the trick ended now, discounted for the
        opponents still to play after ``slot``."""
        me = self._me(view)
        side = view.side_of(me)
        winner = trick_winner(board)
        later = [s for s in range(slot + 1, 4) if view.side_of(view.slots[s]) != side]
        danger = self._danger(view, side)
        if winner is None:
            return 1.0 + 3 * danger
        played = board[winner]
        assert played is not None
        damage = damage_of(played)
        if view.side_of(played.seat) == side:
            return (4 + damage) * (0.55 if later else 1.0) + 3 * danger
        return -(4 + damage) * (1 + 2 * danger)

    @staticmethod
    def _danger(view: RowdyView, side: int) -> int:
        """1 when the side's wrestler in the ring is in the Pin Zone."""
        return int(view.health[view.in_ring[side]] <= ZERO_SPACE)

    def _lead_worth(self, card: Card, view: RowdyView) -> float:
        """A lead should win and still hurt: about a 3, from a long suit; Pop cards rather not."""
        hand = view.hand
        length = sum(1 for c in hand if c.suit is card.suit) if card.suit is not None else 2
        value = card.value
        return value * ((9 - value) / 8) ** 2 + 0.25 * length - 0.3 * card.pop

    def _play_worth(self, card: Card, view: RowdyView) -> float:
        board = rebuild(view.board)
        slot = view.next_slot if view.next_slot is not None else 0
        board[slot] = Played(self._me(view), card)
        score = self._outcome(view, settle(board), slot)
        winning = score > 1.5
        # On a lost or already-won trick, get rid of high Pop cards; keep low cards for later.
        return score + (0.6 * card.pop + 0.15 * card.value if not winning else 0.05 * card.value)

    # ---- tokens and choices ----

    def _token(self, view: RowdyView, legal: Sequence[Any]) -> Any:
        slot = view.next_slot if view.next_slot is not None else 0
        base = self._outcome(view, settle(rebuild(view.board)), slot)
        best: Any = next(a for a in legal if isinstance(a, Done))
        best_gain = 0.5
        for action in legal:
            if isinstance(action, UseSignature) and action.signature is Signature.GRAVE_ROBBING:
                return action  # a free cheat
            if not isinstance(action, (Coin, AddDamage, RevealCheat, UseSignature)):
                continue
            board = rebuild(view.board)
            put_token(board, slot, action)
            gain = self._outcome(view, settle(board), slot) - base
            if gain > best_gain:
                best, best_gain = action, gain
        return best

    def _tag(self, view: RowdyView, legal: Sequence[Any]) -> Tag | None:
        tags = [action for action in legal if isinstance(action, Tag)]
        if not tags:
            return None
        me = self._me(view)
        partner = next(s for s in view.sides[view.side_of(me)] if s != me)
        hurt, fresh = view.health[me], view.health[partner]
        if hurt <= ZERO_SPACE + 2 and fresh > hurt + 3:
            order = (TagWith.HIGH_FLYER, TagWith.TOKEN, TagWith.CHEAT)
            return min(tags, key=lambda tag: order.index(tag.using))
        return None

    def _declare(self, view: RowdyView, legal: Sequence[Any]) -> Declare:
        slot = lead_slot(rebuild(view.board))

        def worth(declare: Declare) -> float:
            board = rebuild(view.board)
            if slot is not None and board[slot] is not None:
                board[slot].declared = declare.suit  # type: ignore[union-attr]
            held = sum(1 for card in view.hand if card.suit is declare.suit)
            return self._outcome(view, board, view.next_slot or 0) + 0.3 * held

        return max((a for a in legal if isinstance(a, Declare)), key=worth)
