"""The window in Italian, German, Danish and English: the language setting, the
translations kept complete and in step with the source, and the window, its
cards and its refusals actually speaking the chosen language."""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

import pytest
from helpers_gui import as_int, as_ints, make_settings, open_window, save_screenshot, wait_for_layout
from PySide6.QtCore import QLocale, QSettings, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenuBar

from scopa_desktop.ai import LEVEL_TABLE
from scopa_desktop.ai.odds import Odds
from scopa_desktop.desktop.integration import launch_command
from scopa_desktop.engine import Match, Move, Rules, cards_of
from scopa_desktop.engine.cards import SETTEBELLO
from scopa_desktop.gui import language
from scopa_desktop.gui.dialogs.settings_dialog import SettingsDialog
from scopa_desktop.gui.dialogs.statistics_dialog import COLUMNS, StatisticsDialog
from scopa_desktop.gui.learning.odds import OddsBar
from scopa_desktop.gui.netplay.window import NetTableWindow
from scopa_desktop.gui.saved_game import load_game
from scopa_desktop.gui.settings import LANGUAGE_KEY, PLAYERS_KEY, TARGET_KEY, TEAMS_KEY, AppSettings
from scopa_desktop.gui.statistics import table_label
from scopa_desktop.gui.words import REFUSAL_WORDS as REFUSAL_SOURCES
from scopa_desktop.gui.words import (
    card_title,
    hand_count,
    level_description,
    level_title,
    taken_count,
    use_deck,
    use_italian_names,
    variant_title,
)
from scopa_desktop.storage.statistics_db import MatchResult, StatisticsStore

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "build_spec"))

import translations  # noqa: E402 - build_spec/ is put on the path just above

TRANSLATED = [code for code in language.LANGUAGES if code != language.SOURCE_LANGUAGE]
PLACEHOLDER = re.compile(r"\{[a-z_]*\}")


@pytest.fixture(scope="module")
def catalogues() -> dict[str, dict[tuple[str, str], list[str | None]]]:
    return {code: translations.messages(translations.ts_file(code)) for code in language.LANGUAGES}


# The setting ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("choice", "system", "expected"), [
    ("it", "en_US", "it"),
    ("en", "de_DE", "en"),
    ("system", "de_AT", "de"),
    ("system", "da_DK", "da"),
    ("system", "it_CH", "it"),
    ("system", "fr_FR", "en"),  # not one of ours: the source language
    ("system", "en_GB", "en"),
])
def test_the_language_is_the_chosen_one_or_the_systems(choice, system, expected):
    assert language.resolve(choice, QLocale(system)) == expected


def test_the_language_setting_defaults_to_the_system_and_rejects_unknown_codes(tmp_path):
    settings = AppSettings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    assert settings.get(LANGUAGE_KEY) == language.SYSTEM
    settings.qsettings.setValue(LANGUAGE_KEY, "klingon")  # a hand-edited file
    assert settings.get(LANGUAGE_KEY) == language.SYSTEM
    with pytest.raises(ValueError):
        settings.set(LANGUAGE_KEY, "klingon")
    settings.set(LANGUAGE_KEY, "da")
    assert settings.get(LANGUAGE_KEY) == "da"


def test_the_settings_dialog_stores_the_language_and_says_when_it_shows(qtbot, tmp_path):
    settings = make_settings(tmp_path)
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.language_note.isVisible()
    dialog.language.setCurrentIndex(dialog.language.findData("it"))
    assert dialog.language_note.isVisible()
    assert dialog.language.currentText() == "Italiano"  # every language by its own name
    dialog.accept()
    assert settings.get(LANGUAGE_KEY) == "it"


def test_restart_now_keeps_the_language_and_the_match_and_starts_the_game_again(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path)
    launched = []
    window.launch = launched.append
    window.restart_command = launch_command()  # as the desktop shell sets it at start
    window.menu_actions["settings"].trigger()
    dialog = window.opened["settings"]
    assert not dialog.restart_button.isVisible()
    dialog.language.setCurrentIndex(dialog.language.findData("de"))
    qtbot.mouseClick(dialog.restart_button, Qt.MouseButton.LeftButton)
    assert window.settings.get(LANGUAGE_KEY) == "de"
    assert launched == [launch_command()]
    assert not window.isVisible()
    assert load_game(tmp_path / "saved-game.json").match.seed == window.controller.match.seed  # it resumes


def test_a_missing_translation_is_a_clear_error(qapp, monkeypatch):
    monkeypatch.setattr(language, "translation_file", lambda code: f"i18n/scopa_{code}-gone.qm")
    with pytest.raises(OSError, match=r"Deutsch translation .*could not be loaded"):
        language.install("de", qapp)


# The translations themselves -----------------------------------------------------------------


def test_translations_are_complete_and_compiled_from_the_current_source():
    """Every text the source marks is in every .ts, translated, and the shipped .qm files are them compiled
    (``python build_spec/translations.py update``, translate, then ``release``)."""
    assert translations.problems() == []


def _marked_texts() -> set[tuple[str, str]]:
    """(context, text) of every literal the source hands to Qt's translation functions."""
    found: set[tuple[str, str]] = set()
    for path in translations.source_files():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for cls in [None, *[n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)]]:
            for node in ast.walk(cls or tree):
                if not isinstance(node, ast.Call):
                    continue
                name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
                args = node.args
                if name == "tr" and cls is not None and args:
                    assert not isinstance(args[0], ast.JoinedStr), f"{path.name}: an f-string cannot be translated"
                    if isinstance(args[0], ast.Constant):
                        found.add((cls.name, args[0].value))
                elif name in ("translate", "QT_TRANSLATE_NOOP") and len(args) >= 2:
                    assert not isinstance(args[1], ast.JoinedStr), f"{path.name}: an f-string cannot be translated"
                    if isinstance(args[0], ast.Constant) and isinstance(args[1], ast.Constant):
                        found.add((args[0].value, args[1].value))
    return found


def test_every_text_marked_in_the_source_reached_the_translators(catalogues):
    """lupdate reads Python with a parser of its own; a call it cannot read would stay English unnoticed."""
    marked = _marked_texts()
    assert len(marked) > 150
    assert marked <= set(catalogues["it"])


@pytest.mark.parametrize("code", TRANSLATED)
def test_translations_keep_every_placeholder(catalogues, code):
    def kept(source: str, form: str | None) -> bool:
        if form is None or sorted(PLACEHOLDER.findall(form)) != sorted(PLACEHOLDER.findall(source)):
            return False
        return "%n" not in source or "%n" in form

    wrong = [(context, source, form) for (context, source), forms in catalogues[code].items()
             for form in forms if not kept(source, form)]
    assert not wrong


#: Scopa is a fishing game (the German guide: "Raubspiel", cards "vom Tisch fischen"), not a trick-taking
#: one: no "Stich" (trick) or "stechen", and a scopa fishes the table empty rather than clearing it.
TRICK_WORDS = re.compile(r"stich|stech|abräum|räumt", re.IGNORECASE)
CAPTURING = re.compile(r"\b(take|takes|taking|took|taken|capture|captured|captures|sweep|sweeps|swept)\b",
                       re.IGNORECASE)
NOT_CAPTURING = re.compile(r"\b(take|takes|took|taken) back\b|seat|take it back|take your best card", re.IGNORECASE)


def test_german_says_capturing_as_the_german_guide_does(catalogues):
    """The guide's word for a capture is "fischen" ("gefischt", a capture a "Fang"): the translation
    said "Stich" beside "gefischt", "nimmt" and "abräumen" for the same move."""
    german = [(source, form) for (_context, source), forms in catalogues["de"].items() for form in forms if form]
    assert not [form for _source, form in german if TRICK_WORDS.search(form)]
    capturing = [(source, form) for source, form in german
                 if CAPTURING.search(source) and not NOT_CAPTURING.search(source)]
    assert len(capturing) > 40
    assert not [(source, form) for source, form in capturing if not re.search("fisch|fang", form, re.IGNORECASE)]


#: The count's lines, titled in the round's dialog, the side panel's count, the match sheet and the statistics.
COUNT_TITLES = ("Cards", "Coins", "Settebello", "Primiera", "Scope")
COUNT_WINDOWS = ("RoundOverDialog", "ScorePanel", "MatchSheet", "StatisticsDialog")


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_counts_lines_have_one_name_in_every_window(catalogues, code):
    """Danish said "Scopaer" in the round's count and "Scope", the Italian plural, as the match sheet's
    column beside it in the match's dialog (and in the statistics)."""
    for title in COUNT_TITLES:
        said = {context: forms[0] for (context, source), forms in catalogues[code].items()
                if source == title and context in COUNT_WINDOWS}
        assert len(said) > 1 and len(set(said.values())) == 1, (title, said)


#: A side of the table is a player or a team: the German guide's "Spieler" and "Zweierteams", the catalogues'
#: "Team", "squadra" and "hold" (the other side: the opponents; a side lacking a suit: whoever lacks it).
#: German said "Seite" (a page's side), Italian "parte", Danish "side".
SIDE = re.compile(r"\b(side|sides)\b")
BESIDE = re.compile(r"at (the|your) side")
SIDE_WORDS = {"de": ("Spieler", "Team", "Gegner", "Wem "), "it": ("giocator", "squadr", "avversari", "Chi "),
              "da": ("spiller", "hold", "modstander")}
NOT_A_SIDE = {"de": re.compile(r"\bSeiten?\b"), "it": re.compile(r"\bpart[ei]\b"), "da": re.compile(r"\bsider?\b")}


@pytest.mark.parametrize("code", TRANSLATED)
def test_a_side_at_the_table_is_called_a_player_or_a_team(catalogues, code):
    """The German match sheet headed its side column "Seite" (a page's side), as German said "deine Seite"
    for the player's team; Italian and Danish said "parte" and "side" beside "squadra" and "hold"."""
    sides = [(source, form) for (_context, source), forms in catalogues[code].items() for form in forms
             if form and SIDE.search(re.sub(r"\{\w+\}", "", source)) and not BESIDE.search(source)]
    assert len(sides) >= 8
    assert not [form for _source, form in sides if NOT_A_SIDE[code].search(form)]
    assert not [form for _source, form in sides if not any(word.lower() in form.lower() for word in SIDE_WORDS[code])]


@pytest.mark.parametrize(("players", "teams", "head"), [(2, 2, "Spieler"), (4, 2, "Team")])
def test_the_german_match_sheet_names_its_side_column_a_player_or_a_team(qtbot, tmp_path, speak, players, teams,
                                                                        head):
    speak("de")
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{PLAYERS_KEY: players, TEAMS_KEY: teams}))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: "match_sheet" in window.opened and window.opened["match_sheet"].isVisible())
    sheet = window.opened["match_sheet"].sheet
    assert [sheet.horizontalHeaderItem(column).text() for column in range(2)] == ["Runde", head]


def accelerator_clashes(menu_bar: QMenuBar) -> list[str]:
    """The menus (the bar itself among them) with an item on no letter, on two, or on another item's."""
    clashes = []

    def check(title: str, actions: list[QAction]) -> None:
        texts = [action.text() for action in actions if not action.isSeparator()]
        letters = [re.findall(r"&(\w)", text.replace("&&", "")) for text in texts]
        if not all(len(found) == 1 for found in letters) or len({f[0].lower() for f in letters}) != len(texts):
            clashes.append(f"{title}: {texts}")
        for action in actions:
            if action.menu() is not None:
                check(action.text(), action.menu().actions())

    check("the menu bar", menu_bar.actions())
    return clashes


@pytest.mark.parametrize("code", language.LANGUAGES)
def test_each_menu_has_one_distinct_accelerator_per_item(qtbot, tmp_path, speak, hosted, code):
    """Two items of a menu on one letter: Alt and the letter only moves between them, choosing neither.
    The menus are read from the windows themselves: the list of items this test once held missed the
    nine added since, and three clashes with them (Match sheet and Mute sounds, in English)."""
    speak(code)
    window = open_window(qtbot, tmp_path)
    create = {"type": "create", "rules": {"players": 2, "teams": 2, "target": 11}, "seats": ["open", "open"]}
    table = NetTableWindow(make_settings(tmp_path / "table"), "Anna", "127.0.0.1", hosted.port, create, hosted)
    qtbot.addWidget(table)
    assert accelerator_clashes(window.menuBar()) + accelerator_clashes(table.menuBar()) == []


# The window speaking them ---------------------------------------------------------------------


@pytest.mark.parametrize("code", language.LANGUAGES)
def test_every_ai_level_has_its_words_in_every_language(speak, catalogues, code):
    """A level declared without its words in some language would show its English id there."""
    speak(code)
    for level in LEVEL_TABLE:
        for source, shown in ((level.title, level_title(level.id)), (level.description, level_description(level.id))):
            if code == language.SOURCE_LANGUAGE:
                assert shown == source
            else:
                forms = catalogues[code].get(("Words", source))
                assert forms and forms[0], f"{code}: no words for {source!r}"
                assert shown == forms[0] != source


@pytest.mark.parametrize(("code", "title", "bar"), [
    ("en", "Match · first to 1", "You: 0 of the 1 point to win"),
    ("de", "Partie · bis 1 Punkt", "Du: 0 von 1 Punkt zum Sieg"),
    ("it", "Partita · a 1 punto", "Tu: 0 di 1 punto per vincere"),
    ("da", "Parti · først til 1", "Du: 0 af 1 point, der skal til for at vinde"),
])
def test_a_match_to_one_point_says_point_in_the_singular(qtbot, tmp_path, speak, code, title, bar):
    """Played to 1 point (Other…), the side panel said "Partie · bis 1 Punkte" and "a 1 punti"."""
    speak(code)
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{TARGET_KEY: 1}))
    panel = window.score_panel
    qtbot.waitUntil(lambda: panel.title.text() == title)
    assert panel._bars[0].accessibleName() == bar


def test_english_counts_have_their_plural_forms(qtbot, tmp_path):
    open_window(qtbot, tmp_path)  # the counts as the window shows them, its language installed
    assert [hand_count(1), hand_count(2)] == ["1 in hand", "2 in hand"]
    assert [taken_count(1), taken_count(2)] == ["1 taken", "2 taken"]


@pytest.mark.parametrize(("code", "settebello"), [
    ("en", "7 of Coins"), ("it", "7 di Denari"), ("de", "7 der Münzen"), ("da", "7 i mønter")])
def test_cards_are_named_in_the_windows_language(speak, code, settebello):
    speak(code)
    assert card_title(SETTEBELLO) == settebello


def test_cards_in_english_go_by_english_names_and_by_italian_ones_when_chosen():
    assert [card_title(card) for card in as_ints("8S 9C 10B 1D")] == [
        "Jack of Swords", "Knight of Cups", "King of Clubs", "Ace of Coins"]
    use_italian_names(True)
    try:
        assert [card_title(card) for card in as_ints("8S 9C 10B 1D")] == [
            "Fante of Spade", "Cavallo of Coppe", "Re of Bastoni", "Asso of Denari"]
    finally:
        use_italian_names(False)


@pytest.mark.parametrize(("code", "names"), [
    ("en", ["Jack of Spades", "Queen of Hearts", "King of Clubs", "Ace of Diamonds", "7 of Diamonds"]),
    ("it", ["Fante di Picche", "Donna di Cuori", "Re di Fiori", "Asso di Quadri", "7 di Quadri"]),
])
def test_a_french_deck_on_the_table_names_the_cards_by_its_own_suits(speak, code, names):
    speak(code)
    use_deck("french")
    try:
        assert [card_title(card) for card in as_ints("8S 9C 10B 1D 7D")] == names
    finally:
        use_deck("napoletane")
    assert card_title(as_int("7D")) == ("7 of Coins" if code == "en" else "7 di Denari")


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_window_speaks_the_chosen_language(qtbot, tmp_path, speak, catalogues, code):
    speak(code)
    window = open_window(qtbot, tmp_path, seed=seed_with_human_to_play())
    window.resize(1024, 700)
    catalogue = catalogues[code]
    menus = [action.text() for action in window.menuBar().actions()]
    assert menus == [catalogue[("MainWindow", "&Game")][0], catalogue[("MainWindow", "&Help")][0]]
    assert window.status_label.text().endswith(catalogue[("MainWindow", "Your turn: drag a card onto the table.")][0])
    wait_for_layout(qtbot, window.table)
    controller = window.controller
    card, take = controller.legal_moves()[0]
    assert controller.play(card, take)
    qtbot.waitUntil(lambda: controller.is_human_turn(), timeout=5000)
    assert window.move_log.count() >= 4  # the match, the round, two moves: each line in the language
    save_screenshot(window, f"gui-{code}-1024x700.png")


@pytest.mark.parametrize("code", TRANSLATED)
def test_a_refused_move_is_explained_in_the_chosen_language(qtbot, tmp_path, speak, catalogues, code):
    speak(code)
    window = open_window(qtbot, tmp_path, seed=seed_with_human_to_play())
    controller = window.controller
    state = controller.match.current
    refused = next(card for card in controller.snapshot().hand if state.refusal(Move(card, 0)) is not None)
    refusal = state.refusal(Move(refused, 0))
    with qtbot.waitSignal(controller.moveRefused, timeout=1000) as blocker:
        assert not controller.play(refused, [])
    template = catalogues[code][("Words", REFUSAL_SOURCES[refusal.kind])][0]
    words = [piece.strip() for piece in PLACEHOLDER.split(template) if piece.strip(" .:")]
    assert words and all(piece in blocker.args[0] for piece in words), (template, blocker.args[0])
    assert card_title(refused) in blocker.args[0]


def seed_with_human_to_play() -> int:
    """A 2-player deal where the player moves first and holds a card that may not be laid."""
    for seed in range(500):
        state = Match(Rules(), seed=seed).current
        if state.to_play == 0 and any(state.refusal(Move(c, 0)) for c in cards_of(state.hands[0])):
            return seed
    raise AssertionError("no such deal")


def test_statistics_keep_english_keys_and_show_them_in_the_windows_language(qtbot, tmp_path, speak):
    """The stored label stays English, so a change of language does not split a table's record in two."""
    speak("it")
    statistics = StatisticsStore(tmp_path / "statistics.sqlite3")
    label = table_label(Rules(players=3, variants={"card-value"}, rounds=3), ["easy", "hard"])
    statistics.record(MatchResult(label, won=True))
    assert [figures.table for figures in statistics.figures()] == [label]
    assert label.startswith("3 players alone (easy, hard), 3 rounds")
    dialog = StatisticsDialog(statistics)
    qtbot.addWidget(dialog)
    shown = dialog.table.item(0, 0).text()
    assert level_title("hard") != "hard" and variant_title("card-value") != "card-value scoring"
    assert shown != label
    assert all(word in shown for word in (level_title("easy"), level_title("hard"), variant_title("card-value")))


@pytest.mark.parametrize(("code", "written"), [("en", "67%"), ("it", "67%"), ("de", "67\u00a0%"), ("da", "67\u00a0%")])
def test_per_cent_is_written_as_the_window_s_language_writes_it(qtbot, tmp_path, speak, code, written):
    """German and Danish put a space before the sign: their screen reader's words did ("67 %"), the
    figures beside the odds bars and in the statistics did not ("67%")."""
    speak(code)
    bar = OddsBar()
    qtbot.addWidget(bar)
    bar.show_odds(Odds(round=0.67, match=0.5))
    assert bar.figures[0].text() == written and bar.figures[0].accessibleName().endswith(f": {written}")
    statistics = StatisticsStore(tmp_path / "statistics.sqlite3")
    for won in (True, True, False):
        statistics.record(MatchResult("vs easy, to 11", won=won))
    dialog = StatisticsDialog(statistics)
    qtbot.addWidget(dialog)
    assert dialog.table.item(0, COLUMNS.index("Won %")).text() == written


@pytest.mark.parametrize(("code", "written"), [("en", "4.1"), ("it", "4,1"), ("de", "4,1"), ("da", "4,1")])
def test_the_statistics_write_points_a_round_as_the_window_s_language_does(qtbot, tmp_path, speak, code, written):
    """Points a round were written "4.1" in an Italian, German or Danish window, which write "4,1"."""
    speak(code)
    statistics = StatisticsStore(tmp_path / "statistics.sqlite3")
    statistics.record(MatchResult("vs easy, to 11", won=True, rounds=8, points=33))
    dialog = StatisticsDialog(statistics)
    qtbot.addWidget(dialog)
    assert dialog.table.item(0, COLUMNS.index("Points per round")).text() == written  # 33 points in 8 rounds
