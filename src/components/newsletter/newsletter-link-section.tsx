import { CheckCircle2, CircleAlert, Loader2 } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { useHydrated } from "@/hooks/use-hydrated";
import type { NewsletterLinkPageContent } from "@/content/types/legal";
import { cn } from "@/lib/utils";

type Status = "working" | "done" | "missingToken" | "failed";

/** The icon that opens the outcome card, and its colour, for each status. */
const statusIcons = {
  working: {
    Icon: Loader2,
    className: "animate-spin text-muted-foreground motion-reduce:animate-none",
  },
  done: { Icon: CheckCircle2, className: "text-primary" },
  missingToken: { Icon: CircleAlert, className: "text-destructive" },
  failed: { Icon: CircleAlert, className: "text-destructive" },
} satisfies Record<Status, { Icon: typeof Loader2; className: string }>;

type NewsletterLinkSectionProps = {
  content: NewsletterLinkPageContent;
  /** Calls the database with the link's token; resolves the same way whatever the token was. */
  action: (token: string) => Promise<void>;
};

/**
 * The body of a newsletter link page. The prerendered page shows the working
 * state; after hydration it reads ?token=, calls `action` once and shows one
 * neutral outcome (or a retry button when the call itself failed).
 */
export function NewsletterLinkSection({ content, action }: NewsletterLinkSectionProps) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token")?.trim() ?? "";
  const hydrated = useHydrated();
  const [attempt, setAttempt] = useState(0);
  const request = `${attempt}:${token}`;
  const [result, setResult] = useState<{ request: string; status: Status }>();

  useEffect(() => {
    if (!token) return;
    let current = true;
    action(token).then(
      () => current && setResult({ request, status: "done" }),
      () => current && setResult({ request, status: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [action, token, request]);

  // The prerendered page and the first render in the browser show the working state.
  const status: Status = !hydrated
    ? "working"
    : !token
      ? "missingToken"
      : result?.request === request
        ? result.status
        : "working";
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const text = content[status];
  const { Icon, className: iconClassName } = statusIcons[status];

  return (
    // The outcome needs the app: it takes over as soon as the page is painted (src/boot/boot.ts).
    <section
      id="newsletter-status"
      data-takeover="load"
      className="container flex min-h-[60vh] max-w-2xl flex-col items-center justify-center gap-6 py-24 text-center"
    >
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{content.title}</h1>
      {/* The title and description keep their elements and only change their text, left-aligned
          so each line starts where it did, with room for the longest outcome: nothing shifts
          when the outcome arrives, and no new element counts as a late largest paint. */}
      <div
        role="status"
        aria-live="polite"
        className="flex w-full max-w-md flex-col gap-3 rounded-lg border bg-card p-6 text-left sm:flex-row sm:gap-4"
      >
        <Icon aria-hidden="true" className={cn("size-8 shrink-0", iconClassName)} />
        <div className="grid gap-2">
          <h2 className="text-xl font-semibold">{text.title}</h2>
          <p className="min-h-[4lh] text-muted-foreground sm:min-h-[3lh]">{text.description}</p>
        </div>
      </div>
      {/* A new row when the retry button joins, so the home link is replaced rather than moved. */}
      <div
        key={status === "failed" ? "with-retry" : "home-only"}
        className="flex flex-wrap justify-center gap-3"
      >
        {status === "failed" && (
          <Button type="button" size="lg" onClick={retry}>
            {content.retryLabel}
          </Button>
        )}
        <Button asChild size="lg" variant={status === "failed" ? "outline" : "default"}>
          <Link to={content.homeLink.href}>{content.homeLink.label}</Link>
        </Button>
      </div>
    </section>
  );
}
