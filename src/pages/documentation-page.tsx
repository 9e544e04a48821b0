import { Seo } from "@/components/layout/seo";
import { PageHero } from "@/components/sections/page-hero";

const meta = {
  title: "Documentation & Guides",
  description: "Guides, API documentation, SDK downloads and tutorials for our automation platform.",
};

export default function Page() {
  return (
    <>
      <Seo meta={meta} />
      <PageHero title="Documentation & Guides" description="Guides, API documentation, SDK downloads and tutorials for our automation platform." />
    </>
  );
}
