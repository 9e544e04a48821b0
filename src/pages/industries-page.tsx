import { Seo } from "@/components/layout/seo";
import { PageHero } from "@/components/sections/page-hero";

const meta = {
  title: "AI Solutions for Every Industry",
  description: "AI solutions for financial services, healthcare, manufacturing, retail, government and technology.",
};

export default function Page() {
  return (
    <>
      <Seo meta={meta} />
      <PageHero title="AI Solutions for Every Industry" description="AI solutions for financial services, healthcare, manufacturing, retail, government and technology." />
    </>
  );
}
