"""The shell: the main window and the parts only it uses (first frame, wheel guard, score panel)."""
