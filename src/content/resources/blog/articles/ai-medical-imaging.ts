import type { ArticleBlock } from "@/content/types";

export const body = [
  {
    type: "paragraph",
    text: "Imaging volumes have grown faster than the radiology workforce for years. CT and MRI studies are larger than ever, often hundreds or thousands of images per exam, and many health systems carry reporting backlogs measured in days for non-urgent studies. AI is one of the few tools that can change that equation. The FDA has authorized several hundred AI-enabled devices, and the large majority of them are in radiology. Yet deployment inside hospitals remains uneven. The difference between a tool that helps and one that gathers dust usually lies in how it is chosen, validated and fitted into the workflow.",
  },
  { type: "heading", text: "Where AI Helps Today" },
  {
    type: "list",
    items: [
      "Triage and prioritization: flagging suspected intracranial hemorrhage, pulmonary embolism or large vessel occlusion so that those studies jump to the top of the worklist, which can cut time to read for critical findings from hours to minutes.",
      "Detection support: highlighting candidate lung nodules, fractures or breast lesions as a second reader, reducing the chance of a miss on a busy shift.",
      "Quantification: automating measurements such as nodule volume, cardiac ejection fraction or brain volume, which are tedious and vary between readers.",
      "Acquisition and reconstruction: deep learning reconstruction that enables faster MRI scans or lower-dose CT while preserving diagnostic quality.",
      "Reporting assistance: structured report drafts and automatic comparison with prior studies.",
    ],
  },
  { type: "heading", text: "Validate Locally Before You Trust" },
  {
    type: "paragraph",
    text: "A cleared device has met a regulatory bar, but that does not guarantee it will perform the same way on your scanners, protocols and patient population. Published performance often comes from data sets with different demographics, disease prevalence and equipment. We recommend that every site run a local validation before go-live:",
  },
  {
    type: "list",
    ordered: true,
    items: [
      "Assemble a retrospective set of a few hundred studies from your own archive, enriched with positive cases, with ground truth from final reports and clinical follow-up.",
      "Measure sensitivity, specificity and positive predictive value at the vendor's default threshold, broken down by scanner model, protocol and relevant patient groups.",
      "Estimate the alert burden. At your real prevalence, how many flags will radiologists see per shift, and how many of them will be false?",
      "Run a silent period of four to eight weeks in production, in which the tool analyzes studies without showing results, then compare its output with radiologist reads.",
    ],
  },
  {
    type: "paragraph",
    text: "Positive predictive value deserves particular attention. A hemorrhage detector with 95 percent sensitivity and 90 percent specificity sounds excellent. At a prevalence of 5 percent, however, roughly two out of every three flags will be false positives. That may be acceptable for silent worklist reprioritization, but it would quickly frustrate radiologists as an interruptive alert.",
  },
  { type: "heading", text: "Integration Decides Adoption" },
  {
    type: "paragraph",
    text: "Radiologists will not open a separate application to look at AI results. Findings need to appear in the PACS viewer and the worklist, ideally as overlays that can be toggled, with a clear indication of what the algorithm analyzed. Hospitals running several algorithms increasingly use a vendor-neutral AI platform that routes studies to each model and returns results through a single integration, which is far easier to manage than a separate connection for every tool.",
  },
  {
    type: "paragraph",
    text: "Also plan for what happens when the tool is wrong or unavailable. Clinicians remain accountable for the read, and the workflow should make it easy to record disagreement with the algorithm, which feeds ongoing monitoring.",
  },
  { type: "heading", text: "Measuring Value and Monitoring Over Time" },
  {
    type: "paragraph",
    text: "Define success metrics before deployment: turnaround time for flagged critical findings, reading time per study, addendum and discrepancy rates, and radiologist satisfaction. After go-live, review performance monthly, because scanner upgrades, protocol changes and shifts in patient mix can degrade accuracy without anyone noticing.",
  },
  {
    type: "quote",
    text: "The algorithm was good from day one. What made it useful was getting its flags into the worklist, so the sickest patients were read first.",
    cite: "Chief of radiology, community hospital network",
  },
  {
    type: "paragraph",
    text: "Used this way, AI does not replace the radiologist. It gives them a better-ordered worklist, a reliable second look and time back for the cases that most need human expertise.",
  },
] satisfies ArticleBlock[];
