"""Settings that change the table at once: deck, animation speed, opponents' pace."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QWidget

from ..settings import AI_PACES, ANIMATION_SPEEDS, AppSettings
from .skin_picker import SkinPicker


def choice_combo(choices: list[str], current: str, name: str) -> QComboBox:
    combo = QComboBox()
    combo.setObjectName(name)
    for choice in choices:
        combo.addItem(choice.capitalize(), choice)
    combo.setCurrentIndex(max(0, combo.findData(current)))
    return combo


class SettingsDialog(QDialog):
    def __init__(self, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle("Settings")
        form = QFormLayout(self)
        self.skin = SkinPicker(settings.get("table/skin"))
        self.animation = choice_combo(list(ANIMATION_SPEEDS), settings.get("table/animation_speed"), "animationCombo")
        self.pace = choice_combo(list(AI_PACES), settings.get("ai/pace"), "paceCombo")
        form.addRow("Deck", self.skin)
        form.addRow("Animations", self.animation)
        form.addRow("Opponents' pace", self.pace)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def accept(self) -> None:
        self.settings.set("table/skin", self.skin.skin_id())
        self.settings.set("table/animation_speed", self.animation.currentData())
        self.settings.set("ai/pace", self.pace.currentData())
        self.settings.sync()
        super().accept()
