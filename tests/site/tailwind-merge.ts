import { extendTailwindMerge } from "tailwind-merge";

/**
 * tailwind-merge as the site's classes need it: the type scale's sizes (src/styles.css:
 * --text-display … --text-eyebrow) are font sizes, not colours, so `text-h3 text-xl` is a
 * conflict and `text-h3 text-primary` is not. Only tests use it: the site ships no merger.
 */
export const twMerge = extendTailwindMerge({
  extend: {
    theme: { text: ["display", "h1", "h2", "h3", "h4", "lead", "body", "small", "eyebrow"] },
  },
});
