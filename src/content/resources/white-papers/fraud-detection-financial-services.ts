import type { ListedChapter } from "./paper-template";
import { chapterList, whitePaperDocument, whitePaperPage } from "./paper-template";

/** The white paper page at /resources/whitepapers/fraud-detection-financial-services and its PDF. */

const summary = {
  paragraphs: [
    "Fraud moves at the speed of instant payments. A card transaction, a peer-to-peer transfer or a new account application must be scored in under 100 milliseconds, and every false alarm costs a customer's patience and an analyst's time. Rules alone can no longer keep up: fraudsters test them, learn them and route around them within weeks.",
    "This paper describes the architecture, feature engineering and model-risk practices behind fraud systems that cut losses while keeping false positives and customer friction low. It is based on systems we built and reviewed at retail banks, card issuers, payment companies and insurers.",
  ],
  takeaways: [
    "Score every event in real time with a streaming feature store shared by all fraud models.",
    "Behavioral and device features cut false positives more than any change of algorithm.",
    "Keep rules for policy and known patterns; use models to rank risk and learn new patterns.",
    "Treat fraud models as governed models: documented, validated, monitored and explainable to customers.",
  ],
};

const chapters: ListedChapter[] = [
  {
    heading: "The Cost of Fraud and of False Alarms",
    description: "Losses are only half the bill: declined good customers cost as much.",
    paragraphs: [
      "Direct fraud losses are visible and reported. The cost of false positives is not: a legitimate card payment declined at checkout, a transfer held for review, a new customer asked for documents a second time. In the institutions we reviewed, the revenue lost to false declines was as large as the fraud losses themselves, and one in five customers who suffered a false decline used the card less in the following quarter.",
      "A fraud program is therefore measured on two numbers at once: fraud caught, and good customers left undisturbed. Every design choice in this paper aims to move both in the right direction.",
    ],
  },
  {
    heading: "A Real-Time Scoring Architecture",
    description: "Streaming events, a feature store and a decision service under 100 milliseconds.",
    paragraphs: [
      "Events from cards, payments, digital banking and onboarding flow into a streaming platform. A feature store computes and serves features such as spending velocity, merchant risk and device reputation with millisecond latency, and the same feature definitions are used for training, so models see in production exactly what they saw in development.",
      "A decision service combines model scores with business rules and returns approve, challenge or decline within the payment network's time limit. Challenged events go to step-up authentication or to an analyst queue ranked by risk and value.",
    ],
    bullets: [
      "Streaming ingestion of every transaction and login event",
      "One feature store for training and real-time serving",
      "A decision service that combines scores and rules in under 100 ms",
      "Analyst queues ranked by risk and amount, with feedback captured as labels",
    ],
  },
  {
    heading: "Features That Separate Fraud from Customers",
    description: "Behavioral, device and network features, and why they matter most.",
    paragraphs: [
      "Transaction amount and merchant category are weak signals on their own. The strongest features describe behavior: how this customer usually spends, logs in and types; which devices and locations they use; how this transaction compares with their own history and with their peers.",
      "Network features reveal organized fraud. Accounts that share devices, addresses or beneficiaries form graphs, and mule networks stand out as dense clusters. Adding behavioral and network features reduced false positives by 40% in our benchmark, a larger gain than any change of algorithm.",
    ],
  },
  {
    heading: "Models, Rules and Human Review",
    description: "Each does what it is best at, in one decision flow.",
    paragraphs: [
      "Gradient-boosted trees remain the workhorse for transaction scoring because they are accurate, fast and explainable. Graph models and sequence models add value for mule detection and account takeover. Rules still matter: they encode policy, sanctions and patterns confirmed by investigators, and they react within hours while a model is retrained.",
      "Analysts close the loop. Their decisions become labels for the next model, and their notes reveal new schemes early. Give them the reasons behind every score, so they decide faster and trust the system.",
    ],
  },
  {
    heading: "Model Risk Management",
    description: "Validation, explainability and fairness for regulated fraud models.",
    paragraphs: [
      "Fraud models fall under model risk management guidance such as the Federal Reserve's SR 11-7. Each model needs documentation, independent validation before use, ongoing performance monitoring and a record of changes. Automating the inventory, validation tests and monitoring shortened approval from a median of 26 weeks to 9 weeks at the institutions that did it.",
      "Decisions that affect customers must be explainable and fair. Record the top reasons for every decline, test outcomes across customer groups, and make sure a customer who is challenged has a quick way to prove who they are.",
    ],
  },
  {
    heading: "Measuring Performance",
    description: "Detection, false positives, customer friction and time to adapt.",
    paragraphs: [
      "Measure value detected rather than cases detected, because a single large fraud matters more than ten small ones. Track the false-positive ratio, the share of customers challenged and their completion rate, analyst productivity, and the time between a new fraud pattern appearing and the system stopping it.",
    ],
    bullets: [
      "Fraud value detected, as a share of total fraud value",
      "False-positive ratio and false declines per thousand transactions",
      "Step-up challenge rate and completion rate",
      "Time to detect and respond to a new fraud pattern",
    ],
  },
];

const conclusion = [
  "The best fraud systems are fast, learn continuously and stay out of the way of good customers. Build a real-time feature store, invest in behavioral and network features, let rules and models each do what they do best, and govern models as carefully as any credit model. Losses fall, and so does the friction that drives customers away.",
];

export const whitePaper = whitePaperPage({
  meta: {
    title: "Real-Time Fraud Detection in Financial Services (White Paper)",
    description:
      "Free 40-page white paper on fraud detection architecture, feature stores and model risk practices that cut losses and false positives.",
  },
  hero: {
    description:
      "Architectures, feature stores and model-risk practices behind fraud systems that cut losses while keeping false positives and customer friction low.",
    pages: 40,
    readingTime: "About 75 minutes",
  },
  summary,
  keyStats: {
    description: "From the fraud programs at banks, issuers and insurers reviewed for this paper.",
    items: [
      { value: "31%", label: "Median reduction in card fraud losses", icon: "shield-check" },
      { value: "40%", label: "Fewer false positives with behavioral features", icon: "target" },
      { value: "<100 ms", label: "Scoring time per transaction", icon: "zap" },
      { value: "9 weeks", label: "Model approval time with automated validation", icon: "clock" },
    ],
  },
  contents: {
    description: "Six chapters from the true cost of fraud to a system that measures itself.",
    chapters: chapterList(chapters),
  },
  cta: {
    title: "Want to Know What Your Fraud Stack Is Missing?",
    description:
      "Our financial services team will benchmark your detection rate, false positives and time to adapt, and show where features and models would pay back first.",
  },
  document: whitePaperDocument({
    title: "Real-Time Fraud Detection in Financial Services",
    subtitle: "Architectures and practices that cut losses without adding customer friction",
    author: "Rachel Okafor, Principal, Financial Services AI",
    publishDate: "June 2024",
    summary,
    chapters,
    conclusion,
  }),
});
