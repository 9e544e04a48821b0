import { researchReportPage, researchReportTemplate as template } from "./report-template";

/**
 * The research report page at /resources/research/enterprise-ai-adoption-trends.
 * `document` is what the Download button turns into a PDF; keep its figures in
 * step with the findings shown on the page.
 */

const title = "Enterprise AI Adoption Trends 2024";

const methodologyParagraphs = [
  "The report is based on an online survey of 1,200 senior leaders – chief executives, technology, data, operations and finance executives – at organizations with more than 1,000 employees. Fieldwork ran from June to August 2024 in 18 countries across North America, Europe and Asia-Pacific, covering 14 industries.",
  "To understand the reasons behind the numbers, we conducted 60 in-depth interviews with executives at organizations at different stages of maturity. Survey results are weighted by region, industry and company size. The margin of error for the full sample is ±2.8 percentage points at a 95% confidence level.",
];

const findings = [
  {
    stat: "72%",
    title: "AI Is in Production at Most Large Organizations",
    description:
      "72% of enterprises now run at least one AI system in production, up from 48% in 2022. Customer service, IT operations and finance lead adoption; product development and HR trail.",
  },
  {
    stat: "26%",
    title: "Few Have Scaled Beyond a Handful of Use Cases",
    description:
      "Only 26% have scaled AI across three or more business functions. Most remain in a cycle of isolated projects, each with its own data pipelines, vendors and success measures.",
  },
  {
    stat: "2.4x",
    title: "Platform Teams Speed Up Delivery",
    description:
      "Organizations with a central AI platform team take new models to production 2.4 times faster, because data access, deployment and monitoring are solved once rather than per project.",
  },
  {
    stat: "61%",
    title: "Data Remains the Biggest Barrier",
    description:
      "61% name data quality and access as their top obstacle, ahead of skills (49%) and unclear business value (37%). Leaders invest in data foundations before expanding their use case portfolio.",
  },
  {
    stat: "3.2x",
    title: "Returns Grow with Maturity",
    description:
      "Enterprises with three or more years of production AI report a median 3.2x return on their AI investment, compared with 1.4x for those in their first year.",
  },
  {
    stat: "44%",
    title: "Governance Lags Behind Adoption",
    description:
      "Only 44% have a formal AI risk framework that applies to every system, and fewer than a third keep a complete inventory of the AI they use, including features embedded in vendor software.",
  },
];

export const researchReport = researchReportPage({
  meta: {
    title: "Enterprise AI Adoption Trends 2024 (Research Report)",
    description:
      "An 85-page research report on how 1,200 enterprises adopt, scale and govern AI: methodology, key findings and recommendations.",
  },
  hero: {
    description:
      "How large organizations move from AI experiments to enterprise-wide value: adoption, investment, operating models and the barriers that stall scaling, from a survey of 1,200 senior leaders.",
    type: "Market Analysis",
    pages: 85,
    participants: "1,200 senior leaders",
    coverage: "18 countries, 14 industries",
  },
  highlightsDescription: "Headline numbers from the 2024 survey.",
  highlights: [
    { value: "1,200", label: "Senior leaders surveyed across 18 countries", icon: "users" },
    { value: "72%", label: "Of enterprises run AI in production", icon: "activity" },
    { value: "3.2x", label: "Median return for mature AI adopters", icon: "trending-up" },
    { value: "26%", label: "Have scaled AI across three or more functions", icon: "layers" },
  ],
  methodology: {
    description: "How the data was collected and weighted.",
    details: [
      { label: "Sample", value: "1,200 senior leaders" },
      { label: "Organizations", value: "More than 1,000 employees" },
      { label: "Fieldwork", value: "June to August 2024" },
      { label: "Regions", value: "North America, Europe, Asia-Pacific" },
      { label: "Interviews", value: "60 executives" },
      { label: "Margin of error", value: "±2.8 points at 95% confidence" },
    ],
  },
  findings: {
    description: "Six findings that shape the enterprise AI agenda for the year ahead.",
    items: findings,
  },
  cta: {
    title: "Need Research Specific to Your Market?",
    description:
      "Our research team designs custom surveys and benchmarks around your questions, from competitor analysis to customer adoption studies.",
  },
  document: {
    title,
    subtitle: "How enterprises adopt, scale and govern AI: a survey of 1,200 senior leaders",
    kind: template.eyebrow,
    author: "Market Research Team",
    publishDate: "November 2024",
    sections: [
      {
        heading: "Executive Summary",
        paragraphs: [
          "Artificial intelligence has crossed from experiment to infrastructure in most large organizations. Nearly three quarters of the enterprises we surveyed run AI in production, and most plan to increase investment in the coming year. Generative AI has accelerated interest at board level and widened the range of work AI can support.",
          "Scaling is the new challenge. Only a quarter of enterprises have taken AI beyond a handful of use cases, and the gap between these leaders and the rest is widening. Leaders share clear traits: a central platform team, strong data foundations, disciplined measurement and governance that keeps pace with adoption.",
        ],
        bullets: findings.map((finding) => `${finding.stat}: ${finding.title}`),
      },
      {
        heading: template.methodologyTitle,
        paragraphs: methodologyParagraphs,
      },
      {
        heading: "The State of Adoption",
        paragraphs: [findings[0].description, findings[1].description],
      },
      {
        heading: "Operating Models That Scale",
        paragraphs: [
          findings[2].description,
          "The most effective model is a hub and spoke: a central team owns the platform, standards and shared components, while business units own priorities, data stewardship and outcomes. Fully centralized teams become bottlenecks; fully federated ones duplicate effort and struggle with governance.",
        ],
      },
      {
        heading: "Barriers to Scale",
        paragraphs: [
          findings[3].description,
          "Interviewees described the same pattern: each new use case rebuilds data pipelines from scratch, so the tenth project costs as much as the first. Organizations that broke this cycle invested in shared data products with clear owners and quality targets.",
        ],
      },
      {
        heading: "Investment and Returns",
        paragraphs: [
          findings[4].description,
          "AI budgets grew by a median of 24% year on year. Spending is shifting from experimentation to production infrastructure, monitoring and the skills needed to run AI reliably.",
        ],
      },
      {
        heading: "Governance and Risk",
        paragraphs: [
          findings[5].description,
          "New regulation, led by the EU AI Act, is pushing governance up the agenda. Leaders are building AI inventories, classifying systems by risk and introducing review gates proportionate to the impact of each system.",
        ],
      },
      {
        heading: "Recommendations",
        paragraphs: [
          "Enterprises that want to join the leaders should focus on four moves over the next 12 months.",
        ],
        bullets: [
          "Establish a central AI platform team with a clear mandate and funding",
          "Treat data as a product, with owners, quality targets and reuse across use cases",
          "Measure value against a baseline for every AI system and report it monthly",
          "Build an AI inventory and risk-based review process before regulation requires it",
        ],
      },
    ],
  },
});
