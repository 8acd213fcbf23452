"""Settings: deck, felt, sound, animation speed and opponents' pace change the table at once;
the language shows from the next start, which the dialog offers to make now."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QWidget,
)

from ...resources.translation import QT_TRANSLATE_NOOP
from ..accelerators import manage_accelerators
from ..field_names import label_the_box, name_boxes_by_their_labels
from ..language import LANGUAGES, SYSTEM
from ..settings import (
    AI_PACE_KEY,
    AI_PACES,
    ANIMATION_SPEED_KEY,
    ANIMATION_SPEEDS,
    COACH_KEY,
    FELT_KEY,
    HIGH_CONTRAST_KEY,
    ITALIAN_NAMES_KEY,
    LANGUAGE_KEY,
    MUTED_KEY,
    ODDS_KEY,
    REDUCE_MOTION_KEY,
    SKIN_KEY,
    UNDO_CHOICES,
    UNDO_KEY,
    VOLUME_KEY,
    AppSettings,
)
from ..wheel_guard import guard_wheels
from .skin_picker import SkinPicker

CHOICE_LABELS = {
    "off": QT_TRANSLATE_NOOP("SettingsDialog", "Off"),
    "fast": QT_TRANSLATE_NOOP("SettingsDialog", "Fast"),
    "normal": QT_TRANSLATE_NOOP("SettingsDialog", "Normal"),
    "slow": QT_TRANSLATE_NOOP("SettingsDialog", "Slow"),
    "instant": QT_TRANSLATE_NOOP("SettingsDialog", "Instant"),
    "brisk": QT_TRANSLATE_NOOP("SettingsDialog", "Brisk"),
    "relaxed": QT_TRANSLATE_NOOP("SettingsDialog", "Relaxed"),
}
UNDO_LABELS = {
    "auto": QT_TRANSLATE_NOOP("SettingsDialog", "Yes, except against hard"),
    "on": QT_TRANSLATE_NOOP("SettingsDialog", "Yes"),
    "off": QT_TRANSLATE_NOOP("SettingsDialog", "No"),
}


def choice_combo(labels: dict[str, str], current: str, name: str) -> QComboBox:
    """A combo box of ``labels`` (value -> text shown), ``current`` chosen."""
    combo = QComboBox()
    combo.setObjectName(name)
    for value, label in labels.items():
        combo.addItem(label, value)
    combo.setCurrentIndex(max(0, combo.findData(current)))
    return combo


def _choice_labels(values: list[str]) -> dict[str, str]:
    return {value: QCoreApplication.translate("SettingsDialog", CHOICE_LABELS[value]) if value in CHOICE_LABELS
            else value for value in values}


class SettingsDialog(QDialog):
    #: Accepted with a new language and asked to restart the game in it now.
    restartRequested = Signal()

    def __init__(self, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("Settings"))
        form = QFormLayout(self)
        self.skin = SkinPicker(settings.get(SKIN_KEY), settings.get(FELT_KEY))
        self.animation = choice_combo(_choice_labels(list(ANIMATION_SPEEDS)), settings.get(ANIMATION_SPEED_KEY),
                                      "animationCombo")
        self.pace = choice_combo(_choice_labels(list(AI_PACES)), settings.get(AI_PACE_KEY), "paceCombo")
        self.undo = choice_combo({value: self.tr(UNDO_LABELS[value]) for value in UNDO_CHOICES},
                                 settings.get(UNDO_KEY), "undoCombo")
        self.undo.setToolTip(self.tr("A match where a move was taken back or a hint shown is counted apart, "
                                     "as assisted."))
        languages = {SYSTEM: self.tr("As the system"), **LANGUAGES}
        self.language = choice_combo(languages, settings.get(LANGUAGE_KEY), "languageCombo")
        form.addRow(self.tr("Deck"), self.skin)
        label_the_box(form, self.skin, self.skin.combo)
        sound = QWidget()
        sound_row = QHBoxLayout(sound)
        sound_row.setContentsMargins(0, 0, 0, 0)
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setObjectName("volumeSlider")
        self.volume.setAccessibleName(self.tr("Sound volume"))  # the row's label names the row, not the slider
        self.volume.setRange(0, 100)
        self.volume.setValue(settings.get(VOLUME_KEY))
        self.mute = QCheckBox(self.tr("Mute (M)"))
        self.mute.setObjectName("muteCheck")
        self.mute.setChecked(settings.get(MUTED_KEY))
        self.mute.toggled.connect(lambda muted: self.volume.setEnabled(not muted))
        self.volume.setEnabled(not self.mute.isChecked())
        sound_row.addWidget(self.volume, 1)
        sound_row.addWidget(self.mute)
        form.addRow(self.tr("Sound volume"), sound)
        label_the_box(form, sound, self.volume)  # its Alt+letter moves to the slider, not the row that takes no focus
        form.addRow(self.tr("Animations"), self.animation)
        self.reduce_motion = QCheckBox(self.tr("Reduce motion: cards go straight to their place"))
        self.reduce_motion.setObjectName("reduceMotion")
        self.reduce_motion.setChecked(bool(settings.get(REDUCE_MOTION_KEY)))
        self.animation.setEnabled(not self.reduce_motion.isChecked())
        self.reduce_motion.toggled.connect(lambda on: self.animation.setEnabled(not on))
        form.addRow("", self.reduce_motion)
        self.high_contrast = QCheckBox(self.tr("High contrast: a black cloth, white card rims, a thick focus ring"))
        self.high_contrast.setObjectName("highContrast")
        self.high_contrast.setChecked(bool(settings.get(HIGH_CONTRAST_KEY)))
        form.addRow("", self.high_contrast)
        form.addRow(self.tr("Opponents' pace"), self.pace)
        form.addRow(self.tr("Allow undo"), self.undo)
        form.addRow(self.tr("Language"), self.language)
        self.italian_names = QCheckBox(self.tr("Italian card names (Denari, Coppe, Spade, Bastoni; Fante, "
                                               "Cavallo, Re)"))
        self.italian_names.setObjectName("italianNamesCheck")
        self.italian_names.setChecked(bool(settings.get(ITALIAN_NAMES_KEY)))
        form.addRow(self.tr("Card names"), self.italian_names)
        self.coach = QCheckBox(self.tr("Judge my moves and explain hints"))
        self.coach.setObjectName("coachCheck")
        self.coach.setChecked(bool(settings.get(COACH_KEY)))
        form.addRow(self.tr("Coach"), self.coach)
        self.odds = QCheckBox(self.tr("Show my chances to win the round and the match"))
        self.odds.setObjectName("oddsCheck")
        self.odds.setChecked(bool(settings.get(ODDS_KEY)))
        form.addRow(self.tr("Win odds"), self.odds)
        self.language_note = QWidget()
        note = QHBoxLayout(self.language_note)
        note.setContentsMargins(0, 0, 0, 0)
        text = QLabel(self.tr("A new language shows the next time the game starts."))
        text.setWordWrap(True)
        self.restart_button = QPushButton(self.tr("Restart now"))
        self.restart_button.setObjectName("restartButton")
        self.restart_button.clicked.connect(self._accept_and_restart)
        note.addWidget(text, 1)
        note.addWidget(self.restart_button)
        self.language_note.setVisible(False)
        self.language.currentIndexChanged.connect(
            lambda: self.language_note.setVisible(self.language.currentData() != settings.get(LANGUAGE_KEY)))
        form.addRow(self.language_note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        name_boxes_by_their_labels(self)
        guard_wheels(self)
        manage_accelerators(self)

    def accept(self) -> None:
        self.settings.set(SKIN_KEY, self.skin.skin_id())
        self.settings.set(FELT_KEY, self.skin.felt_id())
        self.settings.set(VOLUME_KEY, self.volume.value())
        self.settings.set(MUTED_KEY, self.mute.isChecked())
        self.settings.set(ANIMATION_SPEED_KEY, self.animation.currentData())
        self.settings.set(REDUCE_MOTION_KEY, int(self.reduce_motion.isChecked()))
        self.settings.set(HIGH_CONTRAST_KEY, int(self.high_contrast.isChecked()))
        self.settings.set(AI_PACE_KEY, self.pace.currentData())
        self.settings.set(UNDO_KEY, self.undo.currentData())
        self.settings.set(LANGUAGE_KEY, self.language.currentData())
        self.settings.set(ITALIAN_NAMES_KEY, int(self.italian_names.isChecked()))
        self.settings.set(COACH_KEY, int(self.coach.isChecked()))
        self.settings.set(ODDS_KEY, int(self.odds.isChecked()))
        self.settings.sync()
        super().accept()

    def _accept_and_restart(self) -> None:
        self.accept()
        self.restartRequested.emit()
