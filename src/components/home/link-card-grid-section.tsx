import { CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { CheckList } from "@/components/ui/check-list";
import { CtaButton } from "@/components/ui/cta-button";
import { IconTile } from "@/components/ui/icon-tile";
import type { LinkCardGridContent } from "@/content/types";
import { Section } from "@/components/sections/section";
import { HomeLinkCard } from "./home-link-card";

type LinkCardGridSectionProps = LinkCardGridContent & {
  /** "outline" for a quieter button under the grid. */
  actionVariant?: "default" | "outline";
};

/** Cards that each lead to a page, and one button under them (the home page's services and industries). */
export function LinkCardGridSection({
  linkLabel,
  items,
  action,
  actionVariant = "default",
  ...section
}: LinkCardGridSectionProps) {
  return (
    <Section {...section} tone="muted">
      <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {items.map((item) => (
          <li key={item.href} className="stagger-item flex">
            <HomeLinkCard href={item.href} linkLabel={linkLabel} subject={item.title}>
              <CardHeader className={item.highlights ? undefined : "flex-1"}>
                <IconTile name={item.icon} size="lg" className="mb-3" />
                <CardTitle>{item.title}</CardTitle>
                <CardDescription className="text-base">{item.description}</CardDescription>
              </CardHeader>
              {item.highlights && (
                <CardContent>
                  <CheckList items={item.highlights} size="sm" className="gap-2" />
                </CardContent>
              )}
            </HomeLinkCard>
          </li>
        ))}
      </ul>
      <div className="mt-12 flex justify-center">
        <CtaButton action={action} variant={actionVariant} />
      </div>
    </Section>
  );
}
