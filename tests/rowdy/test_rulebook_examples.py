"""The rulebook's worked examples, reproduced move by move by the engine."""

from __future__ import annotations

from tabletop.rowdy.data import STOP_ONE, STOP_TWO

from .staging import play, seat, slots, staged


def test_carlos_deals_5_to_kate_on_a_stop_sign_and_she_moves_only_to_the_next_one() -> None:
    # Carlos and Ana against Kate and Ben; Kate is in the ring on the second Stop sign (Stop 1).
    state = staged(
        ["Carlos", "Ana", "Kate", "Ben"],
        characters=["Lawman", "Nat Greaves", "Dynamite", "Amazing Grace"],
        hands={"Carlos": ["5 of Hats"], "Kate": ["7 of Hats"], "Ben": ["8 of Hats"], "Ana": ["6 of Hats"]},
        health=[None, None, STOP_ONE, None],
    )
    assert slots(state) == ["Carlos", "Kate", "Ben", "Ana"]
    log = play(state, "Play 5 of Hats", "Done", "Play 7 of Hats", "Done", "Play 8 of Hats", "Play 6 of Hats")
    assert "Carlos's 5 of Hats is the lowest Hats: Carlos wins the trick." in log
    assert (
        "Carlos deals 5 damage to Kate: Kate moves from Stop 1 to Stop 2; "
        "the 3 damage beyond the 2 needed is lost." in log
    )
    assert state.health[seat(state, "Kate")] == STOP_TWO
    # The cleared trick stays readable for a table to show, as it lay when it was decided.
    shown = state.view(seat(state, "Ben")).last_trick
    assert shown is not None and (shown.round, shown.trick) == (1, 1)
    assert [p.card.label for p in shown.board if p] == ["5 of Hats", "7 of Hats", "8 of Hats", "6 of Hats"]
    assert (shown.winner, shown.target, shown.damage) == (0, seat(state, "Kate"), 5)
    assert (shown.health_before, shown.health_after) == (STOP_ONE, STOP_TWO)


def test_tracker_example_1_nat_wins_from_slot_2_and_moves_to_slot_1() -> None:
    state = staged(
        ["Nat", "Lawman", "Dynamite", "Grace"],
        characters=["Nat Greaves", "Lawman", "Dynamite", "Amazing Grace"],
        hands={
            "Dynamite": ["5 of Stars"],
            "Nat": ["2 of Stars"],
            "Lawman": ["7 of Stars"],
            "Grace": ["8 of Stars"],
        },
        first_side=1,
    )
    assert slots(state) == ["Dynamite", "Nat", "Lawman", "Grace"]
    log = play(
        state, "Play 5 of Stars", "Done", "Play 2 of Stars", "Done", "Play 7 of Stars", "Play 8 of Stars"
    )
    assert slots(state) == ["Nat", "Dynamite", "Grace", "Lawman"]
    assert state.current_player == seat(state, "Nat")
    # Nat was in the ring already: his team takes slots 1 & 4, nobody comes in.
    assert (
        "Nat & Lawman take slots 1 & 4 and Nat leads the next trick. "
        "Slots 1: Nat, 2: Dynamite, 3: Grace, 4: Lawman." in log
    )


def test_tracker_example_2_nat_wins_from_slot_3_rotates_into_the_ring_and_the_teams_slide() -> None:
    state = staged(
        hands={
            "Dynamite": ["5 of Stars"],
            "Lawman": ["7 of Stars"],
            "Nat": ["2 of Stars"],
            "Grace": ["8 of Stars"],
        },
        first_side=1,
    )
    assert slots(state) == ["Dynamite", "Lawman", "Nat", "Grace"]
    log = play(
        state, "Play 5 of Stars", "Done", "Play 7 of Stars", "Done", "Play 2 of Stars", "Play 8 of Stars"
    )
    assert slots(state) == ["Nat", "Dynamite", "Grace", "Lawman"]
    assert (
        "Nat comes into the ring in place of Lawman and leads the next trick. "
        "Slots 1: Nat, 2: Dynamite, 3: Grace, 4: Lawman." in log
    )
    # Nat's 2 hit the wrestler in the ring on the other side, Dynamite.
    assert state.health[seat(state, "Dynamite")] == 14 - 2


def test_andres_4_with_a_minus_1_coin_is_a_3_and_is_countered_by_a_3() -> None:
    state = staged(
        ["Andre", "Ana", "Ben", "Cy"],
        characters=["Lawman", "Nat Greaves", "Dynamite", "Amazing Grace"],
        hands={"Andre": ["4 of Stars"], "Ben": ["3 of Stars"], "Cy": ["6 of Hats"], "Ana": ["8 of Hats"]},
    )
    log = play(state, "Play 4 of Stars", "Add a -1 coin")
    assert log == ["Andre adds a -1 coin to 4 of Stars: now 3 Stars."]
    log = play(state, "Done", "Play 3 of Stars", "Done")
    assert (
        "Counter! Andre's 3 and Ben's 3 flip face down; no card is face up, so the next card played leads."
        in log
    )
    # With nothing face up, the next card played leads, in a new suit.
    log = play(state, "Play 6 of Hats", "Play 8 of Hats")
    assert "Cy's 6 of Hats is the lowest Hats: Cy wins the trick." in log


def test_dynamite_in_the_last_slot_makes_the_opponents_in_slots_2_and_3_counter_each_other() -> None:
    state = staged(
        ["Lawman", "Nat", "Grace", "Dynamite"],
        characters=["Lawman", "Nat Greaves", "Amazing Grace", "Dynamite"],
        hands={
            "Grace": ["6 of Hats"],
            "Lawman": ["2 of Hats"],
            "Nat": ["3 of Hats"],
            "Dynamite": ["7 of Hats"],
        },
        tokens=[[], [], [], ["signature"]],
        first_side=1,
    )
    assert slots(state) == ["Grace", "Lawman", "Nat", "Dynamite"]
    play(state, "Play 6 of Hats", "Done", "Play 2 of Hats", "Done", "Play 3 of Hats", "Play 7 of Hats")
    assert "Use Short Fuse on 2 of Hats" in map(str, state.legal_actions())
    log = play(state, "Use Short Fuse on 2 of Hats", "Done")
    assert "Counter! Lawman's 3 and Nat's 3 flip face down; Grace's 6 of Hats still leads." in log
    assert "Grace's 6 of Hats is the lowest Hats: Grace wins the trick." in log
