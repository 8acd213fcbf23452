"""Learning aids: the coach, its words, the guided first deal and the win odds."""
