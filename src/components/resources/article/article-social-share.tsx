import { useId } from "react";
import { SocialIcon } from "@/components/icons/social-icons";
import { Button } from "@/components/ui/button";
import type { ArticleSocialNetwork, InsightArticleContent } from "@/content/types";
import { toast } from "@/lib/toast";
import { fillTemplate } from "@/lib/text";
import { openSharePopup } from "@/lib/share";
import { cn } from "@/lib/utils";

function NetworkIcon({ network }: { network: ArticleSocialNetwork }) {
  return <SocialIcon name={network === "twitter" ? "x" : network} />;
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
