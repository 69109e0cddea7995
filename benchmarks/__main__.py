"""Run every benchmark, print the table, and (with --update-readme) write it into README.md."""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import subprocess
from datetime import date
from pathlib import Path

from . import app, classroom, engine

REPO = Path(__file__).resolve().parents[1]
START, END = "<!-- bench:start -->", "<!-- bench:end -->"

#: (key, what, target, unit, higher is better)
ROWS = [
    ("rowlette_actions_per_s", "Rowlette: legal actions listed + one applied, 4 players", 50_000, "/s", True),
    ("rowlette_games_per_s", "Rowlette: complete random 4-player games", 500, "/s", True),
    ("rowlette_clones_per_s", "Rowlette: `clone()` of a mid-game state", 50_000, "/s", True),
    (
        "rowlette_bot_games_per_s",
        "Rowlette: complete games, 4 Sensible bots (views included)",
        None,
        "/s",
        True,
    ),
    ("rowlette_state_bytes", "Rowlette: memory of one mid-game state", None, " B", False),
    (
        "rowdy_actions_per_s",
        "Rowdy Partners: legal actions listed + one applied, 4 players",
        30_000,
        "/s",
        True,
    ),
    ("rowdy_games_per_s", "Rowdy Partners: complete random 4-player games", None, "/s", True),
    ("rowdy_clones_per_s", "Rowdy Partners: `clone()` of a mid-game state", 30_000, "/s", True),
    (
        "rowdy_bot_games_per_s",
        "Rowdy Partners: complete games, 4 Sensible bots (views included)",
        None,
        "/s",
        True,
    ),
    ("rowdy_state_bytes", "Rowdy Partners: memory of one mid-game state", None, " B", False),
    ("partners_actions_per_s", "Partners: legal actions listed + one applied, 4 players", 30_000, "/s", True),
    ("partners_games_per_s", "Partners: complete random 4-player games", None, "/s", True),
    ("partners_clones_per_s", "Partners: `clone()` of a mid-game state", 30_000, "/s", True),
    (
        "partners_bot_games_per_s",
        "Partners: complete games, 4 Sensible bots (views included)",
        None,
        "/s",
        True,
    ),
    ("partners_state_bytes", "Partners: memory of one mid-game state", None, " B", False),
    (
        "cowboy_actions_per_s",
        "Super Cowboy: legal actions listed + one applied, 4 players",
        20_000,
        "/s",
        True,
    ),
    ("cowboy_games_per_s", "Super Cowboy: complete random 4-player games", None, "/s", True),
    ("cowboy_clones_per_s", "Super Cowboy: `clone()` of a mid-game state", None, "/s", True),
    (
        "cowboy_bot_games_per_s",
        "Super Cowboy: complete games, 4 Sensible bots (views included)",
        None,
        "/s",
        True,
    ),
    ("cowboy_state_bytes", "Super Cowboy: memory of one mid-game state", None, " B", False),
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
    (
        "partyfowl_actions_per_s",
        "Party Fowl: legal actions listed + one applied, 4 players",
        30_000,
        "/s",
        True,
    ),
    ("partyfowl_games_per_s", "Party Fowl: complete random 4-player games", None, "/s", True),
    ("partyfowl_clones_per_s", "Party Fowl: `clone()` of a mid-game state", None, "/s", True),
    (
        "partyfowl_bot_games_per_s",
        "Party Fowl: complete games, 4 Sensible bots (views included)",
        None,
        "/s",
        True,
    ),
    ("partyfowl_state_bytes", "Party Fowl: memory of one mid-game state", None, " B", False),
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


def table(results: dict[str, float], rows: list[classroom.Row] | None = None) -> str:
    lines = ["| measure | result | target |", "|---|---:|---:|"]
    for key, what, target, unit, higher in ROWS if rows is None else rows:
        if key not in results:
            continue
        value = results[key]
        # Counts as counts, sub-millisecond times with two decimals.
        shown = f"{value:,.0f}{unit}" if value >= 10 or float(value).is_integer() else f"{value:.2f}{unit}"
        if target is None:
            goal = ""
        else:
            met = value >= target if higher else value <= target
            goal = f"{'at least' if higher else 'under'} {target:,}{unit} {'(met)' if met else '(MISSED)'}"
        lines.append(f"| {what} | {shown} | {goal} |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--update-readme", action="store_true", help="rewrite the README's table")
    parser.add_argument("--engine-only", action="store_true", help="skip the browser measurements")
    args = parser.parse_args()
    print("engine benchmarks (one core)...", flush=True)
    results = engine.run()
    if not args.engine_only:
        print("app benchmarks (Voila + Chromium)...", flush=True)
        results |= app.run()
        print("classroom benchmarks (Voila + many Chromium pages at once)...", flush=True)
        results |= classroom.run()
    text = table(results) + f"\n\nMachine: {machine()}."
    print(text)
    (REPO / "benchmarks/results.json").write_text(json.dumps(results, indent=2) + "\n")
    if args.update_readme:
        readme = REPO / "README.md"
        body = readme.read_text()
        if START not in body:
            raise SystemExit(f"README.md has no {START} ... {END} section to update")
        readme.write_text(re.sub(f"{START}.*?{END}", f"{START}\n{text}\n{END}", body, flags=re.S))
        print("README.md updated")


if __name__ == "__main__":
    main()
