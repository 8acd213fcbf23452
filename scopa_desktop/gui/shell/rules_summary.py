"""Help > Rules summary (F1): the rules in a nutshell, as the match in play has them.

Built from the rules and the deck on the table: the count says "primiera" only
where it counts, card-value scoring says what each card is worth and how many
rounds make the match, the coins and the settebello are named as the deck names
them, and the variants in play are listed with what they change.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from ...engine.cards import SETTEBELLO
from ...engine.rules import SCOPA_NONE_IN_LAST_DEAL, VARIANTS, Rules
from ...resources.translation import QT_TRANSLATE_NOOP
from ..words import card_title, plain_suit_word, rank_word, suit_word, variant_description

CONTEXT = "RulesSummary"
_TITLE = QT_TRANSLATE_NOOP("RulesSummary", "Scopa in a nutshell")
_TURN = QT_TRANSLATE_NOOP("RulesSummary", """Play one card a turn. If a table card has the <b>same rank</b>, you must
take exactly one such card. Otherwise, if table cards <b>add up</b> to your card's value, you must take one such set.
Otherwise the card is laid on the table. A card that can take may never be laid.""")
_ACE_TAKES_ALL = QT_TRANSLATE_NOOP("RulesSummary", "An {ace} takes every card on the table (that is not a scopa).")
_SCOPA = QT_TRANSLATE_NOOP("RulesSummary", """Emptying the table is a <b>scopa</b>: one point (not with the very last
card of the round). Cards left at the end go to whoever took last.""")
_SCOPA_NOT_IN_LAST_DEAL = QT_TRANSLATE_NOOP("RulesSummary", """Emptying the table is a <b>scopa</b>: one point (none
in the last deal). Cards left at the end go to whoever took last.""")
_COUNT = QT_TRANSLATE_NOOP("RulesSummary", """Each round: one point each for most <b>cards</b>,
most <b>coins</b>{coins}, the <b>settebello</b> ({settebello}) and the best <b>primiera</b>, plus one per scopa.""")
_COUNT_CARD_VALUES = QT_TRANSLATE_NOOP("RulesSummary", """Each round: every card you took scores its value ({ace} 1
… {king} 10), plus one point each for most <b>cards</b>, most <b>coins</b>{coins} and the <b>settebello</b>
({settebello}), and one per scopa.""")
_TARGET = QT_TRANSLATE_NOOP("RulesSummary", "First to {target} wins; a tie at the top plays another round.")
_VARIANTS = QT_TRANSLATE_NOOP("RulesSummary", "Variants in play: {variants}.")
_MOUSE = QT_TRANSLATE_NOOP("RulesSummary", """Mouse: drag a card onto the table (onto the card you want to take).
Or click a card, click the table cards, press Enter. Double-click plays a card that has one choice. Keys 1-3 or arrows
choose, Enter plays, Esc cancels, H shows a hint, Ctrl+Z takes back your last move.""")
_KEYS = QT_TRANSLATE_NOOP("RulesSummary", """Keyboard on the table: Tab goes between your hand and the table cards,
the arrows move, Space takes a table card into the capture or leaves it, Enter plays. When a card can take more than
one set, the sets light up on the table: click one, or go through them with Tab and take one with Enter.""")


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


class RulesSummary(QObject):
    """The summary's counted words: a class because Qt's tools find plural forms only in a class's ``tr``."""

    def rounds_line(self, rounds: int) -> str:
        return self.tr("After %n round(s) the highest total wins; a tie plays one more round.", "", rounds)


def rules_summary(rules: Rules) -> str:
    """The summary as rich text, in the window's language and the words of the deck in use."""
    # The deck's word for coins beside the language's own, where they differ: "coins (Denari)", "coins
    # (Diamonds)", not "coins (Coins)" nor "denari (Denari)".
    deck_coins = suit_word("D")
    coins = "" if deck_coins.casefold() == plain_suit_word("D").casefold() else f" ({deck_coins})"
    settebello = card_title(SETTEBELLO)
    turn = _tr(_TURN)
    if "asso-piglia-tutto" in rules.variants:
        turn += " " + _tr(_ACE_TAKES_ALL).format(ace=rank_word(1))
    scopa = _tr(_SCOPA_NOT_IN_LAST_DEAL if rules.last_deal_scopa == SCOPA_NONE_IN_LAST_DEAL else _SCOPA)
    if rules.fixed_rounds:
        count = _tr(_COUNT_CARD_VALUES).format(ace=rank_word(1), king=rank_word(10), coins=coins,
                                               settebello=settebello)
        count += " " + RulesSummary().rounds_line(rules.rounds)
    else:
        count = _tr(_COUNT).format(coins=coins, settebello=settebello) + " " + _tr(_TARGET).format(
            target=rules.target)
    paragraphs = [turn, scopa, count]
    chosen = [variant_description(name) for name in VARIANTS if name in rules.variants]
    if chosen:
        paragraphs.append(_tr(_VARIANTS).format(variants="; ".join(chosen)))
    paragraphs += [_tr(_MOUSE), _tr(_KEYS)]
    return f"<h3>{_tr(_TITLE)}</h3>" + "".join(f"<p>{text}</p>" for text in paragraphs)
