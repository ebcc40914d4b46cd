#!/usr/bin/env python3
"""Writes Tests/AutoLayoutTests/Fixtures/kiwisolver-systems.json: random layout-like systems of
linear constraints (rows of views with edges, widths, gaps, intrinsic sizes held by hugging and
compression resistance, equal widths, a container edge), each solved by kiwisolver, an
independent C++ Cassowary implementation (pip install kiwisolver). The Swift tests solve the
same systems with AutoLayout.ConstraintSolver and compare every value. Run from the package
root; the seed makes the file the same on every run."""
import json, random, time, sys
import kiwisolver as kiwi

def system(rng, views):
    names, cons = [], []
    def var(name):
        names.append(name)
        return name
    left = [var(f"v{i}.left") for i in range(views)]
    width = [var(f"v{i}.width") for i in range(views)]
    container = rng.choice([280, 300, 320, 375, 393, 440])
    def c(terms, op, constant, priority):
        cons.append({"terms": terms, "op": op, "constant": constant, "priority": priority})
    c([[left[0], 1]], "==", -rng.choice([0, 8, 16, 20]), 1000)
    for i in range(views):
        intrinsic = rng.randint(20, 160)
        c([[width[i], 1]], ">=", -intrinsic, rng.choice([750, 751, 1000]))   # compression resistance
        c([[width[i], 1]], "<=", -intrinsic, rng.choice([250, 251, 249]))    # hugging
        c([[width[i], 1]], ">=", 0, 1000)
        if i + 1 < views:
            gap = rng.choice([0, 8, 12, 20])
            # next.left >= left + width + gap  ->  next.left - left - width - gap >= 0
            c([[left[i + 1], 1], [left[i], -1], [width[i], -1]], rng.choice([">=", "=="]), -gap, rng.choice([1000, 1000, 999, 500]))
    c([[left[-1], 1], [width[-1], 1]], rng.choice(["<=", "=="]), -(container - rng.choice([0, 8, 16, 20])), rng.choice([1000, 750, 500]))
    for _ in range(rng.randint(0, views // 2)):
        a, b = rng.sample(range(views), 2) if views > 1 else (0, 0)
        if a != b:
            c([[width[a], 1], [width[b], -rng.choice([1, 0.5, 2])]], "==", 0, rng.choice([1000, 500, 250, 999]))
    return names, cons

def solve(names, cons):
    variables = {n: kiwi.Variable(n) for n in names}
    solver = kiwi.Solver()
    refused = []
    for index, item in enumerate(cons):
        expr = sum((variables[v] * k for v, k in item["terms"]), item["constant"])
        op = item["op"]
        constraint = (expr <= 0) if op == "<=" else (expr >= 0) if op == ">=" else (expr == 0)
        strength = "required" if item["priority"] >= 1000 else float(item["priority"])
        try:
            solver.addConstraint(constraint | strength)
        except kiwi.UnsatisfiableConstraint:
            refused.append(index)
    solver.updateVariables()
    return {n: variables[n].value() for n in names}, refused

rng = random.Random(2026)
systems = []
for index in range(60):
    views = rng.randint(1, 12)
    names, cons = system(rng, views)
    solution, refused = solve(names, cons)
    systems.append({"name": f"row of {views} views #{index}", "variables": names, "constraints": cons, "solution": solution, "refused": refused})
# Conflicts Interface Builder reports: two required widths, a row too wide for its container.
conflicts = [
    ("two required widths", ["a.width"], [
        {"terms": [["a.width", 1]], "op": "==", "constant": -100, "priority": 1000},
        {"terms": [["a.width", 1]], "op": "==", "constant": -120, "priority": 1000},
        {"terms": [["a.width", 1]], "op": "<=", "constant": -90, "priority": 750}]),
    ("a row too wide for its container", ["a.left", "a.width", "b.left", "b.width"], [
        {"terms": [["a.left", 1]], "op": "==", "constant": -20, "priority": 1000},
        {"terms": [["a.width", 1]], "op": ">=", "constant": -200, "priority": 1000},
        {"terms": [["b.left", 1], ["a.left", -1], ["a.width", -1]], "op": "==", "constant": -8, "priority": 1000},
        {"terms": [["b.width", 1]], "op": ">=", "constant": -150, "priority": 1000},
        {"terms": [["b.left", 1], ["b.width", 1]], "op": "==", "constant": -300, "priority": 1000},
        {"terms": [["b.width", 1]], "op": "<=", "constant": -150, "priority": 250}]),
]
for name, names, cons in conflicts:
    solution, refused = solve(names, cons)
    systems.append({"name": name, "variables": names, "constraints": cons, "solution": solution, "refused": refused})
out = "Tests/AutoLayoutTests/Fixtures/kiwisolver-systems.json"
with open(out, "w") as f:
    json.dump({"generator": "Scripts/solver-fixtures-kiwisolver.py", "solver": f"kiwisolver {kiwi.__version__}", "systems": systems}, f, indent=1, sort_keys=True)
    f.write("\n")

# Time: one large system (400 views), solved by kiwisolver with its constraints built first, so
# the time is the solver's (median of 21 runs); `swift run -c release Benchmarks solver` solves
# the same system here.
names, cons = system(random.Random(7), 400)
def timed():
    variables = {n: kiwi.Variable(n) for n in names}
    built = []
    for item in cons:
        expr = sum((variables[v] * k for v, k in item["terms"]), item["constant"])
        op = item["op"]
        constraint = (expr <= 0) if op == "<=" else (expr >= 0) if op == ">=" else (expr == 0)
        built.append(constraint | ("required" if item["priority"] >= 1000 else float(item["priority"])))
    solver = kiwi.Solver()
    start = time.perf_counter()
    for constraint in built:
        try:
            solver.addConstraint(constraint)
        except kiwi.UnsatisfiableConstraint:
            pass
    solver.updateVariables()
    return (time.perf_counter() - start) * 1000
times = sorted(timed() for _ in range(21))
solution, refused = solve(names, cons)
with open(out) as f:
    data = json.load(f)
data["benchmark"] = {"name": "row of 400 views", "variables": names, "constraints": cons, "solution": solution, "refused": refused,
                     "kiwisolverMedianMilliseconds": round(times[len(times) // 2], 2)}
with open(out, "w") as f:
    json.dump(data, f, indent=1, sort_keys=True)
    f.write("\n")
print(f"wrote {out}: {len(systems)} systems and a 400-view benchmark ({len(cons)} constraints); kiwisolver: median {times[len(times) // 2]:.1f} ms", file=sys.stderr)
