#!/usr/bin/env python3
"""Writes Tests/AutoLayoutTests/Fixtures/kiwisolver-scenes.json: the linear systems the layout
builds for every scene with constraints of the modern storyboards
(Tests/StoryboardImportTests/Fixtures/Storyboards/Modern, via `swift run DemoHost storyboard
layout --systems`), each solved by kiwisolver, an independent C++ Cassowary implementation
(pip install kiwisolver). The Swift tests solve the same systems with
AutoLayout.ConstraintSolver and compare every value; the largest scene is the benchmark
`swift run -c release Benchmarks scenes` times beside kiwisolver's median here.
Run from the package root."""
import glob, json, subprocess, sys, time
import kiwisolver as kiwi

files = sorted(glob.glob("Tests/StoryboardImportTests/Fixtures/Storyboards/Modern/*/*.storyboard"))
out = subprocess.run(["swift", "run", "-c", "release", "DemoHost", "storyboard", "layout", "--systems", *files],
                     check=True, capture_output=True, text=True).stdout
systems = json.loads(out)["systems"]

def build(system):
    variables = {n: kiwi.Variable(n) for n in system["variables"]}
    built = []
    for item in system["constraints"]:
        expr = sum((variables[v] * k for v, k in item["terms"]), item["constant"])
        op = item["op"]
        constraint = (expr <= 0) if op == "<=" else (expr >= 0) if op == ">=" else (expr == 0)
        built.append(constraint | ("required" if item["priority"] >= 1000 else float(item["priority"])))
    return variables, built

def solve(system):
    variables, built = build(system)
    solver = kiwi.Solver()
    refused = []
    start = time.perf_counter()
    for index, constraint in enumerate(built):
        try:
            solver.addConstraint(constraint)
        except kiwi.UnsatisfiableConstraint:
            refused.append(index)
    solver.updateVariables()
    elapsed = (time.perf_counter() - start) * 1000
    return {n: v.value() for n, v in variables.items()}, refused, elapsed

for system in systems:
    system["solution"], system["refused"], _ = solve(system)
largest = max(systems, key=lambda s: len(s["constraints"]))
times = sorted(solve(largest)[2] for _ in range(21))
benchmark = dict(largest)
benchmark["kiwisolverMedianMilliseconds"] = round(times[len(times) // 2], 3)
all_times = [solve(s)[2] for s in systems]
path = "Tests/AutoLayoutTests/Fixtures/kiwisolver-scenes.json"
with open(path, "w") as f:
    json.dump({"generator": "Scripts/scene-systems-kiwisolver.py", "solver": f"kiwisolver {kiwi.__version__}",
               "systems": systems, "benchmark": benchmark, "kiwisolverAllScenesMilliseconds": round(sum(all_times), 2)},
              f, sort_keys=True, separators=(",", ":"))
    f.write("\n")
constraints = sum(len(s["constraints"]) for s in systems)
print(f"wrote {path}: {len(systems)} scenes, {constraints} constraints; kiwisolver: all scenes {sum(all_times):.1f} ms, "
      f"largest ({largest['name']}, {len(largest['constraints'])} constraints) median {times[len(times) // 2]:.2f} ms", file=sys.stderr)
