import type { ArticleBlock } from "@/content/types";

export const body = [
  {
    type: "paragraph",
    text: "Most AI business cases are built on cost reduction: fewer hours spent on data entry, faster ticket resolution, lower error rates. Those savings are real and easy to measure, which is why finance teams like them. But they have a ceiling. You can only take out so much cost before you start cutting muscle. In our experience, the companies getting the most out of AI are using it to grow the top line, by selling more to the right customers, at the right price, with less friction.",
  },
  { type: "heading", text: "Five Revenue Levers Where AI Performs" },
  {
    type: "list",
    items: [
      "Pricing and discounting: models that recommend prices or discount limits by customer, product and context. In B2B settings, simply guiding sales reps toward the discount levels that similar winning deals used often lifts margin by one to three points.",
      "Personalized recommendations: next-best-product suggestions in e-commerce, account portals and sales conversations. Well-tuned recommenders commonly influence 10 to 30 percent of online revenue in retail.",
      "Lead and account scoring: ranking inbound leads and existing accounts by likelihood to buy, so that sales time goes where it converts. Teams typically see higher win rates with the same headcount.",
      "Churn prevention and expansion: spotting customers at risk of leaving, or ready to upgrade, early enough to act. Keeping revenue you already have is usually the cheapest growth available.",
      "Faster sales cycles: AI-assisted proposal drafting, configuration and quoting that take days off response times, which matters most in competitive bids where the first credible answer often wins.",
    ],
  },
  { type: "heading", text: "Why Revenue Projects Are Harder, and Worth It" },
  {
    type: "paragraph",
    text: "Revenue use cases are harder to prove than cost savings. Revenue depends on markets, competitors and seasonality, so a lift is easy to claim and hard to attribute. Revenue projects also change how customer-facing people work, and sales teams are rightly skeptical of a model that tells them which accounts to call.",
  },
  {
    type: "paragraph",
    text: "The answer to both problems is experimentation. Wherever possible, launch revenue models with a control group: a random set of regions, reps, customers or sessions that keeps the old approach. Compare conversion, average order value and margin between the groups over a full sales cycle. A controlled 4 percent lift you can defend to the CFO is worth more than a 20 percent lift nobody believes.",
  },
  { type: "heading", text: "Making Adoption Stick with Customer-Facing Teams" },
  {
    type: "paragraph",
    text: "A model that nobody acts on generates no revenue. In sales and service environments, adoption is the project. What has worked for our clients:",
  },
  {
    type: "list",
    ordered: true,
    items: [
      "Put recommendations inside the tools people already use, such as the CRM account view or the quoting screen, not in a separate dashboard.",
      "Show the why. A lead score of 87 means little. 'Visited the pricing page three times this week and matches the profile of last quarter's closed deals' gives a rep a reason to call and an opening line.",
      "Start with volunteers. Pilot with the reps who are curious, publish their results internally and let healthy competition do the rest.",
      "Align incentives. If compensation rewards volume and the model optimizes for margin, the model will lose.",
      "Let people override recommendations and capture why. Overrides are valuable training data and a signal of where the model is blind.",
    ],
  },
  { type: "heading", text: "Building a Growth Portfolio" },
  {
    type: "paragraph",
    text: "Treat revenue AI as a portfolio rather than a single bet. Pair one quick win, often churn prediction or lead scoring where the data already sits in the CRM, with one larger strategic initiative such as dynamic pricing. If needed, use the savings from efficiency projects to fund them.",
  },
  {
    type: "paragraph",
    text: "A specialty manufacturer we worked with started with a simple reorder prediction model for its distributor base. Sales reps received a weekly list of accounts likely to reorder within 30 days, with the products they were likely to need. Within two quarters, the pilot region grew revenue 7 percent faster than the control regions, which funded a broader pricing initiative the following year.",
  },
  {
    type: "quote",
    text: "Cost savings got AI into the budget. Revenue growth is what kept it on the executive agenda.",
    cite: "Chief commercial officer, industrial manufacturer",
  },
] satisfies ArticleBlock[];
