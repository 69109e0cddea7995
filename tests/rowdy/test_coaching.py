"""The coach's reasons for Rowdy Partners moves (tabletop/rowdy/coaching.py): one line for every legal
move, and the right words for the situations a learner meets, from the mover's view alone."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tabletop.core import RandomBot
from tabletop.rowdy import RowdyState, TagWith
from tabletop.rowdy.coaching import CHEAT_USE, LIMIT
from tabletop.rowdy.data import Signature

from .staging import GAME, play, seat, staged

# Full hands, so that what a reason counts does not hang on the rest of the deal.
LAWMAN = ["4 of Hats", "1 of Hats", "2 of Stars", "8 of Stars", "7 of Stars", "6 of Tombstones"]
LAWMAN += ["5 of Tombstones", "8 of Horseshoes"]


def reasons(state: RowdyState) -> dict[str, str]:
    """Every legal move of the seat on turn, with the reason the game gives it from that seat's view."""
    view = state.view(state.current_player)
    return {str(action): GAME.reason(view, action) for action in state.legal_actions()}


def action_kind(action: object) -> str:
    detail = getattr(action, "signature", None) or getattr(action, "using", None)
    return type(action).__name__ + (f" {detail}" if detail else "")


#: The line-ups the seeded games cycle through, so that every character's moves come up.
LINEUPS: dict[int, tuple[list[str] | None, ...]] = {
    2: (None, ["Whistlestop", "Grizzabelle"], ["Big Money", "Whistlestop"]),
    3: (None, ["Grizzabelle", "Lawman", "Dynamite"], ["Whistlestop", "Nat Greaves", "Amazing Grace"]),
    4: (
        None,
        ["The Wretch", "Thunder", "Dynamite", "Amazing Grace"],
        ["Nat Greaves", "Lawman", "Thunder", "The Wretch"],
    ),
}
#: Every kind of move the game has: each must come up in the seeded games.
EVERY_KIND = (
    {"Play", "Done", "Coin", "AddDamage", "RevealCheat", "Declare", "KeepCheat"}
    | {f"Tag {using}" for using in TagWith}
    | {f"UseSignature {signature}" for signature in Signature}
)


def test_every_legal_move_in_seeded_games_gets_a_one_line_reason_of_its_own() -> None:
    """Random and house-bot play, 2 to 4 players, every point of each game: each legal move's reason
    is one short lower-case line, without a final full stop, and says more than the move's own text."""
    kinds: Counter[str] = Counter()
    for players, lineups in LINEUPS.items():
        for seed in range(18):
            characters = lineups[seed % len(lineups)]
            state: RowdyState = GAME.new(
                ["Ana", "Ben", "Cy", "Dee"][:players], seed=seed, characters=characters
            )
            rng = random.Random(seed)
            bot = GAME.bot() if seed % 2 else RandomBot()
            while not state.is_over:
                view = state.view(state.current_player)
                for action in state.legal_actions():
                    why = GAME.reason(view, action)
                    kinds[action_kind(action)] += 1
                    assert why and "\n" not in why and len(why) <= LIMIT, (players, seed, str(action), why)
                    assert why[0] == why[0].lower() and not why.endswith("."), (str(action), why)
                    assert why != action.describe(), str(action)
                state.apply(bot.choose(view, state.legal_actions(), rng))
    # High Flyer is played as a tag ("Tag High Flyer"), never on a card.
    assert EVERY_KIND - {"UseSignature High Flyer"} <= set(kinds), EVERY_KIND - set(kinds)


def test_a_lead_says_how_many_lower_cards_of_its_suit_could_be_out_and_what_it_keeps() -> None:
    state = staged(hands={"Lawman": LAWMAN})
    said = reasons(state)
    # Lower than the 4 of Hats: the 1 (Lawman's own), the 2 and 3 of Hats and the Wild 3.
    assert (
        said["Play 4 of Hats"]
        == "leads Hats: up to 3 lower Hats or Wilds could beat it; keeps your 1 of Hats for later"
    )
    assert said["Play 1 of Hats"] == "leads Hats: no one else can hold a lower Hats or Wild"
    assert (
        said["Play 2 of Stars"]
        == "leads Stars: up to 1 lower Stars or Wild could beat it; keeps your 1 of Hats for later"
    )


def test_a_follower_hears_whether_its_card_is_the_lowest_so_far_or_too_high() -> None:
    dynamite = ["2 of Hats", "7 of Hats", "8 of Hats", "1 of Stars", "3 of Stars", "4 of Stars"]
    state = staged(hands={"Lawman": ["5 of Hats"], "Dynamite": [*dynamite, "5 of Stars", "6 of Stars"]})
    play(state, "Play 5 of Hats", "Done")
    said = reasons(state)
    assert said["Play 2 of Hats"] == (
        "the lowest Hats so far: winning for now, 2 cards to come; keeps your 1 of Stars for later"
    )
    assert (
        said["Play 7 of Hats"]
        == "too high: Lawman's 5 of Hats stays the lowest Hats; keeps your 1 of Stars for later"
    )
    # An 8 has two Pop icons: from the first space, past a blank one onto a tag space.
    assert (
        said["Play 8 of Hats"]
        == "too high: Lawman's 5 of Hats stays the lowest Hats; its 2 Pop earn a tag token"
    )


def test_the_last_card_of_a_trick_is_told_what_it_wins_or_loses_and_the_damage() -> None:
    state = staged(
        hands={
            "Lawman": ["7 of Hats"],
            "Dynamite": ["3 of Hats"],
            "Grace": ["8 of Hats"],
            "Nat": ["1 of Hats", "5 of Hats", "2 of Hats"],
        }
    )
    play(state, "Play 7 of Hats", "Done", "Play 3 of Hats", "Done", "Play 8 of Hats")
    said = reasons(state)
    assert (
        said["Play 2 of Hats"]
        == "you take the trick: 2 damage to Dynamite (14 -> 12); keeps your 1 of Hats for later"
    )
    assert (
        said["Play 5 of Hats"]
        == "too high: Dynamite's 3 of Hats takes the trick: 3 damage to Lawman (16 -> 13)"
    )


def test_an_off_suit_card_is_told_it_cannot_win_while_the_lead_suit_stands() -> None:
    no_hats = [f"{value} of Stars" for value in range(1, 9)]
    state = staged(hands={"Lawman": ["5 of Hats"], "Dynamite": ["6 of Hats"], "Grace": no_hats})
    play(state, "Play 5 of Hats", "Done", "Play 6 of Hats", "Done")
    said = reasons(state)
    assert (
        said["Play 8 of Stars"]
        == "off suit: it cannot win while Hats leads; its 2 Pop earn a tag token and a damage token"
    )
    assert (
        said["Play 4 of Stars"] == "off suit: it cannot win while Hats leads; keeps your 1 of Stars for later"
    )
    assert said["Play 1 of Stars"] == "off suit: it cannot win while Hats leads; spends your lowest card"


def test_an_off_suit_card_is_not_said_to_lose_while_a_suit_cheat_in_hand_could_make_it_follow() -> None:
    no_hats = [f"{value} of Stars" for value in range(1, 9)]
    state = staged(
        hands={"Lawman": ["5 of Hats"], "Dynamite": ["6 of Hats"], "Grace": no_hats},
        tokens=[[], [], [], ["cheat Hats"]],
    )
    play(state, "Play 5 of Hats", "Done", "Play 6 of Hats", "Done")
    assert reasons(state)["Play 4 of Stars"] == (
        "off suit, but a token you hold can make it follow Hats; keeps your 1 of Stars for later"
    )
    play(state, "Play 4 of Stars")
    said = reasons(state)
    assert said["Reveal the Hats cheat"] == (
        "your card becomes Hats; the lowest Hats so far: winning for now, 1 card to come"
    )
    assert said["Done"] == "off suit: it cannot win while Hats leads; keeps your cheat for later"


def test_a_counter_names_the_card_it_flips_and_who_then_takes_the_trick() -> None:
    no_hats = [f"{value} of Stars" for value in range(2, 9)] + ["1 of Tombstones"]
    state = staged(
        hands={"Lawman": ["5 of Hats"], "Dynamite": ["2 of Hats"], "Grace": ["6 of Hats"], "Nat": no_hats}
    )
    play(state, "Play 5 of Hats", "Done", "Play 2 of Hats", "Done", "Play 6 of Hats")
    said = reasons(state)
    assert (
        said["Play 2 of Stars"]
        == "counters Dynamite's 2: both flip; your side takes the trick with Lawman's 5 of Hats"
    )


def test_a_partners_winning_card_is_left_winning_and_a_high_card_shed() -> None:
    grace = ["7 of Hats", "1 of Stars", "2 of Stars", "3 of Stars", "4 of Stars", "5 of Stars"]
    state = staged(
        hands={"Lawman": ["5 of Hats"], "Dynamite": ["2 of Hats"], "Grace": [*grace, "6 of Stars"]}
    )
    play(state, "Play 5 of Hats", "Done", "Play 2 of Hats", "Done")
    assert reasons(state)["Play 7 of Hats"] == (
        "leaves Dynamite's 2 of Hats winning for your side; keeps your 1 of Stars for later"
    )


@pytest.mark.parametrize(
    ("health", "nat_plays", "told"),
    [
        (-1, "1 of Hats", "you take the trick: 1 damage cannot move Dynamite off Stop 1 (needs 2+)"),
        (-1, "2 of Hats", "you take the trick: Dynamite moves from Stop 1 to Stop 2"),
        (-2, "3 of Hats", "you take the trick: 3 damage pins Dynamite: your side wins"),
        (3, "5 of Hats", "you take the trick: 5 damage to Dynamite (3 -> Stop 0)"),
    ],
)
def test_a_winning_last_card_says_what_its_damage_does_in_the_pin_zone(
    health: int, nat_plays: str, told: str
) -> None:
    state = staged(
        hands={
            "Lawman": ["7 of Hats"],
            "Dynamite": ["8 of Hats"],
            "Grace": ["6 of Hats"],
            "Nat": ["1 of Hats", "2 of Hats", "3 of Hats", "5 of Hats"],
        },
        health=[None, None, health, None],
    )
    play(state, "Play 7 of Hats", "Done", "Play 8 of Hats", "Done", "Play 6 of Hats")
    assert reasons(state)[f"Play {nat_plays}"].startswith(told)


def test_a_tag_says_who_comes_in_to_take_the_damage() -> None:
    state = staged(tokens=[["tag", "cheat tag"], [], [], []], health=[-1, None, None, None])
    said = reasons(state)
    assert (
        said["Tag with a Tag token"]
        == "brings Nat (15 health) in to take your side's damage; you (Stop 1) play later"
    )
    assert said["Tag with the tag cheat"] == said["Tag with a Tag token"]


def test_high_flyer_tells_the_pop_it_earns_as_well() -> None:
    state = staged(
        characters=["Thunder", "Nat Greaves", "Dynamite", "Amazing Grace"], tokens=[["signature"], [], [], []]
    )
    assert reasons(state)["Tag with High Flyer"] == (
        "brings Nat (15 health) in to take your side's damage; its 2 Pop earn a tag token"
    )


def test_tokens_say_what_they_make_of_the_card_and_done_what_is_kept() -> None:
    state = staged(hands={"Lawman": ["5 of Hats"], "Dynamite": ["6 of Hats"]})
    play(state, "Play 5 of Hats", "Done", "Play 6 of Hats")
    said = reasons(state)
    assert said["Add a -1 coin"] == (
        "makes your card worth 5; counters Lawman's 5: both flip; the next card played leads"
    )
    assert (
        said["Add a +1 coin"] == "makes your card worth 7; too high: Lawman's 5 of Hats stays the lowest Hats"
    )
    assert said["Done"] == "too high: Lawman's 5 of Hats stays the lowest Hats; keeps your coin for later"


def test_a_damage_token_on_a_card_worth_nothing_is_called_no_use() -> None:
    state = staged(hands={"Lawman": LAWMAN}, tokens=[["damage"], [], [], []])
    play(state, "Play 1 of Hats")
    assert (
        reasons(state)["Add a damage token"]
        == "+1 damage if it wins: 2 in all; leads Hats: no one else can hold a lower Hats or Wild"
    )
    play(state, "Add a -1 coin")
    assert reasons(state)["Add a damage token"] == (
        "no use while the card is worth 0: a card worth 0 or less deals no damage"
    )


def test_runaway_leader_counts_in_the_damage_a_lead_card_would_deal() -> None:
    """Whistlestop's lead card deals 1 more damage: the power comes once the card is played, but the
    damage token's reason counts it already (3 + 1 token + 1 Runaway Leader)."""
    hand = ["3 of Hats", "8 of Stars", "7 of Stars", "6 of Stars", "5 of Stars", "8 of Tombstones"]
    state = staged(
        ["Ana", "Ben"],
        characters=["Whistlestop", "Big Money"],
        hands={"Ana": [*hand, "7 of Tombstones", "6 of Tombstones"]},
        tokens=[["damage"], []],
    )
    assert reasons(state)["Play 3 of Hats"] == (
        "leads Hats: up to 2 lower Hats or Wilds could beat it; +1 damage (Runaway Leader)"
    )
    play(state, "Play 3 of Hats")
    assert reasons(state)["Add a damage token"].startswith("+1 damage if it wins: 5 in all")


def test_naming_a_wilds_suit_counts_the_lower_cards_of_each_suit() -> None:
    hand = ["Wild 4", "1 of Hats", "2 of Hats", "8 of Horseshoes", "7 of Horseshoes", "6 of Tombstones"]
    state = staged(hands={"Lawman": [*hand, "5 of Tombstones", "8 of Tombstones"]})
    play(state, "Play Wild 4", "Done")
    said = reasons(state)
    assert said["Declare Hats"] == "your Wild 4 leads Hats: up to 2 lower Hats or Wilds could beat it"
    assert said["Declare Stars"] == "your Wild 4 leads Stars: up to 4 lower Stars or Wilds could beat it"


def test_a_headliner_hears_what_a_power_pays_and_a_diamond_card_uncovers() -> None:
    hand = ["2 of Hats", "1 of Stars", "2 of Stars", "Wild 3", "8 of Tombstones", "7 of Tombstones"]
    diamond = [
        "8 of Hats",
        "7 of Hats",
        "6 of Hats",
        "5 of Hats",
        "4 of Hats",
        "3 of Hats",
        "1 of Hats",
        "7 of Stars",
    ]
    state = staged(
        ["Ana", "Ben", "Cy"],
        hands={"Ana": [*hand, "6 of Tombstones", "5 of Tombstones"]},
        diamonds=[diamond, [], []],
    )
    assert state.current_player == seat(state, "Ana")
    said = reasons(state)
    # The 1 of Hats lies face down in Ana's own diamond: she cannot see it, so it may be out.
    assert (
        said["Play 2 of Hats"]
        == "leads Hats: up to 1 lower Hats or Wild could beat it; The Rich Get Richer pays a coin"
    )
    # The diamond's bottom card uncovers the two above it; lower Stars unseen: 3 to 6 and Wilds 4 to 6.
    assert (
        said["Play 7 of Stars"]
        == "leads Stars: up to 7 lower Stars or Wilds could beat it; turns up 2 cards of your diamond"
    )


def test_grave_robbing_and_the_cheat_kept_say_what_they_are_for() -> None:
    state = staged(
        characters=["The Wretch", "Nat Greaves", "Dynamite", "Amazing Grace"],
        tokens=[["signature"], [], [], []],
    )
    play(state, f"Play {state.hands[0][0]}")
    said = reasons(state)
    assert (
        said["Use Grave Robbing"] == "after this play you look at up to 3 cheats from the pool and keep one"
    )
    play(state, "Use Grave Robbing", "Done")
    for move, why in reasons(state).items():
        cheat = move.removeprefix("Keep the ").removesuffix(" cheat")
        uses = [use for kept, use in CHEAT_USE.items() if kept.value == cheat]
        assert why == (
            uses[0]
            if uses
            else f"turns a later card into {cheat}: to follow when you hold none, or to change the lead"
        )
