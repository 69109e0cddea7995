"""Pop, tokens, cheats, signature moves, Headliner powers and the Manager diamond."""

from __future__ import annotations

import pytest

from tabletop.core import IllegalAction
from tabletop.rowdy import FACE_DOWN, Phase, RowdyState, data
from tabletop.rowdy.actions import TAG, TagWith
from tabletop.rowdy.data import POP_TRACK, Cheat, Icon, pop_space_number

from .staging import GAME, play, seat, slots, staged
from .test_tricks import legal

# ---- Pop ----


def test_pop_icons_move_the_sides_track_and_the_player_who_moved_it_takes_the_tokens() -> None:
    state = staged(hands={"Lawman": ["8 of Hats"]})
    log = play(state, "Play 8 of Hats", "Done")
    assert "8 of Hats has 2 Pop icons: Lawman & Nat's Pop marker moves 2 spaces (space 1 -> space 3)." in log
    assert "Pop space 3: Lawman gains a tag token." in log
    assert state.pop == [2, 0] and state.tags[seat(state, "Lawman")] == 1


def test_pop_spaces_are_numbered_from_1_the_first_space_where_the_marker_starts() -> None:
    """One numbering everywhere: the log, the table's tooltip and the lesson's picture count from 1."""
    assert [pop_space_number(index) for index in range(len(POP_TRACK))] == list(range(1, 13))
    assert POP_TRACK[0] is Icon.COIN  # space 1, the starting space, gives its coin at set-up
    state = staged(hands={"Lawman": ["7 of Hats"]})
    assert play(state, "Play 7 of Hats", "Done")[1] == (
        "7 of Hats has 1 Pop icon: Lawman & Nat's Pop marker moves 1 space (space 1 -> space 2)."
    )


def test_the_pop_track_loops_from_the_top_back_to_the_bottom() -> None:
    state = staged(hands={"Lawman": ["8 of Hats"]})
    state.pop[0] = 11
    log = play(state, "Play 8 of Hats", "Done")
    assert state.pop[0] == 1 and "Pop space 1: Lawman gains a coin token." in log


def test_a_signature_icon_unlocks_the_move_of_the_wrestler_whose_board_it_is_on() -> None:
    state = staged(hands={"Lawman": ["7 of Hats"]})
    state.pop[0] = 10  # next: space 12, the right board's signature (Nat's)
    log = play(state, "Play 7 of Hats", "Done")
    assert "Pop space 12 holds Nat's signature icon: Nat unlocks Relentless." in log
    assert state.signatures[seat(state, "Nat")] and not state.signatures[seat(state, "Lawman")]


def test_a_spent_signature_is_unlocked_again_by_the_next_pass_over_its_icon() -> None:
    state = staged(hands={"Lawman": ["7 of Hats"]}, tokens=[[], ["signature"], [], []])
    state.signatures[seat(state, "Nat")] = False  # Nat has spent Relentless
    state.pop[0] = 10
    log = play(state, "Play 7 of Hats", "Done")
    assert "Pop space 12 holds Nat's signature icon: Nat unlocks Relentless." in log
    assert state.signatures[seat(state, "Nat")]


def test_a_signature_on_the_play_board_is_not_unlocked_again_until_the_trick_is_cleared() -> None:
    """A used signature token lies on the Play Board with its card until the trick is cleared, and only
    then goes back to its board: Ana's Bottom Line on her 8 of Stars cannot come back for her second card
    when that 8 moves her marker over Bean Counter's icon; the log says why. After the clear it can."""
    ben = [f"{value} of {suit}" for suit in ("Hats", "Horseshoes") for value in (2, 3, 4, 5)]
    state = staged(
        ["Ana", "Ben"],
        hands={"Ana": ["8 of Stars", "5 of Stars", "7 of Hats"], "Ben": ben},
        tokens=[["signature"], []],
    )
    state.pop[0] = 4  # the 8's two Pop icons pass space 6, the Manager's icon
    log = play(state, "Play 8 of Stars", "Use Bottom Line", "Done")
    assert (
        "Pop space 6 holds Bean Counter's signature icon, but Bottom Line is still on the Play Board "
        "from this trick, so Ana gains nothing." in log
    )
    assert not state.signatures[0]
    play(state, "Play 2 of Hats", "Done", "Play 3 of Hats", "Done", "Play 5 of Stars")
    assert "Use Bottom Line" not in legal(state)
    with pytest.raises(IllegalAction) as err:
        play(state, "Use Bottom Line")
    assert err.value.message == (
        "Ana used Bottom Line in this trick: it stays on the Play Board until the trick is cleared, then "
        "goes back to its board to be unlocked again."
    )
    assert err.value.rule == "rowdy.signature"
    play(state, "Done")  # Ana's 8 of Stars, now a 1, wins; the trick is cleared
    assert state.trick == 1 and not state.signatures[0]
    state.pop[0] = 10  # the next Pop step lands on space 12, the Manager's other icon
    log = play(state, "Play 7 of Hats", "Done")
    assert "Pop space 12 holds Bean Counter's signature icon: Ana unlocks Bottom Line." in log
    assert state.signatures[0]


def test_the_lariat_on_lawmans_card_is_not_unlocked_again_by_nats_pop_in_the_same_trick() -> None:
    state = staged(
        hands={
            "Dynamite": ["5 of Hats"],
            "Lawman": ["3 of Tombstones", *(f"{v} of Stars" for v in (1, 2, 4, 5, 6, 7, 8))],
            "Grace": ["4 of Hats"],
            "Nat": ["8 of Hats"],
        },
        tokens=[["signature"], [], [], []],
        first_side=1,
    )
    state.pop[0] = 4  # Nat's 8 passes space 6, the icon on Lawman's board
    log = play(state, "Play 5 of Hats", "Done", "Play 3 of Tombstones", "Use Lariat", "Done")
    log = play(state, "Play 8 of Hats")  # Nat, slot 3, before Grace
    assert (
        "Pop space 6 holds Lawman's signature icon, but Lariat is still on the Play Board from this "
        "trick, so Lawman gains nothing." in log
    )
    assert not state.signatures[seat(state, "Lawman")]


def test_a_signature_already_held_is_not_gained_twice() -> None:
    state = staged(hands={"Lawman": ["7 of Hats"]}, tokens=[[], ["signature"], [], []])
    state.pop[0] = 10
    log = play(state, "Play 7 of Hats", "Done")
    assert "Pop space 12 holds Nat's signature icon, but Nat already has Relentless." in log


def test_a_headliners_pop_track_unlocks_the_managers_signature_too() -> None:
    state = staged(["Ana", "Ben"], hands={"Ana": ["7 of Hats"]})
    state.pop[0] = 4  # next: space 6, the Manager's signature on a Headliner's track
    log = play(state, "Play 7 of Hats", "Done")
    assert "Pop space 6 holds Bean Counter's signature icon: Ana unlocks Bottom Line." in log
    assert state.signatures[0] and not state.under_diamond[0]


def test_a_headliners_track_has_no_tag_icons_so_no_useless_tag_token_leaves_the_supply() -> None:
    """A Headliner has nobody to tag: the spaces a team's track gives a Tag on are blank on theirs."""
    assert [pop_space_number(i) for i, icon in enumerate(POP_TRACK) if icon is Icon.TAG] == [3, 10]
    assert [pop_space_number(i) for i, icon in enumerate(data.HEADLINER_POP_TRACK) if icon is Icon.NONE] == [
        2,
        3,
        8,
        10,
    ]
    state = staged(["Ana", "Ben"], hands={"Ana": ["8 of Hats"]})
    log = play(state, "Play 8 of Hats", "Done")
    assert "8 of Hats has 2 Pop icons: Ana's Pop marker moves 2 spaces (space 1 -> space 3)." in log
    assert not any(line.startswith("Pop space 3") for line in log)
    assert state.tags == [0, 0] and state.supply["tag"] == 4


def test_the_team_facing_a_headliner_still_gains_tags() -> None:
    state = staged(
        ["Ana", "Ben", "Cy"],
        characters=["Big Money", "Thunder", "The Wretch"],
        hands={"Ana": ["5 of Hats"], "Ben": ["8 of Hats"]},
    )
    log = play(state, "Play 5 of Hats", "Done", "Play 8 of Hats", "Done")
    assert "Pop space 3: Ben gains a tag token." in log


def test_a_countered_card_still_gives_its_pop() -> None:
    state = staged(hands={"Lawman": ["6 of Hats"], "Dynamite": ["Wild 6"]})
    log = play(state, "Play 6 of Hats", "Done", "Play Wild 6", "Done")
    assert any(line.startswith("Counter!") for line in log) and state.pop == [1, 0]


def test_tokens_earned_on_a_turn_wait_for_the_next_turn() -> None:
    # Nat has no tokens: his 8 earns a tag, but his card is played at once, with nothing on it.
    state = staged(
        hands={
            "Lawman": ["1 of Hats"],
            "Dynamite": ["2 of Hats"],
            "Grace": ["3 of Hats"],
            "Nat": ["8 of Hats"],
        }
    )
    play(state, "Play 1 of Hats", "Done", "Play 2 of Hats", "Done", "Play 3 of Hats")
    play(state, "Play 8 of Hats")
    assert state.tags[seat(state, "Nat")] == 1 and state.board == [None] * 4  # the trick is over


# ---- tokens on a card ----


def test_tokens_are_offered_only_to_the_player_on_turn_and_only_for_their_own_card() -> None:
    state = staged(hands={"Lawman": ["5 of Hats"]}, tokens=[["damage", "cheat -2"], [], [], []])
    play(state, "Play 5 of Hats")
    assert legal(state) == [
        "Add a +1 coin",
        "Add a -1 coin",
        "Add a damage token",
        "Reveal the -2 cheat",
        "Done",
    ]


def test_several_tokens_stack_on_one_card() -> None:
    state = staged(hands={"Lawman": ["5 of Hats"]}, tokens=[["coin", "damage", "cheat -2"], [], [], []])
    play(
        state, "Play 5 of Hats", "Add a -1 coin", "Add a -1 coin", "Reveal the -2 cheat", "Add a damage token"
    )
    played = state.board[0]
    assert played is not None and (played.value, played.extra_damage) == (1, 1)
    assert state.coins[0] == 0 and state.cheats[0] == []


def test_a_damage_token_adds_one_damage_when_the_card_wins() -> None:
    state = staged(
        hands={
            "Lawman": ["5 of Hats"],
            "Dynamite": ["7 of Hats"],
            "Grace": ["6 of Hats"],
            "Nat": ["8 of Hats"],
        },
        tokens=[["damage"], [], [], []],
    )
    log = play(
        state,
        "Play 5 of Hats",
        "Add a damage token",
        "Done",
        "Play 7 of Hats",
        "Done",
        "Play 6 of Hats",
        "Play 8 of Hats",
    )
    assert "Lawman deals 6 damage (5 + 1 extra) to Dynamite: health 14 -> 8." in log
    # The card's worth reads apart from its tokens: it is worth 5 and deals 6.
    assert "Lawman's 5 of Hats (+1 damage token; worth 5) is the lowest Hats: Lawman wins the trick." in log


def test_used_tokens_go_back_to_the_supply_after_the_trick_and_cheats_to_their_own_pile() -> None:
    state = staged(
        hands={
            "Lawman": ["5 of Hats"],
            "Dynamite": ["7 of Hats"],
            "Grace": ["6 of Hats"],
            "Nat": ["8 of Hats"],
        },
        tokens=[["cheat damage"], [], [], []],
    )
    coins = state.supply["coin"]
    play(
        state, "Play 5 of Hats", "Add a -1 coin", "Reveal the damage cheat", "Done", "Play 7 of Hats", "Done"
    )
    assert state.supply["coin"] == coins
    play(state, "Play 6 of Hats", "Play 8 of Hats")
    assert state.supply["coin"] == coins + 1 and state.cheats_spent == [Cheat.DAMAGE]


def test_cheats_are_hidden_from_everyone_else() -> None:
    state = staged(tokens=[["cheat +2", "cheat Stars"], [], [], []])
    assert state.view(0).my_cheats == (Cheat.PLUS_TWO, Cheat.STARS)
    assert state.view(1).my_cheats == () and state.view(1).cheat_counts[0] == 2


def test_spent_cheats_return_only_when_the_pool_is_empty() -> None:
    state = staged(hands={"Lawman": ["8 of Hats", "8 of Stars"]})
    state.pop[0] = 3  # the 8 moves to 4 (cheat) and 5
    state.cheats_spent = state.cheat_pool[:5]
    state.cheat_pool = []
    log = play(state, "Play 8 of Hats", "Done")
    assert "The cheat pool is empty: the 5 spent cheats are shuffled back in." in log
    assert len(state.cheat_pool) == 4 and len(state.cheats[0]) == 1


def test_a_single_spent_cheat_is_told_in_the_singular() -> None:
    state = staged(hands={"Lawman": ["8 of Hats"]})
    state.pop[0] = 3
    state.cheats_spent = state.cheat_pool[:1]
    state.cheat_pool = []
    log = play(state, "Play 8 of Hats", "Done")
    assert "The cheat pool is empty: the 1 spent cheat is shuffled back in." in log


def test_a_suit_cheat_must_change_the_suit_and_does_not_go_on_a_wild() -> None:
    state = staged(
        hands={"Lawman": ["5 of Hats", "Wild 4"]}, tokens=[["cheat Hats", "cheat Stars"], [], [], []]
    )
    play(state, "Play 5 of Hats")
    assert "Reveal the Stars cheat" in legal(state) and "Reveal the Hats cheat" not in legal(state)
    with pytest.raises(IllegalAction, match="would change nothing") as err:
        play(state, "Reveal the Hats cheat")
    assert err.value.rule == "rowdy.cheats"


def test_a_tag_cheat_is_refused_on_a_card_because_it_is_spent_by_tagging() -> None:
    state = staged(hands={"Lawman": ["5 of Hats"]}, tokens=[["cheat tag"], [], [], []])
    words = (
        "A tag cheat goes on no card: it is spent by tagging your partner in (Tag with the tag cheat), "
        "before either wrestler of your team plays in the trick."
    )
    for move in ("Reveal the tag cheat", "Play 5 of Hats"):  # before the card is picked, then on it
        if move == "Play 5 of Hats":
            play(state, move)
            assert state.phase is Phase.STAGE
        before = state.to_json()
        with pytest.raises(IllegalAction) as err:
            play(state, "Reveal the tag cheat")
        assert (err.value.message, err.value.rule) == (words, "rowdy.tag")
        assert state.to_json() == before


def test_a_headliners_tag_cheat_is_refused_because_there_is_nobody_to_tag() -> None:
    state = staged(["Ana", "Ben"], hands={"Ana": ["5 of Hats"]}, tokens=[["cheat tag"], []])
    play(state, "Play 5 of Hats")
    with pytest.raises(IllegalAction) as err:
        play(state, "Reveal the tag cheat")
    assert err.value.message == (
        "A tag cheat goes on no card: it is spent only by tagging, and a Headliner has no partner."
    )


# ---- Tag ----


def test_a_tag_swaps_partners_before_the_team_plays_and_the_partner_plays_the_slot() -> None:
    state = staged(tokens=[["tag"], [], [], []])
    assert "Tag with a Tag token" in legal(state)
    log = play(state, "Tag with a Tag token")
    assert log == ["Lawman tags Nat in with a Tag token: Nat is in the ring and plays slot 1."]
    assert slots(state) == ["Nat", "Dynamite", "Grace", "Lawman"] and state.current_player == seat(
        state, "Nat"
    )
    assert not any(line.startswith("Tag") for line in legal(state))  # once per trick


def test_no_tag_once_a_teammate_has_played_in_the_trick() -> None:
    state = staged(
        hands={"Lawman": ["5 of Hats"], "Dynamite": ["6 of Hats"], "Grace": ["7 of Hats"]},
        tokens=[[], ["tag"], [], []],
    )
    play(state, "Play 5 of Hats", "Done", "Play 6 of Hats", "Done", "Play 7 of Hats")
    assert state.current_player == seat(state, "Nat") and not any(a.startswith("Tag") for a in legal(state))
    with pytest.raises(IllegalAction, match="before either wrestler of the team has played") as err:
        play(state, "Tag with a Tag token")
    assert err.value.rule == "rowdy.tag"


@pytest.mark.parametrize(
    ("using", "message"),
    [
        ("a Tag token", "Lawman has no Tag token to tag with."),
        ("the tag cheat", "Lawman holds no tag cheat to tag with."),
        ("High Flyer", "Lawman has no High Flyer to tag with: it is Thunder's signature move."),
    ],
)
def test_a_tag_without_its_token_is_refused_in_plain_words(using: str, message: str) -> None:
    state = staged()
    with pytest.raises(IllegalAction) as err:
        play(state, f"Tag with {using}")
    assert (err.value.message, err.value.rule) == (message, "rowdy.tag")


def test_thunder_without_high_flyer_unlocked_is_told_so() -> None:
    state = staged(["Ana", "Ben", "Cy"], characters=["Big Money", "Thunder", "The Wretch"], first_side=1)
    with pytest.raises(IllegalAction) as err:
        play(state, "Tag with High Flyer")
    assert err.value.message == "Ben has not unlocked High Flyer (or has spent it): the Pop track unlocks it."


def test_the_rules_page_names_every_way_to_tag() -> None:
    summary = GAME.rule("rowdy.tag").summary
    assert all(way in summary for way in ("Tag token", "tag cheat", "High Flyer"))


def test_a_headliner_has_nobody_to_tag() -> None:
    state = staged(["Ana", "Ben"], tokens=[["tag"], []])
    assert not any(a.startswith("Tag") for a in legal(state))
    with pytest.raises(IllegalAction, match="no partner"):
        play(state, "Tag with a Tag token")


def test_a_refused_tag_at_the_teams_first_play_names_the_missing_token_not_the_timing() -> None:
    """Lawman, first for his team, holds only a tag cheat: a Tag token or High Flyer is what he lacks."""
    state = staged(tokens=[["cheat tag"], [], [], []])
    assert "Tag with the tag cheat" in legal(state)
    for using, message in (
        ("a Tag token", "Lawman has no Tag token to tag with."),
        ("High Flyer", "Lawman has no High Flyer to tag with: it is Thunder's signature move."),
    ):
        with pytest.raises(IllegalAction) as err:
            play(state, f"Tag with {using}")
        assert (err.value.message, err.value.rule) == (message, "rowdy.tag")


def test_only_the_wrestler_in_the_ring_tags_and_only_with_a_token_of_their_own() -> None:
    """Nat, on the apron, holds the Tag: Lawman, in the ring and first for the team, cannot spend it."""
    state = staged(tokens=[[], ["tag"], [], []])
    assert not any(action.startswith("Tag") for action in legal(state))
    with pytest.raises(IllegalAction) as err:
        play(state, "Tag with a Tag token")
    assert err.value.message == "Lawman has no Tag token to tag with."


def test_a_tags_description_reads_as_one_sentence_with_high_flyers_pop_move_apart() -> None:
    assert TAG[TagWith.TOKEN].describe() == (
        "Spend a Tag token to swap with your partner, who then plays first for your team"
    )
    assert TAG[TagWith.HIGH_FLYER].describe() == (
        "Spend High Flyer to swap with your partner, who then plays first for your team; "
        "High Flyer also moves your team's Pop track 2 spaces"
    )


# ---- signature moves ----


def test_lariat_makes_an_off_suit_card_follow_but_does_nothing_when_leading() -> None:
    state = staged(
        hands={
            "Lawman": ["5 of Hats"],
            "Dynamite": ["6 of Hats"],
            "Grace": ["7 of Hats"],
            "Nat": ["3 of Stars"],
        },
        tokens=[["signature"], [], [], []],
        first_side=0,
    )
    play(state, "Play 5 of Hats")
    assert "Use Lariat" not in legal(state)
    state = staged(
        hands={
            "Dynamite": ["5 of Hats"],
            "Lawman": ["3 of Stars"] + [f"{v} of Stars" for v in (1, 2, 4, 5, 6, 7, 8)],
        },
        tokens=[["signature"], [], [], []],
        first_side=1,
    )
    play(state, "Play 5 of Hats", "Done", "Play 3 of Stars", "Use Lariat", "Done")
    played = state.board[1]
    assert played is not None and played.lariat and state.view(0).board[1].follows  # type: ignore[union-attr]


def test_mercy_and_damnation_change_graces_card_by_two() -> None:
    state = staged(hands={"Grace": ["5 of Hats"]}, tokens=[[], [], [], ["signature"]], first_side=1)
    state.ring = state.ring.after_tag(1)  # Grace in the ring, in slot 1
    play(state, "Play 5 of Hats")
    assert {"Use Mercy & Damnation: +2", "Use Mercy & Damnation: -2"} <= set(legal(state))


def test_grave_robbing_shows_the_wretch_three_cheats_to_keep_one() -> None:
    state = staged(
        ["Ana", "Ben", "Cy"],
        characters=["Big Money", "The Wretch", "Thunder"],
        hands={"Ben": ["4 of Hats"]},
        tokens=[[], ["signature"], []],
        first_side=1,
    )
    play(state, "Play 4 of Hats")  # Ben, the Wretch, leads
    assert "Use Grave Robbing" in legal(state)
    pool = len(state.cheat_pool)
    play(state, "Use Grave Robbing", "Done")
    assert state.phase is Phase.KEEP and len(state.view(1).looking_at) == 3
    assert state.view(0).looking_at == () and state.view(2).looking_at == ()
    keep = state.legal_actions()[0]
    play(state, str(keep))
    assert state.cheats[1] == [keep.cheat] and len(state.cheat_pool) == pool - 1


@pytest.mark.parametrize(("pool", "looks", "back"), [(1, "1 cheat", "none goes"), (2, "2 cheats", "1 goes")])
def test_grave_robbing_tells_a_small_pool_in_good_grammar(pool: int, looks: str, back: str) -> None:
    state = staged(
        ["Ana", "Ben", "Cy"],
        characters=["Big Money", "The Wretch", "Thunder"],
        hands={"Ben": ["4 of Hats"]},
        tokens=[[], ["signature"], []],
        first_side=1,
    )
    state.cheats_spent, state.cheat_pool = state.cheat_pool[pool:], state.cheat_pool[:pool]
    log = play(state, "Play 4 of Hats", "Use Grave Robbing", "Done")
    assert f"Grave Robbing: Ben looks at {looks} from the pool to keep one." in log
    log = play(state, str(state.legal_actions()[0]))
    assert log[0] == f"Ben keeps one cheat face down; {back} under the pool."


def test_a_locked_manager_signature_says_both_ways_to_unlock_it() -> None:
    state = staged(["Ana", "Ben"], hands={"Ana": ["7 of Hats"]})
    play(state, "Play 7 of Hats")
    with pytest.raises(IllegalAction) as err:
        play(state, "Use Bottom Line")
    assert err.value.message == (
        "Ana has not unlocked Bottom Line (or has spent it): the Pop track or the Manager diamond's "
        "bottom three unlock it."
    )


def test_relentless_adds_two_damage_when_nats_card_wins() -> None:
    state = staged(
        hands={
            "Nat": ["5 of Hats"],
            "Dynamite": ["7 of Hats"],
            "Grace": ["6 of Hats"],
            "Lawman": ["8 of Hats"],
        },
        tokens=[[], ["signature"], [], []],
    )
    state.ring = state.ring.after_tag(0)
    log = play(
        state,
        "Play 5 of Hats",
        "Use Relentless",
        "Done",
        "Play 7 of Hats",
        "Done",
        "Play 6 of Hats",
        "Play 8 of Hats",
        "Done",
    )
    assert "Nat deals 7 damage (5 + 2 extra) to Dynamite: health 14 -> 7." in log


def test_high_flyer_tags_and_moves_thunders_pop_track_two_spaces() -> None:
    state = staged(
        ["Ana", "Ben", "Cy"],
        characters=["Big Money", "Thunder", "The Wretch"],
        tokens=[[], ["signature"], []],
        first_side=1,
    )
    log = play(state, "Tag with High Flyer")
    assert "Ben tags Cy in with High Flyer: Cy is in the ring and plays slot 1." in log
    assert "High Flyer: Ben & Cy's Pop marker moves 2 spaces (space 1 -> space 3)." in log
    assert state.tags[1] == 1


def test_high_flyers_own_pop_steps_do_not_unlock_it_again_in_the_trick_it_was_spent() -> None:
    state = staged(
        ["Ana", "Ben", "Cy"],
        characters=["Big Money", "Thunder", "The Wretch"],
        tokens=[[], ["signature"], []],
        first_side=1,
    )
    state.pop[1] = 4  # the two steps pass space 6, the icon on Thunder's board
    log = play(state, "Tag with High Flyer")
    assert (
        "Pop space 6 holds Ben's signature icon, but High Flyer is still on the Play Board from this "
        "trick, so Ben gains nothing." in log
    )
    assert not state.signatures[1]


def test_bottom_line_turns_a_7_into_a_2() -> None:
    state = staged(["Ana", "Ben"], hands={"Ana": ["7 of Hats"]}, tokens=[["signature"], []])
    play(state, "Play 7 of Hats", "Use Bottom Line")
    assert state.board[0].value == 2  # type: ignore[union-attr]


def test_suit_shift_names_a_new_suit() -> None:
    state = staged(
        ["Ana", "Ben"],
        characters=["Grizzabelle", "Big Money"],
        hands={"Ana": ["7 of Hats"]},
        tokens=[["signature"], []],
    )
    play(state, "Play 7 of Hats")
    assert [a for a in legal(state) if "Suit Shift" in a] == [
        "Use Suit Shift: Horseshoes",
        "Use Suit Shift: Stars",
        "Use Suit Shift: Tombstones",
    ]


def test_crack_the_whip_makes_coachs_card_the_lead() -> None:
    state = staged(
        ["Ana", "Ben"],
        characters=["Big Money", "Whistlestop"],
        hands={"Ana": ["5 of Hats"], "Ben": [f"{value} of Stars" for value in range(1, 9)]},
        tokens=[[], ["signature"]],
    )
    play(state, "Play 5 of Hats", "Done", "Play 3 of Stars")
    assert "Use Crack the Whip" in legal(state)
    log = play(state, "Use Crack the Whip", "Done")
    assert "Ben's 3 of Stars is now the lead card: follow Stars." in log
    assert state.view(0).lead_slot == 1


# ---- Headliner powers ----


def test_big_money_gains_a_coin_after_playing_a_card_worth_2() -> None:
    state = staged(["Ana", "Ben"], hands={"Ana": ["3 of Hats"]})
    log = play(state, "Play 3 of Hats", "Add a -1 coin", "Done")
    assert "The Rich Get Richer (a card worth 2): Ana gains a coin token." in log and state.coins[0] == 1


def test_grizzabelle_gains_a_cheat_after_playing_a_wild() -> None:
    state = staged(["Ana", "Ben"], characters=["Grizzabelle", "Big Money"], hands={"Ana": ["Wild 3"]})
    play(state, "Play Wild 3", "Done")
    assert len(state.cheats[0]) == 1


def test_whistlestops_lead_card_deals_one_more_damage() -> None:
    state = staged(
        ["Ana", "Ben"],
        characters=["Whistlestop", "Big Money"],
        hands={"Ana": ["4 of Hats", "8 of Hats"], "Ben": ["6 of Hats", "7 of Hats"]},
    )
    log = play(
        state,
        "Play 4 of Hats",
        "Done",
        "Play 6 of Hats",
        "Done",
        "Play 7 of Hats",
        "Done",
        "Play 8 of Hats",
        "Done",
    )
    assert "Ana deals 5 damage (4 + 1 extra) to Ben: health 20 -> 15." in log


# ---- the Manager diamond ----

DIAMOND = [
    "1 of Tombstones",
    "2 of Tombstones",
    "3 of Tombstones",
    "4 of Tombstones",
    "5 of Tombstones",
    "6 of Tombstones",
    "7 of Tombstones",
    "3 of Stars",
]
NO_STARS = [f"{v} of Hats" for v in range(1, 9)]


def test_face_up_diamond_cards_count_as_hand_and_must_follow() -> None:
    state = staged(
        ["Ana", "Ben"], hands={"Ana": NO_STARS, "Ben": ["5 of Stars"]}, diamonds=[DIAMOND, []], first_side=1
    )
    play(state, "Play 5 of Stars", "Done")
    assert legal(state) == ["Play 3 of Stars"]


def test_playing_a_diamond_card_uncovers_the_cards_above_it() -> None:
    state = staged(
        ["Ana", "Ben"], hands={"Ana": NO_STARS, "Ben": ["5 of Stars"]}, diamonds=[DIAMOND, []], first_side=1
    )
    log = play(state, "Play 5 of Stars", "Done", "Play 3 of Stars", "Done")
    assert "6 of Tombstones in Ana's diamond is uncovered and turns face up." in log
    assert "7 of Tombstones in Ana's diamond is uncovered and turns face up." in log
    assert state.view(1).diamonds[0][:5] == ("face down",) * 5


def staging_from_the_diamond() -> RowdyState:
    """Ben leads the 5 of Stars; Ana, void in Stars, plays the 3 of Stars from her diamond's bottom and
    is still choosing tokens for it (she holds a coin). The card covered the 6 and 7 of Tombstones."""
    state = staged(
        ["Ana", "Ben"],
        hands={"Ana": NO_STARS, "Ben": ["5 of Stars"]},
        diamonds=[DIAMOND, []],
        first_side=1,
        tokens=[["coin"], []],
    )
    play(state, "Play 5 of Stars", "Done", "Play 3 of Stars")
    assert state.phase is Phase.STAGE
    return state


def test_cards_a_diamond_play_uncovers_stay_face_down_until_its_tokens_are_done() -> None:
    """The rulebook reveals what a diamond card uncovered only after its tokens and effects: while Ana
    adds her coin nobody, Ana included, sees the 6 and 7 of Tombstones; Done turns them up."""
    state = staging_from_the_diamond()
    still_hidden = (FACE_DOWN,) * 7 + (None,)
    for who in (0, 1, None):
        assert state.view(who).diamonds[0] == still_hidden
    play(state, "Add a +1 coin")
    assert state.view(0).diamonds[0] == still_hidden
    log = play(state, "Done")
    assert log[1:] == [
        "6 of Tombstones in Ana's diamond is uncovered and turns face up.",
        "7 of Tombstones in Ana's diamond is uncovered and turns face up.",
    ]
    assert [str(card) for card in state.view(1).diamonds[0][5:7]] == ["6 of Tombstones", "7 of Tombstones"]
    assert "until that card's tokens and effects are all done" in GAME.rule("rowdy.diamond").summary


def test_a_staged_diamond_card_hides_what_it_covers_from_every_view() -> None:
    """Two games differing only in the cards under Ana's staged card look the same to every seat."""
    state = staging_from_the_diamond()
    twin = state.clone()
    twin.diamonds[0][5], twin.burn[0] = twin.burn[0], twin.diamonds[0][5]
    twin.diamonds[0][6], twin.burn[1] = twin.burn[1], twin.diamonds[0][6]
    for who in (0, 1, None):
        assert twin.view(who) == state.view(who)


def test_a_wild_named_after_a_diamond_play_is_named_before_the_reveal() -> None:
    """Ana's diamond 5 counters Ben's lead 5, so her Wild 4 leads and she names its suit: that is an
    effect of the play, so the cards the 5 uncovered turn up only after she has named it."""
    state = staged(
        ["Ana", "Ben"],
        hands={"Ana": ["Wild 4", *NO_STARS[:7]], "Ben": ["5 of Stars"]},
        diamonds=[[*DIAMOND[:7], "5 of Horseshoes"], []],
        first_side=1,
    )
    play(state, "Play 5 of Stars", "Done", "Play Wild 4")
    if state.phase is Phase.STAGE:
        play(state, "Done")
    log = play(state, "Play 5 of Horseshoes")
    if state.phase is Phase.STAGE:
        log += play(state, "Done")
    assert state.phase is Phase.DECLARE and "Counter! Ben's 5 and Ana's 5 flip face down" in " ".join(log)
    assert not any("uncovered" in line for line in log)
    assert state.view(0).diamonds[0] == (FACE_DOWN,) * 7 + (None,)
    log = play(state, "Declare Hats")
    assert log == [
        "Ana names Hats for the leading Wild 4: follow Hats.",
        "6 of Tombstones in Ana's diamond is uncovered and turns face up.",
        "7 of Tombstones in Ana's diamond is uncovered and turns face up.",
    ]


def test_following_from_the_diamond_counts_the_cards_face_up_when_the_next_card_is_played() -> None:
    """Ana leads the 3 of Stars from her diamond and so uncovers the 6 of Stars; by her second card of
    the trick it is face up, so it is part of her hand for following: she must play it (or a Wild)."""
    diamond = [*DIAMOND[:5], "6 of Stars", "7 of Tombstones", "3 of Stars"]
    state = staged(["Ana", "Ben"], hands={"Ana": NO_STARS}, diamonds=[diamond, []], first_side=0)
    play(state, "Play 3 of Stars")
    if state.phase is Phase.STAGE:
        play(state, "Done")
    while state.current_player == 1:  # Ben plays slots 2 and 3
        play(state, next(action for action in legal(state) if action.startswith("Play ")))
        if state.phase is Phase.STAGE:
            play(state, "Done")
    assert [action for action in legal(state) if action.startswith("Play ")] == ["Play 6 of Stars"]


def test_playing_the_bottom_three_unlocks_the_managers_signature_for_later_turns() -> None:
    state = staged(
        ["Ana", "Ben"], hands={"Ana": NO_STARS, "Ben": ["8 of Stars", "7 of Stars"]}, diamonds=[DIAMOND, []]
    )
    play(state, "Play 3 of Stars", "Done", "Play 8 of Stars", "Done", "Play 7 of Stars", "Done")
    play(state, "Play 7 of Tombstones", "Done")  # Ana is void in Stars; her 3 of Stars wins
    assert not state.signatures[0] and state.under_diamond[0]
    log = play(state, "Play 6 of Tombstones", "Done")
    assert "The diamond's bottom three are played: Ana gains Bottom Line for later turns." in log
    assert state.signatures[0] and not state.under_diamond[0]
    assert "Use Bottom Line" not in legal(state)  # it is Ben's turn; Ana can use it from her next turn


def test_the_managers_move_is_one_token_so_the_bottom_three_give_nothing_once_the_pop_track_took_it() -> None:
    """This edition's MANAGER_SIGNATURE_ONE_TOKEN: Ana's 7 of Tombstones, played from the diamond, moves
    her marker onto the Manager's icon; she spends the move as her next card clears the bottom three,
    which then give nothing, and the log says why."""
    state = staged(
        ["Ana", "Ben"], hands={"Ana": NO_STARS, "Ben": ["8 of Stars", "7 of Stars"]}, diamonds=[DIAMOND, []]
    )
    state.pop[0] = 4  # the next Pop step lands on space 6, the Manager's icon
    log = play(state, "Play 3 of Stars", "Done", "Play 8 of Stars", "Done", "Play 7 of Stars", "Done")
    log = play(state, "Play 7 of Tombstones", "Done")
    assert "Pop space 6 holds Bean Counter's signature icon: Ana unlocks Bottom Line." in log
    assert state.signatures[0] and not state.under_diamond[0]
    log = play(state, "Play 6 of Tombstones", "Use Bottom Line", "Done")
    assert (
        "The diamond's bottom three are played, but Bottom Line no longer lies under them, so Ana gains "
        f"nothing ({data.MANAGER_SIGNATURE_ONE_TOKEN})." in log
    )
    assert not state.signatures[0] and not state.under_diamond[0]


def test_every_deal_lays_the_managers_signature_under_the_new_diamond_even_an_unspent_one() -> None:
    """The rulebook's set-up for each round places the token in the diamond: one still held goes back."""
    state = staged(["Ana", "Ben"], tokens=[["signature"], []], seed=4)
    assert state.signatures[0] and not state.under_diamond[0]
    log: list[str] = []
    while state.round == 1:
        assert state.phase is not Phase.OVER
        # Never spend a token, so Ana still holds Bottom Line when the next round is dealt.
        log += play(state, "Done" if state.phase is Phase.STAGE else str(state.legal_actions()[0]))
    assert not state.signatures[0] and state.under_diamond[0] and state.under_diamond[1]
    assert "Ana still holds Bottom Line unspent: it goes back under the new Bean Counter diamond." in log
    assert state.view(1).signature_under_diamond == (True, True)


def test_a_covered_diamond_card_cannot_be_played() -> None:
    state = staged(["Ana", "Ben"], hands={"Ana": NO_STARS}, diamonds=[DIAMOND, []])
    with pytest.raises(IllegalAction, match="still covered") as err:
        play(state, "Play 1 of Tombstones")
    assert err.value.rule == "rowdy.diamond"
