import { Seo } from "@/components/layout/seo";
import { PageHero } from "@/components/sections/page-hero";

const meta = {
  title: "Let's Start Your AI Journey",
  description: "Tell us about your project or book a free 45-minute strategy consultation by video call.",
};

export default function Page() {
  return (
    <>
      <Seo meta={meta} />
      <PageHero title="Let's Start Your AI Journey" description="Tell us about your project or book a free 45-minute strategy consultation by video call." />
    </>
  );
}
