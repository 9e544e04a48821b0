import { Seo } from "@/components/layout/seo";
import { PageHero } from "@/components/sections/page-hero";

const meta = {
  title: "API Documentation",
  description: "Authentication, endpoints, response format, error handling and rate limits of the public API.",
};

export default function Page() {
  return (
    <>
      <Seo meta={meta} />
      <PageHero title="API Documentation" description="Authentication, endpoints, response format, error handling and rate limits of the public API." />
    </>
  );
}
