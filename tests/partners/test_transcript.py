"""A golden transcript: one seeded 4-player game's full log, so a rule change shows as a readable diff.

Regenerate after an intended rule change with ``UPDATE_GOLDEN=1 pytest tests/partners/test_transcript.py``
and read the diff before committing it.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

from .staging import GAME, NAMES

GOLDEN = Path(__file__).with_name("golden_seed_2026.txt")


def transcript() -> str:
    state = GAME.new(list(NAMES), seed=2026)
    bots = [GAME.bot("Sensible") for _ in NAMES]
    rng = random.Random(2026)
    lines = [f"  {event.text}  [{event.rule}]" for event in state.opening]
    while (seat := state.current_player) is not None:
        action = bots[seat].choose(state.view(seat), state.legal_actions(), rng)
        lines.append(f"{state.players[seat]}: {action}")
        lines += [f"  {event.text}  [{event.rule}]" for event in state.apply(action)]
    lines.append(f"pieces home {state.scores()}, winners {state.winners()}")
    return "\n".join(lines) + "\n"


def test_the_seeded_game_matches_its_golden_transcript() -> None:
    text = transcript()
    if os.environ.get("UPDATE_GOLDEN"):
        GOLDEN.write_text(text)
    assert text == GOLDEN.read_text()
