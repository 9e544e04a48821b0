import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

/**
 * The type scale's sizes (src/styles.css: --text-display … --text-eyebrow) are font sizes,
 * not colours: without this, `text-h3 text-primary` would lose its size.
 */
const twMerge = extendTailwindMerge({
  extend: {
    theme: { text: ["display", "h1", "h2", "h3", "h4", "lead", "body", "small", "eyebrow"] },
  },
});

/** Joins class names, letting later Tailwind classes win over earlier ones. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
