import { Download, FileText, Star } from "lucide-react";
import type { WhitePaper, WhitePapersPageContent } from "@/content/types";
import { fillTemplate } from "@/lib/text";

type Labels = WhitePapersPageContent["labels"];

/** The featured paper's figures (a list of three, rating last) and a card's (pages, downloads). */
const looks = {
  featured: {
    List: "ul",
    Item: "li",
    list: "mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium",
    item: "inline-flex items-center gap-2",
    icon: "size-4 text-primary",
    rating: true,
  },
  card: {
    List: "span",
    Item: "span",
    list: "flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground",
    item: "inline-flex items-center gap-1",
    icon: "size-3.5",
    rating: false,
  },
} as const;

type PaperFiguresProps = {
  paper: WhitePaper;
  labels: Labels;
  look: keyof typeof looks;
};

/** A white paper's page count and downloads (and, featured, its rating), each with its icon. */
export function PaperFigures({ paper, labels, look }: PaperFiguresProps) {
  const { List, Item, list, item, icon, rating } = looks[look];
  return (
    <List className={list}>
      <Item className={item}>
        <FileText className={icon} aria-hidden="true" />
        {fillTemplate(labels.pages, { pages: paper.pages })}
      </Item>
      <Item className={item}>
        <Download className={icon} aria-hidden="true" />
        {fillTemplate(labels.downloads, { count: paper.downloadCount })}
      </Item>
      {rating && (
        <PaperRating as={Item} rating={paper.rating} label={labels.rating} className={item} />
      )}
    </List>
  );
}

type PaperRatingProps = {
  rating: number;
  /** What screen readers hear, with {rating}. */
  label: string;
  as?: "li" | "span";
  className?: string;
};

/** A paper's rating: a star and the figure, read out as a sentence. */
export function PaperRating({ rating, label, as: Item = "span", className }: PaperRatingProps) {
  return (
    <Item className={className}>
      <Star className="size-4 fill-current text-primary" aria-hidden="true" />
      <span aria-hidden="true">{rating}</span>
      <span className="sr-only">{fillTemplate(label, { rating })}</span>
    </Item>
  );
}
