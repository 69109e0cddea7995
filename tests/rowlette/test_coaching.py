"""The coach's reasons for Rowlette moves (tabletop/rowlette/coaching.py): one plain line for every
legal move of real games at every table size, and the right words for stopping, drawing and keeping."""

from __future__ import annotations

import random
import re
from dataclasses import replace
from typing import Any

import pytest

import tabletop
from tabletop.core import Event, RandomBot
from tabletop.rowlette import KeepGoal, Phase, RowletteState, Status, Stop, Take, coaching
from tabletop.rowlette.data import COLOUR, EXPLOSION_AT, NUMBERS, Colour, Goal, Special, Target
from tabletop.rowlette.rules import order_bonus, zero_pick

from .staging import play, stacked

GAME = tabletop.get("rowlette")
#: Other readings the edition offers, played too: they change when a Remove 0 works and a line stops.
READINGS: tuple[dict[str, Any], ...] = (
    {},
    {"remove_zero_use": "once per player", "auto_stop": "at once", "goal_offer": "everyone"},
    {"auto_stop": "still a target", "untargeted_zero": "shuffle back"},
)


def reasons(state: RowletteState) -> dict[str, str]:
    """Every legal move's text and the reason the game gives it, from the mover's own view."""
    seat = state.current_player
    assert seat is not None
    view = state.view(seat)
    return {str(action): GAME.reason(view, action) for action in state.legal_actions()}


def test_the_game_gives_the_coach_its_own_reasons() -> None:
    assert GAME.reason is coaching.reason


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_legal_move_of_real_games_gets_a_short_plain_reason_that_is_not_its_own_text(
    players: int,
) -> None:
    kinds: set[str] = set()
    for seed, options in enumerate(READINGS * 2):
        state: RowletteState = GAME.new([f"P{seat}" for seat in range(players)], seed=seed, **options)
        rng = random.Random(seed)
        bots = [GAME.bot() if (seat + seed) % 2 else RandomBot() for seat in range(players)]
        while not state.is_over:
            seat = state.current_player
            assert seat is not None
            view = state.view(seat)
            for action in state.legal_actions():
                text = GAME.reason(view, action)
                assert text and "\n" not in text and len(text) <= 100, (str(action), text)
                assert text != action.describe() and text != str(action), text
                assert not text[0].isupper() and not text.endswith("."), text
                card = action.card if isinstance(action, Take) else None
                kinds.add(
                    type(action).__name__ if card is None else "a number" if isinstance(card, int) else card
                )
            state.apply(bots[seat].choose(view, state.legal_actions(), rng))
    assert kinds == {"Stop", "a number", *Special, "KeepGoal"}


def test_stopping_says_what_it_banks_and_which_zero_it_gets_away_from() -> None:
    state = stacked(["Ana", "Ben"], [1, 40, 2, 30, 5, 7, 12, "Order up", 33], ["Low", "Black", "Odd", "Even"])
    assert reasons(state)["Stop"] == "an empty line scores nothing this round"
    play(state, "Take 1", "Keep Low goal", "Take 40", "Take 2", "Keep Even goal", "Take 7")
    said = reasons(state)  # Ana: 1, 2 (Low goal on), jackpot 1; Ben ends on 7
    assert said["Stop"] == "banks 1 point (1 x 1 goal) before a MIN zero can hit your 2"
    assert (
        said["Take 12"]
        == "12 is then the highest: MAX zeros pick you; +1 coin: jackpot 1 -> 2, x 1 active goal"
    )
    assert (
        said["Take 5"]
        == "5 is then the lowest: MIN zeros pick you; draws 3 goals: keep one as goal #3 (needs 4)"
    )
    play(state, "Take 12", "Take Order up")
    said = reasons(state)  # Ana's 12 is now the highest last number
    assert said["Stop"] == "banks 2 points (2 x 1 goal) before a MAX zero can hit your 12"
    assert (
        said["Take 30"]
        == "switches on your Even goal #2: 2 active goals; 30 is then the highest: MAX zeros pick you"
    )


def test_a_number_tells_its_colour_and_what_it_does_to_an_order_chain() -> None:
    state = stacked(["Ana", "Ben"], [1, 40, 2, 30, 5, 7, 12, "Order up", 33], ["Low", "Black", "Odd", "Even"])
    said = reasons(state)
    assert (
        said["Take 1"]
        == "draws 3 goals: keep one as goal #1 (needs 2); yours is then the only line zeros can reach"
    )
    assert (
        said["Take 40"]
        == "+1 coin: jackpot 1 -> 2, no goal active yet; yours is then the only line zeros can reach"
    )
    play(state, "Take 1", "Keep Low goal", "Take 40", "Take 2", "Keep Even goal", "Take 7", "Take 12")
    assert reasons(state)["Take Order up"] == (
        "goes under your 7: +2 a number while rising; 31 numbers higher than 7 are in no line yet"
    )
    play(state, "Take Order up", "Stop")
    said = reasons(state)
    assert said["Take 33"].startswith("+2 from your Order up chain (7 -> 33)")
    assert said["Take 5"].startswith("ends your Order up chain (7 -> 5)")


def test_a_goal_kept_is_measured_against_the_threshold_its_place_gives_it() -> None:
    state = stacked(["Ana", "Ben"], [1, 40, 2, 30, 5], ["Low", "Black", "Odd", "Even", "High", "Red"])
    play(state, "Take 1", "Keep Low goal", "Take 40", "Take 2")
    said = reasons(state)
    assert (
        said["Keep Red goal"]
        == "goal #2 needs 3 Red numbers; you have 2, 1 to go; 18 Red numbers are in no line yet"
    )
    assert said["Keep High goal"].startswith("goal #2 needs 3 High numbers; you have 0, 3 to go")
    assert set(said) == {str(KeepGoal(goal)) for goal in state.offer}


def test_a_goal_met_already_switches_on_at_once() -> None:
    state = stacked(["Ana", "Ben"], [3, 40, 1, 30, 5], ["Odd", "Black", "Low"])
    play(state, "Take 3", "Take 40", "Take 1")  # Ana: 3 (black) and 1 (red), both odd and low
    said = reasons(state)
    assert said["Keep Odd goal"] == "on at once as goal #1: your 2 Odd numbers meet its 2"
    assert said["Keep Black goal"].startswith("goal #1 needs 2 Black numbers; you have 1, 1 to go")


def test_remove_zero_and_limit_say_what_they_change_in_your_line() -> None:
    state = stacked(["Ana", "Ben"], [3, 40, "Remove 0", "00 MIN", 12, 21, "000 MAX", 25, "+Limit", 27])
    play(state, "Take 3")  # the 00 MIN finds Ana, the only line with a number
    assert reasons(state)["Take Remove 0"] == (
        "no zero in your line to throw out: the card is spent, with nothing removed"
    )
    play(state, "Take 40")
    assert reasons(state)["Take Remove 0"] == (
        "takes out your 00 MIN: zero-track 2 -> 0; adds no number, so your line still ends on 3"
    )
    play(state, "Take Remove 0")  # the 000 MAX finds Ben's 40
    assert (
        reasons(state)["Stop"]
        == "banks nothing: no goal is active; at 3 zero-points, one 000 would explode you"
    )
    play(state, "Take 21", "Keep Black goal")
    assert reasons(state)["Take +Limit"] == "limit 10 -> 11 numbers: room for 10 more before the auto-stop"


def test_the_number_that_fills_the_line_says_it_stops_you() -> None:
    blacks = [3, 4, 7, 8, 11, 12, 15, 16, 19, 20, 23, 24, 27]
    state = stacked(["Ana", "Ben", "Cy"], blacks)
    play(state, "Take 3", "Stop", "Stop", *(f"Take {n}" for n in blacks[1:8]))
    assert len(state.lines[0].numbers) == 8
    assert reasons(state)["Take 19"].startswith("+1 coin: jackpot 9 -> 10, no goal active yet")
    play(state, "Take 19")
    # Ana's line is the only one with a number: this turn's refill, before she stops, picks her
    assert reasons(state)["Take 20"] == (
        "the limit: you stop, but this turn's refill can still hit you; zeros can reach only you"
    )
    empty = replace(state.view(0), deck_size=0)  # the refill has nothing to turn up
    assert coaching.reason(empty, Take(20)) == (
        "your 10th number, the limit: you stop; no card is left to turn up a zero"
    )


def test_what_a_reason_says_a_move_does_is_what_the_engine_then_does() -> None:
    """Coins, goals switched on, points banked by a stop and the zeros said to pick a line, checked on
    the engine under every reading of when a full line leaves the zeros' reach."""
    told = 0
    for seed, reading in enumerate(("after refill", "still a target", "at once") * 4):
        players = 2 + seed % 3
        state: RowletteState = GAME.new([f"P{seat}" for seat in range(players)], seed=seed, auto_stop=reading)
        rng = random.Random(seed)
        bots = [GAME.bot() if (seat + seed) % 2 else RandomBot() for seat in range(players)]
        banked: dict[tuple[int, int], int] = {}
        while not state.is_over:
            seat = state.current_player
            assert seat is not None
            view = state.view(seat)
            for action in state.legal_actions():
                text = GAME.reason(view, action)
                after = state.clone()
                events = after.apply(action)
                line = after.lines[seat] if after.round == state.round else None
                if isinstance(action, Take) and isinstance(action.card, int):
                    told += _full_line_checked(state, view.deck_size, action.card, text, after, events)
                if (coin := re.search(r"jackpot \d+ -> (\d+)", text)) and line is not None:
                    assert line.jackpot == int(coin[1]), text
                if (lit := re.search(r"switches on your \w+ goal #(\d+)", text)) and line is not None:
                    assert line.active[int(lit[1]) - 1], text
                if (gain := re.search(r"\+(\d+) from [\w ]+ chains? \(", text)) and line is not None:
                    before = state.lines[seat]
                    earned = order_bonus(line.numbers, line.orders) - order_bonus(
                        before.numbers, before.orders
                    )
                    assert earned == int(gain[1]), text  # a number keeps chains of one Order card only
                    told += 1
                if counts := re.search(r"(\d+) numbers? (higher|lower) than (\d+) (is|are) in no", text):
                    assert (counts[1] == "1") == (counts[4] == "is"), text
                card = action.card if isinstance(action, Take) and isinstance(action.card, int) else None
                only = re.findall(r"the only line zeros can reach|zeros can reach only you", text) and [
                    "MIN and MAX"
                ]
                for targets in re.findall(r"(MIN|MAX) zeros pick you", text) + (only or []):
                    told += 1
                    for target in targets.split(" and "):
                        assert zero_pick(Target(target), seat, _in_reach(state, seat, card)) == seat, text
                for targets in re.findall(r"before a (MIN|MAX|MIN or MAX) zero can hit", text):
                    for target in targets.split(" or "):
                        assert zero_pick(Target(target), seat, _in_reach(state, seat, None)) == seat, text
            move = bots[seat].choose(view, state.legal_actions(), rng)
            if isinstance(move, Stop):
                points = re.search(r"banks (\d+) point", GAME.reason(view, move))
                banked[state.round, seat] = int(points[1]) if points else 0
            state.apply(move)
        for (played, seat), points in banked.items():
            assert state.results[played - 1][seat].score == points
    assert told > 100


def _full_line_checked(
    state: RowletteState, deck_size: int, card: int, text: str, after: RowletteState, events: list[Event]
) -> int:
    """For a take that fills the mover's line: the reason says this turn's refill can still hit it
    exactly when the table's auto_stop keeps a full line in reach of that refill and the deck has a
    card to turn up (a YOU zero then always finds the mover), or under "still a target" while a zero
    can still come this round (a card in the deck, or a Remove 0 in the market to put one back);
    says "out of the zeros' reach" only when no zero can come, and a zero the engine hands the line
    was warned of; the zero-points that would explode it are the line's own. Returns 1 for a take
    checked, 0 for any other."""
    seat = state.active
    line = state.lines[seat]
    if len(line.numbers) + 1 < line.limit:
        return 0
    while after.current_player == seat and after.round == state.round and after.phase is Phase.KEEP:
        events = events + after.apply(after.legal_actions()[0])  # the refill waits for the goal kept
    hit = any(event.kind == "zero" and event.data.get("seat") == seat for event in events)
    reading = state.options["auto_stop"]
    warned = "can still hit you" in text
    none_left = deck_size == 0 and Special.REMOVE_ZERO not in state.market  # no zero can come
    in_reach = reading == "still a target" and not none_left
    assert warned == (in_reach or (reading == "after refill" and deck_size > 0)), text
    assert warned or not hit, (text, [event.text for event in events])
    assert ("out of the zeros' reach" in text) == (reading == "at once"), text
    if explodes := re.search(r"one (0+) more explodes you", text):
        assert line.zero_points + len(explodes[1]) == EXPLOSION_AT, text
    elif warned and line.zero_points > 0 and EXPLOSION_AT - line.zero_points <= 3:
        pytest.fail(f"the explosion a zero would bring is not told: {text}")
    if picked := re.search(r"(MIN|MAX) zeros pick your (\d+)", text):
        assert int(picked[2]) == card, text
    return 1


def _in_reach(state: RowletteState, seat: int, taking: int | None) -> list[int | None]:
    """Each seat's last number as the refill's zeros see it (None: out of their reach), once ``seat``
    has taken the number ``taking`` (None: as the lines stand)."""
    reach = (
        (Status.PLAYING, Status.FULL) if state.options["auto_stop"] == "still a target" else (Status.PLAYING,)
    )
    lasts: list[int | None] = []
    for index, line in enumerate(state.lines):
        numbers = [*line.numbers, *([taking] if index == seat and taking is not None else [])]
        lasts.append(numbers[-1] if line.status in reach and numbers else None)
    return lasts


# The reviewer's positions (/work/wt/reviews/cards.md R1-R4).


def test_the_zero_a_number_draws_is_told_beside_a_red_numbers_goal() -> None:
    """R1: the push-your-luck risk was cut from every red number's reason by the goal draw's words."""
    state = stacked(["Ana", "Ben"], [1, 40, 2, 30, 5, 7, 12, "Order up", 33], ["Low", "Black", "Odd", "Even"])
    play(state, "Take 1", "Keep Low goal", "Take 40", "Take 2", "Keep Even goal", "Take 7")
    assert reasons(state)["Take 5"] == (
        "5 is then the lowest: MIN zeros pick you; draws 3 goals: keep one as goal #3 (needs 4)"
    )
    state = stacked(["Ana", "Ben"], [40, 3, 1, 30, 5, 7], ["Low", "Black", "Odd", "Even"], first=1)
    play(state, "Take 40")  # Ben's 40; Ana's first number is neither the highest nor the lowest
    said = reasons(state)
    assert (
        said["Take 3"]
        == "3 is then the lowest: MIN zeros pick you; +1 coin: jackpot 1 -> 2, no goal active yet"
    )


def test_a_first_number_among_others_says_zeros_can_now_reach_you() -> None:
    state = stacked(["Ana", "Ben", "Cy"], [12, 36, 20, 5, 7, 9], ["Low", "Black", "Odd", "Even"], first=1)
    play(state, "Take 12", "Take 36")  # Ben 12, Cy 36: Ana's 20 would be neither lowest nor highest
    assert (
        reasons(state)["Take 20"]
        == "+1 coin: jackpot 1 -> 2, no goal active yet; first number: zeros can now reach you"
    )


def test_order_chains_tell_their_points_first_and_alike_chains_once() -> None:
    """R2: line [18] with two Order up and two Order down cards; a 7 earns +4 and ends two chains."""
    deck = [18, "Order up", "Order up", "Order down", "Order down", 7, 30, 31, 32, 33, 34, 35]
    state = stacked(["Ana", "Ben"], deck, ["High", "Black", "Odd", "Even"])
    play(state, "Take 18", "Keep High goal", "Stop")
    play(state, "Take Order up", "Take Order up", "Take Order down", "Take Order down")
    assert reasons(state)["Take 7"] == (
        "+4 from both your Order down chains (18 -> 7); ends both your Order up chains (18 -> 7)"
    )


def test_counts_agree_with_their_nouns_and_lists_read_as_lists() -> None:
    """R3: "1 number higher than 39 is in no line yet"; three goals switched on read as a list."""
    state = stacked(["Ana", "Ben"], [39, 1, "Order up", 3, 4, 8], ["Odd", "Low", "Black"])
    play(state, "Take 39", "Take 1", "Keep Odd goal")
    assert reasons(state)["Take Order up"] == (
        "goes under your 39: +2 a number while rising; 1 number higher than 39 is in no line yet"
    )
    view = state.view(0)
    # Ana's line as a game could hold it: High #1 (needs 2), Odd #2 (3), Red #3 (4), none on yet.
    me = replace(
        view.lines[0], numbers=(21, 1, 2), goals=(Goal.HIGH, Goal.ODD, Goal.RED), active=(False,) * 3
    )
    view = replace(view, lines=(me, view.lines[1]))
    assert coaching.reason(view, Take(25)).startswith(
        "switches on your High goal #1, Odd goal #2 and Red goal #3: 3 active goals"
    )
    others = tuple(n for n in NUMBERS if COLOUR[n] is Colour.RED and n not in (1, 2, 21, 25))
    view = replace(view, lines=(me, replace(view.lines[1], numbers=others)))
    assert coaching.reason(view, KeepGoal(Goal.RED)).endswith("1 Red number is in no line yet")


def test_a_goal_out_of_reach_is_so_only_at_the_current_limit() -> None:
    """R4: a +Limit may add room, so the room told is the current limit's."""
    state = stacked(["Ana", "Ben"], [39, 1, "Order up", 3, 4, 8], ["Odd", "Low", "Black"])
    play(state, "Take 39", "Take 1", "Keep Odd goal")
    view = state.view(0)
    me = replace(view.lines[0], numbers=(1, 3, 5, 7, 9, 11, 13, 15, 17), goals=(Goal.ODD,), active=(True,))
    view = replace(view, lines=(me, view.lines[1]))
    assert coaching.reason(view, KeepGoal(Goal.EVEN)) == (
        "goal #2 needs 3 Even numbers; you have 0, 3 to go; only 1 more fits at the current limit"
    )
    full = replace(me, numbers=(*me.numbers, 21))  # a red 10th number draws goals for a full line
    assert coaching.reason(replace(view, lines=(full, view.lines[1])), KeepGoal(Goal.EVEN)).endswith(
        "3 to go; no more fit at the current limit"
    )


# The second review's positions (/work/wt/reviews/second_cards.md).


def test_a_take_that_fills_the_line_warns_of_the_zero_its_refill_can_still_bring() -> None:
    """Item 1: Cy, the only line in play at 5 zero-points, fills her line with 27; the refill turns up
    a 00 MIN that explodes her. The reason said only "you stop automatically"."""
    state: RowletteState = GAME.new(["Ana", "Ben", "Cy"], seed=0)
    rng = random.Random(0)
    for _ in range(111):
        takes = [action for action in state.legal_actions() if isinstance(action, Take)]
        state.apply(rng.choice(takes or state.legal_actions()))
    assert state.current_player == 2 and [str(card) for card in state.market] == ["35", "7", "27"]
    assert reasons(state)["Take 27"] == (
        "the limit: you stop, but this turn's refill can still hit you; one 0 more explodes you"
    )
    assert any("Cy explodes" in text for text in play(state, "Take 27"))


@pytest.mark.parametrize(
    ("reading", "said"),
    [
        ("at once", "your 10th number, the limit: you stop at once, out of the zeros' reach"),
        (
            "still a target",
            "the limit: you stop, but zeros can still hit you this round; zeros can reach only you",
        ),
    ],
)
def test_a_full_line_is_told_in_reach_only_as_long_as_the_tables_auto_stop_keeps_it(
    reading: str, said: str
) -> None:
    blacks = [3, 4, 7, 8, 11, 12, 15, 16, 19, 20, 23, 24, 27]
    state = stacked(["Ana", "Ben", "Cy"], blacks, auto_stop=reading)
    play(state, "Take 3", "Stop", "Stop", *(f"Take {n}" for n in blacks[1:9]))
    assert reasons(state)["Take 20"] == said


# The third review's position (/work/wt/reviews/third_cowboy_partyfowl_rowlette.md).

#: What the reasons say of zeros that may yet come, never true once none can.
ZERO_RISK = re.compile(r"zeros? can (still )?(hit|reach)|zeros pick|would explode|explodes? you|can explode")


def _no_zero_can_come(state: RowletteState) -> bool:
    """The main deck is empty and no Remove 0 is in the market to put a zero back into it: no refill
    turns up a card this round, and set-aside zeros stay aside (EMPTY_DECK_ZEROS)."""
    return not state.deck and Special.REMOVE_ZERO not in state.market


def _round_out_has_no_zero(state: RowletteState, rng: random.Random) -> bool:
    """Whether the rest of the round, played by random takes, hands no zero to any line."""
    state = state.clone()
    played = state.round
    while not state.is_over and state.round == played:
        legal = state.legal_actions()
        takes = [action for action in legal if not isinstance(action, Stop)]
        if any(event.kind == "zero" for event in state.apply(rng.choice(takes) if takes else legal[0])):
            return False
    return True


def test_with_the_deck_empty_stop_and_take_warn_of_no_zero_that_cannot_come() -> None:
    """X6: Dee is on turn with the main deck empty and no Remove 0 in the market; Stop urged her to
    bank "before a MIN or MAX zero can hit your 3" and Take 16 said zeros could reach her line."""
    state: RowletteState = GAME.new(["Ana", "Ben", "Cy", "Dee"], seed=0)
    rng = random.Random(0)
    for _ in range(66):
        legal = state.legal_actions()
        takes = [action for action in legal if not isinstance(action, Stop)]
        state.apply(rng.choice(takes) if takes else legal[0])
    assert state.current_player == 3 and not state.deck and _no_zero_can_come(state)
    said = reasons(state)
    assert said["Stop"] == "banks 23 points (7 x 3 goals + 2 Order bonus); no card is left to turn up a zero"
    assert said["Take 16"] == (
        "safe: no card is left to turn up a zero; +1 coin: jackpot 7 -> 8, x 3 active goals"
    )
    assert said["Take 26"].startswith("switches on your Red goal #4: 4 active goals; safe: no card is left")
    assert _round_out_has_no_zero(state, random.Random(1))
    blacks = [3, 4, 7, 8, 11, 12, 15, 16, 19, 20, 23, 24, 27]  # a full line "still a target"
    state = stacked(["Ana", "Ben", "Cy"], blacks, auto_stop="still a target")
    play(state, "Take 3", "Stop", "Stop", *(f"Take {n}" for n in blacks[1:9]))
    assert reasons(state)["Take 20"].startswith("the limit: you stop, but zeros can still hit you")
    empty = replace(state.view(0), deck_size=0)  # no Remove 0 in the market either
    assert coaching.reason(empty, Take(20)) == (
        "your 10th number, the limit: you stop; no card is left to turn up a zero"
    )


@pytest.mark.parametrize("reading", ["after refill", "still a target"])
def test_once_the_deck_is_empty_no_reason_warns_of_a_zero_no_remove_0_can_bring(reading: str) -> None:
    """Always-take games run the deck out: from then on, with no Remove 0 in the market, no reason
    tells of a zero that may come, and indeed none comes for the rest of the round."""
    told = 0
    for seed in range(12):
        state: RowletteState = GAME.new([f"P{seat}" for seat in range(4)], seed=seed, auto_stop=reading)
        rng = random.Random(seed)
        while not state.is_over:
            seat = state.current_player
            assert seat is not None
            legal = state.legal_actions()
            if _no_zero_can_come(state):
                view = state.view(seat)
                for action in legal:
                    text = GAME.reason(view, action)
                    assert not ZERO_RISK.search(text), text
                    told += "no card is left to turn up a zero" in text
                assert _round_out_has_no_zero(state, random.Random(seed))
            takes = [action for action in legal if not isinstance(action, Stop)]
            state.apply(rng.choice(takes) if takes else legal[0])
    assert told > 10
