/**
 * The browser's entry (index.html's one module script): the stylesheet, then the boot, which
 * keeps the page static until the visitor acts (docs/loading.md).
 */
import "../styles.css";
import { startBoot } from "./boot";
import { lifecycle } from "./lifecycle";

startBoot(lifecycle, () => import("../main"));
