"""The app's kernel manager: Voila's pool of preheated kernels, sized for a class and safe from the
idle cull.

A preheated kernel runs its page's notebook before any visitor arrives and then waits, idle, in
Voila's pool; a visitor gets the finished page at once. Voila keeps a fixed number of kernels in
each page's pool and starts a new one each time one is handed out. That suits one visitor at a
time, but not a class: thirty kernels waiting for thirty learners would become sixty as they
arrive (and 6 GiB for a lesson), with thirty notebooks executing while the class plays.

**A class's page.** ``class_page`` holds ``class_size`` kernels before the class arrives, and
refills only when the class is all there: it keeps one spare (a reload, a latecomer) once as many
kernels as the class has learners have been handed out. Voila reads a page's pool size from
``kernel_pools_config`` each time it fills the pool (at start, and right after each hand-out), so
the class page's entry there is a :class:`ClassPool` that answers with what the class still needs.
Every other page keeps Voila's ``default_pool_size`` ready. The log says when every kernel of the
class's pool has run the page: the teacher's cue (``READY``), or why it will not come.

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
#: Kernels a class's page keeps ready once every learner has had one: for a reload or a latecomer.
SPARE = 1
#: The log line that says the class's pool is ready (the classroom benchmark waits for it too).
READY = "Ready for the class"


class PoolSafeKernelManager(AsyncMappingKernelManager):  # type: ignore[misc]
    """Voila's kernel manager base, selected by ``VoilaConfiguration.multi_kernel_manager_class``.

    With ``VoilaConfiguration.preheat_kernel``, Voila subclasses it with its pool, whose attributes
    (``_pools``: a page's preheat tasks; ``notebook_data``: a page's kernels; and
    ``kernel_pools_config``) are read here. Voila's subclass handles a kernel still in a pool before
    calling this class's ``cull_kernel_if_idle``."""

    class_page = Unicode(
        "",
        config=True,
        help="The page a class opens together, relative to the served folder (play/rowlette.ipynb).",
    )
    class_size = Int(30, config=True, help="How many learners will open class_page.")

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.pooled: set[str] = set()  # preheated kernels not yet met outside the pool
        self.handed: set[str] = set()  # the class page's kernels ever handed to a visitor
        self._announcing: asyncio.Task[None] | None = None
        if not self.class_page:
            return
        if not hasattr(self, "kernel_pools_config"):
            raise ValueError("class_page needs preheated kernels (VoilaConfiguration.preheat_kernel)")
        self.class_page = page_name(Path(self.parent.root_dir), self.class_page)
        pools = dict(self.kernel_pools_config)
        default = pools.get("default", {})
        pools[self.class_page] = ClassPool(self, default.get("kernel_env_variables", {}))
        self.kernel_pools_config = pools
        self._announcing = asyncio.get_event_loop().create_task(self._announce_class_ready())

    def handed_out(self) -> int:
        """How many of the class page's kernels have been handed to visitors, ever (a kernel out of
        the pool is one; it counts when Voila asks the pool's size, right after each hand-out)."""
        page = self.class_page
        kernels = set(getattr(self, "notebook_data", {}).get(page, {}).get("kernel_ids", ()))
        self.handed |= kernels - self._pooled_ids(page)
        return len(self.handed)

    async def start_kernel(self, **kwargs: Any) -> str:
        kernel_id: str = await super().start_kernel(**kwargs)
        if (kwargs.get("env") or {}).get(PREHEATED) == "True":
            self.pooled.add(kernel_id)
        return kernel_id

    async def cull_kernel_if_idle(self, kernel_id: str) -> None:
        # Voila's pool manager returns early for kernels still in its pool and calls this for the
        # rest, so a pooled kernel met here has been handed to a visitor since the last pass.
        if kernel_id in self.pooled:
            self.pooled.discard(kernel_id)
            self.get_kernel(kernel_id).last_activity = utcnow()
            self.log.info("Pre-heated kernel %s was handed out: its idle time starts now", kernel_id)
            return
        await super().cull_kernel_if_idle(kernel_id)

    async def shutdown_kernel(self, kernel_id: str, *args: Any, **kwargs: Any) -> None:
        self.pooled.discard(kernel_id)
        await super().shutdown_kernel(kernel_id, *args, **kwargs)

    async def shutdown_all(self, *args: Any, **kwargs: Any) -> None:
        if self._announcing is not None:
            self._announcing.cancel()
        await super().shutdown_all(*args, **kwargs)

    async def _announce_class_ready(self) -> None:
        """Log ``READY`` once every kernel in the class's pool has run its page; or, once, why it
        will not: the class (or the teacher, trying the page) arrived first, or kernels failed."""
        page, size = self.class_page, self.class_size
        while True:
            await asyncio.sleep(1)
            pool = getattr(self, "_pools", {}).get(page, [])
            if not all(task.done() for task in pool):
                continue
            started = [task for task in pool if not task.cancelled() and not task.exception()]
            renders = [task.result()["task"] for task in started]
            if not all(render.done() for render in renders):
                continue
            failed = len(pool) - len(started)
            failed += sum(1 for render in renders if render.cancelled() or render.exception())
            if failed:
                self.log.error("%s: %d of its %d kernels failed to run it", page, failed, len(pool))
            elif self.handed_out():
                self.log.warning(
                    "%s: %d kernels were handed out before all %d were ready", page, self.handed_out(), size
                )
            elif len(pool) < size:
                self.log.error("%s: only %d of its %d kernels are ready", page, len(pool), size)
            else:
                self.log.info("%s: %d kernels have run %s", READY, len(pool), page)
            return

    def _pooled_ids(self, page: str) -> set[str]:
        """The kernels Voila's pool for ``page`` holds ready (its preheat tasks, once done, name them)."""
        ready = set()
        for task in getattr(self, "_pools", {}).get(page, ()):
            if task.done() and not task.cancelled() and not task.exception():
                ready.add(task.result().get("kernel_id"))
        return ready


def page_name(root: Path, page: str) -> str:
    """``page`` as Voila names its pool: the path of an existing notebook relative to the served
    folder, with no ``./`` or ``..`` (a pool named otherwise would never be filled)."""
    path = (root / page).resolve()
    if not path.is_file() or path.suffix != ".ipynb":
        raise ValueError(f"class_page {page!r}: no such notebook in {root}")
    try:
        return path.relative_to(root.resolve()).as_posix()
    except ValueError:
        raise ValueError(f"class_page {page!r} is outside the served folder {root}") from None


class ClassPool(Mapping[str, Any]):
    """The class page's entry in Voila's ``kernel_pools_config``: a pool size that is what the
    class still needs (``class_size`` less the kernels handed out so far), never under ``SPARE``."""

    def __init__(self, manager: PoolSafeKernelManager, env: dict[str, str]) -> None:
        self.manager = manager
        self.env = env

    def _entries(self) -> dict[str, Any]:
        needed = self.manager.class_size - self.manager.handed_out()
        return {"pool_size": max(SPARE, needed), "kernel_env_variables": self.env}

    def __getitem__(self, key: str) -> Any:
        return self._entries()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._entries())

    def __len__(self) -> int:
        return len(self._entries())
