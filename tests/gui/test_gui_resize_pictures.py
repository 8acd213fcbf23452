"""A window resized to a size whose cards were never drawn: the cards keep their old pictures,
scaled, while a worker thread draws the new ones, and the GUI thread never draws a card meanwhile
(issue 24; BENCHMARKS.md, "Card backs at new sizes")."""

from __future__ import annotations

import threading

from helpers_gui import SlowPlayer, make_settings, open_window, wait_for_layout

from scopa_desktop.gui.settings import LEVELS_KEY
from scopa_desktop.gui.table import TableView
from scopa_desktop.gui.table import pictures as table_pictures
from scopa_desktop.gui.table.card_item import CardItem
from scopa_desktop.skins.registry import DEFAULT_SKIN_ID
from scopa_desktop.skins.render import EVERY_PICTURE, CardKey, cached_card_pixmap, card_image, card_key, clear_cache

#: Window sizes that give the cards sizes of their own, none of them the first window's (1200 x 800).
NEW_SIZE, LEFT_SIZE, LAST_SIZE = (1433, 911), (1611, 1003), (1523, 957)


def card_items(view: TableView) -> list[CardItem]:
    return [item for item in view.scene().items() if isinstance(item, CardItem)]


def key_of(view: TableView, item: CardItem) -> CardKey:
    return card_key(view.skin_id, item.card_id, round(item.width), view.devicePixelRatioF())


def assert_every_card_drawn_at_its_size(view: TableView) -> None:
    """Each card shows the deck's own picture at its width: none is an old one scaled."""
    for item in card_items(view):
        drawn = cached_card_pixmap(key_of(view, item))
        assert drawn is not None and item.pixmap.cacheKey() == drawn.cacheKey(), (item.card_id, item.width)


def recording_drawings(monkeypatch, gate: threading.Event | None = None) -> list[tuple[CardKey, bool]]:
    """Each card the table draws from now on, and whether it was drawn on the GUI thread; with ``gate``,
    each drawing in another thread waits until the gate opens (the worker is kept busy)."""
    drawn: list[tuple[CardKey, bool]] = []

    def draw(key: CardKey):
        on_gui_thread = threading.current_thread() is threading.main_thread()
        drawn.append((key, on_gui_thread))
        if gate is not None and not on_gui_thread:
            assert gate.wait(timeout=30), "the test never opened the gate"
        return card_image(key)

    monkeypatch.setattr(table_pictures, "card_image", draw)
    return drawn


def test_the_first_layout_shows_every_card_drawn_at_its_size(qtbot, tmp_path):
    slow = SlowPlayer()  # nobody moves while we look
    window = open_window(qtbot, tmp_path, player_factory=lambda level, seed: slow)
    assert not window.table.pictures.drawing
    assert_every_card_drawn_at_its_size(window.table)


def test_cards_at_a_new_size_are_drawn_off_the_gui_thread(qtbot, tmp_path, monkeypatch):
    slow = SlowPlayer()
    window = open_window(qtbot, tmp_path, player_factory=lambda level, seed: slow)
    view = window.table
    before = {item: item.width for item in card_items(view)}
    clear_cache()  # no size drawn before by another test of this process
    drawn = recording_drawings(monkeypatch)
    window.resize(*NEW_SIZE)
    wait_for_layout(qtbot, view)
    assert all(item.width != width for item, width in before.items())  # every card has a new size
    qtbot.waitUntil(lambda: not view.pictures.drawing)
    assert drawn, "no card was drawn at the new size"
    assert not [key for key, on_gui_thread in drawn if on_gui_thread]
    assert_every_card_drawn_at_its_size(view)


def test_pictures_of_a_size_left_before_they_were_drawn_are_dropped(qtbot, tmp_path, monkeypatch):
    slow = SlowPlayer()
    window = open_window(qtbot, tmp_path, player_factory=lambda level, seed: slow)
    view = window.table
    clear_cache()  # no size drawn before by another test of this process
    gate = threading.Event()
    drawn = recording_drawings(monkeypatch, gate)
    try:
        window.resize(*LEFT_SIZE)
        wait_for_layout(qtbot, view)
        left = {key_of(view, item) for item in card_items(view)}
        old_pictures = {item: item.pixmap.cacheKey() for item in card_items(view)}
        window.resize(*LAST_SIZE)  # another resize, while the worker is still on the first size's cards
        wait_for_layout(qtbot, view)
        # Until their new pictures come, the cards show the ones they had.
        assert {item: item.pixmap.cacheKey() for item in card_items(view)} == old_pictures
        left -= {key_of(view, item) for item in card_items(view)}
    finally:
        gate.set()
    qtbot.waitUntil(lambda: not view.pictures.drawing)
    assert left
    assert not [key for key in left if cached_card_pixmap(key) is not None]  # dropped, not kept
    # At most the one the worker had started before the second resize came was drawn.
    assert len([key for key, _ in drawn if key in left]) <= 1
    assert not [key for key, on_gui_thread in drawn if on_gui_thread]
    assert_every_card_drawn_at_its_size(view)


def test_the_deck_is_drawn_ahead_off_the_gui_thread_and_no_face_is_drawn_on_it_as_it_comes(qtbot, tmp_path,
                                                                                           monkeypatch):
    """A face seen for the first time was drawn on the GUI thread as it came (each face, at the first
    deal of a size), 50 ms a time while the AI thought: each new layout has the worker draw the whole
    deck ahead at the hand's and the table's sizes."""
    clear_cache()  # no size drawn before by another test of this process
    drawn = recording_drawings(monkeypatch)
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{LEVELS_KEY: "random"}))
    view, controller = window.table, window.controller
    layout = view.layout_
    widths = {round(layout.seats[controller.human_seat].card_width), round(layout.card_width)}
    deck = [card_key(view.skin_id, card_id, width, view.devicePixelRatioF())
            for width in widths for card_id in EVERY_PICTURE]
    qtbot.waitUntil(lambda: all(cached_card_pixmap(key) is not None for key in deck), timeout=30000)
    assert len([key for key, on_gui_thread in drawn if key in deck and not on_gui_thread]) > len(deck) / 2
    already = len(drawn)
    for _ in range(8):  # the cards of the next moves come, each face at those sizes drawn before
        qtbot.waitUntil(lambda: controller.is_human_turn() or controller.match.round_over(), timeout=20000)
        if controller.match.round_over():
            break
        card, take = controller.legal_moves()[0]
        controller.play(card, take)
    assert not [key for key, on_gui_thread in drawn[already:] if on_gui_thread and key[2] in widths]


def test_nothing_is_drawn_ahead_while_held_and_all_of_it_after(qtbot, monkeypatch):
    """Held while an AI thinks: the worker would slow its search and the window."""
    clear_cache()
    drawn = recording_drawings(monkeypatch)
    pictures = table_pictures.CardPictures(DEFAULT_SKIN_ID, lambda: 1.0)
    pictures.hold_ahead(True)
    pictures.draw_ahead([57])
    pool, _courier = table_pictures._worker()
    pool.submit(lambda: None).result(timeout=30)  # one worker, in order: a batch sent ahead would be drawn by now
    deck = [card_key(DEFAULT_SKIN_ID, card_id, 57, 1.0) for card_id in EVERY_PICTURE]
    assert not [key for key, _ in drawn if key in deck]  # (another test's table may still draw its own)
    pictures.hold_ahead(False)
    qtbot.waitUntil(lambda: all(cached_card_pixmap(key) is not None for key in deck), timeout=30000)
    assert sorted(map(str, (key for key, _ in drawn if key in deck))) == sorted(map(str, deck))
    assert not [key for key, on_gui_thread in drawn if on_gui_thread]


def test_a_size_left_before_the_layouts_settle_is_never_drawn_ahead(qtbot, monkeypatch):
    """A window being resized lays the table out again and again: drawing ahead at each passing
    size slowed every resize."""
    clear_cache()
    drawn = recording_drawings(monkeypatch)
    pictures = table_pictures.CardPictures(DEFAULT_SKIN_ID, lambda: 1.0)
    pictures.draw_ahead([61])
    pictures.draw_ahead([59])  # the next layout, within the same turn of the event loop
    settled = [card_key(DEFAULT_SKIN_ID, card_id, 59, 1.0) for card_id in EVERY_PICTURE]
    qtbot.waitUntil(lambda: all(cached_card_pixmap(key) is not None for key in settled), timeout=30000)
    assert not [key for key, _ in drawn if key[2] == 61]
