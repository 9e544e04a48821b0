import { ArrowLeft } from "lucide-react";
import { Link } from "@/components/ui/link";
import type { CallToAction } from "@/content/types";

/** The slim bar above a sub-page's hero with the link back to its parent page. */
export function ApiBackLink({ label, href }: CallToAction) {
  return (
    <div className="border-b bg-background">
      <div className="container py-3">
        <Link
          to={href}
          className="inline-flex items-center gap-2 rounded-md py-1 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {label}
        </Link>
      </div>
    </div>
  );
}
