"""Every reading the rulebook leaves open is a named constant, listed in the edition table, and
the engine plays it; the rules page says what the engine does."""

from __future__ import annotations

from tabletop.rowdy import data
from tabletop.rowdy.actions import COIN_DOWN, COIN_UP
from tabletop.rowdy.data import POP_TRACK, Icon, pop_space_number

from .staging import GAME, play, seat, slots, staged


def edition_row(constant: str) -> tuple[str, str]:
    """The (value, why) of the edition row naming ``constant``."""
    for choice in GAME.edition:
        if constant in (name.strip() for name in choice.constant.split(",")):
            return choice.value, choice.why
    raise AssertionError(f"{constant} is not in the edition table")


def test_a_coin_is_plus_or_minus_one_as_this_edition_reads_it() -> None:
    assert data.COIN_CHANGE == 1
    assert (COIN_UP.change, COIN_DOWN.change) == (data.COIN_CHANGE, -data.COIN_CHANGE)
    value, why = edition_row("COIN_CHANGE")
    assert "1 higher or 1 lower" in value and "-1" in why


def test_the_lariat_reading_is_listed_and_the_rules_page_agrees() -> None:
    value, _ = edition_row("LARIAT_FOLLOWS_ANY_LEAD")
    assert value == data.LARIAT_FOLLOWS_ANY_LEAD and "whatever suit leads" in value
    assert "whatever suit leads" in GAME.rule("rowdy.lariat").summary
    assert "whatever suit leads" in data.WRESTLERS["Lawman"].move


def test_each_teams_first_listed_player_starts_in_the_ring_and_owns_the_left_board() -> None:
    value, _ = edition_row("FIRST_LISTED_IN_RING")
    assert value == data.FIRST_LISTED_IN_RING
    state = staged(
        ["Nat", "Lawman", "Dynamite", "Grace"],
        characters=["Nat Greaves", "Lawman", "Dynamite", "Amazing Grace"],
        hands={"Nat": ["8 of Hats"]},
    )
    assert slots(state) == ["Nat", "Dynamite", "Grace", "Lawman"]
    assert state.coins[seat(state, "Nat")] == 1  # the starting space's coin goes to the one in the ring
    left = next(pop_space_number(i) for i, icon in enumerate(POP_TRACK) if icon is Icon.SIGNATURE_LEFT)
    assert left == 6 and "space 6" in value
    state.pop[0] = 3  # Nat's 8 carries the marker from space 4 onto space 6
    assert "Pop space 6 holds Nat's signature icon: Nat unlocks Relentless." in play(
        state, "Play 8 of Hats", "Done"
    )


def test_a_headliners_track_is_listed_with_its_blank_tag_spaces() -> None:
    value, why = edition_row("HEADLINER_POP_TRACK")
    assert "3 and 10" in value and "no partner" in why


def test_tagging_and_the_managers_signature_are_told_as_the_engine_plays_them() -> None:
    assert "in the ring" in data.TAGS_PER_TEAM_PER_TRICK and "own" in data.TAGS_PER_TEAM_PER_TRICK
    assert "unspent" in data.MANAGER_SIGNATURE_EACH_ROUND


def test_the_rules_page_teaches_table_talk_and_how_a_signature_unlocks() -> None:
    assert "hint" in GAME.rule("rowdy.table-talk").summary
    assert "passes or lands on" in GAME.rule("rowdy.signature").summary
    assert "this edition" in GAME.rule("rowdy.coin").summary


def test_following_by_the_printed_suit_is_a_listed_reading_and_the_rules_page_says_it() -> None:
    value, why = edition_row("FOLLOW_BY_PRINTED_SUIT")
    assert value == data.FOLLOW_BY_PRINTED_SUIT and "optional" in why
    assert "cannot make another card follow" in GAME.rule("rowdy.follow").summary


def test_the_managers_single_token_is_a_listed_reading_and_the_rules_page_says_it() -> None:
    value, why = edition_row("MANAGER_SIGNATURE_ONE_TOKEN")
    assert value == data.MANAGER_SIGNATURE_ONE_TOKEN and "one token" in why
    assert "if it is still under the diamond" in GAME.rule("rowdy.diamond").summary
    assert "if the token still lies under them" in GAME.rule("rowdy.signature").summary


def test_the_rules_page_says_a_tag_is_spent_before_any_card_and_a_headliners_plays_are_turns() -> None:
    summary = GAME.rule("rowdy.tokens").summary
    assert "a tag before your team plays in the trick" in summary
    assert "each of a Headliner's two plays in a trick is a turn of its own" in summary


def test_the_moves_the_rulebook_only_hints_at_are_this_editions_in_name_and_effect() -> None:
    """The rulebook names none of these moves: its introductions only hint at them."""
    rows = [choice.why for choice in GAME.edition if choice.constant in ("WRESTLERS", "MANAGERS")]
    assert not any("Named in the rulebook" in why for why in rows)
    assert sum("names and effects are this edition's" in why for why in rows) == 2


def test_giving_every_wrestler_a_signature_token_is_a_listed_choice() -> None:
    value, why = edition_row("SIGNATURE_TOKEN_FOR_EVERY_WRESTLER")
    assert value == data.SIGNATURE_TOKEN_FOR_EVERY_WRESTLER
    assert "6 signature tokens" in why and "suggests" in why
    hinted = {w.name for w in data.WRESTLERS.values() if not w.from_rulebook}
    assert hinted == {"The Wretch", "Nat Greaves", "Thunder"} and all(name in value for name in hinted)


def test_when_a_diamond_card_turns_up_what_it_uncovered_is_a_listed_reading() -> None:
    value, why = edition_row("DIAMOND_REVEAL_AFTER_EFFECTS")
    assert value == data.DIAMOND_REVEAL_AFTER_EFFECTS and "Wild" in value and "effects" in why
