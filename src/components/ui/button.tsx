import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import { Loader2 } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export const buttonVariants = cva(
  "shrink-0 items-center justify-center gap-2 whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground shadow-sm hover:bg-primary/90",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
        outline: "border border-input bg-background hover:bg-accent hover:text-accent-foreground",
        ghost: "hover:bg-accent hover:text-accent-foreground",
        destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
        link: "text-primary underline-offset-4 hover:underline",
        /** A muted ghost whose hover only darkens the text (a "back to" link). */
        quiet: "text-muted-foreground hover:bg-accent hover:text-foreground",
        /** Pressed (aria-pressed) states of the outline and ghost toggles. */
        "outline-pressed":
          "border border-primary/50 bg-accent text-accent-foreground hover:bg-accent hover:text-accent-foreground",
        "ghost-pressed": "bg-accent text-primary hover:bg-accent hover:text-primary",
        /** An outline on the primary colour (the CTA band); in dark mode, the plain outline. */
        "outline-inverse":
          "border border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground dark:border-border dark:text-foreground dark:hover:bg-accent dark:hover:text-accent-foreground",
      },
      size: {
        default: "h-10 rounded-md px-4 py-2 text-sm font-semibold",
        xs: "h-8 rounded-md px-2.5 text-sm font-semibold",
        sm: "h-9 rounded-md px-3 text-sm font-semibold",
        lg: "h-12 rounded-md px-6 text-base font-semibold",
        icon: "size-10 rounded-md text-sm font-semibold",
        "icon-sm": "size-9 rounded-md text-sm font-semibold",
        /** A round filter chip. */
        pill: "h-9 rounded-full px-4 text-sm font-medium",
        /** No box: a link-styled button in running text. */
        inline: "h-auto rounded-md px-0 text-sm font-semibold",
      },
      /** Only from the `sm` breakpoint up. */
      hiddenOnPhones: { false: "inline-flex", true: "hidden sm:inline-flex" },
    },
    defaultVariants: { variant: "default", size: "default", hiddenOnPhones: false },
  },
);

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (e.g. a router Link) with button styles instead of a <button>. */
    asChild?: boolean;
    /**
     * Busy: the button refuses clicks, shows a spinner and `pendingLabel`, and a status region
     * announces it. It stays focusable (aria-disabled, not disabled), so keyboard users keep their place.
     */
    pending?: boolean;
    /** What the button says while pending ('Sending Message...'). */
    pendingLabel?: string;
  };

export function Button({
  className,
  variant,
  size,
  hiddenOnPhones,
  asChild = false,
  type,
  pending = false,
  pendingLabel,
  onClick,
  children,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size, hiddenOnPhones }), className);
  if (asChild) {
    return (
      <Slot className={classes} onClick={onClick} {...props}>
        {children}
      </Slot>
    );
  }
  const button = (
    <button
      type={type ?? "button"}
      className={classes}
      // Only a script can answer this button: hidden without JavaScript (src/styles.css).
      data-needs-js={onClick && type !== "submit" ? "" : undefined}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      onClick={(event) => {
        if (pending) event.preventDefault();
        else onClick?.(event);
      }}
      {...props}
    >
      {pending ? (
        <>
          <Loader2 className="motion-safe:animate-spin" aria-hidden="true" />
          {pendingLabel ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
  if (pendingLabel === undefined) return button;
  return (
    <>
      {button}
      <span role="status" className="sr-only">
        {pending ? pendingLabel : ""}
      </span>
    </>
  );
}
