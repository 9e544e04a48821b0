/**
 * The browser's entry (index.html's one module script): the stylesheet, then the boot, which
 * keeps the page static until the visitor acts (docs/loading.md).
 */
import "../styles.css";
import { startBoot } from "./boot";
import { lifecycle } from "./lifecycle";
import { loadAppStylesheet } from "./page-code";

// The app waits for the whole stylesheet as well as its code: it draws what the page's did not hold.
startBoot(lifecycle, () =>
  Promise.all([import("../main"), loadAppStylesheet()]).then(([app]) => app),
);
