import type { ListedChapter } from "./paper-template";
import { chapterList, whitePaperDocument, whitePaperPage } from "./paper-template";

/** The white paper page at /resources/whitepapers/predictive-maintenance and its PDF. */

const summary = {
  paragraphs: [
    "Unplanned downtime costs manufacturers far more than the repair itself: lost output, overtime, expedited parts, scrap and missed deliveries. Time-based maintenance replaces parts that still have months of life while missing the failures that happen in between. Predictive maintenance promises to service each asset when it needs it, and no sooner.",
    "Many pilots stall after the proof of concept. This paper explains why and how to avoid it: which assets to start with, what sensor data is really needed, which failure-prediction models work with little failure history, and how to change planning routines on the plant floor so predictions turn into work orders. It draws on programs that reduced unplanned downtime by up to 45%.",
  ],
  takeaways: [
    "Start with critical assets that fail often enough to learn from and cost enough to matter.",
    "Use the sensors and control-system data you already have before installing new ones.",
    "Anomaly detection works with little failure history; remaining-life models need more.",
    "A prediction is worth nothing until it becomes a planned work order with a named technician.",
  ],
};

const chapters: ListedChapter[] = [
  {
    heading: "The Case for Predictive Maintenance",
    description: "What unplanned downtime really costs, and where prediction pays back.",
    paragraphs: [
      "Across the plants we studied, unplanned downtime cost between 5% and 20% of productive capacity. Every hour of an unplanned stop on a bottleneck line cost three to five times more than a planned stop of the same length, because of scrap, overtime and knock-on delays.",
      "Predictive maintenance pays back where three conditions meet: the asset is critical to output, it degrades in a way sensors can observe, and failures are frequent or costly enough to justify the effort. Rotating equipment such as pumps, motors, compressors and spindles usually meets all three.",
    ],
  },
  {
    heading: "Sensor and Data Strategy",
    description: "Using the data you have, and adding sensors only where they change a decision.",
    paragraphs: [
      "Most plants already collect useful data: motor current, temperature, pressure and cycle counts in the control system, and failure and repair history in the maintenance system. Start there. Add vibration or acoustic sensors to the assets where existing signals cannot see the failure modes that matter.",
      "The maintenance history is usually the weakest link. Work orders describe symptoms in free text, with inconsistent codes and dates. Cleaning two years of history, with help from the technicians who wrote it, is often the most valuable step of the whole program.",
    ],
    bullets: [
      "Control-system signals: current, temperature, pressure, speed",
      "Condition-monitoring signals: vibration, acoustics, oil analysis",
      "Maintenance history: failures, repairs, parts and root causes",
      "Context: product, shift, load and ambient conditions",
    ],
  },
  {
    heading: "Failure-Prediction Models",
    description:
      "Anomaly detection, classification and remaining useful life, and when to use each.",
    paragraphs: [
      "With little failure history, anomaly detection is the practical starting point: learn what normal looks like for each asset and flag departures from it. It finds developing problems weeks in advance, though it cannot name the failure mode on its own.",
      "As labeled failures accumulate, classification models predict the probability of a specific failure within a window, and remaining-useful-life models estimate how long an asset can run. Physics-informed features, such as bearing defect frequencies, make all three more accurate and easier for engineers to trust.",
    ],
  },
  {
    heading: "From Prediction to Work Order",
    description: "Changing planning routines so alerts become scheduled maintenance.",
    paragraphs: [
      "A prediction that arrives in an inbox is ignored. Alerts must land in the maintenance system as a proposed work order with the asset, the likely fault, the evidence and a recommended time window. Planners review them in the weekly schedule, and reliability engineers review the model's hits and misses monthly.",
      "Involve technicians from the start. They know which signals precede which failures, and their feedback on each alert is the label that improves the next model.",
    ],
  },
  {
    heading: "Edge and Cloud Architecture",
    description: "Where to process data, and how to keep operational technology secure.",
    paragraphs: [
      "High-frequency vibration data is processed at the edge, close to the machine, and only features and alerts are sent onward. Training and fleet-wide analysis run in the cloud or the plant data center. This keeps network traffic small and lets monitoring continue if the connection drops.",
      "Separate operational technology networks from IT networks, send data one way out of the control system through a secured gateway, and never allow models to write back to controllers without an engineer's approval.",
    ],
  },
  {
    heading: "Scaling Across Plants",
    description: "Templates per asset class, and the metrics that prove value.",
    paragraphs: [
      "Scale by asset class rather than by plant. A model template for centrifugal pumps, with its features, thresholds and playbooks, can be deployed to hundreds of pumps across sites and tuned locally. Track unplanned downtime, mean time between failures, maintenance cost per unit produced and the share of work that is planned.",
    ],
    bullets: [
      "Unplanned downtime hours on covered assets",
      "Mean time between failures",
      "Planned maintenance as a share of all maintenance work",
      "Maintenance cost per unit produced",
    ],
  },
];

const conclusion = [
  "Predictive maintenance succeeds on the plant floor, not in the data lab. Choose assets that matter, use the data you have, start with models that suit your failure history, and make every prediction a planned job. Plants that do this cut unplanned downtime, extend asset life and give their maintenance teams a calmer week.",
];

export const whitePaper = whitePaperPage({
  meta: {
    title: "Predictive Maintenance with Machine Learning (White Paper)",
    description:
      "Free 32-page white paper on sensor data strategy, failure-prediction models and plant-floor rollout for predictive maintenance programs.",
  },
  hero: {
    description:
      "Sensor data strategy, failure-prediction models and plant-floor rollout lessons from programs that reduced unplanned downtime by up to 45%.",
    pages: 32,
    readingTime: "About 60 minutes",
  },
  summary,
  keyStats: {
    description: "Results from the predictive maintenance programs reviewed for this paper.",
    items: [
      { value: "45%", label: "Less unplanned downtime in the best programs", icon: "factory" },
      {
        value: "3-5x",
        label: "Cost of an unplanned stop versus a planned one",
        icon: "dollar-sign",
      },
      { value: "4 weeks", label: "Typical warning before a bearing failure", icon: "clock" },
      { value: "25%", label: "Lower maintenance cost per unit produced", icon: "trending-up" },
    ],
  },
  contents: {
    description: "Six chapters from the business case to a program running across plants.",
    chapters: chapterList(chapters),
  },
  cta: {
    title: "Want to Know Which of Your Assets to Start With?",
    description:
      "Our industrial AI team will review your asset list, sensor data and maintenance history and rank the assets where prediction pays back fastest.",
  },
  document: whitePaperDocument({
    title: "Predictive Maintenance with Machine Learning",
    subtitle: "Sensor data, failure prediction and plant-floor rollout that cut unplanned downtime",
    author: "James Whitfield, Director, Industrial AI",
    publishDate: "May 2024",
    summary,
    chapters,
    conclusion,
  }),
});
