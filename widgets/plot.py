"""A matplotlib figure the notebooks store as one PNG with a one-line text form.

nbval ignores PNG outputs and compares the text, so the stored lesson stays checkable while Voila
and Jupyter show the picture.
"""

from __future__ import annotations

import io
from typing import Any


class Plot:
    """A matplotlib figure shown as a PNG, with a one-line text form for the notebook to store.

    Returning the figure itself would need pyplot's inline backend to be switched on first.
    """

    def __init__(self, figure: Any, description: str) -> None:
        self.figure = figure
        self.description = description

    def _repr_png_(self) -> bytes:
        buffer = io.BytesIO()
        self.figure.savefig(buffer, format="png", dpi=110)
        return buffer.getvalue()

    def __repr__(self) -> str:
        return f"<Plot: {self.description}>"
