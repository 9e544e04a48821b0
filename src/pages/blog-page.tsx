import { Seo } from "@/components/layout/seo";
import { PageHero } from "@/components/sections/page-hero";

const meta = {
  title: "Blog",
  description: "Articles on AI trends, automation, best practices, business value, healthcare, marketing and ethics.",
};

export default function Page() {
  return (
    <>
      <Seo meta={meta} />
      <PageHero title="Blog" description="Articles on AI trends, automation, best practices, business value, healthcare, marketing and ethics." />
    </>
  );
}
