import { Seo } from "@/components/layout/seo";
import { PageHero } from "@/components/sections/page-hero";

const meta = {
  title: "AI Automation & Software Development",
  description: "AI automation, performance marketing, low-code, app and web development for business and enterprise teams.",
};

export default function Page() {
  return (
    <>
      <Seo meta={meta} />
      <PageHero title="AI Automation & Software Development" description="AI automation, performance marketing, low-code, app and web development for business and enterprise teams." />
    </>
  );
}
