import { ArrowRight } from "lucide-react";
import { IconTile } from "@/components/ui/icon-tile";
import { Link } from "@/components/ui/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { DocCategory, DocTopic } from "@/content/types";
import { cn } from "@/lib/utils";
import { PhoneRail, phoneRailItemBox } from "@/components/sections/phone-rail";
import { Section } from "@/components/sections/section";

type DocsTopicLibrarySectionProps = {
  category: DocCategory & { library: NonNullable<DocCategory["library"]> };
  tone?: "default" | "muted";
};

/** A documentation category without a page of its own: its topics, listed on the documentation page. */
export function DocsTopicLibrarySection({
  category,
  tone = "default",
}: DocsTopicLibrarySectionProps) {
  const { library } = category;
  const headingId = `${category.id}-heading`;
  return (
    <Section id={category.id} tone={tone} aria-labelledby={headingId}>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-16">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <IconTile name={category.icon} size="lg" />
          <h2 id={headingId} className="mt-5 text-3xl font-bold tracking-tight">
            {category.title}
          </h2>
          <Badge variant="soft" className="mt-3">
            {category.count}
          </Badge>
          <p className="mt-4 text-lg text-muted-foreground">{category.description}</p>
          <p className="mt-4 text-sm text-muted-foreground">{library.note}</p>
          <Button asChild variant="outline" className="mt-6">
            <Link to={library.cta.href}>
              {library.cta.label}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
        <PhoneRail ordered label={category.title} className="sm:grid-cols-2">
          {category.topics.map((topic) => (
            <li
              key={topic.title}
              className={cn(
                "stagger-item rounded-lg border bg-card p-4 text-card-foreground shadow-sm sm:p-5",
                phoneRailItemBox,
              )}
            >
              <Topic {...topic} />
            </li>
          ))}
        </PhoneRail>
      </div>
    </Section>
  );
}

/** A topic: its format and length, title and what it covers. */
function Topic({ meta, title, description }: DocTopic) {
  return (
    <>
      <p className="text-xs font-medium text-muted-foreground">{meta}</p>
      <h3 className="mt-2 font-semibold">{title}</h3>
      <p className="mt-1.5 text-sm text-muted-foreground">{description}</p>
    </>
  );
}
