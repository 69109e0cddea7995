"""Simulation: seeded, and the same on one core or many."""

from __future__ import annotations

from concurrent.futures import ProcessPoolExecutor

import tabletop
from tabletop.core import RandomBot, play_out, simulate


def test_simulated_games_are_the_same_serially_and_in_a_process_pool() -> None:
    bots = [tabletop.get("rowlette").bot(), RandomBot(), RandomBot()]
    serial = simulate("rowlette", bots, 12, seed=5)
    with ProcessPoolExecutor(max_workers=2) as pool:
        parallel = simulate("rowlette", bots, 12, seed=5, executor=pool)
    assert serial == parallel
    assert [record.seed for record in serial] == list(range(5, 17))
    assert all(record.moves > 0 and record.winners for record in serial)


def test_progress_is_reported_after_every_game() -> None:
    seen: list[tuple[int, int]] = []
    simulate(
        "rowlette", [RandomBot(), RandomBot()], 3, progress=lambda done, total: seen.append((done, total))
    )
    assert seen == [(1, 3), (2, 3), (3, 3)]


def test_the_sensible_bot_beats_random_play() -> None:
    game = tabletop.get("rowlette")
    records = simulate("rowlette", [game.bot("Sensible"), RandomBot()], 200, seed=1)
    wins = sum(0 in record.winners for record in records)
    assert wins > 120, f"Sensible won only {wins} of 200"


def test_play_out_can_stop_after_a_number_of_moves() -> None:
    import random

    state = tabletop.get("rowlette").new(["Ana", "Ben"], seed=3)
    play_out(state, [RandomBot(), RandomBot()], random.Random(1), moves=5)
    assert len(state.history) == 5 and not state.is_over
    play_out(state, [RandomBot(), RandomBot()], random.Random(1))
    assert state.is_over
