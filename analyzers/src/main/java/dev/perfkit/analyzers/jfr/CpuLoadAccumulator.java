package dev.perfkit.analyzers.jfr;

import jdk.jfr.consumer.RecordedEvent;

/** Averages {@code jdk.CPULoad} events as they stream by. */
final class CpuLoadAccumulator {

  private long samples;
  private double sumJvm;
  private double maxJvm;
  private double sumMachine;
  private double maxMachine;

  void add(RecordedEvent event) {
    double jvm = event.getFloat("jvmUser") + event.getFloat("jvmSystem");
    double machine = event.getFloat("machineTotal");
    samples++;
    sumJvm += jvm;
    sumMachine += machine;
    maxJvm = Math.max(maxJvm, jvm);
    maxMachine = Math.max(maxMachine, machine);
  }

  void merge(CpuLoadAccumulator other) {
    samples += other.samples;
    sumJvm += other.sumJvm;
    sumMachine += other.sumMachine;
    maxJvm = Math.max(maxJvm, other.maxJvm);
    maxMachine = Math.max(maxMachine, other.maxMachine);
  }

  boolean isEmpty() {
    return samples == 0;
  }

  CpuLoad result() {
    return new CpuLoad(samples, sumJvm / samples, maxJvm, sumMachine / samples, maxMachine);
  }
}
