"""GameTable driven as a player drives it: clicks on the board and on buttons."""

from __future__ import annotations

import re

import tabletop
from tabletop.core import Event
from widgets.explain import Move, event_html, log_html
from widgets.rowlette import rowlette_table
from widgets.table import HUMAN, GameTable


def legal_texts(table: GameTable) -> list[str]:
    return [str(action) for action in table.state.legal_actions()]


def test_a_new_table_waits_for_the_human_after_the_bots_have_moved() -> None:
    table = rowlette_table(seed=5)
    assert table.seat_kinds == [HUMAN, "Sensible", "Sensible"]
    assert table.state.current_player == 0 or table.state.is_over
    assert table.moves[0].action == "Set-up (seed 5)"
    assert all(move.who.endswith("(bot)") for move in table.moves[1:])


def test_the_board_offers_exactly_the_legal_moves_as_enabled_shapes() -> None:
    table = rowlette_table(seed=5)
    svg = table.board.svg
    enabled = re.findall(r'data-action="([^"]+)"[^>]*aria-disabled="false"', svg)
    assert sorted(enabled) == sorted(legal_texts(table))
    visible = [b.description for b in table._buttons if b.layout.display != "none"]
    assert visible == legal_texts(table)


def test_clicking_a_market_card_takes_it_and_the_bots_answer_at_once() -> None:
    table = rowlette_table(players=("Ana", "Ben"), seed=8)
    card = next(text for text in legal_texts(table) if text.startswith("Take"))
    moves_before = len(table.moves)
    table.board.click(card)
    assert table.moves[moves_before].who == "Ana" and table.moves[moves_before].action == card
    assert table.message.value == ""
    assert table.state.current_player in (0, None)


def test_an_illegal_click_is_explained_and_changes_nothing() -> None:
    table = rowlette_table(seed=5)
    before, moves = table.state.to_json(), len(table.moves)
    table.board.click("Take 41")
    assert "Not allowed" in table.message.value and "Legal moves" in table.message.value
    assert table.state.to_json() == before and len(table.moves) == moves


def test_a_forged_message_from_the_browser_is_refused() -> None:
    table = rowlette_table(seed=5)
    before = table.state.to_json()
    table.board._receive(table.board, {"action": {"card": 17}}, [])
    table.board._receive(table.board, ["not", "a", "dict"], [])
    table.board._receive(table.board, {"action": "Take " + "9" * 500}, [])
    assert "Not allowed" in table.message.value
    assert table.state.to_json() == before


def test_a_number_in_another_script_from_the_browser_is_refused() -> None:
    table = rowlette_table(seed=5)
    card = next(text for text in legal_texts(table) if text.startswith("Take") and text[5:].isdigit())
    arabic = card[:5] + card[5:].translate(str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩"))
    before = table.state.to_json()
    table.board._receive(table.board, {"action": arabic}, [])
    assert "Not allowed" in table.message.value and "is not a move in Rowlette" in table.message.value
    assert table.state.to_json() == before


def test_a_whole_game_can_be_played_by_clicking_until_game_over() -> None:
    table = rowlette_table(players=("Ana", "Ben", "Cy", "Dee"), seed=3)
    clicks = 0
    while not table.state.is_over:
        legal = legal_texts(table)
        table.board.click(legal[min(1, len(legal) - 1)] if clicks % 4 else legal[0])
        clicks += 1
        assert clicks < 500
    assert "Game over." in table._turn.value
    assert table._again.layout.display is None and table._hint.layout.display == "none"
    assert "(winner)" in table._scores.value


def test_the_new_game_button_starts_over_with_the_next_seed() -> None:
    table = rowlette_table(seed=5)
    assert table._seed.value == 6
    table._new.click()
    assert table.state.seed == 6 and table._seed.value == 7
    assert table.moves[0].action == "Set-up (seed 6)"


def test_a_bad_setup_is_reported_and_the_running_game_kept() -> None:
    table = rowlette_table(seed=5)
    game = table.state
    table._names[1].value = table._names[0].value
    table._new.click()
    assert "Cannot start" in table.message.value and "same name" in table.message.value
    assert table.state is game


def test_two_humans_pass_the_device_and_the_goal_offer_stays_hidden_meanwhile() -> None:
    table = rowlette_table(players=("Ana", "Ben"), seats=(HUMAN, HUMAN), seed=2)
    first = table.state.current_player
    assert not table._passing
    while table.state.current_player == first:
        table.act(legal_texts(table)[-1])
    assert table._passing and "Pass the device to" in table._turn.value
    assert 'aria-disabled="false"' not in table.board.svg  # nothing clickable for the wrong person
    table.act(legal_texts(table)[-1])
    assert "the device goes to" in table.message.value
    table._pass.click()
    assert not table._passing and 'aria-disabled="false"' in table.board.svg


def test_hint_names_the_house_bots_choice() -> None:
    table = rowlette_table(seed=5)
    table.hint()
    assert "Hint: the Sensible bot would choose" in table.message.value


def test_the_log_shows_newest_first_with_rule_titles() -> None:
    table = rowlette_table(seed=5)
    table.act(legal_texts(table)[0])
    log = table._log.value
    assert log.index("<b>Ana</b>") < log.index("Set-up (seed 5)")
    assert "<summary>" in log


def test_log_lines_are_classed_by_event_kind_without_taking_the_tables_own_class_names() -> None:
    """A game's "turn" or "move" event must not pick up the style of the turn caption or of a log
    entry's header (``tt-turn``, ``tt-move``)."""
    game = tabletop.get("partyfowl")
    line = event_html(game, Event("turn", "Ana's turn.", "partyfowl.turn"))
    assert 'class="tt-event tt-event-turn"' in line
    moved = Move("Ana", "Move to the Den", (Event("move", "Ana walks.", "partyfowl.move"),))
    classes = " ".join(re.findall(r'class="([^"]+)"', log_html(game, [moved]))).split()
    assert "tt-turn" not in classes and classes.count("tt-move") == 1


def test_the_log_tells_a_card_passed_face_down_without_naming_it() -> None:
    """The log is read by the whole table: a Partners swap card, a Rowdy cheat kept and a Party
    Fowl card preened away are logged by what everyone may know (``State.public_text``)."""
    from tabletop.partners import Give, Kind
    from tabletop.partyfowl import PreenAway
    from tabletop.rowdy.actions import KeepCheat
    from tabletop.rowdy.data import Cheat
    from widgets.partners import partners_table

    assert tabletop.get("partners").new(["A", "B", "C", "D"], 1).public_text(Give(Kind.FIVE)) == (
        "Give a card to partner"
    )
    rowdy = tabletop.get("rowdy").new(["A", "B"], 1)
    assert rowdy.public_text(KeepCheat(Cheat.PLUS_TWO)) == "Keep one of the cheats"
    party = tabletop.get("partyfowl").new(["A", "B"], 1)
    assert party.public_text(PreenAway("Games 1")) == "Preen away a card"
    assert party.public_text(party.legal_actions()[0]) == str(party.legal_actions()[0])
    table = partners_table(seed=2026)
    table.act(str(table.state.legal_actions()[0]))  # Ana gives, then the three bots
    logged = [move.action for move in table.moves[1:5]]
    assert logged == ["Give a card to partner"] * 4


def test_the_pass_the_device_screen_says_what_each_game_keeps_secret() -> None:
    """The shared text speaks of hands; Rowlette and Super Cowboy have none, so their tables bring
    their own words."""
    from widgets.partners import partners_table
    from widgets.partyfowl import partyfowl_table
    from widgets.rowdy import rowdy_table

    def passing_text(table: GameTable) -> str:
        table._passing = True
        return table._turn_html()

    for table in (rowdy_table(seed=3), partners_table(seed=3), partyfowl_table(seed=3)):
        assert table.handoff == "the screen hides every hand until then"
        assert passing_text(table).endswith("; the screen hides every hand until then.")
    from widgets.cowboy import cowboy_table

    cowboy = passing_text(cowboy_table(players=("Ana", "Ben"), seats=(HUMAN, HUMAN), seed=2))
    assert "hand" not in cowboy
    assert cowboy.endswith("; everything on the range is public, only the order of the event deck is secret.")
    text = passing_text(rowlette_table(players=("Ana", "Ben"), seats=(HUMAN, HUMAN), seed=2))
    assert "hand" not in text
    assert text.endswith(
        "; every line is public; in this edition (GOAL_OFFER) only the player choosing sees the goals "
        "a red number draws."
    )
