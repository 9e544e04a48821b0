import { Seo } from "@/components/layout/seo";
import { PageHero } from "@/components/sections/page-hero";

const meta = {
  title: "About Us",
  description: "Who we are: our mission, vision, values, leadership team and the milestones since 2020.",
};

export default function Page() {
  return (
    <>
      <Seo meta={meta} />
      <PageHero title="About Us" description="Who we are: our mission, vision, values, leadership team and the milestones since 2020." />
    </>
  );
}
