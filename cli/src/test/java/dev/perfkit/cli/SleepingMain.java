package dev.perfkit.cli;

/**
 * Stands in for perfkit's JVM in {@link PerfkitScriptSignalsTest}: says it runs, then sleeps until
 * a signal ends it.
 */
public final class SleepingMain {

  private SleepingMain() {}

  public static void main(String[] args) throws InterruptedException {
    System.out.println("sleeping-main ready");
    System.out.flush();
    Thread.sleep(120_000);
  }
}
