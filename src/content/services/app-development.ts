import type { ServiceDetailPage } from "../types";
import {
  allServices,
  getAQuote,
  startYourProject,
  viewCaseStudies,
} from "@/content/calls-to-action";

/** /services/app-development */
export const appDevelopmentService = {
  slug: "app-development",
  title: "App Development",
  meta: {
    title: "Mobile App Development Services for iOS and Android",
    description:
      "Native and cross-platform iOS and Android apps, from product discovery to store launch and beyond, delivered in 8-16 weeks.",
  },
  hero: {
    visual: "devices",
    eyebrow: "App Development",
    title: "Mobile Apps Your Customers Keep Coming Back To",
    description:
      "We take your app from idea to App Store and Google Play with a senior team for product, design and engineering, then keep improving it with releases driven by real usage data.",
    actions: [{ label: "Discuss Your App", href: "/contact" }, viewCaseStudies],
  },
  metrics: {
    id: "results",
    title: "Apps Built to Last",
    items: [
      { value: "4.7", label: "Average store rating", detail: "across the apps we maintain" },
      { value: "99.9%", label: "Crash-free sessions", detail: "measured in production" },
      { value: "8-16 weeks", label: "To store launch", detail: "for a first release" },
      { value: "60%", label: "Less code to maintain", detail: "with one cross-platform codebase" },
    ],
  },
  offerings: {
    id: "offerings",
    eyebrow: "What we build",
    title: "Everything an App Needs to Succeed",
    description:
      "One team for strategy, design, engineering and release, so decisions are made once and made well.",
    items: [
      {
        icon: "compass",
        title: "Product Discovery and UX",
        description:
          "Workshops, user research and clickable prototypes that test the idea before a line of code is written.",
      },
      {
        icon: "smartphone",
        title: "Cross-Platform Apps",
        description:
          "iOS and Android from one React Native or Flutter codebase, with native performance where it matters.",
      },
      {
        icon: "monitor-smartphone",
        title: "Native iOS and Android",
        description:
          "Swift and Kotlin for apps that need deep device features, wearables or demanding graphics.",
      },
      {
        icon: "server",
        title: "Secure Back Ends and APIs",
        description:
          "Scalable APIs, sign-in, payments and admin panels built with security reviews at every release.",
      },
      {
        icon: "sparkles",
        title: "AI Features",
        description:
          "Personalized recommendations, smart search, document scanning and in-app assistants.",
      },
      {
        icon: "refresh-cw",
        title: "Release and Maintenance",
        description:
          "Automated store releases, crash monitoring and OS updates handled before your users notice.",
      },
    ],
  },
  benefits: {
    id: "benefits",
    eyebrow: "Why teams choose us",
    title: "Less Risk from Idea to Launch",
    items: [
      {
        icon: "target",
        title: "Validated Before It's Built",
        description:
          "Prototypes tested with real users cut the features nobody needs and protect your budget.",
      },
      {
        icon: "gauge",
        title: "Fast, Smooth and Reliable",
        description:
          "Performance budgets and automated tests on real devices keep the app quick on older phones too.",
      },
      {
        icon: "lock",
        title: "Secure by Default",
        description:
          "Encrypted storage, secure authentication and OWASP mobile checks are part of every release.",
      },
      {
        icon: "line-chart",
        title: "Decisions from Usage Data",
        description:
          "Analytics and feature flags show what users do, so each release improves retention.",
      },
    ],
  },
  process: {
    id: "process",
    eyebrow: "How it works",
    title: "From Idea to Store Launch in Four Steps",
    steps: [
      {
        step: 1,
        title: "Discovery and Design",
        description:
          "We define the audience, core journeys and success metrics, then design and test a clickable prototype.",
        duration: "2-3 weeks",
      },
      {
        step: 2,
        title: "Build in Sprints",
        description: "Two-week sprints with a working build on your phone after every one.",
        duration: "5-11 weeks",
      },
      {
        step: 3,
        title: "Test and Launch",
        description:
          "Device testing, beta groups and store submission, with listings written to convert.",
        duration: "1-2 weeks",
      },
      {
        step: 4,
        title: "Grow and Iterate",
        description:
          "We watch the analytics, fix what slows users down and ship new features on a steady cadence.",
        duration: "Ongoing",
      },
    ],
  },
  packages: {
    id: "pricing",
    eyebrow: "Pricing",
    title: "Pricing and Timeline",
    description:
      "A fixed price for the first release, agreed after discovery; monthly plans for what comes next.",
    serviceIds: ["app-development"],
    action: getAQuote,
  },
  technologies: {
    id: "technologies",
    eyebrow: "Technology",
    title: "Our Mobile Stack",
    description: "Proven, well-supported technologies your own team can take over at any time.",
    items: [
      { name: "React Native", category: "Cross-Platform", icon: "smartphone" },
      { name: "Flutter", category: "Cross-Platform", icon: "layers" },
      { name: "Swift", category: "Native iOS", icon: "code-2" },
      { name: "Kotlin", category: "Native Android", icon: "code-2" },
      { name: "Node.js", category: "Back End", icon: "server" },
      { name: "Firebase", category: "Mobile Back End", icon: "database" },
      { name: "PostgreSQL", category: "Database", icon: "database" },
      { name: "AWS", category: "Cloud", icon: "cloud" },
    ],
  },
  cta: {
    title: "Have an App Idea or an App That Needs Rescuing?",
    description:
      "Book a free consultation and get a scoped plan, a price range and a realistic launch date.",
    actions: [startYourProject, viewCaseStudies, allServices],
  },
} satisfies ServiceDetailPage;
