"""Alt and a letter reaches every field of a dialog, as KDE's KAcceleratorManager does it for
every KDE dialog: each label of a field (its buddy), check box, radio button, group box and push
button shown in a window gets a letter of its own, underlined in its text.

A letter written in the text with "&" (Qt's mark, "&&" for an "&" shown) is kept; of two on one
letter the later one is given another.  Every other text gets the first letter of one of its
words where one is free, else another of its letters; a text with no letter free gets none.
Letters are given as the window is shown, when one of those widgets appears in it (a larger
table's seats), and when its texts change language (Qt's own buttons, Cancel and the like, say
themselves again then).  A letter given stays, unless a text appearing has no other free, and
then the fewest letters move."""

from __future__ import annotations

from PySide6 import QtGui
from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QPushButton,
    QRadioButton,
    QWidget,
)

MARK = "&"
#: Dynamic properties of a widget given a letter: the text as its code wrote it, and as written with the letter.
SOURCE_PROPERTY = "acceleratorSource"
WRITTEN_PROPERTY = "acceleratorWritten"
#: The least width given a label for its underlined letter (``_room_for_the_mark``).
ROOM_PROPERTY = "acceleratorRoom"
#: The kinds of widget that take a letter (a label only with a buddy, which its letter reaches).
LETTERED = (QLabel, QPushButton, QCheckBox, QRadioButton, QGroupBox)


def plain_text(text: str) -> str:
    """``text`` as it is shown and as a screen reader says it: Qt's mark before a letter left out,
    "&&" one "&"."""
    return _parse(text)[0]


def _parse(text: str) -> tuple[str, int | None]:
    """``text`` shown, and where in it the letter marked with "&" stands (the first, as Qt reads it)."""
    shown: list[str] = []
    marked: int | None = None
    index = 0
    while index < len(text):
        if text[index] == MARK and index + 1 < len(text):
            if text[index + 1] != MARK and marked is None:
                marked = len(shown)
            shown.append(text[index + 1])
            index += 2
        else:
            if text[index] != MARK:  # a last lone mark marks nothing and shows nothing
                shown.append(text[index])
            index += 1
    return "".join(shown), marked


def _marked(shown: str, position: int | None) -> str:
    """``shown`` written for Qt: each "&" doubled, the letter at ``position`` marked."""
    if position is None:
        return shown.replace(MARK, MARK * 2)
    return shown[:position].replace(MARK, MARK * 2) + MARK + shown[position:].replace(MARK, MARK * 2)


def _wishes(shown: str, first: int | None) -> list[tuple[str, int]]:
    """The letters of ``shown`` a mark may go on, best first, each once (its best place): the one at
    ``first`` (the letter it had), then each word's first letter, then the others."""
    starts = [i for i, char in enumerate(shown) if char.isalpha() and (i == 0 or not shown[i - 1].isalpha())]
    others = [i for i, char in enumerate(shown) if char.isalpha() and i not in starts]
    order = ([first] if first is not None and shown[first:first + 1].isalpha() else []) + starts + others
    wishes: dict[str, int] = {}
    for position in order:
        wishes.setdefault(shown[position].lower(), position)
    return list(wishes.items())


def _choose(wishes: list[list[tuple[str, int]]], taken: set[str]) -> list[int | None]:
    """For each text's wishes, the place of a letter no other text has and not in ``taken``: each
    text its best free one in turn; then a text left without one takes another's letter where that
    one can move to a letter still free, by the fewest moves (a shortest augmenting path), so that
    as many texts as can have a letter and the fewest letters a person has seen change."""
    owner: dict[str, int] = {}
    chosen: list[int | None] = [None] * len(wishes)
    for text in range(len(wishes)):  # every text its best free letter first, in the window's order
        free = next(((letter, position) for letter, position in wishes[text]
                     if letter not in taken and letter not in owner), None)
        if free is not None:
            owner[free[0]], chosen[text] = text, free[1]
    for text in range(len(wishes)):
        if chosen[text] is None:
            _move_to_free_letters(text, wishes, taken, owner, chosen)
    return chosen


def _move_to_free_letters(needy: int, wishes: list[list[tuple[str, int]]], taken: set[str],
                          owner: dict[str, int], chosen: list[int | None]) -> None:
    """Give ``needy`` a letter, each text on the way taking the next one's, to a free letter at the
    end; breadth first, so by the fewest moves.  Nothing changes where there is no such way."""
    came_from: dict[str, tuple[int, int]] = {}  # letter -> the text that would take it, at which place
    queue, seen_texts = [needy], {needy}
    for text in queue:
        for letter, position in wishes[text]:
            if letter in taken or letter in came_from:
                continue
            came_from[letter] = (text, position)
            holder = owner.get(letter)
            if holder is None:  # free: each text on the way takes the letter it reached
                while True:
                    taker, place = came_from[letter]
                    previous = next((old for old, who in owner.items() if who == taker), None)
                    owner[letter], chosen[taker] = taker, place
                    if taker == needy or previous is None:
                        return
                    letter = previous
            if holder not in seen_texts:
                seen_texts.add(holder)
                queue.append(holder)


def _text_of(widget: QWidget) -> str:
    if isinstance(widget, QGroupBox):
        return widget.title()
    return widget.text() if isinstance(widget, (QLabel, QAbstractButton)) else ""


def _write(widget: QWidget, source: str, text: str) -> None:
    """Show ``text`` on ``widget``, kept as written here for ``source`` (its code's own text)."""
    widget.setProperty(SOURCE_PROPERTY, source)
    widget.setProperty(WRITTEN_PROPERTY, text)
    if text == _text_of(widget):
        return
    if isinstance(widget, QGroupBox):
        widget.setTitle(text)
    elif isinstance(widget, (QLabel, QAbstractButton)):
        widget.setText(text)
    if isinstance(widget, QLabel):
        _room_for_the_mark(widget, text)


def _room_for_the_mark(label: QLabel, text: str) -> None:
    """Keep ``label`` as wide as ``text`` is drawn.  Qt shapes the underlined letter apart from its
    neighbours, without the kerning between them, while a label asks for its text's kerned width:
    laid out at that width, "Tavolo" with its T underlined lost the end of its "o"."""
    shown, position = _parse(text)
    metrics = label.fontMetrics()
    apart = 0 if position is None else sum(
        metrics.horizontalAdvance(piece) for piece in (shown[:position], shown[position], shown[position + 1:])
    ) - metrics.horizontalAdvance(shown)
    if label.property(ROOM_PROPERTY) == label.minimumWidth():  # the room given for an earlier text
        label.setMinimumWidth(0)
    if apart > 0 and not label.wordWrap():
        label.setMinimumWidth(label.sizeHint().width() + apart)
        label.setProperty(ROOM_PROPERTY, label.minimumWidth())


def _takes_a_letter(widget: QWidget) -> bool:
    if isinstance(widget, QLabel):  # a letter reaches a label's buddy; in a rich text the mark would be markup
        rich = widget.textFormat() == Qt.TextFormat.RichText or (
            widget.textFormat() == Qt.TextFormat.AutoText and QtGui.Qt.mightBeRichText(widget.text()))
        return widget.buddy() is not None and not rich
    return isinstance(widget, LETTERED)


def _rank(widget: QWidget) -> int:
    """Who chooses a letter first: a dialog's own buttons (OK on O, Cancel on C, in every dialog
    alike, as KDE's), then the fields, their labels and the other buttons in the window's order;
    a group box last, and it is the one left without where the letters run out (its letter only
    moves to its first field, which has its own)."""
    if isinstance(widget.parentWidget(), QDialogButtonBox):
        return 0
    return 2 if isinstance(widget, QGroupBox) else 1


def _lettered(window: QWidget) -> list[tuple[QWidget, str]]:
    """The widgets of ``window`` (not of a window inside it) that take a letter and are shown, in its
    order, each with its code's own text: the one it had before a letter was given here, while the
    text given is unchanged."""
    found = []
    for widget in window.findChildren(QWidget):
        if widget.window() is window and widget.isVisibleTo(window) and _takes_a_letter(widget):
            text, written = _text_of(widget), widget.property(WRITTEN_PROPERTY)
            found.append((widget, widget.property(SOURCE_PROPERTY) if written == text else text))
    return found


def give_accelerators(window: QWidget) -> None:
    """Give each widget shown in ``window`` that takes a letter one of its own (module docstring)."""
    lettered = _lettered(window)
    taken: set[str] = set()
    wishes: list[list[tuple[str, int]]] = []
    kept: list[int | None] = []
    for widget, source in lettered:
        shown, marked = _parse(source)
        letter = shown[marked].lower() if marked is not None else None
        if letter is not None and letter not in taken:  # its code's own letter, first come
            taken.add(letter)
            kept.append(marked)
            wishes.append([])
        else:
            text = _text_of(widget)  # given here with another letter than its code's: that one first again
            kept.append(None)
            wishes.append(_wishes(shown, _parse(text)[1] if text != source else None))
    chosen: list[int | None] = [None] * len(lettered)
    buttons = [index for index, (widget, _source) in enumerate(lettered) if _rank(widget) == 0]
    others = sorted((index for index in range(len(lettered)) if index not in buttons),
                    key=lambda index: _rank(lettered[index][0]))
    for group in (buttons, others):  # the buttons' letters first, never moved for another's
        for index, given in zip(group, _choose([wishes[index] for index in group], taken), strict=True):
            chosen[index] = given
            if given is not None:
                taken.add(_parse(lettered[index][1])[0][given].lower())
    for (widget, source), mark, given in zip(lettered, kept, chosen, strict=True):
        _write(widget, source, _marked(_parse(source)[0], mark if mark is not None else given))


class _AcceleratorKeeper(QObject):
    """Gives its window's letters again as the window shows, as a widget taking one appears in it,
    and once its widgets have said their texts in a new language.  It keeps nothing in Python: its
    window is its parent and its timer its child, as a closing window may still send it events after
    Python has cleared what it held (a networked table's window, closed after its Leave question)."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        again = QTimer(self)  # widgets appear by the dozen as a window shows: one pass for them all
        again.setSingleShot(True)
        again.setInterval(0)
        again.timeout.connect(self.give)
        window.installEventFilter(self)

    def give(self) -> None:
        window = self.parent()
        if not isinstance(window, QWidget):
            return
        give_accelerators(window)
        for widget in window.findChildren(QWidget):  # hidden ones too: they may be shown later
            if widget.window() is window and _takes_a_letter(widget):
                widget.installEventFilter(self)  # once: installing it again only moves it first

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() not in (QEvent.Type.Show, QEvent.Type.LanguageChange):
            return False
        window, again = self.parent(), self.findChild(QTimer)
        if watched is window and event.type() == QEvent.Type.Show:
            self.give()  # before the window is painted
        elif again is not None and (event.type() == QEvent.Type.Show or watched is window):
            # A language change reaches the window before its widgets say their new texts.
            again.start()
        return False


def manage_accelerators(window: QWidget) -> None:
    """Give ``window``'s widgets their letters whenever it is shown, one appears in it or its texts
    change language (module docstring).  Qt tells of no other change of a text: a window that
    changes one while it is open calls ``give_accelerators`` after."""
    _AcceleratorKeeper(window)
