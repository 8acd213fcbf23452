"""What the player has chosen on the table and where the keyboard is: the hand card
selected, the table cards chosen for it, the sets of a capture shown to pick from
(``Choice``), the card the keyboard is on, and a refused card's marks for a moment.
It marks them on the cards, words the Play button, and plays the selection through
the game, which alone says what a card may take."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRectF, QSizeF, QTimer

from ..game_model import Suggestion
from ..words import card_title, cards_title
from .card_item import CardItem, Mark
from .choice import Choice

if TYPE_CHECKING:
    from .scene import TableScene

MUST_CAPTURE_MS = 1500  # a card that must capture, dropped on the felt: it and its captures stay lit this long

translate = QCoreApplication.translate  # in the context "TableView": the table's texts before it became a package


def choose_first() -> str:
    """What a move without a hand card chosen is refused with, in the window's language."""
    return translate("TableView", "Choose a card from your hand first (click it, or press 1-3).")


class TableSelection:
    """The selection of ``scene``'s table, marked on its cards whenever it changes."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.card: int | None = None  # the hand card selected
        self.take: list[int] = []  # the table cards chosen for it
        self.choice: Choice | None = None  # a drop that left several captures, shown on the table
        self.table_focus: int | None = None  # the table card the keyboard is on (Tab moves there and back)
        self.hand_focus = 0  # the hand card the keyboard is on while it is on the hand
        # The keyboard's place shows (a ring on its card, a frame round its row) once the table has the
        # focus by Tab or a key, until a click or the focus leaves.
        self.keyboard_cue = False
        self._must_capture: dict[int, Mark] = {}  # a card that must capture, dropped on the felt, and its captures

    # Choosing -------------------------------------------------------------------------------------------

    def clear(self) -> None:
        self.card, self.take, self.choice = None, [], None
        self.mark()

    def select(self, card_id: int | None) -> None:
        self.card, self.take, self.choice = card_id, [], None
        self.mark()

    def toggle(self, card_id: int) -> None:
        if card_id in self.take:
            self.take.remove(card_id)
        else:
            self.take.append(card_id)
        self.mark()

    def show_hint(self, move: Suggestion) -> None:
        self.clear()
        cards = self.scene.cards
        for name in [move.card, *move.take]:
            if name in cards:
                cards[name].set_mark(Mark.HINT)

    def take_or_leave(self, card_id: int) -> None:
        """A table card into the capture or out of it (Space, or a screen reader's action on it); while the sets
        of a choice are shown, the set that holds it (as a click)."""
        if self.choice is not None:
            self.click_choice(card_id)
        elif self.card is None:
            self.scene.controller.refuse(choose_first())
        else:
            self.toggle(card_id)

    # Playing --------------------------------------------------------------------------------------------

    def play_card(self, card_id: int) -> None:
        """Play a hand card with what is chosen for it (a screen reader's action on it): as choosing it
        with its number key, then Enter; while its sets are shown, the set in view."""
        if self.choice is not None:
            if self.choice.card == card_id:
                self.take_choice(self.choice.current_option)
                return
            self.cancel_choice()
        if self.card != card_id:
            self.select(card_id)
        self.play_selection()

    def play_selection(self) -> None:
        """Play the selected hand card with the selected table cards (Enter, or the Play button)."""
        if self.card is None:
            self.scene.controller.refuse(choose_first())
            return
        card_id = self.card
        if self.take:
            self.play(card_id, list(self.take))
            return
        options = self.scene.controller.options_for(card_id)
        if len(options) == 1:
            self.play(card_id, options[0])
        else:
            self.choose(card_id, options)

    def play(self, card_id: int, take: list[int]) -> None:
        if not self.scene.controller.play(card_id, take):
            self.glide_home(card_id)

    def glide_home(self, card_id: int) -> None:
        item = self.scene.hand.items.get(card_id)
        if item is not None:
            self.scene.choreography.glide_home(item)

    def choose(self, card_id: int, options: list[list[int]]) -> None:
        """Show the sets a card may take on the table cards themselves: click one (or
        cycle with Tab or the arrows and press Enter); Esc or a click elsewhere cancels."""
        self.glide_home(card_id)
        self.card, self.take = card_id, []
        self.choice = Choice(card_id, options)
        self.mark()
        self.scene.prompt.emit(translate(
            "TableView", "{card} can take more than one set: click the set to take, or choose it with Tab and Enter.")
            .format(card=card_title(card_id)))

    def cancel_choice(self) -> None:
        if self.choice is not None:
            self.choice = None
            self.clear()

    def take_choice(self, take: list[int]) -> None:
        choice, self.choice = self.choice, None
        assert choice is not None
        self.play(choice.card, take)

    def click_choice(self, table_card: int | None) -> None:
        """A click while a choice is shown: on the Play button, the set in view; on a table card, its set."""
        assert self.choice is not None
        take = self.choice.current_option if table_card is None else self.choice.click(table_card)
        if take is not None:
            self.take_choice(take)
        else:
            self.mark()

    def show_must_capture(self, item: CardItem, options: list[list[int]]) -> None:
        """Say it on the table, not only in the status bar: the card shakes and is marked, and the
        captures it must make light up, for a moment."""
        assert item.card_id is not None
        self._must_capture = {item.card_id: Mark.REFUSED, **{card_id: Mark.WOULD_TAKE for option in options
                                                             for card_id in option}}
        self.mark()
        self.scene.choreography.shake(item)
        QTimer.singleShot(MUST_CAPTURE_MS, self.scene, self._end_must_capture)

    def _end_must_capture(self) -> None:
        self._must_capture = {}
        self.mark()

    # Where the keyboard is ----------------------------------------------------------------------------------

    def focused_hand_card(self) -> int | None:
        """The hand card the keyboard is on, while its place shows and it is on the hand."""
        order = self.scene.hand.order
        if not self.keyboard_cue or self.table_focus is not None or not order:
            return None
        self.hand_focus = min(self.hand_focus, len(order) - 1)
        return order[self.hand_focus]

    def focused_table_card(self) -> int | None:
        order = self.scene.table.order
        if self.table_focus is None or not order:
            return None
        self.table_focus = min(self.table_focus, len(order) - 1)
        return order[self.table_focus]

    def show_cue(self, shown: bool) -> None:
        if shown != self.keyboard_cue:
            self.keyboard_cue = shown
            self.mark()

    # Marks ----------------------------------------------------------------------------------------------

    def mark(self) -> None:
        """Outline what is selected, the sets of a choice (the one Enter takes brighter)
        and the table card the keyboard is on."""
        scene = self.scene
        current = set(self.choice.current_option) if self.choice else set()
        other_sets = self.choice.cards() - current if self.choice else set()
        for card_id, item in scene.cards.items():
            if card_id in current:
                item.set_mark(Mark.CHOICE)
            elif card_id in other_sets:
                item.set_mark(Mark.WOULD_TAKE)
            elif card_id == self.card or card_id in self.take:
                item.set_mark(Mark.SELECTED)
            else:
                item.set_mark(self._must_capture.get(card_id, Mark.NONE))
        focused = self.focused_table_card() if self.keyboard_cue else None
        for card_id, item in scene.table.items.items():
            item.set_focused(card_id == focused)
        in_hand = self.focused_hand_card()
        for card_id, item in scene.hand.items.items():
            item.set_focused(card_id == in_hand)
        self._show_row_cue()
        self._show_play_button()
        scene.marksChanged.emit()

    def _show_row_cue(self) -> None:
        """Frame the row the keyboard is on: the hand, or the table cards."""
        scene = self.scene
        on_table = self.table_focus is not None and bool(scene.table.order)
        pile = scene.table if on_table else scene.hand
        homes = [QRectF(item.home, QSizeF(item.width, item.height)) for item in pile.items.values()]
        if not self.keyboard_cue or not homes:
            scene.row_cue.hide()
            return
        around = homes[0]
        for rect in homes[1:]:
            around = around.united(rect)
        pad = max(6.0, homes[0].width() * 0.12)
        scene.row_cue.frame(around.adjusted(-pad, -pad, pad, pad), "table" if on_table else "hand")
        scene.row_cue.show()

    def _show_play_button(self) -> None:
        """Above the player's name while a hand card is selected: click it to play the selection."""
        button, layout = self.scene.play_button, self.scene.layout_
        if self.card is None or layout is None:
            button.hide()
            return
        title, detail = self._play_words(self.card)
        button.configure(layout.play_button, title, detail, True, stacked=True)
        button.show()

    def _play_words(self, card_id: int) -> tuple[str, str]:
        """What the Play button says will happen: the set chosen, else the one capture the card must
        make ("6 of Bastoni takes 6 of Denari"), else that it is laid, or that it has a choice."""
        card = card_title(card_id)
        take = self.choice.current_option if self.choice else self.take
        controller = self.scene.controller
        if not take and controller.in_match() and card_id in self.scene.hand.items:
            options = controller.options_for(card_id)
            if len(options) > 1:
                return translate("TableView", "Play"), translate("TableView", "{card}: choose what it takes").format(
                    card=card)
            take = options[0] if options else []
            if not take:
                return translate("TableView", "Lay"), translate("TableView", "{card} on the table").format(card=card)
        title = translate("TableView", "Take") if self.choice else translate("TableView", "Play")
        if not take:
            return title, card
        return title, translate("TableView", "{card} takes {cards}").format(card=card, cards=cards_title(take))
