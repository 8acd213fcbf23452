"""The table's scene, in the shape of KPat's KCardScene: it owns the piles, the
name plates and labels, and keeps them showing the model; what the mouse and the
keyboard do (``mouse``, ``keys``), what is selected (``selection``) and how the cards
move (``choreography``) live beside it, and it passes each its events.  It asks the
game only what a card may take and to play it.  No rules here."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QFocusEvent, QFontMetricsF, QKeyEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent, QWidget

from ..game_model import GameModel, Played, Suggestion, TableSnapshot
from ..words import capitalised, card_title, hand_count, scope_count, taken_count
from .animator import Animator
from .card_item import CardItem
from .choice import Choice
from .choreography import Choreography
from .items import TEAM_COLOURS, PileLabel, Plate, RowCue, text_font
from .keys import TableKeys
from .layout import PlateWords, TableLayout, compute_layout
from .mouse import TableMouse
from .pictures import CardPictures
from .piles import Z_HAND, Z_TABLE, BackPile, CapturePile, FaceUpPile
from .selection import TableSelection

translate = QCoreApplication.translate  # in the context "TableView": the table's texts before it became a package


def seat_states() -> tuple[str, str]:
    """What a plate says instead of an opponent's hand count: the seat is thinking, or away.  One list
    for the plates (``_refresh_plates``) and for their width (``_plate_words``)."""
    return translate("TableView", "thinking…"), translate("TableView", "away")


def your_turn() -> str:
    """What the player's own plate says at the player's turn (also measured for its width)."""
    return translate("TableView", "your turn")


class TableScene(QGraphicsScene):
    animationsFinished = Signal()
    prompt = Signal(str)  # what the player may do now, for the status bar
    marksChanged = Signal()  # the selection, a choice or the keyboard's place changed (or the table was laid out)

    def __init__(self, controller: GameModel, pictures: CardPictures,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.pictures = pictures
        self.animator = Animator(self)
        self.animator.done.connect(self._on_animation_done)
        self.choreography = Choreography(self, self.animator)
        self.selection = TableSelection(self)
        self.mouse = TableMouse(self)
        self.keys = TableKeys(self)
        self.layout_: TableLayout | None = None
        self.snapshot: TableSnapshot | None = None
        self.hand = FaceUpPile(Z_HAND)
        self.table = FaceUpPile(Z_TABLE)
        self.backs: dict[int, BackPile] = {}  # opponents' hands, by seat
        self.open: dict[int, FaceUpPile] = {}  # opponents' hands face up, when nothing is hidden (a review)
        self.stock = BackPile(Z_TABLE - 1)
        self.captures: dict[int, CapturePile] = {}  # by team
        self.plates: dict[int, Plate] = {}
        self.labels: list[PileLabel] = []
        self.loose: dict[int, CardItem] = {}  # face-up cards between piles while they travel
        self.thinking_seat: int | None = None
        self._entering = False  # the focus is coming in (see focusInEvent)
        self.row_cue = RowCue()
        self.row_cue.setZValue(Z_TABLE - 0.5)
        self.row_cue.hide()
        self.addItem(self.row_cue)
        self.play_button = Plate(button=True)  # "Play" for the click-click-confirm way of playing
        self.play_button.setZValue(Z_HAND)
        self.play_button.hide()
        self.addItem(self.play_button)
        # The table cards in the order shown, and that order before each move of the round: moves
        # taken back put the table back as it was seen, not in the model's order.
        self._table_seen: list[int] = []
        self._table_before: list[list[int]] = []
        self._restore_order = False
        self._size = (0.0, 0.0)
        self.high_contrast = False  # white rims round the cards (Settings > High contrast)
        self.waiting_words = ""  # what the felt says while there is no game on it (TableView.set_felt_words)
        controller.matchStarted.connect(self._on_new_round)
        controller.roundStarted.connect(self._on_new_round)
        controller.movesTakenBack.connect(self._on_taken_back)
        controller.dealMade.connect(self._on_deal)
        controller.cardPlayed.connect(self._on_card_played)
        controller.turnChanged.connect(lambda _seat: self._refresh_plates())
        controller.thinkingChanged.connect(self._on_thinking)
        controller.seatsChanged.connect(self._refresh_plates)
        controller.hintReady.connect(self.show_hint)

    # Cards ---------------------------------------------------------------------------------------

    @property
    def cards(self) -> dict[int, CardItem]:
        """Every face-up card of the player's hand and of the table, by id."""
        return {**self.hand.items, **self.table.items, **self.loose,
                **{card_id: item for pile in self.open.values() for card_id, item in pile.items.items()}}

    def make_card(self, card_id: int | None, width: float) -> CardItem:
        item = CardItem(card_id, self.pictures.pixmap(card_id, width), width)
        item.set_high_contrast(self.high_contrast)
        if card_id is not None:
            item.setToolTip(capitalised(card_title(card_id)))
        self.addItem(item)
        return item

    def repaint_card(self, item: CardItem, width: float) -> None:
        """``item`` at another width; a size not drawn before is drawn off the GUI thread meanwhile."""
        self.pictures.show_soon(item, width)

    def redraw_cards(self) -> None:
        """Every card drawn again at its size for the view's pixels, off the GUI thread; each keeps its
        old picture, scaled, meanwhile."""
        for item in self.items():
            if isinstance(item, CardItem):
                self.pictures.show_soon(item, item.width)

    def set_high_contrast(self, on: bool) -> None:
        self.high_contrast = on
        for item in self.items():
            if isinstance(item, CardItem):
                item.set_high_contrast(on)

    def repaint_cards(self) -> None:
        """Every card drawn again and named again (another deck, other card names)."""
        for item in self.items():
            if isinstance(item, CardItem):
                self.pictures.show_now(item, item.width)
                if item.card_id is not None:
                    item.setToolTip(capitalised(card_title(item.card_id)))

    # Drawing the model ----------------------------------------------------------------------------

    def resize_to(self, width: float, height: float) -> None:
        self._size = (width, height)

    def _compute_layout(self, snap: TableSnapshot) -> TableLayout:
        width, height = self._size
        return compute_layout(width, height, snap.players, snap.human_seat, snap.clockwise, snap.hand_size,
                              list(snap.team_of), self._plate_words(snap))

    def _plate_words(self, snap: TableSnapshot) -> PlateWords:
        """How wide the opponents' plates' words may be: each name, with the longest of what a plate
        says under it ("3 in hand", or one of ``seat_states``).  The plates are made as
        wide as their words: in German they did not fit and were drawn at 9 px where English had 12."""
        size = 100  # measured at a large size, where rounding is small, and given in type sizes
        bold, plain = QFontMetricsF(text_font(size, True)), QFontMetricsF(text_font(size, False))
        details = [hand_count(snap.hand_size), *seat_states()]
        detail_w = max(plain.horizontalAdvance(detail) for detail in details)
        names_w = [bold.horizontalAdvance(self.controller.seat_name(seat)) for seat in range(snap.players)
                   if seat != snap.human_seat]
        widest_name = max(names_w, default=0.0)
        space = bold.horizontalAdvance("   ")
        own_detail_w = max(plain.horizontalAdvance(detail) for detail in (your_turn(), *seat_states()))
        own_name_w = bold.horizontalAdvance(self.controller.seat_name(snap.human_seat))
        return PlateWords((widest_name + space + detail_w) / size, max(widest_name, detail_w) / size,
                          (own_name_w + space + own_detail_w) / size, max(own_name_w, own_detail_w) / size)

    def felt_words(self) -> str:
        """The words the felt shows now: those it was given, while there is no game on it."""
        return "" if self.controller.in_match() else self.waiting_words

    def sync(self, deal: bool = False) -> None:
        """Make the table show the model; new cards fly in from the stock when ``deal``."""
        if self._size[0] <= 0:
            return  # the first resize on showing lays the table out, at its real size
        # The cloth's light falls on the middle of the scene's rect: the view's size before the first
        # deal too (a table waiting for its players lit a dot in the middle of an unlit cloth).
        self.setSceneRect(QRectF(0, 0, *self._size))
        if not self.controller.in_match():
            return
        self.mouse.hovered = None
        snap = self.snapshot = self.controller.snapshot()
        layout = self._compute_layout(snap)
        human = snap.human_seat
        if layout != self.layout_:  # the felt's outlines moved: nothing of the old ones may stay
            self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
            self.pictures.draw_ahead((layout.seats[human].card_width, layout.card_width))
        self.layout_ = layout
        loose = dict(self.loose)
        released = [self.hand.release_all_but(snap.hand), self.table.release_all_but(snap.table),
                    *(pile.release_all_but(snap.open_hands[seat] if snap.open_hands and seat != human else ())
                      for seat, pile in self.open.items())]
        for items in released:
            for card_id, item in items.items():
                twin = loose.pop(card_id, None)
                if twin is not None and twin is not item:  # a card drawn again for a move that came mid-animation
                    self.removeItem(twin)
                loose[card_id] = item
        self.loose = {}
        hand_width = layout.seats[human].card_width
        made = self.hand.take(snap.hand, loose, self.make_card, hand_width)
        made += self.table.take(snap.table, loose, self.make_card, layout.table_card_width(len(snap.table)))
        self.hand.arrange(layout.hand_slots(human, len(snap.hand)), hand_width, self.repaint_card, order=snap.hand)
        if self._restore_order:
            self._restore_order = False
            seen = [card_id for card_id in self._table_seen if card_id in self.table.items]
            self.table.order = seen + [card_id for card_id in self.table.order if card_id not in seen]
        count = len(self.table.order)
        self.table.arrange(layout.table_slots(count), layout.table_card_width(count), self.repaint_card)
        for seat in range(snap.players):
            if seat != human and snap.open_hands:
                place = layout.seats[seat]
                open_pile = self.open.setdefault(seat, FaceUpPile(Z_HAND))
                made += open_pile.take(snap.open_hands[seat], loose, self.make_card, place.card_width)
                open_pile.arrange(layout.hand_slots(seat, len(snap.open_hands[seat])), place.card_width,
                                  self.repaint_card, order=snap.open_hands[seat])
            elif seat != human:
                place = layout.seats[seat]
                backs = self.backs.setdefault(seat, BackPile(Z_HAND))
                made += backs.set_count(snap.hand_sizes[seat], self, self.make_card, place.card_width)
                backs.arrange(layout.hand_slots(seat, snap.hand_sizes[seat]), place.card_width, self.repaint_card)
        for item in loose.values():
            self.removeItem(item)
        layers = min(4, (snap.stock + 5) // 6)
        self.stock.set_count(layers, self, self.make_card, layout.card_width)
        self.stock.arrange([layout.stock + QPointF(i * 1.5, -i * 1.5) for i in range(layers)], layout.card_width,
                           self.repaint_card)
        for team, pos in layout.piles.items():
            pile = self.captures.setdefault(team, CapturePile())
            scope = layout.scope_slots(team, len(snap.scopa_cards[team]))
            pile.sync(snap.pile_counts[team], snap.scopa_cards[team], pos, scope, layout.pile_width, self,
                      self.make_card, self.repaint_card)
        self._refresh_plates()
        self._place_labels()
        self.selection.mark()
        if deal and self.animator.enabled:
            self.choreography.fly_in(made, layout.stock)

    def _remove_all(self) -> None:
        """Every card item gone: a new round or match, or moves taken back."""
        for item in [*self.cards.values(), *(i for backs in self.backs.values() for i in backs.items),
                     *self.stock.items]:
            self.removeItem(item)
        for pile in self.captures.values():
            pile.remove(self)
        self.hand, self.table, self.loose = FaceUpPile(Z_HAND), FaceUpPile(Z_TABLE), {}
        self.backs, self.stock, self.captures, self.open = {}, BackPile(Z_TABLE - 1), {}, {}

    def _refresh_plates(self) -> None:
        if self.layout_ is None or not self.controller.in_match():
            return
        snap = self.snapshot = self.controller.snapshot()
        thinking, away = seat_states()
        for seat in list(self.plates):
            if seat >= snap.players:
                self.removeItem(self.plates.pop(seat))
        for seat in range(snap.players):
            plate = self.plates.get(seat)
            if plate is None:
                plate = self.plates[seat] = Plate()
                plate.setZValue(Z_HAND)
                self.addItem(plate)
            if seat == snap.human_seat and snap.to_play == seat and self.controller.is_human_turn():
                detail = your_turn()  # never on a seat an AI plays (Watch)
            elif seat == self.thinking_seat:
                detail = thinking
            elif snap.away and snap.away[seat]:
                detail = away  # lost the connection: nothing comes from the seat
            else:
                detail = "" if seat == snap.human_seat else hand_count(snap.hand_sizes[seat])
            place = self.layout_.seats[seat]
            partnerships = len(set(snap.team_of)) < snap.players
            colour = TEAM_COLOURS[snap.team_of[seat] % len(TEAM_COLOURS)] if partnerships else None
            plate.configure(place.plate, self.controller.seat_name(seat), detail, snap.to_play == seat, place.stacked,
                            colour)

    def _place_labels(self) -> None:
        """What is in the stock and in each capture pile, in the places the layout keeps for them."""
        layout, snap = self.layout_, self.snapshot
        assert layout is not None and snap is not None
        for label in self.labels:
            self.removeItem(label)
        self.labels = []
        if snap.stock:
            self._label(layout.stock_label, [translate("TableView", "Stock {count}").format(count=snap.stock)])
        elif snap.to_play is not None:  # not once the round (or the match) is over
            # In the stock's empty place, where it wraps if it must ("Ultima mano", "Sidste givning" were
            # drawn smaller than every other label, on the one line under a stock no longer there).
            stock_place = QRectF(layout.stock_label.left(), layout.stock.y(), layout.stock_label.width(),
                                 layout.stock_label.bottom() - layout.stock.y())
            self._label(stock_place, [translate("TableView", "Last deal")])
        for team, place in layout.pile_places.items():
            scope = len(snap.scopa_cards[team])
            lines = [self.controller.team_short_name(team), taken_count(snap.pile_counts[team])]
            self._label(place.label, lines + ([scope_count(scope)] if scope else []))

    def _label(self, rect: QRectF, lines: list[str]) -> None:
        assert self.layout_ is not None
        label = PileLabel()
        label.show_in(rect, lines, self.layout_.text_px)
        label.setZValue(Z_TABLE)
        self.addItem(label)
        self.labels.append(label)

    def _on_thinking(self, seat: int, thinking: bool) -> None:
        self.thinking_seat = seat if thinking else None
        self.pictures.hold_ahead(thinking)
        self._refresh_plates()

    # Animations -------------------------------------------------------------------------------------

    def is_animating(self) -> bool:
        return self.animator.is_running()

    def finish_animation(self) -> None:
        """Jump the running animation to its end: the model is already there."""
        self.animator.finish()

    def _on_animation_done(self, completed: bool) -> None:
        self.choreography.tidy()
        deal, self.choreography.deal_pending = self.choreography.deal_pending and completed, False
        self.sync(deal=deal)
        self.animationsFinished.emit()

    # What the game says --------------------------------------------------------------------------------

    def _on_new_round(self) -> None:
        self._table_seen = list(self.controller.snapshot().table) if self.controller.in_match() else []
        self._table_before = []
        self._rebuild(deal=True)

    def _on_taken_back(self, count: int) -> None:
        """The table as it was before the first move taken back (as seen then, when this table saw it)."""
        if 0 < count <= len(self._table_before):
            self._table_seen = self._table_before[-count]
            del self._table_before[-count:]
            self._restore_order = True
        else:  # a jump in a review, or further back than this table saw: the model's order
            self._table_before = []
            self._table_seen = list(self.controller.snapshot().table)
        self._rebuild()

    def _rebuild(self, deal: bool = False) -> None:
        """Every card item made afresh from the model: a new round, or moves taken back."""
        self.finish_animation()
        self.clear_selection()
        self._remove_all()
        self.sync(deal=deal)

    def _on_deal(self) -> None:
        if self.animator.is_running():
            self.choreography.deal_pending = True
        else:
            self.sync(deal=True)

    def _on_card_played(self, played: Played) -> None:
        self._table_before.append(list(self._table_seen))
        if played.take:
            self._table_seen = [card_id for card_id in self._table_seen if card_id not in played.take]
        else:
            self._table_seen.append(played.card)
        self.finish_animation()
        self.clear_selection()
        layout = self.layout_
        if not self.animator.enabled or layout is None:
            self.sync()
            return
        assert self.snapshot is not None
        self.choreography.play(played, layout, self.snapshot.team_of[played.seat])

    # The selection, as the window, the screen reader and the tests meet it --------------------------------

    @property
    def selected_card(self) -> int | None:
        return self.selection.card

    @property
    def selected_take(self) -> list[int]:
        return self.selection.take

    @property
    def choice(self) -> Choice | None:
        return self.selection.choice

    def show_hint(self, move: Suggestion) -> None:
        self.selection.show_hint(move)

    def clear_selection(self) -> None:
        self.selection.clear()

    def select_card(self, card_id: int | None) -> None:
        self.selection.select(card_id)

    def take_or_leave(self, card_id: int) -> None:
        self.selection.take_or_leave(card_id)

    def play_card(self, card_id: int) -> None:
        self.selection.play_card(card_id)

    def cancel_choice(self) -> None:
        self.selection.cancel_choice()

    def focused_table_card(self) -> int | None:
        return self.selection.focused_table_card()

    def hand_ids(self) -> list[int]:
        return list(self.hand.order)

    # Mouse and keys ----------------------------------------------------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.mouse.press(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.mouse.move(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.mouse.release(event)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.mouse.double_click(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.keys.key(event.key()):
            event.accept()
        else:
            event.ignore()

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab and Shift+Tab: QGraphicsScene handles them here, not in keyPressEvent."""
        if self._entering:
            return True
        return self.keys.key(Qt.Key.Key_Tab if next else Qt.Key.Key_Backtab)

    def focusInEvent(self, event: QFocusEvent) -> None:
        """Come in by Tab: where the keyboard is shows at once, on the hand unless it was on the table.
        (QGraphicsScene passes the Tab that brought the focus on to ``focusNextPrevChild``: that one
        only enters the table, it does not move along it.)"""
        self._entering = True
        try:
            super().focusInEvent(event)
        finally:
            self._entering = False
        if event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
            self.selection.show_cue(True)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.selection.show_cue(False)
