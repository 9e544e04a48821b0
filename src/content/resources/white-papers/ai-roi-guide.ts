import type { DocumentSection } from "@/content/types";
import { whitePaperDocument, whitePaperPage } from "./paper-template";

/**
 * The white paper page at /resources/whitepapers/ai-roi-guide. `document` is
 * what the Download button turns into a PDF; the executive summary shown by
 * 'Preview Content' is the same text as the PDF's first chapter.
 */

const summary = {
  paragraphs: [
    "Most organizations now run AI in production, yet fewer than one in three can say with confidence what it returns. The problem is rarely the technology. It is measurement: projects launch without a baseline, costs are scattered across budgets, and benefits are reported as anecdotes rather than numbers a finance team will sign off.",
    "This guide sets out a measurement framework we have refined across more than 120 automation and machine learning programs in finance, healthcare, manufacturing and retail. It shows how to capture a baseline before anything is built, how to value AI across four levers – cost, revenue, risk and speed – and how to separate the effect of a model from everything else that changed at the same time.",
    "The result is a business case that survives scrutiny, a scorecard leadership can review every month, and a way to decide early which initiatives to scale and which to stop.",
  ],
  takeaways: [
    "Capture a baseline of volume, cycle time, error rate and cost per transaction at least four weeks before launch.",
    "Count the full cost of ownership: data preparation, integration, monitoring and change management often exceed model development.",
    "Value AI on four levers – cost, revenue, risk and speed – and report each separately instead of one blended number.",
    "Use control groups or staggered rollouts to attribute impact; before-and-after comparisons overstate returns by 30% or more.",
  ],
};

const chapters: DocumentSection[] = [
  {
    heading: "Why AI ROI Is Hard to Measure",
    paragraphs: [
      "Traditional IT investments deliver a defined capability on a defined date. AI systems behave differently: their value depends on data quality, adoption and the decisions people make with their outputs, and it changes as models are retrained. A fraud model that catches 92% of cases in its first month may catch 85% a year later if nobody watches for drift.",
      "Benefits are also spread thin. An automated claims triage step might save four minutes per claim, reduce rework downstream and shorten payment times – three effects that land in three different budgets. Unless someone deliberately adds them up, the program looks smaller than it is. The opposite error is just as common: counting every improvement in a quarter as AI impact, including gains that came from a new hire, a pricing change or seasonality.",
    ],
  },
  {
    heading: "Establishing a Baseline Before You Build",
    paragraphs: [
      "Every credible ROI figure starts with a baseline. Before a single model is trained, record how the process performs today: transaction volume, average handling time, error and rework rates, cost per transaction, and the customer or employee experience measures that matter to the business owner.",
      "Collect at least four weeks of data, and longer where the process is seasonal. Document how each number is produced so the same query can be run after launch. Where the data does not exist, a time-and-motion sample of 50 to 100 transactions is far better than an estimate from a workshop.",
    ],
    bullets: [
      "Volume: transactions, cases or requests per week",
      "Effort: hours of handling time per transaction, by role",
      "Quality: error, exception and rework rates",
      "Cost: fully loaded cost per transaction",
      "Experience: turnaround time, satisfaction or complaint rates",
    ],
  },
  {
    heading: "The Four Value Levers",
    paragraphs: [
      "AI creates value in four distinct ways, and each needs its own measure. Cost reduction is the most familiar: fewer manual hours, less rework, lower vendor spend. Revenue growth comes from better conversion, pricing, retention or new products. Risk reduction covers fraud losses avoided, compliance breaches prevented and safer operations. Speed is the shortened cycle from request to outcome, which often unlocks the other three.",
      "Report each lever separately. A single blended ROI number hides the story leadership needs: a program may barely break even on cost while reducing fraud losses by millions. Separating the levers also keeps teams honest, because each figure has an owner in finance, sales or risk who can confirm it.",
    ],
  },
  {
    heading: "Calculating Total Cost of Ownership",
    paragraphs: [
      "Model development is usually the smallest line in an AI budget. Across the programs we reviewed, data preparation and integration accounted for 35 to 45% of first-year cost, infrastructure and licenses for 15 to 25%, and monitoring, retraining and support for a further 15%. Change management – training, process redesign and communication – is the line most often left out, and the one that most often decides whether the benefits arrive.",
      "Build a three-year view. Year one carries the build and the learning curve; years two and three carry run costs and the benefits of scale. Include the cost of people's time, even when no invoice is raised, and set aside a contingency of 15 to 20% for data issues that only appear once the work begins.",
    ],
  },
  {
    heading: "Attribution: Isolating the Impact of AI",
    paragraphs: [
      "Before-and-after comparisons are simple and persuasive, and they routinely overstate returns. Anything else that changed in the same period – staffing, pricing, a marketing push, the season – gets credited to the model. In our reviews, naive comparisons overstated impact by 30% or more.",
      "Where possible, run a controlled comparison: route a random share of work through the new process and the rest through the old one, or roll out region by region and compare like with like. Where that is not possible, use a matched comparison group or an interrupted time series that accounts for trend and seasonality. Record the method next to every number you publish.",
    ],
  },
  {
    heading: "Leading and Lagging Indicators",
    paragraphs: [
      "Financial results lag by months. Leadership needs earlier signals that a program is on track. Leading indicators include adoption (the share of eligible work that goes through the AI-assisted path), model quality (precision, recall, drift), straight-through processing rates and the time users spend overriding recommendations.",
      "Lagging indicators are the outcomes the business case promised: cost per transaction, revenue per customer, losses avoided, cycle time. Pair each lagging indicator with one or two leading ones, review them monthly, and agree in advance what result would trigger a change of course.",
    ],
    bullets: [
      "Adoption rate above 70% of eligible volume by month three",
      "Straight-through processing rate trending up month on month",
      "Override rate falling as users gain confidence in recommendations",
      "Model drift alerts investigated within five working days",
    ],
  },
  {
    heading: "Building the Business Case",
    paragraphs: [
      "A business case finance will approve states the baseline, the expected change on each value lever, the full three-year cost, the attribution method and the assumptions behind every figure. It shows a conservative, expected and optimistic scenario, and it names the owner of each benefit.",
      "Keep the first phase small enough to prove value within 90 days. A focused pilot with a clean measurement design is worth more than a broad rollout nobody can evaluate, and it builds the credibility needed to fund the next stage.",
    ],
  },
  {
    heading: "Case Example: Invoice Processing Automation",
    paragraphs: [
      "A mid-sized distributor processed 18,000 supplier invoices a month with a team of eleven. The baseline showed an average handling time of 7.5 minutes, an exception rate of 14% and a fully loaded cost of $6.80 per invoice. Intelligent document processing with human review of low-confidence fields was rolled out to half of the suppliers first, with the other half as a control group.",
      "After six months, handling time in the automated group fell to 2.1 minutes and exceptions to 5%, while the control group was unchanged. Cost per invoice dropped to $2.40. Against a three-year cost of $410,000, the program returned $1.2 million in labor savings and early-payment discounts – a 2.9x return with a payback period of 11 months.",
    ],
  },
  {
    heading: "A 90-Day Measurement Plan",
    paragraphs: [
      "Measurement works best as a routine rather than a one-off report. The plan below fits most automation and machine learning initiatives and can run alongside delivery without slowing it down.",
    ],
    bullets: [
      "Days 1-30: agree the value levers and owners, capture the baseline, document queries and assumptions",
      "Days 31-60: launch to a controlled share of volume, track leading indicators weekly",
      "Days 61-90: compare against the control group, update the business case, decide to scale, adjust or stop",
    ],
  },
];

const conclusion = [
  "AI earns its budget when its value is visible. A baseline captured before launch, a full view of cost, value reported on four separate levers and an honest attribution method turn AI from a leap of faith into an investment that can be managed like any other.",
  "Organizations that measure this way make better decisions about what to scale. They also find that the discipline of measurement improves the projects themselves, because teams design for outcomes from the first day.",
];

export const whitePaper = whitePaperPage({
  meta: {
    title: "The Practical Guide to Measuring AI ROI (Free White Paper)",
    description:
      "Free 45-page white paper: baseline, value levers, total cost of ownership and attribution methods for measuring the ROI of AI projects.",
  },
  hero: {
    description:
      "A step-by-step framework for proving the value of AI: capture a baseline, count the full cost, value impact on four levers and attribute results with confidence.",
    pages: 45,
    readingTime: "About 90 minutes",
  },
  summary,
  keyStats: {
    description:
      "Figures from the 120+ automation and machine learning programs reviewed for this paper.",
    items: [
      {
        value: "3.5x",
        label: "Average return on AI investment within 24 months",
        icon: "trending-up",
      },
      {
        value: "67%",
        label: "Of AI projects launched without a measured baseline",
        icon: "target",
      },
      { value: "14 months", label: "Median payback period for automation programs", icon: "clock" },
      {
        value: "30%+",
        label: "Overstatement of impact by simple before-and-after comparisons",
        icon: "scale",
      },
    ],
  },
  contents: {
    description:
      "Nine chapters that take you from the first baseline to a business case finance will approve.",
    chapters: [
      {
        title: "Why AI ROI Is Hard to Measure",
        description: "Drift, diffuse benefits and the two errors that distort most ROI figures.",
      },
      {
        title: "Establishing a Baseline Before You Build",
        description: "The five measures to capture, and how to collect them in four weeks.",
      },
      {
        title: "The Four Value Levers",
        description: "Cost, revenue, risk and speed, each with its own measure and owner.",
      },
      {
        title: "Calculating Total Cost of Ownership",
        description: "A three-year view, including the costs most budgets leave out.",
      },
      {
        title: "Attribution: Isolating the Impact of AI",
        description: "Control groups, staggered rollouts and time-series methods.",
      },
      {
        title: "Leading and Lagging Indicators",
        description: "Early signals that tell you a program is on track.",
      },
      {
        title: "Building the Business Case",
        description: "Scenarios, assumptions and benefit owners finance will sign off.",
      },
      {
        title: "Case Example: Invoice Processing Automation",
        description: "A 2.9x return with an 11-month payback, measured against a control group.",
      },
      {
        title: "A 90-Day Measurement Plan",
        description: "A routine that runs alongside delivery without slowing it down.",
      },
    ],
  },
  cta: {
    title: "Want This Framework Applied to Your Numbers?",
    description:
      "Our analysts will build a baseline and a three-year ROI model for one of your AI or automation initiatives, with the assumptions laid out for your finance team.",
  },
  document: whitePaperDocument({
    title: "The Practical Guide to Measuring AI ROI",
    subtitle: "A framework for proving the value of AI and automation investments",
    author: "Michael Torres, Principal, AI Strategy",
    publishDate: "September 2024",
    summary,
    chapters,
    conclusion,
  }),
});
