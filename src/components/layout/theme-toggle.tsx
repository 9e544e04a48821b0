import { Moon, Sun } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useMenuPlaceholder } from "./shell-menus";

/** Light, Dark or System. A plain button until the menu's code arrives (see shell-menus.ts). */
export function ThemeToggle() {
  const { menus, handoff, triggerProps } = useMenuPlaceholder();
  if (menus) return <menus.ThemeMenu {...handoff} />;
  return (
    <Button variant="ghost" size="icon" aria-label="Change theme" {...triggerProps}>
      {/* The icon follows the class on <html>, so it is right before React loads. */}
      <Sun className="dark:hidden" aria-hidden="true" />
      <Moon className="hidden dark:block" aria-hidden="true" />
    </Button>
  );
}
