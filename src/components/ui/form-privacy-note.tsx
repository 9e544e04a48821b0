import { Link } from "@/components/ui/link";
import { formNotices } from "@/content/forms";
import { cn } from "@/lib/utils";

/** The line under every form: what is stored, and a link to the privacy page. */
export function FormPrivacyNote({ className }: { className?: string }) {
  const { text, linkLabel, href } = formNotices.privacyNote;
  return (
    <p className={cn("text-xs text-muted-foreground", className)}>
      {text}{" "}
      <Link to={href} className="underline underline-offset-4 hover:text-foreground">
        {linkLabel}
      </Link>
      .
    </p>
  );
}

/** In every form: says, only to a browser without JavaScript, that sending needs it. */
export function FormNeedsJavaScript({ className }: { className?: string }) {
  return (
    <noscript>
      <p role="note" className={cn("text-sm font-medium text-destructive", className)}>
        {formNotices.needsJavaScript}
      </p>
    </noscript>
  );
}
