"""A new match: target, table size and partnerships, each opponent's level, the
variants and options of RULES.md, and the deck.  Combinations the rules refuse
are explained with the engine's own ``RulesError`` message."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...ai import LEVELS
from ...ai.rating import PlayerRating
from ...engine.rules import OPTION_CHOICES, TABLE_SIZES, Rules, RulesError, RulesErrorKind, valid_team_counts
from ...engine.variants import VARIANT_TABLE
from ...resources.translation import QT_TRANSLATE_NOOP
from ..settings import FELT_KEY, SKIN_KEY, AppSettings
from ..words import OPPONENT_NAMES, capitalised, level_description, level_title, variant_description
from .rating_view import RatingWords
from .scrolling import ScrollingBody
from .settings_dialog import choice_combo
from .skin_picker import SkinPicker

OPTION_LABELS = {
    "counterclockwise": QT_TRANSLATE_NOOP("NewGameDialog", "Counter-clockwise"),
    "clockwise": QT_TRANSLATE_NOOP("NewGameDialog", "Clockwise"),
    "all-but-last-card": QT_TRANSLATE_NOOP("NewGameDialog", "Every scopa but the last card"),
    "none": QT_TRANSLATE_NOOP("NewGameDialog", "No scopa in the last deal"),
}
#: RulesError kinds a player can run into here -> what the dialog says.
RULES_ERRORS = {
    RulesErrorKind.SCOPONE_TABLE: QT_TRANSLATE_NOOP("NewGameDialog", "Scopone is played by 4 players in two teams."),
    RulesErrorKind.TWO_SCOPONE: QT_TRANSLATE_NOOP("NewGameDialog",
                                                  "Choose either Scopone or Scopone scientifico, not both."),
}


def _team_label(players: int, teams: int) -> str:
    if teams == players:
        return QCoreApplication.translate("NewGameDialog", "Each alone")
    label = QCoreApplication.translate("NewGameDialog", "{teams} teams of {size}")
    return label.format(teams=teams, size=players // teams)


class NewGameDialog(QDialog):
    def __init__(self, settings: AppSettings, parent: QWidget | None = None, abandoning: bool = False,
                 rating: PlayerRating | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("New game"))
        rules = settings.rules()
        dialog_layout = QVBoxLayout(self)
        self.body = ScrollingBody()  # on a low screen the fields scroll and Deal stays in view
        dialog_layout.addWidget(self.body, 1)
        outer = self.body.content_layout
        form = QFormLayout()
        outer.addLayout(form)

        self.target = QComboBox()
        self.target.setObjectName("targetCombo")
        for label, value in ((self.tr("11 points"), 11), (self.tr("21 points"), 21), (self.tr("Other…"), 0)):
            self.target.addItem(label, value)
        self.other_target = QSpinBox()
        self.other_target.setRange(1, 99)
        self.other_target.setValue(rules.target)
        preset = self.target.findData(rules.target)
        self.target.setCurrentIndex(preset if preset >= 0 else 2)
        target_row = QHBoxLayout()
        target_row.addWidget(self.target)
        target_row.addWidget(self.other_target)
        form.addRow(self.tr("Play to"), target_row)

        self.players = QComboBox()
        self.players.setObjectName("playersCombo")
        for size in TABLE_SIZES:
            self.players.addItem(self.tr("{count} players").format(count=size), size)
        self.players.setCurrentIndex(self.players.findData(rules.players))
        self.teams = QComboBox()
        self.teams.setObjectName("teamsCombo")
        form.addRow(self.tr("Table"), self.players)
        form.addRow(self.tr("Partnerships"), self.teams)

        self.level_box = QGroupBox(self.tr("Opponents"))
        self.level_grid = QGridLayout(self.level_box)
        self.level_combos: list[QComboBox] = []
        stored = settings.levels(5)
        for index in range(5):
            combo = QComboBox()
            for level in LEVELS:
                combo.addItem(capitalised(level_title(level)), level)
                combo.setItemData(combo.count() - 1, level_description(level), Qt.ItemDataRole.ToolTipRole)
            combo.setCurrentIndex(max(0, combo.findData(stored[index])))
            self.level_grid.addWidget(QLabel(OPPONENT_NAMES[index]), index, 0)
            self.level_grid.addWidget(combo, index, 1)
            self.level_combos.append(combo)
        # What each level does, so a player can pick the next step up (they are spaced for that).
        self.level_help = QLabel("\n".join(level_description(level) for level in LEVELS))
        self.level_help.setObjectName("levelHelp")
        self.level_help.setWordWrap(True)
        self.level_grid.addWidget(self.level_help, 5, 0, 1, 2)
        # The player's own rating, once there is one, says which of those steps is theirs.
        words = RatingWords()
        self.even_match = QLabel(f"{words.rating(rating)} {words.even_match(rating)}"
                                 if rating is not None and rating.matches else "")
        self.even_match.setObjectName("evenMatch")
        self.even_match.setWordWrap(True)
        self.even_match.setVisible(bool(self.even_match.text()))
        self.level_grid.addWidget(self.even_match, 6, 0, 1, 2)
        outer.addWidget(self.level_box)

        variants = QGroupBox(self.tr("Variants"))
        variant_layout = QVBoxLayout(variants)
        self.variant_boxes: dict[str, QCheckBox] = {}
        for variant in VARIANT_TABLE:
            box = QCheckBox(variant_description(variant.id))
            box.setChecked(variant.id in rules.variants)
            variant_layout.addWidget(box)
            self.variant_boxes[variant.id] = box
        outer.addWidget(variants)

        options = QFormLayout()
        self.direction = choice_combo(self._option_labels("direction"), rules.direction, "directionCombo")
        self.last_deal = choice_combo(self._option_labels("last_deal_scopa"), rules.last_deal_scopa, "lastDealCombo")
        self.rounds = QSpinBox()
        self.rounds.setRange(1, 20)
        self.rounds.setValue(rules.rounds)
        options.addRow(self.tr("Direction of play"), self.direction)
        options.addRow(self.tr("Scopa in the last deal"), self.last_deal)
        options.addRow(self.tr("Rounds (card-value scoring)"), self.rounds)
        outer.addLayout(options)

        self.skin = SkinPicker(settings.get(SKIN_KEY), settings.get(FELT_KEY))
        form_skin = QFormLayout()
        form_skin.addRow(self.tr("Deck"), self.skin)
        outer.addLayout(form_skin)

        self.error = QLabel()
        self.error.setObjectName("rulesError")
        self.error.setStyleSheet("color: #b00020;")
        self.error.setWordWrap(True)
        dialog_layout.addWidget(self.error)
        self.abandon_note = QLabel(self.tr("The match in progress will be counted as lost in the statistics."))
        self.abandon_note.setObjectName("abandonNote")
        self.abandon_note.setWordWrap(True)
        self.abandon_note.setVisible(abandoning)
        dialog_layout.addWidget(self.abandon_note)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Deal"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        dialog_layout.addWidget(self.buttons)

        self._fill_teams(rules.teams)
        self.players.currentIndexChanged.connect(lambda: self._fill_teams(None))
        for widget in (self.target, self.teams, self.direction, self.last_deal):
            widget.currentIndexChanged.connect(self._check)
        for box in self.variant_boxes.values():
            box.toggled.connect(self._check)
        self.other_target.valueChanged.connect(self._check)
        self._check()

    def _fill_teams(self, teams: int | None) -> None:
        players = self.players.currentData()
        self.teams.blockSignals(True)
        self.teams.clear()
        for count in reversed(valid_team_counts(players)):
            self.teams.addItem(_team_label(players, count), count)
        self.teams.setCurrentIndex(max(0, self.teams.findData(teams)) if teams else 0)
        self.teams.blockSignals(False)
        for index, combo in enumerate(self.level_combos):
            visible = index < players - 1
            combo.setVisible(visible)
            item = self.level_grid.itemAtPosition(index, 0)
            label = item.widget() if item is not None else None
            assert label is not None  # each level row has its label in column 0
            label.setVisible(visible)
        self._check()
        self.body.updateGeometry()
        if self.isVisible():
            self.adjustSize()  # fewer opponents: the dialog shrinks back

    def rules(self) -> Rules:
        """The rules chosen; RulesError with the reason when they do not go together."""
        target = self.target.currentData() or self.other_target.value()
        return Rules(
            players=self.players.currentData(),
            teams=self.teams.currentData(),
            target=target,
            variants=frozenset(name for name, box in self.variant_boxes.items() if box.isChecked()),
            direction=self.direction.currentData(),
            last_deal_scopa=self.last_deal.currentData(),
            rounds=self.rounds.value(),
        )

    def _check(self) -> None:
        self.other_target.setEnabled(self.target.currentData() == 0)
        self.rounds.setEnabled(any(v.fixed_rounds and self.variant_boxes[v.id].isChecked() for v in VARIANT_TABLE))
        try:
            self.rules()
        except RulesError as error:
            message = self.tr(RULES_ERRORS[error.kind]) if error.kind in RULES_ERRORS else str(error)
            self.error.setText(capitalised(message) + ("" if message.endswith(".") else "."))
            self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)
        else:
            self.error.setText("")
            self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(True)

    def _option_labels(self, option: str) -> dict[str, str]:
        return {choice: self.tr(OPTION_LABELS[choice]) if choice in OPTION_LABELS else choice
                for choice in OPTION_CHOICES[option]}

    def levels(self) -> list[str]:
        return [combo.currentData() for combo in self.level_combos[: self.players.currentData() - 1]]

    def accept(self) -> None:
        try:
            rules = self.rules()
        except RulesError:
            return
        self.settings.store_rules(rules)
        self.settings.store_levels(self.levels())
        self.settings.set(SKIN_KEY, self.skin.skin_id())
        self.settings.set(FELT_KEY, self.skin.felt_id())
        self.settings.sync()
        super().accept()
