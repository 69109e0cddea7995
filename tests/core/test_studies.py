"""Stored studies: each file matches a replay of its study, and a bad file is refused by name."""

from __future__ import annotations

import collections
import dataclasses
import enum
import json
from pathlib import Path

import pytest

from tabletop.core import StudyDataError
from tabletop.core.records import from_data, to_data
from tabletop.core.studies import Study, every_study, main
from tabletop.rowdy.study import TRICKS, TrickStudy

STUDIES = list(every_study())


@pytest.mark.parametrize("study", STUDIES, ids=[study.key for study in STUDIES])
def test_the_stored_result_is_what_the_study_plays_today(study: Study) -> None:
    """The file cannot drift from its engine: replaying it at its stored settings gives it back."""
    stored = study.stored()
    played = study.play()
    assert to_data(stored) == to_data(played)
    assert stored == played


def test_every_lesson_study_is_stored_with_the_settings_the_lesson_shows() -> None:
    assert {study.key for study in STUDIES} >= {"rowdy.tricks"}
    for study in STUDIES:
        data = json.loads(study.path.read_text())
        settings = {name: to_data(value) for name, value in study.settings.items()}
        assert data["study"] == study.key and data["settings"] == settings


class Colour(enum.Enum):
    RED = "red"
    BLUE = "blue"


@dataclasses.dataclass
class Inner:
    count: int
    share: float
    last: int | None = None


@dataclasses.dataclass
class Outer:
    by_number: dict[int, Inner]
    by_pair: dict[tuple[int, str], int]
    by_colour: dict[Colour, list[int | None]]
    tally: collections.Counter[str]
    flags: dict[bool, list[int]]
    shape: tuple[int, int]


def test_records_come_back_as_the_same_objects() -> None:
    value = Outer(
        by_number={3: Inner(1, 0.25), 1: Inner(2, 1 / 3, last=7)},
        by_pair={(2, "21 points"): 5},
        by_colour={Colour.BLUE: [1, None]},
        tally=collections.Counter({"a": 2}),
        flags={True: [1], False: []},
        shape=(4, 4),
    )
    data = json.loads(json.dumps(to_data(value)))
    back = from_data(Outer, data)
    assert back == value and list(back.by_number) == [3, 1] and isinstance(back.tally, collections.Counter)


@pytest.mark.parametrize(
    ("kind", "data"),
    [
        (int, 1.5),
        (int, True),
        (float, "1"),
        (Colour, "GREEN"),
        (dict[int, int], {"1": 2}),
        (tuple[int, int], [1]),
        (Inner, {"count": 1}),
        (Inner, {"count": 1, "share": 0.5, "last": None, "extra": 0}),
    ],
)
def test_data_that_does_not_fit_its_type_is_refused(kind: object, data: object) -> None:
    with pytest.raises(ValueError):
        from_data(kind, data)


def elsewhere(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    monkeypatch.setattr(Study, "path", property(lambda _study: path))


@pytest.mark.parametrize(
    ("text", "why"),
    [
        (None, "is missing"),
        ("{not json", "cannot be read"),
        ('{"format": "something else"}', "is not a tabletop-notebooks study file"),
        ("STUDY:rowlette.stops", "holds the study 'rowlette.stops', not 'rowdy.tricks'"),
        ("SETTINGS:games=20", "was made with other settings than the lesson's: run `make studies`"),
        ("RESULT:tricks=many", "does not hold this study's result"),
    ],
)
def test_a_missing_or_damaged_file_is_refused_naming_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, text: str | None, why: str
) -> None:
    good = json.loads(TRICKS.path.read_text())
    path = tmp_path / "tricks.json"
    if text is not None:
        if text.startswith("STUDY:"):
            good["study"] = text.removeprefix("STUDY:")
            text = json.dumps(good)
        elif text.startswith("SETTINGS:"):
            good["settings"]["games"] = 20
            text = json.dumps(good)
        elif text.startswith("RESULT:"):
            good["result"]["tricks"] = "many"
            text = json.dumps(good)
        path.write_text(text)
    elsewhere(monkeypatch, path)
    with pytest.raises(StudyDataError) as error:
        TRICKS.stored()
    assert error.value.path == path and why in str(error.value) and str(path) in str(error.value)


def test_make_studies_stores_a_study_and_reports_progress(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "tricks.json"
    elsewhere(monkeypatch, path)
    small = dataclasses.replace(TRICKS, settings={**TRICKS.settings, "games": 3})
    monkeypatch.setattr("tabletop.core.studies.every_study", lambda: iter([small]))
    assert main(["rowdy.tricks"]) == 0
    out = capsys.readouterr().out
    assert "rowdy.tricks: 3/3 games" in out and f"stored in {path}" in out
    stored = small.stored()
    assert isinstance(stored, TrickStudy) and stored.games == 3


def test_make_studies_names_the_studies_when_asked_for_an_unknown_one(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["rowdy.nothing"]) == 2
    err = capsys.readouterr().err
    assert "No study called rowdy.nothing; the studies are " in err and "rowdy.tricks" in err


def test_a_live_replay_refuses_a_setting_the_study_does_not_have() -> None:
    with pytest.raises(TypeError, match="no setting speed"):
        TRICKS.play(speed=2)
