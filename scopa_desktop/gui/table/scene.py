"""The table's scene, in the shape of KPat's KCardScene: it owns the piles, the
name plates and labels, and what the mouse and the keyboard do with the cards
(drag, drop, hover, select), and asks the game, through the controller, only
what a card may take and to play it.  No rules here."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QParallelAnimationGroup,
    QPointF,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QKeyEvent, QPen, QPixmap, QTransform
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QWidget,
)

from ..controller import GameController, Played, Suggestion, TableSnapshot
from ..words import capitalised, card_title, cards_count, cards_title, scope_count
from .animator import Animator
from .card_item import CardItem, Mark
from .choice import Choice
from .items import GOLD, PileLabel, Plate
from .layout import TableLayout, compute_layout
from .piles import Z_HAND, Z_TABLE, BackPile, CapturePile, FaceUpPile

if TYPE_CHECKING:  # the networked table's and the review's stand-ins for the controller
    from ..netplay.remote_game import RemoteGame
    from ..review.game import ReviewGame

MOVE_MS = 380  # a card travelling at normal speed
LIT_MS = 400  # the cards a capture takes stay lit this long before going to the pile
RETURN_MS = 220  # a refused card gliding back to the hand
DEAL_STAGGER_MS = 80  # the deal comes off the stock one card after another
FLIP_MS = 240  # an opponent's card turning face up
BANNER_MS = 1600
Z_MOVING, Z_DRAGGED, Z_BANNER = 90.0, 100.0, 200.0


translate = QCoreApplication.translate  # in the context "TableView": the table's texts before it became a package

#: A card's picture (``None``: its back) at a width in scene units.
Pictures = Callable[[str | None, float], QPixmap]



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

class TableScene(QGraphicsScene):
    animationsFinished = Signal()
    prompt = Signal(str)  # what the player may do now, for the status bar

    def __init__(self, controller: GameController | RemoteGame | ReviewGame, pictures: Pictures,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.pictures = pictures
        self.animator = Animator(self)
        self.animator.done.connect(self._on_animation_done)
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
        self.loose: dict[str, CardItem] = {}  # face-up cards between piles while they travel
        self.selected_card: str | None = None
        self.selected_take: list[str] = []
        self.thinking_seat: int | None = None
        self.choice: Choice | None = None  # a drop that left several captures, shown on the table
        self.table_focus: int | None = None  # the table card the keyboard is on (Tab moves there and back)
        self.play_button = Plate(button=True)  # "Play" for the click-click-confirm way of playing
        self.play_button.setZValue(Z_HAND)
        self.play_button.hide()
        self.addItem(self.play_button)
        self._size = (0.0, 0.0)
        self._deal_pending = False
        self._leaving: list[CardItem] = []  # items that go once the running animation is done
        self._press: tuple[CardItem, QPointF] | None = None
        self._hovered: CardItem | None = None
        self._dragging = False
        controller.matchStarted.connect(self._on_new_round)
        controller.roundStarted.connect(self._on_new_round)
        controller.movesTakenBack.connect(lambda _count: self._rebuild())
        controller.dealMade.connect(self._on_deal)
        controller.cardPlayed.connect(self._on_card_played)
        controller.turnChanged.connect(lambda _seat: self._refresh_plates())
        controller.thinkingChanged.connect(self._on_thinking)
        controller.hintReady.connect(self.show_hint)

    # Cards ---------------------------------------------------------------------------------------

    @property
    def cards(self) -> dict[str, CardItem]:
        """Every face-up card of the player's hand and of the table, by id."""
        return {**self.hand.items, **self.table.items, **self.loose,
                **{card_id: item for pile in self.open.values() for card_id, item in pile.items.items()}}

    def _make(self, card_id: str | None, width: float) -> CardItem:
        item = CardItem(card_id, self.pictures(card_id, width), width)
        if card_id is not None:
            item.setToolTip(capitalised(card_title(card_id)))
        self.addItem(item)
        return item

    def _repaint(self, item: CardItem, width: float) -> None:
        item.set_picture(self.pictures(item.card_id, width), width)

    def repaint_cards(self) -> None:
        """Every card drawn again (another deck)."""
        for item in self.items():
            if isinstance(item, CardItem):
                self._repaint(item, item.width)

    # Drawing the model ----------------------------------------------------------------------------

    def resize_to(self, width: float, height: float) -> None:
        self._size = (width, height)

    def _compute_layout(self, snap: TableSnapshot) -> TableLayout:
        width, height = self._size
        return compute_layout(width, height, snap.players, snap.human_seat, snap.clockwise, snap.hand_size,
                              list(snap.team_of))

    def sync(self, deal: bool = False) -> None:
        """Make the table show the model; new cards fly in from the stock when ``deal``."""
        if not self.controller.in_match() or self._size[0] <= 0:
            return  # the first resize on showing lays the table out, at its real size
        self.setSceneRect(QRectF(0, 0, *self._size))
        self._hovered = None
        snap = self.snapshot = self.controller.snapshot()
        layout = self._compute_layout(snap)
        if layout != self.layout_:  # the felt's outlines moved: nothing of the old ones may stay
            self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
        self.layout_ = layout
        human = snap.human_seat
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
        made = self.hand.take(snap.hand, loose, self._make, hand_width)
        made += self.table.take(snap.table, loose, self._make, layout.table_card_width(len(snap.table)))
        self.hand.arrange(layout.hand_slots(human, len(snap.hand)), hand_width, self._repaint, order=snap.hand)
        count = len(self.table.order)
        self.table.arrange(layout.table_slots(count), layout.table_card_width(count), self._repaint)
        for seat in range(snap.players):
            if seat != human and snap.open_hands:
                place = layout.seats[seat]
                open_pile = self.open.setdefault(seat, FaceUpPile(Z_HAND))
                made += open_pile.take(snap.open_hands[seat], loose, self._make, place.card_width)
                open_pile.arrange(layout.hand_slots(seat, len(snap.open_hands[seat])), place.card_width, self._repaint,
                             order=snap.open_hands[seat])
            elif seat != human:
                place = layout.seats[seat]
                backs = self.backs.setdefault(seat, BackPile(Z_HAND))
                made += backs.set_count(snap.hand_sizes[seat], self, self._make, place.card_width)
                backs.arrange(layout.hand_slots(seat, snap.hand_sizes[seat]), place.card_width, self._repaint)
        for item in loose.values():
            self.removeItem(item)
        layers = min(4, (snap.stock + 5) // 6)
        self.stock.set_count(layers, self, self._make, layout.card_width)
        self.stock.arrange([layout.stock + QPointF(i * 1.5, -i * 1.5) for i in range(layers)], layout.card_width,
                           self._repaint)
        for team, pos in layout.piles.items():
            pile = self.captures.setdefault(team, CapturePile())
            scope = layout.scope_slots(team, len(snap.scopa_cards[team]))
            pile.sync(snap.pile_counts[team], snap.scopa_cards[team], pos, scope, layout.pile_width, self, self._make,
                      self._repaint)
        self._refresh_plates()
        self._place_labels()
        self._mark_selection()
        if deal and self.animator.enabled:
            self._fly_in(made, layout.stock)

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
        for seat in list(self.plates):
            if seat >= snap.players:
                self.removeItem(self.plates.pop(seat))
        for seat in range(snap.players):
            plate = self.plates.get(seat)
            if plate is None:
                plate = self.plates[seat] = Plate()
                plate.setZValue(Z_HAND)
                self.addItem(plate)
            if seat == snap.human_seat:
                detail = translate("TableView", "your turn") if snap.to_play == seat else ""
            elif seat == self.thinking_seat:
                detail = translate("TableView", "thinking…")
            else:
                detail = cards_count(snap.hand_sizes[seat])
            place = self.layout_.seats[seat]
            plate.configure(place.plate, self.controller.seat_name(seat), detail, snap.to_play == seat, place.stacked)

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
            self._label(layout.stock_label, [translate("TableView", "Last deal")])
        for team, place in layout.pile_places.items():
            scope = len(snap.scopa_cards[team])
            lines = [self.controller.team_short_name(team), cards_count(snap.pile_counts[team])]
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
        self._refresh_plates()

    # Animations -------------------------------------------------------------------------------------

    def is_animating(self) -> bool:
        return self.animator.is_running()

    def finish_animation(self) -> None:
        """Jump the running animation to its end: the model is already there."""
        self.animator.finish()

    def _on_animation_done(self, completed: bool) -> None:
        for item in self._leaving:  # backs turned over into the cards now played
            if item.scene() is self:
                self.removeItem(item)
        self._leaving = []
        for item in self.loose.values():  # a card stopped halfway through turning lies flat again
            item.setTransform(QTransform())
            item.setRotation(0)
        deal, self._deal_pending = self._deal_pending and completed, False
        self.sync(deal=deal)
        self.animationsFinished.emit()

    def _fly_in(self, items: Sequence[CardItem], start: QPointF) -> None:
        group = QParallelAnimationGroup(self)
        for index, item in enumerate(items):
            home = QPointF(item.home)
            item.setPos(start)
            sequence = QSequentialAnimationGroup(group)
            sequence.addPause(self.animator.ms(DEAL_STAGGER_MS) * index)
            sequence.addAnimation(self.animator.slide(item, home, MOVE_MS))
        self.animator.run(group)

    def _on_new_round(self) -> None:
        self._rebuild(deal=True)

    def _rebuild(self, deal: bool = False) -> None:
        """Every card item made afresh from the model: a new round, or moves taken back."""
        self.finish_animation()
        self.clear_selection()
        self._remove_all()
        self.sync(deal=deal)

    def _on_deal(self) -> None:
        if self.animator.is_running():
            self._deal_pending = True
        else:
            self.sync(deal=True)

    def _on_card_played(self, played: Played) -> None:
        self.finish_animation()
        self.clear_selection()
        layout = self.layout_
        if not self.animator.enabled or layout is None:
            self.sync()
            return
        card_id = played.card
        item = self.hand.items.pop(card_id, None)
        if item is None and played.seat in self.open:  # an open hand's card goes as it is
            item = self.open[played.seat].items.pop(card_id, None)
        sequence = QSequentialAnimationGroup(self)
        if item is None:  # an opponent's card: it turns face up where it was in the hand
            back = self.backs[played.seat].pop() if played.seat in self.backs else None
            item = self._make(card_id, layout.card_width)
            if back is None:
                item.setPos(layout.seats[played.seat].hand.topLeft())
            else:
                item.setPos(back.pos())
                back.setZValue(Z_MOVING)
                self._leaving.append(back)
                item.setTransform(QTransform().scale(0.01, 1))
                sequence.addAnimation(self.animator.flip(back, back.width, False, FLIP_MS // 2))
                sequence.addAnimation(self.animator.flip(item, item.width, True, FLIP_MS // 2))
        else:
            self._repaint(item, layout.card_width)
        self.loose[card_id] = item
        item.setZValue(Z_MOVING)
        taken = [self.table.items[name] for name in played.take if name in self.table.items]
        if not taken:
            slot = layout.table_slots(len(self.table.order) + 1)[-1]
            sequence.addAnimation(self.animator.slide(item, slot, MOVE_MS))
        else:
            lean = QPointF(layout.card_width * 0.3, layout.card_width * 0.3)
            sequence.addAnimation(self.animator.slide(item, taken[0].pos() + lean, MOVE_MS))
            for card in taken:
                card.set_mark(Mark.WOULD_TAKE)
            sequence.addPause(self.animator.ms(LIT_MS))
            assert self.snapshot is not None
            pile = layout.piles[self.snapshot.team_of[played.seat]]
            together = QParallelAnimationGroup(sequence)
            for card in [item, *taken]:
                card.setZValue(Z_MOVING)
                together.addAnimation(self.animator.slide(card, pile, MOVE_MS))
            if played.scopa:  # the card that swept the table goes crosswise, as it is kept
                item.setTransformOriginPoint(item.width / 2, item.height / 2)
                together.addAnimation(self.animator.rotate(item, 90, MOVE_MS))
        if played.scopa:
            self._banner(translate("TableView", "Scopa!"))
        self.animator.run(sequence)

    def _banner(self, text: str) -> None:
        layout = self.layout_
        assert layout is not None
        banner = scopa_banner(layout, text)
        self.addItem(banner)

        def take_banner_away() -> None:
            if banner.scene():
                self.removeItem(banner)

        QTimer.singleShot(self.animator.ms(BANNER_MS), self, take_banner_away)

    # Hints and selection ----------------------------------------------------------------------------------

    def show_hint(self, move: Suggestion) -> None:
        self.clear_selection()
        cards = self.cards
        for name in [move.card, *move.take]:
            if name in cards:
                cards[name].set_mark(Mark.HINT)

    def clear_selection(self) -> None:
        self.selected_card, self.selected_take, self.choice = None, [], None
        self._mark_selection()

    def _mark_selection(self) -> None:
        """Outline what is selected, the sets of a choice (the one Enter takes brighter)
        and the table card the keyboard is on."""
        current = set(self.choice.current_option) if self.choice else set()
        other_sets = self.choice.cards() - current if self.choice else set()
        for card_id, item in self.cards.items():
            if card_id in current:
                item.set_mark(Mark.CHOICE)
            elif card_id in other_sets:
                item.set_mark(Mark.WOULD_TAKE)
            elif card_id == self.selected_card or card_id in self.selected_take:
                item.set_mark(Mark.SELECTED)
            else:
                item.set_mark(Mark.NONE)
        focused = self._focused_table_card()
        for card_id, item in self.table.items.items():
            item.set_focused(card_id == focused)
        self._show_play_button()

    def _focused_table_card(self) -> str | None:
        order = self.table.order
        if self.table_focus is None or not order:
            return None
        self.table_focus = min(self.table_focus, len(order) - 1)
        return order[self.table_focus]

    def _show_play_button(self) -> None:
        """Above the player's name while a hand card is selected: click it to play the selection."""
        if self.selected_card is None or self.layout_ is None:
            self.play_button.hide()
            return
        detail = card_title(self.selected_card)
        take = self.choice.current_option if self.choice else self.selected_take
        if take:
            detail = translate("TableView", "{card} takes {cards}").format(card=detail, cards=cards_title(take))
        title = translate("TableView", "Take") if self.choice else translate("TableView", "Play")
        self.play_button.configure(self.layout_.play_button, title, detail, True, stacked=True)
        self.play_button.show()

    def hand_ids(self) -> list[str]:
        return list(self.hand.order)

    def select_card(self, card_id: str | None) -> None:
        self.selected_card, self.selected_take, self.choice = card_id, [], None
        self._mark_selection()

    def toggle_take(self, card_id: str) -> None:
        if card_id in self.selected_take:
            self.selected_take.remove(card_id)
        else:
            self.selected_take.append(card_id)
        self._mark_selection()

    def play_selection(self) -> None:
        """Play the selected hand card with the selected table cards (Enter, or the Play button)."""
        if self.selected_card is None:
            self.controller.refuse(
                translate("TableView", "Choose a card from your hand first (click it, or press 1-3)."))
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
        item = self.hand.items.get(card_id)
        if item is None:
            return
        item.setZValue(Z_HAND)
        if not self.animator.enabled or self.animator.is_running():
            item.setPos(item.home)
        else:
            self.animator.run(self.animator.slide(item, item.home, RETURN_MS))

    def _choose(self, card_id: str, options: list[list[str]]) -> None:
        """Show the sets a card may take on the table cards themselves: click one (or
        cycle with Tab or the arrows and press Enter); Esc or a click elsewhere cancels."""
        self._glide_home(card_id)
        self.selected_card, self.selected_take = card_id, []
        self.choice = Choice(card_id, options)
        self._mark_selection()
        self.prompt.emit(translate(
            "TableView", "{card} can take more than one set: click the set to take, or choose it with Tab and Enter.")
            .format(card=card_title(card_id)))

    def cancel_choice(self) -> None:
        if self.choice is not None:
            self.choice = None
            self.clear_selection()

    def _take_choice(self, take: list[str]) -> None:
        choice, self.choice = self.choice, None
        assert choice is not None
        self._play(choice.card, take)

    # Mouse: drag a hand card onto the table, or click to select ----------------------------------------

    def _card_at(self, pos: QPointF, exclude: CardItem | None = None) -> CardItem | None:
        """The hand or table card at ``pos`` (not a back, a pile or a card in flight)."""
        held = {id(item) for item in [*self.hand.items.values(), *self.table.items.values()]}
        for item in self.items(pos):
            if isinstance(item, CardItem) and item is not exclude and id(item) in held:
                return item
        return None

    def _on_felt(self, pos: QPointF) -> bool:
        return self.layout_ is not None and self.layout_.felt.adjusted(-10, -10, 10, 10).contains(pos)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or not self.controller.in_match():
            return
        self.finish_animation()
        pos = event.scenePos()
        item = self._card_at(pos)
        if item is not None and item.card_id in self.hand.items:
            self._press = (item, pos - item.pos())
            self._dragging = False
        else:
            self._press = None

    def _hover(self, pos: QPointF) -> None:
        """On the player's turn the hand card under the pointer rises a little, ready to be taken."""
        item = self._card_at(pos)
        if item is not None and (item.card_id not in self.hand.items or not self.controller.is_human_turn()):
            item = None
        if item is self._hovered:
            return
        if self._hovered is not None and self._hovered.scene() is not None:
            self._hovered.setPos(self._hovered.home)
        self._hovered = item
        if item is not None and not self.animator.is_running():
            item.setPos(item.home - QPointF(0, item.height * 0.06))

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        pos = event.scenePos()
        if self._press is None:
            self._hover(pos)
            return
        item, offset = self._press
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
        if target is not None and target.card_id in self.table.items:
            options = [o for o in options if target.card_id in o] or options
        lit = {name for option in options for name in option}
        for card_id, card in self.table.items.items():
            card.set_mark(Mark.WOULD_TAKE if card_id in lit else Mark.NONE)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        pos = event.scenePos()
        press, dragging = self._press, self._dragging
        self._press, self._dragging = None, False
        if press is not None and dragging:
            self._drop(press[0], pos)
            return
        item = self._card_at(pos)
        on_button = self.play_button.isVisible() and self.play_button.sceneBoundingRect().contains(pos)
        if self.choice is not None and (on_button or (item is not None and item.card_id in self.table.items)):
            self._click_choice(None if on_button else item.card_id)  # type: ignore[union-attr]
        elif on_button:
            self.play_selection()
        elif item is None:
            self.clear_selection()
        elif item.card_id in self.hand.items:
            self.select_card(None if self.selected_card == item.card_id else item.card_id)
        elif item.card_id in self.table.items and self.selected_card is not None:
            self.toggle_take(item.card_id)

    def _click_choice(self, table_card: str | None) -> None:
        """A click while a choice is shown: on the Play button, the set in view; on a table card, its set."""
        assert self.choice is not None
        take = self.choice.current_option if table_card is None else self.choice.click(table_card)
        if take is not None:
            self._take_choice(take)
        else:
            self._mark_selection()

    def _drop(self, item: CardItem, pos: QPointF) -> None:
        card_id = item.card_id
        assert card_id is not None
        self._mark_selection()
        if not self._on_felt(pos):
            self.controller.refuse(translate("TableView", "Drop the card on the table in the middle."))
            self._glide_home(card_id)
            return
        if not self.controller.is_human_turn():
            self._play(card_id, [])  # refused by the controller, which says whose turn it is
            return
        options = self.controller.options_for(card_id)
        target = self._card_at(pos, exclude=item)
        on_card = target.card_id if target is not None and target.card_id in self.table.items else None
        if options == [[]] or on_card is None:
            self._play(card_id, [])  # laying it: refused with the reason when it must take
            return
        containing = [o for o in options if on_card in o]
        if len(containing) > 1:
            self._choose(card_id, containing)
        else:
            self._play(card_id, containing[0] if containing else [on_card])

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        item = self._card_at(event.scenePos())
        if item is None or item.card_id not in self.hand.items:
            return
        options = self.controller.options_for(item.card_id)
        if len(options) == 1:
            self._play(item.card_id, options[0])
        else:
            self.controller.refuse(
                translate("TableView", "{card} can take in more than one way: drop it on the card you want.")
                .format(card=card_title(item.card_id)))

    # Keyboard: 1-9 or arrows choose a hand card, Tab goes to the table and back, arrows move along
    # it, Space takes a table card into the capture or leaves it, Enter plays, Esc cancels ----------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        handled = self._choice_key(key) if self.choice is not None else self._play_key(key)
        if handled:
            event.accept()
        else:
            event.ignore()

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab and Shift+Tab: QGraphicsScene handles them here, not in keyPressEvent."""
        key = Qt.Key.Key_Tab if next else Qt.Key.Key_Backtab
        return self._choice_key(key) if self.choice is not None else self._play_key(key)

    def _choice_key(self, key: int) -> bool:
        """While the sets of a capture are shown: Tab and the arrows go through them,
        1-9 or Enter take one, Esc cancels."""
        choice = self.choice
        assert choice is not None
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Right, Qt.Key.Key_Down):
            choice.cycle(1)
        elif key in (Qt.Key.Key_Backtab, Qt.Key.Key_Left, Qt.Key.Key_Up):
            choice.cycle(-1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self._take_choice(choice.current_option)
            return True
        elif Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            take = choice.pick(key - Qt.Key.Key_1)
            if take is not None:
                self._take_choice(take)
            return True
        elif key == Qt.Key.Key_Escape:
            self.cancel_choice()
            return True
        else:
            return False
        self._mark_selection()
        return True

    def _play_key(self, key: int) -> bool:
        hand = self.hand_ids()
        on_table = self.table_focus is not None and bool(self.table.order)
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9 or key == Qt.Key.Key_0:
            index = 9 if key == Qt.Key.Key_0 else key - Qt.Key.Key_1
            if index < len(hand):
                self.select_card(hand[index])
        elif key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab, Qt.Key.Key_Up, Qt.Key.Key_Down):
            to_table = not on_table if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) else key == Qt.Key.Key_Up
            self.table_focus = (self.table_focus or 0) if to_table and self.table.order else None
            self._mark_selection()
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = 1 if key == Qt.Key.Key_Right else -1
            if on_table:
                assert self.table_focus is not None
                self.table_focus = (self.table_focus + step) % len(self.table.order)
                self._mark_selection()
            elif hand:
                current = hand.index(self.selected_card) if self.selected_card in hand else (-1 if step > 0 else 0)
                self.select_card(hand[(current + step) % len(hand)])
        elif key == Qt.Key.Key_Space and on_table:
            if self.selected_card is None:
                self.controller.refuse(
                    translate("TableView", "Choose a card from your hand first (click it, or press 1-3)."))
            else:
                focused = self._focused_table_card()
                assert focused is not None
                self.toggle_take(focused)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.play_selection()
        elif key == Qt.Key.Key_Escape:
            if self._press is not None and self._dragging:  # put the dragged card back
                card_id = self._press[0].card_id
                self._press, self._dragging = None, False
                if card_id is not None:
                    self._glide_home(card_id)
            self.clear_selection()
        else:
            return False
        return True
