import { Seo } from "@/components/layout/seo";
import { PageHero } from "@/components/sections/page-hero";

const meta = {
  title: "Case Studies",
  description: "How manufacturing, healthcare and fintech clients used AI automation to get measurable results.",
};

export default function Page() {
  return (
    <>
      <Seo meta={meta} />
      <PageHero title="Case Studies" description="How manufacturing, healthcare and fintech clients used AI automation to get measurable results." />
    </>
  );
}
