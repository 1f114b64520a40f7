// Draws the report's charts with uPlot from the page's JSON block; the page works without it.
(function () {
  "use strict";

  // async-profiler draws its graph on a canvas as tall as the deepest stack, with the base at the
  // bottom: each frame gets the graph's height, up to most of the window, scrolled to the base.
  function fitFlameGraph(iframe) {
    var doc = iframe.contentDocument;
    if (!doc || !doc.documentElement) { return; }
    var height = doc.documentElement.scrollHeight;
    iframe.style.height = Math.min(height, Math.max(400, Math.round(window.innerHeight * 0.85))) + "px";
    iframe.contentWindow.scrollTo(0, height);
  }
  Array.prototype.forEach.call(document.querySelectorAll("iframe.flamegraph"), function (iframe) {
    iframe.addEventListener("load", function () { fitFlameGraph(iframe); });
    if (iframe.contentDocument && iframe.contentDocument.readyState === "complete"
        && iframe.contentDocument.getElementById("canvas")) { fitFlameGraph(iframe); }
  });

  var node = document.getElementById("report-data");
  if (!node || typeof uPlot === "undefined") { return; }
  var data = JSON.parse(node.textContent);

  function width(el) { return Math.max(480, Math.min(1200, el.clientWidth || 1000)); }

  function draw(id, series, columns, extra) {
    var el = document.getElementById(id);
    if (!el || !columns[0] || columns[0].length === 0) { return; }
    var title = document.createElement("div");
    title.className = "chart-title";
    title.textContent = el.getAttribute("data-title") || "";
    el.appendChild(title);
    var opts = { width: width(el), height: 260, scales: { x: { time: false } },
      series: [{ label: series[0] }].concat(series.slice(1)) };
    if (extra) { extra(opts); }
    fitValueAxes(opts, series.length);
    el.uplot = new uPlot(opts, columns, el);
  }

  // uPlot's value axes are 50 px wide by default, which cuts "10,000" to "0,000": each value axis
  // is as wide as its longest label.
  function fitValueAxes(opts, count) {
    opts.axes = opts.axes || [{}, {}];
    for (var i = 1; i < opts.axes.length && i < count; i++) {
      if (opts.axes[i].size === undefined) { opts.axes[i].size = axisSize; }
    }
  }

  // The widest label as drawn (not the longest string: digits and commas differ in width); uPlot
  // asks again while the ticks settle, and a size that never shrinks lets that converge.
  function axisSize(u, values, index, cycle) {
    var axis = u.axes[index];
    u.ctx.font = axis.font[0];
    var widest = (values || []).reduce(function (w, v) { return Math.max(w, u.ctx.measureText(String(v)).width); }, 0);
    var size = Math.ceil(axis.ticks.size + axis.gap + widest / (window.devicePixelRatio || 1)) + 4;
    return cycle > 1 ? Math.max(axis._size || 0, size) : size;
  }

  function line(label, color, scale) {
    return { label: label, stroke: color, width: 1.5, scale: scale || "y" };
  }

  function points(label, color, scale) {
    return { label: label, stroke: color, scale: scale || "y", paths: function () { return null; },
      points: { show: true, size: 6, fill: color } };
  }

  function twoAxes(left, right) {
    return function (opts) {
      opts.axes = [{}, { scale: "y", label: left }, { scale: "y2", side: 1, label: right, grid: { show: false } }];
    };
  }

  // The warm-up window (the load's first seconds, where a cold server fails: the warm-up success
  // rate is counted over them) shaded amber, and a --warmup phase, when there was one, grey: each
  // second's point sits at its start, so a shade ends half a second past the last one it holds.
  function warmupShade(windowSeconds, phaseSeconds) {
    function fill(u, seconds, color) {
      if (!(seconds > 0)) { return; }
      var x0 = u.valToPos(u.scales.x.min, "x", true);
      var x1 = u.valToPos(Math.min(seconds - 0.5, u.scales.x.max), "x", true);
      u.ctx.save();
      u.ctx.fillStyle = color;
      u.ctx.fillRect(x0, u.bbox.top, Math.max(0, x1 - x0), u.bbox.height);
      u.ctx.restore();
    }
    return { hooks: { drawClear: [function (u) {
      fill(u, windowSeconds, "rgba(255, 179, 0, 0.16)");
      fill(u, phaseSeconds, "rgba(96, 125, 139, 0.14)");
    }] } };
  }

  function shaded(opts) {
    opts.plugins = (opts.plugins || []).concat(
      [warmupShade(data.warmupWindowSeconds, data.warmupPhaseSeconds)]);
  }

  // KO on an axis of its own, from 0: against OK's thousands per second a few failures would lie
  // flat on the floor.
  function koAxis(opts) {
    shaded(opts);
    opts.scales.y2 = { range: function (u, min, max) { return [0, Math.max(1, max)]; } };
    opts.axes = [{}, { scale: "y", label: "OK requests/s" },
      { scale: "y2", side: 1, label: "KO requests/s", grid: { show: false }, stroke: "#c62828" }];
  }

  // A set's series: each median a thick line inside a band from its lowest to its highest run,
  // so that the spread over runs is seen at first glance.
  function banded(id, parts, extra) {
    var series = ["second"], columns = [load.second], bands = [];
    parts.forEach(function (p) {
      var edge = { stroke: p.color + "66", width: 0.5, scale: p.scale || "y" };
      series.push(Object.assign({ label: p.label + " highest run" }, edge));
      columns.push(load[p.key + "High"]);
      series.push(Object.assign({ label: p.label + " lowest run" }, edge));
      columns.push(load[p.key + "Low"]);
      bands.push({ series: [series.length - 2, series.length - 1], fill: p.color + "40" });
      series.push(Object.assign(line(p.label + " median", p.color, p.scale), { width: 2.5 }));
      columns.push(load[p.key]);
    });
    draw(id, series, columns, function (opts) { opts.bands = bands; extra(opts); });
  }

  var load = data.load;
  if (load && load.runs) {
    banded("chart-throughput", [{ key: "ok", label: "OK/s", color: "#2e7d32" },
      { key: "ko", label: "KO/s", color: "#c62828", scale: "y2" }], koAxis);
    banded("chart-latency", [{ key: "p50", label: "p50 ms", color: "#1565c0" }, { key: "p99", label: "p99 ms", color: "#ef6c00" }], shaded);
  } else if (load) {
    draw("chart-throughput", ["second", line("OK/s", "#2e7d32"), line("KO/s", "#c62828", "y2")],
      [load.second, load.ok, load.ko], koAxis);
    draw("chart-latency", ["second", line("p50 ms", "#1565c0"), line("p99 ms", "#ef6c00")],
      [load.second, load.p50, load.p99], shaded);
  }
  // The requests by response time range, as bars over ranges evenly spaced whatever their width.
  function rangeBars(id, ranges) {
    if (!ranges || !ranges.counts || !ranges.counts.length) { return; }
    var xs = ranges.counts.map(function (c, i) { return i; });
    draw(id, ["response time (ms)", { label: "requests", stroke: "#6a1b9a", fill: "#6a1b9a99",
      paths: uPlot.paths.bars({ size: [0.8, 60] }), points: { show: false } }],
      [xs, ranges.counts], function (opts) {
        opts.scales.x.range = function () { return [-0.5, xs.length - 0.5]; };
        opts.axes = [{ splits: function () { return xs; }, rotate: 0,
          values: function (u, ticks) { return ticks.map(function (t) { return ranges.labels[t]; }); } }, {}];
      });
  }
  rangeBars("chart-ranges", data.ranges);
  // x: the percentile as "nines" (-log10 of the share above it), so the tail gets the room.
  function nines(p) { return p >= 100 ? 5 : -Math.log10(1 - p / 100); }
  function ninesAxis(opts) {
    // Whole nines only (0, 90, 99, 99.9% ...): in-between ticks make labels that overlap.
    opts.axes = [{ splits: function (u, axis, min, max) {
      var ticks = [];
      for (var t = Math.ceil(min); t <= max; t++) { ticks.push(t); }
      return ticks;
    }, values: function (u, ticks) { return ticks.map(function (t) {
      return (100 - 100 * Math.pow(10, -t)).toPrecision(6).replace(/\.?0+$/, "") + "%"; }); } }, {}];
  }
  var dist = data.distribution;
  if (dist && dist.length) {
    draw("chart-distribution", ["percentile", line("latency ms", "#6a1b9a")],
      [dist.map(function (p) { return nines(p[0]); }), dist.map(function (p) { return p[1]; })], ninesAxis);
  }
  // The comparison's load: each side's median per second (one run's own), and each side's
  // distribution, baseline grey and candidate green as in the warm-up curves.
  var sides = data.loadCompare;
  if (sides) {
    var b = sides.baseline, c = sides.candidate;
    var n = Math.max(b.second.length, c.second.length), secs = [];
    for (var i = 0; i < n; i++) { secs.push(i); }
    // uPlot needs every series as long as the x values: the shorter side ends in gaps.
    var pad = function (values) { return values.concat(new Array(n - values.length).fill(null)); };
    draw("chart-compare-ko", ["second of load", line("baseline KO/s", "#607d8b"), line("candidate KO/s", "#c62828")],
      [secs, pad(b.ko), pad(c.ko)], shaded);
    draw("chart-compare-latency", ["second of load", line("baseline p99 ms", "#607d8b"), line("candidate p99 ms", "#ef6c00"),
      Object.assign(line("baseline p50 ms", "#90a4ae"), { dash: [4, 4] }), Object.assign(line("candidate p50 ms", "#1565c0"), { dash: [4, 4] })],
      [secs, pad(b.p99), pad(c.p99), pad(b.p50), pad(c.p50)], shaded);
    if (b.distribution.length && c.distribution.length) {
      draw("chart-compare-distribution", ["percentile", line("baseline ms", "#607d8b"), line("candidate ms", "#2e7d32")],
        [b.distribution.map(function (p) { return nines(p[0]); }), b.distribution.map(function (p) { return p[1]; }),
          c.distribution.map(function (p) { return p[1]; })], ninesAxis);
    }
  }
  var gc = data.gcPauses;
  if (gc && gc.heapAfterMiB) {
    draw("chart-gc", ["seconds since JVM start", points("pause ms", "#c62828"), points("heap after MiB", "#1565c0", "y2")],
      [gc.at, gc.ms, gc.heapAfterMiB], twoAxes("pause ms", "heap MiB"));
  } else if (gc) {
    // A JFR recording's longest collections: no heap after each, and its own clock.
    draw("chart-gc", [gc.axis, points("pause ms", "#c62828")], [gc.at, gc.ms]);
  }
  // Compilations per second; summaries from before it have only the longest compilations.
  var rate = data.compilationRate;
  var comp = rate ? { start: rate.second, ms: rate.tasks } : data.compilations;
  // A set's JIT chart is its first run's: compilations are on that JVM's clock alone.
  load = data.firstRunLoad || load;
  if (comp && load) {
    // The throughput and the compilations on one clock: seconds since the JVM started.
    var offset = data.loadStartSeconds || 0;
    var xsAll = load.second.map(function (s) { return s + offset; }).concat(comp.start);
    var order = xsAll.map(function (x, i) { return [x, i]; }).sort(function (a, b) { return a[0] - b[0]; });
    var n = load.second.length;
    var ok = [], ms = [], xs2 = [];
    order.forEach(function (pair) {
      xs2.push(pair[0]);
      ok.push(pair[1] < n ? load.ok[pair[1]] : null);
      ms.push(pair[1] >= n ? comp.ms[pair[1] - n] : null);
    });
    var compSeries = rate ? Object.assign(line("compilations/s", "#6a1b9a", "y2"), { spanGaps: true })
      : points("compilation ms", "#6a1b9a", "y2");
    draw("chart-warmup", ["seconds since JVM start", Object.assign(line("OK requests/s", "#2e7d32"), { spanGaps: true }),
      compSeries], [xs2, ok, ms], twoAxes("requests/s", rate ? "compilations/s" : "compile ms"));
  }
  var curves = data.warmupCurves;
  if (curves && (curves.baselineRuns || curves.candidateRuns)) {
    // Each run of a set thin and pale, each side's median thick over them.
    var wSeries = ["second of load"], wColumns = [curves.second];
    [["baseline", "#607d8b"], ["candidate", "#2e7d32"]].forEach(function (side) {
      (curves[side[0] + "Runs"] || []).forEach(function (run, i) {
        wSeries.push({ label: side[0] + " run " + (i + 1), stroke: side[1] + "59", width: 1 });
        wColumns.push(run);
      });
    });
    [["baseline", "#37474f"], ["candidate", "#1b5e20"]].forEach(function (side) {
      var median = curves[side[0] + "Runs"] ? " (median)" : "";
      wSeries.push(Object.assign(line(side[0] + " OK/s" + median, side[1]), { width: 3 }));
      wColumns.push(curves[side[0]]);
    });
    draw("chart-warmup-compare", wSeries, wColumns, shaded);
  } else if (curves) {
    draw("chart-warmup-compare", ["second of load", line("baseline OK/s", "#607d8b"), line("candidate OK/s", "#2e7d32")],
      [curves.second, curves.baseline, curves.candidate], shaded);
  }
})();
