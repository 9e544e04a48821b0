import type { ComponentProps } from "react";
import type { SocialIconKey } from "@/content/types";
import sprite from "./social-icons.svg?no-inline";

/*
 * Brand marks are not part of lucide, so the social networks' icons are symbols in one small SVG
 * file (social-icons.svg), cached once and drawn by reference: their paths would otherwise be
 * repeated in every page's HTML (0.6 KB gzip, enough to push the longest articles past the
 * first round trip of a connection). They take the colour of the text around them.
 */

/** The footer's networks, and Facebook, which only the articles' share buttons offer. */
type SocialIconName = SocialIconKey | "facebook";

export function SocialIcon({ name, ...props }: ComponentProps<"svg"> & { name: SocialIconName }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
