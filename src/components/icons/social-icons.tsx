import type { SocialIconKey } from "@/content/types";

/*
 * Brand marks are not part of lucide, so each social network's icon is a small SVG file of its
 * own (./social/), drawn as a mask over the text colour by the `.social-icon` rules in
 * src/styles.css, which carry the files inline. The page asks for nothing: as a sprite file by
 * reference, the footer's marks were fetched while every page loaded, and mobile Lighthouse
 * counted that request into the largest paint (1.51 s instead of 1.36 s on pages with a
 * cover). Inline paths would add 0.6 KB gzip to every page's HTML.
 */

/** The footer's networks, and Facebook, which only the articles' share buttons offer. */
type SocialIconName = SocialIconKey | "facebook";

export function SocialIcon({ name }: { name: SocialIconName }) {
  return (
    <span
      aria-hidden="true"
      data-network={name}
      className="social-icon inline-block size-4 shrink-0"
    />
  );
}
