package dev.perfkit.analyzers.stacks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every spelling of a generated name perfkit meets, each with the exact stable name it folds to.
 * The JFR spellings are what {@code RecordedClass.getName()} gave for a lambda on JDK 25 and 17.
 */
class FrameNamesTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          # async-profiler on JDK 21+, dotted and slashed
          dev.perfkit.NioTransport$$Lambda.0x0000000017049978.run | dev.perfkit.NioTransport$$Lambda.run
          dev/perfkit/NioTransport$$Lambda.0x0000000041049978.run | dev/perfkit/NioTransport$$Lambda.run
          # the JVM's own name of a hidden class
          dev/perfkit/Foo$$Lambda/0x0000000800c03000.run | dev/perfkit/Foo$$Lambda.run
          # JDK 17: a counter and an address
          Foo$$Lambda$14/0x0000000800c03000.run | Foo$$Lambda.run
          Foo$$Lambda$14.0x0000000800c03000.run | Foo$$Lambda.run
          # JFR: JDK 25, then JDK 17 (the JVM's '/' dotted by getName())
          Lambdas$$Lambda.0x0000000027045210.get | Lambdas$$Lambda.get
          Lambdas$$Lambda$89+0x00007f833c007400.1790421142.invoke | Lambdas$$Lambda.invoke
          Lambdas$$Lambda$89+0x00007f833c007400/1790421142.invoke | Lambdas$$Lambda.invoke
          # method-handle lambda forms
          java.lang.invoke.LambdaForm$MH/0x0000000800c0c400.invoke | java.lang.invoke.LambdaForm$MH.invoke
          java.lang.invoke.LambdaForm$DMH.0x0000000027046000.invokeStatic | java.lang.invoke.LambdaForm$DMH.invokeStatic
          java/lang/invoke/LambdaForm$BMH/0x00000008000c1234.reinvoke | java/lang/invoke/LambdaForm$BMH.reinvoke
          # proxies, in their numbered dynamic modules on JDK 16+
          $Proxy12.work | $Proxy.work
          com.sun.proxy.$Proxy7.invoke | com.sun.proxy.$Proxy.invoke
          jdk.proxy2.$Proxy24.work | jdk.proxy.$Proxy.work
          jdk/proxy1/$Proxy3.work | jdk/proxy/$Proxy.work
          # reflection's generated accessors
          jdk.internal.reflect.GeneratedMethodAccessor12.invoke | jdk.internal.reflect.GeneratedMethodAccessor.invoke
          jdk.internal.reflect.GeneratedConstructorAccessor7.newInstance | jdk.internal.reflect.GeneratedConstructorAccessor.newInstance
          jdk.internal.reflect.GeneratedSerializationConstructorAccessor3.newInstance | jdk.internal.reflect.GeneratedSerializationConstructorAccessor.newInstance
          # bytecode-generated subclasses
          com.acme.Service$$EnhancerByCGLIB$$1a2b3c.handle | com.acme.Service$$EnhancerByCGLIB.handle
          com.acme.Service$$EnhancerBySpringCGLIB$$9f8e7d6c.handle | com.acme.Service$$EnhancerBySpringCGLIB.handle
          com.acme.Service$$SpringCGLIB$$0.handle | com.acme.Service$$SpringCGLIB.handle
          com.acme.Service$$FastClassBySpringCGLIB$$5e4d.invoke | com.acme.Service$$FastClassBySpringCGLIB.invoke
          com.acme.Service$ByteBuddy$abc123.handle | com.acme.Service$ByteBuddy.handle
          com.acme.Order$HibernateProxy$XyZ12aB.getId | com.acme.Order$HibernateProxy.getId
          com.acme.Service$MockitoMock$1234567.handle | com.acme.Service$MockitoMock.handle
          # an allocated hidden class, as an allocation profile's leaf
          dev.perfkit.Foo$$Lambda.0x0000000017049978 | dev.perfkit.Foo$$Lambda
          # names that must stay as they are
          dev.perfkit.Foo.lambda$handle$0 | dev.perfkit.Foo.lambda$handle$0
          dev.perfkit.Foo$Inner$2.run | dev.perfkit.Foo$Inner$2.run
          java.util.HashMap.get | java.util.HashMap.get
          jdk.proxyless.Tool.run | jdk.proxyless.Tool.run
          com.acme.GeneratedReport.build | com.acme.GeneratedReport.build
          """)
  void foldsEachSpellingToItsStableName(String raw, String stable) {
    assertEquals(stable, FrameNames.normalize(raw));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          # a collapsed-stacks line, frame types kept, the count untouched
          [main tid=42];Foo$$Lambda$14/0x0000000800c03000.run_[j];Foo.lambda$run$0_[i];byte[]_[k] 1024 | [main tid=42];Foo$$Lambda.run_[j];Foo.lambda$run$0_[i];byte[]_[k] 1024
          # a finding's subject: a call site
          Foo$$Lambda.0x0000000017049978.run -> jdk.proxy2.$Proxy12.work | Foo$$Lambda.run -> jdk.proxy.$Proxy.work
          """)
  void foldsEveryNameInALineOrSubject(String raw, String stable) {
    assertEquals(stable, FrameNames.normalize(raw));
  }
}
