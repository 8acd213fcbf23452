"""The window's dialogs: capture chooser, round and match results, new game, settings."""
