"""Save, Load and "Continue your game" in every table, driven as the browser drives them: a file chosen
with Load arrives as the keeper widget's message, and so does the copy the browser kept."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest

import tabletop
from widgets.guard import NAME_MAX
from widgets.keeper import LIMIT
from widgets.pacing import NEXT_MOVE
from widgets.partners import partners_table
from widgets.rowlette import rowlette_table
from widgets.table import HUMAN, GameTable

from .test_table import TABLES


def test_every_playable_game_has_a_table_here() -> None:
    assert sorted(TABLES) == sorted(tabletop.playable())


def play_some(table: GameTable, moves: int, seed: int = 0) -> None:
    """Make ``moves`` human moves (random legal ones), then play on to a point where a person is to
    move and the table is not paused (or the game is over)."""
    rng, made = random.Random(seed), 0
    for _ in range(2000):
        if table._paused is not None:
            table.resume()
        elif table._passing:
            table._take_device()
        elif table.state.is_over or made >= moves:
            return
        else:
            table.act(str(rng.choice(table.state.legal_actions())))
            made += 1
    raise AssertionError("the table never came back to a person's turn")


def shown(table: GameTable) -> dict[str, Any]:
    """What the table shows of its game: the board, the turn, the side's moves, the log, the seed box
    and the seats."""
    count = table._count.value
    return {
        "save": table.state.to_json(),
        "board": table.board.svg,
        "turn": table._turn.value,
        "moves": table.side_moves(),
        "log": table._log.value,
        "entries": table.moves,
        "seed": table._seed.value,
        "names": [box.value for box in table._names[:count]],
        "kinds": table.seat_kinds,
        "paused": table._paused,
    }


@pytest.mark.parametrize("name", sorted(TABLES))
def test_a_game_saved_and_loaded_in_another_table_shows_the_same_board_log_and_seed(name: str) -> None:
    table = TABLES[name](seed=2026)
    play_some(table, 6)
    assert table._keeper.save == table.state.to_json()  # what the Save link downloads
    assert table._keeper.filename == f"{name}-seed2026-move{len(table.state.history)}.json"
    other = TABLES[name](seed=7)
    other._keeper.upload(table._keeper.filename, table._keeper.save)
    assert "Loaded" in other.message.value and table._keeper.filename in other.message.value
    for drawn in (table, other):
        drawn._render()  # drawn again: the dice of Super Cowboy roll in only on their first drawing
    assert shown(other) == shown(table)
    assert other._keeper.save == table._keeper.save and other._keeper.filename == table._keeper.filename


@pytest.mark.parametrize("name", sorted(TABLES))
def test_a_loaded_game_plays_on_as_the_saved_one_would(name: str) -> None:
    table = TABLES[name](seed=2026)
    play_some(table, 3)
    other = TABLES[name](seed=7)
    other.load_save(table.state.to_json())
    move = str(table.state.legal_actions()[0])
    table.act(move)
    other.act(move)
    assert other.state.history[: len(table.state.history)] == table.state.history
    assert other.moves[: len(table.moves)][-1] == table.moves[-1]


def rowlette_save(players: int = 3, moves: int = 3) -> str:
    table = rowlette_table(players=("Ana", "Ben", "Cy", "Dee")[:players], seed=11)
    play_some(table, moves)
    return table.state.to_json()


def edited(text: str, **fields: Any) -> str:
    return json.dumps({**json.loads(text), **fields})


#: Every kind of file Load must refuse, with words of the message that say what is wrong.
BAD_FILES: dict[str, tuple[Callable[[], str], str]] = {
    "damaged": (
        lambda: edited(rowlette_save(), actions=[*json.loads(rowlette_save())["actions"][:2], "Take 99"]),
        "The save is damaged at move 3 ('Take 99')",
    ),
    "truncated": (lambda: rowlette_save()[:-40], "it is not valid JSON"),
    "foreign": (
        lambda: partners_table(seed=3).state.to_json(),
        "This is a save of 'partners', not of Rowlette",
    ),
    "future version": (lambda: edited(rowlette_save(), version=2), "This save has format version 2"),
    "not a save": (lambda: json.dumps({"hello": "world"}), "not a tabletop-notebooks save"),
    "empty": (lambda: "", "it is not valid JSON"),
    "bad seed": (
        lambda: edited(rowlette_save(), seed=2**40, actions=[]),
        "Its seed, 1099511627776, is not one a table",
    ),
    "bad set-up": (lambda: edited(rowlette_save(), players=["Ana"]), "set-up cannot start a game"),
    "oversized": (lambda: " " * (LIMIT + 1) + rowlette_save(), "too large to be a saved game"),
    "long name": (
        lambda: edited(rowlette_save(), players=["Ana", "B" * (NAME_MAX + 1), "Cy"]),
        f"Its players' names: a name may be {NAME_MAX} characters at most, and one here has {NAME_MAX + 1}.",
    ),
}


@pytest.mark.parametrize("kind", sorted(BAD_FILES))
def test_a_bad_file_is_refused_saying_what_is_wrong_and_the_game_goes_on_untouched(kind: str) -> None:
    make, words = BAD_FILES[kind]
    table = rowlette_table(seed=2026)
    play_some(table, 2)
    before = shown(table)
    table._keeper.upload("mine.json", make())
    message = table.message.value.replace("&#x27;", "'")
    assert "tt-refused" in message and "Not loaded: mine.json" in message and words in message
    assert "The game in play goes on." in message
    assert shown(table) == before
    made = len(table.state.history)
    table.act(str(table.state.legal_actions()[0]))  # and play goes on
    assert len(table.state.history) > made


def test_a_file_the_browser_found_too_large_is_refused_with_its_size() -> None:
    table = rowlette_table(seed=2026)
    before = shown(table)
    sent = {"kind": "load", "name": "film.mp4", "text": "", "size": 7_000_000}  # as the browser sends it
    table._keeper._receive(table._keeper, sent, [])
    assert "Not loaded: film.mp4: The file is 7,000,000 bytes, too large" in table.message.value
    assert shown(table) == before


@pytest.mark.parametrize(
    "content",
    [
        {"kind": "load", "name": 5, "text": ["not", "text"], "size": "big"},
        {"kind": "load", "text": None},
        {"kind": "load", "name": "x" * 10_000, "text": "{}", "size": True},
        {"kind": "stored", "text": 17},
        {"kind": "weird"},
        ["not", "a", "dict"],
    ],
)
def test_a_forged_message_to_the_keeper_is_refused_and_changes_nothing(content: Any) -> None:
    table = rowlette_table(seed=2026)
    before = shown(table)
    table._keeper._receive(table._keeper, content, [])
    assert shown(table) == before
    assert table._offer.layout.display == "none"
    if content == {"kind": "load", "name": "x" * 10_000, "text": "{}", "size": True}:
        assert "Not loaded: " + "x" * 80 + ":" in table.message.value  # the name cut short


def test_seats_keep_their_kinds_when_the_player_count_matches() -> None:
    table = rowlette_table(seats=[HUMAN, "Random", HUMAN], seed=5)
    table.load_save(rowlette_save(3))
    assert table.seat_kinds == [HUMAN, "Random", HUMAN]
    assert [box.value for box in table._kinds[:3]] == [HUMAN, "Random", HUMAN]
    assert "not 3" not in table.message.value


def test_another_player_count_seats_a_person_first_and_default_bots_and_says_so() -> None:
    table = rowlette_table(seats=[HUMAN, HUMAN, HUMAN], seed=5)
    assert table.load_save(rowlette_save(2))
    assert table.seat_kinds == [HUMAN, "Normal"] and table._count.value == 2
    assert table._names[0].value == "Ana" and table._names[1].value == "Ben"
    assert "It has 2 players, not 3: Ana plays as a person and the others as Normal bots" in (
        table.message.value
    )


def test_a_save_the_tables_new_game_refuses_leaves_the_seats_and_the_game_as_they_were() -> None:
    table = rowlette_table(seats=[HUMAN, "Random", HUMAN], seed=5)
    play_some(table, 2)
    before = shown(table)
    said: list[str] = []

    def refusing(seed: int | None = None) -> None:  # as New game does when it cannot deal
        said.append(f"Cannot start seed {seed}")

    table.new_game = refusing  # type: ignore[method-assign]
    assert not table.load_save(rowlette_save(2))
    assert said == ["Cannot start seed 11"] and shown(table) == before
    assert table.options == rowlette_table().options


def test_a_loaded_game_with_a_bot_on_turn_waits_on_the_board_as_saved() -> None:
    saved = rowlette_table(seats=[HUMAN, HUMAN, HUMAN], seed=5)
    play_some(saved, 2)
    assert saved.state.current_player == 0  # Ana to move again, after Ben and Cy
    table = rowlette_table(seats=["Normal", HUMAN, HUMAN], seed=9)
    table.load_save(saved.state.to_json())
    assert table.state.to_json() == saved.state.to_json() and table._paused == NEXT_MOVE
    assert table._shown == 1  # the first person's view
    table.resume()
    assert len(table.state.history) > len(saved.state.history)


def test_restart_after_loading_starts_the_loaded_game_again() -> None:
    saved = TABLES["rowdy"](seed=31, first_side=1)
    play_some(saved, 2)
    table = TABLES["rowdy"](seed=2026)
    table.load_save(saved.state.to_json())
    table._restart.click()
    assert table.state.seed == 31 and table.state.options == saved.state.options


# ---- the browser's copy: kept after every change, offered on the next visit ----


def stores(table: GameTable) -> list[str]:
    """What the table tells the browser to keep, from now on."""
    told: list[str] = []
    table._keeper.store = told.append  # type: ignore[method-assign]
    return told


def test_the_browser_keeps_the_game_after_each_change_and_forgets_it_when_it_is_over() -> None:
    table = rowlette_table(seed=2026)
    told = stores(table)
    table.hint()  # nothing changed in the game: nothing new to keep
    assert told == []
    table.act(str(table.state.legal_actions()[0]))
    assert told == [table.state.to_json()]
    while not table.state.is_over:
        play_some(table, 1)
    assert told[-1] == ""
    table._new.click()
    assert told[-1] == table.state.to_json() != "", "the new game is kept from its deal on"


def test_a_kept_game_is_offered_and_taking_it_loads_it_as_load_does() -> None:
    saved = rowlette_table(seed=2026)
    play_some(saved, 5)
    table = rowlette_table(seed=2026)
    told = stores(table)
    table._keeper.recall(saved.state.to_json())
    moves = len(saved.state.history)
    assert table._offer.layout.display is None
    assert table._take.description == f"Continue your game (seed 2026, move {moves})"
    table.act(str(table.state.legal_actions()[0]))  # a move in the new game keeps the offer and the copy
    assert told == [] and table._offer.layout.display is None
    table._take.click()
    assert table._offer.layout.display == "none"
    assert shown(table) == shown(saved)
    assert told[-1] == saved.state.to_json()
    assert "Loaded your kept game: seed 2026" in table.message.value


def test_starting_afresh_forgets_the_kept_game() -> None:
    saved = rowlette_table(seed=44)
    play_some(saved, 3)
    table = rowlette_table(seed=2026)
    told = stores(table)
    table._keeper.recall(saved.state.to_json())
    before = table.state.to_json()
    table._decline.click()
    assert told == [""] and table._offer.layout.display == "none" and table.state.to_json() == before
    table.act(str(table.state.legal_actions()[0]))
    assert told[-1] == table.state.to_json()


def test_no_offer_for_the_game_in_play_a_game_without_moves_or_a_finished_one() -> None:
    table = rowlette_table(seats=[HUMAN, HUMAN, HUMAN], seed=2026)
    unplayed = table.state.to_json()
    finished = tabletop.get("rowlette").new(["Ana", "Ben", "Cy"], seed=3)
    while not finished.is_over:
        finished.apply(finished.legal_actions()[0])
    for text in (unplayed, "", finished.to_json()):
        table._keeper.recall(text)
        assert table._offer.layout.display == "none" and table.message.value == ""


def test_a_kept_game_that_cannot_be_read_is_said_so_and_not_offered() -> None:
    table = rowlette_table(seed=2026)
    table._keeper.recall(edited(rowlette_save(), version=99))
    assert table._offer.layout.display == "none"
    assert "The game this browser kept for this page cannot go on" in table.message.value
    assert "format version 99" in table.message.value


def test_a_kept_copy_of_the_game_in_play_is_not_offered_during_its_replay() -> None:
    table = rowlette_table(seed=2026)
    play_some(table, 3)
    kept = table.state.to_json()
    table.step_replay()
    table._keeper.recall(kept)  # a second view of the page opens while the replay is at the set-up
    assert table._offered is None and table._offer.layout.display == "none"
    told = stores(table)
    table.back_to_game()
    play_some(table, 1)
    assert told == [table.state.to_json()], "the browser keeps the game as it goes on"


def test_a_fault_mid_load_tells_the_browser_nothing_but_the_game_in_play(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    table = rowlette_table(seed=9)
    play_some(table, 1)
    told, save = stores(table), rowlette_save()
    calls = iter(range(100))

    def second_move_fails(self: GameTable, seat: int) -> None:
        if next(calls) == 1:
            raise RuntimeError("a fault mid-load")

    monkeypatch.setattr(type(table), "moved", second_move_fails)
    game = table.state.to_json()
    table._keeper.upload("s.json", save)
    assert "tt-fault" in table.message.value and table.state.to_json() == game
    assert told in ([], [game]), "never the save's set-up, nor half of it"


def test_the_pass_the_device_screen_follows_the_goal_offer_of_the_game_loaded() -> None:
    people = [HUMAN, HUMAN, HUMAN]
    saved = rowlette_table(seats=people, seed=4, goal_offer="everyone")
    saved.act(str(saved.state.legal_actions()[0]))
    table = rowlette_table(seats=people, seed=4)
    assert "only the player choosing sees the goals" in table.handoff
    table._keeper.upload("s.json", saved.state.to_json())
    table.act(str(table.state.legal_actions()[0]))
    assert table._passing and "nothing here is secret" in table._turn.value
