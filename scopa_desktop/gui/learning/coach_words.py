"""The coach's sentences in the window's language: what a move cost and why, and why a hint is best.

``ai.coach`` gives a ``Reason`` with its data (a card, a rank); each reason has
one sentence for a move already played ("you let the settebello go") and one
for the hint's move ("It keeps the settebello for you.").
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...ai.coach import Advice, Cause, Reason, Verdict
from ...engine import Move, cards_of
from ...resources.translation import QT_TRANSLATE_NOOP
from ..words import capitalised, card_title, cards_title, points_text, suit_word

CONTEXT = "Coach"

#: Reason -> what the played move did; {card} is a card, {rank} a capture value, {coins} the suit of coins.
_PLAYED = {
    Reason.SCOPA_RISK: QT_TRANSLATE_NOOP("Coach", "a {rank} is still unseen and the table now adds up to {rank}: "
                                                  "scopa risk"),
    Reason.SCOPA_MISSED: QT_TRANSLATE_NOOP("Coach", "you could have swept the table for a scopa"),
    Reason.SCOPE: QT_TRANSLATE_NOOP("Coach", "it gives the other side more chances of a scopa"),
    Reason.SETTEBELLO: QT_TRANSLATE_NOOP("Coach", "you let the settebello go"),
    Reason.PRIMIERA: QT_TRANSLATE_NOOP("Coach", "{card} would have kept your primiera"),
    Reason.PRIMIERA_LAID: QT_TRANSLATE_NOOP("Coach", "you laid {card}, a primiera card, for the other side to take"),
    Reason.COINS: QT_TRANSLATE_NOOP("Coach", "you left {coins} to the other side"),
    Reason.CARDS: QT_TRANSLATE_NOOP("Coach", "you left cards to the other side, and most cards is a point"),
    Reason.POINTS: QT_TRANSLATE_NOOP("Coach", "the better move wins more points over the round"),
}
#: Reason -> why the hint's move beats the next best one, as a sentence.
_BEST = {
    Reason.SCOPA_RISK: QT_TRANSLATE_NOOP("Coach", "It leaves no table that an unseen {rank} could sweep."),
    Reason.SCOPA_MISSED: QT_TRANSLATE_NOOP("Coach", "It sweeps the table: scopa!"),
    Reason.SCOPE: QT_TRANSLATE_NOOP("Coach", "It gives the other side fewer chances of a scopa."),
    Reason.SETTEBELLO: QT_TRANSLATE_NOOP("Coach", "It keeps the settebello for you."),
    Reason.PRIMIERA: QT_TRANSLATE_NOOP("Coach", "{card} keeps your primiera."),
    Reason.PRIMIERA_LAID: QT_TRANSLATE_NOOP("Coach", "It does not give away {card}, a primiera card."),
    Reason.COINS: QT_TRANSLATE_NOOP("Coach", "It wins more {coins}."),
    Reason.CARDS: QT_TRANSLATE_NOOP("Coach", "It wins more cards."),
    Reason.POINTS: QT_TRANSLATE_NOOP("Coach", "It wins the most points over the round."),
}


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def _fill(template: str, cause: Cause) -> str:
    card = card_title(cause.card) if cause.card is not None else ""
    return _tr(template).format(card=card, rank=cause.rank, coins=suit_word("D"))


def move_sentence(move: Move) -> str:
    """A move as advice: "play 7 of Coppe and take 7 of Denari" / "lay 9 of Spade"."""
    if move.take:
        return QCoreApplication.translate("Coach", "play {card} and take {cards}").format(
            card=card_title(move.card), cards=cards_title(cards_of(move.take)))
    return QCoreApplication.translate("Coach", "lay {card}").format(card=card_title(move.card))


def verdict_text(verdict: Verdict | None) -> str:
    """The coach's line on the player's last move."""
    if verdict is None:
        return QCoreApplication.translate("Coach", "Good move: no other was clearly better.")
    return QCoreApplication.translate("Coach", "That cost about {points} points: {reason}. Better: {move}.").format(
        points=points_text(verdict.cost), reason=_fill(_PLAYED[verdict.cause.reason], verdict.cause),
        move=move_sentence(verdict.better))


def advice_text(advice: Advice) -> str:
    """The hint with its reason: "Hint: play … and take …. It keeps the settebello for you."."""
    hint = QCoreApplication.translate("Coach", "Hint: {move}.").format(move=move_sentence(advice.move))
    return f"{hint} {advice_reason(advice)}"


def advice_reason(advice: Advice) -> str:
    """Why the hint's move is the best: "It keeps the settebello for you."."""
    if advice.runner_up is None:
        return QCoreApplication.translate("Coach", "It is your only move.")
    if advice.cause is None:
        return QCoreApplication.translate("Coach", "Other moves are about as good.")
    return capitalised(_fill(_BEST[advice.cause.reason], advice.cause))
