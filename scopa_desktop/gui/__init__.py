"""The desktop window: table, controller, AI worker, dialogs and settings."""
