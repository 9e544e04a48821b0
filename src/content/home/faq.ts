import type { FaqEntry } from "@/content/types";
import { facts } from "@/content/facts";

/** The home page's frequently asked questions; also published as FAQ structured data for search engines. */
export const faq = [
  {
    question: "How long does a typical project take?",
    answer:
      "It depends on the scope. Low-code automations usually go live in 1-3 weeks, performance marketing campaigns launch in 2-4 weeks, websites take 4-10 weeks, AI automation 6-12 weeks and mobile apps 8-16 weeks. Your proposal includes a week-by-week timeline.",
  },
  {
    question: "How much does a project cost?",
    answer:
      "Projects start from $3k for low-code automation, $5k for performance marketing, $10k for web development, $15k for AI automation and $20k for app development. After a free consultation we send a fixed-price proposal, so there are no surprises.",
  },
  {
    question: "Can you work with our existing systems and team?",
    answer:
      "Yes. Most of our work connects to tools you already use, such as Salesforce, HubSpot, SAP, Microsoft 365 and in-house databases. With staff augmentation our specialists join your team directly and work in your repositories, tools and rituals.",
  },
  {
    question: "How do you keep our data secure?",
    answer:
      "We sign NDAs and data processing agreements before work starts, grant ourselves the least access needed, encrypt data in transit and at rest, and can work entirely inside your cloud account. For regulated industries we build to HIPAA, SOC 2 and GDPR requirements.",
  },
  {
    question: "What happens after launch?",
    answer:
      "Every project includes 30 days of post-launch support. After that you can choose a care plan with monitoring, 24/7 incident response and monthly improvements, or we hand everything over with documentation and training for your team.",
  },
  {
    question: "Do we need a detailed brief before we contact you?",
    answer: `No. Many clients start with a problem rather than a specification. In a free ${facts.consultationMinutes}-minute consultation we look at your goals and processes, show where automation or AI will pay back fastest and suggest a sensible first step.`,
  },
] satisfies FaqEntry[];
