"""The captures a played card still leaves open, shown on the table cards for
the player to pick by clicking or with the keyboard.  Plain state, no Qt: the
sets come from the game (``options_for``); this only keeps which one is in view."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Choice:
    card: int  # the hand card being played
    options: list[list[int]]  # the sets of table cards it may take, at least two
    current: int = 0  # the set shown as the one Enter takes
    _clicked: list[int] = field(default_factory=list)

    @property
    def current_option(self) -> list[int]:
        return self.options[self.current]

    def cycle(self, step: int) -> None:
        self.current = (self.current + step) % len(self.options)

    def pick(self, index: int) -> list[int] | None:
        """The ``index``-th set (from 0), if there is one."""
        return self.options[index] if 0 <= index < len(self.options) else None

    def click(self, table_card: int) -> list[int] | None:
        """A click on ``table_card``: the set to take when only one holds it; when
        several do, the next of them comes into view (None); a card in no set: None."""
        holding = [index for index, option in enumerate(self.options) if table_card in option]
        if len(holding) == 1:
            return self.options[holding[0]]
        if holding:
            later = [index for index in holding if index > self.current] if self.current in holding else []
            self.current = (later or holding)[0]
        return None

    def cards(self) -> set[int]:
        """Every table card some set would take."""
        return {card for option in self.options for card in option}
