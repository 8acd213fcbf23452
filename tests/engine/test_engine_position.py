"""``RoundState.from_position`` (the AI's search start): a position rebuilt from what is
on the table and in the hands plays on exactly like the round it was taken from."""

from __future__ import annotations

import random

import pytest

from scopa_desktop.engine import RoundState, Rules

RULESETS = [
    Rules(),
    Rules(players=3),
    Rules(players=4, teams=2, last_deal_scopa="none"),
    Rules(players=6, teams=3, variants={"asso-piglia-tutto", "napola"}),
    Rules(players=4, teams=2, variants={"scopone"}),
    Rules(players=4, teams=2, variants={"scopone-scientifico", "card-value"}),
]


def rebuilt(state: RoundState) -> RoundState:
    position = {
        "hands": list(state.hands),
        "table": state.table,
        "piles": list(state.piles),
        "scope": list(state.scope),
        "last_capturer": state.last_capturer,
        "to_play": state.to_play,
        "history": list(state.history),
        "initial_table": state.initial_table,
    }
    return RoundState.from_position(state.rules, state.dealer, position, state.deals[state.deals_made :])


@pytest.mark.parametrize("rules", RULESETS, ids=lambda r: f"{r.players}p{r.teams}t-{'-'.join(sorted(r.variants))}")
def test_a_rebuilt_position_plays_on_like_the_original(rules):
    rng = random.Random(rules.players)
    for trial in range(20):
        state = RoundState.deal(rules, trial % rules.players, rng)
        for _ in range(rng.randrange(state.cards_to_play)):
            state.apply_move(rng.choice(state.legal_moves()))
        copy = rebuilt(state)
        assert (copy.stock_count, copy.in_last_deal, copy.cards_to_play) == (
            state.stock_count,
            state.in_last_deal,
            state.cards_to_play,
        )
        while not state.is_terminal():
            assert copy.current_player() == state.current_player()
            assert copy.legal_moves() == state.legal_moves()
            chosen = rng.choice(state.legal_moves())
            assert copy.apply_move(chosen) == state.apply_move(chosen)
        assert copy.is_terminal()
        assert copy.piles == state.piles and copy.scope == state.scope
        assert copy.score() == state.score()
