import { Moon, Sun } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { shellMenus } from "./shell-menus";

/** Light, Dark or System. A plain button until the menu's code arrives (see shell-menus.ts). */
export function ThemeToggle() {
  const menus = shellMenus.useModule();
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const [focused, setFocused] = useState(false);
  if (menus) return <menus.ThemeMenu defaultOpen={openOnLoad} focusTrigger={focused} />;
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Change theme"
      aria-haspopup="menu"
      aria-expanded="false"
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onClick={() => {
        setOpenOnLoad(true);
        void shellMenus.start();
      }}
    >
      {/* The icon follows the class on <html>, so it is right before React loads. */}
      <Sun className="dark:hidden" aria-hidden="true" />
      <Moon className="hidden dark:block" aria-hidden="true" />
    </Button>
  );
}
