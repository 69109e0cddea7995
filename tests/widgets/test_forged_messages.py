"""Every table refuses what a browser may forge, says why, and changes nothing (issue 19, item 6).

Voila hands the kernel any widget message a page sends, so each message here is delivered the way
ipywidgets delivers one from the browser (``Widget._handle_msg``): a board click naming any text or
none, a click on a shape drawn disabled, a move of an earlier turn or of another seat, a click during
a pause, a click on a button the page hides, a menu set to no option, a button's caption rewritten,
an enormous name. ipywidgets swallows an exception in a handler into its log, so the ``faults``
fixture fails a test on any logged exception but a trait's own refusal of a value (a TraitError).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Iterator
from html import unescape
from typing import Any

import ipywidgets as ipw
import pytest
import traitlets

from widgets.choose import PICK
from widgets.cowboy import cowboy_table
from widgets.guard import NAME_MAX
from widgets.pacing import EACH_MOVE
from widgets.partners import partners_table
from widgets.partyfowl import partyfowl_table
from widgets.rowdy import rowdy_table
from widgets.rowlette import rowlette_table
from widgets.table import HUMAN, GameTable

TABLES: dict[str, Callable[..., GameTable]] = {
    "rowlette": rowlette_table,
    "rowdy": rowdy_table,
    "partners": partners_table,
    "cowboy": cowboy_table,
    "partyfowl": partyfowl_table,
}
SEED = 3

#: Board messages no page of ours sends: not a dict, an action that is not text, enormous text.
FORGED_CONTENT: list[Any] = [
    None,
    5,
    "Stop",
    ["action", "Stop"],
    {},
    {"action": None},
    {"action": 17},
    {"action": 1e308},
    {"action": True},
    {"action": ["Stop"]},
    {"action": {"card": 17}},
    {"action": "x" * 1_000_000},
    {"action": "Stop" + " " * 1_000_000},
    {"action": PICK + " " + "7" * 190},
    {"action": PICK + " card " + "9" * 5000},
    {"action": "\x00"},
    {"action": "<script>alert(1)</script>"},
    {"action": [[[[[[[[[[[["deep"]]]]]]]]]]]]},
    {"missed": "yes", "action": 3},
    {"unpick": "please"},
]


def deliver(widget: ipw.Widget, method: str, **data: Any) -> None:
    """A message from the browser to ``widget``, as the kernel's comm hands it to ipywidgets."""
    widget._handle_msg({"content": {"data": {"method": method, **data}}, "buffers": []})


def send(table: GameTable, content: Any) -> None:
    """A board message: ``{"action": text}`` for a click on a shape (anything at all, forged)."""
    deliver(table.board, "custom", content=content)


def press(button: ipw.Button) -> None:
    deliver(button, "custom", content={"event": "click"})


def select(widget: ipw.Widget, **state: Any) -> None:
    """The browser sets traits of ``widget`` (a menu's ``index``, a text's ``value``, a caption)."""
    deliver(widget, "update", state=state)


@pytest.fixture
def faults(caplog: pytest.LogCaptureFixture) -> Iterator[None]:
    """Fail on any exception logged while messages are handled, but a trait refusing a value."""
    caplog.set_level(logging.WARNING)
    yield
    for record in caplog.records:
        error = record.exc_info[1] if record.exc_info else None
        assert record.levelno < logging.ERROR or record.name != "widgets.guard", record.getMessage()
        assert error is None or isinstance(error, traitlets.TraitError), record.getMessage()


def seen(table: GameTable) -> tuple[Any, ...]:
    """Everything a forged message must leave as it was: the game, the log, the pick, the pause,
    whose view is shown, the board, the turn and the seats."""
    return (
        table.state.to_json(),
        table._log.value,
        repr(table.pick),
        table._paused,
        table._passing,
        table._shown,
        table.board.svg,
        table._turn.value,
        list(table.seat_kinds),
        table._seed.value,
    )


def refused(table: GameTable) -> str:
    """The refusal the table shows now (plain text), failing unless it shows one."""
    said = unescape(re.sub(r"<[^>]+>", "", table.message.value))
    assert "tt-refused" in table.message.value and "Not allowed" in said, table.message.value
    assert "tt-fault" not in table.message.value
    assert table.board.notice.startswith("Not allowed"), table.board.notice
    return said


def shapes(table: GameTable, *, disabled: bool) -> list[str]:
    """The board's shapes that the browser may click (drawn lit), or those drawn disabled."""
    flag = "true" if disabled else "false"
    found = re.findall(rf'data-action="([^"]+)"[^>]*aria-disabled="{flag}"', table.board.svg)
    return [unescape(action) for action in found]


def play_hinted(table: GameTable) -> None:
    """The human on turn plays the hinted move, click by click, as the browser sends it."""
    table.hint()
    assert table._hinted is not None, table.message.value
    for click in table.hint_path(table._hinted):
        send(table, {"action": click})
    assert "tt-refused" not in table.message.value, table.message.value


def to_human_turn(table: GameTable) -> None:
    """On through pauses to a turn the human on screen plays (the game not over)."""
    for _ in range(50):
        if table._paused is not None:
            press(table._continue)
        elif table._passing:
            press(table._pass)
        else:
            break
    assert not table.state.is_over and table.state.current_player not in table.bots


def pause_before_a_bot(table: GameTable) -> None:
    """Play at the pace "after each bot move" until the table is paused with a bot to play next."""
    table._pace.value = EACH_MOVE
    for _ in range(60):
        if table._paused is not None and table.state.current_player in table.bots:
            return
        if table._paused is not None:
            press(table._continue)
        else:
            play_hinted(table)


def fresh(game: str, **kwargs: Any) -> GameTable:
    table = TABLES[game](seed=SEED, **kwargs)
    to_human_turn(table)
    return table


@pytest.mark.usefixtures("faults")
@pytest.mark.parametrize("game", TABLES)
def test_a_board_message_that_is_no_click_of_ours_is_refused_with_nothing_changed(game: str) -> None:
    table = fresh(game)
    before = seen(table)
    for content in FORGED_CONTENT:
        table._say("")
        send(table, content)
        said = refused(table)
        assert len(said) < 600, said  # short, however enormous the message
        assert seen(table) == before, content


@pytest.mark.usefixtures("faults")
@pytest.mark.parametrize("game", TABLES)
def test_a_click_on_a_shape_drawn_disabled_is_refused_with_the_engines_reason(game: str) -> None:
    table = fresh(game)
    for _ in range(30):  # on to a turn where the board draws some shape it will not take
        if shapes(table, disabled=True):
            break
        play_hinted(table)
        to_human_turn(table)
    picks = [click for click in shapes(table, disabled=False) if click.startswith(PICK + " ")]
    tried = 0
    for pick in [None, *picks[:1]]:  # with nothing picked, then with a first pick made
        if pick is not None:
            send(table, {"action": pick})
        before = seen(table)
        for shape in shapes(table, disabled=True):
            table._say("")
            send(table, {"action": shape})
            refused(table)
            assert seen(table) == before, shape
            tried += 1
    assert tried, "no disabled shape drawn"


@pytest.mark.usefixtures("faults")
@pytest.mark.parametrize("game", TABLES)
def test_a_move_from_an_earlier_turn_is_refused_with_nothing_changed(game: str) -> None:
    table = fresh(game)
    stale: set[str] = set()
    for _ in range(3):
        stale |= {*shapes(table, disabled=False), *table.side_moves()}
        play_hinted(table)
        to_human_turn(table)
    now = {*shapes(table, disabled=False), *table.side_moves(), *map(str, table.state.legal_actions())}
    stale -= now
    assert stale
    before = seen(table)
    for click in sorted(stale):
        table._say("")
        send(table, {"action": click})
        refused(table)
        assert seen(table) == before, click


@pytest.mark.usefixtures("faults")
@pytest.mark.parametrize("game", TABLES)
def test_the_next_players_moves_are_refused_until_the_device_is_passed(game: str) -> None:
    """With two people at one screen, nothing of the next player's is played or shown to the one
    who still holds the device: not a move, not a Hint (which would name a card of their hand)."""
    players = TABLES[game]().state.players
    table = fresh(game, players=players, seats=[HUMAN, HUMAN, "Normal", "Normal"][: len(players)])
    for _ in range(60):
        if table._passing and table._paused is None:
            break
        if table._paused is not None:
            press(table._continue)
        else:
            play_hinted(table)
    assert table._passing
    before = seen(table)
    moves = [str(action) for action in table.state.legal_actions()]
    for move in moves:
        table._say("")
        send(table, {"action": move})
        assert "the device goes to" in refused(table)
        assert seen(table) == before
    table._say("")
    press(table._hint)
    assert "the device goes to" in refused(table)
    assert seen(table) == before and "Hint" not in table.message.value
    press(table._pass)  # the next player takes the device: now they play
    assert not table._passing and table._shown == table.state.current_player


@pytest.mark.usefixtures("faults")
@pytest.mark.parametrize("game", TABLES)
def test_clicks_during_a_pause_before_a_bots_turn_are_refused(game: str) -> None:
    """Paused with a bot to play next: the bot's own moves, every shape, every button but Continue."""
    table = fresh(game)
    pause_before_a_bot(table)
    assert table._paused is not None and table.state.current_player in table.bots
    before = seen(table)
    clicks = [*map(str, table.state.legal_actions()), *shapes(table, disabled=True)]
    clicks += [*shapes(table, disabled=False), "", PICK + " card 1"]
    for click in clicks:
        table._say("")
        send(table, {"action": click})
        assert "The table is paused: press" in refused(table)
        assert seen(table) == before
    for button in (table._hint, table._pass, table._menu_play, *table._buttons):
        table._say("")
        press(button)
        assert "The table is paused: press" in refused(table), button.description
        assert seen(table) == before
    send(table, {"missed": True})
    assert "The table is paused" in refused(table)
    send(table, {"unpick": True})  # Escape with nothing picked: nothing to let go of
    assert seen(table) == before


@pytest.mark.usefixtures("faults")
@pytest.mark.parametrize("game", TABLES)
def test_buttons_the_page_hides_change_nothing_when_a_forged_message_clicks_them(game: str) -> None:
    """At the human's turn the menu's Play, with the menu hidden (no move chosen in it), is refused;
    "show my view" with the view already shown and Continue with nothing paused do nothing, and say
    nothing either: that is also the second click of a double-click, which arrives after the first
    has hidden its button."""
    table = fresh(game)
    assert table._pass.layout.display == "none" and table._continue.layout.display == "none"
    before = seen(table)
    press(table._menu_play)
    assert "A move is read from text, not from None." in refused(table)
    assert seen(table) == before
    table._say("")
    for button in (table._pass, table._continue):
        press(button)
        assert seen(table) == before and table.message.value == "", button.description


@pytest.mark.usefixtures("faults")
@pytest.mark.parametrize("game", TABLES)
def test_a_side_button_whose_caption_the_browser_rewrote_is_refused(game: str) -> None:
    table = fresh(game)
    GameTable._set_buttons(table, table.state.legal_actions()[:1])  # a side button, whatever the game
    button = table._buttons[0]
    before = seen(table)
    for caption in ("Take 41", "x" * 10_000, PICK + " lasso", "Play 7 of Nowhere"):
        table._say("")
        select(button, description=caption)
        press(button)
        refused(table)
        assert seen(table) == before, caption


@pytest.mark.usefixtures("faults")
@pytest.mark.parametrize("game", TABLES)
def test_a_menu_set_to_no_option_or_one_it_does_not_offer_keeps_its_value(game: str) -> None:
    table = fresh(game)
    menus = [table._count, table._kinds[1], table._pace]
    kept = [menu.value for menu in menus]
    for menu in menus:
        for index in (None, -1, len(menu.options), 10**12, "1", 1.5, [0]):
            select(menu, index=index)
    assert [menu.value for menu in menus] == kept
    seed = table.state.seed
    press(table._new)  # the table still deals with the seats shown
    assert table.state.seed == seed + 1 and "tt-fault" not in table.message.value
    assert len(table.state.players) == kept[0] and table.seat_kinds[1] == kept[1]


@pytest.mark.usefixtures("faults")
@pytest.mark.parametrize("game", TABLES)
def test_an_enormous_name_is_refused_at_new_game_with_nothing_changed(game: str) -> None:
    """A name is drawn on the board and told in the log at every move: a pasted (or forged) essay
    would be sent to the browser again with every click."""
    table = fresh(game)
    before = seen(table)
    for name in (5, None, ["Ana"]):
        select(table._names[1], value=name)  # not text: the text box refuses it
    select(table._names[1], value="N" * 1_000_000)
    press(table._new)
    said = unescape(table.message.value)
    assert "Cannot start" in said and f"{NAME_MAX} characters at most" in said and len(said) < 300
    assert seen(table) == before
    select(table._names[1], value="N" * NAME_MAX)  # long, but a name
    press(table._new)
    assert table.state.players[1] == "N" * NAME_MAX


def test_the_menu_of_moves_chooses_its_first_move_when_it_first_appears() -> None:
    """Made empty, the menu of moves (more than eight moves at once) is given its moves later: it
    chose none (a blank menu whose Play was refused) until this."""
    table = rowdy_table(seed=3)
    for _ in range(60):
        to_human_turn(table)
        if table._menu_box.layout.display is None:
            break
        play_hinted(table)
    assert table._menu_box.layout.display is None
    first = table.side_moves()[0]
    assert table._menu.index == 0 and table._menu.value == first
    moves = len(table.moves)
    press(table._menu_play)
    assert table.moves[moves].action == first and "tt-refused" not in table.message.value
