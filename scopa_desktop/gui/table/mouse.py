"""What the mouse does on the table: drag a hand card onto the table (lighting what it
would take on the way), or click a hand card and the table cards it takes, then the
Play button; a double click plays a card that has one way to play.  The scene passes
its mouse events here."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtWidgets import QApplication, QGraphicsSceneMouseEvent

from ..words import card_title
from .card_item import CardItem, Mark
from .choreography import Z_DRAGGED

if TYPE_CHECKING:
    from .scene import TableScene

translate = QCoreApplication.translate  # in the context "TableView": the table's texts before it became a package


class TableMouse:
    """The mouse on ``scene``: the card pressed, whether it is being dragged, the card hovered."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.hovered: CardItem | None = None
        self._press: tuple[CardItem, QPointF] | None = None  # the hand card pressed, and where on it
        self._dragging = False

    def card_at(self, pos: QPointF, exclude: CardItem | None = None) -> CardItem | None:
        """The hand or table card at ``pos`` (not a back, a pile or a card in flight)."""
        scene = self.scene
        held = {id(item) for item in [*scene.hand.items.values(), *scene.table.items.values()]}
        for item in scene.items(pos):
            if isinstance(item, CardItem) and item is not exclude and id(item) in held:
                return item
        return None

    def _on_felt(self, pos: QPointF) -> bool:
        layout = self.scene.layout_
        return layout is not None and layout.felt.adjusted(-10, -10, 10, 10).contains(pos)

    def press(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = self.scene
        scene.selection.show_cue(False)  # the mouse is playing: no keyboard ring
        if event.button() != Qt.MouseButton.LeftButton or not scene.controller.in_match():
            return
        scene.finish_animation()
        pos = event.scenePos()
        item = self.card_at(pos)
        if item is not None and item.card_id in scene.hand.items:
            self._press = (item, pos - item.pos())
            self._dragging = False
        else:
            self._press = None

    def _hover(self, pos: QPointF) -> None:
        """On the player's turn the hand card under the pointer rises a little, ready to be taken."""
        scene = self.scene
        item = self.card_at(pos)
        if item is not None and (item.card_id not in scene.hand.items or not scene.controller.is_human_turn()):
            item = None
        if item is self.hovered:
            return
        if self.hovered is not None and self.hovered.scene() is not None:
            self.hovered.setPos(self.hovered.home)
        self.hovered = item
        if item is not None and not scene.animator.is_running():
            item.setPos(item.home - QPointF(0, item.height * 0.06))

    def move(self, event: QGraphicsSceneMouseEvent) -> None:
        pos = event.scenePos()
        if self._press is None:
            self._hover(pos)
            return
        item, offset = self._press
        if not self._dragging:
            if (pos - offset - item.pos()).manhattanLength() < QApplication.startDragDistance():
                return
            self._dragging = True
            self.scene.selection.clear()
            item.setZValue(Z_DRAGGED)
        item.setPos(pos - offset)
        self._light_takes(item, pos)

    def _light_takes(self, item: CardItem, pos: QPointF) -> None:
        """Light the table cards the dragged card would take if dropped here."""
        assert item.card_id is not None
        table = self.scene.table
        options = self.scene.controller.options_for(item.card_id)
        target = self.card_at(pos, exclude=item)
        if target is not None and target.card_id in table.items:
            options = [o for o in options if target.card_id in o] or options
        lit = {name for option in options for name in option}
        for card_id, card in table.items.items():
            card.set_mark(Mark.WOULD_TAKE if card_id in lit else Mark.NONE)

    def release(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        scene, selection = self.scene, self.scene.selection
        pos = event.scenePos()
        press, dragging = self._press, self._dragging
        self._press, self._dragging = None, False
        if press is not None and dragging:
            self._drop(press[0], pos)
            return
        item = self.card_at(pos)
        on_button = scene.play_button.isVisible() and scene.play_button.sceneBoundingRect().contains(pos)
        if selection.choice is not None and (on_button or (item is not None and item.card_id in scene.table.items)):
            selection.click_choice(None if on_button else item.card_id)  # type: ignore[union-attr]
        elif on_button:
            selection.play_selection()
        elif item is None:
            selection.clear()
        elif item.card_id in scene.hand.items:
            selection.select(None if selection.card == item.card_id else item.card_id)
        elif item.card_id in scene.table.items and selection.card is not None:
            selection.toggle(item.card_id)

    def _drop(self, item: CardItem, pos: QPointF) -> None:
        scene, selection = self.scene, self.scene.selection
        card_id = item.card_id
        assert card_id is not None
        selection.mark()
        if not self._on_felt(pos):
            scene.controller.refuse(translate("TableView", "Drop the card on the table in the middle."))
            selection.glide_home(card_id)
            return
        if not scene.controller.is_human_turn():
            selection.play(card_id, [])  # refused by the controller, which says whose turn it is
            return
        options = scene.controller.options_for(card_id)
        target = self.card_at(pos, exclude=item)
        on_card = target.card_id if target is not None and target.card_id in scene.table.items else None
        if options == [[]] or on_card is None:
            selection.play(card_id, [])  # laying it: refused with the reason when it must take
            if options != [[]]:
                selection.show_must_capture(item, options)
            return
        containing = [o for o in options if on_card in o]
        if len(containing) > 1:
            selection.choose(card_id, containing)
        else:
            selection.play(card_id, containing[0] if containing else [on_card])

    def double_click(self, event: QGraphicsSceneMouseEvent) -> None:
        item = self.card_at(event.scenePos())
        if item is None or item.card_id not in self.scene.hand.items:
            return
        options = self.scene.controller.options_for(item.card_id)
        if len(options) == 1:
            self.scene.selection.play(item.card_id, options[0])
        else:
            self.scene.controller.refuse(
                translate("TableView", "{card} can take in more than one way: drop it on the card you want.")
                .format(card=card_title(item.card_id)))

    def cancel_drag(self) -> None:
        """Esc while a card is dragged: it goes back to the hand."""
        if self._press is not None and self._dragging:
            card_id = self._press[0].card_id
            self._press, self._dragging = None, False
            if card_id is not None:
                self.scene.selection.glide_home(card_id)
