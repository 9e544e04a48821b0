import type { DocumentDownloadContent } from "@/content/types";

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
