"""Rustling a rival's steer and fighting Indians, with the D8 scripted (see ``staging.scripted``).

Ana stays put at (6, 12), next to G12. Ben's field is G12 and H12 (a steer in G12, H12 free); Ana's
are B12 and C12, which she rustles into. Rustling: 6-8 the steer is hers, 3-5 it evades her, 1-2
she is caught and pays Ben a steer, else 3 fences, else goes to jail and misses a turn."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import pytest

from tabletop.cowboy import CowboyState
from tabletop.cowboy.data import EDITION_CHOICES, ROAMING_STEERS
from tabletop.cowboy.data import Event as Card
from tabletop.cowboy.rules import RULES
from tabletop.cowboy.tokens import in_the_box

from .staging import herds, legal, play, refused, scripted, sq, staged

QUIET = Card.MOOVE_PILGRIMS
RUSTLE = "Rustle the steer at G12 into B12"


def rustle_scene(
    *,
    steers: Sequence[str] = ("G12",),
    printed: Iterable[str] = (),
    ana_fields: Sequence[Sequence[str]] = (("B12",), ("C12",)),
    ben_fields: Sequence[Sequence[str]] = (("G12", "H12"),),
    **more: Any,
) -> CowboyState:
    state = staged(
        fields={"Ana": ana_fields, "Ben": ben_fields},
        steers=steers,
        terrain={name: "P" for name in printed},
        next_cards=[QUIET, QUIET, Card.MOOVE_BANDIT],
        **more,
    )
    play(state, "Stay put")
    return state


# ---- rustling ----


def test_next_to_a_steer_in_a_rivals_field_a_cowboy_may_try_to_rustle_it() -> None:
    state = rustle_scene()
    assert [move for move in legal(state) if move.startswith("Rustle")] == [
        "Rustle the steer at G12 into B12",
        "Rustle the steer at G12 into C12",
    ]


@pytest.mark.parametrize("roll", [6, 7, 8])
def test_six_to_eight_rustles_the_steer_into_the_rustlers_field(
    monkeypatch: pytest.MonkeyPatch, roll: int
) -> None:
    state = rustle_scene()
    dice = scripted(monkeypatch, roll)
    texts = play(state, RUSTLE)
    assert dice.spent
    assert texts[0] == f"D8 rolled {roll}: Ana rustles Ben's steer at G12; the token moves into B12."
    assert state.tokens.steers == [sq(state, "B12")] and herds(state) == [1, 0]
    assert state.view(None).rolls == (texts[0],)
    assert state.turn == 1


def test_a_rustled_printed_steer_is_covered_by_a_stolen_steer_token_and_a_spare_steer_is_given(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = rustle_scene(steers=(), printed=["G12"])
    assert herds(state) == [0, 1]
    scripted(monkeypatch, 6)
    texts = play(state, RUSTLE)
    assert "a Stolen Steer token covers the printed steer and a spare steer goes into B12" in texts[0]
    assert state.tokens.stolen == {sq(state, "G12")}
    assert state.tokens.steers == [sq(state, "B12")] and herds(state) == [1, 0]
    assert state.free_squares(1) == [sq(state, "G12"), sq(state, "H12")]  # the covered square is free


@pytest.mark.parametrize("roll", [3, 4, 5])
def test_three_to_five_the_steer_evades_and_nothing_happens(
    monkeypatch: pytest.MonkeyPatch, roll: int
) -> None:
    state = rustle_scene()
    scripted(monkeypatch, roll)
    texts = play(state, RUSTLE)
    assert texts[0] == f"D8 rolled {roll}: the steer evades Ana."
    assert state.tokens.steers == [sq(state, "G12")] and herds(state) == [0, 1] and state.fences == [10, 10]


@pytest.mark.parametrize("roll", [1, 2])
def test_one_or_two_caught_the_rustler_pays_the_owner_a_steer(
    monkeypatch: pytest.MonkeyPatch, roll: int
) -> None:
    state = rustle_scene(steers=["G12", "C12"], ana_fields=[["B12", "C12"]])
    assert herds(state) == [1, 1]
    scripted(monkeypatch, roll)
    texts = play(state, RUSTLE)
    assert texts[:2] == [
        f"D8 rolled {roll}: Ana is caught rustling Ben's cattle!",
        "Ana pays Ben the steer at C12: it goes into Ben's field at H12.",
    ]
    assert herds(state) == [0, 2]
    assert sorted(state.tokens.steers) == [sq(state, "G12"), sq(state, "H12")]  # into Ben's free square
    assert state.fences == [10, 10]


def test_a_caught_rustler_pays_with_a_printed_steer_covering_it_and_the_owner_gets_a_spare(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = rustle_scene(printed=["C12"], ana_fields=[["B12", "C12"]])
    scripted(monkeypatch, 1)
    texts = play(state, RUSTLE)
    assert texts[1] == (
        "Ana pays Ben the printed steer at C12 (a Stolen Steer token covers it): a spare steer from the box "
        "goes into Ben's field at H12."
    )
    assert state.tokens.stolen == {sq(state, "C12")}
    assert herds(state) == [0, 2] and sorted(state.tokens.steers) == [sq(state, "G12"), sq(state, "H12")]


def test_a_paid_steer_goes_back_to_the_box_when_the_owner_has_no_free_square_and_the_log_says_so(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = rustle_scene(steers=["G12", "C12"], ana_fields=[["B12", "C12"]], ben_fields=[["G12"]])
    scripted(monkeypatch, 2)
    texts = play(state, RUSTLE)
    assert texts[1] == (
        "Ana pays Ben the steer at C12, but Ben has no free square in a field: it goes back to the box."
    )
    assert herds(state) == [0, 1] and state.tokens.steers == [sq(state, "G12")]
    assert in_the_box("steer", state.tokens) == ROAMING_STEERS - 1  # back in the box, not out of play


def test_a_caught_rustler_with_no_steer_pays_three_fences(monkeypatch: pytest.MonkeyPatch) -> None:
    state = rustle_scene()
    scripted(monkeypatch, 1)
    texts = play(state, RUSTLE)
    assert texts[1] == "Ana has no steer and pays Ben 3 fences."
    assert state.fences == [7, 13] and herds(state) == [0, 1]


def test_a_caught_rustler_with_nothing_to_pay_goes_to_jail_and_misses_a_turn(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = rustle_scene(fences={"Ana": 2})
    scripted(monkeypatch, 2)
    texts = play(state, RUSTLE)
    assert texts[1] == (
        "Ana has no steer and 2 fences, fewer than the 3 to pay: thrown in jail, Ana misses a turn."
    )
    assert state.fences == [2, 10] and state.skip == [1, 0]  # she keeps her two fences (JAIL_SHORT)
    assert "JAIL_SHORT" in {choice.constant for choice in EDITION_CHOICES}
    assert state.turn == 1
    texts = play(state, "Stay put", "Do nothing")  # Ben's turn; Ana's is lost, so Ben goes again
    assert texts[-1] == "Ana loses this turn: no move, no action and no event card."
    assert state.turn == 1 and state.skip == [0, 0] and state.rounds == 1


def test_the_lucky_lariat_rerolls_a_failed_rustle(monkeypatch: pytest.MonkeyPatch) -> None:
    state = rustle_scene(items={"Ana": [Card.LARIAT]})
    dice = scripted(monkeypatch, 4, 8)
    texts = play(state, RUSTLE)
    assert dice.spent
    assert texts[0] == "D8 rolled 4: Ana's Lucky Lariat lets them roll again."
    assert texts[1].startswith("D8 rolled 8: Ana rustles")
    assert herds(state) == [1, 0] and state.items[0] == [Card.LARIAT]  # the lariat is kept


def test_the_lucky_lariat_rerolls_only_once_and_not_a_success(monkeypatch: pytest.MonkeyPatch) -> None:
    state = rustle_scene(items={"Ana": [Card.LARIAT]})
    dice = scripted(monkeypatch, 2, 1)
    texts = play(state, RUSTLE)
    assert dice.spent and texts[1] == "D8 rolled 1: Ana is caught rustling Ben's cattle!"
    state = rustle_scene(items={"Ana": [Card.LARIAT]})
    dice.load(7)
    play(state, RUSTLE)
    assert dice.spent and herds(state) == [1, 0]


def test_the_bag_o_bills_is_spent_instead_of_the_penalty(monkeypatch: pytest.MonkeyPatch) -> None:
    state = rustle_scene(items={"Ana": [Card.BILLS, Card.AXE]})
    scripted(monkeypatch, 1)
    texts = play(state, RUSTLE)
    assert texts[1] == "Ana pays with the Big Ol' Bag o' Bills instead."
    assert state.fences == [10, 10] and state.items[0] == [Card.AXE]
    assert Card.BILLS in state.discard


def test_the_bag_o_bills_is_kept_when_the_rustler_is_not_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    state = rustle_scene(items={"Ana": [Card.BILLS]})
    scripted(monkeypatch, 3)
    play(state, RUSTLE)
    assert state.items[0] == [Card.BILLS]


@pytest.mark.parametrize("roll", [3, 4, 5])
def test_against_the_butt_brander_anything_but_success_is_caught(
    monkeypatch: pytest.MonkeyPatch, roll: int
) -> None:
    state = rustle_scene(items={"Ben": [Card.BRANDER]})
    scripted(monkeypatch, roll)
    texts = play(state, RUSTLE)
    assert texts[:2] == [
        f"D8 rolled {roll}: Ana is caught rustling Ben's cattle!",
        "Ana has no steer and pays Ben 3 fences.",
    ]
    assert state.fences == [7, 13]


def test_the_butt_brander_does_not_stop_a_success_and_only_guards_its_holders_steers(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = rustle_scene(items={"Ben": [Card.BRANDER]})
    scripted(monkeypatch, 6)
    play(state, RUSTLE)
    assert herds(state) == [1, 0]
    state = rustle_scene(items={"Ana": [Card.BRANDER]})  # Ana's own brander does not hurt her
    scripted(monkeypatch, 4)
    play(state, RUSTLE)
    assert state.fences == [10, 10]


def test_a_rustle_needs_a_free_square_of_the_rustlers_own_fields() -> None:
    state = rustle_scene(steers=["G12", "B12", "C12"])
    assert not [move for move in legal(state) if move.startswith("Rustle")]
    refused(state, RUSTLE)
    state = rustle_scene(ana_fields=())
    assert not [move for move in legal(state) if move.startswith("Rustle")]


def test_only_steers_in_a_rivals_field_next_to_the_cowboy_can_be_rustled() -> None:
    state = rustle_scene(steers=["H12"])  # in Ben's field, but not next to Ana
    assert not [move for move in legal(state) if move.startswith("Rustle")]
    refused(state, "Rustle the steer at H12 into B12")
    state = rustle_scene(steers=["F12"], ben_fields=())  # a roaming steer is roped, not rustled
    refused(state, "Rustle the steer at F12 into B12")
    assert "Rope the steer at F12 into B12" in legal(state)


def test_an_empty_square_of_a_rivals_field_has_nothing_to_rustle() -> None:
    state = rustle_scene(steers=())
    refused(state, RUSTLE)


# ---- fighting Indians ----


def fight_scene(**more: Any) -> CowboyState:
    state = staged(indians=["G12"], next_cards=[QUIET], **more)
    play(state, "Stay put")
    return state


@pytest.mark.parametrize("roll", [5, 6, 7, 8])
def test_five_to_eight_defeats_the_indian_who_leaves_the_board(
    monkeypatch: pytest.MonkeyPatch, roll: int
) -> None:
    state = fight_scene()
    assert "Fight the Indian at G12" in legal(state)
    scripted(monkeypatch, roll)
    texts = play(state, "Fight the Indian at G12")
    assert texts[0] == f"D8 rolled {roll}: Ana defeats the Indian at G12."
    assert state.tokens.indians == [] and state.turn == 1


@pytest.mark.parametrize("roll", [1, 2, 3, 4])
def test_one_to_four_the_indian_escapes_moving_as_a_moooove_would(
    monkeypatch: pytest.MonkeyPatch, roll: int
) -> None:
    state = fight_scene()
    dice = scripted(monkeypatch, roll, 1)  # then N on the compass
    texts = play(state, "Fight the Indian at G12")
    assert dice.spent
    assert texts[:2] == [
        f"D8 rolled {roll}: the Indian at G12 escapes.",
        "D8 rolled 1 (N): the Indian at G12 moves to G11.",
    ]
    assert state.tokens.indians == [sq(state, "G11")]


def test_an_escaping_indian_raids_the_steers_where_he_lands(monkeypatch: pytest.MonkeyPatch) -> None:
    state = fight_scene(steers=["H11"], fields={"Ben": [["H11"]]})
    scripted(monkeypatch, 4, 2)  # escapes NE, into Ben's field, over its fence
    texts = play(state, "Fight the Indian at G12")
    assert "Indian raid at H11: a roaming steer is eaten." in texts
    assert state.tokens.steers == [] and state.tokens.indians == [sq(state, "H11")]


def test_an_escaping_indian_may_leave_the_prairie(monkeypatch: pytest.MonkeyPatch) -> None:
    state = fight_scene()
    scripted(monkeypatch, 1, 5)  # escapes S, off the board's south edge
    play(state, "Fight the Indian at G12")
    assert state.tokens.indians == []


def test_the_fight_rule_a_learner_reads_tells_the_escape_these_tests_play() -> None:
    """The rule text said a beaten-off Indian "slips away one square"; it moves as a MOOOOOVE
    moves it: it may stay put at a homestead, leave by the edge, be thrown, and raids where it lands."""
    text = next(rule.summary for rule in RULES if rule.id == "cowboy.fight")
    assert "slips" not in text
    for words in ("as a MOOOOOVE moves Indians", "homestead", "edge", "twister", "raiding the steers"):
        assert words in text, words


@pytest.mark.parametrize(("roll", "won"), [(2, False), (3, True), (4, True)])
def test_with_the_six_shooter_three_or_more_wins(
    monkeypatch: pytest.MonkeyPatch, roll: int, won: bool
) -> None:
    state = fight_scene(items={"Ana": [Card.SIX_SHOOTER]})
    scripted(monkeypatch, roll, *([] if won else [3]))
    play(state, "Fight the Indian at G12")
    assert (state.tokens.indians == []) is won


def test_of_two_indians_in_one_square_one_is_fought(monkeypatch: pytest.MonkeyPatch) -> None:
    state = staged(indians=["G12", "G12"], next_cards=[QUIET])
    play(state, "Stay put")
    assert legal(state).count("Fight the Indian at G12") == 1
    scripted(monkeypatch, 8)
    play(state, "Fight the Indian at G12")
    assert state.tokens.indians == [sq(state, "G12")]


def test_an_indian_not_next_to_the_cowboy_cannot_be_fought() -> None:
    state = staged(indians=["H12", "G11"])
    play(state, "Stay put")
    assert not [move for move in legal(state) if move.startswith("Fight")]
    refused(state, "Fight the Indian at H12")


def empty_the_box(state: CowboyState) -> None:
    """Every roaming steer not on the range has wandered off its edge: none is left in the box."""
    state.tokens.gone["steer"] = ROAMING_STEERS - len(state.tokens.steers)
    assert in_the_box("steer", state.tokens) == 0


def test_with_the_box_empty_a_rustled_printed_steer_brings_the_rustler_nothing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = rustle_scene(steers=(), printed=["G12"])
    empty_the_box(state)
    assert herds(state) == [0, 1]
    scripted(monkeypatch, 7)
    texts = play(state, RUSTLE)
    assert texts[0] == (
        "D8 rolled 7: Ana rustles Ben's steer at G12; a Stolen Steer token covers the printed steer, but no "
        "roaming steer is left in the box: none is spare."
    )
    assert herds(state) == [0, 0] and state.tokens.stolen == {sq(state, "G12")} and state.tokens.steers == []


def test_with_the_box_empty_a_printed_steer_paid_when_caught_gives_the_victim_nothing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = rustle_scene(printed=["C12"], ana_fields=[["B12", "C12"]])
    empty_the_box(state)
    scripted(monkeypatch, 1)
    texts = play(state, RUSTLE)
    assert texts[1] == (
        "Ana pays Ben the printed steer at C12 (a Stolen Steer token covers it), but no roaming steer is "
        "left in the box to stand for it: Ben gets none."
    )
    assert herds(state) == [0, 1] and state.tokens.stolen == {sq(state, "C12")}


def test_a_spare_steer_comes_from_the_box_of_24(monkeypatch: pytest.MonkeyPatch) -> None:
    crowd = [f"{col}{row}" for col in "ABCDEFGHIJKL" for row in (1, 2)]  # 24 roaming steers up north
    state = rustle_scene(steers=crowd, printed=["G12"])
    assert len(state.tokens.steers) == ROAMING_STEERS
    scripted(monkeypatch, 8)
    play(state, RUSTLE)
    assert len(state.tokens.steers) <= ROAMING_STEERS
