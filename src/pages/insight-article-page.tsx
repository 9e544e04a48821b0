import { Seo } from "@/components/layout/seo";
import { PageHero } from "@/components/sections/page-hero";

const meta = {
  title: "AI Predictions for 2025",
  description: "What the next year of AI means for enterprises: predictions and how to prepare for them.",
};

export default function Page() {
  return (
    <>
      <Seo meta={meta} />
      <PageHero title="AI Predictions for 2025" description="What the next year of AI means for enterprises: predictions and how to prepare for them." />
    </>
  );
}
