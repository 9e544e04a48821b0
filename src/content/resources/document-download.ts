import type {
  DocumentDownloadContent,
  DocumentHeroContent,
  DownloadableDocument,
  ResourceDetail,
} from "@/content/types";

/** Texts of the PDF download button and the fixed lines of every generated PDF. */
export const documentDownload = {
  busyLabel: "Preparing PDF...",
  errorToast: {
    title: "Download failed",
    description: "The PDF could not be created in your browser. Please try again in a moment.",
  },
  pdf: {
    contentsHeading: "Contents",
    pageLabel: "Page {page} of {total}",
    copyright:
      "© {year} All rights reserved. Shared for information only; not legal or financial advice.",
    publishedLabel: "Published {date}",
    authorLabel: "By {author}",
  },
} satisfies DocumentDownloadContent;

/** The line under the download button on every free document's hero (research reports, white papers). */
export const freeDownloadNote = "Free to download. No sign-up required.";

/** A document's "Format" fact, e.g. "PDF, 42 pages". */
export const pdfFormat = (pages: number): ResourceDetail => ({
  label: "Format",
  value: `PDF, ${pages} pages`,
});

/**
 * The top of a research report or white paper page: the family's eyebrow and button, the
 * document's title, and its page count as the second badge and on the cover.
 */
export function documentHero(
  family: { eyebrow: string; downloadLabel: string },
  document: DownloadableDocument,
  hero: { description: string; pages: number },
  badge: string,
  details: ResourceDetail[],
): DocumentHeroContent {
  const pages = `${hero.pages} pages`;
  return {
    eyebrow: family.eyebrow,
    title: document.title,
    description: hero.description,
    badges: [badge, pages],
    details,
    downloadLabel: family.downloadLabel,
    note: freeDownloadNote,
    coverLabel: pages,
  };
}
