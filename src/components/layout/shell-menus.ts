import { lazyModule } from "@/lib/lazy-module";

/**
 * The header's Radix menus and drawer, kept out of every page's first-load
 * JavaScript: they load when a visitor first points at, focuses or taps the
 * header, and the header shows plain buttons until then.
 */
export const shellMenus = lazyModule(() => import("./shell-menus-radix"));
