import type { FeaturedResearchStudy, ResearchPageContent, ResearchStudy } from "@/content/types";
import { browseAllResources } from "@/content/calls-to-action";

/**
 * The research library on /resources/research, newest first. 'Access Research' opens each
 * study's report page at `href` (/resources/research/{slug}), written in {slug}.ts beside this file.
 */
export const researchStudies = [
  {
    slug: "enterprise-ai-adoption-trends",
    title: "Enterprise AI Adoption Trends 2024",
    description:
      "How large organizations move from experiments to enterprise-wide AI: adoption rates, budgets, operating models and the barriers that stall scaling.",
    type: "Market Analysis",
    category: "Market Research",
    publishDate: "November 2024",
    participants: "1,200 senior leaders",
    downloadCount: "6,815",
    href: "/resources/research/enterprise-ai-adoption-trends",
  },
  {
    slug: "automation-roi-benchmark-2024",
    title: "Automation ROI Benchmark 2024",
    description:
      "Payback periods, cost per transaction and straight-through processing rates from 640 intelligent automation programs, by process and industry.",
    type: "Benchmark Study",
    category: "Automation",
    publishDate: "October 2024",
    participants: "640 automation programs",
    downloadCount: "4,390",
    href: "/resources/research/automation-roi-benchmark-2024",
  },
  {
    slug: "ai-in-healthcare-operations-2024",
    title: "AI in Healthcare Operations 2024",
    description:
      "An industry analysis of AI in patient flow, clinical documentation and revenue cycle management across 312 hospitals and health systems.",
    type: "Industry Analysis",
    category: "Healthcare",
    publishDate: "September 2024",
    participants: "312 hospitals and health systems",
    downloadCount: "3,274",
    href: "/resources/research/ai-in-healthcare-operations-2024",
  },
  {
    slug: "ai-in-banking-and-insurance-2024",
    title: "AI in Banking and Insurance 2024",
    description:
      "Sector research on fraud detection, underwriting, customer service and model risk management at 418 banks, credit unions and insurers.",
    type: "Sector Research",
    category: "Financial Services",
    publishDate: "August 2024",
    participants: "418 banks and insurers",
    downloadCount: "3,958",
    href: "/resources/research/ai-in-banking-and-insurance-2024",
  },
  {
    slug: "small-business-automation-impact-2024",
    title: "Small Business Automation Impact Study",
    description:
      "What automation and AI tools change for companies with fewer than 250 employees: hours saved, revenue effects and the tools owners rely on.",
    type: "Impact Study",
    category: "Small Business",
    publishDate: "July 2024",
    participants: "2,150 small businesses",
    downloadCount: "2,841",
    href: "/resources/research/small-business-automation-impact-2024",
  },
  {
    slug: "responsible-ai-governance-benchmark-2024",
    title: "Responsible AI Governance Benchmark",
    description:
      "How 385 risk and compliance leaders organize AI oversight: policies, review boards, model documentation and readiness for new regulation.",
    type: "Governance Study",
    category: "Ethics & Governance",
    publishDate: "June 2024",
    participants: "385 risk and compliance leaders",
    downloadCount: "2,196",
    href: "/resources/research/responsible-ai-governance-benchmark-2024",
  },
] satisfies ResearchStudy[];

const featuredTitle = "Global AI Automation Benchmark 2024";

/** The study above the library; 'Download Research' downloads `document` as a PDF. */
export const featuredStudy = {
  slug: "global-ai-automation-benchmark-2024",
  title: featuredTitle,
  description:
    "The largest independent benchmark of AI-driven automation: adoption, investment, returns and operating models at 1,547 enterprises in 23 countries.",
  type: "Benchmark Study",
  category: "Automation",
  publishDate: "December 2024",
  participants: "1,547 enterprises",
  downloadCount: "8,932",
  href: "/resources/research/global-ai-automation-benchmark-2024",
  methodology:
    "A 52-question survey of senior technology, operations and finance leaders at 1,547 enterprises with more than 500 employees, fielded from July to September 2024 across 23 countries and 16 industries, complemented by 74 in-depth interviews. Results are weighted by region and company size; the margin of error is ±2.5 percentage points at 95% confidence.",
  sampleSize: "1,547 enterprises",
  keyFindings: [
    "73% of enterprises run AI-driven automation in at least one core process, up from 51% in 2022",
    "Leaders report a median 3.2x return on automation investment within three years",
    "Companies with a central automation team scale programs 2.4x faster",
    "Data quality and integration remain the top barriers, cited by 61% of respondents",
    "Only 18% have reached enterprise-wide automation across five or more functions",
  ],
  document: {
    title: featuredTitle,
    subtitle: "Adoption, investment and returns at 1,547 enterprises in 23 countries",
    kind: "Benchmark Study",
    author: "Automation Research Team",
    publishDate: "December 2024",
    sections: [
      {
        heading: "Executive Summary",
        paragraphs: [
          "AI-driven automation has become mainstream in large organizations. Nearly three quarters of the 1,547 enterprises in this benchmark now run it in at least one core process, and spending on automation grew faster than any other technology category we track.",
          "Yet the gap between leaders and everyone else is widening. Leaders, the 18% of enterprises that have automated five or more business functions, report a median 3.2x return within three years. Most others remain stuck in a cycle of pilots that never reach scale.",
        ],
        bullets: [
          "73% run AI-driven automation in at least one core process",
          "Median three-year return among leaders: 3.2x",
          "Central automation teams scale programs 2.4x faster",
          "61% cite data quality and integration as the top barrier",
        ],
      },
      {
        heading: "Methodology",
        paragraphs: [
          "The benchmark is based on a 52-question survey of senior technology, operations and finance leaders at 1,547 enterprises with more than 500 employees, fielded from July to September 2024. Respondents came from 23 countries and 16 industries. We complemented the survey with 74 in-depth interviews.",
          "Results are weighted by region and company size to reflect the population of large enterprises. The margin of error for the full sample is plus or minus 2.5 percentage points at a 95% confidence level. Return figures are self-reported and were checked for consistency against reported costs and volumes.",
        ],
      },
      {
        heading: "Adoption and Investment",
        paragraphs: [
          "Adoption rose from 51% in 2022 to 73% in 2024. Finance, customer service and IT operations are the most automated functions, while sales and product development trail. Average automation budgets grew by 27% year on year, and 44% of enterprises now fund automation from business-unit budgets rather than central IT.",
          "Generative AI is reshaping the agenda. Half of the enterprises surveyed combine document understanding or language models with workflow automation, extending automation to work that involves reading, writing and judgment.",
        ],
      },
      {
        heading: "What Leaders Do Differently",
        paragraphs: [
          "Leaders share a small set of practices. They run automation as a portfolio with a central team that owns standards, shared components and measurement, while business units own priorities and outcomes. They measure a baseline before every launch and publish results monthly.",
          "They also invest in data foundations early. Leaders were twice as likely as others to have a shared integration layer and clean master data before automating, which let them reuse work across processes instead of starting from scratch each time.",
        ],
        bullets: [
          "A central automation team with a clear operating model",
          "Baselines and monthly value reporting for every program",
          "A shared integration layer and governed master data",
          "Human-in-the-loop design for exceptions and judgment calls",
        ],
      },
      {
        heading: "Barriers to Scale",
        paragraphs: [
          "Data quality and integration top the list of barriers, cited by 61% of respondents, followed by a shortage of skills (48%) and difficulty proving value (39%). Security and compliance concerns rank higher than last year, reflecting the spread of generative AI and new regulation.",
        ],
      },
      {
        heading: "Recommendations",
        paragraphs: [
          "Enterprises still in the pilot stage should pick two or three high-volume processes with clean data, prove value with a measured baseline, and use that success to fund a central team. Those already scaling should invest in shared integration, governance and reusable components, so every new automation costs less than the last.",
        ],
      },
    ],
  },
} satisfies FeaturedResearchStudy;

/** Copy of the research page at /resources/research. */
export const researchPage = {
  meta: {
    title: "AI Research and Market Studies",
    description:
      "Benchmarks, market analysis and sector research on enterprise AI adoption, automation ROI and governance, free to download.",
  },
  hero: {
    eyebrow: "Research",
    title: "Research & Market Studies",
    description:
      "Data-driven studies on how organizations adopt, scale and govern AI: benchmarks, market analysis and sector research drawn from thousands of companies.",
  },
  search: {
    label: "Search research",
    placeholder: "Search research...",
    submitLabel: "Search",
    clearLabel: "Clear search",
    matchesLabel: "{shown} matching studies in the library",
  },
  featured: {
    id: "featured-study",
    eyebrow: "Featured Study",
    title: "Our Flagship Benchmark",
    description:
      "The most comprehensive look yet at how large enterprises invest in and scale AI-driven automation.",
    badge: "New",
    methodologyLabel: "Methodology",
    sampleSizeLabel: "Sample size",
    publishedLabel: "Published",
    downloadsLabel: "Downloads",
    keyFindingsLabel: "Key findings",
    downloadLabel: "Download Research",
  },
  library: {
    id: "research-library",
    resultsId: "research-results",
    title: "Research Library",
    description: "Filter by category and study type, or search by topic.",
    categoryLabel: "Category",
    allCategoriesLabel: "All Research",
    categories: [
      "Market Research",
      "Automation",
      "Healthcare",
      "Financial Services",
      "Manufacturing",
      "Ethics & Governance",
      "Small Business",
    ],
    typeLabel: "Study type",
    allTypesLabel: "All Types",
    types: [
      "Market Analysis",
      "Benchmark Study",
      "Industry Analysis",
      "Sector Research",
      "Impact Study",
      "Governance Study",
    ],
    advancedFilterLabel: "Advanced Filter",
    activeFiltersLabel: "({count} active)",
    resetLabel: "Reset filters",
    resultsLabel: "Showing {shown} of {total} studies",
    accessLabel: "Access Research",
    accessHints: { page: "Opens the full report", download: "Downloads a PDF" },
    empty: {
      title: "No Studies Match Your Filters",
      description:
        "Try another category or study type, or a different keyword. You can also clear everything to see all studies.",
      clearLabel: "Clear filters",
    },
  },
  labels: { participants: "Participants", published: "Published", downloads: "{count} downloads" },
  closing: {
    id: "custom-research-services",
    title: "Custom Research Services",
    description:
      "Need answers specific to your market? Our research team designs surveys, benchmarks and competitive analyses around your questions, with results you can act on.",
    actions: [{ label: "Commission a Study", href: "/contact" }, browseAllResources],
  },
} satisfies ResearchPageContent;
