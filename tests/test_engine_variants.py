"""Every variant declared once, in ``engine.variants``: the rules, the count and the record follow the table."""

from __future__ import annotations

import random

import pytest
from helpers_engine import play_randomly

from scopa_desktop.engine import VARIANT_TABLE, Match, Rules, RulesError, RulesErrorKind, match_to_record
from scopa_desktop.engine.record import round_summary
from scopa_desktop.engine.rules import VARIANTS
from scopa_desktop.engine.scoring import score_round
from scopa_desktop.engine.variants import Change

DEALS = [variant for variant in VARIANT_TABLE if variant.change is Change.DEAL]
SCORING = [variant for variant in VARIANT_TABLE if variant.change is Change.SCORING]


def rules_with(variant_id: str) -> Rules:
    deal = next((v.deal for v in DEALS if v.id == variant_id), None)
    if deal is None:
        return Rules(variants={variant_id})
    return Rules(players=deal.players, teams=deal.teams, variants={variant_id})


def test_the_record_names_and_orders_the_variants_as_the_table_does():
    assert tuple(variant.id for variant in VARIANT_TABLE) == VARIANTS
    assert VARIANTS == ("scopone", "scopone-scientifico", "asso-piglia-tutto", "napola", "rebello", "rosmarino",
                        "card-value")  # RULES.md §9's spelling
    rules = Rules(variants={"rosmarino", "napola", "asso-piglia-tutto"})
    assert rules.to_record()["variants"] == ["asso-piglia-tutto", "napola", "rosmarino"]


def test_each_variant_changes_one_thing():
    changes = {variant.id: variant.change for variant in VARIANT_TABLE}
    assert changes == {
        "scopone": Change.DEAL,
        "scopone-scientifico": Change.DEAL,
        "asso-piglia-tutto": Change.CAPTURE,
        "napola": Change.SCORING,
        "rebello": Change.SCORING,
        "rosmarino": Change.SCORING,
        "card-value": Change.SCORING,
    }
    # Rules take the capture rule of the one capture variant played: two could not be played together.
    assert sum(variant.change is Change.CAPTURE for variant in VARIANT_TABLE) <= 1


@pytest.mark.parametrize("variant", DEALS, ids=lambda v: v.id)
def test_a_deal_variant_sets_the_deal_and_its_table(variant):
    rules = rules_with(variant.id)
    assert (rules.hand_size, rules.table_size) == (variant.deal.hand_size, variant.deal.table_size)
    assert (rules.players, rules.teams) == (variant.deal.players, variant.deal.teams)
    with pytest.raises(RulesError) as refused:
        Rules(variants={variant.id})  # two players alone
    assert refused.value.kind is RulesErrorKind.SCOPONE_TABLE


def test_two_deal_variants_are_refused_with_their_kind():
    with pytest.raises(RulesError) as refused:
        Rules(players=4, teams=2, variants={variant.id for variant in DEALS})
    assert refused.value.kind is RulesErrorKind.TWO_SCOPONE
    with pytest.raises(RulesError) as refused:
        Rules(variants={"nonsense"})
    assert refused.value.kind is RulesErrorKind.INVALID


def test_without_variants_the_rules_are_those_of_rules_md():
    rules = Rules()
    assert (rules.hand_size, rules.table_size, rules.score_lines) == (3, 4, ())
    assert rules.counts_primiera and not rules.fixed_rounds
    assert rules.capture.whole_table_rank == 0


@pytest.mark.parametrize("variant", SCORING, ids=lambda v: v.id)
def test_a_scoring_variant_adds_its_lines_to_every_sides_count(variant):
    rules = rules_with(variant.id)
    assert rules.score_lines == variant.lines
    match = play_randomly(Match(rules, seed=8), random.Random(8), rounds=1)
    score = match.round_scores[0]
    plain = score_round(Rules(), [team.pile for team in score.teams], [team.scope for team in score.teams])
    for team, without in zip(score.teams, plain.teams, strict=True):
        assert team.lines == tuple((line.name, *line.score(team.pile)) for line in variant.lines)
        assert team.line(variant.lines[0].name) == team.lines[0]
        primiera_point = without.best_primiera and not rules.counts_primiera
        assert team.points == without.points - primiera_point + sum(line.points for line in team.lines)


def test_card_value_scoring_drops_the_primiera_and_plays_agreed_rounds():
    rules = Rules(variants={"card-value"}, rounds=3)
    assert not rules.counts_primiera and rules.fixed_rounds
    assert rules.to_record()["options"]["rounds"] == 3
    assert "rounds" not in Rules(variants={"napola"}, rounds=3).to_record()["options"]


def test_the_replay_summary_shows_every_scoring_line_where_it_scored():
    rules = Rules(target=1, variants={"rebello", "rosmarino", "card-value"}, rounds=1)
    match = play_randomly(Match(rules, seed=2), random.Random(2))
    summary = round_summary(match)
    for written, side in zip(summary["rounds"][0]["teams"], match.round_scores[0].teams, strict=True):
        for line in side.lines:
            assert written.get(line.name, 0) == line.points
    assert match_to_record(match)["rules"]["variants"] == ["rebello", "rosmarino", "card-value"]
