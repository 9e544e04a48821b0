import type { ArticleBlock } from "@/content/types";

export const body = [
  {
    type: "paragraph",
    text: "The first model an organization deploys is usually governed well. Everyone knows what it does, the team that built it watches it closely and any problem is noticed within days. By the time there are twenty models in production, built by different teams, some bought from vendors and some embedded in software nobody thinks of as AI, that informal oversight has quietly disappeared. Nobody is sure which models are still in use, what data they depend on or who would notice if one started making poor decisions.",
  },
  {
    type: "paragraph",
    text: "Model governance is the set of practices that keeps models accountable as they multiply. It is not about slowing teams down with paperwork. Done well, it lets organizations deploy models faster, because the questions that would otherwise block a launch have already been answered in a standard way.",
  },
  { type: "heading", text: "Start with an Inventory" },
  {
    type: "paragraph",
    text: "You cannot govern what you cannot see. The foundation of any governance program is a model inventory: a single register of every model that influences business decisions. When we run inventory exercises with mid-sized organizations, the final count is typically two to three times what leadership initially estimated, once spreadsheet models, vendor scoring tools and generative AI features in everyday software are included.",
  },
  {
    type: "paragraph",
    text: "Each entry should record enough to answer basic questions quickly during an incident or an audit. Keep it lightweight so that it stays current; an inventory that takes an hour per entry will be out of date within a quarter.",
  },
  {
    type: "list",
    items: [
      "Purpose, the decisions the model informs and the people affected by them.",
      "Business owner and technical owner, both named individuals rather than teams.",
      "Source, whether built in-house, customized from a foundation model or supplied by a vendor.",
      "Input data sources and any personal or sensitive data involved.",
      "Risk tier, current version, deployment date and date of last validation.",
      "Known limitations and the conditions under which the model should not be used.",
    ],
  },
  { type: "heading", text: "Tier Models by Risk" },
  {
    type: "paragraph",
    text: "Applying the same controls to every model is wasteful and breeds resentment. A model that suggests internal knowledge base articles does not need the scrutiny of one that sets credit limits. A simple three-tier scheme works for most organizations, based on the severity of harm a wrong output could cause and how directly the model drives decisions.",
  },
  {
    type: "paragraph",
    text: "Low-risk models, such as internal productivity aids with a human always in the loop, need registration and basic testing. Medium-risk models, such as those that prioritize work or personalize customer communications, add documented validation and regular monitoring. High-risk models, which make or heavily influence decisions about people's finances, employment, health or access to services, require independent validation, formal approval and closer ongoing review. In a typical portfolio, fewer than one in five models lands in the high tier, which keeps the heavy controls focused where they matter.",
  },
  { type: "heading", text: "Validate Before and After Launch" },
  {
    type: "paragraph",
    text: "Validation asks whether a model is fit for its purpose, and it should be carried out by someone other than the person who built it. For high-risk models that means a separate team or external reviewer; for medium-risk models, a peer review from another part of the data team is often sufficient. Validation covers more than accuracy on a held-out test set. It should examine whether the training data represents the population the model will serve, how the model performs for relevant subgroups, how it behaves with unusual or missing inputs and whether its limitations are clearly documented.",
  },
  {
    type: "paragraph",
    text: "Generative models need additional checks. Because their outputs are open-ended, validation relies on curated evaluation sets of realistic prompts, including adversarial ones designed to provoke harmful, off-topic or confidential responses, scored by a mix of automated checks and human reviewers. Keep these evaluation sets under version control and rerun them every time a prompt, a retrieval source or the underlying model changes.",
  },
  {
    type: "quote",
    text: "Our vendor upgraded the underlying language model overnight and nothing in our contract required them to tell us. Re-running our evaluation set caught the change in behavior within a day.",
    cite: "Head of data, regional insurer",
  },
  { type: "heading", text: "Monitor Models in Production" },
  {
    type: "paragraph",
    text: "Models degrade silently. Customer behavior shifts, upstream systems change field formats, and a model that was accurate at launch gradually becomes less so. Monitoring should track three things: the input data, to detect drift from what the model was trained on; the outputs, to spot unexpected changes in the distribution of predictions or decisions; and, wherever ground truth becomes available, actual performance against the validated baseline.",
  },
  {
    type: "paragraph",
    text: "Thresholds turn monitoring into action. Define in advance what level of drift or performance decline triggers an investigation, and what level triggers a rollback or suspension. A credit model at a consumer lender we supported had its approval rate drift upward by four percentage points over six weeks; an automated alert traced the cause to an upstream change that had started reporting income in a different unit. Without the alert, the problem would likely have surfaced only when arrears began to rise months later.",
  },
  { type: "heading", text: "Control Changes and Define Accountability" },
  {
    type: "paragraph",
    text: "Every change to a production model, whether retraining, a new feature, a prompt edit or a vendor upgrade, is a new version that may behave differently. Change control does not need to be bureaucratic. For low-risk models, an automated test suite and a record of what changed is enough. For high-risk models, material changes should go back through validation and approval before release, with the previous version kept ready for rollback.",
  },
  {
    type: "paragraph",
    text: "Accountability ties the framework together. The business owner of each model is answerable for its outcomes and has the authority to suspend it. A cross-functional governance group, usually drawing on data, risk, legal, security and the relevant business units, sets policy, reviews high-risk models and resolves disputes. In smaller organizations this can be a monthly one-hour meeting rather than a standing committee.",
  },
  { type: "heading", text: "A Practical Rollout Plan" },
  {
    type: "paragraph",
    text: "Organizations rarely need to build all of this at once. A phased approach lets governance mature alongside the model portfolio and avoids creating process for its own sake.",
  },
  {
    type: "list",
    ordered: true,
    items: [
      "In the first month, build the inventory and assign named owners to every model.",
      "In the second month, agree risk tiers and classify each model.",
      "Within a quarter, validate all high-risk models and put monitoring with alert thresholds in place for them.",
      "Within six months, extend monitoring to medium-risk models and introduce lightweight change control across the portfolio.",
      "From then on, review the inventory quarterly and report a short governance summary to leadership.",
    ],
  },
  {
    type: "paragraph",
    text: "The measure of good governance is not the volume of documentation it produces. It is whether, when a regulator, a customer or a board member asks how a particular decision was made, the organization can answer quickly, accurately and with evidence. That ability is increasingly a condition of using AI at all, and the organizations that build it early will find every subsequent deployment easier to approve.",
  },
] satisfies ArticleBlock[];
