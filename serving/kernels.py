"""The app's kernel manager: Voila's pool of preheated kernels, made safe from the idle cull.

A preheated kernel runs its notebook before any visitor arrives and then waits, idle, in Voila's
pool; Voila keeps the culler away from kernels in the pool. But the moment a visitor's page takes
one, it leaves the pool with an idle time as long as its wait, and no connection yet (the page
connects a moment later): if the culler passes in between, it shuts the kernel down, and the
visitor gets a page whose table never answers. Measured here with a 4 s cull timeout: the kernel
handed out after 10 s in the pool was culled within a second, before its page connected.

This manager counts a kernel's hand-out as activity: the first time the culler meets a pooled
kernel outside the pool, it has just been taken, so its idle clock starts again then, and it gets
a whole cull timeout to connect, like any new kernel. Culling is otherwise unchanged.
"""

from __future__ import annotations

from typing import Any

from jupyter_server._tz import utcnow
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager

#: The variable Voila's pool sets in the environment of every kernel it preheats.
PREHEATED = "VOILA_PREHEAT"


class PoolSafeKernelManager(AsyncMappingKernelManager):  # type: ignore[misc]
    """Voila's kernel manager base, selected by ``VoilaConfiguration.multi_kernel_manager_class``."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.pooled: set[str] = set()  # preheated kernels not yet met outside the pool

    async def start_kernel(self, **kwargs: Any) -> str:
        kernel_id: str = await super().start_kernel(**kwargs)
        if (kwargs.get("env") or {}).get(PREHEATED) == "True":
            self.pooled.add(kernel_id)
        return kernel_id

    async def cull_kernel_if_idle(self, kernel_id: str) -> None:
        # Voila's pool manager returns early for kernels still in its pool and calls this for the
        # rest, so a pooled kernel met here has been handed to a visitor since the last pass.
        if kernel_id in self.pooled and not self._in_pool(kernel_id):
            self.pooled.discard(kernel_id)
            self.get_kernel(kernel_id).last_activity = utcnow()
            self.log.info("Pre-heated kernel %s was handed out: its idle time starts now", kernel_id)
            return
        await super().cull_kernel_if_idle(kernel_id)

    async def shutdown_kernel(self, kernel_id: str, *args: Any, **kwargs: Any) -> None:
        self.pooled.discard(kernel_id)
        await super().shutdown_kernel(kernel_id, *args, **kwargs)

    def _in_pool(self, kernel_id: str) -> bool:
        """Whether Voila's pool still holds this kernel (its preheat tasks, once done, name it)."""
        for pool in getattr(self, "_pools", {}).values():
            for task in pool:
                if task.done() and not task.exception() and task.result().get("kernel_id") == kernel_id:
                    return True
        return False
