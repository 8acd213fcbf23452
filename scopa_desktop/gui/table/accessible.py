"""The table as a screen reader (Orca, NVDA, VoiceOver) meets it: the view's
accessible object has one child for each card of the player's hand and of the
table, each opponent's hand, each capture pile and the stock, named in the
window's language (``spoken``).  A hand card's default action plays it as its
number key and Enter do, a table card's toggles it into the capture as Space
does, and the card the keyboard is on is the accessible focus.

Qt asks ``factory`` for the view's interface once accessibility is active.  The
children are ``QAccessibleWidget``s of the view that override what they say and
do: PySide6 cannot hand Qt a bare ``QAccessibleInterface`` with actions (its
``interface_cast`` returns no pointer from Python), while ``QAccessibleWidget``
carries its action interface in C++.  One child object lasts for each part of
the table (at most the 40 cards, the seats, the sides and the stock), so Qt's
cache of them stays small and no object is ever deleted under a screen reader."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QRect, QRectF
from PySide6.QtGui import QAccessible, QAccessibleActionInterface, QAccessibleEvent, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsView

from ..game_model import player_seat
from .scene import TableScene
from .spoken import (
    Selection,
    card_list,
    hand_card_name,
    hand_name,
    pile_words,
    stock_name,
    table_card_name,
)

# A part of the table: ("hand", card), ("table", card), ("seat", seat), ("pile", side), ("stock", 0).
Part = tuple[str, int]
CARD_PLACES = ("hand", "table")

PRESS = QAccessibleActionInterface.pressAction()
TOGGLE = QAccessibleActionInterface.toggleAction()
SET_FOCUS = QAccessibleActionInterface.setFocusAction()


def board_of(view: QGraphicsView) -> TableScene:
    scene = view.scene()
    assert isinstance(scene, TableScene)
    return scene


def parts(board: TableScene) -> list[Part]:
    """The parts of the table in reading order: my hand, the table, the other hands, the piles, the stock."""
    snap = board.snapshot
    if snap is None:
        return []
    found: list[Part] = [("hand", card) for card in board.hand.order]
    found += [("table", card) for card in board.table.order]
    found += [("seat", seat) for seat in range(snap.players) if seat != snap.human_seat]
    found += [("pile", team) for team in range(len(snap.pile_counts))]
    found.append(("stock", 0))
    return found


def played_here(board: TableScene) -> bool:
    """Whether the bottom hand is played at this window: not where every hand lies face up (a review,
    a watched match), where a card is only chosen to hear what it would take."""
    return board.snapshot is not None and not board.snapshot.open_hands


def selection(board: TableScene) -> Selection:
    card = board.selected_card
    options = board.controller.options_for(card) if card is not None and board.controller.in_match() else []
    return Selection(card, tuple(board.selected_take), options, board.choice)


def part_name(board: TableScene, part: Part) -> str:
    """What a screen reader says for ``part``."""
    kind, key = part
    snap = board.snapshot
    assert snap is not None
    game = board.controller
    player = player_seat(game)  # "you": the bottom hand is someone else's in a review from another seat, or watched
    if kind == "hand":
        owner = None if snap.human_seat == player else game.seat_name(snap.human_seat)
        return hand_card_name(key, board.hand.order, selection(board), owner)
    if kind == "table":
        return table_card_name(key, board.table.order, selection(board), played_here(board))
    if kind == "seat":
        seat = key
        name = hand_name(None if seat == player else game.seat_name(seat), snap.hand_sizes[seat])
        if snap.open_hands:  # a review shows every hand face up: so does its reading
            name += ": " + card_list(snap.open_hands[seat])
        return name
    if kind == "pile":
        return pile_words(snap, game, key, player)
    return stock_name(snap.stock)


def focus_part(board: TableScene) -> Part | None:
    """Where the keyboard is: the table card it is on, else the selected hand card."""
    focused = board.focused_table_card()
    if focused is not None:
        return ("table", focused)
    if board.selected_card is not None and board.selected_card in board.hand.items:
        return ("hand", board.selected_card)
    return None


def part_rect(view: QGraphicsView, part: Part) -> QRect:
    """Where ``part`` is on the screen."""
    board = board_of(view)
    kind, key = part
    rect = QRectF()
    if kind in CARD_PLACES:
        item = board.cards.get(key)
        rect = item.sceneBoundingRect() if item is not None else rect
    elif kind == "seat" and key in board.plates:
        rect = board.plates[key].rect
    elif board.layout_ is not None and kind == "pile" and key in board.layout_.piles:
        width = board.layout_.pile_width
        rect = QRectF(board.layout_.piles[key], board.layout_.piles[key]).adjusted(0, 0, width, width * 1.6)
    elif board.layout_ is not None and kind == "stock":
        width = board.layout_.card_width
        rect = QRectF(board.layout_.stock, board.layout_.stock).adjusted(0, 0, width, width * 1.6)
    if rect.isEmpty():
        return QRect()
    on_view = view.mapFromScene(rect).boundingRect()
    return QRect(view.viewport().mapToGlobal(on_view.topLeft()), on_view.size())


def card_description(place: str, played: bool) -> str:
    """What a card of the hand or the table does when acted on; where nobody plays at this window (``played``
    False) a hand card is only chosen, to hear what it would take, and never offered as played."""
    translate = QCoreApplication.translate
    if place == "hand" and played:
        return translate("Accessible", "Press to play this card with the capture chosen.")
    if place == "hand":
        return translate("Accessible", "Nobody plays at this window: choose this card to hear what it would take.")
    if played:
        return translate("Accessible", "Toggle to take this card into the capture or leave it.")
    return translate("Accessible", "Toggle to try this card in the capture of the chosen card, or leave it.")


class PartAccessible(QAccessibleWidget):
    """One part of the table for a screen reader: its name, role, state and actions."""

    def __init__(self, table: TableAccessible, part: Part) -> None:
        super().__init__(table.view, QAccessible.Role.StaticText)
        self.table = table
        self.part = part

    # Not the view's own object: Qt keeps this child in its cache by id alone.
    def object(self) -> None:  # type: ignore[override]
        return None

    def isValid(self) -> bool:
        return shiboken6.isValid(self.table) and self.table.isValid()  # not once the view is gone

    def parent(self) -> QAccessibleInterface:
        return self.table

    def childCount(self) -> int:
        return 0

    def child(self, index: int) -> None:  # type: ignore[override]
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def childAt(self, x: int, y: int) -> None:  # type: ignore[override]
        return None

    def focusChild(self) -> None:  # type: ignore[override]
        return None

    def role(self) -> QAccessible.Role:
        kind = self.part[0]
        if kind == "hand":
            return QAccessible.Role.Button if played_here(board_of(self.table.view)) else QAccessible.Role.ListItem
        return QAccessible.Role.CheckBox if kind == "table" else QAccessible.Role.StaticText

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        board = board_of(self.table.view)
        kind, key = self.part
        if kind in CARD_PLACES:
            state.focusable = True
            state.focused = self.table.view.hasFocus() and focus_part(board) == self.part
            state.selectable = True
            state.selected = key == board.selected_card or key in board.selected_take
        if kind == "table":
            state.checkable = True
            state.checked = key in board.selected_take
        else:
            state.readOnly = kind not in CARD_PLACES
        return state

    def rect(self) -> QRect:
        return part_rect(self.table.view, self.part)

    def text(self, kind: QAccessible.Text) -> str:
        if self.part not in parts(board_of(self.table.view)):
            return ""
        if kind == QAccessible.Text.Name:
            return part_name(board_of(self.table.view), self.part)
        if kind == QAccessible.Text.Description and self.part[0] in CARD_PLACES:
            return card_description(self.part[0], played_here(board_of(self.table.view)))
        return ""

    def actionNames(self) -> list[str]:
        kind = self.part[0]
        if kind == "hand":
            return [PRESS, SET_FOCUS] if played_here(board_of(self.table.view)) else [SET_FOCUS]
        return [TOGGLE] if kind == "table" else []

    def doAction(self, name: str) -> None:
        board = board_of(self.table.view)
        kind, key = self.part
        if self.part not in parts(board):
            return
        if kind == "hand" and name == PRESS:
            board.play_card(key)
        elif kind == "hand" and name == SET_FOCUS:
            board.select_card(key)
        elif kind == "table" and name == TOGGLE:
            board.take_or_leave(key)

    def keyBindingsForAction(self, name: str) -> list[str]:
        """The keys that do the same: a card's number chooses it, Enter plays it, Space takes a table card."""
        kind, key = self.part
        hand = board_of(self.table.view).hand.order
        if kind == "hand" and name == SET_FOCUS and key in hand and hand.index(key) < 10:
            return [str((hand.index(key) + 1) % 10)]
        if kind == "hand" and name == PRESS:
            return ["Return"]
        return ["space"] if kind == "table" and name == TOGGLE else []


class TableAccessible(QAccessibleWidget):
    """The view as a screen reader sees it: the table's parts as its children."""

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view, QAccessible.Role.Grouping)
        self.view = view
        self._parts: dict[Part, PartAccessible] = {}

    def interface_for(self, part: Part) -> PartAccessible:
        made = self._parts.get(part)
        if made is None:
            made = self._parts[part] = PartAccessible(self, part)
        return made

    def childCount(self) -> int:
        return len(parts(board_of(self.view)))

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        found = parts(board_of(self.view))
        return self.interface_for(found[index]) if 0 <= index < len(found) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        found = parts(board_of(self.view))
        part = getattr(child, "part", None)
        return found.index(part) if part in found else -1

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        part = focus_part(board_of(self.view))
        return self.interface_for(part) if part is not None else None

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        for part in parts(board_of(self.view)):
            if part_rect(self.view, part).contains(x, y):
                return self.interface_for(part)
        return None

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return QCoreApplication.translate("Accessible", "Card table")
        if kind == QAccessible.Text.Description:
            # What the felt says while it has no game on it (a network table waiting for its players), the
            # announcer's live status on a Qt without announcements (``Announcer.announce``), else the keys.
            keys = self._keys() + " " + QCoreApplication.translate(
                "Accessible", "Ctrl+Tab goes on to the window's other controls.")
            return board_of(self.view).felt_words() or self.view.accessibleDescription() or keys
        return super().text(kind)


    def _keys(self) -> str:
        """What the table holds and what its keys do: a watched or reviewed table plays nothing."""
        if played_here(board_of(self.view)):
            return QCoreApplication.translate(
                "Accessible", "Your hand, the table cards, the other hands, the capture piles and the stock. "
                "Number keys or the arrows choose a card, Tab goes to the table cards, Space takes one, Enter plays. "
                "F2 reads the whole position.")
        return QCoreApplication.translate(
            "Accessible", "Every hand face up, the table cards, the capture piles and the stock. A card chosen "
            "says what it would take; nothing is played from here. F2 reads the whole position.")


def factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    """Qt's question for every object a screen reader meets: the table's view gets its own interface."""
    if isinstance(obj, QGraphicsView) and isinstance(obj.scene(), TableScene):
        return TableAccessible(obj)
    return None


_installed = {"factory": False}


def install_factory() -> None:
    """Let Qt ask ``factory`` (once per process)."""
    if not _installed["factory"]:
        QAccessible.installFactory(factory)
        _installed["factory"] = True


class TableAccessibility(QObject):
    """Tells the screen reader what changed on the table: the part the keyboard moved to (the
    accessible focus), the names that changed (a card selected, taken into the capture, a pile
    grown) and the parts that came and went."""

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view)
        install_factory()
        self.view = view
        self._focus: Part | None = None
        self._names: dict[Part, str] = {}
        board_of(view).marksChanged.connect(self.notify)

    def interface(self) -> TableAccessible | None:
        found = QAccessible.queryAccessibleInterface(self.view)
        return found if isinstance(found, TableAccessible) else None

    def notify(self) -> None:
        if not QAccessible.isActive():
            return
        table = self.interface()
        if table is None:
            return
        board = board_of(self.view)
        names = {part: part_name(board, part) for part in parts(board)}
        gone = QAccessible.Event.ObjectDestroyed
        for part in self._names.keys() - names.keys():
            QAccessible.updateAccessibility(QAccessibleEvent(table.interface_for(part), gone))
        for part, name in names.items():
            if part not in self._names:
                event = QAccessible.Event.ObjectCreated
            elif self._names[part] != name:
                event = QAccessible.Event.NameChanged
            else:
                continue
            QAccessible.updateAccessibility(QAccessibleEvent(table.interface_for(part), event))
        self._names = names
        focus = focus_part(board)
        if focus != self._focus and focus is not None and self.view.hasFocus():
            QAccessible.updateAccessibility(QAccessibleEvent(table.interface_for(focus), QAccessible.Event.Focus))
        self._focus = focus
