import { CalendarDays, Clock, Eye, MessageSquare, UserRound } from "lucide-react";
import { formatShortDate } from "@/lib/dates";
import { cn } from "@/lib/utils";

type ArticleMetaProps = {
  author?: string;
  /** ISO date, shown as "Mar 12, 2024". */
  date?: string;
  readTime?: string;
  views?: string;
  /** Read aloud after the view count ("views"). */
  viewsLabel?: string;
  comments?: number;
  /** Read aloud after the comment count ("comments"). */
  commentsLabel?: string;
  /** Closer items, for a card's footer. */
  dense?: boolean;
  /**
   * The author on a line of their own, the rest under it: a card's byline then always takes
   * two lines, so the bylines and footers of a row of cards line up (a row that wrapped after
   * a long name sat a line higher than its neighbours').
   */
  authorLine?: boolean;
  className?: string;
};

/** The author, date, reading time and counts of an article, in one row of small icon-led facts. */
export function ArticleMeta({
  author,
  date,
  readTime,
  views,
  viewsLabel,
  comments,
  commentsLabel,
  dense = false,
  authorLine = false,
  className,
}: ArticleMetaProps) {
  return (
    <ul
      className={cn(
        "flex flex-wrap items-center gap-y-1.5 text-sm text-muted-foreground",
        dense ? "gap-x-3" : "gap-x-4",
        className,
      )}
    >
      {author && (
        <li className={cn("inline-flex items-center gap-1.5", authorLine && "basis-full")}>
          <UserRound className="size-4 shrink-0" aria-hidden="true" />
          <span className="font-medium text-foreground">{author}</span>
        </li>
      )}
      {date && (
        <li className="inline-flex items-center gap-1.5">
          <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
          <time dateTime={date}>{formatShortDate(date)}</time>
        </li>
      )}
      {readTime && (
        <li className="inline-flex items-center gap-1.5">
          <Clock className="size-4 shrink-0" aria-hidden="true" />
          {readTime}
        </li>
      )}
      {views && (
        <li className="inline-flex items-center gap-1.5">
          <Eye className="size-4 shrink-0" aria-hidden="true" />
          {views}
          {viewsLabel && <span className="sr-only"> {viewsLabel}</span>}
        </li>
      )}
      {comments !== undefined && (
        <li className="inline-flex items-center gap-1.5">
          <MessageSquare className="size-4 shrink-0" aria-hidden="true" />
          {comments}
          {commentsLabel && <span className="sr-only"> {commentsLabel}</span>}
        </li>
      )}
    </ul>
  );
}
