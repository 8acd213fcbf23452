"""Card pictures as pixmaps, rendered once and cached.

The table redraws cards constantly while dragging and animating, so each
(skin, card, width, device pixel ratio) is painted only once.  A card may be
painted in any thread (:func:`card_image`, onto a QImage); the cache and the
pixmaps belong to the GUI thread (:func:`card_pixmap`, :func:`keep_card_image`).
"""

from __future__ import annotations

from collections import OrderedDict

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap

from scopa_desktop.engine.cards import DECK_SIZE, RANK, SUIT, SUITS, parse_card
from scopa_desktop.skins.base import Skin
from scopa_desktop.skins.drawing import CARD_ASPECT
from scopa_desktop.skins.registry import skin_by_id

#: Enough for every card of two skins at a few sizes; oldest entries go first.
CACHE_SIZE = 512

#: A picture's key: the skin's id, the engine's card (``None``: the back), width, device pixel ratio.
CardKey = tuple[str, int | None, float, float]
#: Every picture of a deck: the back, then each card as the engine numbers it.
EVERY_PICTURE: tuple[int | None, ...] = (None, *range(DECK_SIZE))

_cache: OrderedDict[CardKey, QPixmap] = OrderedDict()


def card_height(width: int) -> int:
    """The height of a card ``width`` wide, in the same pixels."""
    return round(width * CARD_ASPECT)


def card_key(skin_id: str, card_id: int | str | None, width: float, device_pixel_ratio: float = 1.0) -> CardKey:
    """The key of the card ``card_id`` (the engine's int, as the window holds it, or in RULES.md
    notation; ``None`` for the back) drawn ``width`` logical pixels wide at ``device_pixel_ratio``,
    that width rounded to the screen's whole pixels: at 150 % a card 84.6 wide is 127 of them, where
    the width rounded first (85) gave 128, a picture a pixel wider than its card."""
    face = parse_card(card_id) if isinstance(card_id, str) else card_id
    return skin_by_id(skin_id).id, face, round(width * device_pixel_ratio) / device_pixel_ratio, device_pixel_ratio


def card_pixmap(skin_id: str, card_id: int | str | None, width: float, device_pixel_ratio: float = 1.0) -> QPixmap:
    """The card ``card_id`` (the engine's int, as the window holds it, or in RULES.md notation;
    ``None`` for the back) drawn ``width`` logical pixels wide, crisp at ``device_pixel_ratio``."""
    key = card_key(skin_id, card_id, width, device_pixel_ratio)
    cached = cached_card_pixmap(key)
    return cached if cached is not None else keep_card_image(key, card_image(key))


def cached_card_pixmap(key: CardKey) -> QPixmap | None:
    """The card's pixmap if it was drawn before and is still cached; GUI thread only."""
    cached = _cache.get(key)
    if cached is not None:
        _cache.move_to_end(key)
    return cached


def card_image(key: CardKey) -> QImage:
    """The card painted onto a QImage: safe in any thread (QPainter on a QImage needs no GUI thread)."""
    skin_id, face, width, device_pixel_ratio = key
    pixels_wide = round(width * device_pixel_ratio)
    pixels_high = card_height(pixels_wide)  # of the screen's pixels, each side a whole number of them
    image = QImage(pixels_wide, pixels_high, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    image.setDevicePixelRatio(device_pixel_ratio)
    painter = QPainter(image)
    _paint_card(painter, skin_by_id(skin_id), face,
                QRectF(0, 0, pixels_wide / device_pixel_ratio, pixels_high / device_pixel_ratio))
    painter.end()
    return image


def keep_card_image(key: CardKey, image: QImage) -> QPixmap:
    """``image`` (from :func:`card_image`) as the cached pixmap of ``key``; GUI thread only.
    A pixmap cached meanwhile is kept, so a card has one pixmap while it stays in the cache."""
    kept = cached_card_pixmap(key)
    if kept is not None:
        return kept
    pixmap = QPixmap.fromImage(image)
    _cache[key] = pixmap
    if len(_cache) > CACHE_SIZE:
        _cache.popitem(last=False)
    return pixmap


def _paint_card(painter: QPainter, skin: Skin, face: int | None, rect: QRectF) -> None:
    """The face of engine card ``face``, or the back for ``None``."""
    if face is None:
        skin.paint_back(painter, rect)
    else:
        skin.paint_face(painter, rect, RANK[face], SUITS[SUIT[face]])


def clear_cache() -> None:
    """Forget every rendered card (tests, or after a skin changes)."""
    _cache.clear()


PREVIEW_CARDS: tuple[str | None, ...] = (None, "1D", "7D", "8C", "9S", "10B")


def preview_pixmap(skin_id: str, width: int, device_pixel_ratio: float = 1.0) -> QPixmap:
    """A small fan of cards (back, ace, settebello, the three figures) showing
    a skin in the settings and new-game dialogs, ``width`` logical pixels
    wide, crisp at ``device_pixel_ratio``.  Painted straight from the vectors,
    so the turned cards stay sharp."""
    card_w = max(8, round(width * 0.26))
    card_h = card_height(card_w)
    height = round(card_h * 1.5)
    pixmap = QPixmap(round(width * device_pixel_ratio), round(height * device_pixel_ratio))
    pixmap.setDevicePixelRatio(device_pixel_ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    skin = skin_by_id(skin_id)
    count = len(PREVIEW_CARDS)
    spread = 9.0  # degrees between neighbouring cards
    # Every card turns about a point below the fan, like cards held in a hand.
    pivot = QPointF(width / 2, card_h * 2.6)
    for i, card_id in enumerate(PREVIEW_CARDS):
        painter.save()
        painter.translate(pivot)
        painter.rotate((i - (count - 1) / 2) * spread)
        painter.translate(-pivot)
        face = None if card_id is None else parse_card(card_id)
        _paint_card(painter, skin, face, QRectF(width / 2 - card_w / 2, card_h * 0.12, card_w, card_h))
        painter.restore()
    painter.end()
    return pixmap
