"""Leading, following, Wilds, counters, winning, damage, the Pin Zone and the Rowdy Ring."""

from __future__ import annotations

import pytest

from tabletop.core import IllegalAction
from tabletop.rowdy import Phase, data
from tabletop.rowdy.data import SKULL, STOP_ONE, STOP_TWO, ZERO_SPACE
from tabletop.rowdy.rules import pin_zone_step, space_name

from .staging import GAME, play, seat, slots, staged

# Lawman leads (slot 1, with his starting coin), Dynamite (slot 2, coin), Grace (3), Nat (4).
HATS_TRICK = {
    "Lawman": ["5 of Hats"],
    "Dynamite": ["7 of Hats"],
    "Grace": ["6 of Hats"],
    "Nat": ["8 of Hats"],
}


def legal(state: object) -> list[str]:
    return [str(action) for action in state.legal_actions()]  # type: ignore[attr-defined]


def test_the_lead_can_be_any_card_and_sets_the_suit() -> None:
    state = staged()
    assert {f"Play {card}" for card in state.hands[0]} == set(legal(state))


def test_a_follower_holding_the_lead_suit_must_play_it_or_a_wild() -> None:
    state = staged(
        hands={
            "Lawman": ["5 of Hats"],
            "Dynamite": ["7 of Hats", "2 of Stars", "Wild 3", "1 of Tombstones"],
        }
    )
    play(state, "Play 5 of Hats", "Done")
    allowed = {f"Play {card}" for card in state.hands[seat(state, "Dynamite")] if card.suit in (None, "Hats")}
    assert set(legal(state)) == allowed
    with pytest.raises(IllegalAction, match="Dynamite holds Hats: 2 of Stars does not follow") as err:
        play(state, "Play 2 of Stars")
    assert err.value.rule == "rowdy.follow"


def test_a_suit_token_cannot_make_an_off_suit_card_follow_while_you_hold_the_lead_suit() -> None:
    """This edition's FOLLOW_BY_PRINTED_SUIT: Stars lead, and Lawman, holding the 3 of Stars, an unlocked
    Lariat and a Stars cheat, must still play his Star; the refusal names the reading."""
    state = staged(
        hands={
            "Dynamite": ["5 of Stars"],
            "Lawman": ["3 of Stars", *(f"{v} of Tombstones" for v in range(1, 8))],
        },
        tokens=[["signature", "cheat Stars"], [], [], []],
        first_side=1,
    )
    play(state, "Play 5 of Stars", "Done")
    assert state.current_player == seat(state, "Lawman") and legal(state) == ["Play 3 of Stars"]
    before = state.to_json()
    with pytest.raises(IllegalAction) as err:
        play(state, "Play 2 of Tombstones")
    assert err.value.rule == "rowdy.follow"
    assert err.value.message == (
        "Lawman holds Stars: 2 of Tombstones does not follow, so Lawman must play Stars or a Wild. "
        f"This edition's reading: {data.FOLLOW_BY_PRINTED_SUIT}."
    )
    assert state.to_json() == before


def test_a_void_follower_may_play_anything_but_an_off_suit_card_cannot_win() -> None:
    no_hats = [f"{value} of {suit}" for suit in ("Stars", "Tombstones") for value in (1, 2, 3, 4)]
    state = staged(hands={"Lawman": ["5 of Hats"], "Dynamite": no_hats})
    play(state, "Play 5 of Hats", "Done")
    assert set(legal(state)) == {f"Play {card}" for card in no_hats}
    play(state, "Play 1 of Stars", "Done")
    assert state.view(0).board[1].follows is False  # type: ignore[union-attr]
    assert state.view(0).lead_slot == 0


def test_an_off_suit_card_leads_and_wins_once_counters_flip_every_card_before_it() -> None:
    no_hats = [f"{value} of {suit}" for suit in ("Stars", "Tombstones") for value in (1, 2, 3, 4)]
    state = staged(
        hands={"Lawman": ["5 of Hats"], "Dynamite": no_hats, "Grace": ["7 of Hats"], "Nat": ["Wild 5"]}
    )
    log = play(state, "Play 5 of Hats", "Done", "Play 3 of Stars", "Done", "Play 7 of Hats", "Play Wild 5")
    assert "Counter! Lawman's 5 and Nat's 5 flip face down; the lead passes to Dynamite's 3 of Stars." in log
    assert "Dynamite's 3 of Stars is the lowest Stars: Dynamite wins the trick." in log


def test_the_rules_page_says_when_an_off_suit_card_can_win() -> None:
    summary = GAME.rule("rowdy.follow").summary
    assert "cannot win while the lead stands" not in summary
    # The lead passes to the earliest face-up card whatever its suit, so cards of that suit follow, and
    # Coach's Crack the Whip also moves the lead.
    assert "whatever its suit" in summary and "cards of that suit" in summary and "Crack the Whip" in summary
    # A suit cheat, Suit Shift or the Lariat lets an off-suit card win while the lead stays put.
    assert "cannot win unless the lead changes or a token changes its suit" in summary


def test_a_suit_cheat_lets_an_off_suit_card_win_while_the_lead_stays() -> None:
    """Cy holds no Hats; his Hats cheat turns his 3 of Stars into a Hat, and it wins with no counter."""
    state = staged(
        ["Ana", "Ben", "Cy", "Dee"],
        hands={
            "Ana": ["5 of Hats"],
            "Cy": ["3 of Stars", *(f"{v} of Tombstones" for v in range(1, 8))],
            "Dee": ["7 of Hats"],
            "Ben": ["8 of Hats"],
        },
        tokens=[[], [], ["cheat Hats"], []],
    )
    log = play(state, "Play 5 of Hats", "Done", "Play 3 of Stars", "Reveal the Hats cheat", "Done")
    log += play(state, "Play 7 of Hats", "Play 8 of Hats")
    assert "Cy adds the Hats cheat to 3 of Stars: now 3 Hats." in log
    assert not any(line.startswith("Counter!") for line in log)
    assert "Cy's 3 of Stars (Hats cheat; worth 3) is the lowest Hats: Cy wins the trick." in log


def test_an_off_suit_card_wins_without_leading_when_the_lead_passes_to_its_suit() -> None:
    """Ana leads 5 of Stars; Cy and Dee, void in Stars, play Hats; Ben's Wild 5 counters the lead."""
    state = staged(
        ["Ana", "Ben", "Cy", "Dee"],
        hands={
            "Ana": ["5 of Stars"],
            "Cy": ["3 of Hats", *(f"{v} of Tombstones" for v in range(1, 8))],
            "Dee": ["2 of Hats", *(f"{v} of Horseshoes" for v in range(1, 8))],
            "Ben": ["Wild 5"],
        },
    )
    log = play(state, "Play 5 of Stars", "Done", "Play 3 of Hats", "Done", "Play 2 of Hats", "Play Wild 5")
    assert "Counter! Ana's 5 and Ben's 5 flip face down; the lead passes to Cy's 3 of Hats." in log
    assert "Dee's 2 of Hats is the lowest Hats: Dee wins the trick." in log


def test_a_wild_follows_suit_and_wins_when_lowest() -> None:
    state = staged(
        hands={"Lawman": ["5 of Hats"], "Dynamite": ["Wild 3"], "Grace": ["6 of Hats"], "Nat": ["8 of Hats"]}
    )
    log = play(state, "Play 5 of Hats", "Done", "Play Wild 3", "Done", "Play 6 of Hats", "Play 8 of Hats")
    assert "Dynamite's Wild 3 is the lowest Hats: Dynamite wins the trick." in log


def test_a_leading_wild_has_its_suit_named_by_its_player() -> None:
    state = staged(hands={"Lawman": ["Wild 4"]})
    play(state, "Play Wild 4", "Done")
    assert state.phase is Phase.DECLARE and state.current_player == seat(state, "Lawman")
    assert legal(state) == ["Declare Hats", "Declare Horseshoes", "Declare Stars", "Declare Tombstones"]
    log = play(state, "Declare Stars")
    assert log == ["Lawman names Stars for the leading Wild 4: follow Stars."]
    assert state.view(1).lead_suit == "Stars" and state.current_player == seat(state, "Dynamite")


def test_a_wild_that_becomes_the_lead_after_a_counter_is_named_by_whoever_played_it() -> None:
    state = staged(hands={"Lawman": ["5 of Hats"], "Dynamite": ["Wild 6"], "Grace": ["Wild 5"]})
    play(state, "Play 5 of Hats", "Done", "Play Wild 6", "Done")
    log = play(state, "Play Wild 5")
    assert "Counter! Lawman's 5 and Grace's 5 flip face down; the lead passes to Dynamite's Wild 6." in log
    assert state.phase is Phase.DECLARE and state.current_player == seat(state, "Dynamite")
    play(state, "Declare Tombstones")
    assert state.current_player == seat(state, "Nat") and state.view(3).lead_suit == "Tombstones"


def test_when_every_card_is_countered_nobody_wins_and_the_ring_stays() -> None:
    state = staged(
        hands={"Lawman": ["5 of Hats"], "Dynamite": ["Wild 5"], "Grace": ["Wild 4"], "Nat": ["4 of Hats"]}
    )
    before = slots(state)
    log = play(
        state,
        "Play 5 of Hats",
        "Done",
        "Play Wild 5",
        "Done",
        "Play Wild 4",
        "Declare Hats",
        "Play 4 of Hats",
    )
    assert "Every card was countered: nobody wins the trick and nobody moves in the ring." in log
    assert slots(state) == before and state.health == [16, 15, 14, 15]
    shown = state.view(None).last_trick
    assert shown is not None and shown.winner is None and shown.damage == 0
    assert not any(p.face_up for p in shown.board if p)


def test_a_headliners_two_countered_cards_are_told_as_two() -> None:
    state = staged(
        ["Ana", "Ben"],
        hands={
            "Ana": ["8 of Hats", "8 of Stars", "7 of Tombstones", *(f"{v} of Stars" for v in range(1, 6))],
            "Ben": [*(f"{v} of Hats" for v in range(1, 8)), "Wild 3"],
        },
        diamonds=[[f"{v} of Tombstones" for v in (1, 2, 3, 4, 5, 6, 8)] + ["6 of Stars"], []],
    )
    log = play(state, "Play 8 of Hats", "Done", "Play 1 of Hats", "Done", "Play 2 of Hats", "Done")
    log = play(state, "Play 8 of Stars", "Done")
    assert "Counter! Ana's two 8s flip face down; the lead passes to Ben's 1 of Hats." in log


def test_three_equal_cards_all_flip() -> None:
    state = staged(hands={"Lawman": ["6 of Hats"], "Dynamite": ["5 of Hats"], "Grace": ["4 of Hats"]})
    play(state, "Play 6 of Hats", "Done", "Play 5 of Hats", "Add a +1 coin", "Done")
    assert [p.face_up for p in state.board if p] == [False, False]
    play(state, "Play 4 of Hats")
    assert state.view(0).lead_slot == 2


def test_a_coin_can_take_a_card_above_8() -> None:
    state = staged(hands={"Lawman": ["8 of Hats"]})
    play(state, "Play 8 of Hats", "Add a +1 coin", "Done")
    assert state.board[0].value == 9  # type: ignore[union-attr]


def test_a_card_worth_zero_wins_without_damage() -> None:
    state = staged(
        hands={
            "Lawman": ["1 of Hats"],
            "Dynamite": ["7 of Hats"],
            "Grace": ["6 of Hats"],
            "Nat": ["8 of Hats"],
        }
    )
    log = play(
        state,
        "Play 1 of Hats",
        "Add a -1 coin",
        "Done",
        "Play 7 of Hats",
        "Done",
        "Play 6 of Hats",
        "Play 8 of Hats",
    )
    assert "1 of Hats is worth 0: it wins but deals no damage." in log
    assert state.health[seat(state, "Dynamite")] == 14


def test_damage_goes_to_the_opponent_in_the_ring_not_to_the_player_who_played_last() -> None:
    state = staged(hands=HATS_TRICK)
    play(state, "Play 5 of Hats", "Done", "Play 7 of Hats", "Done", "Play 6 of Hats", "Play 8 of Hats")
    assert state.health == [16, 15, 14 - 5, 15]


@pytest.mark.parametrize(
    ("health", "damage", "after"),
    [
        (5, 3, 2),
        (3, 7, ZERO_SPACE),  # reaching the zero space, the rest is lost
        (ZERO_SPACE, 1, STOP_ONE),
        (STOP_ONE, 1, STOP_ONE),  # needs 2+
        (STOP_ONE, 2, STOP_TWO),
        (STOP_ONE, 8, STOP_TWO),  # never more than one Stop sign per trick
        (STOP_TWO, 2, STOP_TWO),  # needs 3+
        (STOP_TWO, 3, SKULL),
    ],
)
def test_the_pin_zone_stop_signs(health: int, damage: int, after: int) -> None:
    assert pin_zone_step(health, damage).health == after


def test_kate_on_stop_1_taking_1_does_not_move() -> None:
    assert pin_zone_step(STOP_ONE, 1).why == "stays on Stop 1 (moving on needs 2+ damage)"


@pytest.mark.parametrize(
    ("health", "damage", "why"),
    [
        (ZERO_SPACE, 1, "moves from Stop 0 to Stop 1"),
        (STOP_ONE, 2, "moves from Stop 1 to Stop 2"),
        (STOP_TWO, 3, "moves from Stop 2 to the Skull"),
        (ZERO_SPACE, 2, "moves from Stop 0 to Stop 1; the 1 damage beyond the 1 needed is lost"),
        (STOP_ONE, 5, "moves from Stop 1 to Stop 2; the 3 damage beyond the 2 needed is lost"),
        (3, 3, "3 -> Stop 0"),
        (3, 4, "3 -> Stop 0; 1 more damage is lost"),
        (3, 7, "3 -> Stop 0; 4 more damage is lost"),
    ],
)
def test_only_damage_beyond_what_a_step_needs_is_told_as_lost(health: int, damage: int, why: str) -> None:
    assert pin_zone_step(health, damage).why == why


def test_the_pin_zone_is_named_as_the_rulebook_counts_its_stop_signs() -> None:
    """The rulebook moves a marker from Zero to One to Two and then to the Skull: Stop 0, 1, 2."""
    assert [space_name(space) for space in (ZERO_SPACE, STOP_ONE, STOP_TWO, SKULL)] == [
        "Stop 0",
        "Stop 1",
        "Stop 2",
        "the Skull",
    ]
    assert "Stop 0" in GAME.rule("rowdy.pin-zone").summary
    assert "zero space" not in GAME.rule("rowdy.pin-zone").summary.replace("Stop 0 (the zero space)", "")


def test_reaching_the_skull_ends_the_game_at_once_and_that_team_loses() -> None:
    state = staged(hands=HATS_TRICK, health=[None, None, STOP_TWO, None])
    log = play(state, "Play 5 of Hats", "Done", "Play 7 of Hats", "Done", "Play 6 of Hats", "Play 8 of Hats")
    assert log[-1] == "Dynamite reaches the Skull and is pinned! Lawman & Nat win."
    assert state.is_over and state.legal_actions() == [] and state.winners() == [0, 1]
    with pytest.raises(IllegalAction) as err:
        state.apply(state.parse_action("Done"))
    assert err.value.rule == "core.game-over"


def test_the_winner_already_in_slot_1_stays_and_leads_again() -> None:
    state = staged(hands=HATS_TRICK)
    log = play(state, "Play 5 of Hats", "Done", "Play 7 of Hats", "Done", "Play 6 of Hats", "Play 8 of Hats")
    assert "Lawman is already in the ring in slot 1 and leads next." in log
    assert state.current_player == 0


def test_the_losing_team_slides_to_2_and_3_keeping_its_wrestler_in_the_ring() -> None:
    state = staged(
        hands={
            "Lawman": ["5 of Hats"],
            "Dynamite": ["7 of Hats"],
            "Grace": ["2 of Hats"],
            "Nat": ["8 of Hats"],
        }
    )
    play(state, "Play 5 of Hats", "Done", "Play 7 of Hats", "Done", "Play 2 of Hats", "Play 8 of Hats")
    assert slots(state) == ["Grace", "Lawman", "Nat", "Dynamite"]
    assert state.health[seat(state, "Lawman")] == 16 - 2


def test_headliners_never_swap_they_take_1_and_4_on_a_win_and_2_and_3_on_a_loss() -> None:
    state = staged(
        ["Ana", "Ben"], hands={"Ana": ["5 of Hats", "8 of Hats"], "Ben": ["7 of Hats", "2 of Hats"]}
    )
    assert slots(state) == ["Ana", "Ben", "Ben", "Ana"]
    play(
        state,
        "Play 5 of Hats",
        "Done",
        "Play 7 of Hats",
        "Done",
        "Play 2 of Hats",
        "Done",
        "Play 8 of Hats",
        "Done",
    )
    assert slots(state) == ["Ben", "Ana", "Ana", "Ben"]
    assert state.health == [20 - 2, 20]


@pytest.mark.parametrize("damage", [1, 2, 3, 5])
@pytest.mark.parametrize("health", [ZERO_SPACE, STOP_ONE, STOP_TWO])
def test_a_pin_zone_step_reads_as_one_sentence_after_the_wrestlers_name(health: int, damage: int) -> None:
    """The log says "Kate moves from Stop 1 to Stop 2", so the reason starts with a verb in the present."""
    why = pin_zone_step(health, damage).why
    assert why.startswith(("moves from ", "stays on ")) and " took " not in why


def test_the_damage_log_tells_a_pin_zone_step_in_one_sentence() -> None:
    state = staged(hands=HATS_TRICK, health=[None, None, STOP_ONE, None])
    log = play(state, "Play 5 of Hats", "Done", "Play 7 of Hats", "Done", "Play 6 of Hats", "Play 8 of Hats")
    assert (
        "Lawman deals 5 damage to Dynamite: Dynamite moves from Stop 1 to Stop 2; "
        "the 3 damage beyond the 2 needed is lost." in log
    )


# ---- the Lariat (this edition: LARIAT_FOLLOWS_ANY_LEAD) ----


def test_a_lariat_card_follows_whatever_suit_leads_even_after_a_counter_passes_the_lead() -> None:
    """Dynamite leads 5 of Hats; Nat and Lawman hold no Hats; Grace's Wild 5 counters the lead, which
    passes to Nat's 3 of Stars; Lawman's lassoed 2 of Tombstones still follows, like a Wild, and wins."""
    state = staged(
        ["Nat", "Lawman", "Dynamite", "Grace"],
        characters=["Nat Greaves", "Lawman", "Dynamite", "Amazing Grace"],
        hands={
            "Dynamite": ["5 of Hats"],
            "Nat": ["3 of Stars", *(f"{v} of Horseshoes" for v in range(1, 8))],
            "Lawman": ["2 of Tombstones", *(f"{v} of Tombstones" for v in (1, 3, 4, 5, 6, 7, 8))],
            "Grace": ["Wild 5"],
        },
        tokens=[[], ["signature"], [], []],
        first_side=1,
    )
    assert slots(state) == ["Dynamite", "Nat", "Lawman", "Grace"]
    log = play(
        state, "Play 5 of Hats", "Done", "Play 3 of Stars", "Done", "Play 2 of Tombstones", "Use Lariat"
    )
    assert "Lawman uses Lariat on 2 of Tombstones: now 2, following whatever suit leads." in log
    log = play(state, "Done", "Play Wild 5")
    assert "Counter! Dynamite's 5 and Grace's 5 flip face down; the lead passes to Nat's 3 of Stars." in log
    assert "Lawman's 2 of Tombstones (Lariat; worth 2) is the lowest Stars: Lawman wins the trick." in log


def test_a_lariat_card_that_becomes_the_lead_card_leads_with_its_own_suit() -> None:
    """The Lariat does nothing when leading, also when a counter makes its card the lead card."""
    state = staged(
        hands={
            "Dynamite": ["5 of Hats"],
            "Lawman": ["2 of Tombstones", *(f"{v} of Tombstones" for v in (1, 3, 4, 5, 6, 7, 8))],
            "Nat": ["3 of Stars", *(f"{v} of Horseshoes" for v in range(1, 8))],
            "Grace": ["Wild 5"],
        },
        tokens=[["signature"], [], [], []],
        first_side=1,
    )
    assert slots(state) == ["Dynamite", "Lawman", "Nat", "Grace"]
    play(state, "Play 5 of Hats", "Done", "Play 2 of Tombstones", "Use Lariat", "Done", "Play 3 of Stars")
    assert state.view(None).lead_suit == "Hats" and state.view(None).board[1].follows  # type: ignore[union-attr]
    log = play(state, "Play Wild 5")
    assert (
        "Counter! Dynamite's 5 and Grace's 5 flip face down; the lead passes to Lawman's 2 of Tombstones."
        in log
    )
    shown = state.view(None).last_trick
    assert shown is not None and shown.board[2] is not None and not shown.board[2].follows
    assert (
        "Lawman's 2 of Tombstones (Lariat; worth 2) is the lowest Tombstones: Lawman wins the trick." in log
    )


# ---- who comes into the ring (Headliners are always in it) ----


def test_a_winner_already_in_the_ring_is_not_said_to_come_into_it() -> None:
    """Dynamite, in the ring in slot 2, wins: her team takes slots 1 & 4 and she leads."""
    state = staged(
        hands={
            "Lawman": ["5 of Hats"],
            "Dynamite": ["2 of Hats"],
            "Grace": ["6 of Hats"],
            "Nat": ["8 of Hats"],
        }
    )
    log = play(state, "Play 5 of Hats", "Done", "Play 2 of Hats", "Done", "Play 6 of Hats", "Play 8 of Hats")
    assert not any("comes into the ring" in line for line in log)
    assert (
        "Dynamite & Grace take slots 1 & 4 and Dynamite leads the next trick. "
        "Slots 1: Dynamite, 2: Lawman, 3: Nat, 4: Grace." in log
    )


def test_a_winner_from_the_apron_comes_into_the_ring_in_the_partners_place() -> None:
    state = staged(
        hands={
            "Lawman": ["5 of Hats"],
            "Dynamite": ["6 of Hats"],
            "Grace": ["2 of Hats"],
            "Nat": ["8 of Hats"],
        }
    )
    log = play(state, "Play 5 of Hats", "Done", "Play 6 of Hats", "Done", "Play 2 of Hats", "Play 8 of Hats")
    assert (
        "Grace comes into the ring in place of Dynamite and leads the next trick. "
        "Slots 1: Grace, 2: Lawman, 3: Nat, 4: Dynamite." in log
    )


def test_a_headliner_who_wins_takes_slots_1_and_4_and_never_comes_into_the_ring() -> None:
    state = staged(
        ["Ana", "Ben"], hands={"Ana": ["5 of Hats", "6 of Hats"], "Ben": ["2 of Hats", "7 of Hats"]}
    )
    log = play(state, *(move for card in (5, 2, 7, 6) for move in (f"Play {card} of Hats", "Done")))
    assert "Ben takes slots 1 & 4 and leads the next trick. Slots 1: Ben, 2: Ana, 3: Ana, 4: Ben." in log
    assert not any("comes into the ring" in line for line in log)


def test_the_opening_says_a_headliner_is_always_in_the_ring_and_goes_first_in_good_grammar() -> None:
    state = GAME.new(["Ana", "Ben", "Cy"], seed=3, first_side=0)
    ring = next(event.text for event in state.opening if event.kind == "ring")
    assert ring == (
        "Ana goes first with slots 1 & 4. Slots 1: Ana, 2: Ben, 3: Cy, 4: Ana; "
        "Ana is a Headliner, always in the ring; Ben in the ring for Ben & Cy."
    )
