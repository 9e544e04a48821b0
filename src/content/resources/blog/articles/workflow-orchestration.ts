import type { ArticleBlock } from "@/content/types";

export const body = [
  {
    type: "paragraph",
    text: "Most organizations that have been automating for a few years end up with the same problem. There are scheduled scripts on a server nobody remembers setting up, RPA bots that run at night, integration platform flows, a few serverless functions and now some AI agents. Each one works. Together they form an invisible web of dependencies that nobody can see whole, and when one piece fails at 2 a.m., the failure ripples through the others until a customer notices. Workflow orchestration is the discipline and tooling that turns that web into something you can see, control and trust.",
  },
  { type: "heading", text: "Automation Versus Orchestration" },
  {
    type: "paragraph",
    text: "Automation makes a single task run without a person. Orchestration coordinates many tasks, human and machine, into an end-to-end process with defined order, state, retries and ownership. An automated invoice extraction is automation. The process that receives the invoice, extracts it, matches it to a purchase order, routes exceptions to a buyer, waits up to three days for approval, posts it to the ERP and schedules payment is orchestration.",
  },
  {
    type: "paragraph",
    text: "The distinction matters because most operational failures happen between tasks, not inside them: a file that arrives late, an API that times out, an approval that never comes. An orchestrator owns those gaps.",
  },
  { type: "heading", text: "Capabilities That Matter in Practice" },
  {
    type: "paragraph",
    text: "Whether you choose an open-source engine, a cloud-native workflow service or an enterprise automation platform, evaluate it against the capabilities that determine how it behaves on a bad day:",
  },
  {
    type: "list",
    items: [
      "Durable state: a workflow that waits three days for an approval must survive restarts and deployments without losing its place.",
      "Retries with backoff, plus idempotency: transient failures should retry automatically, and every step should be safe to run twice.",
      "Human tasks: approvals, exception handling and reviews should be first-class steps with assignment, deadlines and escalation, not emails sent into the void.",
      "Observability: a single view of every running instance, showing where it is, how long each step took and why anything failed.",
      "Versioning: changing a process definition should not break the hundreds of instances already running on the old version.",
      "Access control and audit: who started, approved or modified what, and when, captured automatically.",
    ],
  },
  { type: "heading", text: "Designing Workflows That Survive Real Operations" },
  {
    type: "paragraph",
    text: "Good orchestration is as much design as tooling. A few principles we apply on every engagement:",
  },
  {
    type: "list",
    ordered: true,
    items: [
      "Model the process as it actually runs. Shadow the people who do the work for a few days; the documented process is usually missing a third of the real exception paths.",
      "Keep steps small and single-purpose. A step that extracts, validates and posts data cannot be retried safely. Three separate steps can.",
      "Make every wait explicit. If a step depends on an external event, give it a timeout and a defined escalation path.",
      "Separate business logic from integration code. Process owners should be able to read the workflow definition and recognize their process.",
      "Design compensation for partial failures. If payment succeeds but the ERP update fails, the workflow needs a defined way to reconcile, not a manual scramble.",
    ],
  },
  {
    type: "paragraph",
    text: "AI agents raise the stakes. When a language model decides what to do next, the orchestrator becomes the guardrail: it constrains which tools the agent can call, enforces approval steps for high-impact actions and records every decision for later review.",
  },
  { type: "heading", text: "Starting Small and Scaling" },
  {
    type: "paragraph",
    text: "Resist the urge to migrate everything at once. Pick one end-to-end process that crosses at least three systems, causes visible pain when it fails and has a clear business owner. Order-to-cash exceptions, employee onboarding and claims intake are common first candidates. Put it on the orchestrator, instrument it properly and run it for a quarter.",
  },
  {
    type: "paragraph",
    text: "The metrics to track are cycle time, the share of instances completing without manual intervention and mean time to recover from failures. One logistics client cut the average time to onboard a new carrier from eleven days to four, mostly by making waits and handoffs visible rather than by automating anything new.",
  },
  {
    type: "quote",
    text: "We did not need more automation. We needed to know where every piece of work was and who was waiting on whom.",
    cite: "Director of operations, logistics provider",
  },
] satisfies ArticleBlock[];
