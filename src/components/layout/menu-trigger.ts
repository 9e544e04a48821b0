/** The look of a top-level header menu item, shared by the plain link/button and the Radix trigger. */
export const navItemClasses =
  "inline-flex h-9 items-center gap-1 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground data-[active=true]:bg-accent/70 data-[active=true]:text-foreground";

/** What a light placeholder trigger hands over when the real Radix menu arrives. */
export type MenuHandoff = {
  /** Open at once: the visitor clicked the placeholder before this code had loaded. */
  defaultOpen: boolean;
  /** The placeholder had focus: keep it on the same control. */
  focusTrigger: boolean;
};
