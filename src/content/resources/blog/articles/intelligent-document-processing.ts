import type { ArticleBlock } from "@/content/types";

export const body = [
  {
    type: "paragraph",
    text: "Despite two decades of digitization, a surprising share of business still runs on documents: invoices, bills of lading, insurance claims, onboarding packs, lab reports and contracts. Many arrive as PDFs or scans, some as phone photos, and a few still come by fax. Someone has to read them and key the important fields into a system. Intelligent document processing, or IDP, automates that reading. Done well, it turns a queue of paper into structured, validated data in minutes instead of days.",
  },
  { type: "heading", text: "How Modern IDP Works" },
  {
    type: "paragraph",
    text: "IDP is not a single model. It is a pipeline, and each stage can fail independently, which is why it helps to understand the parts:",
  },
  {
    type: "list",
    ordered: true,
    items: [
      "Ingestion: documents arrive from email inboxes, upload portals, scanners and APIs, and are normalized into images and text.",
      "Classification: a model decides what each document is, for example an invoice, a credit note or a delivery receipt, and splits multi-document files into individual documents.",
      "Extraction: optical character recognition reads the text, and layout-aware models or large language models pull out the fields you need, including tables and line items.",
      "Validation: business rules check the results, such as totals that add up, tax IDs in the right format and purchase order numbers that exist in the ERP.",
      "Human review: low-confidence fields are routed to a person in a review screen that shows the source image next to the extracted value.",
      "Integration: approved data is posted to the downstream system, with the original document archived and linked.",
    ],
  },
  {
    type: "paragraph",
    text: "Older template-based tools required a separate template for every supplier's invoice layout. Current layout-aware and language models generalize across layouts, so a new vendor no longer means a new configuration project. That single change is why IDP projects that once took six months now often reach production in six to ten weeks.",
  },
  { type: "heading", text: "Setting Realistic Accuracy Targets" },
  {
    type: "paragraph",
    text: "Vendors like to quote field-level accuracy of 98 or 99 percent. Those numbers are usually measured on clean, typed documents. Your real mix will include skewed scans, handwritten notes, stamps across totals and tables that span several pages. The metric that matters for the business is the straight-through processing rate: the share of documents that go from arrival to the downstream system with no human touch.",
  },
  {
    type: "paragraph",
    text: "For a typical accounts payable workload, we see straight-through rates of 50 to 70 percent in the first month, rising to 75 to 85 percent after three months of tuning and feedback. The remaining documents are not failures. They reach a reviewer with most fields pre-filled, which still cuts handling time per document from around six minutes to under one.",
  },
  { type: "heading", text: "Where Projects Go Wrong" },
  {
    type: "list",
    items: [
      "Skipping the document census. Before choosing tools, pull a random sample of 300 to 500 real documents and categorize them. Teams are often surprised to find that 15 percent of volume is a document type nobody mentioned.",
      "Treating confidence scores as truth. Model confidence is a useful routing signal, but it must be calibrated against real error rates on your data before high-confidence fields are allowed to bypass review.",
      "Ignoring validation rules. Cross-checks against master data catch more errors than a better extraction model. An invoice total that does not match the sum of its line items is an instant flag.",
      "Designing a poor review screen. Reviewers are the quality backstop. If they have to scroll and search to verify a field, throughput collapses and errors creep back in.",
      "Forgetting retention and privacy. Documents often contain personal and financial data. Decide upfront where images are stored, for how long, and whether any third-party model processes them.",
    ],
  },
  { type: "heading", text: "Measuring the Payoff" },
  {
    type: "paragraph",
    text: "A mid-sized distributor processing 12,000 supplier invoices a month at six minutes each spends roughly 1,200 staff hours monthly on data entry. At 75 percent straight-through processing and one minute per reviewed document, that falls to about 50 hours. Just as valuable are the second-order effects: invoices approved within a day instead of a week, early payment discounts captured, and fewer duplicate payments.",
  },
  {
    type: "quote",
    text: "We expected to save keying time. The bigger win was that month-end close stopped depending on how fast three people could type.",
    cite: "Finance operations manager, wholesale distributor",
  },
  {
    type: "paragraph",
    text: "Start with one high-volume, well-understood document type, prove the numbers, and expand from there. The pipeline, review tooling and integrations you build for the first use case carry over to the next one at a fraction of the cost.",
  },
] satisfies ArticleBlock[];
