"""The project's shape holds: no import circles, and the engines never reach for the widgets.

Imports are read from the source (every ``import`` statement, including those inside functions and
under ``if TYPE_CHECKING:``), so a circle that only a type checker or a late call walks counts too:
it still means two modules that cannot be read, or moved, one without the other.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
PACKAGES = ("tabletop", "widgets", "serving")


def modules() -> dict[str, Path]:
    """Every module of the project's packages by dotted name (a package by its own name)."""
    found: dict[str, Path] = {}
    for package in PACKAGES:
        for path in sorted((REPO / package).rglob("*.py")):
            parts = path.relative_to(REPO).with_suffix("").parts
            found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def imported(name: str, path: Path, known: dict[str, Path]) -> Iterator[str]:
    """The project modules that module ``name`` (at ``path``) imports anywhere in its body. ``from
    package import name`` counts as importing the submodule when ``name`` is one, else the package."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join([*anchor, *([base] if base else [])])
            named = (f"{base}.{alias.name}" for alias in node.names)
            targets = [submodule if submodule in known else base for submodule in named]
        else:
            continue
        for target in targets:
            while target and target not in known:
                target = target.rpartition(".")[0]
            if target and target != name:
                yield target


def import_graph() -> dict[str, set[str]]:
    known = modules()
    return {name: set(imported(name, path, known)) for name, path in known.items()}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The graph's strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for other in sorted(graph[node]):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = []
            while (member := stack.pop()) != node:
                group.append(member)
            group.append(node)
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_reader_finds_a_circle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert circles(graph) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_a_function_level_or_type_checking_import_counts(tmp_path: Path) -> None:
    module = tmp_path / "refusals.py"
    module.write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .game import State\n")
    known = {"pkg.game": tmp_path / "game.py", "pkg.refusals": module}
    assert list(imported("pkg.refusals", module, known)) == ["pkg.game"]


def test_no_import_circles() -> None:
    assert circles(import_graph()) == []


def test_the_engines_import_no_widgets() -> None:
    outside = {
        name: sorted(target for target in targets if not target.startswith("tabletop"))
        for name, targets in import_graph().items()
        if name.startswith("tabletop")
    }
    assert {name: targets for name, targets in outside.items() if targets} == {}


#: The files every game's package in ``widgets/`` has (``choose`` too where a move takes several
#: clicks), so that a reader who knows one game's package finds their way in the next.
GAME_FILES = {"__init__.py", "layout.py", "draw.py", "table.py", "lessons.py"}
#: Longest module, in lines: a widget module past it splits by what it holds, and so does an engine's.
LONGEST = {"widgets": 500, "tabletop": 800}


def game_packages() -> list[Path]:
    """``widgets/<game>/`` for every game of the registry."""
    import tabletop

    return [REPO / "widgets" / name for name in sorted(tabletop.GAMES)]


def test_every_game_has_a_widget_package_with_the_same_files() -> None:
    for package in game_packages():
        assert {path.name for path in package.glob("*.py")} >= GAME_FILES, package.name


def test_no_module_is_too_long_to_read() -> None:
    too_long = {
        str(path.relative_to(REPO)): lines
        for top, longest in LONGEST.items()
        for path in (REPO / top).rglob("*.py")
        if (lines := len(path.read_text().splitlines())) > longest
    }
    assert too_long == {}


def test_pictures_and_choosing_load_without_ipywidgets() -> None:
    """A game's picture and its clicks are plain Python: they serve exports and tests as well as
    the tables. Each is imported in a fresh interpreter, which must not load ipywidgets."""
    modules = [
        f"widgets.{package.name}.{part}"
        for package in game_packages()
        for part in ("draw", "choose")
        if (package / f"{part}.py").exists()
    ]
    probe = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "print(sorted({m.split('.')[0] for m in sys.modules} & {'ipywidgets', 'anywidget'}))\n"
    )
    loaded = subprocess.run(
        [sys.executable, "-c", probe], cwd=REPO, capture_output=True, text=True, check=True
    ).stdout
    assert len(modules) >= 2 * len(game_packages()) - 2  # every draw, and the choosers there are
    assert loaded.strip() == "[]"
