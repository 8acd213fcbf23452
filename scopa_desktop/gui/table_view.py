"""The card table: a QGraphicsView on a green felt where the player picks up
cards and drops them, and where every move, the player's or an opponent's, is
animated.

The table holds no rules.  It asks the controller what a card may take
(``options_for``), hands it moves (``play``) and redraws from it (``sync``)
after every animation, so whatever is on screen is what the model says.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ..engine import PlayedMove, card_name, names_of, parse_card
from ..engine.rules import CLOCKWISE
from ..engine.state import Move
from ..skins import DEFAULT_FELT_ID, card_pixmap, paint_felt
from .card_item import CardItem, Mark
from .controller import GameController
from .dialogs.capture_chooser import CaptureChooser
from .table_layout import TableLayout, compute_layout
from .words import capitalised, card_title

MOVE_MS = 380  # a card travelling at normal speed
LIT_MS = 400  # the cards a capture takes stay lit this long before going to the pile
RETURN_MS = 220  # a refused card gliding back to the hand
DEAL_STAGGER_MS = 45
TEXT = QColor("#f4efe1")
GOLD = QColor("#ffd54a")
INK = QColor("#2b1a00")

LABEL_CLEARANCE = 5.0  # between a pile's label and a name plate (which draws 3 px outside its rectangle)
Z_TABLE, Z_HAND, Z_MOVING, Z_DRAGGED, Z_BANNER = 10, 20, 90, 100, 200


class Plate(QGraphicsObject):
    """A seat's name plate: name, what it holds, and a gold rim when it is its turn."""

    def __init__(self, button: bool = False) -> None:
        super().__init__()
        self._button = button  # drawn filled in gold, so it reads as something to click
        self._stacked = False
        self._rect = QRectF()
        self._title = ""
        self._detail = ""
        self._active = False

    def configure(self, rect: QRectF, bounds: QRectF, title: str, detail: str, active: bool,
                  grow_left: bool = False) -> None:
        """Centre the plate on ``rect`` (or keep its right edge, growing left), wide
        enough for its text, inside ``bounds``."""
        self.prepareGeometryChange()
        self._stacked = rect.height() > rect.width() * 0.3  # a two-line plate: name above detail
        metrics = QFontMetricsF(self._font(self._line_height(rect.height()), bold=True))
        text = max(metrics.horizontalAdvance(title), metrics.horizontalAdvance(detail)) if self._stacked \
            else metrics.horizontalAdvance(f"{title}   {detail}")
        width = max(rect.width(), text + self._line_height(rect.height()) * 1.2)
        wanted = rect.right() - width if grow_left else rect.center().x() - width / 2
        left = min(max(bounds.left() + 3, wanted), bounds.right() - width - 3)
        self.setPos(left, rect.top())
        self._rect = QRectF(0, 0, width, rect.height())
        self._title, self._detail, self._active = title, detail, active
        self.update()

    def _line_height(self, height: float) -> float:
        return height / 1.8 if self._stacked else height

    @staticmethod
    def _font(height: float, bold: bool) -> QFont:
        font = QFont()
        font.setPixelSize(max(12, int(height * 0.52)))
        font.setBold(bold)
        return font

    @property
    def text(self) -> str:
        return f"{self._title} {self._detail}".strip()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        line = self._line_height(self._rect.height())
        radius = line / 2
        painter.setBrush(GOLD if self._button else QColor(0, 0, 0, 110))
        painter.setPen(QPen(GOLD, 2.5) if self._active else Qt.PenStyle.NoPen)
        painter.drawRoundedRect(self._rect, radius, radius)
        text_rect = self._rect.adjusted(radius * 0.6, 0, -radius * 0.6, 0)
        if self._stacked:
            title_rect = QRectF(text_rect.left(), text_rect.top() + line * 0.15, text_rect.width(), line * 0.8)
            detail_rect = title_rect.translated(0, line * 0.8)
            title_align = detail_align = Qt.AlignmentFlag.AlignCenter
        else:
            title_rect = detail_rect = text_rect
            title_align = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
            detail_align = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight
        painter.setFont(self._font(line, bold=True))
        painter.setPen(INK if self._button else GOLD if self._active else TEXT)
        painter.drawText(title_rect, title_align, self._title)
        painter.setFont(self._font(line, bold=False))
        painter.setPen(INK if self._button else TEXT)
        painter.drawText(detail_rect, detail_align, self._detail)


class TableView(QGraphicsView):
    """The table.  ``animation_speed`` multiplies every duration; 0 turns animation off."""

    animationsFinished = Signal()

    def __init__(self, controller: GameController, skin_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.skin_id = skin_id
        self.animation_speed = 1.0
        self.setScene(QGraphicsScene(self))
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.viewport().setMouseTracking(True)  # hovering raises the hand card under the pointer
        self.setMinimumSize(600, 460)
        self.setObjectName("table")
        self.layout_: TableLayout | None = None
        self.cards: dict[str, CardItem] = {}  # every face-up card on the table or in the player's hand
        self.backs: dict[int, list[CardItem]] = {}  # opponents' hands, by seat
        self.table_order: list[str] = []  # table cards stay where they were put
        self.selected_card: str | None = None
        self.selected_take: list[str] = []
        self.thinking_seat: int | None = None
        self._stock: list[CardItem] = []
        self._piles: dict[int, list[CardItem]] = {}
        self._plates: dict[int, Plate] = {}
        self._labels: list[QGraphicsSimpleTextItem] = []
        self._animation: QAbstractAnimation | None = None
        self._after_animation_deal = False
        self._press: tuple[CardItem, QPointF] | None = None
        self._hovered: CardItem | None = None
        self._dragging = False
        self.chooser: CaptureChooser | None = None
        self.play_button = Plate(button=True)  # "Play" for the click-click-confirm way of playing
        self.play_button.setZValue(Z_HAND)
        self.play_button.hide()
        self.scene().addItem(self.play_button)
        self._relayout = QTimer(self)
        self._relayout.setSingleShot(True)
        self._relayout.setInterval(0)
        self._relayout.timeout.connect(self._on_relayout)
        controller.matchStarted.connect(self._on_new_round)
        controller.roundStarted.connect(self._on_new_round)
        controller.movesTakenBack.connect(lambda _count: self._rebuild())
        controller.dealMade.connect(self._on_deal)
        controller.cardPlayed.connect(self._on_card_played)
        controller.turnChanged.connect(lambda _seat: self._refresh_plates())
        controller.thinkingChanged.connect(self._on_thinking)
        controller.hintReady.connect(self.show_hint)

    # Pictures -------------------------------------------------------------------------------

    def pixmap_for(self, card_id: str | None, width: float) -> QPixmap:
        return card_pixmap(self.skin_id, card_id, max(8, round(width)), self.devicePixelRatioF())

    def set_skin(self, skin_id: str) -> None:
        """Repaint every card in ``skin_id`` at once."""
        self.skin_id = skin_id
        for item in self.scene().items():
            if isinstance(item, CardItem):
                item.set_picture(self.pixmap_for(item.card_id, item.width), item.width)

    def set_animation_speed(self, speed: float) -> None:
        self.animation_speed = speed

    def _ms(self, base: int) -> int:
        return int(base * self.animation_speed)

    # The felt --------------------------------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        paint_felt(painter, rect, self.property("felt") or DEFAULT_FELT_ID, self.sceneRect())  # set by the window
        if self.layout_ is not None:
            felt = self.layout_.felt
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(QColor(255, 255, 255, 40), 2, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(0, 0, 0, 25))
            painter.drawRoundedRect(felt, 18, 18)
            painter.setPen(QPen(QColor(255, 255, 255, 60), 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            w = self.layout_.pile_width
            for pile in self.layout_.piles.values():
                painter.drawRoundedRect(QRectF(pile.x(), pile.y(), w, w * 1.6), 6, 6)

    def resizeEvent(self, event) -> None:
        """Lay out again once the resizing settles: one layout for a burst of resize
        events, and the window's first paint does not wait for the cards."""
        super().resizeEvent(event)
        self._relayout.start()

    def _on_relayout(self) -> None:
        self._finish_animation()
        self.sync()

    # Drawing the model ------------------------------------------------------------------------

    def _compute_layout(self) -> TableLayout:
        rules = self.controller.rules
        size = self.viewport().size()
        return compute_layout(
            size.width(), size.height(), rules.players, self.controller.human_seat,
            rules.direction == CLOCKWISE, rules.hand_size, [rules.team_of(s) for s in range(rules.players)],
        )

    def _card(self, card_id: str | None, width: float, new_items: list[CardItem]) -> CardItem:
        item = CardItem(card_id, self.pixmap_for(card_id, width), width)
        if card_id is not None:
            item.setToolTip(capitalised(card_title(parse_card(card_id))))
        self.scene().addItem(item)
        new_items.append(item)
        return item

    def _place(self, item: CardItem, pos: QPointF, width: float, z: float) -> None:
        if item.width != width:
            item.set_picture(self.pixmap_for(item.card_id, width), width)
        item.home = QPointF(pos)
        item.setPos(pos)
        item.setZValue(z)

    def sync(self, deal: bool = False) -> None:
        """Make the table show the model; new cards fly in from the stock when ``deal``."""
        if self.controller.match is None or not self.isVisible():
            return  # the first resize on showing lays the table out, at its real size
        self.setSceneRect(QRectF(self.viewport().rect()))
        self._hovered = None
        layout = self.layout_ = self._compute_layout()
        new_items: list[CardItem] = []
        human = self.controller.human_seat
        hand = self.controller.hand(human)
        table = self.controller.table_cards()
        self.table_order = [c for c in self.table_order if c in table] + [c for c in table if c not in self.table_order]
        wanted = set(hand) | set(self.table_order)
        for card_id in list(self.cards):
            if card_id not in wanted:
                self.scene().removeItem(self.cards.pop(card_id))
        hand_width = layout.seats[human].card_width
        for card_id, pos in zip(hand, layout.hand_slots(human, len(hand)), strict=False):
            item = self.cards.get(card_id) or self.cards.setdefault(card_id, self._card(card_id, hand_width, new_items))
            self._place(item, pos, hand_width, Z_HAND)
        slots = layout.table_slots(len(self.table_order))
        for index, (card_id, pos) in enumerate(zip(self.table_order, slots, strict=True)):
            item = self.cards.get(card_id) or self.cards.setdefault(
                card_id, self._card(card_id, layout.card_width, new_items))
            self._place(item, pos, layout.card_width, Z_TABLE + index * 0.01)
        for seat in range(self.controller.rules.players):
            if seat != human:
                self._sync_backs(seat, layout, new_items)
        self._sync_stock(layout)
        self._sync_piles(layout)
        self._refresh_plates()
        self._mark_selection()
        if deal and self.animation_speed > 0:
            self._fly_in(new_items, layout.stock)

    def _sync_backs(self, seat: int, layout: TableLayout, new_items: list[CardItem]) -> None:
        backs = self.backs.setdefault(seat, [])
        count = self.controller.hand_size(seat)
        while len(backs) > count:
            self.scene().removeItem(backs.pop())
        place = layout.seats[seat]
        while len(backs) < count:
            backs.append(self._card(None, place.card_width, new_items))
        for index, (item, pos) in enumerate(zip(backs, layout.hand_slots(seat, count), strict=False)):
            self._place(item, pos, place.card_width, Z_HAND + index * 0.01)

    def _sync_stock(self, layout: TableLayout) -> None:
        for item in self._stock:
            self.scene().removeItem(item)
        for label in self._labels:
            self.scene().removeItem(label)
        self._stock, self._labels = [], []
        count = self.controller.stock_count()
        for layer in range(min(4, (count + 5) // 6)):
            item = self._card(None, layout.card_width, [])
            self._place(item, layout.stock + QPointF(layer * 1.5, -layer * 1.5), layout.card_width, Z_TABLE - 1)
            self._stock.append(item)
        stock_text = self.tr("Stock {count}").format(count=count) if count else self.tr("Last deal")
        self._label(stock_text, layout.stock + QPointF(0, layout.card_height + 6), layout.card_width)

    def _sync_piles(self, layout: TableLayout) -> None:
        for items in self._piles.values():
            for item in items:
                self.scene().removeItem(item)
        self._piles = {}
        w = layout.pile_width
        plates = [place.plate for place in layout.seats.values()]
        for team, pos in layout.piles.items():
            items: list[CardItem] = []
            h = w * 1.6
            for index, card_id in enumerate(self.controller.scopa_cards(team)):
                scopa = self._card(card_id, w, [])
                scopa.setTransformOriginPoint(w / 2, h / 2)
                scopa.setRotation(90)
                self._place(scopa, pos + QPointF(w * 0.25 * index, h * 0.12 + index * 5), w, Z_TABLE - 3 + index * 0.01)
                items.append(scopa)
            count = self.controller.pile_count(team)
            if count:
                back = self._card(None, w, [])
                self._place(back, pos, w, Z_TABLE - 2)
                items.append(back)
            self._piles[team] = items
            scope = len(self.controller.scopa_cards(team))
            owner = self.controller.team_short_name(team)
            contents = self.cards_text(count) + (" · " + self.tr("%n scopa(s)", "", scope) if scope else "")
            label = self._label(f"{owner}: {contents}", pos + QPointF(0, h + 4), w, plates)
            if label is None:  # no room on one line beside the name plates (a long language, a small window)
                self._label(f"{owner}\n{contents}", pos + QPointF(0, h + 4), w, plates, force=True)

    def cards_text(self, count: int) -> str:
        """"1 card", "3 cards", in the window's language (name plates, pile labels)."""
        return self.tr("%n card(s)", "", count)

    def _label(self, text: str, pos: QPointF, card_width: float, avoid: Sequence[QRectF] = (),
               force: bool = False) -> QGraphicsSimpleTextItem | None:
        """``text`` centred under a card whose top-left is ``pos``, kept inside the table and,
        moved sideways if need be, clear of the ``avoid`` rectangles (name plates).  None,
        and nothing shown, when it cannot be clear of them, unless ``force``."""
        label = QGraphicsSimpleTextItem(text)
        font = QFont()
        font.setPixelSize(max(12, int(card_width * 0.2)))
        font.setBold(True)
        label.setFont(font)
        label.setBrush(TEXT)
        size = label.boundingRect().size()
        bounds = self.sceneRect().adjusted(4, 0, -4, 0)
        rect = QRectF(QPointF(pos.x() + card_width / 2 - size.width() / 2, pos.y()), size)
        margin = LABEL_CLEARANCE
        avoid = [plate.adjusted(-margin, -margin, margin, margin) for plate in avoid]
        for plate in avoid:
            if rect.intersects(plate):  # step aside, away from the plate's middle
                rect.moveLeft(plate.right() if rect.center().x() > plate.center().x() else plate.left() - size.width())
        rect.moveLeft(min(max(bounds.left(), rect.left()), bounds.right() - size.width()))
        if not force and any(rect.intersects(plate) for plate in avoid):
            return None
        label.setPos(rect.topLeft())
        label.setZValue(Z_TABLE)
        self.scene().addItem(label)
        self._labels.append(label)
        return label

    def _refresh_plates(self) -> None:
        if self.layout_ is None or self.controller.match is None:
            return
        players = self.controller.rules.players
        for seat in list(self._plates):
            if seat >= players:
                self.scene().removeItem(self._plates.pop(seat))
        to_play = self.controller.current_seat()
        for seat in range(players):
            plate = self._plates.get(seat)
            if plate is None:
                plate = self._plates[seat] = Plate()
                plate.setZValue(Z_HAND)
                self.scene().addItem(plate)
            place = self.layout_.seats[seat]
            if seat == self.controller.human_seat:
                detail = self.tr("your turn") if to_play == seat else ""
            elif seat == self.thinking_seat:
                detail = self.tr("thinking…")
            else:
                detail = self.cards_text(self.controller.hand_size(seat))
            plate.configure(place.plate, self.sceneRect(), self.controller.seat_name(seat), detail, to_play == seat)

    def _on_thinking(self, seat: int, thinking: bool) -> None:
        self.thinking_seat = seat if thinking else None
        self._refresh_plates()

    # Animations ---------------------------------------------------------------------------------

    def is_animating(self) -> bool:
        return self._animation is not None

    def _finish_animation(self) -> None:
        """Jump the running animation to its end: the model is already there."""
        if self._animation is not None:
            animation, self._animation = self._animation, None
            self._after_animation_deal = False
            animation.finished.disconnect()
            animation.stop()
            self.sync()

    def _slide(self, item: QGraphicsObject, to: QPointF, ms: int) -> QPropertyAnimation:
        animation = QPropertyAnimation(item, b"pos")
        animation.setDuration(ms)
        animation.setEndValue(to)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        return animation

    def _run(self, animation: QAbstractAnimation) -> None:
        self._animation = animation
        animation.finished.connect(self._on_animation_done)
        animation.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)  # none pile up over a match

    def _on_animation_done(self) -> None:
        self._animation = None
        deal, self._after_animation_deal = self._after_animation_deal, False
        self.sync(deal=deal)
        self.animationsFinished.emit()

    def _fly_in(self, items: Sequence[CardItem], start: QPointF) -> None:
        group = QParallelAnimationGroup(self)
        for index, item in enumerate(items):
            home = QPointF(item.home)
            item.setPos(start)
            sequence = QSequentialAnimationGroup(group)
            sequence.addPause(self._ms(DEAL_STAGGER_MS) * index)
            sequence.addAnimation(self._slide(item, home, self._ms(MOVE_MS)))
        self._run(group)

    def _on_new_round(self) -> None:
        self._rebuild(deal=True)

    def _rebuild(self, deal: bool = False) -> None:
        """Every card item made afresh from the model: a new round, or moves taken back."""
        self._finish_animation()
        self.clear_selection()
        for item in list(self.cards.values()) + [b for backs in self.backs.values() for b in backs]:
            self.scene().removeItem(item)
        self.cards, self.backs, self.table_order = {}, {}, []
        self.sync(deal=deal)

    def _on_deal(self) -> None:
        if self._animation is not None:
            self._after_animation_deal = True
        else:
            self.sync(deal=True)

    def _on_card_played(self, played: PlayedMove) -> None:
        self._finish_animation()
        self.clear_selection()
        layout = self.layout_
        if self.animation_speed <= 0 or layout is None:
            self.sync()
            return
        card_id = card_name(played.card)
        item = self.cards.get(card_id)
        if item is None:  # an opponent's card: it leaves the hand face up
            backs = self.backs.get(played.seat, [])
            start = layout.seats[played.seat].hand.topLeft()
            if backs:
                back = backs.pop()
                start = back.pos()
                self.scene().removeItem(back)
            item = CardItem(card_id, self.pixmap_for(card_id, layout.card_width), layout.card_width)
            self.scene().addItem(item)
            item.setPos(start)
            self.cards[card_id] = item
        else:
            item.set_picture(self.pixmap_for(card_id, layout.card_width), layout.card_width)
        item.setZValue(Z_MOVING)
        taken = [self.cards[name] for name in names_of(played.take) if name in self.cards]
        sequence = QSequentialAnimationGroup(self)
        if not taken:
            slot = layout.table_slots(len(self.table_order) + 1)[-1]
            sequence.addAnimation(self._slide(item, slot, self._ms(MOVE_MS)))
        else:
            first = taken[0].pos()
            sequence.addAnimation(self._slide(item, first + QPointF(layout.card_width * 0.3, layout.card_width * 0.3),
                                              self._ms(MOVE_MS)))
            for card in taken:
                card.set_mark(Mark.WOULD_TAKE)
            sequence.addPause(self._ms(LIT_MS))
            pile = layout.piles[self.controller.rules.team_of(played.seat)]
            together = QParallelAnimationGroup(sequence)
            for card in [item, *taken]:
                card.setZValue(Z_MOVING)
                together.addAnimation(self._slide(card, pile, self._ms(MOVE_MS)))
        if played.scopa:
            self._banner(self.tr("Scopa!"))
        self._run(sequence)

    def _banner(self, text: str) -> None:
        layout = self.layout_
        assert layout is not None
        banner = QGraphicsSimpleTextItem(text)
        font = QFont("serif")
        font.setPixelSize(int(layout.card_width * 0.7))
        font.setBold(True)
        font.setItalic(True)
        banner.setFont(font)
        banner.setBrush(GOLD)
        banner.setPen(QPen(QColor(60, 30, 0), 2))
        rect = banner.boundingRect()
        banner.setPos(layout.felt.center() - QPointF(rect.width() / 2, rect.height() / 2))
        banner.setZValue(Z_BANNER)
        self.scene().addItem(banner)
        QTimer.singleShot(self._ms(1600), self, lambda: banner.scene() and banner.scene().removeItem(banner))

    # Hints and selection ----------------------------------------------------------------------------

    def show_hint(self, move: Move) -> None:
        self.clear_selection()
        for name in [card_name(move.card), *names_of(move.take)]:
            if name in self.cards:
                self.cards[name].set_mark(Mark.HINT)

    def clear_selection(self) -> None:
        self.selected_card, self.selected_take = None, []
        self._mark_selection()

    def _mark_selection(self) -> None:
        for card_id, item in self.cards.items():
            selected = card_id == self.selected_card or card_id in self.selected_take
            item.set_mark(Mark.SELECTED if selected else Mark.NONE)
        self._show_play_button()

    def _show_play_button(self) -> None:
        """Above the player's name while a hand card is selected: click it to play the selection."""
        if self.selected_card is None or self.layout_ is None:
            self.play_button.hide()
            return
        plate = self.layout_.seats[self.controller.human_seat].plate
        taking = " + ".join(self.selected_take)
        detail = self.tr("{card} takes {cards}").format(card=self.selected_card, cards=taking) if taking \
            else self.selected_card
        above = plate.translated(0, -plate.height() * 1.4)
        self.play_button.configure(above, self.sceneRect(), self.tr("Play"), detail, True, grow_left=True)
        self.play_button.show()

    def hand_ids(self) -> list[str]:
        return self.controller.hand(self.controller.human_seat)

    def select_card(self, card_id: str | None) -> None:
        self.selected_card, self.selected_take = card_id, []
        self._mark_selection()

    def toggle_take(self, card_id: str) -> None:
        if card_id in self.selected_take:
            self.selected_take.remove(card_id)
        else:
            self.selected_take.append(card_id)
        self._mark_selection()

    def play_selection(self) -> None:
        """Play the selected hand card with the selected table cards (Enter, or the Play action)."""
        if self.selected_card is None:
            self.controller.refuse(self.tr("Choose a card from your hand first (click it, or press 1-3)."))
            return
        card_id = self.selected_card
        if self.selected_take:
            self._play(card_id, list(self.selected_take))
            return
        options = self.controller.options_for(card_id)
        if len(options) == 1:
            self._play(card_id, options[0])
        else:
            self._choose(card_id, options)

    def _play(self, card_id: str, take: list[str]) -> None:
        if not self.controller.play(card_id, take):
            self._glide_home(card_id)

    def _glide_home(self, card_id: str) -> None:
        item = self.cards.get(card_id)
        if item is None:
            return
        item.setZValue(Z_HAND)
        if self.animation_speed <= 0 or self._animation is not None:
            item.setPos(item.home)
        else:
            self._run(self._slide(item, item.home, self._ms(RETURN_MS)))

    def _choose(self, card_id: str, options: list[list[str]]) -> None:
        """Ask which set to take when a drop still leaves a choice."""
        chooser = self.chooser = CaptureChooser(card_id, options, lambda c, w: self.pixmap_for(c, w), self)
        chooser.chosen.connect(lambda take: self._play(card_id, take))
        chooser.rejected.connect(lambda: self._glide_home(card_id))
        chooser.finished.connect(chooser.deleteLater)
        chooser.finished.connect(lambda _result: setattr(self, "chooser", None))
        chooser.open()

    # Mouse: drag a hand card onto the table, or click to select ---------------------------------------

    def _card_at(self, pos: QPointF, exclude: CardItem | None = None) -> CardItem | None:
        for item in self.scene().items(pos):
            if isinstance(item, CardItem) and item is not exclude and item.card_id in self.cards \
                    and self.cards[item.card_id] is item:
                return item
        return None

    def _on_felt(self, pos: QPointF) -> bool:
        return self.layout_ is not None and self.layout_.felt.adjusted(-10, -10, 10, 10).contains(pos)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self.controller.match is None:
            return
        self._finish_animation()
        pos = self.mapToScene(event.position().toPoint())
        item = self._card_at(pos)
        if item is not None and item.card_id in self.hand_ids():
            self._press = (item, pos - item.pos())
            self._dragging = False
        else:
            self._press = None

    def _hover(self, pos: QPointF) -> None:
        """On the player's turn the hand card under the pointer rises a little, ready to be taken."""
        item = self._card_at(pos)
        if item is not None and (item.card_id not in self.hand_ids() or not self.controller.is_human_turn()):
            item = None
        if item is self._hovered:
            return
        if self._hovered is not None and self._hovered.scene() is not None:
            self._hovered.setPos(self._hovered.home)
        self._hovered = item
        if item is not None and self._animation is None:
            item.setPos(item.home - QPointF(0, item.height * 0.06))

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._press is None:
            self._hover(self.mapToScene(event.position().toPoint()))
            return
        item, offset = self._press
        pos = self.mapToScene(event.position().toPoint())
        if not self._dragging:
            if (pos - offset - item.pos()).manhattanLength() < QApplication.startDragDistance():
                return
            self._dragging = True
            self.clear_selection()
            item.setZValue(Z_DRAGGED)
        item.setPos(pos - offset)
        self._light_takes(item, pos)

    def _light_takes(self, item: CardItem, pos: QPointF) -> None:
        """Light the table cards the dragged card would take if dropped here."""
        assert item.card_id is not None
        options = self.controller.options_for(item.card_id)
        target = self._card_at(pos, exclude=item)
        if target is not None and target.card_id in self.table_order:
            options = [o for o in options if target.card_id in o] or options
        lit = {name for option in options for name in option}
        for card_id in self.table_order:
            self.cards[card_id].set_mark(Mark.WOULD_TAKE if card_id in lit else Mark.NONE)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        pos = self.mapToScene(event.position().toPoint())
        press, dragging = self._press, self._dragging
        self._press, self._dragging = None, False
        if press is not None and dragging:
            self._drop(press[0], pos)
            return
        item = self._card_at(pos)
        if self.play_button.isVisible() and self.play_button.sceneBoundingRect().contains(pos):
            self.play_selection()
        elif item is None:
            self.clear_selection()
        elif item.card_id in self.hand_ids():
            self.select_card(None if self.selected_card == item.card_id else item.card_id)
        elif item.card_id in self.table_order and self.selected_card is not None:
            self.toggle_take(item.card_id)

    def _drop(self, item: CardItem, pos: QPointF) -> None:
        card_id = item.card_id
        assert card_id is not None
        self._mark_selection()
        if not self._on_felt(pos):
            self.controller.refuse(self.tr("Drop the card on the table in the middle."))
            self._glide_home(card_id)
            return
        if not self.controller.is_human_turn():
            self._play(card_id, [])  # refused by the controller, which says whose turn it is
            return
        options = self.controller.options_for(card_id)
        target = self._card_at(pos, exclude=item)
        on_card = target.card_id if target is not None and target.card_id in self.table_order else None
        if options == [[]] or on_card is None:
            self._play(card_id, [])  # laying it: refused with the reason when it must take
            return
        containing = [o for o in options if on_card in o]
        if len(containing) > 1:
            self._choose(card_id, containing)
        else:
            self._play(card_id, containing[0] if containing else [on_card])

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        pos = self.mapToScene(event.position().toPoint())
        item = self._card_at(pos)
        if item is None or item.card_id not in self.hand_ids():
            return
        options = self.controller.options_for(item.card_id)
        if len(options) == 1:
            self._play(item.card_id, options[0])
        else:
            self.controller.refuse(self.tr("{card} can take in more than one way: drop it on the card you want.")
                                   .format(card=card_title(parse_card(item.card_id))))

    # Keyboard: 1-9 or arrows choose a hand card, Enter plays, Esc cancels -----------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        hand = self.hand_ids()
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9 or key == Qt.Key.Key_0:
            index = 9 if key == Qt.Key.Key_0 else key - Qt.Key.Key_1
            if index < len(hand):
                self.select_card(hand[index])
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and hand:
            step = 1 if key == Qt.Key.Key_Right else -1
            current = hand.index(self.selected_card) if self.selected_card in hand else (-1 if step > 0 else 0)
            self.select_card(hand[(current + step) % len(hand)])
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.play_selection()
        elif key == Qt.Key.Key_Escape:
            if self._press is not None and self._dragging:  # put the dragged card back
                card_id = self._press[0].card_id
                self._press, self._dragging = None, False
                self._glide_home(card_id)
            self.clear_selection()
        else:
            super().keyPressEvent(event)
