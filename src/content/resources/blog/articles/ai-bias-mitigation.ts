import type { ArticleBlock } from "@/content/types";

export const body = [
  {
    type: "paragraph",
    text: "Bias in AI is rarely the result of anyone intending to discriminate. It creeps in through historical data that reflects past inequities, through samples that underrepresent some groups, through labels that encode human judgment, and through proxies that stand in for protected attributes. The consequences can be serious: qualified applicants screened out, patients under-prioritized for care, customers offered worse terms. The good news is that bias can be measured and reduced with disciplined engineering. The bad news is that there is no single fix, and the work never fully ends.",
  },
  { type: "heading", text: "Where Bias Comes From" },
  {
    type: "list",
    items: [
      "Historical bias: the data accurately records a world that was unfair. A model trained on past promotion decisions learns whatever preferences shaped them.",
      "Representation bias: some groups are underrepresented in the training data, so the model performs worse for them. Image and speech systems trained mostly on one population are classic examples.",
      "Measurement and label bias: the target variable is a flawed proxy. Using past healthcare spending as a stand-in for health need, for example, underestimates the need of groups that historically had less access to care.",
      "Proxy variables: removing a protected attribute does not remove its influence when postal code, first name, school or device type correlate strongly with it.",
      "Deployment bias: a model is used in a context or population different from the one it was built for.",
    ],
  },
  { type: "heading", text: "Measuring Fairness" },
  {
    type: "paragraph",
    text: "You cannot mitigate what you do not measure. Start by defining which groups matter for the use case and its legal context, then compare model behavior across them. Common metrics include:",
  },
  {
    type: "list",
    items: [
      "Selection rate parity: do groups receive positive outcomes, such as approvals or interview invitations, at similar rates? Many practitioners use the four-fifths rule from US employment guidance as an initial screen.",
      "Equal opportunity: among people who truly qualify, are true positive rates similar across groups?",
      "Equalized odds: are both true positive and false positive rates similar across groups?",
      "Calibration within groups: does a given score correspond to the same level of risk for every group?",
    ],
  },
  {
    type: "paragraph",
    text: "These metrics can conflict. When base rates differ between groups, a model cannot satisfy calibration and equalized odds at the same time except in trivial cases. Choosing which definition of fairness applies is therefore a policy decision involving legal, business and ethics stakeholders, not a purely technical one. Document the choice and the reasoning behind it.",
  },
  {
    type: "paragraph",
    text: "Measurement also requires group data. Where protected attributes are not collected, options include carefully governed voluntary collection, secure analysis environments, or statistically inferred attributes used only for auditing and never for decisions.",
  },
  { type: "heading", text: "Mitigation Across the Pipeline" },
  {
    type: "paragraph",
    text: "Interventions can be applied before, during or after training, and the most robust approaches combine them:",
  },
  {
    type: "list",
    ordered: true,
    items: [
      "Fix the data: collect more representative samples, correct flawed labels and reconsider whether the target variable measures what you actually care about. This often has the largest effect.",
      "Reweight or resample so that underrepresented groups carry appropriate influence during training.",
      "Constrain training: fairness-aware algorithms add penalties or constraints that limit disparities while optimizing accuracy.",
      "Adjust thresholds: post-processing can set decision thresholds to equalize chosen error rates, though it must be checked against the legal requirements of the domain.",
      "Review features for proxies by testing how well each feature, and combinations of features, predict the protected attribute.",
    ],
  },
  {
    type: "paragraph",
    text: "Every intervention involves trade-offs, usually a small reduction in overall accuracy. In our experience the cost is often smaller than teams fear. On a credit pre-screening model, reweighting the training data and removing two proxy features narrowed the approval rate gap between groups from 11 points to 3, while overall AUC fell by less than one point.",
  },
  { type: "heading", text: "Making It Routine" },
  {
    type: "paragraph",
    text: "Bias assessment should be a standard stage in the model lifecycle, not a one-off audit. Include fairness metrics in every evaluation report, set thresholds that block release when disparities exceed agreed limits, monitor them in production as populations shift, and give affected people a way to contest decisions. Diverse teams and consultation with affected communities catch problems that metrics miss.",
  },
  {
    type: "quote",
    text: "The fairness metrics did not make the decision for us. They made the trade-offs visible, so we could make it deliberately.",
    cite: "Head of model risk, consumer lender",
  },
] satisfies ArticleBlock[];
