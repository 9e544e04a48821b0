import type { ArticleBlock } from "@/content/types";

export const body = [
  {
    type: "paragraph",
    text: "Robotic process automation earned its place by doing something unglamorous very well: mimicking a person clicking through screens, so that legacy systems without integrations could be automated without rebuilding them. Many organizations now run dozens or hundreds of bots. Many of those same organizations have also discovered the ceiling. Bots break when a screen changes, cannot read a document they were not configured for, and hand every unusual case back to a person. The result is a program whose maintenance bill grows faster than its benefits.",
  },
  {
    type: "paragraph",
    text: "Advanced RPA, sometimes called intelligent automation, is not a single product. It is a design approach that puts bots in their proper place, alongside APIs, document AI, machine learning, language models and human review, all coordinated by an orchestration layer.",
  },
  { type: "heading", text: "Where Classic RPA Hits Its Limits" },
  {
    type: "paragraph",
    text: "Three problems account for most disappointing RPA programs. The first is brittleness. A bot that locates a button by its screen position or an auto-generated element identifier fails when the application is upgraded, a pop-up appears or a field moves. In mature programs we regularly see maintenance consuming 30 to 40 percent of total automation effort.",
  },
  {
    type: "paragraph",
    text: "The second is unstructured input. Classic bots need data in a predictable shape, but real processes begin with emails, scanned forms, PDFs from hundreds of suppliers and free-text notes. The third is exceptions. A bot that handles the happy path and escalates everything else may automate only a third of the actual volume, because real processes are full of missing references, mismatched amounts and edge cases.",
  },
  { type: "heading", text: "APIs First, Screens Last" },
  {
    type: "paragraph",
    text: "The most effective change is also the least exciting: use an API wherever one exists, and reserve screen automation for the systems that genuinely have none. Many applications that were screen-scraped in 2018 now offer usable APIs, and integration platforms make them easy to call. An API call is faster, far more stable across upgrades and easier to monitor than a bot navigating a user interface.",
  },
  {
    type: "paragraph",
    text: "A useful exercise is to review the existing bot estate and classify each step by how it touches each system. In one review of 60 bots at a utilities company, just over half of the screen interactions could be replaced by APIs that had become available since the bots were built. Replacing them cut bot failures by roughly 45 percent within two quarters.",
  },
  { type: "heading", text: "Adding Intelligence to the Pipeline" },
  {
    type: "paragraph",
    text: "Once the mechanical layer is stable, intelligence can be added where judgment or interpretation is needed. A well-designed advanced RPA pipeline typically combines these components.",
  },
  {
    type: "list",
    items: [
      "Document AI to read invoices, claims, forms and correspondence, returning structured fields with a confidence score for each.",
      "Classification models to route incoming work, such as deciding whether an email is a complaint, an address change or a payment query.",
      "Language models to interpret free text, summarize case history and draft responses, always within defined limits.",
      "Business rules for decisions that must be deterministic and auditable, such as tolerance thresholds and approval limits.",
      "Bots or API calls to carry out the resulting actions in the systems of record.",
    ],
  },
  {
    type: "paragraph",
    text: "The confidence scores are what make this work. Each item either passes straight through because every field and decision is above threshold, or it goes to a person with the uncertain parts highlighted. Thresholds are tuned using real data until the error rate on automated items is at or below the human baseline.",
  },
  { type: "heading", text: "Designing for Exceptions" },
  {
    type: "paragraph",
    text: "In advanced RPA, the human review step is a designed part of the process, not a failure mode. The reviewer should see the original document, the extracted values, the reason the item was flagged and a single screen to correct and approve. Every correction is logged and fed back into model tuning, so the share of exceptions shrinks over time.",
  },
  {
    type: "paragraph",
    text: "Consider accounts payable at a manufacturer processing around 18,000 supplier invoices a month. A template-based bot achieved 35 percent straight-through processing, with the rest keyed manually. After introducing document AI, automated purchase order matching with tolerance rules and a purpose-built exception screen, straight-through processing rose to 78 percent in four months, and average handling time for exceptions fell from nine minutes to under three.",
  },
  {
    type: "quote",
    text: "We used to measure how many bots we had. Now we measure how many invoices nobody had to touch, and that number tells a very different story.",
    cite: "Finance operations lead at a manufacturing group",
  },
  { type: "heading", text: "Orchestration and Observability" },
  {
    type: "paragraph",
    text: "When a process spans document AI, several bots, API calls and human tasks, something has to coordinate them, retry failed steps, manage queues and keep an end-to-end record of each case. That is the job of the orchestration layer. Without it, automation becomes a set of disconnected scripts, and nobody can answer the simplest operational question: where is this case, and why is it stuck?",
  },
  {
    type: "paragraph",
    text: "Good orchestration also makes the program measurable. Track a small set of operational metrics for every automated process.",
  },
  {
    type: "list",
    items: [
      "Straight-through processing rate: the share of cases completed with no human touch.",
      "Exception rate by reason, so that the most common causes can be fixed at the source.",
      "End-to-end cycle time, from the case arriving to the final action being completed.",
      "Cost per transaction, including licenses, infrastructure and human review time.",
      "Bot failure rate and mean time to repair, as leading indicators of maintenance cost.",
    ],
  },
  { type: "heading", text: "Running It as a Program" },
  {
    type: "paragraph",
    text: "Advanced RPA works best with a small central team that owns the platform, standards and reusable components, while business units own their processes and outcomes. Agree design standards early: how bots identify screen elements, how credentials are stored, how exceptions are presented and how changes are tested before release. Register every automation with an owner. Review the estate every quarter and retire bots whose processes have changed or whose systems now offer APIs.",
  },
  {
    type: "paragraph",
    text: "The organizations getting the most from automation in 2024 are not the ones running the most bots. They are the ones that measure outcomes per case, design for exceptions from the start and treat bots as one tool among several rather than the answer to every process problem.",
  },
] satisfies ArticleBlock[];
