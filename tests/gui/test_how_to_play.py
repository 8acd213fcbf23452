"""Help > How to play: the rules with the chosen deck's cards, each variant, on a 768-pixel-high screen."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from helpers_gui import as_int, make_settings, open_window, save_screenshot
from PySide6.QtWidgets import QLabel

from scopa_desktop.engine.cards import PRIMIERA_VALUE
from scopa_desktop.engine.rules import VARIANTS
from scopa_desktop.gui import language
from scopa_desktop.gui.dialogs.how_to_play import HowToPlayDialog
from scopa_desktop.gui.settings import SKIN_KEY
from scopa_desktop.gui.words import (
    capitalised,
    card_title,
    italian_rank_word,
    italian_suit_word,
    use_italian_names,
    variant_title,
)
from scopa_desktop.skins import available_skins


def texts(dialog: HowToPlayDialog) -> str:
    return "\n".join(label.text() for label in dialog.findChildren(QLabel))


@pytest.mark.parametrize("skin", [skin.id for skin in available_skins()])
def test_it_fits_a_small_screen_and_scrolls_inside(qtbot, skin):
    dialog = HowToPlayDialog(skin)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.height() <= 768 - 80  # a title bar and a panel still fit
    page = dialog.scroll_area.widget()
    assert page.height() > dialog.scroll_area.viewport().height()  # the rest is a scroll away
    assert page.width() <= dialog.scroll_area.viewport().width()  # never sideways
    save_screenshot(page, f"how-to-play-{skin}.png")


def test_it_shows_the_primiera_values_as_a_row_of_cards_and_names_every_variant(qtbot):
    dialog = HowToPlayDialog(available_skins()[0].id)
    qtbot.addWidget(dialog)
    for rank in range(1, 11):
        picture = dialog.findChild(QLabel, f"card-{rank}C")
        assert picture is not None and not picture.pixmap().isNull()
    captions = [label.text() for label in dialog.findChildren(QLabel, "caption")]
    assert [str(PRIMIERA_VALUE[rank]) for rank in (7, 6, 1, 5, 4, 3, 2, 8, 9, 10)] == [
        caption for caption in captions if caption.isdigit() and int(caption) >= 10][-10:]
    for variant in VARIANTS:
        assert f"<b>{capitalised(variant_title(variant))}</b>" in texts(dialog)


def test_help_menu_opens_it_in_the_players_deck(qtbot, tmp_path):
    skin = available_skins()[-1].id
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{SKIN_KEY: skin}))
    window.menu_actions["how_to_play"].trigger()
    dialog = window.opened["how_to_play"]
    qtbot.waitExposed(dialog)
    assert dialog.skin_id == skin and dialog.isVisible()


@pytest.mark.parametrize(("skin", "suits"), [("french", ["Diamonds", "Hearts", "Spades", "Clubs"]),
                                             ("napoletane", ["Coins", "Cups", "Swords", "Clubs"])])
def test_the_suits_are_named_as_the_deck_shown_names_them(qtbot, skin, suits):
    dialog = HowToPlayDialog(skin)  # whichever deck is on the table
    qtbot.addWidget(dialog)
    captions = [label.text() for label in dialog.findChildren(QLabel, "caption")]
    assert captions[:4] == suits


#: The Italian names of the suits and courts, which the window shows only when the settings ask for them
#: (the variant "Asso piglia tutto" is a name in every language).
ITALIAN_CARD_WORDS = re.compile(r"\b(Denari|Coppe|Spade|Bastoni|Asso(?! piglia)|Fante|Cavallo)\b")


@pytest.mark.parametrize("italian_names", [False, True])
@pytest.mark.parametrize("code", language.LANGUAGES)
def test_the_cards_are_named_as_the_settings_say_in_every_language(qtbot, speak, code, italian_names):
    """English names (Coins, Knight…) by default, the Italian ones (Denari, Cavallo…) as a setting: the
    page says the cards as the rest of the window does, where it said Denari and Cavallo in any case."""
    speak(code)
    use_italian_names(italian_names)
    try:
        dialog = HowToPlayDialog("napoletane")
        qtbot.addWidget(dialog)
        page = texts(dialog)
        for word in (italian_suit_word("D"), *(italian_rank_word(rank) for rank in (8, 9, 10)),
                     card_title(as_int("7D")), card_title(as_int("10D")), card_title(as_int("8S"))):
            assert word in page
        if italian_names or code == "it":  # Italian has no other names for them
            assert {"Denari", "Cavallo", "Fante"} <= set(ITALIAN_CARD_WORDS.findall(page))
        else:
            assert not ITALIAN_CARD_WORDS.findall(page)
    finally:
        use_italian_names(False)


@pytest.mark.parametrize("code", language.LANGUAGES)
def test_the_keys_out_of_the_table_and_to_hear_the_position_are_told_in_every_language(qtbot, speak, code):
    """Ctrl+Tab and Ctrl+Shift+Tab, the way from the table to the other controls, were said only in the
    table's accessible description: a keyboard player reads them here too, with F2."""
    speak(code)
    dialog = HowToPlayDialog("napoletane")
    qtbot.addWidget(dialog)
    page = texts(dialog)
    control, shift = {"de": ("Strg", "Umschalt"), "da": ("Ctrl", "Skift"), "it": ("Ctrl", "Maiusc")}.get(
        code, ("Ctrl", "Shift"))
    assert f"{control}+Tab" in page and f"{control}+{shift}+Tab" in page and "F2" in page


def test_the_readme_tells_the_keys_out_of_the_table_with_the_others():
    keyboard = next(part for part in Path(__file__).parents[2].joinpath("README.md").read_text(encoding="utf-8")
                    .split("\n\n") if "Without the mouse" in part)
    assert "**Ctrl+Tab**" in keyboard and "**Ctrl+Shift+Tab**" in keyboard
