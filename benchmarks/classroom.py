"""A class at once: N learners open the same page together, wait for its table, then all play.

Voila is started as ``make app`` starts it (the browser tests' harness: the Makefile's flags, the
project's page template), except that idle kernels are culled after ``CULL_TIMEOUT`` seconds
instead of the app's 600, so that the cull can be timed, and with one of three kernel pools
(``POOLS``): the class's page pre-warmed for the class (``make app PAGE=... LEARNERS=n``), one
kernel ready for each page (plain ``make app``), or none (every page starts its kernel as it
opens: what a class gets when it arrives before the pre-warming is done). The server is first left
to settle (the pool's notebooks run), and how long that took is reported: a teacher's wait.

A learner is played one of two ways (``CLIENTS``):

- **widget clients** (every class): :class:`benchmarks.widget_client.WidgetPage` says to the
  server exactly what a Voila page on its first visit says (load the page, fetch the scripts,
  styles and fonts Chromium fetched for it, about 5 MB, connect to its kernel, ask for its widgets,
  send the board's click message) and renders nothing. The server cannot tell it from a browser,
  and it costs the machine about 5 % of the CPU it measures. Its time to interactive leaves out
  what a learner's own browser spends running the page's scripts and drawing it (about 1.1 s for
  the lesson and 1 s for the quick-play page, one learner here).
- **Chromium** (one learner; any class on demand): real pages in Debian's Chromium, one browser
  context each, driven at once through Playwright's async API, with everything but the local
  server blocked. On this 2-core machine the pages' own work took 67-85 % of the CPU while a
  class of 10 or 30 opened (measured beside the server's: see ``report``), so the stand-in for
  thirty laptops starved the server it measures: 9 of 30 lesson pages failed (their 9 kernels
  were culled idle with no page connected yet) and all 30 quick-play pages (14 kernels culled
  likewise; the other pages ran their cells but never drew the table). That measures the
  benchmark's one machine, not the server; hence the widget clients for the classes.

For each class, in three phases:

1. **Open.** Every learner opens the page at once. It is *interactive* when its table answers a
   click: the notebook's last cell has run and the widgets' state has reached the page (in
   Chromium: the table is drawn with a lit move), a lit move on the board is clicked and the board
   redraws (its ``version`` changes). A Chromium page clicks the moment the move is lit, from a
   script of its own: a poll from here would add its own delay to every first visit. Time to
   interactive runs from navigation start (the widget client: the page's request) to that redraw.
   A page not interactive within ``OPEN_TIMEOUT`` s, or whose kernel is lost, failed.
2. **Play.** Once every page is interactive (or failed), all play together: ``MOVES`` board
   clicks each (Rowlette's fixed policy of the browser tests: keep the first goal, take the first
   card, stop every fifth turn; "New game" when a game ends), ``THINK`` seconds apart as a learner
   would, each click timed from the click to the board's redraw.
3. **Close.** Every other learner of a class leaves as a closed tab does, saying goodbye (a
   Chromium page leaves for the server's "/" page, whose unload sends Voila's kernel shutdown;
   headless Chromium drops the goodbye of a page closed directly; the widget client sends the same
   request); the others just vanish, as a crashed laptop does, and leave their kernels to the idle
   cull. The benchmark then asks the server for every learner's kernel until none is left (the
   kernels waiting in a pool stay, as they should).

**Voila's floor.** Before the classes, ``make bench`` opens a page with one button and nothing of
this project's (``FLOOR_PAGE``) as one learner's page is opened: what any Voila page costs on this
machine before a line of ours runs, and so how much of a first visit is ours to cut.

Memory is the summed resident size of the Voila process and all its kernels, sampled every half
second; the peak is reported.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import math
import os
import re
import statistics
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import psutil

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from playwright.async_api import async_playwright
from playwright.sync_api import sync_playwright

from benchmarks.targets import Row
from benchmarks.widget_client import WidgetPage
from serving.kernels import READY
from tests.browser.harness import (
    ARTIFACTS,
    CHROMIUM,
    CHROMIUM_ARGS,
    ENABLED,
    LOCAL_ONLY,
    server_process,
    voila_server,
)

#: The benchmark's idle cull, seconds (the app's is 600: too long to wait for here), and how often
#: the server looks for idle kernels.
CULL_TIMEOUT, CULL_INTERVAL = 30, 5
CULL_FLAGS = [
    f"--MappingKernelManager.cull_idle_timeout={CULL_TIMEOUT}",
    f"--MappingKernelManager.cull_interval={CULL_INTERVAL}",
]
#: Board clicks each learner makes while the whole class plays, and a learner's pause between them.
MOVES, THINK = 20, 1.0
#: First visits one learner's figures are the median of (in Chromium each in a new browser context,
#: an empty cache), the server settling between them: one visit varied from 1.2 s to 2.3 s here.
VISITS = 5
#: Seconds a page may take to answer its first click before it counts as failed.
OPEN_TIMEOUT = 180
#: Seconds after the pages close by which every kernel must be gone: the issue's target, two
#: minutes after the cull timeout.
CULL_TARGET = CULL_TIMEOUT + 120
#: The ways a learner is played, and how the table's rows name them.
CLIENTS = {
    "widgets": "widget clients",
    "chromium": "Chromium pages",
}
#: What the README's rows call a learner played each way, one and many.
NAMES = {
    "widgets": ("a widget client", "widget clients"),
    "chromium": ("a Chromium page", "Chromium pages"),
}
#: The kernel pools a class can meet, and how the table's rows say it.
POOLS = {
    "class": "pre-warmed for the class",
    "ready": "one kernel ready per page",
    "cold": "no kernel ready",
}
#: The pages measured by `make bench`: (page, what it is, learners as, pool, class sizes).
CLASSES = [
    ("rowlette.ipynb", "the Rowlette lesson", "chromium", "ready", (1,)),
    ("rowlette.ipynb", "the Rowlette lesson", "chromium", "cold", (1,)),
    ("play/rowlette.ipynb", "the Rowlette quick-play page", "chromium", "ready", (1,)),
    ("play/rowlette.ipynb", "the Rowlette quick-play page", "chromium", "cold", (1,)),
    ("rowlette.ipynb", "the Rowlette lesson", "widgets", "class", (10, 30)),
    ("play/rowlette.ipynb", "the Rowlette quick-play page", "widgets", "class", (10, 30)),
    ("rowlette.ipynb", "the Rowlette lesson", "widgets", "cold", (30,)),
]
#: Voila's floor: a page with one button whose click the kernel answers, and nothing of this
#: project's (served from its own folder with the app's flags and template). Its first visit, kernel
#: ready, is what any Voila page costs on this machine before a line of ours runs: the yardstick for
#: the one-learner target.
FLOOR_FOLDER, FLOOR_PAGE = "benchmarks/pages/", "one_button.ipynb"
#: How long the server may take to settle before a class opens its pages, seconds.
SETTLE_TIMEOUT = 600
#: The lessons whose kernel's CPU from page open to interactive is measured, and their names.
LESSONS = {
    "rowdy_partners.ipynb": "Rowdy Partners",
    "rowlette.ipynb": "Rowlette",
    "partners.ipynb": "Partners",
    "super_cowboy.ipynb": "Super Cowboy",
    "party_fowl.ipynb": "Party Fowl",
}

#: Installed in each Chromium page before its scripts run: the moment the table has a lit move, the
#: page clicks it itself (``ttMove``, turn 1) and keeps the result in ``ttFirst``, so the first
#: click is made as soon as a learner could make it, not when a poll from here next looks (that
#: added 50-150 ms of this benchmark's own to every first visit). ``ttFirst`` says "lost" if the
#: page lost its kernel instead, or the error if the click failed; ``ttTableShown`` notes when the
#: table was drawn.
_FIRST_CLICK = """
(() => {
  const found = (resolve) => {
    if (document.querySelector('.tt-lost-banner')) return resolve('lost'), true;
    if (window.ttTableShown === undefined && document.querySelector('.tt-table .tt-board svg')) {
      window.ttTableShown = performance.now();
    }
    if (!document.querySelector('.tt-table .tt-board [data-action][aria-disabled="false"]')) return false;
    window.ttMove(1).then(resolve, (error) => resolve(String(error)));
    return true;
  };
  window.ttFirst = new Promise((resolve) => {
    const observer = new MutationObserver(() => { if (found(resolve)) observer.disconnect(); });
    observer.observe(document, {
      subtree: true, childList: true, attributes: true, attributeFilter: ['aria-disabled'],
    });
  });
})();
"""

#: The page's first click (``ttFirst``), or "no table" after the given milliseconds.
_FIRST_OR_GIVE_UP = """
(ms) => Promise.race([window.ttFirst, new Promise((resolve) => setTimeout(() => resolve('no table'), ms))])
"""

#: One move on the page's table, by the browser tests' Rowlette policy (``play_to_the_end``), "Next
#: round" at a round's end, or "New game" once a game is over; waits for the board's redraw. Returns
#: the click's time and the page clock at the redraw (milliseconds since navigation start).
_MOVE = """
window.ttMove = async (turn) => {
  const table = document.querySelector('.tt-table');
  const board = table.querySelector('.tt-board');
  const svg = board.querySelector('svg');
  const label = (svg && svg.getAttribute('aria-label')) || '';
  let target, kind = 'move';
  const resume = table.querySelector('.tt-continue');
  if (label.startsWith('Game over')) {
    target = table.querySelector('.tt-play-again');
    kind = 'again';
  } else if (resume !== null && resume.checkVisibility()) {  // a round's end, paused on its summary
    target = resume;
    kind = 'resume';
  } else {
    const lit = [...board.querySelectorAll('[data-action][aria-disabled="false"]')];
    const named = (start) => lit.filter((shape) => shape.getAttribute('data-action').startsWith(start));
    const keep = named('Keep'), takes = named('Take');
    const stop = lit.filter((shape) => shape.getAttribute('data-action') === 'Stop');
    target = keep[0] || (takes.length && (turn % 5 || !stop.length) ? takes[0] : stop[0]) || lit[0];
  }
  if (!target) throw new Error(`nothing to click on the board: ${label}`);
  const before = board.dataset.version;
  const start = performance.now();
  if (kind !== 'move') target.click();
  else target.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the board did not redraw within 60 s')), 60000);
    new MutationObserver((_, observer) => {
      if (board.dataset.version !== before) { observer.disconnect(); clearTimeout(timer); resolve(); }
    }).observe(board, { attributes: true, attributeFilter: ['data-version'] });
  });
  const now = performance.now();
  return { ms: now - start, at: now, kind };
};
"""

#: Where a page that failed had got to.
_STATE = """
() => ({
  loading: (document.getElementById('loading_text') || {}).textContent || null,
  lost: document.querySelector('.tt-lost-banner') !== null,
  table: document.querySelector('.tt-table .tt-board svg') !== null,
})
"""

#: Installed in each page of Voila's floor (``FLOOR_PAGE``) before its scripts run: the moment the
#: button is drawn the page clicks it, and ``ttFirst`` resolves with the page clock when the
#: kernel's answer ("Clicked") is drawn: the floor's time to interactive.
_FLOOR_CLICK = """
window.ttFirst = new Promise((resolve) => {
  let clicked = false;
  const observer = new MutationObserver(() => {
    const button = document.querySelector('.tt-floor');
    if (!button) return;
    if (!clicked) { clicked = true; button.click(); }
    if (button.textContent.includes('Clicked')) { observer.disconnect(); resolve(performance.now()); }
  });
  // The button's class arrives after the button itself: watch classes too.
  observer.observe(document, {
    subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['class'],
  });
});
"""

#: The page's kernel id, as Voila names it in the page's config.
_KERNEL = "() => JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId"


@dataclass
class Learner:
    """One page of the class: what it measured, or why it failed."""

    move: Callable[[int], Awaitable[dict[str, Any]]] | None = None  # one move: its ms, "at", kind
    leave: Callable[[bool], Awaitable[None]] | None = None  # with a goodbye, or vanishing
    interactive_ms: float | None = None
    table_ms: float | None = None
    kernel: str | None = None
    clicks: list[float] = field(default_factory=list)
    failed: str | None = None


class Sampler(threading.Thread):
    """Every half second: the summed RSS of the server and its kernels (the peak is kept), and the
    CPU time of every process of the server's tree and of the learners' side (this process, with
    the widget clients, and its other children: Playwright's driver and Chromium), per process, so
    exited ones still count."""

    def __init__(self, server: psutil.Process) -> None:
        super().__init__(daemon=True)
        self.server = server
        self.peak_rss = 0
        self.cpu: dict[str, dict[tuple[int, float], float]] = {"server": {}, "learners": {}}
        self.stopping = threading.Event()

    def sample(self) -> None:
        try:
            server = [self.server, *self.server.children(recursive=True)]
        except psutil.NoSuchProcess:
            return
        mine = {process.pid for process in server}
        me = psutil.Process()  # the widget clients, and the driver of the browser's pages
        learners = [me, *(p for p in me.children(recursive=True) if p.pid not in mine)]
        rss = 0
        for side, processes in (("server", server), ("learners", learners)):
            for process in processes:
                try:
                    with process.oneshot():
                        times = process.cpu_times()
                        if side == "server":
                            rss += process.memory_info().rss
                        self.cpu[side][(process.pid, process.create_time())] = times.user + times.system
                except psutil.NoSuchProcess:
                    continue
        self.peak_rss = max(self.peak_rss, rss)

    def cpu_seconds(self) -> dict[str, float]:
        self.sample()
        return {side: sum(times.values()) for side, times in self.cpu.items()}

    def run(self) -> None:
        while not self.stopping.wait(0.5):
            self.sample()


def percentile(values: list[float], share: float) -> float:
    """The nearest-rank percentile (p95 of 20 values is the 19th smallest)."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(share * len(ordered)) - 1)]


async def open_page(browser: Any, base: str, url: str) -> Learner:
    """Open one learner's page and wait until its table answers a click."""
    context = await browser.new_context(viewport={"width": 1280, "height": 800})
    await context.add_init_script(_MOVE + _FIRST_CLICK)
    page = await context.new_page()

    async def leave(goodbye: bool) -> None:
        """Leave for the server's front page (the unload says goodbye to the kernel), then close;
        or just close, which headless Chromium does without a goodbye."""
        if goodbye:
            with contextlib.suppress(Exception):  # still closed below; the kernel is left to the cull
                await page.goto(base + "/", timeout=30_000)
        await context.close()

    learner = Learner(move=lambda turn: page.evaluate("(turn) => window.ttMove(turn)", turn), leave=leave)
    try:
        await page.goto(url, wait_until="commit", timeout=OPEN_TIMEOUT * 1000)
        move = await page.evaluate(_FIRST_OR_GIVE_UP, OPEN_TIMEOUT * 1000)
        if isinstance(move, str):
            raise RuntimeError("the page lost its kernel" if move == "lost" else move)
        learner.interactive_ms = move["at"]
        learner.table_ms = await page.evaluate("window.ttTableShown")
        learner.clicks.append(move["ms"])
    except Exception as error:  # a page that fails is counted, not fatal
        state = await page.evaluate(_STATE)
        learner.failed = f"opening: {str(error).splitlines()[0]}; the page: {state}"
    with contextlib.suppress(Exception):  # a page that never got its HTML names no kernel
        learner.kernel = await page.evaluate(_KERNEL)
    return learner


async def play(learner: Learner) -> None:
    """Play ``MOVES`` board clicks after the first, a learner's pause apart; "New game" is not one."""
    turn = 1
    try:
        while len(learner.clicks) < MOVES + 1:
            await asyncio.sleep(THINK)
            turn += 1
            assert learner.move is not None
            move = await learner.move(turn)
            if move["kind"] == "move":
                learner.clicks.append(move["ms"])
    except Exception as error:
        learner.failed = f"playing, after {len(learner.clicks) - 1} moves: {str(error).splitlines()[0]}"


def rowlette_choice(lit: list[str], turn: int) -> str:
    """The browser tests' Rowlette policy (``_MOVE``'s, ``play_to_the_end``'s) on a board's lit moves."""
    keep = [move for move in lit if move.startswith("Keep")]
    takes = [move for move in lit if move.startswith("Take")]
    stop = [move for move in lit if move == "Stop"]
    if keep:
        return keep[0]
    if takes and (turn % 5 or not stop):
        return takes[0]
    return stop[0] if stop else lit[0]


#: The files a first visit to a page fetches beside the page, by page (recorded once a run).
_FIRST_VISIT: dict[str, list[str]] = {}
#: A page's requests that are not files: its own address, and its kernel's.
_NOT_FILES = re.compile(r"/api/kernels/|/voila/api/shutdown/|/voila/render/|/voila/query/")


def first_visit_files(base: str, page: str) -> list[str]:
    """What Chromium fetches from the server at ``base`` on a first visit (a new browser: an empty
    cache) to ``page`` besides the page itself and its kernel, addresses under ``base`` in the order
    first asked. The page is waited for until its table answers and the network is quiet, so the
    widgets' own scripts are in."""
    asked: list[str] = []
    leave = base + "/voila/tree/play"  # a page of the server: leaving for it ends the page's kernel
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        visit = browser.new_page()
        visit.on("request", lambda request: asked.append(request.url))
        visit.goto(f"{base}/voila/render/{page}", wait_until="commit")
        visit.wait_for_selector(ENABLED, timeout=OPEN_TIMEOUT * 1000)
        visit.wait_for_load_state("networkidle")  # scripts a later output asks for are in too
        visit.goto(leave)
        browser.close()
    files = [url.removeprefix(base) for url in asked if url.startswith(base) and not _NOT_FILES.search(url)]
    return [file for file in dict.fromkeys(files) if base + file != leave]


async def page_files(page: str) -> list[str]:
    """What Chromium fetches from the server on a first visit to ``page`` besides the page itself and
    its kernel (Voila's scripts, styles and fonts), in the order it asks: the widget clients fetch
    the same, so a class's first visit costs the server what thirty browsers would. Recorded on a
    server of its own, so that no class's kernel is taken."""
    if page not in _FIRST_VISIT:

        def record() -> list[str]:
            log = ARTIFACTS / "first_visit.log"
            with voila_server(log_path=log, extra_flags=pool_flags("cold", page, 1)) as base:
                return first_visit_files(base, page)

        _FIRST_VISIT[page] = await asyncio.to_thread(record)  # Playwright's sync API, off this loop
    return _FIRST_VISIT[page]


async def open_client(base: str, page: str, files: list[str]) -> Learner:
    """Open one learner's page with the widget client (fetching ``files`` as a first visit's browser
    does) and wait until its table answers a click."""
    client = WidgetPage(base, files)
    start = time.monotonic()

    async def move(turn: int) -> dict[str, Any]:
        board, again, resume = client.table() or ("", "", "")
        label, lit, version = client.board(board)
        if label.startswith("Game over"):
            comm, content, kind = again, {"event": "click"}, "again"
        elif lit:
            comm, content, kind = board, {"action": rowlette_choice(lit, turn)}, "move"
        else:  # nothing lit and not over: a round's end, paused on its summary
            comm, content, kind = resume, {"event": "click"}, "resume"
        clicked = time.monotonic()
        await client.send(comm, content)
        await client.redrawn(board, version, 60)
        now = time.monotonic()
        return {"ms": 1000 * (now - clicked), "at": 1000 * (now - start), "kind": kind}

    learner = Learner(move=move, leave=client.close)
    try:
        await client.open(page, OPEN_TIMEOUT)
        await client.wait_for_table(OPEN_TIMEOUT - (time.monotonic() - start))
        learner.table_ms = 1000 * (time.monotonic() - start)  # the last cell has run, the table is there
        first = await move(1)
        learner.interactive_ms = first["at"]
        learner.clicks.append(first["ms"])
    except Exception as error:  # a page that fails is counted, not fatal
        learner.failed = f"opening: {type(error).__name__}: {(str(error) or '-').splitlines()[0]}"
    learner.kernel = client.kernel_id or None
    return learner


def alive(base: str, kernel: str) -> bool:
    """Whether the server still has this kernel (its kernel API answers 404 once it is gone)."""
    try:
        with urllib.request.urlopen(f"{base}/api/kernels/{kernel}", timeout=5):
            return True
    except urllib.error.HTTPError as error:
        return error.code != 404
    except OSError:
        return True


def wait_for_kernels(base: str, kernels: list[str], closed: float) -> dict[str, float]:
    """Poll until every kernel is gone (or ``CULL_TARGET`` plus a minute has passed): how many were
    gone within 5 s of the pages closing (their goodbye worked), and when the last one went."""
    left = set(kernels)
    gone_by_goodbye = None
    deadline = closed + CULL_TARGET + 60
    while left and time.monotonic() < deadline:
        left = {kernel for kernel in left if alive(base, kernel)}
        if gone_by_goodbye is None and time.monotonic() - closed >= 5:
            gone_by_goodbye = len(kernels) - len(left)
        if left:
            time.sleep(0.5)
    all_gone = time.monotonic() - closed
    if gone_by_goodbye is None:
        gone_by_goodbye = len(kernels) - len(left)
    return {
        "kernels_shut_by_closing": float(gone_by_goodbye),
        "kernels_left": float(len(left)),
        "kernels_gone_s": all_gone if not left else float("inf"),
    }


def pool_flags(pool: str, page: str, n: int) -> list[str]:
    """Voila's flags for a pool of ``POOLS``, as ``make app`` sets them (``PAGE``, ``LEARNERS``, ``POOL``)."""
    if pool == "class":
        return [
            "--VoilaConfiguration.default_pool_size=0",
            f"--PoolSafeKernelManager.class_page={page}",
            f"--PoolSafeKernelManager.class_size={n}",
        ]
    return [f"--VoilaConfiguration.default_pool_size={1 if pool == 'ready' else 0}"]


def settle(sampler: Sampler, log: Path, pool: str) -> float:
    """Wait until the server is ready for the class: the class's pool says so (``READY``), and the
    server and its kernels have been nearly idle (under a tenth of a core) for two seconds. Returns
    the seconds that took."""
    start = time.monotonic()
    quiet_since, cpu = start, sampler.cpu_seconds()["server"]
    while time.monotonic() - start < SETTLE_TIMEOUT:
        time.sleep(0.5)
        now, used = time.monotonic(), sampler.cpu_seconds()["server"]
        if used - cpu > 0.05:  # busy in the last half second
            quiet_since = now
        cpu = used
        if now - quiet_since >= 2 and (pool != "class" or READY in log.read_text()):
            return now - start
    raise RuntimeError(f"the server did not settle within {SETTLE_TIMEOUT} s")


async def classroom(n: int, page: str, client: str = "widgets", pool: str = "class") -> dict[str, float]:
    """One class of ``n`` learners on ``page``, on a server of its own; the figures it measured.
    ``client`` is one of ``CLIENTS``, ``pool`` one of ``POOLS``."""
    log = ARTIFACTS / f"{prefix(client, page, pool, n)}.log"
    files = await page_files(page) if client == "widgets" else []
    with voila_server(log_path=log, extra_flags=[*CULL_FLAGS, *pool_flags(pool, page, n)]) as base:
        server = server_process(base)
        sampler = Sampler(server)
        sampler.start()
        settled = await asyncio.to_thread(settle, sampler, log, pool)
        async with contextlib.AsyncExitStack() as stack:
            browser = None
            if client == "chromium":
                playwright = await stack.enter_async_context(async_playwright())
                args = [*CHROMIUM_ARGS, LOCAL_ONLY]  # nothing off this machine, without a detour
                browser = await playwright.chromium.launch(executable_path=CHROMIUM, args=args)
                stack.push_async_callback(browser.close)
            url = f"{base}/voila/render/{page}"
            visits: list[Learner] = []  # one learner's earlier first visits (see VISITS)
            if browser is not None and n == 1:
                for _ in range(VISITS - 1):
                    visit = await open_page(browser, base, url)
                    visits.append(visit)
                    if visit.leave is not None:
                        await visit.leave(True)
                    if visit.kernel:  # gone before the next visitor, or this server holds it
                        await asyncio.to_thread(wait_for_kernels, base, [visit.kernel], time.monotonic())
                    await asyncio.to_thread(settle, sampler, log, pool)  # the pool refills
            cpu0, start = sampler.cpu_seconds(), time.monotonic()
            if browser is not None:
                opening = [open_page(browser, base, url) for _ in range(n)]
            else:
                opening = [open_client(base, page, files) for _ in range(n)]
            learners = await asyncio.gather(*opening)
            cpu1, opened = sampler.cpu_seconds(), time.monotonic()
            playing = [learner for learner in learners if learner.failed is None]
            await asyncio.gather(*(play(learner) for learner in playing))
            cpu2, played = sampler.cpu_seconds(), time.monotonic()
            await asyncio.gather(
                *(learner.leave(i % 2 == 0) for i, learner in enumerate(learners) if learner.leave)
            )
            closed = time.monotonic()
        # The learners' kernels (a page that never got its HTML names none; a pool's stay, waiting).
        kernels = [learner.kernel for learner in learners if learner.kernel]
        culled = wait_for_kernels(base, kernels, closed)
        sampler.stopping.set()
        sampler.join()
        text = log.read_text()
        culls = len(re.findall(r"Culling '\w+' kernel", text))
        # Voila gives up waiting for a cell's output after nbclient's iopub_timeout (4 s) and sends
        # the page the cell without it: under load, a table that never appears.
        dropped = text.count("Timeout waiting for IOPub output")
        started = text.count("Kernel started: ")
    interactive = [
        learner.interactive_ms for learner in [*visits, *learners] if learner.interactive_ms is not None
    ]
    tables = [learner.table_ms for learner in [*visits, *learners] if learner.table_ms is not None]
    clicks = [ms for learner in playing for ms in learner.clicks[1:]]
    failures = [learner.failed for learner in [*visits, *learners] if learner.failed]
    for failure in failures:
        print(f"  a page failed: {failure}", flush=True)
    ok = n - sum(1 for learner in learners if learner.failed)
    nan = float("nan")
    return {
        "ok_pages": float(ok),
        "visits_failed": float(sum(1 for visit in visits if visit.failed)),
        "goodbyes": float(len(range(0, n, 2))),
        "settle_s": settled,
        "tti_p50_ms": statistics.median(interactive) if interactive else nan,
        "tti_p95_ms": percentile(interactive, 0.95) if interactive else nan,
        "tti_max_ms": max(interactive) if interactive else nan,
        "table_p50_ms": statistics.median(tables) if tables else nan,
        "click_p50_ms": statistics.median(clicks) if clicks else nan,
        "click_p95_ms": percentile(clicks, 0.95) if clicks else nan,
        "clicks": float(len(clicks)),
        "peak_mib": sampler.peak_rss / 2**20,
        **culled,
        "kernels_unnamed": float(n - len(kernels)),
        "kernels_started": float(started),
        "culled_by_server": float(culls),
        "outputs_dropped": float(dropped),
        "open_s": opened - start,
        "play_s": played - opened,
        "open_server_cpu_s": cpu1["server"] - cpu0["server"],
        "open_learners_cpu_s": cpu1["learners"] - cpu0["learners"],
        "play_server_cpu_s": cpu2["server"] - cpu1["server"],
        "play_learners_cpu_s": cpu2["learners"] - cpu1["learners"],
    }


def kernel_cpu(kernel: str) -> tuple[int, float]:
    """The process of the kernel with id ``kernel`` (its connection file names it), and its CPU
    seconds so far."""
    for process in psutil.process_iter(["cmdline"]):
        if any(f"kernel-{kernel}" in part for part in process.info["cmdline"] or ()):
            times = process.cpu_times()
            return process.pid, times.user + times.system
    raise RuntimeError(f"no process for kernel {kernel}")


async def open_cpu(page: str, pool: str) -> dict[str, float]:
    """One learner opens ``page`` (a widget client) on a settled server, ``VISITS`` times one after
    another: the median CPU its kernel spent from the page's request until the page had its table
    (the last cell run, the widgets' state sent), and the median seconds that took (one open varied
    by 0.2 s here). With a kernel ready, the CPU the kernel had spent before the page's request
    (running the notebook, in the pool) is left out."""
    log = ARTIFACTS / f"open_cpu_{page.removesuffix('.ipynb')}_{pool}.log"
    spent, took = [], []
    with voila_server(log_path=log, extra_flags=pool_flags(pool, page, 1)) as base:
        server = server_process(base)
        sampler = Sampler(server)
        for _ in range(VISITS):
            await asyncio.to_thread(settle, sampler, log, pool)
            before: dict[int, float] = {}
            for process in server.children(recursive=True):
                times = process.cpu_times()
                before[process.pid] = times.user + times.system
            client = WidgetPage(base)
            start = time.monotonic()
            await client.open(page, OPEN_TIMEOUT)
            await client.wait_for_table(OPEN_TIMEOUT)
            took.append(time.monotonic() - start)
            pid, cpu = kernel_cpu(client.kernel_id)
            spent.append(cpu - before.get(pid, 0.0))
            await client.close()
            await asyncio.to_thread(wait_for_kernels, base, [client.kernel_id], time.monotonic())
    return {"kernel_cpu_s": statistics.median(spent), "open_s": statistics.median(took)}


async def floor() -> dict[str, float]:
    """Voila's floor (``FLOOR_PAGE``): ``VISITS`` first visits one after another in Chromium, one
    kernel ready, each in a new browser context; the median milliseconds from navigation start until
    the page's first click is answered, as for a table (``open_page``)."""
    log = ARTIFACTS / "floor.log"
    answered: list[float] = []
    flags = pool_flags("ready", FLOOR_PAGE, 1)
    with voila_server(log_path=log, folder=FLOOR_FOLDER, extra_flags=flags) as base:
        sampler = Sampler(server_process(base))  # read by settle, no thread needed
        async with async_playwright() as playwright:
            args = [*CHROMIUM_ARGS, LOCAL_ONLY]
            browser = await playwright.chromium.launch(executable_path=CHROMIUM, args=args)
            try:
                for _ in range(VISITS):
                    await asyncio.to_thread(settle, sampler, log, "ready")
                    context = await browser.new_context(viewport={"width": 1280, "height": 800})
                    await context.add_init_script(_FLOOR_CLICK)
                    page = await context.new_page()
                    await page.goto(f"{base}/voila/render/{FLOOR_PAGE}", wait_until="commit")
                    answered.append(await page.evaluate("window.ttFirst"))
                    kernel = await page.evaluate(_KERNEL)
                    await page.goto(base + "/")  # the unload says goodbye to the kernel
                    await context.close()
                    await asyncio.to_thread(wait_for_kernels, base, [kernel], time.monotonic())
            finally:
                await browser.close()
    return {"floor_tti_p50_ms": statistics.median(answered), "floor_tti_max_ms": max(answered)}


def prefix(client: str, page: str, pool: str, n: int) -> str:
    """The result keys' start for a class: ``classroom_widgets_rowlette_class_30``."""
    name = page.removesuffix(".ipynb").replace("/", "_")
    return f"classroom_{client.replace('-', '_')}_{name}_{pool}_{n}"


def rows() -> list[Row]:
    """The README table's rows for the classes `make bench` measures, with the issue's targets: one
    learner's first click within 1.5 s (a kernel ready) or 3 s (cold); for a class, the thirty
    learners' targets (every page interactive, p95 under 10 s, p95 click under 300 ms, server and
    kernels under 4 GiB, every kernel gone within two minutes of the cull timeout)."""
    gone = f"pages closed to every kernel gone (cull timeout {CULL_TIMEOUT} s; half the pages vanished)"
    table: list[Row] = [
        (
            "floor_tti_p50_ms",
            f"Voila's floor, a page with one button and nothing of ours, one kernel ready, as a Chromium "
            f"page: time to interactive, median of {VISITS} first visits",
            None,
            " ms",
            False,
        )
    ]
    table += [
        (
            f"open_cpu_{page.removesuffix('.ipynb')}_{pool}_kernel_cpu_s",
            f"Lesson page open, {name}, {POOLS[pool]}: its kernel's CPU from the request to the table, "
            f"median of {VISITS}",
            1.0,
            " s",
            False,
        )
        for page, name in LESSONS.items()
        for pool in ("ready", "cold")
    ]
    for page, what, client, pool, sizes in CLASSES:
        for n in sizes:
            one, many = NAMES[client]
            if n == 1:
                who = f"Classroom, 1 learner, {what}, {POOLS[pool]}, as {one}"
                alone = 3000 if pool == "cold" else 1500  # counts the browser's own work too
                measures: list[Row] = [
                    (
                        "tti_p50_ms",
                        f"time to interactive, median of {VISITS} first visits",
                        alone,
                        " ms",
                        False,
                    ),
                    ("peak_mib", "peak memory, server and kernels", None, " MiB", False),
                ]
            else:
                who = f"Classroom, {n} learners at once, {what}, {POOLS[pool]}, as {many}"
                measures = [
                    ("ok_pages", f"pages interactive that played {MOVES} moves", n, "", True),
                    ("tti_p95_ms", "time to interactive, p95", 10_000 if n == 30 else None, " ms", False),
                    ("click_p95_ms", "click to updated board while all play, p95", 300, " ms", False),
                    ("peak_mib", "peak memory, server and kernels", 4096, " MiB", False),
                    ("kernels_gone_s", gone, CULL_TARGET, " s", False),
                ]
                if pool == "class":
                    measures.insert(0, ("settle_s", "pre-warming, server start to ready", None, " s", False))
            table += [
                (f"{prefix(client, page, pool, n)}_{key}", f"{who}: {measure}", target, unit, higher)
                for key, measure, target, unit, higher in measures
            ]
    return table


ROWS = rows()


def report(page: str, client: str, pool: str, n: int, figures: dict[str, float]) -> str:
    """What one class measured, in words, with the CPU the server and the learners' side took."""
    f = figures
    opening = 100 * f["open_learners_cpu_s"] / max(f["open_server_cpu_s"] + f["open_learners_cpu_s"], 1e-9)
    playing = 100 * f["play_learners_cpu_s"] / max(f["play_server_cpu_s"] + f["play_learners_cpu_s"], 1e-9)
    return (
        f"{page}, {n} at once, {POOLS[pool]} (settled after {f['settle_s']:.0f} s), {CLIENTS[client]}: "
        f"{f['ok_pages']:.0f}/{n} interactive and played; "
        f"time to interactive p50 {f['tti_p50_ms']:,.0f} / p95 {f['tti_p95_ms']:,.0f} / max "
        f"{f['tti_max_ms']:,.0f} ms (table ready, p50 {f['table_p50_ms']:,.0f} ms); click p50 "
        f"{f['click_p50_ms']:,.0f} / p95 {f['click_p95_ms']:,.0f} ms over {f['clicks']:.0f} clicks; peak "
        f"server+kernels {f['peak_mib']:,.0f} MiB; after closing ({f['goodbyes']:.0f} said goodbye), "
        f"{f['kernels_shut_by_closing']:.0f} kernels gone within 5 s, all gone after "
        f"{f['kernels_gone_s']:.1f} s ({f['kernels_left']:.0f} left, {f['culled_by_server']:.0f} culled, "
        f"{f['kernels_unnamed']:.0f} never named by their page; {f['kernels_started']:.0f} started in all); "
        f"cell outputs Voila gave up waiting for: {f['outputs_dropped']:.0f}.\n"
        f"    CPU while opening ({f['open_s']:.0f} s): server {f['open_server_cpu_s']:.0f} s, learners' "
        f"side {f['open_learners_cpu_s']:.0f} s ({opening:.0f}%); "
        f"while playing ({f['play_s']:.0f} s): server {f['play_server_cpu_s']:.0f} s, learners' side "
        f"{f['play_learners_cpu_s']:.0f} s ({playing:.0f}%)."
    )


def run(classes: list[tuple[str, str, str, tuple[int, ...]]] | None = None) -> dict[str, float]:
    """Every class given as (page, learners as, pool, sizes), `make bench`'s by default (then also
    each lesson's kernel CPU at page open, ready and cold); prints each."""
    print(
        f"  server: make app's flags, then {' '.join(CULL_FLAGS)}; {MOVES} moves {THINK:g} s apart; "
        f"load average before: {' '.join(f'{x:.1f}' for x in os.getloadavg())}",
        flush=True,
    )
    results: dict[str, float] = {}
    if classes is None:
        results |= asyncio.run(floor())
        print(
            f"  {FLOOR_FOLDER}{FLOOR_PAGE} (Voila's floor), {POOLS['ready']}, Chromium pages: time to "
            f"interactive p50 {results['floor_tti_p50_ms']:,.0f} / max {results['floor_tti_max_ms']:,.0f} ms",
            flush=True,
        )
        for page in LESSONS:
            for pool in ("ready", "cold"):
                figures = asyncio.run(open_cpu(page, pool))
                print(
                    f"  {page}, {POOLS[pool]}: kernel CPU {figures['kernel_cpu_s']:.2f} s from the "
                    f"request to the table ({figures['open_s']:.2f} s)",
                    flush=True,
                )
                results |= {
                    f"open_cpu_{page.removesuffix('.ipynb')}_{pool}_{k}": v for k, v in figures.items()
                }
    for page, client, pool, sizes in classes or [(p, c, o, z) for p, _, c, o, z in CLASSES]:
        for n in sizes:
            figures = asyncio.run(classroom(n, page, client, pool))
            print("  " + report(page, client, pool, n, figures), flush=True)
            results |= {f"{prefix(client, page, pool, n)}_{key}": value for key, value in figures.items()}
    return results


def main() -> None:
    from .__main__ import machine, table

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", help="class sizes, comma separated (default 1,10,30)")
    parser.add_argument("--page", action="append", help="a page under notebooks/ (again for more)")
    parser.add_argument("--client", choices=sorted(CLIENTS), help="learners as (default widgets)")
    parser.add_argument("--pool", choices=sorted(POOLS), help="the kernels ready (default class)")
    parser.add_argument("--floor", action="store_true", help="only Voila's floor (FLOOR_PAGE)")
    args = parser.parse_args()
    if args.floor:
        results = asyncio.run(floor())
    elif args.pages is None and args.page is None and args.client is None and args.pool is None:
        results = run()  # make bench's classes
    else:
        sizes = tuple(int(n) for n in (args.pages or "1,10,30").split(","))
        pages = args.page or list(dict.fromkeys(page for page, _, _, _, _ in CLASSES))
        results = run([(page, args.client or "widgets", args.pool or "class", sizes) for page in pages])
    print(table(results, ROWS) + f"\n\nMachine: {machine()}.")
    out = ARTIFACTS / "classroom.json"
    out.write_text(json.dumps(results, indent=2) + "\n")
    print(f"figures in {out}")


if __name__ == "__main__":
    main()
