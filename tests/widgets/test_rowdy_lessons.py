"""The Rowdy lesson's explorables answer from the engine and never let a learner break a rule."""

from __future__ import annotations

import re
from html import escape

import tabletop
from tabletop.rowdy import Suit, data
from tabletop.rowdy.data import BURN_SIZE, HAND_SIZE, SKULL, STOP_ONE, STOP_TWO, TRICKS_PER_ROUND, ZERO_SPACE
from tabletop.rowdy.study import trick_study
from tests.svg_reading import SVG, parse, texts, tips
from widgets.lesson_play import play
from widgets.rowdy.lessons import (
    DiamondExplorer,
    Pick,
    PinZoneExplorer,
    TrickSandbox,
    characters_html,
    crack_the_whip_story,
    diamond_picture,
    follow_by_printed_suit,
    headliners_html,
    lariat_story,
    manager_pop_story,
    one_token_story,
    play_trick,
    plot_trick_study,
    pop_story,
    pop_track_picture,
    ring_frames,
    round_story,
    signature_on_board_story,
    story,
    study_lines,
    suit_changes,
    tag_from_the_apron,
    trick_picture,
    trick_story,
)

OFF_SUIT_WIN = [Pick("4 of Horseshoes"), Pick("3 of Hats"), Pick("5 of Horseshoes"), Pick("Wild 4")]


def test_play_makes_the_moves_and_tells_what_the_engine_said() -> None:
    state = tabletop.get("rowdy").new(
        ["Andre", "Ana", "Ben", "Cy"], seed=1, first_side=0, hands=[["4 of Stars"], [], [], []]
    )
    told = play(state, "Play 4 of Stars", "Add a -1 coin", "Done")
    assert list(told) == [
        "Andre adds a -1 coin to 4 of Stars: now 3 Stars.",
        "Andre leads with 4 of Stars with -1 coin: worth 3 (slot 1).",
    ]
    assert state.slot == 1  # the lead is down: slot 2 plays next


def test_a_staged_tricks_story_names_the_rule_of_each_event() -> None:
    trick = play_trick(OFF_SUIT_WIN)
    assert list(trick_story(trick)) == [
        f"{event.text}   [{tabletop.get('rowdy').rule(event.rule).title}]" for event in trick.events
    ]
    assert "Cy's 3 of Hats is the lowest Hats: Cy wins the trick.   [Winning a trick]" in trick_story(trick)


def test_the_sandbox_offers_only_legal_cards_and_replaces_an_illegal_pick() -> None:
    trick = play_trick(
        [Pick("5 of Tombstones"), Pick("8 of Hats"), Pick("3 of Tombstones"), Pick("4 of Tombstones")]
    )
    assert trick.cards[1] == ["2 of Tombstones", "6 of Tombstones", "Wild 3"]  # Cy must follow Tombstones
    assert trick.used[1].card == "2 of Tombstones"  # the 8 of Hats was not allowed
    assert "Cy's 2 of Tombstones is the lowest Tombstones: Cy wins the trick." in [
        e.text for e in trick.events
    ]


def test_a_coin_in_the_sandbox_makes_a_counter_and_the_picture_flips_both_cards() -> None:
    picks = [Pick("5 of Tombstones", "Add a -1 coin"), Pick("2 of Tombstones"), Pick("3 of Tombstones")]
    trick = play_trick([*picks, Pick("4 of Tombstones")])
    assert any(e.text.startswith("Counter! Ana's 4 and Ben's 4") for e in trick.events)
    assert trick_picture(trick).count('class="tt-rowdy-flip"') == 2


def test_the_sandbox_replays_when_a_pick_changes() -> None:
    box = TrickSandbox(
        [Pick("Wild 5"), Pick("1 of Stars"), Pick("4 of Stars"), Pick("3 of Horseshoes")],
        wild_suit=Suit.STARS,
    )
    assert "Cy wins" in box._story.value
    box._cards[3].value = "1 of Horseshoes"  # Ben's 1 counters Cy's 1, whatever the suits
    assert "Counter! Cy&#x27;s 1 and Ben&#x27;s 1" in box._story.value
    assert "Dee wins" in box._story.value


def test_the_pin_zone_explorer_holds_small_hits_on_stop_signs_and_ends_at_the_skull() -> None:
    explorer = PinZoneExplorer(max_health=15, start=2)
    explorer.hit(5)
    assert explorer.health == ZERO_SPACE and "3 more damage is lost" in explorer.history[-1]
    explorer.hit(1)
    assert explorer.health == STOP_ONE
    explorer.hit(1)
    assert explorer.health == STOP_ONE and "stays on Stop 1" in explorer.history[-1]
    explorer.hit(6)
    explorer.hit(6)
    assert explorer.health == SKULL
    explorer.hit(1)
    assert "Pinned" in explorer._why.value
    explorer.reset()
    assert explorer.health == 2


def test_the_diamond_explorer_uncovers_cards_and_unlocks_the_signature() -> None:
    explorer = DiamondExplorer()
    explorer.play("Play 8 of Stars")  # the top card is covered
    assert "still covered" in explorer._why.value and explorer.played == []
    explorer.play("Play 6 of Tombstones")  # the bottom card
    assert explorer.played == [7] and "turn face up" in explorer._why.value
    explorer.play("Play 7 of Hats")
    explorer.play("Play 4 of Stars")
    assert "Signature move unlocked!" in explorer._board.svg
    for forged in ("Play 9 of Hats", "Play 6 of Tombstones", "{'card': 3}"):  # not there, or played already
        explorer._board.click(forged)
        assert "is not a card left in this diamond" in explorer._why.value
    assert explorer.played == [7, 5, 6]


def test_ring_and_pop_pictures_name_themselves() -> None:
    assert "The Pop track" in pop_track_picture()


def test_the_pop_track_picture_numbers_spaces_as_the_engines_log_does() -> None:
    picture = pop_track_picture()
    assert "<title>Pop space 1: coin</title>" in picture and "The marker starts on space 1." in picture
    log = [e.text for e in play_trick([Pick("3 of Stars"), Pick("8 of Stars")]).events]
    assert "Pop space 3: Cy gains a tag token." in log and "<title>Pop space 3: tag</title>" in picture
    trick = play_trick(
        [Pick("5 of Tombstones"), Pick("6 of Tombstones"), Pick("3 of Tombstones"), Pick("4 of Tombstones")]
    )
    assert "Dee" in ring_frames([("After", trick.state)])


def test_the_study_accounts_for_every_card_of_every_trick() -> None:
    study = trick_study(players=4, games=6, seed=3)
    played = sum(r.played for r in [*study.suited.values(), *study.wild.values()])
    won = sum(r.won for r in [*study.suited.values(), *study.wild.values()])
    assert played == 4 * study.tricks
    assert 0 < won <= study.tricks
    assert 0 <= study.first_side_wins <= study.games == 6


def test_an_off_suit_card_leads_and_wins_once_the_lead_card_is_countered() -> None:
    """Section 3's trick: Cy holds no Horseshoes, throws a 3 of Hats, and Ben's Wild 4 counters the lead."""
    trick = play_trick(OFF_SUIT_WIN)
    assert "3 of Hats" in trick.cards[1] and [p.card for p in trick.used] == [p.card for p in OFF_SUIT_WIN]
    texts = [e.text for e in trick.events]
    assert "Counter! Ana's 4 and Ben's 4 flip face down; the lead passes to Cy's 3 of Hats." in texts
    assert "Cy's 3 of Hats is the lowest Hats: Cy wins the trick." in texts
    assert 'class="tt-rowdy-flip"' in trick_picture(trick)


def test_a_trick_where_every_card_is_countered_has_no_winner_and_no_damage() -> None:
    trick = play_trick([Pick("3 of Stars"), Pick("Wild 3"), Pick("4 of Stars"), Pick("4 of Hats")])
    assert [p.card for p in trick.used] == ["3 of Stars", "Wild 3", "4 of Stars", "4 of Hats"]
    assert "Every card was countered: nobody wins the trick and nobody moves in the ring." in [
        e.text for e in trick.events
    ]
    shown = trick.state.view(None).last_trick
    assert shown is not None and shown.winner is None and shown.damage == 0
    assert trick.state.ring.slots() == trick.slots


def test_the_round_story_deals_8_each_burns_4_and_the_last_winner_leads_the_next_round() -> None:
    lines = round_story()
    assert lines[1].startswith("Round 1: the 36 cards are shuffled, every wrestler is dealt 8 and 4 go")
    hands = ", ".join(f"{name} {HAND_SIZE}" for name in ("Ana", "Ben", "Cy", "Dee"))
    assert lines[2] == f"In hand: {hands}; burn pile {BURN_SIZE}."
    tricks = [line for line in lines if line.startswith("Trick ")]
    assert len(tricks) == TRICKS_PER_ROUND
    last_winner = next(
        re.search(r"(\w+) wins the trick", line).group(1)  # type: ignore[union-attr]
        for line in reversed(tricks)
        if "wins the trick" in line
    )
    assert lines[-2].startswith("Round 2: the 36 cards are shuffled") and lines[-2].endswith(
        f"{last_winner} leads."
    )
    assert lines[-1] == lines[2]


def test_suit_changes_show_the_cheat_the_lariat_and_suit_shift_through_the_engine() -> None:
    lines = list(suit_changes())
    assert lines == [
        "Dynamite adds the Hats cheat to 3 of Stars: now 3 Hats.",
        "Lawman uses Lariat on 2 of Stars: now 2, following whatever suit leads.",
        "Ana uses Suit Shift (Stars) on 7 of Hats: now 7 Stars.",
    ]


def test_the_tag_story_puts_the_partner_in_the_ring_to_take_the_blow() -> None:
    staged = story(
        ["Lawman", "Nat", "Dynamite", "Grace"],
        [
            ("After the tag", ["Play 3 of Hats", "Done", "Tag with a Tag token"]),
            ("After the trick", ["Play 7 of Hats", "Play 8 of Hats", "Done", "Play 6 of Hats"]),
        ],
        hands=[["8 of Hats"], ["7 of Hats"], ["3 of Hats"], ["6 of Hats"]],
        health=[STOP_TWO, None, None, None],
        tokens=[["tag"], [], [], []],
    )
    frames = staged.frames
    assert "Lawman tags Nat in" in " ".join(staged.told)
    assert [caption for caption, _ in frames] == ["Before the trick", "After the tag", "After the trick"]
    after = frames[-1][1]
    assert after.health == [STOP_TWO, 15 - 3, 14, 15]  # Nat took Dynamite's 3; Lawman stays on Stop 2


def test_the_pop_story_shows_token_timing_pop_when_countered_and_whose_signature_unlocks() -> None:
    lines = pop_story()
    assert "Lawman has picked 8 of Hats; the engine offers: Add a +1 coin, Add a -1 coin, Done" in lines
    assert "Pop space 3: Lawman gains a tag token." in lines
    assert "Counter! Grace's 6 and Nat's 6 flip face down; Lawman's 8 of Hats still leads." in lines
    assert "Pop space 4: Nat gains a damage token." in lines
    assert (
        "Lawman is on turn; the engine offers: Tag with a Tag token, Play 3 of Stars, Play 5 of Stars"
        in lines
    )
    assert "Pop space 6 holds Lawman's signature icon: Lawman unlocks Lariat." in lines
    assert lines.index("Pop space 3: Lawman gains a tag token.") > lines.index(
        "Lawman has picked 8 of Hats; the engine offers: Add a +1 coin, Add a -1 coin, Done"
    )


def test_the_headliner_table_shows_each_power_at_work_in_the_engine() -> None:
    html = headliners_html()
    for seen in (
        "The Rich Get Richer (a card worth 2): Ana gains a coin token.",
        "Go Wild (a Wild played): Ana draws a cheat and keeps it face down.",
        "Ana deals 5 damage (4 + 1 extra) to Ben: health 20 -&gt; 15.",
    ):
        assert seen in html
    assert html.count("rulebook") >= 3 and "LEAD_MEANS_FIRST_FACE_UP" in html


def test_a_headliners_pop_track_unlocks_the_managers_move_in_the_lesson() -> None:
    lines = manager_pop_story()
    assert "Pop space 6 holds Bean Counter's signature icon: Ana unlocks Bottom Line." in lines
    assert not any("gains a tag" in line for line in lines)  # a Headliner's track gives no Tag


def test_the_managers_pop_story_shows_the_plays_the_pop_moves_and_the_untouched_diamond() -> None:
    """What the lesson says beside it: Big Money's 8, 8 and 7 carry the marker onto space 6, the two 8s
    counter each other, the diamond is untouched, and his next play of the trick is offered the move."""
    lines = manager_pop_story()
    for seen in (
        "Ana leads with 8 of Hats (slot 1).",
        "8 of Hats has 2 Pop icons: Ana's Pop marker moves 2 spaces (space 1 -> space 3).",
        "8 of Stars has 2 Pop icons: Ana's Pop marker moves 2 spaces (space 3 -> space 5).",
        "Counter! Ana's two 8s flip face down; the lead passes to Ben's 1 of Hats.",
        "7 of Tombstones has 1 Pop icon: Ana's Pop marker moves 1 space (space 5 -> space 6).",
        "Ana's diamond still holds 8 of its 8 cards, and Bottom Line is no longer under it.",
    ):
        assert seen in lines
    offered = next(
        line for line in lines if line.startswith("Ana has picked 6 of Stars; the engine offers: ")
    )
    assert "Use Bottom Line" in offered and "Reveal" not in offered


def test_the_managers_pop_story_shows_no_diamond_card_turned_up_while_the_6_of_stars_is_played() -> None:
    """While Big Money chooses tokens for the diamond's bottom card, what it covered stays face down even
    in his own view; the story after it turns them up once the card and its Pop are done."""
    lines = manager_pop_story()
    assert "Face up in Ana's diamond, in Ana's own view, while the card is being played: nothing." in lines
    after = one_token_story()
    played = after.index("Ana plays 6 of Stars (slot 3).")
    pop = after.index("Pop space 7: Ana gains a coin token.")
    assert played < pop < after.index("6 of Tombstones in Ana's diamond is uncovered and turns face up.")


def test_the_managers_pop_story_says_why_the_cheat_big_money_drew_is_never_offered() -> None:
    """The cheat from Pop space 5 is a tag cheat, which a Headliner cannot use: the lesson, as narrator,
    turns it up and gives the engine's refusal."""
    lines = manager_pop_story()
    assert "Pop space 5: Ana draws a cheat and keeps it face down." in lines
    assert lines[-1] == (
        "A peek at Ana's face-down cheat, hidden from the other players: the tag cheat. The engine does not "
        "offer it. A tag cheat goes on no card: it is spent only by tagging, and a Headliner has no partner."
    )


def test_the_signature_story_keeps_the_lariat_on_the_play_board_until_the_trick_is_cleared() -> None:
    lines = signature_on_board_story()
    passed = (
        "Pop space 6 holds Lawman's signature icon, but Lariat is still on the Play Board from this trick, "
        "so Lawman gains nothing."
    )
    assert lines.index("Lawman uses Lariat on 3 of Tombstones: now 3, following whatever suit leads.") < (
        lines.index(passed)
    )
    assert lines[lines.index(passed) + 1] == (
        "Lawman's Lariat lies on the Play Board with this trick's cards: Lawman does not hold it."
    )
    assert "Lawman's 3 of Tombstones (Lariat; worth 3) is the lowest Hats: Lawman wins the trick." in lines
    assert lines[-1] == "Lawman's Lariat is back on its board: the next pass over its icon unlocks it again."


def test_the_headliner_table_says_an_empty_cheat_pool_is_refilled_before_go_wild_gives_nothing() -> None:
    grizzabelle = headliners_html().split("<tr><td>Grizzabelle</td>")[1].split("</tr>")[0]
    assert "an empty pool gives nothing" not in grizzabelle
    assert "first refilled by shuffling in the spent cheats" in grizzabelle


def test_the_diamond_pictures_tooltips_count_the_covering_cards() -> None:
    picture = diamond_picture()
    assert "<title>card 1, covered by cards 2 and 3</title>" in picture
    assert "<title>card 2, covered by card 4</title>" in picture


def test_the_one_token_story_clears_the_bottom_three_for_nothing_and_says_why() -> None:
    lines = one_token_story()
    assert "Ana uses Bottom Line on 6 of Tombstones: now 3 Tombstones." in lines
    told = next(line for line in lines if line.startswith("The diamond's bottom three are played"))
    assert told.startswith("The diamond's bottom three are played, but Bottom Line no longer lies under them")
    assert lines.index(told) > lines.index("Ana uses Bottom Line on 6 of Tombstones: now 3 Tombstones.")
    assert lines[-1] == "Ana's diamond still holds 5 of its 8 cards, and Bottom Line is no longer under it."


def test_the_headliners_pop_track_picture_shows_blank_tag_spaces_and_the_managers_signature() -> None:
    picture = pop_track_picture(headliner=True)
    assert (
        "<title>Pop space 3: no icon</title>" in picture and "<title>Pop space 10: no icon</title>" in picture
    )
    assert "<title>" + escape("Pop space 6: the Manager's signature") + "</title>" in picture
    assert ": tag</title>" not in picture
    team = "<title>" + escape("Pop space 6: the left board's signature") + "</title>"
    assert team in pop_track_picture()


def test_the_lariat_story_shows_a_lassoed_card_still_following_when_the_lead_passes() -> None:
    lines = lariat_story()
    assert "Counter! Dynamite's 5 and Grace's 5 flip face down; the lead passes to Nat's 3 of Stars." in lines
    assert "Lawman's 2 of Tombstones (Lariat; worth 2) is the lowest Stars: Lawman wins the trick." in lines


def test_the_crack_the_whip_story_shows_an_off_suit_card_winning_while_the_first_lead_stays_face_up() -> None:
    lines = crack_the_whip_story()
    assert "Ana's 7 of Stars is now the lead card: follow Stars." in lines
    assert any(line.endswith("Ana wins the trick.") for line in lines)
    assert not any(line.startswith("Counter!") for line in lines)


def test_a_tag_from_the_apron_is_refused_by_the_engine_in_the_lesson() -> None:
    assert tag_from_the_apron() == "Lawman has no Tag token to tag with."


def test_the_diamond_picture_says_which_cards_are_already_played() -> None:
    assert re.search(r">Already played:</text>.*>#8, #6</text>", diamond_picture(played=[7, 5]))
    assert "Already played" not in diamond_picture()


def test_the_cast_table_marks_which_moves_the_rulebook_describes() -> None:
    html = characters_html()
    assert html.count("<td>rulebook</td>") == 2
    managers = escape("this edition's name and effect; the rulebook only hints at the move")
    assert html.count(f"<td>{managers}</td>") == 3
    wrestlers = escape("this edition's name, effect and token; the rulebook only hints at the move")
    assert html.count(f"{wrestlers} (<code>SIGNATURE_TOKEN_FOR_EVERY_WRESTLER</code>)") == 3
    lawman = html[html.index("<tr><td>Lawman</td>") :].split("</tr>")[0]
    assert "is this edition&#x27;s reading (<code>LARIAT_FOLLOWS_ANY_LEAD</code>)" in lawman
    assert "<th>Health (this edition)</th>" in html


def test_the_study_is_told_value_by_value() -> None:
    study = trick_study(players=4, games=6, seed=3)
    lines = study_lines(study)
    assert lines[0].startswith("Tricks won: 1s ") and "8s" in lines[2]
    assert lines[1].startswith("Damage dealt per card played (before Pin Zone losses): 1s ")
    assert lines[2].startswith("Damage dealt per trick won (before Pin Zone losses): 1s ")
    assert lines[-1].endswith("of 6 games.")


def test_the_study_measures_what_the_pin_zone_throws_away() -> None:
    study = trick_study(players=4, games=6, seed=3)
    records = [*study.suited.values(), *study.wild.values()]
    dealt, lost = sum(r.damage for r in records), sum(r.lost for r in records)
    assert 0 < lost < dealt  # some damage was lost on the Stop signs in six games
    line = next(line for line in study_lines(study) if line.startswith("Pin Zone"))
    assert f"{lost} of the {dealt} damage dealt" in line


def test_the_plot_shows_what_its_titles_say() -> None:
    study = trick_study(players=4, games=6, seed=3)
    plot = plot_trick_study(study)
    words = texts(plot)
    assert "Low cards win" in words and "...but a winning high card hurts more" in words
    assert "damage dealt per trick won" in words and "(before Pin Zone losses)" in words
    values = sorted(study.suited)
    per_win = [study.suited[v].damage_per_win for v in values]
    suited_line = next(g for g in parse(plot).iter(f"{SVG}g") if g.get("class") == "tt-chart-line")
    heights = [-float(dot.get("cy", "0")) for dot in suited_line.iter(f"{SVG}circle")]
    assert sorted(range(len(values)), key=heights.__getitem__) == sorted(
        range(len(values)), key=per_win.__getitem__
    )
    assert [t for t in tips(plot) if t.startswith("suited") and "damage" in t] == [
        f"suited {v}s: {r.damage_per_win:.1f} damage dealt per trick won ({r.won:,} tricks won)"
        for v, r in sorted(study.suited.items())
    ]
    assert per_win[-1] > per_win[0]


def test_the_ring_names_slot_1_and_slot_4_by_slot_not_by_seating() -> None:
    """Rulebook tracker example 2: Nat wins from slot 3, so Nat plays slot 1 next and Lawman slot 4."""
    staged = story(
        ["Lawman", "Nat", "Dynamite", "Grace"],
        [
            (
                "After the trick",
                [
                    *("Play 5 of Stars", "Done", "Play 7 of Stars", "Done"),
                    "Play 2 of Stars",
                    "Play 8 of Stars",
                ],
            )
        ],
        hands=[["7 of Stars"], ["2 of Stars"], ["5 of Stars"], ["8 of Stars"]],
    )
    frames = staged.frames
    after = frames[-1][1]
    assert [after.players[s] for s in after.ring.slots()] == ["Nat", "Dynamite", "Grace", "Lawman"]
    picture = ring_frames(frames[-1:])
    assert "Slot 1: Nat · slot 4: Lawman" in picture and "Lawman &amp; Nat" not in picture
    assert "Slot 1: Dynamite · slot 4: Grace" in ring_frames(frames[:1])


def test_the_lesson_shows_that_a_suit_token_does_not_excuse_following() -> None:
    lines = follow_by_printed_suit()
    assert lines[-2] == "Lawman is on turn; the engine offers: Play 3 of Stars"
    assert lines[-1].endswith(f"This edition's reading: {data.FOLLOW_BY_PRINTED_SUIT}.")
