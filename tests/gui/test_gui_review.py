"""Review (Game > Review last match, or a game record): every record the CLI and the window write opens, steps to the
end and back to the start through every move, and at each round's end shows the count ``replay``
prints; every hand is face up; the coach judges the chosen seat's moves and marks the costliest."""

from __future__ import annotations

import json
import random

import pytest
from helpers_engine import play_randomly
from helpers_gui import make_settings, open_window, save_screenshot
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog

from scopa_desktop.ai.greedy import GreedyPlayer
from scopa_desktop.cli import main as cli_main
from scopa_desktop.engine import Match, Move, Rules
from scopa_desktop.engine.record import round_summary, round_teams
from scopa_desktop.gui.learning.guided_deal import HUMAN_SEAT, STEPS, guided_match
from scopa_desktop.gui.review.game import COSTLIEST, ReviewGame, open_record
from scopa_desktop.gui.review.window import ReviewWindow
from scopa_desktop.gui.saved_game import SavedGame
from scopa_desktop.gui.settings import LEVELS_KEY
from scopa_desktop.gui.table.card_item import CardItem
from scopa_desktop.gui.words import plain_suit_word
from scopa_desktop.storage.records import load_record, save_record

SAMPLES = 4  # the coach's deals per move: enough to rank moves in a test, quick on a busy machine


def cli_record(tmp_path, capsys, ai: str, *options: str):
    path = tmp_path / "cli.json"
    assert cli_main(["play", "--seed", "3", "--ai", ai, "--record", str(path), *options]) == 0
    capsys.readouterr()
    return path


def window_record(tmp_path, rules: Rules, seed: int, stop_in_round: int | None = None):
    """A record as the window writes it (Game > Save game record: the controller's ``save_record``),
    of a whole match or of one saved part-way, five moves into round ``stop_in_round``."""
    match = play_randomly(Match(rules, seed=seed), random.Random(seed))
    if stop_in_round is not None:
        cut = Match(rules, seed=seed)  # the same deals, played the same way up to the stop
        while cut.round_number < stop_in_round:
            for played in match.rounds[cut.round_number - 1].history:
                cut.apply_move(Move(played.card, played.take))
            cut.start_next_round()
        for played in match.rounds[stop_in_round - 1].history[:5]:
            cut.apply_move(Move(played.card, played.take))
        match = cut
    path = tmp_path / "window.json"
    save_record(match, path)
    return path


def step_through(game: ReviewGame, summary: dict) -> None:
    """Forward to the end, one move at a time, checking each round's count where it ends; then back to the start."""
    rounds_seen = []
    positions = 0
    while True:
        moves = len(game.match.rounds[game.round_index].history)
        if game.step == moves:
            score = game.round_score()
            rounds_seen.append({"finished": False} if score is None else {"teams": round_teams(score)})
        if not game.forward():
            break
        positions += 1
    assert rounds_seen == summary["rounds"]
    assert positions == game.last_position() == game.position()
    while game.back():
        positions -= 1
    assert positions == 0 == game.position() and game.round_index == 0 and game.step == 0


@pytest.mark.parametrize("source", ["cli-2", "cli-4", "cli-scopone", "window", "window-unfinished"])
def test_review_opens_every_record_and_steps_to_the_end_and_back(qtbot, tmp_path, capsys, source):
    if source == "cli-2":
        path = cli_record(tmp_path, capsys, "random,random")
    elif source == "cli-4":
        path = cli_record(tmp_path, capsys, "random,random,random,random", "--players", "4", "--teams", "2")
    elif source == "cli-scopone":
        path = cli_record(tmp_path, capsys, "random,random,random,random", "--players", "4", "--teams", "2",
                          "--variant", "scopone")
    elif source == "window":
        path = window_record(tmp_path, Rules(), 11)
    else:
        path = window_record(tmp_path, Rules(), 11, stop_in_round=2)
    match = open_record(path)
    assert not isinstance(match, str), match
    summary = round_summary(load_record(path))
    if source == "window-unfinished":
        assert summary["rounds"][-1] == {"finished": False}
    window = ReviewWindow(match, "napoletane", 0.0, samples=SAMPLES)
    qtbot.addWidget(window)
    window.show()
    step_through(window.game, summary)
    window.close()


def test_a_round_s_end_names_whose_points_are_whose(qtbot):
    """Six sides alone: "Round over: 39 – 26 – 36 – 46 – 40 – 36" said nothing of whose each number was.
    The match's last position says who won it, as the game's move log does: the totals alone did not."""
    rules = Rules(players=6, teams=6, variants=frozenset({"card-value"}), rounds=2)
    match = play_randomly(Match(rules, seed=3), random.Random(1))
    window = ReviewWindow(match, "napoletane", 0.0, samples=SAMPLES)
    qtbot.addWidget(window)
    window.show()
    window.go_end()
    names = [window.game.team_short_name(team) for team in range(6)]
    points = " – ".join(f"{name} {value}" for name, value in zip(names, match.round_scores[-1].points, strict=True))
    totals = " – ".join(f"{name} {value}" for name, value in zip(names, match.totals, strict=True))
    winner = window.game.team_name(match.winner())
    assert window.score.text() == f"Round over: {points}. Match: {totals} {winner} won the match."
    assert names[0] == "You" and len(set(names)) == 6
    window.game.back()
    window.game.forward()  # the last move again: the match is won only there
    assert window.score.text().endswith(f"{winner} won the match.")
    window.game.go_to(len(match.rounds[0].history))  # the first round's end: the match goes on
    assert window.score.text().startswith("Round over:") and "won the match" not in window.score.text()


def test_review_shows_every_hand_face_up_and_follows_the_keys(qtbot, tmp_path):
    match = play_randomly(Match(Rules(players=4, teams=2), seed=4), random.Random(4))
    window = ReviewWindow(match, "napoletane", 0.0, samples=SAMPLES)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: window.table.layout_ is not None)
    on_table = set(window.table.cards)
    for seat in range(4):  # every seat's cards face up
        assert set(window.game.snapshot().open_hands[seat]) <= on_table and window.game.snapshot().open_hands[seat]
    assert not window.table.backs  # no card seen from the back but the stock and the piles
    qtbot.keyClick(window, Qt.Key.Key_Right)
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.game.position() == 2
    qtbot.keyClick(window, Qt.Key.Key_Left)
    assert window.game.position() == 1
    qtbot.keyClick(window, Qt.Key.Key_End)
    assert window.game.position() == window.game.last_position()
    assert window.game.snapshot().match_over
    qtbot.keyClick(window, Qt.Key.Key_Home)
    assert window.game.position() == 0
    window.game.play(window.game.snapshot().open_hands[0][0], [])  # a review is never played: the move is refused
    assert window.game.position() == 0
    window.close()


def test_the_coach_judges_every_move_of_the_chosen_seat_and_marks_the_costliest(qtbot, tmp_path):
    match = play_randomly(Match(Rules(), seed=2), random.Random(2), rounds=1)
    window = ReviewWindow(match, "napoletane", 0.0, seat=1, samples=SAMPLES)
    qtbot.addWidget(window)
    own = [step for step, played in enumerate(match.rounds[0].history) if played.seat == 1]
    qtbot.waitUntil(lambda: window.coach.pending() == 0, timeout=60000)
    assert {(seat, step) for seat, _round, step in window.coach.notes} == {(1, step) for step in own}
    costliest = window.coach.costliest(1, 0)
    assert 0 < len(costliest) <= COSTLIEST  # random play gives points away
    costs = [window.coach.note(1, 0, step)[0] for step in costliest]
    others = [window.coach.note(1, 0, step)[0] for step in own if step not in costliest]
    assert costs == sorted(costs, reverse=True) and min(costs) >= max(others, default=0.0)
    marked = [window.moves.item(row).text() for row in range(window.moves.count()) if row in costliest]
    assert all(text[0] in "①②③" for text in marked)
    window.game.go_to(costliest[0] + 1)  # just after the costliest move: the coach's word on it
    assert window.note.text() not in ("", window.tr("The coach is thinking about this move…"))
    window.close()


def test_the_guided_deal_advice_is_never_marked_as_a_mistake(qtbot):
    """The guided first deal's advised moves are as good as the best: the review, judging them with
    its own deals, marks none of them among the costliest, where it marked the first one ①."""
    match = guided_match()
    for step in STEPS:
        while match.current_player() != HUMAN_SEAT:
            match.apply_move(GreedyPlayer().choose(match.view(match.current_player())))  # the guide's opponent
        match.apply_move(step.move)
    window = ReviewWindow(match, "napoletane", 0.0)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.coach.pending() == 0, timeout=120000)
    advised = [step for step, played in enumerate(match.rounds[0].history) if played.seat == HUMAN_SEAT]
    assert len(advised) == len(STEPS)
    assert not set(window.coach.costliest(HUMAN_SEAT, 0)) & set(advised)
    assert not any(window.moves.item(row).text()[0] in "①②③" for row in advised)
    window.close()


def test_a_bad_record_is_refused_in_one_line(tmp_path):
    for text in ["not json", json.dumps({"format": "scopa-record/1", "rounds": []}), "[" * 100000]:
        path = tmp_path / "bad.json"
        path.write_text(text)
        refusal = open_record(path)
        assert isinstance(refusal, str) and refusal and "\n" not in refusal
    assert isinstance(open_record(tmp_path / "missing.json"), str)


def test_a_record_edited_in_notepad_opens(tmp_path):
    """Notepad writes UTF-8 with a byte order mark before the text: the record was refused for it."""
    path = window_record(tmp_path, Rules(), 11)
    saved = load_record(path)
    path.write_text(path.read_text(encoding="utf-8").replace('"target": 11', '"target": 11 '), encoding="utf-8-sig")
    assert path.read_bytes().startswith(b"\xef\xbb\xbf")
    match = open_record(path)
    assert not isinstance(match, str), match
    assert [state.history for state in match.rounds] == [state.history for state in saved.rounds]


def test_the_game_menu_reviews_the_match_once_it_is_over_and_refuses_a_bad_file(qtbot, tmp_path, monkeypatch):
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{LEVELS_KEY: "random"}))
    assert not window.menu_actions["review"].isEnabled()  # the match in play keeps its hidden cards
    assert getattr(window, "review_window", None) is None
    finished = play_randomly(Match(Rules(), seed=9), random.Random(9))
    window.controller.resume(SavedGame(finished, 9, [None, "random"]))
    assert window.menu_actions["review"].isEnabled()
    window.menu_actions["review"].trigger()
    review = window.opened["review"]
    assert review.isVisible() and review.game.match.rounds[0].history == finished.rounds[0].history
    review.game.go_to(7)
    qtbot.waitUntil(lambda: review.coach.note(0, 0, 6) is not None or review.game.round_moves()[6].seat != 0,
                    timeout=60000)
    # Once the layout has taken the note's new height, the note is as tall as its wrapped text
    # and the list of moves starts below it.
    note = review.note
    qtbot.waitUntil(lambda: note.height() == note.heightForWidth(note.width()) > 0
                    and review.moves.geometry().top() > note.geometry().bottom())
    save_screenshot(review, "review-window.png")
    review.close()
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "scopa-record/1"}')
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(bad), ""))
    window.menu_actions["review_record"].trigger()
    message = window.statusBar().currentMessage()
    assert message.startswith("Not a game record that can be reviewed:") and "\n" not in message


@pytest.mark.parametrize("then", ["review_record", "review"])
def test_a_review_opened_after_a_refused_record_takes_the_refusal_off_the_status_line(qtbot, tmp_path, monkeypatch,
                                                                                      then):
    """The refusal stayed for its 8 s beside the review that had opened since, as if that had failed too."""
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{LEVELS_KEY: "random"}))
    window.controller.resume(SavedGame(play_randomly(Match(Rules(), seed=9), random.Random(9)), 9, [None, "random"]))
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "scopa-record/1"}')
    chosen = [bad]
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(chosen[0]), ""))
    window.menu_actions["review_record"].trigger()
    assert window.status_line.currentMessage().startswith("Not a game record that can be reviewed:")
    chosen[0] = window_record(tmp_path, Rules(), 11)
    window.menu_actions[then].trigger()
    assert window.opened[then].isVisible()
    assert window.status_line.currentMessage() == ""
    assert "Match over:" in window.status_line.label.text()  # the standing line again


def test_stepping_on_while_the_cards_still_move_leaves_no_card_behind(qtbot):
    """Each step starts the next move's animation before the last one is over: every card item
    on the table is still one the table holds (none drawn twice, none left over)."""
    match = play_randomly(Match(Rules(players=4, teams=2), seed=5), random.Random(5))
    window = ReviewWindow(match, "napoletane", 1.0, samples=SAMPLES)
    qtbot.addWidget(window)
    window.show()
    board = window.table.board
    qtbot.waitUntil(lambda: board.layout_ is not None and not board.is_animating())
    for _ in range(45):  # into the second round
        window.game.forward()
        assert board.is_animating() or not window.game.round_moves()
    qtbot.waitUntil(lambda: not board.is_animating(), timeout=10000)
    held = {id(item) for item in board.cards.values()} | {id(item) for pile in board.captures.values()
                                                         for item in pile.scope}
    faces = [item for item in board.items() if isinstance(item, CardItem) and item.card_id is not None]
    assert {id(item) for item in faces} == held
    snap = window.game.snapshot()
    assert sorted(board.cards) == sorted([*snap.table, *(card for hand in snap.open_hands for card in hand)])
    window.close()


def test_the_move_stepped_onto_is_in_view_in_the_list(qtbot):
    """The list was scrolled to the move stepped onto before the words above it took their new heights:
    where the coach's note or the round's count grew, the move was hidden below the list's fold.  And
    stepping into the next round left its list where the last round's was, not at its first move."""
    match = play_randomly(Match(Rules(), seed=1), random.Random(1))
    window = ReviewWindow(match, "napoletane", 0.0, samples=SAMPLES)
    qtbot.addWidget(window)
    window.resize(1000, 560)  # a netbook's review
    window.show()
    qtbot.waitExposed(window)

    def in_view(row: int) -> bool:
        return window.moves.viewport().rect().contains(window.moves.visualItemRect(window.moves.item(row)))

    def laid_out() -> bool:  # the words above the list at their new heights, the list at what they leave
        return all(label.height() == label.heightForWidth(label.width()) for label in (window.score, window.note))

    for step in range(1, len(match.rounds[0].history) + 1):  # to the round's count at its end
        window.game.forward()
        qtbot.waitUntil(laid_out)
        assert window.moves.currentRow() == step - 1 and in_view(step - 1), step
    assert window.score.text().startswith("Round over:")
    window.game.forward()  # the second round's deal
    assert window.game.round_index == 1 and window.game.step == 0 and in_view(0)
    window.close()


def test_an_open_review_names_its_moves_as_the_new_deck_does(qtbot, tmp_path):
    """After a change of deck in Settings the window's move log named the cards as the new deck does,
    but the review open beside it kept "Coins" in its list of moves beside a table of Diamonds."""
    window = open_window(qtbot, tmp_path, make_settings(tmp_path, **{LEVELS_KEY: "random"}))
    window.controller.resume(SavedGame(play_randomly(Match(Rules(), seed=9), random.Random(9)), 9, [None, "random"]))
    window.menu_actions["review"].trigger()
    review = window.opened["review"]
    qtbot.waitExposed(review)

    def listed() -> str:
        return "\n".join(review.moves.item(row).text() for row in range(review.moves.count()))

    def settings_changed(change) -> None:
        window.menu_actions["settings"].trigger()
        settings = window.opened["settings"]
        qtbot.waitExposed(settings)
        change(settings)
        qtbot.mouseClick(settings.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok),
                         Qt.MouseButton.LeftButton)

    italian_suits = [plain_suit_word(letter) for letter in "DCS"]  # Coins, Cups, Swords (Clubs are both decks')
    assert any(suit in listed() for suit in italian_suits)
    settings_changed(lambda settings: settings.skin.combo.setCurrentIndex(settings.skin.combo.findData("french")))
    assert not any(suit in listed() for suit in italian_suits)
    assert "Diamonds" in listed() and "Hearts" in listed()
    review.game.go_to(len(review.game.round_moves()) + 1)  # the next round's list, told as the deck names it too
    assert "Diamonds" in listed() and not any(suit in listed() for suit in italian_suits)
    settings_changed(lambda settings: settings.skin.combo.setCurrentIndex(settings.skin.combo.findData("napoletane")))
    settings_changed(lambda settings: qtbot.mouseClick(settings.italian_names, Qt.MouseButton.LeftButton))
    assert "Denari" in listed() and not any(suit in listed() for suit in italian_suits)
