"""Partners' golden transcript: a seeded game between four Sensible bots (see tests/golden.py)."""

from __future__ import annotations

from pathlib import Path

from ..golden import stored, transcript
from .staging import GAME, NAMES

GOLDEN = Path(__file__).with_name("golden_seed_2026.txt")


def test_the_seeded_game_matches_its_golden_transcript() -> None:
    state = GAME.new(list(NAMES), seed=2026)
    bots = [GAME.bot("Sensible") for _ in NAMES]
    text = transcript(state, bots, 2026, "pieces home")
    assert text == stored(GOLDEN, text)
