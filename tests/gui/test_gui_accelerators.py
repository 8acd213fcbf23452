"""Alt and a letter in the dialogs (``gui/accelerators.py``): every labelled field, check box,
group box and button of a form dialog has a letter of its own in every language, the letter
moves the focus as a person's key press does, a screen reader hears the label's words without
Qt's "&", and texts that change while a dialog is open get their letters too."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest
from helpers_engine import play_randomly
from helpers_gui import make_settings, open_window
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAccessible, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from scopa_desktop.engine import Match, Rules
from scopa_desktop.gui.accelerators import manage_accelerators, plain_text
from scopa_desktop.gui.field_names import name_boxes_by_their_labels
from scopa_desktop.gui.language import LANGUAGES
from scopa_desktop.net.dnssd import LanFinder

ALT = Qt.KeyboardModifier.AltModifier
NAME = QAccessible.Text.Name


def new_game(folder: Path) -> QDialog:
    from scopa_desktop.gui.dialogs.new_game import NewGameDialog

    return NewGameDialog(make_settings(folder))


def settings_dialog(folder: Path) -> QDialog:
    from scopa_desktop.gui.dialogs.settings_dialog import SettingsDialog

    return SettingsDialog(make_settings(folder))


def host_table(folder: Path) -> QDialog:
    from scopa_desktop.gui.dialogs.host_table import HostDialog

    return HostDialog(make_settings(folder), "Anna")


def join_table(folder: Path) -> QDialog:
    from scopa_desktop.gui.dialogs.join_table import JoinDialog

    return JoinDialog("Bruno", finder=LanFinder(finders=[]))  # no network: the tables are not what is looked at


def play_online(folder: Path) -> QDialog:
    from scopa_desktop.gui.netplay.online import PlayOnlineDialog

    return PlayOnlineDialog(make_settings(folder))


FORM_DIALOGS = {"new game": new_game, "settings": settings_dialog, "host a table": host_table,
                "join a table": join_table, "play online": play_online}


def text_of(widget: QWidget) -> str:
    return widget.title() if isinstance(widget, QGroupBox) else widget.text()


def letter_of(text: str) -> str | None:
    """The letter Alt goes with, as Qt reads it from ``text``."""
    mnemonic = QKeySequence.mnemonic(text)
    return chr(mnemonic[0].key().value).lower() if not mnemonic.isEmpty() else None


def lettered(window: QWidget) -> list[QWidget]:
    """What a letter should reach in ``window``: each label of a field, check box, radio button,
    group box and push button it shows, not one of a window inside it."""
    return [widget for widget in window.findChildren(QWidget)
            if (isinstance(widget, (QCheckBox, QRadioButton, QGroupBox, QPushButton))
                or (isinstance(widget, QLabel) and widget.buddy() is not None))
            and widget.window() is window and widget.isVisibleTo(window) and plain_text(text_of(widget)).strip()]


def clashes(window: QWidget) -> list[str]:
    """Two texts on one letter, and a text left without a letter although one of its letters is free."""
    texts = [text_of(widget) for widget in lettered(window)]
    letters = Counter(letter_of(text) for text in texts if letter_of(text) is not None)
    found = [f"{letter!r} twice or more: {[t for t in texts if letter_of(t) == letter]}"
             for letter, count in letters.items() if count > 1]
    found += [f"{text!r} has no letter, though it could" for text in texts
              if letter_of(text) is None and any(c.isalpha() and c.lower() not in letters for c in plain_text(text))]
    return found


def unlettered(window: QWidget) -> list[str]:
    return [text_of(widget) for widget in lettered(window) if letter_of(text_of(widget)) is None]


def shown(qtbot, dialog: QWidget) -> QWidget:
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    return dialog


def press_alt(qtbot, window: QWidget, text: str) -> None:
    """Alt and the letter of ``text``, as a keyboard sends it to the window's focused field."""
    mnemonic = QKeySequence.mnemonic(text)
    assert not mnemonic.isEmpty(), f"{text!r} has no letter"
    focus = QApplication.focusWidget()
    qtbot.keyClick(focus if focus is not None and focus.window() is window else window, mnemonic[0].key(), ALT)


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("name", FORM_DIALOGS)
def test_every_field_and_button_of_a_form_dialog_has_a_letter_of_its_own(qtbot, tmp_path, speak, name, code):
    speak(code)
    dialog = shown(qtbot, FORM_DIALOGS[name](tmp_path))
    assert clashes(dialog) == []
    if name == "host a table" and code == "it":
        # Its 23 texts share 22 letters in Italian: the group boxes and one field go without (a group
        # box's letter only moves to its first field, which has a letter of its own).
        assert sorted(unlettered(dialog)) == ["Posti", "Tappeto", "Varianti"]
    else:
        assert unlettered(dialog) == []


def drawn_width(label: QLabel) -> int:
    """The width of ``label``'s text as Qt draws it with its letter underlined: the underlined
    letter shaped apart from its neighbours, without the kerning between them."""
    text, metrics = label.text(), label.fontMetrics()
    shown = plain_text(text)
    if QKeySequence.mnemonic(text).isEmpty():
        return metrics.horizontalAdvance(shown)
    position = len(plain_text(text[:text.replace("&&", "  ").index("&")]))  # the letter after the single "&"
    return sum(metrics.horizontalAdvance(piece) for piece in (shown[:position], shown[position], shown[position + 1:]))


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("name", FORM_DIALOGS)
def test_no_label_loses_the_end_of_its_last_letter_to_its_underline(qtbot, tmp_path, speak, name, code):
    """Italian "Tavolo" with its T underlined lost the edge of its "o": a label asks for its text's
    kerned width, and Qt draws the underlined T apart from the "a" it is kerned with."""
    speak(code)
    dialog = shown(qtbot, FORM_DIALOGS[name](tmp_path))
    labels = [label for label in lettered(dialog) if isinstance(label, QLabel) and not label.wordWrap()]
    assert labels
    cut = [(label.text(), label.contentsRect().width(), drawn_width(label)) for label in labels
           if label.contentsRect().width() < drawn_width(label)]
    assert cut == []


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("name", ["new game", "settings"])
def test_alt_and_a_labels_letter_moves_to_its_field(qtbot, tmp_path, speak, name, code):
    speak(code)
    dialog = shown(qtbot, FORM_DIALOGS[name](tmp_path))
    labels = [label for label in lettered(dialog)  # a field shut by another choice takes no focus
              if isinstance(label, QLabel) and label.isEnabled() and label.buddy().isEnabled()]
    assert len(labels) >= 6
    for label in labels:
        field = label.buddy()
        press_alt(qtbot, dialog, label.text())
        qtbot.waitUntil(lambda f=field: QApplication.focusWidget() is f or f.isAncestorOf(QApplication.focusWidget()))


@pytest.mark.parametrize("name", ["new game", "settings"])
def test_alt_and_a_check_boxs_letter_ticks_it_and_a_buttons_presses_it(qtbot, tmp_path, name):
    dialog = shown(qtbot, FORM_DIALOGS[name](tmp_path))
    box = next(widget for widget in lettered(dialog) if isinstance(widget, QCheckBox))
    was = box.isChecked()
    press_alt(qtbot, dialog, box.text())
    qtbot.waitUntil(lambda: box.isChecked() != was and box.hasFocus())
    cancel = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Cancel)
    with qtbot.waitSignal(dialog.rejected):
        press_alt(qtbot, dialog, cancel.text())


def test_a_group_boxs_letter_moves_to_its_first_field(qtbot, tmp_path):
    dialog = shown(qtbot, new_game(tmp_path))
    press_alt(qtbot, dialog, dialog.seat_box.title())
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.seat_boxes[0])


@pytest.mark.parametrize("name", FORM_DIALOGS)
def test_a_screen_reader_hears_a_labels_words_without_the_mark(qtbot, tmp_path, name):
    QAccessible.setActive(True)
    dialog = shown(qtbot, FORM_DIALOGS[name](tmp_path))
    assert any(letter_of(text_of(widget)) for widget in lettered(dialog))  # the marks are there, unheard
    for widget in lettered(dialog):
        words = plain_text(text_of(widget))
        assert QAccessible.queryAccessibleInterface(widget).text(NAME) == words
        if isinstance(widget, QLabel):
            field = widget.buddy()
            assert "&" not in QAccessible.queryAccessibleInterface(field).text(NAME)
            if isinstance(field, QComboBox):  # Qt says a box's value: its own name is its label's words
                assert field.accessibleName() == words.rstrip(": ")


def test_an_ampersand_shown_stays_one_and_a_letter_written_in_the_text_is_kept(qtbot):
    assert plain_text("&Deck") == "Deck"
    assert plain_text("Salt && pepper") == "Salt & pepper"
    assert plain_text("R&&&D") == "R&D"
    dialog = QDialog()
    form = QFormLayout(dialog)
    field = QLineEdit()
    form.addRow("Salt && pepper", field)
    first, second, third = QPushButton("&Save"), QPushButton("&Send"), QPushButton("Open a &public table")
    for button in (first, second, third):
        form.addRow(button)
    manage_accelerators(dialog)
    shown(qtbot, dialog)
    label = form.labelForField(field)
    # S is Save's, P the public table's: the next letter of its first word.
    assert plain_text(label.text()) == "Salt & pepper" and letter_of(label.text()) == "a"
    assert first.text() == "&Save" and third.text() == "Open a &public table"  # their code's letters
    assert second.text() != "&Send" and plain_text(second.text()) == "Send"  # S was Save's already
    assert clashes(dialog) == [] and unlettered(dialog) == []
    QAccessible.setActive(True)
    assert QAccessible.queryAccessibleInterface(field).text(NAME) == "Salt & pepper"
    box = QComboBox()
    form.addRow(label.text(), box)
    name_boxes_by_their_labels(dialog)
    assert box.accessibleName() == "Salt & pepper"  # the words shown, its "&" too


def test_a_text_whose_letters_are_all_taken_gets_none_and_the_others_keep_theirs(qtbot):
    dialog = QDialog()
    layout = QVBoxLayout(dialog)
    buttons = [QPushButton(text) for text in ("ab", "ba", "ab")]
    for button in buttons:
        layout.addWidget(button)
    manage_accelerators(dialog)
    shown(qtbot, dialog)
    assert [button.text() for button in buttons] == ["&ab", "&ba", "ab"]


def test_seats_shown_later_get_letters_and_the_same_ones_when_shown_again(qtbot, tmp_path):
    dialog = shown(qtbot, new_game(tmp_path))
    seats = len(lettered(dialog))
    dialog.players.setCurrentIndex(dialog.players.findData(4))
    qtbot.waitUntil(lambda: len(lettered(dialog)) == seats + 2 and unlettered(dialog) == [])
    assert clashes(dialog) == []
    at_four = [text_of(widget) for widget in lettered(dialog)]
    dialog.players.setCurrentIndex(dialog.players.findData(2))
    qtbot.waitUntil(lambda: len(lettered(dialog)) == seats)
    dialog.players.setCurrentIndex(dialog.players.findData(4))
    qtbot.waitUntil(lambda: len(lettered(dialog)) == seats + 2)
    assert [text_of(widget) for widget in lettered(dialog)] == at_four  # a letter learnt stays
    restart = shown(qtbot, settings_dialog(tmp_path))
    restart.language.setCurrentIndex(restart.language.findData("it"))  # its note and Restart now appear
    qtbot.waitUntil(lambda: letter_of(restart.restart_button.text()) is not None)
    assert clashes(restart) == []


def test_a_language_changed_while_a_dialog_is_open_gives_its_new_texts_letters(qtbot, tmp_path, speak):
    dialog = shown(qtbot, settings_dialog(tmp_path))
    cancel = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Cancel)
    assert plain_text(cancel.text()) == "Cancel"
    speak("de")  # Qt's own buttons say themselves again in German
    qtbot.waitUntil(lambda: plain_text(cancel.text()) == "Abbrechen" and letter_of(cancel.text()) is not None)
    assert clashes(dialog) == [] and unlettered(dialog) == []


# The other dialogs and windows ----------------------------------------------------------------------


def other_windows(window) -> dict[str, QWidget]:
    """One of each window the game opens besides the form dialogs (``open_window``'s ``window`` the main one)."""
    from scopa_desktop.gui.dialogs.how_to_play import HowToPlayDialog
    from scopa_desktop.gui.dialogs.match_sheet import MatchSheetDialog
    from scopa_desktop.gui.dialogs.round_over import RoundOverDialog
    from scopa_desktop.gui.dialogs.statistics_dialog import StatisticsDialog
    from scopa_desktop.gui.review.watch import WatchWindow
    from scopa_desktop.gui.review.window import ReviewWindow
    from scopa_desktop.gui.shell.rules_dialog import RulesSummaryDialog

    finished = play_randomly(Match(Rules(), seed=5), random.Random(5))
    return {"round over": RoundOverDialog(window.controller, finished.round_scores[0], None,
                                          window.table.pixmap_for, window),
            "match over": RoundOverDialog(window.controller, finished.round_scores[-1], finished.winner(),
                                          window.table.pixmap_for, window),
            "statistics": StatisticsDialog(window.statistics, window),
            "match sheet": MatchSheetDialog(window.controller, window),
            "how to play": HowToPlayDialog("napoletane"),
            "rules summary": RulesSummaryDialog("Rules", "Take what you can."),
            "review": ReviewWindow(finished, "napoletane", 0.0, samples=4),
            "watch": WatchWindow(Rules(), ["easy", "easy"], "napoletane", speed="instant", seed=3)}


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_other_window_gives_each_button_and_labelled_field_a_letter_of_its_own(qtbot, tmp_path, speak,
                                                                                     code):
    speak(code)
    problems = []
    for name, window in other_windows(open_window(qtbot, tmp_path)).items():
        shown(qtbot, window)
        assert lettered(window), name
        problems += [f"{name}: {problem}" for problem in clashes(window)]
        problems += [f"{name}: {text!r} has no letter" for text in unlettered(window)]
        window.close()
    assert problems == []


def test_the_watched_matchs_pause_says_its_new_words_on_a_letter(qtbot):
    from scopa_desktop.gui.review.watch import WatchWindow

    window = shown(qtbot, WatchWindow(Rules(), ["easy", "easy"], "napoletane", speed="instant", seed=3))
    press_alt(qtbot, window, window.pause_button.text())
    qtbot.waitUntil(lambda: window.paused)
    assert plain_text(window.pause_button.text()) == "Go on (Space)"
    assert letter_of(window.pause_button.text()) is not None and clashes(window) == []


def test_alt_and_a_letter_steps_a_review_though_the_table_has_the_keys(qtbot):
    from scopa_desktop.gui.review.window import ReviewWindow

    window = shown(qtbot, ReviewWindow(play_randomly(Match(Rules(), seed=5), random.Random(5)), "napoletane", 0.0,
                                       samples=4))
    window.table.setFocus()
    qtbot.waitUntil(window.table.hasFocus)
    press_alt(qtbot, window, window.forward_button.text())
    qtbot.waitUntil(lambda: window.game.position() == 1)


# Questions with buttons of their own ----------------------------------------------------------------


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_first_starts_question_has_a_letter_on_each_answer_and_on_large_print(qtbot, tmp_path, speak, code):
    from scopa_desktop.gui.learning.guided_deal import offer_at_first_start

    speak(code)
    box = offer_at_first_start(open_window(qtbot, tmp_path))
    qtbot.waitUntil(lambda: unlettered(box) == [])
    assert len(lettered(box)) == 3 and clashes(box) == []  # two answers and the Large print tick
    box.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is box)
    press_alt(qtbot, box, box.checkBox().text())
    qtbot.waitUntil(box.checkBox().isChecked)


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_question_of_a_kept_hosted_table_has_a_letter_on_each_answer(qtbot, tmp_path, speak, code):
    from scopa_desktop.gui.netplay.kept_seats import KeptSeat
    from scopa_desktop.gui.netplay.opening import offer_hosted_table

    speak(code)
    seen: list[list[str]] = []

    def answer_not_now() -> None:
        box = QApplication.activeModalWidget()
        if box is None:
            QTimer.singleShot(20, answer_not_now)
            return
        seen.append([*clashes(box), *unlettered(box)])
        box.reject()  # Not now

    QTimer.singleShot(0, answer_not_now)
    kept = KeptSeat("127.0.0.1", 9, "K7P2QX", "token", "Anna", hosted=True)
    assert offer_hosted_table(make_settings(tmp_path), kept) is None
    assert seen == [[]]


def test_every_dialog_of_the_game_keeps_its_letters():
    """A dialog made later without its keeper would have no letters: each class made on QDialog
    calls ``manage_accelerators(self)`` (one made on another dialog has that one's)."""
    import ast

    import scopa_desktop.gui

    package = Path(scopa_desktop.gui.__file__).parent
    missing = []
    for path in sorted(package.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef) and any(ast.unparse(base) == "QDialog" for base in node.bases):
                calls = {ast.unparse(call) for call in ast.walk(node) if isinstance(call, ast.Call)}
                if "manage_accelerators(self)" not in calls:
                    missing.append(f"{path.relative_to(package)}: {node.name}")
    assert missing == []
