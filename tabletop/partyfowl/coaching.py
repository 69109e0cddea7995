"""Why a Party Fowl move is worth considering: the coach's one line beside a hinted move.

A reason is read off the mover's own view: the house, every duck and every conversation on the
table, the mover's own hand, and the sizes of the others' hands and of the decks. It says only what
the rules make true: a card scores its points at once (twice with a Drink), 21 points win at once, a
room's power goes to whoever leads its topic outright, a Foul zeroes the top card of a stack. What
the decks will bring and what rivals hold stay unsaid, as the mover cannot know them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from ..core.words import counted, in_words
from .actions import Clean, Draw, EndTurn, Foul, Freebie, Move, Peek, Place, Preen, PreenAway, PreenDone, Talk
from .data import (
    ANY,
    BATHROOM,
    CARDS,
    DRINK,
    DRINK_FACTOR,
    FOUL,
    HAND_LIMIT,
    KITCHEN,
    ROOM_OF_TOPIC,
    ROOMS,
    TOPICS,
    WIN_POINTS,
    Kind,
    Power,
    Quack,
    Topic,
)
from .house import Placed, connections, distances
from .quacktions import Table, freebie_uses, quacktion_moves
from .scoring import (
    GOSSIP_ROOMS,
    can_spend,
    controller,
    entry_points,
    spend_order,
    stack_points,
    top_is_fouled,
)
from .views import PartyFowlView

#: Hard's iterations per decision: what half a second of one core buys in this game, a little
#: under the median of four ``python -m benchmarks.strength --calibrate`` runs (4 players,
#: 2026-11-29: one run's figure varies by 10-20% on this shared machine); see
#: :attr:`Game.hard_iterations`.
HARD_ITERATIONS: Final = 200

#: A line longer than this gets no more of the optional clauses (the coach shows one short line).
LONG: Final = 90
#: The longest line the coach shows: a change of room control is never left out to keep under
#: ``LONG``, but a shorter opening makes room for it (:func:`_with_control`).
LINE: Final = 100
#: What one Draw in the Bathroom swaps, from a hand of more than one card.
_ANY_CARDS: Final = "any of your cards for new Party cards"
#: Said of a move that empties a deck, and in place of anything a later turn would bring once one has
#: (``view.last_call``): the game ends when the turn that emptied it does.
ENDS: Final = "the game ends after this turn"


def reason(view: PartyFowlView, action: Any) -> str:
    """Why ``action`` is worth considering for the seat whose view this is, in the game's words."""
    seat = view.seat if view.seat is not None else view.current
    assert seat is not None, "a reason is given to the duck on turn"
    return _REASONS[type(action)](view, seat, action)


# ---- facts read off the view ----


def _power_words(power: Power) -> str:
    """A room's power in a few words, read off its data: "an extra Move", "Fouls one door away"."""
    if power.bonus is not None:
        kind, _, topic = power.bonus.partition(":")
        return f"an extra {kind}" + (f" for {topic}" if topic else "")
    if power.keg_anywhere:
        return "Keg draws in any room"
    if power.foul_next_door:
        return "Fouls one door away"
    return "a look at a hand"


def _joined(base: str, *clauses: str) -> str:
    """``base`` and the clauses that fit, each after a semicolon, most telling first."""
    line = base
    for clause in clauses:
        if clause and len(line) + len(clause) + 2 <= LONG:
            line = f"{line}; {clause}"
    return line


def _with_control(base: str, short: str, control: str, standing: str = "") -> str:
    """``base`` and the room-control clause, which always goes in (a room changing hands is the
    move's news): ``short`` opens the line instead when ``base`` leaves no room for it. At last
    call ``standing`` (who leads as the game ends) follows, where the line has room for it."""
    lines = [base, short] if not control else [f"{base}; {control}", f"{short}; {control}"]
    if standing:
        lines[:0] = [f"{line}; {standing}" for line in lines]
    return next((line for line in lines if len(line) <= LINE), lines[-1])


def _points(card: str, drink: bool) -> int:
    return CARDS[card].points * (DRINK_FACTOR if drink else 1)


def _talk_cards(hand: tuple[str, ...], topic: Topic | None = None) -> list[str]:
    """The conversation cards in ``hand`` (of ``topic`` only, if given), best first."""
    cards = [c for c in hand if CARDS[c].kind is Kind.TALK and (topic is None or CARDS[c].topic is topic)]
    return sorted(cards, key=lambda card: -CARDS[card].points)


def _spent_key(view: PartyFowlView, kind: str, topic: Topic | None = None) -> str | None:
    """Which part of the turn's budget a Quacktion of ``kind`` comes from: a bonus only this use
    can take goes before a standard Quacktion (the engine's ``spend_order``)."""
    left = dict(view.left)
    return next((key for key in spend_order(kind, topic) if left.get(key, 0)), None)


def _after_spending(view: PartyFowlView, kind: str) -> dict[str, int]:
    """The turn's budget once a Quacktion of ``kind`` is spent, to see what is left after a Move."""
    left = dict(view.left)
    key = _spent_key(view, kind)
    if key is not None:
        left[key] -= 1
    return left


def _topic_points(view: PartyFowlView, topic: Topic) -> list[int]:
    index = TOPICS.index(topic)
    return [stack_points(view.stacks[seat][index]) for seat in range(len(view.players))]


def _control_change(view: PartyFowlView, seat: int, topic: Topic, points: list[int]) -> str:
    """What new topic ``points`` do to the control of its room, seen by ``seat`` ("" if nothing)."""
    room = ROOM_OF_TOPIC[topic]
    before = view.control[TOPICS.index(topic)]
    after = controller(points)
    if after == before:
        return ""
    power = ROOMS[room].power
    assert power is not None, "every topic's room has a power"
    if after == seat and view.last_call:  # the game ends with this turn: the power never comes
        return f"you lead the {room}"
    if after == seat:  # the power is held from the leader's next turn, if he still leads then
        return f"you lead the {room}: {_power_words(power)} next turn if you still lead"
    if after is not None:
        return f"the {room} passes to {view.players[after]}"
    assert before is not None
    tie = ": a tie leaves it to nobody" if max(points) > 0 else ""
    return f"{view.players[before]} loses the {room}{tie}"


def _holds(view: PartyFowlView, flag: str) -> bool:
    """Whether a power held this turn has ``flag`` (a ``Power`` field) set."""
    return any(getattr(ROOMS[room].power, flag, False) for room in view.powers)


def _power_room(view: PartyFowlView, flag: str) -> str:
    """The room whose power, held this turn, has ``flag`` (a ``Power`` field) set."""
    return next(room for room in view.powers if getattr(ROOMS[room].power, flag, False))


def _leader(view: PartyFowlView, seat: int, after: str = "", before: str = "") -> str:
    """ "the leader" (or "a joint leader", when tied) with ``before``/``after`` it, if ``seat`` leads."""
    best = max(view.scores)
    if view.scores[seat] != best:
        return ""
    return f"{before}{'the leader' if view.scores.count(best) == 1 else 'a joint leader'}{after}"


def _win_or_total(view: PartyFowlView, seat: int, gained: int) -> str:
    """The mover's points after ``gained``: a win at 21, else the way to 21, or at last call (no
    later turn comes) the points in all."""
    total = view.scores[seat] + gained
    if total >= WIN_POINTS:
        return f"{total} points: {WIN_POINTS} wins the party at once"
    return f"{total} in all" if view.last_call else f"{total} toward {WIN_POINTS}"


def _standing(view: PartyFowlView, seat: int, gained: int) -> str:
    """At last call, who leads once ``seat`` has ``gained`` (the most points win when this turn
    ends, and only the mover acts till then); "" before last call."""
    if not view.last_call:
        return ""
    totals = list(view.scores)
    totals[seat] += gained
    best = max(totals)
    others = [view.players[s] for s, total in enumerate(totals) if total == best and s != seat]
    if totals[seat] < best:
        standing = f"{in_words(others)} {'leads' if len(others) == 1 else 'lead'} with {best}"
    elif others:
        standing = f"you share the lead with {in_words(others)}"
    else:
        standing = "you are ahead"
    return f"{ENDS}: {standing}"


# ---- laying the house ----


def _place(view: PartyFowlView, seat: int, place: Place) -> str:
    house = {placed.cell: placed for placed in view.house}
    house[place.cell] = Placed(place.room, place.cell, place.doors)
    links = connections(house)
    far = distances(links, KITCHEN).get(place.room, 0)
    where = (
        "one Move from the Kitchen, where the ducks start" if far == 1 else f"{far} Moves from the Kitchen"
    )
    others = [room for room in links[place.room] if room != KITCHEN]
    joins = f"joins the {in_words(others)}" if others else ""
    topic = ROOMS[place.room].topic
    if topic is None:
        use = "Fouls are washed off there"
    elif cards := _talk_cards(view.hand, topic):
        use = f"your {in_words(cards)} can score there"
    else:
        use = f"{topic} talk scores there"
    return _joined(where, use, joins)


# ---- Quacktions ----


def _drawable(view: PartyFowlView) -> int:
    """Party cards still to draw before last call: the deck, and its discards if the five-player
    reshuffle is still to come (it takes them in the moment the deck runs out)."""
    return view.party + (view.party_discard if view.reshuffle else 0)


def _draw(view: PartyFowlView, seat: int, draw: Draw) -> str:
    """A Keg card or a Party card; the last card of either deck ends the game after this turn,
    unless the five-player reshuffle refills the Party Deck."""
    hand = view.hand
    if draw.keg:
        here = view.ducks[seat]
        via = (
            ""
            if here == KITCHEN
            else f"the {_power_room(view, 'keg_anywhere')}'s power reaches the Keg here: "
        )
        if view.keg == 1:
            return via + f"takes the Keg's last card: {ENDS}"
        talks = _talk_cards(hand)
        if DRINK in hand or not talks:
            return via + "a Keg card is a Drink or a Freebie (an extra Quacktion)"
        best = talks[0]
        return via + f"a Drink would double your {best} to {_points(best, True)}"
    if view.party == 1 and _drawable(view) > 1:
        discards = counted(view.party_discard, "discard")
        return f"takes the Party Deck's last card: its {discards} are shuffled into a new deck"
    if view.party == 1:
        return f"takes the Party Deck's last card: {ENDS}"
    size = len(hand) + 1
    limit = ", the most a hand may hold" if size == HAND_LIMIT else ""
    if not _talk_cards(hand):
        return f"you hold no conversation card to score with; {size} in hand after it{limit}"
    return f"one more card to choose from, {size} in hand{limit}; the Party Deck down to {view.party - 1}"


def _paid(view: PartyFowlView, left: dict[str, int], kind: str, topic: Topic | None = None) -> str:
    """What pays, this turn, for a Quacktion of ``kind`` after a Move ("" if nothing does): what is
    left of the budget, else a Freebie in hand (played at any moment of the turn) that adds one.
    A topic's bonus Play pays for that topic's cards only (``spend_order``), never a Foul or wash."""
    if can_spend(left, kind, topic):
        return f"a {kind} is left for it"
    freebie = next(
        (
            card
            for card in view.hand
            if CARDS[card].kind is Kind.FREEBIE and {kind, ANY} & set(CARDS[card].grants)
        ),
        None,
    )
    return f"your {freebie} pays for it now" if freebie else ""


def _move(view: PartyFowlView, seat: int, move: Move) -> str:
    """What the room moved to offers: only what this turn can still pay for (what is left after
    the Move, or a Freebie held) is said to come now; a card to play waits for next turn, unless
    a deck is empty (last call): then the game ends before it, and the line says so. A Keg Draw
    also needs room in the hand (:func:`_keg_draw`), and the Kitchen is no goal for its Keg when a
    power held this turn reaches the Keg from any room."""
    room, here = move.room, view.ducks[seat]
    left = _after_spending(view, Quack.MOVE)
    topic = ROOMS[room].topic
    later = "the game ends before" if view.last_call else "next turn"
    if topic is not None and (cards := _talk_cards(view.hand, topic)):
        best = cards[0]
        drink = f" ({_points(best, True)} with your Drink)" if DRINK in view.hand else ""
        if paid := _paid(view, left, Quack.PLAY, topic):
            return f"your {best} scores there{drink}; {paid}"
        if view.last_call:
            return f"your {best} scores there{drink}, but the game ends before you can play it"
        return f"your {best} scores there{drink}; play it next turn"
    if room == BATHROOM:
        fouled = [stack[-1][0] for stack in view.stacks[seat] if top_is_fouled(stack)]
        if fouled and (paid := _paid(view, left, Quack.PLAY)):
            return f"a Play there washes the Foul off your {fouled[0]}; {paid}"
        if fouled:
            return f"{later} a Play there can wash the Foul off your {fouled[0]}"
        swaps = "your one card for a new Party card" if len(view.hand) == 1 else _ANY_CARDS
        if view.hand and view.party and (paid := _paid(view, left, Quack.DRAW)):
            return f"one Draw there swaps {swaps}; {paid}"
        if view.hand and view.party:
            return f"{later} one Draw there can swap {swaps}"
    if room == KITCHEN and view.keg and not _holds(view, "keg_anywhere"):  # else the Keg is in reach
        talks = _talk_cards(view.hand)
        if talks and DRINK not in view.hand:
            keg = f"back to the Keg: a Drink would double your {talks[0]}"
        else:
            keg = "back to the Kitchen and its Keg Deck of Drinks and Freebies"
        if now := _keg_draw(view, left):
            return _joined(f"{keg}; {now}", _ending(view))
        if view.last_call:
            return f"{keg}, but the game ends before you can draw"
        if len(view.hand) >= HAND_LIMIT:
            return f"{keg}; no Draw while you hold {HAND_LIMIT} cards"
        return f"{keg}; draw next turn"
    paid = _paid(view, left, Quack.PLAY)
    if FOUL in view.hand and paid and (prey := _prey_in(view, seat, room)):
        return f"a Foul there could cover {prey}; {paid}"
    return _toward(view, seat, here, room)


def _keg_draw(view: PartyFowlView, left: dict[str, int]) -> str:
    """What lets a Keg Draw come this turn once in the Kitchen ("" if nothing): as :func:`_paid`
    says, but a Draw is refused while the hand holds ``HAND_LIMIT`` cards, so with a full hand
    only a Freebie played first makes room (and one that adds a Draw pays for it too)."""
    if len(view.hand) < HAND_LIMIT or not can_spend(left, Quack.DRAW):
        return _paid(view, left, Quack.DRAW)
    freebie = next((card for card in view.hand if CARDS[card].kind is Kind.FREEBIE), None)
    return f"{HAND_LIMIT} in hand: play your {freebie} first" if freebie else ""


def _ending(view: PartyFowlView) -> str:
    """At last call, that the game ends with this turn: no later turn comes to use what a Move
    is heading for ("" before last call)."""
    return ENDS if view.last_call else ""


def _prey_in(view: PartyFowlView, seat: int, room: str) -> str:
    """The biggest open top card of a rival whose duck stands in ``room`` ("" if none)."""
    best: tuple[int, str] | None = None
    for other, where in enumerate(view.ducks):
        if other == seat or where != room:
            continue
        for stack in view.stacks[other]:
            if stack and not stack[-1][2]:
                found = (entry_points(stack[-1]), f"{view.players[other]}'s {stack[-1][0]}")
                best = found if best is None or found[0] > best[0] else best
    return "" if best is None else best[1]


def _toward(view: PartyFowlView, seat: int, here: str, room: str) -> str:
    """A step toward the nearest room where the hand scores, or why leaving ``here`` is no loss; at
    last call, before where the room leads on to, that the game ends after this turn."""
    links = dict(view.links)
    from_here, from_there = distances(links, here), distances(links, room)
    goals: dict[str, str] = {}  # room -> the best card of the hand that scores there
    for card in _talk_cards(view.hand):
        topic = CARDS[card].topic
        assert topic is not None
        goals.setdefault(ROOM_OF_TOPIC[topic], card)
    nearer = [
        (from_there[goal], goal)
        for goal in goals
        if goal in from_there and from_there[goal] < from_here[goal]
    ]
    if nearer:
        _, goal = min(nearer)
        return _joined(f"a step toward the {goal}, where your {goals[goal]} scores", _ending(view))
    onward = [other for other in links[room] if other != here]
    leads = f"the {room} leads on to the {in_words(onward)}" if onward else ""
    topic = ROOMS[here].topic
    if topic is None or not _talk_cards(view.hand, topic):
        return _joined(f"nothing in your hand scores in the {here}", _ending(view), leads)
    # Leaving a room where the hand scores: where the move leads on to, not a reason against going.
    talk = ROOMS[room].topic
    where = leads or (f"the {room}, where {talk} talk scores" if talk else f"on to the {room}")
    return _joined(where, _ending(view))


def _talk(view: PartyFowlView, seat: int, talk: Talk) -> str:
    card = CARDS[talk.card]
    assert card.topic is not None
    points = _points(talk.card, talk.drink)
    after = _topic_points(view, card.topic)
    after[seat] += points
    stack = view.stacks[seat][TOPICS.index(card.topic)]
    scored = f"{points} (a Drink doubles the {card.points})" if talk.drink else counted(points, "point")
    total = _win_or_total(view, seat, points)
    base = f"scores {scored}: {total}"
    if view.scores[seat] + points >= WIN_POINTS:
        return base
    lock = f"locks the Foul on your {stack[-1][0]} in for good" if top_is_fouled(stack) else ""
    key = _spent_key(view, Quack.PLAY, card.topic)
    bonus = f"the {ROOM_OF_TOPIC[card.topic]}'s extra Play pays" if key and ":" in key else ""
    control = _control_change(view, seat, card.topic, after)
    standing = _standing(view, seat, points)
    return _joined(_with_control(base, f"scores {points}: {total}", control, standing), lock, bonus)


def _foul(view: PartyFowlView, seat: int, foul: Foul) -> str:
    topic = CARDS[foul.card].topic
    assert topic is not None
    target = foul.target
    top = view.stacks[target][TOPICS.index(topic)][-1]
    lost = entry_points(top)
    score = view.scores[target]
    after = _topic_points(view, topic)
    after[target] -= lost
    lead = _leader(view, target, ", ")
    base = f"takes {lost} off {foul.who} ({lead}{score} to {score - lost})"
    control = _control_change(view, seat, topic, after)
    line = _with_control(base, f"takes {lost} off {foul.who}", control)
    drink = "its Drink scores nothing either" if top[1] else ""
    theirs, mine = view.ducks[target], view.ducks[seat]
    reach = ""
    if theirs != mine:
        gossip = view.gossip and theirs in GOSSIP_ROOMS and mine not in GOSSIP_ROOMS
        if gossip:
            reach = f"Gossip reaches the {theirs}"
        else:
            reach = f"the {_power_room(view, 'foul_next_door')} reaches next door"
    return _joined(line, reach, drink)


def _clean(view: PartyFowlView, seat: int, clean: Clean) -> str:
    topic = CARDS[clean.card].topic
    assert topic is not None
    card, drink, _ = view.stacks[seat][TOPICS.index(topic)][-1]
    back = entry_points((card, drink, False))
    after = _topic_points(view, topic)
    after[seat] += back
    total = _win_or_total(view, seat, back)
    base = f"{counted(back, 'point')} back: {total}"
    if view.scores[seat] + back >= WIN_POINTS:  # the party ends with the wash: no room's power comes
        return base
    control = _control_change(view, seat, topic, after)
    return _with_control(base, f"{back} back: {total}", control, _standing(view, seat, back))


def _preen(view: PartyFowlView, seat: int, _: Preen) -> str:
    ones = [card for card in view.hand if CARDS[card].kind is Kind.TALK and CARDS[card].points == 1]
    if len(view.hand) == 1:
        base = "one Draw swaps your one card for a new Party card"
        ones = []  # the one card is the swap already
    else:
        base = f"one Draw swaps any of your {counted(len(view.hand), 'card')} for new Party cards"
    short = (
        f"only {counted(_drawable(view), 'card')} left to draw" if _drawable(view) < len(view.hand) else ""
    )
    spare = f"{counted(len(ones), 'one-point card')} could go" if ones else ""
    return _joined(base, short, spare)


def _preen_away(view: PartyFowlView, seat: int, away: PreenAway) -> str:
    card = CARDS[away.card]
    if card.kind is Kind.TALK:
        assert card.topic is not None
        gives = f"gives up a {card.points}-point card that scores only in the {ROOM_OF_TOPIC[card.topic]}"
    elif card.kind is Kind.FOUL:
        gives = "gives up a Foul, which scores you nothing itself"
    elif card.kind is Kind.DRINK:
        gives = "gives up a Drink, which only doubles a card played with it"
    else:
        gives = f"gives up {away.card}'s extra Quacktion"
    swapped = len(view.preening) + 1
    short = f"the Party Deck gives back only {_drawable(view)}" if _drawable(view) < swapped else ""
    return _joined(f"{gives}, for a new Party card", short)


def _preen_done(view: PartyFowlView, seat: int, _: PreenDone) -> str:
    """The new cards come before the old ones are discarded. A preen that draws every card left to
    draw (the five-player reshuffle may refill the deck mid-preen) empties the Party Deck, and the
    game ends after this turn: that is said first, and that the deck runs short of the cards set
    aside."""
    aside = len(view.preening)
    drawn = min(aside, _drawable(view))
    if drawn == _drawable(view):
        cards = "card" if drawn == 1 else f"{drawn} cards"
        takes = "takes" if drawn == aside else "only"
        return f"{takes} the Party Deck's last {cards} for the {aside} set aside: {ENDS}"
    return (
        f"{counted(drawn, 'new Party card')} first, then the {aside} set aside are discarded: none comes back"
    )


def _freebie(view: PartyFowlView, seat: int, freebie: Freebie) -> str:
    grants = CARDS[freebie.card].grants
    adds = in_words(
        [f"a {grant} Quacktion" if grant != ANY else "a Quacktion of any kind" for grant in grants]
    )
    table = Table.seen_in(view)
    uses = freebie_uses(table, dict(view.left), view.hand, freebie.card)
    rest = list(view.hand)
    rest.remove(freebie.card)
    already = set(quacktion_moves(table, dict(view.left), rest))  # what the turn could pay for anyway
    new = [move for move in uses if move not in already]
    talks = sorted((move for move in new if isinstance(move, Talk)), key=lambda t: -_points(t.card, t.drink))
    if talks:
        best = talks[0]
        return f"adds {adds}: your {best.card} can score {_points(best.card, best.drink)} here"
    topic = ROOMS[view.ducks[seat]].topic
    cards = _talk_cards(tuple(rest), topic) if topic is not None else []
    plays = sum(dict(view.left).get(key, 0) for key in spend_order(Quack.PLAY, topic))
    if len(cards) > plays and any(isinstance(move, Talk) for move in uses):  # one card more can score
        return (
            f"adds {adds}: {counted(plays + 1, 'Play')} here, for your {counted(len(cards), f'{topic} card')}"
        )
    if any(isinstance(move, Clean) for move in new):
        return f"adds {adds}: enough to wash a Foul off your cards here"
    if fouls := [move for move in new if isinstance(move, Foul)]:
        return f"adds {adds}: enough to foul {fouls[0].who}'s {fouls[0].card}"
    kinds = [
        kind
        for kind, moves in (("Draw", (Draw, Preen)), ("Move", (Move,)))
        if any(isinstance(move, moves) for move in uses)
    ]
    if kinds:
        return f"adds {adds}: one more {' or '.join(kinds)} this turn"
    if uses:  # nothing it alone makes possible
        return f"adds {adds}; it lasts the turn"
    return f"adds {adds}, with no use in the {view.ducks[seat]} yet; it lasts the turn"


def _peek(view: PartyFowlView, seat: int, peek: Peek) -> str:
    held = view.hand_sizes[peek.target]
    if not held:
        return f"the Home Theater's look would show nothing: {peek.who} holds no cards"
    lead = _leader(view, peek.target, "", ", ")
    cards = counted(held, "card")
    return f"the Home Theater's power shows you the {cards} of {peek.who}{lead}, for no Quacktion"


def _end_turn(view: PartyFowlView, seat: int, _: EndTurn) -> str:
    if view.last_call:
        best = max(view.scores)
        winners = [view.players[s] for s, score in enumerate(view.scores) if score == best]
        you = view.players[seat] in winners
        who = "you" if you and len(winners) == 1 else in_words(winners)
        verb = "win" if who == "you" else ("wins" if len(winners) == 1 else "share the win")
        return f"the {view.last_call} is empty: the game ends and {who} {verb} with {best}"
    unspent = view.quacktions_left()
    nxt = view.players[(seat + 1) % len(view.players)]
    if unspent:
        return f"passes to {nxt} with {counted(unspent, 'Quacktion')} unspent: they do not carry over"
    kept = sum(1 for card in view.hand if CARDS[card].kind is Kind.FREEBIE)
    keeps = f"{counted(kept, 'Freebie')} kept for a later turn" if kept else ""
    return _joined(f"nothing left to spend: play passes to {nxt}", keeps)


#: The reason for each kind of move.
_REASONS: Final[dict[type, Callable[[PartyFowlView, int, Any], str]]] = {
    Place: _place,
    Draw: _draw,
    Move: _move,
    Talk: _talk,
    Foul: _foul,
    Clean: _clean,
    Preen: _preen,
    PreenAway: _preen_away,
    PreenDone: _preen_done,
    Freebie: _freebie,
    Peek: _peek,
    EndTurn: _end_turn,
}
