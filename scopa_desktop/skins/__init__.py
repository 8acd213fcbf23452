"""Card-deck skins: vector-drawn decks the player chooses between.

Every skin is one module of this package defining ``SKIN``; the registry
finds them.  The GUI needs only what is exported here.
"""

from scopa_desktop.skins.base import Skin
from scopa_desktop.skins.drawing import CARD_ASPECT
from scopa_desktop.skins.felts import DEFAULT_FELT_ID, felt_ids, felt_name, is_known_felt, paint_felt
from scopa_desktop.skins.registry import DEFAULT_SKIN_ID, available_skins, is_known_skin, skin_by_id
from scopa_desktop.skins.render import card_pixmap, clear_cache, preview_pixmap

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
