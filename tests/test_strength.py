"""The strength table (benchmarks/strength.py, written into the README by ``make bench``): its
interval, how its target is read and marked, its rows and their rendering, and that a seeded match
plays the same games every time. Nothing here is timed: the figures belong to ``make bench``."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

import tabletop
from benchmarks import strength
from benchmarks.strength import Match, Outcome, Tally, head_to_head, needed, verdict, wilson

#: What issue 20 asks the table to cover: every game at every player count it allows.
COUNTS = {
    "rowdy": (2, 3, 4),
    "rowlette": (2, 3, 4),
    "partners": (4,),
    "cowboy": (2, 3, 4),
    "partyfowl": (2, 3, 4, 5),
}


def test_the_wilson_interval_matches_known_values_and_stays_within_0_and_1() -> None:
    # Known values of the 95% Wilson score interval.
    assert wilson(5, 10) == pytest.approx((0.2366, 0.7634), abs=1e-4)
    assert wilson(0, 10) == pytest.approx((0.0, 0.2775), abs=1e-4)
    assert wilson(10, 10) == pytest.approx((0.7225, 1.0), abs=1e-4)
    assert wilson(0, 0) == (0.0, 1.0)
    # More games, a narrower interval round the same rate.
    low, high = wilson(50, 100)
    assert 0.2366 < low < 0.5 < high < 0.7634


def test_head_to_head_is_the_rate_itself_with_two_sides_and_half_at_the_fair_share() -> None:
    assert head_to_head(0.7, 0.5) == pytest.approx(0.7)
    for fair in (1 / 2, 1 / 3, 1 / 4, 1 / 5):
        assert head_to_head(fair, fair) == pytest.approx(0.5)
        assert head_to_head(needed(0.6, fair), fair) == pytest.approx(0.6)
    # 60% head-to-head: a lone seat wins 1.5 times as often as each other seat.
    assert needed(0.6, 1 / 4) == pytest.approx(1 / 3)
    assert needed(0.6, 1 / 5) == pytest.approx(0.6 / 2.2)
    assert needed(0.8, 1 / 2) == pytest.approx(0.8)


def test_a_target_is_met_only_when_the_whole_interval_clears_it() -> None:
    quarter, half = 1 / 4, 1 / 2
    # 4 players, 60% head-to-head asks for wins above 33%.
    assert verdict(7, 10, quarter, 0.6) == "met"  # interval 40%-89%
    assert verdict(6, 10, quarter, 0.6) == "open"  # 31%-83%: 60% won, but 10 games cannot tell
    assert verdict(0, 10, quarter, 0.6) == "MISSED"  # 0%-28%
    # Two sides: 9 of 10 is a 90% rate, yet its interval (60%-98%) reaches down to the mark.
    assert verdict(9, 10, half, 0.6) == "open"
    assert verdict(10, 10, half, 0.6) == "met"
    assert verdict(150, 200, half, 0.8) == "open"  # 69%-80.5%
    assert verdict(140, 200, half, 0.8) == "MISSED"  # 63%-76%
    assert verdict(190, 200, half, 0.8) == "met"


def test_the_table_has_every_game_and_player_count_for_both_pairings_cheap_first() -> None:
    rows = strength.matches()
    expected = [(game, players) for game, counts in COUNTS.items() for players in counts]
    for pairing in strength.PAIRINGS:
        assert sorted((m.game, m.players) for m in rows if m.pairing == pairing) == sorted(expected)
    assert [m.pairing for m in rows] == sorted((m.pairing for m in rows), key=strength.PAIRINGS.index)
    for match in rows:
        assert match.games == strength.GAMES[match.pairing]
        assert match.seconds is None  # a fixed budget: the same table under any load
        hard = match.strong == "Hard"
        assert match.iterations == (tabletop.get(match.game).hard_iterations if hard else None)


def test_a_row_says_the_rate_interval_fair_share_head_to_head_target_and_cost() -> None:
    hard = Match("partyfowl", 4, "Hard", "Normal", 10, 145, None, 60)
    assert strength.row(Outcome(hard, Tally(10, 7, 700, 350.0, 400.0))) == (
        "| Party Fowl | 4 | Hard vs Normal | 10 | 70% (40%-89%) | 25% | 88% (66%-96%) "
        "| above 60%: wins above 33% (met) | 0.50 s (145) | 400 s |"
    )
    team = Match("partners", 4, "Normal", "Random", 200, None, None, 60)
    assert strength.row(Outcome(team, Tally(200, 140, 0, 0.0, 9.0))) == (
        "| Partners | 4 | Normal vs Random | 200 | 70% (63%-76%) | 50% | 70% (63%-76%) "
        "| above 80%: wins above 80% (MISSED) |  | 9 s |"
    )
    table = strength.table([Outcome(hard, Tally(10, 7, 700, 350.0, 400.0))] * 2).splitlines()
    assert table[0] == strength.HEADER.splitlines()[0] and len(table) == 4


def test_a_seeded_match_plays_the_same_games_every_time_serial_or_in_workers() -> None:
    match = Match("rowlette", 2, "Hard", "Normal", 3, 4, None, 8)
    first = [strength.play(match, number) for number in range(3)]
    again = [strength.play(match, number) for number in range(3)]
    assert [(t.wins, t.decisions) for t in first] == [(t.wins, t.decisions) for t in again]
    assert all(t.decisions > 0 for t in first)
    serial = list(strength.measure([match], jobs=1))[-1][0].tally
    parallel = list(strength.measure([match], jobs=2))[-1][0].tally
    assert (serial.games, serial.wins, serial.decisions) == (
        parallel.games,
        parallel.wins,
        parallel.decisions,
    )
    assert serial.wins == sum(t.wins for t in first)


def test_the_table_grows_round_by_round_so_a_run_stopped_early_still_has_every_row() -> None:
    hard = Match("rowlette", 2, "Hard", "Normal", 2, 2, None, 4)
    quick = Match("rowlette", 3, "Normal", "Random", 20, None, None, 4)
    snapshots = list(strength.measure([hard, quick], jobs=1))
    # The quick pairing first, ten games a piece; then Hard a game at a time.
    assert [[o.tally.games for o in outcomes] for outcomes in snapshots] == [
        [0, 10],
        [0, 20],
        [1, 20],
        [2, 20],
    ]
    text = strength.table(snapshots[2])
    assert strength.row(snapshots[2][0]) in text and strength.row(snapshots[2][1]) in text
    assert "Unfinished: 1 of 2 rows have all their games" in text
    assert "Hard vs Normal" not in strength.table(snapshots[0])
    assert "Unfinished" not in strength.table(snapshots[-1])


def test_make_bench_writes_the_strength_table_between_its_markers(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bench = importlib.import_module("benchmarks.__main__")
    readme = tmp_path / "README.md"
    readme.write_text("before\n<!-- strength:start -->\nold\n<!-- strength:end -->\nafter\n")
    monkeypatch.setattr(bench, "README", readme)
    monkeypatch.setattr(bench, "machine", lambda: "a machine")
    hard = Match("rowdy", 4, "Hard", "Normal", 10, 145, None, 60)
    outcome = Outcome(hard, Tally(10, 7, 700, 350.0, 400.0))
    bench.update_readme(bench.STRENGTH, bench.strength_text({"rowdy": 1.0}, [outcome]))
    body = readme.read_text()
    assert body.startswith("before\n<!-- strength:start -->\n") and body.endswith(
        "<!-- strength:end -->\nafter\n"
    )
    assert "old" not in body and strength.row(outcome) in body
    iterations = tabletop.get("rowdy").hard_iterations
    assert f"| Rowdy Partners | {iterations} | 1.00 s | at most 0.5 s (MISSED) | {iterations // 2} |" in body
    assert "Machine: a machine." in body


def test_the_readme_keeps_the_strength_table_of_every_game_player_count_and_pairing() -> None:
    body = (Path(__file__).resolve().parents[1] / "README.md").read_text()
    section = body.split("<!-- strength:start -->")[1].split("<!-- strength:end -->")[0]
    rows = {tuple(cell.strip() for cell in line.split("|")[1:4]) for line in section.splitlines()}
    for match in strength.matches():
        assert (strength.title(match.game), str(match.players), f"{match.strong} vs {match.field}") in rows
