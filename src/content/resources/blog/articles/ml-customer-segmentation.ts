import type { ArticleBlock } from "@/content/types";

export const body = [
  {
    type: "paragraph",
    text: "Most marketing teams already segment their customers. The segments are usually built on a few demographic fields and some intuition: small business versus enterprise, age bands, region, perhaps a high-value tier. These segments are easy to explain and often predict very little. Two customers in the same age band and region can behave completely differently. Machine learning lets you segment on what customers actually do, and when done carefully, the resulting segments are both more predictive and more actionable.",
  },
  { type: "heading", text: "Choosing the Right Approach" },
  {
    type: "paragraph",
    text: "There is no single segmentation algorithm, and the right choice depends on what you want the segments to do:",
  },
  {
    type: "list",
    items: [
      "Behavioral clustering: unsupervised methods such as k-means, Gaussian mixture models or hierarchical clustering group customers by purchase frequency, recency, spend, category mix, channel usage and engagement. Good for discovering patterns you did not know existed.",
      "RFM scoring: recency, frequency and monetary value remain a strong, explainable baseline, and often the right first step before anything more complex.",
      "Predictive segmentation: supervised models score each customer on a specific outcome, such as likelihood to churn, respond to an offer or upgrade, and segments are defined by score bands. Best when there is a clear decision to drive.",
      "Needs-based segmentation: combining survey responses with behavioral data to group customers by what they value, which is especially useful for product and messaging strategy.",
    ],
  },
  {
    type: "paragraph",
    text: "In practice we often combine two of these: behavioral clusters to describe who customers are, and predictive scores to decide what to do next within each cluster.",
  },
  { type: "heading", text: "Building Segments That Hold Up" },
  {
    type: "list",
    ordered: true,
    items: [
      "Start from decisions. List the marketing actions the segments should inform, such as offer types, channel mix, contact frequency or budget allocation. If a segment would not change any decision, it is not worth having.",
      "Engineer meaningful features. Raw transactions need to become ratios and trends: share of spend in each category, change in purchase frequency over six months, discount dependency, days since last engagement.",
      "Scale and reduce. Standardize features so that spend in dollars does not drown out frequency counts, and remove highly correlated variables.",
      "Choose the number of segments with judgment. Statistical measures such as silhouette scores help, but five to eight segments that marketers can remember usually beat fifteen that are marginally tighter.",
      "Profile and name every segment in plain language, with its size, share of value and defining behaviors.",
      "Check stability. Rerun the segmentation on a different time window; if customers jump between segments wildly, the segments are not real.",
    ],
  },
  { type: "heading", text: "From Segments to Results" },
  {
    type: "paragraph",
    text: "A segmentation only pays off when it changes what customers experience. Push segment labels and scores into the CRM, email platform and advertising audiences so that campaigns can use them directly. Then test: for each segment, run controlled experiments that compare a tailored treatment with the standard one.",
  },
  {
    type: "paragraph",
    text: "For one subscription retailer, a behavioral segmentation surfaced a group we called lapsing loyalists: long-tenure customers whose order frequency had halved over four months. They made up 9 percent of the customer base but 21 percent of revenue at risk. A targeted win-back sequence with personalized product picks, tested against the generic retention email, reduced churn in that segment by 14 percent over a quarter. The same budget spread across all customers the year before had produced no measurable lift.",
  },
  { type: "heading", text: "Keeping Segmentation Alive" },
  {
    type: "paragraph",
    text: "Customer behavior changes with seasons, prices and product launches. Refresh segment assignments weekly or monthly, and revisit the segmentation design itself once or twice a year. Track segment migration as a metric in its own right: movement from high-value to lapsing segments is an early warning that deserves a place on the dashboard.",
  },
  {
    type: "quote",
    text: "The old personas described our customers. The new segments told us what to do on Monday morning.",
    cite: "VP of marketing, subscription retailer",
  },
  {
    type: "paragraph",
    text: "Finally, respect privacy. Use data customers would expect you to use, honor consent preferences, and avoid segments that act as proxies for sensitive attributes in ways that could lead to unfair treatment.",
  },
] satisfies ArticleBlock[];
