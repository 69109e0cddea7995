"""The seed of the game in play, shown so a learner can copy it and share the very same game: a seed
and the seats deal the same cards, tiles and dice again (the engines draw only from the seed)."""

from __future__ import annotations

from typing import Final

#: Copies the seed from the text beside it: the clipboard where the page may use it (a secure page,
#: such as localhost), else the browser's copy of the selected text; all in the page, nothing fetched.
_COPY: Final = (
    "const t = this.previousElementSibling; t.select();"
    " if (navigator.clipboard &amp;&amp; window.isSecureContext) { navigator.clipboard.writeText(t.value); }"
    " else { document.execCommand('copy'); }"
    " this.textContent = 'Copied';"
)


def seed_share_html(seed: int) -> str:
    """The seed of the game in play as text a learner can select or copy, to share the game."""
    return (
        f'<span class="tt-seed-line">Game seed <input class="tt-seed-text" readonly size="10" value="{seed}"'
        f' aria-label="Seed of the game in play" onfocus="this.select()">'
        f' <button class="tt-copy-seed" type="button" title="Copy the seed, to share this game"'
        f' onclick="{_COPY}">Copy</button></span>'
    )
