"""Every level plays legally under every table size and variant, deterministically, without peeking."""

import random
import threading

import pytest

from scopa_desktop.ai import DEFAULT_LEVEL, LEVEL_BY_ID, LEVEL_TABLE, LEVELS, CancelFlag, Cancelled, make_player
from scopa_desktop.ai.hard import HardPlayer
from scopa_desktop.engine import Deal, Match, RoundState, Rules, seat_view
from scopa_desktop.engine.cards import cards_of

RULE_SETS = [
    Rules(),
    Rules(players=3),
    Rules(players=4),
    Rules(players=4, teams=2),
    Rules(players=6),
    Rules(players=6, teams=2),
    Rules(players=6, teams=3),
    Rules(players=4, teams=2, variants=frozenset({"scopone"})),
    Rules(players=4, teams=2, variants=frozenset({"scopone-scientifico"})),
    Rules(variants=frozenset({"asso-piglia-tutto"})),
    Rules(variants=frozenset({"napola", "rebello", "rosmarino"})),
    Rules(variants=frozenset({"card-value"}), rounds=2),
    Rules(last_deal_scopa="none", direction="clockwise"),
]


def fast_player(level: str, seed: int):
    """Each level as the tests run it: hard with a small sample count."""
    if level == "hard":
        return HardPlayer(seed, seconds=5.0, samples=6)
    return make_player(level, seed)


def test_levels_are_registered_weakest_first():
    assert LEVELS == ("random", "easy", "medium", "hard")


def test_each_level_is_declared_once_with_its_words_and_policies():
    assert [level.id for level in LEVEL_TABLE] == list(LEVELS) == list(LEVEL_BY_ID)
    assert DEFAULT_LEVEL == "medium" and [level.id for level in LEVEL_TABLE if level.default] == ["medium"]
    assert [level.id for level in LEVEL_TABLE if not level.allows_undo] == ["hard"]
    assert [level.id for level in LEVEL_TABLE if not level.hosted] == ["random"]
    margins = [level.margin for level in LEVEL_TABLE]  # weakest first, as the tournaments measured them
    assert margins == sorted(set(margins)) and LEVEL_BY_ID["easy"].margin == 0
    for level in LEVEL_TABLE:  # the New game dialog's line for a level begins with its name
        assert level.title and level.description.lower().startswith(level.title + ":")


def test_an_unknown_level_is_refused_naming_the_known_ones():
    with pytest.raises(ValueError, match="unknown AI level 'expert'; known: random, easy, medium, hard"):
        make_player("expert")


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda r: f"{r.players}p{r.teams}t-{'+'.join(sorted(r.variants))}")
def test_every_level_plays_a_legal_round(rules):
    match = Match(rules, seed=11)
    players = [fast_player(LEVELS[(seat + 1) % len(LEVELS)], seat) for seat in range(rules.players)]
    while not match.round_over():
        seat = match.current_player()
        match.apply_move(players[seat].choose(match.view(seat)))  # checked: raises if illegal
    assert match.current.is_terminal()


def position_after(rules: Rules, seed: int, moves: int) -> RoundState:
    """A round of ``rules`` after ``moves`` Greedy moves."""
    state = RoundState.deal(rules, 0, random.Random(seed))
    easy = make_player("easy")
    for _ in range(moves):
        state.apply_move(easy.choose(seat_view(state, state.to_play)))
    return state


def with_hidden_cards_shuffled(state: RoundState, rng: random.Random) -> RoundState:
    """The same round as the player to play sees it, with other hands and the stock dealt anew."""
    seat = state.to_play
    others = [s for s in range(state.rules.players) if s != seat]
    hidden = [c for s in others for c in cards_of(state.hands[s])]
    future = state.deals[state.deals_made :]
    hidden += [c for deal in future for hand in deal.hands for c in hand]
    rng.shuffle(hidden)
    other = state.clone()
    for s in others:
        size = state.hands[s].bit_count()
        other.hands[s] = sum(1 << c for c in hidden[:size])
        hidden = hidden[size:]
    dealt = []
    for deal in future:
        hands = []
        for hand in deal.hands:
            hands.append(tuple(hidden[: len(hand)]))
            hidden = hidden[len(hand) :]
        dealt.append(Deal(None, tuple(hands)))
    other.deals = state.deals[: state.deals_made] + tuple(dealt)
    return other


@pytest.mark.parametrize("rules", [Rules(), Rules(players=3), Rules(players=4, teams=2)], ids=str)
@pytest.mark.parametrize("moves", [1, 7, 14])
def test_no_level_peeks_at_hidden_cards(rules, moves):
    rng = random.Random(moves)
    for seed in range(4):
        state = position_after(rules, seed, moves)
        other = with_hidden_cards_shuffled(state, rng)
        seat = state.to_play
        if other.hands == state.hands and other.deals == state.deals:
            continue
        view = seat_view(state, seat)
        assert seat_view(other, seat) == view
        assert (other.hands, other.deals) != (state.hands, state.deals)
        for level in LEVELS:
            first = fast_player(level, 5).choose(view)
            assert fast_player(level, 5).choose(seat_view(other, seat)) == first, level


def test_the_same_view_gives_the_same_decision():
    state = position_after(Rules(), 3, 5)
    view = seat_view(state, state.to_play)
    for level in LEVELS:
        assert len({fast_player(level, 9).choose(view) for _ in range(3)}) == 1


class WatchedFlag(CancelFlag):
    """A CancelFlag that says when the search first looks at it: the search is under way."""

    def __init__(self) -> None:
        super().__init__()
        self.looked_at = threading.Event()

    def check(self) -> None:
        self.looked_at.set()
        super().check()

    def is_set(self) -> bool:
        self.looked_at.set()
        return super().is_set()


def test_hard_stops_soon_after_a_cancel_from_another_thread():
    state = position_after(Rules(), 4, 2)
    view = seat_view(state, state.to_play)
    flag = WatchedFlag()
    outcome = []

    def search() -> None:
        try:
            HardPlayer(1, seconds=60.0, samples=1_000_000).choose(view, flag)
        except Cancelled:
            outcome.append(True)

    worker = threading.Thread(target=search)
    worker.start()
    assert flag.looked_at.wait(timeout=10)  # the search is going
    flag.cancel()
    # A 60-second search seen to stop: the cancel is observed, not timed (the
    # quit-time figure is gui_bench's); 10 s is generous on a busy machine.
    worker.join(timeout=10)
    assert not worker.is_alive() and outcome
