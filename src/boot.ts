/**
 * Browser entry. Every page arrives prerendered, so React only adds interactivity:
 * fetch it once the first frame is painted, so that it never competes with the HTML,
 * the stylesheet and the images for the visitor's first view of the page.
 */
import "./styles.css";

const startApp = () => void import("./main");

if (document.visibilityState === "hidden") {
  startApp(); // a background tab paints nothing yet, so there is nothing to wait for
} else {
  // requestAnimationFrame runs just before the first paint; the timeout, just after it.
  requestAnimationFrame(() => setTimeout(startApp));
}
