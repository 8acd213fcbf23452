"""A player who cannot see the table, as a screen reader meets the game: through AT-SPI alone.

Run by the system's Python (Debian's python3-pyatspi), never the game's: it knows nothing of Qt
or of the game's code.  It finds the running Scopa Desktop on the accessibility bus, reads the
hand, the table and the scores, reads the whole position with the F2 key, chooses a card with its
number key (and hears the focus go to it), then plays the first deal through the cards' accessible
actions, hearing every announcement.  Given ``end`` it plays instead the one card left in a match
whose end it decides, and reads the match's end again with F2 while the match's dialog has the
keyboard.  It prints what it found as one JSON object and exits 0, or names what went wrong and
exits 1.

    python3 atspi_player.py APP_NAME TIMEOUT_SECONDS [end]
"""

from __future__ import annotations

import json
import sys
import time

import pyatspi
from gi.repository import GLib

F2_KEYSYM = 0xFFBF
ONE_KEYSYM = 0x31  # the key "1": the hand's first card
STEP_MS = 100


def descendants(accessible):
    yield accessible
    for child in accessible:
        if child is not None:
            yield from descendants(child)


def action_named(accessible, name: str) -> None:
    action = accessible.queryAction()
    for index in range(action.nActions):
        if action.getName(index) == name:
            action.doAction(index)
            return
    raise RuntimeError(f"{accessible.name!r} has no action {name!r}")


class Player:
    def __init__(self, app_name: str, timeout: float, end: bool = False) -> None:
        self.app_name = app_name
        self.end = end  # the match's last card, then F2 in the match's dialog
        self.deadline = time.monotonic() + timeout
        self.heard: list[str] = []
        self.focused: list[str] = []  # the objects that took the focus, by name
        self.found: dict[str, object] = {"pressed": []}
        self.error = ""
        self.stage = "find the table"
        self.table = None
        self.app = None
        self.heard_before_press = 0
        self.position_asked_at = 0.0

    # What the player hears -------------------------------------------------------------------

    def on_focus(self, event) -> None:
        if event.detail1 and event.source is not None:
            self.focused.append(event.source.name)

    def on_announcement(self, event) -> None:
        self.heard.append(str(event.any_data))  # the bus is the test's own: only the game speaks on it

    # What the player reads ---------------------------------------------------------------------

    def cards(self, where: str) -> list:
        self.table.clear_cache()
        return [child for child in self.table if child is not None and f", {where}, " in child.name]

    def scores(self) -> list[str]:
        return [acc.name for acc in descendants(self.app) if acc.name.startswith("Match points, ")]

    def find_table(self) -> bool:
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is not None and app.name == self.app_name:
                self.app = app
                for accessible in descendants(app):
                    if accessible.name == "Card table" and accessible.childCount:
                        self.table = accessible
                        return True
        return False

    # Playing -------------------------------------------------------------------------------------

    def my_turn(self) -> bool:
        """The last thing said ends the turn over to me, and I have not played since."""
        return len(self.heard) > self.heard_before_press and self.heard[-1].endswith("Your turn.")

    def step(self) -> bool:
        try:
            self.advance()
        except Exception as error:  # a broken step ends the run with its reason
            self.error = f"{self.stage}: {type(error).__name__}: {error}"
        if self.error or self.stage == "done":
            pyatspi.Registry.stop()
            return False
        if time.monotonic() > self.deadline:
            self.error = f"timed out at: {self.stage}"
            pyatspi.Registry.stop()
            return False
        return True

    def advance(self) -> None:
        if self.stage == "find the table":
            if self.find_table() and self.cards("in your hand"):
                self.found["hand"] = [card.name for card in self.cards("in your hand")]
                self.found["table"] = [card.name for card in self.cards("on the table")]
                self.found["others"] = [child.name for child in self.table
                                        if child is not None and ", in your hand, " not in child.name
                                        and ", on the table, " not in child.name]
                self.found["scores"] = self.scores()
                self.found["count"] = [acc.name for acc in descendants(self.app) if " this round, " in acc.name]
                self.found["buttons"] = [[acc.name, acc.description] for acc in descendants(self.app)
                                         if acc.getRoleName() == "push button" and ", in your hand, " not in acc.name]
                self.stage = "play the last card" if self.end else "read the position"
        elif self.stage == "play the last card":
            self.press_a_card()
            self.stage = "hear the match's end"
        elif self.stage == "hear the match's end":
            heard_end = next((text for text in self.heard if "Match over: " in text), None)
            if heard_end is not None:
                self.found["end"] = heard_end
                self.heard_before_press = len(self.heard)
                self.stage = "read the end again"
        elif self.stage == "read the end again":
            if not self.position_asked_at or time.monotonic() - self.position_asked_at > 3:
                self.position_asked_at = time.monotonic()
                pyatspi.Registry.generateKeyboardEvent(F2_KEYSYM, None, pyatspi.KEY_SYM)
            if len(self.heard) > self.heard_before_press:
                self.found["again"] = self.heard[self.heard_before_press]
                self.found["dialogs"] = [acc.name for acc in descendants(self.app) if acc.getRoleName() == "dialog"]
                # What the dialog shows, as a screen reader reads it: its words and its pictures.
                self.found["shown"] = [[acc.getRoleName(), acc.name, acc.description] for acc in descendants(self.app)
                                       if acc.getRoleName() in ("label", "image")]
                self.stage = "done"
        elif self.stage == "read the position":
            if not self.position_asked_at or time.monotonic() - self.position_asked_at > 3:
                self.position_asked_at = time.monotonic()
                pyatspi.Registry.generateKeyboardEvent(F2_KEYSYM, None, pyatspi.KEY_SYM)
            position = next((text for text in self.heard if text.startswith("Your hand: ")), None)
            if position is not None:
                self.found["position"] = position
                self.stage = "choose a card with its key"
                self.position_asked_at = 0.0
        elif self.stage == "choose a card with its key":
            if not self.position_asked_at or time.monotonic() - self.position_asked_at > 3:
                self.position_asked_at = time.monotonic()
                pyatspi.Registry.generateKeyboardEvent(ONE_KEYSYM, None, pyatspi.KEY_SYM)
            chosen = next((name for name in self.focused if ", in your hand, 1 of " in name), None)
            if chosen is not None:
                self.found["focused"] = chosen
                self.stage = "play the first deal"
                if self.found["position"].endswith("Your turn."):
                    self.press_a_card()
        elif self.stage == "play the first deal":
            if any(text.startswith(("New deal, 2 of", "Round 1 over")) or " New deal, 2 of" in text
                   for text in self.heard):
                self.stage = "done"
            elif self.my_turn():
                self.press_a_card()

    def press_a_card(self) -> None:
        hand = self.cards("in your hand")
        card = hand[0]
        self.found["pressed"].append(card.name)
        self.heard_before_press = len(self.heard)
        action_named(card, "Press")
        for _ in range(20):  # a capture with a choice is said at once: press again for the set in view
            if any("may take:" in text for text in self.heard[self.heard_before_press:]):
                action_named(card, "Press")
                self.found["pressed"].append(card.name + " (the set in view)")
                break
            if len(self.heard) > self.heard_before_press:
                break
            GLib.MainContext.default().iteration(False)
            time.sleep(0.02)


def run(player: Player) -> int:
    """Listen as a screen reader does, step ``player`` until it is done, and print what it found."""
    pyatspi.Registry.registerEventListener(player.on_announcement, "object:announcement")
    pyatspi.Registry.registerEventListener(player.on_focus, "object:state-changed:focused")
    GLib.timeout_add(STEP_MS, player.step)
    pyatspi.Registry.start()
    player.found["heard"] = player.heard
    player.found["error"] = player.error
    print(json.dumps(player.found))
    return 1 if player.error else 0


def main() -> int:
    app_name, timeout = sys.argv[1], float(sys.argv[2])
    return run(Player(app_name, timeout, end=sys.argv[3:] == ["end"]))

if __name__ == "__main__":
    sys.exit(main())
