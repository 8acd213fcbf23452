"""The table's animations put together from the animator's moves: the deal flying
in from the stock, a played card travelling to the table or taking its captures to
the pile (an opponent's turning face up first), a refused card gliding home, a card
that must capture shaking, and the scopa banner.  The scene decides when; this
only says how the cards move, and tidies up once the animation is done."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QParallelAnimationGroup,
    QPointF,
    QSequentialAnimationGroup,
    QTimer,
)
from PySide6.QtGui import QColor, QFont, QPen, QTransform
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from ..game_model import Played
from .animator import Animator
from .card_item import CardItem, Mark
from .items import GOLD
from .layout import TableLayout
from .piles import Z_HAND

if TYPE_CHECKING:
    from .scene import TableScene

MOVE_MS = 380  # a card travelling at normal speed
LIT_MS = 400  # the cards a capture takes stay lit this long before going to the pile
RETURN_MS = 220  # a refused card gliding back to the hand
DEAL_STAGGER_MS = 80  # the deal comes off the stock one card after another
FLIP_MS = 240  # an opponent's card turning face up
BANNER_MS = 1600
SHAKE_MS = 45  # each swing of its shake
Z_MOVING, Z_DRAGGED, Z_BANNER = 90.0, 100.0, 200.0

translate = QCoreApplication.translate  # in the context "TableView": the table's texts before it became a package


def scopa_banner(layout: TableLayout, text: str) -> QGraphicsSimpleTextItem:
    """The word shown over the table cards' place at a scopa (emptied then), placed and sized
    for ``layout``: as large as a card allows, smaller where that place is narrow, never over the stock."""
    banner = QGraphicsSimpleTextItem(text)
    font = QFont("serif")
    font.setBold(True)
    font.setItalic(True)
    area = layout.table_area
    pixels = int(layout.card_width * 0.7)
    font.setPixelSize(pixels)
    banner.setFont(font)
    rect = banner.boundingRect()
    fit = min(1.0, area.width() / rect.width(), area.height() / rect.height())
    if fit < 1.0:
        font.setPixelSize(max(1, int(pixels * fit)))
        banner.setFont(font)
        rect = banner.boundingRect()
    banner.setBrush(GOLD)
    banner.setPen(QPen(QColor(60, 30, 0), 2))
    banner.setPos(area.center() - QPointF(rect.width() / 2, rect.height() / 2))
    banner.setZValue(Z_BANNER)
    return banner


class Choreography:
    """The scene's animations, run one at a time by its ``animator``."""

    def __init__(self, scene: TableScene, animator: Animator) -> None:
        self.scene = scene
        self.animator = animator
        self.leaving: list[CardItem] = []  # items that go once the running animation is done
        self.deal_pending = False  # a deal came while a move was still moving: it flies in after

    def tidy(self) -> None:
        """The running animation is over (or finished at once): what it left half done goes."""
        for item in self.leaving:  # backs turned over into the cards now played
            if item.scene() is self.scene:
                self.scene.removeItem(item)
        self.leaving = []
        for item in self.scene.loose.values():  # a card stopped halfway through turning lies flat again
            item.setTransform(QTransform())
            item.setRotation(0)

    def fly_in(self, items: Sequence[CardItem], start: QPointF) -> None:
        group = QParallelAnimationGroup(self.scene)
        for index, item in enumerate(items):
            home = QPointF(item.home)
            item.setPos(start)
            sequence = QSequentialAnimationGroup(group)
            sequence.addPause(self.animator.ms(DEAL_STAGGER_MS) * index)
            sequence.addAnimation(self.animator.slide(item, home, MOVE_MS))
        self.animator.run(group)

    def play(self, played: Played, layout: TableLayout, team: int) -> None:
        """``played`` on its way: from the hand (or, an opponent's, turning face up where it was held)
        to the table, or onto the cards it takes, which go with it to ``team``'s pile."""
        scene = self.scene
        card_id = played.card
        item = scene.hand.items.pop(card_id, None)
        if item is None and played.seat in scene.open:  # an open hand's card goes as it is
            item = scene.open[played.seat].items.pop(card_id, None)
        sequence = QSequentialAnimationGroup(scene)
        if item is None:  # an opponent's card: it turns face up where it was in the hand
            back = scene.backs[played.seat].pop() if played.seat in scene.backs else None
            item = scene.make_card(card_id, layout.card_width)
            if back is None:
                item.setPos(layout.seats[played.seat].hand.topLeft())
            else:
                item.setPos(back.pos())
                back.setZValue(Z_MOVING)
                self.leaving.append(back)
                item.setTransform(QTransform().scale(0.01, 1))
                sequence.addAnimation(self.animator.flip(back, back.width, False, FLIP_MS // 2))
                sequence.addAnimation(self.animator.flip(item, item.width, True, FLIP_MS // 2))
        else:
            scene.repaint_card(item, layout.card_width)
        scene.loose[card_id] = item
        item.setZValue(Z_MOVING)
        taken = [scene.table.items[name] for name in played.take if name in scene.table.items]
        if not taken:
            slot = layout.table_slots(len(scene.table.order) + 1)[-1]
            sequence.addAnimation(self.animator.slide(item, slot, MOVE_MS))
        else:
            lean = QPointF(layout.card_width * 0.3, layout.card_width * 0.3)
            sequence.addAnimation(self.animator.slide(item, taken[0].pos() + lean, MOVE_MS))
            for card in taken:
                card.set_mark(Mark.WOULD_TAKE)
            sequence.addPause(self.animator.ms(LIT_MS))
            together = QParallelAnimationGroup(sequence)
            for card in [item, *taken]:
                card.setZValue(Z_MOVING)
                together.addAnimation(self.animator.slide(card, layout.piles[team], MOVE_MS))
            if played.scopa:  # the card that swept the table goes crosswise, as it is kept
                item.setTransformOriginPoint(item.width / 2, item.height / 2)
                together.addAnimation(self.animator.rotate(item, 90, MOVE_MS))
        if played.scopa:
            self._banner(layout, translate("TableView", "Scopa!"))
        self.animator.run(sequence)

    def _banner(self, layout: TableLayout, text: str) -> None:
        banner = scopa_banner(layout, text)
        self.scene.addItem(banner)

        def take_banner_away() -> None:
            if banner.scene():
                self.scene.removeItem(banner)

        QTimer.singleShot(self.animator.ms(BANNER_MS), self.scene, take_banner_away)

    def glide_home(self, item: CardItem) -> None:
        """A hand card back to its place (a refused or cancelled move)."""
        item.setZValue(Z_HAND)
        if not self.animator.enabled or self.animator.is_running():
            item.setPos(item.home)
        else:
            self.animator.run(self.animator.slide(item, item.home, RETURN_MS))

    def shake(self, item: CardItem) -> None:
        """A card that may not be laid shakes its head, from its place in the hand."""
        if not self.animator.enabled:
            return
        self.animator.finish()  # the glide home: the shake starts from there
        shake = QSequentialAnimationGroup(self.scene)
        for offset in (7, -7, 5, -5, 0):
            shake.addAnimation(self.animator.slide(item, item.home + QPointF(offset, 0), SHAKE_MS))
        self.animator.run(shake)
