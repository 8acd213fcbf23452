"""The messages of scopa-table/1 as records: every type written and read back the same,
every bad line refused with the protocol's code and words, and a new message that
needs only its record and a handler."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass

import pytest
from helpers_net import connect, run, serving

from scopa_desktop import APP_NAME, __version__
from scopa_desktop.ai import legal_moves
from scopa_desktop.engine import Match, Move, Rules, match_to_record, parse_card
from scopa_desktop.engine.record import round_teams
from scopa_desktop.net import messages
from scopa_desktop.net.messages import (
    CLIENT,
    SENT_BY,
    SERVER,
    Chat,
    ChatLine,
    Create,
    Dispatcher,
    Error,
    Hello,
    Join,
    Leave,
    ListTables,
    Lobby,
    LobbySeat,
    MatchOver,
    Message,
    MoveMessage,
    OpenTable,
    OpenTables,
    Ping,
    Pong,
    QuickMatch,
    Rejoin,
    RoundOver,
    Seated,
    Start,
    State,
    TableOver,
    Welcome,
    encode_message,
    parse_line,
)
from scopa_desktop.net.wire import NetError, number_field


def played_match(seed: int = 3) -> Match:
    """A four-player match some moves into its first round, with the moves of every seat."""
    match = Match(Rules(players=4, teams=2), seed=seed)
    rng = random.Random(seed)
    for _ in range(9):
        match.apply_move(rng.choice(legal_moves(match.view(match.current_player()))))
    return match


def whole_match() -> Match:
    match = Match(Rules(players=2, teams=2, target=1), seed=5)
    rng = random.Random(5)
    while not match.is_over():
        if match.round_over():
            match.start_next_round()
        match.apply_move(rng.choice(legal_moves(match.view(match.current_player()))))
    return match


def samples() -> list[Message]:
    """At least one record of every type either side sends, its optional fields both ways."""
    match, ended = played_match(), whole_match()
    rules = Rules(players=4, teams=2, target=21, variants=frozenset({"scopone"}))
    take = Move(parse_card("7D"), 1 << parse_card("3B") | 1 << parse_card("4C"))
    return [
        Hello("Anna"), Hello("Zoë ñ"),
        Create(rules, ("open", "easy", "open", "hard")), Create(Rules(), ("open", "medium"), turn_seconds=30),
        Create(Rules(), ("open", "open"), public=True), ListTables(), QuickMatch(rules),
        Join("K7P2QX"), Join("K7P2QX", seat=3),
        Rejoin("K7P2QX", "a-secret-token"),
        Start(), Leave(), Ping(), Pong(),
        MoveMessage(take), MoveMessage(Move(parse_card("1S"), 0), seat=1),
        Chat("Ciao a tutti!"),
        Welcome("scopa-table/1", "Scopa 1.0"),
        Seated("K7P2QX", 2, "a-secret-token"),
        Lobby("K7P2QX", rules, (LobbySeat("Anna", "human", True), LobbySeat("AI (easy)", "ai", True),
                                LobbySeat("", "open", False), LobbySeat("Bruno", "human", False, stand_in=True)),
              host=0, paused=True),
        Lobby("K7P2QX", Rules(), (LobbySeat("Anna", "human", True), LobbySeat("", "open", False)), host=1),
        State(match.view(2), match.current_player(), 12), State(match.view(0), None, 1),
        RoundOver(1, tuple(round_teams(ended.round_scores[-1])), tuple(ended.totals)),
        MatchOver(tuple(ended.totals), ended.winner(), match_to_record(ended)),
        ChatLine(3, "Ciao!"),
        TableOver("host-left"),
        OpenTables((OpenTable("K7P2QX", rules, "Anna", 3, ("Anna",)), OpenTable("PQRS23", Rules(), "", 1))),
        OpenTables(()),
        Error("not-your-turn", "seat 1 is to play, not seat 0"),
    ]


def sender_of(message: Message) -> str:
    return CLIENT if SENT_BY[CLIENT].get(message.type) is type(message) else SERVER


def test_the_samples_hold_every_type_each_side_sends():
    sampled = {(sender_of(m), type(m)) for m in samples()} | {(SERVER, Ping), (SERVER, Pong)}
    assert sampled == {(sender, kind) for sender, known in SENT_BY.items() for kind in known.values()}


@pytest.mark.parametrize("message", samples(), ids=lambda m: type(m).__name__)
def test_every_message_is_read_back_as_it_was_written(message):
    line = encode_message(message)
    assert line.endswith(b"\n") and line.count(b"\n") == 1
    data = json.loads(line)
    assert next(iter(data)) == "type" and data["type"] == message.type
    assert parse_line(line.rstrip(b"\n"), sender_of(message)) == message
    assert encode_message(parse_line(line, sender_of(message))) == line  # and written again byte for byte


def test_optional_fields_are_left_out_when_unset():
    assert json.loads(encode_message(Join("ABC123"))) == {"type": "join", "table": "ABC123"}
    assert "turn_seconds" not in json.loads(encode_message(Create(Rules(), ("open", "easy"))))
    lobby = json.loads(encode_message(Lobby("ABC123", Rules(), (LobbySeat("A", "human", True),), 0)))
    assert "paused" not in lobby and "stand_in" not in lobby["seats"][0]
    assert list(json.loads(encode_message(State(played_match().view(1), 2, 5)))) == [
        "type", "rules", "seat", "dealer", "round", "scores", "hand", "table", "initial_table", "history",
        "hand_sizes", "stock", "to_play", "seq"]


# What a client sends, refused --------------------------------------------------------------------

HELLO = '{"type": "hello", "protocol": "scopa-table/1", "name": %s}'
RULES = '{"players": 2, "teams": 2, "target": 11}'
REFUSED = {
    "not-utf-8": (b"\xff\xfe{}", "bad-message", "the line is not UTF-8"),
    "not-json": (b"this is not json", "bad-message", "not JSON: Expecting value: line 1 column 1 (char 0)"),
    "nested-deep": (b"[" * 100_000, "bad-message", "not JSON: nested too deeply"),
    "an-array": (b"[1, 2, 3]", "bad-message", "a message is a JSON object"),
    "no-type": (b'{"card": "7D"}', "bad-message", "unknown message type None; known: hello, create, join, rejoin, "
                                                 "start, move, chat, leave, list, quick, ping, pong"),
    "a-server-type": (b'{"type": "welcome"}', "bad-message", "unknown message type 'welcome'; known: hello,"),
    "lone-surrogate": (b'{"type": "chat", "text": "\\ud800"}', "bad-message",
                       "a text holds a lone surrogate (\\ud800 to \\udfff)"),
    "old-protocol": (b'{"type": "hello", "protocol": "scopa-table/0", "name": "Old"}', "wrong-protocol",
                     "this server speaks scopa-table/1, not 'scopa-table/0'"),
    "no-name": ((HELLO % "5").encode(), "bad-message", "'name' must be a text"),
    "empty-name": ((HELLO % '" "').encode(), "bad-message", "'name' must be 1 to 24 printable characters"),
    "long-name": ((HELLO % json.dumps("x" * 25)).encode(), "bad-message", "'name' must be 1 to 24 printable"),
    "marks-in-name": ((HELLO % json.dumps("x\u0301\u0302\u0303")).encode(), "bad-message",
                      "'name' stacks more than 2 combining marks on one character"),
    "bad-rules": (b'{"type": "create", "rules": {"players": 5}, "seats": []}', "bad-message", "'rules': "),
    "seats-miscounted": (f'{{"type": "create", "rules": {RULES}, "seats": ["open"]}}'.encode(), "bad-message",
                         "'seats' must list the 2 seats, each \"open\" or an AI level (random, easy"),
    "seat-0-an-ai": (f'{{"type": "create", "rules": {RULES}, "seats": ["easy", "open"]}}'.encode(), "bad-message",
                     "seat 0 is \"open\": it is yours"),
    "unknown-level": (f'{{"type": "create", "rules": {RULES}, "seats": ["open", "wizard"]}}'.encode(),
                      "bad-message", "a seat is \"open\" or an AI level (random, easy"),
    "clock-too-short": (f'{{"type": "create", "rules": {RULES}, "seats": ["open", "easy"], '
                        f'"turn_seconds": 5}}'.encode(), "bad-message",
                        "'turn_seconds' must be a whole number from 10 to 600"),
    "bad-table-code": (b'{"type": "join", "table": "K7-P2"}', "bad-message",
                       "'table' must be a table code such as \"K7P2QX\""),
    "bad-seat": (b'{"type": "join", "table": "K7P2QX", "seat": 6}', "bad-message",
                 "'seat' must be a seat from 0 to 5"),
    "rejoin-no-code": (b'{"type": "rejoin", "token": "x"}', "bad-message", "'table' must be a table code"),
    "move-without-take": (b'{"type": "move", "card": "7D"}', "bad-message",
                          "an answer is an object with 'card' and 'take'"),
    "card-not-text": (b'{"type": "move", "card": 7, "take": []}', "bad-message",
                      "'card' must be a card such as \"7D\""),
    "not-a-card": (b'{"type": "move", "card": "11Z", "take": []}', "bad-message", "'card': "),
    "take-not-list": (b'{"type": "move", "card": "7D", "take": "3B"}', "bad-message",
                      "'take' must be a list of cards"),
    "take-twice": (b'{"type": "move", "card": "7D", "take": ["3B", "3B"]}', "bad-message",
                   "'take' names a card twice"),
    "chat-too-long": (json.dumps({"type": "chat", "text": "x" * 201}).encode(), "bad-message",
                      "'text' must be 1 to 200 printable characters"),
    "chat-not-text": (b'{"type": "chat", "text": ["hi"]}', "bad-message", "'text' must be a text"),
}


@pytest.mark.parametrize(("line", "code", "words"), REFUSED.values(), ids=REFUSED.keys())
def test_each_bad_client_line_is_refused_with_the_protocols_code_and_words(line, code, words):
    with pytest.raises(NetError) as refused:
        parse_line(line)
    assert refused.value.code == code
    assert refused.value.message.startswith(words), refused.value.message
    assert "\n" not in refused.value.message and len(refused.value.message) <= 200


def test_a_line_is_encoded_again_to_check_its_text_only_when_it_could_fail(monkeypatch):
    checked = []
    monkeypatch.setattr(messages, "check_text", checked.append)
    parse_line(b'{"type": "chat", "text": "caff\xc3\xa8 \\" ok"}')  # UTF-8 and a plain escape: no surrogate
    assert checked == []
    parse_line(b'{"type": "chat", "text": "\\u00e8"}')  # a \u escape could be half a pair
    parse_line(b'{"type": "chat", "text": "x", "junk": ' + b"[" * 65 + b"]" * 65 + b"}")  # nested deep
    assert len(checked) == 2


def test_a_rejoin_token_that_is_no_text_is_read_as_no_token():
    """Refused later as any wrong token is (``bad-token``): a token cannot be told from a missing one."""
    assert parse_line(b'{"type": "rejoin", "table": "k7p2qx", "token": 12}') == Rejoin("K7P2QX", "")


def test_a_move_for_a_seat_that_is_no_number_is_a_move_for_another_seat():
    message = parse_line(b'{"type": "move", "card": "7D", "take": [], "seat": "me"}')
    assert isinstance(message, MoveMessage) and message.seat == messages.NO_SEAT


# What a server sends, refused ------------------------------------------------------------------------


def test_a_state_that_could_not_happen_is_refused_with_the_reason():
    state = json.loads(encode_message(State(played_match().view(1), 2, 5)))
    state["hand_sizes"][0] += 1
    with pytest.raises(NetError, match="'hand_sizes' must be"):
        parse_line(json.dumps(state).encode(), SERVER)
    state = json.loads(encode_message(State(played_match().view(1), 2, 5)))
    state["to_play"] = 4
    with pytest.raises(NetError, match="'to_play' must be a whole number from 0 to 3"):
        parse_line(json.dumps(state).encode(), SERVER)


@pytest.mark.parametrize("line", [
    b'{"type": "seated", "table": "K7P2QX", "seat": -1, "token": "t"}',
    b'{"type": "lobby", "table": "K7P2QX", "rules": {}, "seats": [{"kind": "alien"}], "host": 0}',
    b'{"type": "round_over", "round": 1, "teams": [{"points": "two"}], "totals": [1, 0]}',
    b'{"type": "match_over", "totals": [1, 0], "winner": 0}',
    b'{"type": "chat", "text": "hi"}',
    b'{"type": "error", "code": "busy"}',
    b'{"type": "hello", "protocol": "scopa-table/1", "name": "A client"}',
    b'{"type": "open_tables", "tables": [{"table": "K7P2QX", "rules": {}, "host": "A", "free": 1, "seated": [7]}]}',
], ids=["seat", "lobby-seat", "round-count", "record", "chat-seat", "error-words", "a-client-type", "seated-names"])
def test_a_server_line_with_a_field_missing_or_wrong_is_refused(line):
    with pytest.raises(NetError) as refused:
        parse_line(line, SERVER)
    assert refused.value.code == "bad-message"


def test_open_tables_from_a_server_that_names_nobody_seated_are_read_all_the_same():
    line = b'{"type": "open_tables", "tables": [{"table": "K7P2QX", "rules": {}, "host": "Anna", "free": 1}]}'
    assert parse_line(line, SERVER) == OpenTables((OpenTable("K7P2QX", Rules(), "Anna", 1),))


# A new message: its record and a handler, nothing else ----------------------------------------------


@pytest.fixture
def fresh_types(monkeypatch):
    """The types each side sends, as now: a record a test makes is forgotten after it."""
    for sender in (CLIENT, SERVER):
        monkeypatch.setitem(SENT_BY, sender, dict(SENT_BY[sender]))


def test_a_new_server_message_is_one_record_and_one_handler(fresh_types):
    @dataclass(frozen=True)
    class Nudge(Message, kind="nudge", senders=(SERVER,)):
        seat: int

        @classmethod
        def from_wire(cls, data):
            return cls(number_field(data, "seat"))

    line = encode_message(Nudge(2))
    assert line == b'{"type":"nudge","seat":2}\n'
    nudge = parse_line(line, SERVER)
    assert nudge == Nudge(2)
    handlers = Dispatcher()
    handlers.on(ChatLine, print)
    with pytest.raises(NetError) as refused:  # nobody handles it yet: the protocol's refusal
        handlers.dispatch(nudge)
    assert refused.value.code == "bad-message"
    assert refused.value.message == "unknown message type 'nudge'; known: chat"
    heard: list[Message] = []
    handlers.on(Nudge, heard.append)
    handlers.dispatch(nudge)
    assert heard == [Nudge(2)]


def test_handlers_run_in_the_order_given_and_a_dead_objects_handler_is_passed_over():
    heard: list[str] = []

    class Listener:
        def __init__(self, name: str) -> None:
            self.name = name

        def on_chat(self, chat: ChatLine) -> None:
            heard.append(f"{self.name}: {chat.text}")

    first, second = Listener("first"), Listener("second")
    handlers = Dispatcher()
    handlers.on(ChatLine, first.on_chat)
    handlers.on(ChatLine, second.on_chat)
    handlers.dispatch(ChatLine(0, "one"))
    del first  # a closed window's handlers do not keep it alive
    handlers.dispatch(ChatLine(0, "two"))
    assert heard == ["first: one", "second: one", "second: two"]


def test_a_client_message_the_server_has_no_handler_for_is_refused_and_changes_nothing(fresh_types):
    @dataclass(frozen=True)
    class Wave(Message, kind="wave", senders=(CLIENT,)):
        pass

    async def scenario():
        async with serving() as server:
            client = await connect(server, "Anna")
            await client.send({"type": "wave"})
            answer = await client.receive()
            assert answer["type"] == "error" and answer["code"] == "bad-message"
            assert answer["message"].startswith(
                "unknown message type 'wave'; known: create, join, rejoin, quick, list, start")
            await client.send({"type": "ping"})
            assert (await client.receive())["type"] == "pong"  # the connection goes on

    run(scenario())


def test_every_rounds_count_is_read_back_also_when_a_side_lacks_a_suit():
    # A side with no card of some suit has no primiera: null in the count.  The window refused such a
    # round_over as malformed and dropped it: no round dialog, no totals (1 two-player round in 40).
    lacking = 0
    rng = random.Random(28)
    for seed in range(300):
        match = Match(Rules(players=2 + 2 * (seed % 2), teams=2), seed=seed)
        while not match.round_over():
            match.apply_move(rng.choice(legal_moves(match.view(match.current_player()))))
        message = RoundOver(1, tuple(round_teams(match.round_scores[-1])), tuple(match.totals))
        lacking += any(team["primiera"] is None for team in message.teams)
        assert parse_line(encode_message(message), SERVER) == message
    assert lacking  # the case is among them


def test_a_round_over_whose_counts_are_not_numbers_is_refused():
    line = json.dumps({"type": "round_over", "round": 1, "teams": [{"cards": "many"}], "totals": [0, 0]})
    with pytest.raises(NetError, match="teams"):
        parse_line(line.encode(), SERVER)


@pytest.mark.parametrize("in_a_window", [True, False])
def test_welcome_says_whether_the_server_is_a_windows_whose_tables_go_with_it(in_a_window):
    # A guest whose connection ends while the host is away waits for the host only at a table hosted in a
    # window, which goes with that window; at ``serve`` the host is away as anyone is.
    async def welcome() -> Message:
        async with serving(in_a_window=in_a_window) as server:
            client = await connect(server, "Anna", keep_lines=True)
            await client.close()
            assert client.lines
            return parse_line(client.lines[0], SERVER)

    said = run(welcome())
    assert isinstance(said, Welcome) and said.in_a_window is in_a_window
    assert said.server.startswith(f"{APP_NAME} {__version__}")  # its name and version, as the protocol says
