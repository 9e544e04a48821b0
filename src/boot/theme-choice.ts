/**
 * The theme menu before the app is live. Part of the boot. The menu is a native popover
 * (src/components/layout/theme-toggle.tsx) that the browser opens by itself; a choice made in
 * it is applied here, at once, as the app's theme store would apply it (src/lib/theme.ts), and
 * the app reads the stored choice when it takes over.
 */
import * as theme from "@/lib/theme";
import type { Lifecycle } from "./lifecycle";

/** The attribute a theme menu's buttons carry, naming their theme. */
export const themeChoice = "data-theme-choice";

export function chooseThemeBeforeApp(lifecycle: Lifecycle, signal?: AbortSignal) {
  const mark = (chosen: theme.Theme) => {
    for (const button of document.querySelectorAll(`[${themeChoice}]`))
      button.setAttribute("aria-pressed", String(button.getAttribute(themeChoice) === chosen));
  };
  // The prerendered menu marks System: the stored choice is marked as the menu opens.
  const onToggle = (event: Event) => {
    const menu = event.target;
    if (lifecycle.phase() === "live" || !(menu instanceof Element)) return;
    if (menu.querySelector(`[${themeChoice}]`)) mark(theme.readStoredTheme());
  };
  const onClick = (event: MouseEvent) => {
    const choice =
      event.target instanceof Element ? event.target.closest(`[${themeChoice}]`) : null;
    if (lifecycle.phase() === "live" || !choice) return;
    const chosen = choice.getAttribute(themeChoice) as theme.Theme;
    theme.storeTheme(chosen);
    theme.applyResolvedTheme(theme.resolveTheme(chosen, theme.systemPrefersDark()));
    mark(chosen);
    choice.closest<HTMLElement>("[popover]")?.hidePopover();
  };
  window.addEventListener("beforetoggle", onToggle, { capture: true, signal });
  window.addEventListener("click", onClick, { capture: true, signal });
}
