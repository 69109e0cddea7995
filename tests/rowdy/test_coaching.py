"""The coach's reasons for Rowdy Partners moves (tabletop/rowdy/coaching.py): one line for every legal
move, and the right words for the situations a learner meets, from the mover's view alone."""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Callable
from typing import NamedTuple

import pytest

from tabletop.core import RandomBot
from tabletop.rowdy import Phase, RowdyState, TagWith
from tabletop.rowdy.actions import (
    Action,
    AddDamage,
    Coin,
    Declare,
    Done,
    Play,
    RevealCheat,
    UseSignature,
)
from tabletop.rowdy.coaching import CHEAT_USE, _named
from tabletop.rowdy.data import SLOTS, Cheat, Signature
from tabletop.rowdy.fitting import LIMIT, Kept, fit
from tabletop.rowdy.rules import lead_slot, trick_winner

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
        == "too high: Lawman's 5 of Hats stays the lowest Hats; its 2 Pop icons earn a tag token"
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
        == "off suit: it cannot win while Hats leads; Pop earns a tag token and a damage token"
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
        == "counters Dynamite's 2; your side takes the trick with Lawman's 5: 5 damage to Dynamite"
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
        "brings Nat (15 health) in; Pop earns a tag token; you (17 health) play later"
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
        "no use; leads Hats: no one else can hold a lower Hats or Wild; worth 0: no damage"
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


# ---- what a reason claims, checked against the engine ----

#: Words that tell where the card stands in the trick (or that the token is no use there).
STANDING_WORDS = re.compile(
    r"winning|takes? the trick|leaves the trick|too high|off suit|leads|Wild lead|nobody wins"
    r"|lead passes|no use"
)
#: A trick's result told for good, in the last slot.
FINAL_WORDS = re.compile(r"takes? the trick|leaves the trick to|nobody wins the trick")
DAMAGE_TOKENS = (AddDamage(), RevealCheat(Cheat.DAMAGE), UseSignature(Signature.RELENTLESS))


class Finished(NamedTuple):
    """A move and its player's Done, made on a copy of the game: what the engine then did."""

    state: RowdyState
    flipped: list[int]
    winner: int | None  # the slot winning (for now, if the trick goes on); None: nobody
    over: bool  # the trick was decided
    declare: bool  # a Wild came to lead and waits for its suit


def finished(state: RowdyState, *actions: Action) -> Finished:
    """``actions`` by the player on turn, then Done while that player still stages the card."""
    seat = state.current_player
    copy = state.clone()
    events = []
    for action in actions:
        events += copy.apply(action)
    while copy.phase is Phase.STAGE and copy.current_player == seat:
        events += copy.apply(Done())
    flipped = [slot for event in events if event.kind == "counter" for slot in event.data["slots"]]
    decided = [event for event in events if event.kind in ("win", "no-winner")]
    if decided:
        winner = decided[0].data["slot"] if decided[0].kind == "win" else None
    else:
        winner = trick_winner(copy.board)
    return Finished(copy, flipped, winner, bool(decided), copy.phase is Phase.DECLARE and not decided)


def _check_claims(state: RowdyState, action: Action, said: str) -> Counter[str]:
    """What ``said`` claims about ``action``, against what the engine does with it."""
    checked: Counter[str] = Counter()
    slot, where = state.slot, (state, str(action), said)
    token = isinstance(action, (Coin, AddDamage, RevealCheat, UseSignature))
    if isinstance(action, UseSignature) and action.signature is Signature.GRAVE_ROBBING:
        return checked
    if token:
        checked["token standing"] += 1
        assert STANDING_WORDS.search(said), where
        checked += _check_worth(state, action, said)
    if not isinstance(action, (Play, Done, Declare)) and not token:
        return checked
    done = finished(state, action)
    if done.declare:
        return checked
    if "your card leads" in said:
        checked["your card leads"] += 1
        assert slot not in done.flipped, where
        assert done.over or lead_slot(done.state.board) == slot, where
    if said.startswith("no use") and token:
        checked["no use"] += 1
        if action in DAMAGE_TOKENS:
            assert slot in done.flipped or done.winner != slot or "worth" in said, where
        else:
            assert slot in done.flipped, where
    if done.winner == slot and not isinstance(action, Declare):
        card = done.state.last_trick.board[slot] if done.over else done.state.board[slot]
        assert card is not None
        if card.value <= 0:
            checked["no damage"] += 1
            assert "no damage" in said, where
    if "a token you hold can make it follow" in said:
        checked["can make it follow"] += 1
        shifts = [shift for shift in _stage_after(state, action) if _shifts_suit(shift)]
        assert any(finished(state, *_lead_in(action), shift).winner == slot for shift in shifts), where
    if slot == SLOTS - 1 and done.over and FINAL_WORDS.search(said) and not isinstance(action, Done):
        stacked = _stacked_change(state, _lead_in(action), done.winner)
        if stacked is not None:
            checked["as it stands"] += 1
            checked["as it stands: a stack"] += stacked > 1
            assert ("as it stands" in said) == bool(stacked), where
    if slot == SLOTS - 1 and done.over and not isinstance(action, (Done, Declare)) and not done.state.is_over:
        side = state.side_of[state.current_player]
        best = None if done.winner is None else done.state.last_trick.board[done.winner]
        if best is not None and state.side_of[best.seat] == side:
            fewest = _stacked_pin(state, _lead_in(action))
            checked["a token would pin"] += bool(fewest)
            assert bool(re.search(r"\bpins? ", said)) == bool(fewest), where
            if fewest:
                assert _tokens_told(said) == fewest, where
    return checked


def _check_worth(state: RowdyState, action: Action, said: str) -> Counter[str]:
    """A token said to make a card "worth N" makes it worth N, "(was M)" names what it was worth, and
    a card named by its printed label, as "your card" or not at all ("worth N") without "(was M)" was
    worth its printed value."""
    checked: Counter[str] = Counter()
    told = re.match(r"(makes (.+?) )?worth (-?\d+)( \(was (-?\d+)\))?(;|$)", said)
    if told is None:
        return checked
    if isinstance(action, UseSignature) and action.signature is Signature.SHORT_FUSE:
        slot = next(at for at, p in enumerate(state.board) if p is not None and p.card.label == action.detail)
    else:
        slot = state.slot
    card = state.board[slot]
    assert card is not None
    copy = state.clone()
    copy.apply(action)
    after = copy.board[slot]
    assert after is not None
    where = (state, str(action), said)
    checked["worth"] += 1
    assert after.value == int(told[3]), where
    if told[4]:
        checked["worth (was)"] += 1
        assert card.value == int(told[5]) != card.card.value, where
    elif told[2] is None or told[2] == "your card" or told[2].endswith(card.card.label):
        # A bare "worth N" is the token's own card in its shortest wording.
        checked["worth (bare)" if told[2] is None else "worth (named)"] += 1
        assert card.value == card.card.value, where
    return checked


def _stacked_pin(state: RowdyState, moves: tuple[Action, ...]) -> int:
    """The fewest tokens that, added after ``moves`` then Done, end the game with a pin of the other
    side's wrestler: 0 if no stack does."""
    side = state.side_of[state.current_player]
    fewest = _fewest_tokens(state, moves, lambda other: other.state.is_over and other.state.loser != side)
    assert fewest is not None
    return fewest


def _fewest_tokens(
    state: RowdyState, moves: tuple[Action, ...], found: Callable[[Finished], bool | None]
) -> int | None:
    """The fewest tokens that, added one after another after ``moves`` by the same player as the
    engine lets them stack, finish the trick as ``found`` looks for: 0 if no stack does; None once
    ``found`` says it cannot tell. Each position (the cards as they stand, the player's tokens left)
    is searched once."""
    seat = state.current_player
    stacks, seen, count = [moves], set(), 0
    while stacks:
        count += 1
        longer = []
        for stack in stacks:
            for more in _stage_after(state, *stack):
                verdict = found(finished(state, *stack, more))
                if verdict is None or verdict:
                    return None if verdict is None else count
                copy = state.clone()
                for move in (*stack, more):
                    copy.apply(move)
                cards = tuple(
                    (p.value, p.suit, p.lariat, p.coach, p.extra_damage)
                    for p in copy.board
                    if p is not None and p.face_up
                )
                tokens = (copy.coins[seat], copy.damage_tokens[seat], tuple(sorted(copy.cheats[seat])))
                key = (cards, tokens, copy.signatures[seat])
                if key not in seen:
                    seen.add(key)
                    longer.append((*stack, more))
        stacks = longer
    return 0


def _tokens_told(said: str) -> int:
    """How many tokens a reason says would pin: "with a damage token, 3 damage pins Dee", "with a +1
    coin and your damage cheat, ...", "with 2 tokens you hold, ...", "2 tokens you hold can pin", and
    naming another card that then takes the trick: "with a +1 coin, Ben's 4 takes it: 4 damage pins",
    "a token you hold can let Ben's 4 pin"."""
    told = re.search(r"with (.+?),( [^:;]+ takes it:)? \d+ damage pins", said)
    told = told or re.search(r"[:;] ([^:;]+) can (let [^:;]+ )?pin", said)
    assert told is not None, said
    counted = re.fullmatch(r"(\d+) tokens you hold", told[1])
    return int(counted[1]) if counted else told[1].count(" and ") + told[1].count(", ") + 1


def _stacked_change(state: RowdyState, moves: tuple[Action, ...], winner: int | None) -> int | None:
    """The fewest tokens that, added after ``moves``, change the trick's winner from ``winner``: 0 if
    no stack does; None if one makes a Wild lead whose suit is still to be named (no winner yet to
    compare)."""
    return _fewest_tokens(state, moves, lambda other: None if other.declare else other.winner != winner)


def _shifts_suit(action: Action) -> bool:
    """A suit cheat, Suit Shift or the Lariat: a token that can make a card follow."""
    if isinstance(action, RevealCheat):
        return action.cheat.suit is not None
    return isinstance(action, UseSignature) and action.signature in (Signature.LARIAT, Signature.SUIT_SHIFT)


def _lead_in(action: Action) -> tuple[Action, ...]:
    """The moves that put the card on the board before a further token: the Play or the token."""
    return () if isinstance(action, Done) else (action,)


def _stage_after(state: RowdyState, *actions: Action) -> list[Action]:
    """The tokens the same player may add after ``actions``."""
    seat = state.current_player
    copy = state.clone()
    for action in actions:
        copy.apply(action)
    if copy.phase is not Phase.STAGE or copy.current_player != seat:
        return []
    return [more for more in copy.legal_actions() if not isinstance(more, Done)]


def test_what_a_reason_says_of_the_trick_is_what_the_engine_then_does() -> None:
    """Seeded games, every legal move: the card said to lead leads, a token called no use changes
    nothing, a winning card worth 0 or less is told it deals no damage, an off-suit card said to
    have a token that makes it follow has one that makes it win, every token is told where the card
    then stands, and a trick's result in the last slot is told "as it stands" exactly when tokens the
    player holds would change the winner: one more, or several stacked (a suit cheat, then Crack the
    Whip to lead that suit); and a trick the player's side takes in the last slot is told a pin
    exactly when it pins or the fewest tokens the player holds, told by number, would make it pin;
    a token said to make a card worth N does, from what it was worth (said when not its printed value)."""
    checked: Counter[str] = Counter()
    for players, lineups in LINEUPS.items():
        for seed in range(12):
            characters = lineups[seed % len(lineups)]
            state: RowdyState = GAME.new(
                ["Ana", "Ben", "Cy", "Dee"][:players], seed=seed, characters=characters
            )
            rng = random.Random(seed)
            bot = GAME.bot() if seed % 2 else RandomBot()
            while not state.is_over:
                view = state.view(state.current_player)
                for action in state.legal_actions():
                    checked += _check_claims(state, action, GAME.reason(view, action))
                state.apply(bot.choose(view, state.legal_actions(), rng))
    kinds = ("token standing", "your card leads", "no use", "no damage", "can make it follow", "as it stands")
    kinds += ("a token would pin", "worth", "worth (was)", "worth (bare)")
    assert all(checked[kind] for kind in (*kinds, "as it stands: a stack")), checked


# ---- the positions a review found told wrong ----


def test_a_lead_or_a_suit_token_on_a_card_the_counter_flips_is_no_use() -> None:
    """Crack the Whip (Coach) and the Lariat on a card of the same value as another: the counter
    flips it, so it never leads nor follows (the lead goes to the earliest card still face up)."""
    ben = [
        "5 of Stars",
        "1 of Stars",
        "2 of Stars",
        "3 of Stars",
        "4 of Stars",
        "6 of Stars",
        "7 of Tombstones",
    ]
    state = staged(
        ["Ana", "Ben"],
        characters=["Big Money", "Whistlestop"],
        managers=["Bean Counter", "Coach"],
        hands={"Ana": ["5 of Hats"], "Ben": [*ben, "8 of Tombstones"]},
        tokens=[[], ["signature"]],
    )
    play(state, "Play 5 of Hats", "Done", "Play 5 of Stars")
    assert reasons(state)["Use Crack the Whip"] == (
        "no use while a counter flips your card; counters Ana's 5; the next card played leads"
    )
    lawman = ["5 of Stars", *(f"{value} of Tombstones" for value in range(1, 8))]
    state = staged(
        first_side=1, hands={"Dynamite": ["5 of Hats"], "Lawman": lawman}, tokens=[["signature"], [], [], []]
    )
    play(state, "Play 5 of Hats", "Done", "Play 5 of Stars")
    assert reasons(state)["Use Lariat"].startswith(
        "no use while a counter flips your card; counters Dynamite's 5"
    )


def test_a_lead_worth_nothing_is_told_it_deals_no_damage() -> None:
    state = staged(hands={"Lawman": ["1 of Hats", "2 of Stars"]}, tokens=[["coin", "cheat -2"], [], [], []])
    play(state, "Play 1 of Hats")
    said = reasons(state)
    assert said["Add a -1 coin"] == (
        "makes your card worth 0; leads Hats: no one else can hold a lower one; worth 0: no damage"
    )
    assert said["Reveal the -2 cheat"].endswith("worth -1: no damage")
    state = staged(hands={"Lawman": ["5 of Hats"], "Dynamite": ["1 of Hats"]}, tokens=[[], [], ["coin"], []])
    play(state, "Play 5 of Hats", "Done", "Play 1 of Hats")
    assert reasons(state)["Add a -1 coin"].endswith("winning for now, 2 cards to come; worth 0: no damage")


def test_an_off_suit_card_a_token_could_make_follow_but_not_win_is_told_it_loses() -> None:
    """Grace holds a Hats cheat, but her 4 would still be higher than Lawman's 2 of Hats."""
    state = staged(
        first_side=1,
        hands={
            "Dynamite": ["5 of Hats"],
            "Lawman": ["2 of Hats"],
            "Nat": ["6 of Hats"],
            "Grace": ["4 of Stars", *(f"{value} of Tombstones" for value in range(1, 8))],
        },
        tokens=[[], [], [], ["cheat Hats"]],
    )
    play(state, "Play 5 of Hats", "Done", "Play 2 of Hats", "Done", "Play 6 of Hats")
    assert reasons(state)["Play 4 of Stars"] == (
        "off suit: Lawman's 2 of Hats takes the trick: 2 damage to Dynamite (14 -> 12)"
    )


def test_short_fuse_on_another_card_tells_the_trick_by_its_cards_not_by_it() -> None:
    """Dynamite's 3 of Hats would counter Lawman's 3 of Horseshoes: lighting Lawman's card leaves it
    winning; lighting a card so that two others counter names the card that now leads."""
    stars = [f"{value} of Stars" for value in range(1, 8)]
    state = staged(
        hands={"Lawman": ["3 of Horseshoes"], "Dynamite": ["3 of Hats", *stars]},
        tokens=[[], [], ["signature"], []],
    )
    play(state, "Play 3 of Horseshoes", "Done", "Play 3 of Hats")
    said = reasons(state)
    assert said["Use Short Fuse on 3 of Horseshoes"] == (
        "makes Lawman's 3 worth 4; leaves Lawman's 3 of Horseshoes (worth 4) winning for now"
    )
    assert said["Use Short Fuse on 3 of Hats"] == (
        "makes your card worth 4; off suit: it cannot win while Horseshoes leads"
    )
    # A card told by its value is told by what it is worth, a coin included.
    state = staged(
        hands={"Lawman": ["3 of Horseshoes"], "Dynamite": ["4 of Hats", *stars]},
        tokens=[["coin"], [], ["signature"], []],
    )
    play(state, "Play 3 of Horseshoes", "Add a +1 coin", "Done", "Play 4 of Hats")
    assert reasons(state)["Use Short Fuse on 3 of Horseshoes"] == (
        "makes Lawman's 4 worth 5; leaves Lawman's 3 of Horseshoes (worth 5) winning for now"
    )
    state = staged(
        ["Ana", "Ben", "Cy"],
        characters=["Grizzabelle", "Lawman", "Dynamite"],
        hands={"Ana": ["4 of Hats", "1 of Stars"], "Ben": ["3 of Hats"], "Cy": ["7 of Hats", "1 of Hats"]},
        tokens=[[], [], ["signature"]],
    )
    play(state, "Play 4 of Hats", "Done", "Play 3 of Hats", "Done", "Play 7 of Hats")
    assert reasons(state)["Use Short Fuse on 3 of Hats"] == (
        "makes Ben's 3 worth 4; sets off a counter: Ana's 4 and Ben's 4 flip; your card leads Hats"
    )


def test_a_pin_is_told_whatever_the_token_and_nothing_is_kept_for_later() -> None:
    """Nat's 5 is too high and Dynamite's 3 pins Lawman on Stop 2: the damage cheat is no use, and
    the game is over, so nothing is kept for later."""
    state = staged(
        hands={
            "Lawman": ["7 of Hats"],
            "Dynamite": ["3 of Hats"],
            "Grace": ["8 of Hats"],
            "Nat": ["5 of Hats"],
        },
        health=[-2, None, None, None],
        tokens=[[], ["cheat damage", "coin"], [], []],
    )
    play(state, "Play 7 of Hats", "Done", "Play 3 of Hats", "Done", "Play 8 of Hats", "Play 5 of Hats")
    said = reasons(state)
    pins = "too high: Dynamite's 3 takes the trick: 3 damage pins Lawman: your side loses"
    assert said["Reveal the damage cheat"] == f"no use; {pins}"
    assert said["Add a +1 coin"] == f"worth 6; {pins}"
    assert (
        said["Done"]
        == "too high: Dynamite's 3 of Hats takes the trick: 3 damage pins Lawman: your side loses"
    )
    hands = {"Ana": ["7 of Hats", "3 of Hats", "1 of Stars"], "Ben": ["4 of Hats", "8 of Hats"]}
    state = staged(["Ana", "Ben"], characters=["Big Money", "Whistlestop"], hands=hands, health=[None, -2])
    for move in ("Play 7 of Hats", "Play 4 of Hats", "Play 8 of Hats"):
        play(state, move)
        if state.phase is Phase.STAGE:  # a coin from the Pop track's first space
            play(state, "Done")
    assert (
        reasons(state)["Play 3 of Hats"]
        == "you take the trick as it stands: 3 damage pins Ben: your side wins"
    )


def test_the_last_card_is_told_as_it_stands_while_a_token_in_hand_could_change_the_winner() -> None:
    """Nat's coin could make his 4 a 3 and counter Dynamite's 3, which would hand the trick to Lawman."""
    hands = {"Lawman": ["6 of Hats"], "Dynamite": ["3 of Hats"], "Grace": ["8 of Hats"], "Nat": ["4 of Hats"]}
    for coins, stands in (([], ""), (["coin"], " as it stands")):
        state = staged(hands=hands, tokens=[[], coins, [], []])
        play(state, "Play 6 of Hats", "Done", "Play 3 of Hats", "Done", "Play 8 of Hats")
        assert reasons(state)["Play 4 of Hats"] == (
            f"too high: Dynamite's 3 of Hats takes the trick{stands}: 3 damage to Lawman (16 -> 13)"
        )


def test_a_coin_that_makes_big_moneys_card_a_2_or_not_says_what_the_rich_get_richer_does() -> None:
    hand = ["3 of Hats", "2 of Stars", "8 of Tombstones"]
    state = staged(
        ["Ana", "Ben"], characters=["Big Money", "Whistlestop"], hands={"Ana": hand}, tokens=[["coin"], []]
    )
    play(state, "Play 3 of Hats")
    assert reasons(state)["Add a -1 coin"].endswith("; +1 coin (Rich Get Richer)")
    state = staged(
        ["Ana", "Ben"],
        characters=["Big Money", "Whistlestop"],
        hands={"Ana": hand[::-1]},
        tokens=[["coin"], []],
    )
    play(state, "Play 2 of Stars")
    assert reasons(state)["Add a +1 coin"].endswith("; no Rich Get Richer coin")


def test_a_card_that_only_just_became_the_lowest_is_not_said_to_stay_so() -> None:
    """Coach's Crack the Whip makes Ben's Wild the lead card: once he names Hats, Ana's 2 of Hats is
    the lowest Hats, which it was not before."""
    state = staged(
        ["Ana", "Ben"],
        characters=["Big Money", "Whistlestop"],
        managers=["Bean Counter", "Coach"],
        hands={"Ana": ["2 of Hats"], "Ben": ["Wild 6", "8 of Tombstones"]},
        tokens=[[], ["signature"]],
    )
    play(state, "Play 2 of Hats", "Done", "Play Wild 6", "Use Crack the Whip", "Done")
    assert reasons(state)["Declare Hats"] == "too high: Ana's 2 of Hats is now the lowest Hats"


def test_a_card_that_ends_the_game_is_told_nothing_it_earns_for_later() -> None:
    """Nat's 6 of Hats pins Dynamite on Stop 2: the tag token its Pop icon would earn is no use."""
    stars = [f"{value} of Stars" for value in range(1, 9)]
    state = staged(
        hands={"Lawman": ["7 of Hats"], "Dynamite": ["8 of Hats"], "Grace": stars, "Nat": ["6 of Hats"]},
        health=[None, None, -2, None],
        tokens=[[], [], [], []],
    )
    play(state, "Play 7 of Hats", "Done", "Play 8 of Hats", "Done", "Play 1 of Stars")
    assert reasons(state)["Play 6 of Hats"] == "you take the trick: 6 damage pins Dynamite: your side wins"


def test_a_last_card_is_told_as_it_stands_while_two_tokens_stacked_would_change_the_winner() -> None:
    """Ana (Coach) holds the Horseshoes cheat and Crack the Whip: neither alone saves her 7 of
    Tombstones from Ben's 2, but the cheat and then Crack the Whip make it lead Horseshoes and win."""
    state = staged(
        ["Ana", "Ben"],
        characters=["Whistlestop", "Big Money"],
        managers=["Coach", "Bean Counter"],
        hands={"Ana": ["3 of Tombstones", "7 of Tombstones"], "Ben": ["2 of Tombstones", "6 of Tombstones"]},
        tokens=[["signature", "cheat Horseshoes"], []],
    )
    for move in ("Play 3 of Tombstones", "Play 2 of Tombstones", "Play 6 of Tombstones"):
        play(state, move)
        if state.phase is Phase.STAGE:
            play(state, "Done")
    assert reasons(state)["Play 7 of Tombstones"] == (
        "too high: Ben's 2 of Tombstones takes the trick as it stands: 2 damage to you (20 -> 18)"
    )
    stack = ("Play 7 of Tombstones", "Reveal the Horseshoes cheat", "Use Crack the Whip", "Done")
    assert "Ana deals 7 damage to Ben: health 20 -> 13." in play(state.clone(), *stack)


def test_a_shorter_standing_leaves_room_for_what_the_card_earns() -> None:
    """The review's position: Ben's off-suit 8 clears his diamond's bottom three (Suit Shift) and its
    two Pop icons earn a damage token and a cheat; the full standing left no room for either Gain."""
    state: RowdyState = GAME.new(["Ana", "Ben"], seed=0)
    rng, bot = random.Random(0), RandomBot()
    for _ in range(101):
        state.apply(bot.choose(state.view(state.current_player), state.legal_actions(), rng))
    assert reasons(state)["Play 8 of Horseshoes"] == (
        "off suit; diamond cleared: you gain Suit Shift; Pop earns a damage token and a cheat"
    )
    events = play(state, "Play 8 of Horseshoes")
    assert "Pop space 4: Ben gains a damage token." in events
    assert "Pop space 5: Ben draws a cheat and keeps it face down." in events
    assert "The diamond's bottom three are played: Ben gains Suit Shift for later turns." in events


def _replayed(players: int, seed: int, moves: int) -> RowdyState:
    """A default game of ``players`` after ``moves`` moves of the review's bots: odd seeds the house
    bot, even seeds random play, ``Random(seed)``."""
    state: RowdyState = GAME.new(["Ana", "Ben", "Cy", "Dee"][:players], seed=seed)
    rng = random.Random(seed)
    bot = GAME.bot() if seed % 2 else RandomBot()
    for _ in range(moves):
        state.apply(bot.choose(state.view(state.current_player), state.legal_actions(), rng))
    return state


def test_a_last_card_a_held_token_would_make_pin_is_told_the_pin_not_the_damage_alone() -> None:
    """Nat's 2 of Hats takes the trick but cannot move Dynamite off Stop 2 (needs 3+): his damage
    token makes it 3 damage, which pins Dynamite and wins the game."""
    state = staged(
        hands={
            "Lawman": ["7 of Hats"],
            "Dynamite": ["8 of Hats"],
            "Grace": ["6 of Hats"],
            "Nat": ["2 of Hats", "5 of Hats"],
        },
        health=[None, None, -2, None],
        tokens=[[], ["damage"], [], []],
    )
    play(state, "Play 7 of Hats", "Done", "Play 8 of Hats", "Done", "Play 6 of Hats")
    assert reasons(state)["Play 2 of Hats"] == (
        "you take the trick: with a damage token, 3 damage pins Dynamite: your side wins"
    )
    assert "Dynamite reaches the Skull and is pinned! " in " ".join(
        play(state, "Play 2 of Hats", "Add a damage token", "Done")
    )
    # Two alike are counted, not named twice.
    state = staged(
        hands={
            "Lawman": ["7 of Hats"],
            "Dynamite": ["8 of Hats"],
            "Grace": ["6 of Hats"],
            "Nat": ["1 of Hats"],
        },
        health=[None, None, -2, None],
        tokens=[[], ["coin", "coin"], [], []],
    )
    play(state, "Play 7 of Hats", "Done", "Play 8 of Hats", "Done", "Play 6 of Hats")
    assert reasons(state)["Play 1 of Hats"] == (
        "you take the trick: with 2 tokens you hold, 3 damage pins Dynamite: your side wins"
    )
    # The review's positions: Ben's damage token or +1 coin pins Dee; Ben's +1 coin pins Ana.
    assert reasons(_replayed(4, 3, 146))["Play 2 of Tombstones"] == (
        "you take the trick: with a damage token, 3 damage pins Dee: your side wins"
    )
    assert reasons(_replayed(2, 2, 92))["Play 2 of Hats"] == (
        "you take the trick: Ana stays on Stop 2; with a +1 coin, 3 damage pins Ana: your side wins"
    )


def test_what_a_card_earns_is_told_though_a_less_telling_clause_before_it_has_no_room() -> None:
    """The review's positions: Ana's 7 of Tombstones comes from her diamond and its Pop icon unlocks
    Bottom Line ("plays from your diamond" had no room and cut the Pop); Ben's 8 of Stars loses the
    trick, and its Pop earns a coin and unlocks High Flyer (told in full only by a standing that
    opens on Ana's name, so the Pop was cut)."""
    state = _replayed(2, 0, 50)
    assert reasons(state)["Play 7 of Tombstones"] == (
        "your 3 takes the trick: 3 damage to Ben (5 -> 2); its Pop icon unlocks your Bottom Line"
    )
    assert "Pop space 6 holds Bean Counter's signature icon: Ana unlocks Bottom Line." in play(
        state, "Play 7 of Tombstones"
    )
    state = _replayed(3, 0, 17)
    assert reasons(state)["Play 8 of Stars"] == (
        "too high: Ana's 1 takes the trick; its 2 Pop icons earn a coin and unlock your High Flyer"
    )
    events = play(state, "Play 8 of Stars", "Done")
    assert any("Ben gains a coin" in text for text in events), events
    assert any("Ben unlocks High Flyer" in text for text in events), events


def test_high_flyer_keeps_its_pop_and_who_plays_later_in_a_shorter_wording() -> None:
    """The review's position: Ben tags Cy in with High Flyer, whose Pop earns a cheat and unlocks
    Cy's Grave Robbing; the long main clause left room for neither that nor "you play later"."""
    state = _replayed(3, 0, 50)
    assert reasons(state)["Tag with High Flyer"] == (
        "brings Cy (7 health) in; Pop earns a cheat and unlocks Cy's Grave Robbing; you play later"
    )
    events = play(state, "Tag with High Flyer")
    assert "Pop space 11: Ben draws a cheat and keeps it face down." in events
    assert "Pop space 12 holds Cy's signature icon: Cy unlocks Grave Robbing." in events


def test_short_fuse_on_a_card_tokens_already_changed_says_what_it_was_worth() -> None:
    """The review's positions: Ben's 3 of Tombstones carries a -1 coin (worth 2) and Short Fuse makes
    it worth 3; Ben's 8 of Hats carries a +1 (worth 9) and Short Fuse makes it worth 10."""
    assert reasons(_replayed(4, 8, 57))["Use Short Fuse on 3 of Tombstones"] == (
        "makes Ben's 2 worth 3; leaves the trick to Ana's 1 of Tombstones: 1 damage to Dee (7 -> 6)"
    )
    assert reasons(_replayed(4, 3, 50))["Use Short Fuse on 8 of Hats"].startswith(
        "makes Ben's 8 of Hats worth 10 (was 9); "
    )
    # The mover's own card, after a coin: a second coin says what the first made of it.
    stars = [f"{value} of Stars" for value in range(1, 8)]
    state = staged(hands={"Lawman": ["5 of Hats", *stars]}, tokens=[["coin", "coin"], [], [], []])
    play(state, "Play 5 of Hats", "Add a -1 coin")
    assert reasons(state)["Add a -1 coin"].startswith("makes your card worth 3 (was 4); leads Hats")


# ---- the fourth review's positions ----

#: The fourth review's line-ups with Managers: Big Money with Bean Counter against Nat Greaves and
#: Amazing Grace; Whistlestop with Coach against Grizzabelle with Jack Dandy; four wrestlers.
MANAGED: dict[str, tuple[list[str], list[str | None]]] = {
    "BC": (["Big Money", "Nat Greaves", "Amazing Grace"], ["Bean Counter", None, None]),
    "WG": (["Whistlestop", "Grizzabelle"], ["Coach", "Jack Dandy"]),
    "NT": (["Nat Greaves", "Thunder", "The Wretch", "Dynamite"], [None, None, None, None]),
}


def _replayed_in(lineup: str | int, seed: int, moves: int, *then: str) -> RowdyState:
    """A game of a review line-up (or the default one of that many players) after ``moves`` moves of
    the review's bots, then the moves ``then`` by their text."""
    if isinstance(lineup, int):
        state = _replayed(lineup, seed, moves)
    else:
        characters, managers = MANAGED[lineup]
        state = GAME.new(
            ["Ana", "Ben", "Cy", "Dee"][: len(characters)],
            seed=seed,
            characters=characters,
            managers=managers,
        )
        rng = random.Random(seed)
        bot = GAME.bot() if seed % 2 else RandomBot()
        for _ in range(moves):
            state.apply(bot.choose(state.view(state.current_player), state.legal_actions(), rng))
    play(state, *then)
    return state


#: The review's lines of 136 to 185 characters: (line-up, seed, moves, moves then, the move).
LONG = (
    ("BC", 20, 155, (), "Add a +1 coin"),
    ("BC", 30, 106, (), "Use Mercy & Damnation: -2"),
    ("BC", 30, 106, ("Use Mercy & Damnation: -2",), "Add a damage token"),
    (3, 16, 193, ("Play 2 of Stars",), "Reveal the Tombstones cheat"),
    ("WG", 10, 118, ("Play 1 of Horseshoes",), "Add a -1 coin"),
    ("BC", 0, 101, (), "Add a +1 coin"),
)


@pytest.mark.parametrize(("lineup", "seed", "moves", "then", "move"), LONG)
def test_a_pin_told_with_everything_else_still_fits_the_line(
    lineup: str | int, seed: int, moves: int, then: tuple[str, ...], move: str
) -> None:
    """Each of these tells a pin (by a token in hand, or as it stands) besides what the token does, a
    counter and The Rich Get Richer's coin: the lesser clauses give way, the pin stays."""
    said = reasons(_replayed_in(lineup, seed, moves, *then))[move]
    assert len(said) <= LIMIT, (len(said), said)
    assert re.search(r"\bpins? (Ana|Ben|Cy|Dee|you)\b", said), said


def test_a_line_whose_shortest_wordings_overflow_lets_its_last_clauses_give_way() -> None:
    """_fit never returns a line over LIMIT: the shortest wordings are taken when none fit together,
    and if even they overflow, the clauses at the end (the least important) give way."""
    first, second = Kept(("a" * 60, "a" * 50)), Kept(("b" * 60, "b" * 45))
    assert fit(first, second, "c" * 10) == "a" * 50
    assert fit(Kept(("a" * 40,)), Kept(("b" * 30,)), Kept(("c" * 40,))) == f"{'a' * 40}; {'b' * 30}"
    assert fit(Kept(("a" * 40,)), Kept(("b" * 30, "b" * 10))) == f"{'a' * 40}; {'b' * 30}"
    cut = fit(Kept(("word " * 30,)))
    assert len(cut) <= LIMIT and cut.endswith("word…"), cut


def test_no_reason_in_seeded_games_of_the_review_line_ups_is_over_the_limit() -> None:
    """Every legal move of seeded games in the line-ups with Managers, and in the last slot one token
    or card deeper (where pins by tokens in hand are told), has a reason within the line limit."""
    longest = 0
    for lineup in MANAGED:
        for seed in (*range(6), 10, 20, 30):
            state = _replayed_in(lineup, seed, 0)
            rng = random.Random(seed)
            bot = GAME.bot() if seed % 2 else RandomBot()
            while not state.is_over:
                view = state.view(state.current_player)
                positions = [state]
                if view.next_slot == SLOTS - 1:
                    for action in state.legal_actions():
                        if isinstance(action, (Play, Coin, AddDamage, RevealCheat, UseSignature)):
                            copy = state.clone()
                            copy.apply(action)
                            if not copy.is_over and copy.current_player == state.current_player:
                                positions.append(copy)
                for position in positions:
                    for move, said in reasons(position).items():
                        assert len(said) <= LIMIT, (lineup, seed, move, said)
                        longest = max(longest, len(said))
                state.apply(bot.choose(view, state.legal_actions(), rng))
    assert longest > LIMIT - 10, longest


def test_a_pin_by_a_token_that_hands_the_trick_to_another_card_names_that_card() -> None:
    """The review's positions: the Hats cheat puts the 1 off suit, so the mover's own 7 of Horseshoes
    takes the trick and pins; a +1 coin counters the other side's 1, so partner Ben's 4 takes it; a
    suit token puts the 1 of Stars off suit, so the Wild 5 takes it."""
    said = reasons(_replayed_in("WG", 10, 118, "Play 1 of Horseshoes"))["Add a -1 coin"]
    assert re.search(r"your 7 takes it|let your 7 pin", said), said
    said = reasons(_replayed_in("BC", 30, 106))["Use Mercy & Damnation: -2"]
    assert re.search(r"Ben's 4 takes it|let Ben's 4 pin", said), said
    said = reasons(_replayed_in("WG", 1, 165))["Play 1 of Stars"]
    assert re.search(r"your Wild 5 takes it|let your Wild 5 pin", said), said
    # The card in play dealing the damage is not named again (the R1 positions above say so too).
    said = reasons(_replayed(4, 3, 146))["Play 2 of Tombstones"]
    assert said == "you take the trick: with a damage token, 3 damage pins Dee: your side wins", said


def test_the_shortest_wording_of_a_token_on_a_card_tokens_changed_says_what_it_was_worth() -> None:
    """The review's positions: Cy's 4 of Tombstones, worth 2 already, and a 5 worth 4 (Big Money)."""
    said = reasons(_replayed(4, 4, 148))
    assert re.match(r"(makes your card )?worth 3 \(was 2\); ", said["Add a +1 coin"]), said
    assert re.match(r"(makes your card )?worth 1 \(was 2\); ", said["Add a -1 coin"]), said
    said = reasons(_replayed_in("BC", 6, 116))
    assert re.match(r"(makes your card )?worth 5 \(was 4\); ", said["Add a +1 coin"]), said


def test_a_diamond_card_tells_the_cards_it_turns_up_beside_its_pop() -> None:
    """The review's position: the 8 of Hats from Ana's diamond turns up a card of it, and its Pop
    earns tokens: a shorter lead clause leaves room for both (the fuller lead had cut the diamond)."""
    said = reasons(_replayed(2, 0, 9))["Play 8 of Hats"]
    assert "turns up 1 card of your diamond" in said and "earn" in said, said


def test_high_flyers_pop_is_told_as_high_flyers() -> None:
    """The review's position: a tag with High Flyer whose long form said "2 Pop spaces" of nothing."""
    said = reasons(_replayed(3, 0, 84))["Tag with High Flyer"]
    assert re.search(r"High Flyer's \d Pop spaces earn|; Pop earns", said), said


def test_a_signature_that_would_pin_is_named_with_what_it_does() -> None:
    """The review's smaller R6 point: "with Mercy & Damnation, ..." left the +2 or -2 unsaid."""
    assert _named((UseSignature(Signature.MERCY_AND_DAMNATION, "-2"),))[0] == "Mercy & Damnation -2"
    assert _named((UseSignature(Signature.SUIT_SHIFT, "Hats"),))[0] == "Suit Shift to Hats"
    assert _named((UseSignature(Signature.SHORT_FUSE, "3 of Hats"),))[0] == "Short Fuse on 3 of Hats"
    assert _named((UseSignature(Signature.BOTTOM_LINE),))[0] == "Bottom Line"
