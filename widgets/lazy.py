"""A game's table, loaded from its package only when it is asked for.

Python runs a package's ``__init__`` before any of its modules, so a game package that imported its
table at once would load ipywidgets with every picture (``widgets.<game>.draw``), which must load
without it. Each game's ``__init__`` instead answers ``from widgets.<game> import <game>_table``
through :func:`table_on_first_use`, a module ``__getattr__`` (PEP 562).
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from importlib import import_module
from typing import Any


def table_on_first_use(package: str, names: Collection[str]) -> Callable[[str], Any]:
    """A ``__getattr__`` for ``package`` that imports each of ``names`` from its ``table`` module
    when first asked for."""

    def __getattr__(name: str) -> Any:
        if name in names:
            return getattr(import_module(f"{package}.table"), name)
        raise AttributeError(f"module {package!r} has no attribute {name!r}")

    return __getattr__
