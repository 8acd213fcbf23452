"""Marking a text for translation where it is defined, typed as what it is.

``QT_TRANSLATE_NOOP(context, text)`` only marks ``text`` for lupdate (which
finds the call by its name in the source) and returns it unchanged; the window
translates it later with ``tr``/``QCoreApplication.translate``.  PySide6's own
does exactly that, but its stubs declare it returning ``object``, so every
marked text would need a cast; this one says ``str``.  No Qt needed, so the
skins (which may import only the engine's card ids and this) can use it too.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # Qt's name: lupdate looks for it
    """``text``, marked for translation in ``context``; translated where shown."""
    return text
