"""Scopa Desktop: the Italian card game Scopa, played by the rules of RULES.md."""

__version__ = "0.1.0"
APP_NAME = "Scopa Desktop"
