"""The Rowdy Partners table driven as a player drives it: cards clicked in the hand, buttons for
tokens, a pause after every trick, hot-seat screens, and a picture that hides what a seat may not see."""

from __future__ import annotations

import re
from html import escape

import pytest

from tabletop.core import Event
from tabletop.rowdy import Phase
from tabletop.rowdy.data import STOP_ONE, STOP_TWO, ZERO_SPACE
from tabletop.rowdy.rules import space_name
from widgets.pacing import EACH_MOVE, EACH_STEP, NEVER
from widgets.rowdy import rowdy_table
from widgets.rowdy.draw import draw_board
from widgets.rowdy.table import GAME, PACING
from widgets.rowdy.tracks import health_track
from widgets.table import HUMAN, GameTable

CAST = ("Lawman", "Nat", "Dynamite", "Grace")
CHARACTERS = ["Lawman", "Nat Greaves", "Dynamite", "Amazing Grace"]


def enabled(svg: str) -> list[str]:
    return re.findall(r'data-action="([^"]+)"[^>]*aria-disabled="false"', svg)


def disabled_titles(svg: str) -> dict[str, str]:
    found = re.findall(r'data-action="([^"]+)"[^>]*aria-disabled="true"[^>]*><title>([^<]*)</title>', svg)
    return dict(found)


def legal(table: GameTable) -> list[str]:
    return [str(a) for a in table.state.legal_actions()]


def staged_table(**options: object) -> GameTable:
    """Lawman (human, slot 1) leads; the others are bots."""
    hands = options.pop("hands", None) or [[], [], [], []]
    return rowdy_table(CAST, seed=3, characters=CHARACTERS, first_side=0, hands=hands, **options)


def finish_trick(table: GameTable) -> None:
    """Play the human's first legal card (and Done) until the table pauses on a finished trick."""
    while table._paused is None and not table.state.is_over:
        move = next(a for a in legal(table) if a.startswith("Play ") or a == "Done")
        table.act(move)


def test_the_hand_offers_exactly_the_legal_cards_and_the_buttons_the_rest() -> None:
    table = staged_table()
    assert table.state.current_player == 0
    plays = [a for a in legal(table) if a.startswith("Play ")]
    assert sorted(enabled(table.board.svg)) == sorted(plays)
    visible = [b.description for b in table._buttons if b.layout.display != "none"]
    assert visible == legal(table)


def test_a_card_that_does_not_follow_explains_why_on_hover_and_on_click() -> None:
    hands = [["5 of Hats"], [], ["2 of Hats", "3 of Stars"], []]
    table = staged_table(hands=hands, seats=[HUMAN, "Normal", HUMAN, "Normal"])
    table.act("Play 5 of Hats")
    table.act("Done")
    table._take_device()  # Dynamite's turn on a hot seat
    assert table.state.current_player == 2
    svg = table.board.svg
    assert "Play 3 of Stars" not in enabled(svg)
    assert disabled_titles(svg)["Play 3 of Stars"].endswith(
        "you hold Hats: you must follow Hats (or play a Wild)"
    )
    before = table.state.to_json()
    table.board.click("Play 3 of Stars")
    assert "Not allowed" in table.message.value and "does not follow" in table.message.value
    assert "Following suit" in table.message.value or "follow" in table.message.value.lower()
    assert table.state.to_json() == before


def test_tokens_are_offered_only_while_a_card_is_being_played() -> None:
    table = staged_table()
    assert not any("coin" in a for a in legal(table))  # before a card: only cards (and tags)
    card = next(a for a in legal(table) if a.startswith("Play "))
    table.board.click(card)
    assert table.state.view(0).phase is Phase.STAGE
    buttons = [b.description for b in table._buttons if b.layout.display != "none"]
    assert buttons == ["Add a +1 coin", "Add a -1 coin", "Done"]
    assert enabled(table.board.svg) == []  # the hand is not clickable while staging


def test_the_table_pauses_on_each_finished_trick_and_shows_it_step_by_step() -> None:
    table = staged_table()
    finish_trick(table)
    assert table._paused == "Next trick"
    assert table._continue.layout.display is None and table._continue.description == "Next trick"
    svg = table.board.svg
    shown = table.state.view(0).last_trick
    assert shown is not None and shown.winner is not None
    assert "finished" in svg and "tt-rowdy-glow" in svg  # the winner glows
    if shown.damage:
        assert "tt-rowdy-slide" in svg and f"-{shown.damage}" in svg  # the marker slides
    assert enabled(svg) == [] and all(b.layout.display == "none" for b in table._buttons)
    before = table.state.to_json()
    table.board.click(legal(table)[0] if legal(table) else "Play 1 of Hats")
    assert "paused" in table.message.value and table.state.to_json() == before
    table.resume()
    assert table._paused is None and "finished" not in table.board.svg


def test_countered_cards_flip_in_the_review() -> None:
    hands = [["5 of Hats"], ["4 of Hats"], ["Wild 5"], ["Wild 4"]]
    table = staged_table(hands=hands, seats=[HUMAN] * 4)
    for move in [
        "Play 5 of Hats",
        "Done",
        "Play Wild 5",
        "Done",
        "Play Wild 4",
        "Declare Hats",
        "Play 4 of Hats",
    ]:
        if table._passing:
            table._take_device()
        table.act(move)
        assert "Not allowed" not in table.message.value
    assert table._paused == "Next trick"
    svg = table.board.svg
    assert svg.count('class="tt-rowdy-flip"') == 4 and "nobody wins" in svg


def test_hot_seat_hides_every_hand_until_the_next_human_takes_the_device() -> None:
    table = staged_table(seats=[HUMAN, HUMAN, "Normal", "Normal"])
    while not table._passing:
        if table._paused:
            table.resume()
        else:
            table.act(next(a for a in legal(table) if a.startswith("Play ") or a == "Done"))
    svg = table.board.svg
    assert "Hands are hidden." in svg and "s hand" not in svg
    assert table._pass.description == f"I am {table.state.players[table.state.current_player]}: show my view"
    before = table.state.to_json()
    table.board.click(legal(table)[0])
    assert "the device goes to" in table.message.value and table.state.to_json() == before
    table._take_device()
    assert enabled(table.board.svg) and "Hands are hidden." not in table.board.svg


@pytest.mark.parametrize("count", [2, 3, 4])
def test_a_table_of_bots_plays_to_the_pin_trick_by_trick(count: int) -> None:
    table = rowdy_table(CAST[:count], seats=["Normal"] * count, seed=11)
    pauses = 0
    while not table.state.is_over:
        assert table._paused in ("Next trick", "Deal the next round")
        table.resume()
        pauses += 1
    assert pauses >= 8
    view = table.state.view(None)
    assert view.loser is not None
    winners = [view.players[s] for s in view.sides[1 - view.loser]]
    verb = "wins" if len(winners) == 1 else "win"  # a Headliner wins alone
    assert escape(f"Game over: {' & '.join(winners)} {verb} by pin.") in table.board.svg
    assert table._again.layout.display is None


def test_the_picture_shows_only_what_the_seat_may_see() -> None:
    state = GAME.new(list(CAST), seed=5, characters=CHARACTERS)
    for seat in range(4):
        svg = draw_board(state.view(seat))
        mine = {card.label for card in state.hands[seat]}
        others = {card.label for s in range(4) if s != seat for card in state.hands[s]}
        assert all(f"Play {label}" in svg for label in mine)
        assert not any(f'Play {label}"' in svg for label in others)
    assert "Hands are hidden." in draw_board(state.view(None))


def test_a_headliner_game_draws_both_diamonds_and_lets_uncovered_cards_be_clicked() -> None:
    table = rowdy_table(("Ana", "Ben"), seed=4)
    view = table.state.view(0)
    svg = table.board.svg
    assert "Bean Counter&#x27;s diamond" in svg or "Bean Counter's diamond" in svg
    bottom = view.diamonds[0][-1]
    assert f"Play {bottom.label}" in svg  # type: ignore[union-attr]
    assert svg.count("covered: face down") == 14  # 7 face down in each diamond


def test_cards_a_diamond_play_uncovers_stay_face_down_on_the_table_until_done() -> None:
    """Ana leads from her diamond's bottom and holds a coin: while she chooses tokens, the table (and
    its tooltips) shows the two cards above it face down; Done turns them up, as the log says."""
    diamond = ["1 of Tombstones", "2 of Tombstones", "3 of Tombstones", "4 of Tombstones",
               "5 of Tombstones", "6 of Tombstones", "7 of Tombstones", "3 of Stars"]  # fmt: skip
    table = rowdy_table(("Ana", "Ben"), seed=4, first_side=0, diamonds=[diamond, []], tokens=[["coin"], []])
    table.act("Play 3 of Stars")
    assert table.state.phase is Phase.STAGE
    svg = table.board.svg
    assert "6 of Tombstones" not in svg and "7 of Tombstones" not in svg
    assert svg.count("covered: face down") == 14  # Ana's 5 + the 2 still under her card, Ben's 7
    table.act("Done")
    ana = draw_board(table.state.view(0))
    assert "6 of Tombstones" in ana and "7 of Tombstones" in ana


def test_the_pacing_reads_the_events() -> None:
    win, deal = Event("win", "", "rowdy.winning"), Event("round", "", "rowdy.round")
    human_next = {"bot_moved": True, "bot_next": False}
    assert PACING.pause([win], EACH_STEP, **human_next) == "Next trick"  # the finished trick is shown
    assert PACING.pause([win], NEVER, **human_next) is None
    assert PACING.pause([win, deal], NEVER, **human_next) == "Deal the next round"
    assert PACING.pause([Event("play", "", "rowdy.lead")], EACH_STEP, bot_moved=True, bot_next=True) is None
    assert (
        PACING.pause([Event("play", "", "rowdy.lead")], EACH_MOVE, bot_moved=True, bot_next=True)
        == "Next move"
    )


def test_the_pop_marker_tooltip_counts_spaces_as_the_log_does() -> None:
    hands = [["8 of Hats"], [], [], []]
    state = GAME.new(list(CAST), seed=3, characters=CHARACTERS, first_side=0, hands=hands)
    log = [event.text for event in state.apply(state.action_from_string("Play 8 of Hats"))]
    log += [event.text for event in state.apply(state.action_from_string("Done"))]
    assert "Pop space 3: Lawman gains a tag token." in log
    svg = draw_board(state.view(0))
    assert "<title>Pop marker on space 3: tag</title>" in svg
    assert "<title>Pop space 3: tag</title>" in svg


def test_each_stop_sign_shows_the_name_the_log_gives_it() -> None:
    svg = health_track(0, 0, health=STOP_ONE, max_health=14, side=0, name="Dynamite")
    titles = re.findall(r"<title>([^<]*)</title>", svg)
    for space in (ZERO_SPACE, STOP_ONE, STOP_TWO):
        assert f"{escape(space_name(space))}: a trick needs" in " ".join(titles)
    assert "Reaching the Skull is a pin: the game ends" in titles
    assert "<title>Dynamite: on Stop 1, in the Pin Zone</title>" in svg


def test_a_headliners_pop_track_on_the_table_has_no_tag_spaces() -> None:
    state = GAME.new(["Ana", "Ben", "Cy"], seed=3, first_side=0)
    svg = draw_board(state.view(0))
    ana, team = svg.split(">Ben &amp; Cy<", 1)  # Ana's panel, then her opponents'
    assert "<title>Pop space 3: no icon</title>" in ana and "<title>Pop space 3: tag</title>" not in ana
    assert "<title>" + escape("Pop space 6: Bean Counter's signature") + "</title>" in ana
    assert "<title>Pop space 3: tag</title>" in team


def test_a_face_up_diamond_card_that_may_not_be_played_is_faded_and_says_why() -> None:
    """Ben leads Hats or Horseshoes; Ana holds both, so the Stars card face up in her diamond may not be
    played: it is faded and says why, like a card in hand. Ben's diamond says whose it is."""
    table = rowdy_table(
        ("Ana", "Ben"),
        seats=[HUMAN, "Normal"],
        seed=4,
        first_side=1,
        hands=[
            ["5 of Hats", "2 of Horseshoes"],
            [*(f"{v} of Hats" for v in (1, 2, 3, 4, 6, 7, 8)), "1 of Horseshoes"],
        ],
        diamonds=[
            [*(f"{v} of Tombstones" for v in range(1, 8)), "3 of Stars"],
            [*(f"{v} of Stars" for v in (4, 5, 6, 7, 8)), *(f"{v} of Horseshoes" for v in (3, 4, 5))],
        ],
    )
    view = table.state.view(0)
    assert table.state.current_player == 0 and "Play 3 of Stars" not in legal(table)
    svg = table.board.svg
    suit = view.lead_suit
    assert disabled_titles(svg)["Play 3 of Stars"] == (
        f"3 of Stars (from the diamond): you hold {suit}: you must follow {suit} (or play a Wild)"
    )
    assert re.search(r'data-action="Play 3 of Stars"[^>]*><title>[^<]*</title><g opacity="0.5">', svg)
    assert escape("5 of Horseshoes, face up in Ben's diamond: only they may play it") in svg


def test_a_signature_used_in_this_trick_shows_as_on_the_play_board_not_locked() -> None:
    """The token lies on the Play Board until the trick is cleared; the panel says so, as the log does."""
    state = GAME.new(
        ["Ana", "Ben"], seed=3, first_side=0, hands=[["7 of Hats"], []], tokens=[["signature"], []]
    )
    assert "<title>Signature move Bottom Line: ready</title>" in draw_board(state.view(0))
    for move in ("Play 7 of Hats", "Use Bottom Line", "Done"):
        state.apply(state.action_from_string(move))
    assert (
        "<title>Signature move Bottom Line: in play, on the Play Board until the trick is cleared</title>"
        in (draw_board(state.view(1)))
    )


def test_a_played_cards_tooltip_gives_its_worth_once() -> None:
    """A card with tokens reads '5 of Tombstones (-1 coin; worth 4), the lead card', not 'worth 4' twice."""
    state = GAME.new(
        list(CAST), seed=3, characters=CHARACTERS, first_side=0, hands=[["5 of Tombstones"], [], [], []],
        tokens=[["coin"], [], [], []],
    )  # fmt: skip
    for move in ("Play 5 of Tombstones", "Add a -1 coin", "Done"):
        state.apply(state.action_from_string(move))
    titles = re.findall(r"<title>([^<]*)</title>", draw_board(state.view(0)))
    assert "5 of Tombstones (-1 coin; worth 4), the lead card" in titles
    assert not any(title.count("worth") > 1 for title in titles)
