"""A deck and felt chooser with a preview fan laid on the felt, shared by the
new-game and settings dialogs."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QComboBox, QGridLayout, QHBoxLayout, QLabel, QWidget

from ...skins import available_skins, felt_ids, felt_name, paint_felt, preview_pixmap

PREVIEW_WIDTH = 190  # the fan's width beside boxes in the dialogs' type at the window's design size
DESIGN_TYPE_PX = 13  # that type: the style sheet's 13 px at scale 1, and a system's 10 points at 96 dpi
PREVIEW_MARGIN = 8


class SkinPicker(QWidget):
    def __init__(self, skin_id: str, felt_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # The preview beside the two boxes, not below them: there it stood over a blank as wide as the boxes,
        # 28 px of height that made New game scroll on a netbook.
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.combo = QComboBox()
        self.combo.setObjectName("skinCombo")
        for index, skin in enumerate(available_skins()):
            # Each skin module marks its name and description for translation, in the "Skins" context.
            self.combo.addItem(QCoreApplication.translate("Skins", skin.name), skin.id)
            self.combo.setItemData(index, QCoreApplication.translate("Skins", skin.description),
                                   Qt.ItemDataRole.ToolTipRole)
        self.felt = QComboBox()
        self.felt.setObjectName("feltCombo")
        for felt in felt_ids():
            self.felt.addItem(QCoreApplication.translate("Felts", felt_name(felt)), felt)
        self.combo.setAccessibleName(self.tr("Deck"))  # the row's label names the picker, not its two boxes
        self.felt.setAccessibleName(self.tr("Table cloth"))
        # On Linux a screen reader says a drop-down box's value as its name: its label says what it asks.
        felt_label = QLabel(self.tr("Table cloth"))
        felt_label.setBuddy(self.felt)
        choices = QGridLayout()  # the deck's box on its row, the cloth's below it with its label
        choices.addWidget(self.combo, 0, 0, 1, 2)
        choices.addWidget(felt_label, 1, 0)
        choices.addWidget(self.felt, 1, 1)
        choices.setColumnStretch(1, 1)
        choices.setRowStretch(2, 1)
        self.preview = QLabel()
        self.preview.setObjectName("skinPreview")
        layout.addLayout(choices, 1)
        layout.addWidget(self.preview, 0, Qt.AlignmentFlag.AlignTop)
        self.combo.setCurrentIndex(max(0, self.combo.findData(skin_id)))
        self.felt.setCurrentIndex(max(0, self.felt.findData(felt_id)))
        self.combo.currentIndexChanged.connect(self._show_preview)
        self.felt.currentIndexChanged.connect(self._show_preview)
        self.combo.installEventFilter(self)  # its type, set by the window's style sheet, sizes the fan
        self._show_preview()

    def skin_id(self) -> str:
        skin_id: str = self.combo.currentData()
        return skin_id

    def felt_id(self) -> str:
        felt_id: str = self.felt.currentData()
        return felt_id

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.DevicePixelRatioChange:  # moved to a screen of another scaling
            self._show_preview()
        return super().event(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.combo and event.type() == QEvent.Type.FontChange:
            self._show_preview()
        return super().eventFilter(watched, event)

    def preview_width(self) -> int:
        """The fan's width, grown with the type of the boxes beside it (never below its design width): kept
        at 190 px on a big window whose words grew half as large again, it stood small beside them."""
        return round(PREVIEW_WIDTH * max(1.0, self.combo.fontInfo().pixelSize() / DESIGN_TYPE_PX))

    def _show_preview(self) -> None:
        """The chosen deck's fan on a patch of the chosen felt, as the table will show them."""
        ratio = self.devicePixelRatioF()  # drawn for the screen's pixels: a 1x picture is blurred at 150 %
        cards = preview_pixmap(self.skin_id(), self.preview_width(), ratio)
        size = cards.deviceIndependentSize() + QSizeF(2 * PREVIEW_MARGIN, 2 * PREVIEW_MARGIN)
        picture = QPixmap((size * ratio).toSize())
        picture.setDevicePixelRatio(ratio)
        picture.fill(Qt.GlobalColor.transparent)
        painter = QPainter(picture)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        patch = QRectF(QPointF(0, 0), size)
        paint_felt(painter, patch, self.felt_id())
        painter.drawPixmap(PREVIEW_MARGIN, PREVIEW_MARGIN, cards)
        painter.end()
        self.preview.setPixmap(picture)
