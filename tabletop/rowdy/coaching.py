"""The coach's one-line reason for a Rowdy Partners move: what it wins, keeps, spends, risks or sets
up, in the game's words, from the mover's view alone.

A reason replays the move on a copy of the Play Board with the engine's own rule functions (as the
Sensible bot does), so it states only what the rules make of the cards in sight: a card that later
players may still answer is "winning for now", never "wins". A Play is judged as the card stands,
before any token its player may add: each token is a decision of its own, with its own reason.
"""

from __future__ import annotations

from typing import Final

from ..core.words import counted, in_words
from .actions import (
    Action,
    AddDamage,
    Coin,
    Declare,
    Done,
    KeepCheat,
    Play,
    RevealCheat,
    Tag,
    TagWith,
    UseSignature,
)
from .bots import rebuild, settle
from .data import (
    DECK,
    DIAMOND_COVERS,
    DIAMOND_SIGNATURE_UNDER,
    GRAVE_ROBBING_LOOK,
    HEADLINERS,
    HIGH_FLYER_POP,
    ICON_TOKEN,
    MANAGERS,
    PIN_ZONE_NEEDS,
    RICH_GET_RICHER_VALUE,
    RUNAWAY_LEADER_DAMAGE,
    SLOTS,
    TRICKS_PER_ROUND,
    WRESTLERS,
    ZERO_SPACE,
    Card,
    Cheat,
    Icon,
    Power,
    Signature,
    Suit,
    Token,
    pop_track,
)
from .rules import (
    Played,
    damage_of,
    follows,
    is_pinned,
    lead_slot,
    lead_suit,
    pin_zone_step,
    pop_path,
    put_token,
    space_name,
    trick_winner,
)
from .views import RowdyView

#: A reason's longest line: it is shown after the move's own text.
LIMIT: Final = 90

#: What a cheat kept from Grave Robbing is for (a suit cheat's line names its suit).
CHEAT_USE: Final[dict[Cheat, str]] = {
    Cheat.PLUS_TWO: "+2 on a later card: to set off a counter, or to dodge one",
    Cheat.MINUS_TWO: "-2 on a later card: low cards take tricks",
    Cheat.DAMAGE: "+1 damage on a later card, if it wins its trick",
    Cheat.TAG: "a tag: swap your partner into the ring before your team plays",
}
SUIT_CHEAT_USE: Final = "turns a later card into {suit}: to follow when you hold none, or to change the lead"

#: Where the mover's card leaves the trick, by who is winning it (the mover's card, the mover's other
#: card as a Headliner, the partner's, an opponent's over the mover's card following or off suit, off
#: suit but with a token in hand that can make it follow, or over a card of the mover's that a counter
#: flipped) and whether any card is still to come (True: none, so the damage is told too).
STANDING: Final[dict[tuple[str, bool], str]] = {
    ("mine", False): "the lowest {suit} so far: winning for now, {to_come} to come",
    ("mine", True): "you take the trick",
    ("own", False): "leaves {other} winning for now",
    ("own", True): "{other} takes the trick",
    ("partner", False): "leaves {other} winning for your side",
    ("partner", True): "your side takes the trick with {other}",
    ("higher", False): "too high: {other} stays the lowest {suit}",
    ("higher", True): "too high: {other} takes the trick",
    ("off", False): "off suit: it cannot win while {suit} leads",
    ("off", True): "off suit: {other} takes the trick",
    **{
        ("off for now", final): "off suit, but a token you hold can make it follow {suit}"
        for final in (False, True)
    },
    ("out", False): "leaves {other} winning for now",
    ("out", True): "leaves the trick to {other}",
}

BoardCopy = list[Played | None]
#: A clause of a reason, or its wordings from the fullest to the shortest (see _fit).
Clause = str | tuple[str, ...]


def reason(view: RowdyView, action: Action) -> str:
    """Why ``action`` is worth considering for the seat of ``view``, whose turn it is."""
    if isinstance(action, Play):
        return _play(view, action.card)
    if isinstance(action, Tag):
        return _tag(view, action.using)
    if isinstance(action, Done):
        return _done(view)
    if isinstance(action, Declare):
        return _declare(view, action.suit)
    if isinstance(action, KeepCheat):
        return _keep(view, action.cheat)
    return _token(view, action)


# ---- the moves ----


def _play(view: RowdyView, card: Card) -> str:
    """A card into the mover's slot: where it stands in the trick, then what else it brings."""
    me, slot = _me(view), _slot(view)
    board = rebuild(view.board)
    leading = lead_slot(board) is None
    board[slot] = Played(me, card)
    power = _runaway(view, board, slot)
    extras: list[Clause] = [_power_words(view, power, card.value, card.is_wild, leading)]
    extras += [_diamond_words(view, card), _pop_words(view, card.pop)]
    outcome = _outcome(view, board, slot, slot, tokens_to_come=True)
    extras.append(_keep_words(view, card, winning=trick_winner(board) == slot))
    return _fit(*outcome, *extras)


def _done(view: RowdyView) -> str:
    """The card goes down with the tokens it has: where it stands, and what the mover keeps."""
    slot = _slot(view)
    board = rebuild(view.board)
    played = board[slot]
    assert played is not None, "Done finishes the card in play"
    power = _runaway(view, board, slot)
    gain = _power_words(view, power, played.value, False, False) if power is Power.RICH_GET_RICHER else ""
    return _fit(*_outcome(view, board, slot, slot), gain, _kept_tokens(view))


def _declare(view: RowdyView, suit: Suit) -> str:
    """The mover's Wild has become the lead card: the trick with that suit named."""
    board = rebuild(view.board)
    slot = lead_slot(board)
    assert slot is not None, "a Wild to name leads the trick"
    lead = board[slot]
    assert lead is not None
    lead.declared = suit
    return _fit(*_outcome(view, board, slot, _slot(view)))


def _keep(view: RowdyView, cheat: Cheat) -> str:
    """Grave Robbing's pick: what the cheat will do on a later turn."""
    use = CHEAT_USE.get(cheat) or SUIT_CHEAT_USE.format(suit=cheat.suit)
    again = "you already hold one" if cheat in view.my_cheats else ""
    return _fit(use, again)


def _tag(view: RowdyView, using: TagWith) -> str:
    """The partner comes into the ring: whose health now takes the damage, and who plays when."""
    me = _me(view)
    partner = next(seat for seat in view.sides[view.side_of(me)] if seat != me)
    name = view.players[partner]
    main = f"brings {name} ({_health(view, partner)}) in to take your side's damage"
    later = f"you ({_health(view, me)}) play later"
    if using is TagWith.HIGH_FLYER:
        return _fit(main, _pop_words(view, HIGH_FLYER_POP, spent=True), later)
    return _fit(main, later)


def _token(view: RowdyView, action: Coin | AddDamage | RevealCheat | UseSignature) -> str:
    """A token on the card in play (Short Fuse: on any face-up card): what it changes, and where the
    card then stands."""
    slot = _slot(view)
    if isinstance(action, UseSignature) and action.signature is Signature.GRAVE_ROBBING:
        return f"after this play you look at up to {GRAVE_ROBBING_LOOK} cheats from the pool and keep one"
    board = rebuild(view.board)
    _runaway(view, board, slot)
    target = _target(board, slot, action)
    value, suit, lariat, damage = target.value, target.suit, target.lariat, target.extra_damage
    put_token(board, slot, action)
    if target.extra_damage != damage:
        if target.value <= 0:
            return f"no use while the card is worth {target.value}: a card worth 0 or less deals no damage"
        change = f"+{target.extra_damage - damage} damage if it wins: {damage_of(target)} in all"
    elif target.value != value:
        what = "card" if target is board[slot] else target.card.label
        change = f"makes {_whose(view, target.seat)} {what} worth {target.value}"
    elif target.coach:
        change = "" if target.wild else f"your card leads: follow {target.suit}"  # the outcome names it
    elif target.lariat and not lariat:
        change = f"your card follows {lead_suit(board)}, like a Wild"
    else:
        assert target.suit is not suit, "every token changes its card"
        change = f"your card becomes {target.suit}"
    spent = action.signature if isinstance(action, UseSignature) else None
    return _fit(change, *_outcome(view, board, slot, slot, tokens_to_come=True, spent=spent))


# ---- where a card stands ----


def _outcome(
    view: RowdyView,
    board: BoardCopy,
    mine: int,
    last: int,
    *,
    tokens_to_come: bool = False,
    spent: Signature | None = None,
) -> list[Clause]:
    """The trick once counters settle, told from the card in ``mine``: what it counters, whether it
    leads, and who is winning: for now while cards are still to come after slot ``last``, for good
    when none is. ``tokens_to_come``: the mover may still put tokens on the card (but not the
    signature ``spent`` on it now), so an off-suit card is not said to lose while a token in hand
    could make it follow."""
    face_up = {slot for slot, played in enumerate(board) if played is not None and played.face_up}
    settle(board)
    flipped = sorted(slot for slot in face_up if not _up(board, slot))
    final = last == SLOTS - 1
    words: list[Clause] = [_counter_words(view, board, flipped, mine)] if flipped else []
    lead = lead_slot(board)
    card = board[mine]
    assert card is not None
    if lead is None:
        words.append("nobody wins the trick" if final else "the next card played leads")
        return words
    if lead == mine and not final and face_up - set(flipped) == {mine}:
        words.append(_lead_words(view, card))
        return words
    leader = board[lead]
    assert leader is not None
    if leader.wild and leader.declared is None:
        names = "you name" if leader.seat == view.seat else f"{view.players[leader.seat]} names"
        words.append(f"the lead passes to {_whose(view, leader.seat)} {leader.card}: {names} its suit")
        return words
    suit = lead_suit(board)
    winner = trick_winner(board)
    assert winner is not None, "a face-up lead card follows itself"
    best = board[winner]
    assert best is not None
    if winner == mine:
        relation = "mine"
    elif best.seat == view.seat:
        relation = "own"
    elif view.side_of(best.seat) == view.my_side:
        relation = "partner"
    elif card.face_up:
        relation = "higher" if follows(board, mine) else "off"
        if relation == "off" and tokens_to_come and suit is not None and _may_follow(view, suit, spent):
            relation = "off for now"
    else:
        relation = "out"
    to_come = counted(SLOTS - 1 - last, "card")
    said = STANDING[relation, final].format(suit=suit, other=_card(view, best), to_come=to_come)
    if final and relation != "off for now":
        words.append((f"{said}: {_hit(view, best)}", said))
    else:
        words.append(said)
    if not final and relation == "mine" and damage_of(card) == 0:
        words.append(f"but worth {card.value}, it deals no damage")
    return words


def _counter_words(view: RowdyView, board: BoardCopy, flipped: list[int], mine: int) -> str:
    """The cards a counter flips, by value, as the rulebook matches them."""
    values = [_value(view, board, slot) for slot in flipped if slot != mine]
    if mine in flipped:
        return f"counters {in_words(values)}: {'both' if len(flipped) == 2 else 'all'} flip"
    return f"sets off a counter: {in_words(values)} flip"


def _lead_words(view: RowdyView, lead: Played) -> str:
    """A card alone face up: what could beat it, counting the cards the mover knows are not in play
    (their own, this trick's, the last trick's of this round); only a lower card of its suit, or a
    lower Wild, beats it without a token or a counter."""
    if lead.wild and lead.declared is None:
        return "a Wild lead: you name the suit the others must follow"
    suit = lead.declared if lead.wild else lead.suit
    assert suit is not None
    known = {*_playable(view), *(p.card for p in view.board if p is not None)}
    if view.last_trick is not None and view.last_trick.round == view.round:
        known |= {p.card for p in view.last_trick.board if p is not None}
    lower = [c for c in DECK if (c.suit is suit or c.is_wild) and c.value < lead.value and c not in known]
    lower = [c for c in lower if c is not lead.card]
    leads = f"your {lead.card} leads {suit}" if lead.wild else f"leads {suit}"
    if not lower:
        return f"{leads}: no one else can hold a lower {suit} or Wild"
    wilds = "Wild" if len(lower) == 1 else "Wilds"
    return f"{leads}: up to {len(lower)} lower {suit} or {wilds} could beat it"


def _hit(view: RowdyView, winner: Played) -> str:
    """The damage a trick's winning card deals to the other side's wrestler in the ring."""
    side = view.side_of(winner.seat)
    target = view.in_ring[1 - side]
    you = target == view.seat
    name = "you" if you else view.players[target]
    damage = damage_of(winner)
    if damage <= 0:
        return f"no damage, as it is worth {winner.value}"
    before = view.health[target]
    step = pin_zone_step(before, damage)
    if is_pinned(step.health):
        return f"{damage} damage pins {name}: your side {'wins' if side == view.my_side else 'loses'}"
    if before > ZERO_SPACE:
        after = step.health if step.health > ZERO_SPACE else space_name(step.health)
        return f"{damage} damage to {name} ({before} -> {after})"
    if step.health == before:
        return (
            f"{damage} damage cannot move {name} off {space_name(before)} (needs {PIN_ZONE_NEEDS[before]}+)"
        )
    return f"{name} {'move' if you else 'moves'} from {space_name(before)} to {space_name(step.health)}"


# ---- what else a card brings ----


def _power_words(view: RowdyView, power: Power | None, value: int, wild: bool, leading: bool) -> Clause:
    """A Headliner's power set off by the card as it stands."""
    if power is Power.RICH_GET_RICHER and value == RICH_GET_RICHER_VALUE:
        return "The Rich Get Richer pays a coin" if _supply(view, Token.COIN) else ""
    if power is Power.GO_WILD and wild:
        return "a Wild: Go Wild earns you a cheat" if view.cheat_pool or view.cheats_spent else ""
    if power is Power.RUNAWAY_LEADER and leading:
        return ("Runaway Leader: +1 damage if it wins", "+1 damage (Runaway Leader)")
    return ""


def _diamond_words(view: RowdyView, card: Card) -> str:
    """A card from the mover's Manager diamond: the cards it uncovers, and the Manager's move if it
    clears the bottom three while the token still lies under them."""
    me = _me(view)
    diamond = view.diamonds[me]
    if card not in diamond:
        return ""
    spot = diamond.index(card)
    left = [p for p, c in enumerate(diamond) if c is not None and p != spot]
    uncovers = [
        p for p in left if spot in DIAMOND_COVERS[p] and all(cover not in left for cover in DIAMOND_COVERS[p])
    ]
    clears = spot in DIAMOND_SIGNATURE_UNDER and not set(DIAMOND_SIGNATURE_UNDER) & set(left)
    if clears and view.signature_under_diamond[me]:
        return f"clears your diamond's bottom three: you gain {_signature(view, me)}"
    if uncovers:
        return f"turns up {counted(len(uncovers), 'card')} of your diamond"
    return "plays from your diamond, keeping your hand"


def _pop_words(view: RowdyView, steps: int, *, spent: bool = False) -> str:
    """What a Pop move earns: the tokens of the spaces passed or landed on while the supply lasts,
    and the signature moves whose icons it crosses (``spent``: the mover's own is on the Play Board).
    Nothing, when it earns nothing."""
    if not steps:
        return ""
    me = _me(view)
    side = view.side_of(me)
    headliner = view.characters[view.sides[side][0]] in HEADLINERS
    track = pop_track(headliner)
    supply = dict(view.supply)
    cheats = view.cheat_pool + view.cheats_spent
    gains: list[str] = []
    unlocks: list[str] = []
    for space in pop_path(view.pop[side], steps):
        icon = track[space]
        if icon is Icon.CHEAT and cheats:
            cheats -= 1
            gains.append("a cheat")
        elif icon in ICON_TOKEN and supply[ICON_TOKEN[icon]]:
            supply[ICON_TOKEN[icon]] -= 1
            gains.append(f"a {ICON_TOKEN[icon]} token" if icon is not Icon.COIN else "a coin")
        elif icon in (Icon.SIGNATURE_LEFT, Icon.SIGNATURE_RIGHT):
            owner = view.sides[side][0 if icon is Icon.SIGNATURE_LEFT else -1]
            held = view.signatures[owner] or view.signature_on_board[owner] or (spent and owner == me)
            unlock = f"{_whose(view, owner)} {_signature(view, owner)}"
            if not held and unlock not in unlocks:
                unlocks.append(unlock)
    pop, s = (f"{steps} Pop", "") if steps > 1 else ("Pop", "s")
    said = []
    if gains:
        said.append(f"earn{s} {in_words(gains)}")
    if unlocks:
        said.append(f"unlock{s} {in_words(unlocks)}")
    return f"its {pop} {' and '.join(said)}" if said else ""


def _keep_words(view: RowdyView, card: Card, *, winning: bool) -> str:
    """The lowest card the mover keeps back for a later trick, or the warning that this is it, spent
    on a trick it is not winning: low cards take tricks."""
    rest = [c for c in _playable(view) if c is not card]
    if not rest:
        return ""
    low = min(rest, key=lambda c: c.value)
    if low.value < card.value:
        return f"keeps your {low} for later"
    return "" if winning or low.value == card.value else "spends your lowest card"


def _kept_tokens(view: RowdyView) -> str:
    """The tokens the mover goes on holding by finishing the card now."""
    me = _me(view)
    counts = {
        "coin": view.coins[me],
        "damage token": view.damage_tokens[me],
        "cheat": sum(cheat is not Cheat.TAG for cheat in view.my_cheats),
    }
    held = [noun if count == 1 else counted(count, noun) for noun, count in counts.items() if count]
    # A Manager's move held at a round's last trick goes back under the next diamond.
    headliner_leaves = view.managers[me] is not None and view.trick == TRICKS_PER_ROUND
    if view.signatures[me] and _signature(view, me) is not Signature.HIGH_FLYER and not headliner_leaves:
        held.append(str(_signature(view, me)))
    return f"keeps your {in_words(held)} for later" if held else ""


# ---- small facts ----


def _fit(*clauses: Clause) -> str:
    """The clauses, most important first, joined by semicolons while the line has room: of a tuple,
    the first wording that fits. Stopping at the first that does not keep a clause from being
    shown without the one it follows from."""
    kept = [clause for clause in clauses if clause]
    line = ""
    for clause in kept:
        wordings = (clause,) if isinstance(clause, str) else clause
        room = LIMIT - len(line) - 2 * bool(line)
        fitting = [words for words in wordings if len(words) <= room] or ([wordings[-1]] if not line else [])
        if not fitting:
            break
        line += "; " * bool(line) + fitting[0]
    return line


def _me(view: RowdyView) -> int:
    assert view.seat is not None, "a reason is given to the seat on turn"
    return view.seat


def _slot(view: RowdyView) -> int:
    assert view.next_slot is not None, "a reason is given in a game not over"
    return view.next_slot


def _up(board: BoardCopy, slot: int) -> bool:
    played = board[slot]
    return played is not None and played.face_up


def _playable(view: RowdyView) -> list[Card]:
    """The mover's hand and face-up diamond cards."""
    diamond = view.diamonds[_me(view)]
    return [*view.hand, *(card for card in diamond if isinstance(card, Card))]


def _whose(view: RowdyView, seat: int) -> str:
    return "your" if seat == view.seat else f"{view.players[seat]}'s"


def _card(view: RowdyView, played: Played) -> str:
    """A card on the board by its owner, with what tokens made of it."""
    changes = [f"worth {played.value}"] if played.value != played.card.value else []
    if played.suit is not played.card.suit and not played.wild:
        changes.append(f"as {played.suit}")
    changes += ["on the Lariat"] if played.lariat else []
    return f"{_whose(view, played.seat)} {played.card}" + (f" ({', '.join(changes)})" if changes else "")


def _value(view: RowdyView, board: BoardCopy, slot: int) -> str:
    played = board[slot]
    assert played is not None
    return f"{_whose(view, played.seat)} {'own ' * (played.seat == view.seat)}{played.value}"


def _health(view: RowdyView, seat: int) -> str:
    return space_name(view.health[seat])


def _supply(view: RowdyView, token: Token) -> int:
    return dict(view.supply)[token]


def _runaway(view: RowdyView, board: BoardCopy, slot: int) -> Power | None:
    """The mover's Headliner power, after adding Runaway Leader's damage to the card in ``slot`` if
    it is the only card face up, as the engine does once the card is played; None for a wrestler."""
    power = _power(view, _me(view))
    played = board[slot]
    alone = all(not _up(board, other) for other in range(SLOTS) if other != slot)
    if power is Power.RUNAWAY_LEADER and played is not None and alone:
        played.extra_damage += RUNAWAY_LEADER_DAMAGE
    return power


def _may_follow(view: RowdyView, suit: Suit, spent: Signature | None) -> bool:
    """Whether the mover holds a token that makes an off-suit card follow ``suit``: a suit cheat of
    that suit, or the Lariat or Suit Shift unless it is the signature ``spent`` now."""
    me = _me(view)
    signature = _signature(view, me)
    shifts = view.signatures[me] and signature is not spent
    shifts = shifts and signature in (Signature.LARIAT, Signature.SUIT_SHIFT)
    return shifts or any(cheat.suit is suit for cheat in view.my_cheats)


def _power(view: RowdyView, seat: int) -> Power | None:
    headliner = HEADLINERS.get(view.characters[seat])
    return None if headliner is None else headliner.power


def _signature(view: RowdyView, seat: int) -> Signature:
    manager = view.managers[seat]
    return MANAGERS[manager].signature if manager else WRESTLERS[view.characters[seat]].signature


def _target(board: BoardCopy, slot: int, action: Coin | AddDamage | RevealCheat | UseSignature) -> Played:
    """The card a token changes: Short Fuse's named card, else the card in play."""
    if isinstance(action, UseSignature) and action.signature is Signature.SHORT_FUSE:
        return next(p for p in board if p is not None and p.card.label == action.detail)
    target = board[slot]
    assert target is not None
    return target
