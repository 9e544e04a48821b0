import { Seo } from "@/components/layout/seo";
import { PageHero } from "@/components/sections/page-hero";

const meta = {
  title: "Measuring AI ROI: A Practical Framework",
  description: "A free 45-page white paper on measuring the return on investment of AI projects.",
};

export default function Page() {
  return (
    <>
      <Seo meta={meta} />
      <PageHero title="Measuring AI ROI: A Practical Framework" description="A free 45-page white paper on measuring the return on investment of AI projects." />
    </>
  );
}
