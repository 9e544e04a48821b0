import type { ArticleBlock } from "@/content/types";

export const body = [
  {
    type: "paragraph",
    text: "Marketing budgets face more scrutiny every year, and the tools marketers relied on to justify them are getting weaker. Browser privacy controls limit tracking, platform-reported conversions overlap and overclaim, and last-click attribution rewards whichever channel happens to be closest to the sale. Predictive analytics offers a better foundation: forecasting which customers, channels and campaigns will generate value, and moving money there before the quarter is over rather than after.",
  },
  { type: "heading", text: "The Models That Guide Spend" },
  {
    type: "list",
    items: [
      "Customer lifetime value prediction: estimating the future value of each customer from early behavior, so that acquisition spend can target lookalikes of high-value customers rather than cheap conversions.",
      "Propensity models: scoring the likelihood that a customer will purchase, respond or churn, so that campaigns can skip people who would convert anyway and focus on those who can be influenced.",
      "Marketing mix modeling: statistical models that estimate each channel's contribution to sales from aggregate spend and outcome data over time, including saturation and carryover effects. Because they need no user-level tracking, they suit a privacy-first environment.",
      "Demand and response forecasting: predicting how sales will respond to promotions, seasonality and price changes, so that budgets can be phased to match.",
    ],
  },
  { type: "heading", text: "Measure Incrementality, Not Correlation" },
  {
    type: "paragraph",
    text: "The central question in marketing spend is what would have happened without it. Models trained only on observational data will happily credit a branded search campaign for sales that would have arrived anyway. Incrementality testing fills this gap.",
  },
  {
    type: "paragraph",
    text: "Geo experiments, in which spend is switched on or off in matched regions, and holdout groups, in which a random share of the audience never sees a campaign, give a causal read on lift. Use those results to calibrate the mix model, anchoring its estimates to experimental evidence. In several engagements, this calibration has shown that a significant share of retargeting and branded search budget was capturing demand rather than creating it.",
  },
  {
    type: "quote",
    text: "Our dashboard said retargeting returned eight dollars for every dollar spent. The holdout test said it was closer to one dollar twenty.",
    cite: "Head of growth, direct-to-consumer brand",
  },
  { type: "heading", text: "From Model to Budget Decision" },
  {
    type: "list",
    ordered: true,
    items: [
      "Consolidate the data: spend by channel and week, outcomes, pricing, promotions and external factors such as seasonality, ideally for at least two years.",
      "Build a baseline mix model and a lifetime value model, and validate both on held-out periods before anyone uses them for decisions.",
      "Run two or three incrementality tests on the largest or most uncertain channels, and use the results to calibrate.",
      "Use the response curves to simulate budget scenarios, such as moving 15 percent of spend from one channel to another, taking diminishing returns into account.",
      "Reallocate in measured steps, monitor the results, and refresh the models every quarter.",
    ],
  },
  {
    type: "paragraph",
    text: "A home goods retailer spending 12 million dollars a year across channels followed this path. Shifting about 20 percent of the budget from saturated paid social and branded search toward prospecting video and lifecycle email, guided by the calibrated model, produced an estimated 9 percent increase in incremental revenue at the same total spend.",
  },
  { type: "heading", text: "Organizational Prerequisites" },
  {
    type: "paragraph",
    text: "Predictive marketing is as much about ways of working as about models. Finance and marketing need to agree on what counts as incremental value and which model will settle debates. Channel owners need to accept that their reported performance may be revised downward. And the team needs a standing budget, often 5 to 10 percent of media spend, reserved for the experiments that keep the models honest.",
  },
  {
    type: "paragraph",
    text: "Organizations that make those commitments turn analytics from a reporting function into the way budget decisions are made. Those that do not end up with a sophisticated model that is consulted after the budget has already been set.",
  },
] satisfies ArticleBlock[];
