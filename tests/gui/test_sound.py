"""Sounds: the event -> sound mapping heard through a null output, the shipped
sounds made by build_spec/make_sounds.py at one loudness, the volume and mute
settings, and silence without a word on a machine with no audio device."""

from __future__ import annotations

import math
import sys
import wave
from pathlib import Path

import pytest
from helpers_gui import as_int, as_ints, drag, handmade_match, make_settings, open_window
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from scopa_desktop.engine import Match, Rules
from scopa_desktop.gui.controller import GameController
from scopa_desktop.gui.dialogs.settings_dialog import SettingsDialog
from scopa_desktop.gui.saved_game import SavedGame
from scopa_desktop.gui.settings import MUTED_KEY, VOLUME_KEY
from scopa_desktop.gui.sound import SAMPLE_RATE, SOUND_NAMES, MiniaudioOutput, NullOutput, SoundBoard, load_sound
from scopa_desktop.resources import resource

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "build_spec"))

import make_sounds  # noqa: E402 - build_spec/ is put on the path just above


class Recorder(NullOutput):
    """A null output that also keeps the gain each sound was given."""

    def __init__(self) -> None:
        super().__init__()
        self.gains: list[float] = []

    def play(self, name, samples, gain) -> None:
        super().play(name, samples, gain)
        self.gains.append(gain)


@pytest.fixture
def board(qapp):
    """A controller holding its AI, in a match of our making, and a board listening to it."""
    controller = GameController(None)
    output = Recorder()
    sound = SoundBoard(controller, output)
    controller.hold_ai()

    def start(table: list[str], hand: list[str]) -> GameController:
        controller.resume(SavedGame(handmade_match(table, hand), 0, [None, "random"]))
        output.played.clear()
        return controller

    yield start, output, sound
    controller.shutdown()


def test_a_card_laid_a_capture_and_a_scopa_each_sound_their_own(board):
    start, output, _sound = board
    assert start(["2C", "3C", "4C", "5B"], ["9D", "1S", "5D"]).play(as_int("1S"), [])
    assert output.played == ["card_laid"]
    assert start(["2C", "3C", "4C", "5B"], ["9D", "1S", "5D"]).play(as_int("5D"), as_ints("5B"))
    assert output.played == ["capture"]
    assert start(["1C", "2C", "3C", "4C"], ["9D", "1S", "10D"]).play(as_int("10D"), as_ints("1C 2C 3C 4C"))
    assert output.played == ["scopa"]


def test_a_refused_move_sounds_softly_and_changes_nothing_else(board):
    start, output, _sound = board
    controller = start(["2C", "3C", "4C", "5B"], ["9D", "1S", "5D"])
    assert not controller.play(as_int("5D"), [])  # a 5 must take the 5
    assert output.played == ["refused"]


def test_a_new_match_shuffles_and_deals(qapp):
    controller = GameController(None)
    output_of_new = Recorder()
    SoundBoard(controller, output_of_new)
    controller.hold_ai()
    controller.new_match(Rules(), ["random"], seed=3)
    assert output_of_new.played == ["deal"]
    controller.shutdown()


def test_resuming_a_saved_match_deals_nothing_so_sounds_nothing(qapp):
    controller = GameController(None)
    output = Recorder()
    SoundBoard(controller, output)
    controller.hold_ai()
    controller.resume(SavedGame(Match(Rules(), seed=3), 3, [None, "random"]))
    assert output.played == []
    controller.start_match(SavedGame(Match(Rules(), seed=4), 4, [None, "random"]))  # dealt now: heard
    assert output.played == ["deal"]
    controller.shutdown()


def test_a_whole_match_sounds_every_deal_and_ends_with_the_result_not_the_round(qtbot):
    controller = GameController(None)
    output = Recorder()
    SoundBoard(controller, output)
    results: list[int] = []
    controller.matchOver.connect(results.append)
    controller.new_match(Rules(target=1), ["random"], seed=11)
    while not controller.match.round_over():
        if controller.is_human_turn():
            card, take = controller.legal_moves()[0]
            controller.play(card, take)
        else:
            moves = len(controller.match.current.history)
            qtbot.waitUntil(lambda moves=moves: len(controller.match.current.history) > moves, timeout=10_000)
    controller.shutdown()
    assert output.played.count("deal") == 1 + 5  # the first deal, then five more of three cards each
    assert sum(output.played.count(s) for s in ("card_laid", "capture", "scopa")) == 36
    assert results, "a one-point match ends after its first round"
    won = Rules(target=1).team_of(0) == results[0]
    assert output.played[-1] == ("match_won" if won else "match_lost")
    assert "round_over" not in output.played


def test_a_round_that_does_not_end_the_match_chimes(board):
    start, output, sound = board
    controller = start(["2C", "3C", "4C", "5B"], ["9D", "1S", "5D"])
    sound._on_round_over(None)  # the match has no winner yet
    assert output.played == ["round_over"]
    output.played.clear()
    team = controller.rules.team_of(controller.human_seat)
    controller.matchOver.emit(team)
    controller.matchOver.emit(1 - team)
    assert output.played == ["match_won", "match_lost"]


def test_muted_or_at_zero_it_is_silent_and_volume_sets_the_gain(board):
    start, output, sound = board
    sound.set_volume(100, muted=True)
    start(["2C", "3C", "4C", "5B"], ["9D", "1S", "5D"]).play(as_int("1S"), [])
    assert output.played == []
    sound.set_volume(0, muted=False)
    sound.play("capture")
    assert output.played == []
    sound.set_volume(50, muted=False)
    sound.play("capture")
    sound.set_volume(100, muted=False)
    sound.play("capture")
    assert output.gains == [0.25, 1.0]


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_every_sound_is_short_16_bit_mono_and_equally_loud(name):
    samples = load_sound(name)
    seconds = len(samples) / SAMPLE_RATE
    assert 0.08 < seconds <= 1.6
    signal = [v / 32767 for v in samples]
    loudness = 20 * math.log10(make_sounds.loudest_rms(signal))
    target = 20 * math.log10(make_sounds.TARGET_RMS)
    assert abs(loudness - target) < 1.0, f"{name} is {loudness:.1f} dBFS at its loudest, not {target:.1f}"
    assert max(abs(v) for v in signal) <= make_sounds.PEAK_LIMIT + 1e-3
    assert abs(signal[-1]) < 0.01  # faded out, no click at the end
    with resource("sounds").joinpath(f"{name}.wav").open("rb") as file, wave.open(file) as wav:
        assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) == (1, 2, SAMPLE_RATE)


def test_the_shipped_sounds_are_what_the_script_makes(capsys):
    """Made here, never downloaded: the committed WAVs come out of build_spec/make_sounds.py bit for bit."""
    assert make_sounds.main(["--check"]) == 0, capsys.readouterr().out
    assert sorted(make_sounds.RECIPES) == sorted(SOUND_NAMES)


def test_no_audio_device_means_silence_and_not_a_word(qtbot, capfd):
    """On this machine there may or may not be a device: either way, nothing on stderr."""
    output = MiniaudioOutput()
    output.play("deal", load_sound("deal"), 0.0)  # silent even where a device opens
    output.play("capture", load_sound("capture"), 0.0)
    qtbot.waitUntil(lambda: output.settled, timeout=5000)
    captured = capfd.readouterr()
    assert captured.err == ""
    assert captured.out == ""
    if output.failure is not None:
        assert output.failure.startswith("no audio device")
        output.play("scopa", load_sound("scopa"), 0.0)  # and later sounds are dropped quietly
        assert capfd.readouterr().err == ""


def test_the_window_sounds_a_refused_drop_and_m_mutes_it(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path, make_settings(tmp_path))
    assert isinstance(window.sound.output, NullOutput)  # offscreen: nobody listens, no device opened
    window.controller.resume(SavedGame(handmade_match(["2C", "3C", "4C", "5B"], ["9D", "1S", "5D"]), 0,
                                       [None, "random"]))
    played = window.sound.output.played
    played.clear()
    view = window.table
    drag(qtbot, view, view.cards[as_int("1S")], QPointF(4, 4))
    assert played == ["refused"]
    QTest.keyClick(window, Qt.Key.Key_M)
    assert window.settings.get(MUTED_KEY) is True
    assert window.menu_actions["mute"].isChecked()
    drag(qtbot, view, view.cards[as_int("1S")], QPointF(4, 4))
    assert played == ["refused"]
    QTest.keyClick(window, Qt.Key.Key_M)
    assert window.settings.get(MUTED_KEY) is False


def test_settings_dialog_sets_volume_and_mute(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path, make_settings(tmp_path))
    assert window.settings.get(VOLUME_KEY) == 80 and window.settings.get(MUTED_KEY) is False
    dialog = SettingsDialog(window.settings, window)
    dialog.volume.setValue(40)
    dialog.mute.setChecked(True)
    assert not dialog.volume.isEnabled()
    dialog.accepted.connect(window.apply_settings)
    dialog.accept()
    assert (window.settings.get(VOLUME_KEY), window.settings.get(MUTED_KEY)) == (40, True)
    assert (window.sound.volume, window.sound.muted) == (40, True)
    assert window.menu_actions["mute"].isChecked()


def test_the_mixer_sums_overlapping_sounds_clips_them_and_then_falls_silent():
    """What the audio device is fed: the voices playing added at their gains, kept within 16 bits."""
    from array import array

    output = MiniaudioOutput()
    output._voices = [[array("h", [1000] * 5), 0, 0.5], [array("h", [32600] * 3), 0, 1.0]]  # no device opened
    mixer = output._mix()
    next(mixer)
    assert list(mixer.send(4)) == [32767, 32767, 32767, 500]
    assert list(mixer.send(4)) == [500, 0, 0, 0]
    assert list(mixer.send(3)) == [0, 0, 0]
