"""Every menu action of the main window, declared once, in menu order: its id, its words,
its menu, its key and what it does (as Picard declares its main window's actions).

What an action opens (a dialog, the network window, a review) is imported when the
action is first used, not when the window starts: the first frame imports this
module and none of theirs.  The window keeps its actions by id (``window.menu_actions``)
and what each one opened last by the same id (``window.opened``); a dialog is deleted once
it closes (``_open_dialog``).  A new action is one function here with its ``@menu_action``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence

from ... import APP_NAME, __version__
from ...resources.translation import QT_TRANSLATE_NOOP
from ..settings import MUTED_KEY, SKIN_KEY

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog

    from .main_window import MainWindow

translate = QCoreApplication.translate

# The menus, in the menu bar's order (the words keep the main window's translations).
GAME = QT_TRANSLATE_NOOP("MainWindow", "&Game")
HELP = QT_TRANSLATE_NOOP("MainWindow", "&Help")

Shortcut = QKeySequence.StandardKey | str | None


class MenuAction(NamedTuple):
    id: str
    words: str  # marked for translation in the main window's context
    menu: str
    shortcut: Shortcut
    run: Callable[[MainWindow], object]
    checkable: bool  # its check box is what it does: ``run`` reads it
    separated: bool  # a separator before it


# Filled by ``@menu_action`` below, in the order the menus show them.
MENU_ACTIONS: list[MenuAction] = []


def menu_action(action_id: str, words: str, menu: str, shortcut: Shortcut = None, *, checkable: bool = False,
                separated: bool = False) -> Callable[[Callable[[MainWindow], object]], Callable[[MainWindow], object]]:
    """Declares the function below as what the menu action ``action_id`` does."""
    def declare(run: Callable[[MainWindow], object]) -> Callable[[MainWindow], object]:
        MENU_ACTIONS.append(MenuAction(action_id, words, menu, shortcut, run, checkable, separated))
        return run
    return declare


def build_menus(window: MainWindow) -> dict[str, QAction]:
    """The menu bar of ``window`` with every declared action; the actions by id."""
    menus = {menu: window.menuBar().addMenu(translate("MainWindow", menu)) for menu in (GAME, HELP)}
    actions: dict[str, QAction] = {}
    for declared in MENU_ACTIONS:
        menu = menus[declared.menu]
        if declared.separated:
            menu.addSeparator()
        action = actions[declared.id] = QAction(translate("MainWindow", declared.words), window)
        # setShortcuts, not setShortcut: PySide's setShortcut builds all of Qt's ``Qt`` enums on
        # first use (about 16 ms), which the window's first frame does without.
        if isinstance(declared.shortcut, QKeySequence.StandardKey):
            action.setShortcuts(declared.shortcut)  # every key the platform binds to it
        elif declared.shortcut is not None:
            action.setShortcuts([QKeySequence(declared.shortcut)])
        action.setCheckable(declared.checkable)
        action.triggered.connect(_runner(declared.run, window))
        menu.addAction(action)
    return actions


def _runner(run: Callable[[MainWindow], object], window: MainWindow) -> Callable[[], object]:
    return lambda: run(window)


def _open_dialog(window: MainWindow, action_id: str, dialog: QDialog) -> None:
    """``dialog`` opened over ``window`` as what ``action_id`` opened last, and deleted once it closes:
    each opening makes a dialog of its own, and one kept after closing stayed in memory for good."""
    from PySide6.QtCore import Qt  # here: importing it builds every Qt enum, which the first frame does without

    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    window.opened[action_id] = dialog
    dialog.open()


def _at_each_match_end_while_open(window: MainWindow, dialog: QDialog, follow: Callable[[], object]) -> None:
    """``follow`` at the end of each match while ``dialog`` is open: left open, it showed the match
    the opponent's last card ended behind it as it stood before (after the window has counted it)."""
    def match_over(_winner: int) -> None:
        follow()

    window.controller.matchOver.connect(match_over)
    dialog.finished.connect(lambda _result: window.controller.matchOver.disconnect(match_over))


# The Game menu ---------------------------------------------------------------------------------------

@menu_action("new_game", QT_TRANSLATE_NOOP("MainWindow", "&New game…"), GAME, QKeySequence.StandardKey.New)
def show_new_game(window: MainWindow) -> None:
    from ..dialogs.new_game import NewGameDialog

    dialog = NewGameDialog(window.settings, window, abandoning=window.guided_deal.leaving_loses_the_match,
                           rating=window.match_statistics.rating())
    dialog.accepted.connect(window.start_new_match)
    # The match it warns of, ended behind it by the opponent's last card, is no longer lost by leaving,
    # and it is counted in the rating the dialog shows.
    _at_each_match_end_while_open(window, dialog, lambda: dialog.match_ended(window.match_statistics.rating()))
    _open_dialog(window, "new_game", dialog)


@menu_action("hint", QT_TRANSLATE_NOOP("MainWindow", "&Hint"), GAME, "H")
def request_hint(window: MainWindow) -> None:
    """The coach's hint, with its reason, while the coach is on; else the quick hint."""
    if window.coach.enabled:
        window.coach.request_hint()
    else:
        window.controller.request_hint()


@menu_action("undo", QT_TRANSLATE_NOOP("MainWindow", "&Undo my last move"), GAME, QKeySequence.StandardKey.Undo)
def undo(window: MainWindow) -> None:
    window.controller.undo()


@menu_action("host_table", QT_TRANSLATE_NOOP("MainWindow", "H&ost a table…"), GAME)
def host_table(window: MainWindow) -> None:
    from ..netplay.opening import host_table as host

    host(window.settings, window)
    # The deck chosen for the table is the game's from now on, as after New game: the home table's too,
    # and the cards' names (a French deck's hearts were named as the old deck's coins).
    window.apply_settings()


@menu_action("join_table", QT_TRANSLATE_NOOP("MainWindow", "&Join a table…"), GAME)
def join_table(window: MainWindow) -> None:
    from ..netplay.opening import join_table as join

    join(window.settings, window)


@menu_action("play_online", QT_TRANSLATE_NOOP("MainWindow", "&Play online…"), GAME)
def play_online(window: MainWindow) -> None:
    from ..netplay.online import PlayOnlineDialog

    _open_dialog(window, "play_online", PlayOnlineDialog(window.settings, window))


@menu_action("match_sheet", QT_TRANSLATE_NOOP("MainWindow", "M&atch sheet…"), GAME, "Ctrl+M")
def show_match_sheet(window: MainWindow) -> None:
    from ..dialogs.match_sheet import MatchSheetDialog

    _open_dialog(window, "match_sheet", MatchSheetDialog(window.controller, window))


@menu_action("review", QT_TRANSLATE_NOOP("MainWindow", "Re&view last match"), GAME)
def review_match(window: MainWindow) -> None:
    """Review the match last played to its end (the action is enabled once there is one)."""
    match = window.controller.finished_match()
    if match is None:
        return
    from ..review.window import open_review

    window.opened["review"] = open_review(window, match, window.settings)
    window.status_line.end_reply()  # a record refused before is no longer the news


@menu_action("review_record", QT_TRANSLATE_NOOP("MainWindow", "Review a game r&ecord…"), GAME)
def review_record(window: MainWindow) -> None:
    from ..review.window import review_record_file

    opened = review_record_file(window, window.settings)
    if isinstance(opened, str):
        window.status_line.showMessage(opened, 8000)  # why the record cannot be reviewed
    elif opened is not None:
        window.opened["review_record"] = opened
        window.status_line.end_reply()  # a record refused before is no longer the news


@menu_action("watch", QT_TRANSLATE_NOOP("MainWindow", "&Watch a match…"), GAME)
def watch_match(window: MainWindow) -> None:
    from ..review.watch import watch_match as watch

    window.opened["watch"] = watch(window.settings, window)


@menu_action("save_record", QT_TRANSLATE_NOOP("MainWindow", "Save game &record…"), GAME,
             QKeySequence.StandardKey.Save, separated=True)
def save_record_as(window: MainWindow) -> None:
    from datetime import datetime

    from PySide6.QtCore import QStandardPaths
    from PySide6.QtWidgets import QFileDialog

    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    name = f"scopa-{datetime.now():%Y-%m-%d-%H%M}.json"
    path, _ = QFileDialog.getSaveFileName(window, translate("MainWindow", "Save the game record"),
                                          str(Path(folder) / name), translate("MainWindow", "Game records (*.json)"))
    if path:
        export_record(window, Path(path))


def export_record(window: MainWindow, path: Path) -> bool:
    """Write the match so far as a RULES.md §9 record (``cli replay`` reads it back)."""
    from ..reasons import file_reason

    if not window.controller.in_match():
        return False
    try:
        window.controller.save_record(path)
    except OSError as error:
        window.status_line.showMessage(translate("MainWindow", "Could not save the record as {path}: {reason}").format(
            path=path, reason=file_reason(error, tried_again=False)), 8000)
        return False
    window.status_line.showMessage(translate("MainWindow", "Record saved to {path}.").format(path=path), 8000)
    return True


@menu_action("statistics", QT_TRANSLATE_NOOP("MainWindow", "S&tatistics…"), GAME)
def show_statistics(window: MainWindow) -> None:
    from ..dialogs.statistics_dialog import StatisticsDialog

    dialog = StatisticsDialog(window.statistics, window)
    _at_each_match_end_while_open(window, dialog, dialog.fill)  # the match just counted, in the figures shown
    _open_dialog(window, "statistics", dialog)


@menu_action("settings", QT_TRANSLATE_NOOP("MainWindow", "&Settings…"), GAME, "Ctrl+,")
def show_settings(window: MainWindow) -> None:
    from ..dialogs.settings_dialog import SettingsDialog

    dialog = SettingsDialog(window.settings, window)
    dialog.accepted.connect(window.apply_settings)
    dialog.restartRequested.connect(window.restart)
    _open_dialog(window, "settings", dialog)


@menu_action("mute", QT_TRANSLATE_NOOP("MainWindow", "&Mute sounds"), GAME, "M", checkable=True)
def set_muted(window: MainWindow) -> None:
    """The M key and the Game menu's check box: silence, or sound again, at once and from now on."""
    window.settings.set(MUTED_KEY, window.menu_actions["mute"].isChecked())
    window.settings.sync()
    window.apply_settings()


@menu_action("full_screen", QT_TRANSLATE_NOOP("MainWindow", "&Full screen"), GAME, "F11", checkable=True)
def set_full_screen(window: MainWindow) -> None:
    """F11 and the Game menu's check box: the window over the whole screen, or back as it was."""
    if window.menu_actions["full_screen"].isChecked():
        window.showFullScreen()
    else:
        window.showNormal()


@menu_action("quit", QT_TRANSLATE_NOOP("MainWindow", "&Quit"), GAME, QKeySequence.StandardKey.Quit, separated=True)
def quit_game(window: MainWindow) -> None:
    window.close()


# The Help menu ---------------------------------------------------------------------------------------

@menu_action("how_to_play", QT_TRANSLATE_NOOP("MainWindow", "&How to play…"), HELP)
def show_how_to_play(window: MainWindow) -> None:
    from ..dialogs.how_to_play import HowToPlayDialog

    _open_dialog(window, "how_to_play", HowToPlayDialog(window.settings.get(SKIN_KEY), window))


@menu_action("guided_deal", QT_TRANSLATE_NOOP("MainWindow", "&Guided first deal"), HELP)
def start_guided_deal(window: MainWindow) -> None:
    asking = window.guided_deal.start_asking_first()
    if asking is not None:
        window.opened["guided_deal"] = asking


@menu_action("rules", QT_TRANSLATE_NOOP("MainWindow", "&Rules summary"), HELP, QKeySequence.StandardKey.HelpContents)
def show_rules(window: MainWindow) -> None:
    """The rules in a nutshell, as the match in play has them (its variants, the deck's words)."""
    from .rules_dialog import RulesSummaryDialog
    from .rules_summary import rules_summary

    _open_dialog(window, "rules", RulesSummaryDialog(translate("MainWindow", "Rules summary"),
                                                     rules_summary(window.controller.rules), window))


@menu_action("read_position", QT_TRANSLATE_NOOP("MainWindow", "Read the &position aloud"), HELP, "F2")
def read_position(window: MainWindow) -> None:
    window.announcer.read_position()


@menu_action("about", QT_TRANSLATE_NOOP("MainWindow", "&About"), HELP)
def show_about(window: MainWindow) -> None:
    from PySide6.QtWidgets import QMessageBox

    QMessageBox.about(window, translate("MainWindow", "About {app}").format(app=APP_NAME),
                      f"<b>{APP_NAME}</b> {__version__}<br>"
                      + translate("MainWindow", "Scopa, the Italian card game, by the real rules."))
