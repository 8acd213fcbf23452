"""The window has words for everything the engine declares: each variant, each line
of the count, each refusal and each refused choice of rules."""

from __future__ import annotations

import errno
import socket

from helpers_gui import as_int, make_settings

from scopa_desktop.engine import VARIANT_TABLE, LineScore, RefusalKind, RulesErrorKind, parse_card
from scopa_desktop.gui.dialogs.match_setup import RULES_ERRORS
from scopa_desktop.gui.netplay.window import NetTableWindow
from scopa_desktop.gui.reasons import system_reason
from scopa_desktop.gui.words import (
    REFUSAL_WORDS,
    SCORE_LINE_WORDS,
    UNBROKEN_RUN,
    VARIANT_WORDS,
    breakable,
    card_title,
    score_line_text,
    score_line_title,
    suit_word,
    use_deck,
    variant_description,
    variant_title,
)
from scopa_desktop.skins import skin_by_id


def test_every_variant_and_every_line_of_the_count_has_its_words():
    assert set(VARIANT_WORDS) == {variant.id for variant in VARIANT_TABLE}
    assert set(SCORE_LINE_WORDS) == {line.name for variant in VARIANT_TABLE for line in variant.lines}


def test_every_refusal_and_every_refused_choice_has_its_words():
    assert set(REFUSAL_WORDS) == set(RefusalKind)
    assert set(RULES_ERRORS) == set(RulesErrorKind) - {RulesErrorKind.INVALID}  # the rest cannot be picked


def test_the_words_of_variants_and_lines():
    assert variant_title("scopone-scientifico") == "Scopone scientifico"
    assert variant_description("napola") == "Napola (1-2-3 of Coins and up)"
    assert score_line_title("card-values") == "Card values"
    assert score_line_text(LineScore("napola", 4, parse_card("4D"))) == "run to 4 of Coins: 4"
    assert score_line_text(LineScore("rebello", 1, parse_card("10D"))) == "King of Coins"
    assert score_line_text(LineScore("card-values", 29)) == "29"


def test_the_variants_name_their_cards_as_the_deck_on_the_table_does():
    assert variant_description("rebello") == "Re bello (King of Coins scores)"
    use_deck("french")
    try:
        assert variant_description("napola") == "Napola (1-2-3 of Diamonds and up)"
        assert variant_description("rebello") == "Re bello (King of Diamonds scores)"
        assert variant_description("rosmarino") == "Rosmarino (Jack of Spades scores)"
    finally:
        use_deck("napoletane")


def test_a_deck_that_shows_french_suits_says_so_on_its_skin(monkeypatch):
    """No list of decks in the words: a new French-suited deck only sets ``french_suits``."""
    assert skin_by_id("french").french_suits and not skin_by_id("large-print").french_suits
    monkeypatch.setattr(skin_by_id("large-print"), "french_suits", True)
    assert suit_word("D", "large-print") == "Diamonds"
    use_deck("large-print")
    try:
        assert card_title(as_int("9C")) == "Queen of Hearts"
    finally:
        use_deck("napoletane")
    assert card_title(as_int("9C")) == "Knight of Cups"


def test_a_table_not_reached_says_why_in_the_windows_language(qtbot, tmp_path, speak):
    """The system's reason came in English inside German words: "… ist nicht erreichbar: Connection refused"."""
    speak("de")
    assert system_reason(ConnectionRefusedError(errno.ECONNREFUSED, "Connection refused")) == \
        "an diesem Port hört kein Server zu"
    assert system_reason(TimeoutError("timed out")) == "keine Antwort in der Zeit"
    assert system_reason(socket.gaierror(socket.EAI_NONAME, "Name or service not known")) == \
        "kein Rechner dieses Namens gefunden"
    assert system_reason(OSError(errno.EPERM, "Operation not permitted")) == "Operation not permitted"  # rare: as is
    window = NetTableWindow(make_settings(tmp_path), "Ann", "127.0.0.1", 9, {"type": "join", "table": "X"})
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.retry_button.isVisible())
    assert window.table.board.felt_words() == "127.0.0.1:9 ist nicht erreichbar: an diesem Port hört kein Server zu"


def test_a_server_name_no_lookup_can_take_is_told_as_no_such_computer(qtbot, tmp_path):
    """A name with a part over 63 characters (a server kept from before, a table found on the network)
    killed the connection's thread with an encoding error: "Connecting…" stayed on the felt for ever."""
    host = "a" * 64 + ".example.org"
    window = NetTableWindow(make_settings(tmp_path), "Ann", host, 7373, {"type": "join", "table": "X"})
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.retry_button.isVisible())
    assert window.table.board.felt_words() == f"Cannot reach {host}: no computer of that name was found"


def test_a_long_unbroken_name_gets_places_to_break_and_a_real_one_keeps_its_words():
    """A name of one long word set the least width of every wrapped label showing it."""
    zero_width = "\u200b"
    assert breakable("Maximilian von Hohenberg") == "Maximilian von Hohenberg"
    assert breakable("Hohenzollern-Sigmaringen") == "Hohenzollern-Sigmaringen"  # it breaks after its hyphen
    assert breakable("Mastrogiacomo") == "Mastrogiacomo"
    assert breakable("You & " + "W" * 24) == "You & " + "W" * UNBROKEN_RUN + zero_width + "W" * (24 - UNBROKEN_RUN)
    assert breakable("W" * UNBROKEN_RUN) == "W" * UNBROKEN_RUN  # nothing after the run: nothing to break from
