import type { ListedChapter } from "./paper-template";
import { chapterList, whitePaperDocument, whitePaperPage } from "./paper-template";

/** The white paper page at /resources/whitepapers/responsible-ai-governance and its PDF. */

const summary = {
  paragraphs: [
    "Most enterprises have published responsible AI principles. Far fewer can show a regulator, an auditor or a customer how those principles are applied to the model that approved yesterday's loan or screened this morning's job applicants. The gap between principle and practice is now a legal risk: the EU AI Act is in force and the NIST AI Risk Management Framework has become the reference for US regulators and buyers.",
    "This paper sets out an operating model that closes the gap without slowing delivery. It defines who decides what, the review gates a system passes on its way to production, the documentation each gate needs, and the monitoring that keeps a system compliant after launch. It is drawn from governance programs we built with banks, insurers, health systems and software companies.",
  ],
  takeaways: [
    "Keep one inventory of every AI system, including features embedded in vendor software.",
    "Classify each system by risk and make the review proportionate: light for low risk, thorough for high.",
    "Write documentation once, as model cards and data sheets that serve engineers, auditors and regulators alike.",
    "Monitor fairness, drift and incidents after launch; governance does not end at the release gate.",
  ],
};

const chapters: ListedChapter[] = [
  {
    heading: "From Principles to Practice",
    description: "Why published principles are not yet governance, and what regulators now expect.",
    paragraphs: [
      "Principles such as fairness, transparency and accountability are necessary but not sufficient. Regulators and auditors ask for evidence: which systems exist, who approved them, what was tested, and what happens when something goes wrong. Without a process that produces this evidence as a by-product of delivery, teams scramble to reconstruct it after the fact.",
      "The EU AI Act requires risk management, data governance, technical documentation, human oversight and post-market monitoring for high-risk systems. The NIST AI RMF organizes the same ideas into four functions: govern, map, measure and manage. An operating model that satisfies both is achievable with one set of artifacts.",
    ],
  },
  {
    heading: "Roles and Decision Rights",
    description: "Who owns a system, who reviews it and who can stop it.",
    paragraphs: [
      "Every AI system needs a named business owner who is accountable for its outcomes, a technical owner who is accountable for how it works, and an independent reviewer for systems above the lowest risk tier. An AI review board, drawn from risk, legal, security, data and the business, sets policy and decides on high-risk cases.",
      "Decision rights must be explicit. Write down who may approve a system for production at each risk tier, who may pause it, and who must be informed of an incident. Ambiguity here is the most common reason governance slows delivery.",
    ],
    bullets: [
      "Business owner: accountable for outcomes and use",
      "Technical owner: accountable for design, testing and monitoring",
      "Independent reviewer: challenges high-risk systems before launch",
      "AI review board: sets policy, rules on escalations",
    ],
  },
  {
    heading: "Inventory and Risk Classification",
    description: "Knowing what you run, and how much scrutiny each system deserves.",
    paragraphs: [
      "Start with an inventory. Include models built in-house, AI services bought from vendors and AI features switched on inside existing software. Procurement questionnaires and automated discovery of API calls to model providers find systems that teams forgot to declare.",
      "Classify each system with a short questionnaire: does it affect people's access to credit, employment, housing, healthcare or public services; does it act without human review; does it use sensitive data? The answers place it in one of three or four tiers, and the tier decides the review.",
    ],
  },
  {
    heading: "Review Gates and Documentation",
    description: "Proportionate gates that fit into the delivery process teams already follow.",
    paragraphs: [
      "Place gates where delivery already pauses: at design approval, before production and at each major retraining. Low-risk systems pass with a checklist completed by the team. High-risk systems need an independent review of data, testing, explainability and human oversight before they reach users.",
      "Documentation is written once and reused. A model card records the system's purpose, data, performance across groups, limitations and owners; a data sheet records the origin, consent and quality of each data set. The same documents answer the auditor, the regulator and the engineer who inherits the system.",
    ],
  },
  {
    heading: "Monitoring After Launch",
    description: "Fairness, drift and incidents: keeping a system compliant in production.",
    paragraphs: [
      "Models change as the world changes. Monitor input drift, performance and outcome differences between groups, and set thresholds that trigger a review. Route user complaints and overrides into the same incident process used for security and privacy, with a defined time to respond.",
      "Report monthly to the review board: systems launched, incidents, metrics outside tolerance and actions taken. This report is also the evidence of post-market monitoring that the EU AI Act requires for high-risk systems.",
    ],
  },
  {
    heading: "A 120-Day Implementation Plan",
    description: "From a blank page to a working governance program in four months.",
    paragraphs: [
      "Governance can be built incrementally. Begin with the inventory and classification, then add gates and documentation for new systems, then bring existing high-risk systems up to the same standard.",
    ],
    bullets: [
      "Days 1-30: appoint owners and the review board, build the inventory",
      "Days 31-60: agree risk tiers, gates and documentation templates",
      "Days 61-90: apply the process to every new system",
      "Days 91-120: review existing high-risk systems and start monthly reporting",
    ],
  },
];

const conclusion = [
  "Good governance is not a brake on AI; it is what lets an enterprise deploy AI in the places that matter most with confidence. Know what you run, review in proportion to risk, document once and monitor continuously. Teams that work this way ship faster, because approval is a known path rather than a negotiation.",
];

export const whitePaper = whitePaperPage({
  meta: {
    title: "Responsible AI Governance Operating Model (White Paper)",
    description:
      "Free 36-page white paper: roles, review gates, documentation and monitoring that satisfy the EU AI Act and NIST AI RMF without slowing delivery.",
  },
  hero: {
    description:
      "Roles, review gates, model documentation and monitoring controls that satisfy the EU AI Act and NIST AI RMF without slowing delivery.",
    pages: 36,
    readingTime: "About 70 minutes",
  },
  summary,
  keyStats: {
    description: "From the governance programs and benchmark data behind this paper.",
    items: [
      {
        value: "41%",
        label: "Of enterprises enforce their AI principles through reviews",
        icon: "scale",
      },
      {
        value: "29%",
        label: "Keep a complete inventory of the AI systems they use",
        icon: "layers",
      },
      {
        value: "37%",
        label: "Fewer post-launch incidents with a cross-functional review board",
        icon: "shield-check",
      },
      { value: "120 days", label: "To stand up a working governance program", icon: "calendar" },
    ],
  },
  contents: {
    description: "Six chapters from published principles to a governance program that runs itself.",
    chapters: chapterList(chapters),
  },
  cta: {
    title: "Want a Governance Review of Your AI Portfolio?",
    description:
      "Our AI risk team will map your systems, classify them by risk and show the gaps against the EU AI Act and NIST AI RMF, with a plan to close them.",
  },
  document: whitePaperDocument({
    title: "Responsible AI Governance: An Operating Model for Enterprises",
    subtitle: "Roles, review gates and monitoring that satisfy regulators without slowing delivery",
    author: "David Kim, Lead, AI Risk and Governance",
    publishDate: "July 2024",
    summary,
    chapters,
    conclusion,
  }),
});
