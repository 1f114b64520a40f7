import java.util.concurrent.ThreadLocalRandom;

/**
 * The program profiled to make the benchmark's recordings: threads that descend through four
 * methods along one of 64 routes (up to 12 deep) before allocating, so there are some hundreds of
 * distinct stacks, as in a real service, rather than one (too easy) or millions (unrealistic, and
 * more than RecordingFile can hold in memory).
 */
public class BenchWorkload {
  static volatile long sink;

  public static void main(String[] args) throws InterruptedException {
    long end = System.currentTimeMillis() + Long.parseLong(args[0]) * 1000;
    Thread[] threads = new Thread[2];
    for (int t = 0; t < threads.length; t++) {
      threads[t] = new Thread(() -> run(end), "worker-" + t);
      threads[t].start();
    }
    for (Thread thread : threads) {
      thread.join();
    }
  }

  static void run(long end) {
    while (System.currentTimeMillis() < end) {
      int route = ThreadLocalRandom.current().nextInt(64);
      sink += step(route, 1 + route % 12);
    }
  }

  static long step(int route, int depth) {
    if (depth == 0) {
      return leaf();
    }
    return switch ((route >> (depth % 5)) & 3) {
      case 0 -> alpha(route, depth - 1);
      case 1 -> beta(route, depth - 1);
      case 2 -> gamma(route, depth - 1);
      default -> delta(route, depth - 1);
    };
  }

  static long alpha(int route, int depth) { return step(route, depth) + 1; }
  static long beta(int route, int depth) { return step(route, depth) + 2; }
  static long gamma(int route, int depth) { return step(route, depth) + 3; }
  static long delta(int route, int depth) { return step(route, depth) + 4; }

  static long leaf() {
    long sum = 0;
    for (int i = 0; i < 200; i++) {
      sum += switch (i & 3) {
        case 0 -> new byte[64 + (i & 63)].length;
        case 1 -> String.valueOf(i).length();
        case 2 -> new long[8].length;
        default -> (i * 31L) ^ sum;
      };
    }
    return sum;
  }
}
