"""Reading the other hand of a two-player round as a posterior over every hand it could hold."""

import random
from math import comb

from helpers_engine import cards, move, opening

from scopa_desktop.ai import make_player
from scopa_desktop.ai.determinize import determinize
from scopa_desktop.ai.inference import Beliefs, hand_constraints, read_hands
from scopa_desktop.ai.posterior import GREEDY_LIKE_PRIOR, HandPosterior, greedy_like_odds, hand_posterior, seen_before
from scopa_desktop.engine import Match, Rules
from scopa_desktop.engine.view import seat_view


def after_a_lay():
    """Seat 0 lays 1D on 2S 3B 9C 10D (holding 7C 5D besides); seat 1 holds 4C 8D 6B and reads it."""
    state = opening(Rules(), "2S 3B 9C 10D", ["1D 7C 5D", "4C 8D 6B"])
    state.apply_move(move("1D"))
    return seat_view(state, 1)


def test_nothing_is_read_before_the_other_player_has_played_in_the_deal():
    state = opening(Rules(), "2S 3B 9C 10D", ["1D 7C 5D", "4C 8D 6B"])
    assert hand_posterior(seat_view(state, 0)) is None
    four = Match(Rules(players=4), seed=3)
    four.apply_move(four.legal_moves()[0])
    assert hand_posterior(four.view(four.current_player())) is None  # two players only


def test_every_hand_the_other_could_hold_is_weighed_and_none_ruled_out():
    view = after_a_lay()
    posterior = hand_posterior(view)
    assert posterior is not None and posterior.seat == 0
    unseen = view.unseen
    assert len(posterior.hands) == comb(unseen.bit_count(), 2)
    assert all(hand.bit_count() == 2 and hand & ~unseen == 0 for hand in posterior.hands)
    steps = [b - a for a, b in zip((0.0, *posterior.cumulative), posterior.cumulative, strict=False)]
    assert all(step > 0 for step in steps)
    assert posterior.hands.count(cards("7C 5D")) == 1  # the true hand, which passed up 5D taking 2S 3B


def test_a_lay_makes_the_hands_that_would_have_played_otherwise_less_likely():
    posterior = hand_posterior(after_a_lay())
    assert posterior is not None
    # Holding 7S 6D besides, nothing could take and 1D was the cheapest card to lay: the likeliest reading.
    as_greedy_would = posterior.chance(cards("7S 6D"))
    assert posterior.chance(cards("5S 6D")) < as_greedy_would / 5  # 5S takes 2S + 3B
    assert posterior.chance(cards("10S 7S")) < as_greedy_would / 5  # 10S takes 10D
    assert posterior.chance(cards("4S 6S")) < as_greedy_would / 5  # a 4 was cheaper to lay than the coin ace


def rounds_odds(levels: tuple[str, str], seed: int) -> float:
    """How Greedy-like seat 1 looks to seat 0 once two deals of a round are over."""
    match = Match(Rules(), seed=seed)
    players = [make_player(level, seed=seed) for level in levels]
    while len(match.current.history) < 2 * match.rules.cards_per_deal or match.current_player() != 0:
        seat = match.current_player()
        match.apply_move(players[seat].choose(match.view(seat)))
    view = match.view(0)
    return greedy_like_odds(view, 1, view.tables_before(), seen_before(view))


def test_a_player_making_greedys_moves_reads_as_greedy_like_and_one_that_does_not_as_a_planner():
    assert rounds_odds(("easy", "easy"), seed=6) > 0.9
    assert rounds_odds(("easy", "random"), seed=6) < GREEDY_LIKE_PRIOR / 10
    assert rounds_odds(("easy", "medium"), seed=6) < GREEDY_LIKE_PRIOR / 10


def test_a_guessed_round_draws_the_other_hand_from_the_posterior():
    view = after_a_lay()
    posterior = hand_posterior(view)
    assert posterior is not None
    rng = random.Random(1)
    for _ in range(50):
        state = determinize(view, rng, Beliefs(posterior=posterior))
        other = state.hands[0]
        assert other in posterior.hands
        assert state.hands[1] == view.hand
        dealt = other
        for hands in state.dealt_hands[state.deals_made :]:
            for hand in hands:
                dealt |= hand
        assert dealt == view.unseen


def test_hands_are_drawn_as_often_as_their_weights_say():
    posterior = HandPosterior(0, (cards("1S"), cards("2S")), (1.0, 4.0))
    rng = random.Random(7)
    assert posterior.chance(cards("1S")) == 0.25
    draws = [posterior.draw(rng) for _ in range(4000)]
    assert 0.22 < draws.count(cards("1S")) / len(draws) < 0.28


def test_two_players_are_read_by_the_posterior_and_more_by_the_masks_a_hand_lacks():
    view = after_a_lay()
    assert read_hands(view) == Beliefs(posterior=hand_posterior(view))
    before = seat_view(opening(Rules(), "2S 3B 9C 10D", ["1D 7C 5D", "4C 8D 6B"]), 0)
    assert read_hands(before) == Beliefs(constraints=((), ()))
    scopone = Match(Rules(players=4, teams=2, variants={"scopone"}), seed=4)
    easy = make_player("easy")
    for _ in range(3):
        scopone.apply_move(easy.choose(scopone.view(scopone.current_player())))
    view = scopone.view(scopone.current_player())
    assert read_hands(view) == Beliefs(constraints=hand_constraints(view))
