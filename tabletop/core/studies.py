"""The lessons' studies, computed ahead of time and stored in the repository.

A study plays hundreds of bot games to show something a rulebook only implies (low cards win
tricks, when to stop, whether the swap matters). Playing them when a lesson opens cost every
visitor 2-9 s of CPU before the first click was served, and a class of thirty waited minutes. So
``make studies`` plays each study once, at the settings its lesson shows, and stores the result
as JSON next to the game (``tabletop/<game>/study_data/<name>.json``) with those settings; the
lesson reads it back at once. A test replays every study and compares, so a stored result cannot
drift from its engine, and the learner can still replay any study live with other settings.

Run ``python -m tabletop.core.studies [game.name ...]`` (what ``make studies`` does) to store them again.
"""

from __future__ import annotations

import importlib
import json
import sys
import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .errors import StudyDataError
from .records import from_data, to_data
from .registry import playable

FORMAT = "tabletop-notebooks study"
VERSION = 1

#: How a study reports its progress: games done, games in all.
Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class Study:
    """One study of one game: what it plays, how to run it, and the settings its lesson shows.

    ``run`` takes the settings as keyword arguments, plus ``progress_bar`` (a :data:`Progress`);
    ``result`` is the type it returns, which reads the stored file back; ``live`` names the
    settings a learner may change when replaying it (``games``, ``seed``, ``bots``).
    """

    game: str
    name: str
    about: str
    run: Callable[..., Any]
    result: Any
    settings: Mapping[str, Any]
    live: tuple[str, ...] = ("games", "seed")

    @property
    def key(self) -> str:
        """``game.name``: how ``make studies`` and the tests name it."""
        return f"{self.game}.{self.name}"

    @property
    def path(self) -> Path:
        """Where the stored result lives: beside the game's engine, in the repository."""
        module = importlib.import_module(f"tabletop.{self.game}")
        assert module.__file__ is not None
        return Path(module.__file__).parent / "study_data" / f"{self.name}.json"

    def play(self, progress_bar: Progress | None = None, **changes: Any) -> Any:
        """Run the study live, at its stored settings with ``changes`` applied."""
        unknown = set(changes) - set(self.settings)
        if unknown:
            raise TypeError(f"{self.key} has no setting {', '.join(sorted(unknown))}")
        return self.run(**{**self.settings, **changes}, progress_bar=progress_bar)

    def stored(self) -> Any:
        """The stored result, read back as the study's own objects.

        Raises StudyDataError naming the file and what is wrong with it: missing, unreadable, made
        for another study or with other settings (run ``make studies``), or not of the study's shape.
        """
        path = self.path
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise StudyDataError(path, "is missing") from None
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
            raise StudyDataError(path, f"cannot be read ({error})") from None
        if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != VERSION:
            raise StudyDataError(path, f"is not a {FORMAT} file of version {VERSION}")
        if data.get("study") != self.key:
            raise StudyDataError(path, f"holds the study {data.get('study')!r}, not {self.key!r}")
        if data.get("settings") != self._settings_data():
            raise StudyDataError(path, "was made with other settings than the lesson's: run `make studies`")
        try:
            return from_data(self.result, data.get("result"))
        except (ValueError, TypeError) as error:
            raise StudyDataError(path, f"does not hold this study's result ({error})") from None

    def store(self, progress_bar: Progress | None = None) -> Path:
        """Play the study at its settings and write the result to :attr:`path`."""
        result = self.play(progress_bar)
        data = {
            "format": FORMAT,
            "version": VERSION,
            "study": self.key,
            "about": self.about,
            "settings": self._settings_data(),
            "result": to_data(result),
        }
        path = self.path
        path.parent.mkdir(exist_ok=True)
        # One line per key: a diff shows which part changed, and the file stays small.
        lines = (
            f" {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}" for key, value in data.items()
        )
        path.write_text("{\n" + ",\n".join(lines) + "\n}\n", encoding="utf-8")
        return path

    def _settings_data(self) -> dict[str, Any]:
        return {name: to_data(value) for name, value in self.settings.items()}


def every_study() -> Iterator[Study]:
    """The studies of every playable game, in the registry's order."""
    for game in playable():
        module = importlib.import_module(f"tabletop.{game}.study")
        yield from getattr(module, "STUDIES", ())  # a game may have no study


def main(argv: list[str]) -> int:
    """Store the studies named (``game.name``), or all of them, showing progress as they play."""
    studies = [study for study in every_study() if not argv or study.key in argv]
    missing = set(argv) - {study.key for study in studies}
    if missing:
        known = ", ".join(study.key for study in every_study())
        print(f"No study called {', '.join(sorted(missing))}; the studies are {known}.", file=sys.stderr)
        return 2
    for study in studies:
        started = time.perf_counter()

        def show(done: int, total: int, key: str = study.key) -> None:
            if done == total or done % max(1, total // 10) == 0:  # every tenth: readable in a CI log
                print(f"{key}: {done}/{total} games", flush=True)

        path = study.store(show)
        print(f"{study.key}: stored in {path} ({time.perf_counter() - started:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
