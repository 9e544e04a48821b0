import type { IndustriesOverviewContent } from "@/content/types";
import { industryPages } from "./index";
import { scheduleConsultation, viewCaseStudies } from "@/content/calls-to-action";

/** The section the hero's button jumps to: /industries#industries. */
const gridId = "industries";

/** /industries. The six cards come from each industry's module in ./industries (its `card`). */
export const industriesPage = {
  meta: {
    title: "AI Solutions by Industry",
    description:
      "AI and automation for financial services, healthcare, manufacturing, retail, government and technology: use cases, features and technologies.",
  },
  hero: {
    visual: "industries",
    eyebrow: "Industries",
    title: "AI Solutions for Every Industry",
    description:
      "Every sector has its own data, regulations and bottlenecks. Our teams bring proven AI patterns for yours, so your project starts from experience instead of a blank page.",
    actions: [{ label: "Explore Solutions", href: `#${gridId}` }],
  },
  grid: {
    id: gridId,
    eyebrow: "Industries We Serve",
    title: "Industry-Specific AI Solutions",
    description:
      "Pick your industry to see the solutions we deliver, the results clients measure and the technologies we build with.",
    featuresLabel: "Key Features",
    technologiesLabel: "Technologies",
    linkLabel: "Learn More",
    items: industryPages.map((industry) => industry.card),
  },
  cta: {
    title: "Ready to Transform Your Industry?",
    description:
      "Tell us about your sector and your goals. In a free consultation we'll show where AI pays back fastest and what a first project could look like.",
    actions: [scheduleConsultation, viewCaseStudies],
  },
} satisfies IndustriesOverviewContent;
