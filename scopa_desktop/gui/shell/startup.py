"""How the main window starts, and what it repairs on the way: the settings checked, the
saved match resumed (a damaged one kept aside under a new name, and said), a new match
otherwise; after the first paint, the first start's offers (the guided deal, a seat kept
at a networked table).

The window comes with its frame alone and is given its game here, just after the frame's
first paint as the app opens it (``frame_first``), at once for tests and tools."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ...resources.translation import QT_TRANSLATE_NOOP
from ...storage.set_aside import set_aside
from ..app_data import default_save_path
from ..settings import AppSettings
from .main_window import MainWindow

if TYPE_CHECKING:
    from ...engine import Match
    from ..controller import GameController, PlayerFactory
    from ..saved_game import SavedGame

translate = QCoreApplication.translate


def create_main_window(
    settings: AppSettings,
    save_path: Path | None = None,
    player_factory: PlayerFactory | None = None,
    resume: bool = True,
    seed: int | None = None,
    statistics_path: Path | None = None,
    frame_first: bool = False,
) -> MainWindow:
    """The window, already in a match: the saved one when there is one, else a new
    one with the settings' rules.  Whatever stored file cannot be used (saved game,
    settings values, statistics) is kept aside under a new name and said once in
    the status bar; the window starts with defaults instead.  The statistics
    database lives beside the saved game unless ``statistics_path`` says otherwise;
    it is opened just after the window's first paint.  ``player_factory`` makes the
    opponents (``ai.make_player`` unless given).  Not ``resume``, a saved match the player
    has moved in is replaced and counted as lost, as New game does.

    ``frame_first``, as the app opens it: the window comes with its frame alone and
    sets all that up just after the frame's first paint, so it is on screen before
    the engine, the decks and the saved game are read."""
    window = MainWindow(settings, statistics_path)
    window.pending_start = lambda: _start_game(window, save_path, player_factory, resume, seed)
    if not frame_first:
        window.start_game()
    return window


def _start_game(window: MainWindow, save_path: Path | None, player_factory: PlayerFactory | None, resume: bool,
                seed: int | None) -> None:
    from ...ai import make_player
    from ..controller import GameController

    save_path = default_save_path() if save_path is None else save_path
    # Everything stored is read before the AI thread exists: nothing read can leave a thread running.
    notices = _check_settings(window.settings)
    saved = left = None
    if resume:
        saved, notice = _load_saved_game(save_path)
        notices += [notice] if notice else []
    else:
        left = _match_left_behind(save_path)
    last_finished = _last_finished_match(save_path)
    controller = GameController(save_path, player_factory or make_player)
    if last_finished is not None:
        controller.autosave.recall_last_finished(last_finished)
    try:
        window.attach_game(controller)
    except BaseException:
        controller.shutdown()  # join the AI thread: a QThread destroyed while running aborts the process
        raise
    controller.setParent(window)
    said_notices = list(notices)  # each said as it is shown, but for a score: "You 9, Giulia 7", not "9 en dash"
    if saved is not None and not saved.match.is_over():
        counted_round = saved.match.round_over()
        controller.resume(saved)
        welcome = translate("MainWindow", "Welcome back: your match goes on where you left it.")
        if counted_round:
            shown, said = _last_round_result(controller)
            window.show_notice(f"{welcome} {shown}", said=f"{welcome} {said}")
        else:
            window.show_notice(welcome)
    else:
        if left is not None:  # put at the table only to be left as New game leaves it, counted as lost if it costs
            controller.resume(left)
        elif saved is not None:  # over, and maybe never seen over: closed while its last card was in flight
            controller.resume(saved)  # Review last match shows it after the new deal
            shown, said = _last_match_result(controller)
            notices.insert(0, shown)
            said_notices.insert(0, said)
        window.start_new_match(seed)
    if notices:
        window.show_notice(" ".join(notices), said=" ".join(said_notices))


# The notice of a match whose end the window did not show, by whose side won ("you" takes its own verb),
# keyed by `side_words.Whose` values (side_words is read once the game is set up, not with the first frame).
_LAST_MATCH = {
    "yours alone": QT_TRANSLATE_NOOP("MainWindow", "Your last match is over: you won ({score}). Game > Review last "
                                                   "match shows it again."),
    "your side": QT_TRANSLATE_NOOP("MainWindow", "Your last match is over: your side won ({score}). Game > Review "
                                                 "last match shows it again."),
    "another": QT_TRANSLATE_NOOP("MainWindow", "Your last match is over: {side} won ({score}). Game > Review last "
                                               "match shows it again."),
}


def _last_match_result(controller: GameController) -> tuple[str, str]:
    """Who won the match at the table, which is over, as shown and as said: a window closed before its
    match-over dialog came dealt the next match without a word of it."""
    from ..side_words import points_shown_and_said, whose

    winner = controller.winner()
    assert winner is not None  # the match is over
    return points_shown_and_said(controller, translate("MainWindow", _LAST_MATCH[whose(controller, winner).value]),
                                 side=controller.team_name(winner), score=controller.totals())


def _last_round_result(controller: GameController) -> tuple[str, str]:
    """How the round before the one just dealt went, as shown and as said: a window closed while its count
    was open came back to the next round without a word of it."""
    from ..side_words import points_shown_and_said

    return points_shown_and_said(controller, translate(
        "MainWindow", "Round {number} had ended: {points}. Game > Match sheet shows its count."),
        number=str(controller.round_number() - 1), points=controller.round_scores()[-1].points)


def _check_settings(settings: AppSettings) -> list[str]:
    """What to tell of the stored settings: unusable values repaired, a file that cannot be written."""
    notices = []
    bad, kept = settings.repair()
    if bad:
        text = translate("MainWindow", "Unusable settings are back to their defaults: {keys}.").format(
            keys=", ".join(bad))
        if kept is not None:
            text += " " + translate("MainWindow", "The settings file was kept as {file}.").format(file=kept)
        notices.append(text)
    # A settings folder left to another user (the game run once with sudo) or on a read-only disk: each
    # change would be lost at the next start without a word.
    if not settings.qsettings.isWritable():
        notices.append(translate("MainWindow", "Your settings cannot be saved: {file} cannot be written. What you "
                                 "change lasts until you quit.").format(file=settings.qsettings.fileName()))
    return notices


def _load_saved_game(save_path: Path) -> tuple[SavedGame | None, str | None]:
    """The saved game, or None and what to say: an unusable one is kept under a new name."""
    from ..saved_game import SavedGameError, load_game

    try:
        return load_game(save_path), None
    except SavedGameError as error:
        try:
            kept = set_aside(save_path)
        except OSError:
            return None, translate(
                "MainWindow", "The saved game could not be resumed: {error}. A new match has started.").format(
                error=error)
        return None, translate(
            "MainWindow", "The saved game could not be resumed: {error}. It is kept as {file} in {folder}; "
            "a new match has started.").format(error=error, file=kept.name, folder=kept.parent)


def _last_finished_match(save_path: Path) -> Match | None:
    """The last match played to its end before the saved one, as the autosave kept it: Review last match
    shows it after a restart.  An unusable one is only not reviewable, and the next match to end takes its place."""
    from ..saved_game import last_match_path

    kept = _saved_game_if_usable(last_match_path(save_path))
    return kept.match if kept is not None and kept.match.is_over() else None


def _match_left_behind(save_path: Path) -> SavedGame | None:
    """The saved match a start without resuming (``--new``) replaces: a match the player has moved in
    counts as lost, as New game counts it, or ``--new`` would drop a losing match unrecorded."""
    return _saved_game_if_usable(save_path)


def _saved_game_if_usable(path: Path) -> SavedGame | None:
    """The saved game in ``path``; None when there is none, or none usable (it holds no match to count
    or review, and nothing the player would want told)."""
    from ..saved_game import SavedGameError, load_game

    try:
        return load_game(path)
    except SavedGameError:
        return None


def offer_at_first_paint(window: MainWindow) -> None:
    """As the app starts: once the window is seen, with the game in it, the guided deal's offer
    at the first start, and a seat kept at a networked table (the window closed, the game
    restarted) offered back."""
    window.firstPainted.connect(lambda: _offer_guided_deal(window))
    window.firstPainted.connect(lambda: _offer_kept_seat(window))


def _offer_guided_deal(window: MainWindow) -> None:
    from ..learning.guided_deal import offer_at_first_start  # imported then: the first frame does without the engine

    offer_at_first_start(window)


def _offer_kept_seat(window: MainWindow) -> None:
    from ..netplay.kept_seats import read_seats

    if read_seats(window.settings):  # the network window and its sockets are imported only then
        from ..netplay.opening import offer_kept_seat

        offer_kept_seat(window.settings, window)
