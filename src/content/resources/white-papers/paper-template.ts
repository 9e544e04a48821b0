import type {
  CallToAction,
  DocumentSection,
  DownloadableDocument,
  PageMeta,
  Stat,
  WhitePaperPageContent,
} from "@/content/types";
import { documentHero, pdfFormat } from "@/content/resources/document-download";
import { requestCustomAnalysis } from "@/content/calls-to-action";

/** Copy that is the same on every white paper page (/resources/whitepapers/{slug}). */
export const whitePaperTemplate = {
  backLink: {
    label: "Back to White Papers",
    href: "/resources/white-papers",
  } satisfies CallToAction,
  eyebrow: "White Paper",
  /** The first hero badge; the second is the page count. */
  freeBadge: "Free",
  downloadLabel: "Download White Paper",
  previewLabel: "Preview Content",
  summaryTitle: "Executive Summary",
  takeawaysTitle: "Key Takeaways",
  keyStatsTitle: "Key Findings at a Glance",
  contentsTitle: "What's Inside",
  /** The heading of every paper's last chapter. */
  conclusionTitle: "Conclusion",
  moreLink: { label: "More White Papers", href: "/resources/white-papers" } satisfies CallToAction,
};

/** The two buttons that close every white paper page. */
export const whitePaperCtaActions = [
  requestCustomAnalysis,
  whitePaperTemplate.moreLink,
] satisfies CallToAction[];

/** What one white paper module writes; `whitePaperPage` adds the copy every paper shares. */
export type WhitePaperCopy = {
  meta: PageMeta;
  /** The hero's lead and facts; its title, author and publish date come from `document`. */
  hero: {
    description: string;
    /** Page count of the PDF, shown as "42 pages" in the badges, the format and on the cover. */
    pages: number;
    /** As shown, e.g. "About 80 minutes". */
    readingTime: string;
  };
  /** Revealed by 'Preview Content'; the PDF opens with the same text. */
  summary: WhitePaperSummary;
  keyStats: { description: string; items: Stat[] };
  contents: Omit<WhitePaperPageContent["contents"], "id" | "title">;
  /** The closing band's title and sentence; its buttons are the same on every paper. */
  cta: { title: string; description: string };
  /** What the Download button turns into a PDF. */
  document: DownloadableDocument;
};

export type WhitePaperSummary = { paragraphs: string[]; takeaways: string[] };

/** A chapter of the PDF that "What's Inside" also lists, with one line on what it covers. */
export type ListedChapter = DocumentSection & { description: string };

const template = whitePaperTemplate;

/** The "What's Inside" entries of the listed chapters, in order. */
export const chapterList = (chapters: ListedChapter[]) =>
  chapters.map(({ heading, description }) => ({ title: heading, description }));

/** A white paper's PDF: the executive summary, the chapters as written, then the conclusion. */
export function whitePaperDocument({
  summary,
  chapters,
  conclusion,
  ...cover
}: Omit<DownloadableDocument, "kind" | "sections"> & {
  summary: WhitePaperSummary;
  chapters: (DocumentSection & { description?: string })[];
  /** The paragraphs of the last chapter. */
  conclusion: string[];
}): DownloadableDocument {
  return {
    ...cover,
    kind: template.eyebrow,
    sections: [
      {
        heading: template.summaryTitle,
        paragraphs: summary.paragraphs,
        bullets: summary.takeaways,
      },
      ...chapters.map(({ heading, paragraphs, bullets }) => ({ heading, paragraphs, bullets })),
      { heading: template.conclusionTitle, paragraphs: conclusion },
    ],
  };
}

/** A white paper page from its own copy and the template's. */
export function whitePaperPage(copy: WhitePaperCopy): WhitePaperPageContent {
  const { document, hero, summary } = copy;
  return {
    hero: documentHero(template, document, hero, template.freeBadge, [
      { label: "Author", value: document.author },
      { label: "Published", value: document.publishDate },
      pdfFormat(hero.pages),
      { label: "Reading time", value: hero.readingTime },
    ]),
    meta: copy.meta,
    backLink: template.backLink,
    executiveSummary: {
      id: "executive-summary",
      previewLabel: template.previewLabel,
      title: template.summaryTitle,
      paragraphs: summary.paragraphs,
      takeawaysTitle: template.takeawaysTitle,
      takeaways: summary.takeaways,
    },
    keyStats: { id: "key-stats", title: template.keyStatsTitle, ...copy.keyStats },
    contents: { id: "whats-inside", title: template.contentsTitle, ...copy.contents },
    cta: { id: "custom-analysis", ...copy.cta, actions: whitePaperCtaActions },
    document,
  };
}
