"""The Copy button beside the table's Seed box, so a learner can share the very same game: a seed and
the seats deal the same cards, tiles and dice again (the engines draw only from the seed). One box
shows the seed (of the game in play, unless the learner has typed another since) and Copy copies what
it shows: a second read-only copy of the seed beside it only said the same thing twice."""

from __future__ import annotations

from typing import Final

#: Copies the Seed box's value (the ipywidgets input in the same row of controls): the clipboard
#: where the page may use it (a secure page, such as localhost), else the browser's copy of the selected text;
#: all in the page, nothing fetched. "Copied" only once the copy succeeded (the clipboard's promise
#: kept, or execCommand's true); otherwise the seed is left selected and the button asks the learner
#: to copy it by hand.
_COPY: Final = (
    "const b = this, t = b.closest('.tt-controls').querySelector('.tt-seed input');"
    " const told = ok =&gt; { b.textContent = ok ? 'Copied' : 'Select and copy';"
    " if (!ok) { t.focus(); t.select(); } };"
    " if (navigator.clipboard &amp;&amp; window.isSecureContext) {"
    " navigator.clipboard.writeText(t.value).then(() =&gt; told(true), () =&gt; told(false)); }"
    " else { t.select(); let ok = false; try { ok = document.execCommand('copy'); } catch (e) {} told(ok); }"
)


def copy_seed_html(deal: int) -> str:
    """The Copy button for the Seed box beside it. ``deal`` counts the games started at this table,
    so the button is drawn afresh (its caption back to "Copy") whenever a game starts, even one
    that replays the same seed."""
    return (
        f'<button class="tt-copy-seed jupyter-button" type="button" data-deal="{deal}"'
        f' title="Copy the seed in the box, to share this game"'
        f' onclick="{_COPY}">Copy</button>'
    )
