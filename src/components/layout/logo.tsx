import { Link } from "@/components/ui/link";
import { logoLink } from "@/content/navigation";
import { cn } from "@/lib/utils";

/**
 * The logo, drawn inline: the theme tokens (and, for the dot and the second line, the logo's
 * own light and dark shades) colour it, so one drawing serves both themes, and the header
 * needs no image request before its first paint (two preloaded SVG files used to compete
 * with the stylesheet and the font for the page's first view).
 */
export function Logo({ className }: { className?: string }) {
  return (
    <Link
      to={logoLink.href}
      aria-label={logoLink.label}
      className={cn("inline-flex shrink-0 items-center rounded-md", className)}
    >
      <svg viewBox="0 0 164 32" width={164} height={32} aria-hidden="true" className="h-8 w-auto">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path d="M9 22 16 8l7 14h-4.2L16 16.2 13.2 22Z" className="fill-primary-foreground" />
        <circle cx="16" cy="24.5" r="2" className="fill-[#a5b4fc] dark:fill-[#312e81]" />
        <g
          fontFamily="ui-sans-serif,system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif"
          fontWeight="700"
        >
          <text x="40" y="15" fontSize="12" letterSpacing=".3" className="fill-foreground">
            AI AUTOMATION
          </text>
          <text
            x="40"
            y="28"
            fontSize="10"
            letterSpacing="1.6"
            className="fill-primary dark:fill-[#a5b4fc]"
          >
            &amp; SOFTWARE
          </text>
        </g>
      </svg>
    </Link>
  );
}
