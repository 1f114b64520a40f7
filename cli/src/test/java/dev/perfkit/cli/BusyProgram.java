package dev.perfkit.cli;

import java.util.ArrayList;
import java.util.List;

/**
 * A Java program that perfkit did not start, for the attach tests: three threads that build strings
 * under one shared lock, so that cpu, alloc and lock samples all have its frames. Prints
 * "busy-program ready" once running; runs until killed.
 */
public final class BusyProgram {

  private static final Object LOCK = new Object();
  private static volatile long sink;

  private BusyProgram() {}

  public static void main(String[] args) throws InterruptedException {
    List<Thread> threads = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      Thread thread = new Thread(BusyProgram::work, "busy-" + i);
      thread.setDaemon(true);
      thread.start();
      threads.add(thread);
    }
    System.out.println("busy-program ready");
    System.out.flush();
    for (Thread thread : threads) {
      thread.join();
    }
  }

  private static void work() {
    while (true) {
      synchronized (LOCK) {
        sink += buildText().length();
      }
    }
  }

  private static String buildText() {
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < 500; i++) {
      text.append(i);
    }
    return text.toString();
  }
}
