import { Seo } from "@/components/layout/seo";
import { PageHero } from "@/components/sections/page-hero";

const meta = {
  title: "Enterprise AI Adoption Trends",
  description: "An 85-page research report on how enterprises adopt, scale and govern AI.",
};

export default function Page() {
  return (
    <>
      <Seo meta={meta} />
      <PageHero title="Enterprise AI Adoption Trends" description="An 85-page research report on how enterprises adopt, scale and govern AI." />
    </>
  );
}
