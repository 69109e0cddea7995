"""Rowdy Partners' golden transcript: a seeded 4-player game, one seat Random (see tests/golden.py)."""

from __future__ import annotations

from pathlib import Path

from ..golden import stored, transcript
from .staging import GAME

GOLDEN = Path(__file__).with_name("golden_seed_2026.txt")


def test_the_seeded_game_matches_its_golden_transcript() -> None:
    state = GAME.new(["Ana", "Ben", "Cy", "Dee"], seed=2026)
    bots = [GAME.bot("Sensible"), GAME.bot("Random"), GAME.bot("Sensible"), GAME.bot("Sensible")]
    text = transcript(state, bots, 2026, "damage dealt")
    assert text == stored(GOLDEN, text)
