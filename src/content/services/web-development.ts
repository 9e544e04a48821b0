import type { ServiceDetailPage } from "../types";
import {
  allServices,
  getAQuote,
  startYourProject,
  viewCaseStudies,
} from "@/content/calls-to-action";

/** /services/web-development */
export const webDevelopmentService = {
  slug: "web-development",
  title: "Web Development",
  meta: {
    title: "Web Development Services: Websites and Web Apps",
    description:
      "Fast, accessible marketing sites, customer portals and SaaS web apps, designed to convert and easy to update. Launched in 4-10 weeks.",
  },
  hero: {
    visual: "browser",
    eyebrow: "Web Development",
    title: "Websites and Web Apps Built to Perform",
    description:
      "We design and build marketing sites, customer portals and SaaS products that load in a blink, rank well, meet accessibility standards and let your team publish without a developer.",
    actions: [{ label: "Plan Your Website", href: "/contact" }, viewCaseStudies],
  },
  metrics: {
    id: "results",
    title: "What Our Web Projects Deliver",
    items: [
      { value: "95+", label: "Lighthouse performance", detail: "on the sites we launch" },
      { value: "45%", label: "Higher conversion", detail: "average lift after a redesign" },
      { value: "4-10 weeks", label: "To launch", detail: "for most sites and portals" },
      { value: "99.9%", label: "Uptime", detail: "on managed hosting plans" },
    ],
  },
  offerings: {
    id: "offerings",
    eyebrow: "What we build",
    title: "From Marketing Sites to Complex Web Platforms",
    description:
      "Design, engineering and content working together, so the site looks right, works fast and sells.",
    items: [
      {
        icon: "globe",
        title: "Marketing Websites",
        description:
          "Conversion-focused sites with clear messaging, fast pages and forms wired into your CRM.",
      },
      {
        icon: "layout-grid",
        title: "Web Applications",
        description:
          "Customer portals, dashboards and SaaS products with secure sign-in, roles and billing.",
      },
      {
        icon: "shopping-cart",
        title: "E-commerce",
        description: "Headless storefronts and checkout flows that stay fast at peak traffic.",
      },
      {
        icon: "layers",
        title: "Headless CMS",
        description:
          "Editors publish pages, posts and landing pages themselves, with previews and approvals.",
      },
      {
        icon: "gauge",
        title: "Performance and SEO",
        description:
          "Core Web Vitals, structured data and technical SEO built in from the first commit.",
      },
      {
        icon: "eye",
        title: "Accessibility",
        description:
          "WCAG 2.2 AA design and testing, so every visitor can use the site and you reduce legal risk.",
      },
    ],
  },
  benefits: {
    id: "benefits",
    eyebrow: "Why it matters",
    title: "A Website That Earns Its Keep",
    items: [
      {
        icon: "zap",
        title: "Faster Pages, More Sales",
        description:
          "Every second of load time costs conversions; we build to strict performance budgets.",
      },
      {
        icon: "search",
        title: "Found in Search",
        description:
          "Clean markup, structured data and fast pages give your content the best chance to rank.",
      },
      {
        icon: "wrench",
        title: "Easy to Change",
        description:
          "A component library and a headless CMS let your team launch pages in minutes.",
      },
      {
        icon: "shield-check",
        title: "Secure and Dependable",
        description:
          "Managed hosting, automated backups and security updates keep the site safe and online.",
      },
    ],
  },
  process: {
    id: "process",
    eyebrow: "How it works",
    title: "Four Steps to Launch",
    steps: [
      {
        step: 1,
        title: "Discover",
        description:
          "We align on goals, audiences and content, audit your current site and agree the sitemap.",
        duration: "1 week",
      },
      {
        step: 2,
        title: "Design",
        description: "Wireframes, then a visual design system and key pages you can click through.",
        duration: "1-3 weeks",
      },
      {
        step: 3,
        title: "Develop",
        description:
          "We build, integrate the CMS and your tools, and test speed, accessibility and browsers.",
        duration: "1-5 weeks",
      },
      {
        step: 4,
        title: "Launch and Care",
        description:
          "Redirects, analytics and a smooth go-live, followed by monitoring and monthly improvements.",
        duration: "1 week, then ongoing",
      },
    ],
  },
  packages: {
    id: "pricing",
    eyebrow: "Pricing",
    title: "Pricing and Timeline",
    description: "A fixed price agreed after discovery, with optional care plans after launch.",
    serviceIds: ["web-development"],
    action: getAQuote,
  },
  technologies: {
    id: "technologies",
    eyebrow: "Technology",
    title: "Our Web Stack",
    description: "Modern, open technologies with large communities, so you are never locked in.",
    items: [
      { name: "React", category: "UI Library", icon: "code-2" },
      { name: "Next.js", category: "Web Framework", icon: "layers" },
      { name: "TypeScript", category: "Language", icon: "code-2" },
      { name: "Node.js", category: "Back End", icon: "server" },
      { name: "Tailwind CSS", category: "Styling", icon: "wand-2" },
      { name: "PostgreSQL", category: "Database", icon: "database" },
      { name: "Sanity", category: "Headless CMS", icon: "file-text" },
      { name: "Vercel", category: "Hosting", icon: "cloud" },
    ],
  },
  cta: {
    title: "Ready for a Website That Works as Hard as You Do?",
    description:
      "Share your goals and current site. We'll reply within 24 hours with ideas, a price range and a timeline.",
    actions: [startYourProject, viewCaseStudies, allServices],
  },
} satisfies ServiceDetailPage;
