import type { ArticleBlock } from "@/content/types";

export const body = [
  {
    type: "paragraph",
    text: "A few years ago, a skilled paid media team could outperform competitors by managing bids by hand, slicing audiences finely and reacting faster to search term reports. Today the major ad platforms do most of that automatically, and they do it for everyone. When every advertiser has access to the same bidding algorithms, the algorithm itself stops being an advantage. What separates strong performance from average now is the quality of what you feed those systems and how rigorously you measure what comes out.",
  },
  {
    type: "paragraph",
    text: "This article covers the four areas where we see AI making the biggest practical difference in performance marketing: conversion signals, creative, budget allocation and measurement. In each, the goal is the same, to give automated systems better information and to check their work independently.",
  },
  { type: "heading", text: "Feed the Algorithms Better Signals" },
  {
    type: "paragraph",
    text: "Automated bidding optimizes toward whatever conversion event you give it. If that event is a form fill, the platform will find people who fill in forms, including students, competitors and people who never answer the phone. The single most valuable improvement most advertisers can make is to optimize toward outcomes that reflect actual business value.",
  },
  {
    type: "paragraph",
    text: "For lead generation businesses, that means sending qualified lead and closed deal events back to the ad platforms from the CRM, ideally with a value attached. For e-commerce, it means passing margin rather than revenue where possible, so that the algorithm stops favoring heavily discounted products. Where final outcomes take weeks to arrive, a predictive lead score can act as an early proxy. A B2B software company we supported trained a simple model on two years of CRM data to predict which demo requests would become opportunities, and sent the predicted value to its ad accounts within an hour of each submission. Within three months, cost per qualified opportunity fell by 31 percent while lead volume fell by only 8 percent.",
  },
  {
    type: "list",
    items: [
      "Implement server-side conversion tracking so that signals survive browser privacy restrictions and ad blockers.",
      "Import offline conversions from your CRM, including qualification stages and deal values.",
      "Use predicted value where real outcomes arrive too slowly for the bidding system to learn from them.",
      "Audit conversion definitions quarterly; a forgotten duplicate event can quietly distort months of optimization.",
    ],
  },
  { type: "heading", text: "Creative Is the New Targeting" },
  {
    type: "paragraph",
    text: "As platforms broaden targeting automatically, the ad itself increasingly decides who responds. A creative built around a specific pain point finds the people who have that pain. This makes creative volume and variety a major lever, and it is where generative AI has the most immediate impact on marketing teams.",
  },
  {
    type: "paragraph",
    text: "Used well, generative tools let a small team produce dozens of variations of headlines, body copy, image backgrounds and video cut-downs in the time it used to take to produce a handful. The important word is variations. The strategic ideas, the angles and offers and proof points, still need to come from people who understand the customer. AI is most useful at expanding a strong concept into many executions and at adapting them for different formats and placements.",
  },
  {
    type: "paragraph",
    text: "A workable testing rhythm for a mid-sized account is to introduce three to five new concepts each month, each with several AI-assisted variations, and retire the weakest performers every two weeks. Tag every asset by concept, hook, format and offer so that results can be analyzed at the level of ideas rather than individual ads. After a quarter, patterns emerge about which messages resonate with which segments, and that learning is worth far more than any single winning ad.",
  },
  {
    type: "quote",
    text: "We stopped asking which ad won and started asking which idea won. That one change made our creative briefs twice as useful.",
    cite: "Head of growth, direct-to-consumer homeware brand",
  },
  { type: "heading", text: "Allocate Budget Across Channels, Not Just Within Them" },
  {
    type: "paragraph",
    text: "Each ad platform optimizes spend within its own walls, and each reports results in a way that tends to flatter itself. None of them will tell you to move money to a competitor. Deciding how much to spend on search, social, video and retail media remains a human responsibility, and it is one where modeling helps a great deal.",
  },
  {
    type: "paragraph",
    text: "Marketing mix modeling, once reserved for large brands with consultancy budgets, has become accessible thanks to open-source tools and cheaper computing. With two to three years of weekly spend and sales data, a mid-sized advertiser can estimate the incremental contribution of each channel, the point at which returns start to diminish and the likely effect of shifting budget. The outputs are estimates with real uncertainty, so treat them as a guide for deliberate experiments rather than as instructions.",
  },
  { type: "heading", text: "Measure Incrementality, Not Just Attribution" },
  {
    type: "paragraph",
    text: "Platform-reported conversions answer the question of which ads people saw before buying. They do not answer whether those people would have bought anyway. For retargeting and branded search in particular, the gap can be large; we regularly see branded search campaigns where half or more of reported conversions would have happened through organic results.",
  },
  {
    type: "paragraph",
    text: "The remedy is to run controlled experiments. Geographic holdout tests, where spend is paused or increased in matched regions, and platform conversion lift studies both estimate the true incremental effect of a channel. Running one well-designed test per quarter on your largest spend lines is usually enough to calibrate both your attribution reports and your mix model. Combining the three, attribution for daily optimization, experiments for ground truth and mix modeling for budget planning, gives a far more reliable picture than any one alone.",
  },
  { type: "heading", text: "Getting Started Without Overreaching" },
  {
    type: "paragraph",
    text: "It is easy to buy into a vision of fully autonomous marketing and end up with a tangle of tools nobody trusts. A more reliable path is to build capability in layers, each of which pays for itself before the next is added:",
  },
  {
    type: "list",
    ordered: true,
    items: [
      "Fix conversion tracking and connect CRM outcomes to every major ad platform.",
      "Establish a structured creative testing process with consistent tagging.",
      "Run an incrementality test on your largest or most questionable channel.",
      "Introduce predictive lead or customer value scoring once you have enough historical outcomes.",
      "Build a marketing mix model when you have two or more years of clean weekly data.",
    ],
  },
  {
    type: "paragraph",
    text: "Throughout, keep people responsible for strategy, brand and customer insight, and let automation handle the repetitive optimization it does well. Set guardrails such as maximum daily spend changes and brand safety exclusions, and review them monthly. Performance marketing with AI is less about handing over control and more about deciding carefully which decisions to automate and which to keep.",
  },
] satisfies ArticleBlock[];
