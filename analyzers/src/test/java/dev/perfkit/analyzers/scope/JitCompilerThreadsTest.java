package dev.perfkit.analyzers.scope;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.perfkit.analyzers.rules.SyntheticProfiles;
import dev.perfkit.analyzers.stacks.StackEvent;
import dev.perfkit.analyzers.stacks.StackProfile;
import dev.perfkit.analyzers.stacks.ValueUnit;
import org.junit.jupiter.api.Test;

class JitCompilerThreadsTest {

  /** The shapes of the demo's legacy profile: C2 and C1 at work beside the request threads. */
  private static final StackProfile CPU =
      SyntheticProfiles.profile(
          StackEvent.CPU,
          ValueUnit.SAMPLES,
          0,
          "clone3;start_thread;thread_native_entry;Thread::call_run;"
              + "JavaThread::thread_main_inner;CompileBroker::compiler_thread_loop;"
              + "CompileBroker::invoke_compiler_on_method;C2Compiler::compile_method 400",
          "clone3;start_thread;thread_native_entry;Thread::call_run;"
              + "JavaThread::thread_main_inner;CompileBroker::compiler_thread_loop;"
              + "CompileBroker::invoke_compiler_on_method;Compiler::compile_method 70",
          "clone3;start_thread;thread_native_entry;Thread::call_run;GCTask 30",
          "java.lang.VirtualThread.run;com.acme.Reader.read;java.lang.String.split 60",
          "java.lang.VirtualThread.run;com.acme.Handler.handle 440");

  @Test
  void theCompilerThreadsSamplesLeaveAndEveryOtherThreadsStay() {
    StackProfile application = JitCompilerThreads.without(CPU);
    assertEquals(1000, CPU.total());
    assertEquals(530, application.total());
    // The reader's subtree: 6% of all samples, 11% of the samples of the threads that ran code.
    assertEquals(60, application.share("com.acme.Reader.read").onStack());
    assertEquals(0, application.share("CompileBroker::compiler_thread_loop").onStack());
    assertEquals(30, application.share("GCTask").self());
    assertEquals(500, application.share("java.lang.VirtualThread.run").onStack());
  }
}
