"""The card table's window: a QGraphicsView on the felt that shows the
``TableScene`` at the size of the view, one scene unit a pixel."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QPaintEvent, QPixmap, QResizeEvent
from PySide6.QtWidgets import QGraphicsView, QWidget

from ...skins.felts import DEFAULT_FELT_ID
from ..game_model import GameModel
from ..screen_fit import TABLE_MINIMUM
from .accessible import TableAccessibility
from .card_item import CardItem
from .items import paint_felt_words, paint_table
from .layout import TableLayout
from .pictures import CardPictures
from .piles import BackPile
from .scene import TableScene

#: Posted by a resize, ahead of the paint it asks for: the table's layout for the new size.
_LAY_OUT = QEvent.Type(QEvent.registerEventType())


class TableView(QGraphicsView):
    """The table.  ``animation_speed`` multiplies every duration; 0 turns animation off.
    Its cards are laid out after its first paint, so a window shown with it appears sooner;
    ``cards_in_first_paint``: at its first paint, for a table put in a window already on screen.
    ``lookChanged``: ``set_look`` was called (the window around it may wear the felt's colours too, and name
    the cards in its words as a new deck does: the settings give every open table their look)."""

    lookChanged = Signal()

    def __init__(self, controller: GameModel, skin_id: str,
                 parent: QWidget | None = None, cards_in_first_paint: bool = False) -> None:
        super().__init__(parent)
        self.controller = controller
        self.pictures = CardPictures(skin_id, self.devicePixelRatioF, self)
        self.board = TableScene(controller, self.pictures, self)
        self.animationsFinished = self.board.animationsFinished
        self.setScene(self.board)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        # The cloth is painted once a layout, not at every frame of an animation: each paint of it
        # waited its turn at the interpreter while the AI thought (BENCHMARKS.md, "The window while it plays").
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.viewport().setMouseTracking(True)  # hovering raises the hand card under the pointer
        self.setMinimumSize(TABLE_MINIMUM)
        self.setObjectName("table")
        self._relayout = QTimer(self)
        self._relayout.setSingleShot(True)
        self._relayout.setInterval(0)
        self._relayout.timeout.connect(self._on_relayout)
        self._painted = cards_in_first_paint  # False: the cards are laid out after the first paint
        self.accessibility = TableAccessibility(self)  # the cards as a screen reader meets them

    def event(self, event: QEvent) -> bool:
        """Ctrl+Tab and Ctrl+Shift+Tab leave the table for the window's next or previous control: Tab
        itself goes between the hand and the table cards, and would never let the keyboard out."""
        if isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress \
                and event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) \
                and event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            backwards = event.key() == Qt.Key.Key_Backtab or bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            self.focusNextPrevChild(not backwards)
            return True
        if event.type() == _LAY_OUT:
            self._lay_out_if_resized()
            return True
        if event.type() == QEvent.Type.DevicePixelRatioChange:
            # Moved to a screen of another scaling (a laptop's onto a 4K monitor): pictures drawn for the
            # old one were blown up, soft, until the next layout at new sizes.  The cloth is painted anew too.
            self.board.redraw_cards()
            self.resetCachedContent()
        return super().event(event)

    # Pictures -------------------------------------------------------------------------------

    def pixmap_for(self, card_id: int | None, width: float) -> QPixmap:
        return self.pictures.pixmap(card_id, width)

    @property
    def skin_id(self) -> str:
        return self.pictures.skin_id

    def set_skin(self, skin_id: str) -> None:
        """Repaint every card in ``skin_id`` at once."""
        self.pictures.skin_id = skin_id
        self.board.repaint_cards()

    def set_high_contrast(self, on: bool) -> None:
        """A black cloth, a white rim round every card, a thick focus ring (for low vision), or not."""
        self.board.set_high_contrast(on)
        self.resetCachedContent()
        self.viewport().update()

    def set_look(self, felt_id: str, high_contrast: bool) -> None:
        """The cloth and High contrast as the settings say: every window with a table wears them alike."""
        self.setProperty("felt", felt_id)
        self.set_high_contrast(high_contrast)
        self.lookChanged.emit()

    @property
    def animation_speed(self) -> float:
        return self.board.animator.speed

    def set_animation_speed(self, speed: float) -> None:
        self.board.animator.speed = speed

    # The felt and the size --------------------------------------------------------------------

    # Qt always passes a QRectF; the stub's QRect is only PySide6's implicit conversion for callers.
    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # type: ignore[override]
        paint_table(painter, rect, self.sceneRect(), self.board.layout_, self.property("felt") or DEFAULT_FELT_ID,
                    self.board.high_contrast)

    def set_felt_words(self, text: str) -> None:
        """``text`` in the middle of the felt while there is no game to show on it (a network table
        connecting, or waiting for its players); "" for none.  An empty felt beside a status bar line
        looked like a window that had failed to open."""
        if text != self.board.waiting_words:
            self.board.waiting_words = text
            self.viewport().update()

    def drawForeground(self, painter: QPainter, rect: QRectF) -> None:  # type: ignore[override]
        words = self.board.felt_words()
        if words:
            paint_felt_words(painter, self.sceneRect(), words)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Lay out again once the resizing settles: one layout for a burst of resize
        events, and the window's first paint does not wait for the cards."""
        super().resizeEvent(event)
        if self._painted:
            self._relayout.start()
            # Ahead of the paint the resize asks for, so that paint has the new layout (see _lay_out_if_resized).
            QCoreApplication.postEvent(self, QEvent(_LAY_OUT), Qt.EventPriority.HighEventPriority.value)

    def paintEvent(self, event: QPaintEvent) -> None:
        self._lay_out_if_resized()  # now, not after a stale paint
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            self._relayout.start()

    def _lay_out_if_resized(self) -> None:
        """The layout a resize waits for, now.  Done in a paint, the cards it moves are painted again
        by the scene just after (where they were and where they are): a whole second paint."""
        if self._relayout.isActive():
            self._relayout.stop()
            self._on_relayout()

    def _on_relayout(self) -> None:
        self.board.finish_animation()
        self.sync()

    def sync(self) -> None:
        """Lay the table out for the view's size (nothing before it is shown at its real size)."""
        if not self.isVisible():
            return
        size = self.viewport().size()
        self.board.resize_to(size.width(), size.height())
        self.board.sync()

    # What tests and the window look at -----------------------------------------------------------

    @property
    def layout_(self) -> TableLayout | None:
        return self.board.layout_

    @property
    def cards(self) -> dict[int, CardItem]:
        return self.board.cards

    @property
    def table_order(self) -> list[int]:
        return self.board.table.order

    @property
    def backs(self) -> dict[int, BackPile]:
        return self.board.backs

    def is_animating(self) -> bool:
        return self.board.is_animating()

    def hand_ids(self) -> list[int]:
        return self.board.hand_ids()
