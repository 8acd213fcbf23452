"""Finds the skins: every module of this package that defines ``SKIN``.

Adding a deck therefore means adding one module and nothing else.  A skin asked
for by its id is looked for first in the module of that name ("large-print" in
``large_print``), so the window starts without importing the decks not in use.
"""

from __future__ import annotations

import importlib
from functools import cache

from scopa_desktop.skins.base import Skin

DEFAULT_SKIN_ID = "napoletane"


@cache
def _skins() -> dict[str, Skin]:
    import pkgutil  # only for the full list (the chooser); the window's own skin is found without it

    package = importlib.import_module(__package__)
    found = []
    for info in pkgutil.iter_modules(package.__path__):
        module = importlib.import_module(f"{__package__}.{info.name}")
        skin = getattr(module, "SKIN", None)
        if isinstance(skin, Skin):
            found.append(skin)
    found.sort(key=lambda s: (s.order, s.id))
    return {s.id: s for s in found}


def _skin_in_own_module(skin_id: str) -> Skin | None:
    """The skin ``skin_id`` from the module named after it, if that is where it lives."""
    if not skin_id.replace("-", "_").isidentifier():
        return None
    try:
        module = importlib.import_module(f"{__package__}.{skin_id.replace('-', '_')}")
    except ImportError:
        return None
    skin = getattr(module, "SKIN", None)
    return skin if isinstance(skin, Skin) and skin.id == skin_id else None


def available_skins() -> list[Skin]:
    """Every skin, in the order to offer them to players."""
    return list(_skins().values())


def is_known_skin(skin_id: str) -> bool:
    return _skin_in_own_module(skin_id) is not None or skin_id in _skins()


def skin_by_id(skin_id: str) -> Skin:
    """The skin called ``skin_id``, or the default one for an unknown id (a
    settings file may name a skin a later version no longer has)."""
    found = _skin_in_own_module(skin_id)
    if found is not None:
        return found
    skins = _skins()
    return skins.get(skin_id, skins[DEFAULT_SKIN_ID])
