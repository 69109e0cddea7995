"""What the Rowdy lesson's prose claims, checked against the engine and the table it describes.

The lesson computes what it can beside the text; these check the sentences that cannot be computed.
"""

from __future__ import annotations

import json
from pathlib import Path

from widgets.rowdy import rowdy_table
from widgets.table import HUMAN

from .. import lesson_text

LESSON = Path(__file__).resolve().parents[2] / "notebooks" / "rowdy_partners.ipynb"


def markdown() -> list[str]:
    return lesson_text.markdown(LESSON)


def section(heading: str) -> str:
    return lesson_text.section(LESSON, heading)


def test_the_lesson_never_says_an_off_suit_card_cannot_win_while_the_lead_card_stands() -> None:
    """Coach's Crack the Whip makes an off-suit card the lead card while the first lead stays face up."""
    prose = " ".join(" ".join(markdown()).split())
    assert "cannot win while the lead card stands" not in prose and "no chance while" not in prose
    assert "Crack the Whip" in section("1. Tricks") and "Crack the Whip" in section("8. Headliners")


def test_the_full_game_says_who_the_bots_are_as_the_table_seats_them() -> None:
    table = rowdy_table(players=("Ana", "Ben", "Cy", "Dee"), seed=2026)
    bots = [name for name, kind in zip(table.state.players, table.seat_kinds, strict=True) if kind != HUMAN]
    assert bots == ["Ben", "Cy", "Dee"]
    prose = section("9. Play a full game")
    assert "two house bots" not in prose and "Ben, Cy and Dee are house bots" in prose


def test_the_lesson_teaches_the_table_talk_rule() -> None:
    assert "table talk" in " ".join(markdown()).lower()


def test_the_lesson_says_which_facts_are_this_editions() -> None:
    assert "3, 4, 5 and 6, this edition's values" in section("4. Wilds")
    pop = section("7. Pop")
    assert "this edition's icons" in pop and "listed first" in pop
    assert "this edition's reading" in section("3. Counters")  # a coin is +1 or -1


def test_the_lesson_says_only_the_wrestler_in_the_ring_can_spend_a_tag() -> None:
    assert "the wrestler in the ring must hold the Tag" in section("6. The ring")


def test_the_lesson_says_an_unspent_manager_move_goes_back_under_each_new_diamond() -> None:
    assert "even unspent" in section("8. Headliners")


def test_the_lesson_says_a_token_cannot_make_a_card_follow_as_this_editions_reading() -> None:
    wilds = section("4. Wilds")
    assert "FOLLOW_BY_PRINTED_SUIT" in wilds and "cannot" in wilds


def test_the_lesson_gives_a_partner_on_the_apron_to_every_team_of_two() -> None:
    """With three players the team of two facing a Headliner has an apron partner and can tag too."""
    ring = section("6. The ring")
    assert "(in a team of two) a partner on the apron" in ring and "with four players" not in ring


def test_the_lesson_names_the_exceptions_to_its_general_token_statements() -> None:
    rounds = section("2. Rounds")
    assert "unspent Manager move goes back under the new diamond" in rounds
    pop = section("7. Pop")
    assert "A Tag is spent before either wrestler of your team has played in the trick" in pop
    assert "Tokens are spent only on your own turn, on the card you are playing" not in pop
    headliners = section("8. Headliners")
    assert "HEADLINER_PLAYS_ARE_TURNS" in headliners


def test_the_lesson_says_the_managers_move_is_one_token_with_two_ways_in() -> None:
    headliners = section("8. Headliners")
    assert "if it is still under the diamond, by clearing the bottom three" in headliners
    assert "MANAGER_SIGNATURE_ONE_TOKEN" in headliners
    assert "Clear the bottom three and the Manager's move is yours." not in headliners
    assert "The diamond is not the only way in." not in headliners


def test_the_lesson_says_a_spent_signature_stays_on_the_play_board_until_the_trick_is_cleared() -> None:
    pop = section("7. Pop")
    assert "the next pass over its icon unlocks it again" not in pop
    assert "its token lies on the Play Board with that trick's cards until the trick is cleared" in pop
    assert "still on the Play Board, or still unspent, gives nothing" in pop


def test_the_lesson_does_not_call_a_tag_the_only_way_out_of_the_pin_zone() -> None:
    """Lawman could still counter Dynamite's 3 with his own cards: only the tag was out of reach."""
    ring = section("6. The ring")
    assert "no way out" not in ring
    assert "it could not have got Lawman out of the ring" in ring


def test_the_lesson_says_which_moves_and_tokens_the_rulebook_only_hints_at() -> None:
    pop = section("7. Pop")
    assert "only hints at a move in each character's introduction" in pop
    assert "SIGNATURE_TOKEN_FOR_EVERY_WRESTLER" in pop and "six signature tokens" in pop
    assert "says what three of them do" not in pop


def test_the_lesson_says_why_big_moneys_cheat_is_never_offered() -> None:
    assert "The cheat his 8 of Stars drew on space 5 is never offered" in section("8. Headliners")


def test_the_lesson_says_a_suit_token_can_make_an_off_suit_card_win_while_the_lead_stays() -> None:
    """A suit cheat, Suit Shift or the Lariat changes the suit a card counts as, with no counter."""
    tricks = section("1. Tricks")
    assert "cannot win unless the lead changes or a token changes its suit (section 4)" in tricks


def test_the_tag_example_states_its_what_if_as_one() -> None:
    """Without the tag Lawman might have countered or Nat beaten the 3: only a hit of 3 pins him."""
    cells = json.loads(LESSON.read_text())["cells"]
    text = " ".join("".join(cell["source"]) + lesson_text.outputs_text(cell) for cell in cells)
    assert "Without the tag, Lawman" not in text
    assert "Had Dynamite's 3 hit Lawman, he would go from Stop 2 to the Skull." in text


def test_the_lesson_says_a_diamond_card_turns_up_what_it_uncovered_only_once_it_is_done() -> None:
    headliners = section("8. Headliners")
    assert "not even the Headliner sees them while adding tokens" in headliners
    assert "DIAMOND_REVEAL_AFTER_EFFECTS" in headliners


def test_a_trick_is_not_called_a_round_since_a_round_is_eight_tricks() -> None:
    """The rulebook calls a trick a round in passing; the lesson keeps the two words apart."""
    assert "A **trick** is one round" not in " ".join(markdown())
    assert "8 tricks" in section("2.")


def test_crack_the_whip_says_why_runaway_leader_adds_no_damage() -> None:
    """Whistlestop's +1 for leading does not apply to a card Crack the Whip makes the lead later:
    a learner who sees '7 damage' must be told why, with the reading that decides it."""
    from widgets.rowdy.lessons import crack_the_whip_story

    cells = json.loads(LESSON.read_text())["cells"]
    at = next(i for i, cell in enumerate(cells) if "crack_the_whip_story()" in "".join(cell["source"]))
    before = " ".join("".join(cells[at - 1]["source"]).split())
    assert "Runaway Leader" in before and "LEAD_MEANS_FIRST_FACE_UP" in before
    assert "Ana deals 7 damage" in "".join(crack_the_whip_story())
