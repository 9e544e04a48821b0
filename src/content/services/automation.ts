import type { ServiceDetailPage } from "../types";
import {
  allServices,
  getAQuote,
  startYourProject,
  viewCaseStudies,
} from "@/content/calls-to-action";

/** /services/automation: low-code and AI automation (both core services link here). */
export const automationService = {
  slug: "automation",
  title: "Low-Code & AI Automation",
  meta: {
    title: "Low-Code and AI Automation Services",
    description:
      "Automate approvals, data entry and document work with low-code workflows and AI agents. First workflows live in weeks, with 80% less manual work.",
  },
  hero: {
    visual: "workflow",
    eyebrow: "Low-Code & AI Automation",
    title: "Automate the Work That Slows Your Team Down",
    description:
      "We connect your tools with low-code workflows and add AI where judgment is needed, so invoices, approvals, reports and hand-offs run on their own and people only review the exceptions.",
    actions: [{ label: "Book a Free Automation Audit", href: "/contact" }, viewCaseStudies],
  },
  metrics: {
    id: "results",
    title: "What Automation Clients See",
    items: [
      { value: "80%", label: "Less manual work", detail: "on the processes we automate" },
      { value: "280%", label: "Average ROI", detail: "in the first year after launch" },
      { value: "1-3 weeks", label: "To the first workflow", detail: "live on low-code platforms" },
      { value: "99.9%", label: "Workflow uptime", detail: "with monitoring and alerts" },
    ],
  },
  offerings: {
    id: "offerings",
    eyebrow: "What we automate",
    title: "From Quick Wins to AI That Reads, Decides and Acts",
    description:
      "We start where the hours go: repetitive hand-offs between tools. Then we add AI for the work that used to need a person to read, classify or decide.",
    items: [
      {
        icon: "workflow",
        title: "Workflow Automation",
        description:
          "Approvals, onboarding, order processing and reporting rebuilt as automated flows across your CRM, ERP and finance tools.",
      },
      {
        icon: "file-text",
        title: "Intelligent Document Processing",
        description:
          "Invoices, claims, contracts and forms read, validated and keyed into your systems, with low-confidence fields sent for review.",
      },
      {
        icon: "bot",
        title: "AI Agents and Copilots",
        description:
          "Assistants that answer staff and customer questions from your own knowledge base and take actions in your tools with guardrails.",
      },
      {
        icon: "plug",
        title: "System Integration",
        description:
          "Reliable connections between SaaS apps, databases and legacy systems through APIs, webhooks and secure connectors.",
      },
      {
        icon: "bar-chart-3",
        title: "Live Reporting",
        description:
          "Dashboards that refresh themselves, so month-end packs and weekly reports stop being copy-and-paste exercises.",
      },
      {
        icon: "search",
        title: "Process Discovery",
        description:
          "A structured audit of where time goes, ranked by hours saved and effort, so you automate the right things first.",
      },
    ],
  },
  benefits: {
    id: "benefits",
    eyebrow: "Why it pays off",
    title: "Automation Your Team Will Actually Use",
    items: [
      {
        icon: "shield-check",
        title: "Fewer Errors",
        description:
          "Validated data and consistent rules remove the re-keying mistakes that cause rework and late payments.",
      },
      {
        icon: "zap",
        title: "Faster Cycle Times",
        description:
          "Requests that waited days in inboxes move in minutes, with escalation when something stalls.",
      },
      {
        icon: "users",
        title: "People on Higher-Value Work",
        description:
          "Your team spends its time on customers and decisions instead of moving data between screens.",
      },
      {
        icon: "trending-up",
        title: "Growth Without New Headcount",
        description:
          "Automated processes handle twice the volume without another hire, and your team can adjust them without code.",
      },
    ],
  },
  process: {
    id: "process",
    eyebrow: "How it works",
    title: "From Audit to Running Automation in Four Steps",
    steps: [
      {
        step: 1,
        title: "Process Audit",
        description:
          "We interview your team, map the current process and rank automation opportunities by hours saved.",
        duration: "2-3 days",
      },
      {
        step: 2,
        title: "Design and Prototype",
        description:
          "You see the new flow working on real examples before anything touches production.",
        duration: "2-5 days",
      },
      {
        step: 3,
        title: "Build and Integrate",
        description:
          "We build the workflows and AI components, connect your systems and test every exception path.",
        duration: "1-8 weeks",
      },
      {
        step: 4,
        title: "Launch and Hand Over",
        description:
          "We go live with monitoring, train your team and document every flow so you own it.",
        duration: "2-3 days",
      },
    ],
  },
  packages: {
    id: "pricing",
    eyebrow: "Pricing",
    title: "Two Ways to Start",
    description:
      "Begin with low-code workflows for quick wins, or go further with custom AI for work that needs judgment.",
    serviceIds: ["low-code-automation", "ai-automation"],
    action: getAQuote,
  },
  technologies: {
    id: "technologies",
    eyebrow: "Technology",
    title: "Platforms We Automate With",
    description:
      "We pick the simplest platform that does the job, and write code only where it pays off.",
    items: [
      { name: "Zapier", category: "Workflow Automation", icon: "zap" },
      { name: "Make", category: "Workflow Automation", icon: "workflow" },
      { name: "n8n", category: "Self-Hosted Automation", icon: "server" },
      { name: "Power Automate", category: "Microsoft 365 Automation", icon: "layout-grid" },
      { name: "UiPath", category: "Robotic Process Automation", icon: "bot" },
      { name: "OpenAI", category: "Generative AI", icon: "sparkles" },
      { name: "LangChain", category: "LLM Orchestration", icon: "network" },
      { name: "Python", category: "Machine Learning", icon: "code-2" },
    ],
  },
  cta: {
    title: "Which Process Eats the Most Hours?",
    description:
      "Tell us about it. Within 24 hours we'll come back with an automation plan, a price and a timeline.",
    actions: [startYourProject, viewCaseStudies, allServices],
  },
} satisfies ServiceDetailPage;
