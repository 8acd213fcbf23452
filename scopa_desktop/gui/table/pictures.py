"""The table's card pictures.  A card at a size drawn before gets its picture at once; at a
size not drawn before it keeps its old picture, scaled to the new size as it is painted, while
a worker thread draws the new one (as KPat's card cache does).

Drawing a face takes 10-30 ms, and a resize to a new card size asks for every card on the
table anew: drawn in one turn of the GUI thread they froze the window for half a second
(BENCHMARKS.md, "Card backs at new sizes").  The worker paints them one after another onto
QImages (QPainter on a QImage needs no GUI thread); each comes back to the GUI thread, becomes
a pixmap in the skins' cache and goes to the cards still waiting for it.  A picture no card
waits for any more (another resize came) is not drawn, or dropped when it comes.  The pictures
a layout asks for go to the worker together and come back together, so the table is painted
once for all of them, not once a card.

A card seen for the first time (each face, at the first deal of a size) was drawn on the GUI
thread as it came, 50 ms a time while the AI thought.  Each new layout has the worker draw the
whole deck ahead at its sizes, a few pictures at a time, once the layouts have settled and while
no AI thinks (the worker would slow it and the window); a layout's own pictures wait for one such
batch at most.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from functools import cache

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtGui import QImage, QPixmap

from ...skins.render import EVERY_PICTURE, CardKey, cached_card_pixmap, card_image, card_key, keep_card_image
from .card_item import CardItem

#: Every card is drawn at least this many pixels wide, however small the table asks for it.
LEAST_WIDTH = 8
#: Pictures drawn ahead go to the worker this many at a time.
AHEAD_BATCH = 4
#: They start going this long after the last layout at new sizes: a window being resized lays the
#: table out again and again, and drawing ahead meanwhile slowed each resize.
AHEAD_AFTER_MS = 300


class _Wanted:
    """The pictures some card of a table waits for, as the worker reads them: the set is
    replaced whole on the GUI thread, never changed in place, so the worker sees one or the other."""

    def __init__(self) -> None:
        self.keys: frozenset[CardKey] = frozenset()

    def forget(self) -> None:
        """The table is gone: nothing it asked for is drawn any more."""
        self.keys = frozenset()


#: Pictures drawn together: each card's key with its image.
Drawn = list[tuple[CardKey, QImage]]


class _Courier(QObject):
    """Carries the drawn pictures from the worker to the GUI thread, where it was made.  One for
    every table, living as long as the worker does, so the worker never emits from an object
    that a closed table took with it."""

    drawn = Signal(object)  # Drawn


@cache
def _worker() -> tuple[ThreadPoolExecutor, _Courier]:
    """One thread for every table's pictures, made on first use, on the GUI thread (the courier's).
    One, not more: the machine's other core is the GUI thread's."""
    return ThreadPoolExecutor(max_workers=1, thread_name_prefix="card-pictures"), _Courier()


def _draw(keys: tuple[CardKey, ...], wanted: _Wanted, courier: _Courier) -> None:
    """In the worker: the pictures no card has stopped waiting for (another resize came)."""
    drawn = [(key, card_image(key)) for key in keys if key in wanted.keys]
    if drawn:
        courier.drawn.emit(drawn)


class CardPictures(QObject):
    """The pictures of one table's cards in the deck ``skin_id``, crisp at the screen's
    ``device_pixel_ratio`` (asked each time: the window may move to another screen)."""

    def __init__(self, skin_id: str, device_pixel_ratio: Callable[[], float], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.skin_id = skin_id
        self._device_pixel_ratio = device_pixel_ratio
        self._waiting: dict[CardItem, CardKey] = {}
        self._asked: list[CardKey] = []  # wanted since the last batch went to the worker
        self._send = QTimer(self)
        self._send.setSingleShot(True)
        self._send.setInterval(0)  # once the layout that asks for them is done
        self._send.timeout.connect(self._send_asked)
        self._wanted = _Wanted()
        self.destroyed.connect(self._wanted.forget)
        self._ahead_asked: tuple[CardKey, ...] = ()  # what the last layout's sizes asked to draw ahead
        self._ahead: list[CardKey] = []  # of those, the ones to draw still
        self._ahead_sent: frozenset[CardKey] = frozenset()  # the batch of them with the worker
        self._ahead_held = False
        self._ahead_later = QTimer(self)
        self._ahead_later.setSingleShot(True)
        self._ahead_later.setInterval(AHEAD_AFTER_MS)
        self._ahead_later.timeout.connect(self._send_ahead)
        self._pool, courier = _worker()
        self._courier = courier
        courier.drawn.connect(self._on_drawn)

    def _key(self, card_id: int | None, width: float) -> CardKey:
        return card_key(self.skin_id, card_id, max(LEAST_WIDTH, width), self._device_pixel_ratio())

    def pixmap(self, card_id: int | None, width: float) -> QPixmap:
        """The card ``card_id`` (``None``: its back) ``width`` scene units wide, drawn now if it never was."""
        key = self._key(card_id, width)
        cached = cached_card_pixmap(key)
        return cached if cached is not None else keep_card_image(key, card_image(key))

    def show_now(self, item: CardItem, width: float) -> None:
        """``item`` ``width`` wide with its real picture, drawn now if it never was (another deck)."""
        self._stop_waiting(item)
        item.set_picture(self.pixmap(item.card_id, width), width)

    def show_soon(self, item: CardItem, width: float) -> None:
        """``item`` ``width`` wide: with its picture at once if that size was drawn before, else with
        its old picture scaled to the width until the worker has drawn the new one."""
        key = self._key(item.card_id, width)
        cached = cached_card_pixmap(key)
        if cached is not None:
            self._stop_waiting(item)
            item.set_picture(cached, width)
            return
        item.set_picture(item.pixmap, width)
        if self._waiting.get(item) == key:
            return
        self._waiting[item] = key
        if key not in self._wanted.keys:
            self._asked.append(key)
            self._send.start()
        self._update_wanted()

    def draw_ahead(self, widths: Iterable[float]) -> None:
        """Have the worker draw the back and every face at each of ``widths`` not drawn yet, a batch at
        a time while not held; those of an earlier layout not drawn by now are dropped."""
        keys = tuple(dict.fromkeys(self._key(card_id, width) for width in widths for card_id in EVERY_PICTURE))
        if keys == self._ahead_asked:  # a layout of another move at the same sizes
            return
        self._ahead_asked = keys
        self._ahead = [key for key in keys if cached_card_pixmap(key) is None]
        self._ahead_later.start()

    def hold_ahead(self, held: bool) -> None:
        """Draw nothing more ahead while ``held`` (an AI thinks), and go on after."""
        self._ahead_held = held
        self._send_ahead()

    def _send_ahead(self) -> None:
        if self._ahead_held or self._ahead_sent or self._ahead_later.isActive():
            return
        self._ahead = [key for key in self._ahead if cached_card_pixmap(key) is None]  # some were asked meanwhile
        if not self._ahead:
            return
        batch, self._ahead = self._ahead[:AHEAD_BATCH], self._ahead[AHEAD_BATCH:]
        self._ahead_sent = frozenset(batch)
        self._update_wanted()
        self._pool.submit(_draw, tuple(batch), self._wanted, self._courier)

    def _update_wanted(self) -> None:
        self._wanted.keys = frozenset(self._waiting.values()) | self._ahead_sent

    def _send_asked(self) -> None:
        # Once each: a card may stop waiting for a picture and wait for it again within the turn.
        self._pool.submit(_draw, tuple(dict.fromkeys(self._asked)), self._wanted, self._courier)
        self._asked = []

    @property
    def drawing(self) -> bool:
        """Whether some card still shows an old picture scaled, waiting for its new one."""
        return bool(self._waiting)

    def _stop_waiting(self, item: CardItem) -> None:
        if self._waiting.pop(item, None) is not None:
            self._update_wanted()

    @Slot(object)
    def _on_drawn(self, drawn: Drawn) -> None:
        ahead = self._ahead_sent.intersection(key for key, _image in drawn)
        for key, image in drawn:
            items = [item for item, wanted in self._waiting.items() if wanted == key]
            if not items and key not in ahead:  # nobody waits for it (another resize came, another table asked)
                continue
            pixmap = keep_card_image(key, image)
            for item in items:
                del self._waiting[item]
                item.set_picture(pixmap, item.width)
        if ahead:
            self._ahead_sent = frozenset()
        self._update_wanted()
        self._send_ahead()
