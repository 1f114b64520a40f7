// Draws history.html's charts from its JSON block: one uPlot chart per metric, each recorded point
// a dot on a line, each change point a dashed vertical line and a ring; a click on a point opens
// its commit when the page has links. Strings reach the page only as text (textContent, uPlot's
// own legend), never as markup.
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("history-data").textContent);

  // 1, 2, 5, 10, 20, 50, ... up to a million points.
  var wholeSteps = [];
  for (var decade = 1; decade <= 1e6; decade *= 10) {
    wholeSteps.push(decade, 2 * decade, 5 * decade);
  }

  function width(el) {
    return Math.max(480, el.clientWidth || 900);
  }

  // The change points as a series of its own: a value at each change point's index, none elsewhere.
  function markers(metric) {
    var column = metric.values.map(function () { return null; });
    metric.changes.forEach(function (c) { column[c.index] = metric.values[c.index]; });
    return column;
  }

  // Dashed vertical lines at the change points, drawn after the series.
  function changeLines(metric) {
    return {
      hooks: {
        draw: [function (u) {
          var ctx = u.ctx;
          ctx.save();
          ctx.setLineDash([6, 4]);
          ctx.lineWidth = 2 * (window.devicePixelRatio || 1);
          metric.changes.forEach(function (c) {
            var x = Math.round(u.valToPos(c.index + 1, "x", true));
            ctx.strokeStyle = c.direction === "regression" ? "#b00020" : "#1b7f3b";
            ctx.beginPath();
            ctx.moveTo(x, u.bbox.top);
            ctx.lineTo(x, u.bbox.top + u.bbox.height);
            ctx.stroke();
          });
          ctx.restore();
        }]
      }
    };
  }

  // A click on the plot opens the commit of the point under the cursor, when it has a link.
  function commitLinks(metric) {
    return {
      hooks: {
        ready: [function (u) {
          u.over.addEventListener("click", function () {
            var i = u.cursor.idx;
            if (i != null && metric.urls[i]) {
              window.location.href = metric.urls[i];
            }
          });
          if (metric.urls.some(function (url) { return url; })) {
            u.over.style.cursor = "pointer";
          }
        }]
      }
    };
  }

  function chart(metric, index) {
    var el = document.getElementById("chart-" + index);
    var x = metric.values.map(function (v, i) { return i + 1; });
    var opts = {
      width: width(el),
      height: 280,
      scales: { x: { time: false } },
      // Points are counted in whole numbers: without these steps uPlot ticks 1.2, 1.4, ... when a
      // chart has only a few points.
      axes: [
        { label: "recorded point (oldest first)", incrs: wholeSteps },
        { label: metric.unit, size: 70 }
      ],
      series: [
        { label: "point", value: function (u, v) { return v == null ? "" : "#" + v + " " + (metric.commits[v - 1] || ""); } },
        { label: metric.label, stroke: "#3366cc", width: 1.5, points: { show: true, size: 5, fill: "#3366cc" } },
        { label: "change points", stroke: "#b00020", width: 0, paths: function () { return null; },
          points: { show: true, size: 14, width: 2.5, fill: "rgba(0,0,0,0)" } }
      ],
      plugins: [changeLines(metric), commitLinks(metric)]
    };
    el.uplot = new uPlot(opts, [x, metric.values, markers(metric)], el);
  }

  data.metrics.forEach(chart);
})();
