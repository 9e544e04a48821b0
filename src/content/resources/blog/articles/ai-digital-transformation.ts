import type { ArticleBlock } from "@/content/types";

export const body = [
  {
    type: "paragraph",
    text: "For a decade, digital transformation meant moving processes onto modern systems: cloud infrastructure, SaaS applications, mobile channels and data warehouses. Many organizations finished that migration and found that the business did not feel very different. The same approvals, the same handoffs, the same reports, only on newer software. AI changes the question. Instead of asking how to digitize a process, leaders can now ask which decisions and tasks in it need a person at all, and how the rest can be redesigned around systems that read, predict and act.",
  },
  { type: "heading", text: "From Digitizing to Rethinking" },
  {
    type: "paragraph",
    text: "The difference between a digital project and an AI-driven transformation is whether the work itself changes. Putting a claim form online is digitization. Using models to read the claim, check coverage, estimate the payout and settle simple claims within minutes, while routing complex ones to an adjuster with a pre-built file, is transformation. The adjuster's job changes from gathering data to exercising judgment.",
  },
  {
    type: "paragraph",
    text: "This is why AI tends to expose the limits of earlier digital work. Models need clean, connected data and systems that expose APIs. Organizations that invested in those foundations move quickly. Those with data scattered across spreadsheets and legacy systems discover that their first AI initiative is really a data integration project.",
  },
  { type: "heading", text: "The Capabilities a Transformation Needs" },
  {
    type: "list",
    items: [
      "A data platform that brings core business entities, such as customers, products, orders and assets, into a consistent, governed form that both models and people can trust.",
      "Integration and orchestration, so that model outputs trigger actions in operational systems rather than landing in a report.",
      "A product operating model, with durable cross-functional teams that own business outcomes such as claim cycle time, instead of project teams that disband at go-live.",
      "Skills across the business: not everyone needs to build models, but managers need to know how to frame problems for AI and how to interpret its outputs.",
      "Governance that scales, so that the hundredth use case is approved as confidently and quickly as the first.",
    ],
  },
  { type: "heading", text: "Sequencing the Journey" },
  {
    type: "paragraph",
    text: "Transformation programs fail when they try to change everything at once, or when they stay stuck in pilots. The sequencing that works best in our experience looks like this:",
  },
  {
    type: "list",
    ordered: true,
    items: [
      "Pick two or three value streams, end-to-end flows such as quote-to-order or claim-to-payment, where cycle time, cost or customer experience visibly hurt.",
      "Map each one in detail and identify the decisions and tasks where AI can help, from document reading to routing to prediction.",
      "Build the shared foundations those value streams need, and only those, rather than a multi-year platform program with no business output.",
      "Deliver in increments of eight to twelve weeks, each one live in production with real users and measured against a baseline.",
      "Reuse components aggressively. The document pipeline, customer data model and review interface built for the first value stream should accelerate the second.",
    ],
  },
  { type: "heading", text: "Leading the People Side" },
  {
    type: "paragraph",
    text: "Technology is rarely the binding constraint. People are. When AI changes what a role involves, employees want to know what it means for them, and silence gets filled with worst-case assumptions. Leaders who communicate early, involve front-line staff in redesigning the work and invest in reskilling see far faster adoption.",
  },
  {
    type: "paragraph",
    text: "An insurance client that redesigned its claims intake moved 30 percent of its intake staff into fraud review and customer follow-up roles over 18 months, with no layoffs. Settlement time for simple claims fell from nine days to two, and engagement scores in the team went up, not down.",
  },
  {
    type: "quote",
    text: "We spent years digitizing our forms. AI was the first time we actually asked why we needed them.",
    cite: "Chief operating officer, regional insurer",
  },
] satisfies ArticleBlock[];
