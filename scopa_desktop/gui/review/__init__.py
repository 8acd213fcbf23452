"""Review and watch: a played match replayed move by move, and a match of four AIs."""
