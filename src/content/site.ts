import type { SiteConfig } from "./types";

/** Contact details, social profiles and the public address of the site, in one place. */
export const site = {
  name: "AI Automation & Software",
  logoLines: ["AI Automation", "& Software"],
  url: "https://www.example.com",
  tagline:
    "AI automation, performance marketing and custom software that turn busy work into measurable growth.",
  email: "hello@example.com",
  phone: "+1 (415) 555-0142",
  address: {
    street: "548 Market Street, Suite 300",
    city: "San Francisco",
    region: "CA",
    postalCode: "94104",
    country: "US",
  },
  socials: [
    { label: "LinkedIn", href: "https://www.linkedin.com/", icon: "linkedin" },
    { label: "X (Twitter)", href: "https://x.com/", icon: "x" },
    { label: "GitHub", href: "https://github.com/", icon: "github" },
  ],
  copyrightYear: 2024,
  /** The size of every link preview (scripts/og/render.ts draws one per page). */
  ogImage: { width: 1200, height: 630 },
} satisfies SiteConfig;

/**
 * Where every inquiry and consultation request is mailed (the mail sender's AGENCY_INBOX
 * setting overrides it). By default the public contact address above.
 */
export const agencyInbox: string = site.email;
