#!/usr/bin/env python3
"""`sheepdd bench`'s corpus solved from Python with one Solver, for the module's speed beside
the binary's (docs/performance.md). Its last line is bench's node signature: the same work.

    PYTHONPATH=build/python python3 bench/python_bench.py
"""

import sheepdd

BENCH_SEED = 20261122  # cli/bench_command.cpp's kBenchSeed
DEALS = {"5": 200, "4": 100, "3": 40}  # bench's default corpus per preset

solver = sheepdd.Solver(memory_mb=16)
for preset, count in DEALS.items():
    for index in range(count):
        game = sheepdd.deal(preset, seed=BENCH_SEED, index=index)
        solver.new_deal()
        solver.value(game)
print(f"Nodes searched: {solver.nodes}")
