import type { CoreService, ServicesPageContent } from "@/content/types";
import { scheduleAConsultation, viewCaseStudies } from "@/content/calls-to-action";
import { facts } from "@/content/facts";

/**
 * The five core services. The services overview shows them as cards; each
 * service detail page shows the ones it covers as packages (by id), so a price
 * or delivery time is changed here once.
 */
export const coreServices = [
  {
    id: "ai-automation",
    icon: "bot",
    title: "AI Automation",
    subtitle: "AI agents and machine learning woven into your operations",
    description:
      "We design and deploy AI agents, document-processing pipelines and predictive models that take repetitive, judgment-heavy work off your team and plug into the systems you already run.",
    features: [
      "Custom AI agents and copilots for internal teams",
      "Intelligent document processing for invoices, claims and contracts",
      "Predictive models for demand, churn and risk",
      "Large language models grounded in your own data",
      "Human-in-the-loop review with a full audit trail",
      "Monitoring, retraining and model governance",
    ],
    technologies: ["Python", "OpenAI", "LangChain", "TensorFlow", "AWS SageMaker", "PostgreSQL"],
    pricing: "From $15k",
    deliveryTime: "6-12 weeks",
    href: "/services/automation",
  },
  {
    id: "performance-marketing",
    icon: "target",
    title: "Performance Marketing",
    subtitle: "AI-driven campaigns measured on revenue, not clicks",
    description:
      "We plan, launch and optimize paid acquisition across search, social and programmatic, using predictive audiences and rapid creative testing to lower acquisition costs and scale what works.",
    features: [
      "Full-funnel strategy and media planning",
      "Google, Meta, LinkedIn and TikTok campaign management",
      "Predictive audiences and lookalike modeling",
      "AI-assisted creative testing at scale",
      "Server-side tracking and conversion API setup",
      "Weekly reporting tied to pipeline and revenue",
    ],
    technologies: ["Google Ads", "Meta Ads", "GA4", "Looker Studio", "HubSpot", "Segment"],
    pricing: "From $5k",
    deliveryTime: "2-4 weeks",
    href: "/services/performance-marketing",
  },
  {
    id: "low-code-automation",
    icon: "workflow",
    title: "Low-Code Automation",
    subtitle: "Connect your tools and automate workflows in weeks",
    description:
      "We map your manual processes and rebuild them on proven low-code platforms, so approvals, hand-offs and data entry run by themselves, and your team can keep adjusting them without writing code.",
    features: [
      "Process mapping and an automation opportunity audit",
      "Workflow automation across CRM, ERP and finance tools",
      "Internal apps and dashboards on low-code platforms",
      "Approval flows with notifications and escalation",
      "Data sync between SaaS tools and spreadsheets",
      "Hand-over training so your team owns every flow",
    ],
    technologies: ["Zapier", "Make", "n8n", "Power Automate", "Airtable", "Retool"],
    pricing: "From $3k",
    deliveryTime: "1-3 weeks",
    href: "/services/automation",
  },
  {
    id: "app-development",
    icon: "smartphone",
    title: "App Development",
    subtitle: "Native and cross-platform apps your customers keep using",
    description:
      "From product discovery to store launch, we build iOS and Android apps with secure back ends, offline support and analytics, and we stay on to ship updates after launch.",
    features: [
      "Product discovery, UX research and prototyping",
      "iOS and Android from one React Native or Flutter codebase",
      "Secure APIs, sign-in and in-app payments",
      "Offline mode, push notifications and deep links",
      "Automated testing and release pipelines to both stores",
      "Post-launch analytics, crash monitoring and updates",
    ],
    technologies: ["React Native", "Flutter", "Swift", "Kotlin", "Node.js", "Firebase"],
    pricing: "From $20k",
    deliveryTime: "8-16 weeks",
    href: "/services/app-development",
  },
  {
    id: "web-development",
    icon: "globe",
    title: "Web Development",
    subtitle: "Fast, accessible websites and web platforms that convert",
    description:
      "We design and build marketing sites, customer portals and SaaS products that load fast, rank well and are easy for your team to update, on a modern, well-tested stack.",
    features: [
      "Conversion-focused UX and UI design",
      "Marketing sites on a headless CMS",
      "Customer portals and SaaS web applications",
      "Core Web Vitals, SEO and WCAG 2.2 AA accessibility",
      "Integrations with CRM, payments and analytics",
      "Hosting, monitoring and ongoing care plans",
    ],
    technologies: ["React", "Next.js", "TypeScript", "Node.js", "Tailwind CSS", "Vercel"],
    pricing: "From $10k",
    deliveryTime: "4-10 weeks",
    href: "/services/web-development",
  },
] satisfies CoreService[];

/** The section the hero's second button jumps to: /services#core-services. */
const coreServicesId = "core-services";

/** The services overview page, /services. */
export const servicesPage = {
  meta: {
    title: "AI Automation, Marketing and Development Services",
    description:
      "Compare five core services, from AI and low-code automation to app and web development, with engagement models, pricing and delivery times.",
  },
  hero: {
    visual: "services",
    eyebrow: "Our Services",
    title: "AI, Automation and Software Services Built Around Your Goals",
    description:
      "Choose how you want to work with us, then pick the capabilities you need: AI and low-code automation, performance marketing, mobile apps and web platforms, each with clear pricing and delivery times.",
    actions: [
      { label: "Get a Free Consultation", href: "/contact" },
      { label: "Compare Services", href: `#${coreServicesId}` },
    ],
  },
  engagementModels: {
    id: "engagement-models",
    eyebrow: "Engagement models",
    title: "Two Ways to Work with Us",
    description:
      "Extend your own team with our specialists, or hand us a defined outcome and we deliver it end to end.",
    bestForLabel: "Best for",
    items: [
      {
        icon: "users",
        title: "Staff Augmentation",
        description:
          "Add vetted senior engineers, data scientists and marketers to your team. They join your stand-ups, work in your tools and follow your roadmap.",
        points: [
          "Specialists matched to your stack within 10 business days",
          "Monthly rolling contracts: scale up or down with 30 days' notice",
          "At least four hours of overlap with your working day",
          "A free replacement if a placement is not the right fit",
        ],
        bestFor:
          "Teams with a roadmap and in-house leadership that need more capacity or a specialist skill.",
      },
      {
        icon: "rocket",
        title: "Project-Based Delivery",
        description:
          "Hand us a defined outcome and we take it from discovery to launch with a dedicated squad, a fixed scope and a price agreed up front.",
        points: [
          "Fixed scope, timeline and price agreed before work starts",
          "A dedicated project manager and a demo every week",
          "One squad covering design, engineering and QA",
          "30 days of post-launch support included",
        ],
        bestFor:
          "Companies that want a finished product or automation delivered without managing the team day to day.",
      },
    ],
  },
  coreServices: {
    id: coreServicesId,
    eyebrow: "Core services",
    title: "Five Services, One Accountable Team",
    description:
      "Every engagement starts with a free consultation and a fixed proposal. Prices and timelines below are typical starting points.",
    featuresLabel: "What's Included",
    technologiesLabel: "Technologies",
    detailsLabel: "What's Included and Technologies",
    pricingLabel: "Pricing",
    deliveryLabel: "Delivery time",
    linkLabel: "Learn More",
    items: coreServices,
  },
  cta: {
    title: "Not Sure Which Service Fits?",
    description: `Book a free ${facts.consultationMinutes}-minute consultation. We'll review your goals, recommend an approach and give you a realistic price and timeline.`,
    actions: [scheduleAConsultation, viewCaseStudies],
  },
} satisfies ServicesPageContent;
