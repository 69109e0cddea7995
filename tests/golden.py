"""Golden transcripts: a seeded game's full log kept as text, so a rule change shows as a readable diff.

Each game's ``test_transcript.py`` plays its seeded game with :func:`transcript` and compares it with
:func:`stored` (so pytest shows the diff). Regenerate after an intended rule change with
``UPDATE_GOLDEN=1 pytest tests/<game>/test_transcript.py`` and read the diff before committing it.
"""

from __future__ import annotations

import os
import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any


def transcript(state: Any, bots: Sequence[Any], seed: int, final: str) -> str:
    """Every move and event of ``state`` played to the end by ``bots``; ``final`` names the scores."""
    rng = random.Random(seed)
    lines = [f"  {event.text}  [{event.rule}]" for event in state.opening]
    while (seat := state.current_player) is not None:
        action = bots[seat].choose(state.view(seat), state.legal_actions(), rng)
        lines.append(f"{state.players[seat]}: {action}")
        lines += [f"  {event.text}  [{event.rule}]" for event in state.apply(action)]
    lines.append(f"{final} {state.scores()}, winners {state.winners()}")
    return "\n".join(lines) + "\n"


def stored(path: Path, text: str) -> str:
    """The stored transcript to compare ``text`` with (with UPDATE_GOLDEN set, ``text`` is stored first)."""
    if os.environ.get("UPDATE_GOLDEN"):
        path.write_text(text)
    return path.read_text()
