import { Seo } from "@/components/layout/seo";
import { PageHero } from "@/components/sections/page-hero";

const meta = {
  title: "White Papers",
  description: "In-depth white papers on AI implementation, business value, governance and industry adoption.",
};

export default function Page() {
  return (
    <>
      <Seo meta={meta} />
      <PageHero title="White Papers" description="In-depth white papers on AI implementation, business value, governance and industry adoption." />
    </>
  );
}
