import type { ArticleBlock } from "@/content/types";

export const body = [
  {
    type: "paragraph",
    text: "Public discussion of AI in healthcare tends to focus on headline diagnostics: algorithms that read scans or predict disease years in advance. Those applications matter, but in most hospitals and clinics the more immediate opportunity is administrative. Clinicians in many systems spend close to half of their working day on documentation, inbox management and other tasks away from patients. Reducing that burden is one of the few interventions that improves staff retention, patient experience and throughput at the same time.",
  },
  {
    type: "paragraph",
    text: "This article looks at where AI is delivering measurable value in care settings today, what distinguishes successful deployments from stalled pilots, and the safeguards that healthcare organizations should insist on before anything touches a patient pathway.",
  },
  { type: "heading", text: "Where AI Is Already Earning Its Place" },
  {
    type: "paragraph",
    text: "The strongest use cases share three traits: high volume, a clear human reviewer, and an outcome that can be measured within weeks rather than years. Across the providers we have worked with, the following areas consistently meet that bar.",
  },
  {
    type: "list",
    items: [
      "Ambient clinical documentation, where speech recognition and language models draft visit notes from the consultation for the clinician to review and sign.",
      "Referral and inbox triage, sorting incoming letters, results and messages by urgency and routing them to the right team.",
      "Scheduling and capacity planning, predicting no-shows and filling canceled slots from waiting lists.",
      "Clinical coding support, suggesting diagnosis and procedure codes from discharge summaries for coders to confirm.",
      "Prior authorization and claims preparation, assembling the evidence payers require and flagging missing items before submission.",
      "Early warning scores that combine vital signs and lab trends to alert ward teams to deteriorating patients.",
    ],
  },
  {
    type: "paragraph",
    text: "Notice that in each case the AI prepares, prioritizes or suggests, and a qualified person decides. That division of labor is not a temporary concession to caution. It is what makes these systems deployable under current regulation and acceptable to the clinicians who use them.",
  },
  { type: "heading", text: "Documentation: The Fastest Route to Relief" },
  {
    type: "paragraph",
    text: "Ambient documentation has moved quickly from experiment to mainstream. In a six-month rollout at a multi-site outpatient group, clinicians using an ambient scribe reduced after-hours charting by roughly 40 minutes per day on average, and note completion within 24 hours rose from 71 percent to 94 percent. Patient feedback improved too, largely because clinicians spent more of the appointment looking at the patient rather than the screen.",
  },
  {
    type: "paragraph",
    text: "The gains were not uniform. Specialties with structured consultations, such as orthopedics follow-ups, saw the largest time savings, while mental health clinicians were more cautious about recording sessions at all. Successful programs let clinicians opt in, provide a clear patient consent script, and make it easy to pause recording. They also track edit rates: if clinicians are rewriting most of each draft, the tool is adding work rather than removing it.",
  },
  {
    type: "quote",
    text: "I was skeptical until the second week. Now I finish clinic and my notes are done, which I have not been able to say for years.",
    cite: "Consultant physician, outpatient pilot participant",
  },
  { type: "heading", text: "Triage and Flow: Getting Patients to the Right Place Sooner" },
  {
    type: "paragraph",
    text: "Referral backlogs and overloaded inboxes are a safety issue as much as an efficiency one, because urgent items can sit unread behind routine ones. Classification models trained on historical referrals can sort new arrivals by specialty and urgency with high consistency, surfacing the small share that needs same-day attention. At one regional health network, median time to first review of urgent referrals fell from four working days to under one after introducing model-assisted triage, with every classification still confirmed by a nurse coordinator.",
  },
  {
    type: "paragraph",
    text: "Patient flow benefits from similar techniques. No-show prediction combined with targeted reminders and smart overbooking typically recovers 15 to 25 percent of slots that would otherwise be lost. The key is to act on the prediction in a way that helps patients, such as offering transport information or easier rescheduling, rather than simply penalizing people flagged as high risk.",
  },
  { type: "heading", text: "Safety, Privacy and Regulation" },
  {
    type: "paragraph",
    text: "Healthcare data is among the most sensitive an organization can hold, and AI adds new routes by which it can leak or be misused. Any deployment should start with a data protection impact assessment, a clear legal basis for processing and contractual guarantees that vendors will not use patient data to train general-purpose models. Where possible, de-identify data used for development and keep inference within approved hosting regions.",
  },
  {
    type: "paragraph",
    text: "Regulators increasingly treat software that informs clinical decisions as a medical device. The boundary depends on intended use: a tool that drafts notes for review usually sits outside device regulation, while one that recommends a diagnosis or treatment generally falls within it. Decide early which side of that line a product sits on, because moving across it later means new evidence, documentation and approvals.",
  },
  {
    type: "paragraph",
    text: "Bias deserves specific attention. Models trained on data from one population can underperform for others, for example skin condition classifiers that perform worse on darker skin tones, or risk scores that use past healthcare spending as a proxy for need. Validate performance separately for relevant subgroups before go-live and keep monitoring afterwards.",
  },
  { type: "heading", text: "Making Adoption Stick" },
  {
    type: "paragraph",
    text: "Technology is rarely the reason healthcare AI projects stall. More often it is integration and trust. A tool that requires clinicians to log into a separate application will be abandoned within weeks; one that appears inside the electronic health record at the moment it is needed has a fighting chance. Practical steps that consistently improve adoption include:",
  },
  {
    type: "list",
    ordered: true,
    items: [
      "Appoint a clinical lead for each deployment who has authority to change the workflow, not just comment on it.",
      "Start with a small group of willing early adopters and use their feedback to refine the tool before wider rollout.",
      "Integrate into existing systems and logins rather than adding new screens.",
      "Show users why the system made a suggestion, such as the sentences or values that drove a triage decision.",
      "Publish outcome metrics to staff regularly, including where the tool has fallen short.",
    ],
  },
  { type: "heading", text: "Measuring What Matters" },
  {
    type: "paragraph",
    text: "Healthcare AI should be judged on outcomes that patients and staff care about, not on model accuracy alone. Useful measures include time returned to clinicians, time to treatment for urgent cases, documentation quality audited by peers, patient satisfaction and staff turnover in participating teams. Set baselines before launch, agree in advance what result would lead you to stop or change course, and review the evidence with clinicians rather than presenting it to them. Organizations that approach AI this way find it earns trust steadily, and that trust is what allows the next, more ambitious use case to go ahead.",
  },
] satisfies ArticleBlock[];
