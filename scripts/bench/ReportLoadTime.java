import java.io.File;
import java.time.Duration;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Times how long headless Chromium takes to load a report and draw it: java -cp ... ReportLoadTime
 * CHROMIUM CHROMEDRIVER REPORT RUNS. Each run opens the page afresh and reads, in the page, the
 * milliseconds from the start of navigation to the second animation frame after the load event
 * (by then the flame graphs and the charts have drawn); prints one number a line.
 */
public class ReportLoadTime {
  public static void main(String[] args) {
    ChromeOptions options = new ChromeOptions();
    options.setBinary(new File(args[0]));
    options.addArguments(
        "--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
        "--window-size=1280,1000", "--no-first-run", "--disable-background-networking",
        "--proxy-server=127.0.0.1:9", "--host-resolver-rules=MAP * ~NOTFOUND");
    ChromeDriverService service =
        new ChromeDriverService.Builder().usingDriverExecutable(new File(args[1])).build();
    ChromeDriver driver = new ChromeDriver(service, options);
    try {
      driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(60));
      String page = new File(args[2]).toURI().toString();
      for (int run = 0; run < Integer.parseInt(args[3]); run++) {
        driver.get("about:blank");
        driver.get(page);
        Object ms =
            driver.executeAsyncScript(
                "const done = arguments[0];"
                    + " requestAnimationFrame(() => requestAnimationFrame("
                    + " () => done(performance.now())));");
        System.out.printf("%.0f%n", ((Number) ms).doubleValue());
      }
    } finally {
      driver.quit();
    }
  }
}
