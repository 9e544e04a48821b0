import type { ResourcesPageContent } from "./resources";
import type { PageMeta } from "./shared";

/** Icon keys resolved by src/components/icons/icon.tsx; pick one of these names. */
export type SocialIconKey = "linkedin" | "x" | "github";

export type SiteConfig = {
  /** The agency's name, as the logo, link previews and PDFs show it (page text never names it). */
  name: string;
  /** The name as the logo sets it, on two lines; joined by a space they are `name`. */
  logoLines: [string, string];
  /** The public address of the site, without a trailing slash. Used for canonical links and the sitemap. */
  url: string;
  /** One sentence shown under the logo in the footer. */
  tagline: string;
  email: string;
  /** As people should read it, e.g. "+1 (415) 555-0142"; the phone link is derived from it. */
  phone: string;
  address: { street: string; city: string; region: string; postalCode: string; country: string };
  /** Social profiles shown as icons in the footer; they open in a new tab. */
  socials: { label: string; href: string; icon: SocialIconKey }[];
  /** The year in the footer's copyright line. */
  copyrightYear: number;
  /** The picture link previews show (1200 by 630 pixels, in public/). */
  ogImage: { width: number; height: number };
};

/** A link in the header, drawer or footer. `href` must be a route of the site (a test checks it). */
export type NavLink = { label: string; href: string; description?: string };

/** A header item: a plain link, or a dropdown of links. */
export type NavItem = NavLink & { children?: NavLink[] };

export type FooterColumn = { title: string; links: NavLink[] };

/** The footer's own words, besides its link columns. */
export type FooterCopy = {
  contactTitle: string;
  newsletterTitle: string;
  /** The newsletter box's label, read by screen readers. */
  newsletterLabel: string;
  /** The last line; {year} is the site's copyright year. */
  copyright: string;
};

/** The newsletter box: heading, supporting line and the claims beside the form. */
export type NewsletterContent = {
  title: string;
  description: string;
  placeholder: string;
  submitLabel: string;
  submittingLabel: string;
  /** Short facts shown under the form, e.g. "5,000+ subscribers". */
  highlights: string[];
  /** Also shown in place in the box after a sign-up succeeds. */
  successToast: { title: string; description: string };
  /** The button in that message that empties the box for another address. */
  againLabel: string;
  errorToast: { title: string; description: string };
};

export type NotFoundContent = {
  meta: PageMeta;
  heading: string;
  description: string;
  /** The button back to the home page. */
  homeLabel: string;
  /** "Did you mean …?" before the page whose address is closest to the one typed. */
  didYouMeanLabel: string;
  /** The search over every article, paper, study, guide and insight: the resource hub's box, with these words. */
  search: Pick<ResourcesPageContent["search"], "label" | "placeholder" | "emptyDescription">;
  /** A few pages most visitors are looking for. */
  suggestions: { title: string; links: { label: string; description: string; href: string }[] };
};

/** Figures stated in several places (src/content/facts.ts); each is quoted, never retyped. */
export type SiteFacts = {
  /**
   * Length of the free strategy consultation, in minutes: every "45-minute consultation",
   * the contact page's "45 Minutes" and the calendar invitation's end time. The specification fixes 45.
   */
  consultationMinutes: number;
  /** The team's size as shown, e.g. "50+" (home's Developers figure and About, three times). The specification fixes "50+". */
  teamSize: string;
  /** Projects delivered, as About states it ("500+": meta, figures and a milestone). The specification fixes "500+". */
  projectsDelivered: string;
  /** Clients served, as About states it ("150+": hero and figures). The specification fixes "150+". */
  clientsServed: string;
};

/** The page families a link preview tells apart, each with its own motif and label. */
export type LinkPreviewFamily =
  | "home"
  | "services"
  | "industries"
  | "resources"
  | "white-papers"
  | "research"
  | "docs"
  | "about"
  | "case-studies"
  | "contact"
  | "legal"
  | "not-found";

/** The words of the link previews besides each page's own title. */
export type LinkPreviewContent = {
  /** The small label over the title, by the page's family. */
  familyLabels: Record<LinkPreviewFamily, string>;
  /**
   * Listings whose pages are labelled by the listing instead of their family: a page whose
   * address starts with `path` gets `label` (blog posts say "Blog", not "Resources").
   */
  listingLabels: { path: string; label: string }[];
};
