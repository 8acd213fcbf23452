"""What the player sees stays right: the felt is repainted when the layout changes
(no old outlines left behind), a resize lays the table out once, status messages wait
their turn, and the move log of a resumed match holds the round's moves."""

from __future__ import annotations

from helpers_gui import SlowPlayer, handmade_match, make_settings, open_window, wait_for_layout
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, QRectF

from scopa_desktop.gui.saved_game import SavedGame, save_game
from scopa_desktop.gui.settings import LEVELS_KEY, PLAYERS_KEY, TEAMS_KEY


class PaintCounter(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.paints = 0

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.paints += 1
        return False


def on_screen(window, view):
    """The view as it is on the screen now (the backing store), not drawn afresh."""
    corner = view.viewport().mapTo(window, QPoint(0, 0))
    size = view.viewport().size()
    return window.screen().grabWindow(window.winId(), corner.x(), corner.y(), size.width(), size.height()).toImage()


def drawn_afresh(view):
    return view.viewport().grab().toImage()


def outlines(layout) -> list[QRectF]:
    """Bits of what the felt draws for a layout: the piles' outlines and pieces of the felt's edge."""
    bits = [QRectF(pile.x(), pile.y(), layout.pile_width, layout.pile_width * 1.6).adjusted(-2, -2, 2, 2)
            for pile in layout.piles.values()]
    felt = layout.felt
    for step in range(1, 20):
        x, y = felt.left() + felt.width() * step / 20, felt.top() + felt.height() * step / 20
        bits += [QRectF(x - 4, felt.top() - 4, 8, 8), QRectF(x - 4, felt.bottom() - 4, 8, 8),
                 QRectF(felt.left() - 4, y - 4, 8, 8), QRectF(felt.right() - 4, y - 4, 8, 8)]
    return bits


def emptied(old, view) -> list[QRect]:
    """Where the old layout drew on the felt and the new one has nothing at all."""
    new = view.layout_
    taken = [item.sceneBoundingRect() for item in view.scene().items() if item.isVisible()] + outlines(new)
    inside = view.sceneRect().adjusted(2, 2, -2, -2)
    return [bit.toAlignedRect() for bit in outlines(old)
            if inside.contains(bit) and not any(bit.intersects(rect.adjusted(-2, -2, 2, 2)) for rect in taken)]


def assert_repainted(window, view, regions: list[QRect]) -> None:
    assert regions, "no region became empty: this layout change tests nothing"
    screen, fresh = on_screen(window, view), drawn_afresh(view)
    for region in regions:
        assert screen.copy(region) == fresh.copy(region), region


def test_a_new_layout_leaves_no_old_outline_on_the_felt(qtbot, tmp_path):
    settings = make_settings(tmp_path, **{PLAYERS_KEY: 4, TEAMS_KEY: 2, LEVELS_KEY: "random"})
    window = open_window(qtbot, tmp_path, settings)
    view = window.table
    old = view.layout_
    counter = PaintCounter()
    view.viewport().installEventFilter(counter)
    window.settings.set(PLAYERS_KEY, 2)
    window.settings.set(TEAMS_KEY, 2)
    window.start_new_match(seed=3)  # another table: the piles' outlines move, the window does not
    qtbot.waitUntil(lambda: view.layout_ is not old)
    painted = counter.paints
    qtbot.waitUntil(lambda: counter.paints > painted)
    assert_repainted(window, view, emptied(old, view))


def test_after_a_resize_the_felt_is_drawn_for_the_new_layout(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path)
    view = window.table
    old = view.layout_
    counter = PaintCounter()
    view.viewport().installEventFilter(counter)
    window.resize(1300, 1000)
    wait_for_layout(qtbot, view)
    painted = counter.paints
    qtbot.waitUntil(lambda: counter.paints > painted)
    assert_repainted(window, view, emptied(old, view))


def test_a_resize_that_steps_the_text_scale_places_and_lays_out_the_table_once(qtbot, tmp_path, monkeypatch):
    slow = SlowPlayer()  # nobody moves: each layout is the resize's
    window = open_window(qtbot, tmp_path, player_factory=lambda level, seed: slow)
    view = window.table
    layouts: list[tuple[int, int]] = []  # the view's size at each layout of the table
    lay_out = view.board.sync

    def counted_layout(*args) -> None:
        layouts.append(view.viewport().size().toTuple())
        lay_out(*args)

    monkeypatch.setattr(view.board, "sync", counted_layout)
    # Each a step of the side panel's type (a taller status bar) and a wider side panel.
    for size in ((1420, 840), (1750, 1000)):
        window.resize(*size)
        placed = view.viewport().size()
        wait_for_layout(qtbot, view)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)  # every layout the resize asked for
        QCoreApplication.processEvents()
        assert view.viewport().size() == placed, size
    assert len(layouts) == 2, layouts


class StalePaints(QObject):
    """Whether the table was laid out for its size at each of its paints, as the paint began."""

    def __init__(self, view) -> None:
        super().__init__()
        self.view = view
        self.laid_out: list[bool] = []

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Paint:
            layout = self.view.layout_
            self.laid_out.append(layout is not None and (layout.width, layout.height) == watched.size().toTuple())
        return False


def test_a_resized_table_is_laid_out_before_it_is_painted_at_the_new_size(qtbot, tmp_path):
    """Laid out in the paint instead, the cards it moved would be painted once more just after."""
    window = open_window(qtbot, tmp_path, player_factory=lambda level, seed: SlowPlayer())
    view = window.table
    paints = StalePaints(view)
    view.viewport().installEventFilter(paints)
    for size in ((1250, 820), (1420, 840)):  # the type the same, then a step of it
        painted = len(paints.laid_out)
        window.resize(*size)
        wait_for_layout(qtbot, view)
        qtbot.waitUntil(lambda painted=painted: len(paints.laid_out) > painted)
    assert all(paints.laid_out), paints.laid_out


def test_notices_wait_for_the_one_showing(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path)
    window.show_notice("first", 50)
    window.show_notice("second", 50)
    assert window.statusBar().currentMessage() == "first"
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() == "second", timeout=2000)


def test_a_resumed_match_shows_the_rounds_moves_in_the_log(qtbot, tmp_path):
    match = handmade_match(["2C", "3C", "4C", "5B"], ["9D", "1S", "5D"])
    match.apply_move(match.legal_moves()[0])
    match.apply_move(match.legal_moves()[0])
    save_game(SavedGame(match, 0, [None, "random"]), tmp_path / "saved-game.json")
    window = open_window(qtbot, tmp_path, resume=True)
    lines = window.move_log.lines()
    assert lines[-2].startswith("You took") or lines[-2].startswith("You laid")
    assert lines[-1].startswith("Giulia")


def test_the_move_log_wraps_long_lines_and_keeps_the_newest_in_view(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path)
    log = window.move_log
    for number in range(40):
        log.add_line(f"Giulia took 3 of Bastoni + 4 of Spade + 2 of Coppe with 9 of Denari, move {number}.")
    qtbot.waitUntil(lambda: log.document().lineCount() > log.document().blockCount())  # wrapped, not cut
    assert "…" not in log.toPlainText()
    bar = log.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()
