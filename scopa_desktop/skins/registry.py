"""Finds the skins: every module of this package that defines ``SKIN``.

Adding a deck therefore means adding one module and nothing else.
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache

from scopa_desktop.skins.base import Skin

DEFAULT_SKIN_ID = "napoletane"


@cache
def _skins() -> dict[str, Skin]:
    package = importlib.import_module(__package__)
    found = []
    for info in pkgutil.iter_modules(package.__path__):
        module = importlib.import_module(f"{__package__}.{info.name}")
        skin = getattr(module, "SKIN", None)
        if isinstance(skin, Skin):
            found.append(skin)
    found.sort(key=lambda s: (s.order, s.id))
    return {s.id: s for s in found}


def available_skins() -> list[Skin]:
    """Every skin, in the order to offer them to players."""
    return list(_skins().values())


def is_known_skin(skin_id: str) -> bool:
    return skin_id in _skins()


def skin_by_id(skin_id: str) -> Skin:
    """The skin called ``skin_id``, or the default one for an unknown id (a
    settings file may name a skin a later version no longer has)."""
    skins = _skins()
    return skins.get(skin_id, skins[DEFAULT_SKIN_ID])
