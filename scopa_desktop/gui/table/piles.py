"""The piles of the table, as in KPat: each hand, the table, the stock and each
side's capture pile hold their card items and keep them from one move to the
next; a card that changes pile keeps its item.  Piles know where their cards go,
never what the rules allow."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsScene

from .card_item import CardItem

#: Makes a card item (``None``: a back) of a width, already in the scene.
MakeCard = Callable[[int | None, float], CardItem]
Z_TABLE, Z_HAND = 10.0, 20.0


def place(item: CardItem, pos: QPointF, width: float, z: float, repaint: Callable[[CardItem, float], None]) -> None:
    """Put ``item`` at rest at ``pos``: where it returns after a refused drag."""
    if item.width != width:
        repaint(item, width)
    item.home = QPointF(pos)
    item.setPos(pos)
    item.setZValue(z)


class FaceUpPile:
    """Cards seen face up in an order that lasts: the player's hand, or the table,
    where a card stays where it was put."""

    def __init__(self, z: float) -> None:
        self.z = z
        self.order: list[int] = []
        self.items: dict[int, CardItem] = {}

    def release_all_but(self, wanted: Sequence[int]) -> dict[int, CardItem]:
        """Let go of the cards not in ``wanted``: they move elsewhere or leave the table."""
        keep = set(wanted)
        loose = {card_id: self.items.pop(card_id) for card_id in list(self.items) if card_id not in keep}
        self.order = [card_id for card_id in self.order if card_id in keep]
        return loose

    def take(self, card_ids: Sequence[int], loose: dict[int, CardItem], make: MakeCard, width: float) -> list[CardItem]:
        """Hold ``card_ids``: items from ``loose`` when they are there, new ones otherwise
        (returned, so a deal can fly them in).  Cards already held keep their place."""
        made = []
        for card_id in card_ids:
            if card_id in self.items:
                continue
            item = loose.pop(card_id, None)
            if item is None:
                item = make(card_id, width)
                made.append(item)
            self.items[card_id] = item
            self.order.append(card_id)
        return made

    def arrange(self, slots: Sequence[QPointF], width: float, repaint: Callable[[CardItem, float], None],
                order: Sequence[int] | None = None) -> None:
        """Lay the cards on ``slots``, in ``order`` (the hand's) or in the order they came."""
        if order is not None:
            self.order = [card_id for card_id in order if card_id in self.items]
        for index, (card_id, pos) in enumerate(zip(self.order, slots, strict=False)):
            place(self.items[card_id], pos, width, self.z + index * 0.01, repaint)


class BackPile:
    """Cards seen from the back: an opponent's hand, or the stock."""

    def __init__(self, z: float) -> None:
        self.z = z
        self.items: list[CardItem] = []

    def __len__(self) -> int:
        return len(self.items)

    def set_count(self, count: int, scene: QGraphicsScene, make: MakeCard, width: float) -> list[CardItem]:
        """Hold ``count`` backs; the new ones are returned."""
        while len(self.items) > count:
            scene.removeItem(self.items.pop())
        made = []
        while len(self.items) < count:
            item = make(None, width)
            self.items.append(item)
            made.append(item)
        return made

    def pop(self) -> CardItem | None:
        """The last card, leaving the pile (an opponent's card about to be played)."""
        return self.items.pop() if self.items else None

    def arrange(self, slots: Sequence[QPointF], width: float, repaint: Callable[[CardItem, float], None]) -> None:
        for index, (item, pos) in enumerate(zip(self.items, slots, strict=False)):
            place(item, pos, width, self.z + index * 0.01, repaint)


class CapturePile:
    """A side's captured cards: one back for the heap, and each scopa's card crosswise beneath it."""

    def __init__(self) -> None:
        self.heap = BackPile(Z_TABLE - 2)
        self.scope: list[CardItem] = []

    def sync(self, count: int, scopa_cards: Sequence[int], pos: QPointF, scope_slots: Sequence[QPointF],
             width: float, scene: QGraphicsScene, make: MakeCard, repaint: Callable[[CardItem, float], None]) -> None:
        if [item.card_id for item in self.scope] != list(scopa_cards):
            for item in self.scope:
                scene.removeItem(item)
            self.scope = [make(card_id, width) for card_id in scopa_cards]
        height = width * 1.6
        for index, (item, slot) in enumerate(zip(self.scope, scope_slots, strict=True)):
            place(item, slot, width, Z_TABLE - 3 + index * 0.01, repaint)
            item.setTransformOriginPoint(width / 2, height / 2)
            item.setRotation(90)
        self.heap.set_count(1 if count else 0, scene, make, width)
        self.heap.arrange([pos], width, repaint)

    def remove(self, scene: QGraphicsScene) -> None:
        for item in [*self.scope, *self.heap.items]:
            scene.removeItem(item)
        self.scope, self.heap.items = [], []
