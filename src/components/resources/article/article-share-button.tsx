import { Share2 } from "lucide-react";
import { useState } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import type { ArticleShareCopy } from "@/content/types";
import { shareLink } from "@/lib/share";

type ArticleShareButtonProps = {
  copy: ArticleShareCopy;
  title: string;
  text: string;
  /** The page to share, e.g. "/resources/blog/ai-ethics"; the current address's origin is added. */
  path: string;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  className?: string;
};

/** Share: the device's share sheet, or the link copied to the clipboard with a toast. */
export function ArticleShareButton({
  copy,
  title,
  text,
  path,
  variant = "outline",
  size = "default",
  className,
}: ArticleShareButtonProps) {
  const [busy, setBusy] = useState(false);

  async function handleClick() {
    setBusy(true);
    try {
      await shareLink({ title, text, url: new URL(path, window.location.origin).href }, copy);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      onClick={handleClick}
      aria-busy={busy || undefined}
    >
      <Share2 aria-hidden="true" />
      {copy.label}
    </Button>
  );
}

type ArticleShareBoxProps = Omit<ArticleShareButtonProps, "variant" | "size" | "className"> & {
  heading: string;
  description: string;
};

/** The box under an article body that invites readers to pass it on. */
export function ArticleShareBox({ heading, description, ...share }: ArticleShareBoxProps) {
  return (
    <div className="mt-14 flex flex-col gap-4 rounded-lg border bg-card p-6 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-semibold">{heading}</p>
        <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      </div>
      <ArticleShareButton {...share} className="shrink-0" />
    </div>
  );
}
