import { Seo } from "@/components/layout/seo";
import { PageHero } from "@/components/sections/page-hero";

const meta = {
  title: "Research & Market Studies",
  description: "Research and market studies on enterprise AI adoption, automation and industry trends.",
};

export default function Page() {
  return (
    <>
      <Seo meta={meta} />
      <PageHero title="Research & Market Studies" description="Research and market studies on enterprise AI adoption, automation and industry trends." />
    </>
  );
}
