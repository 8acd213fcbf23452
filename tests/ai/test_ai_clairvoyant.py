"""The clairvoyant players (issue 28's ceilings): hard's search on the true deal, or on the true hands with the
stock shuffled, shown only through ``reveal``.

It is a measuring tool for the tournament, never a level: these tests hold that it
sees the hidden cards only when the referee reveals them, that it plays legal moves,
that what it sees changes its move where hard (seeing only its view) cannot tell the
deals apart, and that the game never offers it.
"""

import random

import pytest

from scopa_desktop.ai import LEVEL_BY_ID, LEVELS, make_player
from scopa_desktop.ai.clairvoyant import HANDS, PERFECT, ClairvoyantPlayer, HandSeeingPlayer
from scopa_desktop.ai.determinize import determinize
from scopa_desktop.ai.greedy import GreedyPlayer
from scopa_desktop.ai.hard import candidates
from scopa_desktop.ai.inference import NO_BELIEFS
from scopa_desktop.ai.outcome import margin
from scopa_desktop.ai.rollout import play_moves
from scopa_desktop.engine import Match, Rules
from scopa_desktop.engine.scoring import round_points
from scopa_desktop.engine.state import RoundState


def positions(rules: Rules, seeds: range):
    """(match, view) at every turn of one round per seed while the stock is not empty, easy playing."""
    easy = GreedyPlayer(0)
    for seed in seeds:
        match = Match(rules, seed=seed)
        while not match.round_over():
            seat = match.current_player()
            view = match.view(seat)
            if view.stock and len(match.legal_moves()) > 1:
                yield match, view
            match.apply_move(easy.choose(view))


def true_value(deal: RoundState, move, team: int) -> float:
    """The round margin for ``team`` when ``move`` is played on ``deal`` and Greedy finishes the round."""
    (finished,) = play_moves(deal, [move])
    return float(margin(round_points(deal.rules, finished.piles, finished.scope), team))


@pytest.mark.parametrize("tool", [PERFECT, HANDS])
def test_it_is_not_a_level_and_the_game_cannot_make_one(tool):
    assert tool not in LEVELS and tool not in LEVEL_BY_ID
    with pytest.raises(ValueError, match="unknown AI level"):
        make_player(tool)


def test_it_sees_the_deal_only_when_revealed_and_never_a_stale_one():
    match, view = next(positions(Rules(), range(1, 2)))
    player = ClairvoyantPlayer(seed=1)
    with pytest.raises(RuntimeError, match="not shown"):
        player.choose(view)  # the view alone holds no hidden card for it to play on
    player.reveal(match.current)
    move = player.choose(view)
    assert move in match.legal_moves()
    match.apply_move(move)
    following = match.view(match.current_player())
    if len(match.legal_moves()) > 1:
        with pytest.raises(RuntimeError, match="not shown"):
            player.choose(following)  # the round revealed before is not this one


def test_revealing_copies_the_round_and_leaves_it_as_it_was():
    match, view = next(positions(Rules(), range(2, 3)))
    before = match.current.clone()
    player = ClairvoyantPlayer(seed=2)
    player.reveal(match.current)
    player.choose(view)
    state = match.current
    assert (state.hands, state.table, state.piles, state.history) == (
        before.hands, before.table, before.piles, before.history)


@pytest.mark.parametrize("rules", [Rules(), Rules(players=4, teams=2), Rules(players=4, teams=2, variants={"scopone"})],
                         ids=["2 players", "4 players", "scopone"])
def test_it_only_ever_plays_legal_moves(rules):
    for seed in range(3):
        match = Match(rules, seed=seed)
        players = [ClairvoyantPlayer(seed=seat) for seat in range(rules.players)]
        while not match.round_over():
            seat = match.current_player()
            players[seat].reveal(match.current)
            move = players[seat].choose(match.view(seat))
            assert move in match.legal_moves()
            match.apply_move(move)


def test_where_the_hidden_cards_decide_the_move_it_plays_the_one_the_true_deal_rewards():
    """Two deals the seat cannot tell apart (both guessed from its view) whose best moves differ: hard,
    seeing only the view, can play but one move for both; the clairvoyant plays on each deal its best."""
    rng = random.Random(5)
    found = 0
    for match, view in positions(Rules(), range(40)):
        moves = match.legal_moves()
        picks = []
        for deal in (determinize(view, rng), determinize(view, rng)):
            player = ClairvoyantPlayer(seed=0)
            player.reveal(deal)
            pick = player.choose(view)
            best = max(true_value(deal, move, view.team) for move in player.search_moves(view, moves))
            assert true_value(deal, pick, view.team) == best
            picks.append(pick)
        if picks[0] != picks[1]:
            found += 1
            if found == 3:
                return
    pytest.fail(f"only {found} positions where the hidden cards change the best move")


def test_a_lay_unsafe_against_unseen_cards_is_searched_when_the_next_hand_cannot_sweep_it():
    """hard leaves out a lay some unseen card could sweep; the clairvoyant knows whether the next seat holds one."""
    for match, view in positions(Rules(), range(60)):
        moves = match.legal_moves()
        searched_by_hard = candidates(view, moves)
        player = ClairvoyantPlayer(seed=0)
        player.reveal(match.current)
        searched = player.search_moves(view, moves)
        extra = [move for move in searched if move not in searched_by_hard]
        if extra:
            assert all(not move.take for move in extra)  # only lays are ever left out
            return
    pytest.fail("no position with a lay hard leaves out and the true next hand cannot sweep")


@pytest.mark.parametrize("rules", [Rules(), Rules(players=4, teams=2)], ids=["2 players", "4 players"])
def test_the_hand_seeing_player_guesses_the_stock_and_nothing_else(rules):
    """Its deals hold every true hand, the table and the piles as they are, and the cards still to be dealt
    in an order of their own: what the hands are it knows, what the stock holds it must guess."""
    rng = random.Random(3)
    orders = set()
    for match, view in positions(rules, range(4, 6)):
        player = HandSeeingPlayer(seed=0)
        with pytest.raises(RuntimeError, match="not shown"):
            player.sample_deal(view, rng, NO_BELIEFS)
        truth = match.current
        player.reveal(truth)
        for _ in range(3):
            deal = player.sample_deal(view, rng, NO_BELIEFS)
            assert (deal.hands, deal.table, deal.piles, deal.to_play) == (truth.hands, truth.table, truth.piles,
                                                                         truth.to_play)
            assert deal.cards_to_play == truth.cards_to_play and deal.stock_count == truth.stock_count
            held = [mask for hands in deal.dealt_hands[deal.deals_made :] for mask in hands]
            true_held = [mask for hands in truth.dealt_hands[truth.deals_made :] for mask in hands]
            assert sum(held) == sum(true_held)  # the same cards (disjoint masks), dealt anew
            orders.add(tuple(held))
        assert player.choose(view) in match.legal_moves()
    assert len(orders) > 6  # the stock is shuffled, not the true one over and over
