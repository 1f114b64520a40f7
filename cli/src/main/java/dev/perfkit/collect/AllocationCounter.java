package dev.perfkit.collect;

import com.sun.management.ThreadMXBean;
import com.sun.tools.attach.VirtualMachine;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import javax.management.MBeanServerConnection;
import javax.management.remote.JMXConnector;
import javax.management.remote.JMXConnectorFactory;
import javax.management.remote.JMXServiceURL;

/**
 * A target JVM's own count of the bytes its threads allocated
 * (ThreadMXBean.getTotalThreadAllocatedBytes, ended threads included), read through its local
 * management agent, which perfkit starts by attaching: exact, where sampled allocation events are
 * not, and a reading costs one local call rather than a recording.
 */
final class AllocationCounter implements AutoCloseable {

  private final JMXConnector connector;
  private final ThreadMXBean threads;

  private AllocationCounter(JMXConnector connector, ThreadMXBean threads) {
    this.connector = connector;
    this.threads = threads;
  }

  /** Attaches to the JVM {@code pid}; throws IOException in words when it cannot. */
  static AllocationCounter attach(long pid) throws IOException {
    String address;
    try {
      VirtualMachine vm = VirtualMachine.attach(Long.toString(pid));
      try {
        address = vm.startLocalManagementAgent();
      } finally {
        vm.detach();
      }
    } catch (com.sun.tools.attach.AttachNotSupportedException | RuntimeException e) {
      throw new IOException("cannot attach to process " + pid + ": " + e.getMessage(), e);
    }
    JMXConnector connector = JMXConnectorFactory.connect(new JMXServiceURL(address));
    MBeanServerConnection server = connector.getMBeanServerConnection();
    ThreadMXBean threads =
        ManagementFactory.newPlatformMXBeanProxy(
            server, ManagementFactory.THREAD_MXBEAN_NAME, ThreadMXBean.class);
    return new AllocationCounter(connector, threads);
  }

  /** The bytes allocated since the JVM started. */
  long allocatedBytes() {
    return threads.getTotalThreadAllocatedBytes();
  }

  @Override
  public void close() {
    try {
      connector.close();
    } catch (IOException e) {
      // The target has ended: nothing to close.
    }
  }
}
