import { useParams } from "react-router-dom";
import { Seo } from "@/components/layout/seo";
import { PageHero } from "@/components/sections/page-hero";
import { serviceDetailPages } from "@/content/services";
import NotFoundPage from "./not-found-page";

export default function Page() {
  const { slug } = useParams();
  const page = serviceDetailPages.find((entry) => entry.slug === slug);
  if (!page) return <NotFoundPage />;
  const meta = { title: page.title, description: `${page.title}: how we help teams deliver measurable results with AI.` };
  return (
    <>
      <Seo meta={meta} />
      <PageHero title={page.title} description={meta.description} />
    </>
  );
}
