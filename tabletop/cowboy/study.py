"""What the lesson shows, worked out by the engine: how a herd of five wins, the odds of a rustle and
of a fight, read off die by die; what cutting wood, the Bag o' Bills and Fire Water do, and how steers
go with the land when a field is closed or cut, played on a real table; steers of a field stepping at
once; where an arriving token or the Bandit lands; how many roaming steers a new range leaves in the
box; and how games between house bots end, and when their box of roaming steers runs out."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from statistics import median_low

from ..core.studies import Progress, Study
from .actions import CUT, STAY, Fight, Pour
from .arrivals import place
from .board import Layout, parse_square, square_name
from .data import COMPASS, ROAMING_STEERS, ROUND_LIMIT, Direction, Terrain
from .data import Event as Card
from .fields import Grid, square_sides
from .game import CowboyState
from .legal import ACTION
from .moooove import moooove
from .tokens import Tokens, in_the_box


class _Dice:
    """Stands in for a move's dice: hands the engine the D8 faces given, in order."""

    def __init__(self, faces: Iterator[int]) -> None:
        self._faces = faces

    def random(self) -> float:
        return (next(self._faces) - 1) / 8 + 1 / 16


def _table(seed: int = 1) -> CowboyState:
    """A fresh two-player table, Ana to move."""
    from .. import get

    state: CowboyState = get("cowboy").new(["Ana", "Ben"], seed=seed)
    return state


def _prairie_table() -> CowboyState:
    """A fresh two-player table on a range of plain grass with no token on it, Ana to move; the next
    event card moves the pilgrims, and there are none, so the card changes nothing."""
    state = _table()
    grass = (Terrain.GRASS,) * (state.size * state.size)
    state.layout = Layout(state.layout.tiles_per_side, state.layout.tiles, grass)
    state.printed = ()
    state.grid = Grid(grass, state.size)
    state.tokens = Tokens()
    state.deck.remove(Card.MOOVE_PILGRIMS)
    state.deck.append(Card.MOOVE_PILGRIMS)  # the top of the deck
    state._legal = None
    return state


def _fence_round(state: CowboyState, names: tuple[str, ...], owner: int | None) -> None:
    """Fences on every line between the squares named and the rest of the range, the patch given to
    ``owner`` (None: nobody's)."""
    patch = {parse_square(name, state.size) for name in names}
    for square in patch:
        state.grid.owner[square] = owner
        sides = square_sides(square, state.size)
        state.grid.fenced |= {line for line in sides if set(state.grid.sides(line)) - patch}


def _land_story(state: CowboyState, moves: tuple[str, ...]) -> list[str]:
    """Ana makes ``moves``: the herds before and after, what the engine tells of fields and steers,
    and how many dice it rolled."""

    def herds() -> str:
        return ", ".join(f"{name} {state.herd(seat)}" for seat, name in enumerate(state.players))

    before, told, rolled = herds(), [], 0
    for move in moves:
        for event in state.apply(state.action_from_string(move)):
            rolled += event.text.startswith("D8 rolled")
            if event.rule in ("cowboy.fields", "cowboy.one-steer"):
                told.append(event.text)
    return [*told, f"Herds before: {before}; after: {herds()}; dice rolled: {rolled}."]


def stolen_part_story() -> list[str]:
    """Ben's field is B2 and C2, a roaming steer in each; Ana walks down the line between them, fences
    it and takes C2: what the engine tells, the herds before and after, and the dice it rolled."""
    state = _prairie_table()
    _fence_round(state, ("B2", "C2"), owner=1)
    state.tokens.steers = [parse_square("B2", state.size), parse_square("C2", state.size)]
    state.cowboys[0] = (2, 1)  # the north end of the line between B2 and C2
    return _land_story(state, ("Move S", "Build a fence", "Claim the field at C2"))


def fenced_in_story() -> list[str]:
    """Two roaming steers stand on B2, fenced on three sides; Ana walks its west side and fences it:
    what the engine tells, the herds before and after, and the dice it rolled."""
    state = _prairie_table()
    _fence_round(state, ("B2",), owner=None)
    state.grid.fenced.discard(square_sides(parse_square("B2", state.size), state.size)[2])  # its west
    state.tokens.steers = [parse_square("B2", state.size)] * 2
    state.cowboys[0] = (1, 1)  # the north end of B2's west side
    return _land_story(state, ("Move S", "Build a fence"))


def bandit_arrivals() -> list[str]:
    """Where a Bandit! card puts him on a two-player range, for a compass roll of north (a side's
    middle tile) and of north-east (a corner tile): what the engine tells."""
    size = 12
    grass = [Terrain.GRASS] * (size * size)
    told = []
    for direction in (Direction.N, Direction.NE):
        faces = iter((COMPASS.index(direction) + 1,))
        told += [note.text for note in place("bandit", Tokens(), Grid(grass, size), grass, faces.__next__)]
    return told


def _rustle(faces: tuple[int, ...], rustler: tuple[Card, ...], victim: tuple[Card, ...]) -> str:
    """Ana rustles Ben's steer from square A1 into her free square B1, the D8 showing ``faces``:
    "rustled", "caught" or "got away"."""
    state = _table()
    state.items = [list(rustler), list(victim)]
    state.grid.owner[0] = 1  # Ben's field with a steer in it
    state.grid.owner[1] = 0  # Ana's free square
    state.tokens.steers = [0]
    state._dice = _Dice(iter(faces))  # type: ignore[assignment]
    kinds = {event.kind for event in state._rustle(0, 0, 1)}
    return "rustled" if state.tokens.steers == [1] else "caught" if "caught" in kinds else "got away"


def rustle_odds(rustler: tuple[Card, ...] = (), victim: tuple[Card, ...] = ()) -> dict[str, float]:
    """The chance of each rustling outcome ("rustled", "got away", "caught"), found by letting the
    engine resolve every sequence of D8 faces it could roll, with these items in play."""
    outcomes = Counter(
        _rustle((first, second), rustler, victim) for first in range(1, 9) for second in range(1, 9)
    )
    return {name: outcomes[name] / 64 for name in ("rustled", "got away", "caught")}


def caught_story(rustler: tuple[Card, ...] = (Card.BILLS,)) -> list[str]:
    """What the engine tells when Ana, holding these items and a steer of her own, is caught (a 1)
    rustling Ben's steer, Ben having a free square to take a paid steer."""
    state = _table()
    state.items = [list(rustler), []]
    state.grid.owner[0:4] = [1, 0, 0, 1]  # Ben's A1 and D1, Ana's B1 and C1
    state.tokens.steers = [0, 2]  # Ben's steer in A1, Ana's in C1; her B1 and his D1 are free
    state._dice = _Dice(iter((1,)))  # type: ignore[assignment]
    return [event.text for event in state._rustle(0, 0, 1)]


def win_story() -> list[str]:
    """Ana has four steers in her field B2 to F2; on Ben's turn he is caught (a 1) rustling one of
    them and pays her the steer of his field B4, her fifth: what the engine tells, checked right
    after his action as in every turn, and the herds and event cards drawn."""
    state = _prairie_table()
    _fence_round(state, ("B2", "C2", "D2", "E2", "F2"), owner=0)
    _fence_round(state, ("B4", "C4"), owner=1)
    state.tokens.steers = [parse_square(name, state.size) for name in ("B2", "C2", "D2", "E2", "B4")]
    before = ", ".join(f"{name} {state.herd(seat)}" for seat, name in enumerate(state.players))
    state.turn, state.phase, state._herds_grew = 1, ACTION, True  # Ben's turn, after his move
    state._dice = _Dice(iter((1,)))  # type: ignore[assignment]
    events = state._rustle(1, parse_square("B2", state.size), parse_square("C4", state.size))
    events += state._events(1)  # what follows every action: the win, else the event card
    after = ", ".join(f"{name} {state.herd(seat)}" for seat, name in enumerate(state.players))
    cards = sum(event.kind == "card" for event in events)
    tally = f"Herds before: {before}; after: {after}; event cards drawn: {cards}."
    return [*(event.text for event in events), tally]


def field_step(steers: tuple[str, ...], rolls: tuple[int, ...]) -> list[str]:
    """Ana's field is B2, C2 and D2, fenced all round on a small open range; roaming steers stand on
    ``steers`` and a MOOOOOVE moves them all at once, the D8 showing ``rolls`` (rolled for the
    steers in reading order of their squares): what the engine tells."""
    size = 6
    grass = [Terrain.GRASS] * (size * size)
    pen = Grid(grass, size)
    field = {parse_square(name, size) for name in ("B2", "C2", "D2")}
    for square in field:
        pen.owner[square] = 0
        pen.fenced |= {line for line in square_sides(square, size) if set(pen.sides(line)) - field}
    faces = iter(rolls)
    herd = Tokens(steers=[parse_square(name, size) for name in steers])
    return [note.text for note in moooove(["steers"], herd, pen, grass, lambda: next(faces))]


def arrival_spots(kind: str = "indian") -> tuple[list[str], dict[int, str]]:
    """Ana's field holds every grass square on the board edge of a two-player range's north-east
    corner tile (K1, L1, L2, L3, L4), fenced where no water closes it; I1 and J1 are water with no
    fence. A token of ``kind`` arrives on that tile (the compass rolled NE): Ana's field squares,
    and where the engine puts the token for each face of the second D8 (``PLACING_ORDER``)."""
    size = 12
    terrain = [Terrain.GRASS] * (size * size)
    terrain[8] = terrain[9] = Terrain.WATER  # I1 and J1
    range_ = Grid(terrain, size)
    field = {parse_square(name, size) for name in ("K1", "L1", "L2", "L3", "L4")}
    for square in field:
        range_.owner[square] = 0
        for line in square_sides(square, size):
            beyond = [s for s in range_.sides(line) if s not in field]
            if beyond and (beyond[0] is None or range_.open[beyond[0]]):  # the board edge, or grass
                range_.fenced.add(line)
    spots = {}
    for face in range(1, 9):
        tokens = Tokens()
        faces = iter((COMPASS.index(Direction.NE) + 1, face))
        place(kind, tokens, range_, terrain, faces.__next__)
        (square,) = tokens.indians or tokens.steers or tokens.twisters
        spots[face] = square_name(square, size)
    return sorted((square_name(s, size) for s in field), key=lambda n: (int(n[1:]), n)), spots


def fight_odds(items: tuple[Card, ...] = ()) -> float:
    """The chance that a cowboy holding ``items`` defeats an Indian, found by letting the engine
    resolve the fight for each face of the D8."""
    won = 0
    for face in range(1, 9):
        state = _table()
        state.items = [list(items), []]
        state.tokens.indians = [5]
        state._dice = _Dice(iter((face, 1)))  # type: ignore[assignment]  # an escape rolls a 2nd face
        events = state._fight(0, Fight("F1"))
        won += "defeats" in events[0].text
    return won / 8


def wood_story(items: tuple[Card, ...] = ()) -> str:
    """Ana, standing by a tree and holding ``items``, cuts wood: what the engine tells."""
    state = _table()
    tree = next(s for s, kind in enumerate(state.layout.terrain) if kind is Terrain.TREE)
    row, col = divmod(tree, state.size)
    state.cowboys[0] = (col, row)  # the tree's north-west corner
    state.items[0] = list(items)
    state.apply(STAY)
    return state.apply(CUT)[0].text


def fire_water_story() -> tuple[list[str], list[str]]:
    """Ana holds Fire Water at the start of her turn: her legal moves that pour it, and what pouring
    it for Ben tells."""
    state = _table()
    state.items[0] = [Card.FIRE_WATER]
    state._legal = None
    pours = [str(action) for action in state.legal_actions() if isinstance(action, Pour)]
    return pours, [event.text for event in state.apply(Pour("Ben"))]


def rounds_played(state: CowboyState) -> int:
    """The rounds a finished game lasted: the round limit itself when the range closed, else the
    round in which a herd of five won (counted whole, though it was cut short)."""
    return state.rounds if ended_at_round_limit(state) else state.rounds + 1


def ended_at_round_limit(state: CowboyState) -> bool:
    """Whether the game ended because its rounds ran out (not by a herd of five)."""
    return state.is_over and state.rounds >= state.options["round_limit"]


def box_at_start(players: int, seeds: range) -> tuple[int, int]:
    """The fewest and the most roaming steers a new range for ``players`` leaves in the box, over
    these seeds: the rest stand on its start marks."""
    from .. import get

    names = ["Ana", "Ben", "Cy", "Dee"][:players]
    left = [in_the_box("steer", get("cowboy").new(names, seed).tokens) for seed in seeds]
    return min(left), max(left)


@dataclass(slots=True)
class LengthStudy:
    """How games between house bots end, by player count, and when their box of roaming steers
    first ran empty: from then on, until a steer goes back to it, no Roamin' steer card brings a
    steer and a rustled or paid printed steer brings no spare one."""

    bots: str = "Sensible"  # the bot in every seat
    rounds: dict[int, list[int]] = field(default_factory=dict)  # rounds played per game
    limited: Counter[int] = field(default_factory=Counter)  # games ended by the round limit
    box_empty: dict[int, list[int | None]] = field(default_factory=dict)  # round it ran empty, or None

    def summary(self, players: int) -> str:
        """How the games of this player count ended, in one sentence."""
        rounds = self.rounds[players]
        five = len(rounds) - self.limited[players]
        share = "most" if 2 * five > len(rounds) else "half" if 2 * five == len(rounds) else "fewer than half"
        return (
            f"{players} players: {five} of {len(rounds)} games ({share}) ended with a herd of five, "
            f"the rest at the round limit; {sum(rounds) / len(rounds):.0f} rounds on average."
        )

    def box_summary(self, players: int) -> str:
        """In how many of the games of this player count the box of roaming steers ran empty, and in
        which round, in one sentence."""
        rounds = [r for r in self.box_empty[players] if r is not None]
        games = len(self.box_empty[players])
        emptied = (
            f"{players} players: the box of {ROAMING_STEERS} roaming steers ran empty in {len(rounds)} of "
            f"{games} games"
        )
        if len(rounds) < 2:
            return f"{emptied}." if not rounds else f"{emptied}, in round {rounds[0]}."
        return (
            f"{emptied}, in rounds {min(rounds)} to {max(rounds)} (at least half of them by round "
            f"{median_low(rounds)})."
        )


def game_lengths(
    players: Sequence[int] = (2, 4),
    games: int = 30,
    seed: int = 0,
    bots: str = "Sensible",
    progress_bar: Progress | None = None,
    round_limit: int = ROUND_LIMIT,
) -> LengthStudy:
    """Play ``games`` seeded games for each player count with a ``bots`` bot in every seat."""
    from .. import get

    game = get("cowboy")
    study = LengthStudy(bots)
    total, done = games * len(players), 0
    for count in players:
        names = ["Ana", "Ben", "Cy", "Dee"][:count]
        for i in range(games):
            state: CowboyState = game.new(names, seed + i, round_limit=round_limit)
            seats = [game.bot(bots) for _ in names]
            rng = random.Random(seed + i)
            emptied: int | None = None
            while (seat := state.current_player) is not None:
                round_now = state.rounds + 1
                state.apply(seats[seat].choose(state.view(seat), state.legal_actions(), rng))
                if emptied is None and in_the_box("steer", state.tokens) == 0:
                    emptied = round_now
            study.rounds.setdefault(count, []).append(rounds_played(state))
            study.box_empty.setdefault(count, []).append(emptied)
            study.limited[count] += ended_at_round_limit(state)
            done += 1
            if progress_bar is not None:
                progress_bar(done, total)
    return study


#: What the lesson shows: 30 games each with 2 and with 4 players, Sensible bots in every seat, played
#: to this edition's round limit.
LENGTHS = Study(
    game="cowboy",
    name="lengths",
    about="how games between house bots end with 2 and 4 players, and in which round the box of roaming "
    "steers ran empty",
    run=game_lengths,
    result=LengthStudy,
    settings={"players": [2, 4], "games": 30, "seed": 0, "bots": "Sensible", "round_limit": ROUND_LIMIT},
    live=("games", "seed", "bots"),
)
STUDIES = (LENGTHS,)
