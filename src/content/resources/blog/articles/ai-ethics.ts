import type { ArticleBlock } from "@/content/types";

export const body = [
  {
    type: "paragraph",
    text: "Most organizations now have a set of AI principles. They are usually sensible: be fair, be transparent, protect privacy, keep humans in control. The difficulty is that principles do not make decisions. When a pricing model performs slightly worse for one customer segment, or a chatbot occasionally gives confident wrong answers, someone has to decide whether to ship, delay or redesign. This guide is about making those decisions well, and about building the habits that make them routine rather than heroic.",
  },
  { type: "heading", text: "Why Ethics Is a Business Issue" },
  {
    type: "paragraph",
    text: "The case for taking AI ethics seriously is not only moral. Unfair or opaque systems create legal exposure under anti-discrimination, consumer protection and data protection law, and new AI-specific regulation is adding obligations for higher-risk uses such as hiring, credit and access to essential services. They also create commercial risk. A lending model that quietly disadvantages applicants from certain ZIP codes, once discovered, damages trust far more than the model ever earned in efficiency.",
  },
  {
    type: "paragraph",
    text: "There is a positive case as well. Teams that examine how a model treats different groups often find data quality problems that were hurting accuracy for everyone. Explaining decisions to customers reduces complaints and appeals. In our experience, the discipline that ethics requires tends to produce better products, not merely safer ones.",
  },
  { type: "heading", text: "Fairness: Decide What Fair Means Before You Measure It" },
  {
    type: "paragraph",
    text: "Fairness is the principle most often cited and least often defined. There are several reasonable mathematical definitions, and they frequently conflict. A model can approve the same proportion of applicants from each group, or it can have the same error rate for each group, but in most real datasets it cannot do both. Choosing between them is a business and values decision, not a technical one, and it should be made explicitly by people with the authority to own it.",
  },
  {
    type: "paragraph",
    text: "Once the definition is agreed, measurement is straightforward. Evaluate the model separately for each relevant group, including groups defined by protected characteristics where you lawfully hold that data, and look at both outcome rates and error rates. A recruitment screening tool for a 300-person professional services firm, for example, passed its overall accuracy target but rejected qualified candidates with career breaks at nearly twice the rate of others. The cause was a feature measuring continuous employment, which was removed before launch.",
  },
  {
    type: "list",
    items: [
      "Identify which groups could be affected differently and whether you can measure outcomes for them.",
      "Check for proxy variables, such as ZIP code, school or employment gaps, that stand in for protected characteristics.",
      "Set a tolerance for differences in outcomes and errors, and write it down before testing.",
      "Re-test after every retraining, because fairness can degrade even when overall accuracy improves.",
    ],
  },
  { type: "heading", text: "Transparency and Explainability" },
  {
    type: "paragraph",
    text: "Transparency works at two levels. The first is disclosure: people should know when they are interacting with an AI system or when one has materially influenced a decision about them. This is increasingly a legal requirement, and it is also simple courtesy. The second is explanation: being able to say why a particular decision was made, in terms the affected person can understand and act on.",
  },
  {
    type: "paragraph",
    text: "Not every system needs the same depth of explanation. A product recommendation engine needs very little. A model that declines an insurance claim needs a clear statement of the main factors and a route to challenge the outcome. Where the stakes are high and explanations matter, there is a genuine trade-off between predictive power and interpretability, and it is often worth accepting a slightly less accurate model that can be understood and audited. We have rarely seen a business regret that choice.",
  },
  { type: "heading", text: "Privacy and Data Stewardship" },
  {
    type: "paragraph",
    text: "AI systems are hungry for data, and the temptation is to collect everything in case it proves useful. Good practice runs the other way. Use only the data needed for the stated purpose, check that the purpose is compatible with why the data was originally collected, and set retention periods that are actually enforced. Be especially careful with generative AI tools, where staff may paste customer records or confidential documents into prompts without realizing where that data goes.",
  },
  {
    type: "paragraph",
    text: "Privacy also covers what a model can reveal. Models trained on personal data can sometimes reproduce fragments of it, and combining innocuous datasets can allow individuals to be re-identified. Techniques such as aggregation, pseudonymization and strict access controls reduce these risks, and a data protection impact assessment should be standard for any system that processes personal data at scale.",
  },
  { type: "heading", text: "Accountability: Someone Must Own the Outcome" },
  {
    type: "paragraph",
    text: "When an AI system causes harm, the question of who was responsible should have an obvious answer. Every production model should have a named business owner who is accountable for its outcomes, not just a technical owner who maintains the code. That owner approves deployment, receives monitoring reports and has the authority to pause the system if something goes wrong.",
  },
  {
    type: "quote",
    text: "If nobody in the business can switch a model off, then nobody in the business is really in charge of it.",
    cite: "Chief risk officer, mid-sized retail bank",
  },
  {
    type: "paragraph",
    text: "Human oversight should be meaningful. A reviewer who approves 400 automated decisions an hour is not exercising judgment; they are providing cover. Design review steps so that reviewers see the information they need, have time to use it and are measured on the quality of their decisions rather than their speed.",
  },
  { type: "heading", text: "Turning Principles into Process" },
  {
    type: "paragraph",
    text: "The organizations that handle AI ethics well do not rely on individual conscience. They build lightweight checks into the delivery process so that the right questions are asked at the right time. A workable starting point for most mid-sized businesses looks like this:",
  },
  {
    type: "list",
    ordered: true,
    items: [
      "Classify each AI use case by risk, based on who is affected and how serious a wrong decision would be.",
      "For medium and high-risk cases, complete a short impact assessment covering fairness, privacy, transparency and failure modes.",
      "Require sign-off from the business owner and, for high-risk cases, a review panel that includes legal and someone outside the project team.",
      "Document the model's purpose, data, limitations and test results in a model card kept with the code.",
      "Monitor fairness and performance in production and set clear thresholds that trigger review.",
      "Provide a channel for customers and staff to question or appeal AI-influenced decisions, and track what comes through it.",
    ],
  },
  {
    type: "paragraph",
    text: "None of this needs a large team. A two-page impact assessment and a 30-minute review meeting catch most serious problems before they reach customers. The investment is small compared with the cost of withdrawing a system after launch, and it builds the kind of institutional knowledge that makes each subsequent project faster and safer. Ethics, done this way, is not a brake on AI adoption. It is what allows adoption to continue when the first difficult question arrives.",
  },
] satisfies ArticleBlock[];
