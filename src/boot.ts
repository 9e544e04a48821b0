/**
 * Browser entry. Every page arrives prerendered, so React only adds interactivity: fetch it
 * once the largest paint is on screen, so that it never competes with the HTML, the
 * stylesheet and the font for the visitor's first view of the page.
 *
 * "After the first frame" (requestAnimationFrame, then a task) is not enough: on a busy
 * device the frame is drawn and presented later than that task runs, so the app's code was
 * sometimes requested and run before the largest paint was presented, and Lighthouse's model
 * then counted the paint as waiting for it (LCP 2.1 s instead of 1.0 s on /contact in one run).
 * The browser reports the largest paint once it is presented; the app starts in the frame
 * after that report and after the brand font has loaded (its swap repaints the text), or
 * after 2.5 s at the latest.
 */
import "./styles.css";

let started = false;
const startApp = () => {
  if (started) return;
  started = true;
  void import("./main");
};

const afterNextFrame = (run: () => void) => requestAnimationFrame(() => setTimeout(run));

function whenLargestPaintShown(): Promise<void> {
  return new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint")) {
      afterNextFrame(resolve); // Safari and Firefox: no report, so the first frame has to do
      return;
    }
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: "largest-contentful-paint", buffered: true });
  });
}

if (document.visibilityState === "hidden") {
  startApp(); // a background tab paints nothing yet, so there is nothing to wait for
} else {
  void Promise.all([whenLargestPaintShown(), document.fonts.ready]).then(() =>
    afterNextFrame(startApp),
  );
  setTimeout(startApp, 2500);
}
