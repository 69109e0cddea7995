"""GameTable driven as a player drives it: clicks on the board and on buttons."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

import tabletop
from tabletop.core import Event, IllegalAction, State
from widgets.board import SvgBoard
from widgets.choose import PICK
from widgets.cowboy import cowboy_table
from widgets.explain import Move, event_html, log_html, refusal_html, rule_link
from widgets.pacing import EACH_MOVE, EACH_STEP, NEVER, NEXT_MOVE, Pacing
from widgets.partners import partners_table
from widgets.partyfowl import partyfowl_table
from widgets.rowdy import rowdy_table
from widgets.rowlette import rowlette_table
from widgets.rowlette.draw import draw_board
from widgets.table import HUMAN, GameTable
from widgets.table_style import NARROW, STYLE

#: Every game's table, as a quick-play page makes it.
TABLES: dict[str, Callable[..., GameTable]] = {
    "cowboy": cowboy_table,
    "partners": partners_table,
    "partyfowl": partyfowl_table,
    "rowdy": rowdy_table,
    "rowlette": rowlette_table,
}

#: The project, for the Voila template.
REPO = Path(__file__).resolve().parents[2]


def legal_texts(table: GameTable) -> list[str]:
    return [str(action) for action in table.state.legal_actions()]


def test_a_new_table_waits_for_the_human_after_the_bots_have_moved() -> None:
    table = rowlette_table(seed=5)
    assert table.seat_kinds == [HUMAN, "Normal", "Normal"]
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
        if table._paused is not None:
            assert table._paused == "Next round" and "End of the round." in table._scores.value
            table.resume()
            continue
        legal = legal_texts(table)
        table.board.click(legal[min(1, len(legal) - 1)] if clicks % 4 else legal[0])
        clicks += 1
        assert clicks < 500
    assert "Game over." in table._turn.value
    assert table._again.layout.display is None and table._hint.layout.display == "none"
    assert "(winner)" in table._turn.value and table._scores.value == ""  # the summary holds the scores


def test_the_seed_box_shows_the_game_in_play_and_new_game_deals_the_next_seed() -> None:
    table = rowlette_table(seed=5)
    assert table._seed.value == 5
    table._new.click()
    assert table.state.seed == 6 and table._seed.value == 6
    assert table.moves[0].action == "Set-up (seed 6)"


def test_the_seed_in_play_typed_again_is_dealt_and_the_tables_own_setting_is_not_typing() -> None:
    table = rowlette_table(seed=2026)
    for keystrokes in (2, 20, 202, 2026):  # the box (continuous) sends each keystroke
        table._seed.value = keystrokes
    table._new.click()
    assert table.state.seed == 2026 and table._seed.value == 2026
    table._new.click()  # nothing typed since: the box's value set by the deal is not a choice
    assert table.state.seed == 2027
    table._seed.value = 9
    table._restart.click()  # Restart is the game in play again, whatever the box shows
    assert table.state.seed == 2027 and table._seed.value == 2027
    table._new.click()
    assert table.state.seed == 2028


def test_a_typed_seed_is_dealt_by_new_game_and_restart_starts_the_same_game_again() -> None:
    table = rowlette_table(seed=5)
    table._seed.value = 2026
    table._new.click()
    assert table.state.seed == 2026 and table._seed.value == 2026
    opening = table.state.to_json()
    table.act(legal_texts(table)[0])
    table._restart.click()
    assert table.state.seed == 2026 and table.state.to_json() == opening and table._seed.value == 2026


@pytest.mark.parametrize("game", TABLES)
def test_restart_starts_the_game_in_play_again_in_every_table(game: str) -> None:
    table = TABLES[game](seed=2026)
    opening = table.state.to_json()
    table.act(legal_texts(table)[0])
    assert table.state.to_json() != opening
    table._restart.click()
    assert table.state.seed == 2026 and table.state.to_json() == opening


def test_the_board_and_the_side_panel_come_before_the_tables_controls_in_reading_and_tab_order() -> None:
    """Tab and a screen reader follow the children's order, not the grid's places: the board and the
    decision at the side come first, then the seed, New game and the rest, then who sits where."""
    table = rowlette_table(seed=5)
    style, main, controls, setup, log = table.children
    assert "<style>" in style.value and main.children[0] is table.board
    assert "tt-side" in main.children[1]._dom_classes and table._turn in main.children[1].children
    assert "tt-controls" in controls._dom_classes and table._seed in controls.children
    assert setup is table._setup and log is table._log


@pytest.mark.parametrize("name", sorted(TABLES))
def test_no_table_fixes_its_boards_width(name: str) -> None:
    """The board is as wide as its picture, or narrower to fit the window (the style sheet): no table
    sets a width of its own, which would leave a blank bar beside a picture fitted to the height."""
    table = TABLES[name](seed=3)
    assert table.board.layout.width is None
    assert re.search(r'<svg[^>]*\bwidth="[0-9.]+"', table.board.svg)  # the picture's own width


def test_the_table_and_the_quick_play_page_narrow_at_one_breakpoint() -> None:
    """The page's heading shrinks where the table's side column narrows: at table_style.NARROW."""
    template = (REPO / "share/jupyter/voila/templates/tabletop/index.html.j2").read_text()
    assert re.findall(r"@media \(max-width: *(\d+)px\)", template) == [str(NARROW)]
    assert re.findall(r"@media \(max-width: *(\d+)px\)", STYLE) == [str(NARROW)]
    assert "max-width: 1000px" not in SvgBoard._css


def test_copy_sits_beside_the_one_seed_box_and_is_drawn_afresh_with_every_game() -> None:
    table = rowlette_table(seed=5)
    controls = table.children[2]
    assert controls.children[:2] == (table._seed, table._copy)  # one seed box, Copy right beside it
    drawn = table._copy.value
    assert 'class="tt-copy-seed' in drawn and ">Copy</button>" in drawn and "http" not in drawn
    assert "tt-seed" in table._seed._dom_classes and "<input" not in drawn  # the seed shown once
    table._restart.click()  # the same seed again: the button is still redrawn, "Copy" once more
    assert table._copy.value != drawn and ">Copy</button>" in table._copy.value


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


def test_hint_names_the_coachs_best_moves() -> None:
    table = rowlette_table(seed=5)
    table.hint()
    assert "Hint: the coach's best moves" in table.message.value


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


# ---- moves that take several clicks: the shared choosing flow, with a game-agnostic fake pick ----


@dataclass
class Chosen:
    """A fake game's pick: one legal move clicked once, to be confirmed by a second click."""

    move: str | None = None
    asked: int = 0  # how often the table asked the choose function

    def clear(self) -> None:
        self.move = None


def choose_twice(state: State, pick: Chosen, what: str) -> str | None:
    """Any legal move takes two clicks, "pick <move>" twice; any other choice is refused."""
    pick.asked += 1
    if what not in map(str, state.legal_actions()):
        raise IllegalAction(f"{what!r} cannot be picked.", "core.legal-actions")
    if pick.move == what:
        return what
    pick.move = what
    return None


class ChoosingTable(GameTable):
    """A Rowlette table whose every move takes two clicks, built as a game's own table is: the pick
    kept before the first board is drawn, ``choose`` handed to the shared table."""

    def __init__(self, **kwargs: Any) -> None:
        self.chosen = self.pick = Chosen()
        super().__init__(tabletop.get("rowlette"), self._draw, choose=choose_twice, **kwargs)

    def _draw(self, view: Any, legal: frozenset[str]) -> str:
        return draw_board(view, legal) + f"<!-- picked: {self.chosen.move} -->"


def choosing_table(**kwargs: Any) -> tuple[ChoosingTable, Chosen]:
    table = ChoosingTable(**kwargs)
    return table, table.chosen


def test_a_choosing_click_changes_only_the_pick_and_the_board() -> None:
    table, pick = choosing_table(seed=5)
    move = legal_texts(table)[0]
    before, moves = table.state.to_json(), len(table.moves)
    table.board.click("pick no such move")
    table.board.click(f"{PICK} {move}")
    assert pick.move == move and table.message.value == "" and table.board.notice == ""
    assert f"<!-- picked: {move} -->" in table.board.svg
    assert table.state.to_json() == before and len(table.moves) == moves


def test_the_click_that_completes_a_choice_makes_the_move_and_the_bots_answer() -> None:
    table, _ = choosing_table(players=("Ana", "Ben"), seed=8)
    move = legal_texts(table)[0]
    moves = len(table.moves)
    table.board.click(f"{PICK} {move}")
    table.board.click(f"{PICK} {move}")
    assert table.moves[moves].who == "Ana" and table.moves[moves].action == move
    assert table.state.current_player in (0, None) and table.message.value == ""


def test_a_refused_choice_is_shown_with_its_rule_and_keeps_the_pick() -> None:
    table, pick = choosing_table(seed=5)
    move = legal_texts(table)[0]
    table.board.click(f"{PICK} {move}")
    before = table.state.to_json()
    table.board.click(f"{PICK} Take 41")
    why = f"Not allowed: &#x27;Take 41&#x27; cannot be picked. {rule_link(table.game, 'core.legal-actions')}"
    assert table.message.value == f'<div class="tt-refused">{why}</div>'
    assert table.board.notice == "Not allowed: 'Take 41' cannot be picked."
    assert pick.move == move and table.state.to_json() == before


def test_nothing_is_chosen_while_the_device_is_passed_or_the_table_paused() -> None:
    table, pick = choosing_table(players=("Ana", "Ben"), seats=(HUMAN, HUMAN), seed=2)
    first = table.state.current_player
    while table.state.current_player == first:
        table.act(legal_texts(table)[-1])
    assert table._passing
    table.board.click(f"{PICK} {legal_texts(table)[0]}")
    assert "the device goes to" in table.message.value and pick.asked == 0 and pick.move is None

    paused, pick = choosing_table(seed=5)
    move = legal_texts(paused)[0]
    trial = paused.state.clone()
    kinds = frozenset(event.kind for event in trial.apply(trial.action_from_string(move, by=0), by=0))
    paused.pacing = Pacing("turn", kinds, review_every_step=True)  # this move ends a step
    paused.board.click(f"{PICK} {move}")
    paused.board.click(f"{PICK} {move}")
    assert paused._paused == "Next turn" and pick.asked == 2
    paused.board.click(f"{PICK} {move}")
    assert "The table is paused: press Next turn to go on." in paused.message.value and pick.asked == 2


def test_after_the_game_a_choosing_click_is_answered_by_the_engine() -> None:
    table, pick = choosing_table(seats=("Normal", "Normal", "Normal"), seed=5)
    assert table.state.is_over
    table.board.click(f"{PICK} Take 1")
    assert "The game is over" in table.message.value and pick.asked == 0


def test_the_table_chooses_with_the_pick_it_holds_now() -> None:
    """A pick put back by hand (as a test or a lesson may) is the one the next click changes."""
    table, first = choosing_table(seed=5)
    move, moves = legal_texts(table)[0], len(table.moves)
    table.board.click(f"{PICK} {move}")
    table.pick = table.chosen = Chosen()
    table.board.click(f"{PICK} {move}")
    assert table.chosen.move == move and first.asked == 1 and table.chosen.asked == 1
    assert len(table.moves) == moves, "the click only picked: the new pick held nothing yet"


def test_a_new_game_lets_go_of_the_pick() -> None:
    table, pick = choosing_table(seed=5)
    table.board.click(f"{PICK} {legal_texts(table)[0]}")
    assert pick.move is not None
    table._new.click()
    assert pick.move is None


def test_without_a_way_of_choosing_a_pick_click_goes_to_the_engine() -> None:
    table = rowlette_table(seed=5)
    table.board.click(f"{PICK} Take 1")
    assert "Not allowed: &#x27;pick Take 1&#x27; is not a move in Rowlette" in table.message.value


def test_the_tables_with_several_clicks_per_move_hand_their_pick_to_the_shared_flow() -> None:
    from widgets.cowboy import cowboy_table
    from widgets.partners import partners_table
    from widgets.partyfowl import partyfowl_table

    for table in (cowboy_table(seed=3), partners_table(seed=3), partyfowl_table(seed=3)):
        assert table.choose is not None and table.pick is not None


def test_a_refusal_reads_the_same_at_the_table_and_in_the_lessons() -> None:
    """The table, the Partners Sandbox and the Party Fowl StackExplorer all word a refusal with
    :func:`refusal_html`: the engine's reason, escaped, then the rule that forbids the move."""
    from widgets.partyfowl.lessons import StackExplorer

    game = tabletop.get("rowlette")
    assert refusal_html(game, "It is <Ben>'s turn.", "core.turn") == (
        'Not allowed: It is &lt;Ben&gt;&#x27;s turn. <details class="tt-rule"><summary>Whose turn</summary>'
        "Only the player whose turn it is may move.</details>"
    )
    explorer = StackExplorer()
    explorer._foul()
    why = refusal_html(tabletop.get("partyfowl"), "There is no card to foul yet.", "partyfowl.foul-top")
    assert explorer.message.value == f'<div class="tt-message">{why}</div>'


@pytest.mark.parametrize("name", sorted(TABLES))
def test_every_games_seed_box_keeps_the_seed_of_the_game_in_play(name: str) -> None:
    table = TABLES[name](seed=2026)
    assert table._seed.value == 2026
    table._new.click()
    assert table.state.seed == 2027 and table._seed.value == 2027
    assert repr(table).endswith("seed 2027>")


# ---- pacing: one choice in every table, and a summary at every round's end ----


#: The paces after "after each bot move" each table offers: a game whose rounds always pause says so
#: in its last choice, and one whose step is its round (a Partners deal, a Rowlette round) offers no
#: separate step.
PACES = {
    "cowboy": ["after each turn", "never"],
    "partners": ["at each deal's end"],
    "partyfowl": ["after each turn", "never"],
    "rowdy": ["after each trick", "at each round's end"],
    "rowlette": ["at each round's end"],
}


@pytest.mark.parametrize("name", sorted(TABLES))
def test_every_table_offers_the_same_pacing_choice_in_the_same_place_and_keeps_it(name: str) -> None:
    table = TABLES[name](seed=2026)
    assert [label for label, _ in table._pace.options] == ["after each bot move", *PACES[name]]
    # Where a step is the round, there is no step to stop after: the table starts at the round's end.
    first = EACH_STEP if len(PACES[name]) == 2 else NEVER
    assert table._pace.value == first and table._pace.description == "Pause"
    controls = table.children[2]
    assert "tt-controls" in controls._dom_classes
    assert controls.children[-2] is table._pace  # before "Who plays"
    table._pace.value = NEVER
    table._new.click()
    assert table._pace.value == NEVER  # a setting of the table, kept for the page


def play_until_paused(table: GameTable, limit: int = 300) -> None:
    """Click the first legal move until the table pauses."""
    for _ in range(limit):
        if table._paused is not None or table.state.is_over:
            return
        table.act(legal_texts(table)[0])
    raise AssertionError("the table never paused")


def test_rowlette_pauses_at_a_rounds_end_with_a_summary_of_the_scores() -> None:
    table = rowlette_table(seed=2026)
    play_until_paused(table)
    assert table._paused == "Next round" and table._continue.description == "Next round"
    summary = table._scores.value  # under the Next button, which a long summary never pushes away
    assert "End of the round." in summary and "scores" in summary and '<table class="tt-scores">' in summary
    assert "Next round" in table._turn.value and "End of the round." not in table._turn.value
    assert all(b.layout.display == "none" for b in table._buttons)
    table.resume()
    assert table._paused is None and "End of the round." not in table._scores.value
    assert "tt-scores" in table._scores.value


#: What a round's summary tells in each game that has rounds, and what its last move also did that the
#: summary leaves to the log: (told, not told).
SUMMARISED: dict[str, tuple[str, str]] = {
    "rowlette": (" scores ", " joins the market."),  # every score, not the market refilled
    "rowdy": (" damage", " (slot "),  # the last trick's damage, not the cards played to it
    "partners": (" deals four cards each", " moves from "),  # the new deal, not the last move
}


@pytest.mark.parametrize("name", sorted(SUMMARISED))
def test_a_rounds_summary_tells_what_ended_the_round_not_every_event_of_its_last_move(name: str) -> None:
    count = {"partners": 4, "rowdy": 4}.get(name, 3)
    table = TABLES[name](seats=["Normal"] * count, seed=2026)
    table._pace.value = NEVER
    told, untold = SUMMARISED[name]
    for _ in range(20):
        while table._paused is not None and not table._summary:
            table.resume()  # a step paused before the pace changed
        last = table.moves[-1].events
        if table._summary and untold in " ".join(event.text for event in last):
            break  # a round's end whose last move also did what the summary leaves out
        table.resume()
    else:
        raise AssertionError("no round's end whose last move did more than end it")
    summary = table._summary
    assert told in summary and untold not in summary
    items = re.findall(r"<li>(.*?)</li>", summary)
    assert items and len(items) < len(last)


def test_the_pace_never_still_pauses_at_each_rounds_end_and_not_at_tricks() -> None:
    table = rowdy_table(("Ana", "Ben", "Cy", "Dee"), seats=["Normal"] * 4, seed=11)
    assert table._paused == "Next trick"
    table._pace.value = NEVER
    table.resume()  # the trick it paused on before the pace changed
    rounds = 0
    while not table.state.is_over:
        assert table._paused == "Deal the next round" and "End of the round." in table._scores.value
        assert "Damage dealt" in table._scores.value
        table.resume()
        rounds += 1
    assert rounds >= 1 and "Game over." in table._turn.value and "(winner)" in table._turn.value


@pytest.mark.parametrize("name", sorted(TABLES))
def test_the_pace_each_bot_move_pauses_between_two_bots_moves(name: str) -> None:
    count = {"cowboy": 2, "partners": 4}.get(name, 3)
    table = TABLES[name](seats=["Normal"] * count, seed=4)
    table._pace.value = EACH_MOVE
    while table._paused is not None and table._paused != NEXT_MOVE:
        table.resume()
    for _ in range(5):
        moves = len(table.moves)
        table.resume()
        assert table._paused is not None and len(table.moves) == moves + 1, "one bot move a pause"
    assert table._paused in (NEXT_MOVE, table.pacing.next_round, f"Next {table.pacing.step}")


def test_the_seats_open_on_asking_so_that_the_board_has_the_height() -> None:
    table = rowlette_table(seed=5)
    assert table._setup.layout.display == "none" and table._count in table._setup.children
    table._players.value = True
    assert table._setup.layout.display is None
    table._players.value = False
    assert table._setup.layout.display == "none"
