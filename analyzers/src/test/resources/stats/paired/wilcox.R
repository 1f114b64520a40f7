# Synthetic per-round ratios (candidate / baseline) and R's exact Wilcoxon signed-rank test
# against 1 with the Hodges-Lehmann estimate and its interval; wilcox-R-output.txt beside this file
# is its output, which PairedJudgementTest checks perfkit against.
# Made with: Rscript wilcox.R > wilcox-R-output.txt   (R 4.2.2, Debian's r-base-core)
options(digits=15)
show <- function(name, x) {
  w <- wilcox.test(x, mu=1, exact=TRUE, conf.int=TRUE)
  cat(name, ": n=", length(x), " V=", w$statistic, " p=", format(w$p.value, digits=15),
      " estimate=", format(w$estimate, digits=15), " conf.int=", format(w$conf.int[1], digits=15), ",",
      format(w$conf.int[2], digits=15), " conf.level=", format(attr(w$conf.int, "conf.level"), digits=15), "\n", sep="")
}
regression <- c(1.062, 1.041, 1.085, 0.993, 1.071, 1.052, 1.038, 1.066)
aa <- c(1.012, 0.987, 1.004, 0.994, 1.021, 0.978, 1.008, 0.9915, 1.0025, 0.9965)
six <- c(1.03, 1.05, 1.02, 1.07, 1.04, 1.06)
twelve <- c(0.97, 0.955, 0.99, 1.012, 0.962, 0.948, 0.981, 0.973, 1.006, 0.959, 0.944, 0.968)
show("regression", regression)
show("aa", aa)
show("six", six)
show("twelve", twelve)
ties <- c(1, 1, 1, 1.01, 1, 1, 1.02, 1)
b <- binom.test(2, 2)
cat("ties: sign test 2 of 2 off the centre, both above: p=", format(b$p.value, digits=15), "\n", sep="")
