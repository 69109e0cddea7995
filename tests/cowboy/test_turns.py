"""Setting up and taking turns: a move along the grid lines (or staying put), then one action, then
the events phase. Cowboys never move diagonally, never onto another cowboy, the Bandit or a pilgrim,
and never onto a corner next to the Bandit along a line."""

from __future__ import annotations

from collections import Counter

import pytest

from tabletop.core import IllegalAction, SetupError
from tabletop.cowboy import CowboyState, Walk, data
from tabletop.cowboy.data import DECK, DO_NOTHING, FENCES_AT_START, FIRST_MOVE, FIRST_SEAT, TILES, Terrain
from tabletop.cowboy.data import Event as Card

from .staging import GAME, NAMES, legal, play, refused, staged

QUIET = Card.MOOVE_PILGRIMS  # a MOOOOOVE with no pilgrim on the board: nothing happens, no die


# ---- setting up ----


@pytest.mark.parametrize(("players", "size"), [(2, 12), (3, 16), (4, 16)])
def test_each_cowboy_starts_on_the_middle_line_of_their_side_with_ten_fences(players: int, size: int) -> None:
    state: CowboyState = GAME.new(list(NAMES[:players]), seed=players)
    assert state.size == size
    middle = size // 2
    sides = {"S": (middle, size), "N": (middle, 0), "W": (0, middle), "E": (size, middle)}
    expected = {2: "SN", 3: "SWE", 4: "SWNE"}[players]
    assert state.cowboys == [sides[side] for side in expected]
    assert state.fences == [FENCES_AT_START] * players
    assert state.items == [[] for _ in range(players)]
    assert state.turn == 0 and state.phase == "move" and state.rounds == 0


def test_a_roaming_steer_stands_on_every_steer_start_and_a_steer_is_printed_on_every_printed_mark() -> None:
    state: CowboyState = GAME.new(["Ana", "Ben"], seed=5)
    terrain = state.layout.terrain
    assert sorted(state.tokens.steers) == [s for s, kind in enumerate(terrain) if kind is Terrain.STEER_START]
    assert list(state.printed) == [s for s, kind in enumerate(terrain) if kind is Terrain.PRINTED_STEER]
    assert len(state.layout.tiles) == len(set(state.layout.tiles)) == 9
    assert set(state.layout.tiles) <= set(TILES)
    assert not state.tokens.indians and not state.tokens.twisters and state.tokens.bandit is None
    assert state.herd(0) == state.herd(1) == 0  # no fields yet, so no herd


def test_the_event_deck_holds_the_54_cards_shuffled() -> None:
    state: CowboyState = GAME.new(["Ana", "Ben"], seed=5)
    assert Counter(state.deck) == Counter(DECK) and len(state.deck) == 54
    assert state.discard == []
    other: CowboyState = GAME.new(["Ana", "Ben"], seed=6)
    assert other.deck != state.deck


def test_an_unknown_option_or_a_lone_player_is_refused() -> None:
    with pytest.raises(SetupError):
        GAME.new(["Ana", "Ben"], seed=1, rounds=3)
    with pytest.raises(SetupError):
        GAME.new(["Ana"], seed=1)


# ---- moving ----


def test_a_cowboy_walks_one_line_north_east_south_or_west_never_off_the_board() -> None:
    state = staged()
    assert state.cowboys[0] == (6, 12)  # Ana on the south edge
    assert legal(state) == ["Move N", "Move E", "Move W", "Stay put"]
    assert play(state, "Move N") == ["Ana walks north to the north-west corner of G12."]  # as pilgrims do
    assert state.cowboys[0] == (6, 11)
    assert state.phase == "action"


def test_a_cowboy_in_a_corner_of_the_board_has_two_ways_to_go() -> None:
    state = staged(cowboys={"Ana": (0, 12)})
    assert legal(state) == ["Move N", "Move E", "Stay put"]


@pytest.mark.parametrize("move", ["Move S", "Move NE", "Move again N", "Build a fence", "Do nothing"])
def test_diagonal_off_board_and_out_of_order_moves_are_refused(move: str) -> None:
    state = staged()
    refused(state, move)


def test_diagonal_walks_are_not_even_actions() -> None:
    state = staged()
    assert state.parse_action("Move NE") is None
    refused(state, Walk("NE"))


def test_a_cowboy_never_walks_onto_another_cowboy() -> None:
    state = staged(cowboys={"Ben": (6, 11)})
    assert "Move N" not in legal(state)
    refused(state, "Move N")


def test_a_cowboy_never_walks_onto_a_pilgrim() -> None:
    state = staged(pilgrims=[((5, 12), "N")])
    assert legal(state) == ["Move N", "Move E", "Stay put"]
    refused(state, "Move W")


def test_a_cowboy_never_walks_onto_the_bandit_nor_next_to_him_along_a_line() -> None:
    state = staged(cowboys={"Ana": (6, 10)}, bandit=(6, 8))
    assert legal(state) == ["Move E", "Move S", "Move W", "Stay put"]  # (6, 9) is in his sights
    refused(state, "Move N")
    state = staged(cowboys={"Ana": (6, 10)}, bandit=(7, 10))
    refused(state, "Move E")  # onto the Bandit
    state = staged(cowboys={"Ana": (6, 10)}, bandit=(7, 9))
    assert legal(state) == ["Move S", "Move W", "Stay put"]  # N and E both touch his corner by a line


def test_a_corner_diagonal_to_the_bandit_is_safe() -> None:
    state = staged(cowboys={"Ana": (6, 10)}, bandit=(7, 8))
    assert "Move N" in legal(state)  # (6, 9) is diagonal to (7, 8): not in his sights
    play(state, "Move N")
    assert state.cowboys[0] == (6, 9)


def test_a_cowboy_already_in_the_bandits_sights_may_stay_or_walk_out_of_them() -> None:
    state = staged(cowboys={"Ana": (6, 10)}, bandit=(6, 9))
    assert legal(state) == ["Move E", "Move S", "Move W", "Stay put"]


def test_cowboys_walk_over_and_along_fences() -> None:
    state = staged(fenced=[((6, 12), (6, 11)), ((6, 11), (6, 10))])
    play(state, "Move N")
    assert state.cowboys[0] == (6, 11)
    assert "Move again N" in legal(state)


def test_staying_put_is_allowed_but_then_no_fence_can_be_built() -> None:
    state = staged(next_cards=[QUIET])
    play(state, "Stay put")
    assert state.cowboys[0] == (6, 12) and state.phase == "action"
    assert "Build a fence" not in legal(state)
    refused(state, "Build a fence")
    assert FIRST_MOVE.startswith("the move is optional")


def test_moving_again_is_the_action_and_ends_the_turn_with_the_events_phase() -> None:
    state = staged(next_cards=[QUIET])
    texts = play(state, "Move N", "Move again N")
    assert state.cowboys[0] == (6, 10)
    assert texts[-1] == "Ana draws MOOOOOVE! Pilgrims."
    assert state.turn == 1 and state.phase == "move" and state.walked is None
    assert state.fences[0] == FENCES_AT_START  # no fence after the second move


def test_moving_again_after_staying_put_is_a_single_move() -> None:
    state = staged(next_cards=[QUIET])
    play(state, "Stay put", "Move again W")
    assert state.cowboys[0] == (5, 12) and state.turn == 1


def test_after_staying_put_a_move_is_refused_for_the_real_reason() -> None:
    state = staged(next_cards=[QUIET])
    play(state, "Stay put")
    assert refused(state, "Move N").message == (
        "You stayed put this turn, and the move is over: a walk now is the action 'Move again'."
    )
    state = staged(next_cards=[QUIET])  # after a walk the refusal says so
    play(state, "Move N")
    assert refused(state, "Move W").message == (
        "You have moved this turn: a second walk is the action 'Move again'."
    )


def test_the_second_move_obeys_the_same_rules() -> None:
    state = staged(cowboys={"Ben": (6, 10)}, next_cards=[QUIET])
    play(state, "Move N")
    assert "Move again N" not in legal(state)
    refused(state, "Move again N")


# ---- one action, then the events phase, then the next player ----


def test_one_action_then_an_event_card_then_the_next_player_clockwise() -> None:
    state = staged(NAMES[:3], next_cards=[QUIET, Card.MOOVE_BANDIT, QUIET, Card.MOOVE_BANDIT])
    order = []
    for _ in range(4):
        order.append(state.players[state.turn])
        texts = play(state, "Stay put", "Do nothing")
        assert texts[-1].endswith("draws " + str(state.last_card) + ".")
    assert order == ["Ana", "Ben", "Cy", "Ana"]
    assert state.rounds == 1
    assert len(state.discard) == 4  # four MOOOOOVEs with nothing to move


def test_the_first_seat_starts_standing_in_for_the_loudest_shout(monkeypatch: pytest.MonkeyPatch) -> None:
    assert FIRST_SEAT == 0 and staged(NAMES[:3]).turn == 0
    monkeypatch.setattr(data, "FIRST_SEAT", 1)  # the engine reads the edition's constant
    state = staged(NAMES[:3], next_cards=[QUIET, QUIET, QUIET])
    order = []
    for _ in range(3):
        order.append(state.players[state.turn])
        play(state, "Stay put", "Do nothing")
    assert order == ["Ben", "Cy", "Ana"] and state.rounds == 1  # clockwise; a round is one turn each


def test_doing_nothing_is_this_editions_reading_of_the_optional_action(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = staged(next_cards=[QUIET])
    play(state, "Move N")
    assert DO_NOTHING is True and "Do nothing" in legal(state)
    monkeypatch.setattr(data, "DO_NOTHING", False)
    state._legal = None
    assert "Do nothing" not in legal(state) and "Move again N" in legal(state)


def test_an_action_ends_the_turn_so_a_second_action_is_refused() -> None:
    state = staged(next_cards=[QUIET])
    play(state, "Move N", "Do nothing")
    assert state.turn == 1 and state.phase == "move"
    refused(state, "Do nothing")  # Ben moves (or stays put) first
    with pytest.raises(IllegalAction) as err:
        state.apply(state.legal_actions()[0], by=0)  # and Ana's turn is over
    assert err.value.rule == "core.turn"


def test_moving_out_of_turn_is_refused() -> None:
    state = staged()
    with pytest.raises(IllegalAction) as err:
        state.apply(state.legal_actions()[0], by=1)
    assert err.value.rule == "core.turn"
    assert state.history == []


def test_every_legal_action_reads_back_from_its_text_and_explains_itself() -> None:
    state = staged(terrain={"F12": "T"}, steers=["G12"], fields={"Ana": [["F11"]]})
    play(state, "Move N")
    actions = state.legal_actions()
    assert len({str(a) for a in actions}) == len(actions)
    for action in actions:
        assert state.action_from_string(str(action)) == action
        assert action.describe()
    assert legal(state) == [
        "Build a fence",
        "Cut wood",
        "Rope the steer at G12 into F11",
        "Move again N",
        "Move again E",
        "Move again S",
        "Move again W",
        "Do nothing",
    ]


def test_the_bandits_reach_is_the_constant_the_engine_reads(monkeypatch: pytest.MonkeyPatch) -> None:
    state = staged(cowboys={"Ana": (6, 12)}, bandit=(6, 8))
    assert "Move N" in legal(state) and data.BANDIT_REACH == 1  # (6, 11) is three lines from him
    monkeypatch.setattr(data, "BANDIT_REACH", None)  # the other reading: his whole row and column
    state = staged(cowboys={"Ana": (6, 12)}, bandit=(6, 8))
    assert legal(state) == ["Move E", "Move W", "Stay put"]
    assert refused(state, "Move N").message == "That corner is in line with the Bandit: he would shoot."


def test_staying_put_twice_is_refused_with_what_the_move_was() -> None:
    state = staged(next_cards=[QUIET])
    play(state, "Stay put")
    error = refused(state, "Stay put")
    assert error.message == (
        "You stayed put: that was this turn's move. End the turn with 'Do nothing', or take an action."
    )


def test_a_printed_steer_says_it_cannot_be_roped_even_before_the_move() -> None:
    state = staged(terrain={"F12": "P"})
    assert refused(state, "Rope the steer at F12 into A1").message == (
        "The steer printed at F12 cannot be roped: fence it into a field of yours."
    )
