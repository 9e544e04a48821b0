import type { ArticleBlock } from "@/content/types";

export const body = [
  {
    type: "paragraph",
    text: "Telemedicine grew by an order of magnitude almost overnight in 2020 and has since settled into a durable part of care delivery, especially for behavioral health, chronic disease follow-up and minor acute complaints. The next phase is less about video visits and more about what surrounds them: intake, triage, documentation, remote monitoring and follow-up. This is where AI is starting to make virtual care more efficient for clinicians and more useful for patients.",
  },
  { type: "heading", text: "Smarter Intake and Triage" },
  {
    type: "paragraph",
    text: "Before a patient ever sees a clinician, AI can help get them to the right level of care. Symptom checkers and conversational intake tools gather history in structured form, flag red-flag symptoms that require immediate escalation, and route patients to self-care guidance, a nurse line, a virtual visit or an in-person appointment.",
  },
  {
    type: "paragraph",
    text: "The design priority is safety. Triage logic should be conservative, validated against clinical protocols and reviewed by clinicians, with clear escalation for chest pain, stroke symptoms, suicidal ideation and other emergencies. Measure under-triage rates carefully, because the cost of sending a serious case to self-care is far higher than the cost of an unnecessary visit.",
  },
  { type: "heading", text: "Giving Clinicians Time Back" },
  {
    type: "paragraph",
    text: "Documentation is one of the largest drivers of clinician burnout, and virtual visits are no exception. Ambient documentation tools transcribe the visit, with the patient's consent, and draft a structured note for the clinician to review and sign. Early deployments report meaningful reductions in after-hours charting, in the best cases an hour or more per clinician per day. Related capabilities include:",
  },
  {
    type: "list",
    items: [
      "Pre-visit summaries that condense the chart, recent results and the patient's intake answers into a short brief.",
      "Draft replies to patient portal messages, which clinicians edit and approve rather than write from scratch.",
      "Coding suggestions and plain-language after-visit summaries, translated where needed.",
      "Order and referral drafts based on the visit discussion, always requiring clinician confirmation.",
    ],
  },
  { type: "heading", text: "Remote Monitoring That Acts" },
  {
    type: "paragraph",
    text: "Connected blood pressure cuffs, glucose monitors, pulse oximeters and weight scales generate continuous data, but raw readings are not care. Without filtering, care teams face alert fatigue within weeks. Models that learn each patient's baseline and trends can separate meaningful deterioration from noise, for example a steady weight gain over five days in a heart failure patient, and prioritize outreach to the patients who need it most.",
  },
  {
    type: "paragraph",
    text: "Programs that work define clear response protocols for each alert type, assign ownership to a specific care team, and track outcomes such as avoidable admissions and emergency visits, not just enrollment numbers.",
  },
  { type: "heading", text: "Implementation Essentials" },
  {
    type: "list",
    ordered: true,
    items: [
      "Privacy and security first: business associate agreements with vendors, clear consent flows for recording, and data minimization for any third-party model processing.",
      "Equity by design: test tools across languages, age groups and levels of digital literacy, and keep a phone-based path for patients without reliable broadband.",
      "Clinical governance: a named physician owner for each AI tool, documented validation and a simple channel for clinicians to report problems.",
      "EHR integration, so that AI outputs land in the record and the existing workflow instead of yet another portal.",
      "Honest measurement of clinician time saved, patient experience and clinical outcomes against a baseline.",
    ],
  },
  {
    type: "quote",
    text: "Patients did not ask for more technology. They asked to be heard faster and not to repeat their history three times. AI helped us do both.",
    cite: "Medical director of virtual care, regional health system",
  },
] satisfies ArticleBlock[];
