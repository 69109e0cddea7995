"""Forged moves, in every game: an action built by hand with a field of the wrong type or an odd
value, something that is not a move at all, or text that cannot be read is refused with
IllegalAction, and the state that refused it is unchanged.

The games come from the registry, so a game added later is checked too. Hypothesis builds the
forged values from each field's annotation (right types with odd values) and from a pool of
everything else (floats, bools, None, bytes, huge numbers, other games' names and enums).
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import random
import types
import typing
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tabletop
from tabletop.core import IllegalAction, RandomBot, State, play_out
from tabletop.core.action_fields import check_action, field_checks
from tabletop.partners.actions import Move, Step, Switch
from tabletop.partners.data import Kind
from tabletop.partyfowl.actions import Draw, Foul
from tabletop.rowdy.actions import Coin
from tabletop.rowlette.game import Take
from tests.partners import staging as partners_staging
from tests.partyfowl import staging as partyfowl_staging
from tests.rowlette.staging import stacked

GAMES = tabletop.playable()
NAMES = ("Ana", "Ben", "Cy", "Dee", "Eve")
#: Moves played before the forgeries: enough to reach the middle of a game of each.
DEPTH = {"rowlette": 80, "rowdy": 150, "partners": 400, "cowboy": 300, "partyfowl": 200}
#: Digits that ``int()`` or ``str.isdigit()`` accept but no move's text uses.
FOREIGN_DIGITS = "²³¹٣۳३৩௩３𝟛"


def new_state(name: str, seed: int, players: int | None = None) -> State:
    game = tabletop.get(name)
    count = players or random.Random(seed).randint(game.min_players, game.max_players)
    return game.new(list(NAMES[:count]), seed=seed)


def played(name: str, seed: int, moves: int) -> State:
    state = new_state(name, seed)
    return play_out(state, [RandomBot()] * len(state.players), random.Random(seed), moves=moves)


def snapshot(state: State) -> tuple[Any, ...]:
    """What a refused move must leave as it was: the save, every seat's view, the legal moves."""
    seats = [*range(len(state.players)), None]
    return (
        state.to_json(),
        tuple(state.view(seat) for seat in seats),
        tuple(map(str, state.legal_actions())),
        state.current_player,
        state.chance,
    )


def exact_repr(value: object) -> str | None:
    try:
        return repr(value)
    except ValueError:  # a number too long to print is never part of a legal move
        return None


def is_legal(state: State, action: object) -> bool:
    """Equal to a legal move, and built of the same types (``Take(True) == Take(1)`` is not enough)."""
    text = exact_repr(action)
    return any(type(a) is type(action) and a == action and repr(a) == text for a in state.legal_actions())


@functools.cache
def pool(name: str) -> tuple[Any, ...]:
    """Every field value the legal moves of two seeded games hold: real cards, names, seats, enums."""
    found: dict[tuple[type, str], Any] = {}
    for seed in (1, 2):
        state = new_state(name, seed)
        rng = random.Random(seed)
        while not state.is_over:
            legal = state.legal_actions()
            for action in legal:
                for field in dataclasses.fields(action):
                    value = getattr(action, field.name)
                    found.setdefault((type(value), repr(value)), value)
            state.apply(rng.choice(legal))
    return tuple(found.values())


ODD = st.one_of(
    st.none(),
    st.booleans(),
    st.floats(),
    st.integers(-5, 80).map(float),
    st.integers(),
    st.integers(min_value=10**9, max_value=10**40),
    st.just(10**5000),
    st.integers(max_value=-1),
    st.text(max_size=8),
    st.text(alphabet=FOREIGN_DIGITS, min_size=1, max_size=3),
    st.just("x" * 100_000),
    st.binary(max_size=4),
    st.lists(st.integers(0, 9), max_size=2),
    st.tuples(st.integers(0, 9)),
    st.tuples(st.text(max_size=2), st.floats()),
    st.builds(object),
    st.just(complex(1, 0)),
)


def everything_else() -> st.SearchStrategy[Any]:
    """Odd values and the field values of every game (another game's card, room or enum)."""
    return st.one_of(ODD, *(st.sampled_from(pool(name)) for name in GAMES))


def shaped_like(hint: Any, name: str) -> st.SearchStrategy[Any]:
    """Values of the annotated type (and near it), so the game's own refusals are tried as well."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if hint is int:
        return st.one_of(st.integers(-3, 70), st.integers())
    if hint is bool:
        return st.booleans()
    if hint is str:
        same = [value for value in pool(name) if type(value) is str]
        return st.one_of(st.text(max_size=12), *([st.sampled_from(same)] if same else []))
    if hint is type(None):
        return st.none()
    if origin is typing.Union or origin is types.UnionType:
        return st.one_of(*(shaped_like(arg, name) for arg in args))
    if origin is typing.Literal:
        return st.one_of(st.sampled_from(args), *(shaped_like(type(arg), name) for arg in args))
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return st.lists(shaped_like(args[0], name), max_size=4).map(tuple)
        return st.tuples(*(shaped_like(arg, name) for arg in args))
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return st.sampled_from(list(hint))
    if dataclasses.is_dataclass(hint):
        hints = typing.get_type_hints(hint)
        fields = {f.name: st.one_of(shaped_like(hints[f.name], name), ODD) for f in dataclasses.fields(hint)}
        return st.builds(hint, **fields)
    same = [value for value in pool(name) if type(value) is hint]
    return st.sampled_from(same) if same else ODD


def assert_refused(state: State, move: object, before: tuple[Any, ...]) -> IllegalAction:
    with pytest.raises(IllegalAction) as checked:
        state.check(move)
    with pytest.raises(IllegalAction) as applied:
        state.apply(move)
    assert snapshot(state) == before, move
    assert checked.value.rule == applied.value.rule
    assert state.game.rule(applied.value.rule).summary
    return applied.value


@pytest.mark.parametrize("name", GAMES)
@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_a_forged_field_is_refused_and_changes_nothing(name: str, data: st.DataObject) -> None:
    state = played(name, data.draw(st.integers(0, 10**6), "seed"), data.draw(st.integers(0, DEPTH[name])))
    if state.is_over:
        return
    with_fields = [a for a in state.legal_actions() if dataclasses.fields(a)]
    before = snapshot(state)
    for _ in range(12 if with_fields else 0):
        action = data.draw(st.sampled_from(with_fields))
        field = data.draw(st.sampled_from(dataclasses.fields(action)))
        hint = typing.get_type_hints(type(action))[field.name]
        value = data.draw(st.one_of(shaped_like(hint, name), everything_else()), field.name)
        forged = dataclasses.replace(action, **{field.name: value})
        if is_legal(state, forged):  # an odd value of the right type can still name a legal move
            continue
        assert_refused(state, forged, before)


@pytest.mark.parametrize("name", GAMES)
@settings(max_examples=20, deadline=None)
@given(data=st.data())
def test_what_is_not_a_move_of_the_game_is_refused_as_such(name: str, data: st.DataObject) -> None:
    state = played(name, data.draw(st.integers(0, 10**6), "seed"), data.draw(st.integers(0, DEPTH[name])))
    if state.is_over:
        return
    others = [played(other, 1, 5).legal_actions()[0] for other in GAMES if other != name]
    legal = state.legal_actions()[0]
    given_ = data.draw(
        st.one_of(
            ODD,
            st.sampled_from([str(legal), type(legal), {"action": str(legal)}, [legal], *others]),
        )
    )
    error = assert_refused(state, given_, snapshot(state))
    assert error.rule == "core.legal-actions"
    assert f"not a move of {state.game.title}" in error.message
    assert len(error.message) < 400


def mangled(text: str) -> st.SearchStrategy[str]:
    """Legal text made unreadable: a foreign digit, a 5,000-digit number, control characters."""
    digits = [i for i, char in enumerate(text) if char.isdigit()]
    ways = [
        st.builds(lambda c: text + c, st.sampled_from(["\x00", "\x1b", "\u200b", "\ufeff"])),
        st.builds(
            lambda at, c: text[:at] + c + text[at:],
            st.integers(0, len(text)),
            st.sampled_from("\x00\x07\x1b\u2028"),
        ),
        st.just(text + " " + "7" * 5000),
        st.just(text * 20_000),
    ]
    if digits:
        ways += [
            st.builds(
                lambda i, d: text[:i] + d + text[i + 1 :],
                st.sampled_from(digits),
                st.sampled_from(FOREIGN_DIGITS),
            ),
            st.builds(lambda i: text[:i] + "9" * 5000 + text[i + 1 :], st.sampled_from(digits)),
        ]
    return st.one_of(ways)


@pytest.mark.parametrize("name", GAMES)
@settings(max_examples=30, deadline=None)
@given(data=st.data())
def test_unreadable_text_is_refused_and_changes_nothing(name: str, data: st.DataObject) -> None:
    state = played(name, data.draw(st.integers(0, 10**6), "seed"), data.draw(st.integers(0, DEPTH[name])))
    if state.is_over:
        return
    before = snapshot(state)
    legal = [str(action) for action in state.legal_actions()]
    for _ in range(6):
        text = data.draw(st.one_of(st.text(), st.sampled_from(legal).flatmap(mangled)))
        try:
            action = state.action_from_string(text)
        except IllegalAction as err:
            assert len(err.message) < 400 and snapshot(state) == before
            continue
        assert str(action) in legal and action == state.action_from_string(str(action))
        assert not set(text) & set(FOREIGN_DIGITS) and "7" * 5000 not in text


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize(
    "given_",
    [None, 3, 2.5, b"Stop", ["Stop"], object()],
    ids=["None", "int", "float", "bytes", "list", "object"],
)
def test_a_move_is_read_only_from_text(name: str, given_: object) -> None:
    state = new_state(name, 1)
    before = snapshot(state)
    with pytest.raises(IllegalAction, match="read from text") as err:
        state.action_from_string(given_)  # type: ignore[arg-type]
    assert err.value.rule == "core.legal-actions" and snapshot(state) == before


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("seat", [-1, 5, True, 1.0, "0", type(None)], ids=repr)
def test_a_move_by_a_seat_not_at_the_table_is_refused(name: str, seat: object) -> None:
    state = new_state(name, 1, players=tabletop.get(name).min_players)
    before = snapshot(state)
    with pytest.raises(IllegalAction, match="is not a seat at this table") as err:
        state.apply(state.legal_actions()[0], by=seat)  # type: ignore[arg-type]
    assert err.value.rule == "core.turn" and snapshot(state) == before


@pytest.mark.parametrize("name", GAMES)
def test_every_game_declares_its_moves_and_every_legal_move_fits_them(name: str) -> None:
    state_class = tabletop.get(name).state_class
    assert state_class.action_types, f"{name} declares no action_types"
    for kind in state_class.action_types:
        field_checks(kind)  # every annotation is one the protocol can check
    for seed in range(3):
        state = played(name, seed, moves=seed * DEPTH[name] // 3)
        for action in state.legal_actions():
            check_action(action, state_class.action_types, state.game.title)


# ---- the examples the review found, one by one ----


def refused(state: State, move: object, words: str) -> IllegalAction:
    """``move`` is refused as malformed (rule core.legal-actions) with ``words``; nothing changed."""
    error = assert_refused(state, move, snapshot(state))
    assert error.rule == "core.legal-actions" and words in error.message, error.message
    return error


def test_rowlette_refuses_take_of_a_float_and_keeps_its_market() -> None:
    state = stacked(["Ana", "Ben"], deck_top=[3, 1, 7])
    refused(state, Take(3.0), "its card must be an int")  # type: ignore[arg-type]
    assert state.market == [3, 1, 7]


def test_rowlette_refuses_take_of_true_and_its_save_still_loads() -> None:
    state = stacked(["Ana", "Ben"], deck_top=[3, 1, 7])
    refused(state, Take(True), "not True (a bool)")
    assert state.game.from_json(state.to_json()).view(None) == state.view(None)


def test_partners_refuses_a_float_piece_before_the_card_is_spent() -> None:
    state = partners_staging.staged(pieces={"Yellow": ["yellow start"]}, hands={"Ana": ["Start/8", "7"]})
    assert Move(Kind.START_8, 0, 8) in state.legal_actions()
    refused(state, Move(Kind.START_8, 0.0, 8), "its piece must be an int")  # type: ignore[arg-type]
    assert Kind.START_8 in state.hands[0]


def test_partners_refuses_a_float_step_of_a_seven_and_its_save_still_loads() -> None:
    state = partners_staging.staged(pieces={"Yellow": ["yellow 3"]}, hands={"Ana": ["Start/8", "7"]})
    partners_staging.play(state, "Play 7")
    assert Step(0, 7, 10) in state.legal_actions()
    refused(state, Step(0, 7.0, 10), "its steps must be an int")  # type: ignore[arg-type]
    assert state.game.from_json(state.to_json()).view(0) == state.view(0)


def test_partners_names_a_piece_or_position_no_board_has() -> None:
    state = partners_staging.staged(
        pieces={"Yellow": ["yellow start"], "Red": ["red 4"]}, hands={"Ana": ["Start/8", "Switch"]}
    )
    error = assert_refused(state, Switch(0, 16), snapshot(state))
    assert error.message == "There is no piece 16 (pieces are numbered 0 to 15)."
    error = assert_refused(state, Move(Kind.START_8, -1, 8), snapshot(state))
    assert error.message == "There is no piece -1 (pieces are numbered 0 to 15)."
    error = assert_refused(state, Move(Kind.START_8, 0, 64), snapshot(state))
    assert error.message == "There is no position 64 (from -1, a circle, to 63)."


@pytest.mark.parametrize("text", ["Take " + "3" * 5000, "Take 3\x00", "Take 3" + "\u200b" * 300])
def test_rowlette_refuses_endless_numbers_and_control_characters_in_a_few_words(text: str) -> None:
    state = stacked(["Ana", "Ben"], deck_top=[3, 1, 7])
    before = snapshot(state)
    with pytest.raises(IllegalAction, match="(is not a move in|to be a move in) Rowlette") as err:
        state.action_from_string(text)
    assert err.value.rule == "core.legal-actions" and snapshot(state) == before
    assert len(err.value.message) < 200


def test_a_megabyte_of_text_is_refused_unread_in_every_game() -> None:
    for name in GAMES:
        state = new_state(name, 1)
        with pytest.raises(IllegalAction, match=r"is too long \(1,000,0.. characters\)"):
            state.action_from_string("Foul Ana's " * 90_910)


def test_party_fowl_refuses_a_foul_on_a_float_seat() -> None:
    state = partyfowl_staging.staged(
        hands={"Ana": ["Travel 1"], "Ben": ["Foul"]}, ducks={"Ana": "Patio", "Ben": "Patio"}
    )
    partyfowl_staging.play(state, "Play Travel 1", "End turn")
    assert Foul(0, "Ana", "Travel 1") in state.legal_actions()
    refused(state, Foul(0.0, "Ana", "Travel 1"), "its target must be an int")  # type: ignore[arg-type]


def test_party_fowl_names_the_real_reason_a_draw_with_keg_none_is_refused() -> None:
    state = partyfowl_staging.staged()
    assert Draw(False) in state.legal_actions() and state.party
    error = refused(state, Draw(None), "its keg must be True or False, not None")  # type: ignore[arg-type]
    assert "empty" not in error.message


@pytest.mark.parametrize(
    ("given_", "words"),
    [
        ("Play 4 of Stars", "'Play 4 of Stars' is text, not a move of Rowdy Partners"),
        (None, "None (a NoneType) is not a move of Rowdy Partners"),
        (4, "4 (an int) is not a move of Rowdy Partners"),
        ("x" * 10**6, "'xxxxxxxx"),
    ],
    ids=["text", "None", "int", "a megabyte"],
)
def test_rowdy_says_plainly_that_a_non_action_is_not_a_move(given_: object, words: str) -> None:
    state = new_state("rowdy", 3, players=4)
    error = refused(state, given_, words)
    assert "Tokens go on a card" not in error.message and len(error.message) < 300


def test_rowdy_coins_are_plus_or_minus_one() -> None:
    refused(new_state("rowdy", 3, players=4), Coin(5), "its change must be 1 or -1, not 5")  # type: ignore[arg-type]
