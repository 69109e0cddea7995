"""The rows of the README's performance table and their targets."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Relative:
    """A target set against another result of the same run (a yardstick measured beside ours, so
    the machine and the minute cancel out): ``factor`` times the result ``key``."""

    key: str
    factor: float
    name: str

    @property
    def words(self) -> str:
        return f"{self.factor:g}x {self.name}"


#: A row: (result key, what, target, unit, higher is better).
Row = tuple[str, str, float | Relative | None, str, bool]
