"""The Super Cowboy table driven as a player drives it: corners, lines, trees, steers and fields
clicked on the board, a rope or rustle in two clicks, event questions answered on the board,
refusals that name the rule, a pause after each turn handed to a bot, and hot seats."""

from __future__ import annotations

import dataclasses
import random
import re
from html import unescape

import pytest

from tabletop.cowboy import Claim, CowboyState, Steer, data
from tabletop.cowboy.actions import parse
from tabletop.cowboy.board import intersection_name, square_name
from tabletop.cowboy.data import Direction, Terrain
from tabletop.cowboy.data import Event as Card
from tabletop.cowboy.fields import Edge
from tabletop.cowboy.tokens import Pilgrim
from tests.cowboy.staging import clear_range, open_block
from widgets.cowboy import CowboyTable, cowboy_table
from widgets.cowboy.choose import Pick
from widgets.cowboy.draw import board_label, draw_board
from widgets.cowboy.layout import SMALL, WIDTH
from widgets.cowboy.panel import CARD_EFFECT, Dice, _dice
from widgets.cowboy.table import GAME, MAX_BUTTONS
from widgets.table import HUMAN

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


def label_of(svg: str) -> str:
    found = re.search(r'aria-label="([^"]*)"', svg)
    assert found is not None
    return unescape(found[1])


def legal(table: CowboyTable) -> list[str]:
    return [str(a) for a in table.state.legal_actions()]


def buttons(table: CowboyTable) -> list[str]:
    return table.side_moves()  # the buttons, or the compact menu when there are many


def snapshot(table: CowboyTable) -> tuple[str, str, str]:
    """The moves made, everything on the table (a staged position too) and the picture."""
    return table.state.to_json(), repr(table.state.view(None)), table.board.svg


def state_of(table: CowboyTable) -> CowboyState:
    assert isinstance(table.state, CowboyState)
    return table.state


# ---- choosing on the board ----


def board_moves(table: CowboyTable) -> set[str]:
    """Every move the board offers now: the lit shapes, and behind each lit steer its ringed squares."""
    before = table.state.to_json()
    moves: set[str] = set()
    for action in enabled(table.board.svg):
        if not action.startswith("pick steer "):
            moves.add(action)
            continue
        where = action.removeprefix("pick steer ")
        table.board.click(action)
        assert table.pick.steer == where and "Not allowed" not in table.message.value
        rings = [a for a in enabled(table.board.svg) if isinstance(parse(a), Steer)]
        assert rings and all(a.split()[4] == where for a in rings), rings
        assert buttons(table)[: len(rings)] == [a for a in legal(table) if a in rings][:MAX_BUTTONS]
        moves.update(rings)
        table.board.click("pick nothing")
        assert table.pick.steer is None
    assert table.state.to_json() == before, "choosing a steer changes nothing in the game"
    return moves


def check_choices(table: CowboyTable) -> None:
    """At a human's decision: the board offers exactly the legal moves; no disabled shape is one, and
    each says why on hover and, clicked, is refused with a rule of the game and nothing changed."""
    svg = table.board.svg
    assert board_moves(table) == set(legal(table))
    off = disabled(svg)
    assert not set(off) & set(legal(table)) and not set(off) & set(enabled(svg))
    before = snapshot(table)
    for action, why in off.items():
        assert not why.endswith("not now.") and "cannot be roped or rustled now" not in why, why
        table.board.click(action)
        message = unescape(table.message.value)
        assert message.startswith('<div class="tt-refused">Not allowed: '), message
        assert "<summary>Legal moves</summary>" not in message, message
        assert snapshot(table) == before
    table._say("")
    steers = [a for a in legal(table) if isinstance(parse(a), Steer)]
    assert buttons(table) == [a for a in legal(table) if a not in steers][:MAX_BUTTONS]


def click_move(table: CowboyTable, move: str) -> None:
    """Make ``move`` by clicking the board as a player would: a steer first for a rope or rustle."""
    action = parse(move)
    if isinstance(action, Steer):
        table.board.click(f"pick steer {action.steer}")
        assert move in enabled(table.board.svg)
    assert move in enabled(table.board.svg), move
    table.board.click(move)


def play_by_clicks(table: CowboyTable, *, check: bool = False, seed: int = 0, limit: int = 2000) -> int:
    """Play the human seats to the end by clicks; returns the moves the humans made.

    The humans play the Sensible bot's policy with a fixed generator, so games go somewhere; every
    move goes through the board, never the side buttons. Pauses are ended and devices passed.
    """
    rng = random.Random(seed)
    policy = GAME.bot()
    made = 0
    while not table.state.is_over:
        if table._paused is not None:
            assert enabled(table.board.svg) == [] and buttons(table) == []
            table._continue.click()
            continue
        if table._passing:
            table._pass.click()
            continue
        seat = table.state.current_player
        assert seat is not None and table.seat_kinds[seat] == HUMAN
        if check:
            check_choices(table)
        choice = str(policy.choose(table.state.view(seat), table.state.legal_actions(), rng))
        done = len(table.state.history)
        click_move(table, choice)
        assert "Not allowed" not in table.message.value, table.message.value
        assert str(table.state.history[done]) == choice
        assert table.moves[len(table.moves) - (len(table.state.history) - done)].who == NAMES[seat]
        made += 1
        assert made < limit
    return made


# ---- staging a position (test-only: the engine's own containers, then a redraw) ----


def staged(players: int = 2, seats: list[str] | None = None, seed: int = 5) -> CowboyTable:
    return cowboy_table(NAMES[:players], seats=seats, seed=seed)


def own(state: CowboyState, seat: int, squares: list[int]) -> None:
    """Fence ``squares`` (one block) all round and give them to ``seat``."""
    for square in squares:
        state.grid.owner[square] = seat
        for there, edge in state.grid.neighbours(square):
            if there not in squares:
                state.grid.fenced.add(edge)


def redraw(table: CowboyTable) -> None:
    """Draw the staged position; the engine's list of legal moves is worked out again."""
    if hasattr(table.state, "_legal"):
        table.state._legal = None  # the engine keeps the list until the next move
    table._render()


def next_card(state: CowboyState, card: Card) -> None:
    """Put ``card`` on top of the event deck (taken from the deck or the discards: still 54 cards)."""
    pile = state.deck if card in state.deck else state.discard
    pile.remove(card)
    state.deck.append(card)


def rope_position(free: int = 3) -> tuple[CowboyTable, str, list[str]]:
    """Ana, after her move, stands next to a roaming steer; she owns a field of ``free`` squares."""
    table = staged()
    state = state_of(table)
    clear_range(state)
    row, col = open_block(state, free + 2, 2)
    size = state.size
    field = [row * size + col + 2 + k for k in range(free)]
    own(state, 0, field)
    steer = (row + 1) * size + col
    state.tokens.steers.append(steer)
    state.cowboys[0] = (col + 1, row + 2)  # the south-east corner of the steer's square
    state.phase, state.walked = "action", None
    redraw(table)
    return table, square_name(steer, size), [square_name(s, size) for s in field]


# ---- whole games ----


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (2, 7), (4, 3), (4, 11)])
def test_the_board_offers_exactly_the_legal_moves_over_a_whole_game(players: int, seed: int) -> None:
    table = cowboy_table(NAMES[:players], seed=seed, round_limit=25)
    assert play_by_clicks(table, check=True, seed=seed) > 20
    assert table.state.is_over
    assert label_of(table.board.svg).startswith("Game over: ")
    assert enabled(table.board.svg) == [] and buttons(table) == []
    assert table._again.layout.display is None


def test_a_three_player_game_by_clicks_reaches_the_end() -> None:
    table = cowboy_table(NAMES[:3], seed=2, round_limit=30)
    play_by_clicks(table, check=True, seed=2)
    assert state_of(table).winner is not None


def test_a_player_who_clicks_the_first_lit_shape_every_time_still_finishes() -> None:
    """The browser harness's simplest policy: the first enabled shape, whatever it is, makes progress
    (a ringed square comes before the picked steer, so a rope is never undone by itself)."""
    table = cowboy_table(NAMES[:2], seed=5, round_limit=12)
    clicks = 0
    while not label_of(table.board.svg).startswith("Game over"):
        if table._paused is not None:
            table.resume()
            continue
        moves = enabled(table.board.svg)
        assert moves, "the human is on turn but nothing on the board is clickable"
        table.board.click(moves[0])
        assert "Not allowed" not in table.message.value
        clicks += 1
        assert clicks < 500
    assert table.state.is_over


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_table_of_bots_plays_to_the_end_turn_by_turn(players: int) -> None:
    table = cowboy_table(NAMES[:players], seats=["Normal"] * players, seed=players, round_limit=20)
    pauses = 0
    while not table.state.is_over:
        assert table._paused == "Next turn" and table._continue.description == "Next turn"
        assert "'s turn is over: read the card and the dice, then press Next turn." in unescape(
            table.board.svg
        )
        assert enabled(table.board.svg) == [] and disabled(table.board.svg) == {}
        table.resume()
        pauses += 1
    assert pauses > 20
    assert table._paused is None and label_of(table.board.svg).startswith("Game over: ")
    assert table.moves[-1].events[-1].kind == "win" and buttons(table) == []


def test_a_bot_table_without_steps_plays_straight_through() -> None:
    table = cowboy_table(NAMES, seats=["Normal", "Random", "Normal", "Random"], seed=9, step=False)
    state = state_of(table)
    assert state.is_over and state.winner is not None
    label = label_of(table.board.svg)
    assert label.startswith(f"Game over: {NAMES[state.winner]} ")  # wins, or shares the win


# ---- moving, building, cutting ----


def test_the_move_lights_the_corners_a_cowboy_may_walk_to_and_the_cowboy_itself() -> None:
    table = cowboy_table(seed=3)
    assert state_of(table).phase == "move" and table.state.current_player == 0
    svg = table.board.svg
    assert enabled(svg) == ["Move N", "Move E", "Move W", "Stay put"] == legal(table)
    assert buttons(table) == legal(table)
    assert label_of(svg) == "Super Cowboy, round 1 of 60, Ana to move: herds Ana 0, Ben 0"
    assert "Click a ringed corner to walk one line, or your cowboy to stay put." in svg
    table.board.click("Move N")
    state = state_of(table)
    assert state.phase == "action" and state.walked == Edge(False, 11, 6)
    svg = table.board.svg
    assert "Build a fence" in enabled(svg) and "Move again N" in enabled(svg) and "Do nothing" in enabled(svg)
    assert "Act: fence the orange line" in svg
    table.board.click("Build a fence")
    assert Edge(False, 11, 6) in state.grid.fenced and state.fences[0] == 9
    assert table._paused == "Next turn"  # Ben, a bot, is next: look at Ana's card first
    assert "Ana's turn is over: read the card and the dice" in unescape(table.board.svg)
    assert str(state.last_card).removeprefix("MOOOOOVE! ")[:10] in unescape(table.board.svg)


def test_a_tree_next_to_the_cowboy_is_cut_by_clicking_it() -> None:
    table = staged()
    state = state_of(table)
    clear_range(state)
    size = state.size
    tree = next(s for s, kind in enumerate(state.layout.terrain) if kind is Terrain.TREE)
    row, col = divmod(tree, size)
    state.cowboys[0] = (col + 1, row + 1)
    state.cowboys[1] = (0, 0) if (col, row) != (0, 0) else (size, size)
    redraw(table)
    svg = table.board.svg
    first = "First move your cowboy one line (or stay put); the action comes after the move."
    assert disabled(svg)["Cut wood"] == f"A tree: {first}"
    table.board.click("Stay put")
    assert "Cut wood" in enabled(table.board.svg)
    fences = state.fences[0]
    table.board.click("Cut wood")
    assert state.fences[0] == fences + 3
    assert any(e.text.startswith("Ana cuts wood: 3 more fences") for m in table.moves for e in m.events)


def test_a_walked_line_with_no_fences_in_hand_says_why_it_cannot_be_fenced() -> None:
    table = cowboy_table(seed=3)
    state_of(table).fences[0] = 0
    table.board.click("Move N")
    svg = table.board.svg
    assert "Build a fence" not in legal(table)
    assert disabled(svg)["Build a fence"] == (
        "Build a fence: Ana has no fences left: cut wood next to a tree for more."
    )
    before = snapshot(table)
    table.board.click("Build a fence")
    message = unescape(table.message.value)
    assert "Not allowed: Ana has no fences left" in message
    assert "Cutting wood" in message  # the rule, with its summary to open
    assert snapshot(table) == before


# ---- roping and rustling in two clicks ----


def test_a_rope_takes_two_clicks_the_steer_then_a_ringed_square_of_your_field() -> None:
    table, steer, field = rope_position(free=3)
    svg = table.board.svg
    assert f"pick steer {steer}" in enabled(svg)
    assert not any(isinstance(parse(a), Steer) for a in enabled(svg)), "no destination before a steer"
    assert not any(isinstance(parse(b), Steer) for b in buttons(table)), "ropes do not flood the buttons"
    table.board.click(f"pick steer {steer}")
    svg = table.board.svg
    rings = [a for a in enabled(svg) if isinstance(parse(a), Steer)]
    assert rings == [f"Rope the steer at {steer} into {to}" for to in field]
    assert buttons(table)[:3] == rings
    assert f"Rope the steer at {steer}: click a ringed square of your field" in svg
    assert enabled(svg).index(rings[-1]) < enabled(svg).index("pick nothing")
    table.board.click(rings[1])
    state = state_of(table)
    assert str(state.history[-1]) == f"Rope the steer at {steer} into {field[1]}"
    assert state.herd(0) == 1 and table.pick.steer is None


def test_a_second_click_on_the_picked_steer_lets_it_go() -> None:
    table, steer, _ = rope_position()
    table.board.click(f"pick steer {steer}")
    assert table.pick.steer == steer
    table.board.click("pick nothing")
    assert table.pick.steer is None
    assert not any(isinstance(parse(a), Steer) for a in enabled(table.board.svg))


def test_a_rustle_takes_two_clicks_and_shows_its_die() -> None:
    table, steer, field = rope_position(free=1)
    state = state_of(table)
    size = state.size
    rival = parse_square_index(steer, size)
    own(state, 1, [rival])  # the steer now stands in Ben's one-square field
    redraw(table)
    table.board.click(f"pick steer {steer}")
    rings = [a for a in enabled(table.board.svg) if isinstance(parse(a), Steer)]
    assert rings == [f"Rustle the steer at {steer} into {field[0]}"]
    table.board.click(rings[0])
    assert str(state.history[-1]) == rings[0]
    svg = unescape(table.board.svg)
    rustle = next(e for m in table.moves for e in m.events if e.kind in ("rustle", "caught"))
    assert rustle.text.startswith("D8 rolled") and rustle.text in svg
    assert "Ana's dice:" in svg and "tt-cowboy-roll" in svg and "prefers-reduced-motion: reduce" in svg


def parse_square_index(name: str, size: int) -> int:
    return (int(name[1:]) - 1) * size + ord(name[0]) - ord("A")


def test_a_steer_that_cannot_be_roped_says_why_on_hover_and_on_click() -> None:
    table, steer, _ = rope_position()
    state = state_of(table)
    state.grid.owner = [None] * (state.size * state.size)  # Ana has no field any more
    redraw(table)
    svg = table.board.svg
    why = "Ana has no free square in a field of their own to put a steer in."
    assert disabled(svg)[f"pick steer {steer}"].endswith(why)
    before = snapshot(table)
    table.board.click(f"pick steer {steer}")
    assert f"Not allowed: {why}" in unescape(table.message.value) and "Roping" in table.message.value
    assert snapshot(table) == before and table.pick.steer is None


# ---- claiming, dropping, playing a card on a rival, the cavalry ----


def test_a_fence_that_cuts_a_rivals_field_in_two_offers_both_parts_and_a_click_claims_one() -> None:
    table = staged()
    state = state_of(table)
    clear_range(state)
    row, col = open_block(state, 2, 1)
    size = state.size
    west, east = row * size + col, row * size + col + 1
    own(state, 1, [west, east])  # Ben's field: Ana's fence across it steals one part
    state.cowboys[0] = (col + 1, row)  # the top of the line between the two squares
    redraw(table)
    table.board.click("Move S")
    table.board.click("Build a fence")
    assert state.phase == "claim"
    svg = table.board.svg
    claims = [str(Claim(square_name(west, size))), str(Claim(square_name(east, size)))]
    assert sorted(enabled(svg)) == sorted(claims) == sorted(legal(table))
    assert "Your fence cut a rival's field in two: click the part to take; the rival keeps the other." in (
        unescape(svg)
    )
    assert label_of(svg).startswith("Super Cowboy, round 1 of 60, Ana to claim a field")
    table.board.click(claims[1])
    assert state.grid.owner[east] == 0 and state.grid.owner[west] == 1  # Ben keeps the other part
    assert any("owns it" in e.text for e in table.moves[-1].events)


def test_under_the_choose_reading_two_fields_on_open_range_are_offered_without_calling_them_a_rivals(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(data, "TWO_FIELDS_AT_ONCE", "choose")  # not this edition's reading
    table = staged()
    state = state_of(table)
    clear_range(state)
    row, col = open_block(state, 2, 1)
    size = state.size
    west, east = row * size + col, row * size + col + 1
    own(state, 1, [west, east])
    state.grid.owner[west] = state.grid.owner[east] = None  # shut in, but nobody's
    state.cowboys[0] = (col + 1, row)
    redraw(table)
    table.board.click("Move S")
    table.board.click("Build a fence")
    svg = unescape(table.board.svg)
    assert state.phase == "claim" and "rival" not in svg.split("claim a field")[-1]
    assert "Your fence shut in several fields at once: click the one to take; nobody owns the others." in svg
    table.board.click(str(Claim(square_name(west, size))))
    assert state.grid.owner[west] == 0 and state.grid.owner[east] is None


def test_a_third_item_is_dropped_by_clicking_it_in_the_panel() -> None:
    table = staged()
    state = state_of(table)
    state.items[0] = [Card.LARIAT, Card.AXE]
    next_card(state, Card.SIX_SHOOTER)
    table.board.click("Stay put")
    table.board.click("Do nothing")
    assert state.phase == "drop"
    svg = table.board.svg
    drops = [f"Drop {card}" for card in (Card.LARIAT, Card.AXE, Card.SIX_SHOOTER)]
    assert enabled(svg) == drops and sorted(legal(table)) == sorted(drops) and buttons(table) == legal(table)
    assert "Three items are too many: click the one to drop, below." in unescape(svg)
    table.board.click(drops[1])
    assert state.items[0] == [Card.LARIAT, Card.SIX_SHOOTER]


def test_the_man_with_no_name_is_played_on_a_rival_by_clicking_their_row() -> None:
    table = staged(players=3)
    state = state_of(table)
    next_card(state, Card.NO_NAME)
    table.board.click("Stay put")
    table.board.click("Do nothing")
    assert state.phase == "target"
    svg = table.board.svg
    assert enabled(svg) == ["Play it on Ben", "Play it on Cy"] == legal(table)
    assert "The Man with No Name" in svg and "a rival loses a turn" in svg
    table.board.click("Play it on Cy")
    lost = "Cy loses this turn: no move, no action and no event card."
    assert state.skip[2] == 1 or any(e.text == lost for m in table.moves for e in m.events)


def test_fire_water_is_held_and_poured_for_a_rival_when_its_holder_clicks_their_row() -> None:
    table = staged(players=3)
    state = state_of(table)
    next_card(state, Card.FIRE_WATER)
    table.board.click("Stay put")
    table.board.click("Do nothing")
    assert state.items[0] == [Card.FIRE_WATER]  # held, not played at once
    while state.current_player != 0:
        table._continue.click()
    svg = unescape(table.board.svg)
    pours = ["Pour the Fire Water for Ben", "Pour the Fire Water for Cy"]
    assert [a for a in enabled(svg) if a.startswith("Pour")] == pours
    assert all(p in legal(table) and p in buttons(table) for p in pours)
    assert "Fire Water" in svg and "a rival's name to pour Fire Water" in svg
    check_choices(table)
    table.board.click("Pour the Fire Water for Cy")
    assert state.skip[2] == 1 and state.items[0] == [] and state.current_player == 0
    assert not [a for a in enabled(table.board.svg) if a.startswith("Pour")]


def test_fire_water_cannot_be_poured_while_an_event_asks_and_the_refusal_says_why() -> None:
    table = staged(players=3)
    state = state_of(table)
    state.items[0] = [Card.FIRE_WATER, Card.AXE]
    next_card(state, Card.SIX_SHOOTER)
    redraw(table)
    table.board.click("Stay put")
    table.board.click("Do nothing")
    assert state.phase == "drop"
    off = disabled(table.board.svg)
    assert "Pour the Fire Water for Ben" in off
    table.board.click("Pour the Fire Water for Ben")
    assert "First drop an item" in unescape(table.message.value)
    assert state.skip == [0, 0, 0]


def test_the_cavalry_chases_the_indian_or_bandit_clicked() -> None:
    table = staged(seed=4)  # Ben's turn after it leaves both Indians be
    state = state_of(table)
    clear_range(state)
    size = state.size
    state.tokens.indians[:] = [2 * size + 2, 5 * size + 7]
    state.tokens.bandit = (9, 3)
    next_card(state, Card.CAVALRY)
    redraw(table)
    table.board.click("Stay put")
    table.board.click("Do nothing")
    assert state.phase == "cavalry"
    svg = table.board.svg
    targets = ["Remove the Indian at C3", "Remove the Indian at H6", "Remove the Bandit"]
    assert sorted(enabled(svg)) == sorted(targets) == sorted(legal(table))
    table.board.click("Remove the Bandit")
    assert state.tokens.bandit is None and len(state.tokens.indians) == 2


def test_the_header_counts_rounds_toward_the_limit_and_no_round_is_summarised() -> None:
    """Super Cowboy has no scoring rounds (the first with five steers wins): the count says how long
    before the range closes ("of 60", or the limit chosen), so it promises no round's summary."""
    table = cowboy_table(seed=3)
    assert ">Round 1 of 60 · Ana to move<" in table.board.svg
    assert not table.pacing.round_ends  # never paused with a round's summary
    short = cowboy_table(("Ana", "Ben"), seats=[HUMAN, "Normal"], seed=3, round_limit=12)
    assert ">Round 1 of 12 · Ana to move<" in short.board.svg
    assert label_of(short.board.svg).startswith("Super Cowboy, round 1 of 12, Ana to move")


def test_a_full_tie_at_the_round_limit_is_drawn_as_a_shared_win() -> None:
    state: CowboyState = GAME.new(["Ana", "Ben"], seed=3, round_limit=1)
    while not state.is_over:  # nobody fences or cuts wood: herds, fields and fences stay equal
        state.apply(next(a for a in state.legal_actions() if str(a) in ("Stay put", "Do nothing")))
    svg = unescape(draw_board(state.view(None)))
    assert label_of(svg) == "Game over: Ana and Ben share the win after 1 round (herds Ana 0, Ben 0)"
    assert "Game over · Ana and Ben share the win" in svg and svg.count(">winner<") == 2


def test_hover_texts_name_corners_as_the_log_does_never_by_raw_coordinates() -> None:
    table = cowboy_table(seed=3)
    state = state_of(table)
    state.tokens.bandit = (2, 2)
    state.tokens.pilgrims = [Pilgrim(9, 3, Direction.S)]
    redraw(table)
    svg = unescape(table.board.svg)
    assert re.search(r"corner \d", svg) is None
    walks = {action: label for action, label, on in shapes(svg) if on}
    assert walks["Move N"] == "Move N: walk north to the north-west corner of G12"
    assert walks["Move E"] == "Move E: walk east to the south-west corner of H12"
    assert "Ana's cowboy (red disc) at the south-west corner of G12" in unescape(draw_board(state.view(None)))
    assert "Ben's cowboy (blue square) at the north-west corner of G1" in svg
    assert "The Bandit at the north-west corner of C3: no cowboy may stand there" in svg
    assert "A pilgrim at the north-west corner of J4, walking south" in svg


def test_the_card_texts_say_what_each_card_really_does() -> None:
    assert CARD_EFFECT[Card.STAMPEDE] == "every roaming steer runs a square, over fences and water"
    assert CARD_EFFECT[Card.INDIAN_RAID] == "an Indian arrives at an edge; landing on steers, it eats them"
    assert CARD_EFFECT[Card.BRANDER] == "item: rustlers of your steers are caught on 1-5"
    bandit = "the Bandit rides in to a middle tile's centre corner or a board corner"
    assert CARD_EFFECT[Card.BANDIT] == bandit
    assert CARD_EFFECT[Card.CAVALRY] == "chase off an Indian or the Bandit, the drawer's pick"


def test_a_card_text_too_long_for_the_card_ends_in_an_ellipsis_and_is_whole_on_hover() -> None:
    table = cowboy_table(seed=3)
    state = state_of(table)
    state.last_card = Card.BRANDER
    redraw(table)
    svg = unescape(table.board.svg)
    assert f"Last event card: {Card.BRANDER}: {CARD_EFFECT[Card.BRANDER]}" in svg
    assert "your steers are …" in svg


# ---- refusals ----


def test_a_corner_taken_by_a_rival_is_refused_with_the_rule() -> None:
    table = cowboy_table(seed=3)
    state = state_of(table)
    x, y = state.cowboys[0]
    state.cowboys[1] = (x, y - 1)
    redraw(table)
    svg = table.board.svg
    assert disabled(svg)["Move N"] == "Move N: Ben stands on that corner."
    assert "Move N" not in enabled(svg)
    before = snapshot(table)
    table.board.click("Move N")
    message = unescape(table.message.value)
    assert "Not allowed: Ben stands on that corner." in message
    assert "Moving" in message
    assert snapshot(table) == before


def test_the_bandit_keeps_cowboys_a_line_away() -> None:
    table = cowboy_table(seed=3)
    state = state_of(table)
    x, y = state.cowboys[0]
    state.tokens.bandit = (x - 1, y - 1)
    redraw(table)
    svg = table.board.svg
    assert disabled(svg)["Move N"] == "Move N: That corner is one line from the Bandit: he would shoot."
    assert f"The Bandit at {intersection_name((x - 1, y - 1), state.size)}: no cowboy may stand" in svg
    table.board.click("Move W")
    assert "The Bandit" in unescape(table.message.value)


def test_a_steer_clicked_before_the_move_is_refused_with_the_turn_rule() -> None:
    table, steer, _ = rope_position()
    state = state_of(table)
    state.phase = "move"
    redraw(table)
    assert disabled(table.board.svg)[f"pick steer {steer}"].endswith(
        "First move your cowboy one line (or stay put); the action comes after the move."
    )
    before = snapshot(table)
    table.board.click(f"pick steer {steer}")
    assert "Not allowed: First move your cowboy" in table.message.value and "A turn" in table.message.value
    assert snapshot(table) == before


@pytest.mark.parametrize(
    ("forged", "why"),
    [
        ("Move again N", "First move your cowboy one line"),
        ("Build a fence", "First move your cowboy"),
        ("Rope the steer at A1 into B2", "There is no steer at A1."),
        (
            "Claim the field at C3",
            "No event card asks for that now",
        ),
        ("Drop Six Shooter", "No event card asks for that now: it is time to move."),
        ("Remove the Bandit", "No event card asks for that now: it is time to move."),
        ("Hello", "'Hello' is not a move in Super Cowboy Rope Steer Adventure right now."),
        ("pick steer Z99", "Z99 is not a square of this range."),
        ("pick lasso", "'lasso' is nothing on this board."),
    ],
)
def test_a_forged_action_is_refused_with_nothing_changed(forged: str, why: str) -> None:
    table = cowboy_table(seed=3)
    before = snapshot(table)
    table.board.click(forged)
    assert f"Not allowed: {why}" in unescape(table.message.value)
    assert snapshot(table) == before and table.pick.steer is None


def test_a_message_that_is_not_an_action_is_refused_too() -> None:
    table = cowboy_table(seed=3)
    before = snapshot(table)
    table.board._receive(table.board, {"action": ["Move N"]}, [])
    assert "is not a move in Super Cowboy Rope Steer Adventure right now" in unescape(table.message.value)
    assert snapshot(table) == before


def test_clicks_while_paused_are_refused() -> None:
    table = cowboy_table(seed=3)
    table.board.click("Stay put")
    table.board.click("Do nothing")
    assert table._paused == "Next turn" and table.state.current_player == 1
    before = snapshot(table)
    table.board.click("Move N")
    assert "The table is paused: press Next turn to go on." in table.message.value
    assert snapshot(table) == before
    table.resume()
    assert table._paused is None and table.state.current_player == 0


# ---- the picture ----


def test_the_panel_shows_each_player_the_last_card_and_the_dice() -> None:
    table = cowboy_table(seed=3)
    state = state_of(table)
    next_card(state, Card.STAMPEDE)
    table.board.click("Stay put")
    table.board.click("Do nothing")
    svg = unescape(table.board.svg)
    assert "Stampede!" in svg and "every roaming steer runs a square, over fences and water" in svg
    rolls = state.view(None).rolls
    assert len(rolls) > 4, "a stampede rolls for every roaming steer"
    assert all(roll[:60] in svg for roll in rolls[:2])
    assert f"… and {len(rolls) - 2} more rolls in the log" in svg
    assert svg.count('class="tt-cowboy-roll"') == 3 and f"+{len(rolls) - 3}" in svg  # three dice and "+N"
    assert "Ana's dice:" in svg
    for name in ("Ana", "Ben"):
        assert f"{name}: " in svg and "fences in hand" in svg


def test_the_roll_animates_once() -> None:
    table, steer, _ = rope_position(free=2)
    next_card(state_of(table), Card.MOOVE_STEERS)
    table.board.click(f"pick steer {steer}")
    table.board.click(next(a for a in enabled(table.board.svg) if isinstance(parse(a), Steer)))
    assert table._paused == "Next turn"
    assert 'class="tt-cowboy-roll"' in table.board.svg  # the MOOOOOVE's dice roll in
    table._render()  # the same picture drawn again (a refused click, say): the dice lie still
    assert "tt-cowboy-roll" not in table.board.svg and "D8 rolled" in table.board.svg


def test_fields_differ_by_pattern_as_well_as_colour_and_text_is_readable() -> None:
    table, _, _ = rope_position()
    state = state_of(table)
    spare = next(
        s
        for s, kind in enumerate(state.layout.terrain)
        if kind is Terrain.GRASS and state.grid.owner[s] is None
    )
    own(state, 1, [spare])
    svg = draw_board(state.view(None))
    assert 'fill="url(#tt-cowboy-field-0)"' in svg and 'fill="url(#tt-cowboy-field-1)"' in svg
    assert "fields hatched in stripes" in svg and "fields hatched in dots" in svg
    sizes = [int(s) for s in re.findall(r'font-size="(\d+)"', svg)]
    assert sizes and min(sizes) >= 12
    assert "http" not in svg.replace('xmlns="http://www.w3.org/2000/svg"', "")
    width = int(re.search(r'width="(\d+)"', svg)[1])  # type: ignore[index]
    assert width <= 640


def test_a_finished_game_is_labelled_for_the_browser_harness() -> None:
    state = GAME.new(["Ana", "Ben"], seed=1)
    bots = [GAME.bot(), GAME.bot()]
    rng = random.Random(1)
    while not state.is_over:
        seat = state.current_player
        assert seat is not None
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions(), rng))
    view = state.view(None)
    assert board_label(view).startswith(f"Game over: {state.players[view.winner]} wins")
    assert label_of(draw_board(view)) == board_label(view)
    assert "Game over" in draw_board(view)


# ---- hot seat: everything is public, but the device still passes ----


def test_hot_seat_hides_nothing_but_still_passes_the_device() -> None:
    table = cowboy_table(NAMES[:2], seats=[HUMAN, HUMAN], seed=3)
    table.board.click("Stay put")
    table.board.click("Do nothing")
    assert table._paused is None, "no pause between humans: the device passes instead"
    assert table._passing and table.state.current_player == 1
    svg = table.board.svg
    assert enabled(svg) == [] and disabled(svg) == {} and buttons(table) == []
    assert table._pass.layout.display is None and table._pass.description == "I am Ben: show my view"
    state = state_of(table)
    # The screen between the players shows the whole range, exactly as either seat sees it.
    assert draw_board(state.view(None), dice=table.dice) == draw_board(state.view(1), dice=table.dice)
    assert draw_board(state.view(0), dice=table.dice) == draw_board(state.view(1), dice=table.dice)
    before = snapshot(table)
    table.board.click(legal(table)[0])
    assert "the device goes to Ben first" in table.message.value
    assert snapshot(table) == before
    table._pass.click()
    assert not table._passing
    assert sorted(enabled(table.board.svg)) == sorted(legal(table))
    assert "Click a ringed corner to walk one line" in table.board.svg


def test_two_humans_play_a_whole_game_passing_the_device() -> None:
    table = cowboy_table(NAMES[:3], seats=[HUMAN, "Normal", HUMAN], seed=6, round_limit=15)
    assert play_by_clicks(table, seed=6) > 20
    assert table.state.is_over and label_of(table.board.svg).startswith("Game over: ")


def test_a_state_shows_itself_as_the_board() -> None:
    state = GAME.new(["Ana", "Ben"], seed=2)
    svg = draw_board(state.view(None))
    assert repr(svg) == "<SVG: Super Cowboy, round 1 of 60, Ana to move: herds Ana 0, Ben 0>"
    assert svg._repr_svg_() == str(svg)
    assert draw_board(state.view(None), frozenset(), Pick("Z9")) == svg, "a stale pick draws nothing"


# ---- the second review's words ----


def test_a_round_limit_win_decided_by_a_tie_break_names_the_measure_that_decided_it() -> None:
    state: CowboyState = GAME.new(["Ana", "Ben"], seed=3, round_limit=1)
    state.fences[0] = 3  # same herds (none), same field squares (none): Ben has more fences
    while not state.is_over:
        state.apply(next(a for a in state.legal_actions() if str(a) in ("Stay put", "Do nothing")))
    svg = unescape(draw_board(state.view(None)))
    assert label_of(svg) == (
        "Game over: Ben wins on fences (10 to 3) after a tie on steers and field squares, when the range "
        "closed after 1 round (herds Ana 0, Ben 0)"
    )
    assert "biggest herd" not in svg
    assert "The range closes: Ben wins on fences (10 to 3) after a tie on steers and field squares." in svg


def test_a_round_limit_win_on_the_biggest_herd_says_so() -> None:
    state: CowboyState = GAME.new(["Ana", "Ben"], seed=3, round_limit=1)
    state.tokens.steers[:] = []
    state.grid.owner[0] = 1  # Ben's one-square field at A1, with a steer in it
    state.grid.fenced |= {Edge(True, 0, 0), Edge(True, 1, 0), Edge(False, 0, 0), Edge(False, 0, 1)}
    state.tokens.steers.append(0)
    state._legal = None
    while not state.is_over:
        state.apply(next(a for a in state.legal_actions() if str(a) in ("Stay put", "Do nothing")))
    label = label_of(unescape(draw_board(state.view(None))))
    assert label.startswith("Game over: Ben wins with the biggest herd (1 steer), when the range closed")


def test_two_steers_on_one_square_are_picked_one_at_a_time() -> None:
    table, steer, _ = rope_position()
    state = state_of(table)
    state.tokens.steers.append(state.tokens.steers[0])  # a second steer on the same square
    redraw(table)
    label = dict((a, text) for a, text, _ in shapes(table.board.svg))[f"pick steer {steer}"]
    assert label == f"2 roaming steers at {steer}: pick one to rope it into a square of your field (3 free)"


def test_a_printed_steer_next_to_you_before_your_move_says_it_cannot_be_roped() -> None:
    table = staged()
    state = state_of(table)
    clear_range(state)
    x, y = state.cowboys[0]
    square = (y - 1) * state.size + x  # north-east of Ana's corner
    terrain = list(state.layout.terrain)
    terrain[square] = Terrain.PRINTED_STEER
    state.layout = dataclasses.replace(state.layout, terrain=tuple(terrain))
    state.printed = (square,)
    redraw(table)
    name = square_name(square, state.size)
    assert disabled(table.board.svg)[f"pick steer {name}"] == (
        f"A steer printed on the range at {name}: The steer printed at {name} cannot be roped: fence it "
        "into a field of yours."
    )


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_turn_pauses_when_play_passes_on_not_while_its_drawer_still_chooses(seed: int) -> None:
    """An event card may ask the player who drew it to choose (an item to drop, a rival): the turn
    is over, and the table pauses, only when play has passed to the next player."""
    table = cowboy_table(players=("Ana", "Ben", "Cy"), seed=seed)
    pauses = 0
    for _ in range(400):
        if table.state.is_over:
            break
        if table._paused is not None:
            pauses += 1
            assert table.state.current_player != table._mover, table.moves[-1].events
            table.resume()
            continue
        table.act(str(table.state.legal_actions()[0]))
    assert pauses > 5


def test_a_long_dice_line_is_cut_to_fit_the_picture_at_its_small_text_size() -> None:
    """At SMALL px a character is about 0.53 em wide: a line of rolls stays inside the picture."""
    long = "Steer at C4 rolls 3: runs east over the fence, " * 5
    svg = unescape(_dice(Dice("Ana", (long, long, long)), 466, 0, 40, animate=False))
    lines = re.findall(r">([^<>]*…)</text>", svg)
    assert len(lines) == 3 and all(12 + len(line) * 0.53 * SMALL <= WIDTH for line in lines), lines
