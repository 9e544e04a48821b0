import type { ServiceDetailPage } from "../types";
import { allServices, getAQuote, viewCaseStudies } from "@/content/calls-to-action";

/** /services/performance-marketing */
export const performanceMarketingService = {
  slug: "performance-marketing",
  title: "Performance Marketing",
  meta: {
    title: "AI-Driven Performance Marketing Services",
    description:
      "Paid search and social campaigns with predictive audiences, rapid creative testing and reporting tied to revenue. Campaigns live in 2-4 weeks.",
  },
  hero: {
    visual: "dashboard",
    eyebrow: "Performance Marketing",
    title: "Performance Marketing Measured on Revenue",
    description:
      "We run paid search, social and programmatic campaigns with predictive audiences, fast creative testing and tracking you can trust, and we report on pipeline and revenue, not vanity metrics.",
    actions: [{ label: "Get a Free Account Audit", href: "/contact" }, viewCaseStudies],
  },
  metrics: {
    id: "results",
    title: "Typical Results in the First Six Months",
    items: [
      { value: "3.1x", label: "Return on ad spend", detail: "average across active accounts" },
      { value: "38%", label: "Lower acquisition cost", detail: "within the first 90 days" },
      { value: "2-4 weeks", label: "To launch", detail: "including tracking setup" },
      { value: "24/7", label: "Spend monitoring", detail: "with automated anomaly alerts" },
    ],
  },
  offerings: {
    id: "offerings",
    eyebrow: "What we run",
    title: "Every Paid Channel, One Accountable Team",
    description:
      "Strategy, media buying, creative and measurement under one roof, so nothing gets lost between agencies.",
    items: [
      {
        icon: "search",
        title: "Paid Search and Shopping",
        description:
          "Google and Microsoft Ads built around high-intent keywords, product feeds and value-based bidding.",
      },
      {
        icon: "megaphone",
        title: "Paid Social",
        description:
          "Meta, LinkedIn and TikTok campaigns with audience testing and creative built for each placement.",
      },
      {
        icon: "brain",
        title: "Predictive Audiences",
        description:
          "Models trained on your CRM data find the prospects most likely to buy and the customers worth winning back.",
      },
      {
        icon: "sparkles",
        title: "Creative Testing",
        description:
          "AI-assisted ad variants tested in structured rounds, so winning messages surface in days rather than months.",
      },
      {
        icon: "activity",
        title: "Tracking and Attribution",
        description:
          "Server-side tracking, conversion APIs and clean UTM discipline that survive cookie loss and ad blockers.",
      },
      {
        icon: "target",
        title: "Landing Page Optimization",
        description:
          "Fast landing pages and A/B tests that turn paid clicks into leads and sales at a lower cost.",
      },
    ],
  },
  benefits: {
    id: "benefits",
    eyebrow: "Why it works",
    title: "Spend That Earns Its Place",
    items: [
      {
        icon: "dollar-sign",
        title: "Budget Follows Results",
        description:
          "Spend moves weekly toward the campaigns that bring revenue, not the ones that bring cheap clicks.",
      },
      {
        icon: "database",
        title: "Decisions from Clean Data",
        description:
          "Accurate conversion data means the ad platforms' algorithms optimize toward customers, not noise.",
      },
      {
        icon: "refresh-cw",
        title: "Faster Learning",
        description:
          "A steady testing calendar compounds small wins in audiences, offers and creative into big gains.",
      },
      {
        icon: "pie-chart",
        title: "Transparent Reporting",
        description:
          "One live dashboard from spend to pipeline, and a weekly call that ends with the next test.",
      },
    ],
  },
  process: {
    id: "process",
    eyebrow: "How it works",
    title: "Four Steps from Audit to Scale",
    steps: [
      {
        step: 1,
        title: "Audit and Strategy",
        description:
          "We review your accounts, tracking and funnel, then set targets for cost per acquisition and return.",
        duration: "1 week",
      },
      {
        step: 2,
        title: "Tracking and Setup",
        description:
          "We fix measurement first, then rebuild campaign structures, audiences and feeds.",
        duration: "1-3 weeks",
      },
      {
        step: 3,
        title: "Launch and Test",
        description: "Campaigns go live with a testing plan for audiences, offers and creative.",
        duration: "1 week",
      },
      {
        step: 4,
        title: "Scale and Optimize",
        description:
          "Weekly optimization and monthly strategy reviews scale what works and cut what doesn't.",
        duration: "Ongoing",
      },
    ],
  },
  packages: {
    id: "pricing",
    eyebrow: "Pricing",
    title: "Pricing and Timeline",
    description: "A fixed monthly fee agreed up front; ad spend is paid directly to the platforms.",
    serviceIds: ["performance-marketing"],
    action: getAQuote,
  },
  technologies: {
    id: "technologies",
    eyebrow: "Technology",
    title: "Our Marketing Stack",
    description: "Certified on the major ad platforms, and at home in your analytics and CRM.",
    items: [
      { name: "Google Ads", category: "Search & Shopping", icon: "search" },
      { name: "Meta Ads", category: "Paid Social", icon: "megaphone" },
      { name: "LinkedIn Ads", category: "B2B Social", icon: "briefcase" },
      { name: "GA4", category: "Web Analytics", icon: "line-chart" },
      { name: "Looker Studio", category: "Reporting", icon: "pie-chart" },
      { name: "HubSpot", category: "CRM & Attribution", icon: "users" },
      { name: "Segment", category: "Customer Data", icon: "database" },
      { name: "BigQuery", category: "Data Warehouse", icon: "cloud" },
    ],
  },
  cta: {
    title: "Find Out Where Your Ad Budget Leaks",
    description:
      "Get a free audit of your ad accounts and tracking, with the three changes we'd make first.",
    actions: [{ label: "Request Your Audit", href: "/contact" }, viewCaseStudies, allServices],
  },
} satisfies ServiceDetailPage;
