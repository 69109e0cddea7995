"""Run every benchmark, print the performance and strength tables, and (with --update-readme) write
them into README.md."""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import subprocess
from datetime import date
from pathlib import Path

import tabletop

from . import app, classroom, coach, engine, openspiel, strength
from .targets import Relative, Row

REPO = Path(__file__).resolve().parents[1]
README = REPO / "README.md"
#: The README's two tables, each between its markers.
BENCH = "<!-- bench:start -->", "<!-- bench:end -->"
STRENGTH = "<!-- strength:start -->", "<!-- strength:end -->"

#: (key, what, target, unit, higher is better)
#: Issue 20's targets for every engine: 1.5 times OpenSpiel's dominoes (measured in the same run),
#: clones and house-bot games fast enough for a search's playouts.
SPEED = Relative("openspiel_dominoes_actions_per_s", 1.5, "OpenSpiel dominoes")
CLONES, BOT_GAMES = 100_000, 20
#: Titles short enough for a table row.
SHORT_TITLES = {"cowboy": "Super Cowboy"}
#: Targets a game kept from before (Rowlette's random games, from the first engine issue).
GAMES_TARGET = {"rowlette": 500}


def engine_rows() -> list[Row]:
    """The same five measures for every game, then the yardstick."""
    rows: list[Row] = []
    for name in engine.GAMES:
        title = SHORT_TITLES.get(name, tabletop.get(name).title)
        rows += [
            (
                f"{name}_actions_per_s",
                f"{title}: legal actions listed + one applied, 4 players",
                SPEED,
                "/s",
                True,
            ),
            (
                f"{name}_games_per_s",
                f"{title}: complete random 4-player games",
                GAMES_TARGET.get(name),
                "/s",
                True,
            ),
            (f"{name}_clones_per_s", f"{title}: `clone()` of a mid-game state", CLONES, "/s", True),
            (
                f"{name}_bot_games_per_s",
                f"{title}: complete games, 4 Sensible bots (views included)",
                BOT_GAMES,
                "/s",
                True,
            ),
            (f"{name}_state_bytes", f"{title}: memory of one mid-game state", None, " B", False),
        ]
    return [
        *rows,
        (
            "openspiel_dominoes_actions_per_s",
            "OpenSpiel python_team_dominoes (the yardstick): legal actions listed + one applied",
            None,
            "/s",
            True,
        ),
        ("openspiel_dominoes_clones_per_s", "OpenSpiel python_team_dominoes: `clone()`", None, "/s", True),
    ]


#: (key, what, target, unit, higher is better)
ROWS = [
    *engine_rows(),
    (
        "cowboy_fence_closing_median_ms",
        "Super Cowboy: fields a new fence closes, 16x16 board, median",
        0.5,
        " ms",
        False,
    ),
    (
        "cowboy_fence_closing_p99_ms",
        "Super Cowboy: fields a new fence closes, 16x16 board, 99th percentile",
        0.5,
        " ms",
        False,
    ),
    ("voila_first_widget_ms", "Voila, Rowlette: page load to first widget (lesson)", 3000, " ms", False),
    ("voila_first_board_ms", "Voila, Rowlette: page load to the game table", None, " ms", False),
    ("voila_click_median_ms", "Voila, Rowlette: click to updated board, median", 100, " ms", False),
    ("voila_click_p90_ms", "Voila, Rowlette: click to updated board, 90th percentile", None, " ms", False),
    (
        "voila_rowdy_first_widget_ms",
        "Voila, Rowdy Partners: page load to first widget (lesson)",
        3000,
        " ms",
        False,
    ),
    ("voila_rowdy_first_board_ms", "Voila, Rowdy Partners: page load to the game table", None, " ms", False),
    (
        "voila_rowdy_click_median_ms",
        "Voila, Rowdy Partners: click to updated board, median",
        100,
        " ms",
        False,
    ),
    (
        "voila_rowdy_click_p90_ms",
        "Voila, Rowdy Partners: click to updated board, 90th percentile",
        None,
        " ms",
        False,
    ),
    (
        "voila_partners_first_widget_ms",
        "Voila, Partners: page load to first widget (lesson)",
        3000,
        " ms",
        False,
    ),
    ("voila_partners_first_board_ms", "Voila, Partners: page load to the game table", None, " ms", False),
    ("voila_partners_click_median_ms", "Voila, Partners: click to updated board, median", 100, " ms", False),
    (
        "voila_partners_click_p90_ms",
        "Voila, Partners: click to updated board, 90th percentile",
        None,
        " ms",
        False,
    ),
    (
        "voila_cowboy_first_widget_ms",
        "Voila, Super Cowboy: page load to first widget (lesson)",
        3000,
        " ms",
        False,
    ),
    ("voila_cowboy_first_board_ms", "Voila, Super Cowboy: page load to the game table", None, " ms", False),
    (
        "voila_cowboy_click_median_ms",
        "Voila, Super Cowboy: click to updated board, median",
        100,
        " ms",
        False,
    ),
    (
        "voila_cowboy_click_p90_ms",
        "Voila, Super Cowboy: click to updated board, 90th percentile",
        None,
        " ms",
        False,
    ),
    (
        "voila_partyfowl_first_widget_ms",
        "Voila, Party Fowl: page load to first widget (lesson)",
        3000,
        " ms",
        False,
    ),
    ("voila_partyfowl_first_board_ms", "Voila, Party Fowl: page load to the game table", None, " ms", False),
    (
        "voila_partyfowl_click_median_ms",
        "Voila, Party Fowl: click to updated board, median",
        100,
        " ms",
        False,
    ),
    (
        "voila_partyfowl_click_p90_ms",
        "Voila, Party Fowl: click to updated board, 90th percentile",
        None,
        " ms",
        False,
    ),
    *classroom.ROWS,
    *coach.ROWS,
]


def machine() -> str:
    cpu = next(
        (
            line.split(":", 1)[1].strip()
            for line in Path("/proc/cpuinfo").read_text().splitlines()
            if line.startswith("model name")
        ),
        platform.processor() or "unknown CPU",
    )
    chromium = subprocess.run(
        ["/usr/bin/chromium", "--version"], capture_output=True, text=True
    ).stdout.strip()
    return (
        f"{cpu}, {os.cpu_count()} cores, Python {platform.python_version()}, "
        f"{chromium or 'no chromium'}, measured {date.today().isoformat()}"
    )


def goal(
    target: float | Relative | None, value: float, unit: str, higher: bool, results: dict[str, float]
) -> str:
    """A row's target in words, and whether ``value`` meets it."""
    if target is None:
        return ""
    if isinstance(target, Relative):
        mark = target.factor * results[target.key]
        words = f"{target.words} ({mark:,.0f}{unit})"
    else:
        mark, words = target, f"{target:,}{unit}"
    met = value >= mark if higher else value <= mark
    return f"{'at least' if higher else 'under'} {words} {'(met)' if met else '(MISSED)'}"


def table(results: dict[str, float], rows: list[Row] | None = None) -> str:
    lines = ["| measure | result | target |", "|---|---:|---:|"]
    for key, what, target, unit, higher in ROWS if rows is None else rows:
        if key not in results:
            continue
        value = results[key]
        # Counts as counts, sub-millisecond times with two decimals.
        shown = f"{value:,.0f}{unit}" if value >= 10 or float(value).is_integer() else f"{value:.2f}{unit}"
        lines.append(f"| {what} | {shown} | {goal(target, value, unit, higher, results)} |")
    return "\n".join(lines)


def update_readme(markers: tuple[str, str], text: str) -> None:
    """Put ``text`` between the README's ``markers``, in place of what was there."""
    start, end = markers
    body = README.read_text()
    if start not in body or end not in body:
        raise SystemExit(f"README.md has no {start} ... {end} section to update")
    README.write_text(
        re.sub(
            f"{re.escape(start)}.*?{re.escape(end)}", lambda _: f"{start}\n{text}\n{end}", body, flags=re.S
        )
    )


def strength_text(costs: dict[str, float], outcomes: list[strength.Outcome]) -> str:
    """The strength section: what a Hard decision costs, then the table (so far, while it plays)."""
    return f"{strength.calibration_table(costs)}\n\n{strength.table(outcomes)}\n\nMachine: {machine()}."


def run_strength(update: bool) -> None:
    """The strength table, each row printed once it has all its games, and with ``update`` the
    README's table rewritten after every piece of play, so a run stopped early leaves a table of
    every row with the games it got to (benchmarks/strength.py plays them round by round)."""
    print("strength: what Hard's decisions cost (one core)...", flush=True)
    costs = strength.calibrate()
    print(strength.calibration_table(costs), flush=True)
    rows = strength.matches()
    print(f"strength: {len(rows)} rows ({os.cpu_count()} workers)...\n{strength.HEADER}", flush=True)

    def write(outcomes: list[strength.Outcome]) -> None:
        if update:
            update_readme(STRENGTH, strength_text(costs, outcomes))

    strength.play_table(rows, os.cpu_count() or 1, write)
    if update:
        print("README.md strength table updated")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--update-readme", action="store_true", help="rewrite the README's tables")
    parser.add_argument("--engine-only", action="store_true", help="skip the browser measurements")
    parser.add_argument("--no-strength", action="store_true", help="skip the strength table")
    parser.add_argument("--strength-only", action="store_true", help="only the strength table")
    args = parser.parse_args()
    if not args.strength_only:
        print("engine benchmarks beside the yardstick, OpenSpiel's team dominoes (one core)...", flush=True)
        results = engine.run(beside=openspiel.random_games()) | openspiel.run()
        if not args.engine_only:
            print("app benchmarks (Voila + Chromium)...", flush=True)
            results |= app.run()
            print("classroom benchmarks (Voila + many Chromium pages at once)...", flush=True)
            results |= classroom.run()
            print("the coach in the app (Voila + Chromium)...", flush=True)
            results |= coach.run()
        text = table(results) + f"\n\nMachine: {machine()}."
        print(text)
        (REPO / "benchmarks/results.json").write_text(json.dumps(results, indent=2) + "\n")
        if args.update_readme:
            update_readme(BENCH, text)
            print("README.md performance table updated")
    if not args.no_strength:
        run_strength(args.update_readme)


if __name__ == "__main__":
    main()
