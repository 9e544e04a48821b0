import type { ArticleBlock } from "@/content/types";

export const body = [
  {
    type: "paragraph",
    text: "In a small business, nobody has a job title that says data entry, yet everyone does some. The office manager copies web inquiries into the CRM. The bookkeeper downloads invoices from email and uploads them to the accounting system. A project lead pastes the same status update into three places every Friday. Each task takes a few minutes, but across a 20-person team they commonly add up to 30 or 40 hours a week, close to a full-time salary spent moving information from one screen to another.",
  },
  {
    type: "paragraph",
    text: "No-code automation platforms let non-developers connect the applications they already use and move data between them automatically, using visual builders instead of code. Used well, they are one of the highest-return investments a small business can make. Used carelessly, they create a tangle of invisible processes that break silently. This guide covers how to get the first kind.",
  },
  { type: "heading", text: "What No-Code Automation Does Well" },
  {
    type: "paragraph",
    text: "No-code tools shine when a process is triggered by a clear event, follows predictable steps and involves applications that offer standard integrations. Typical examples that pay back quickly include the following.",
  },
  {
    type: "list",
    items: [
      "Creating a CRM contact and a follow-up task whenever a website form is submitted, and notifying the right salesperson in the team chat.",
      "Saving email attachments such as invoices and receipts to a shared folder and creating a draft bill in the accounting system.",
      "Sending a welcome sequence, a contract for e-signature and an onboarding checklist when a deal is marked as won.",
      "Posting a daily summary of new orders, overdue invoices or open support tickets to a team channel.",
      "Syncing customer records between an online shop, an email marketing tool and a spreadsheet used for reporting.",
    ],
  },
  {
    type: "paragraph",
    text: "They are less suited to processes with complex branching rules, large data volumes, strict performance requirements or heavy data transformation. Those usually belong in custom software.",
  },
  { type: "heading", text: "Finding Your First Three Automations" },
  {
    type: "paragraph",
    text: "The most common mistake is starting with the tool rather than the work. Instead, spend one week running a simple time audit. Ask each person to note every repetitive task that involves copying, re-typing or checking information between systems, with a rough estimate of minutes per occurrence and occurrences per week. Multiply the two, sort the list and look at the top ten.",
  },
  {
    type: "paragraph",
    text: "A 40-person logistics firm that ran this exercise found that booking confirmations alone consumed eleven hours a week: an email arrived from the customer portal, someone re-keyed it into the transport management system, then emailed a confirmation back. A three-step automation cut that to under two hours of exception handling, and it was built and tested in two afternoons. Pick candidates like this one, with high frequency, stable rules and low risk if something goes wrong, before tackling anything touching payments or customer commitments.",
  },
  { type: "heading", text: "Choosing a Platform" },
  {
    type: "paragraph",
    text: "There are several capable no-code automation platforms, and most small businesses will be well served by any of the established ones. Rather than comparing feature lists, test each shortlisted platform against your actual first automation and weigh these factors.",
  },
  {
    type: "list",
    items: [
      "Connectors: does it integrate natively with the specific applications you use, including the less common industry tools?",
      "Pricing model: is it charged per task, per run or per user, and what will your expected monthly volume actually cost after a year of growth?",
      "Error handling: can a failed step retry automatically and send an alert to a named person, rather than failing silently?",
      "Logic: does it support conditions, loops and lookups without forcing workarounds?",
      "Data handling: where is data processed and stored, and does that fit your obligations to customers?",
      "Access control: can you limit who edits automations and see a history of changes?",
    ],
  },
  { type: "heading", text: "Building Automations That Do Not Break" },
  {
    type: "paragraph",
    text: "An automation that works on day one and fails quietly on day ninety is worse than none, because people stop checking the work it replaced. A few habits prevent most problems. Give every automation a descriptive name and a named owner. Test with real, messy data, including blank fields, duplicate records and unusual characters, not just a perfect example. Turn on failure notifications and send them somewhere a person actually reads. Keep a simple register listing each automation, what it does, which accounts it uses and who to call when it stops.",
  },
  {
    type: "quote",
    text: "The automation itself took an afternoon. Writing down what it did and who owned it took ten minutes, and that was what saved us when our bookkeeper left.",
    cite: "Owner of a 12-person accounting practice",
  },
  {
    type: "paragraph",
    text: "Connect automations using a shared service account rather than an individual employee's login, so that nothing stops working when someone changes role or leaves the business.",
  },
  { type: "heading", text: "Adding AI Steps Safely" },
  {
    type: "paragraph",
    text: "Most no-code platforms now offer AI steps that can classify an incoming email, extract fields from a PDF, summarize a long message or draft a reply. These open up processes that were previously too unstructured to automate. The safe pattern is to let AI prepare and a person approve: the model extracts the invoice details and a human confirms them with one click, or the model drafts a customer reply that a team member edits before sending. Keep fully automatic AI actions for low-risk tasks such as tagging or routing, and review a sample of results every week for the first month.",
  },
  { type: "heading", text: "Costs, Returns and When to Go Custom" },
  {
    type: "paragraph",
    text: "A typical small business spends between 50 and 500 dollars a month on a no-code platform, plus some staff time to build and maintain automations. If the first three automations recover ten hours a week, the return is usually clear within the first month. Track it honestly: note the hours before, measure them again after six weeks and keep the figures alongside the automation register.",
  },
  {
    type: "paragraph",
    text: "Signs you are outgrowing no-code include monthly task charges that rival a developer's cost, automations with dozens of steps that only one person understands, and processes that need response times or data volumes the platform cannot handle. At that point, moving the busiest workflows into a small custom integration, while keeping no-code for the long tail, is usually the most economical path.",
  },
] satisfies ArticleBlock[];
