import type { ArticleBlock } from "@/content/types";

export const body = [
  {
    type: "paragraph",
    text: "Most enterprises we speak with are no longer asking whether generative AI works. They have run a chatbot pilot, a summarization proof of concept or a coding assistant trial, and the demos were impressive. The harder question is why so few of those pilots turn into systems that employees use every day, with numbers that survive a budget review. Industry surveys through 2024 have consistently put the share of generative AI pilots that reach production somewhere between one in five and one in three. The gap is rarely the model. It is almost always everything around it.",
  },
  {
    type: "paragraph",
    text: "This article sets out what separates pilots that stall from deployments that last, drawing on patterns we have seen across financial services, manufacturing, insurance and professional services.",
  },
  { type: "heading", text: "Why Pilots Stall" },
  {
    type: "paragraph",
    text: "A pilot is designed to answer one question: can a model do this task at all? Production asks different questions. Can it do the task reliably across thousands of inputs, including the messy ones? Who is accountable when it is wrong? What does it cost per transaction at full volume? How does it fit into the tools people already use? Pilots that skip these questions tend to fail in predictable ways.",
  },
  {
    type: "list",
    items: [
      "No baseline. Nobody can say how long the task took before, what it cost or how often people got it wrong, so there is nothing to measure improvement against.",
      "Demo data. The pilot used fifty hand-picked documents. Production has fifty thousand, a third of them scanned, some in other languages and many with missing fields.",
      "No owner. The pilot belonged to an innovation team, while the process it touches belongs to operations, which was never asked to commit staff or change its workflow.",
      "Unpriced risk. Legal, security and compliance reviews start after the demo and surface data residency, retention and explainability questions that take months to resolve.",
      "A standalone interface. The assistant lives on a separate web page that nobody remembers to open once the novelty wears off.",
    ],
  },
  { type: "heading", text: "Pick Use Cases by Economics, Not Novelty" },
  {
    type: "paragraph",
    text: "The best first production use cases share three properties: high volume, a clear definition of a good output, and a person already in the loop who can review results. Drafting replies to customer emails, extracting data from contracts and invoices, summarizing case files, classifying support tickets and producing first drafts of internal reports all fit. Open-ended strategy advice and fully autonomous customer-facing agents usually do not, at least not first.",
  },
  {
    type: "paragraph",
    text: "A simple scoring exercise helps. For each candidate, estimate annual volume, minutes of skilled labor per item, the cost of an error and how easily a reviewer can spot one. A regional insurer scored fourteen candidate use cases this way. The winner was not the policyholder chatbot everyone expected but claims file summarization: about 60,000 files a year, roughly 25 minutes of adjuster reading time each, and a reviewer who read the file anyway. Cutting reading time by 40 percent freed the equivalent of eight full-time adjusters without removing a single human decision.",
  },
  { type: "heading", text: "Retrieval First, Fine-Tuning Later" },
  {
    type: "paragraph",
    text: "For most enterprise use cases, the model's general knowledge matters less than its access to your knowledge: policies, product documentation, contracts and case history. Retrieval-augmented generation, where relevant passages are fetched at query time and passed to the model as context, is the right default. It keeps sensitive data in systems you control, makes answers traceable to sources and lets content change without retraining anything.",
  },
  {
    type: "paragraph",
    text: "Fine-tuning earns its place later, typically when you need a consistent output format or tone at high volume, or when a smaller tuned model can replace a larger general one and cut inference cost. Teams that start with fine-tuning often spend months preparing training data for a problem that better retrieval and a clearer prompt would have solved in weeks.",
  },
  {
    type: "paragraph",
    text: "The unglamorous parts of retrieval are where quality is won or lost: how documents are split into chunks, how tables and scanned pages are handled, which metadata is stored for filtering, and how permissions are enforced so that a user never sees a passage from a document they could not open directly.",
  },
  { type: "heading", text: "Evaluation Is the Product" },
  {
    type: "paragraph",
    text: "The strongest predictor of a successful deployment is whether the team built an evaluation set before it built the feature. An evaluation set is a few hundred real inputs with agreed expected outputs or grading criteria, drawn from production data and deliberately including the awkward cases. Every change to the prompt, the retrieval pipeline or the model version runs against it before release.",
  },
  {
    type: "quote",
    text: "We stopped arguing about whether the assistant was good enough the day we had 400 graded examples. After that, every discussion started with the score.",
    cite: "Head of operations at a mid-sized commercial lender",
  },
  {
    type: "paragraph",
    text: "Automated checks cover what they can: format validity, whether cited sources exist, whether extracted amounts match the document. Model-based grading can score relevance and faithfulness at scale, but it should be calibrated against human judgment on a sample rather than trusted blindly. In production the same metrics are tracked continuously, alongside user signals such as how heavily reviewers edit a draft before sending it.",
  },
  { type: "heading", text: "Governance, Security and Cost" },
  {
    type: "paragraph",
    text: "Production generative AI needs the same controls as any system that touches customer data, plus a few of its own. Before go-live we expect to see the following in place.",
  },
  {
    type: "list",
    items: [
      "A data flow map showing which data reaches which model provider, in which region and under what retention terms.",
      "Prompt and response logging, with personal data redacted or access-controlled, kept long enough to investigate complaints.",
      "Defenses against prompt injection, particularly where the model reads emails, web pages or uploaded files written by outsiders.",
      "A documented human review step for any output that affects a customer, a payment or a legal position.",
      "A per-request cost budget, with alerts when spend per transaction drifts.",
    ],
  },
  {
    type: "paragraph",
    text: "Cost deserves particular attention. A pilot that costs a few hundred dollars a month can become a six-figure line item at full volume if every request sends thirty pages of context to the largest available model. Routing simple requests to smaller models, caching repeated context, trimming retrieved passages and capping output length routinely cut inference spend by 50 to 70 percent with no measurable quality loss on the evaluation set.",
  },
  { type: "heading", text: "Adoption Is a Design Problem" },
  {
    type: "paragraph",
    text: "The best model delivers nothing if people do not use it. Adoption improves sharply when the capability appears inside existing tools, such as the CRM record, the claims system or the email client, rather than in a separate application. It also improves when users can see why the system said what it said, with links to source passages, and can correct it in one click. Those corrections become signal for the next round of prompt and retrieval improvements.",
  },
  {
    type: "paragraph",
    text: "Be explicit with staff about what the system is for. Teams that frame generative AI as removing the tedious first draft, not replacing judgment, see faster uptake and fewer quiet workarounds.",
  },
  { type: "heading", text: "A 90-Day Path from Pilot to Production" },
  {
    type: "list",
    ordered: true,
    items: [
      "Weeks 1 to 2: confirm the use case, the business owner, the baseline metrics and the target. Write down what a good output looks like.",
      "Weeks 3 to 4: assemble an evaluation set of 200 to 500 real examples, and run the data flow and security review in parallel.",
      "Weeks 5 to 8: build the retrieval pipeline and the integration into the existing tool, iterating against the evaluation set every week.",
      "Weeks 9 to 10: run a shadow period in which reviewers see the system's outputs but do not yet rely on them, and compare results against the baseline.",
      "Weeks 11 to 13: roll out to a first team with monitoring, cost alerts and a clear feedback channel, then expand in stages.",
    ],
  },
  {
    type: "paragraph",
    text: "Ninety days is not a magic number, but it is long enough to do the work properly and short enough to keep executive sponsorship. The organizations getting real value from generative AI are not the ones with the most pilots. They are the ones that picked a few use cases, measured them honestly and treated the surrounding engineering as seriously as the model.",
  },
] satisfies ArticleBlock[];
