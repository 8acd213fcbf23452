"""Card-deck skins: vector-drawn decks the player chooses between.

Every skin is one module of this package defining ``SKIN``; the registry
finds them.  The GUI needs only what is exported here.

Each name is imported from its module when first asked for (PEP 562), not with the
package: the window's first frame paints its felt from ``felts`` alone, before the
card drawing and the engine's card names it does not need are imported.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from scopa_desktop.skins.base import Skin
    from scopa_desktop.skins.drawing import CARD_ASPECT
    from scopa_desktop.skins.felts import DEFAULT_FELT_ID, felt_ids, felt_name, is_known_felt, paint_felt
    from scopa_desktop.skins.registry import DEFAULT_SKIN_ID, available_skins, is_known_skin, skin_by_id
    from scopa_desktop.skins.render import card_pixmap, clear_cache, preview_pixmap

#: Each exported name -> the module of this package it lives in.
_HOMES = {
    "Skin": "base",
    "CARD_ASPECT": "drawing",
    "DEFAULT_FELT_ID": "felts", "felt_ids": "felts", "felt_name": "felts", "is_known_felt": "felts",
    "paint_felt": "felts",
    "DEFAULT_SKIN_ID": "registry", "available_skins": "registry", "is_known_skin": "registry",
    "skin_by_id": "registry",
    "card_pixmap": "render", "clear_cache": "render", "preview_pixmap": "render",
}

__all__ = [
    "CARD_ASPECT",
    "DEFAULT_FELT_ID",
    "DEFAULT_SKIN_ID",
    "Skin",
    "available_skins",
    "card_pixmap",
    "clear_cache",
    "felt_ids",
    "felt_name",
    "is_known_felt",
    "is_known_skin",
    "paint_felt",
    "preview_pixmap",
    "skin_by_id",
]


def __getattr__(name: str) -> object:
    home = _HOMES.get(name)
    if home is None:  # a submodule (``from scopa_desktop.skins import figures``) is imported by the caller
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{home}"), name)
