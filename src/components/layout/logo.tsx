import { Link } from "@/components/ui/link";
import { cn } from "@/lib/utils";

/** The logo mark, with a variant for each theme (public/logo-light.svg, public/logo-dark.svg). */
export function Logo({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      aria-label="Home"
      className={cn("inline-flex shrink-0 items-center rounded-md", className)}
    >
      <img
        src="/logo-light.svg"
        alt=""
        width={164}
        height={32}
        className="h-8 w-auto dark:hidden"
      />
      <img
        src="/logo-dark.svg"
        alt=""
        width={164}
        height={32}
        className="hidden h-8 w-auto dark:block"
      />
    </Link>
  );
}
