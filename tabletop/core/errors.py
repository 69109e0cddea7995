"""The errors every engine raises, so callers can tell a refused move from a bug."""

from __future__ import annotations

from pathlib import Path
from typing import Final

#: Every game refuses any move once it has ended in these words (rule ``core.game-over``).
GAME_OVER: Final = "The game is over: no more moves can be made."


class TabletopError(Exception):
    """Base class of every error this package raises on purpose."""


class IllegalAction(TabletopError, ValueError):
    """A move the rules do not allow; the state that refused it is unchanged.

    ``rule`` is the id of the rule that forbids it (it indexes the game's ``RULES``), so a table
    can show the learner which rule to read.
    """

    def __init__(self, message: str, rule: str) -> None:
        super().__init__(message)
        self.message = message
        self.rule = rule

    def __reduce__(self) -> tuple[type[IllegalAction], tuple[str, str]]:
        return (type(self), (self.message, self.rule))


class SaveError(TabletopError, ValueError):
    """A saved game that cannot be loaded: not JSON, another game's save, or damaged."""


class UnknownGame(TabletopError, LookupError):
    """A game name that the registry does not know, or a game not yet playable."""


class SetupError(TabletopError, ValueError):
    """Players or options that a game cannot start with (too many players, an unknown option)."""


class SearchError(TabletopError, ValueError):
    """A search that cannot run: the game over, a seat not to move, or a budget of nothing."""


class StudyDataError(TabletopError, ValueError):
    """A stored study result that cannot be used: missing, damaged, or made with other settings.

    ``path`` is the file and ``why`` what is wrong with it, so a lesson can name both and play the
    study live instead.
    """

    def __init__(self, path: Path, why: str) -> None:
        super().__init__(f"The stored study {path.name} ({path}) {why}.")
        self.path = path
        self.why = why

    def __reduce__(self) -> tuple[type[StudyDataError], tuple[Path, str]]:
        return (type(self), (self.path, self.why))
