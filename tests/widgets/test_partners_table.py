"""The Partners table driven as a player drives it: a card, a piece and a field clicked on the board,
the 7 split step by step, Switch piece after piece, refusals that name the rule, the partner swap, hot
seats, and a picture that never shows a seat another seat's cards."""

from __future__ import annotations

import itertools
import random
import re
from collections.abc import Sequence
from html import unescape

import pytest

from tabletop.partners import GiveUp, Kind, Move, PartnersState, Phase, PlaySeven, Step, Switch
from tabletop.partners.actions import Give, parse
from tabletop.partners.data import PIECES, PLAYERS
from tabletop.partners.track import piece_name
from widgets.move_buttons import MENU_AFTER
from widgets.partners.draw import draw_board
from widgets.partners.table import GAME, MAX_BUTTONS, PartnersTable, partners_table
from widgets.table import HUMAN

C = ["circle"] * 4
NAMES = ("Ana", "Ben", "Cy", "Dee")


# ---- reading the board ----


def shapes(svg: str) -> list[tuple[str, str, bool]]:
    """Every clickable shape in document order: (action, accessible name, enabled)."""
    found = re.findall(r'data-action="([^"]+)"[^>]*aria-label="([^"]*)" aria-disabled="(true|false)"', svg)
    return [(unescape(action), unescape(label), state == "false") for action, label, state in found]


def enabled(svg: str) -> list[str]:
    return [action for action, _, on in shapes(svg) if on]


def disabled(svg: str) -> dict[str, str]:
    """Disabled shapes' actions and what their hover text says."""
    return {action: label for action, label, on in shapes(svg) if not on}


def lit_cards(svg: str) -> set[str]:
    """The cards in hand that can be played now, by name."""
    out = set()
    for action in enabled(svg):
        if action == "Play 7":
            out.add("7")
        elif action.startswith("pick card "):
            out.add(action.removeprefix("pick card "))
    return out


def lit_pieces(svg: str, picked: int | None = None) -> set[int]:
    """Pieces that light up: a "pick piece" choice, or (with a single move) the move itself.

    ``picked`` is the piece already picked for a Switch (its partners send the Switch). Not for a
    piece picked for a move: its ringed fields carry moves too.
    """
    out = set()
    for action in enabled(svg):
        parsed = parse(action)
        if action.startswith("pick piece "):
            colour, number = action.removeprefix("pick piece ").split()
            out.add(("Yellow", "Red", "Blue", "Green").index(colour) * PIECES + int(number) - 1)
        elif isinstance(parsed, Move | Step):
            out.add(parsed.piece)
        elif isinstance(parsed, Switch):
            out.update({parsed.first, parsed.second} - {picked})
    return out


def targets(svg: str) -> dict[int, str]:
    """Ringed fields once a piece is picked: where each goes, and the move it sends."""
    out = {}
    for action in enabled(svg):
        parsed = parse(action)
        if isinstance(parsed, Move | Step):
            out[parsed.to] = action
    return out


def buttons(table: PartnersTable) -> list[str]:
    return table.side_moves()  # the buttons, or the compact menu when there are many


def legal(table: PartnersTable) -> list[str]:
    return [str(a) for a in table.state.legal_actions()]


def card_of(action: object) -> Kind | None:
    if isinstance(action, Move | Give):
        return action.card
    if isinstance(action, PlaySeven):
        return Kind.SEVEN
    if isinstance(action, Switch):
        return Kind.SWITCH
    return None


def uses(action: object, card: Kind, piece: int) -> bool:
    """Whether a legal move plays ``card`` with ``piece`` (a Switch uses both of its pieces)."""
    if isinstance(action, Switch):
        return card is Kind.SWITCH and piece in (action.first, action.second)
    return isinstance(action, Move) and action.card is card and action.piece == piece


def staged(
    pieces: Sequence[Sequence[str]],
    hand: Sequence[str],
    others: Sequence[Sequence[str]] = ((), (), ()),
    *,
    seats: Sequence[str] | None = None,
    seed: int = 1,
) -> PartnersTable:
    """Ana (Yellow, human) plays first, no swap; the others are Sensible bots unless ``seats`` says."""
    return partners_table(
        NAMES, seats=seats, seed=seed, swap=False, pieces=pieces, hands=[list(hand), *map(list, others)]
    )


def snapshot(table: PartnersTable) -> tuple[str, str, int]:
    return table.state.to_json(), table.board.svg, table.board.version


# ---- choosing on the board ----


def check_choices(table: PartnersTable) -> None:
    """At a human's play decision: the lit cards, pieces and fields are exactly the legal ones."""
    state = table.state
    actions = state.legal_actions()
    svg = table.board.svg
    assert lit_cards(svg) == {str(card_of(a)) for a in actions if card_of(a) is not None}
    lit = lit_cards(svg)
    faded = {a.removeprefix("pick card ") for a in disabled(svg) if a.startswith("pick card ")}
    assert lit | faded == {str(card) for card in state.view(state.current_player).hand} and not lit & faded
    seven = ["Play 7"] if PlaySeven() in actions else []  # a side button whatever is picked
    for card in sorted(lit_cards(svg)):
        if card == "7":
            continue  # played at once, then split step by step
        kind = Kind(card)
        table.board.click(f"pick card {card}")
        assert table.pick.card is kind and "Not allowed" not in table.message.value
        movers = {p for p in range(PLAYERS * PIECES) if any(uses(a, kind, p) for a in actions)}
        assert lit_pieces(table.board.svg) == movers, card
        moves = [str(a) for a in actions if card_of(a) is kind]
        assert buttons(table) == (seven + moves)[:MAX_BUTTONS]
        for piece in sorted(movers):
            mine = [a for a in actions if isinstance(a, Move) and uses(a, kind, piece)]
            if len(mine) > 1:
                table.board.click(f"pick piece {piece_name(piece)}")
                assert table.pick.piece == piece
                assert targets(table.board.svg) == {m.to: str(m) for m in mine}
                assert buttons(table) == seven + [str(m) for m in mine]
                table.board.click(f"pick card {card}")  # the same card again: the piece is let go
                assert table.pick.piece is None
        table.board.click("pick nothing")
        assert table.pick.card is None and lit_pieces(table.board.svg) == set()
    assert state.legal_actions() == actions, "choosing changes nothing in the game"


def play_by_clicks(table: PartnersTable, *, check: bool = False, limit: int = 3000) -> int:
    """Play the human seats to the end with a fixed policy; returns the board clicks made.

    The browser harness plays the same way: the first enabled shape on the board (a ringed field
    comes before the pieces, a piece before the hand), or "Give up the hand" when nothing is lit.
    """
    clicks = 0
    while not table.state.is_over:
        if table._paused is not None:  # a deal is over: its summary, then the next deal
            assert table._paused == "Next deal" and "End of the deal." in table._scores.value
            assert buttons(table) == []
            table._continue.click()
            continue
        if table._passing:
            table._pass.click()
        seat = table.state.current_player
        if check and table.state.phase is Phase.PLAY and table.pick.card is None:
            check_choices(table)
        svg = table.board.svg
        before = list(table.state.history)
        legal_now = set(legal(table))
        moves = enabled(svg)
        if moves:
            table.board.click(moves[0])
            clicks += 1
        else:
            assert buttons(table) == ["Give up the hand"] == legal(table)
            assert "No card can be used" in svg
            table._buttons[0].click()
        assert "Not allowed" not in table.message.value, table.message.value
        made = table.state.history[len(before) :]
        if made:  # the human's move came first; then the bots answered
            assert str(made[0]) in legal_now and table.moves[len(table.moves) - len(made)].who == NAMES[seat]
        assert clicks < limit
    return clicks


def test_the_hand_lights_the_usable_cards_and_a_card_lights_the_pieces_that_can_use_it() -> None:
    table = staged(
        [["yellow 12", "red 2", "start", "circle"], ["red 9", "red 4", "circle", "circle"], C, C],
        ["7", "Start/8", "Switch", "-4"],
    )
    svg = table.board.svg
    assert lit_cards(svg) == {"7", "Start/8", "Switch", "-4"}
    assert "Your turn" in svg and "pick a lit card" in svg
    check_choices(table)
    table.board.click("pick card Start/8")
    # Start/8 brings Yellow 4 out (next to Yellow 3 on the start field) or moves any piece out 8.
    assert lit_pieces(table.board.svg) == {0, 1, 2, 3}
    assert enabled(table.board.svg)[:4] == [
        "Play Start/8: Yellow 1 to red 6",
        "Play Start/8: Yellow 2 to red 10",
        "Play Start/8: Yellow 3 to yellow 8",
        "Play Start/8: Yellow 4 out",
    ]
    assert "Start/8: pick a lit piece" in table.board.svg


def test_cards_with_no_use_are_faded_and_say_why() -> None:
    table = staged(
        [["yellow 3", "yellow 8", "house 4", "house 3"], ["red 2", "circle", "circle", "circle"], C, C],
        ["Start", "12", "5", "2"],
    )
    svg = table.board.svg
    assert lit_cards(svg) == {"12", "5", "2"}
    # No piece waits in Ana's circle: the Start has nothing to bring out, and says so.
    why = "Start brings a piece out of its circle, and none of Ana&#x27;s waits there"
    assert disabled(svg)["pick card Start"] == why.replace("&#x27;", "'")
    before = snapshot(table)
    table.board.click("pick card Start")
    assert f"Not allowed: {why}." in table.message.value
    assert "Start cards" in table.message.value  # the rule's title, with its summary to open
    assert snapshot(table) == before and table.pick.card is None


def test_a_start_card_stopped_by_an_own_pair_names_the_field_the_pair_holds() -> None:
    table = staged([["start", "start", "circle", "circle"], C, C, C], ["Start", "12", "5", "2"])
    why = disabled(table.board.svg)["pick card Start"]
    assert why == (
        "no piece can use Start (Yellow 3: two of its own pieces already share the yellow start field; "
        "Yellow 4: two of its own pieces already share the yellow start field)"
    )


def test_only_a_piece_just_out_wears_a_dotted_ring() -> None:
    """The lesson tells a piece just brought out by its dotted ring, so nothing else on the board
    (the places in the start circles included) is drawn dotted, and its name says it too."""
    table = staged(
        [["start", "yellow 5", "circle", "circle"], ["red 3", "circle", "circle", "circle"], C, C],
        ["12", "5", "2", "3"],
    )
    svg = table.board.svg
    dotted = re.findall(r"<circle [^>]*stroke-dasharray[^>]*>", svg)
    assert len(dotted) == 1
    x, y = re.findall(r'cx="([\d.]+)" cy="([\d.]+)"', dotted[0])[0]
    labels = [unescape(label) for label in re.findall(r'aria-label="([^"]*)"', svg)]
    assert [label for label in labels if "just brought out" in label] == [
        "Yellow 1 (Ana), on yellow start, just brought out"
    ]
    assert f'cx="{x}" cy="{y}" r="9"' in svg  # the ring is round Yellow 1's disc


def test_the_whole_game_offers_exactly_the_legal_cards_pieces_and_fields() -> None:
    table = partners_table(seed=7)
    assert play_by_clicks(table, check=True) > 50
    assert table.state.is_over


def test_a_piece_with_several_moves_rings_its_fields_and_a_ring_makes_the_move() -> None:
    # Yellow 1 just before its own start field: 1/14 may go 1 into the house, or 1 or 14 on.
    table = staged([["green 14", "red 3", "circle", "circle"], C, C, C], ["1/14", "2", "3", "5"])
    table.board.click("pick card 1/14")
    assert lit_pieces(table.board.svg) == {0, 1}
    table.board.click("pick piece Yellow 1")
    rings = targets(table.board.svg)
    assert set(rings.values()) == {
        "Play 1/14: Yellow 1 to yellow house 1",
        "Play 1/14: Yellow 1 to yellow 1",
        "Play 1/14: Yellow 1 to yellow 14",
    }
    assert "1/14: Yellow 1" in table.board.svg and "pick a ringed field" in table.board.svg
    table.board.click(rings[60])  # the house
    assert str(table.state.history[0]) == "Play 1/14: Yellow 1 to yellow house 1"
    assert table.state.view(0).pieces[0] == 60 and table.pick.card is None


def test_a_piece_with_one_move_moves_at_once() -> None:
    table = staged([["yellow 5", "circle", "circle", "circle"], C, C, C], ["5", "2", "3", "9"])
    table.board.click("pick card 5")
    assert enabled(table.board.svg)[0] == "Play 5: Yellow 1 to yellow 10"
    table.board.click("Play 5: Yellow 1 to yellow 10")
    assert [str(a) for a in table.state.history[:1]] == ["Play 5: Yellow 1 to yellow 10"]


def test_a_switch_is_chosen_in_two_piece_clicks() -> None:
    table = staged(
        [["yellow 3", "circle", "circle", "circle"], ["red 9", "red 11", "circle", "circle"],
         ["green 5", "circle", "circle", "circle"], ["blue 9", "blue 9", "circle", "circle"]],
        ["Switch", "2", "3", "5"],
    )  # fmt: skip
    switches = [a for a in table.state.legal_actions() if isinstance(a, Switch)]
    table.board.click("pick card Switch")
    assert "Switch: pick a piece" in table.board.svg
    assert lit_pieces(table.board.svg) == {0, 4, 5, 8}  # Green's pair is out of reach
    assert all(a.startswith("pick piece ") for a in enabled(table.board.svg)[:4])
    assert "cannot be moved now" in disabled(table.board.svg)["pick piece Green 1"]
    table.board.click("pick piece Red 2")
    assert table.pick.piece == 5
    partners = {s.first if s.second == 5 else s.second for s in switches if 5 in (s.first, s.second)}
    assert partners == {0, 8} and lit_pieces(table.board.svg, picked=5) == partners
    assert "Play Switch: Yellow 1 with Red 2" in enabled(table.board.svg)
    assert buttons(table) == [str(s) for s in switches if 5 in (s.first, s.second)]
    before = snapshot(table)
    table.board.click("pick piece Red 1")  # the same colour: refused with the rule
    assert "Switch swaps two pieces of different colours" in table.message.value
    assert snapshot(table)[0] == before[0]
    table.board.click("Play Switch: Yellow 1 with Red 2")
    assert table.state.history[0] == Switch(0, 5)
    ana = next(m for m in table.moves if m.who == "Ana")
    assert ana.events[0].text == "Ana plays Switch: Yellow 1 (yellow 3) and Red 2 (red 11) trade places."


def test_a_long_list_of_switches_collapses_into_a_menu_with_a_play_button() -> None:
    table = staged(
        [["yellow 3", "yellow 10", "circle", "circle"], ["red 9", "red 11", "red 5", "circle"],
         ["green 5", "green 12", "circle", "circle"], ["blue 9", "blue 6", "blue 2", "circle"]],
        ["Switch", "2", "3", "5"],
    )  # fmt: skip
    table.board.click("pick card Switch")
    offered = buttons(table)
    assert len(offered) > MENU_AFTER and all(text.startswith("Play Switch: ") for text in offered)
    assert table._menu_box.layout.display is None  # one menu and its Play button, not a wall of buttons
    assert all(b.layout.display == "none" for b in table._buttons)
    table._menu.value = offered[2]
    table._menu_play.click()
    assert str(table.state.history[0]) == offered[2] and table.moves[1].action == offered[2]
    assert table._menu_box.layout.display == "none"


def test_a_switch_refusal_names_the_piece_clicked() -> None:
    table = staged(
        [["circle", "yellow 5", "circle", "circle"], ["red 3", "circle", "circle", "circle"], C,
         ["house 1", "circle", "circle", "circle"]],
        ["Switch", "2", "3", "5"],
    )  # fmt: skip
    table.board.click("pick card Switch")
    for piece, why in (("Green 1", "in its house"), ("Yellow 1", "in its circle")):
        table.board.click(f"pick piece {piece}")
        assert f"Not allowed: {piece} is {why}, out of Switch&#x27;s reach." in table.message.value


def test_a_piece_the_card_cannot_move_is_refused_for_what_cuts_its_way() -> None:
    # A 3 counts Yellow 1 from green 14 to yellow house 3 (Yellow 2 is there) or yellow 3 (a pair).
    table = staged(
        [["green 14", "house 3", "yellow 3", "yellow 3"], ["red 2", "circle", "circle", "circle"], C, C],
        ["3", "2", "5", "9"],
    )
    table.board.click("pick card 3")
    table.board.click("pick piece Yellow 1")
    why = "Yellow 1: Yellow 2 already stands on yellow house 3: pieces in a house never share a field."
    assert f"Not allowed: {why}" in table.message.value


def test_a_card_clicked_while_a_seven_is_split_is_refused_for_the_seven() -> None:
    table = staged(
        [["yellow 5", "green 13", "start", "circle"], ["red 4", "circle", "circle", "circle"], C, C],
        ["7", "Start", "3", "5"],
    )
    table.board.click("Play 7")
    before = snapshot(table)
    table.board.click("pick card Start")  # a forged click: the hand is not clickable during a 7
    assert "Not allowed: Ana is splitting a 7 and has 7 steps left to use." in table.message.value
    assert snapshot(table) == before


def test_a_split_seven_is_played_step_by_step_to_the_end_on_the_board() -> None:
    table = staged(
        [["yellow 5", "green 13", "start", "circle"], ["red 4", "circle", "circle", "circle"], C, C],
        ["7", "2", "3", "5"],
    )
    table.board.click("Play 7")
    assert table.state.phase is Phase.SEVEN and table.state.current_player == 0
    used, ringed = 0, 0
    while table.state.phase is Phase.SEVEN:
        left = table.state.seven_left
        assert f"Split 7: {left} left" in table.board.svg
        label = re.search(r'aria-label="([^"]*)"', table.board.svg)
        assert label is not None and label[1].startswith(f"Partners, deal 1, Ana splits a 7, {left} left")
        steps = [a for a in table.state.legal_actions() if isinstance(a, Step)]
        assert lit_pieces(table.board.svg) == {s.piece for s in steps}
        assert lit_cards(table.board.svg) == set()  # the 7 is on the table: no other card now
        piece = min(s.piece for s in steps)
        mine = [s for s in steps if s.piece == piece]
        done = len(table.state.history)
        table.board.click(enabled(table.board.svg)[0])
        if len(mine) > 1:  # picked: its fields are ringed, the other pieces wait
            assert table.pick.piece == piece and len(table.state.history) == done
            assert targets(table.board.svg) == {s.to: str(s) for s in mine}
            assert f"pick where {piece_name(piece)} goes" in table.board.svg
            table.board.click(enabled(table.board.svg)[0])
            ringed += 1
        made = table.state.history[done]
        assert isinstance(made, Step) and made in mine
        used += made.steps
        assert "Not allowed" not in table.message.value
    assert used == 7 and table.state.history[0] == PlaySeven()
    assert 0 < ringed < 7, "some steps went through a ringed field, the last one straight from the piece"
    ana_steps = [a for a in table.state.history if isinstance(a, Step)]
    assert sum(s.steps for s in ana_steps) == 7
    assert len({s.piece for s in ana_steps}) == len(ana_steps)  # one part for each piece
    # The whole 7 is one play in the arrows, whatever the bots did after.
    seven = table.recent[0]
    assert seven.seat == 0 and seven.card is Kind.SEVEN and len(seven.hops) >= len(ana_steps)


def test_a_piece_that_has_moved_its_part_of_a_seven_is_refused_for_it() -> None:
    table = staged(
        [["yellow 5", "green 13", "circle", "circle"], ["red 4", "circle", "circle", "circle"], C, C],
        ["7", "2", "3", "5"],
    )
    table.board.click("Play 7")
    table.board.click("pick piece Yellow 1")
    table.board.click("Move Yellow 1 by 2 to yellow 7")
    assert table.state.seven_left == 5 and 0 not in lit_pieces(table.board.svg)
    before = snapshot(table)
    table.board.click("pick piece Yellow 1")
    why = "Yellow 1 has already moved its part of this 7: each piece takes at most one part."
    assert f"Not allowed: {why}" in table.message.value and snapshot(table) == before


def test_a_click_on_an_unlit_piece_changes_nothing_and_names_the_rule() -> None:
    table = staged(
        [["yellow 5", "circle", "circle", "circle"], ["red 2", "circle", "circle", "circle"], C, C],
        ["5", "2", "3", "9"],
    )
    before = snapshot(table)
    table.board.click("pick piece Yellow 1")  # no card yet
    assert "Pick a card first, then a piece." in table.message.value and "A turn" in table.message.value
    table.board.click("pick card 5")
    picked = snapshot(table)
    assert picked[0] == before[0]
    for click, why, rule in (
        ("pick piece Red 1", "Red 1 is not Ana&#x27;s to move", "Your cards"),
        ("pick piece Yellow 2", "Yellow 2: a piece leaves its circle only with a Start card", "Start cards"),
        ("pick piece Purple 9", "&#x27;piece Purple 9&#x27; is nothing on this board", "Legal moves"),
    ):
        table.board.click(click)
        assert f"Not allowed: {why}" in table.message.value and rule in table.message.value, click
        assert snapshot(table) == picked and table.pick.card is Kind.FIVE and table.pick.piece is None
    assert disabled(table.board.svg)["pick piece Red 1"].endswith("cannot be moved now")


def test_a_helper_clicking_an_own_piece_at_home_is_told_whose_pieces_they_move() -> None:
    """Ana's pieces are all home, the last on yellow house 4: her 5 moves Cy's pieces now."""
    home = ["house 1", "house 2", "house 3", "house 4"]
    table = staged(
        [home, ["red 2", "circle", "circle", "circle"], ["blue 5", "circle", "circle", "circle"], C],
        ["5", "2", "3", "9"],
    )
    table.board.click("pick card 5")
    before = snapshot(table)
    for piece in ("Yellow 1", "Yellow 4"):
        table.board.click(f"pick piece {piece}")
        why = "All four of Ana&#x27;s pieces are home: Ana&#x27;s cards now move Cy&#x27;s pieces."
        assert f"Not allowed: {why}" in table.message.value and "Helping your partner" in table.message.value
        assert snapshot(table) == before


def test_a_piece_at_the_end_of_its_house_clicked_during_a_seven_is_refused_for_the_house() -> None:
    table = staged(
        [["yellow 5", "house 4", "circle", "circle"], ["red 4", "circle", "circle", "circle"], C, C],
        ["7", "2", "3", "5"],
    )
    table.board.click("Play 7")
    before = snapshot(table)
    table.board.click("pick piece Yellow 2")
    why = "Yellow 2: the count runs 1 field past yellow house 4, the end of its house"
    assert f"Not allowed: {why}" in table.message.value and "The house" in table.message.value
    assert snapshot(table) == before


@pytest.mark.parametrize(
    ("forged", "why"),
    [
        ("Play 12: Yellow 1 to red 5", "Ana holds no 12."),
        ("Play 5: Yellow 1 to yellow 11", "5 counts Yellow 1 from yellow 5 to yellow 10, not to yellow 11."),
        ("Play 5: Red 1 to red 7", "Red 1 is not Ana&#x27;s to move."),
        ("Give 5 to partner", "Partners swap cards only right after a deal."),
        ("Give up the hand", "Ana can still use a card, e.g. Play 2: Yellow 1 to yellow 7."),
        ("Move Yellow 1 by 3 to yellow 8", "Steps are moved one by one only while splitting a 7."),
        ("pick card 12", "Ana holds no such card."),
        ("Hello", "&#x27;Hello&#x27; is not a move in Partners right now."),
    ],
)
def test_a_forged_action_is_refused_with_nothing_changed(forged: str, why: str) -> None:
    table = staged(
        [["yellow 5", "circle", "circle", "circle"], ["red 2", "circle", "circle", "circle"], C, C],
        ["5", "2", "3", "9"],
    )
    before = snapshot(table)
    table.board.click(forged)
    assert f"Not allowed: {why}" in table.message.value
    assert snapshot(table) == before


def test_a_message_that_is_not_an_action_is_refused_too() -> None:
    table = partners_table(seed=3)
    before = snapshot(table)
    table.board._receive(table.board, {"action": ["Play 7"]}, [])
    assert "is not a move in Partners right now" in table.message.value
    assert snapshot(table) == before


def test_no_card_to_give_is_lit_while_nothing_may_be_given() -> None:
    """While the table is paused (or another seat swaps) the swap's cards are drawn but not lit: a
    click on one could only be refused."""
    table = partners_table(seed=2026)
    view = table.state.view(0)
    assert view.phase is Phase.SWAP and view.current == 0
    assert enabled(draw_board(view, frozenset(legal(table)))) != []
    assert enabled(draw_board(view, frozenset())) == []


def test_the_swap_gives_a_card_with_one_click() -> None:
    table = partners_table(seed=2026)
    state = table.state
    assert state.phase is Phase.SWAP and state.current_player == 0
    hand = [str(card) for card in state.view(0).hand]
    gives = [f"Give {card} to partner" for card in dict.fromkeys(hand)]
    assert enabled(table.board.svg) == [f"Give {card} to partner" for card in hand]
    assert sorted(set(enabled(table.board.svg))) == sorted(legal(table)) == sorted(gives)
    assert buttons(table) == legal(table)
    assert "Swap: pick a card" in table.board.svg and "to give Cy" in table.board.svg
    label = re.search(r'aria-label="([^"]*)"', table.board.svg)
    assert label is not None and label[1].startswith("Partners, deal 1, swap, Ana chooses a card to give")
    table.board.click(gives[-1])
    given = Kind(hand[-1])
    assert state.history[0] == Give(given)
    view = state.view(0)
    assert view.gave is given and view.received is not None  # the bots gave too: the swap is done
    assert state.received[2] is given  # Cy holds it
    assert f"from Cy this deal: {view.received}" in table.board.svg
    assert state.phase is Phase.PLAY and state.current_player == 0
    assert table.recent == [], "a card set aside moves nothing: no arrows"


def test_hot_seat_hides_every_hand_until_the_next_human_takes_the_device() -> None:
    table = partners_table(NAMES, seats=[HUMAN, "Normal", HUMAN, "Normal"], seed=2026)
    assert not table._passing and "Your hand, Ana (Yellow)" in table.board.svg
    table.board.click(enabled(table.board.svg)[0])  # Ana gives; Ben (bot) gives; now Cy
    assert table._passing and table.state.current_player == 2
    svg = table.board.svg
    assert "Hands are hidden: pass the device to the player on turn." in svg
    assert "Your hand" not in svg and enabled(svg) == [] and disabled(svg) == {}
    assert buttons(table) == []
    assert table._pass.layout.display is None and table._pass.description == "I am Cy: show my view"
    before = snapshot(table)
    table.board.click(legal(table)[0])
    assert "the device goes to Cy first" in table.message.value
    assert snapshot(table) == before
    table._pass.click()
    svg = table.board.svg
    assert "Your hand, Cy (Blue)" in svg and "set aside for Ana" not in svg
    cy = [str(card) for card in table.state.view(2).hand]
    assert enabled(svg) == [f"Give {card} to partner" for card in cy]
    # The screen passed from Ana to Cy without either hand in between.
    assert before[1] == draw_board(table.state.view(None), frozenset(), table.pick, table.recent)


def test_two_humans_can_play_a_whole_game_passing_the_device() -> None:
    table = partners_table(NAMES, seats=[HUMAN, "Random", HUMAN, "Normal"], seed=12)
    assert play_by_clicks(table) > 20
    assert table.state.is_over and "Game over" in table.board.svg


@pytest.mark.parametrize("seed", [1, 2, 3, 2026])
def test_a_table_of_bots_plays_to_the_end_deal_by_deal(seed: int) -> None:
    table = partners_table(seats=["Normal"] * 4, seed=seed)
    deals = 0
    while table._paused is not None:  # every deal's end pauses with its summary, whatever the pace
        assert table._paused == "Next deal" and "End of the deal." in table._scores.value
        assert "Team pieces home" in table._scores.value and "Next deal" in table._turn.value
        table.resume()
        deals += 1
    assert deals > 3
    state = table.state
    assert state.is_over and state.winner is not None
    assert sorted(state.scores()) == sorted([8, 8, *[state.scores()[1 - state.winner]] * 2])
    label = re.search(r'aria-label="([^"]*)"', table.board.svg)
    assert label is not None and unescape(label[1]).startswith("Game over: ")
    assert "all eight pieces are home" in table.board.svg
    assert table._again.layout.display is None and buttons(table) == []
    assert "win!" in table.board.svg and "pass the device" not in table.board.svg
    assert table.moves[-1].events[-1].kind == "win"


def test_a_random_bot_table_plays_to_the_end() -> None:
    table = partners_table(seats=["Random", "Normal", "Random", "Normal"], seed=5)
    while table._paused is not None:
        table.resume()
    assert table.state.is_over


def twin(state: PartnersState, seat: int, rng: random.Random) -> PartnersState:
    """The same game with every other seat's cards dealt out differently (sizes kept)."""
    other = state.clone()
    seats = [s for s in range(PLAYERS) if s != seat]
    pool = [card for s in seats for card in other.hands[s]]
    rng.shuffle(pool)
    for s in seats:
        size = len(other.hands[s])
        other.hands[s], pool = pool[:size], pool[size:]
    other._legal = None
    return other


def test_a_seat_sees_no_other_hand() -> None:
    rng = random.Random(4)
    bots = [GAME.bot() for _ in range(PLAYERS)]
    state = GAME.new(NAMES, seed=9)
    checked = 0
    while not state.is_over:
        for seat in range(PLAYERS):
            other = twin(state, seat, rng)
            mine = state.current_player == seat
            legal_here = frozenset(map(str, state.legal_actions())) if mine else frozenset()
            legal_there = frozenset(map(str, other.legal_actions())) if mine else frozenset()
            assert legal_here == legal_there
            recent = [state.last] if state.last else []
            assert draw_board(state.view(seat), legal_here, recent=recent) == draw_board(
                other.view(seat), legal_there, recent=recent
            )
            checked += 1
        other = twin(state, 0, random.Random(0))
        if sorted(state.hands[1]) != sorted(other.hands[1]):  # the check can tell hands apart
            assert draw_board(state.view(1)) != draw_board(other.view(1))
        seat = state.current_player
        assert seat is not None
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions(), rng))
    assert checked > 400
    over = draw_board(state.view(None))  # the game is over: nobody is asked to take the device
    assert "win!" in over and "Hands are hidden" not in over and "Your hand" not in over


def test_the_hand_strip_shows_only_the_seats_own_cards() -> None:
    state = GAME.new(NAMES, seed=2026, hands=[["Start", "7"], ["Switch", "12"], ["-4", "10"], ["1/14", "11"]])
    for seat in range(PLAYERS):
        svg = draw_board(state.view(seat), frozenset(map(str, state.legal_actions())))
        strip = svg[svg.index("Your hand") :]
        big = re.findall(r'font-size="(?:22|16)" font-weight="700"[^>]*>([^<]+)</text>', strip)
        assert sorted(unescape(t) for t in big) == sorted(str(card) for card in state.hands[seat])


def test_give_up_is_a_button_when_no_card_can_be_used() -> None:
    table = staged([C, ["red 3", "circle", "circle", "circle"], C, C], ["2", "3", "5", "9"])
    svg = table.board.svg
    assert legal(table) == ["Give up the hand"] == buttons(table)
    assert enabled(svg) == ["Give up the hand"] and "No card can be used" in svg
    reasons = disabled(svg)
    assert reasons["pick card 2"].startswith("no piece can use 2 (Yellow 1: a piece leaves its circle")
    before = snapshot(table)
    table.board.click("pick card 5")
    assert "Not allowed: No piece can use 5" in table.message.value and snapshot(table) == before
    table.board.click("Give up the hand")  # the board's button (the side button does the same)
    assert table.state.history[0] == GiveUp()
    assert table.recent[0].seat == 0 and table.recent[0].card is None and table.recent[0].hops == ()
    assert any("cannot use any of their 4 cards" in e.text for m in table.moves for e in m.events)


def test_arrows_show_the_bots_plays_since_the_human_moved() -> None:
    table = staged(
        [["yellow 5", "circle", "circle", "circle"], C, C, C],
        ["5", "2", "3", "9"],
        [["Start", "2", "3", "5"], ["Start", "2", "3", "5"], ["Start", "6", "9", "10"]],
    )
    table.board.click("pick card 5")
    table.board.click("Play 5: Yellow 1 to yellow 10")
    assert [p.seat for p in table.recent] == [0, 1, 2, 3]
    assert table.recent[0].hops[0].end == 10
    bots = [m for m in table.moves if m.who.endswith("(bot)")]
    assert [re.sub(r"\d out$", "N out", m.action) for m in bots] == [
        f"Play Start: {colour} N out" for colour in ("Red", "Blue", "Green")
    ]
    svg = table.board.svg
    for play in table.recent:
        assert play.card is not None and play.hops
        assert f'marker-end="url(#tt-partners-head-{play.seat})"' in svg
    assert svg.count("marker-end=") == sum(len(p.hops) for p in table.recent) == 4
    # Numbered in order, since more than one play is shown.
    numbers = re.findall(
        r'r="9" fill="#ffffff" stroke="[^"]+" stroke-width="2"/><text [^>]*>(\d+)</text>', svg
    )
    assert numbers == ["1", "2", "3", "4"]


def expected_recent(table: PartnersTable) -> int:
    """How many plays the arrows show: the human's last play (a card set aside is none) and each
    bot play since; a split 7 is one play, its steps add nothing."""
    count = 0
    for move, action in zip(reversed(table.moves[1:]), reversed(table.state.history), strict=True):
        if isinstance(action, Give):
            continue
        if not move.who.endswith("(bot)"):
            return count + 1
        count += not isinstance(action, Step)
    return count


def test_the_arrows_keep_track_of_every_play_over_a_whole_game() -> None:
    table = partners_table(seed=2026)
    swaps = 0
    while not table.state.is_over:
        if table.state.phase is Phase.SWAP:
            swaps += 1
        shown = table.recent
        assert len(shown) == expected_recent(table)
        assert len({id(play) for play in shown}) == len(shown)
        assert all(a is not b for a, b in itertools.pairwise(shown))
        assert table.board.svg.count("marker-end=") == sum(len(p.hops) for p in shown)
        if table._paused is not None:
            table.resume()
            continue
        moves = enabled(table.board.svg)
        if moves:
            table.board.click(moves[0])
        else:
            table._buttons[0].click()
    assert swaps > 3


def test_the_side_buttons_follow_the_pick_and_stay_few() -> None:
    table = staged(
        [["yellow 3", "yellow 9", "red 6", "blue 12"], ["red 9", "red 11", "red 13", "blue 2"],
         ["blue 5", "blue 7", "green 9", "green 11"], ["green 2", "green 4", "green 6", "yellow 6"]],
        ["Switch", "7", "2", "3"],
    )  # fmt: skip
    assert buttons(table) == ["Play 7"]  # nothing picked: only what the board cannot do in one click
    table.board.click("pick card Switch")
    switches = [str(a) for a in table.state.legal_actions() if isinstance(a, Switch)]
    assert len(switches) > MAX_BUTTONS and len(buttons(table)) == MAX_BUTTONS
    assert buttons(table) == ["Play 7", *switches[: MAX_BUTTONS - 1]]
    table.board.click("pick piece Blue 2")
    assert buttons(table)[1:] == [s for s in switches if "Blue 2" in s][: MAX_BUTTONS - 1]
