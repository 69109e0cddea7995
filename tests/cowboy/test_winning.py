"""Winning: the first cowboy with FIVE steers in his fields wins at once; this edition's round limit
ends a stalled game with the biggest herd winning (ties: more field squares, then more fences)."""

from __future__ import annotations

import pytest

from tabletop.core import IllegalAction, SetupError
from tabletop.cowboy import CowboyState
from tabletop.cowboy.data import EDITION_CHOICES, ROUND_LIMIT, ROUND_LIMIT_ORDER, STEERS_TO_WIN, WIN_TIES
from tabletop.cowboy.data import Event as Card

from .staging import GAME, herds, legal, play, refused, scripted, staged

QUIET = Card.MOOVE_PILGRIMS
ANA_PEN = ["A12", "B12", "C12", "D12", "E12"]  # Ana's field along the south edge
BEN_PEN = ["A1", "B1", "C1", "D1", "E1", "F1"]  # Ben's along the north edge


def assert_won(state: CowboyState, seat: int) -> None:
    assert state.is_over and state.winner == seat and state.phase == "over"
    assert state.winners() == [seat] and state.ranking()[0] == seat
    assert state.legal_actions() == [] and state.current_player is None
    with pytest.raises(IllegalAction) as err:
        state.apply(state.parse_action("Stay put"))
    assert err.value.rule == "core.game-over"


def test_roping_the_fifth_steer_wins_at_once_before_any_event() -> None:
    state = staged(fields={"Ana": [ANA_PEN]}, steers=["A12", "B12", "C12", "D12", "G12"], next_cards=[QUIET])
    deck = len(state.deck)
    texts = play(state, "Stay put", "Rope the steer at G12 into E12")
    assert texts[-1] == "Ana has 5 steers in their fields and wins!"
    assert len(state.deck) == deck  # no card drawn
    assert_won(state, 0)
    assert state.scores() == [5, 0] and STEERS_TO_WIN == 5


def test_rustling_the_fifth_steer_wins(monkeypatch: pytest.MonkeyPatch) -> None:
    state = staged(
        fields={"Ana": [ANA_PEN], "Ben": [["G12"]]},
        steers=["A12", "B12", "C12", "D12", "G12"],
        next_cards=[QUIET],
    )
    scripted(monkeypatch, 8)
    play(state, "Stay put", "Rustle the steer at G12 into E12")
    assert_won(state, 0)
    assert state.scores() == [5, 0]


def test_closing_a_field_round_steers_counts_them_at_once() -> None:
    # four steers already penned in A12-D12; a roaming steer stands in G12, fenced on three sides
    # (its south one along the board edge)
    state = staged(
        fields={"Ana": [ANA_PEN[:4]]},
        steers=["A12", "B12", "C12", "D12", "G12"],
        fenced=[((6, 11), (7, 11)), ((7, 11), (7, 12)), ((6, 12), (7, 12))],
        next_cards=[QUIET],
    )
    play(state, "Move N", "Build a fence")
    assert_won(state, 0)


def test_stealing_part_of_a_field_with_a_steer_in_it_can_win() -> None:
    state = staged(
        cowboys={"Ana": (7, 11)},
        fields={"Ana": [ANA_PEN[:4]], "Ben": [["G10", "H10", "G11", "H11"]]},
        fenced=[((7, 9), (7, 10))],
        steers=["A12", "B12", "C12", "D12", "H11"],
        next_cards=[QUIET],
    )
    play(state, "Move N", "Build a fence")
    assert not state.is_over  # the choice comes first
    play(state, "Claim the field at H10")
    assert_won(state, 0)


def test_an_event_that_gives_a_rival_five_steers_makes_the_rival_win(monkeypatch: pytest.MonkeyPatch) -> None:
    state = staged(
        terrain={name: "P" for name in BEN_PEN[:4]},  # printed steers: a stampede does not move them
        fields={"Ben": [BEN_PEN]},
        steers=["E2"],
        cowboys={"Ben": (8, 0)},
        next_cards=[Card.STAMPEDE],
    )
    scripted(monkeypatch, 1)  # E2 runs N into Ben's E1, over the fence
    texts = play(state, "Stay put", "Do nothing")
    assert texts[-1] == "Ben has 5 steers in their fields and wins!"
    assert_won(state, 1)


def test_when_an_event_gives_two_players_five_the_player_on_turn_wins(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    printed = ["A12", "B12", "C12", "D12", "A1", "B1", "C1", "D1"]
    state = staged(
        terrain={name: "P" for name in printed},
        fields={"Ana": [ANA_PEN], "Ben": [BEN_PEN]},
        steers=["E11", "E2"],
        cowboys={"Ben": (8, 0)},
        next_cards=[Card.STAMPEDE],
    )
    assert herds(state) == [4, 4]
    scripted(monkeypatch, 1, 5)  # in reading order: E2 runs N into Ben's E1, E11 runs S into Ana's E12
    texts = play(state, "Stay put", "Do nothing")
    assert texts[-1] == "Ana has 5 steers in their fields and wins!"
    assert herds(state) == [5, 5]
    assert_won(state, 0)  # though Ben has the bigger field
    assert WIN_TIES.startswith("if an event gives several players five steers at once")


# ---- the round limit ----


def test_the_default_round_limit_is_sixty() -> None:
    state: CowboyState = GAME.new(["Ana", "Ben"], seed=1)
    assert state.options["round_limit"] == ROUND_LIMIT == 60
    assert ROUND_LIMIT_ORDER == ("steers", "field squares", "fences")


@pytest.mark.parametrize("limit", [0, -1, "10", 2.5, True, None])
def test_a_round_limit_that_is_not_a_whole_number_of_rounds_is_refused(limit: object) -> None:
    with pytest.raises(SetupError, match="round_limit"):
        GAME.new(["Ana", "Ben"], seed=1, round_limit=limit)


def quiet_round(state: CowboyState) -> list[str]:
    texts: list[str] = []
    for _ in state.players:
        texts += play(state, "Stay put", "Do nothing")
    return texts


def test_when_the_rounds_run_out_the_biggest_herd_wins() -> None:
    state = staged(
        fields={"Ana": [["B12"]], "Ben": [["A1", "B1"]]},
        steers=["B12", "A1", "B1"],
        round_limit=2,
        next_cards=[QUIET, QUIET, Card.MOOVE_BANDIT, Card.MOOVE_BANDIT],
    )
    quiet_round(state)
    assert not state.is_over and state.rounds == 1
    texts = quiet_round(state)
    assert texts[-1] == "2 rounds played: the range closes. Ben wins with the biggest herd (2 steers)."
    assert_won(state, 1)
    assert state.ranking() == [1, 0] and state.scores() == [1, 2]


@pytest.mark.parametrize(
    ("fields", "fences", "winner", "told"),
    [
        # same herd: more field squares
        ({"Ana": [["B12"]], "Ben": [["A1", "B1"]]}, {}, "Ben", "Ben wins on field squares (2 to 1)"),
        # same fields too: more fences
        ({"Ana": [["B12"]], "Ben": [["A1"]]}, {"Ana": 3}, "Ben", "Ben wins on fences (10 to 3)"),
        ({"Ana": [["B12"]], "Ben": [["A1"]]}, {"Ben": 3}, "Ana", "Ana wins on fences (10 to 3)"),
    ],
)
def test_round_limit_ties_go_to_more_field_squares_then_more_fences(
    fields: dict[str, list[list[str]]], fences: dict[str, int], winner: str, told: str
) -> None:
    state = staged(fields=fields, fences=fences, round_limit=1, next_cards=[QUIET, QUIET])
    texts = quiet_round(state)
    assert_won(state, state.players.index(winner))
    tie = "after a tie on steers." if "field squares" in told else "after a tie on steers and field squares."
    assert texts[-1] == f"1 round played: the range closes. {told} {tie}"


def test_a_full_tie_at_the_round_limit_is_a_shared_win() -> None:
    state = staged(round_limit=1, next_cards=[QUIET, QUIET])
    texts = quiet_round(state)
    assert texts[-1] == (
        "1 round played: the range closes. Ana and Ben tie on herds (0 steers), field squares and fences: "
        "they share the win."
    )
    assert state.is_over and state.winners() == [0, 1] and state.view(None).winners == (0, 1)
    assert "TIE_SHARED" in {choice.constant for choice in EDITION_CHOICES}


def test_lost_turns_still_count_towards_the_round_limit() -> None:
    state = staged(round_limit=2, next_cards=[Card.NO_NAME, QUIET, Card.MOOVE_BANDIT])
    play(state, "Stay put", "Do nothing")  # Ben loses his turn: round 1 is over
    assert state.rounds == 1 and state.turn == 0
    play(state, "Stay put", "Do nothing")
    play(state, "Stay put", "Do nothing")
    assert state.is_over and state.rounds == 2


def test_a_finished_game_refuses_every_move() -> None:
    state = staged(round_limit=1, next_cards=[QUIET, QUIET])
    quiet_round(state)
    for move in ["Stay put", "Move N", "Do nothing", "Claim the field at A1"]:
        error = refused(state, move)
        assert error.rule == "core.game-over"
    assert legal(state) == []
