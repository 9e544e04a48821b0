import type { LinkPreviewContent } from "./types";
import { site } from "./site";

/**
 * The words of the link previews, the picture a chat or a social post shows for a shared page
 * (scripts/og/render.ts draws one per page): the small label over the page's title.
 */
export const linkPreviews = {
  familyLabels: {
    home: site.name,
    services: "Services",
    industries: "Industries",
    resources: "Resources",
    "white-papers": "White paper",
    research: "Research",
    docs: "Documentation",
    about: "About",
    "case-studies": "Case studies",
    contact: "Contact",
    legal: "Legal",
    "not-found": "Error 404",
  },
  listingLabels: [
    { path: "/resources/blog", label: "Blog" },
    { path: "/resources/insights", label: "Insights" },
  ],
} satisfies LinkPreviewContent;
