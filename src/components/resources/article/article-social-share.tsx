import { useId, type ComponentProps } from "react";
import { SocialIcon } from "@/components/icons/social-icons";
import { Button } from "@/components/ui/button";
import type { ArticleSocialNetwork, InsightArticleContent } from "@/content/types";
import { toast } from "@/lib/toast";
import { fillTemplate } from "@/lib/text";
import { openSharePopup } from "@/lib/share";
import { cn } from "@/lib/utils";

/* The shell's social icons have no Facebook mark, so it is drawn here. */
function FacebookIcon(props: ComponentProps<"svg">) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      <path d="M24 12.07C24 5.41 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.04V9.41c0-3.02 1.8-4.7 4.54-4.7 1.31 0 2.68.24 2.68.24v2.97h-1.5c-1.5 0-1.96.93-1.96 1.89v2.26h3.32l-.53 3.5h-2.8V24C19.62 23.1 24 18.1 24 12.07Z" />
    </svg>
  );
}

function NetworkIcon({ network }: { network: ArticleSocialNetwork }) {
  if (network === "facebook") return <FacebookIcon />;
  return <SocialIcon name={network === "twitter" ? "x" : "linkedin"} />;
}

type ArticleSocialShareProps = InsightArticleContent["share"] & {
  /** The shared page, e.g. "/resources/insights/ai-predictions-2025". */
  path: string;
  /** The article title, passed to networks that take a post text. */
  shareTitle: string;
  className?: string;
};

/** One button per network; each opens the network's share window (600 by 400) for this page. */
export function ArticleSocialShare({
  title,
  networks,
  toast: toastTemplate,
  path,
  shareTitle,
  className,
}: ArticleSocialShareProps) {
  const labelId = useId();

  function share(network: ArticleSocialNetwork, label: string) {
    openSharePopup(network, { url: new URL(path, window.location.origin).href, title: shareTitle });
    toast({ title: fillTemplate(toastTemplate, { network: label }) });
  }

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className={cn("flex flex-wrap items-center gap-2", className)}
    >
      <span
        id={labelId}
        className="mr-1 w-full text-sm font-medium text-muted-foreground sm:w-auto"
      >
        {title}
      </span>
      {networks.map(({ network, label }) => (
        <Button key={network} variant="outline" size="sm" onClick={() => share(network, label)}>
          <NetworkIcon network={network} />
          {label}
        </Button>
      ))}
    </div>
  );
}
