/**
 * The look recorded for each cover, by kind and slug. A cover's look is fixed by its item
 * alone: this record when the item has one, otherwise a look hashed from the item's own key
 * among the motifs that fit its title and category (looks.ts). Adding, removing or reordering
 * items never changes another item's cover.
 *
 * An item needs an entry only when `npm run check:content` (and so `npm run build`) warns that
 * its cover looks too much like a neighbour's; the warning names the item and the entry to add
 * here. Motifs are listed in art.ts, tones in palette.ts; placement is "left", "right" or
 * "center".
 */
import type { CoverLook } from "./looks.ts";

export const coverChoices: Record<string, Partial<CoverLook>> = {
  "blog/transparent-ai": { motif: "balance", palette: "slate", placement: "center" },
  "blog/ai-bias-mitigation": { motif: "target", palette: "deep", placement: "left" },
  "blog/generative-ai-enterprise": { motif: "steps", palette: "deep", placement: "center" },
  "blog/predictive-marketing-analytics": {
    motif: "dashboard",
    palette: "slate",
    placement: "center",
  },
  "blog/ai-model-governance": { motif: "shield", palette: "mist", placement: "right" },
  "blog/ai-content-generation": { motif: "documents", palette: "deep", placement: "left" },
  "blog/ml-customer-segmentation": { motif: "scatter", palette: "mist", placement: "right" },
  "blog/edge-ai-revolution": { motif: "orbit", palette: "deep", placement: "left" },
  "blog/quantum-ai": { motif: "network", palette: "mist", placement: "right" },
  "blog/telemedicine-ai": { motif: "pulse", palette: "deep", placement: "left" },
  "blog/performance-marketing-ai": { motif: "target", palette: "mist", placement: "right" },
  "blog/ai-drug-discovery": { motif: "molecule", palette: "deep", placement: "left" },
  "blog/ai-medical-imaging": { motif: "matrix", palette: "slate", placement: "center" },
  "blog/ai-ethics": { motif: "documents", palette: "mist", placement: "right" },
  "blog/ai-digital-transformation": { motif: "line", palette: "deep", placement: "left" },
  "blog/advanced-rpa": { motif: "pipeline", palette: "slate", placement: "center" },
  "blog/healthcare-ai": { motif: "network", palette: "deep", placement: "right" },
  "blog/ai-revenue-growth": { motif: "bars", palette: "mist", placement: "left" },
  "blog/ai-cost-benefit-analysis": { motif: "steps", palette: "slate", placement: "right" },
  "blog/ai-roi-measurement": { motif: "dashboard", palette: "deep", placement: "left" },
  "blog/ai-governance": { motif: "shield", palette: "slate", placement: "right" },
  "blog/scalable-ai-solutions": { motif: "layers", palette: "mist", placement: "left" },
  "blog/data-quality-ai": { motif: "matrix", palette: "deep", placement: "center" },
  "blog/ai-testing-validation": { motif: "gauge", palette: "slate", placement: "right" },
  "blog/workflow-orchestration": { motif: "orbit", palette: "mist", placement: "left" },
  "blog/no-code-automation": { motif: "network", palette: "slate", placement: "right" },
  "blog/intelligent-document-processing": { motif: "matrix", palette: "mist", placement: "left" },
  "blog/ai-cybersecurity": { motif: "shield", palette: "deep", placement: "center" },
  "blog/ai-automation-trends-2024": { motif: "pipeline", palette: "mist", placement: "right" },
  "insights/ai-predictions-2025": { motif: "orbit", palette: "deep", placement: "left" },
  "insights/edge-ai-revolution": { motif: "layers", palette: "mist", placement: "right" },
  "insights/ai-ethics": { motif: "balance", palette: "deep", placement: "left" },
  "insights/ai-cost-benefit-analysis": { motif: "line", palette: "slate", placement: "center" },
  "insights/ai-roi-measurement": { motif: "bars", palette: "mist", placement: "right" },
  "insights/scalable-ai-solutions": { motif: "steps", palette: "slate", placement: "center" },
  "insights/no-code-automation": { motif: "scatter", palette: "mist", placement: "right" },
  "white-papers/ai-roi-guide": { motif: "line", palette: "deep", placement: "left" },
  "white-papers/ai-in-clinical-operations": {
    motif: "pulse",
    palette: "slate",
    placement: "center",
  },
  "white-papers/responsible-ai-governance": {
    motif: "shield",
    palette: "mist",
    placement: "right",
  },
  "white-papers/fraud-detection-financial-services": {
    motif: "target",
    palette: "deep",
    placement: "left",
  },
  "white-papers/predictive-maintenance": { motif: "gauge", palette: "mist", placement: "right" },
  "white-papers/no-code-automation-playbook": { motif: "bars", palette: "deep", placement: "left" },
  "white-papers/enterprise-ai-implementation-playbook": {
    motif: "steps",
    palette: "deep",
    placement: "center",
  },
  "research/enterprise-ai-adoption-trends": {
    motif: "network",
    palette: "slate",
    placement: "center",
  },
  "research/automation-roi-benchmark-2024": { motif: "bars", palette: "mist", placement: "right" },
  "research/ai-in-healthcare-operations-2024": {
    motif: "pulse",
    palette: "deep",
    placement: "left",
  },
  "research/ai-in-banking-and-insurance-2024": {
    motif: "shield",
    palette: "mist",
    placement: "right",
  },
  "research/small-business-automation-impact-2024": {
    motif: "steps",
    palette: "deep",
    placement: "left",
  },
  "research/responsible-ai-governance-benchmark-2024": {
    motif: "balance",
    palette: "mist",
    placement: "right",
  },
  "research/global-ai-automation-benchmark-2024": {
    motif: "pipeline",
    palette: "deep",
    placement: "center",
  },
};
