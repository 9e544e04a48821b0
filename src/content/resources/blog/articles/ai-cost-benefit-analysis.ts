import type { ArticleBlock } from "@/content/types";

export const body = [
  {
    type: "paragraph",
    text: "Many AI business cases are written backwards. Someone is excited about a technology, a vendor supplies an ROI calculator, and the spreadsheet is tuned until the payback period looks acceptable. Six months later the finance team asks why the promised savings never showed up. A sound cost-benefit analysis starts from the business problem, counts every cost honestly and treats benefits as ranges with explicit assumptions. It is less exciting, and it gets funded more reliably.",
  },
  { type: "heading", text: "Count the Full Cost, Not Just the Build" },
  {
    type: "paragraph",
    text: "Development is usually less than half of the total cost of an AI system over three years. A complete estimate covers:",
  },
  {
    type: "list",
    items: [
      "Discovery and data work: assessment, cleaning, labeling and pipeline development, often 30 to 50 percent of first-year effort.",
      "Build and integration: model development, connections to source and downstream systems, user interfaces and security review.",
      "Infrastructure and usage: cloud compute for training and inference, vector databases, and per-token or per-call fees for hosted models, which scale with adoption.",
      "Change management: training, process redesign and the time of business experts pulled away from their day jobs during rollout.",
      "Run and maintain: monitoring, retraining, incident response, license renewals and a realistic allowance of 15 to 25 percent of build cost per year for ongoing engineering.",
      "Risk and compliance: governance reviews, legal assessment and any additional controls required for regulated use cases.",
    ],
  },
  { type: "heading", text: "Quantify Benefits as Ranges" },
  {
    type: "paragraph",
    text: "Benefits fall into a few categories: labor time saved, errors and losses avoided, revenue gained, and speed. Each should be calculated from a measured baseline, not an estimate. If you do not know how long a task takes today, measure it for two weeks before building the case.",
  },
  {
    type: "paragraph",
    text: "Then apply realism factors. Not every saved minute becomes a saved cost; freed time is valuable only if it is redeployed or absorbs growth that would otherwise require new hires. Adoption ramps up over months, not on day one. And model performance in production is usually somewhat lower than in the pilot. We present a conservative, an expected and an optimistic case, and we recommend making the funding decision on the conservative one.",
  },
  { type: "heading", text: "A Worked Example" },
  {
    type: "paragraph",
    text: "Consider a customer service team of 60 agents handling 45,000 email inquiries per month at an average of eight minutes each, with a loaded cost of 40 dollars per hour. An AI assistant that classifies requests and drafts replies is expected to cut handling time by 35 percent on the 70 percent of inquiries it can handle.",
  },
  {
    type: "paragraph",
    text: "That is 45,000 times 0.7 times 2.8 minutes, or about 88,200 minutes saved per month: roughly 1,470 hours, worth about 58,800 dollars. Applying a 60 percent realization factor for ramp-up and time that is not fully redeployed gives about 35,000 dollars per month, or 420,000 dollars per year.",
  },
  {
    type: "paragraph",
    text: "On the cost side, assume 280,000 dollars for build and integration and 60,000 dollars for change management up front, plus 90,000 dollars per year for model usage and infrastructure and 60,000 dollars per year for maintenance. Year-one costs total 490,000 dollars against 420,000 dollars of benefit. From year two, annual costs of 150,000 dollars against the same benefit leave a net gain of 270,000 dollars a year, and the project pays back in about 15 months. Faster responses may also reduce churn, but we list that as upside rather than folding it into the base case.",
  },
  { type: "heading", text: "Pitfalls That Sink Business Cases" },
  {
    type: "list",
    items: [
      "Counting headcount reductions that will never happen, which erodes trust with both finance and the teams affected.",
      "Ignoring usage-based costs that grow with success. A popular generative AI feature can multiply inference spend several times over within a year.",
      "Skipping the do-nothing option and simpler alternatives. Sometimes a rules engine or a process fix delivers 80 percent of the value at 20 percent of the cost.",
      "Having no plan to measure. Define the metrics, baseline and review dates before launch, or the benefits will never be provable.",
    ],
  },
  {
    type: "paragraph",
    text: "A cost-benefit analysis is not a one-time hurdle. Revisit it at each phase gate with real data, and be willing to stop projects that are not tracking. Stopping one weak project early often funds two good ones.",
  },
] satisfies ArticleBlock[];
