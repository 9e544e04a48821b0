import { Check, Monitor, Moon, Sun } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { themeLabels } from "@/content/navigation";
import { themeChoice } from "@/boot/theme-choice";
import { themes, type Theme } from "@/lib/theme";
import { cn } from "@/lib/utils";
import { useTheme } from "./theme-sync";

const menuId = "theme-menu";
const icons: Record<Theme, typeof Sun> = { light: Sun, dark: Moon, system: Monitor };
const browserShowsPopovers = () =>
  typeof HTMLElement !== "undefined" && "popover" in HTMLElement.prototype;

/**
 * Light, Dark or System: a button and a native popover, so the first tap opens it at once,
 * however far the app still is from taking over. Until then the boot applies a choice
 * (src/boot/theme-choice.ts); once live, the theme store does.
 */
export function ThemeToggle() {
  const { theme, setTheme } = useTheme();
  // Where the browser has no popovers, the menu opens by the app, as a plain box.
  const [openWithoutPopover, setOpenWithoutPopover] = useState(false);
  const close = () => {
    if (browserShowsPopovers()) document.getElementById(menuId)?.hidePopover();
    setOpenWithoutPopover(false);
  };
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Change theme"
        popoverTarget={menuId}
        className="[anchor-name:--theme-toggle]"
        onClick={() => browserShowsPopovers() || setOpenWithoutPopover((open) => !open)}
      >
        {/* The icon follows the class on <html>, so it is right before React loads. */}
        <Sun className="dark:hidden" aria-hidden="true" />
        <Moon className="hidden dark:block" aria-hidden="true" />
      </Button>
      <div
        id={menuId}
        popover="auto"
        role="group"
        aria-label="Theme"
        data-open={openWithoutPopover || undefined}
        className={cn(
          // Below the header at its right, or below the button where anchors are supported.
          "fixed inset-auto top-[4.25rem] right-4 m-0 hidden min-w-44 flex-col rounded-lg border bg-popover p-1.5 text-popover-foreground shadow-lg",
          "supports-[position-anchor:--a]:top-[calc(anchor(bottom)+0.5rem)] supports-[position-anchor:--a]:right-[anchor(right)] supports-[position-anchor:--a]:[position-anchor:--theme-toggle]",
          "open:flex data-open:flex",
        )}
      >
        {themes.map((option) => {
          const Icon = icons[option];
          return (
            <button
              key={option}
              type="button"
              {...{ [themeChoice]: option }}
              aria-pressed={theme === option}
              onClick={() => {
                setTheme(option);
                close();
              }}
              className="group relative flex cursor-pointer items-center gap-2 rounded-md py-2 pr-3 pl-8 text-left text-sm outline-none select-none hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent focus-visible:text-accent-foreground [&_svg]:size-4"
            >
              <Check
                className="absolute left-2 group-aria-[pressed=false]:invisible"
                aria-hidden="true"
              />
              <Icon aria-hidden="true" />
              {themeLabels[option]}
            </button>
          );
        })}
      </div>
    </>
  );
}
