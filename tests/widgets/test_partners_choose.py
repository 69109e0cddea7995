"""Choosing a Partners move click by click, with no table and no picture: a card, then a piece, then
(when there is a choice) a field; Switch piece after piece; the split 7 step by step. Each click either
changes only what is picked, completes exactly one legal move, or is refused with a rule of the game."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from tabletop.core import IllegalAction
from tabletop.partners import Kind, PartnersState, Phase, PlaySeven, Step, Switch
from tabletop.partners.data import HOUSE, PIECES, PLAYERS
from tabletop.partners.track import piece_name
from widgets.partners.choose import Options, Pick, choose
from widgets.partners.table import GAME

C = ["circle"] * 4
NAMES = ("Ana", "Ben", "Cy", "Dee")


def staged(pieces: Sequence[Sequence[str]], hand: Sequence[str]) -> PartnersState:
    """Ana (Yellow) plays first, no swap, the pieces where ``pieces`` says and ``hand`` in her hand."""
    state: PartnersState = GAME.new(
        NAMES, 1, swap=False, pieces=[list(row) for row in pieces], hands=[list(hand), [], [], []]
    )
    return state


def refusal(state: PartnersState, pick: Pick, what: str) -> IllegalAction:
    """The refusal of a click, checking that it left both the pick and the game as they were."""
    before, picked = state.to_json(), Pick(pick.card, pick.piece)
    with pytest.raises(IllegalAction) as caught:
        choose(state, pick, what)
    assert pick == picked and state.to_json() == before
    return caught.value


def click_refusals(state: PartnersState) -> dict[str, IllegalAction]:
    """Each card in the hand of the player on turn picked (none while a 7 is split), then each of
    the 16 pieces clicked, as the board's clicks reach the table: every refusal, by click."""
    seat = state.current_player
    assert seat is not None
    refused: dict[str, IllegalAction] = {}
    cards = [None] if state.phase is Phase.SEVEN else sorted(set(state.hands[seat]), key=list(Kind).index)
    for card in cards:
        pick = Pick()
        if card is not None:
            try:
                choose(state, pick, f"card {card}")
            except IllegalAction as err:
                refused[f"card {card}"] = err
        for piece in range(PLAYERS * PIECES):
            try:
                choose(state, Pick(pick.card, pick.piece), f"piece {piece_name(piece)}")
            except IllegalAction as err:
                refused[f"card {card}, piece {piece_name(piece)}"] = err
    return refused


# ---- a card, a piece, a field ----


def test_a_card_click_only_picks_the_card() -> None:
    state = staged([["yellow 5", "circle", "circle", "circle"], C, C, C], ["5", "2", "3", "9"])
    pick = Pick()
    assert choose(state, pick, "card 5") is None
    assert pick == Pick(Kind.FIVE, None) and state.history == []


def test_a_piece_with_one_move_completes_the_move_at_once() -> None:
    state = staged([["yellow 5", "circle", "circle", "circle"], C, C, C], ["5", "2", "3", "9"])
    pick = Pick()
    choose(state, pick, "card 5")
    assert choose(state, pick, "piece Yellow 1") == "Play 5: Yellow 1 to yellow 10"
    assert state.history == []  # nothing is applied: the move is handed back to be made


def test_a_piece_with_several_moves_is_picked_and_its_fields_become_the_targets() -> None:
    # Yellow 1 just before its own start field: 1/14 may go 1 into the house, or 1 or 14 on.
    state = staged([["green 14", "red 3", "circle", "circle"], C, C, C], ["1/14", "2", "3", "5"])
    pick = Pick()
    choose(state, pick, "card 1/14")
    options = Options.of(frozenset(map(str, state.legal_actions())))
    assert options.pieces(pick) == {0, 1}
    assert choose(state, pick, "piece Yellow 1") is None and pick == Pick(Kind.ONE_14, 0)
    assert {str(a) for a in options.targets(pick).values()} == {
        "Play 1/14: Yellow 1 to yellow house 1",
        "Play 1/14: Yellow 1 to yellow 1",
        "Play 1/14: Yellow 1 to yellow 14",
    }
    assert str(options.targets(pick)[HOUSE]) == "Play 1/14: Yellow 1 to yellow house 1"
    # Another piece with one move, once a piece is picked, is picked in turn rather than moved.
    assert choose(state, pick, "piece Yellow 2") is None and pick == Pick(Kind.ONE_14, 1)
    assert choose(state, pick, "card 1/14") is None and pick == Pick(Kind.ONE_14, None)


def test_nothing_lets_go_of_the_card_and_the_piece() -> None:
    state = staged([["green 14", "red 3", "circle", "circle"], C, C, C], ["1/14", "2", "3", "5"])
    pick = Pick()
    choose(state, pick, "card 1/14")
    choose(state, pick, "piece Yellow 1")
    assert choose(state, pick, "nothing") is None and pick == Pick()


def test_the_side_buttons_match_what_is_picked() -> None:
    state = staged([["green 14", "red 3", "circle", "circle"], C, C, C], ["1/14", "2", "3", "5"])
    options = Options.of(frozenset(map(str, state.legal_actions())))
    assert options.matching(Pick()) == []  # no card picked: the board is the way in
    yellow_1 = [str(a) for a in options.matching(Pick(Kind.ONE_14, 0))]
    assert len(yellow_1) == 3 and all(a.startswith("Play 1/14: Yellow 1 ") for a in yellow_1)


# ---- Switch, piece after piece ----


def test_a_switch_takes_two_piece_clicks_and_the_second_makes_it() -> None:
    state = staged(
        [["yellow 3", "circle", "circle", "circle"], ["red 9", "red 11", "circle", "circle"],
         ["green 5", "circle", "circle", "circle"], ["blue 9", "blue 9", "circle", "circle"]],
        ["Switch", "2", "3", "5"],
    )  # fmt: skip
    pick = Pick()
    choose(state, pick, "card Switch")
    options = Options.of(frozenset(map(str, state.legal_actions())))
    assert options.pieces(pick) == {0, 4, 5, 8}  # Green's pair is out of reach
    assert choose(state, pick, "piece Red 2") is None and pick.piece == 5
    assert options.pieces(pick) == {0, 8} and options.targets(pick) == {}
    err = refusal(state, pick, "piece Red 1")  # the same colour
    assert "Switch swaps two pieces of different colours" in err.message
    assert choose(state, pick, "piece Yellow 1") == str(Switch(0, 5))


def test_a_switch_refusal_names_the_piece_clicked() -> None:
    state = staged(
        [["circle", "yellow 5", "circle", "circle"], ["red 3", "circle", "circle", "circle"], C,
         ["house 1", "circle", "circle", "circle"]],
        ["Switch", "2", "3", "5"],
    )  # fmt: skip
    pick = Pick()
    choose(state, pick, "card Switch")
    for piece, why in (("Green 1", "in its house"), ("Yellow 1", "in its circle")):
        assert refusal(state, pick, f"piece {piece}").message == f"{piece} is {why}, out of Switch's reach."


# ---- the split 7, step by step ----


def test_a_split_seven_is_chosen_piece_by_piece_without_a_card() -> None:
    state = staged(
        [["yellow 5", "green 13", "circle", "circle"], ["red 4", "circle", "circle", "circle"], C, C],
        ["7", "2", "3", "5"],
    )
    state.apply(PlaySeven())
    pick = Pick()
    assert choose(state, pick, "piece Yellow 1") is None and pick == Pick(None, 0)
    steps = {a.to: a for a in Options.of(frozenset(map(str, state.legal_actions()))).targets(pick).values()}
    assert steps and all(isinstance(s, Step) and s.piece == 0 for s in steps.values())
    state.apply(state.action_from_string("Move Yellow 1 by 2 to yellow 7"))
    pick.clear()
    err = refusal(state, pick, "piece Yellow 1")
    assert err.message == "Yellow 1 has already moved its part of this 7: each piece takes at most one part."
    err = refusal(state, pick, "card 2")
    assert err.message == "Ana is splitting a 7 and has 5 steps left to use."


# ---- refusals ----


@pytest.mark.parametrize(
    ("click", "message", "rule"),
    [
        ("piece Yellow 1", "Pick a card first, then a piece.", "partners.turn"),
        ("card 12", "Ana holds no such card.", "partners.hand"),
        ("card Joker", "Ana holds no such card.", "partners.hand"),
        ("piece Purple 9", "'piece Purple 9' is nothing on this board.", "core.legal-actions"),
        ("Hello", "'Hello' is nothing on this board.", "core.legal-actions"),
    ],
)
def test_a_click_that_leads_nowhere_is_refused_and_changes_nothing(
    click: str, message: str, rule: str
) -> None:
    state = staged(
        [["yellow 5", "circle", "circle", "circle"], ["red 2", "circle", "circle", "circle"], C, C],
        ["5", "2", "3", "9"],
    )
    err = refusal(state, Pick(), click)
    assert (err.message, err.rule) == (message, rule)


def test_a_card_no_piece_can_use_is_refused_with_each_pieces_reason() -> None:
    state = staged([["start", "start", "circle", "circle"], C, C, C], ["Start", "12", "5", "2"])
    err = refusal(state, Pick(), "card Start")
    assert err.message == (
        "No piece can use Start (Yellow 3: two of its own pieces already share the yellow start field; "
        "Yellow 4: two of its own pieces already share the yellow start field)."
    )
    assert GAME.rule(err.rule).summary


def test_a_piece_the_card_cannot_move_is_refused_for_what_cuts_its_way() -> None:
    # A 3 counts Yellow 1 from green 14 to yellow house 3 (Yellow 2 is there) or yellow 3 (a pair).
    state = staged(
        [["green 14", "house 3", "yellow 3", "yellow 3"], ["red 2", "circle", "circle", "circle"], C, C],
        ["3", "2", "5", "9"],
    )
    pick = Pick()
    choose(state, pick, "card 3")
    err = refusal(state, pick, "piece Yellow 1")
    assert err.message == (
        "Yellow 1: Yellow 2 already stands on yellow house 3: pieces in a house never share a field."
    )


def test_a_piece_clicked_during_the_card_swap_is_refused_with_the_swap_rule() -> None:
    """No piece moves before every player has given a card: a piece click (a forged message, since
    the board lights none) is refused with the swap's rule, not an error of the table."""
    state: PartnersState = GAME.new(NAMES, 3)
    assert state.phase is Phase.SWAP
    for piece in (0, PIECES, 2 * PIECES + 1):
        err = refusal(state, Pick(), f"piece {piece_name(piece)}")
        assert err.rule == "partners.swap"
        assert err.message == "First every player gives one card to their partner."


def test_nothing_can_be_chosen_once_the_game_is_over() -> None:
    state: PartnersState = GAME.new(NAMES, 3)
    bots = [GAME.bot() for _ in range(PLAYERS)]
    rng = random.Random(3)
    while (seat := state.current_player) is not None:
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions(), rng))
    assert refusal(state, Pick(), "card 5").rule == "core.game-over"


@pytest.mark.parametrize("seed", [2026, 7])
def test_every_card_and_piece_click_in_a_whole_game_names_a_rule_of_the_game(seed: int) -> None:
    """At every play of a game between bots (the lesson's table seed among them), each card of the
    player on turn, then each piece: a click the board refuses is refused by a rule of Partners,
    never as a move no board has."""
    state = GAME.new(NAMES, seed=seed)
    bots = [GAME.bot() for _ in range(PLAYERS)]
    rng = random.Random(seed)
    asked = 0
    while (seat := state.current_player) is not None:
        if state.phase is not Phase.SWAP:
            for click, err in click_refusals(state).items():
                assert err.rule != "core.legal-actions" and "position" not in err.message, (
                    click,
                    err.message,
                )
                asked += 1
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions(), rng))
    assert asked > 1000


def test_every_click_a_whole_game_accepts_completes_a_legal_move_or_only_picks() -> None:
    """At every play of a game between bots: every card, then every piece, then again every piece
    after a piece is picked; a click that hands back a move hands back a legal one."""
    state = GAME.new(NAMES, seed=11)
    bots = [GAME.bot() for _ in range(PLAYERS)]
    rng = random.Random(11)
    made = 0
    while (seat := state.current_player) is not None:
        if state.phase is not Phase.SWAP:
            legal = {str(a) for a in state.legal_actions()}
            hand = [None] if state.phase is Phase.SEVEN else sorted(set(state.hands[seat]), key=str)
            for card in hand:
                first = Pick()
                try:
                    if card is not None:
                        choose(state, first, f"card {card}")
                except IllegalAction:
                    continue  # a card no piece can use
                for piece in range(PLAYERS * PIECES):
                    pick = Pick(first.card, first.piece)
                    try:
                        move = choose(state, pick, f"piece {piece_name(piece)}")
                    except IllegalAction:
                        continue
                    if move is not None:
                        assert move in legal
                        made += 1
                    else:
                        assert pick.piece == piece
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions(), rng))
    assert made > 100
