import type { ArticleBlock } from "@/content/types";

export const body = [
  {
    type: "paragraph",
    text: "When an AI project disappoints, the post-mortem rarely blames the algorithm. It blames the data: customer records duplicated across three systems, product codes that changed meaning after a migration, sensor readings with silent gaps, labels applied inconsistently by different teams. In our project reviews, data preparation and remediation typically consume 50 to 70 percent of the effort in a first AI initiative. Teams that plan for that succeed. Teams that assume the data is ready usually find out otherwise around week six.",
  },
  { type: "heading", text: "The Dimensions of Data Quality That Matter for AI" },
  {
    type: "paragraph",
    text: "Data quality is not one property. For machine learning, six dimensions account for most of the problems we see:",
  },
  {
    type: "list",
    items: [
      "Completeness: are the fields the model needs actually populated? A churn model cannot use contract end dates that exist for only 40 percent of customers.",
      "Accuracy: does the value reflect reality? Addresses, job titles and product categories entered by hand drift away from the truth over time.",
      "Consistency: does the same concept mean the same thing across systems? 'Active customer' often has three definitions in three departments.",
      "Timeliness: is the data available when the prediction must be made? A feature that lands in the warehouse two days late is useless for same-day decisions.",
      "Uniqueness: is each real-world entity represented once? Duplicate customers split purchase history and weaken every behavioral feature.",
      "Label quality: for supervised learning, are the outcomes the model learns from correct and consistently defined?",
    ],
  },
  { type: "heading", text: "Assess Before You Build" },
  {
    type: "paragraph",
    text: "Before committing to a model, run a two to three week data assessment focused on the specific use case. It should produce a short list of concrete findings, not a generic maturity score. The steps we follow:",
  },
  {
    type: "list",
    ordered: true,
    items: [
      "Define the prediction precisely: what is being predicted, for which entity, at what moment, and what data would legitimately be available at that moment.",
      "Profile every candidate source for null rates, distributions, cardinality and change over time. Plot key fields by month; step changes usually reveal system migrations or process changes.",
      "Trace a few dozen real records end to end, from source system to warehouse, and compare them with what business users see on their screens.",
      "Sample and manually review labels. Have two people independently label 200 examples and measure how often they agree.",
      "Estimate the cost of each issue in terms of model impact and effort to fix, then decide what to fix, what to work around and what to accept.",
    ],
  },
  { type: "heading", text: "Make Quality Continuous, Not a One-Time Cleanup" },
  {
    type: "paragraph",
    text: "A one-time cleanup buys a few months. Production AI needs quality controls that run every day, because source systems, business processes and customer behavior keep changing. Three practices make the difference.",
  },
  {
    type: "paragraph",
    text: "First, put automated checks into the pipelines themselves. Expectations such as 'order amount is positive', 'country code is one of 249 valid values' or 'daily row count is within 20 percent of the trailing average' should run on every load and stop or flag bad batches before a model consumes them.",
  },
  {
    type: "paragraph",
    text: "Second, assign ownership. Every critical data set needs a named business owner who decides what correct means, and an engineering owner who keeps the pipeline healthy. Without owners, quality issues become everybody's complaint and nobody's job.",
  },
  {
    type: "paragraph",
    text: "Third, fix problems at the source when you can. Cleaning the same bad data downstream every night is expensive and fragile. A mandatory field or a dropdown in a CRM form often removes a whole class of errors permanently.",
  },
  { type: "heading", text: "The Business Case for Boring Work" },
  {
    type: "paragraph",
    text: "Data quality work is hard to celebrate, but its returns compound. The same cleaned customer master supports the churn model, the segmentation project and the next forecasting initiative. In one retail engagement, deduplicating customer records reduced the apparent customer count by 18 percent and improved the precision of a repeat-purchase model by 11 points, with no change to the model itself.",
  },
  {
    type: "quote",
    text: "Better data beat a better algorithm every time we measured it. The model was the easy part.",
    cite: "Head of analytics, specialty retailer",
  },
  {
    type: "paragraph",
    text: "If you are planning your first or next AI initiative, budget for the data work explicitly, staff it with people who understand the business processes, and treat quality checks as part of the product rather than a pre-project chore.",
  },
] satisfies ArticleBlock[];
