"""Rowlette's golden transcript: a seeded game, two Sensible bots and a Random one (see tests/golden.py)."""

from __future__ import annotations

from pathlib import Path

import tabletop

from ..golden import stored, transcript

GOLDEN = Path(__file__).with_name("golden_seed_2026.txt")


def test_the_seeded_game_matches_its_golden_transcript() -> None:
    game = tabletop.get("rowlette")
    state = game.new(["Ana", "Ben", "Cy", "Dee"], seed=2026)
    bots = [game.bot("Sensible"), game.bot("Sensible"), game.bot("Random"), game.bot("Sensible")]
    text = transcript(state, bots, 2026, "final scores")
    assert text == stored(GOLDEN, text)
