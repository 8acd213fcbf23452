"""Where a level stands between easy and the ceiling: shares read from three tournaments' results files."""

import json

import pytest

from scopa_desktop.cli import main as cli
from scopa_desktop.tools.ceiling import FIGURES, main, pair_means
from scopa_desktop.tools.paired import main as paired_main


def test_the_shares_are_the_ratios_of_the_margins_over_the_same_decks(tmp_path, capsys):
    files = {}
    for a, b, pairs in (("perfect", "easy", 12), ("medium", "easy", 8), ("perfect", "medium", 10)):
        files[a, b] = tmp_path / f"{a}-{b}.jsonl"
        assert cli(["tournament", "--a", a, "--b", b, "--pairs", str(pairs), "--seed", "7",
                    "--results", str(files[a, b])]) == 0
        capsys.readouterr()
    assert main(["--perfect-easy", str(files["perfect", "easy"]), "--level-easy", str(files["medium", "easy"]),
                 "--perfect-level", str(files["perfect", "medium"])]) == 0
    report = json.loads(capsys.readouterr().out)
    ceiling, level, gap = (pair_means(files[key]) for key in (("perfect", "easy"), ("medium", "easy"),
                                                               ("perfect", "medium")))
    assert report["share"]["decks"] == 8 and report["share_from_perfect"]["decks"] == 10
    margin = report["share"]["margin"]
    expected = sum(level[d][0] for d in range(8)) / sum(ceiling[d][0] for d in range(8))
    assert margin["share"] == pytest.approx(expected, abs=1e-3)
    assert margin["ci95"][0] <= margin["share"] <= margin["ci95"][1]
    closing = 1 - sum(gap[d][0] for d in range(10)) / sum(ceiling[d][0] for d in range(10))
    assert report["share_from_perfect"]["margin"]["share"] == pytest.approx(closing, abs=1e-3)
    # Each pair's categories add up to its margin.
    assert all(sum(row[1:]) == pytest.approx(row[0]) for row in ceiling.values())


def test_the_paired_difference_is_taken_deck_by_deck_over_the_decks_both_files_hold(tmp_path, capsys):
    files = []
    for level, pairs in (("medium", 9), ("random", 6)):
        files.append(tmp_path / f"{level}-easy.jsonl")
        assert cli(["tournament", "--a", level, "--b", "easy", "--pairs", str(pairs), "--seed", "7",
                    "--results", str(files[-1])]) == 0
        capsys.readouterr()
    assert paired_main([str(files[0]), str(files[1])]) == 0
    report = json.loads(capsys.readouterr().out)
    first, second = pair_means(files[0]), pair_means(files[1])
    assert report["decks"] == 6
    differences = [first[d][0] - second[d][0] for d in range(6)]
    margin = report["margin"]
    assert margin["mean"] == pytest.approx(sum(differences) / 6, abs=1e-3)
    assert margin["ci95"][0] < margin["mean"] < margin["ci95"][1]
    # Each file's categories add up to its margin, so the differences do too.
    assert sum(report[name]["mean"] for name in FIGURES[1:]) == pytest.approx(margin["mean"], abs=0.01)
