import { Seo } from "@/components/layout/seo";
import { DocsCategoriesSection } from "@/components/resources/docs/docs-categories-section";
import { DocsGuidesSection } from "@/components/resources/docs/docs-guides-section";
import { DocsQuickAccessSection } from "@/components/resources/docs/docs-quick-access-section";
import { DocsReleaseNotesSection } from "@/components/resources/docs/docs-release-notes-section";
import { DocsSearch } from "@/components/resources/docs/docs-search-section";
import { DocsStatusSection } from "@/components/resources/docs/docs-status-section";
import { DocsSupportSection } from "@/components/resources/docs/docs-support-section";
import { DocsTopicLibrarySection } from "@/components/resources/docs/docs-topic-library-section";
import { PageHero } from "@/components/sections/page-hero";
import {
  docCategories,
  documentationPage as page,
  guides,
  quickAccessTiles,
} from "@/content/resources/docs/documentation";
import type { DocCategory } from "@/content/types";

/** Categories without a page of their own list their topics in sections of this page. */
const librarySections = docCategories.flatMap((category: DocCategory) =>
  category.library ? [{ ...category, library: category.library }] : [],
);

export default function DocumentationPage() {
  return (
    <>
      <Seo meta={page.meta} />
      <PageHero {...page.hero} interactive>
        <DocsSearch copy={page.search} guides={guides} categories={docCategories} />
      </PageHero>
      <DocsQuickAccessSection {...page.quickAccess} tiles={quickAccessTiles} />
      <DocsCategoriesSection {...page.categories} categories={docCategories} />
      <DocsGuidesSection {...page.guides} guides={guides} />
      {librarySections.map((category, index) => (
        <DocsTopicLibrarySection
          key={category.id}
          category={category}
          tone={index % 2 === 0 ? "muted" : "default"}
        />
      ))}
      <DocsStatusSection {...page.status} />
      <DocsReleaseNotesSection {...page.releaseNotes} />
      <DocsSupportSection {...page.support} />
    </>
  );
}
