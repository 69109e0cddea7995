"""The app's kernel manager: Voila's pool of preheated kernels, sized for a class and safe from the
idle cull.

A preheated kernel runs its page's notebook before any visitor arrives and then waits, idle, in
Voila's pool; a visitor gets the finished page at once. Voila keeps a fixed number of kernels in
each page's pool and starts a new one each time one is handed out. That suits one visitor at a
time, but not a class: thirty kernels waiting for thirty learners would become sixty as they
arrive (and 6 GiB for a lesson), with thirty notebooks executing while the class plays.

**A class's page.** ``class_page`` holds ``class_size`` kernels before the class arrives, and
refills only when the class is all there: it keeps one spare (a reload, a latecomer) once every
learner has a kernel. Voila reads a page's pool size from ``kernel_pools_config`` each time it
fills the pool, so the class page's entry there is a :class:`ClassPool` that answers with what the
class still needs. Every other page keeps Voila's ``default_pool_size`` ready. The log says when
every kernel of the class's pool has run the page: the teacher's cue (``READY``).

**The cull.** Voila keeps the culler away from kernels in the pool. But the moment a visitor's page
takes one, it leaves the pool with an idle time as long as its wait, and no connection yet (the page
connects a moment later): if the culler passes in between, it shuts the kernel down, and the visitor
gets a page whose table never answers. Measured here with a 4 s cull timeout: the kernel handed out
after 10 s in the pool was culled within a second, before its page connected. This manager counts a
kernel's hand-out as activity: the first time the culler meets a pooled kernel outside the pool, it
has just been taken, so its idle clock starts again then, and it gets a whole cull timeout to
connect, like any new kernel. Culling is otherwise unchanged.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from jupyter_server._tz import utcnow
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from traitlets import Int, Unicode

#: The variable Voila's pool sets in the environment of every kernel it preheats.
PREHEATED = "VOILA_PREHEAT"
#: Kernels a class's page keeps ready once every learner has one: for a reload or a latecomer.
SPARE = 1
#: The log line that says the class's pool is ready (the classroom benchmark waits for it too).
READY = "Ready for the class"


class PoolSafeKernelManager(AsyncMappingKernelManager):  # type: ignore[misc]
    """Voila's kernel manager base, selected by ``VoilaConfiguration.multi_kernel_manager_class``.

    With ``VoilaConfiguration.preheat_kernel``, Voila subclasses it with its pool (the pool's
    attributes, ``_pools``, ``notebook_data`` and ``kernel_pools_config``, are read here)."""

    class_page = Unicode(
        "",
        config=True,
        help="The page a class opens together, relative to the served folder (play/rowlette.ipynb).",
    )
    class_size = Int(30, config=True, help="How many learners will open class_page.")

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.pooled: set[str] = set()  # preheated kernels not yet met outside the pool
        if self.class_page and hasattr(self, "kernel_pools_config"):
            root = Path(self.parent.root_dir)
            if not (root / self.class_page).is_file():
                raise ValueError(f"class_page {self.class_page!r}: no such page in {root}")
            pools = dict(self.kernel_pools_config)
            default = pools.get("default", {})
            pools[self.class_page] = ClassPool(self, default.get("kernel_env_variables", {}))
            self.kernel_pools_config = pools
            self._announcing = asyncio.get_event_loop().create_task(self._announce_class_ready())

    def in_use(self, page: str) -> int:
        """How many of ``page``'s kernels are alive and out of the pool (handed to a visitor)."""
        kernels = set(getattr(self, "notebook_data", {}).get(page, {}).get("kernel_ids", ()))
        return len(kernels - self._pooled_ids(page))

    async def start_kernel(self, **kwargs: Any) -> str:
        kernel_id: str = await super().start_kernel(**kwargs)
        if (kwargs.get("env") or {}).get(PREHEATED) == "True":
            self.pooled.add(kernel_id)
        return kernel_id

    async def cull_kernel_if_idle(self, kernel_id: str) -> None:
        # Voila's pool manager returns early for kernels still in its pool and calls this for the
        # rest, so a pooled kernel met here has been handed to a visitor since the last pass.
        waiting = any(kernel_id in self._pooled_ids(page) for page in self._pages())
        if kernel_id in self.pooled and not waiting:
            self.pooled.discard(kernel_id)
            self.get_kernel(kernel_id).last_activity = utcnow()
            self.log.info("Pre-heated kernel %s was handed out: its idle time starts now", kernel_id)
            return
        await super().cull_kernel_if_idle(kernel_id)

    async def shutdown_kernel(self, kernel_id: str, *args: Any, **kwargs: Any) -> None:
        self.pooled.discard(kernel_id)
        await super().shutdown_kernel(kernel_id, *args, **kwargs)

    async def _announce_class_ready(self) -> None:
        """Log ``READY`` once every kernel in the class's pool has run its page (or why not); quiet
        if the class arrives first."""
        while True:
            await asyncio.sleep(1)
            if self.in_use(self.class_page):
                return
            pool = getattr(self, "_pools", {}).get(self.class_page, [])
            if not all(task.done() for task in pool) or len(pool) < self.class_size:
                continue
            failed = [task for task in pool if task.cancelled() or task.exception()]
            if failed:
                self.log.error("%d kernels for %s failed to start", len(failed), self.class_page)
                return
            if all(task.result()["task"].done() for task in pool):
                self.log.info("%s: %d kernels have run %s", READY, len(pool), self.class_page)
                return

    def _pages(self) -> list[str]:
        return list(getattr(self, "_pools", {}))

    def _pooled_ids(self, page: str) -> set[str]:
        """The kernels Voila's pool for ``page`` holds ready (its preheat tasks, once done, name them)."""
        ready = set()
        for task in getattr(self, "_pools", {}).get(page, ()):
            if task.done() and not task.cancelled() and not task.exception():
                ready.add(task.result().get("kernel_id"))
        return ready


class ClassPool(Mapping[str, Any]):
    """The class page's entry in Voila's ``kernel_pools_config``: a pool size that is what the
    class still needs (``class_size`` less the kernels learners hold), and never under ``SPARE``."""

    def __init__(self, manager: PoolSafeKernelManager, env: dict[str, str]) -> None:
        self.manager = manager
        self.env = env

    def _entries(self) -> dict[str, Any]:
        page, size = self.manager.class_page, self.manager.class_size
        return {"pool_size": max(SPARE, size - self.manager.in_use(page)), "kernel_env_variables": self.env}

    def __getitem__(self, key: str) -> Any:
        return self._entries()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._entries())

    def __len__(self) -> int:
        return len(self._entries())
