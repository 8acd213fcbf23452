"""The table in words for a player who cannot see it: the name a screen reader
gives each card, hand, pile and the stock, and the whole position read at once.
Every name starts with what the thing is ("7 of Denari", "Giulia"), then where
it lies and what it would do, so a player who stops listening early still knows
which card it is."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication

from ..game_model import player_side
from ..words import capitalised, card_title, cards_count, cards_said, said_list, scope_count

if TYPE_CHECKING:
    from ..game_model import TableSnapshot
    from .choice import Choice

translate = QCoreApplication.translate


class Naming(Protocol):
    """What the words need of a game: the names of its seats and sides."""

    def seat_name(self, seat: int) -> str: ...

    def team_name(self, team: int) -> str: ...


@dataclass(frozen=True)
class Selection:
    """What the player has chosen on the table: a hand card, the table cards it
    would take, the captures it may make, and the sets of a choice on show."""

    card: int | None = None
    take: Sequence[int] = ()
    options: Sequence[Sequence[int]] = ()  # what ``card`` may take by the rules ([[]]: it is laid)
    choice: Choice | None = None


def capture_words(selection: Selection) -> str:
    """The selected card and what it would do if played now: "selected, takes 3 of Coppe and 4 of Spade"."""
    take = list(selection.choice.current_option) if selection.choice else list(selection.take)
    if not take and len(selection.options) == 1:
        take = list(selection.options[0])
    if take:
        return translate("Accessible", "selected, takes {cards}").format(cards=cards_said(take))
    if len(selection.options) > 1:
        return translate("Accessible", "selected, may take more than one set")
    return translate("Accessible", "selected, is laid on the table")


def hand_card_name(card: int, hand: Sequence[int], selection: Selection, owner: str | None = None) -> str:
    """"7 of Denari, in your hand, 1 of 3" ("in Giulia's hand" when the hand at the bottom is
    ``owner``'s: a review from another seat, a watched match), and for the selected card what it would take."""
    where = translate("Accessible", "{card}, in your hand, {index} of {count}") if owner is None \
        else translate("Accessible", "{card}, in {name}'s hand, {index} of {count}")
    name = where.format(card=capitalised(card_title(card)), index=hand.index(card) + 1, count=len(hand), name=owner)
    if card == selection.card:
        name += ", " + capture_words(selection)
    return name


def table_card_name(card: int, table: Sequence[int], selection: Selection, played_here: bool = True) -> str:
    """"4 of Spade, on the table, 2 of 5", and whether the capture holds it or which sets of a choice do;
    ``played_here`` False (a review, a watched match): the capture tried out is nobody's, not "yours"."""
    name = translate("Accessible", "{card}, on the table, {index} of {count}").format(
        card=capitalised(card_title(card)), index=table.index(card) + 1, count=len(table))
    if selection.choice is not None:
        sets = [str(number) for number, option in enumerate(selection.choice.options, 1) if card in option]
        if sets:
            name += ", " + translate("Accessible", "in set {numbers}").format(numbers=", ".join(sets))
    elif card in selection.take:
        name += ", " + (translate("Accessible", "in your capture") if played_here
                        else translate("Accessible", "in the capture"))
    return name


def hand_name(name: str | None, count: int) -> str:
    """A hand off the bottom of the table: "Giulia holds 3 cards"; ``name`` None: the player's ("You hold 3 cards")."""
    if name is None:
        return translate("Accessible", "You hold {cards}").format(cards=cards_count(count))
    return translate("Accessible", "{name} holds {cards}").format(name=name, cards=cards_count(count))


def pile_name(side: str | None, count: int, scope: int, partnered: bool = False) -> str:
    """A side's capture pile: "Captured by Giulia: 12 cards, 1 scopa"; ``side`` None: the player's own
    ("Your captures", "Your side's captures" when ``partnered``), said apart as "you" takes its own case."""
    if side is None:
        words = translate("Accessible", "Your side's captures: {cards}") if partnered \
            else translate("Accessible", "Your captures: {cards}")
    else:
        words = translate("Accessible", "Captured by {side}: {cards}")
    name = words.format(side=side, cards=cards_count(count))
    return name + (", " + scope_count(scope) if scope else "")


def pile_words(snap: TableSnapshot, naming: Naming, team: int, player: int | None) -> str:
    """``team``'s capture pile in words, as the player's own when it is."""
    side = None if player_side(snap, team, player) else naming.team_name(team)
    return pile_name(side, snap.pile_counts[team], len(snap.scopa_cards[team]), snap.team_of.count(team) > 1)


def stock_name(count: int) -> str:
    """"Stock: 24 cards", or "Stock: empty" in the last deal."""
    if not count:
        return translate("Accessible", "Stock: empty")
    return translate("Accessible", "Stock: {cards}").format(cards=cards_count(count))


def card_list(cards: Sequence[int]) -> str:
    """Cards as the table shows them, one after the other: "7 of Denari, 2 of Spade and Re of Coppe";
    "nothing" for none."""
    return said_list([card_title(card) for card in cards]) or translate("Accessible", "nothing")


def choice_words(choice: Choice) -> str:
    """The sets a card may take, numbered as the keys 1-9 take them."""
    sets = "; ".join(f"{number}: {cards_said(option)}" for number, option in enumerate(choice.options, 1))
    return translate("Accessible", "{card} may take: {sets}. Press the number of a set, or Enter for set {current}.") \
        .format(card=capitalised(card_title(choice.card)), sets=sets, current=choice.current + 1)


def hint_words(card: int, take: Sequence[int]) -> str:
    """A hint in a sentence, for the status bar and the screen reader: "Hint: play 7 of Denari and take …"."""
    if take:
        return translate("MainWindow", "Hint: play {card} and take {cards}.").format(
            card=card_title(card), cards=cards_said(take))
    return translate("MainWindow", "Hint: lay {card}.").format(card=card_title(card))


def player_hand(snap: TableSnapshot, player: int) -> Sequence[int]:
    """The hand of the seat played at the window: in a review it need not be the one at the bottom."""
    return snap.open_hands[player] if snap.open_hands else snap.hand


def position_words(snap: TableSnapshot, naming: Naming, totals: Sequence[int] | None, player: int | None,
                   playing: bool = True) -> str:
    """The whole position at once (F2): my hand, the table, the other hands (every card of them when
    they lie face up), the piles, the stock, the score and whose turn it is.  ``player``: the seat
    played at this window (None when the match is only watched); ``playing``: False where nobody
    plays (a review), so the player's move to come is told, not asked for."""
    parts = []
    if player is not None:
        parts.append(translate("Accessible", "Your hand: {cards}.").format(cards=card_list(player_hand(snap, player))))
    parts.append(translate("Accessible", "Table: {cards}.").format(cards=card_list(snap.table)))
    for seat in range(snap.players):
        if seat == player:
            continue
        if snap.open_hands:
            parts.append(translate("Accessible", "{name} holds: {cards}.").format(
                name=naming.seat_name(seat), cards=card_list(snap.open_hands[seat])))
        else:
            parts.append(hand_name(naming.seat_name(seat), snap.hand_sizes[seat]) + ".")
    parts += [pile_words(snap, naming, team, player) + "." for team in range(len(snap.pile_counts))]
    parts.append(stock_name(snap.stock) + ".")
    if totals is not None:
        score = ", ".join(f"{naming.team_name(team)} {points}" for team, points in enumerate(totals))
        parts.append(translate("Accessible", "Match score: {score}.").format(score=score))
    if snap.to_play is not None and snap.to_play == player:
        parts.append(translate("Accessible", "Your turn.") if playing else translate("Accessible", "You play next."))
    elif snap.to_play is not None:
        parts.append(translate("Accessible", "{name} to play.").format(name=naming.seat_name(snap.to_play)))
    return " ".join(parts)
