"""Fixtures for the browser tests: one Voila server for the session, Debian's Chromium, no internet."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from .harness import CHROMIUM, CHROMIUM_ARGS, voila_server


@pytest.fixture(scope="session")
def voila() -> Iterator[str]:
    with voila_server() as base:
        yield base


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: `make test` installs Debian's chromium with apt-get.")
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict[str, Any]) -> dict[str, Any]:
    return {**browser_context_args, "viewport": {"width": 1280, "height": 800}}


@pytest.fixture
def leave(page: Any) -> Iterator[None]:
    """Navigate away after a test so Voila sees the websocket close (closing a page does not)."""
    yield
    page.goto("about:blank")
