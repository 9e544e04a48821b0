import { Seo } from "@/components/layout/seo";
import { PageHero } from "@/components/sections/page-hero";

const meta = {
  title: "Resources",
  description: "Articles, white papers, research, documentation and AI insights for business and technology leaders.",
};

export default function Page() {
  return (
    <>
      <Seo meta={meta} />
      <PageHero title="Resources" description="Articles, white papers, research, documentation and AI insights for business and technology leaders." />
    </>
  );
}
