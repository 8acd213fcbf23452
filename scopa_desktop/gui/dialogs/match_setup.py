"""The choices that open a match, shared by *New game* and *Host a table*: the target, the
table's size and partnerships, who plays each other seat, the variants and options of
RULES.md, and the deck.  Combinations the rules refuse are explained with the engine's own
``RulesError`` message."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QRect, Qt
from PySide6.QtWidgets import (
    QBoxLayout,
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

from ...engine.rules import OPTION_CHOICES, TABLE_SIZES, Rules, RulesError, RulesErrorKind, valid_team_counts
from ...engine.variants import VARIANT_TABLE
from ...resources.translation import QT_TRANSLATE_NOOP
from ..accelerators import manage_accelerators
from ..field_names import label_the_box, name_boxes_by_their_labels
from ..screen_fit import dialog_width_limit
from ..settings import FELT_KEY, SKIN_KEY, AppSettings
from ..wheel_guard import guard_wheels
from ..words import capitalised, seat_name, variant_description
from .scrolling import ScrollingBody
from .settings_dialog import choice_combo
from .skin_picker import SkinPicker

OPTION_LABELS = {
    "counterclockwise": QT_TRANSLATE_NOOP("MatchSetupDialog", "Counter-clockwise"),
    "clockwise": QT_TRANSLATE_NOOP("MatchSetupDialog", "Clockwise"),
    "all-but-last-card": QT_TRANSLATE_NOOP("MatchSetupDialog", "Every scopa but the last card"),
    "none": QT_TRANSLATE_NOOP("MatchSetupDialog", "No scopa in the last deal"),
}
#: RulesError kinds a player can run into here -> what the dialog says.
RULES_ERRORS = {
    RulesErrorKind.SCOPONE_TABLE: QT_TRANSLATE_NOOP("MatchSetupDialog",
                                                    "Scopone is played by 4 players in two teams."),
    RulesErrorKind.TWO_SCOPONE: QT_TRANSLATE_NOOP("MatchSetupDialog",
                                                  "Choose either Scopone or Scopone scientifico, not both."),
}
OTHER_SEATS = max(TABLE_SIZES) - 1  # a box for each seat besides the player's, at the largest table
#: Two seats a row: a row each, six players' seats made New game scroll on a netbook (by 32 px in German).
SEATS_A_ROW = 2
SEAT_ROWS = -(-OTHER_SEATS // SEATS_A_ROW)  # the seats' rows in ``seat_grid``; a dialog's own lines go below


@dataclass(frozen=True)
class SeatChoices:
    """Who may play the seats besides the player's, as a dialog offers them."""

    title: str  # the box's title
    labels: Sequence[str]  # each other seat's label, in seat order (OTHER_SEATS of them)
    #: Each other seat as the partners' line names it mid-sentence, the way its label does ("Giulia";
    #: "seat 2" where the seats go by number): named two ways, a player could not tell which seat was whose.
    mentions: Sequence[str]
    offered: Sequence[tuple[str, str, str]]  # in every seat: (its words, its value, what it means)
    chosen: Sequence[str]  # each seat's value at first


def _team_label(players: int, teams: int) -> str:
    if teams == players:
        return QCoreApplication.translate("MatchSetupDialog", "Each alone")
    label = QCoreApplication.translate("MatchSetupDialog", "{teams} teams of {size}")
    return label.format(teams=teams, size=players // teams)


class MatchSetupDialog(QDialog):
    """The rules, the other seats and the deck of a new match (``rules`` and ``seats`` as each
    dialog last kept them), below the dialog's own ``fields``
    (label and field: the first rows of ``form``, first on the page and in the Tab order); the
    seats' box has a label and a box for each other seat, two a row in seat order (``seat_grid``
    rows 0 to SEAT_ROWS - 1), shown as the table's size asks."""

    def __init__(self, settings: AppSettings, title: str, rules: Rules, seats: SeatChoices,
                 parent: QWidget | None = None, fields: Sequence[tuple[str, QWidget]] = ()) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(title)
        self.dialog_layout = QVBoxLayout(self)
        self.body = ScrollingBody()  # on a low screen the fields scroll and the buttons stay in view
        self.body.setAccessibleName(title)
        self.dialog_layout.addWidget(self.body, 1)
        # Two columns, who plays and how the match is played: in one, the fields ran 840 px high and
        # scrolled on a 1366 x 768 laptop, and at four players in Danish on a 1920 x 1080 desktop too.
        self.columns = QHBoxLayout()
        self.body.content_layout.addLayout(self.columns)
        self.players_column, rules_column = QVBoxLayout(), QVBoxLayout()
        players_column = self.players_column
        self.columns.addLayout(players_column)
        self.columns.addLayout(rules_column)
        self.form = QFormLayout()  # the dialog's own fields first, then the rules, in the same columns
        for label, field in fields:
            self.form.addRow(label, field)
        players_column.addLayout(self.form)

        self.target = QComboBox()
        self.target.setObjectName("targetCombo")
        for label, value in ((self.tr("11 points"), 11), (self.tr("21 points"), 21), (self.tr("Other…"), 0)):
            self.target.addItem(label, value)
        self.other_target = QSpinBox()
        self.other_target.setRange(1, 99)
        self.choose_target(rules.target)
        self.other_target.setAccessibleName(self.tr("Points to play to"))
        target_row = QHBoxLayout()
        target_row.addWidget(self.target)
        target_row.addWidget(self.other_target)
        self.target_label = QLabel(self.tr("Play to"))
        self.form.addRow(self.target_label, target_row)
        label_the_box(self.form, target_row, self.target)

        self.players = QComboBox()
        self.players.setObjectName("playersCombo")
        for size in TABLE_SIZES:
            self.players.addItem(self.tr("{count} players").format(count=size), size)
        self.players.setCurrentIndex(self.players.findData(rules.players))
        self.teams = QComboBox()
        self.teams.setObjectName("teamsCombo")
        self.form.addRow(self.tr("Table"), self.players)
        self.form.addRow(self.tr("Partnerships"), self.teams)
        self.partners = QLabel()  # who plays with whom: partners sit alternately (RULES.md §2)
        self.partners.setObjectName("partnersLine")
        self.partners.setWordWrap(True)
        self.form.addRow("", self.partners)

        self.seat_mentions = list(seats.mentions)
        self.seat_box = QGroupBox(seats.title)
        self.seat_grid = QGridLayout(self.seat_box)
        self.seat_boxes: list[QComboBox] = []
        self.seat_labels: list[QLabel] = []
        for index in range(OTHER_SEATS):
            combo = QComboBox()
            for words, choice, meaning in seats.offered:
                combo.addItem(words, choice)
                combo.setItemData(combo.count() - 1, meaning, Qt.ItemDataRole.ToolTipRole)
            combo.setCurrentIndex(max(0, combo.findData(seats.chosen[index])))
            name = QLabel(seats.labels[index])
            name.setBuddy(combo)  # a screen reader names the box by the seat's label
            row, column = divmod(index, SEATS_A_ROW)
            self.seat_grid.addWidget(name, row, 3 * column)  # a seat's label, its box, an empty column between
            self.seat_grid.addWidget(combo, row, 3 * column + 1)
            self.seat_boxes.append(combo)
            self.seat_labels.append(name)
        for column in range(SEATS_A_ROW):
            self.seat_grid.setColumnStretch(3 * column + 1, 1)  # the boxes take the room the labels leave
        for gap in range(2, 3 * SEATS_A_ROW - 1, 3):
            self.seat_grid.setColumnMinimumWidth(gap, self.seat_grid.spacing())  # seats kept apart
        players_column.addWidget(self.seat_box)
        players_column.addStretch(1)

        variants = QGroupBox(self.tr("Variants"))
        variant_layout = QVBoxLayout(variants)
        self.variant_boxes: dict[str, QCheckBox] = {}
        for variant in VARIANT_TABLE:
            box = QCheckBox(variant_description(variant.id))
            box.setChecked(variant.id in rules.variants)
            variant_layout.addWidget(box)
            self.variant_boxes[variant.id] = box
        rules_column.addWidget(variants)

        options = QFormLayout()
        self.direction = choice_combo(self._option_labels("direction"), rules.direction, "directionCombo")
        self.last_deal = choice_combo(self._option_labels("last_deal_scopa"), rules.last_deal_scopa, "lastDealCombo")
        self.rounds = QSpinBox()
        self.rounds.setRange(1, 20)
        self.rounds.setValue(rules.rounds)
        options.addRow(self.tr("Direction of play"), self.direction)
        options.addRow(self.tr("Scopa in the last deal"), self.last_deal)
        options.addRow(self.tr("Rounds (card-value scoring)"), self.rounds)
        rules_column.addLayout(options)

        self.skin = SkinPicker(settings.get(SKIN_KEY), settings.get(FELT_KEY))
        form_skin = QFormLayout()
        form_skin.addRow(self.tr("Deck"), self.skin)
        label_the_box(form_skin, self.skin, self.skin.combo)
        rules_column.addLayout(form_skin)
        rules_column.addStretch(1)

        self.error = QLabel()
        self.error.setObjectName("rulesError")
        self.error.setStyleSheet("color: #b00020;")
        self.error.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        # Why OK is greyed goes beside it, in the room the buttons leave: on a row of its own, its two lines
        # kept even when empty, it was a blank band below fields that scrolled on a netbook for want of it.
        # A dialog's own word on what OK does goes there too (``buttons_row``), sharing it with the error.
        self.buttons_row = QHBoxLayout()
        self.buttons_row.addWidget(self.error)
        self.buttons_row.addWidget(self.buttons)
        self.dialog_layout.addLayout(self.buttons_row)  # the last row: a dialog puts its own lines above it
        name_boxes_by_their_labels(self)
        guard_wheels(self)
        manage_accelerators(self)

        self._fill_teams(rules.teams)
        self.players.currentIndexChanged.connect(lambda: self._fill_teams(None))
        for widget in (self.target, self.teams, self.direction, self.last_deal):
            widget.currentIndexChanged.connect(self._check)
        for box in self.variant_boxes.values():
            box.toggled.connect(self._check)
        self.other_target.valueChanged.connect(self._check)
        self._check()

    def setVisible(self, visible: bool) -> None:
        if visible and not self.isVisible():  # before Qt sizes the dialog to its fields, on the screen it opens on
            self._choose_columns()
        super().setVisible(visible)

    def side_by_side(self) -> bool:
        """Whether the players' and the rules' columns stand side by side (else one above the other)."""
        return self.columns.direction() == QBoxLayout.Direction.LeftToRight

    def _choose_columns(self) -> None:
        """Side by side where the screen is wide enough for both columns, one above the other where not
        (a netbook with large type)."""
        for field in self.findChildren(QWidget):  # measured as the style sheet draws them, as they will be shown
            field.ensurePolished()
        for lines in (self.partners, self.error):
            # One line or two, said or not: one height, two lines of the style sheet's type (of the type before
            # it, 4 px short, the dialog scrolled when the error came beside the note on the match left).
            lines.setMinimumHeight(lines.fontMetrics().boundingRect(QRect(0, 0, 1000, 1000), Qt.TextFlag.TextWordWrap,
                                                                    "M\nM").height())
        self.columns.setDirection(QBoxLayout.Direction.LeftToRight)
        screen = self.screen()
        if screen is not None and self.body.content.sizeHint().width() > dialog_width_limit(screen.availableGeometry()):
            self.columns.setDirection(QBoxLayout.Direction.TopToBottom)

    def _fill_teams(self, teams: int | None) -> None:
        players = self.players.currentData()
        self.teams.blockSignals(True)
        self.teams.clear()
        for count in reversed(valid_team_counts(players)):
            self.teams.addItem(_team_label(players, count), count)
        self.teams.setCurrentIndex(max(0, self.teams.findData(teams)) if teams else 0)
        self.teams.blockSignals(False)
        for index, (combo, label) in enumerate(zip(self.seat_boxes, self.seat_labels, strict=True)):
            visible = index < players - 1
            # A hidden row takes no room: kept for the largest table, it made a desktop's screen
            # scroll the dialog at two players.  The dialog grows when a larger table shows more.
            combo.setVisible(visible)
            label.setVisible(visible)
        if self.isVisible():
            self.body.grow_dialog()
        self._check()

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

    def choose_target(self, points: int) -> None:
        """Play to ``points``: its preset when there is one, else *Other…* with the number."""
        preset = self.target.findData(points)
        self.target.setCurrentIndex(preset if preset >= 0 else self.target.findData(0))
        self.other_target.setValue(points)

    def other_seats(self) -> list[str]:
        """The value chosen for each seat besides the player's, at the table's size."""
        return [combo.currentData() for combo in self.seat_boxes[: self.players.currentData() - 1]]

    def _show_partners(self) -> None:
        """"You & Marco against Giulia & Luca": who partners whom, seat ``i`` in team ``i mod teams``."""
        players, teams = self.players.currentData(), self.teams.currentData()
        if not teams or teams == players:
            self.partners.setText(self.tr("Each plays alone."))
            return
        sides = [" & ".join(seat_name(0, 0) if seat == 0 else self.seat_mentions[seat - 1]
                            for seat in range(team, players, teams)) for team in range(teams)]
        if len(sides) == 2:
            self.partners.setText(self.tr("{us} against {them}").format(us=sides[0], them=sides[1]))
        else:
            self.partners.setText(self.tr("{us} against {them} and {others}").format(us=sides[0], them=sides[1],
                                                                                     others=sides[2]))

    def _check(self) -> None:
        self._show_partners()
        # Under card-value scoring the match is a number of rounds: the target does not apply.
        fixed_rounds = any(v.fixed_rounds and self.variant_boxes[v.id].isChecked() for v in VARIANT_TABLE)
        self.target.setEnabled(not fixed_rounds)
        self.target_label.setEnabled(not fixed_rounds)
        self.other_target.setEnabled(not fixed_rounds and self.target.currentData() == 0)
        self.rounds.setEnabled(fixed_rounds)
        try:
            self.rules()
        except RulesError as error:
            message = self.tr(RULES_ERRORS[error.kind]) if error.kind in RULES_ERRORS else str(error)
            self.error.setText(capitalised(message) + ("" if message.endswith(".") else "."))
            self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)
        else:
            self.error.setText("")
            self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(True)
        self.buttons_row.setStretchFactor(self.error, 1 if self.error.text() else 0)  # none: a note has the row

    def _option_labels(self, option: str) -> dict[str, str]:
        return {choice: self.tr(OPTION_LABELS[choice]) if choice in OPTION_LABELS else choice
                for choice in OPTION_CHOICES[option]}

    def accept(self) -> None:
        """Closes with rules that go together only; the deck chosen is the window's from now on."""
        try:
            self.rules()
        except RulesError:
            return
        self.settings.set(SKIN_KEY, self.skin.skin_id())
        self.settings.set(FELT_KEY, self.skin.felt_id())
        self.settings.sync()
        super().accept()
