"""Why a Super Cowboy move is worth considering: the coach's one line beside a hinted move.

A reason is read off the mover's own view (the whole range is open in this game; only the order of
the event deck is hidden) and says only what the rules make true: a fence that closes a field owns
it with the steers in it at once, a fifth steer wins before the event card is drawn, a rustle or a
fight is a D8 with the odds the rulebook gives. Where steers, Indians and twisters will MOOOOOVE is
the deck's and the dice's business, so no reason promises it.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass
from typing import Any, Final

from ..core.words import counted
from . import data
from .actions import BUILD, CUT, REST, STAY, Claim, Drop, Fight, PlayOn, Pour, Remove, Steer, Walk
from .board import WALK_STEP, parse_square, square_name, squares_across, squares_around
from .compass import target
from .data import STEP, Terrain
from .data import Event as Card
from .fields import Edge, Grid, square_sides
from .refusals import free_squares, steers_at
from .views import CowboyView

#: Hard's iterations per decision: what half a second of one core buys in this game, a little
#: under the median of four ``python -m benchmarks.strength --calibrate`` runs (4 players,
#: 2026-11-29: one run's figure varies by 10-20% on this shared machine); see
#: :attr:`Game.hard_iterations`.
HARD_ITERATIONS: Final = 70

#: The longest line a reason may be, in characters (the Hint's one line beside the move).
LINE: Final = 100

#: Small counts in words, as a cowboy would say them ("a field worth two steers").
WORDS: Final = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")

#: Each item's use in a few words, for the choice of which to drop.
ITEM_USE: Final[dict[Card, str]] = {
    Card.SIX_SHOOTER: "fights won on 3-8",
    Card.LARIAT: "a second roll on a failed rustle",
    Card.AXE: "four fences for wood, not three",
    Card.BILLS: "a way out of paying when caught",
    Card.BRANDER: "rivals caught on any miss at your steers",
    Card.FIRE_WATER: "a lost turn for a rival",
}
#: Items the engine spends one at a time (each Bag o' Bills pays once, each Fire Water is poured
#: once); the others only ask whether you hold one, so a second copy adds nothing.
SPENT_ONE_AT_A_TIME: Final = frozenset({Card.BILLS, Card.FIRE_WATER})
ITEM_NAME: Final[dict[Card, str]] = {
    Card.SIX_SHOOTER: "Six Shooter",
    Card.LARIAT: "Lariat",
    Card.AXE: "Axe",
    Card.BILLS: "Bag o' Bills",
    Card.BRANDER: "Brander",
    Card.FIRE_WATER: "Fire Water",
}

#: The plurals that are not the name and an "s" ("two Bags o' Bills").
ITEM_PLURAL: Final[dict[Card, str]] = {Card.BILLS: "Bags o' Bills"}

#: A D8's chances, as the rulebook's rolls give them.
D8: Final = 8
RUSTLE_TAKES: Final = 6  # 6-8 takes the steer
CAUGHT_BELOW: Final = 3  # 1-2 is caught; with the victim's Brander anything below 6
FIGHT_WINS: Final = 5  # 5-8 drives the Indian off; 3-8 with the Six Shooter
FIGHT_WINS_ARMED: Final = 3
PAY_FENCES: Final = 3  # a caught rustler with no steer pays three fences


def reason(view: CowboyView, action: Any) -> str:
    """Why ``action`` is worth considering for the seat whose view this is, in the game's words."""
    seat = view.seat if view.seat is not None else view.current
    assert seat is not None, "a reason is given to the cowboy on turn"
    return _REASONS[type(action)](view, seat, action)


# ---- counting ----


def _steers(count: int) -> str:
    """A count of steers in words, as the log's cowboys say it: "one steer", "two steers"."""
    word = WORDS[count] if count < len(WORDS) else str(count)
    return f"{word} steer{'' if count == 1 else 's'}"


def _herd_after(view: CowboyView, seat: int, gained: int) -> str:
    """What ``gained`` steers make of the seat's herd: the win is checked right after the action."""
    herd = view.herds[seat] + gained
    if herd >= data.STEERS_TO_WIN:
        return "your fifth steer wins at once"
    return f"{herd} of the {data.STEERS_TO_WIN} you need"


def _last_round(view: CowboyView) -> bool:
    """Whether this is the last round: the range closes when it ends, so no later turn comes."""
    return view.rounds == view.round_limit - 1


#: What the last round says of a move whose worth would come on a later turn.
CLOSES: Final = "the range closes after this round"


#: What fences in hand are worth once no pen can come: the last of the round limit's tie-breaks.
TIE_BREAK: Final = "the last tie-break when the range closes"


def _turns_left(view: CowboyView, seat: int, other: int) -> int:
    """The turns ``other`` still has before the range closes, while ``seat`` plays: one in each round
    after this one, and one more this round if his seat comes after the mover's (a round ends when
    the turn comes back to ``FIRST_SEAT``)."""
    first = data.FIRST_SEAT % len(view.players)
    later = (other - first) % len(view.players) > (seat - first) % len(view.players)
    return view.round_limit - view.rounds - 1 + later


def _percent(chance: float) -> str:
    return f"{round(chance * 100)}%"


def _grid(view: CowboyView) -> Grid:
    """The view's fences and owners as the engine's grid, to ask what a fence would close."""
    grid = Grid(view.terrain, view.size)
    grid.fenced = set(view.fenced)
    grid.owner = list(view.owner)
    return grid


def _held(view: CowboyView, part: Collection[int]) -> int:
    """Steers a closed patch keeps: one a square (``ONE_STEER_PER_SQUARE``), extras go elsewhere."""
    return min(sum(steers_at(view, square) for square in part), len(part))


def _lines_to(spot: tuple[int, int], square: int, size: int) -> int:
    """Lines a cowboy on ``spot`` walks to stand on a corner of ``square`` (next to it)."""
    x, y = spot
    row, col = divmod(square, size)
    dx = 0 if col <= x <= col + 1 else min(abs(x - col), abs(x - col - 1))
    dy = 0 if row <= y <= row + 1 else min(abs(y - row), abs(y - row - 1))
    return dx + dy


def _squares_apart(a: int, b: int, size: int) -> int:
    """Squares between two squares for a token that steps diagonally too (Indians do)."""
    return max(abs(a // size - b // size), abs(a % size - b % size))


def _open_sides(view: CowboyView, square: int, fenced: Collection[Edge]) -> int:
    """Fences still needed to shut ``square`` in alone: sides with no fence, no water or homestead
    beyond (the board edge is no fence in this edition, ``EDGE_IS_FENCE``)."""
    needed = 0
    for side, other in zip(square_sides(square, view.size), squares_across(view.size)[square], strict=True):
        if side in fenced:
            continue
        if other is None:
            needed += not data.EDGE_IS_FENCE
        else:
            needed += view.terrain[other] not in (Terrain.WATER, Terrain.HOMESTEAD)
    return needed


def _free_steers(view: CowboyView) -> list[int]:
    """Roaming steers outside every field: the ones a rope can take (``ROPE_FROM``)."""
    return [square for square in view.steers if view.owner[square] is None]


def _unowned_steers(view: CowboyView) -> list[int]:
    """Steers outside every field, roaming or printed: a fence round one makes it yours."""
    printed = [
        square
        for square, kind in enumerate(view.terrain)
        if kind is Terrain.PRINTED_STEER and square not in view.stolen and view.owner[square] is None
    ]
    return sorted({*_free_steers(view), *printed})


def _my_herd_squares(view: CowboyView, seat: int) -> list[int]:
    """The squares of the seat's fields with a steer in them: what an Indian landing there eats."""
    return [square for square, owner in enumerate(view.owner) if owner == seat and steers_at(view, square)]


# ---- the turn's move ----


def _walk(view: CowboyView, seat: int, walk: Walk) -> str:
    """The turn's move may be fenced behind (what that fence would close or bring nearer comes
    first); a second walk is the action itself, so only next turn can use where it ends, and in
    the last round none comes: there a walk is worth only a field it fences or what it brings in
    reach now."""
    x, y = view.cowboys[seat]
    dx, dy = WALK_STEP[walk.direction]
    spot = (x + dx, y + dy)
    grid = _grid(view)
    line = grid.edge((x, y), spot)
    may_fence = not walk.again and line not in view.fenced and view.fences[seat] > 0
    if may_fence and (closing := _closes(view, grid, seat, line)):
        return f"walks the line whose fence {closing}"
    if walk.again and _last_round(view):
        return f"{CLOSES}: a second step, your turn's action, sets up nothing"
    nearby = _beside(view, seat, spot, now=not walk.again)
    if nearby:
        return ("brings you " if not walk.again else "a second step brings you ") + nearby
    if _last_round(view):  # a step toward a steer or a pen pays only on a turn that never comes
        return f"{CLOSES}: no later turn comes to use this step"
    pen = _pen(view, grid, seat, line) if may_fence else None
    if pen is not None and (pen.steer or pen.needed <= 2):
        return f"walks a line where a fence {pen.text}"
    return _heading(view, seat, (x, y), spot, again=walk.again)


def _beside(view: CowboyView, seat: int, spot: tuple[int, int], *, now: bool) -> str:
    """What a cowboy on ``spot`` could do there: rope, rustle, fight or cut wood ("" if nothing).
    ``now``: the action comes this turn (after the move), else next turn, if the steer stays."""
    near = squares_around(*spot, view.size)
    room = bool(free_squares(view, seat))
    when = "now" if now else "next turn if it stays"
    later = "" if now else " next turn"  # a second walk is the turn's action: the next one comes later
    for square in near:
        if room and square in view.steers and view.owner[square] is None:
            return f"next to the free steer at {square_name(square, view.size)}, to rope it {when}"
    for square in near:
        owner = view.owner[square]
        if room and owner is not None and owner != seat and steers_at(view, square):
            rival = view.players[owner]
            return f"next to {rival}'s steer at {square_name(square, view.size)}, to try a rustle{later}"
    if view.fences[seat] <= 2 and any(view.terrain[square] is Terrain.TREE for square in near):
        return f"next to a tree, to cut wood{later} (you hold {counted(view.fences[seat], 'fence')})"
    herd = _my_herd_squares(view, seat)
    for square in near:
        if square in view.indians and any(_squares_apart(square, s, view.size) <= 2 for s in herd):
            return f"next to the Indian at {square_name(square, view.size)}, by your herd, to fight it{later}"
    return ""


def _heading(
    view: CowboyView, seat: int, start: tuple[int, int], spot: tuple[int, int], *, again: bool
) -> str:
    """Toward or away from the nearest steer worth having: a free one to rope while a field has a
    free square, else any steer outside the fields, to fence in."""
    free = _free_steers(view)
    room = bool(free_squares(view, seat))
    targets = free if room and free else _unowned_steers(view)
    kind = "free steer" if room and free else "unpenned steer"
    if not targets:
        return "every steer on the range is in a field for now: none to rope or fence in"
    size = view.size
    before = min(_lines_to(start, square, size) for square in targets)
    after, nearest = min((_lines_to(spot, square, size), square) for square in targets)
    where = square_name(nearest, size)
    step = "a second step" if again else "a step"
    if after == 0 and before > 0:
        return f"{step} to the {kind} at {where}: fence round it to own it"
    if after == 0:
        return f"keeps you beside the {kind} at {where}"
    lines = f"{after} line{'s' * (after != 1)}"
    if after < before:
        return f"{step} toward the {kind} at {where} ({lines} from it now)"
    if after == before:
        return f"keeps {lines} from the nearest {kind}, at {where}"
    return f"{step} away from the nearest {kind}, at {where}"


def _stay(view: CowboyView, seat: int, _: Any) -> str:
    """Staying keeps what the corner is next to, at the price of the fence a walk allows."""
    here = _beside(view, seat, view.cowboys[seat], now=True)
    if here:
        return f"keeps you {here}"
    return "keeps your corner, but no fence can follow a turn without a walk"


# ---- the action ----


def _closes(view: CowboyView, grid: Grid, seat: int, line: Edge) -> str:
    """What a fence on ``line`` would close for ``seat`` ("" if nothing): every field it shuts in
    on open range is his, a rival's field cut in two lets him pick a part. An empty field is room
    for steers roped later; in the last round its squares count only in a tie when the range
    closes (ROUND_LIMIT_ORDER: steers, then field squares)."""
    parts = grid.claims(line, seat)
    if not parts:
        return ""
    if grid.chooses_among(parts):
        rival = view.owner[min(parts[0])]
        name = view.players[rival] if rival is not None else "a rival"
        best = max(_held(view, part) for part in parts)
        return f"cuts {name}'s field in two: you pick a part (up to {_steers(best)})"
    gained = sum(_held(view, part) for part in parts)
    squares = sum(len(part) for part in parts)
    field = "a field" if len(parts) == 1 else f"{WORDS[len(parts)]} fields"
    if not gained:
        room = "a tie-break when the range closes" if _last_round(view) else "room to rope steers into"
        return f"closes {field} of {counted(squares, 'empty square')}: {room}"
    return f"closes {field} worth {_steers(gained)}: {_herd_after(view, seat, gained)}"


@dataclass(frozen=True, slots=True)
class _Pen:
    """How near a fence brings a square beside it to being shut in alone, told in ``text``."""

    text: str
    needed: int  # fences still to build round the square
    steer: bool  # a steer stands in it


def _pen(view: CowboyView, grid: Grid, seat: int, line: Edge) -> _Pen | None:
    """How near a fence on ``line`` brings a square beside it to being shut in alone (None if it
    borders none the seat could gain): a steer's square first, else the nearest to closing. A
    rival's square can be gained only by cutting it off from the rest of his field, so a field of
    that one square is none the seat could gain (a field cannot be stolen whole)."""
    fenced = {*view.fenced, line}
    best: tuple[bool, int, int] | None = None
    for square in grid.sides(line):
        if square is None or view.terrain[square] in (Terrain.WATER, Terrain.HOMESTEAD):
            continue
        owner = view.owner[square]
        if owner == seat or (owner is not None and len(grid.region(square, 1) or ()) == 1):
            continue  # a rival's one-square field is whole: no fence can cut it off from itself
        key = (not steers_at(view, square), _open_sides(view, square, fenced), square)
        best = key if best is None or key < best else best
    if best is None:
        return None
    empty, needed, square = best
    where = square_name(square, view.size)
    owner = view.owner[square]
    fences = f"{WORDS[needed]} fence{'s' * (needed != 1)}"
    if owner is not None:
        text = f"leaves {where} of {view.players[owner]}'s field {fences} from being cut off"
    elif not empty:
        text = f"leaves the steer at {where} {fences} from a pen of your own"
    else:
        text = f"leaves {where} {fences} from a one-square field"
    return _Pen(text, needed, not empty)


def _build(view: CowboyView, seat: int, _: Any) -> str:
    """A fence closes a field, or brings a square beside it nearer to one; low stock is said. In the
    last round only a field closed counts: the range then closes, and fences in hand break a tie
    (ROUND_LIMIT_ORDER)."""
    line = view.walked
    assert line is not None, "a fence goes on the line just walked"
    grid = _grid(view)
    closing = _closes(view, grid, seat, line)
    if closing:
        return closing
    if _last_round(view):  # no later turn builds the rest; fences in hand are the last tie-break
        return f"{CLOSES}: this fence closes nothing; a fence kept in hand is a tie-break"
    pen = _pen(view, grid, seat, line)
    left = view.fences[seat] - 1
    spare = f"; {left} fence{'s' * (left != 1)} left" if left <= 2 else ""
    alone = "gains no land: no square beside this line can be fenced off for you"
    return (pen.text if pen else alone) + spare


def _cut(view: CowboyView, seat: int, _: Any) -> str:
    """More fences for pens; in the last round no pen comes, but fences in hand break a tie when the
    range closes (ROUND_LIMIT_ORDER: steers, field squares, fences)."""
    axe = Card.AXE in view.items[seat]
    gain = data.WOOD_WITH_AXE if axe else data.WOOD
    have = view.fences[seat]
    extra = " (the Axe gives one extra)" if axe else ""
    if _last_round(view):
        return f"{WORDS[gain]} more fences, {have + gain} in hand{extra}: {TIE_BREAK}"
    return f"{WORDS[gain]} more fences for pens, {have + gain} in hand{extra}"


def _steer(view: CowboyView, seat: int, steer: Steer) -> str:
    if steer.verb == "Rope":
        return f"ropes a steer into your field, no roll needed: {_herd_after(view, seat, 1)}"
    return _rustle(view, seat, parse_square(steer.steer, view.size))


def _rustle(view: CowboyView, seat: int, square: int) -> str:
    """The D8's odds, with the items both sides hold, and what being caught costs now."""
    victim = view.owner[square]
    assert victim is not None, "a rustled steer is in a rival's field"
    name, mine = view.players[victim], view.items[seat]
    miss = (RUSTLE_TAKES - 1) / D8
    caught_roll = (RUSTLE_TAKES - 1 if Card.BRANDER in view.items[victim] else CAUGHT_BELOW - 1) / D8
    lariat = Card.LARIAT in mine
    takes = 1 - miss * miss if lariat else 1 - miss
    caught = miss * caught_roll if lariat else caught_roll
    if Card.BILLS in mine:
        costs = ["the Bag o' Bills pays"]
    elif view.herds[seat]:
        costs = _pay_steer(view, seat, victim)
    elif view.fences[seat] >= PAY_FENCES:
        costs = [f"you pay {name} {PAY_FENCES} fences"]
    else:
        costs = ["you miss a turn in jail"]
    fifth = view.herds[seat] + 1 >= data.STEERS_TO_WIN
    gains = _rustle_gains(_percent(takes), name, square in view.steers, fifth, view.steers_in_box > 0)
    # every gain with the fullest cost first: a short gain beside the move reads better than a cost cut
    lines = [f"{gain}; {_percent(caught)} caught: {cost}" for cost in costs for gain in gains]
    return next((line for line in lines if len(line) <= LINE), lines[-1])


def _rustle_gains(chance: str, name: str, roaming: bool, fifth: bool, spare: bool) -> list[str]:
    """What a rustle that takes the steer gains, fullest first (the shorter ones leave room for a
    longer cost or name; the shortest names the steer of the move beside it): a steer into your
    field, and a win if it is your fifth. A printed steer is covered with a Stolen Steer token and a
    spare roaming steer from the box stands for it if the box holds one (``spare``: the view counts
    the box); once it is empty the rustle only covers the rival's steer, and you gain none, so no win.
    Every form of a printed steer says "printed": a spare is not the rival's steer."""
    if roaming and fifth:
        return [
            f"{chance} to take {name}'s steer (your fifth steer: a win)",
            f"{chance} to win with {name}'s steer",
            f"{chance} to win with the steer",
        ]
    if roaming:
        return [
            f"{chance} to take {name}'s steer (into your field)",
            f"{chance} to take {name}'s steer",
            f"{chance} to take the steer",
        ]
    if not spare:
        return [
            f"{chance} to cover {name}'s printed steer (the box has no spare for you)",
            f"{chance} to cover {name}'s printed steer (no spare for you)",
            f"{chance} to cover the printed steer (no spare)",
        ]
    verb = "win with" if fifth else "take"
    return [
        f"{chance} to {verb} {name}'s printed steer (you get a spare from the box)",
        f"{chance} to {verb} {name}'s printed steer",
        f"{chance} to {verb} the printed steer",
    ]


def _pay_steer(view: CowboyView, seat: int, victim: int) -> list[str]:
    """A caught rustler's payment (PAYMENT), fullest first: the first steer of his fields in reading
    order goes into a free square of the victim's fields, and a fifth steer there wins the victim the
    game at once. A printed steer paid is covered, and a spare from the box stands for it if the box
    holds one; with none left, or with no free square in the victim's fields, the rustler loses the
    steer and the victim gets nothing, so no win."""
    name = view.players[victim]
    if not free_squares(view, victim):
        return [f"you lose a steer, {name} has no room for it", "you lose a steer"]
    paid = next(
        square for square, owner in enumerate(view.owner) if owner == seat and steers_at(view, square)
    )
    if paid not in view.steers and view.steers_in_box == 0:  # a printed steer, and no spare for it
        return [f"you lose a steer, {name} gets none", "you lose a steer"]
    if view.herds[victim] + 1 >= data.STEERS_TO_WIN:
        return [f"{name} wins with the steer you pay", f"{name} wins"]
    return [f"you pay {name} a steer"]


def _fight(view: CowboyView, seat: int, fight: Fight) -> str:
    """The D8's odds, and what a miss may do: the Indian escapes as a MOOOOOVE moves it (it may
    stay put, leave the board or be thrown), and raids where it lands, your steers too."""
    armed = Card.SIX_SHOOTER in view.items[seat]
    wins = FIGHT_WINS_ARMED if armed else FIGHT_WINS
    chance = _percent((D8 - wins + 1) / D8)
    square = parse_square(fight.indian, view.size)
    herd = set(_my_herd_squares(view, seat))
    mine = [square_name(other, view.size) for other in sorted(_escape_reach(view, square)) if other in herd]
    if mine:
        risk = f"your steer at {' or '.join(mine)}" if len(mine) <= 2 else f"{len(mine)} of your steers"
        return f"{wins}-8 ({chance}) drives it off; a miss moves it as a MOOOOOVE would: it may raid {risk}"
    near = _threat(view, seat, square)
    return f"{wins}-8 ({chance}) drives off the Indian{near}; a miss and it moves as in a MOOOOOVE"


def _escape_reach(view: CowboyView, square: int) -> set[int]:
    """Every square an Indian escaping from ``square`` may land on, and so raid: a step in any of the
    eight directions but into a homestead, then, while it lands on a twister, a throw in any
    direction (over homesteads too), at most ``THROWS_MAX`` times."""
    size = view.size
    steps = {target(square, direction, size) for direction in STEP}
    reach = {there for there in steps if there is not None and view.terrain[there] is not Terrain.HOMESTEAD}
    thrown = reach & set(view.twisters)
    for _ in range(data.THROWS_MAX):
        landed = {there for at in thrown for d in STEP if (there := target(at, d, size)) is not None}
        reach |= landed
        thrown = landed & set(view.twisters)
    return reach


def _threat(view: CowboyView, seat: int, square: int, far: int = 3) -> str:
    """How near the Indian on ``square`` is to the seat's herd, if no more than ``far`` squares
    (Indians raid where they land)."""
    herd = _my_herd_squares(view, seat)
    if not herd:
        return ""
    apart = min(_squares_apart(square, other, view.size) for other in herd)
    if apart <= 1:
        return " next to your herd"
    return f" {apart} squares from your herd" if apart <= far else ""


def _rest(view: CowboyView, seat: int, _: Any) -> str:
    """Doing nothing keeps the fences, at the price of the fence on offer (said when it closes a field).
    In the last round no later turn comes to build them: the range then closes, and fences in hand
    are the last of its tie-breaks (ROUND_LIMIT_ORDER)."""
    fences = view.fences[seat]
    if not fences:
        return "ends the turn with no fence to spend; the event card comes next"
    line = view.walked
    if line is not None and line not in view.fenced and (closing := _closes(view, _grid(view), seat, line)):
        return f"passes up the fence that {closing}"
    keeps = f"spends nothing: keeps your {counted(fences, 'fence')}"
    if _last_round(view):
        return f"{keeps}, a tie-break when the range closes after this round"
    return f"{keeps} for a line that closes a field"


# ---- answers to fences and cards ----


def _claim(view: CowboyView, seat: int, claim: Claim) -> str:
    """Of the parts a fence cut from a rival's field, this one's land and steers, and the rival's
    whole herd after it (he keeps the other parts and his other fields)."""
    square = parse_square(claim.square, view.size)
    part = next(part for part in view.pending if square in part)
    rival = view.owner[min(part)]
    source = f" from {view.players[rival]}" if rival is not None else ""
    steers = _held(view, part)
    squares = counted(len(part), "square")
    if steers:
        take = f"takes {squares} and {_steers(steers)}{source}: {_herd_after(view, seat, steers)}"
    else:
        room = "a tie-break when the range closes" if _last_round(view) else "room for steers"
        take = f"takes {squares}{source}, {room}"
    if rival is None:
        return take
    return f"{take}; {view.players[rival]} is left with {_steers(view.herds[rival] - steers)}"


def _drop(view: CowboyView, seat: int, drop: Drop) -> str:
    """What the dropped item did and what stays in hand (a copy that adds nothing is said so)."""
    held = list(view.items[seat])
    held.remove(drop.card)
    kept = (
        f"two {ITEM_PLURAL.get(held[0], ITEM_NAME[held[0]] + 's')}"
        if len(set(held)) == 1 and len(held) == 2
        else " and ".join(f"the {ITEM_NAME[card]}" for card in held)
    )
    if drop.card in held and drop.card not in SPENT_ONE_AT_A_TIME:
        return f"a second {ITEM_NAME[drop.card]} adds nothing; keeps {kept}"
    if drop.card in held:
        return f"gives up your second {ITEM_NAME[drop.card]} ({ITEM_USE[drop.card]})"
    return f"gives up {ITEM_USE[drop.card]}; keeps {kept}"


def _slows(view: CowboyView, seat: int, name: str) -> str:
    """Why making ``name`` lose a turn pays: how his herd stands among the rivals'. A lost turn is
    taken from his next one, so it does nothing when the range closes first: no turn of his is left
    (in the last round, once he has played), or every turn left is lost already."""
    rival = view.players.index(name)
    left = _turns_left(view, seat, rival)
    if not left:
        return f"no effect: {name} has no turn left before the range closes"
    if view.skip[rival] >= left:
        return f"no effect: {name} already loses every turn left before the range closes"
    herds = [view.herds[other] for other in range(len(view.players)) if other != seat]
    herd = view.herds[rival]
    if not max(herds):
        standing = f"slows {name}; no rival has a steer yet"
    elif herd == max(herds):
        standing = f"slows {name}, the biggest rival herd ({_steers(herd)})"
    else:
        standing = f"slows {name}, who has {_steers(herd)} (the best rival has {max(herds)})"
    if view.skip[rival]:
        return f"{standing}, on top of a turn already lost"
    return standing


def _play_on(view: CowboyView, seat: int, play: PlayOn) -> str:
    return _slows(view, seat, play.name)


def _pour(view: CowboyView, seat: int, pour: Pour) -> str:
    slows = _slows(view, seat, pour.name)
    if slows.startswith("no effect") or view.skip[view.players.index(pour.name)]:
        return slows
    return f"{slows}; your turn goes on"


def _remove(view: CowboyView, seat: int, remove: Remove) -> str:
    """The cavalry's target: the Indian nearest the seat's herd raids soonest; the Bandit's sights
    shut corners to every cowboy."""
    if remove.target == "Bandit":
        assert view.bandit is not None
        bx, by = view.bandit
        x, y = view.cowboys[seat]
        lines = abs(bx - x) + abs(by - y)
        return f"frees the corners in the Bandit's sights; he stands {lines} lines from you"
    square = parse_square(remove.target, view.size)
    near = _threat(view, seat, square, far=view.size)
    if near:
        return f"chases off the Indian{near}: one fewer to raid your steers"
    return "one Indian fewer to land on steers and eat them"


def _simple(view: CowboyView, seat: int, action: Any) -> str:
    """The moves without a target: stay put, build, cut wood, do nothing."""
    return {STAY: _stay, BUILD: _build, CUT: _cut, REST: _rest}[action](view, seat, action)


#: The reason for each kind of move.
_REASONS: Final[dict[type, Callable[[CowboyView, int, Any], str]]] = {
    type(STAY): _simple,
    Walk: _walk,
    Steer: _steer,
    Fight: _fight,
    Claim: _claim,
    Drop: _drop,
    PlayOn: _play_on,
    Pour: _pour,
    Remove: _remove,
}
