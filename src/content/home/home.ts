import type { HomePageContent } from "@/content/types";
import { caseStudyHighlights } from "./case-study-highlights";
import { faq } from "./faq";
import { technologies } from "./technologies";
import { testimonials } from "./testimonials";
import { startYourProject, viewCaseStudies } from "@/content/calls-to-action";
import { appDevelopmentService } from "@/content/services/app-development";
import { automationService } from "@/content/services/automation";
import { performanceMarketingService } from "@/content/services/performance-marketing";
import { webDevelopmentService } from "@/content/services/web-development";
import { facts } from "@/content/facts";

/**
 * The home page (/), its sections from top to bottom as src/pages/home-page.tsx lists them.
 * Testimonials, case study cards, the technology grid and the FAQ live in their own
 * modules (testimonials.ts, case-study-highlights.ts, technologies.ts, faq.ts).
 */
export const home = {
  meta: {
    title: "AI Automation, Marketing and Software Development Agency",
    description:
      "AI automation, performance marketing and custom app and web development that help business and enterprise teams cut manual work and grow revenue.",
  },
  hero: {
    visual: "home",
    eyebrow: "AI automation & software development",
    title: "AI Automation and Software That Grow Your Business",
    description:
      "We help business and enterprise teams automate busywork, run marketing that pays for itself and ship apps and web platforms, with senior specialists on every project from day one.",
    actions: [
      { label: "Get Started", href: "/contact" },
      { label: "Our Services", href: "/services" },
    ],
    stats: [
      {
        value: facts.teamSize,
        label: "Developers",
        detail: "Engineers, data scientists and marketers",
      },
      { value: "70+", label: "Projects", detail: "Delivered across six industries" },
      { value: "11M+", label: "Revenue", detail: "Generated for our clients" },
    ],
  },
  clients: {
    id: "clients",
    title: "Trusted by Teams At",
    items: [
      { name: "Halvorsen", mark: "leaf", style: "serif" },
      { name: "Brightforge", mark: "spark", style: "bold" },
      { name: "Meridian", mark: "arch", style: "caps" },
      { name: "parcel&pine", mark: "stack", style: "mono" },
      { name: "Kestrel Motion", mark: "wave", style: "italic" },
      { name: "Vantor Labs", mark: "hex", style: "light" },
      { name: "Civica Works", mark: "peak", style: "caps" },
      { name: "Orbitline", mark: "orbit", style: "bold" },
    ],
  },
  about: {
    id: "about",
    eyebrow: "About us",
    title: "AI Is Reshaping Every Market. We Help You Lead the Change.",
    paragraphs: [
      "We are a team of engineers, data scientists and growth marketers who turn AI from a boardroom topic into systems that save hours and earn revenue every week.",
      "We start with the business case, ship a first result in weeks, and measure everything, so each next step is funded by the one before it.",
    ],
    points: [
      "Senior specialists on every project, no hand-offs to juniors",
      "Fixed proposals with clear prices and timelines",
      "Security and compliance built in for regulated industries",
    ],
    figures: [
      {
        value: "$15.7T",
        label: "Potential contribution of AI to the global economy by 2030",
        source: "PwC Global AI Study",
      },
      {
        value: "72%",
        label: "Of organizations now use AI in at least one business function",
        source: "McKinsey State of AI, 2024",
      },
      {
        value: "$1.3T",
        label: "Projected size of the generative AI market by 2032",
        source: "Bloomberg Intelligence",
      },
    ],
    action: { label: "More About Us", href: "/about" },
  },
  services: {
    id: "services",
    eyebrow: "What we do",
    title: "Services Built Around Measurable Outcomes",
    description:
      "Four ways we help teams work faster and grow: pick one, or combine them under a single accountable team.",
    linkLabel: "Explore service",
    items: [
      {
        icon: "bot",
        title: "AI Automation",
        description:
          "AI agents, document processing and low-code workflows that take repetitive work off your team.",
        highlights: [
          "Intelligent document processing",
          "AI agents and copilots",
          "Low-code workflow automation",
        ],
        figure: automationService.metrics.items[0],
        href: "/services/automation",
      },
      {
        icon: "target",
        title: "Performance Marketing",
        description:
          "Paid search and social campaigns driven by predictive audiences and reported on revenue.",
        highlights: [
          "Predictive audiences",
          "AI-assisted creative testing",
          "Revenue-based reporting",
        ],
        figure: performanceMarketingService.metrics.items[0],
        href: "/services/performance-marketing",
      },
      {
        icon: "smartphone",
        title: "App Development",
        description:
          "Native and cross-platform iOS and Android apps, from discovery to store launch and beyond.",
        highlights: [
          "React Native and Flutter",
          "Secure back ends and APIs",
          "Release and maintenance",
        ],
        figure: appDevelopmentService.metrics.items[0],
        href: "/services/app-development",
      },
      {
        icon: "globe",
        title: "Web Development",
        description:
          "Fast, accessible websites, portals and SaaS products your team can update without a developer.",
        highlights: ["Headless CMS", "Core Web Vitals and SEO", "WCAG 2.2 AA accessibility"],
        figure: webDevelopmentService.metrics.items[0],
        href: "/services/web-development",
      },
    ],
    action: { label: "Book a Demo", href: "/contact" },
  },
  process: {
    id: "process",
    eyebrow: "How we work",
    title: "From First Call to Measurable Results in Four Steps",
    description:
      "A clear, repeatable process with a working result to review at the end of every step.",
    steps: [
      {
        step: 1,
        title: "Discovery and Strategy",
        description:
          "We learn your goals, map the processes and data involved and agree what success looks like.",
        duration: "1-2 weeks",
      },
      {
        step: 2,
        title: "Solution Design",
        description:
          "You get an architecture, a clickable prototype and a fixed plan with price and milestones.",
        duration: "1-2 weeks",
      },
      {
        step: 3,
        title: "Build and Integrate",
        description:
          "We build in short sprints, connect your systems and demo working software every week.",
        duration: "2-12 weeks",
      },
      {
        step: 4,
        title: "Launch and Optimize",
        description:
          "We go live with monitoring, train your team and keep improving against the agreed metrics.",
        duration: "Ongoing",
      },
    ],
  },
  industries: {
    id: "industries",
    eyebrow: "Industries",
    title: "Deep Experience Where the Stakes Are High",
    description: "We know the regulations, systems and metrics that matter in your sector.",
    linkLabel: "Explore industry",
    items: [
      {
        icon: "landmark",
        title: "Financial Services",
        description:
          "Fraud detection, automated KYC and credit decisioning that meet regulators' expectations.",
        href: "/industries/financial-services",
      },
      {
        icon: "heart-pulse",
        title: "Healthcare",
        description:
          "Patient intake, clinical documentation and scheduling automation built for HIPAA.",
        href: "/industries/healthcare",
      },
      {
        icon: "factory",
        title: "Manufacturing",
        description:
          "Predictive maintenance, visual quality inspection and demand forecasting on the shop floor.",
        href: "/industries/manufacturing",
      },
      {
        icon: "shopping-cart",
        title: "Retail & E-commerce",
        description:
          "Personalization, inventory forecasting and performance marketing that lift basket size.",
        href: "/industries/retail",
      },
    ],
    action: { label: "View All Industries", href: "/industries" },
  },
  caseStudies: {
    id: "case-studies",
    eyebrow: "Case studies",
    title: "Results Our Clients Can Measure",
    description: "A few recent projects, and the numbers they moved.",
    resultsLabel: "Results",
    linkLabel: "Read case study",
    items: caseStudyHighlights,
  },
  reasons: {
    id: "why-choose-us",
    eyebrow: "Why choose us",
    title: "Why Teams Choose Us",
    description: "We are judged on results, so we build for them from the first conversation.",
    items: [
      {
        icon: "zap",
        value: "80%",
        valueLabel: "less manual work",
        chart: {
          metric: "Manual work on an automated process (index)",
          figure: "-80%",
          summary:
            "Manual work on an automated process falls from an index of 100 to 20: 80% less.",
          bars: [
            { label: "Before", value: 100, display: "100" },
            { label: "After", value: 20, display: "20" },
          ],
        },
        title: "Automation That Removes Busywork",
        description:
          "We target the processes that eat the most hours, and remove the copy-and-paste from them.",
      },
      {
        icon: "shield-check",
        value: "99.9%",
        valueLabel: "uptime",
        title: "Production-Grade Reliability",
        description:
          "Monitored, tested systems with clear service levels, built for the day traffic spikes.",
      },
      {
        icon: "trending-up",
        value: "280%",
        valueLabel: "ROI",
        title: "Returns You Can Measure",
        description:
          "Average first-year return on our automation projects, tracked against an agreed baseline.",
      },
      {
        icon: "clock",
        value: "24/7",
        valueLabel: "support",
        title: "Support That Never Clocks Off",
        description:
          "Round-the-clock incident response on care plans, with a named engineer who knows your system.",
      },
    ],
  },
  testimonials: {
    id: "testimonials",
    eyebrow: "Testimonials",
    title: "What Our Clients Say",
    description: "Operations, growth and engineering leaders on working with us.",
    ratingLabel: "Rated {rating} out of 5",
    items: testimonials,
  },
  cta: {
    id: "get-started",
    title: "Ready to Automate, Grow and Ship Faster?",
    description:
      "Tell us about your project: we reply within 24 hours, and after a free consultation you get a clear plan and a fixed-price proposal.",
    actions: [startYourProject, viewCaseStudies],
  },
  technologies: {
    id: "technologies",
    eyebrow: "Technology",
    title: "Technologies We Work With",
    description:
      "Proven tools across AI, automation, web, mobile and cloud, chosen for your problem, not our habits.",
    items: technologies,
  },
  faq: {
    id: "faq",
    eyebrow: "FAQ",
    title: "Frequently Asked Questions",
    description: "Straight answers on timelines, pricing, security and support.",
    items: faq,
  },
} satisfies HomePageContent;
