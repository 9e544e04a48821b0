import type { ArticleBlock } from "@/content/types";

export const body = [
  {
    type: "paragraph",
    text: "Generative AI has made producing marketing copy almost free. A team can draft a month of social posts, product descriptions and email variants in an afternoon. That is precisely the problem. When every competitor can produce unlimited fluent, generic content, volume stops being an advantage and a recognizable voice becomes one. The teams getting real value from AI content tools treat them as accelerators for a well-defined brand and process, not as a replacement for either.",
  },
  { type: "heading", text: "Codify Your Voice Before You Automate It" },
  {
    type: "paragraph",
    text: "A model cannot imitate a voice that nobody has written down. Most brand guidelines describe logos and colors in detail and voice in three adjectives. Before scaling AI content, build a voice guide that a model and a new hire could both follow:",
  },
  {
    type: "list",
    items: [
      "Principles with examples: not just 'confident but approachable', but pairs of sentences showing what that sounds like and what it does not.",
      "Vocabulary rules: preferred terms, banned phrases and the cliches your brand never uses, such as 'game-changing' or 'in today's fast-paced world'.",
      "Structural habits: typical sentence length, use of questions, how you open and close emails, and how technical you get for each audience.",
      "A library of 20 to 30 exemplary pieces across formats, which can be supplied to the model as reference examples.",
      "Claims guidance: what can be said about products, results and competitors, and what always needs legal or expert review.",
    ],
  },
  {
    type: "paragraph",
    text: "Build this guide into the system prompts and templates your team uses, so that every generation starts from the same foundation rather than from whatever each marketer happens to type.",
  },
  { type: "heading", text: "Design the Workflow, Not Just the Prompt" },
  {
    type: "paragraph",
    text: "The most effective teams use AI at specific points in a human-led workflow. A pattern we have seen work well:",
  },
  {
    type: "list",
    ordered: true,
    items: [
      "A person writes the brief: audience, goal, key message, proof points and call to action. This is where strategy lives, and it should not be delegated.",
      "AI generates options: outlines, several angles, or multiple headline and subject line variants.",
      "A writer selects, combines and rewrites, adding original insight, examples from real experience and the point of view that makes content worth reading.",
      "AI assists with editing: tightening, checking against the voice guide, adapting length for each channel and producing localized versions.",
      "An editor or subject matter expert reviews facts, claims and tone before anything is published.",
    ],
  },
  {
    type: "paragraph",
    text: "Used this way, teams typically report producing first drafts 40 to 60 percent faster while keeping quality stable. Where teams skip the human writing step, content tends to converge on the same bland phrasing as everyone else's, and engagement metrics show it within weeks.",
  },
  { type: "heading", text: "Risks to Manage" },
  {
    type: "list",
    items: [
      "Factual errors: models state invented statistics and product features with confidence. Every number, quote and claim needs a verifiable source.",
      "Sameness: search engines and readers reward original information and first-hand experience. Content that adds nothing new struggles regardless of how it was produced.",
      "Confidentiality: unreleased product details and customer data should only go into tools approved for that kind of data.",
      "Intellectual property: keep records of how assets were created, and review generated images carefully for trademarks or recognizable likenesses.",
      "Disclosure: decide when and how you disclose AI assistance, particularly for content presented as personal opinion or expert advice.",
    ],
  },
  { type: "heading", text: "Measuring What Matters" },
  {
    type: "paragraph",
    text: "Do not measure success by output volume. Track time from brief to publish, editing effort per piece, engagement and conversion by content type, and periodic voice audits in which editors score a random sample of published pieces against the guide. If volume goes up while engagement per piece goes down, the program is producing noise.",
  },
  {
    type: "quote",
    text: "AI gave us more first drafts than we could ever use. Our edge came from deciding which ideas deserved a draft in the first place.",
    cite: "Content director, B2B software company",
  },
] satisfies ArticleBlock[];
