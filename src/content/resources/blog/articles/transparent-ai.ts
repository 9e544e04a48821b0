import type { ArticleBlock } from "@/content/types";

export const body = [
  {
    type: "paragraph",
    text: "A model that cannot explain itself is hard to trust, hard to debug and, increasingly, hard to deploy. Credit applicants are entitled to know the main reasons they were declined. Clinicians want to know why a patient was flagged before acting on it. Regulators, including those enforcing the EU AI Act that entered into force in August 2024, expect high-risk systems to be transparent enough for their users to interpret outputs. Explainability is not a single technique but a set of practices matched to who needs to understand what.",
  },
  { type: "heading", text: "Different Audiences, Different Explanations" },
  {
    type: "paragraph",
    text: "Start by asking who the explanation is for, because the answer changes what a good explanation looks like:",
  },
  {
    type: "list",
    items: [
      "Data scientists need global and local diagnostics to debug models, find leakage and understand failure modes.",
      "Business owners and risk teams need to know which factors drive decisions overall and whether the model's logic aligns with policy.",
      "Front-line users, such as underwriters, clinicians or support agents, need concise reasons for an individual prediction that help them decide whether to rely on it.",
      "Affected individuals need plain-language reasons and, ideally, what they could change to get a different outcome.",
      "Auditors and regulators need documentation of the model's purpose, data, performance, limitations and controls.",
    ],
  },
  { type: "heading", text: "Techniques That Work in Practice" },
  {
    type: "paragraph",
    text: "Where performance allows, start with interpretable models. For many tabular problems, such as credit scoring, demand forecasting or claims triage, well-built linear models, scorecards, shallow decision trees or generalized additive models come within a point or two of complex ensembles and are transparent by construction. The accuracy gap is worth measuring rather than assuming.",
  },
  {
    type: "paragraph",
    text: "When a complex model is justified, post-hoc methods help:",
  },
  {
    type: "list",
    items: [
      "Feature attribution methods such as SHAP estimate how much each input pushed an individual prediction up or down, and can be aggregated into global importance.",
      "Partial dependence and accumulated local effects plots show how predictions change as one feature varies.",
      "Counterfactual explanations describe the smallest realistic change that would flip a decision, such as 'approval would be likely with a debt-to-income ratio below 35 percent'.",
      "Example-based explanations show similar past cases and their outcomes, which many domain experts find intuitive.",
    ],
  },
  {
    type: "paragraph",
    text: "For applications built on large language models, transparency looks different. Retrieval-based systems should cite the source passages behind each answer so users can verify them, and every output should be logged with the prompt, retrieved context and tool calls that produced it.",
  },
  { type: "heading", text: "Pitfalls to Avoid" },
  {
    type: "list",
    items: [
      "Treating attributions as causal. A feature's SHAP value describes the model's behavior, not how the world works.",
      "Explaining correlated features naively. Attribution can be split arbitrarily between correlated inputs, producing misleading reasons.",
      "Overloading users. Front-line staff need the top three reasons in plain words, not a chart of forty feature weights.",
      "Giving explanations that are technically accurate but useless, such as telling a declined applicant that their score was below the threshold.",
      "Skipping validation. Test explanations with real users to see whether they improve decisions or merely increase confidence.",
    ],
  },
  { type: "heading", text: "Building Transparency into the Lifecycle" },
  {
    type: "paragraph",
    text: "Make documentation a standard deliverable. Model cards describing intended use, training data, evaluation results across groups, known limitations and owners should be written during development and updated at each retraining. Keep decision logs that record the inputs, output, model version and explanation for every consequential prediction, so that any individual decision can be reconstructed months later.",
  },
  {
    type: "paragraph",
    text: "Finally, design user interfaces with explanations in mind from the start. A reason code next to the decision, a confidence indicator and an easy way to flag disagreement do more for trust than any technical report.",
  },
  {
    type: "quote",
    text: "Our underwriters accepted the model once they could see the same reasons they would have written themselves, and challenge it when they could not.",
    cite: "Chief risk officer, commercial lender",
  },
] satisfies ArticleBlock[];
