"""The coach's reasons for Super Cowboy moves (tabletop/cowboy/coaching.py): one short line for every
legal move of any game, saying what the move gains, keeps or risks in the game's words, and true in
the engine (a fence said to close a field closes one, a fifth steer said to win wins)."""

from __future__ import annotations

import random
import re

import pytest

from tabletop.core import RandomBot
from tabletop.cowboy import CowboyState
from tabletop.cowboy.actions import BUILD
from tabletop.cowboy.board import parse_square, square_name
from tabletop.cowboy.coaching import WORDS
from tabletop.cowboy.data import THROWS_MAX
from tabletop.cowboy.data import Event as Card
from tabletop.cowboy.fields import Edge
from tabletop.cowboy.refusals import steers_at

from .staging import GAME, NAMES, fence_in, play, scripted, staged

QUIET = Card.MOOVE_PILGRIMS  # an event card that moves nothing on a range with no pilgrims


def reason(state: CowboyState, move: str) -> str:
    """The coach's reason for ``move`` (its text), seen by the cowboy on turn."""
    seat = state.current_player
    assert seat is not None
    return GAME.reason(state.view(seat), state.action_from_string(move))


#: What a cowboy next to something may do there, by the words a reason uses, as the moves' texts begin.
_NAMED = {
    "rope": "Rope the steer at",
    "rustle": "Rustle the steer at",
    "wood": "Cut wood",
    "fight": "Fight the",
}


def _checked_against_the_engine(state: CowboyState, action: object, said: str) -> None:
    """A fence said to close a field closes one, and a move said to win wins at once."""
    seat = state.current_player
    after = state.clone()
    events = after.apply(action)
    if said.startswith("closes "):
        assert any(event.kind == "field" for event in events), said
    if cut := re.search(r"leaves ([A-P]\d+) of \w+'s field", said):  # only part of a field can be cut off
        field = state.grid.region(parse_square(cut.group(1), state.size)) or set()
        assert len(field) > 1, said
    if type(action).__name__ == "Claim" and " from " in said:  # the rival's herd, not a part's steers
        assert " is left with " in said, said
    if left := re.search(r"; (\w+) is left with (\w+) steer", said):  # the rival's herd after a claim
        claimed = state.clone()
        claimed._claim(seat, action)  # the claim alone, before the event card moves anything
        assert WORDS.index(left.group(2)) == claimed.herd(state.players.index(left.group(1))), said
    if "fifth steer wins at once" in said and not said.startswith(("walks", "passes up")):  # no fence yet
        assert after.is_over and after.winner == seat, said
    if said.startswith("passes up the fence that "):  # Do nothing, when the Build on offer closes a field
        assert any(event.kind == "field" for event in state.clone().apply(BUILD)), said
    if said.startswith(("brings you next to", "keeps you next to")):  # the action it names is legal now
        offered = [str(move) for move in after.legal_actions()] if after.current_player == seat else []
        named = _NAMED[next(word for word in _NAMED if word in said)]
        assert any(move.startswith(named) for move in offered), (said, offered)
    if said.startswith("a second step brings you next to"):  # the walk was the action: next turn
        assert "next turn" in said, said


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("bots", ["house", "random"])
def test_every_legal_move_of_seeded_games_gets_a_one_line_reason_that_is_not_its_description(
    players: int, bots: str
) -> None:
    kinds: set[str] = set()
    for seed in range(2):
        state = GAME.new(["Ana", "Ben", "Cy", "Dee"][:players], seed=seed, round_limit=25)
        rng = random.Random(seed)
        seats = [GAME.bot() if bots == "house" else RandomBot() for _ in range(players)]
        while not state.is_over:
            seat = state.current_player
            assert seat is not None
            view = state.view(seat)
            legal = state.legal_actions()
            for action in legal:
                said = GAME.reason(view, action)
                assert said and "\n" not in said and len(said) <= 100, (action, said)
                assert said != action.describe() and not said[0].isupper() and not said.endswith("."), said
                kinds.add(str(action) if type(action).__name__ == "Simple" else type(action).__name__)
                _checked_against_the_engine(state, action, said)
            state.apply(seats[seat].choose(view, legal, rng))
    assert {"Walk", "Stay put", "Do nothing"} <= kinds


def _house_game(players: int, seed: int, moves: int) -> CowboyState:
    """A seeded game between house bots, ``moves`` moves in (the review's positions are named so)."""
    state = GAME.new(["Ana", "Ben", "Cy", "Dee"][:players], seed=seed, round_limit=40)
    rng, bot = random.Random(seed), GAME.bot()
    for _ in range(moves):
        seat = state.current_player
        assert seat is not None
        state.apply(bot.choose(state.view(seat), state.legal_actions(), rng))
    return state


@pytest.mark.parametrize(
    ("players", "seed", "moves", "kind"),
    [(2, 8, 61, "Simple"), (2, 6, 59, "Walk"), (3, 18, 27, "Claim")],
)
def test_the_reviews_positions_get_reasons_the_engine_bears_out(
    players: int, seed: int, moves: int, kind: str
) -> None:
    """A fence beside a rival's whole one-square field (C2), a claim whose rival keeps another field
    (C3): every legal move's reason there is checked against what the engine does."""
    state = _house_game(players, seed, moves)
    seat = state.current_player
    assert seat is not None
    legal = state.legal_actions()
    assert any(type(action).__name__ == kind for action in legal)
    for action in legal:
        _checked_against_the_engine(state, action, GAME.reason(state.view(seat), action))


def _pen_open_on_the_north(state: CowboyState) -> None:
    """E5 and F5 fenced round, all but the line along E5's north side (Ana stands at its west end)."""
    fence_in(state, ["E5", "F5"], None)
    state.grid.fenced.discard(Edge(True, 4, 4))
    state._legal = None


def test_the_line_that_closes_a_field_worth_two_steers_says_so_before_and_after_the_walk() -> None:
    state = staged(cowboys={"Ana": (4, 4)}, steers=["E5", "F5"], next_cards=[QUIET])
    _pen_open_on_the_north(state)
    assert (
        reason(state, "Move E")
        == "walks the line whose fence closes a field worth two steers: 2 of the 5 you need"
    )
    play(state, "Move E")
    assert reason(state, "Build a fence") == "closes a field worth two steers: 2 of the 5 you need"
    play(state, "Build a fence")
    assert state.herd(0) == 2


def test_a_fence_that_closes_nothing_yet_says_how_far_the_steer_is_from_a_pen() -> None:
    state = staged(cowboys={"Ana": (4, 4)}, steers=["E5"], next_cards=[QUIET])
    play(state, "Move E")
    assert reason(state, "Build a fence") == "leaves the steer at E5 three fences from a pen of your own"


def test_no_fence_is_said_to_cut_off_a_rivals_whole_one_square_field() -> None:
    """The reviewer's position in small: the line between water and Ben's one-square field is open,
    but the water closes that side already; a fence there takes nothing (a field is not stolen
    whole, only a part cut from it)."""
    state = staged(
        terrain={"F12": "~"}, cowboys={"Ana": (6, 11)}, fields={"Ben": [["F11"]]}, next_cards=[QUIET]
    )
    state.grid.fenced.discard(Edge(True, 11, 5))  # the F11-F12 line: water closes that side
    state._legal = None
    assert "cut off" not in reason(state, "Move W")
    play(state, "Move W")
    assert (
        reason(state, "Build a fence")
        == "gains no land: no square beside this line can be fenced off for you"
    )


def test_a_second_step_next_to_a_tree_says_the_wood_waits_for_next_turn() -> None:
    """The second walk is the turn's action, so what it brings in reach comes next turn."""
    state = staged(terrain={"F10": "T"}, fences={"Ana": 2}, next_cards=[QUIET])
    play(state, "Move N")
    assert reason(state, "Move again N") == (
        "a second step brings you next to a tree, to cut wood next turn (you hold 2 fences)"
    )


def test_with_every_steer_in_a_field_a_walk_promises_no_single_way_to_gain_one() -> None:
    state = staged(fields={"Ben": [["A1"]]}, steers=["A1"], next_cards=[QUIET])
    assert (
        reason(state, "Move E") == "every steer on the range is in a field for now: none to rope or fence in"
    )


def test_doing_nothing_when_the_fence_on_offer_closes_a_field_says_what_it_passes_up() -> None:
    state = staged(cowboys={"Ana": (4, 4)}, steers=["E5", "F5"], next_cards=[QUIET])
    _pen_open_on_the_north(state)
    play(state, "Move E")
    assert reason(state, "Do nothing") == (
        "passes up the fence that closes a field worth two steers: 2 of the 5 you need"
    )


def test_roping_the_fifth_steer_says_it_wins_and_it_does() -> None:
    state = staged(
        fields={"Ana": [["A1", "B1", "C1", "D1", "E1"]]},
        steers=["A1", "B1", "C1", "D1", "F12"],
        next_cards=[QUIET],
    )
    play(state, "Stay put")
    assert reason(state, "Rope the steer at F12 into E1") == (
        "ropes a steer into your field, no roll needed: your fifth steer wins at once"
    )
    play(state, "Rope the steer at F12 into E1")
    assert state.is_over and state.winner == 0


def test_a_walk_next_to_a_free_steer_says_it_can_be_roped_this_turn() -> None:
    state = staged(fields={"Ana": [["A1"]]}, steers=["H12"], next_cards=[QUIET])
    assert reason(state, "Move E") == "brings you next to the free steer at H12, to rope it now"
    assert reason(state, "Move W") == "a step away from the nearest free steer, at H12"


def test_a_rustle_gives_the_d8_odds_with_both_sides_items_and_what_being_caught_costs() -> None:
    state = staged(fields={"Ana": [["A1"]], "Ben": [["G12"]]}, steers=["G12"], next_cards=[QUIET])
    play(state, "Stay put")
    assert reason(state, "Rustle the steer at G12 into A1") == (
        "38% to take Ben's steer (into your field); 25% caught: you pay Ben 3 fences"
    )
    state = staged(
        fields={"Ana": [["A1"]], "Ben": [["G12"]]},
        steers=["G12"],
        items={"Ana": [Card.LARIAT], "Ben": [Card.BRANDER]},
        fences={"Ana": 2},
        next_cards=[QUIET],
    )
    play(state, "Stay put")
    # the Lariat rolls a miss again (1 - 5/8 * 5/8); the Brander catches any second roll below 6
    assert reason(state, "Rustle the steer at G12 into A1") == (
        "61% to take Ben's steer (into your field); 39% caught: you miss a turn in jail"
    )


@pytest.mark.parametrize(("lariat", "brander"), [(False, False), (True, False), (False, True), (True, True)])
def test_a_rustles_odds_are_the_engines_over_every_roll_of_the_dice(
    monkeypatch: pytest.MonkeyPatch, lariat: bool, brander: bool
) -> None:
    """Every pair of D8 rolls played through the engine: the shares that take the steer and that
    get the rustler caught are the reason's percentages."""
    state = staged(
        fields={"Ana": [["A1"]], "Ben": [["G12"]]},
        steers=["G12"],
        items={"Ana": [Card.LARIAT] * lariat, "Ben": [Card.BRANDER] * brander},
        next_cards=[QUIET],
    )
    play(state, "Stay put")
    rustle = "Rustle the steer at G12 into A1"
    said = reason(state, rustle)
    taken = caught = 0
    for first in range(1, 9):
        for second in range(1, 9):
            scripted(monkeypatch, first, second)
            events = state.clone().apply(state.action_from_string(rustle))
            taken += any(event.kind == "rustle" and " rustles " in event.text for event in events)
            caught += any(event.kind == "caught" for event in events)
    assert said.startswith(f"{round(taken / 64 * 100)}% to take Ben's steer"), said
    assert f"; {round(caught / 64 * 100)}% caught" in said, said


@pytest.mark.parametrize("fifth", [False, True])
@pytest.mark.parametrize("spare", [True, False])
def test_a_rustle_of_a_printed_steer_says_whether_the_box_holds_a_spare_for_you(
    monkeypatch: pytest.MonkeyPatch, spare: bool, fifth: bool
) -> None:
    """Taken, a printed steer is covered and a spare roaming steer from the box goes into your field
    (a steer for you, the point of the rustle, and a win if it is your fifth); with the box run out
    (the fourth review's Y1: the view counts it) none is spare, the rustle only covers Ben's steer,
    and it wins nothing."""
    mine = ["A1", "B1", "C1", "D1"] if fifth else []
    state = staged(
        terrain={"G12": "P"},
        fields={"Ana": [[*mine, "E1"]], "Ben": [["G12"]]},
        steers=mine,
        next_cards=[QUIET],
    )
    if not spare:
        state.tokens.gone["steer"] = 24 - len(mine)  # every other roaming steer left the board by its edge
    play(state, "Stay put")
    rustle = "Rustle the steer at G12 into E1"
    # Ben's one field square holds the steer rustled: a steer Ana pays has no room there.
    cost = "you lose a steer, Ben has no room for it" if fifth else "you pay Ben 3 fences"
    said = reason(state, rustle)
    gain, told_cost = said.split("; 25% caught: ")
    assert told_cost == cost and len(said) <= 100, said
    verb = "cover" if not spare else "win with" if fifth else "take"
    assert gain.startswith(f"38% to {verb} ") and "printed steer" in gain, said
    assert ("no spare" in gain) is not spare, said
    _rustle_taken_checked(state, state.action_from_string(rustle), reason(state, rustle))
    _rustle_checked(state, state.action_from_string(rustle), reason(state, rustle))
    scripted(monkeypatch, 8, *[1] * 20)  # taken; then the event card, if the game goes on
    play(state, rustle)
    assert (state.herd(0), state.herd(1)) == (len(mine) + spare, 0)
    assert (state.winner == 0) is (fifth and spare)


def test_a_fight_gives_the_odds_with_the_six_shooter_and_how_near_the_indian_is() -> None:
    state = staged(
        fields={"Ana": [["F10"]]}, steers=["F10"], indians=["F12"], items={"Ana": [Card.SIX_SHOOTER]}
    )
    play(state, "Stay put")
    assert reason(state, "Fight the Indian at F12") == (
        "3-8 (75%) drives off the Indian 2 squares from your herd; a miss and it moves as in a MOOOOOVE"
    )


def test_a_fight_warns_that_a_miss_may_send_the_indian_onto_your_own_steer(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The reviewer's position in small: a beaten-off Indian escapes as a MOOOOOVE moves it, and
    lands on (and eats) the mover's steer one square away; it does not just "slip a square away"."""
    state = staged(fields={"Ana": [["F11"]]}, steers=["F11"], indians=["F12"], next_cards=[QUIET])
    play(state, "Stay put")
    assert reason(state, "Fight the Indian at F12") == (
        "5-8 (50%) drives it off; a miss moves it as a MOOOOOVE would: it may raid your steer at F11"
    )
    scripted(monkeypatch, 1, 1, *[1] * 10)  # a miss, then the Indian's own roll: 1 is north, onto F11
    play(state, "Fight the Indian at F12")
    assert state.herd(0) == 0


def _escape_raids(
    monkeypatch: pytest.MonkeyPatch, state: CowboyState, action: object, direction: int, throw: int
) -> tuple[set[str], list[str]]:
    """The squares raided by the Indian escaping a missed fight (D8 1, then ``direction`` for its
    step and ``throw`` for every twister's throw), and what happened, before the event card."""
    rolls = iter([1, direction, *[throw] * THROWS_MAX])
    monkeypatch.setattr(CowboyState, "_roll", lambda self: next(rolls, 1))
    events = state.clone().apply(action)
    told = [
        event.text
        for event in events[
            : next((i for i, event in enumerate(events) if event.kind in ("card", "reshuffle")), len(events))
        ]
    ]
    raided = {match.group(1) for text in told if (match := re.match(r"Indian raid at (\w+):", text))}
    return raided, told


def _fight_positions() -> list[CowboyState]:
    """Positions of seeded games (house bots and random ones) where the cowboy on turn may fight."""
    found = []
    games = [(p, s, b) for p in (2, 3, 4) for s in range(8) for b in (GAME.bot(), RandomBot())]
    for players, seed, bot in games:
        state = GAME.new(["Ana", "Ben", "Cy", "Dee"][:players], seed=seed, round_limit=40)
        rng = random.Random(seed)
        while not state.is_over:
            seat = state.current_player
            assert seat is not None
            legal = state.legal_actions()
            if any(type(action).__name__ == "Fight" for action in legal):
                found.append(state.clone())
            state.apply(bot.choose(state.view(seat), legal, rng))
    return found


def test_what_a_fight_says_of_a_miss_is_true_for_every_roll_of_the_escape(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Every fight of seeded games, every D8 for the escaping Indian's step (and a twister's throws):
    a miss never "slips a square"; every steer of the mover's it can raid is named (or counted),
    and a steer named is one some roll raids."""
    positions = _fight_positions()
    warned = 0
    for state in positions:
        seat = state.current_player
        assert seat is not None
        view = state.view(seat)
        mine = {  # the squares of the mover's fields with a steer in them
            square_name(sq, state.size)
            for sq, owner in enumerate(view.owner)
            if owner == seat and steers_at(view, sq)
        }
        for action in state.legal_actions():
            if type(action).__name__ != "Fight":
                continue
            said = GAME.reason(view, action)
            assert "slips" not in said, said
            named = set(re.findall(r"[A-P]\d+", said.partition("it may raid")[2]))
            raided_ever: set[str] = set()
            for direction in range(1, 9):
                for throw in range(1, 9) if view.twisters else (1,):
                    raided, told = _escape_raids(monkeypatch, state, action, direction, throw)
                    lost = raided & mine
                    if lost:
                        assert "it may raid your" in said or " of your steers" in said, (said, told)
                        assert not named or lost <= named, (said, told)
                    raided_ever |= raided
            assert named <= raided_ever, (said, named, raided_ever)
            warned += bool(named)
    assert len(positions) >= 40 and warned >= 3, (len(positions), warned)


@pytest.mark.parametrize("armed", [False, True])
def test_a_fights_odds_are_the_engines_over_every_roll(monkeypatch: pytest.MonkeyPatch, armed: bool) -> None:
    state = staged(indians=["F12"], items={"Ana": [Card.SIX_SHOOTER] * armed}, next_cards=[QUIET])
    play(state, "Stay put")
    won = 0
    for roll in range(1, 9):
        scripted(monkeypatch, roll, *[1] * 10)  # an escaping Indian rolls its way too
        events = state.clone().apply(state.action_from_string("Fight the Indian at F12"))
        won += any("defeats" in event.text for event in events)
    assert reason(state, "Fight the Indian at F12").startswith(f"{9 - won}-8 ({won * 100 // 8}%) drives off")


def test_cutting_a_rivals_field_in_two_and_claiming_a_part_say_what_each_part_holds() -> None:
    state = staged(
        cowboys={"Ana": (5, 4)}, fields={"Ben": [["E5", "F5", "G5"]]}, steers=["E5", "G5"], next_cards=[QUIET]
    )
    assert (
        reason(state, "Move S")
        == "walks the line whose fence cuts Ben's field in two: you pick a part (up to one steer)"
    )
    play(state, "Move S", "Build a fence")
    assert reason(state, "Claim the field at E5") == (
        "takes 1 square and one steer from Ben: 1 of the 5 you need; Ben is left with one steer"
    )
    assert reason(state, "Claim the field at F5") == (
        "takes 2 squares and one steer from Ben: 1 of the 5 you need; Ben is left with one steer"
    )


def test_claiming_a_part_says_the_rivals_whole_herd_after_it_not_the_other_parts_steers() -> None:
    """The reviewer's position in small: Ben's other field keeps its steer, so taking the part with
    one of his steers leaves him two, not the other part's none."""
    state = staged(
        cowboys={"Ana": (5, 4)},
        fields={"Ben": [["E5", "F5", "G5"], ["A1"]]},
        steers=["E5", "G5", "A1"],
        next_cards=[QUIET],
    )
    play(state, "Move S", "Build a fence")
    assert reason(state, "Claim the field at E5") == (
        "takes 1 square and one steer from Ben: 1 of the 5 you need; Ben is left with two steers"
    )
    play(state, "Claim the field at E5")
    assert state.herd(1) == 2


def test_dropping_an_item_says_what_it_gives_up_and_a_second_copy_that_adds_nothing() -> None:
    state = staged(
        items={"Ana": [Card.LARIAT, Card.SIX_SHOOTER]}, terrain={"F12": "T"}, next_cards=[Card.LARIAT]
    )
    play(state, "Stay put", "Cut wood")
    assert reason(state, "Drop Lucky Low's Legendary Lucky Lariat") == (
        "a second Lariat adds nothing; keeps the Six Shooter and the Lariat"
    )
    assert reason(state, "Drop Six Shooter") == "gives up fights won on 3-8; keeps two Lariats"


def test_two_bags_o_bills_kept_are_named_in_the_plural_the_game_uses() -> None:
    state = staged(items={"Ana": [Card.BILLS, Card.BILLS]}, terrain={"F12": "T"}, next_cards=[Card.LARIAT])
    play(state, "Stay put", "Cut wood")
    assert reason(state, "Drop Lucky Low's Legendary Lucky Lariat") == (
        "gives up a second roll on a failed rustle; keeps two Bags o' Bills"
    )


@pytest.mark.parametrize("round_limit", [1, 2])
def test_doing_nothing_in_the_last_round_keeps_the_fences_for_a_tie_not_for_a_later_line(
    round_limit: int,
) -> None:
    """The review's position in small: in the last round no later turn comes to build a fence, so
    the fences kept count only in a tie when the range closes (most steers, field squares, fences)."""
    state = GAME.new(["Ana", "Ben"], seed=0, round_limit=round_limit)
    rng, bot = random.Random(0), GAME.bot()
    while "Do nothing" not in [str(move) for move in state.legal_actions()]:
        seat = state.current_player
        assert seat is not None and state.view(seat).rounds == 0
        state.apply(bot.choose(state.view(seat), state.legal_actions(), rng))
    fences = state.view(state.current_player).fences[state.current_player]
    kept = f"spends nothing: keeps your {fences} fences"
    assert reason(state, "Do nothing") == (
        f"{kept}, a tie-break when the range closes after this round"
        if round_limit == 1
        else f"{kept} for a line that closes a field"
    )


def test_no_reason_in_the_last_round_promises_a_later_turn() -> None:
    """Seeded games with a short round limit: in the last round no reason says "next turn" or keeps
    fences "for a line that closes a field", and a second walk says it sets up nothing."""
    checked: set[str] = set()
    for seed in (9, 10, 11):
        state = GAME.new(["Ana", "Ben"], seed=seed, round_limit=8)
        rng, bot = random.Random(seed), GAME.bot()
        while not state.is_over:
            seat = state.current_player
            assert seat is not None
            view = state.view(seat)
            for action in state.legal_actions():
                said = GAME.reason(view, action)
                if view.rounds == view.round_limit - 1:
                    checked.add(" ".join(str(action).split()[:2]))
                    assert "next turn" not in said and "for a line" not in said, (seed, str(action), said)
            state.apply(bot.choose(view, state.legal_actions(), rng))
    assert {"Move again", "Do nothing"} <= checked, checked


def _review_game(players: int, seed: int, moves: int, bots: str = "house", **options: int) -> CowboyState:
    """A seeded game as the third review replayed it: a bot in each seat choosing with
    ``random.Random(seed)``, ``moves`` moves in (the review's positions are named so)."""
    state = GAME.new(["Ana", "Ben", "Cy", "Dee"][:players], seed=seed, **options)
    rng = random.Random(seed)
    seats = [GAME.bot() if bots == "house" else RandomBot() for _ in range(players)]
    for _ in range(moves):
        seat = state.current_player
        assert seat is not None
        state.apply(seats[seat].choose(state.view(seat), state.legal_actions(), rng))
    return state


def _rolled(state: CowboyState, action: object, roll: int) -> tuple[CowboyState, list[str], list[str]]:
    """``action`` applied to a copy of ``state`` with every D8 rolling ``roll``: the copy, and what
    happened before the event card (kinds and texts: a card drawn after may move steers too)."""
    after = state.clone()
    original = CowboyState._roll
    CowboyState._roll = lambda self: roll  # type: ignore[method-assign]
    try:
        events = after.apply(action)
    finally:
        CowboyState._roll = original  # type: ignore[method-assign]
    card = next((i for i, event in enumerate(events) if event.kind in ("card", "reshuffle")), len(events))
    return after, [event.kind for event in events[:card]], [event.text for event in events[:card]]


def _rustle_checked(state: CowboyState, action: object, said: str) -> None:
    """What a rustle's reason says of being caught, against the engine with every D8 a 1: a catch
    that hands the victim his fifth steer is said to ("... wins"), and none other is."""
    seat = state.current_player
    victim = state.grid.owner[parse_square(action.steer, state.size)]  # type: ignore[attr-defined]
    assert seat is not None and victim is not None
    after, kinds, told = _rolled(state, action, 1)
    victim_wins = "win" in kinds and after.winner == victim
    warned = f"caught: {state.players[victim]} wins" in said
    assert warned is victim_wins, (said, told)
    assert " may win" not in said, said  # the view counts the box: a spare comes or it does not
    rival = state.players[victim]
    if f"no spare for {rival}" in said or f"{rival} gets none" in said:  # a printed steer paid, box empty
        assert any(text.endswith("gets none.") for text in told), (said, told)
    # The fifth review's Z1: "you pay X a steer" is said only when X gets it; a steer he has no room
    # for, or a printed one with no spare for it, is lost to the rustler and brings X nothing.
    if f"you pay {rival} a steer" in said:
        assert after.herd(victim) == state.herd(victim) + 1, (said, told)
    if "you lose a steer" in said:
        assert after.herd(victim) == state.herd(victim), (said, told)
        assert after.herd(seat) == state.herd(seat) - 1, (said, told)


def _rustle_taken_checked(state: CowboyState, action: object, said: str) -> None:
    """What a rustle's reason says of taking the steer, against the engine with every D8 an 8: a
    steer for the rustler ("to take" or "to win") whenever one comes, else (a printed steer, with no
    spare left in the box) only "to cover" the rival's; and a fifth steer said to win wins."""
    seat = state.current_player
    assert seat is not None
    after, kinds, told = _rolled(state, action, 8)
    gained = any(" goes into " in text or " moves into " in text for text in told)
    covered = " to cover " in said
    assert covered is not gained, (said, told)
    if covered:
        assert "printed steer" in said and any("none is spare" in text for text in told), (said, told)
    else:
        assert " to take " in said or " to win" in said, said
    assert "if any" not in said, said  # the view counts the box: no hedge
    wins = " to win" in said or "your fifth steer: a win" in said
    assert wins is (gained and state.herd(seat) + 1 >= 5), said
    if wins:
        assert "win" in kinds and after.winner == seat, (said, told)


def test_a_rustle_of_the_reviews_printed_steer_says_the_steer_you_gain() -> None:
    """The third review's X2 position: taken, Ben's printed steer at G6 is covered and a spare goes
    into Ana's H12, so herds go from 2-3 to 3-2; the reason said only that Ben's steer was covered."""
    state = _review_game(2, 0, 55)
    rustle = state.action_from_string("Rustle the steer at G6 into H12")
    said = reason(state, "Rustle the steer at G6 into H12")
    assert said == (
        "38% to take Ben's printed steer (you get a spare from the box); 25% caught: the Bag o' Bills pays"
    )
    after, _, told = _rolled(state, rustle, 8)
    assert (state.herd(0), state.herd(1), after.herd(0), after.herd(1)) == (2, 3, 3, 2), told
    _rustle_taken_checked(state, rustle, said)


def test_a_caught_rustle_that_pays_the_victim_his_fifth_steer_says_he_wins() -> None:
    """The third review's X1 position: Ana (3 steers, the Lariat) rustles Ben (4 steers, the
    Brander); caught, she pays him her first steer, a printed one: a spare from the box stands for it
    in a free square of his field, his fifth, and he wins (the box holds spares: the view counts them,
    so no "may")."""
    state = _review_game(2, 3, 113)
    rustle = state.action_from_string("Rustle the steer at H3 into H1")
    said = reason(state, "Rustle the steer at H3 into H1")
    assert said == "61% to take Ben's steer (into your field); 39% caught: Ben wins with the steer you pay"
    after, kinds, told = _rolled(state, rustle, 1)
    assert "caught" in kinds and after.is_over and after.winner == 1, told
    _rustle_checked(state, rustle, said)


@pytest.mark.parametrize("spare", [True, False])
def test_a_caught_rustler_paying_a_printed_steer_as_the_victims_fifth_says_whether_a_spare_comes(
    monkeypatch: pytest.MonkeyPatch, spare: bool
) -> None:
    """Ana's first steer is a printed one: paid to Ben (four steers and a free square), it is covered
    and a spare from the box stands for it, his fifth, and he wins; with the box empty he gets none
    (the fourth review's Y1: the line said he "may win")."""
    ben = ["G9", "G10", "G11", "G12"]
    state = staged(
        terrain={"A1": "P"},
        fields={"Ana": [["A1", "B1"]], "Ben": [[*ben, "H12"]]},
        steers=ben,
        next_cards=[QUIET],
    )
    if not spare:
        state.tokens.gone["steer"] = 24 - len(ben)
    play(state, "Stay put")
    rustle = "Rustle the steer at G12 into B1"
    said = reason(state, rustle)
    assert said == "38% to take Ben's steer (into your field); 25% caught: " + (
        "Ben wins with the steer you pay" if spare else "you lose a steer, Ben gets none"
    )
    _rustle_checked(state, state.action_from_string(rustle), said)
    scripted(monkeypatch, 1, *[1] * (0 if spare else 20))  # caught; with no win, the event card goes on
    play(state, rustle)
    assert (state.is_over and state.winner == 1) is spare


@pytest.mark.parametrize(
    ("players", "seed", "moves", "rustle", "said"),
    [
        (
            4,
            7,
            366,
            "Rustle the steer at K6 into K2",
            "61% to cover Dee's printed steer (no spare for you); "
            "16% caught: you lose a steer, Dee gets none",
        ),
        (
            3,
            4,
            152,
            "Rustle the steer at F6 into G5",
            "38% to cover Cy's printed steer (the box has no spare for you); "
            "25% caught: the Bag o' Bills pays",
        ),
    ],
)
def test_a_rustle_of_a_printed_steer_with_the_box_empty_says_you_gain_none(
    players: int, seed: int, moves: int, rustle: str, said: str
) -> None:
    """The fourth review's Y1 positions: every roaming steer is out of play or on the board, so the
    rustle covers the rival's printed steer and no spare comes (Cy holds four steers: the line said
    "61% to win", yet no win can come)."""
    state = _review_game(players, seed, moves)
    seat = state.current_player
    assert seat is not None and state.view(seat).steers_in_box == 0
    assert reason(state, rustle) == said
    action = state.action_from_string(rustle)
    after, kinds, told = _rolled(state, action, 8)
    assert after.herd(seat) == state.herd(seat) and "win" not in kinds, told
    _rustle_taken_checked(state, action, said)
    _rustle_checked(state, action, said)


def test_the_reviews_printed_steer_rustle_keeps_printed_in_its_short_form() -> None:
    """The fourth review's Y2 position: the short form said "to win with Ben's steer (a spare from the
    box, if any)", as if a spare were Ben's steer; it keeps "printed" and shortens elsewhere."""
    state = _review_game(2, 3, 101)
    said = reason(state, "Rustle the steer at J2 into H1")
    assert said == "61% to win with Ben's printed steer; 39% caught: the Bag o' Bills pays"
    _rustle_taken_checked(state, state.action_from_string("Rustle the steer at J2 into H1"), said)


LONG = ("Bartholomew", "Christopher")  # 11 letters each: the longest names the review tried


@pytest.mark.parametrize("paid_printed", [False, True])
@pytest.mark.parametrize("victim_four", [False, True])
@pytest.mark.parametrize("fifth", [False, True])
@pytest.mark.parametrize("spare", [True, False])
@pytest.mark.parametrize("printed", [False, True])
def test_a_rustle_between_long_names_fits_the_line_and_keeps_what_it_gains_and_costs(
    printed: bool, spare: bool, fifth: bool, victim_four: bool, paid_printed: bool
) -> None:
    """The fourth review's Y2: with 11-letter names (the Lariat and the Brander: 61% and 39%) every
    form of a rustle's line fits in 100 characters, and still says a printed steer is printed, a
    cover gains none, a fifth steer wins, and a payment that makes the victim's fifth wins him the
    game or brings him none; the engine bears each out."""
    herds = [
        *(["A1", "B1", "C1", "D1"] if fifth else ["A1"]),
        *(["G9", "G10", "G11"] if victim_four else []),
        "G12",
    ]
    terrain = {"G12": "P"} if printed else {}
    if paid_printed:  # the rustler's first steer, the one a catch pays
        terrain["A1"] = "P"
    state = staged(
        LONG,
        terrain=terrain,
        fields={
            LONG[0]: [[s for s in herds if s < "E"] + ["E1"]],
            LONG[1]: [[s for s in herds if s > "E"] + ["H12"]],
        },
        steers=[s for s in herds if s not in terrain],
        items={LONG[0]: [Card.LARIAT], LONG[1]: [Card.BRANDER]},
        next_cards=[QUIET],
    )
    if not spare:
        state.tokens.gone["steer"] = 24 - len(state.tokens.steers)
    play(state, "Stay put")
    rustle = "Rustle the steer at G12 into E1"
    said = reason(state, rustle)
    assert len(said) <= 100, (len(said), said)
    gain, cost = said.split("; 39% caught: ")
    assert gain.startswith("61% to ") and ("printed steer" in gain) is printed, said
    assert (" to cover " in gain) is (printed and not spare), said
    assert (" win" in gain) is (fifth and (spare or not printed)), said
    name = LONG[1]
    if paid_printed and not spare:  # a printed steer paid with no spare for it: he gets none
        assert cost in (f"you lose a steer, {name} gets none", "you lose a steer"), said
    elif not victim_four:
        assert cost == f"you pay {name} a steer", said
    else:  # a roaming steer, or a spare for a printed one: his fifth
        assert cost in (f"{name} wins with the steer you pay", f"{name} wins"), said
    action = state.action_from_string(rustle)
    _rustle_taken_checked(state, action, said)
    _rustle_checked(state, action, said)


def _rustle_positions(seeds: range) -> list[CowboyState]:
    """Positions of seeded games (2-4 players, house bots and random ones) where the cowboy on turn
    may rustle."""
    found = []
    for players in (2, 3, 4):
        for seed in seeds:
            for bots in ("house", "random"):
                state = GAME.new(["Ana", "Ben", "Cy", "Dee"][:players], seed=seed)
                rng = random.Random(seed)
                seats = [GAME.bot() if bots == "house" else RandomBot() for _ in range(players)]
                while not state.is_over:
                    seat = state.current_player
                    assert seat is not None
                    legal = state.legal_actions()
                    if any(str(action).startswith("Rustle") for action in legal):
                        found.append(state.clone())
                    state.apply(seats[seat].choose(state.view(seat), legal, rng))
    return found


def test_every_rustle_of_seeded_games_says_what_the_engine_does_when_taken_and_caught() -> None:
    """Every rustle of seeded games, played with every D8 an 8 and with every D8 a 1: the steer
    gained (a spare for a printed one, if the box has one) and the win it brings, and the victim's
    win by the steer paid whenever it comes (the review found 22 rustles against a four-steer
    victim in seeds 3-8), all within the line."""
    warned = covered = 0
    positions = _rustle_positions(range(3, 9))
    for state in positions:
        seat = state.current_player
        assert seat is not None
        view = state.view(seat)
        for action in state.legal_actions():
            if str(action).startswith("Rustle"):
                said = GAME.reason(view, action)
                assert len(said) <= 100, said
                _rustle_taken_checked(state, action, said)
                _rustle_checked(state, action, said)
                warned += " with the steer you pay" in said
                covered += " to cover " in said
    assert len(positions) >= 30 and warned >= 3 and covered >= 3, (len(positions), warned, covered)


@pytest.mark.parametrize("room", [True, False])
def test_a_roaming_steer_paid_into_the_victims_free_square_as_his_fifth_wins_him_the_game(
    monkeypatch: pytest.MonkeyPatch, room: bool
) -> None:
    """Ana pays her first steer, a roaming token, so no box is asked: into Ben's free square it is
    his fifth and he wins; with no free square in his fields it goes back to the box and he does not."""
    ben = ["G9", "G10", "G11", "G12", *(["H12"] if room else [])]
    state = staged(
        fields={"Ana": [["A1", "B1"]], "Ben": [ben]},
        steers=["A1", "G9", "G10", "G11", "G12"],
        next_cards=[QUIET],
    )
    play(state, "Stay put")
    rustle = "Rustle the steer at G12 into B1"
    assert reason(state, rustle) == "38% to take Ben's steer (into your field); 25% caught: " + (
        "Ben wins with the steer you pay" if room else "you lose a steer, Ben has no room for it"
    )
    scripted(monkeypatch, 1, *[1] * (0 if room else 20))  # caught; with no win, the event card goes on
    play(state, rustle)
    assert (state.is_over and state.winner == 1) is room


def _played_out(state: CowboyState, action: object) -> CowboyState:
    """``action`` applied to a copy of ``state``, then the game played to its end by house bots."""
    after = state.clone()
    after.apply(action)
    rng, bot = random.Random(0), GAME.bot()
    while not after.is_over:
        seat = after.current_player
        assert seat is not None
        after.apply(bot.choose(after.view(seat), after.legal_actions(), rng))
    return after


def _lost_turn_checked(state: CowboyState, action: object, said: str) -> None:
    """A lost turn said to slow a rival is one he loses before the range closes; one said to have no
    effect is still owed when it closes (he has no turn left, or every turn left is lost already)."""
    name = action.name  # type: ignore[attr-defined]
    rival = state.players.index(name)
    unused = _played_out(state, action).skip[rival]
    if said.startswith(f"slows {name}"):
        assert unused == 0, said
    else:
        assert said.startswith("no effect: ") and unused >= 1, said


@pytest.mark.parametrize(
    ("players", "seed", "moves", "move", "said"),
    [
        (4, 1, 48, "Play it on Ana", "no effect: Ana has no turn left before the range closes"),
        (4, 1, 48, "Play it on Cy", "no effect: Cy has no turn left before the range closes"),
        (3, 5, 32, "Pour the Fire Water for Ana", "no effect: Ana has no turn left before the range closes"),
        (
            3,
            5,
            32,
            "Pour the Fire Water for Cy",
            "slows Cy, who has no steers (the best rival has 1); your turn goes on",
        ),
    ],
)
def test_in_the_last_round_a_lost_turn_slows_only_a_rival_still_to_play(
    players: int, seed: int, moves: int, move: str, said: str
) -> None:
    """The third review's X3 positions (round limit 6): Dee, the last seat, plays the Man with No Name
    and the range closes at once; Ben pours Fire Water in the last round, when Ana has played it and
    Cy has not."""
    state = _review_game(players, seed, moves, round_limit=6)
    view = state.view(state.current_player)
    assert view.rounds == view.round_limit - 1
    assert reason(state, move) == said
    _lost_turn_checked(state, state.action_from_string(move), said)


def test_in_the_last_round_a_fence_that_closes_nothing_is_said_to_cost_a_tie_break() -> None:
    """The third review's X3 position: a fence that closes no field in the last round leaves no
    square "two fences from" anything, as no later turn comes to build them. The fourth review's
    Y3: it said "kept, it counts in a tie-break", backwards for a hint to build it; a fence kept in
    hand is the tie-break (ROUND_LIMIT_ORDER ends with fences), and this one closes nothing."""
    state = _review_game(2, 0, 23, round_limit=6)
    said = reason(state, "Build a fence")
    assert (
        said
        == "the range closes after this round: this fence closes nothing; a fence kept in hand is a tie-break"
    )
    after = state.clone()
    events = after.apply(BUILD)
    assert not any(event.kind == "field" for event in events) and after.grid.owner == state.grid.owner


@pytest.mark.parametrize("players", [2, 3, 4])
def test_no_reason_in_the_last_round_promises_what_a_later_turn_would_bring(players: int) -> None:
    """Seeded games with the round limit 6: in the last round no walk heads for a steer or a pen,
    no fence leaves a square some fences from one, no empty field is room to rope steers into,
    cut wood is for the tie-break, and a lost turn
    played on a rival slows him only if he has a turn to lose (checked by playing the game out)."""
    checked: set[str] = set()
    for seed in range(8):
        state = GAME.new(["Ana", "Ben", "Cy", "Dee"][:players], seed=seed, round_limit=6)
        rng, bot = random.Random(seed), GAME.bot()
        while not state.is_over:
            seat = state.current_player
            assert seat is not None
            view = state.view(seat)
            for action in state.legal_actions() if view.rounds == view.round_limit - 1 else ():
                said = GAME.reason(view, action)
                kind = " ".join(str(action).split()[:2])
                checked.add(kind)
                promises = (
                    "fences from",
                    "fence from",
                    "a step toward",
                    "for pens",
                    "from it now",
                    "room for",
                )
                for later in (*promises, "room to rope"):
                    assert later not in said, (seed, str(action), said)
                if kind == "Cut wood":
                    assert "tie-break" in said, said
                if type(action).__name__ in ("PlayOn", "Pour"):
                    _lost_turn_checked(state, action, said)
                    checked.add("no effect" if said.startswith("no effect") else "slows")
            state.apply(bot.choose(view, state.legal_actions(), rng))
    assert {"Move N", "Build a", "slows", *(["no effect"] if players > 2 else [])} <= checked, checked


@pytest.mark.parametrize(("skip", "rounds"), [(0, 0), (1, 0), (1, 1)])
def test_fire_water_for_a_rival_whose_turns_left_are_all_lost_already_has_no_effect(
    skip: int, rounds: int
) -> None:
    """Round limit 2: Ana (first seat) pours for Cy, who still plays after her this round and, in the
    first round, in the next one too; a lost turn slows him only while he has more turns left than
    turns already lost."""
    state = staged(NAMES[:3], items={"Ana": [Card.FIRE_WATER]}, next_cards=[QUIET] * 6, round_limit=2)
    state.skip[2], state.rounds = skip, rounds
    said = reason(state, "Pour the Fire Water for Cy")
    if skip and rounds:
        assert said == "no effect: Cy already loses every turn left before the range closes"
    else:
        assert said.startswith("slows Cy")
    _lost_turn_checked(state, state.action_from_string("Pour the Fire Water for Cy"), said)
