"""Golden transcripts: a seeded game's full log kept as text, so a rule change shows as a readable diff.

Each game's ``test_transcript.py`` plays its seeded game with :func:`transcript` and compares it with
:func:`matches_golden`. Regenerate after an intended rule change with
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


def matches_golden(path: Path, text: str) -> bool:
    """Whether ``text`` is the stored transcript (with UPDATE_GOLDEN set, store it first)."""
    if os.environ.get("UPDATE_GOLDEN"):
        path.write_text(text)
    return text == path.read_text()
