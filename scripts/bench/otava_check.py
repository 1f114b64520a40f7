"""Runs Apache Otava's change-point detection on series and records them with its answers.

Called by otava-check.sh inside a virtual environment holding apache-otava. Each series is written
as one JSON file: its name, how it was made, its values, and the change points Otava found with
its defaults (windows of 50, p at most 0.001, any magnitude), through the function its `analyze`
command calls (otava.analysis.compute_change_points).

Otava 0.8.0's merge step, after dropping a weak change point, judges again the two points after
it (its list's positions i and i + 1) but not the one before it, whose right-hand stretch has just
grown: that point keeps the p-value and means of the shorter stretch. perfkit judges again both
neighbours. So each record also holds "neighboursJudgedAgain": Otava's own split and t-test with
that one line changed, the answer perfkit's numbers are held to exactly.

Usage: python otava_check.py OUT_DIR [NAME=CSV ...]
  NAME=CSV adds a recorded series: one value a line, as scripts/bench/history-series.sh writes.
"""
import json
import sys
from importlib.metadata import version

import numpy as np
from otava.analysis import TTestSignificanceTester, compute_change_points, split

WINDOW, MAX_PVALUE, MIN_MAGNITUDE = 50, 0.001, 0.0


def synthetic():
    """Series with known shifts, seeded so that a rerun records the same values."""
    rng = np.random.default_rng(20261128)

    def normal(n, mean, sd):
        return list(rng.normal(mean, sd, n))

    return {
        "flat-60": ("60 values, normal(100, 3), no shift", normal(60, 100, 3)),
        "step-up-10pct-at-30": ("60 values, normal(100, 3), +10% from index 30",
                                normal(30, 100, 3) + normal(30, 110, 3)),
        "step-down-8pct-at-25": ("60 values, normal(50, 1.5), -8% from index 25",
                                 normal(25, 50, 1.5) + normal(35, 46, 1.5)),
        "two-steps-at-40-80": ("120 values, normal sd 2: 100, then 106 from 40, then 103 from 80",
                               normal(40, 100, 2) + normal(40, 106, 2) + normal(40, 103, 2)),
        "small-2pct-at-50": ("80 values, normal(100, 1), +2% from index 50",
                             normal(50, 100, 1) + normal(30, 102, 1)),
        "three-steps-long-200": ("200 values, normal sd 2: 100, 110 from 60, 95 from 120,"
                                 " 105 from 170",
                                 normal(60, 100, 2) + normal(60, 110, 2) + normal(50, 95, 2)
                                 + normal(30, 105, 2)),
        "outlier-flat-60": ("60 values, normal(100, 3), one value of 160 at index 20",
                            normal(20, 100, 3) + [160.0] + normal(39, 100, 3)),
        "lognormal-step-at-35": ("70 values, 10 * lognormal(0, 0.1), x1.15 from index 35",
                                 list(10 * rng.lognormal(0, 0.1, 35))
                                 + list(11.5 * rng.lognormal(0, 0.1, 35))),
        "flat-30": ("30 values, normal(100, 5), no shift", normal(30, 100, 5)),
        "step-5pct-at-15-sd2": ("30 values, normal(100, 2), +5% from index 15",
                                normal(15, 100, 2) + normal(15, 105, 2)),
        "weak-steps-100": ("100 values, normal sd 3: 100, 103 from 30, 100 from 60, 102 from 80",
                           normal(30, 100, 3) + normal(30, 103, 3) + normal(20, 100, 3)
                           + normal(20, 102, 3)),
        "drift-120": ("120 values, a random walk of normal(0, 1) steps from 100",
                      list(100 + np.cumsum(rng.normal(0, 1, 120)))),
        "many-steps-150": ("150 values, normal sd 1, a level of 100 + 2k on 15-value stretches k",
                           [v for k in range(10) for v in normal(15, 100 + 2 * (k % 3), 1)]),
    }


def recorded(arguments):
    series = {}
    for argument in arguments:
        name, path = argument.split("=", 1)
        with open(path) as f:
            values = [float(line) for line in f if line.strip()]
        series[name] = (f"recorded: {path.rsplit('/', 1)[-1]}", values)
    return series


def answer(values):
    points, _ = compute_change_points(values, window_len=WINDOW, max_pvalue=MAX_PVALUE,
                                      min_magnitude=MIN_MAGNITUDE)
    return as_json(points)


def answer_both_neighbours(values):
    # compute_change_points' first pass, at its level for a level of 0.001: ten times it.
    weak = split(values, WINDOW, MAX_PVALUE * 10)
    return as_json(merge_both_neighbours(weak, values, MAX_PVALUE, MIN_MAGNITUDE))


def merge_both_neighbours(points, series, max_pvalue, min_magnitude):
    """Otava's merge step, judging again the point before a dropped one as well as after it."""
    tester = TTestSignificanceTester(max_pvalue)
    while points:
        weakest = max(points, key=lambda c: c.stats.pvalue)
        if weakest.stats.pvalue < max_pvalue:
            weakest = min(points, key=lambda c: c.stats.change_magnitude())
            if weakest.stats.change_magnitude() > min_magnitude:
                return points
        i = points.index(weakest)
        del points[i]
        intervals = tester.get_intervals(points)
        for j in (i - 1, i):
            if 0 <= j < len(points):
                points[j] = tester.change_point(points[j].to_candidate(), series, intervals)
    return points


def as_json(points):
    return [{"index": int(p.index), "pvalue": float(p.stats.pvalue),
             "meanBefore": float(p.stats.mean_1), "meanAfter": float(p.stats.mean_2)}
            for p in points]


def main():
    out = sys.argv[1]
    series = synthetic()
    series.update(recorded(sys.argv[2:]))
    for name, (made, values) in series.items():
        values = [round(float(v), 6) for v in values]
        found = answer(values)
        record = {"name": name, "made": made, "otava": version("apache-otava"),
                  "options": {"window": WINDOW, "maxPvalue": MAX_PVALUE,
                              "minMagnitude": MIN_MAGNITUDE},
                  "values": values, "changePoints": found,
                  "neighboursJudgedAgain": answer_both_neighbours(values)}
        with open(f"{out}/{name}.json", "w") as f:
            json.dump(record, f, indent=1)
            f.write("\n")
        fixed = [p["index"] for p in record["neighboursJudgedAgain"]]
        print(f"{name:24} {len(values):4} values  Otava's change points at "
              f"{[p['index'] for p in found]}"
              + ("" if fixed == [p["index"] for p in found]
                 else f"; with both neighbours judged again at {fixed}"))


if __name__ == "__main__":
    main()
