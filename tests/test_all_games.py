"""One reliability suite for every game of the registry, so a game added later is checked too.

For each game and each player count it allows:

* seeded random playouts and house-bot playouts always end, well before :data:`MOVE_CAP` moves;
* in the checked playouts, after every move: ``clone()`` is independent of its original, a move
  taken from another state or by the wrong seat, an enormous text and a non-text are refused with
  IllegalAction and change nothing, and each move's text reads back as that move; at the end the game
  is replayed from seed + moves (as objects, and as the texts a save holds) and must pass through the
  very same states, and ``from_json`` of the save at :data:`LOADS_PER_PLAYOUT` points of the game
  (the last move included) gives an equal state, save, views and legal moves;
* ``view(seat)`` does not change when what that seat cannot see is reshuffled (:data:`HIDDEN`).

Forged fields of moves (wrong types, odd values) and unreadable texts are the business of
tests/core/test_forged_actions.py; this module reuses its snapshot and does not repeat them.

"The same state" is compared on every slot of the state (:func:`internals`) except the game and
slots named with a leading underscore, which are caches and per-move scratch (a legal-move list, the
dice generator of the move under way) that a clone or a replay is free to rebuild.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest

import tabletop
from tabletop.core import IllegalAction, State
from tabletop.core.errors import GAME_OVER
from tabletop.rowdy.legal import in_play
from tabletop.rowdy.views import FACE_DOWN, diamond_view
from tabletop.rowdy.views import Phase as RowdyPhase
from tests.core.test_forged_actions import snapshot

GAMES = tabletop.playable()
NAMES = ("Ana", "Ben", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal")
#: A game still going after this many moves has a loop: the longest random games seen are about a
#: tenth of it (Partners: 1,200 moves on average, 2,077 the longest of 60; Party Fowl 564 of 800).
MOVE_CAP = 20_000

#: Seeded random playouts per game and player count, only their end checked: a few thousand games
#: per game, chosen by each game's speed so that the module runs in about two minutes on one core
#: (the soak, ``python -m benchmarks.soak --games 100000``, plays 100,000 per game).
RANDOM_PLAYOUTS = {"rowlette": 2000, "rowdy": 600, "partners": 150, "cowboy": 150, "partyfowl": 300}
#: House-bot playouts per game and player count (seats take the game's bots in turn).
BOT_PLAYOUTS = {"rowlette": 600, "rowdy": 300, "partners": 60, "cowboy": 20, "partyfowl": 300}
#: Playouts per game and player count checked after every move (random moves and house bots by turns,
#: starting with the bots at an odd player count).
CHECKED_PLAYOUTS = {"rowlette": 6, "rowdy": 2, "partners": 1, "cowboy": 1, "partyfowl": 1}
#: A game added later gets this many random and bot playouts (and a tenth as many checked after
#: every move) until it is given its own numbers.
DEFAULT_PLAYOUTS = 20
#: Points of a checked playout loaded from its save (each load replays the game so far).
LOADS_PER_PLAYOUT = 6


def _cases() -> Iterator[Any]:
    for name in GAMES:
        game = tabletop.get(name)
        for count in range(game.min_players, game.max_players + 1):
            yield pytest.param(name, count, id=f"{name}-{count}")


#: Every (game, player count) of the registry.
CASES = list(_cases())


def new(name: str, count: int, seed: int) -> State:
    return tabletop.get(name).new(list(NAMES[:count]), seed=seed)


Chooser = Callable[[State, int, list[Any]], Any]


def random_moves(seed: int) -> Chooser:
    rng = random.Random(f"moves:{seed}")
    return lambda state, seat, legal: legal[rng.randrange(len(legal))]


def house_bots(state: State, seed: int) -> Chooser:
    """The game's bots, seat by seat in turn, each shown only its own seat's view."""
    game, rng = state.game, random.Random(f"bots:{seed}")
    names = sorted(game.bots)
    bots = [game.bot(names[seat % len(names)]) for seat in range(len(state.players))]
    return lambda state, seat, legal: bots[seat].choose(state.view(seat), legal, rng)


def play(state: State, choose: Chooser, each: Callable[[State], None] | None = None) -> State:
    """Play to the end, calling ``each`` before every move; fails loudly past :data:`MOVE_CAP`."""
    while (seat := state.current_player) is not None:
        if len(state.history) >= MOVE_CAP:
            pytest.fail(
                f"{state.game.name} seed {state.seed}, {len(state.players)} players: not over after "
                f"{MOVE_CAP:,} moves"
            )
        if each is not None:
            each(state)
        legal = state.legal_actions()
        assert legal, f"{state.game.name} seed {state.seed}: seat {seat} is to move but has no legal move"
        state.apply(choose(state, seat, legal), by=seat)
    return state


def assert_ended(state: State) -> None:
    assert state.is_over and state.legal_actions() == []
    assert len(state.scores()) == len(state.players)
    assert state.winners() and set(state.ranking()) == set(range(len(state.players)))
    teams = state.teams()
    assert sorted(seat for team in teams for seat in team) == list(range(len(state.players)))
    won = set(state.winners())
    assert all(set(team) <= won or not set(team) & won for team in teams), "a team half won"
    with pytest.raises(IllegalAction, match=GAME_OVER):
        state.apply(None)


def fingerprint(value: Any) -> Any:
    """``value`` as plain tuples, compared by content: a clone or a replay holds new objects (a
    Rowdy card on the board is a new ``Played``) that must hold the same things."""
    if value is None or isinstance(value, (bool, int, float, str, bytes, enum.Enum)):
        return value
    if isinstance(value, (list, tuple)):
        return (type(value).__name__, *map(fingerprint, value))
    if isinstance(value, dict):
        return ("dict", *((fingerprint(key), fingerprint(item)) for key, item in value.items()))
    if isinstance(value, (set, frozenset)):
        return ("set", frozenset(map(fingerprint, value)))
    names = dict.fromkeys(
        [
            *getattr(value, "__dict__", {}),
            *(slot for kind in type(value).__mro__ for slot in getattr(kind, "__slots__", ())),
        ]
    )
    return (
        type(value).__qualname__,
        *((name, fingerprint(getattr(value, name))) for name in names if hasattr(value, name)),
    )


def internals(state: State) -> Any:
    """Every slot of the state but the game, caches and scratch, by content."""
    slots = {
        slot
        for kind in type(state).__mro__
        for slot in getattr(kind, "__slots__", ())
        if slot != "game" and not slot.startswith("_")
    }
    return tuple((slot, fingerprint(getattr(state, slot))) for slot in sorted(slots))


@pytest.mark.parametrize(("name", "count"), CASES)
def test_seeded_random_playouts_always_end(name: str, count: int) -> None:
    for seed in range(RANDOM_PLAYOUTS.get(name, DEFAULT_PLAYOUTS)):
        assert_ended(play(new(name, count, seed), random_moves(seed)))


@pytest.mark.parametrize(("name", "count"), CASES)
def test_house_bot_playouts_always_end(name: str, count: int) -> None:
    for seed in range(BOT_PLAYOUTS.get(name, DEFAULT_PLAYOUTS)):
        state = new(name, count, seed)
        assert_ended(play(state, house_bots(state, seed)))


# ---- checked after every move ----


def not_legal_now(state: State, found: dict[str, Any]) -> list[Any]:
    """Moves seen in other states (other seeds, earlier in this game) that are not legal here."""
    legal = {(type(action), str(action)) for action in state.legal_actions()}
    return [action for action in found.values() if (type(action), str(action)) not in legal]


def check_move(state: State, rng: random.Random, found: dict[str, Any]) -> None:
    """Clone independence and refusals at this point of the game (``state`` itself is unchanged)."""
    before, seen = internals(state), snapshot(state)
    legal = state.legal_actions()
    seat = state.current_player
    assert seat is not None

    twin = state.clone()
    assert internals(twin) == before and snapshot(twin) == seen
    twin.apply(rng.choice(legal))
    if not twin.is_over:
        twin.apply(rng.choice(twin.legal_actions()))

    stale = not_legal_now(state, found)
    attempts: list[Callable[[], object]] = []
    for action in rng.sample(stale, min(2, len(stale))):
        attempts += [lambda a=action: state.apply(a), lambda a=action: state.action_from_string(str(a))]
    other = rng.choice([s for s in range(len(state.players)) if s != seat])
    attempts += [
        lambda: state.apply(legal[0], by=other),
        lambda: state.action_from_string(str(legal[0]), by=other),
        lambda: state.action_from_string(str(legal[0]) * 10_000),
        lambda: state.action_from_string(legal[0]),
        lambda: state.apply(str(legal[0])),
    ]
    for attempt in attempts:
        with pytest.raises(IllegalAction):
            attempt()

    for action in rng.sample(legal, min(3, len(legal))):
        assert state.action_from_string(str(action)) == action, f"{action} does not read back"
    for action in legal:
        found.setdefault(f"{type(action).__name__}:{action}", action)
    assert internals(state) == before and snapshot(state) == seen, (
        "a move on a clone, or a refused move, changed the state"
    )


def pool_of_moves(name: str, count: int) -> dict[str, Any]:
    """Legal moves met in a game of other seeds: at any point most of them are stale."""
    found: dict[str, Any] = {}

    def note(state: State) -> None:
        for action in state.legal_actions():
            found.setdefault(f"{type(action).__name__}:{action}", action)

    play(new(name, count, 10**6), random_moves(10**6), note)
    return found


def assert_same(one: State, other: State) -> None:
    assert one.to_json() == other.to_json()
    assert internals(one) == internals(other)
    assert snapshot(one) == snapshot(other)
    assert one.scores() == other.scores() and one.ranking() == other.ranking()


def assert_replays(state: State, trail: list[dict[str, Any]]) -> None:
    """Seed + moves give the very states the game went through, as objects and as a save's texts."""
    game = state.game
    by_object = game.new(list(state.players), state.seed, **state.options)
    by_text = game.new(list(state.players), state.seed, **state.options)
    assert internals(by_object) == trail[0] == internals(by_text)
    for number, action in enumerate(state.history, start=1):
        by_object.apply(action)
        by_text.apply(by_text.action_from_string(str(action)))
        assert internals(by_object) == trail[number], f"replay differs after move {number} ({action})"
        assert internals(by_text) == trail[number], f"replay of the text differs after move {number}"
    assert_same(by_object, state)
    assert_same(by_text, state)


def assert_loads(name: str, count: int, seed: int, moves: list[Any]) -> None:
    """``from_json`` of the save at a few points: each equal to the game played to that point."""
    points = {len(moves)} | {len(moves) * k // LOADS_PER_PLAYOUT for k in range(LOADS_PER_PLAYOUT)}
    state = new(name, count, seed)
    for number in range(len(moves) + 1):
        if number in points:
            text = state.to_json()
            loaded = state.game.from_json(text)
            assert loaded.to_json() == text
            assert_same(loaded, state)
            assert list(map(str, loaded.legal_actions())) == list(map(str, state.legal_actions()))
        if number < len(moves):
            state.apply(moves[number])


def checked_playout(name: str, count: int, seed: int, bots: bool, found: dict[str, Any]) -> None:
    state = new(name, count, seed)
    chooser = house_bots(state, seed) if bots else random_moves(seed)
    rng = random.Random(f"checks:{seed}")
    trail = [internals(state)]  # trail[k]: the state after k moves

    def each(state: State) -> None:
        check_move(state, rng, found)
        if state.history:
            trail.append(internals(state))

    play(state, chooser, each)
    trail.append(internals(state))
    assert_ended(state)
    assert_replays(state, trail)
    assert_loads(name, count, seed, list(state.history))


@pytest.mark.parametrize(("name", "count"), CASES)
def test_after_every_move_clones_refusals_replay_and_saves_hold(name: str, count: int) -> None:
    found = pool_of_moves(name, count)
    for n in range(CHECKED_PLAYOUTS.get(name, DEFAULT_PLAYOUTS // 10)):
        checked_playout(name, count, 1000 + n, (n + count) % 2 == 1, found)


# ---- what a seat cannot see ----


def redealt(piles: list[list[Any]], rng: random.Random) -> list[list[Any]]:
    """The cards of these piles shuffled together and dealt back, each pile keeping its size."""
    cards = [card for pile in piles for card in pile]
    rng.shuffle(cards)
    out, at = [], 0
    for pile in piles:
        out.append(cards[at : at + len(pile)])
        at += len(pile)
    return out


def others(state: State, seat: int | None, keep: tuple[int | None, ...] = ()) -> list[int]:
    return [s for s in range(len(state.players)) if s != seat and s not in keep]


def hide_rowlette(state: Any, seat: int | None, rng: random.Random) -> None:
    """The deck and goal deck are face down; a red card's goals only for the player choosing (an
    edition option shows them to everyone)."""
    (state.deck,) = redealt([state.deck], rng)
    if seat != state.active and state.options["goal_offer"] != "everyone":
        state.offer, state.goal_deck = redealt([state.offer, state.goal_deck], rng)
    else:
        (state.goal_deck,) = redealt([state.goal_deck], rng)


def hide_rowdy(state: Any, seat: int | None, rng: random.Random) -> None:
    """Other players' hands, the burn pile and the face-down cards of the Manager diamonds are face
    down (shuffled together: a card may move between them), and so are other players' cheats, the
    cheat pool and a Grave Robbing offer to anyone but ``seat``. Which diamond cards are face down is
    judged as the view judges it (:func:`~tabletop.rowdy.views.diamond_view`). Voids shown by the
    play are not kept: the view does not show them, it only lets them be told."""
    hidden = others(state, seat)
    state.hands = [list(hand) for hand in state.hands]
    state.diamonds = [list(diamond) for diamond in state.diamonds]
    down = [
        (s, p)
        for s, diamond in enumerate(state.diamonds)
        for p, shown in enumerate(diamond_view(diamond, in_play(state, s)))
        if shown == FACE_DOWN
    ]
    face_down = [state.diamonds[s][p] for s, p in down]
    *hands, state.burn, face_down = redealt([*(state.hands[s] for s in hidden), state.burn, face_down], rng)
    for s, hand in zip(hidden, hands, strict=True):
        state.hands[s] = hand
    for (s, p), card in zip(down, face_down, strict=True):
        state.diamonds[s][p] = card
    offered = seat is not None and state.phase is RowdyPhase.KEEP and state.pending[0][1] == seat
    looking = [] if offered else state.looking
    state.cheats = [list(cheats) for cheats in state.cheats]
    *dealt, state.cheat_pool, looking = redealt(
        [*(state.cheats[s] for s in hidden), state.cheat_pool, looking], rng
    )
    for s, cheats in zip(hidden, dealt, strict=True):
        state.cheats[s] = cheats
    if not offered:
        state.looking = looking


def hide_partners(state: Any, seat: int | None, rng: random.Random) -> None:
    """The deck and other players' hands are face down, and so is a card set aside for a partner and
    a hand another player laid down on giving up (it lies unseen in the used pile); the cards two
    partners passed each other are seen by them alone, and the used pile's order by no one (its cards
    go back into a deck only shuffled)."""
    hidden = others(state, seat)
    state.gave, state.received = list(state.gave), list(state.received)
    kinds = sorted(set(state.deck + state.used + [card for hand in state.hands for card in hand]), key=str)
    for giver in others(state, seat, keep=(None if seat is None else (seat + 2) % 4,)):
        if state.gave[giver] is not None:
            state.gave[giver] = state.received[(giver + 2) % 4] = rng.choice(kinds)
    state.used = list(state.used)
    for card in (card for s in hidden for card in state.laid_down[s]):
        state.used.remove(card)
    aside = [s for s in hidden if state.giving[s] is not None]
    piles = [
        state.deck,
        *(state.hands[s] for s in hidden),
        *(state.laid_down[s] for s in hidden),
        [state.giving[s] for s in aside],
    ]
    state.deck, *dealt, giving = redealt(piles, rng)
    state.hands, state.laid_down = list(state.hands), list(state.laid_down)
    state.giving = list(state.giving)
    for s, hand, laid in zip(hidden, dealt[: len(hidden)], dealt[len(hidden) :], strict=True):
        state.hands[s], state.laid_down[s] = hand, laid
        state.used += laid
    for s, card in zip(aside, giving, strict=True):
        state.giving[s] = card
    (state.used,) = redealt([state.used], rng)
    state._legal = None


def hide_cowboy(state: Any, seat: int | None, rng: random.Random) -> None:
    """Only the order of the deck and of the discard pile is unseen (items in hand are open)."""
    state.deck, state.discard = (*redealt([state.deck], rng), *redealt([state.discard], rng))
    state._legal = None


def hide_partyfowl(state: Any, seat: int | None, rng: random.Random) -> None:
    """Both decks and both discard piles are face down, and so are other players' hands, except the
    hand the player on turn has peeked at."""
    glimpsed = state.peeked if seat == state.turn else None
    hidden = others(state, seat, keep=(glimpsed,))
    state.hands = [list(hand) for hand in state.hands]
    for s, hand in zip(hidden, redealt([state.hands[s] for s in hidden], rng), strict=True):
        state.hands[s] = hand
    for pile in ("party", "keg", "party_discard", "keg_discard"):
        (shuffled,) = redealt([getattr(state, pile)], rng)
        setattr(state, pile, shuffled)
    state._legal = None


#: Per game: shuffle, in place, what ``seat`` cannot see (None: a spectator, who sees no hand). The
#: protocol has no generic way to tell hidden from open information, so each game says it here; a
#: game added to the registry without one fails below and asks for it.
HIDDEN: dict[str, Callable[[Any, int | None, random.Random], None]] = {
    "rowlette": hide_rowlette,
    "rowdy": hide_rowdy,
    "partners": hide_partners,
    "cowboy": hide_cowboy,
    "partyfowl": hide_partyfowl,
}
#: Games per game and player count checked this way, and the points of each game checked (spread
#: evenly from the deal to the end), for each seat and the spectator.
HIDDEN_PLAYOUTS = 3
HIDDEN_POINTS = 30


@pytest.mark.parametrize(("name", "count"), CASES)
def test_a_view_shows_nothing_of_what_its_seat_cannot_see(name: str, count: int) -> None:
    assert name in HIDDEN, f"give {name} a reshuffle of its hidden information in HIDDEN"
    hide = HIDDEN[name]
    changed = 0
    for seed in range(HIDDEN_PLAYOUTS):
        rng = random.Random(f"hidden:{seed}")
        moves = play(new(name, count, seed), random_moves(seed)).history
        points = {len(moves) * k // HIDDEN_POINTS for k in range(HIDDEN_POINTS)}
        state = new(name, count, seed)
        for number, action in enumerate(moves):
            if number in points:
                for seat in [None, *range(count)]:
                    other = state.clone()
                    hide(other, seat, rng)
                    changed += internals(other) != internals(state)
                    assert other.view(seat) == state.view(seat), (
                        f"seat {seat} sees a reshuffle, move {number}"
                    )
                    if seat == state.current_player:
                        assert list(map(str, other.legal_actions())) == list(map(str, state.legal_actions()))
            state.apply(action)
    assert changed, f"the reshuffles of {name} never changed anything"
