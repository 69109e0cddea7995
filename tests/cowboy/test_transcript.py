"""Super Cowboy's golden transcript: a seeded 2-player game, Sensible against Sensible (see
tests/golden.py). Regenerate after an intended rule change with
``UPDATE_GOLDEN=1 pytest tests/cowboy/test_transcript.py`` and read the diff before committing it."""

from __future__ import annotations

from pathlib import Path

from ..golden import stored, transcript
from .staging import GAME

GOLDEN = Path(__file__).with_name("golden_seed_2026.txt")


def test_the_seeded_game_matches_its_golden_transcript() -> None:
    state = GAME.new(["Ana", "Ben"], seed=2026)
    bots = [GAME.bot("Sensible"), GAME.bot("Sensible")]
    text = transcript(state, bots, 2026, "steers in fields")
    assert text == stored(GOLDEN, text)
