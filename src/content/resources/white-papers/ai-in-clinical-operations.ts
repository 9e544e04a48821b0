import type { ListedChapter } from "./paper-template";
import { chapterList, whitePaperDocument, whitePaperPage } from "./paper-template";

/** The white paper page at /resources/whitepapers/ai-in-clinical-operations and its PDF. */

const summary = {
  paragraphs: [
    "Hospitals are running at capacity with fewer staff than they had five years ago. Emergency departments board patients for hours, beds sit empty while discharge paperwork waits, and clinicians spend a third of their day on documentation. Machine learning will not add beds or nurses, but it can give every hour of clinical time back to patients.",
    "This paper draws on 38 deployments in community hospitals and academic health systems. It explains where AI reliably improves patient flow, documentation and capacity planning, how to build it on HIPAA-ready architecture, and how to measure outcomes that clinical leaders and finance teams both trust.",
  ],
  takeaways: [
    "Start where the administrative load is heaviest: documentation, discharge planning and bed management.",
    "Put predictions into the daily huddle and the EHR worklist, never on a separate dashboard.",
    "Design for HIPAA from the first sprint: de-identified training data, audit trails and least-privilege access.",
    "Measure length of stay, boarding hours and clinician time together, against a matched baseline.",
  ],
};

const chapters: ListedChapter[] = [
  {
    heading: "Where Clinical Operations Lose Time",
    description:
      "Boarding, discharge delays and documentation: the three bottlenecks AI can reach.",
    paragraphs: [
      "Patient flow breaks down at handoffs. A patient is ready to leave, but the discharge summary, the medication reconciliation and the transport booking each wait for a different person. Upstream, the emergency department holds admitted patients because no bed is confirmed. The delays compound: in the hospitals we studied, every hour of discharge delay before noon added 40 minutes of boarding in the emergency department that afternoon.",
      "Documentation is the other drain. Physicians in our sample spent 1.9 hours on the electronic health record for every hour of direct patient care, much of it after their shift. That time is lost to patients and is the strongest predictor of burnout in every survey we reviewed.",
    ],
  },
  {
    heading: "Predicting Admissions and Discharges",
    description: "Forecasts that let bed managers act at 7 a.m. instead of 3 p.m.",
    paragraphs: [
      "Admission and discharge forecasts are the most mature use of machine learning in operations. Models trained on two years of census, scheduling and order data predict tomorrow's admissions by unit with a median error below 8%, and flag patients likely to be discharged within 24 hours with 85% precision.",
      "The value comes from acting early. Hospitals that reviewed the discharge list at the morning huddle, assigned an owner to each likely discharge and pre-booked transport cut the average discharge time by 2.3 hours and reduced emergency department boarding by 21%.",
    ],
    bullets: [
      "Predict discharges by unit for the next 24 and 48 hours",
      "Show the reasons behind each prediction: pending labs, consults, therapy notes",
      "Review the list at the daily huddle and assign an owner per patient",
    ],
  },
  {
    heading: "Ambient Documentation and Coding",
    description: "Giving clinicians their evenings back, with a human signing every note.",
    paragraphs: [
      "Ambient documentation tools listen to the consultation, with the patient's consent, and draft a structured note for the clinician to review and sign. In the deployments we reviewed, clinicians saved a median of 62 minutes per day and after-hours charting fell by half.",
      "The same language models support coding and clinical documentation improvement by suggesting diagnoses the note supports but the problem list does not yet contain. Every suggestion is reviewed by a coder or clinician; the tool proposes, a person decides.",
    ],
  },
  {
    heading: "Triage and Early Warning",
    description: "Deterioration scores that nurses trust because they are explainable and quiet.",
    paragraphs: [
      "Early warning models combine vital signs, laboratory results and nursing assessments to flag patients at risk of deterioration or sepsis hours before traditional scores. Their weakness is alarm fatigue: a model that fires ten times per shift is ignored by the second week.",
      "Successful programs tuned thresholds with the nurses who receive the alerts, limited alerts to a few per unit per shift, showed the top contributing factors with every alert, and paired each alert with a defined response. Under these conditions, rapid response activations rose while unplanned ICU transfers fell by 18%.",
    ],
  },
  {
    heading: "HIPAA-Ready Architecture",
    description: "Data flows, access controls and audit trails that pass a privacy review.",
    paragraphs: [
      "Clinical AI runs on protected health information, so the architecture is part of the clinical safety case. Train on de-identified or limited data sets wherever possible, keep identifiable data inside the health system's cloud tenancy under a business associate agreement, and log every access to patient data and every model output shown to a user.",
      "Integrate through the EHR's supported interfaces, such as FHIR APIs and CDS Hooks, rather than screen scraping. Predictions then appear in the worklists clinicians already use, with the same role-based access controls as the rest of the record.",
    ],
    bullets: [
      "De-identified training data and a documented data use agreement",
      "Business associate agreements with every vendor that touches PHI",
      "Role-based access, encryption in transit and at rest, full audit logs",
      "FHIR and CDS Hooks integration into existing clinical workflows",
    ],
  },
  {
    heading: "Measuring Clinical and Operational Outcomes",
    description: "Length of stay, boarding hours and clinician time, measured together.",
    paragraphs: [
      "Report operational and clinical measures side by side, so that a faster discharge is never mistaken for a good one. Pair length of stay with 30-day readmissions, boarding hours with patient experience scores, and documentation time with note quality audits.",
      "Use staggered rollouts by unit to create a fair comparison. Units that start later serve as the control group for those that start first, which separates the effect of the model from seasonal changes in demand.",
    ],
  },
];

const conclusion = [
  "AI in clinical operations succeeds when it removes work from clinicians rather than adding screens. Start with discharge prediction and documentation, build on the EHR and a HIPAA-ready platform, and measure outcomes the whole care team recognizes. The hours you give back are the capacity you were looking for.",
];

export const whitePaper = whitePaperPage({
  meta: {
    title: "AI in Clinical Operations: From Triage to Discharge (White Paper)",
    description:
      "Free 42-page white paper on AI for patient flow, clinical documentation and capacity planning, with HIPAA-ready architecture and outcome data.",
  },
  hero: {
    description:
      "How hospitals use machine learning for patient flow, documentation and capacity planning, with HIPAA-ready architecture patterns and outcome data from 38 deployments.",
    pages: 42,
    readingTime: "About 80 minutes",
  },
  summary,
  keyStats: {
    description: "Results from 38 clinical operations deployments reviewed for this paper.",
    items: [
      { value: "2.3 hrs", label: "Earlier average discharge time", icon: "clock" },
      { value: "21%", label: "Less emergency department boarding", icon: "activity" },
      {
        value: "62 min",
        label: "Documentation time saved per clinician per day",
        icon: "stethoscope",
      },
      { value: "18%", label: "Fewer unplanned ICU transfers", icon: "heart-pulse" },
    ],
  },
  contents: {
    description: "Six chapters from the first bottleneck to outcomes the whole care team trusts.",
    chapters: chapterList(chapters),
  },
  cta: {
    title: "Want to See Where AI Would Help Your Hospital First?",
    description:
      "Our healthcare team will review your patient flow and documentation data and size the three opportunities with the fastest return.",
  },
  document: whitePaperDocument({
    title: "AI in Clinical Operations: From Triage to Discharge",
    subtitle: "Machine learning for patient flow, documentation and capacity planning",
    author: "Dr. Emily Rodriguez, Director, Healthcare AI",
    publishDate: "August 2024",
    summary,
    chapters,
    conclusion,
  }),
});
