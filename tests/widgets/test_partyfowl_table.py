"""The Party Fowl table driven as a player drives it: tiles, spaces and door turnings clicked to
build the house, rooms clicked to walk, cards to play (asking about a Drink first), rivals' top
cards to foul, the Bathroom's cleaning and preening, the Home Theater's glimpse, refusals that name
the rule, a pause before each bot turn, hot seats, and a picture that never shows another hand."""

from __future__ import annotations

import itertools
import random
import re
from collections import Counter
from dataclasses import replace
from html import unescape

import pytest

from tabletop.partyfowl import PartyFowlState, Phase
from tabletop.partyfowl.actions import Talk, parse
from tests.partyfowl.staging import TABLE_HOUSE
from widgets.partyfowl.choose import click_path
from widgets.partyfowl.draw import draw_board
from widgets.partyfowl.layout import MAX_BUTTONS
from widgets.partyfowl.table import GAME, PartyFowlTable, partyfowl_table
from widgets.table import HUMAN

NAMES = ("Ana", "Ben", "Cy", "Dee", "Eve")


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


def label_of(svg: str) -> str:
    found = re.search(r'aria-label="([^"]*)"', svg)
    assert found is not None
    return unescape(found[1])


def hand_drawn(svg: str) -> list[str]:
    """The cards drawn in the hand strip."""
    return sorted(unescape(card) for card in re.findall(r'data-card="([^"]*)"', svg))


def glimpse_drawn(svg: str) -> list[str]:
    return sorted(unescape(card) for card in re.findall(r'data-glimpse="([^"]*)"', svg))


def legal(table: PartyFowlTable) -> list[str]:
    return [str(a) for a in table.state.legal_actions()]


def buttons(table: PartyFowlTable) -> list[str]:
    return table.side_moves()  # the buttons, or the compact menu when there are many


def snapshot(table: PartyFowlTable) -> tuple[str, str]:
    return table.state.to_json(), repr(table.state.view(None))


def state_of(table: PartyFowlTable) -> PartyFowlState:
    assert isinstance(table.state, PartyFowlState)
    return table.state


def viewer(table: PartyFowlTable) -> int | None:
    return table._viewer()


def check_hands(table: PartyFowlTable) -> None:
    """Only the seat on screen has its hand drawn; a glimpse only for the peeker, on their turn."""
    svg = table.board.svg
    seat = viewer(table)
    view = state_of(table).view(seat)
    assert hand_drawn(svg) == sorted(view.hand)
    aside = sorted(unescape(card) for card in re.findall(r'data-aside="([^"]*)"', svg))
    assert aside == (sorted(state_of(table).preening) if seat == table.state.current_player else [])
    if view.glimpse is None:
        assert glimpse_drawn(svg) == [] and "Home Theater glimpse" not in svg
    else:
        assert glimpse_drawn(svg) == sorted(view.glimpse[1])
        assert seat == table.state.current_player


# ---- choosing on the board ----


def board_moves(table: PartyFowlTable) -> set[str]:
    """Every move the board offers now: the lit shapes, and behind each lit pick what it lights."""
    before = snapshot(table)
    moves: set[str] = set()
    seen: set[tuple[object, ...]] = set()

    def explore() -> None:
        key = (table.pick.tile, table.pick.space, table.pick.card)
        if key in seen:
            return
        seen.add(key)
        for action in enabled(table.board.svg):
            if not action.startswith("pick "):
                moves.add(action)
                continue
            saved = replace(table.pick)
            table.board.click(action)
            assert "Not allowed" not in table.message.value, (action, table.message.value)
            assert all(b in legal(table) for b in buttons(table)) and len(buttons(table)) <= MAX_BUTTONS
            explore()
            table.pick = saved
            table._render()

    explore()
    assert snapshot(table) == before, "choosing changes nothing in the game"
    return moves


def check_paths(table: PartyFowlTable) -> None:
    """Every legal move has a click path whose picks light the move's own shape."""
    for action in legal(table):
        path = click_path(state_of(table), action)
        assert path[-1] == action and all(step.startswith("pick ") for step in path[:-1])
        saved = replace(table.pick)
        for step in path[:-1]:
            assert step in enabled(table.board.svg), (step, action)
            table.board.click(step)
        assert action in enabled(table.board.svg), (path, action)
        table.pick = saved
        table._render()


def check_choices(table: PartyFowlTable) -> None:
    """At a human's decision: the board offers exactly the legal moves; no disabled shape is one, and
    each says why on hover and, clicked, is refused with a rule of the game and nothing changed."""
    assert board_moves(table) == set(legal(table))
    check_paths(table)
    svg = table.board.svg
    off = disabled(svg)
    assert not set(off) & set(legal(table))
    before = snapshot(table)
    for action, why in off.items():
        assert not why.endswith("not possible now."), why
        table.board.click(action)
        message = unescape(table.message.value)
        assert message.startswith('<div class="tt-refused">Not allowed: '), (action, message)
        assert snapshot(table) == before
    table._say("")
    assert all(b in legal(table) for b in buttons(table)) and len(buttons(table)) <= MAX_BUTTONS


def play_by_clicks(table: PartyFowlTable, *, check: bool = False, seed: int = 0, limit: int = 1500) -> int:
    """Play the human seats to the end only by board clicks; returns the moves the humans made.

    The humans follow the Sensible bot's policy with a fixed generator; each move is made by the
    clicks :func:`click_path` gives, each click on a lit shape. Pauses are ended and devices passed.
    """
    rng = random.Random(seed)
    policy = GAME.bot()
    made = 0
    while not table.state.is_over:
        check_hands(table)
        if table._paused is not None:
            assert enabled(table.board.svg) == [] and disabled(table.board.svg) == {}
            assert buttons(table) == []
            table._continue.click()
            continue
        if table._passing:
            assert hand_drawn(table.board.svg) == [] and "Hands are hidden" in table.board.svg
            table._pass.click()
            continue
        seat = table.state.current_player
        assert seat is not None and table.seat_kinds[seat] == HUMAN
        if check:
            check_choices(table)
        choice = str(policy.choose(table.state.view(seat), table.state.legal_actions(), rng))
        done = len(table.state.history)
        for step in click_path(state_of(table), choice):
            assert step in enabled(table.board.svg), (step, choice)
            table.board.click(step)
            assert "Not allowed" not in table.message.value, table.message.value
        assert str(table.state.history[done]) == choice
        assert table.moves[len(table.moves) - (len(table.state.history) - done)].who == NAMES[seat]
        made += 1
        assert made < limit
    return made


def staged(
    hands: list[list[str]] | None = None,
    ducks: list[str] | None = None,
    seats: list[str] | None = None,
    **options: object,
) -> PartyFowlTable:
    """Three players in :data:`TABLE_HOUSE`, Ana (human) first; the others Sensible bots."""
    return partyfowl_table(
        NAMES[:3], seats=seats, seed=5, layout=TABLE_HOUSE, hands=hands, ducks=ducks, **options
    )


def redraw(table: PartyFowlTable) -> None:
    """Draw a position staged in the engine's own containers (test-only)."""
    state_of(table)._legal = None
    table._render()


# ---- whole games ----


@pytest.mark.parametrize("seed", [1, 4])
def test_a_whole_game_from_the_first_tile_to_the_end_only_by_board_clicks(seed: int) -> None:
    table = partyfowl_table(seed=seed)
    assert state_of(table).phase is Phase.PLACE and label_of(table.board.svg).startswith(
        "Party Fowl, building the house: Ana lays a tile"
    )
    assert play_by_clicks(table, check=True, seed=seed) > 15
    state = state_of(table)
    assert state.is_over and label_of(table.board.svg).startswith("Game over: ")
    assert enabled(table.board.svg) == [] and buttons(table) == [] and table._again.layout.display is None
    bot_moves = [m for m in table.moves if m.who.endswith("(bot)")]
    ana_moves = [m for m in table.moves if m.who == "Ana"]
    assert len(bot_moves) + len(ana_moves) == len(state.history), "every move, a bot's too, is in the log"


def test_a_hot_seat_game_passes_the_device_and_hides_every_hand_between_players() -> None:
    table = partyfowl_table(seats=[HUMAN, HUMAN, "Normal"], seed=2)
    for step in click_path(state_of(table), legal(table)[0]):
        table.board.click(step)
    assert table._passing and table.state.current_player == 1
    svg = table.board.svg
    assert hand_drawn(svg) == [] and "Hands are hidden: pass the device to Ben." in svg
    assert enabled(svg) == [] and disabled(svg) == {}
    assert table._pass.description == "I am Ben: show my view"
    table.board.click(legal(table)[0])
    assert "the device goes to Ben first" in table.message.value
    table._pass.click()
    assert hand_drawn(table.board.svg) == sorted(state_of(table).hands[1])
    assert play_by_clicks(table, seed=2) > 10
    assert table.state.is_over


def test_a_table_of_bots_pauses_before_every_turn_and_plays_to_the_end() -> None:
    table = partyfowl_table(seats=["Normal"] * 3, seed=3)
    pauses = 0
    while not table.state.is_over:
        assert table._paused == "Next turn" and table._continue.description == "Next turn"
        svg = table.board.svg
        assert "Press Next turn for " in unescape(svg) and "Every seat is a bot" in svg
        assert enabled(svg) == [] and disabled(svg) == {} and hand_drawn(svg) == []
        table.resume()
        pauses += 1
    assert pauses > 15
    assert table._paused is None and label_of(table.board.svg).startswith("Game over: ")
    assert all(m.who.endswith("(bot)") for m in table.moves[1:])
    assert len(table.moves) - 1 == len(table.state.history)


def test_a_bot_table_without_steps_plays_straight_through() -> None:
    table = partyfowl_table(NAMES[:4], seats=["Normal", "Random", "Normal", "Random"], seed=9, step=False)
    assert table.state.is_over and label_of(table.board.svg).startswith("Game over: ")


# ---- building the house ----


def test_placement_is_a_tile_then_a_space_then_a_turning() -> None:
    table = partyfowl_table(seed=1)
    svg = table.board.svg
    tiles = [a for a in enabled(svg) if a.startswith("pick tile ")]
    assert sorted(tiles) == sorted(f"pick tile {t}" for t in state_of(table).tiles)
    assert "Click a tile in the pile on the right" in svg
    spaces = {a: why for a, why in disabled(svg).items() if a.startswith("pick space ")}
    assert set(spaces) == {"pick space D3", "pick space C4", "pick space E4", "pick space D5"}
    assert spaces["pick space D3"] == "D3: pick a tile from the pile first"
    before = snapshot(table)
    table.board.click("pick space D3")
    assert "Not allowed: Pick a tile from the pile first" in table.message.value and snapshot(table) == before

    # The Patio has doors all round: one turning, so a space lays it at once.
    table.board.click("pick tile Patio")
    assert table.pick.tile == "Patio"
    assert "Place Patio at D3, doors N E S W" in enabled(table.board.svg)
    assert buttons(table) == [str(a) for a in state_of(table).legal_actions() if a.room == "Patio"]

    # The Game Room (doors N E) at D3 must turn a door south: two turnings fit, two do not.
    table.board.click("pick tile Game Room")
    assert table.pick.tile == "Game Room"
    table.board.click("pick space D3")
    assert table.pick.space == (3, 2) and len(table.state.history) == 0
    svg = table.board.svg
    previews = [a for a in enabled(svg) if a.startswith("Place Game Room at D3")]
    assert previews == ["Place Game Room at D3, doors E S", "Place Game Room at D3, doors S W"]
    assert buttons(table) == previews
    off = disabled(svg)
    assert off["Place Game Room at D3, doors N E"].endswith(
        "No door of the Game Room would meet a door of the house at D3."
    )
    assert "Turn the Game Room at D3" in svg
    table.board.click("Place Game Room at D3, doors E S")
    assert [str(a) for a in table.state.history[:1]] == ["Place Game Room at D3, doors E S"]
    assert table.pick.tile is None
    assert table._paused == "Next turn"  # Ben, a bot, lays the next tile
    assert "Press Next turn for Ben's turn. Ana did: Place Game Room at D3, doors E S." in unescape(
        table.board.svg
    )
    table.resume()
    assert any(m.who == "Ben (bot)" and m.action.startswith("Place ") for m in table.moves)


def test_a_tile_can_be_put_back_and_a_space_chosen_again() -> None:
    table = partyfowl_table(seed=1)
    table.board.click("pick tile Lounge")
    table.board.click("pick space D3")
    assert table.pick.space == (3, 2)
    table.board.click("pick tile Lounge")  # the ghost on the space: choose another space
    assert table.pick.tile == "Lounge" and table.pick.space is None
    table.board.click("pick nothing")  # the picked tile in the pile: put it back
    assert table.pick.tile is None and "pick tile Lounge" in enabled(table.board.svg)


# ---- a turn ----


def test_a_card_that_could_take_a_drink_asks_first() -> None:
    table = staged(
        hands=[["Games 3", "Drink", "Music 1", "Books 1", "Travel 1"], [], []],
        ducks=["Game Room", "Kitchen", "Kitchen"],
    )
    svg = table.board.svg
    assert "pick card Games 3" in enabled(svg)
    assert disabled(svg)["Play Music 1"].startswith("Play Music 1: Music is talked about in the Lounge")
    assert disabled(svg)["Play Drink"] == (
        "Play Drink: A Drink is only played together with a conversation card."
    )
    check_choices(table)
    table.board.click("pick card Games 3")
    svg = table.board.svg
    assert "Play Games 3 with a Drink" in enabled(svg) and "Play Games 3" in enabled(svg)
    assert buttons(table) == ["Play Games 3", "Play Games 3 with a Drink", "End turn"]
    assert "Play Games 3 alone or with a Drink" in svg
    table.board.click("Play Games 3 with a Drink")
    state = state_of(table)
    assert state.history[-1] == Talk("Games 3", True) and state.totals[0] == 6
    assert "x2" in table.board.svg and table.pick.card is None
    assert "Ana&#x27;s Games 3 with a Drink: scores 6" in table.board.svg


def test_a_foul_lights_the_top_cards_of_ducks_in_the_same_room() -> None:
    table = staged(
        hands=[["Foul", "Games 1", "Music 1", "Books 1", "Travel 1"], [], []], ducks=["Den", "Den", "Kitchen"]
    )
    state = state_of(table)
    state.stacks[1][2] = [("Sports 2", False, False), ("Sports 4", True, False)]
    state.stacks[2][0] = [("Games 3", False, False)]
    state.totals[1], state.totals[2] = 10, 3
    redraw(table)
    svg = table.board.svg
    assert "Foul Ben's Sports 4" in enabled(svg) and "pick card Foul" in enabled(svg)
    assert disabled(svg)["Foul Cy's Games 3"].endswith("fouls need the same room.")
    check_choices(table)
    table.board.click("pick card Foul")
    assert buttons(table) == ["Foul Ben's Sports 4", "End turn"]
    assert "Foul: click a ringed top card of a rival" in unescape(table.board.svg)
    table.board.click("Foul Ben's Sports 4")
    assert state.stacks[1][2][-1] == ("Sports 4", True, True) and state.totals[1] == 2
    assert "Ben&#x27;s Sports 4 with a Drink: covered by a Foul" in table.board.svg


def test_without_a_target_the_foul_says_why() -> None:
    table = staged(
        hands=[["Foul", "Games 1", "Music 1", "Books 1", "Travel 1"], [], []],
        ducks=["Den", "Kitchen", "Kitchen"],
    )
    svg = table.board.svg
    assert disabled(svg)["pick card Foul"] == (
        "Foul: No rival has a conversation card on the table yet: there is nothing to foul."
    )
    before = snapshot(table)
    table.board.click("pick card Foul")
    assert (
        "Not allowed: No rival has a conversation card" in table.message.value and snapshot(table) == before
    )


def test_when_every_rival_top_card_is_fouled_the_foul_says_so() -> None:
    table = staged(
        hands=[["Foul", "Games 1", "Music 1", "Books 1", "Travel 1"], [], []],
        ducks=["Den", "Den", "Kitchen"],
    )
    state = state_of(table)
    state.stacks[1][0] = [("Games 2", False, True)]  # Ana's first Foul is already on it
    redraw(table)
    why = disabled(table.board.svg)["pick card Foul"]
    assert "already fouled" in why and "No rival has" not in why
    before = snapshot(table)
    table.board.click("pick card Foul")
    assert "already fouled" in unescape(table.message.value) and snapshot(table) == before


def test_counts_of_one_are_said_in_the_singular() -> None:
    table = staged(
        hands=[["Games 1", "Music 1", "Books 1", "Travel 1", "Sports 1"], [], []],
        ducks=["Game Room", "Kitchen", "Kitchen"],
    )
    state = state_of(table)
    state.stacks[1][0] = [("Games 1", False, False)]
    state.totals[1], state.hands[1] = 1, ["Music 1"]
    state.party_discard += state.party[:-1]
    state.keg_discard += state.keg[:-1]
    del state.party[:-1], state.keg[:-1]
    redraw(table)
    svg = unescape(table.board.svg)
    assert "Ben's Games conversation: 1 card, 1 point" in svg
    assert "1 point, 1 card in hand, duck in the Kitchen" in svg
    assert "The Keg Deck: 1 card (" in svg and "The Party Deck: 1 card left" in svg
    assert "Play Games 1: Play Games 1 for 1 point" in svg  # the hand card's hover
    assert not re.search(r"\b1 (cards|points)\b", svg)


def test_the_bathroom_washes_a_foul_and_preens_the_hand() -> None:
    table = staged(
        hands=[["Games 1", "Music 1", "Foul", "Books 1", "Travel 1"], [], []],
        ducks=["Bathroom", "Kitchen", "Kitchen"],
    )
    state = state_of(table)
    state.stacks[0][1] = [("Music 2", False, True)]
    redraw(table)
    svg = table.board.svg
    assert "Wash the Foul off Music 2" in enabled(svg) and "Preen" in enabled(svg)
    check_choices(table)
    table.board.click("Wash the Foul off Music 2")
    assert state.totals[0] == 2 and state.stacks[0][1] == [("Music 2", False, False)]
    table.board.click("Preen")
    assert state.phase is Phase.PREEN
    svg = table.board.svg
    assert set(enabled(svg)) == {
        f"Preen away {card}" for card in ("Games 1", "Music 1", "Foul", "Books 1", "Travel 1")
    }
    assert disabled(svg)["Done preening"].endswith("Put at least one card aside before you finish preening.")
    assert disabled(svg)["Move to the Kitchen"].startswith(
        "Move to the Kitchen: Finish preening first: choose cards to swap, then Done preening."
    )
    check_choices(table)
    table.board.click("Preen away Games 1")
    table.board.click("Preen away Foul")
    assert 'data-aside="Games 1"' in table.board.svg and "2 put aside to swap" in table.board.svg
    assert buttons(table) == ["Done preening"]
    table.board.click("Done preening")
    assert state.phase is Phase.TURN and len(state.hands[0]) == 5 and "Games 1" not in state.hands[0]


def test_the_home_theater_glimpse_is_shown_to_the_peeker_alone() -> None:
    table = staged(
        hands=[
            ["Movies 1", "Games 1", "Music 1", "Books 1", "Travel 1"],
            ["Games 4", "Foul", "Sports 1", "Books 2", "Travel 2"],
            [],
        ],
        ducks=["Kitchen", "Kitchen", "Kitchen"],
        seats=[HUMAN, HUMAN, "Normal"],
    )
    state = state_of(table)
    state.powers = ("Home Theater",)
    redraw(table)
    svg = table.board.svg
    assert {"Look at Ben's hand", "Look at Cy's hand"} <= set(enabled(svg))
    assert glimpse_drawn(svg) == []
    check_choices(table)
    table.board.click("Look at Ben's hand")
    svg = table.board.svg
    assert glimpse_drawn(svg) == sorted(state.hands[1])
    assert "Ben&#x27;s hand (Home Theater glimpse, only you see it):" in svg
    assert hand_drawn(svg) == sorted(state.hands[0])
    assert disabled(svg)["Look at Cy's hand"].endswith("You have already looked at a hand this turn.")
    table.board.click("End turn")
    assert table._passing and glimpse_drawn(table.board.svg) == [] and hand_drawn(table.board.svg) == []
    table._pass.click()
    svg = table.board.svg
    assert hand_drawn(svg) == sorted(state.hands[1]) and glimpse_drawn(svg) == []


def test_a_look_as_the_last_move_stays_on_the_board_until_end_turn() -> None:
    """After Draw, Move, Move a look at Ben's hand is all Ana has left besides ending the turn: the
    turn does not end by itself (AUTO_END waits after a look), so the table shows the glimpse and
    offers End turn, and only that click hands the table to the bots."""
    table = staged(
        hands=[["Books 1", "Books 1", "Books 2", "Music 1", "Travel 1"], [], []],
        ducks=["Home Theater", "Kitchen", "Kitchen"],
        party_top=["Books 3"],
    )
    state = state_of(table)
    state.powers = ("Home Theater",)
    redraw(table)
    for move in ("Draw from the Party Deck", "Move to the Game Room", "Move to the Home Theater"):
        for step in click_path(state, parse(move, state.players)):
            table.board.click(step)
    assert legal(table) == ["Look at Ben's hand", "Look at Cy's hand", "End turn"]
    table.board.click("Look at Ben's hand")
    svg = table.board.svg
    assert state.current_player == 0 and table._paused is None
    assert glimpse_drawn(svg) == sorted(state.hands[1]) and buttons(table) == ["End turn"]
    check_hands(table)
    table.board.click("End turn")
    assert table._paused == "Next turn" and glimpse_drawn(table.board.svg) == []


def test_a_glimpse_of_seven_long_cards_fits_beside_its_heading() -> None:
    """The glimpse strip: its chips start clear of the bold heading (at a generous 0.62em a
    letter), never overlap, and stay inside the strip's frame, which stays inside the picture,
    even for a full hand of long names."""
    table = staged(ducks=["Kitchen", "Kitchen", "Kitchen"], seats=[HUMAN, HUMAN, "Normal"])
    state = state_of(table)
    state.hands[1] = ["Liquid Courage"] * 3 + ["Second Wind", "Snack Run", "Dance Break", "Hot Take"]
    state.powers = ("Home Theater",)
    redraw(table)
    table.board.click("Look at Ben's hand")
    svg = unescape(table.board.svg)
    height = float(re.search(r'viewBox="0 0 [\d.]+ ([\d.]+)"', svg)[1])  # type: ignore[index]
    strip = svg.split('class="pf-glimpse"')[1]
    box = re.search(r'<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"', strip)
    heading = re.search(r'<text x="([\d.]+)" y="([\d.]+)"[^>]*>([^<]*only you see it\):)</text>', strip)
    assert box is not None and heading is not None
    left, top, right, bottom = (
        float(box[1]),
        float(box[2]),
        float(box[1]) + float(box[3]),
        float(box[2]) + float(box[4]),
    )
    chip = r'<g data-glimpse="[^"]*"><rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"'
    chips = [tuple(map(float, found)) for found in re.findall(chip, strip)]
    assert len(chips) == 7 and bottom <= height
    first = chips[0]
    assert first[0] >= float(heading[1]) + 0.62 * 13 * len(heading[3])
    for x, y, w, h in chips:
        assert left < x and x + w < right and top < y and y + h < bottom
    for a, b in itertools.pairwise(chips):
        assert a[1] < b[1] or a[0] + a[2] < b[0]  # the next chip is further along its line, or below


def test_draws_moves_and_freebies_are_single_clicks() -> None:
    table = staged(
        hands=[["Snack Run", "Sports 1", "Games 1", "Music 1", "Books 1"], [], []],
        ducks=["Kitchen", "Kitchen", "Kitchen"],
    )
    svg = table.board.svg
    lit = set(enabled(svg))
    assert {"Draw from the Party Deck", "Draw from the Keg Deck", "Play Snack Run", "Move to the Den"} <= lit
    assert "Move to the Kitchen" in disabled(svg)
    assert disabled(svg)["Move to the Kitchen"].startswith(
        "Move to the Kitchen: Your duck is already in the Kitchen."
    )
    assert disabled(svg)["Move to the Library"].startswith(
        "Move to the Library: The Kitchen and the Library share no door."
    )
    table.board.click("Play Snack Run")
    table.board.click("Move to the Den")
    table.board.click("Play Sports 1")
    state = state_of(table)
    assert [str(a) for a in state.history] == ["Play Snack Run", "Move to the Den", "Play Sports 1"]
    assert state.ducks[0] == "Den" and state.totals[0] == 1
    assert disabled(table.board.svg)["Draw from the Keg Deck"].startswith(
        "Draw from the Keg Deck: The Keg Deck is in the Kitchen; your duck is in the Den."
    )


def test_a_freebie_with_no_use_yet_is_played_and_the_table_says_why() -> None:
    """A Freebie may be played at any moment of your turn: a Toast (+1 Play) in the Kitchen, where
    none of Ana's cards can be played, is lit. Played, the log says its Play has no use right now,
    the turn stays Ana's (a Freebie never ends it by itself) with the Play in the turn panel, and
    once she walks to the Game Room that Play pays for her Games 1."""
    table = staged(
        hands=[["Toast", "Games 1", "Books 1", "Books 1", "Books 2"], [], []],
        ducks=["Kitchen", "Kitchen", "Kitchen"],
    )
    assert "Play Toast" in enabled(table.board.svg)
    table.board.click("Play Toast")
    state = state_of(table)
    assert "Not allowed" not in table.message.value
    assert state.current_player == 0 and "Toast" not in state.hands[0] and table._paused is None
    log = unescape(table._log.value)
    assert "It has no use right now: nothing Ana holds can be played in the Kitchen." in log
    assert "Play ×1" in unescape(table.board.svg)
    table.board.click("Move to the Game Room")
    table.board.click("Play Games 1")
    assert state.totals[0] == 1 and dict(state.view(0).left) == {"Any": 2}
    check_choices(table)


def test_with_no_quacktion_left_the_panel_says_what_can_still_be_used() -> None:
    table = staged(
        hands=[["Second Wind", "Music 1", "Music 2", "Books 1", "Books 1"], [], []],
        ducks=["Lounge", "Kitchen", "Kitchen"],
    )
    for move in ("Play Music 1", "Play Music 2", "Move to the Kitchen"):
        table.board.click(move)
    assert table.state.current_player == 0 and legal(table) == ["Play Second Wind", "End turn"]
    assert "none left (a Freebie or a power may still be used)" in table.board.svg


# ---- refusals ----


@pytest.mark.parametrize(
    ("forged", "why"),
    [
        ("Place Den at A1, doors N S", "The house is already built"),
        ("Move to the Moon", "is not a move in Party Fowl right now"),
        ("Foul Ben's Games 3", "You hold no Foul."),
        ("Play Games 4", "You hold no Games 4."),
        ("Look at Ben's hand", "Looking at a hand is the Home Theater"),
        ("Done preening", "You are not preening"),
        ("Wash the Foul off Games 1", "Fouls are washed off in the Bathroom"),
        ("pick tile Den", "The house is already built"),
        ("pick tile Dragon", "There is no room tile called"),
        ("pick space Z9", "is no space on the table"),
        ("pick card Dragon", "There is no card called"),
        ("pick card Drink", "A Drink is only played together"),
        ("pick sandwich", "is nothing on this board"),
        ("{'action': 3}", "is not a move in Party Fowl right now"),
    ],
)
def test_forged_clicks_are_refused_with_a_reason_and_change_nothing(forged: str, why: str) -> None:
    table = staged(
        hands=[["Games 1", "Drink", "Music 1", "Books 1", "Travel 1"], [], []],
        ducks=["Kitchen", "Kitchen", "Kitchen"],
    )
    before = snapshot(table)
    table.act(forged)
    message = unescape(table.message.value)
    assert message.startswith('<div class="tt-refused">Not allowed: ') and why in message, message
    assert snapshot(table) == before


def test_placement_refuses_forged_moves_with_the_engines_reasons() -> None:
    table = partyfowl_table(seed=1)
    before = snapshot(table)
    for forged, why in (
        ("Place Den at A1, doors N S", "No door of the Den would meet a door of the house at A1."),
        ("Place Kitchen at D3, doors N S", "The Kitchen is not in the pile of tiles to lay."),
        ("Draw from the Party Deck", "The house is not built yet"),
        ("pick card Games 1", "The house is not built yet"),
    ):
        table.act(forged)
        assert why in unescape(table.message.value), (forged, table.message.value)
        assert snapshot(table) == before


def test_nothing_can_be_chosen_during_a_pause() -> None:
    table = partyfowl_table(seed=1)
    table.board.click("pick tile Patio")
    table.board.click("Place Patio at D3, doors N E S W")
    assert table._paused == "Next turn"
    before = snapshot(table)
    table.act("pick tile Den")
    assert "The table is paused: press Next turn to go on." in table.message.value
    assert snapshot(table) == before


# ---- what the picture shows ----


def test_the_picture_of_a_state_shows_no_hand_and_nothing_to_click() -> None:
    state = GAME.new(list(NAMES[:3]), seed=1)
    svg = draw_board(state.view(None))
    assert shapes(svg) == [] and hand_drawn(svg) == []
    assert label_of(svg) == "Party Fowl, building the house: Ana lays a tile (7 left)"
    assert svg._repr_svg_() == str(svg)
    table = partyfowl_table(seed=1)
    assert repr(table) == "<PartyFowlTable: Ana, Ben, Cy; seed 1>"


def test_the_board_shows_rooms_doors_ducks_control_and_scores() -> None:
    table = staged(
        hands=[["Games 3", "Music 1", "Books 1", "Travel 1", "Sports 1"], [], []],
        ducks=["Game Room", "Kitchen", "Kitchen"],
    )
    table.board.click("Play Games 3")
    svg = unescape(table.board.svg)
    assert "Ana now controls the Game Room" in " ".join(e.text for m in table.moves for e in m.events)
    assert (
        "Move to the Game Room: Your duck is already in the Game Room. (The Game Room at C4; "
        "Games is talked about here; power Rematch: +1 Play Quacktion, only to play a Games "
        "conversation card, not for a Foul or a wash; "
        "controlled by Ana; doors E S, to the Home Theater, Kitchen; ducks here: Ana)"
    ) in svg
    assert "controlled by Ana" in svg
    assert "Ana (you)" in svg and "3/21" in svg
    assert "The Keg Deck: 40 cards" in svg and "The Party Deck: " in svg
    for topic in ("Games", "Music", "Sports", "Books", "Travel", "Movies"):
        assert f">{topic}</text>" in svg
    sizes = [int(s) for s in re.findall(r'font-size="(\d+)"', svg)]
    assert min(sizes) >= 12


def test_a_crown_says_its_power_waits_for_the_turn_after_it_is_won() -> None:
    """Powers wait a turn: the crown that appears mid-turn must not promise the power now."""
    table = staged(
        hands=[["Games 3", "Music 1", "Books 1", "Travel 1", "Sports 1"], [], []],
        ducks=["Game Room", "Kitchen", "Kitchen"],
        seats=[HUMAN] * 3,
    )
    table.board.click("Play Games 3")
    svg = unescape(table.board.svg)
    assert "<title>Ana controls the Game Room since this turn; its power works from Ana's next turn" in svg
    assert "controls the Game Room and its power" not in svg
    table.board.click("End turn")
    if table._passing:
        table._pass.click()
    svg = unescape(table.board.svg)
    assert "<title>Ana controls the Game Room; its power works on the turns Ana begins in control" in svg
    while state_of(table).current_player != 0:
        table.board.click("End turn")
        if table._passing:
            table._pass.click()
    svg = unescape(table.board.svg)
    assert "<title>Ana controls the Game Room and holds its power this turn" in svg


def test_click_path_refuses_an_illegal_move() -> None:
    table = partyfowl_table(seed=1)
    with pytest.raises(Exception, match="not a legal move"):
        click_path(state_of(table), "Draw from the Party Deck")
    place = next(a for a in table.state.legal_actions() if str(a).startswith("Place Game Room at D3"))
    assert click_path(state_of(table), place) == ["pick tile Game Room", "pick space D3", str(place)]
    assert parse(str(place), NAMES[:3]) == place
    assert Counter(click_path(state_of(table), "Place Patio at D3, doors N E S W")) == Counter(
        ["pick tile Patio", "Place Patio at D3, doors N E S W"]
    )
