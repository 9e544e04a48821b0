import type { ArticleBlock } from "@/content/types";

export const body = [
  {
    type: "paragraph",
    text: "Security teams are drowning in alerts. A mid-sized enterprise security operations center commonly sees tens of thousands of events a day, and analysts can meaningfully investigate a few hundred. Attackers know this. They hide in the noise, move slowly, and rely on the fact that the one alert that matters will sit in a queue behind thousands that do not. Machine learning does not change the fundamentals of defense, but used well it changes the math of attention: which signals get looked at, how fast, and with how much context.",
  },
  { type: "heading", text: "Where Machine Learning Earns Its Place" },
  {
    type: "paragraph",
    text: "Signature-based tools are still essential. They catch known malware cheaply and with very few false positives. Machine learning adds value where threats do not match a known pattern, or where the signal is spread across many low-level events that no single rule would flag. The use cases that deliver most reliably in our experience are:",
  },
  {
    type: "list",
    items: [
      "User and entity behavior analytics: baselining how each account, device and service normally behaves, then scoring deviations such as a finance user signing in from a new country at 3 a.m. and downloading ten times their usual volume.",
      "Phishing and business email compromise detection: models trained on message content, sender history and reply patterns catch invoice fraud and impersonation attempts that contain no malicious link or attachment.",
      "Network anomaly detection: flagging unusual east-west traffic, beaconing to rare domains and data exfiltration hidden inside normal protocols.",
      "Alert triage and enrichment: grouping related alerts into a single incident, attaching asset owner, vulnerability and threat intelligence context, and ranking by likely impact.",
      "Malware classification: scoring static and dynamic features of files, which is useful against the steady flow of repacked variants that defeat hash-based detection.",
    ],
  },
  { type: "heading", text: "Designing Detection That Analysts Trust" },
  {
    type: "paragraph",
    text: "The failure mode of AI in security is rarely that the model is useless. It is that the model produces a stream of unexplained scores, analysts learn that they are noisy, and within six months nobody looks at them. Trust has to be designed in from the beginning.",
  },
  {
    type: "paragraph",
    text: "First, every alert needs a reason an analyst can verify in under a minute: which behaviors deviated, from what baseline, and by how much. Second, measure precision at the volume your team can actually handle. A model with 95 percent recall is worthless if it produces 2,000 alerts a day for a team of four. We usually tune to a fixed daily alert budget, for example the top 40 scored incidents, and report what fraction of those turned out to be real.",
  },
  {
    type: "paragraph",
    text: "Third, close the feedback loop. When an analyst marks an alert as benign, that label should flow back into the training data within days, not quarters. In one deployment at a regional financial services firm, adding a one-click disposition button and retraining weekly cut false positives by roughly 60 percent over the first three months.",
  },
  { type: "heading", text: "Attackers Use AI Too" },
  {
    type: "paragraph",
    text: "Defenders are not the only ones with access to capable models. Generative AI has made well-written, personalized phishing cheap, and it helps attackers translate lures, write scripts and probe for misconfigurations at scale. Voice cloning adds a new vector for payment fraud. The practical implications for defenders:",
  },
  {
    type: "list",
    items: [
      "Stop relying on spelling mistakes and awkward phrasing as a phishing signal in awareness training. Teach verification habits instead, such as confirming any change of payment details through a known phone number.",
      "Protect your own models. Any AI system you deploy, including internal chat assistants, is an attack surface for prompt injection, data leakage and poisoned training data.",
      "Assume detection models will be probed. Attackers test payloads against common security products, so layered controls matter more than any single detector.",
    ],
  },
  { type: "heading", text: "Getting Started Without Boiling the Ocean" },
  {
    type: "paragraph",
    text: "Most organizations do not need to build security models from scratch. The major detection and response platforms ship with machine learning built in, and the biggest gains usually come from feeding them better data and tuning them to your environment. A realistic 90-day plan looks like this:",
  },
  {
    type: "list",
    ordered: true,
    items: [
      "Weeks 1 to 3: inventory log sources and close gaps. Identity provider, endpoint, email and cloud control plane logs cover most high-value detections.",
      "Weeks 4 to 6: pick two use cases with clear owners, typically account compromise and email fraud, and define success metrics such as mean time to detect and analyst hours per incident.",
      "Weeks 7 to 10: run the models in shadow mode alongside existing rules and review every high score with the analysts who will own it.",
      "Weeks 11 to 13: promote the detections that proved themselves, automate the enrichment steps and document the feedback process.",
    ],
  },
  {
    type: "quote",
    text: "The goal is not to replace analysts. It is to make sure their first hour of the day goes to the five alerts that matter instead of the five hundred that do not.",
    cite: "Security operations lead, healthcare network",
  },
] satisfies ArticleBlock[];
