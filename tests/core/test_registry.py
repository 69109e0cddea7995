"""The registry: five game names, clear errors for the rest."""

from __future__ import annotations

import pytest

import tabletop
from tabletop import UnknownGame


def test_the_registry_names_all_five_games() -> None:
    assert list(tabletop.GAMES) == ["rowdy", "rowlette", "partners", "cowboy", "partyfowl"]


def test_rowlette_is_playable_and_describes_itself() -> None:
    game = tabletop.get("rowlette")
    assert "rowlette" in tabletop.playable()
    assert (game.name, game.title, game.min_players, game.max_players) == ("rowlette", "Rowlette", 2, 4)
    assert repr(game) == "<Game rowlette: Rowlette, 2-4 players>"


def test_an_unknown_name_lists_the_games() -> None:
    with pytest.raises(UnknownGame, match="no game called 'chess'.*rowdy, rowlette"):
        tabletop.get("chess")


def test_all_five_games_are_playable() -> None:
    assert tabletop.playable() == ["rowdy", "rowlette", "partners", "cowboy", "partyfowl"]


def test_a_game_not_built_yet_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(tabletop.GAMES, "later", ("tabletop.later", "A Later Game"))
    assert "later" not in tabletop.playable()
    with pytest.raises(UnknownGame, match="A Later Game is not playable yet"):
        tabletop.get("later")


def test_rowdy_partners_is_playable() -> None:
    game = tabletop.get("rowdy")
    assert (game.title, game.min_players, game.max_players) == ("Rowdy Partners", 2, 4)


@pytest.mark.parametrize(
    ("name", "players"),
    [
        (name, players)
        for name in tabletop.playable()
        for players in range(tabletop.get(name).min_players, tabletop.get(name).max_players + 1)
    ],
)
def test_every_rule_an_event_or_error_names_exists(name: str, players: int) -> None:
    import random

    from tabletop.core import RandomBot

    game = tabletop.get(name)
    named = set()
    for seed in range(40):
        state = game.new(["A", "B", "C", "D"][:players], seed=seed)
        named |= {event.rule for event in state.opening}
        rng = random.Random(seed)
        bot = game.bot() if seed % 2 else RandomBot()  # half the games by the house bot
        while not state.is_over:
            seat = state.current_player
            assert seat is not None
            move = bot.choose(state.view(seat), state.legal_actions(), rng)
            named |= {e.rule for e in state.apply(move)}
    known = {rule.id for rule in game.rules}
    assert named <= known
    assert all(game.rule(rule).summary for rule in named)


def test_the_engines_import_nothing_from_jupyter() -> None:
    import subprocess
    import sys

    code = (
        "import sys, tabletop; [tabletop.get(name) for name in tabletop.playable()]; "
        "bad = [m for m in sys.modules if m.split('.')[0] in "
        "{'IPython', 'ipywidgets', 'ipykernel', 'anywidget', 'traitlets', 'widgets'}]; "
        "print(bad); sys.exit(bool(bad))"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout


@pytest.mark.parametrize("name", tabletop.playable())
def test_every_edition_choice_names_constants_of_its_data_module(name: str) -> None:
    import importlib

    data = importlib.import_module(f"tabletop.{name}.data")
    game = tabletop.get(name)
    named = [constant.strip() for choice in game.edition for constant in choice.constant.split(",")]
    assert [constant for constant in named if not hasattr(data, constant)] == []
    assert all(choice.value and choice.why for choice in game.edition)
