"""The game's vocabulary in the window's language: cards ("7 of Coins", "7 di
Denari"…; by their Italian names when the settings say so, "7 of Denari"; or
"7 of Diamonds" while a French-suited deck is on the table), the AI
levels, counts, the variants and their lines of the round's count (one entry
for each of ``engine.variants``), and why the rules refuse a move.  A card is the
engine's int everywhere in the window; here alone it becomes words.

The engine speaks English and RULES.md notation ("7D"), for records and the
command line (``Refusal.text``); the window says the same things through Qt's
translations, so each language words and orders them its own way.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale, QObject

from ..ai.levels import LEVEL_BY_ID, OPPONENT_NAMES
from ..engine import LineScore, Refusal, RefusalKind, Rules, TeamScore
from ..engine.cards import RANK, RE_BELLO, ROSMARINO, SUIT, SUIT_MASK, SUITS, cards_of
from ..engine.rules import CLOCKWISE, SCOPA_NONE_IN_LAST_DEAL, VARIANTS
from ..resources.translation import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    pass

CONTEXT = "Words"
_YOU = QT_TRANSLATE_NOOP("Words", "You")
_US = QT_TRANSLATE_NOOP("Words", "Us")
_THEM = QT_TRANSLATE_NOOP("Words", "Them")
_PERCENT = QT_TRANSLATE_NOOP("Words", "{percent}%")
#: The Italian suits and court cards in the window's language (the default; English as English guides
#: name them), with their own way of making a card's name.
_SUIT_WORDS = {
    "D": QT_TRANSLATE_NOOP("Cards", "Coins"),
    "C": QT_TRANSLATE_NOOP("Cards", "Cups"),
    "S": QT_TRANSLATE_NOOP("Cards", "Swords"),
    "B": QT_TRANSLATE_NOOP("Cards", "Clubs"),
}
_RANK_WORDS = {
    1: QT_TRANSLATE_NOOP("Cards", "Ace"),
    8: QT_TRANSLATE_NOOP("Cards", "Jack"),
    9: QT_TRANSLATE_NOOP("Cards", "Knight"),
    10: QT_TRANSLATE_NOOP("Cards", "King"),
}
_CARD_NAME = QT_TRANSLATE_NOOP("Cards", "{rank} of {suit}")
#: The last of several things said one after the other: "{items} and {last}" ("og", "und", "e").
_LIST_END = QT_TRANSLATE_NOOP("Words", "{items} and {last}")
#: The same cards by their Italian names, in every language (an option in the settings).
ITALIAN_SUIT_WORDS = {"D": "Denari", "C": "Coppe", "S": "Spade", "B": "Bastoni"}
ITALIAN_RANK_WORDS = {1: "Asso", 8: "Fante", 9: "Cavallo", 10: "Re"}
#: The same suits as a French-suited deck shows them (RULES.md §1 maps D C S B onto them).
_FRENCH_SUIT_WORDS = {
    "D": QT_TRANSLATE_NOOP("Words", "Diamonds"),
    "C": QT_TRANSLATE_NOOP("Words", "Hearts"),
    "S": QT_TRANSLATE_NOOP("Words", "Spades"),
    "B": QT_TRANSLATE_NOOP("Words", "Clubs"),
}
_FRENCH_RANK_WORDS = {
    1: QT_TRANSLATE_NOOP("Words", "Ace"),
    8: QT_TRANSLATE_NOOP("Words", "Jack"),
    9: QT_TRANSLATE_NOOP("Words", "Queen"),
    10: QT_TRANSLATE_NOOP("Words", "King"),
}
#: A card's name with French suits or Italian names ("Jack of Spades", "Cavallo of Coppe").
_OTHER_CARD_NAME = QT_TRANSLATE_NOOP("Words", "{rank} of {suit}")
#: Which words the cards go by: the deck on the table's (French suits, ``Skin.french_suits``, or
#: Italian), and for Italian suits whether by their Italian names.
_deck = {"french": False, "italian_names": False}
#: Variant id -> its name (the Italian ones are names in every language) and
#: its name with what it changes, for the New game dialog ({coins}: the suit of
#: coins, {card}: the card that scores, both as the deck in use names them).
VARIANT_WORDS = {
    "scopone": ("Scopone", QT_TRANSLATE_NOOP("Words", "Scopone (4 players, 9 cards each)")),
    "scopone-scientifico": ("Scopone scientifico",
                            QT_TRANSLATE_NOOP("Words", "Scopone scientifico (10 cards each, none on the table)")),
    "asso-piglia-tutto": ("Asso piglia tutto",
                          QT_TRANSLATE_NOOP("Words", "Asso piglia tutto (an ace takes the whole table)")),
    "napola": ("Napola", QT_TRANSLATE_NOOP("Words", "Napola (1-2-3 of {coins} and up)")),
    "rebello": ("Re bello", QT_TRANSLATE_NOOP("Words", "Re bello ({card} scores)")),
    "rosmarino": ("Rosmarino", QT_TRANSLATE_NOOP("Words", "Rosmarino ({card} scores)")),
    "card-value": (QT_TRANSLATE_NOOP("Words", "card-value scoring"),
                   QT_TRANSLATE_NOOP("Words", "Card-value scoring (German guide)")),
}
# The card a scoring variant is named by: the Re of Denari, the Fante of Spade.
_VARIANT_CARDS = {"rebello": RE_BELLO, "rosmarino": ROSMARINO}
#: Score line (``ScoreLine.name``) -> its title in the round's count and a side's
#: result on it; {card} is the card the result is named by, {points} its points.
SCORE_LINE_WORDS = {
    "napola": ("Napola", QT_TRANSLATE_NOOP("Words", "run to {card}: {points}")),
    "rebello": ("Re bello", "{card}"),
    "rosmarino": ("Rosmarino", "{card}"),
    "card-values": (QT_TRANSLATE_NOOP("Words", "Card values"), "{points}"),
}
#: A side without a card of every suit has no primiera (RULES.md §6), not one of 0: said with the suits it lacks.
_NO_PRIMIERA = QT_TRANSLATE_NOOP("Words", "no primiera ({suits})")
_NO_SUIT = QT_TRANSLATE_NOOP("Words", "no {suit}")
#: A count's cell in words, where a table shows signs: "21 ●" (the side scored the line), "●", "–" (nothing).
_SCORED = QT_TRANSLATE_NOOP("Words", "{result}, a point")
_SCORED_ALONE = QT_TRANSLATE_NOOP("Words", "a point")
_NOTHING = QT_TRANSLATE_NOOP("Words", "nothing")
#: The options that are not the default, as a few words beside the score.
_OPTION_WORDS = {
    CLOCKWISE: QT_TRANSLATE_NOOP("Words", "clockwise"),
    SCOPA_NONE_IN_LAST_DEAL: QT_TRANSLATE_NOOP("Words", "no scopa in the last deal"),
}
#: Refusal kind -> its sentence; {card} is the card played, {rank} its value, {cards} the table cards concerned.
REFUSAL_WORDS = {
    RefusalKind.ROUND_OVER: QT_TRANSLATE_NOOP("Words", "The round is over."),
    RefusalKind.NOT_IN_HAND: QT_TRANSLATE_NOOP("Words", "{card} is not in your hand."),
    RefusalKind.NOT_A_SET: QT_TRANSLATE_NOOP("Words", "That is not a set of table cards."),
    RefusalKind.NOT_ON_TABLE: QT_TRANSLATE_NOOP("Words", "{cards}: not on the table."),
    RefusalKind.MUST_LAY: QT_TRANSLATE_NOOP("Words", "{card} takes nothing here: it must be laid on the table."),
    RefusalKind.ACE_TAKES_ALL: QT_TRANSLATE_NOOP("Words", "{card} is an ace: it takes every card on the table."),
    RefusalKind.MUST_CAPTURE: QT_TRANSLATE_NOOP("Words", "{card} must capture: a card that can take may not be laid."),
    RefusalKind.SAME_RANK: QT_TRANSLATE_NOOP("Words", "{card} must take exactly one table card of the same rank "
                                                      "(before any sum)."),
    RefusalKind.WRONG_CARD: QT_TRANSLATE_NOOP("Words", "{cards} is not worth {rank}."),
    RefusalKind.WRONG_SUM: QT_TRANSLATE_NOOP("Words", "{cards} do not add up to {rank}."),
}


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def capitalised(text: str) -> str:
    """``text`` with a capital first letter, for words that stand alone (a tooltip, a
    table cell, a menu item) where a language writes them in lower case mid-sentence."""
    return text[:1].upper() + text[1:]


def count_cell_said(shown: str) -> str:
    """A cell of the round's dialog, the match sheet or the statistics as a screen reader should say it:
    its result, with the point mark ("●") and the dash ("–") in words ("21, a point", "nothing")."""
    result = shown.replace("●", "").strip("\u00a0 ")
    words = _tr(_NOTHING) if result == "–" else result
    if "●" not in shown:
        return words
    return _tr(_SCORED).format(result=words) if words else _tr(_SCORED_ALONE)


def seat_name(seat: int, human_seat: int) -> str:
    """"You", or the opponent's name: seats 1, 2… are Giulia, Marco…"""
    if seat == human_seat:
        return _tr(_YOU)
    return OPPONENT_NAMES[(seat - 1) % len(OPPONENT_NAMES)]


def seat_label(seat: int, human_seat: int, level: str | None) -> str:
    """A seat with its AI level, if it has one: "Giulia (easy)"; "You"."""
    name = seat_name(seat, human_seat)
    return name if level is None else f"{name} ({level_title(level)})"


def side_name(seats: list[int], human_seat: int) -> str:
    """A side by its players' names, the player's first: "You & Sofia", "Giulia & Luca"."""
    ordered = sorted(seats, key=lambda seat: seat != human_seat)
    return " & ".join(seat_name(seat, human_seat) for seat in ordered)


def side_short_name(seats: list[int], human_seat: int, sides: int) -> str:
    """A side's name where room is short (score columns, pile labels).

    A lone player goes by name.  A partnership is "Us" or, facing just one
    other side, "Them"; among three sides, by its players' initials ("G & L").
    """
    if len(seats) == 1:
        return seat_name(seats[0], human_seat)
    if human_seat in seats:
        return _tr(_US)
    return _tr(_THEM) if sides == 2 else " & ".join(seat_name(seat, human_seat)[0] for seat in seats)


def _shows_french_suits(skin_id: str) -> bool:
    from ..skins import skin_by_id  # the deck's own module, which draws the cards on the table anyway

    return skin_by_id(skin_id).french_suits


def use_deck(skin_id: str) -> None:
    """Name the cards as the deck ``skin_id`` shows them from now on."""
    _deck["french"] = _shows_french_suits(skin_id)


def use_italian_names(italian: bool) -> None:
    """Name Italian-suited cards by their Italian names ("Cavallo of Coppe") from now on, or (False)
    in the window's language ("Knight of Cups")."""
    _deck["italian_names"] = italian


def suit_word(letter: str, skin_id: str | None = None) -> str:
    """A suit's name, ``letter`` in RULES.md notation (D, C, S, B), as the deck ``skin_id`` (by
    default the deck in use) shows it."""
    french = _deck["french"] if skin_id is None else _shows_french_suits(skin_id)
    return _tr(_FRENCH_SUIT_WORDS[letter]) if french else italian_suit_word(letter)


def rank_word(rank: int) -> str:
    """A rank as the deck in use names it: "Ace", "Knight", "Cavallo", "Queen"; the others by number."""
    if _deck["french"]:
        return _tr(_FRENCH_RANK_WORDS[rank]) if rank in _FRENCH_RANK_WORDS else str(rank)
    return italian_rank_word(rank)


def italian_suit_word(letter: str) -> str:
    """A suit of the Italian pack, whichever deck is in use, as the settings name it: "Coins" or
    "Denari" (for words about the Italian pack itself, as How to play has)."""
    if _deck["italian_names"]:
        return ITALIAN_SUIT_WORDS[letter]
    return plain_suit_word(letter)


def plain_suit_word(letter: str) -> str:
    """A suit of the Italian pack in the window's language's own word, whatever the deck and the
    settings: "Coins", "Denari" in Italian, "Mønter"."""
    return QCoreApplication.translate("Cards", _SUIT_WORDS[letter])


def italian_rank_word(rank: int) -> str:
    """A rank of the Italian pack, whichever deck is in use, as the settings name it: "Knight" or
    "Cavallo"; the others by number."""
    if _deck["italian_names"]:
        return ITALIAN_RANK_WORDS.get(rank, str(rank))
    return QCoreApplication.translate("Cards", _RANK_WORDS[rank]) if rank in _RANK_WORDS else str(rank)


def card_title(card: int) -> str:
    """A card's name for people (the settebello: "7 of Coins"), in the window's language."""
    rank, suit = RANK[card], SUITS[SUIT[card]]
    native = not _deck["french"] and not _deck["italian_names"]
    name = QCoreApplication.translate("Cards", _CARD_NAME) if native else _tr(_OTHER_CARD_NAME)
    return name.format(rank=rank_word(rank), suit=suit_word(suit))


def cards_title(cards: Iterable[int]) -> str:
    """Several cards, lowest first: "3 of Clubs + 4 of Swords"."""
    return " + ".join(card_title(card) for card in sorted(cards))


def said_list(items: Sequence[str]) -> str:
    """Things one after the other as a sentence says them: "A, B and C" ("A, B og C"…), for what a
    screen reader reads, which says a "+" as "plus"."""
    if len(items) < 2:
        return "".join(items)
    return _tr(_LIST_END).format(items=", ".join(items[:-1]), last=items[-1])


def cards_said(cards: Iterable[int]) -> str:
    """Several cards, lowest first, as a sentence says them: "3 of Clubs and 4 of Swords"."""
    return said_list([card_title(card) for card in sorted(cards)])


def level_title(level: str) -> str:
    """An AI level's name as the window shows it ("medium", "mittel"…); unknown ones as they are."""
    return _tr(LEVEL_BY_ID[level].title) if level in LEVEL_BY_ID else level


# An AI seat as a table server names it: "Giulia (easy)", "Giulia (hard) (2)" (``net.table.ai_name``).
_SERVER_AI_NAME = re.compile(r"(?P<name>.+) \((?P<level>[a-z_-]+)\)(?P<number> \(\d+\))?")


def ai_seat_name(name: str) -> str:
    """An AI seat of a networked table as the game against the AI names its opponents, its level in
    the window's words: the server's "Giulia (easy)" is "Giulia (facile)" in Italian.  Names
    without a level this window knows stay as they are."""
    found = _SERVER_AI_NAME.fullmatch(name)
    if found is None or found["level"] not in LEVEL_BY_ID:
        return name
    return f"{found['name']} ({level_title(found['level'])}){found['number'] or ''}"


def level_description(level: str) -> str:
    """What an AI level does, in one line ("Easy: takes the most it can at once…"); unknown ones as they are."""
    return _tr(LEVEL_BY_ID[level].description) if level in LEVEL_BY_ID else level


def variant_title(variant: str) -> str:
    """A variant's short name ("Scopone scientifico", "card-value scoring"); unknown ones as they are."""
    return _tr(VARIANT_WORDS[variant][0]) if variant in VARIANT_WORDS else variant


def variant_description(variant: str) -> str:
    """A variant's name with what it changes, in the deck's words: "Napola (1-2-3 of Coins and up)",
    "Re bello (King of Diamonds scores)"; unknown ones as they are."""
    if variant not in VARIANT_WORDS:
        return variant
    card = _VARIANT_CARDS.get(variant)
    named = card_title(card) if card is not None else ""
    return _tr(VARIANT_WORDS[variant][1]).format(coins=suit_word("D"), card=named)


def score_line_title(name: str) -> str:
    """The title of a scoring variant's line in the round's count ("Napola", "Card values")."""
    return _tr(SCORE_LINE_WORDS[name][0]) if name in SCORE_LINE_WORDS else name


def score_line_text(line: LineScore) -> str:
    """A side's result on a scoring variant's line: "run to 5 of Coins: 5", "King of Coins", "29"."""
    template = _tr(SCORE_LINE_WORDS[line.name][1]) if line.name in SCORE_LINE_WORDS else "{points}"
    return template.format(card=card_title(line.card) if line.card >= 0 else "", points=line.points)


def lacking_suits(team: TeamScore) -> list[str]:
    """The suits (D, C, S, B) of which a side took no card."""
    return [letter for letter, mask in zip(SUITS, SUIT_MASK, strict=True) if not team.pile & mask]


def primiera_text(team: TeamScore) -> str:
    """A side's primiera in the round's count: its sum, or "no primiera (no Swords)" with each suit
    its pile lacks, as the deck on the table names them."""
    if team.primiera is not None:
        return str(team.primiera)
    lacking = [_tr(_NO_SUIT).format(suit=suit_word(letter)) for letter in lacking_suits(team)]
    return _tr(_NO_PRIMIERA).format(suits=", ".join(lacking))


def rules_line(rules: Rules, leave_out: Iterable[str] = ()) -> str:
    """The variants and the options that are not the default, for the side panel:
    "Napola · Re bello · clockwise"; empty for the plain game.  ``leave_out``: variants said
    elsewhere (the score panel's title says card values)."""
    words = [variant_title(name) for name in VARIANTS if name in rules.variants and name not in leave_out]
    words += [_tr(_OPTION_WORDS[value]) for value in (rules.direction, rules.last_deal_scopa) if value in _OPTION_WORDS]
    return " · ".join(words)


def refusal_text(refusal: Refusal) -> str:
    """Why the rules refuse a move, as a sentence."""
    template = REFUSAL_WORDS[refusal.kind]
    card = refusal.card if 0 <= refusal.card < len(RANK) else None
    return _tr(template).format(card="" if card is None else card_title(card),
                                rank="" if card is None else RANK[card], cards=cards_title(cards_of(refusal.cards)))


class Counts(QObject):
    """Counted words in the window's language ("1 in hand", "3 scope").  A class of
    their own because Qt's tools find plural forms only in a class's ``tr``."""

    def in_hand(self, count: int) -> str:
        return self.tr("%n in hand", "", count)

    def cards(self, count: int) -> str:
        return self.tr("%n card(s)", "", count)

    def taken(self, count: int) -> str:
        return self.tr("%n taken", "", count)

    def scope(self, count: int) -> str:
        return self.tr("%n scopa(s)", "", count)

    def statistics_left_out(self, count: int) -> str:
        """Said at the start, with ``{file}`` to fill: rows of the statistics the game cannot read."""
        return self.tr("%n match(es) in the statistics could not be read: they are left out of the figures, "
                       "and left as they are in {file}.", "", count)

    def imported_statistics_left_out(self, count: int) -> str:
        """As ``statistics_left_out``, for rows of the counts an earlier version kept (one a kind of table)."""
        return self.tr("The statistics of %n table(s) kept by an earlier version of the game could not be read: "
                       "they are left out of the figures, and left as they are in {file}.", "", count)


def percent_text(percent: int) -> str:
    """"67%" in Italian and English, "67 %" in German and Danish, as each writes it."""
    return _tr(_PERCENT).format(percent=percent)


def points_text(points: float) -> str:
    """Points with one decimal, written the way the window's language writes numbers (1.5, 1,5)."""
    # The translators name their locale: the window's language, not the system's, decides.
    locale = QLocale(QCoreApplication.translate("Words", "en_GB", "the locale whose numbers the window writes"))
    return locale.toString(points, "f", 1)


def hand_count(count: int) -> str:
    """"3 in hand": the cards a player holds, on the name plate (never read as a pile's count)."""
    return Counts().in_hand(count)


def cards_count(count: int) -> str:
    """"3 cards": a count said in a sentence (what a screen reader hears)."""
    return Counts().cards(count)


def taken_count(count: int) -> str:
    """"21 taken": the cards in a side's pile, under the pile."""
    return Counts().taken(count)


def scope_count(count: int) -> str:
    """"1 scopa", "2 scope"."""
    return Counts().scope(count)


#: The longest run of characters a name keeps unbroken where a label wraps it: a realistic word is
#: shorter ("Mastrogiacomo"), and 14 of the widest letters still fit a netbook's side panel.
UNBROKEN_RUN = 14
_LONG_RUN = re.compile(rf"[^\s-]{{{UNBROKEN_RUN}}}(?=[^\s-])")


def breakable(text: str) -> str:
    """``text`` with a zero-width place to break after every UNBROKEN_RUN characters of a longer
    run.  A name chosen at a networked table may be 24 characters of one word ("WWWW…"): in a
    wrapped label it set the side panel's least width, 380 px, and the cards shrank beside it."""
    return _LONG_RUN.sub(lambda run: run.group(0) + "\u200b", text)
