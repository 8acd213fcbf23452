"""A player who cannot see the screen sorts and narrows Statistics: through AT-SPI alone.

Run by the system's Python (Debian's python3-pyatspi), as ``atspi_player.py`` is.  It finds the
running Scopa Desktop on the accessibility bus, opens Statistics through its menu item's action,
finds the box labelled SORT_LABEL and the one labelled SHOW_LABEL (by the label a screen reader
says for each), goes to each with the Tab key and presses the Down key there, as a player does,
hearing what the game tells after each.  It prints what it found as one JSON object and exits 0, or names what
went wrong and exits 1.

    python3 atspi_statistics.py APP_NAME TIMEOUT_SECONDS MENU_ITEM SORT_LABEL SHOW_LABEL
"""

from __future__ import annotations

import sys
import time

import pyatspi
from atspi_player import Player, action_named, descendants, run

DOWN_KEYSYM = 0xFF54
TAB_KEYSYM = 0xFF09


def labelled_by(accessible) -> str:
    """The words of the labels ``accessible`` is labelled by, as a screen reader says them."""
    names = []
    for relation in accessible.getRelationSet():
        if relation.getRelationType() == pyatspi.RELATION_LABELLED_BY:
            names += [relation.getTarget(index).name for index in range(relation.getNTargets())]
    return " ".join(names)


class Sorter(Player):
    """A player at Statistics: its menu item pressed, then the sort box and the level box each changed."""

    def __init__(self, app_name: str, timeout: float, menu_item: str, labels: tuple[str, str]) -> None:
        super().__init__(app_name, timeout)
        self.menu_item, self.labels = menu_item, labels
        self.focused_label = ""  # what the focus went to last, by the label a screen reader says for it
        self.found["focus"] = []
        self.stage = "open statistics"
        self.boxes: list = []
        self.pressed_at = 0.0
        self.focus_asked_at = 0.0
        self.tabbed_to = 0  # how many times the focus will have gone on after the last Tab

    def on_focus(self, event) -> None:
        if event.detail1 and event.source is not None:
            self.focused_label = labelled_by(event.source)
            self.found["focus"].append([event.source.getRoleName(), event.source.name, self.focused_label])

    def statistics_table(self):
        """The statistics' table as it is now (not as the bus's cache last had it)."""
        table = next(acc for acc in descendants(self.app) if acc.getRoleName() == "table")
        table.clear_cache()
        return table

    def first_column(self) -> list[str]:
        table = self.statistics_table().queryTable()
        return [table.getAccessibleAt(row, 0).name for row in range(table.nRows)]

    def advance(self) -> None:
        if self.stage == "open statistics":
            desktop = pyatspi.Registry.getDesktop(0)
            self.app = next((app for app in desktop if app is not None and app.name == self.app_name), None)
            item = self.app and next((acc for acc in descendants(self.app) if acc.getRoleName() == "menu item"
                                      and acc.name == self.menu_item), None)
            if item is not None:
                action_named(item, "Press")
                self.stage = "find the boxes"
        elif self.stage == "find the boxes":
            dialog = next((acc for acc in descendants(self.app) if acc.getRoleName() == "dialog"), None)
            if dialog is None:
                return
            boxes = {labelled_by(acc): acc for acc in descendants(dialog) if acc.getRoleName() == "combo box"}
            if all(label in boxes for label in self.labels):
                self.boxes = [boxes[label] for label in self.labels]
                self.found["boxes"] = sorted(boxes)
                self.found["sorted"] = self.statistics_table().description
                self.found["tables before"] = self.first_column()
                self.stage = "sort"
        elif self.stage in ("sort", "narrow"):
            index = 0 if self.stage == "sort" else 1
            box, now = self.boxes[index], time.monotonic()
            if self.focused_label != self.labels[index]:  # till then the key would go where the focus was
                # Tab, as a player goes from control to control (Qt's AT-SPI bridge will not move the focus
                # itself); the next Tab once the focus has gone on, or after a while.
                if len(self.found["focus"]) >= self.tabbed_to or now - self.focus_asked_at > 3:
                    self.focus_asked_at, self.tabbed_to = now, len(self.found["focus"]) + 1
                    pyatspi.Registry.generateKeyboardEvent(TAB_KEYSYM, None, pyatspi.KEY_SYM)
                return
            if not self.pressed_at:
                self.heard_before_press = len(self.heard)
            if now - self.pressed_at > 3 and len(self.heard) == self.heard_before_press:  # again if nothing was said
                self.pressed_at = now
                pyatspi.Registry.generateKeyboardEvent(DOWN_KEYSYM, None, pyatspi.KEY_SYM)
            if len(self.heard) > self.heard_before_press:
                box.clear_cache()  # its value now
                self.found[self.stage] = {"box": box.name, "heard": self.heard[self.heard_before_press:],
                                          "description": self.statistics_table().description,
                                          "tables": self.first_column()}
                self.pressed_at = self.focus_asked_at = 0.0
                self.stage = "narrow" if self.stage == "sort" else "done"


def main() -> int:
    app_name, timeout, menu_item, sort_label, show_label = sys.argv[1:6]
    return run(Sorter(app_name, float(timeout), menu_item, (sort_label, show_label)))

if __name__ == "__main__":
    sys.exit(main())
