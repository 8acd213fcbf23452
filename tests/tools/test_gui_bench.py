"""gui_bench's start-up figures: medians over pairs of starts, each ratio the median of the
pairs' own ratios with its spread (the measuring itself is the command's, run by hand)."""

from __future__ import annotations

import pytest

from scopa_desktop.tools import gui_bench


def pair(game: float, bare: float, game_cpu: float, bare_cpu: float) -> dict[str, float]:
    return {"window_visible_s": game, "window_visible_cpu_s": game_cpu, "cards_on_table_s": game + 0.1,
            "bare_window_s": bare, "bare_window_cpu_s": bare_cpu}


def test_start_up_figures_are_medians_and_each_ratio_has_its_spread():
    runs = [pair(0.30, 0.10, 0.24, 0.12), pair(0.20, 0.20, 0.20, 0.10), pair(0.26, 0.13, 0.26, 0.13),
            pair(0.90, 0.30, 0.30, 0.10), pair(0.24, 0.16, 0.24, 0.16)]
    figures = gui_bench.summarize_startup(runs)
    assert figures["window_visible_s"] == 0.26 and figures["bare_window_s"] == 0.16
    assert figures["cards_on_table_s"] == 0.36 and figures["window_visible_cpu_s"] == 0.24
    # The pairs' own ratios, 3.0, 1.0, 2.0, 3.0, 1.5: the median of ratios, not the ratio of medians.
    assert figures["startup_ratio"] == 2.0
    assert figures["startup_ratio_spread"] == [1.0, 1.5, 3.0, 3.0]
    assert figures["startup_cpu_ratio"] == 2.0  # 2.0, 2.0, 2.0, 3.0, 1.5
    assert figures["startup_cpu_ratio_spread"][0] == 1.5 and figures["startup_cpu_ratio_spread"][-1] == 3.0
    assert figures["startup_pairs"] == 5


def test_the_spread_of_two_pairs_stays_between_them():
    figures = gui_bench.summarize_startup([pair(0.20, 0.10, 0.20, 0.10), pair(0.30, 0.10, 0.30, 0.10)])
    assert figures["startup_ratio"] == 2.5
    assert figures["startup_ratio_spread"] == [2.0, 2.25, 2.75, 3.0]


@pytest.mark.parametrize("pairs", ["1", "0", "-3", "1001"])
def test_too_few_or_too_many_pairs_is_one_line_and_exit_2(pairs, capsys):
    with pytest.raises(SystemExit) as stopped:
        gui_bench.main(["--startup", "--pairs", pairs])
    assert stopped.value.code == 2
    assert f"--pairs must be 2 to 1000, not {pairs}" in capsys.readouterr().err
