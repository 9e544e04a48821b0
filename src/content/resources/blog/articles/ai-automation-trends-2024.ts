import type { ArticleBlock } from "@/content/types";

export const body = [
  {
    type: "paragraph",
    text: "For most of the last decade, business automation meant scripts and bots that followed fixed rules: if this field says X, copy it into that system. The arrival of capable language models in 2023 changed what can be automated, but the year was dominated by experiments. In 2024 the conversation is shifting from what is possible to what is dependable, affordable and governable at scale.",
  },
  {
    type: "paragraph",
    text: "Below are the trends we expect to shape automation programs this year, with a practical view on where each one is ready for production and where caution is still warranted.",
  },
  { type: "heading", text: "From Task Bots to Agentic Workflows" },
  {
    type: "paragraph",
    text: "Traditional automation handles a single, well-defined step. Agentic workflows let a model plan a sequence of steps, call tools such as a CRM lookup or a pricing API, check the results and decide what to do next. Resolving a delivery complaint, for example, might involve reading the customer's email, looking up the order, checking the carrier's tracking data, drafting a reply and proposing a refund within policy limits.",
  },
  {
    type: "paragraph",
    text: "The promise is real, but so is the failure rate when agents are given open-ended goals. The deployments that work in 2024 are narrow: a small set of approved tools, explicit limits on what the agent may change, every action logged, and a human approving anything that moves money or commits the business. Think of agents as junior colleagues with a checklist, not autonomous employees.",
  },
  { type: "heading", text: "Document AI Becomes the Default Front Door" },
  {
    type: "paragraph",
    text: "A large share of business processes still start with a document: an invoice, a purchase order, a claim form, a bill of lading, a contract. Template-based extraction struggled whenever a supplier changed its layout. Modern document AI combines layout-aware models with language models, so it can read a document it has never seen before and return structured fields with a confidence score for each.",
  },
  {
    type: "paragraph",
    text: "In accounts payable projects we now routinely see straight-through processing rates of 70 to 85 percent on mixed supplier invoices, up from 30 to 40 percent with template tools. The remaining documents route to a reviewer with the uncertain fields highlighted, which turns a ten-minute data entry task into a thirty-second check.",
  },
  { type: "heading", text: "Copilots Move Inside Everyday Tools" },
  {
    type: "paragraph",
    text: "Standalone chat interfaces had their moment. This year, AI assistance is moving into the tools where work already happens: drafting replies in the helpdesk, summarizing a deal history in the CRM, suggesting the next step in a ticketing workflow or writing a first pass of a month-end variance commentary. Adoption follows convenience. An assistant that is one click away inside the system of record gets used; one that requires copying and pasting into a browser tab quietly fades.",
  },
  {
    type: "quote",
    text: "Our agents did not want another tool. They wanted the draft to already be sitting in the reply box when they opened the ticket.",
    cite: "Customer service director at a 300-seat contact center",
  },
  { type: "heading", text: "Smaller, Cheaper and More Private Models" },
  {
    type: "paragraph",
    text: "The largest models grab the headlines, but much production automation does not need them. Classifying an email, extracting ten fields or routing a ticket can be done by models a fraction of the size, at a fraction of the cost and latency. Open-weight models that run on a company's own infrastructure are also attractive where data cannot leave a particular environment.",
  },
  {
    type: "paragraph",
    text: "The practical pattern is model routing: send routine requests to a small, fast model and escalate only the hard cases to a larger one. Teams applying this pattern commonly report inference cost reductions of 60 percent or more with no change in measured quality, and response times that feel instant to users.",
  },
  { type: "heading", text: "Process Mining Before Automation" },
  {
    type: "paragraph",
    text: "A recurring lesson from earlier automation waves is that automating a bad process just produces bad results faster. Process mining tools reconstruct how work actually flows by analyzing event logs from ERP, CRM and ticketing systems. They routinely reveal that a process documented as six steps has forty variants in practice, with a handful of those variants accounting for most of the delay.",
  },
  {
    type: "paragraph",
    text: "In 2024 more organizations are running a few weeks of process discovery before deciding what to automate. The result is a shortlist ranked by measurable impact rather than by which department asked loudest.",
  },
  { type: "heading", text: "Governance Moves from Policy to Practice" },
  {
    type: "paragraph",
    text: "With the EU AI Act agreed in principle at the end of 2023 and regulators in financial services and healthcare issuing guidance of their own, governance is moving from slide decks to engineering requirements. For automation teams, that translates into concrete work.",
  },
  {
    type: "list",
    items: [
      "An inventory of every AI component in production, with its owner, purpose, data sources and risk rating.",
      "Logging of inputs, outputs and decisions, retained long enough to answer a complaint or an audit question.",
      "Documented human oversight for decisions that affect customers, employees or finances.",
      "Regular evaluation against a fixed test set, so that quality changes are detected rather than discovered by users.",
      "Clear vendor terms on data retention, training use and processing location.",
    ],
  },
  { type: "heading", text: "What to Do This Quarter" },
  {
    type: "paragraph",
    text: "Trends are only useful if they change what you do on Monday morning. For most mid-sized organizations, a sensible plan for the next ninety days looks like this.",
  },
  {
    type: "list",
    ordered: true,
    items: [
      "Pick two or three processes with high volume and clear outcomes, and measure their current cost, cycle time and error rate.",
      "Run a short process discovery exercise on the strongest candidate before designing any automation.",
      "Start with document intake or drafting assistance inside an existing tool, where a person still reviews the result.",
      "Build a small evaluation set from real cases and use it to compare models on quality, cost and latency.",
      "Write down your governance basics now, while the estate is small enough to document in an afternoon.",
    ],
  },
  {
    type: "paragraph",
    text: "None of these steps requires a large budget or a multi-year roadmap. They do require discipline about measurement, which is what will separate the organizations that end 2024 with working automation from those that end it with another set of promising demos.",
  },
] satisfies ArticleBlock[];
