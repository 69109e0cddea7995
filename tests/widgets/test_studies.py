"""A lesson's study: drawn from its stored file, played live when the file is bad, replayable."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tabletop.core.studies import Study
from tabletop.rowdy.study import TRICKS, TrickStudy
from widgets.prose import Sentence
from widgets.studies import RunItYourself, stored_result


def test_the_stored_result_is_drawn_without_playing(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*_args: Any, **_kwargs: Any) -> None:
        raise AssertionError("the lesson played games at open")

    monkeypatch.setattr(Study, "play", refuse)
    assert stored_result(TRICKS).games == TRICKS.settings["games"]


def test_a_missing_file_is_named_to_the_learner_in_a_sentence_and_the_study_played_live(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "tricks.json"
    monkeypatch.setattr(Study, "path", property(lambda _study: path))
    played: list[dict[str, Any]] = []
    monkeypatch.setattr(Study, "play", lambda study, *a, **k: played.append(k) or TrickStudy(4, games=1))
    shown: list[object] = []
    monkeypatch.setattr("widgets.prose.display", shown.append)
    result = stored_result(TRICKS)
    (said,) = shown
    assert isinstance(said, Sentence)
    out = said.text
    assert f"The stored study tricks.json ({path}) is missing." in out
    assert "Playing the study live instead (players 4, games 200, seed 0, bots Sensible)" in out
    assert result.games == 1 and played == [{}]


def test_run_it_yourself_replays_with_the_learners_settings_and_draws_the_plot() -> None:
    drawn: list[TrickStudy] = []
    panel = RunItYourself(TRICKS, lambda study: drawn.append(study) or "plot")
    assert [w.description for w in panel.children[0].children] == ["Games", "Seed", "Bots", "Run it yourself"]
    panel.games.value, panel.seed.value, panel.bots.value = 3, 11, "Random"
    steps: list[int] = []
    panel.bar.observe(lambda change: steps.append(change["new"]), "value")
    result = panel.run()
    assert isinstance(result, TrickStudy) and result.games == 3 and result.bots == "Random"
    assert drawn == [result] and steps[-1] == 3 and panel.bar.max == 3
    assert panel.status.value == "done: your run is drawn below" and not panel.button.disabled
    assert panel.bar.layout.visibility == "hidden"


def test_nothing_runs_until_the_button_is_pressed(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []
    monkeypatch.setattr(Study, "play", lambda *a, **k: calls.append(1))
    RunItYourself(TRICKS, str)
    assert calls == []
