"""The project's shape holds: no import circles, and the engines never reach for the widgets.

Imports are read from the source (every ``import`` statement, including those inside functions and
under ``if TYPE_CHECKING:``), so a circle that only a type checker or a late call walks counts too:
it still means two modules that cannot be read, or moved, one without the other.
"""

from __future__ import annotations

import ast
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
