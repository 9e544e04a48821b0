import type { IndustryContent } from "../types";

/** /industries/healthcare */
export const healthcare = {
  slug: "healthcare",
  meta: {
    title: "AI Solutions for Healthcare",
    description:
      "HIPAA-compliant AI for providers and payers: medical imaging analysis, clinical documentation, patient risk prediction and scheduling.",
  },
  card: {
    icon: "heart-pulse",
    title: "Healthcare",
    description:
      "Give clinicians time back with AI that reads images, predicts risk and drafts documentation, all inside HIPAA-compliant infrastructure.",
    features: [
      "Medical imaging analysis",
      "Clinical documentation automation",
      "Patient risk prediction",
      "Automated scheduling and intake",
    ],
    technologies: ["PyTorch", "MONAI", "HL7 FHIR", "AWS HealthLake"],
    href: "/industries/healthcare",
  },
  hero: {
    visual: "healthcare",
    eyebrow: "Healthcare",
    title: "AI Solutions for Healthcare",
    description:
      "Faster answers for patients and less paperwork for clinicians. We build HIPAA-compliant AI that plugs into your EHR and PACS and fits the way your care teams already work.",
  },
  solutions: {
    title: "AI That Supports Care Teams",
    description:
      "Every solution keeps a clinician in the loop, is validated on your own data and runs in infrastructure covered by a business associate agreement.",
    items: [
      {
        icon: "microscope",
        title: "Medical Imaging Analysis",
        description:
          "Computer-vision models that flag findings on X-ray, CT and MRI studies and move urgent cases to the top of the radiology worklist.",
        features: [
          "Triage of critical findings",
          "PACS and worklist integration",
          "Radiologist review of every flag",
          "Accuracy monitoring by site and scanner",
        ],
      },
      {
        icon: "file-text",
        title: "Clinical Documentation Automation",
        description:
          "Ambient note drafting that turns consultations into structured EHR entries, ready for the clinician to review and sign.",
        features: [
          "Ambient visit note drafting",
          "ICD-10 and CPT code suggestions",
          "EHR integration through HL7 FHIR",
          "Nothing filed without clinician sign-off",
        ],
      },
      {
        icon: "activity",
        title: "Patient Risk Prediction",
        description:
          "Early-warning models that identify deterioration, readmission and no-show risk so care teams can act sooner.",
        features: [
          "Sepsis and deterioration alerts",
          "30-day readmission risk scores",
          "Population health stratification",
          "Explainable risk factors per patient",
        ],
      },
      {
        icon: "calendar",
        title: "Patient Access & Scheduling",
        description:
          "Automate intake, scheduling, reminders and prior authorization so patients get appointments sooner and staff answer fewer calls.",
        features: [
          "Self-service booking and rescheduling",
          "Reminders that reduce no-shows",
          "Prior authorization automation",
          "Insurance eligibility checks",
        ],
      },
    ],
  },
  benefits: {
    title: "Outcomes Clinicians and Administrators Notice",
    description: "Typical improvements our healthcare clients measure within the first year.",
    items: [
      { value: "70%", label: "less time spent on clinical documentation" },
      { value: "45%", label: "faster turnaround for urgent imaging reads" },
      { value: "30%", label: "fewer missed appointments" },
      { value: "25%", label: "reduction in avoidable readmissions" },
    ],
  },
  successStories: {
    title: "Results from Healthcare Organizations",
    items: [
      {
        client: "Multi-site radiology group",
        title: "AI Triage for Emergency Head CT",
        description:
          "Deployed a model that detects intracranial hemorrhage on head CT and moves positive studies to the top of the worklist.",
        results: [
          "45% faster turnaround on critical reads",
          "Integrated with the existing PACS in 10 weeks",
          "96% sensitivity on the group's own validation set",
        ],
      },
      {
        client: "Primary care network, 40 clinics",
        title: "Ambient Clinical Notes",
        description:
          "Rolled out ambient note drafting to 300 clinicians, with notes filed in the EHR only after clinician sign-off.",
        results: [
          "70% less documentation time per visit",
          "2 extra appointment slots per clinician per day",
          "Clinician satisfaction up from 3.1 to 4.5 out of 5",
        ],
      },
      {
        client: "Regional hospital system",
        title: "Readmission Risk Program",
        description:
          "Built a 30-day readmission model and a care-coordinator dashboard that prioritizes follow-up calls after discharge.",
        results: [
          "25% reduction in avoidable readmissions",
          "$3.1M saved in the first year",
          "Follow-up focused on the highest-risk 15% of patients",
        ],
      },
    ],
  },
  technologies: {
    title: "Technologies We Use in Healthcare",
    description:
      "Proven tools for clinical data, chosen for interoperability, validation and compliance.",
    items: [
      { name: "PyTorch", category: "Deep Learning" },
      { name: "MONAI", category: "Medical Imaging" },
      { name: "HL7 FHIR", category: "Interoperability" },
      { name: "AWS HealthLake", category: "Health Data Platform" },
      { name: "Azure AI Speech", category: "Speech Recognition" },
      { name: "Epic & Oracle Health APIs", category: "EHR Integration" },
    ],
  },
  cta: {
    title: "Ready to Bring AI to Your Care Teams?",
    description:
      "Book a free consultation with our healthcare team. We'll review your data, your systems and your compliance requirements, and propose a first project you can measure.",
  },
} satisfies IndustryContent;
