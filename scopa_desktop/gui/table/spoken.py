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

from ..words import capitalised, card_title, cards_count, cards_title, scope_count

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
    """The selected card and what it would do if played now: "selected, takes 3 of Coppe + 4 of Spade"."""
    take = list(selection.choice.current_option) if selection.choice else list(selection.take)
    if not take and len(selection.options) == 1:
        take = list(selection.options[0])
    if take:
        return translate("Accessible", "selected, takes {cards}").format(cards=cards_title(take))
    if len(selection.options) > 1:
        return translate("Accessible", "selected, may take more than one set")
    return translate("Accessible", "selected, is laid on the table")


def hand_card_name(card: int, hand: Sequence[int], selection: Selection) -> str:
    """"7 of Denari, in your hand, 1 of 3", and for the selected card what it would take."""
    name = translate("Accessible", "{card}, in your hand, {index} of {count}").format(
        card=capitalised(card_title(card)), index=hand.index(card) + 1, count=len(hand))
    if card == selection.card:
        name += ", " + capture_words(selection)
    return name


def table_card_name(card: int, table: Sequence[int], selection: Selection) -> str:
    """"4 of Spade, on the table, 2 of 5", and whether the capture holds it or which sets of a choice do."""
    name = translate("Accessible", "{card}, on the table, {index} of {count}").format(
        card=capitalised(card_title(card)), index=table.index(card) + 1, count=len(table))
    if selection.choice is not None:
        sets = [str(number) for number, option in enumerate(selection.choice.options, 1) if card in option]
        if sets:
            name += ", " + translate("Accessible", "in set {numbers}").format(numbers=", ".join(sets))
    elif card in selection.take:
        name += ", " + translate("Accessible", "in your capture")
    return name


def hand_name(name: str, count: int) -> str:
    """An opponent's hand: "Giulia holds 3 cards"."""
    return translate("Accessible", "{name} holds {cards}").format(name=name, cards=cards_count(count))


def pile_name(side: str, count: int, scope: int) -> str:
    """A side's capture pile: "Captured by You: 12 cards, 1 scopa"."""
    name = translate("Accessible", "Captured by {side}: {cards}").format(side=side, cards=cards_count(count))
    return name + (", " + scope_count(scope) if scope else "")


def stock_name(count: int) -> str:
    """"Stock: 24 cards", or "Stock: empty" in the last deal."""
    if not count:
        return translate("Accessible", "Stock: empty")
    return translate("Accessible", "Stock: {cards}").format(cards=cards_count(count))


def card_list(cards: Sequence[int]) -> str:
    """Cards as the table shows them, one after the other: "7 of Denari, Re of Coppe"; "nothing" for none."""
    return ", ".join(card_title(card) for card in cards) or translate("Accessible", "nothing")


def choice_words(choice: Choice) -> str:
    """The sets a card may take, numbered as the keys 1-9 take them."""
    sets = "; ".join(f"{number}: {cards_title(option)}" for number, option in enumerate(choice.options, 1))
    return translate("Accessible", "{card} may take: {sets}. Press the number of a set, or Enter for set {current}.") \
        .format(card=capitalised(card_title(choice.card)), sets=sets, current=choice.current + 1)


def hint_words(card: int, take: Sequence[int]) -> str:
    """A hint in a sentence, for the status bar and the screen reader: "Hint: play 7 of Denari and take …"."""
    if take:
        return translate("MainWindow", "Hint: play {card} and take {cards}.").format(
            card=card_title(card), cards=cards_title(take))
    return translate("MainWindow", "Hint: lay {card}.").format(card=card_title(card))


def player_hand(snap: TableSnapshot, player: int) -> Sequence[int]:
    """The hand of the seat played at the window: in a review it need not be the one at the bottom."""
    return snap.open_hands[player] if snap.open_hands else snap.hand


def position_words(snap: TableSnapshot, naming: Naming, totals: Sequence[int] | None, player: int | None) -> str:
    """The whole position at once (F2): my hand, the table, the other hands (every card of them when
    they lie face up), the piles, the stock, the score and whose turn it is.  ``player``: the seat
    played at this window (None when the match is only watched)."""
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
    parts += [pile_name(naming.team_name(team), count, len(snap.scopa_cards[team])) + "."
              for team, count in enumerate(snap.pile_counts)]
    parts.append(stock_name(snap.stock) + ".")
    if totals is not None:
        score = ", ".join(f"{naming.team_name(team)} {points}" for team, points in enumerate(totals))
        parts.append(translate("Accessible", "Match score: {score}.").format(score=score))
    if snap.to_play is not None and snap.to_play == player:
        parts.append(translate("Accessible", "Your turn."))
    elif snap.to_play is not None:
        parts.append(translate("Accessible", "{name} to play.").format(name=naming.seat_name(snap.to_play)))
    return " ".join(parts)
