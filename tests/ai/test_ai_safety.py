"""Scopa safety: what a sweepable table is, and a regression suite of positions with a safe move.

A table is *sweepable* by a card of rank r when playing it would take the
whole table as a scopa: one table card of rank r, or two or more cards
summing to r none of which has rank r (an equal card must be taken alone),
and never an ace under asso piglia tutto (it takes all but scores no
scopa).  A move is *safe* when the next player is an opponent whose move
could score a scopa and no unseen card sweeps the table the move leaves.
"""

import pytest

from scopa_desktop.ai import make_player
from scopa_desktop.ai.base import legal_moves
from scopa_desktop.ai.hard import HardPlayer
from scopa_desktop.ai.medium import is_safe
from scopa_desktop.ai.tactics import sweeping_rank
from scopa_desktop.engine import Match, Move, Rules, SeatView, mask_of, parse_card
from scopa_desktop.engine.captures import STANDARD_CAPTURE

ACE_TAKES_ALL = Rules(variants={"asso-piglia-tutto"}).capture


def cards(*names: str) -> int:
    return mask_of(parse_card(n) for n in names)


@pytest.mark.parametrize(
    "table, rank",
    [
        (("5S",), 5),  # a single card: the equal card sweeps it
        (("2S", "3B"), 5),  # a sum of the whole table
        (("1D", "2C", "4S"), 7),
        (("5S", "5B"), 10),  # a 5 would take one five; a 10 takes both
        (("2S", "2B"), 4),
        (("6S", "5B"), 0),  # sums past 10
        ((), 0),
    ],
)
def test_the_rank_that_sweeps_a_table(table, rank):
    assert sweeping_rank(cards(*table), capture=STANDARD_CAPTURE) == rank


def test_under_asso_piglia_tutto_an_ace_takes_all_without_a_scopa():
    assert sweeping_rank(cards("1S"), capture=STANDARD_CAPTURE) == 1
    assert sweeping_rank(cards("1S"), capture=ACE_TAKES_ALL) == 0
    assert sweeping_rank(cards("2S", "3B"), capture=ACE_TAKES_ALL) == 5


def test_a_move_is_unsafe_only_against_an_unseen_sweeper():
    view = SeatView(
        rules=Rules(),
        seat=0,
        dealer=1,
        round_number=1,
        scores=(0, 0),
        hand=cards("4B", "10C"),
        table=cards("3S"),
        initial_table=cards("3S", "5S", "5C", "5D"),
        history=(),
        hand_sizes=(2, 2),
        stock=20,
        piles=(0, 0),
        scope=(0, 0),
        last_capturer=None,
    )
    lay_four, lay_ten = Move(parse_card("4B"), 0), Move(parse_card("10C"), 0)
    assert not is_safe(view, lay_four)  # 3+4 = 7 and every 7 is unseen
    assert is_safe(view, lay_ten)  # 13: nothing sweeps it
    seen_sevens = SeatView(**{**view.__dict__, "initial_table": view.initial_table | cards("7D", "7C", "7S", "7B")})
    assert is_safe(seen_sevens, lay_four)  # every 7 has been seen: nobody can hold one


def harvested_positions(count: int, rules: Rules | None = None) -> list[SeatView]:
    """Positions from Greedy-vs-medium games (2 players by default) where one move is safe and another is not."""
    rules = rules or Rules()
    found: list[SeatView] = []
    players = [make_player("easy"), make_player("medium")] * (rules.players // 2)
    seed = 0
    while len(found) < count:
        match = Match(rules, seed=seed)
        seed += 1
        while not match.round_over():
            seat = match.current_player()
            view = match.view(seat)
            safety = [is_safe(view, move) for move in legal_moves(view)]
            if any(safety) and not all(safety):
                found.append(view)
            match.apply_move(players[seat].choose(view))
    return found[:count]


@pytest.fixture(scope="module")
def positions() -> list[SeatView]:
    return harvested_positions(150)


def test_medium_never_leaves_a_sweepable_table_when_a_safe_move_exists(positions):
    medium = make_player("medium")
    unsafe = [view for view in positions if not is_safe(view, medium.choose(view))]
    assert not unsafe


def test_hard_never_lays_into_a_sweep_when_a_safe_move_exists(positions):
    """Laying a card gains nothing now, so hard never lays into a sweep it could avoid.

    (An unsafe capture is allowed when its search value beats every safe move:
    that trade is the search's to make.)
    """
    hard = HardPlayer(1, seconds=60.0, samples=48)
    laid_into_sweeps = []
    for view in positions:
        move = hard.choose(view)
        if move.take == 0 and not is_safe(view, move):
            laid_into_sweeps.append(view)
    assert not laid_into_sweeps


def test_hard_never_lays_into_an_opponents_sweep_in_a_partnership():
    """At 4 players in two teams the seat after ours is always an opponent: hard plays for its
    team and still never lays a card that seat could sweep when a safe move exists."""
    hard = HardPlayer(2, seconds=60.0, samples=24)
    positions = harvested_positions(60, Rules(players=4, teams=2))
    assert all(view.rules.team_of((view.seat + 1) % 4) != view.team for view in positions)
    laid_into_sweeps = [view for view in positions if (move := hard.choose(view)).take == 0 and not is_safe(view, move)]
    assert not laid_into_sweeps
