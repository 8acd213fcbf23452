"""The saved game's format: the match as it saves itself, and files of the first format still read."""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

import pytest
from helpers_engine import move

from scopa_desktop.engine import Match, Rules, match_to_record
from scopa_desktop.gui.saved_game import FORMAT, SavedGame, SavedGameError, load_game, save_game

#: A saved game written by the first format ("scopa-desktop-save/1": a record and the seed): a
#: napola match from seed 2024, one round played and seven moves of the second.
FIRST_FORMAT_FILE = Path(__file__).parent / "data" / "saved-game-v1.json"


def deal_on(match: Match) -> Match:
    """Finish the round in play with its first legal moves and deal the next one."""
    while not match.round_over():
        match.apply_move(match.legal_moves()[0])
    match.start_next_round()
    return match


def test_a_saved_game_holds_the_match_as_it_saves_itself(tmp_path):
    rng = random.Random(1)
    match = Match(Rules(players=3), seed=99)
    for _ in range(5):
        match.apply_move(rng.choice(match.legal_moves()))
    save_game(SavedGame(match, 99, [None, "easy", "hard"]), tmp_path / "save.json")
    data = json.loads((tmp_path / "save.json").read_text(encoding="utf-8"))
    assert data == {"format": FORMAT, "seed": 99, "levels": [None, "easy", "hard"], "match": match.to_dict(),
                    "assisted": False, "guided": False}
    loaded = load_game(tmp_path / "save.json")
    assert (loaded.seed, loaded.levels, loaded.guided) == (99, [None, "easy", "hard"], False)
    assert loaded.match.to_dict() == match.to_dict()
    assert deal_on(loaded.match).current.deals == deal_on(match).current.deals


def test_a_saved_game_of_the_first_format_resumes_and_deals_on_as_it_would_have(tmp_path):
    path = tmp_path / "saved-game.json"
    shutil.copy(FIRST_FORMAT_FILE, path)
    old = json.loads(path.read_text(encoding="utf-8"))
    assert old["format"] == "scopa-desktop-save/1"
    loaded = load_game(path)
    assert (loaded.seed, loaded.levels) == (2024, [None, "hard"])
    assert not loaded.guided  # dealt from its seed: no guided deal, which was dealt from cards laid out
    assert match_to_record(loaded.match) == old["record"]
    # The same match played from its seed, move by move, without ever being saved:
    original = Match(Rules.from_record(old["record"]["rules"]), seed=2024)
    for number, entry in enumerate(old["record"]["rounds"]):
        if number:
            original.start_next_round()
        for played in entry["moves"]:
            original.apply_move(move(played["card"], " ".join(played["take"])))
    assert loaded.match.seed == 2024 and loaded.match.rng.getstate() == original.rng.getstate()
    assert deal_on(loaded.match).current.deals == deal_on(original).current.deals
    save_game(loaded, path)  # written again, it is written in today's format
    assert json.loads(path.read_text(encoding="utf-8"))["format"] == FORMAT


@pytest.mark.parametrize("damage", ["no match", "bad random state", "first format without record"])
def test_a_damaged_saved_game_is_refused(tmp_path, damage):
    match = Match(Rules(), seed=3)
    save_game(SavedGame(match, 3, [None, "easy"]), tmp_path / "save.json")
    data = json.loads((tmp_path / "save.json").read_text(encoding="utf-8"))
    if damage == "no match":
        del data["match"]
    elif damage == "bad random state":
        data["match"]["random_state"] = [3, [0], None]
    else:
        data = {"format": "scopa-desktop-save/1", "seed": 3, "levels": [None, "easy"]}
    (tmp_path / "save.json").write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SavedGameError):
        load_game(tmp_path / "save.json")
