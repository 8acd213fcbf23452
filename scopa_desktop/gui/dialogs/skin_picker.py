"""A deck chooser with a preview fan, shared by the new-game and settings dialogs."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QComboBox, QLabel, QVBoxLayout, QWidget

from ...skins import available_skins, preview_pixmap

PREVIEW_WIDTH = 220


class SkinPicker(QWidget):
    def __init__(self, skin_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.combo = QComboBox()
        self.combo.setObjectName("skinCombo")
        for index, skin in enumerate(available_skins()):
            # Each skin module marks its name and description for translation, in the "Skins" context.
            self.combo.addItem(QCoreApplication.translate("Skins", skin.name), skin.id)
            self.combo.setItemData(index, QCoreApplication.translate("Skins", skin.description),
                                   Qt.ItemDataRole.ToolTipRole)
        self.preview = QLabel()
        self.preview.setObjectName("skinPreview")
        layout.addWidget(self.combo)
        layout.addWidget(self.preview)
        self.combo.currentIndexChanged.connect(self._show_preview)
        index = self.combo.findData(skin_id)
        self.combo.setCurrentIndex(max(0, index))
        self._show_preview()

    def skin_id(self) -> str:
        return self.combo.currentData()

    def _show_preview(self) -> None:
        self.preview.setPixmap(preview_pixmap(self.skin_id(), PREVIEW_WIDTH))
