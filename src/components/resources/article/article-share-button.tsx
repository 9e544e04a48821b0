import { Share2 } from "lucide-react";
import { Button, type ButtonProps } from "@/components/ui/button";
import type { ArticleShareCopy, BlogArticleTemplateContent } from "@/content/types";
import { usePending } from "@/hooks/use-pending";
import { shareLink } from "@/lib/share";

type ArticleShareButtonProps = Pick<ButtonProps, "variant" | "size" | "className"> & {
  copy: ArticleShareCopy;
  title: string;
  text: string;
  /** The page to share, e.g. "/resources/blog/ai-ethics"; the current address's origin is added. */
  path: string;
};

/** Share: the device's share sheet, or the link copied to the clipboard with a toast. */
export function ArticleShareButton({
  copy,
  title,
  text,
  path,
  ...buttonProps
}: ArticleShareButtonProps) {
  const [busy, run] = usePending();
  const url = () => new URL(path, window.location.origin).href;

  return (
    <Button
      variant="outline"
      {...buttonProps}
      pending={busy}
      onClick={() => run(() => shareLink({ title, text, url: url() }, copy))}
    >
      {!busy && <Share2 aria-hidden="true" />}
      {copy.label}
    </Button>
  );
}

type ArticleShareBoxProps = BlogArticleTemplateContent["endShare"] & {
  share: ArticleShareButtonProps;
};

/** The box under an article body that invites readers to pass it on. */
export function ArticleShareBox({ title, description, share }: ArticleShareBoxProps) {
  return (
    <div className="mt-14 flex flex-col gap-4 rounded-lg border bg-card p-6 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-semibold">{title}</p>
        <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      </div>
      <ArticleShareButton {...share} />
    </div>
  );
}
