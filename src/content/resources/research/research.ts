import type { FeaturedResearchStudy, ResearchPageContent, ResearchStudy } from "@/content/types";
import { browseAllResources } from "@/content/calls-to-action";

/**
 * The research library on /resources/research, newest first. A study with a
 * `document` is downloaded as a PDF by 'Access Research'; one without opens
 * its report page at `href`.
 */
export const researchStudies = [
  {
    slug: "enterprise-ai-adoption-trends-2024",
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
    href: "/resources/research#automation-roi-benchmark-2024",
    document: {
      title: "Automation ROI Benchmark 2024",
      subtitle: "Payback, cost and quality results from 640 intelligent automation programs",
      kind: "Research Brief",
      author: "Automation Research Team",
      publishDate: "October 2024",
      sections: [
        {
          heading: "Executive Summary",
          paragraphs: [
            "Intelligent automation now pays back faster than at any point since we began tracking it. Across 640 programs in 11 industries, the median payback period fell to 11 months, down from 16 months in 2022, driven by cheaper document AI and better orchestration tools.",
            "Results vary widely. The top quartile of programs achieved straight-through processing rates above 80%, while the bottom quartile stayed below 35% and struggled to show any return. The difference was rarely the technology and almost always process design and exception handling.",
          ],
          bullets: [
            "Median payback period: 11 months (top quartile: 6 months)",
            "Median cost per transaction reduced by 52%",
            "Finance and procurement processes showed the fastest payback",
            "Programs with a dedicated exception-handling design scored 2.3x higher ROI",
          ],
        },
        {
          heading: "Methodology",
          paragraphs: [
            "We collected operational and financial data from 640 automation programs that had been in production for at least nine months. Data was submitted through a structured questionnaire and validated against system logs for 212 programs. Returns are calculated on a three-year total cost of ownership basis.",
          ],
          bullets: [
            "Fieldwork: April to August 2024",
            "Programs in North America (46%), Europe (34%) and Asia-Pacific (20%)",
            "11 industries, 23 process families",
          ],
        },
        {
          heading: "Findings by Process",
          paragraphs: [
            "Accounts payable, order-to-cash and claims intake remain the most reliable starting points, with median payback under nine months. Customer onboarding and know-your-customer checks deliver high value but take longer, because integration with legacy systems and regulatory review add three to five months.",
            "Processes that depend on unstructured documents improved most year on year. Document AI accuracy above 95% on common forms has made automation viable for work that was previously routed to manual queues.",
          ],
        },
        {
          heading: "Recommendations",
          paragraphs: [
            "Design for exceptions from day one, measure a baseline before launch, and fund a small central team that maintains shared components. These three practices separate top-quartile programs from the rest.",
          ],
          bullets: [
            "Map exception paths before building the happy path",
            "Track straight-through processing as the lead indicator of value",
            "Reuse connectors and document models across processes",
          ],
        },
      ],
    },
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
    href: "/resources/research#ai-in-healthcare-operations-2024",
    document: {
      title: "AI in Healthcare Operations 2024",
      subtitle: "Patient flow, documentation and revenue cycle results from 312 providers",
      kind: "Research Brief",
      author: "Healthcare Research Team",
      publishDate: "September 2024",
      sections: [
        {
          heading: "Executive Summary",
          paragraphs: [
            "Healthcare providers are adopting AI fastest where it relieves administrative load. Ambient clinical documentation and revenue cycle automation now lead adoption, ahead of diagnostic imaging, because they show results in weeks and carry lower clinical risk.",
            "Providers that deployed ambient documentation reported clinicians saving an average of 72 minutes per day, and 64% of those providers saw measurable improvement in clinician satisfaction scores within six months.",
          ],
          bullets: [
            "58% of providers use AI in at least one operational workflow",
            "Ambient documentation saves clinicians 72 minutes per day on average",
            "Denied claims fell by 23% where AI pre-submission checks were used",
            "Data governance and interoperability remain the top barriers",
          ],
        },
        {
          heading: "Methodology",
          paragraphs: [
            "We surveyed operational, clinical and IT leaders at 312 hospitals and health systems in the United States, Canada and the United Kingdom, and held 28 follow-up interviews. Outcome figures were reported by participants and, where possible, checked against published quality and financial data.",
          ],
        },
        {
          heading: "Findings",
          paragraphs: [
            "Patient flow prediction, which forecasts admissions and discharges to plan beds and staffing, delivered a median 0.4-day reduction in length of stay among mature adopters. Results depended heavily on whether predictions were built into daily huddles rather than left on a dashboard.",
            "Revenue cycle automation produced the clearest financial return. Pre-submission claim checks, automated prior authorization and coding assistance together reduced days in accounts receivable by a median of six days.",
          ],
        },
        {
          heading: "Recommendations",
          paragraphs: [
            "Start with administrative workflows that free clinical time, establish a clinical AI governance committee before moving into diagnostic use cases, and insist on integration with the electronic health record rather than standalone tools.",
          ],
        },
      ],
    },
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
    href: "/resources/research#ai-in-banking-and-insurance-2024",
    document: {
      title: "AI in Banking and Insurance 2024",
      subtitle: "Fraud, underwriting and service results from 418 financial institutions",
      kind: "Research Brief",
      author: "Financial Services Research Team",
      publishDate: "August 2024",
      sections: [
        {
          heading: "Executive Summary",
          paragraphs: [
            "Financial institutions are among the most mature AI adopters, but maturity is uneven. Fraud detection and anti-money-laundering monitoring are near-universal, while AI in underwriting and claims remains concentrated among the largest firms.",
            "Model risk management has become the pacing factor. Institutions with an automated model inventory and validation pipeline deployed new models in a median of 9 weeks, compared with 26 weeks for those relying on manual review.",
          ],
          bullets: [
            "91% use machine learning in fraud detection; 47% in underwriting",
            "Real-time fraud models reduced card fraud losses by a median of 31%",
            "False-positive rates fell by 40% where behavioural features were added",
            "Generative AI pilots focus on service agents and document review",
          ],
        },
        {
          heading: "Methodology",
          paragraphs: [
            "Risk, technology and operations executives at 418 institutions completed a 46-question survey between March and June 2024. The sample includes 162 banks, 94 credit unions and 162 insurers across North America and Europe. We conducted 35 interviews to explore results in depth.",
          ],
        },
        {
          heading: "Findings",
          paragraphs: [
            "Customer service is the fastest-growing area, with 38% of institutions piloting generative AI assistants for agents. Early results show a 14% reduction in average handling time, with human agents reviewing every customer-facing answer.",
            "Underwriting automation produced strong results for small commercial and personal lines, where straight-through decisions rose to 62% of applications among leaders, but adoption is held back by explainability requirements and fair-lending obligations.",
          ],
        },
        {
          heading: "Recommendations",
          paragraphs: [
            "Invest in model risk tooling before scaling the model portfolio, extend fraud features to behavioural and device signals, and pilot generative AI with agents in the loop before exposing it to customers.",
          ],
        },
      ],
    },
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
    href: "/resources/research#small-business-automation-impact-2024",
    document: {
      title: "Small Business Automation Impact Study",
      subtitle: "Hours saved and revenue effects at 2,150 companies with fewer than 250 employees",
      kind: "Research Brief",
      author: "Small Business Research Team",
      publishDate: "July 2024",
      sections: [
        {
          heading: "Executive Summary",
          paragraphs: [
            "Small businesses that adopted automation tools in the past two years report saving an average of 11 hours per employee each month. Most of that time went back into customer work: 57% of adopters said they took on more clients without adding staff.",
            "No-code platforms and AI features built into existing software drove adoption. Only 12% of small businesses built anything custom, and those that did usually started with a single integration between their CRM and accounting system.",
          ],
          bullets: [
            "11 hours saved per employee per month on average",
            "57% took on more customers without hiring",
            "Invoicing, scheduling and lead follow-up are the most automated tasks",
            "Lack of time to set up tools is the top barrier, ahead of cost",
          ],
        },
        {
          heading: "Methodology",
          paragraphs: [
            "We surveyed owners and managers of 2,150 businesses with 2 to 249 employees in the United States, the United Kingdom and Australia in May and June 2024, weighted by company size and sector. Twenty businesses shared before-and-after time tracking data for a deeper analysis.",
          ],
        },
        {
          heading: "Findings",
          paragraphs: [
            "Impact was largest in professional services and e-commerce, where automated follow-up and order handling raised revenue per employee by a median of 18%. Trades and hospitality businesses saw smaller but steady gains from scheduling and payment reminders.",
            "Businesses that assigned one person to own their automations reported twice the time savings of those that left it to whoever had time, showing that even small teams benefit from clear ownership.",
          ],
        },
        {
          heading: "Recommendations",
          paragraphs: [
            "Automate one repetitive, rules-based task end to end before adding more, use the automation features already in your software, and give one person responsibility for keeping automations working.",
          ],
        },
      ],
    },
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
    href: "/resources/research#responsible-ai-governance-benchmark-2024",
    document: {
      title: "Responsible AI Governance Benchmark",
      subtitle: "How 385 organizations organize AI oversight and prepare for regulation",
      kind: "Research Brief",
      author: "AI Governance Research Team",
      publishDate: "June 2024",
      sections: [
        {
          heading: "Executive Summary",
          paragraphs: [
            "AI governance is moving from principles to practice. Three quarters of organizations have published responsible AI principles, but only 41% have turned them into review processes that apply to every model before deployment.",
            "Regulation is the main catalyst. With the EU AI Act in force, 68% of organizations operating in Europe have started classifying their AI systems by risk level, and 52% have appointed an executive accountable for AI risk.",
          ],
          bullets: [
            "75% have responsible AI principles; 41% enforce them through reviews",
            "Only 29% keep a complete inventory of AI systems in use",
            "Bias testing before deployment is standard at 46% of organizations",
            "Organizations with review boards report fewer post-launch incidents",
          ],
        },
        {
          heading: "Methodology",
          paragraphs: [
            "Risk, compliance, legal and data leaders at 385 organizations with more than 1,000 employees answered a 38-question survey in March and April 2024. Respondents were based in North America (44%), Europe (41%) and Asia-Pacific (15%) and covered regulated and unregulated industries.",
          ],
        },
        {
          heading: "Findings",
          paragraphs: [
            "The biggest gap is visibility. Without an inventory of the AI systems in use, including features embedded in third-party software, organizations cannot classify risk or show regulators what they run. Leaders are addressing this with procurement questionnaires and automated discovery.",
            "Organizations with a cross-functional AI review board reported 37% fewer incidents after launch, such as biased outcomes, privacy complaints or model failures, than those relying on individual teams to assess their own systems.",
          ],
        },
        {
          heading: "Recommendations",
          paragraphs: [
            "Build a complete AI inventory, classify systems by risk, and apply proportionate review: light for low-risk tools, thorough for systems that affect people's rights, money or health.",
          ],
        },
      ],
    },
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
  href: "/resources/research#featured-study",
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
          "Generative AI is reshaping the agenda. Half of the enterprises surveyed combine document understanding or language models with workflow automation, extending automation to work that involves reading, writing and judgement.",
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
          "Human-in-the-loop design for exceptions and judgement calls",
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
    title: "Our flagship benchmark",
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
      title: "No studies match your filters",
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
