"""A seat's view as JSON: the ``move`` request of AGENT-PROTOCOL.md (scopa-agent/1),
which the ``state`` of TABLE-PROTOCOL.md (scopa-table/1) repeats, and the answer.

* ``view_to_request`` / ``request_to_view``: a seat's view as the JSON
  request and back.  The request carries only what the seat has seen; the
  piles, scope and last capturer are rebuilt by replaying its ``history``,
  and a request that could not happen at a table is refused.
* ``move_to_answer`` / ``answer_to_move``: a move as ``{"card", "take"}``.
"""

from __future__ import annotations

from typing import Any

from .cards import BIT, RANK, card_name, mask_of, names_of, parse_card
from .rules import Rules, RulesError
from .state import Move, PlayedMove
from .view import SeatView


class ProtocolError(ValueError):
    """A request or answer that does not follow the protocol, with the reason."""


# Requests -------------------------------------------------------------------------------------


def view_to_request(view: SeatView) -> dict[str, Any]:
    """The ``move`` request for a seat's view."""
    return {
        "type": "move",
        "rules": view.rules.to_record(),
        "seat": view.seat,
        "dealer": view.dealer,
        "round": view.round_number,
        "scores": list(view.scores),
        "hand": names_of(view.hand),
        "table": names_of(view.table),
        "initial_table": names_of(view.initial_table),
        "history": [{"seat": m.seat, "card": card_name(m.card), "take": names_of(m.take)} for m in view.history],
        "hand_sizes": list(view.hand_sizes),
        "stock": view.stock,
    }


def _whole(data: dict[str, Any], key: str, low: int, high: int) -> int:
    value = data.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise ProtocolError(f"'{key}' must be a whole number from {low} to {high}")
    return value


def _card_set(value: Any, what: str) -> int:
    if not isinstance(value, list):
        raise ProtocolError(f"'{what}' must be a list of cards")
    try:
        cards = [parse_card(name) for name in value]
    except ValueError as error:
        raise ProtocolError(f"'{what}': {error}") from None
    if len(set(cards)) != len(cards):
        raise ProtocolError(f"'{what}' names a card twice")
    return mask_of(cards)


def _card(value: Any, what: str) -> int:
    if not isinstance(value, str):
        raise ProtocolError(f"'{what}' must be a card such as \"7D\"")
    try:
        return parse_card(value)
    except ValueError as error:
        raise ProtocolError(f"'{what}': {error}") from None


def _whole_list(data: dict[str, Any], key: str, length: int) -> tuple[int, ...]:
    value = data.get(key)
    if (
        not isinstance(value, list)
        or len(value) != length
        or not all(isinstance(x, int) and not isinstance(x, bool) and x >= 0 for x in value)
    ):
        raise ProtocolError(f"'{key}' must be a list of {length} whole numbers")
    return tuple(value)


class _Replay:
    """The table, piles and scope of a round rebuilt from its moves (RULES.md §4), each move
    checked: the seat whose turn it is, a card not seen before, a take the rules allow."""

    def __init__(self, rules: Rules, dealer: int, initial_table: int, hand: int) -> None:
        self.rules = rules
        self.table = initial_table
        self.seen = initial_table | hand
        self.piles = [0] * rules.teams
        self.scope = [0] * rules.teams
        self.last_capturer: int | None = None
        self.to_play = (dealer + 1) % rules.players
        self.played = 0

    @property
    def round_length(self) -> int:
        return self.rules.cards_per_deal * self.rules.deals_per_round

    def play(self, seat: int, card: int, take: int) -> PlayedMove:
        rules = self.rules
        if self.played == self.round_length:
            raise ProtocolError("'history' holds more moves than a round has")
        if seat != self.to_play:
            raise ProtocolError(f"seat {self.to_play} was to play, not seat {seat}")
        if self.seen & BIT[card]:
            raise ProtocolError(f"{card_name(card)} is played, but it was already seen")
        if take not in rules.capture.options(self.table, RANK[card]):
            taken = ", ".join(names_of(take)) or "nothing"
            table = ", ".join(names_of(self.table)) or "nothing"
            raise ProtocolError(f"{card_name(card)} may not take {taken} from a table of {table}")
        per_deal = rules.cards_per_deal
        in_last_deal = self.played // per_deal == rules.deals_per_round - 1
        last_card = self.played == self.round_length - 1
        self.played += 1
        self.seen |= BIT[card]
        self.to_play = (seat + 1) % rules.players
        if not take:
            self.table |= BIT[card]
            return PlayedMove(seat, card, 0, False)
        team = rules.team_of(seat)
        self.table ^= take
        self.piles[team] |= take | BIT[card]
        self.last_capturer = team
        scopa = not self.table and rules.scopa_counts(RANK[card], last_card, in_last_deal)
        self.scope[team] += scopa
        return PlayedMove(seat, card, take, scopa)

    def hand_sizes(self, history: list[PlayedMove]) -> tuple[int, ...]:
        """How many cards each seat holds now: the deal's hand less what it played since the deal."""
        deal_start = self.played - self.played % self.rules.cards_per_deal
        played = [0] * self.rules.players
        for move in history[deal_start:]:
            played[move.seat] += 1
        return tuple(self.rules.hand_size - n for n in played)

    def finish(self) -> None:
        """The round's end (RULES.md §5): the cards left go to whoever captured last."""
        if self.last_capturer is not None:
            self.piles[self.last_capturer] |= self.table
            self.table = 0

    def stock(self) -> int:
        """Cards not yet dealt: the deals after the one in play."""
        deals_made = self.played // self.rules.cards_per_deal + 1
        return self.rules.cards_per_deal * (self.rules.deals_per_round - deals_made)


def request_to_view(data: Any, *, table_state: bool = False) -> SeatView:
    """The seat view a ``move`` request describes; ProtocolError with the reason if it is
    malformed or could not happen at a table (a card seen twice, a hand or stock of the wrong
    size, a move out of turn or against the rules): the levels may rely on a consistent view.

    ``table_state``: the view is a table server's ``state`` (TABLE-PROTOCOL.md), sent to
    every seat after each move, so its seat need not be the one to play and its round may
    be over; every other check holds."""
    if not isinstance(data, dict) or data.get("type") != "move":
        raise ProtocolError("a request is an object with \"type\": \"move\" or \"quit\"")
    try:
        rules = Rules.from_record(data.get("rules"))
    except RulesError as error:
        raise ProtocolError(f"'rules': {error}") from None
    seat = _whole(data, "seat", 0, rules.players - 1)
    dealer = _whole(data, "dealer", 0, rules.players - 1)
    round_number = _whole(data, "round", 1, 1_000_000)
    scores = _whole_list(data, "scores", rules.teams)
    hand_sizes = _whole_list(data, "hand_sizes", rules.players)
    stock = _whole(data, "stock", 0, 40)
    hand = _card_set(data.get("hand"), "hand")
    table = _card_set(data.get("table"), "table")
    initial_table = _card_set(data.get("initial_table"), "initial_table")
    if initial_table.bit_count() != rules.table_size:
        raise ProtocolError(f"'initial_table' must hold {rules.table_size} cards under these rules")
    if hand & initial_table:
        raise ProtocolError(f"'hand' and 'initial_table' both hold {', '.join(names_of(hand & initial_table))}")
    history = data.get("history")
    if not isinstance(history, list):
        raise ProtocolError("'history' must be a list of moves")
    replay = _Replay(rules, dealer, initial_table, hand)
    played = []
    for number, entry in enumerate(history, 1):
        if not isinstance(entry, dict) or not {"seat", "card", "take"} <= set(entry):
            raise ProtocolError("a history move needs 'seat', 'card' and 'take'")
        try:
            mover = _whole(entry, "seat", 0, rules.players - 1)
            played.append(replay.play(mover, _card(entry["card"], "card"), _card_set(entry["take"], "take")))
        except ProtocolError as error:
            raise ProtocolError(f"history move {number}: {error}") from None
    if not table_state:
        if replay.played == replay.round_length:
            raise ProtocolError("the round is over: 'history' holds all of its moves")
        if seat != replay.to_play:
            raise ProtocolError(f"'seat' must be the seat to play after 'history', {replay.to_play}")
    if table_state and replay.played == replay.round_length:
        replay.finish()
    if replay.table != table:
        raise ProtocolError("'table' is not what 'initial_table' and 'history' leave")
    # A table's state may also come between two deals: every hand played out, the next not dealt.
    between_deals = table_state and replay.played and not replay.played % replay.rules.cards_per_deal
    if between_deals and not any(hand_sizes) and stock == replay.stock() + replay.rules.cards_per_deal:
        pass
    elif hand_sizes != replay.hand_sizes(played):
        raise ProtocolError(f"'hand_sizes' must be {list(replay.hand_sizes(played))} at this point of the round")
    elif stock != replay.stock():
        raise ProtocolError(f"'stock' must be {replay.stock()} at this point of the round")
    if hand.bit_count() != hand_sizes[seat]:
        raise ProtocolError("'hand' does not hold 'hand_sizes[seat]' cards")
    return SeatView(
        rules=rules,
        seat=seat,
        dealer=dealer,
        round_number=round_number,
        scores=scores,
        hand=hand,
        table=table,
        initial_table=initial_table,
        history=tuple(played),
        hand_sizes=hand_sizes,
        stock=stock,
        piles=tuple(replay.piles),
        scope=tuple(replay.scope),
        last_capturer=replay.last_capturer,
    )


# Answers --------------------------------------------------------------------------------------


def move_to_answer(move: Move) -> dict[str, Any]:
    return {"card": card_name(move.card), "take": names_of(move.take)}


def answer_to_move(data: Any) -> Move:
    """The move an answer names (not yet checked for legality); ProtocolError if malformed."""
    if not isinstance(data, dict) or not {"card", "take"} <= set(data):
        raise ProtocolError("an answer is an object with 'card' and 'take'")
    return Move(_card(data["card"], "card"), _card_set(data["take"], "take"))
