import { X } from "lucide-react";
import type { ReactNode, RefObject } from "react";
import { browserRunsDialogCommands } from "@/lib/dialog-commands";

/** The attributes that make a button open the sheet `id` with no script: spread on the button. */
export const opensSheet = (id: string) => ({
  commandfor: id,
  command: "show-modal" as const,
  "aria-haspopup": "dialog" as const,
});

type SheetProps = {
  /** The dialog's id, which the opening button names (`opensSheet(id)`). */
  id: string;
  title: string;
  /** For assistive technology only. */
  description: string;
  closeLabel?: string;
  ref?: RefObject<HTMLDialogElement | null>;
  children: ReactNode;
};

/**
 * A panel that slides in from the right: the browser's own modal `<dialog>`, so it opens at
 * the first tap, before any of the app's code has run. The browser keeps focus inside it,
 * makes the page behind inert, closes it on Escape, a tap outside or the back gesture
 * (`closedby="any"`), and gives focus back to the button that opened it. The page behind does
 * not scroll while it is open (src/styles.css).
 */
export function Sheet({
  id,
  title,
  description,
  closeLabel = "Close menu",
  ref,
  children,
}: SheetProps) {
  return (
    <dialog
      id={id}
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      closedby="any"
      // Where `closedby` is not supported: a click on the backdrop reaches the dialog itself.
      onClick={(event) => {
        const dialog = event.currentTarget;
        const box = dialog.getBoundingClientRect();
        if (event.target === dialog && (event.clientX < box.left || event.clientX > box.right))
          dialog.close();
      }}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none flex-col border-l bg-background p-0 text-foreground shadow-xl backdrop:bg-black/50 open:flex backdrop:motion-safe:animate-[overlay-in_200ms_ease-out] open:motion-safe:animate-[sheet-in_250ms_ease-out]"
    >
      <div className="border-b px-6 py-5">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        <p id={`${id}-description`} className="sr-only">
          {description}
        </p>
      </div>
      {children}
      <button
        type="button"
        commandfor={id}
        command="close"
        aria-label={closeLabel}
        onClick={(event) => {
          if (!browserRunsDialogCommands()) event.currentTarget.closest("dialog")?.close();
        }}
        className="absolute top-4 right-4 rounded-md p-2 text-muted-foreground hover:bg-accent hover:text-accent-foreground"
      >
        <X className="size-5" aria-hidden="true" />
      </button>
    </dialog>
  );
}
