"""Drive the Voila app in Debian's Chromium, as the browser tests and the app benchmarks both do.

The server is started with the Makefile's own ``VOILA_FLAGS`` (``make voila-flags``), so tests
measure the app exactly as ``make app`` serves it. Every request that is not to that local server
is blocked: the app must work with no internet.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Final

from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

from tabletop.partyfowl.data import CARDS, HAND_LIMIT, ROOM_OF_TOPIC, Kind
from widgets.gallery import play_page

REPO = Path(__file__).resolve().parents[2]
ARTIFACTS = REPO / "tests/browser/artifacts"  # git-ignored: screenshots and the server log
CHROMIUM = "/usr/bin/chromium"
#: As root in a sandbox, with background networking off (the closed network refuses it loudly).
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
#: Chromium's own way of reaching nothing but this machine, for the benchmarks: Playwright's request
#: routing (``block_external``, which the tests use to list what was blocked) passes every request
#: through its driver and turns the browser's cache off, which added 0.2-0.45 s to a page's first
#: visit here.
LOCAL_ONLY = "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"
#: Appears once the lesson's last code cell has run, so the kernel is free to answer clicks.
LESSON_DONE = ".tt-rules"


#: What a teacher may set for ``make app`` (the Makefile's ``?=`` settings), also from the environment.
MAKE_APP_SETTINGS = ("HOST", "PORT", "PAGE", "LEARNERS", "POOL")


def make(*args: str, check: bool = True, timeout: float | None = None) -> subprocess.CompletedProcess[str]:
    """Run ``make`` in the project as plain ``make app`` would be run: a teacher's settings in the
    environment (``MAKE_APP_SETTINGS``, such as ``PAGE`` or ``HOST``) left out."""
    env = {name: value for name, value in os.environ.items() if name not in MAKE_APP_SETTINGS}
    return subprocess.run(
        ["make", "--no-print-directory", *args],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=check,
        env=env,
        timeout=timeout,
    )


def voila_flags() -> list[str]:
    """The flags plain ``make app`` passes to Voila."""
    return shlex.split(make("-s", "voila-flags").stdout)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextmanager
def voila_server(
    log_path: Path | None = None, folder: str = "notebooks/", extra_flags: Sequence[str] = ()
) -> Iterator[str]:
    """Serve ``folder`` (the app's ``notebooks/``) on a free local port; yields the base URL and
    stops the server after. ``extra_flags`` replace the Makefile's flags of the same name (the
    classroom benchmark shortens the idle cull this way) or add to them."""
    port = free_port()
    voila = Path(sys.executable).with_name("voila")
    log_path = log_path or ARTIFACTS / "voila.log"
    log_path.parent.mkdir(parents=True, exist_ok=True)
    log = open(log_path, "w")  # noqa: SIM115  (closed in the finally below)
    # The kernels import this checkout's packages first, as the tests do: a second work tree that
    # shares a virtual environment installed (editable) from another checkout still tests its own code.
    path = os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")]))
    # The project's page template, found as the Makefile's VOILA_ENV finds it.
    jupyter = os.pathsep.join(filter(None, [str(REPO / "share/jupyter"), os.environ.get("JUPYTER_PATH")]))
    replaced = {flag.split("=", 1)[0] for flag in extra_flags}
    flags = [flag for flag in voila_flags() if flag.split("=", 1)[0] not in replaced]
    process = subprocess.Popen(
        [str(voila), folder, f"--port={port}", *flags, *extra_flags],
        cwd=REPO,
        # Kernels keep compiled bytecode, as the Makefile's VOILA_ENV has them do.
        env={**os.environ, "PYTHONPATH": path, "JUPYTER_PATH": jupyter, "PYTHONDONTWRITEBYTECODE": ""},
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            if process.poll() is not None:
                raise RuntimeError(f"Voila exited with code {process.returncode}; see {log.name}")
            try:
                with urllib.request.urlopen(base + "/", timeout=2) as response:
                    if response.status == 200:
                        break
            except OSError:
                if time.monotonic() > deadline:
                    raise RuntimeError(f"Voila did not answer on {base} within 60 s") from None
                time.sleep(0.2)
        yield base
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
        log.close()


def server_process(base: str) -> Any:
    """The Voila server this process started for ``base`` (a ``psutil.Process``; its kernels are
    its children)."""
    import psutil

    port = f"--port={base.rsplit(':', 1)[1]}"
    (server,) = [process for process in psutil.Process().children() if port in process.cmdline()]
    return server


def page_kernel(page: Any) -> str:
    """The id of the kernel serving ``page`` (Voila names it in the page's config; the server's log
    names many, since every page keeps a kernel ready in its pool)."""
    config = page.locator("#jupyter-config-data").text_content(timeout=60_000)
    return str(json.loads(config)["kernelId"])


def block_external(page: Any, base: str) -> list[str]:
    """Let only ``base`` through, for this page and any tab it opens; returns the blocked addresses."""
    blocked: list[str] = []

    def route(route: Any) -> None:
        if route.request.url.startswith(base):
            route.continue_()
        else:
            blocked.append(route.request.url)
            route.abort()

    page.context.route("**/*", route)
    return blocked


def open_app(page: Any, url: str, first: str = ".jupyter-widgets") -> float:
    """Open a Voila page; returns milliseconds from navigation start to the first widget shown."""
    page.goto(url, wait_until="commit")
    page.wait_for_selector(first, state="visible", timeout=60_000)
    return float(page.evaluate("performance.now()"))


_CLICK_AND_WAIT = """
async (shape) => {
  const board = shape.closest('.tt-board');
  const before = board.dataset.version;
  const start = performance.now();
  shape.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the board did not redraw')), 15000);
    new MutationObserver((_, observer) => {
      if (board.dataset.version !== before) { observer.disconnect(); clearTimeout(timer); resolve(); }
    }).observe(board, { attributes: true, attributeFilter: ['data-version'] });
  });
  return performance.now() - start;
}
"""


#: The windows the tables are checked in: a projector's or a small laptop's, and a laptop's.
SIZES: Final = {"800x600": {"width": 800, "height": 600}, "1280x800": {"width": 1280, "height": 800}}
#: What shows once a quick-play page's table has drawn its board.
BOARD_DRAWN: Final = ".tt-table .tt-board svg"


def open_play(page: Any, voila: str, name: str, first: str = BOARD_DRAWN) -> Any:
    """Open a game's quick-play page (:func:`widgets.gallery.play_page`) and return its table once
    ``first`` shows (by default, the board drawn)."""
    open_app(page, f"{voila}/voila/render/{play_page(name)}", first)
    return page.locator(".tt-table")


def click_board(page: Any, shape: Any) -> float:
    """Click a board shape and wait until the board has redrawn; returns the milliseconds taken."""
    return float(shape.evaluate(_CLICK_AND_WAIT))


def enabled_shapes(table: Any) -> list[tuple[str, Any]]:
    """The clickable moves on a table's board, as (action text, element) pairs."""
    shapes = table.locator('.tt-board [data-action][aria-disabled="false"]')
    return [(shape.get_attribute("data-action"), shape) for shape in shapes.all()]


def play_to_the_end(page: Any, table: Any, *, stop_every: int = 5, limit: int = 400) -> list[float]:
    """Play the human seat by clicking the board until the game ends; returns each click's time.

    The policy is simple and fixed: keep the first goal offered, and take the first market card,
    except that every ``stop_every``-th turn it stops; at each round's end it presses "Next round".
    """
    timings: list[float] = []
    turn = 0
    board = table.locator(".tt-board svg")
    # The board's own label, which arrives with the redraw each click waits for: other panels of
    # the table sync separately and may still be on their way.
    resume = table.locator(".tt-continue")
    while not (board.get_attribute("aria-label") or "").startswith("Game over"):
        moves = enabled_shapes(table)
        if not moves:  # a round's end: its summary and "Next round" (or else a table that is stuck)
            expect(resume, "nothing on the board is clickable, and the table is not paused").to_be_visible()
            expect(table.locator(".tt-summary")).to_contain_text("End of the round.")
            press(table, resume)
            continue
        keep = [shape for text, shape in moves if text.startswith("Keep")]
        takes = [shape for text, shape in moves if text.startswith("Take")]
        stop = [shape for text, shape in moves if text == "Stop"]
        turn += 1
        if keep:
            choice = keep[0]
        elif takes and (turn % stop_every or not stop):
            choice = takes[0]
        else:
            choice = stop[0]
        timings.append(click_board(page, choice))
        if len(timings) > limit:
            raise AssertionError(f"No game over after {limit} clicks.")
    return timings


# ---- Rowdy Partners: a card may need more than one decision, and the table pauses after each trick ----

#: What the Rowdy table shows, read from the DOM in one go. ``settled`` says the side panel has
#: caught up with the board: the board arrives in one message, but the buttons, the continue button
#: and the turn text are separate widgets that sync a moment later. Acting on a button that is still
#: showing the previous move would send a click the kernel reads with its own, newer caption.
_ROWDY_NOW = """
(table) => {
  const shown = (node) => node !== null && node.checkVisibility();
  const svg = table.querySelector('.tt-board svg');
  const label = svg === null ? '' : svg.getAttribute('aria-label') || '';
  const enabled = svg === null ? [] : [...svg.querySelectorAll('[data-action][aria-disabled="false"]')]
    .map((node) => node.getAttribute('data-action'));
  const menu = table.querySelector('.tt-action-menu select');  // many moves: a menu, not buttons
  const listed = menu !== null && shown(menu) ? [...menu.options].map((node) => node.textContent) : [];
  const buttons = [...table.querySelectorAll('.tt-action-button')].filter(shown)
    .map((node) => node.textContent).concat(listed).map((text) => text.replace(/\u00a0/g, ' ').trim());
  const resume = table.querySelector('.tt-continue');
  const paused = shown(resume) ? resume.textContent.trim() : null;
  const over = shown(table.querySelector('.tt-play-again'));
  const staging = svg !== null && svg.textContent.includes('add tokens with the buttons, or press Done');
  const plays = buttons.filter((text) => text.startsWith('Play '));
  const naming = (text) => text.startsWith('Declare ') || text.startsWith('Keep the ');
  let settled;
  if (label.startsWith('Game over')) {
    settled = over && paused === null && buttons.length === 0;
  } else if (label.includes('finished')) {  // the trick review: only the continue button
    settled = paused !== null && !over && buttons.length === 0;
  } else if (paused !== null || over) {
    settled = false;
  } else if (enabled.length > 0) {  // choosing a card: the buttons offer the same cards
    settled = plays.length === enabled.length && enabled.every((text) => plays.includes(text));
  } else if (buttons.length === 0 || plays.length > 0) {
    settled = false;
  } else if (staging) {  // tokens for the card just chosen, then Done
    settled = buttons.includes('Done') && !buttons.some(naming);
  } else {  // naming a Wild's suit, or keeping a cheat
    settled = buttons.every(naming);
  }
  return { label, enabled, buttons, paused, over, settled };
}
"""

#: A card in hand that may be played now (Manager-diamond cards say so in their label).
HAND_CARD = '.tt-board [data-action][aria-disabled="false"]:not([aria-label$="(from the diamond)"])'
ENABLED = '.tt-board [data-action][aria-disabled="false"]'


def settled(page: Any, table: Any, script: str, timeout: float) -> dict[str, Any]:
    """Wait until ``script`` (a game's reading of its table, run in the page) says the side panel
    has caught up with the board, then return what it read."""
    try:
        page.wait_for_function(
            f"(table) => ({script})(table).settled", arg=table.element_handle(), timeout=timeout
        )
    except PlaywrightTimeout:
        now = table.evaluate(script)
        raise AssertionError(f"The table's buttons never caught up with its board: {now}") from None
    return dict(table.evaluate(script))


def rowdy_now(page: Any, table: Any, timeout: float = 15_000) -> dict[str, Any]:
    """Wait until the Rowdy table's panels agree with its board, then return what it shows."""
    return settled(page, table, _ROWDY_NOW, timeout)


def press(table: Any, button: Any, timeout: float = 15_000, click_timeout: float = 30_000) -> None:
    """Click a side button as a user does and wait until the table's board has redrawn."""
    board = table.locator(".tt-board")
    before = board.get_attribute("data-version")
    button.click(timeout=click_timeout)
    expect(board).not_to_have_attribute("data-version", before or "", timeout=timeout)


def play_rowdy(
    page: Any, table: Any, *, on_pause: Callable[[str], bool] | None = None, limit: int = 600
) -> list[float]:
    """Play the human seat of a Rowdy table until the game is over; returns each board click's time.

    A fixed policy, so a seed always gives the same game: when the table pauses on a finished
    trick, ``on_pause`` sees the continue button's caption (returning True stops play right there)
    and then the button is pressed; otherwise the first playable card in hand is clicked on the
    board (a Manager-diamond card when the hand has none); a card's extra decisions are made with
    the side buttons, pressing Done whenever it is offered. ``limit`` steps at most, so a table that
    never ends fails instead of hanging.
    """
    timings: list[float] = []
    side = table.locator(".tt-side")
    for _ in range(limit):
        now = rowdy_now(page, table)
        if now["over"]:
            return timings
        if now["paused"] is not None:
            if on_pause is not None and on_pause(now["paused"]):
                return timings
            press(table, table.locator(".tt-continue"))
        elif now["enabled"]:
            hand = table.locator(HAND_CARD)
            card = hand.first if hand.count() else table.locator(ENABLED).first
            timings.append(click_board(page, card))
        else:
            choice = "Done" if "Done" in now["buttons"] else now["buttons"][0]
            press(table, side.get_by_role("button", name=choice, exact=True))
    raise AssertionError(f"No game over after {limit} steps.")


# ---- Partners: a play is a card, a piece and a field, clicked on the board one after the other ----

#: What the Partners table shows, read from the DOM in one go. The board alone says what to do: it
#: arrives in one message with its version, and on the human's turn something on it is lit (a card,
#: a piece, a field, or "Give up the hand"), so the side buttons are never needed.
_PARTNERS_NOW = """
(table) => {
  const shown = (node) => node !== null && node.checkVisibility();
  const board = table.querySelector('.tt-board');
  const svg = board === null ? null : board.querySelector('svg');
  const label = svg === null ? '' : svg.getAttribute('aria-label') || '';
  const enabled = svg === null ? [] : [...svg.querySelectorAll('[data-action][aria-disabled="false"]')]
    .map((node) => node.getAttribute('data-action'));
  const menu = table.querySelector('.tt-action-menu select');  // many moves: a menu, not buttons
  const listed = menu !== null && shown(menu) ? [...menu.options].map((node) => node.textContent) : [];
  const buttons = [...table.querySelectorAll('.tt-action-button')].filter(shown)
    .map((node) => node.textContent).concat(listed).map((text) => text.replace(/\u00a0/g, ' ').trim());
  const over = label.startsWith('Game over');
  const arrows = svg === null ? 0 : svg.querySelectorAll('path[marker-end]').length;
  const resume = table.querySelector('.tt-continue');
  const paused = shown(resume) ? resume.textContent.trim() : null;
  const summary = shown(table.querySelector('.tt-summary'));
  let settled;
  if (over) {
    settled = shown(table.querySelector('.tt-play-again')) && buttons.length === 0;
  } else if (paused !== null) {  // a deal is over: its summary and "Next deal", no side buttons
    settled = summary && buttons.length === 0;
  } else {
    settled = enabled.length > 0 && !summary;
  }
  return { label, enabled, buttons, over, arrows, paused, settled, version: board && board.dataset.version };
}
"""


def partners_now(page: Any, table: Any, timeout: float = 15_000) -> dict[str, Any]:
    """Wait until the Partners table's side panel agrees with its board, then return what it shows."""
    return settled(page, table, _PARTNERS_NOW, timeout)


def play_partners(
    page: Any,
    table: Any,
    *,
    on_turn: Callable[[dict[str, Any], int], bool] | None = None,
    limit: int = 1500,
) -> list[float]:
    """Play the human seat of a Partners table until the game is over; returns each board click's time.

    A fixed policy, so a seed always gives the same game: click the first lit shape on the board.
    The board draws ringed fields before pieces and pieces before the hand, so that is the first
    ringed field once a piece is picked, else the first lit piece once a card is picked, else the
    first lit card (a card given in the swap, the 7 played at once), or "Give up the hand" when no
    card can be used; at the end of each deal it presses "Next deal". ``on_turn`` sees what the
    table shows and how many clicks were made before each decision; returning True stops play
    there. ``limit`` decisions at most, so a table that never ends fails instead of hanging.
    """
    timings: list[float] = []
    for _ in range(limit):
        now = partners_now(page, table)
        if now["over"]:
            return timings
        if now["paused"] is not None:  # the end of a deal: read its summary, then the next deal
            resume = table.locator(".tt-continue")
            resume.click()  # the board may stay as it was (the swap's cards are lit in the pause too)
            expect(resume).to_be_hidden()
            continue
        if on_turn is not None and on_turn(now, len(timings)):
            return timings
        timings.append(click_board(page, table.locator(ENABLED).first))
    raise AssertionError(f"No game over after {limit} decisions.")


# ---- Super Cowboy: every decision is a board click, and the table pauses before each bot's turn ----

#: What the Cowboy table shows, read from the DOM in one go. On the human's turn something on the
#: board is lit (a corner, the cowboy itself for "Stay put" or "Do nothing", a steer, a field, an
#: item to drop, a rival, the Indian or Bandit the cavalry chases). After a turn that hands over to
#: a bot the board lights nothing and the "Next turn" button shows instead. ``settled`` says the side
#: panel has caught up with the board: the buttons are separate widgets that sync a moment after it.
_COWBOY_NOW = """
(table) => {
  const shown = (node) => node !== null && node.checkVisibility();
  const board = table.querySelector('.tt-board');
  const svg = board === null ? null : board.querySelector('svg');
  const label = svg === null ? '' : svg.getAttribute('aria-label') || '';
  const enabled = svg === null ? [] : [...svg.querySelectorAll('[data-action][aria-disabled="false"]')]
    .map((node) => node.getAttribute('data-action'));
  const menu = table.querySelector('.tt-action-menu select');  // many moves: a menu, not buttons
  const listed = menu !== null && shown(menu) ? [...menu.options].map((node) => node.textContent) : [];
  const buttons = [...table.querySelectorAll('.tt-action-button')].filter(shown)
    .map((node) => node.textContent).concat(listed).map((text) => text.replace(/\u00a0/g, ' ').trim());
  const resume = table.querySelector('.tt-continue');
  const paused = shown(resume) ? resume.textContent.trim() : null;
  const over = label.startsWith('Game over');
  let settled;
  if (over) {
    settled = shown(table.querySelector('.tt-play-again')) && paused === null && buttons.length === 0;
  } else if (enabled.length > 0) {
    settled = paused === null;
  } else {  // paused: no side buttons either
    settled = Boolean(paused) && buttons.length === 0;
  }
  return { label, enabled, buttons, paused, over, settled, version: board && board.dataset.version };
}
"""


def cowboy_now(page: Any, table: Any, timeout: float = 15_000) -> dict[str, Any]:
    """Wait until the Cowboy table's side panel agrees with its board, then return what it shows."""
    return settled(page, table, _COWBOY_NOW, timeout)


def play_cowboy(
    page: Any,
    table: Any,
    *,
    on_turn: Callable[[dict[str, Any], int], bool] | None = None,
    resumes: list[float] | None = None,
    limit: int = 1000,
) -> list[float]:
    """Play the human seat of a Cowboy table until the game is over; returns each board click's time.

    A fixed policy, so a seed always gives the same game: click the first lit shape on the board,
    and press "Next turn" whenever the table pauses before a bot's turn (the bots play then). The
    board draws a rope's ringed destinations before the picked steer, so a rope or rustle is never
    let go by itself. ``on_turn`` sees what the table shows and how many board clicks were made
    before each decision or pause; returning True stops play there. Each "Next turn" press's time,
    the bots' whole turn and the redraw, goes in ``resumes`` when given. ``limit`` steps at most, so
    a table that never ends fails instead of hanging.
    """
    timings: list[float] = []
    for _ in range(limit):
        now = cowboy_now(page, table)
        if now["over"]:
            return timings
        if on_turn is not None and on_turn(now, len(timings)):
            return timings
        if now["paused"] is not None:
            start = time.perf_counter()
            press(table, table.locator(".tt-continue"))
            if resumes is not None:
                resumes.append(1000 * (time.perf_counter() - start))
        else:
            timings.append(click_board(page, table.locator(ENABLED).first))
    raise AssertionError(f"No game over after {limit} steps.")


# ---- Party Fowl: the house is built and the game played on the board; the table pauses before bots ----

#: What the Party Fowl table shows, read from the DOM in one go: besides the lit shapes, what the
#: policy below reads off the board (the hand, each room's doors and ducks from the rooms' labels,
#: and whose hand is on show). On the human's turn something on the board is lit (a tile, a space
#: or a door turning while the house is built; a room, a card, a deck, a rival's top card or End
#: turn after). Before each bot turn, and each bot tile, the board lights nothing and "Next turn"
#: shows. ``settled`` says the side panel has caught up with the board: its buttons and the
#: continue button are separate widgets that sync a moment after it (the board may already offer
#: End turn while the side still shows no buttons, as it did during the bots' turn).
_PARTYFOWL_NOW = """
(table) => {
  const shown = (node) => node !== null && node.checkVisibility();
  const board = table.querySelector('.tt-board');
  const svg = board === null ? null : board.querySelector('svg');
  const label = svg === null ? '' : svg.getAttribute('aria-label') || '';
  const all = (selector) => svg === null ? [] : [...svg.querySelectorAll(selector)];
  const enabled = all('[data-action][aria-disabled="false"]').map((node) => node.getAttribute('data-action'));
  const hand = all('[data-card]').map((node) => node.getAttribute('data-card'));
  const rooms = all('[data-action^="Move to the "]').map((node) => node.getAttribute('aria-label'));
  const heading = all('text').map((node) => node.textContent)
    .find((words) => words.startsWith('Your hand, '));
  const menu = table.querySelector('.tt-action-menu select');  // many moves: a menu, not buttons
  const listed = menu !== null && shown(menu) ? [...menu.options].map((node) => node.textContent) : [];
  const buttons = [...table.querySelectorAll('.tt-action-button')].filter(shown)
    .map((node) => node.textContent).concat(listed).map((text) => text.replace(/\u00a0/g, ' ').trim());
  const resume = table.querySelector('.tt-continue');
  const paused = shown(resume) ? resume.textContent.trim() : null;
  const over = label.startsWith('Game over');
  // The side repeats some of the board's choices as buttons: End turn, Preen and Done preening
  // whenever they are lit, and the Drink choice of a picked card.
  const mirrored = ['End turn', 'Preen', 'Done preening'];
  let settled;
  if (over) {
    settled = shown(table.querySelector('.tt-play-again')) && paused === null && buttons.length === 0;
  } else if (enabled.length > 0) {
    settled = paused === null
      && mirrored.every((text) => enabled.includes(text) === buttons.includes(text))
      && enabled.filter((text) => text.endsWith(' with a Drink')).every((text) => buttons.includes(text));
  } else {  // paused: no side buttons either
    settled = Boolean(paused) && buttons.length === 0;
  }
  return {
    label, enabled, hand, rooms, heading: heading || '', buttons, paused, over, settled,
    version: board && board.dataset.version,
  };
}
"""


def partyfowl_now(page: Any, table: Any, timeout: float = 15_000) -> dict[str, Any]:
    """Wait until the Party Fowl table's side panel agrees with its board, then return what it shows."""
    return settled(page, table, _PARTYFOWL_NOW, timeout)


_ROOM_WORDS = re.compile(
    r"Move to the (?P<room>[^:]+): .*?The (?P=room) at \w+; .*?doors [NESW ]+"
    r"(?:, to the (?P<links>[^;)]+))?(?:; ducks here: (?P<ducks>[^;)]+))?\)?$"
)


def _points(card: str) -> int:
    """A conversation card's points ("Games 3" scores 3); 0 for any other card."""
    info = CARDS.get(card)
    return info.points if info is not None and info.kind is Kind.TALK else 0


def partyfowl_choice(enabled: list[str], hand: list[str], rooms: list[str], heading: str) -> str:
    """What Party Fowl's human seat clicks next, decided from the board alone: its lit shapes'
    actions, in document order, the cards in hand, the labels of the rooms (each names its doors'
    rooms and the ducks in it) and the hand's heading ("Your hand, Ana · 5 of 7").

    A fixed and fairly sensible policy. Building the house: a door turning when one is lit, else a
    lit space, else the first tile of the pile. Then, in order: the conversation card worth most
    (with a Drink when the board offers one; a card that could take one is picked first), a
    Freebie, a Foul on the rival card worth most, washing a Foul, a Keg draw for a Drink, a Party
    draw while the hand has fewer than five cards, a Move one step along a shortest way to the
    nearest room where a card in hand is talked about (not the room the duck is in: its card could
    not be played), and End turn. Walking does not change the hand, so each Move brings the duck
    one step nearer the same room and it never walks back and forth; every other click picks a
    card about to be played, spends a Quacktion, plays a Freebie or ends the turn.
    """
    lit = set(enabled)
    if "Done preening" in lit:  # (the policy never preens, but a table may be left preening)
        return "Done preening"
    if any(action.startswith("Place ") for action in enabled):
        return next(action for action in enabled if action.startswith("Place "))
    if any(action.startswith("pick space ") for action in enabled):
        return next(action for action in enabled if action.startswith("pick space "))
    if any(action.startswith("pick tile ") for action in enabled):
        return next(action for action in enabled if action.startswith("pick tile "))
    # Conversation cards: played at once, or picked first when a Drink could go with them.
    drinks = [a for a in enabled if a.startswith("Play ") and a.endswith(" with a Drink")]
    if drinks:
        return max(drinks, key=lambda a: _points(a.removeprefix("Play ").removesuffix(" with a Drink")))
    talks = [(a.removeprefix("Play "), a) for a in enabled if _points(a.removeprefix("Play "))]
    talks += [(a.removeprefix("pick card "), a) for a in enabled if _points(a.removeprefix("pick card "))]
    if talks:
        return max(talks, key=lambda talk: _points(talk[0]))[1]
    freebies = [a for a in enabled if a.startswith("Play ") and a.removeprefix("Play ") in CARDS]
    if freebies:
        return freebies[0]
    fouls = [a for a in enabled if a.startswith("Foul ")]
    if fouls:
        return max(fouls, key=lambda a: _points(a.split("'s ", 1)[1]))
    washes = [a for a in enabled if a.startswith("Wash the Foul off ")]
    if washes:
        return washes[0]
    talking = [card for card in hand if _points(card)]
    if "Draw from the Keg Deck" in lit and talking and "Drink" not in hand and len(hand) < HAND_LIMIT - 1:
        return "Draw from the Keg Deck"
    if "Draw from the Party Deck" in lit and len(hand) < 5:
        return "Draw from the Party Deck"
    step = _step_toward(talking, rooms, heading, lit)
    if step is not None:
        return step
    if "End turn" in lit:
        return "End turn"
    return enabled[0]


def _step_toward(talking: list[str], rooms: list[str], heading: str, lit: set[str]) -> str | None:
    """A lit Move one step along a shortest way to the nearest room where a card in hand is
    talked about (ties: the better card, then the room's name), if there is one."""
    found = re.match(r"Your hand, (.+?) · ", heading)
    moves = {action for action in lit if action.startswith("Move to the ")}
    if found is None or not moves or not talking:
        return None
    me = found[1]
    links: dict[str, list[str]] = {}
    here = None
    for words in rooms:
        room = _ROOM_WORDS.search(words)
        assert room is not None, f"a room's label the policy cannot read: {words!r}"
        links[room["room"]] = (room["links"] or "").split(", ") if room["links"] else []
        if room["ducks"] and me in room["ducks"].split(", "):
            here = room["room"]
    if here is None:
        return None
    worth: dict[str, int] = {}
    for card in talking:
        topic = CARDS[card].topic
        assert topic is not None
        room = ROOM_OF_TOPIC[topic]
        if room != here:
            worth[room] = max(worth.get(room, 0), _points(card))
    # Breadth first from every target at once, the better cards' rooms first: how far each room is
    # from its nearest target, and which target that is.
    far = {room: 0 for room in worth if room in links}
    best = {room: (worth[room], room) for room in far}
    queue = sorted(far, key=lambda room: (-worth[room], room))
    while queue:
        room = queue.pop(0)
        for other in links.get(room, []):
            if other not in far:
                far[other], best[other] = far[room] + 1, best[room]
                queue.append(other)
    if here not in far:
        return None
    steps = [
        (far[other], -best[other][0], best[other][1], other)
        for other in links[here]
        if f"Move to the {other}" in moves and other in far and far[other] < far[here]
    ]
    return f"Move to the {min(steps)[3]}" if steps else None


def play_partyfowl(
    page: Any,
    table: Any,
    *,
    on_turn: Callable[[dict[str, Any], int], bool] | None = None,
    resumes: list[float] | None = None,
    limit: int = 600,
) -> list[float]:
    """Play the human seat of a Party Fowl table until the game is over; returns each board click's time.

    A fixed policy, :func:`partyfowl_choice`, so a seed always gives the same game, from the first
    tile laid to the end; "Next turn" is pressed whenever the table pauses before a bot's turn or
    tile (the bots play then). ``on_turn`` sees what the table shows and how many board clicks
    were made before each decision or pause; returning True stops play there. Each "Next turn"
    press's time, the bot's turn and the redraw, goes in ``resumes`` when given. ``limit`` steps
    at most, so a table that never ends fails instead of hanging.
    """
    timings: list[float] = []
    for _ in range(limit):
        now = partyfowl_now(page, table)
        if now["over"]:
            return timings
        if on_turn is not None and on_turn(now, len(timings)):
            return timings
        if now["paused"] is not None:
            start = time.perf_counter()
            press(table, table.locator(".tt-continue"))
            if resumes is not None:
                resumes.append(1000 * (time.perf_counter() - start))
        else:
            choice = partyfowl_choice(now["enabled"], now["hand"], now["rooms"], now["heading"])
            shape = table.locator(ENABLED).nth(now["enabled"].index(choice))
            timings.append(click_board(page, shape))
    raise AssertionError(f"No game over after {limit} steps.")
