import type { ArticleBlock } from "@/content/types";

export const body = [
  {
    type: "paragraph",
    text: "Traditional software testing rests on a simple assumption: given the same input, the code produces the same, predictable output, and you can write a test that checks it. AI systems break that assumption. A model can be 94 percent accurate and still fail badly on a slice of users nobody thought to check. A language model can give a perfect answer today and a confidently wrong one tomorrow after a minor prompt change. Testing AI before launch means adding new kinds of checks on top of, not instead of, ordinary engineering discipline.",
  },
  { type: "heading", text: "Test the Data Before the Model" },
  {
    type: "paragraph",
    text: "Many model failures are data failures that surface late. Before evaluating any model, validate the data it learned from and the data it will see in production:",
  },
  {
    type: "list",
    items: [
      "Schema and range checks on every feature, so that a unit change from dollars to cents or a new pattern of nulls is caught in the pipeline rather than in production.",
      "Leakage checks to confirm that no feature contains information unavailable at prediction time, such as a cancellation date sitting inside a churn model.",
      "Split hygiene: separate the test set by time, customer or location where relevant, so the model is not graded on near-duplicates of its training examples.",
      "Label quality audits on a sample of a few hundred examples. Label error rates of 5 to 10 percent are common and silently cap achievable accuracy.",
    ],
  },
  { type: "heading", text: "Evaluate Beyond a Single Accuracy Number" },
  {
    type: "paragraph",
    text: "A headline metric is a starting point, not a verdict. A credible pre-launch evaluation answers four further questions.",
  },
  {
    type: "paragraph",
    text: "How does performance vary across segments? Break results down by region, customer type, device, language and any protected attributes you are permitted to analyze. A fraud model that performs well overall but misses twice as much fraud on new accounts has a specific, fixable problem that the aggregate number hides.",
  },
  {
    type: "paragraph",
    text: "How does it fail? Review a sample of errors by hand. Clusters of similar mistakes usually point to a missing feature, a labeling problem or an input type the model has rarely seen.",
  },
  {
    type: "paragraph",
    text: "Is it robust? Perturb inputs in realistic ways, such as typos, missing fields, scanned rather than native documents or paraphrased questions, and check that outputs change sensibly.",
  },
  {
    type: "paragraph",
    text: "Is it calibrated? If the model says it is 90 percent confident, it should be right about 90 percent of the time. Downstream thresholds and human review routing depend on this.",
  },
  { type: "heading", text: "Testing Generative and LLM-Based Systems" },
  {
    type: "paragraph",
    text: "Applications built on large language models need their own evaluation harness, because outputs are open-ended text rather than a label. The practices that have worked best for our teams:",
  },
  {
    type: "list",
    ordered: true,
    items: [
      "Build a golden set of 200 to 500 realistic inputs with reference answers or grading criteria, drawn from real user questions wherever possible.",
      "Grade automatically where you can, using exact checks for structured outputs and a carefully validated model-based grader for free text, and spot-check the grader against human judgments.",
      "Include adversarial cases: prompt injection attempts, out-of-scope requests, questions whose answer is not in the knowledge base and inputs containing personal data.",
      "Run the full suite on every change to the prompt, model version, retrieval configuration or tool definitions, and block releases that regress.",
      "Track cost and latency alongside quality, since a better answer that takes 20 seconds may be a worse experience for users.",
    ],
  },
  { type: "heading", text: "Launch Gates and Life After Launch" },
  {
    type: "paragraph",
    text: "Agree on launch criteria with business owners before evaluation starts, not after the results are in. Write them down as explicit thresholds: minimum performance overall and for each critical segment, maximum rate of harmful or out-of-policy outputs, latency limits and an approved fallback for when the model is unavailable.",
  },
  {
    type: "paragraph",
    text: "Then launch gradually. A shadow period, in which the model runs on live traffic without acting, reveals the differences between test data and reality. A canary release to 5 or 10 percent of traffic limits the blast radius. After full rollout, monitoring for input drift, shifts in output distribution and business metrics keeps the evaluation going, because a model that passed every test in March can quietly degrade by September.",
  },
  {
    type: "quote",
    text: "A model is never finished being tested. Launch is simply the point where the test data starts arriving on its own.",
    cite: "Machine learning lead, insurance carrier",
  },
] satisfies ArticleBlock[];
