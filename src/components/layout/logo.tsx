import { Link } from "@/components/ui/link";
import { logoLink } from "@/content/navigation";
import { site } from "@/content/site";
import { brandMark } from "@/lib/brand-mark";
import { cn } from "@/lib/utils";

/**
 * The logo, drawn inline: the brand mark (src/lib/brand-mark.ts) and the name, coloured by
 * the theme tokens, so one drawing serves both themes, and the header
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
        <rect
          width={brandMark.size}
          height={brandMark.size}
          rx={brandMark.radius}
          className="fill-primary"
        />
        <path d={brandMark.peak} className="fill-primary-foreground" />
        <circle {...brandMark.dot} className="fill-[hsl(var(--brand-dot))]" />
        <g
          fontFamily="ui-sans-serif,system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif"
          fontWeight="700"
        >
          <text x="40" y="15" fontSize="12" letterSpacing=".3" className="fill-foreground">
            {site.logoLines[0].toUpperCase()}
          </text>
          <text
            x="40"
            y="28"
            fontSize="10"
            letterSpacing="1.6"
            className="fill-[hsl(var(--brand-name))]"
          >
            {site.logoLines[1].toUpperCase()}
          </text>
        </g>
      </svg>
    </Link>
  );
}
