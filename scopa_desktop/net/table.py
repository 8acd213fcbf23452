"""One table of TABLE-PROTOCOL.md: its seats, its match, what each seat is told.

Plain and synchronous (no sockets, no clock): each action checks everything
first and raises ``NetError`` without changing anything, or changes the table
and returns the messages to send (records of ``messages``) as ``Outbox`` entries,
one per seat (``EVERYONE`` for a message every seated player gets).  A ``state`` is built per seat from
``seat_view``, so it can never hold another seat's hand or the stock.
"""

from __future__ import annotations

import hashlib
import hmac
import random
import secrets
import time
from dataclasses import dataclass, replace
from typing import Any

from ..ai.levels import OPPONENT_NAMES
from ..engine import Match, Move, Rules, match_to_record, names_of, parse_card, replay_record
from ..engine.cards import card_name, mask_of
from ..engine.record import round_teams
from ..engine.view import SeatView
from .messages import (
    MAX_TURN,
    MIN_TURN,
    ChatLine,
    Create,
    Lobby,
    LobbySeat,
    MatchOver,
    Message,
    OpenTable,
    RoundOver,
    Seated,
    State,
)
from .wire import AI, HUMAN, MAX_NAME, OPEN, PROTOCOL, NetError

#: The AI that takes a seat given up with ``leave`` or stands in for a player who is away.
STAND_IN_LEVEL = "medium"
#: Table codes: letters and digits a player can read out without doubt (no 0/O, 1/I/L).
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 6
SNAPSHOT_FORMAT = "scopa-table-state/1"

EVERYONE = -1
Outbox = list[tuple[int, Message]]


def new_code(taken: set[str] | dict[str, Any]) -> str:
    """A table code not in ``taken``, from a secure random source (codes are not guessable)."""
    while True:
        code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        if code not in taken:
            return code


def no_open_seat(code: str, wanted: int | None) -> NetError:
    """The answer to a ``join`` that finds no seat: the same whether the table is missing or
    full, so table codes cannot be tried for tables that exist (TABLE-PROTOCOL.md)."""
    seat = "an open seat" if wanted is None else f"seat {wanted} open"
    return NetError("no-such-table", f"no table {code} has {seat}")


def unique_name(name: str, taken: list[str]) -> str:
    """``name``, or when someone at the table has it already (letter case aside), the first of
    "name (2)", "name (3)" … nobody has, the name cut short where the number would pass the
    protocol's 24 characters."""
    folded = {other.casefold() for other in taken}
    number, candidate = 1, name
    while candidate.casefold() in folded:
        number += 1
        suffix = f" ({number})"
        candidate = name[: MAX_NAME - len(suffix)].rstrip() + suffix
    return candidate


def ai_name(seat: int, level: str, taken: list[str]) -> str:
    """An AI seat's name, as the game against the AI names its opponents: seat 1 is Giulia,
    seat 2 Marco … with the AI's level ("Giulia (easy)"); the next of those names when someone
    at the table goes by it already ("Giulia", "Giulia (hard)"), so every name is unique."""
    first_names = {other.split(" (")[0].casefold() for other in taken}
    for step in range(len(OPPONENT_NAMES)):
        name = OPPONENT_NAMES[(seat - 1 + step) % len(OPPONENT_NAMES)]
        if name.casefold() not in first_names:
            return f"{name} ({level})"
    return unique_name(f"{OPPONENT_NAMES[(seat - 1) % len(OPPONENT_NAMES)]} ({level})", taken)


def no_seat_for_token(code: str) -> NetError:
    """The answer to a ``rejoin`` with a token of no seat, and to one for a missing table alike."""
    return NetError("bad-token", f"no seat at table {code} holds that token")


def _token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


@dataclass
class Seat:
    kind: str = OPEN
    name: str = ""
    level: str = ""  # the AI's level, for an AI seat
    token_hash: str = ""  # a human seat's token, kept only as a hash (the state files hold no secret)
    connected: bool = False  # a human's connection is open; not kept across restarts
    stand_in: bool = False  # an AI plays this human seat until its player returns

    @property
    def played_by_ai(self) -> bool:
        return self.kind == AI or (self.kind == HUMAN and self.stand_in)

    def lobby_entry(self) -> LobbySeat:
        return LobbySeat(self.name, self.kind, self.kind == AI or self.connected, self.stand_in)


class Table:
    """A table: seats, host, the match in play (or the last one), and ``seq``."""

    def __init__(self, code: str, rules: Rules, seats: list[Seat], host: int = 0) -> None:
        self.code = code
        self.rules = rules
        self.seats = seats
        self.host = host
        self.seq = 0  # states sent so far, the same count for every seat
        self.match: Match | None = None
        self.turn_seconds: int | None = None  # the turn clock: a stand-in AI plays a turn not made in time
        self.public = False  # listed for strangers (``lobby``: ``list``, quick match), not only for a code's holders
        self.last_active = time.time()  # wall clock, kept on disk: an abandoned table expires by it
        self.paused = False  # its last change could not be kept on disk: nothing goes on until one can
        # The address key it was created from, kept on disk: its tables-per-address bound holds across a restart.
        self.creator: str | None = None

    # Building ----------------------------------------------------------------------------------

    @classmethod
    def create(cls, code: str, create: Create, name: str) -> tuple[Table, str, Outbox]:
        """A table from a ``create`` message; its creator sits in seat 0 as host."""
        table = cls(code, create.rules, [Seat() for _ in create.seats])
        table.turn_seconds = create.turn_seconds
        table.public = create.public
        token = table._seat_person(0, name)  # first: the AIs are named around the host's name
        for seat, level in enumerate(create.seats):
            if level != OPEN:
                table.seats[seat] = table._ai_seat(seat, level)
        return table, token, [(0, Seated(code, 0, token)), table.lobby()]

    def _sit(self, seat: int, name: str) -> tuple[str, Outbox]:
        """A player in ``seat``; what the player and the table are told."""
        token = self._seat_person(seat, name)
        return token, [(seat, Seated(self.code, seat, token)), self.lobby()]

    def _seat_person(self, seat: int, name: str) -> str:
        """A player in ``seat`` under ``name``, made unique at the table: two Bens are "Ben" and
        "Ben (2)", and each window learns its own from the lobby; the seat's token."""
        token = secrets.token_urlsafe(18)
        self.seats[seat] = Seat(HUMAN, name=unique_name(name, self._names_beside(seat)),
                                token_hash=_token_hash(token), connected=True)
        return token

    def _ai_seat(self, seat: int, level: str) -> Seat:
        """An AI of ``level`` for ``seat``, named as no one else at the table is."""
        return Seat(AI, name=ai_name(seat, level, self._names_beside(seat)), level=level)

    def _names_beside(self, seat: int) -> list[str]:
        """The names of the other seats taken."""
        return [entry.name for index, entry in enumerate(self.seats) if index != seat and entry.kind != OPEN]

    # Queries -----------------------------------------------------------------------------------

    @property
    def in_play(self) -> bool:
        return self.match is not None and not self.match.is_over()

    @property
    def to_play(self) -> int | None:
        """The seat whose move the table waits for, or None."""
        if self.match is None or self.match.round_over():
            return None
        return self.match.current_player()

    def ai_to_play(self) -> tuple[int, str] | None:
        """The seat an AI must play now and the AI's level, or None."""
        seat = self.to_play
        if seat is None or not self.seats[seat].played_by_ai:
            return None
        entry = self.seats[seat]
        return seat, entry.level if entry.kind == AI else STAND_IN_LEVEL

    def any_human_connected(self) -> bool:
        return any(s.kind == HUMAN and s.connected for s in self.seats)

    def any_human(self) -> bool:
        return any(s.kind == HUMAN for s in self.seats)

    def view(self, seat: int) -> SeatView:
        assert self.match is not None
        return self.match.view(seat)

    def lobby(self) -> tuple[int, Lobby]:
        seats = tuple(s.lobby_entry() for s in self.seats)
        return EVERYONE, Lobby(self.code, self.rules, seats, self.host, self.paused)

    def state(self, seat: int) -> State:
        """The latest state as ``seat`` sees it (what a rejoining player is sent again)."""
        return State(self.view(seat), self.to_play, self.seq)

    def _states(self) -> Outbox:
        """A new state for every seat: ``seq`` counts it once for the whole table.  The
        seats' views differ only in ``seat`` and ``hand``: the rest is built once."""
        self.seq += 1
        assert self.match is not None
        common = self.view(0)
        hands = self.match.current.hands
        return [(seat, State(replace(common, seat=seat, hand=hands[seat]), self.to_play, self.seq))
                for seat in range(self.rules.players)]

    def _match_over(self) -> MatchOver:
        assert self.match is not None
        return MatchOver(tuple(self.match.totals), self.match.winner(), match_to_record(self.match))

    def seat_of_token(self, token: Any) -> int:
        """The seat a ``rejoin`` token belongs to; bad-token for any other token."""
        if isinstance(token, str) and token:
            wanted = _token_hash(token)
            for seat, entry in enumerate(self.seats):
                if entry.kind == HUMAN and hmac.compare_digest(entry.token_hash, wanted):
                    return seat
        raise no_seat_for_token(self.code)

    # Actions -----------------------------------------------------------------------------------

    def join(self, name: str, wanted: int | None) -> tuple[int, str, Outbox]:
        open_seats = [i for i, s in enumerate(self.seats) if s.kind == OPEN]
        if not open_seats or (wanted is not None and wanted not in open_seats):
            raise no_open_seat(self.code, wanted)
        seat = open_seats[0] if wanted is None else wanted
        token, out = self._sit(seat, name)
        return seat, token, out

    def rejoin(self, seat: int) -> Outbox:
        """A player back at ``seat`` (its token checked): the latest state again, and the end if it came."""
        entry = self.seats[seat]
        entry.connected = True
        entry.stand_in = False
        out: Outbox = []
        if self.match is not None:
            out.append((seat, self.state(seat)))
            if self.match.is_over():
                out.append((seat, self._match_over()))
        out.append(self.lobby())
        return out

    def set_connected(self, seat: int, connected: bool) -> Outbox:
        self.seats[seat].connected = connected
        return [self.lobby()]

    def stand_in(self, seat: int) -> Outbox:
        """An AI takes over the seat of a player who stayed away, until the player returns."""
        self.seats[seat].stand_in = True
        return [self.lobby()]

    def open_listing(self) -> OpenTable | None:
        """What a stranger sees of a public table waiting for players; None for any other."""
        free = sum(seat.kind == OPEN for seat in self.seats)
        if not self.public or self.match is not None or not free:
            return None
        host = self.seats[self.host]
        seated = tuple(seat.name for seat in self.seats if seat.kind == HUMAN)
        return OpenTable(self.code, self.rules, host.name if host.kind == HUMAN else "", free, seated)

    def fill_with_ai(self, level: str) -> Outbox:
        """Every open seat to an AI of ``level`` (a quick-match table nobody else came to)."""
        for index, seat in enumerate(self.seats):
            if seat.kind == OPEN:
                self.seats[index] = self._ai_seat(index, level)
        return [self.lobby()]

    def leave(self, seat: int) -> Outbox:
        """The seat is given up: open again before the first deal, else a medium AI takes it."""
        self.seats[seat] = Seat() if self.match is None else self._ai_seat(seat, STAND_IN_LEVEL)
        if seat == self.host:
            humans = [i for i, s in enumerate(self.seats) if s.kind == HUMAN]
            self.host = humans[0] if humans else seat
        return [self.lobby()]

    def start(self, seat: int, rng: random.Random | None = None) -> Outbox:
        if seat != self.host:
            raise NetError("not-host", f"only the host (seat {self.host}) starts the match")
        if self.in_play:
            raise NetError("not-ready", "a match is being played")
        open_seats = [str(i) for i, s in enumerate(self.seats) if s.kind == OPEN]
        if open_seats:
            raise NetError("not-ready", f"seat {', '.join(open_seats)} is still open")
        # A secret seed: the players must not be able to work the deals out.
        seed = (rng or random.SystemRandom()).getrandbits(64)
        self.match = Match(self.rules, seed=seed)
        return self._states()

    def move(self, seat: int, move: Move) -> Outbox:
        if self.match is None:
            raise NetError("not-started", "the match has not started")
        to_play = self.to_play
        if to_play is None:
            raise NetError("not-your-turn", "the match is over")
        if seat != to_play:
            raise NetError("not-your-turn", f"seat {to_play} is to play, not seat {seat}")
        refusal = self.match.current.refusal(move)
        if refusal is not None:
            raise NetError("illegal-move", refusal.text)
        self.match.apply_move(move)
        out = self._states()
        if self.match.round_over():
            out.append((EVERYONE, self._round_over()))
            if self.match.is_over():
                out.append((EVERYONE, self._match_over()))
            else:
                self.match.start_next_round()
                out += self._states()
        return out

    def journal_entry(self, seat: int, move: Move) -> dict[str, Any]:
        """A move just made, as a line of the table's journal (``persist``): the table's code
        and seq let a restart check the journal against the snapshot it follows."""
        return {"table": self.code, "seq": self.seq, "seat": seat, "card": card_name(move.card),
                "take": names_of(move.take)}

    def replay_journal(self, entries: list[Any]) -> tuple[int, str | None]:
        """Make the journal's moves the snapshot does not hold yet: how many were made, and
        why the journal stopped being followed (None when every entry was usable).  An entry
        the snapshot already holds is passed over (a crash between writing a snapshot and
        emptying the journal leaves such lines); the first entry of another table, out of
        order or not a legal move stops the replay there."""
        made = 0
        for number, entry in enumerate(entries, 1):
            if not isinstance(entry, dict) or not isinstance(entry.get("seq"), int):
                return made, f"line {number} is no move"
            if entry.get("table", self.code) != self.code:
                return made, f"line {number} is a move of another table"
            if entry["seq"] <= self.seq:
                continue
            if entry["seq"] != self.seq + 1:
                return made, f"line {number} is seq {entry['seq']}, the table is at seq {self.seq}"
            try:
                move = Move(parse_card(entry["card"]), mask_of(parse_card(c) for c in entry["take"]))
                self.move(entry["seat"], move)
            except (NetError, ValueError, KeyError, TypeError) as error:
                return made, f"line {number} is not a move the table allows ({error})"
            if self.seq != entry["seq"]:
                return made, f"line {number} ended a round, which a journal never holds"
            made += 1
        return made, None

    def take_back_to(self, kept: Table) -> None:
        """Go back to ``kept``, this table as it was last kept on disk (a change that could
        not be written is undone); who is connected stays as it is now."""
        now = {seat.token_hash: seat for seat in self.seats if seat.kind == HUMAN}
        self.seats = [
            replace(seat, connected=now[seat.token_hash].connected, stand_in=now[seat.token_hash].stand_in)
            if seat.kind == HUMAN and seat.token_hash in now else seat
            for seat in kept.seats
        ]
        self.host, self.seq, self.match, self.rules = kept.host, kept.seq, kept.match, kept.rules

    def _round_over(self) -> RoundOver:
        assert self.match is not None
        return RoundOver(self.match.round_number, tuple(round_teams(self.match.round_scores[-1])),
                         tuple(self.match.totals))

    def chat(self, seat: int, text: str) -> Outbox:
        return [(EVERYONE, ChatLine(seat, text))]

    # Kept on disk ------------------------------------------------------------------------------

    def snapshot(self) -> dict[str, Any]:
        """Everything needed to go on after a restart, hidden cards included (server side only)."""
        return {
            "format": SNAPSHOT_FORMAT,
            "protocol": PROTOCOL,
            "code": self.code,
            "rules": self.rules.to_record(),
            "host": self.host,
            "seq": self.seq,
            "last_active": self.last_active,
            "seats": [
                {"kind": s.kind, "name": s.name, "level": s.level, "token_hash": s.token_hash} for s in self.seats
            ],
            "record": None if self.match is None else match_to_record(self.match),
            "turn_seconds": self.turn_seconds,
            "public": self.public,
            "creator": self.creator,
        }

    @classmethod
    def from_snapshot(cls, data: Any) -> Table:
        """A table as ``snapshot`` kept it, every player away; ValueError if the snapshot is bad."""
        if not isinstance(data, dict) or data.get("format") != SNAPSHOT_FORMAT:
            raise ValueError(f"not a {SNAPSHOT_FORMAT} snapshot")
        rules = Rules.from_record(data.get("rules"))
        seats = []
        for entry in data.get("seats") or []:
            if not isinstance(entry, dict) or entry.get("kind") not in (OPEN, HUMAN, AI):
                raise ValueError("a seat must be an object with a known 'kind'")
            seats.append(
                Seat(str(entry["kind"]), str(entry.get("name", "")), str(entry.get("level", "")),
                     str(entry.get("token_hash", "")))
            )
        code, host, seq = data.get("code"), data.get("host"), data.get("seq")
        if not isinstance(code, str) or len(seats) != rules.players:
            raise ValueError("a snapshot needs its code and one entry per seat")
        if not isinstance(host, int) or not 0 <= host < rules.players or not isinstance(seq, int):
            raise ValueError("a snapshot needs its host seat and seq")
        table = cls(code, rules, seats, host)
        table.seq = seq
        clock = data.get("turn_seconds")
        table.turn_seconds = clock if isinstance(clock, int) and MIN_TURN <= clock <= MAX_TURN else None
        table.public = data.get("public") is True
        creator = data.get("creator")
        table.creator = creator if isinstance(creator, str) else None
        if data.get("record") is not None:
            table.match = replay_record(data["record"])
            table.match.rng = random.Random(random.SystemRandom().getrandbits(64))
            if table.match.round_over() and not table.match.is_over():
                table.match.start_next_round()  # stopped between a round's end and the next deal
                table.seq += 1
        last_active = data.get("last_active")
        if isinstance(last_active, (int, float)) and not isinstance(last_active, bool):
            table.last_active = float(last_active)
        return table
