import type { ArticleBlock } from "@/content/types";

export const body = [
  {
    type: "paragraph",
    text: "Bringing a new drug to market typically takes 10 to 15 years and, by widely cited estimates, well over two billion dollars once the cost of failures is included. Around nine out of ten candidates that enter clinical trials never reach approval. Every stage of that funnel is a target for AI, and over the past few years the technology has moved from academic promise to practical tools in discovery labs. The gains are real, but they are unevenly distributed across the pipeline, and understanding where they apply helps organizations invest sensibly.",
  },
  { type: "heading", text: "Target Identification and Protein Structure" },
  {
    type: "paragraph",
    text: "Drug discovery begins with finding a biological target, usually a protein, whose modulation could treat a disease. Machine learning models mine genomic, transcriptomic and literature data to propose and prioritize targets, linking genetic evidence to disease mechanisms faster than manual review can.",
  },
  {
    type: "paragraph",
    text: "Structure prediction has been the most visible breakthrough. Deep learning systems such as AlphaFold predict the three-dimensional structure of many proteins with accuracy that approaches experimental methods, and public databases now hold predicted structures for hundreds of millions of proteins. Researchers can begin structure-based design on targets that previously had no solved structure, although predictions still need careful interpretation, particularly for flexible regions and binding pockets.",
  },
  { type: "heading", text: "Designing and Screening Molecules" },
  {
    type: "paragraph",
    text: "Once a target is chosen, the search for molecules that bind to it begins. AI contributes at several points:",
  },
  {
    type: "list",
    items: [
      "Virtual screening: scoring billions of purchasable or synthesizable compounds computationally, so that only the most promising few thousand are tested in the lab.",
      "Generative chemistry: models that propose novel molecules optimized for several properties at once, such as potency, selectivity, solubility and predicted safety.",
      "Property prediction: estimating absorption, distribution, metabolism, excretion and toxicity early, so that compounds likely to fail later are dropped before expensive synthesis.",
      "Synthesis planning: suggesting routes to make a candidate molecule, which helps chemists judge whether a design is practical at all.",
    ],
  },
  {
    type: "paragraph",
    text: "A growing number of AI-designed molecules have entered clinical trials, and some programs report reaching a preclinical candidate in 12 to 18 months rather than the traditional four to five years. It is still too early to say whether AI-derived drugs succeed more often in clinical trials, which is where most of the cost sits.",
  },
  { type: "heading", text: "Clinical Development" },
  {
    type: "paragraph",
    text: "Trials are the most expensive and slowest part of the pipeline, and AI is increasingly applied there too:",
  },
  {
    type: "list",
    items: [
      "Patient identification: natural language processing over health records to find eligible patients and high-enrolling sites, addressing the recruitment delays that affect a large share of trials.",
      "Protocol design: modeling how eligibility criteria affect recruitment speed and statistical power before a protocol is finalized.",
      "Biomarker discovery: identifying the subgroups most likely to respond, which supports smaller and more targeted trials.",
      "Operational monitoring: predicting site performance and data quality problems before they delay a study.",
    ],
  },
  { type: "heading", text: "What It Takes to Capture the Value" },
  {
    type: "paragraph",
    text: "The organizations seeing results share a few traits. They treat data as a strategic asset, capturing negative results and assay data in consistent, machine-readable form, because proprietary data is what differentiates their models from public ones. They build tight loops between computational and wet lab teams, so that predictions are tested within weeks and results flow back into the models. And they measure success by pipeline outcomes, such as cycle time to candidate and attrition rates, rather than by model benchmarks.",
  },
  {
    type: "paragraph",
    text: "The limitation to keep in mind is that biology remains the bottleneck. AI can make the search faster and smarter, but a molecule still has to work in living systems, and no model yet substitutes for that evidence.",
  },
  {
    type: "quote",
    text: "The models changed which experiments we run, not whether we run them. That alone took months out of our early discovery timeline.",
    cite: "Head of computational chemistry, biotech company",
  },
] satisfies ArticleBlock[];
