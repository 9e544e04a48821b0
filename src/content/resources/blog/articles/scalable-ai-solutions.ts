import type { ArticleBlock } from "@/content/types";

export const body = [
  {
    type: "paragraph",
    text: "A machine learning prototype answers one question: can a model learn this pattern? It is usually built on a static extract of data, evaluated once and demonstrated to an audience that is happy to wait a few seconds for a result. Production asks a harder set of questions. Will it still be accurate in six months when customer behavior has shifted? Can it serve 500 requests per second at peak without the bill tripling? What happens when an upstream system sends a malformed record at three in the morning?",
  },
  {
    type: "paragraph",
    text: "Most AI systems that fail after launch do not fail because the model was poor. They fail because the system around the model was not built to operate at scale. These are the practices we apply to keep that from happening.",
  },
  { type: "heading", text: "Design for the Data You Will Have" },
  {
    type: "paragraph",
    text: "Training data is usually a clean, historical snapshot. Production data arrives continuously, from systems owned by other teams, and it changes without warning: a field is renamed, a category is added, a default value switches from zero to null. Each of these can silently degrade predictions.",
  },
  {
    type: "paragraph",
    text: "The defense is to treat data interfaces as contracts. Define the schema, allowed ranges and freshness expectations for every input, validate them at the boundary and fail loudly when they are violated. Compute features with the same code for training and serving, ideally from a shared feature pipeline or feature store, so that the model never sees a value in production that was calculated differently from the one it learned on. Training-serving skew of this kind is one of the most common and hardest to diagnose causes of accuracy loss.",
  },
  { type: "heading", text: "Separate the Model from the System" },
  {
    type: "paragraph",
    text: "Models change far more often than the applications that use them. Packaging a model as an independently deployable service, with a stable, versioned interface, lets data scientists ship improvements without coordinating a release of every consuming application. It also allows serving to be scaled independently of everything else.",
  },
  {
    type: "paragraph",
    text: "Choose the serving pattern by latency requirement, not by habit. Many workloads described as real-time are nothing of the sort. Scoring overnight for next-day decisions, or processing a queue within a few minutes, is far cheaper and simpler than synchronous inference. Where synchronous serving is genuinely needed, put a queue in front of expensive models, batch requests where the hardware benefits from it, and autoscale on queue depth or latency rather than CPU alone. GPU capacity in particular should scale to zero when idle if traffic allows.",
  },
  { type: "heading", text: "Make Everything Reproducible" },
  {
    type: "paragraph",
    text: "When a model misbehaves in production, the first question is which version is running and how it was built. If the answer requires searching someone's laptop, the system does not scale, regardless of its throughput. Reproducibility requires a handful of basics.",
  },
  {
    type: "list",
    items: [
      "Version control for training code, configuration and feature definitions, with each model artifact linked to the exact commit that produced it.",
      "Versioned or snapshotted training data, so that any model can be rebuilt and any result explained.",
      "A model registry recording metrics, lineage, approval status and which environment each version is deployed to.",
      "Automated pipelines that train, evaluate against a fixed test set and promote models, replacing manual notebook steps.",
      "Release gates that block promotion when a new model underperforms the current one on agreed metrics or on important customer segments.",
    ],
  },
  { type: "heading", text: "Observe the Model, Not Just the Servers" },
  {
    type: "paragraph",
    text: "Conventional monitoring covers latency, error rates and resource usage, and all of those still matter. AI systems need another layer, because a model can return fast, well-formed, confidently wrong answers while every infrastructure dashboard stays green.",
  },
  {
    type: "paragraph",
    text: "Monitor input distributions for drift against the training data, prediction distributions for sudden shifts, and, wherever ground truth eventually arrives, actual accuracy over time. Tie these to the business metric the model exists to move. A demand forecasting system at a regional retailer kept its technical metrics within tolerance for weeks while forecast error on fresh produce rose by a third, because a supplier change had altered delivery patterns. Only a dashboard tracking forecast error by category caught it.",
  },
  {
    type: "quote",
    text: "Our servers were healthy, our latency was fine and our model was wrong. We now alert on the business number first and the infrastructure second.",
    cite: "Head of data science at a regional retailer",
  },
  { type: "heading", text: "Engineer for Cost from the Start" },
  {
    type: "paragraph",
    text: "AI workloads can scale costs faster than they scale value. Track cost per prediction or per transaction as a first-class metric alongside accuracy. The largest savings usually come from right-sizing models, since a smaller model that meets the accuracy target beats a larger one that exceeds it, from caching results for repeated inputs, from batching and from using spot or preemptible capacity for training. For systems that call hosted language models, routing simple requests to cheaper models and trimming prompt context often cut spend by half.",
  },
  { type: "heading", text: "Plan for Failure and Degrade Gracefully" },
  {
    type: "paragraph",
    text: "Every component will fail at some point: the model service, the feature store, the third-party API. Decide in advance what the product does when that happens. A recommendation engine can fall back to popular items, a fraud model can fall back to conservative rules, and a document pipeline can queue work for later rather than rejecting it. Set timeouts on every model call, use circuit breakers so that a slow dependency does not take down the whole application, and test these paths deliberately rather than discovering them during an incident.",
  },
  { type: "heading", text: "A Production Readiness Checklist" },
  {
    type: "paragraph",
    text: "Before any AI system goes live, we expect clear answers to the following questions.",
  },
  {
    type: "list",
    ordered: true,
    items: [
      "Who owns the model in production, and who is paged when it misbehaves?",
      "Are input contracts validated, and what happens when they are violated?",
      "Can the current model be rebuilt from versioned code and data?",
      "Which drift, quality and business metrics are monitored, and what are the alert thresholds?",
      "What is the cost per transaction at expected and peak volume?",
      "What is the fallback behavior when the model or a dependency is unavailable?",
      "How is a new version tested, rolled out gradually and rolled back?",
    ],
  },
  {
    type: "paragraph",
    text: "None of this is exotic engineering. It is the same discipline that keeps any critical system running, applied to components whose behavior depends on data as much as on code. Teams that build it in from the first release spend their time improving models instead of firefighting them.",
  },
] satisfies ArticleBlock[];
