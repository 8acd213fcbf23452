"""Narration: what a match in play says, whoever plays it (here or at a networked table):
the move log's lines, the status line, and the round's count in its dialog."""
