"""Party Fowl's golden transcript: a seeded game among four Sensible bots, from the first tile laid
to the end (see tests/golden.py)."""

from __future__ import annotations

from pathlib import Path

from ..golden import stored, transcript
from .staging import GAME, NAMES

GOLDEN = Path(__file__).with_name("golden_seed_2026.txt")


def test_the_seeded_game_matches_its_golden_transcript() -> None:
    state = GAME.new(list(NAMES[:4]), seed=2026)
    bots = [GAME.bot("Sensible") for _ in range(4)]
    text = transcript(state, bots, 2026, "points")
    assert text == stored(GOLDEN, text)
