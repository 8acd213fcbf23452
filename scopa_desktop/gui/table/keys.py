"""What the keys do on the table: 1-9 or the arrows choose a hand card, Tab goes to the
table and back, the arrows move along it, Space takes a table card into the capture or
leaves it, Enter plays, Esc cancels; while the sets of a capture are shown, Tab and the
arrows go through them.  The scene passes its keys here."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

if TYPE_CHECKING:
    from .scene import TableScene


class TableKeys:
    """The keyboard on ``scene``: it moves the selection's keyboard place and plays through it."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene

    def key(self, key: int) -> bool:
        """A key on the table; one it acts on shows where the keyboard is from now on."""
        selection = self.scene.selection
        shown, selection.keyboard_cue = selection.keyboard_cue, True
        handled = self._choice_key(key) if selection.choice is not None else self._play_key(key, shown)
        selection.keyboard_cue = shown or handled
        selection.mark()
        return handled

    def _choice_key(self, key: int) -> bool:
        """While the sets of a capture are shown: Tab and the arrows go through them,
        1-9 or Enter take one, Esc cancels."""
        selection = self.scene.selection
        choice = selection.choice
        assert choice is not None
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Right, Qt.Key.Key_Down):
            choice.cycle(1)
        elif key in (Qt.Key.Key_Backtab, Qt.Key.Key_Left, Qt.Key.Key_Up):
            choice.cycle(-1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            selection.take_choice(choice.current_option)
            return True
        elif Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            take = choice.pick(key - Qt.Key.Key_1)
            if take is not None:
                selection.take_choice(take)
            return True
        elif key == Qt.Key.Key_Escape:
            selection.cancel_choice()
            return True
        else:
            return False
        selection.mark()
        return True

    def _play_key(self, key: int, ring_shown: bool) -> bool:
        """``ring_shown``: the keyboard's card was in view before this key (the arrows move from it)."""
        scene, selection = self.scene, self.scene.selection
        hand = scene.hand_ids()
        table_order = scene.table.order
        on_table = selection.table_focus is not None and bool(table_order)
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9 or key == Qt.Key.Key_0:
            index = 9 if key == Qt.Key.Key_0 else key - Qt.Key.Key_1
            if index < len(hand):
                selection.hand_focus = index
                selection.select(hand[index])
        elif key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab, Qt.Key.Key_Up, Qt.Key.Key_Down):
            to_table = not on_table if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) else key == Qt.Key.Key_Up
            selection.table_focus = (selection.table_focus or 0) if to_table and table_order else None
            if selection.table_focus is None and selection.card in hand:  # back on the hand: at the card chosen
                selection.hand_focus = hand.index(selection.card)
            selection.mark()
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = 1 if key == Qt.Key.Key_Right else -1
            if on_table:
                assert selection.table_focus is not None
                selection.table_focus = (selection.table_focus + step) % len(table_order)
                selection.mark()
            elif hand:
                if selection.card in hand:
                    current = hand.index(selection.card)
                elif ring_shown:
                    current = min(selection.hand_focus, len(hand) - 1)
                else:
                    current = -1 if step > 0 else 0
                selection.hand_focus = (current + step) % len(hand)
                selection.select(hand[selection.hand_focus])
        elif key == Qt.Key.Key_Space and on_table:
            focused = selection.focused_table_card()
            assert focused is not None
            selection.take_or_leave(focused)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if selection.card is None and ring_shown and selection.table_focus is None and hand:
                selection.select(hand[min(selection.hand_focus, len(hand) - 1)])  # the card the ring is on
            selection.play_selection()
        elif key == Qt.Key.Key_Escape:
            scene.mouse.cancel_drag()  # a card being dragged goes back
            selection.clear()
        else:
            return False
        return True
