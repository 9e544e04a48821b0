import { Seo } from "@/components/layout/seo";
import { PageHero } from "@/components/sections/page-hero";

const meta = {
  title: "Services",
  description: "Engagement models, core services, pricing and delivery times for AI automation and software development.",
};

export default function Page() {
  return (
    <>
      <Seo meta={meta} />
      <PageHero title="Services" description="Engagement models, core services, pricing and delivery times for AI automation and software development." />
    </>
  );
}
