import type { IndustryTemplate } from "../types";
import { scheduleConsultation, startYourProject, viewCaseStudies } from "@/content/calls-to-action";

/** Copy every industry page (/industries/{slug}) shares; each industry module adds its own. */
export const industryTemplate = {
  hero: {
    actions: [scheduleConsultation, viewCaseStudies],
  },
  solutions: { id: "solutions", eyebrow: "Solutions" },
  benefits: { id: "benefits", eyebrow: "Key Benefits" },
  successStories: {
    id: "success-stories",
    eyebrow: "Success Stories",
    description:
      "Three recent engagements, described with our clients' permission and without their names.",
    resultsLabel: "Results",
  },
  technologies: { id: "technologies", eyebrow: "Technologies" },
  cta: {
    actions: [startYourProject, { label: "Explore All Industries", href: "/industries" }],
  },
} satisfies IndustryTemplate;
