import type { AboutPageContent } from "@/content/types";
import { contactUs, viewCaseStudies } from "@/content/calls-to-action";
import { facts } from "@/content/facts";

/** Texts of the About page (/about). The footer's Careers link opens its Careers section (#careers). */
export const aboutPage = {
  meta: {
    title: "About Us: Our Mission, Team and Story",
    description: `Meet the AI automation and software team behind ${facts.projectsDelivered} projects: our mission, values, leadership, milestones and open roles.`,
  },
  hero: {
    visual: "about",
    eyebrow: "About us",
    title: "We Turn AI Ambition into Working Software",
    description: `Since 2020 we have helped ${facts.clientsServed} companies automate busy work, grow revenue with performance marketing and ship the apps their customers rely on.`,
    actions: [{ label: "Work With Us", href: "/contact" }, viewCaseStudies],
  },
  stats: {
    id: "stats",
    items: [
      { value: facts.projectsDelivered, label: "Projects Delivered" },
      { value: facts.clientsServed, label: "Clients Served" },
      { value: "5", label: "Years in Business" },
      { value: facts.teamSize, label: "Team Members" },
    ],
  },
  mission: {
    id: "mission-vision",
    story: {
      eyebrow: "Our story",
      title: "Built by Engineers Who Ship",
      paragraphs: [
        "We started as four engineers who kept seeing the same thing: companies buying AI tools they never put into production. So we set out to do the unglamorous part well, from mapping processes and cleaning data to integrating with legacy systems and training the teams who use what we build.",
        "Today our designers, engineers, data scientists and growth marketers work in small cross-functional squads. Each squad owns an outcome, not a task list, and measures itself by the numbers our clients report to their boards.",
      ],
    },
    statements: [
      {
        id: "mission",
        icon: "target",
        title: "Our Mission",
        text: "To make AI and automation practical for every business: systems that save real hours, earn real revenue and keep working long after launch.",
      },
      {
        id: "vision",
        icon: "eye",
        title: "Our Vision",
        text: "A world where people spend their time on judgment, creativity and relationships, while dependable automation handles the repetitive work around them.",
      },
    ],
  },
  values: {
    id: "values",
    eyebrow: "What we stand for",
    title: "Core Values",
    description: "The principles behind every estimate, architecture decision and status update.",
    items: [
      {
        icon: "trending-up",
        title: "Outcomes Over Output",
        description:
          "We agree on the business metric first and judge our work by it, not by hours billed or features shipped.",
      },
      {
        icon: "shield-check",
        title: "Responsible AI",
        description:
          "Privacy, fairness and human oversight are designed in from day one, never bolted on before launch.",
      },
      {
        icon: "handshake",
        title: "Radical Transparency",
        description:
          "Clear estimates, weekly demos and honest status reports, including when something is behind.",
      },
      {
        icon: "lightbulb",
        title: "Pragmatic Innovation",
        description:
          "We use the newest technology where it pays off and proven tools everywhere else.",
      },
      {
        icon: "users",
        title: "Partnership",
        description:
          "We work as an extension of your team and hand over the knowledge, code and documentation to run it.",
      },
      {
        icon: "graduation-cap",
        title: "Continuous Learning",
        description:
          "Every engineer gets a learning budget and time each sprint to explore, teach and improve our craft.",
      },
    ],
  },
  leadership: {
    id: "leadership",
    eyebrow: "Leadership",
    title: "Meet Our Leadership Team",
    description: "Experienced operators and engineers who stay close to every client engagement.",
    experienceLabel: "Experience",
    expertiseLabel: "Expertise",
    leaders: [
      {
        name: "Daniel Okafor",
        portrait: { skin: "deep", hair: "buzz", hairColor: "black", beard: true, top: "blazer" },
        role: "Chief Executive Officer & Co-Founder",
        experience: "18+ years",
        expertise: ["AI Strategy", "Digital Transformation", "Enterprise Partnerships"],
        bio: "Daniel led automation programs at two Fortune 500 insurers before co-founding the company. He still joins every client kickoff to agree the outcomes a project must deliver.",
      },
      {
        name: "Dr. Anna Lindqvist",
        portrait: {
          skin: "light",
          hair: "bun",
          hairColor: "blonde",
          glasses: true,
          top: "turtleneck",
        },
        role: "Chief Technology Officer & Co-Founder",
        experience: "15+ years",
        expertise: ["Machine Learning", "MLOps", "Cloud Architecture"],
        bio: "Anna holds a PhD in machine learning and built large-scale recommendation systems in e-commerce. She sets our engineering standards and the architecture of our automation platform.",
      },
      {
        name: "Rafael Costa",
        portrait: { skin: "tan", hair: "curly", hairColor: "brown", top: "sweater" },
        role: "VP of Engineering",
        experience: "14+ years",
        expertise: ["Web & Mobile Platforms", "DevOps", "Team Leadership"],
        bio: `Rafael has shipped web and mobile products used by millions. He runs our delivery squads and the practices that keep ${facts.teamSize} specialists releasing safely every week.`,
      },
      {
        name: "Mei Tanaka",
        portrait: { skin: "fair", hair: "bob", hairColor: "black", top: "shirt" },
        role: "Head of Performance Marketing",
        experience: "12+ years",
        expertise: ["Paid Acquisition", "Marketing Analytics", "Conversion Optimization"],
        bio: "Mei has managed more than $120M in ad spend across B2B and retail brands. She leads the team that pairs predictive models with hands-on campaign management.",
      },
    ],
  },
  timeline: {
    id: "timeline",
    eyebrow: "Our journey",
    title: "Milestones Since 2020",
    description: `From a four-person consultancy to a ${facts.teamSize} strong team delivering across six industries.`,
    milestones: [
      {
        year: "2020",
        title: "Founded in San Francisco",
        description:
          "Four engineers set up shop to help companies move AI from pilot to production, starting with document automation.",
      },
      {
        year: "2021",
        title: "Low-Code Automation Practice",
        description:
          "Launched our low-code automation service and delivered our first 50 projects for finance and operations teams.",
      },
      {
        year: "2022",
        title: "Performance Marketing and Apps",
        description:
          "Added performance marketing and mobile app development, and passed 100 clients across North America and Europe.",
      },
      {
        year: "2023",
        title: "Healthcare and Financial Services",
        description:
          "Opened dedicated healthcare and fintech squads, achieved SOC 2 Type II and grew the team past 35 people.",
      },
      {
        year: "2024",
        title: `${facts.projectsDelivered} Projects and a Public API`,
        description: `Reached ${facts.projectsDelivered} delivered projects and a team of ${facts.teamSize}, and released our public API and TypeScript SDK 1.0.0.`,
      },
    ],
  },
  careers: {
    id: "careers",
    eyebrow: "Careers",
    title: "Join Our Team",
    description:
      "We hire curious people who like shipping things that matter. Remote-friendly, with hubs in San Francisco and Lisbon.",
    perks: [
      {
        icon: "globe",
        title: "Remote-Friendly",
        description:
          "Work from home, from our hubs, or a mix of both, within four hours of your squad's time zone.",
      },
      {
        icon: "graduation-cap",
        title: "$2,500 Learning Budget",
        description:
          "Courses, conferences and certifications every year, plus paid time to use them.",
      },
      {
        icon: "heart-pulse",
        title: "Full Health Coverage",
        description: "Medical, dental and vision for you and your dependants, from your first day.",
      },
      {
        icon: "rocket",
        title: "Real Ownership",
        description: "Small squads, direct client contact and a say in how the work gets done.",
      },
    ],
    rolesTitle: "Open Roles",
    roles: [
      {
        title: "Senior Machine Learning Engineer",
        team: "AI Engineering",
        location: "Remote (US) or San Francisco",
        type: "Full-time",
        description:
          "Design, train and deploy production models for document processing and forecasting.",
      },
      {
        title: "Full-Stack Engineer (TypeScript)",
        team: "Web Platforms",
        location: "Remote (EU) or Lisbon",
        type: "Full-time",
        description: "Build React and Node.js products for clients, from first prototype to scale.",
      },
      {
        title: "Automation Solutions Consultant",
        team: "Low-Code Automation",
        location: "San Francisco (hybrid)",
        type: "Full-time",
        description:
          "Map client processes and lead the design of low-code workflows with our engineers.",
      },
      {
        title: "Performance Marketing Analyst",
        team: "Growth",
        location: "Remote (US)",
        type: "Full-time",
        description:
          "Own campaign analytics, experiments and budget recommendations for B2B clients.",
      },
    ],
    applyTitle: "How to Apply",
    applySteps: [
      "Send us a message through the contact form: name the role and add a link to your CV or LinkedIn profile.",
      "A member of the hiring team replies within five business days.",
      "Two interviews and one paid, practical exercise: no whiteboard puzzles.",
    ],
    apply: { label: "Apply Now", href: "/contact" },
  },
  cta: {
    title: "Let's Build Something Together",
    description:
      "Tell us about the process you want to automate or the product you want to launch. We reply within 24 hours.",
    actions: [contactUs, viewCaseStudies],
  },
} satisfies AboutPageContent;
