"""The command-line tools: headless play, replay, tournaments, the agent
protocol and the benchmarks.  The top of the house: it may import every room."""
