"""Shared pieces of the GUI tests: isolated settings, a window driven by real
mouse events, and a deliberately slow AI that only stops when cancelled."""

from __future__ import annotations

import threading
import time
from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, QSettings, Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox, QWidget

from scopa_desktop.ai import CancelFlag, Player, legal_moves, make_player
from scopa_desktop.engine import Match, Move, Rules, SeatView
from scopa_desktop.gui.settings import AI_PACE_KEY, ANIMATION_SPEED_KEY, AppSettings
from scopa_desktop.gui.shell.main_window import MainWindow
from scopa_desktop.gui.shell.startup import create_main_window
from scopa_desktop.gui.table import TableView
from scopa_desktop.gui.table.card_item import CardItem

ARTIFACTS = Path(__file__).resolve().parents[1] / "artifacts"  # tests/artifacts, for every room


#: Each wait on a table server and another window: generous, as the suite's workers share two cores.
NETWORK_WAIT_MS = 20_000


def make_settings(folder: Path, **values: object) -> AppSettings:
    """Settings in an ini file of their own, animations off and the AI instant."""
    settings = AppSettings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    values = {ANIMATION_SPEED_KEY: "off", AI_PACE_KEY: "instant", **values}
    for name, value in values.items():
        settings.set(name, value)
    settings.sync()
    return settings


def open_window(qtbot, folder: Path, settings: AppSettings | None = None, player_factory=make_player,
                seed: int | None = 7, resume: bool = False, frame_first: bool = False) -> MainWindow:
    """Shown and laid out; ``frame_first``: opened as the app opens it (the game after the first paint)."""
    window = create_main_window(settings or make_settings(folder), save_path=folder / "saved-game.json",
                                player_factory=player_factory, resume=resume, seed=seed, frame_first=frame_first)
    qtbot.addWidget(window, before_close_func=lambda w: w.close())
    window.resize(1200, 800)
    with qtbot.waitSignal(window.firstPainted):
        window.show()
    qtbot.waitExposed(window)
    wait_for_layout(qtbot, window.table)
    return window


def wait_for_layout(qtbot, view: TableView) -> None:
    """Until the table is laid out for its current size (layout follows a resize at the next turn)."""
    qtbot.waitUntil(lambda: view.layout_ is not None and view.layout_.width == view.viewport().width()
                    and view.layout_.height == view.viewport().height())


def seed_where_first_player_is(rules: Rules, seat: int) -> int:
    return next(s for s in range(1000) if Match(rules, seed=s).current_player() == seat)


def viewport_point(view: TableView, scene_point: QPointF) -> QPoint:
    return view.mapFromScene(scene_point)


def centre(item: CardItem) -> QPointF:
    return item.pos() + QPointF(item.width / 2, item.height / 2)


def empty_felt_point(view: TableView) -> QPointF:
    """A point on the felt where no card lies (a drop there lays the card)."""
    felt = view.layout_.felt
    for point in (felt.bottomRight() - QPointF(12, 12), felt.topRight() + QPointF(-12, 12),
                  felt.bottomLeft() + QPointF(12, -12), felt.center() + QPointF(0, felt.height() / 2 - 6)):
        if not any(isinstance(i, CardItem) for i in view.scene().items(point)):
            return point
    raise AssertionError("the felt is covered with cards")


def drag(qtbot, view: TableView, item: CardItem, to: QPointF) -> None:
    """Press on the card, move in steps and release at ``to``: real mouse events on the viewport."""
    viewport = view.viewport()
    start = viewport_point(view, centre(item))
    end = viewport_point(view, to)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, 6):
        QTest.mouseMove(viewport, start + (end - start) * step / 5)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def click(view: TableView, item: CardItem, double: bool = False) -> None:
    point = viewport_point(view, centre(item))
    if double:
        QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    else:
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)


class SlowPlayer(Player):
    """Thinks until cancelled (or for a long while), checking its CancelFlag as a search does."""

    level = "slow"

    def __init__(self) -> None:
        self.started = threading.Event()
        self.cancelled = threading.Event()

    def choose(self, view: SeatView, cancel: CancelFlag | None = None) -> Move:
        self.started.set()
        assert cancel is not None
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if cancel.is_set():
                self.cancelled.set()
                cancel.check()
            time.sleep(0.002)  # a slice of "search"
        return legal_moves(view)[0]


def save_screenshot(widget: QWidget, name: str) -> Path:
    """For people to look at; no test asserts on pixels."""
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / name
    widget.grab().save(str(path))
    return path


def as_int(name: str) -> int:
    """A card written in RULES.md notation ("7D") as the window holds it: the engine's int."""
    from scopa_desktop.engine import parse_card

    return parse_card(name)


def as_ints(names: str) -> list[int]:
    """``as_ints("5B 4C")``: those cards as the window holds them, in that order."""
    return [as_int(name) for name in names.split()]


def handmade_match(table: list[str], hand: list[str], opponent: list[str] | None = None) -> Match:
    """A two-player match whose first deal is ``table`` and the player's ``hand``
    (seat 0, to play first); the other cards follow in the usual order."""
    from scopa_desktop.engine import parse_card
    from scopa_desktop.engine.state import Deal

    rules = Rules()
    fixed = [parse_card(c) for c in table + hand + (opponent or [])]
    rest = [c for c in range(40) if c not in fixed]
    opponent_cards = [parse_card(c) for c in opponent] if opponent else [rest.pop(0) for _ in range(3)]
    deals = [Deal(tuple(parse_card(c) for c in table), (tuple(parse_card(c) for c in hand), tuple(opponent_cards)))]
    while rest:
        deals.append(Deal(None, (tuple(rest[:3]), tuple(rest[3:6]))))
        rest = rest[6:]
    return Match(rules, first_dealer=1, first_deals=deals)


def run_on_screen(script: str, folder: Path, width: int, height: int, timeout: int = 120, scale: float = 1.0,
                  beside: tuple[int, int, float] | None = None) -> str:
    """Run ``script`` in a Python process of its own whose offscreen screen is ``width`` x ``height``
    pixels (Qt's offscreen ``configfile``), scaled by ``scale`` as a system's display scaling does
    (1.5 gives a 1920 x 1080 screen 1280 x 720 logical pixels, each 1.5 of the screen's); ``beside``:
    a second screen to its right, its pixels wide and high and its scale.  What it prints, stripped,
    or its error output after that."""
    import json
    import os
    import subprocess
    import sys

    screens = [(width, height, scale)] + ([beside] if beside is not None else [])
    config = folder / "screen.json"
    config.write_text(json.dumps({"screens": [
        {"name": f"screen{index}", "x": sum(w for w, _h, _s in screens[:index]), "y": 0, "width": w, "height": h,
         "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1} for index, (w, h, _s) in enumerate(screens)]}))
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
           "QT_SCREEN_SCALE_FACTORS": ";".join(str(s) for _w, _h, s in screens)}
    result = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=timeout)
    output = result.stdout.strip()
    return output if output == "ok" else output + "\n" + result.stderr[-3000:]


def say_yes_to_questions(monkeypatch) -> list[str]:
    """Every ``QMessageBox.question`` answered Yes, as a player clicking it would; the texts asked."""
    asked: list[str] = []

    def agree(parent, title, text, *args):
        asked.append(text)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", agree)
    return asked


def fail_at_a_warning_box(monkeypatch) -> None:
    """A ``QMessageBox.warning`` (hosting failed: the port taken by another process meanwhile)
    fails the test with its text: modal, and closed by nobody here, it would hold the test until
    its timeout with nothing said."""

    def failed(parent, title, text, *args, **kwargs):
        raise AssertionError(f"{title}: {text}")

    monkeypatch.setattr(QMessageBox, "warning", staticmethod(failed))


def hear_announcements(monkeypatch) -> list[tuple[object, str]]:
    """From now on, every announcement Qt's accessibility layer is handed, as a screen reader would
    get it: the object it comes from and its words, in order."""
    heard: list[tuple[object, str]] = []
    update = QAccessible.updateAccessibility

    def listening(event: QAccessibleEvent) -> None:
        if event.type() == QAccessible.Event.Announcement:
            heard.append((event.object(), event.message()))
        update(event)

    monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(listening))
    QAccessible.setActive(True)
    return heard
