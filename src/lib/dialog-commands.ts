/**
 * Whether this browser opens and closes a `<dialog>` from a button's `commandfor` by itself
 * (invoker commands). Where it does, the mobile menu works before the app has taken over the
 * page, and the boot leaves such clicks to the browser (src/boot/early-actions.ts); elsewhere
 * the buttons' click handlers do the same once the app is there (src/components/ui/sheet.tsx).
 */
export const browserRunsDialogCommands = () =>
  typeof HTMLButtonElement !== "undefined" && "command" in HTMLButtonElement.prototype;
