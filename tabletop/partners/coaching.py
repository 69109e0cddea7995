"""The coach's one-line reason for a Partners move: what it gains, spends or risks, in the game's words.

Every reason is a fact of the mover's view: the board is face up, so the coach moves the pieces on a
copy with the engine's own :mod:`.track` functions and reads off what happened (a capture, a piece
home, a pair made) and what now stands near (an opponent's piece a count behind). It never guesses at
other hands or the deck: a threat is told as where the pieces stand, not as what will be played.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final

from ..core.words import clauses_within, counted, in_words
from .actions import Action, Give, GiveUp, Move, PlaySeven, Step, Switch
from .data import (
    BACKWARD,
    CIRCLE,
    COLOURS,
    HOUSE,
    LAP,
    NUMBERED,
    PIECES,
    PLAYERS,
    SECTION,
    SPLIT,
    STARTS,
    STEPS,
    TRACK,
    Kind,
)
from .track import (
    ALL_PIECES,
    backward,
    blocked_starts,
    can_come_out,
    controlled,
    forward,
    is_pair,
    land,
    piece_name,
    progress,
    seven_moves,
    seven_playable,
    start_field,
    team_home,
)
from .views import PartnersView

#: Hard's iterations per decision: what half a second of one core buys in this game, a little
#: under the median of four ``python -m benchmarks.strength --calibrate`` runs (4 players,
#: 2026-11-29: one run's figure varies by 10-20% on this shared machine); see
#: :attr:`Game.hard_iterations`.
HARD_ITERATIONS = 90

#: A reason keeps the clauses that fit in this many characters (the first is always kept, and is
#: written to fit).
WIDTH = 90

Board = tuple[list[int], list[bool]]


def reason(view: PartnersView, action: Action) -> str:
    """Why ``action`` is worth considering for the seat whose ``view`` this is."""
    seat = view.current if view.seat is None else view.seat
    assert seat is not None, "a reason is asked of the seat to move"
    if isinstance(action, Move):
        came_out = view.pieces[action.piece] == CIRCLE
        return _joined(_move_clauses(view, seat, action.piece, action.to, came_out, action.card))
    if isinstance(action, Step):
        return _joined(_step_clauses(view, seat, action))
    if isinstance(action, Switch):
        return _joined(_switch_clauses(view, action))
    if isinstance(action, PlaySeven):
        return _seven(view, seat)
    if isinstance(action, Give):
        return _joined(_give_clauses(view, seat, action.card))
    assert isinstance(action, GiveUp)
    return _give_up(view, seat)


def _joined(clauses: Iterable[str]) -> str:
    """The clauses, most telling first, joined with "; " while they fit in :data:`WIDTH`."""
    return clauses_within(clauses, WIDTH)


def _to_go(pos: Sequence[int], fresh: Sequence[bool], piece: int) -> int:
    """Numbered steps from a piece on the track to the first field of its house (1 on its own start
    field once it has gone round, 57 just brought out)."""
    return LAP + 1 - progress(pos, fresh, piece)


def _after(view: PartnersView, piece: int, to: int, came_out: bool) -> tuple[Board, list[int]]:
    """The board once ``piece`` lands on ``to``, and the pieces that landing sent to their circles."""
    pos, fresh = list(view.pieces), list(view.fresh)
    sent = land(pos, fresh, piece, to, came_out=came_out)
    return (pos, fresh), sent


#: Forward counts no card moves one piece in one go (the 4): only a part of a split 7 lands them,
#: with the rest of the 7 taken by another piece.
SPLIT_ONLY: Final = (
    frozenset(range(1, NUMBERED + 1)) - {SPLIT} - {n for counts in STEPS.values() for n in counts}
)


def _chaser(pos: Sequence[int], fresh: Sequence[bool], piece: int) -> tuple[int, int] | None:
    """The opponents' piece nearest behind ``piece`` that a forward count of 1 to 14 would land on
    it (every such count is on some card; a count of :data:`SPLIT_ONLY` only where a split 7 of its
    player can make it), with that count; else one ahead of it that a -4 would land on, with the count
    ``-BACKWARD``. None when the piece is off the track, half of a pair (landing on a pair sends the
    lander back) or out of every such reach."""
    place = pos[piece]
    if not 0 <= place < TRACK or is_pair(pos, piece):
        return None
    team = piece // PIECES % 2
    blocked = blocked_starts(pos)
    found: tuple[int, int] | None = None
    backer: tuple[int, int] | None = None
    for other in ALL_PIECES:
        if other // PIECES % 2 == team or not 0 <= pos[other] < TRACK:
            continue
        for steps in range(1, NUMBERED + 1):
            if (
                (found is None or steps < found[1])
                and place in forward(pos, fresh, other, steps, blocked)
                and (steps not in SPLIT_ONLY or _split_lands(pos, fresh, other, steps, place))
            ):
                found = (other, steps)
                break
        if backer is None and backward(pos, other, BACKWARD, blocked) == place:
            backer = (other, -BACKWARD)
    return found or backer


def _split_lands(pos: Sequence[int], fresh: Sequence[bool], piece: int, steps: int, place: int) -> bool:
    """Whether a split 7 of the player who moves ``piece`` could move it ``steps`` onto ``place``,
    the rest of the 7 going to another of their pieces."""
    return any(
        (piece, steps, place) in seven_moves(pos, fresh, seat, SPLIT)
        for seat in range(PLAYERS)
        if piece in controlled(pos, seat)
    )


def _threat(chaser: tuple[int, int]) -> str:
    """Where the opponents' piece that could land on a piece stands, as :func:`_chaser` found it."""
    other, steps = chaser
    if steps < 0:
        return f"but {piece_name(other)} can land on it with a -4"
    return f"but {piece_name(other)} stands {counted(steps, 'step')} behind it"


def _whose(piece: int, seat: int) -> str:
    """A piece's name, marked as the partner's when it is not the mover's own colour."""
    colour = piece // PIECES
    partner = " (your partner's)" if colour == (seat + 2) % PLAYERS else ""
    return f"{piece_name(piece)}{partner}"


def _move_clauses(
    view: PartnersView, seat: int, piece: int, to: int, came_out: bool, card: Kind | None
) -> list[str]:
    """What moving ``piece`` to ``to`` does, most telling first (``card`` None: a part of a 7)."""
    pos, fresh = view.pieces, view.fresh
    (after, after_fresh), sent = _after(view, piece, to, came_out)
    name, colour = piece_name(piece), piece // PIECES
    clauses: list[str] = []
    lap_lost = False  # the piece ran past its own house: that outweighs a pair it makes
    if to >= HOUSE and _team_home(after, seat) == 2 * PIECES:
        return ["brings the team's eighth piece home: the game is won"]
    if piece in sent:
        pair = COLOURS[_colour_at(pos, to)]
        return [f"lands on {pair}'s pair, so {name} goes back to its circle instead"]
    for victim in sent:
        clauses.append(_capture(victim, seat))
    if came_out:
        clauses.append(_coming_out(view, seat, piece))
    elif to >= HOUSE:
        clauses.append(_housing(view, seat, piece, to, after))
    elif card is Kind.MINUS_4:
        clauses.append(_backing(pos, fresh, piece, after, after_fresh))
    else:
        gained = progress(after, after_fresh, piece) - progress(pos, fresh, piece)
        to_go = _to_go(after, after_fresh, piece)
        lap_lost = gained < 0  # it passed its own start field on the track: the house is a lap away again
        if lap_lost:
            clauses.append(f"runs past its house: another lap, {counted(to_go, 'step')} to go")
        else:
            clauses.append(f"{counted(gained, 'step')} on, {to_go} from its house")
    if 0 <= to < TRACK and not came_out and is_pair(after, piece):
        clauses.insert(
            len(sent) + lap_lost, f"makes a pair with {_partner_on(after, piece)}: no capture or Switch"
        )
    chased, was = _chaser(after, after_fresh, piece), _chaser(pos, fresh, piece)
    if chased is not None:  # a warning outweighs the steps gained beside a capture, and all freed or spent
        clauses.insert(len(sent) if sent else len(clauses), _threat(chased))
    elif was is not None and 0 <= to < TRACK and was[0] not in sent:
        where = "behind" if was[1] > 0 else "ahead of"
        clauses.append(f"gets away from {piece_name(was[0])}, {counted(abs(was[1]), 'step')} {where} it")
    waiting = [p for p in range(colour * PIECES, colour * PIECES + PIECES) if can_come_out(pos, p)]
    if card in STARTS and not came_out and waiting:
        left = view.in_circle(colour)
        clauses.append(f"spends a Start while {left} of its pieces wait{'s' * (left == 1)} in the circle")
    if _blocks_alone(pos, piece):
        clauses.append(f"frees the {COLOURS[colour].lower()} start field for other colours to pass")
    return clauses


def _blocks_alone(pos: Sequence[int], piece: int) -> bool:
    """Whether ``piece`` is the one piece of its colour on its own start field, the whole block there."""
    colour = piece // PIECES
    return (
        pos[piece] == start_field(colour)
        and pos[colour * PIECES : colour * PIECES + PIECES].count(pos[piece]) == 1
    )


def _capture(victim: int, seat: int) -> str:
    """A piece sent home by a landing: the opponents' loss, or the team's own when it is the partner's."""
    if victim // PIECES % 2 == seat % 2:
        return f"sends {_whose(victim, seat)} back to its circle, a loss for your team"
    return f"sends {piece_name(victim)} back to its circle"


def _coming_out(view: PartnersView, seat: int, piece: int) -> str:
    """A piece brought onto its start field: a new runner, and a block or a pair there."""
    colour = piece // PIECES
    start = start_field(colour)
    new = "a new piece" if colour == seat else f"a {COLOURS[colour]} piece"
    out = f"brings {new} out" if colour == seat else f"brings {new} out for your partner"
    if start in view.pieces[colour * PIECES : colour * PIECES + PIECES]:
        return f"{out}, making a pair on its start field"
    return f"{out}; it blocks its start field to other colours"


def _housing(view: PartnersView, seat: int, piece: int, to: int, after: Sequence[int]) -> str:
    """A piece moving into its house, or deeper in; or the seat's last piece home, after which its
    cards move the partner's pieces."""
    field = to - HOUSE + 1
    own = after[seat * PIECES : seat * PIECES + PIECES]
    if piece // PIECES == seat and min(own) >= HOUSE:
        partner = COLOURS[(seat + 2) % PLAYERS]
        return f"brings your last piece home (house {field}): your cards then move {partner}'s pieces"
    if view.pieces[piece] >= HOUSE:
        return f"moves it deeper in, to house {field}, making room behind it"
    return f"takes it into its house (house {field}), where it is safe"


def _backing(
    pos: Sequence[int], fresh: Sequence[bool], piece: int, after: list[int], after_fresh: list[bool]
) -> str:
    """What a -4 does for the piece it moves: a short cut to its house, or the steps it loses (three
    off a start field, which is not counted as a step: START_FIELDS_SKIPPED)."""
    to_go = _to_go(after, after_fresh, piece)
    lost = progress(pos, fresh, piece) - progress(after, after_fresh, piece)
    if lost < 0:
        return f"the -4 puts it {counted(to_go, 'step')} from its house, not a lap"
    return f"the -4 costs it {counted(lost, 'step')} ({to_go} from its house)"


def _team_home(pos: Sequence[int], seat: int) -> int:
    return sum(1 for piece in ALL_PIECES if piece // PIECES % 2 == seat % 2 and pos[piece] >= HOUSE)


def _colour_at(pos: Sequence[int], field: int) -> int:
    return next(piece // PIECES for piece in ALL_PIECES if pos[piece] == field)


def _partner_on(pos: Sequence[int], piece: int) -> str:
    """The other piece of the pair ``piece`` now makes."""
    return next(piece_name(p) for p in ALL_PIECES if p != piece and pos[p] == pos[piece])


def _step_clauses(view: PartnersView, seat: int, step: Step) -> list[str]:
    """A part of a split 7: what it does, then what becomes of the steps left (after a warning that
    an opponent's piece can land on it, which outweighs a count the table shows anyway)."""
    clauses = _move_clauses(view, seat, step.piece, step.to, False, None)
    rest = view.seven_left - step.steps
    (after, _), _ = _after(view, step.piece, step.to, False)
    if clauses[0].startswith("brings the team's eighth"):
        return clauses
    if rest and min(after[seat * PIECES : seat * PIECES + PIECES]) >= HOUSE and step.piece // PIECES == seat:
        partner = COLOURS[(seat + 2) % PLAYERS]
        return [*clauses[:1], f"the 7's other {counted(rest, 'step')} go to {partner}'s pieces", *clauses[1:]]
    left = f"{counted(rest, 'step')} of the 7 left for another piece" if rest else "uses up the 7"
    threats = [clause for clause in clauses[1:] if clause.startswith("but ")]
    others = [clause for clause in clauses[1:] if not clause.startswith("but ")]
    return [*clauses[:1], *threats, left, *others]


def _switch_clauses(view: PartnersView, switch: Switch) -> list[str]:
    """A Switch: how far each piece comes on or falls back, best for the mover's team first."""
    seat = view.current if view.seat is None else view.seat
    assert seat is not None
    pos, fresh = view.pieces, view.fresh
    after, after_fresh = list(pos), list(fresh)
    a, b = switch.first, switch.second
    after[a], after[b] = pos[b], pos[a]
    after_fresh[a] = after_fresh[b] = False
    told = []
    for piece in (a, b):
        change = progress(after, after_fresh, piece) - progress(pos, fresh, piece)
        ours = piece // PIECES % 2 == seat % 2
        told.append((change if ours else -change, piece, change, ours))
    clauses: list[str] = []
    told_good = False
    for _, piece, change, ours in sorted(told, reverse=True):
        text = _switched(piece, change, after, after_fresh, ours)
        good = change == 0 or (change > 0) == ours  # "but" only before a cost to the team
        clauses.append(f"but {text}" if clauses and told_good and not good else text)
        told_good = told_good or good
    for piece in (a, b):
        colour = piece // PIECES
        if _blocks_alone(pos, piece):
            clauses.append(f"ends {COLOURS[colour]}'s block on its start field")
        owner, number = divmod(after[piece], SECTION)
        if number == 0 and owner != colour and view.in_circle(owner):
            where = f"the {COLOURS[owner].lower()} start field"
            clauses.append(
                f"leaves {piece_name(piece)} on {where}: a {COLOURS[owner]} piece coming out captures it"
            )
    return clauses


def _switched(piece: int, change: int, after: Sequence[int], after_fresh: Sequence[bool], ours: bool) -> str:
    """One switched piece's gain or loss in steps toward its own house (``ours``: the mover's team's)."""
    name = piece_name(piece)
    if change > 0 and ours:
        to_go = _to_go(after, after_fresh, piece)
        return f"puts {name} {counted(to_go, 'step')} from its house, {change} nearer"
    if change > 0:
        return f"lets {name} gain {counted(change, 'step')}"
    if change == 0:
        return f"leaves {name} no nearer its house"
    return f"{'costs your' if ours else 'sets'} {name} {counted(-change, 'step')}{'' if ours else ' back'}"


def _seven(view: PartnersView, seat: int) -> str:
    """The 7 played: the best its first part could do, by the engine's own list of parts."""
    pos, fresh = view.pieces, view.fresh
    parts = seven_moves(pos, fresh, seat, SPLIT)
    best = ""
    for piece, _, to in parts:
        _, sent = _after(view, piece, to, False)
        if any(victim // PIECES % 2 != seat % 2 for victim in sent):
            victim = next(v for v in sent if v // PIECES % 2 != seat % 2)
            return f"its seven steps can be split to send {piece_name(victim)} back to its circle"
        if to >= HOUSE and pos[piece] < HOUSE and not best:
            best = f"its seven steps can be split to take {piece_name(piece)} into its house"
    if best:
        return best
    movers = sorted(_split_movers(pos, fresh, seat))
    if len(movers) == 1:
        first = piece_name(movers[0])
        return f"its seven steps start with {first}, the one piece able to move; none moves twice"
    return f"its seven steps may be shared among {len(movers)} pieces able to move, none moving twice"


def _split_movers(pos: Sequence[int], fresh: Sequence[bool], seat: int) -> set[int]:
    """Every piece that takes a part of some legal split of a 7 from this board: not only the pieces
    able to take its first part, but those a part frees (a piece moving on along the house) or that
    take over (the partner's, once the seat's last piece is home: SEVEN_CONTINUES), walking the
    engine's own list of parts (:func:`seven_moves`) through every split."""
    movers: set[int] = set()
    seen: set[tuple[tuple[int, ...], tuple[bool, ...], int, frozenset[int]]] = set()

    def walk(pos: list[int], fresh: list[bool], left: int, moved: frozenset[int]) -> None:
        key = (tuple(pos), tuple(fresh), left, moved)
        if key in seen:
            return
        seen.add(key)
        for piece, steps, to in seven_moves(pos, fresh, seat, left, moved):
            movers.add(piece)
            after, after_fresh = list(pos), list(fresh)
            land(after, after_fresh, piece, to)
            if steps < left and team_home(after, seat) < 2 * PIECES:  # a win needs no more steps
                walk(after, after_fresh, left - steps, moved | {piece})

    walk(list(pos), list(fresh), SPLIT, frozenset())
    return movers


def _uses(pos: Sequence[int], fresh: Sequence[bool], seat: int, card: Kind) -> list[tuple[int, int, bool]]:
    """Every single-piece move ``card`` gives ``seat`` on this board: (piece, field, comes out)."""
    blocked = blocked_starts(pos)
    found = []
    for piece in controlled(pos, seat):
        if card in STARTS and can_come_out(pos, piece):
            found.append((piece, start_field(piece // PIECES), True))
        if pos[piece] == CIRCLE:
            continue
        if card is Kind.MINUS_4 and (to := backward(pos, piece, BACKWARD, blocked)) is not None:
            found.append((piece, to, False))
        for steps in STEPS[card]:
            found += [(piece, to, False) for to in forward(pos, fresh, piece, steps, blocked)]
    return found


def _best_use(view: PartnersView, seat: int, card: Kind) -> str | None:
    """The most telling thing ``seat`` could do with ``card`` on the board as it stands, or None."""
    if card is Kind.SWITCH:
        return None
    if card is Kind.SEVEN:
        return "use all seven steps" if seven_playable(view.pieces, view.fresh, seat) else None
    pos, fresh = view.pieces, view.fresh
    ranked: list[tuple[int, str]] = []
    for piece, to, out in _uses(pos, fresh, seat, card):
        (after, after_fresh), sent = _after(view, piece, to, out)
        caught = [v for v in sent if v // PIECES % 2 != seat % 2]
        if caught:
            ranked.append((3 * LAP, f"send {piece_name(caught[0])} back to its circle"))
        elif piece in sent:
            ranked.append(
                (-LAP, f"only land {piece_name(piece)} on a pair, which sends it back to its circle")
            )
        elif sent:  # a teammate's single piece (PARTNER_CAPTURE): worse than any harmless move
            victim = sent[0]
            ranked.append(
                (
                    -LAP - 1 - progress(pos, fresh, victim),
                    f"only send {piece_name(victim)} back to its circle, a loss for your team",
                )
            )
        elif to >= HOUSE and pos[piece] < HOUSE:
            ranked.append((2 * LAP, f"take {piece_name(piece)} into its house"))
        elif out:
            ranked.append((LAP, "bring a piece out of the circle"))
        elif pos[piece] >= HOUSE:
            ranked.append((to - pos[piece], f"move {piece_name(piece)} deeper in, to house {to - HOUSE + 1}"))
        else:
            gained = progress(after, after_fresh, piece) - progress(pos, fresh, piece)
            to_go = _to_go(after, after_fresh, piece)
            if gained < 0:
                ranked.append((gained, f"only set {piece_name(piece)} back {counted(-gained, 'step')}"))
            elif to_go <= NUMBERED:
                ranked.append((gained, f"put {piece_name(piece)} {counted(to_go, 'step')} from its house"))
            else:
                ranked.append((gained, f"move {piece_name(piece)} {counted(gained, 'step')} on"))
    return max(ranked)[1] if ranked else None


def _give_clauses(view: PartnersView, seat: int, card: Kind) -> list[str]:
    """A card passed to the partner: what it could do for them, and what it would leave you."""
    partner = (seat + 2) % PLAYERS
    if card is Kind.SWITCH:
        return ["a Switch gives your partner the same choice of pieces it gives you: it needs no piece out"]
    clauses = []
    theirs, mine = _best_use(view, partner, card), _best_use(view, seat, card)
    # Only while a piece can come out: not with two of theirs on their start field (THIRD_PIECE).
    can_bring_out = any(can_come_out(view.pieces, piece) for piece in controlled(view.pieces, partner))
    if card in STARTS and can_bring_out and _moves_own(view.pieces, partner):
        waiting = counted(view.in_circle(partner), "piece")
        clauses.append(f"your partner has {waiting} in the circle, and only a Start card brings one out")
    if theirs is None and mine is None:
        return [*clauses, "neither you nor your partner has a move with it now"]
    clauses.append(f"your partner could now {theirs}" if theirs else "your partner has no move with it now")
    if mine is None:
        clauses.append("you have no move with it now")
    elif view.hand.count(card) > 1:
        clauses.append(f"you keep another {card}")
    elif not mine.startswith("only"):
        clauses.append(f"you could {mine}")
    return clauses


def _moves_own(pos: Sequence[int], seat: int) -> bool:
    """Whether ``seat`` still moves its own pieces (not all four home yet)."""
    return controlled(pos, seat).start == seat * PIECES


def _give_up(view: PartnersView, seat: int) -> str:
    """Why the hand goes down: what keeps every card from moving (a Switch moves no piece of the
    player's own, but needs two single pieces of different colours on the track)."""
    pos = view.pieces
    pieces = controlled(pos, seat)
    switch = "a Switch needs single pieces of two colours on the track"
    if all(pos[piece] == CIRCLE for piece in pieces) and not STARTS & set(view.hand):
        if Kind.SWITCH in view.hand:
            return f"no Start card brings a piece out; {switch}"
        return "every piece you move waits in the circle, and you hold no Start card to bring one out"
    kinds = list(dict.fromkeys(view.hand))
    cards = in_words([str(card) for card in kinds])
    cannot = f"no {cards} can" if len(kinds) == 1 else f"none of {cards} can"
    clauses = [f"{cannot} be played now"]
    if STARTS & set(kinds):
        waiting = any(pos[piece] == CIRCLE for piece in pieces)
        clauses.append(
            "two pieces already hold the start field" if waiting else "no piece waits in the circle"
        )
    if Kind.SWITCH in kinds:
        clauses.append(switch)
    return _joined([*clauses, "you sit out until the next deal"])
