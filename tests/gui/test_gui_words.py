"""The window has words for everything the engine declares: each variant, each line
of the count, each refusal and each refused choice of rules."""

from __future__ import annotations

from scopa_desktop.engine import VARIANT_TABLE, LineScore, RefusalKind, RulesErrorKind, parse_card
from scopa_desktop.gui.dialogs.new_game import RULES_ERRORS
from scopa_desktop.gui.words import (
    REFUSAL_WORDS,
    SCORE_LINE_WORDS,
    VARIANT_WORDS,
    score_line_text,
    score_line_title,
    use_deck,
    variant_description,
    variant_title,
)


def test_every_variant_and_every_line_of_the_count_has_its_words():
    assert set(VARIANT_WORDS) == {variant.id for variant in VARIANT_TABLE}
    assert set(SCORE_LINE_WORDS) == {line.name for variant in VARIANT_TABLE for line in variant.lines}


def test_every_refusal_and_every_refused_choice_has_its_words():
    assert set(REFUSAL_WORDS) == set(RefusalKind)
    assert set(RULES_ERRORS) == set(RulesErrorKind) - {RulesErrorKind.INVALID}  # the rest cannot be picked


def test_the_words_of_variants_and_lines():
    assert variant_title("scopone-scientifico") == "Scopone scientifico"
    assert variant_description("napola") == "Napola (1-2-3 of Denari and up)"
    assert score_line_title("card-values") == "Card values"
    assert score_line_text(LineScore("napola", 4, parse_card("4D"))) == "run to 4 of Denari: 4"
    assert score_line_text(LineScore("rebello", 1, parse_card("10D"))) == "Re of Denari"
    assert score_line_text(LineScore("card-values", 29)) == "29"


def test_the_variants_name_their_cards_as_the_deck_on_the_table_does():
    assert variant_description("rebello") == "Re bello (Re of Denari scores)"
    use_deck("french")
    try:
        assert variant_description("napola") == "Napola (1-2-3 of Diamonds and up)"
        assert variant_description("rebello") == "Re bello (King of Diamonds scores)"
        assert variant_description("rosmarino") == "Rosmarino (Jack of Spades scores)"
    finally:
        use_deck("napoletane")
