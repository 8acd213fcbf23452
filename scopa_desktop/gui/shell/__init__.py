"""The shell: the main window and the parts only it uses (menu actions, start-up, statistics, first frame,
wheel guard, score panel)."""
