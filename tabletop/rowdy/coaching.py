"""The coach's one-line reason for a Rowdy Partners move: what it wins, keeps, spends, risks or sets
up, in the game's words, from the mover's view alone.

A reason replays the move on a copy of the Play Board with the engine's own rule functions (as the
Sensible bot does), so it states only what the rules make of the cards in sight: a card that later
players may still answer is "winning for now", never "wins". A Play is judged as the card stands,
before any token its player may add: each token is a decision of its own, with its own reason. Where
no card is to come, a result that the tokens in the mover's hand would change, alone or stacked as
the rulebook lets them be, is told "as it stands", and a trick the mover's side takes is told the
fewest of those tokens that would make it pin the other side's wrestler. Every reason keeps what a
token does and where the card then stands, in shorter wordings if need be: a pin that ends the game,
or that tokens in hand would make, is never left out.
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
    PIN_ZONE_NEEDS,
    RICH_GET_RICHER_VALUE,
    RUNAWAY_LEADER_DAMAGE,
    SLOTS,
    TRICKS_PER_ROUND,
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
from .fitting import Aside, Clause, Gain, Kept, fit
from .held_tokens import (
    BoardCopy,
    Pinning,
    TokenAction,
    follows_to_win,
    pinning_stack,
    signature_of,
    stack_changes_winner,
    tokens_held,
    winner_card,
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

#: Hard's iterations per decision: what half a second of one core buys in this game, a little
#: under the median of four ``python -m benchmarks.strength --calibrate`` runs (4 players,
#: 2026-11-29: one run's figure varies by 10-20% on this shared machine); see
#: :attr:`Game.hard_iterations`.
HARD_ITERATIONS: Final = 220


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
#: suit but with a token in hand that makes it follow and win, or over a card of the mover's that a
#: counter flipped or that is not the card a token changed) and whether any card is still to come
#: (True: none, so the damage is told too, and ``stands`` says when a token the mover still holds
#: could change the winner).
STANDING: Final[dict[tuple[str, bool], str]] = {
    ("mine", False): "the lowest {suit} so far: winning for now, {to_come} to come",
    ("mine", True): "you take the trick{stands}",
    ("own", False): "leaves {other} winning for now",
    ("own", True): "{other} takes the trick{stands}",
    ("partner", False): "leaves {other} winning for your side",
    ("partner", True): "your side takes the trick with {other}{stands}",
    ("higher", False): "too high: {other} {stays} the lowest {suit}",
    ("higher", True): "too high: {other} takes the trick{stands}",
    ("off", False): "off suit: it cannot win while {suit} leads",
    ("off", True): "off suit: {other} takes the trick{stands}",
    **{
        ("off for now", final): "off suit, but a token you hold can make it follow {suit}"
        for final in (False, True)
    },
    ("out", False): "leaves {other} winning for now",
    ("out", True): "leaves the trick to {other}{stands}",
}
#: Shorter wordings of each standing while cards are still to come (see :func:`.fitting.fit`).
STANDING_SHORT: Final[dict[str, tuple[str, ...]]] = {
    "mine": ("the lowest {suit} so far: winning for now", "winning for now"),
    "own": ("leaves {other} winning",),
    "partner": ("leaves {other} winning for your side", "{other} winning for your side"),
    "higher": ("too high: {other} {stays} the lowest", "too high"),
    "off": ("off suit",),
    "off for now": ("off suit, but a token you hold can make it follow",),
    "out": ("leaves {other} winning",),
}
AS_IT_STANDS: Final = " as it stands"


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
    """A card into the mover's slot: where it stands in the trick, then what else it brings, unless
    it ends the game."""
    me, slot = _me(view), _slot(view)
    board = rebuild(view.board)
    prior = winner_card(board)
    leading = lead_slot(board) is None
    board[slot] = Played(me, card)
    power = _runaway(view, board, slot)
    extras: list[Clause] = [_power_words(view, power, card.value, card.is_wild, leading)]
    # A diamond cleared and what the card earns go before what it merely turns up or keeps, which a
    # learner can see; the cards it turns up outrank a fuller standing, save the last card's damage.
    cleared, uncovered = _diamond_words(view, card, earns=slot != SLOTS - 1)
    extras += [cleared, _pop_words(view, card.pop), uncovered]
    held = tokens_held(view, board, slot)
    final = slot == SLOTS - 1
    changeable = final and stack_changes_winner(view, board, slot)
    pinning = pinning_stack(view, board, slot) if final else None
    outcome = _outcome(
        view, board, slot, slot, held=held, changeable=changeable, pinning=pinning, prior=prior
    )
    if _ends_game(view, board, slot) or pinning:
        return fit(*outcome)
    extras.append(_keep_words(view, card, winning=trick_winner(board) == slot))
    return fit(*outcome, *extras)


def _done(view: RowdyView) -> str:
    """The card goes down with the tokens it has: where it stands, and what the mover keeps unless
    the trick ends the game."""
    slot = _slot(view)
    board = rebuild(view.board)
    played = board[slot]
    assert played is not None, "Done finishes the card in play"
    prior = winner_card([p if i != slot else None for i, p in enumerate(board)])
    power = _runaway(view, board, slot)
    gain = _power_words(view, power, played.value, False, False) if power is Power.RICH_GET_RICHER else ""
    outcome = _outcome(view, board, slot, slot, prior=prior, fused=True)
    if _ends_game(view, board, slot):
        return fit(*outcome)
    return fit(*outcome, gain, _kept_tokens(view))


def _declare(view: RowdyView, suit: Suit) -> str:
    """The mover's Wild has become the lead card: the trick with that suit named."""
    board = rebuild(view.board)
    slot = lead_slot(board)
    assert slot is not None, "a Wild to name leads the trick"
    lead = board[slot]
    assert lead is not None
    lead.declared = suit
    return fit(*_outcome(view, board, slot, _slot(view)))


def _keep(view: RowdyView, cheat: Cheat) -> str:
    """Grave Robbing's pick: what the cheat will do on a later turn."""
    use = CHEAT_USE.get(cheat) or SUIT_CHEAT_USE.format(suit=cheat.suit)
    again = "you already hold one" if cheat in view.my_cheats else ""
    return fit(use, again)


def _tag(view: RowdyView, using: TagWith) -> str:
    """The partner comes into the ring: whose health now takes the damage, and who plays when."""
    me = _me(view)
    partner = next(seat for seat in view.sides[view.side_of(me)] if seat != me)
    name = view.players[partner]
    comes = f"brings {name} ({_health(view, partner)}) in"
    main = Kept((f"{comes} to take your side's damage", comes))
    later = Kept((f"you ({_health(view, me)}) play later", "you play later"))
    if using is TagWith.HIGH_FLYER:
        return fit(main, _pop_words(view, HIGH_FLYER_POP, spent=True), later)
    return fit(main, later)


def _token(view: RowdyView, action: TokenAction) -> str:
    """A token on the card in play (Short Fuse: on any face-up card): what it changes, and where the
    card then stands once counters settle. A token that only counts on a card still in the trick
    (the lead, a suit, damage) is no use on a card the counter flips."""
    slot = _slot(view)
    if isinstance(action, UseSignature) and action.signature is Signature.GRAVE_ROBBING:
        return f"after this play you look at up to {GRAVE_ROBBING_LOOK} cheats from the pool and keep one"
    board = rebuild(view.board)
    prior = winner_card(board)
    power = _runaway(view, board, slot)
    target = _target(board, slot, action)
    mine = board[slot]
    assert mine is not None
    value, suit, lariat, damage = target.value, target.suit, target.lariat, target.extra_damage
    before = mine.value
    put_token(board, slot, action)
    change = _change(view, board, slot, target, value, suit, lariat, damage)
    held = tokens_held(view, board, slot, (action,))
    named = target is not mine
    final = slot == SLOTS - 1
    changeable = final and stack_changes_winner(view, board, slot, (action,))
    pinning = pinning_stack(view, board, slot, (action,)) if final else None
    outcome = _outcome(
        view,
        board,
        slot,
        slot,
        held=held,
        changeable=changeable,
        pinning=pinning,
        prior=prior,
        named=named,
    )
    if target.extra_damage != damage and target.value > 0:
        if not mine.face_up or (final and trick_winner(board) != slot and not changeable):
            change = Kept(("no use while your card is not winning", "no use"))
    elif not named and target.value == value and not mine.face_up:
        change = Kept(("no use while a counter flips your card", "no use"))
    gain = _rich_words(view, power, before, mine.value)
    if gain and (pinning or _ends_game(view, board, slot)):
        gain = tuple(gain)  # a pin, which ends the game, outranks the coin: it goes where room is
    return fit(change, *outcome, gain)


def _change(
    view: RowdyView,
    board: BoardCopy,
    slot: int,
    target: Played,
    value: int,
    suit: Suit | None,
    lariat: bool,
    damage: int,
) -> Kept:
    """What a token just put on ``target`` changed, from the fullest wording to the shortest."""
    if target.extra_damage != damage:
        if target.value <= 0:
            return Kept(
                (
                    f"no use while the card is worth {target.value}: a card worth 0 or less deals no damage",
                    f"no use while the card is worth {target.value}",
                    "no use",
                )
            )
        total = f"{damage_of(target)} in all"
        extra = target.extra_damage - damage
        return Kept((f"+{extra} damage if it wins: {total}", f"+{extra} damage: {total}", f"+{extra} damage"))
    if target.value != value:
        # Tokens on the card before this one: what it was worth, so that +1 never reads as +2 or 0.
        was = f"worth {target.value}" + (f" (was {value})" if value != target.card.value else "")
        if target is board[slot]:
            return Kept((f"makes your card {was}", was))
        whose = _whose(view, target.seat)
        return Kept(
            (f"makes {whose} {target.card.label} {was}", f"makes {whose} {value} worth {target.value}")
        )
    if target.coach:
        return Kept(() if target.wild else (f"your card leads: follow {target.suit}", "your card leads"))
    if target.lariat and not lariat:
        return Kept((f"your card follows {lead_suit(board)}, like a Wild", f"follows {lead_suit(board)}"))
    assert target.suit is not suit, "every token changes its card"
    return Kept((f"your card becomes {target.suit}", f"now {target.suit}"))


# ---- where a card stands ----


def _outcome(
    view: RowdyView,
    board: BoardCopy,
    mine: int,
    last: int,
    *,
    held: list[TokenAction] | None = None,
    changeable: bool = False,
    pinning: Pinning | None = None,
    prior: Card | None = None,
    named: bool = False,
    fused: bool = False,
) -> list[Clause]:
    """The trick once counters settle, told from the card in ``mine``: what it counters, whether it
    leads, and who is winning: for now while cards are still to come after slot ``last``, for good
    when none is. ``held``: the tokens the mover may still put on the card, so an off-suit card is
    not said to lose while one of them would make it follow and win. ``changeable``: tokens the
    mover holds would change the winner, so a trick's winner is told "as it stands". ``pinning``:
    the fewest tokens the mover holds that would make the trick the mover's side takes pin the
    other side's wrestler, the damage then dealt and the card that deals it (pinning_stack): told
    in every wording, as a pin is, so that a card a token in hand makes win the game is not told as
    a dud; the card is named when the tokens hand the trick to another one, so that a token is not
    read as adding damage it does not. ``prior``: the card winning before the move (it "stays" the
    lowest). ``named``: a Short Fuse changed another card, so the standing names the mover's card or
    the winner rather than saying "it". ``fused``: the card is being finished, so a counter it is
    not in was set off by its Short Fuse. Every clause is kept (see :func:`.fitting.fit`)."""
    held = held or []
    face_up = {slot for slot, played in enumerate(board) if played is not None and played.face_up}
    settle(board)
    flipped = sorted(slot for slot in face_up if not _up(board, slot))
    final = last == SLOTS - 1
    stands = AS_IT_STANDS if final and changeable else ""
    words: list[Clause] = [_counter_words(view, board, flipped, mine, named, fused)] if flipped else []
    lead = lead_slot(board)
    card = board[mine]
    assert card is not None
    if lead is None:
        words.append(Kept((f"nobody wins the trick{stands}" if final else "the next card played leads",)))
        return words
    if lead == mine and not final and face_up - set(flipped) == {mine}:
        words.append(Kept(_lead_words(view, card, named)))
        return words
    leader = board[lead]
    assert leader is not None
    if leader.wild and leader.declared is None:
        names = "you name" if leader.seat == view.seat else f"{view.players[leader.seat]} names"
        passes = f"the lead passes to {_whose(view, leader.seat)} {leader.card}"
        words.append(Kept((f"{passes}: {names} its suit", passes)))
        return words
    suit = lead_suit(board)
    winner = trick_winner(board)
    assert winner is not None, "a face-up lead card follows itself"
    best = board[winner]
    assert best is not None
    relation = _relation(view, board, mine, winner, held, named)
    to_come = counted(SLOTS - 1 - last, "card")
    stays = "stays" if best.card is prior else "is now"
    fill = {"suit": suit, "to_come": to_come, "stands": stands, "stays": stays}
    said = STANDING[relation, final].format(other=_card(view, best), **fill)
    brief = STANDING[relation, final].format(other=_card(view, best, short=True), **fill)
    if final and relation != "off for now":
        hit, hit_short = _hit(view, best)
        who = "you take" if winner == mine and not named else f"{_card(view, best, short=True)} takes"
        bare = f"{who} the trick{stands}"
        pins = _ends_game(view, board, last)
        hits = [f"{said}: {hit}", f"{brief}: {hit}", f"{brief}: {hit_short}", f"{bare}: {hit_short}"]
        wordings = hits if pins else [*hits, brief, bare]  # brief: not opening on a player's name
        if pinning:
            stack, damage, dealer = pinning
            target = view.players[view.in_ring[1 - view.side_of(_me(view))]]
            tokens, short = _named(stack)
            none = "no damage; " * (damage_of(best) <= 0)
            # Another card takes the trick once the tokens are on: it, not a token, deals the damage.
            wild = "Wild " * dealer.card.is_wild
            other = "" if dealer.card == best.card else f"{_whose(view, dealer.seat)} {wild}{dealer.value}"
            takes = f", {other} takes it:" if other else ","
            can = f"can {f'let {other} ' if other else ''}pin {target}: your side wins"
            lifts = (
                f"with {tokens}{takes} {damage} damage pins {target}: your side wins",
                f"with {short}{takes} {damage} damage pins {target}: your side wins",
                *dict.fromkeys((f"{tokens} {can}", f"{short} {can}")),
            )
            told = []
            for lift in lifts:
                told += [f"{words}; {lift}" for words in hits]
                told += [f"{opening}: {none}{lift}" for opening in (said, brief, bare)]
            # Shortest: who takes the trick and the pin alone, without the damage as it stands.
            wordings = [
                *told,
                *(f"{bare}; {lift}" for lift in lifts[2:]),
                f"{bare}; {lifts[-1].split(':')[0]}",
            ]
    else:
        shorter = [
            words.format(other=_card(view, best, short=True), **fill) for words in STANDING_SHORT[relation]
        ]
        wordings = [said, brief, *shorter]
    if not final and winner == mine and damage_of(card) == 0:
        wordings = [f"{w}; but worth {card.value}, it deals no damage" for w in wordings[:2]] + [
            f"{w}; worth {card.value}: no damage" for w in wordings
        ]
    words.append(Kept(dict.fromkeys(wordings)))
    return words


def _relation(
    view: RowdyView, board: BoardCopy, mine: int, winner: int, held: list[TokenAction], named: bool
) -> str:
    """Whose card is winning, as a key of STANDING (the board settled)."""
    card, best = board[mine], board[winner]
    assert card is not None and best is not None
    if winner == mine and not named:
        return "mine"
    if best.seat == view.seat:
        return "own"
    if view.side_of(best.seat) == view.my_side:
        return "partner"
    if not card.face_up or named:
        return "out"
    if follows(board, mine):
        return "higher"
    return "off for now" if follows_to_win(board, mine, held) else "off"


def _counter_words(
    view: RowdyView, board: BoardCopy, flipped: list[int], mine: int, named: bool, fused: bool
) -> Kept:
    """The cards a counter flips, by value, as the rulebook matches them; left out (the empty wording)
    only when the line has no room for it besides what the token does and who takes the trick."""
    values = in_words([_value(view, board, slot) for slot in flipped if slot != mine])
    if mine in flipped:
        counters = f"{'your card ' * named}counters {values}"
        return Kept((f"{counters}: {'both' if len(flipped) == 2 else 'all'} flip", counters, ""))
    return Kept(
        (f"{'your Short Fuse ' * fused}sets off a counter: {values} flip", f"a counter flips {values}", "")
    )


def _lead_words(view: RowdyView, lead: Played, named: bool = False) -> tuple[str, ...]:
    """A card alone face up: what could beat it, counting the cards the mover knows are not in play
    (their own, this trick's, the last trick's of this round); only a lower card of its suit, or a
    lower Wild, beats it without a token or a counter. A lead worth 0 or less says it deals no
    damage in every wording. ``named``: a token changed another card, so the lead is named too."""
    if lead.wild and lead.declared is None:
        return ("a Wild lead: you name the suit the others must follow", "a Wild lead: you name its suit")
    suit = lead.declared if lead.wild else lead.suit
    assert suit is not None
    known = {*_playable(view), *(p.card for p in view.board if p is not None)}
    if view.last_trick is not None and view.last_trick.round == view.round:
        known |= {p.card for p in view.last_trick.board if p is not None}
    lower = [c for c in DECK if (c.suit is suit or c.is_wild) and c.value < lead.value and c not in known]
    lower = [c for c in lower if c is not lead.card]
    leads = f"your {lead.card} leads {suit}" if lead.wild else f"{'your card ' * named}leads {suit}"
    if not lower:
        wordings = [
            f"{leads}: no one else can hold a lower {suit} or Wild",
            f"{leads}: no one else can hold a lower one",
        ]
    else:
        wilds = "Wild" if len(lower) == 1 else "Wilds"
        wordings = [f"{leads}: up to {len(lower)} lower {suit} or {wilds} could beat it"]
        wordings.append(f"{leads}: up to {len(lower)} lower could beat it")
    wordings.append(leads)
    if damage_of(lead) > 0:
        return tuple(wordings)
    return (
        f"{wordings[0]}; but worth {lead.value}, it deals no damage",
        *(f"{words}; worth {lead.value}: no damage" for words in wordings),
    )


def _named(stack: tuple[TokenAction, ...]) -> tuple[str, str]:
    """Tokens the mover holds, each by name ("a +1 coin and your -2 cheat", in short if two are alike),
    and in short ("2 tokens you hold")."""
    names = []
    for token in stack:
        if isinstance(token, Coin):
            names.append(f"a {token.change:+d} coin")
        elif isinstance(token, AddDamage):
            names.append("a damage token")
        elif isinstance(token, RevealCheat):
            names.append(f"your {token.cheat} cheat")
        elif token.signature in (Signature.SHORT_FUSE, Signature.SUIT_SHIFT):
            joint = " on " if token.signature is Signature.SHORT_FUSE else " to "
            names.append(f"{token.signature}{joint}{token.detail}")
        else:
            names.append(f"{token.signature} {token.detail}".strip())
    short = "a token you hold" if len(stack) == 1 else f"{len(stack)} tokens you hold"
    return in_words(names) if len(set(names)) == len(names) else short, short


def _hit(view: RowdyView, winner: Played) -> tuple[str, str]:
    """The damage a trick's winning card deals to the other side's wrestler in the ring, in full and
    short: a pin, which ends the game, is told in both."""
    side = view.side_of(winner.seat)
    target = view.in_ring[1 - side]
    you = target == view.seat
    name = "you" if you else view.players[target]
    damage = damage_of(winner)
    if damage <= 0:
        return f"no damage, as it is worth {winner.value}", "no damage"
    before = view.health[target]
    step = pin_zone_step(before, damage)
    if is_pinned(step.health):
        pins = f"pins {name}: your side {'wins' if side == view.my_side else 'loses'}"
        return f"{damage} damage {pins}", pins
    short = f"{damage} damage to {name}"
    if before > ZERO_SPACE:
        after = step.health if step.health > ZERO_SPACE else space_name(step.health)
        return f"{damage} damage to {name} ({before} -> {after})", short
    if step.health == before:
        return (
            f"{damage} damage cannot move {name} off {space_name(before)} (needs {PIN_ZONE_NEEDS[before]}+)",
            f"{name} {'stay' if you else 'stays'} on {space_name(before)}",
        )
    return (
        f"{name} {'move' if you else 'moves'} from {space_name(before)} to {space_name(step.health)}",
        short,
    )


def _ends_game(view: RowdyView, board: BoardCopy, last: int) -> bool:
    """Whether the trick, settled on ``board`` with its last card in ``last``, pins a wrestler."""
    winner = trick_winner(board) if last == SLOTS - 1 else None
    best = None if winner is None else board[winner]
    if best is None:
        return False
    target = view.in_ring[1 - view.side_of(best.seat)]
    return is_pinned(pin_zone_step(view.health[target], damage_of(best)).health)


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


def _diamond_words(view: RowdyView, card: Card, *, earns: bool) -> tuple[Clause, Clause]:
    """A card from the mover's Manager diamond: the Manager's move if it clears the bottom three
    while the token still lies under them, else the cards it uncovers (an Aside if ``earns``) or the
    hand it keeps."""
    me = _me(view)
    diamond = view.diamonds[me]
    if card not in diamond:
        return "", ""
    spot = diamond.index(card)
    left = [p for p, c in enumerate(diamond) if c is not None and p != spot]
    uncovers = [
        p for p in left if spot in DIAMOND_COVERS[p] and all(cover not in left for cover in DIAMOND_COVERS[p])
    ]
    clears = spot in DIAMOND_SIGNATURE_UNDER and not set(DIAMOND_SIGNATURE_UNDER) & set(left)
    if clears and view.signature_under_diamond[me]:
        gain = f"you gain {signature_of(view, me)}"
        return Gain((f"clears your diamond's bottom three: {gain}", f"diamond cleared: {gain}")), ""
    if uncovers:
        turns = f"turns up {counted(len(uncovers), 'card')} of your diamond"
        return "", Aside((turns,)) if earns else turns
    return "", "plays from your diamond, keeping your hand"


def _pop_words(view: RowdyView, steps: int, *, spent: bool = False) -> Clause:
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
            unlock = f"{_whose(view, owner)} {signature_of(view, owner)}"
            if not held and unlock not in unlocks:
                unlocks.append(unlock)
    unit = "space" if spent else "icon"  # High Flyer moves the track; a card has Pop icons
    pop, s = (f"{steps} Pop {unit}s", "") if steps > 1 else (f"Pop {unit}", "s")
    said = []
    if gains:
        said.append(f"earn{{s}} {in_words(gains)}")
    if unlocks:
        said.append(f"unlock{{s}} {in_words(unlocks)}")
    if not said:
        return ""
    told = " and ".join(said)
    whose = "High Flyer's " if spent else "its "  # spent: only High Flyer, on a tag, moves the track
    return Gain((f"{whose}{pop} {told.format(s=s)}", f"Pop {told.format(s='s')}"))


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
    if view.signatures[me] and signature_of(view, me) is not Signature.HIGH_FLYER and not headliner_leaves:
        held.append(str(signature_of(view, me)))
    return f"keeps your {in_words(held)} for later" if held else ""


# ---- small facts ----


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


def _card(view: RowdyView, played: Played, *, short: bool = False) -> str:
    """A card on the board by its owner, with what tokens made of it (``short``: by its value alone,
    as the counters are told)."""
    if short:
        return f"{_whose(view, played.seat)} {played.value}"
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


def _rich_words(view: RowdyView, power: Power | None, before: int, after: int) -> Clause:
    """The Rich Get Richer's coin, won or lost by a token that makes the card worth 2 or not."""
    pays = after == RICH_GET_RICHER_VALUE
    if power is not Power.RICH_GET_RICHER or pays == (before == RICH_GET_RICHER_VALUE):
        return ""
    if not _supply(view, Token.COIN):
        return ""
    if pays:
        return Kept(("The Rich Get Richer pays a coin", "+1 coin (Rich Get Richer)"))
    return Kept(("no coin from The Rich Get Richer", "no Rich Get Richer coin"))


def _power(view: RowdyView, seat: int) -> Power | None:
    headliner = HEADLINERS.get(view.characters[seat])
    return None if headliner is None else headliner.power


def _target(board: BoardCopy, slot: int, action: Coin | AddDamage | RevealCheat | UseSignature) -> Played:
    """The card a token changes: Short Fuse's named card, else the card in play."""
    if isinstance(action, UseSignature) and action.signature is Signature.SHORT_FUSE:
        return next(p for p in board if p is not None and p.card.label == action.detail)
    target = board[slot]
    assert target is not None
    return target
