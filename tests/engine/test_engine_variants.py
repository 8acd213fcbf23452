"""Every variant declared once, in ``engine.variants``: the rules, the count and the record follow the table."""

from __future__ import annotations

import random

import pytest
from helpers_engine import cards, play_randomly

from scopa_desktop.engine import VARIANT_TABLE, Match, Rules, RulesError, RulesErrorKind, match_to_record
from scopa_desktop.engine import rules as rules_module
from scopa_desktop.engine.cards import RANK_MASK
from scopa_desktop.engine.record import round_summary
from scopa_desktop.engine.rules import VARIANTS
from scopa_desktop.engine.scoring import score_round
from scopa_desktop.engine.variants import Change, ScoreLine, Variant

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


def test_a_new_scoring_variant_is_one_more_entry_in_the_table(monkeypatch):
    """What the engine needs for another scoring variant: its entry in the table (and, for the
    window, its words; tests/gui/test_gui_words.py asks for them), no other code."""
    all_sevens = RANK_MASK[7]

    def sevens(pile: int) -> tuple[int, int]:
        return (3, -1) if pile & all_sevens == all_sevens else (0, -1)

    settanta = Variant("settanta", "Settanta", "all four sevens score three points",
                       lines=(ScoreLine("settanta", sevens),))
    table = (*VARIANT_TABLE, settanta)
    monkeypatch.setattr(rules_module, "VARIANT_TABLE", table)
    monkeypatch.setattr(rules_module, "VARIANT_BY_ID", {variant.id: variant for variant in table})
    monkeypatch.setattr(rules_module, "VARIANTS", tuple(variant.id for variant in table))
    rules = Rules(variants={"settanta", "napola"})
    assert Rules.from_record(rules.to_record()) == rules
    assert rules.to_record()["variants"] == ["napola", "settanta"]
    sevens_and_more = all_sevens | cards("1C 2C")
    with_it = score_round(rules, [sevens_and_more, 0], [0, 0]).teams[0]
    without = score_round(Rules(variants={"napola"}), [sevens_and_more, 0], [0, 0]).teams[0]
    assert with_it.line("settanta").points == 3 and with_it.points == without.points + 3
