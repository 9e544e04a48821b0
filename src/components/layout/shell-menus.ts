import { useState, type PointerEvent } from "react";
import { lazyModule } from "@/lib/lazy";
import type { MenuHandoff } from "./menu-trigger";

/**
 * The header's Radix menus (the desktop dropdowns), kept out of every page's first-load
 * JavaScript: they load when a visitor first points at, focuses or taps the header, and the
 * header shows plain buttons until then. (The theme menu is a native popover: theme-toggle.tsx.)
 */
export const shellMenus = lazyModule(() => import("./shell-menus-radix"));

/**
 * A plain menu button until the Radix menu arrives: `triggerProps` go on the placeholder,
 * `handoff` on the real menu, which then opens at once if the placeholder was clicked
 * and takes focus if the placeholder had it.
 */
export function useMenuPlaceholder() {
  const menus = shellMenus.useModule();
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const [focused, setFocused] = useState(false);
  const handoff: MenuHandoff = { defaultOpen: openOnLoad, focusTrigger: focused };
  const open = () => {
    setOpenOnLoad(true);
    void shellMenus.load();
  };
  const triggerProps = {
    "aria-haspopup": "menu",
    "aria-expanded": "false",
    "data-needs-js": "",
    onFocus: () => setFocused(true),
    onBlur: () => setFocused(false),
    // On the press, as the Radix trigger opens: if the menu's code arrives between press and
    // release, this button is gone before its click, and the press alone must open the menu.
    onPointerDown: (event: PointerEvent) => {
      if (event.button === 0 && !event.ctrlKey) open();
    },
    onClick: open, // keyboard (Enter, Space) and assistive technology
  } as const;
  return { menus, handoff, triggerProps };
}
