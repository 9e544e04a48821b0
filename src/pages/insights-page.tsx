import { Seo } from "@/components/layout/seo";
import { PageHero } from "@/components/sections/page-hero";

const meta = {
  title: "AI Insights & Analysis",
  description: "Expert analysis of AI trends, best practices, business value, ethics and economics.",
};

export default function Page() {
  return (
    <>
      <Seo meta={meta} />
      <PageHero title="AI Insights & Analysis" description="Expert analysis of AI trends, best practices, business value, ethics and economics." />
    </>
  );
}
