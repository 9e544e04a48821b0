import type { ArticleBlock } from "@/content/types";

export const body = [
  {
    type: "paragraph",
    text: "Quantum computing sits in an awkward spot on most enterprise roadmaps. It is too important to ignore and too immature to budget for in the way you budget for cloud or machine learning. The topic comes up in roughly one out of every five strategy workshops we run, usually because a board member has read a headline about a new qubit record. This article is our practical answer: what is real today, what is plausible in the next five years, and what your team should actually do about it.",
  },
  { type: "heading", text: "Where the Technology Actually Stands" },
  {
    type: "paragraph",
    text: "Today's machines are what researchers call noisy intermediate-scale quantum devices. They have anywhere from tens to a little over a thousand physical qubits, and those qubits lose their state quickly and make errors far more often than long, useful computations can tolerate. Error correction works in the lab, but it takes many physical qubits to build one reliable logical qubit, and most credible roadmaps put machines with hundreds of high-quality logical qubits at the end of this decade or later.",
  },
  {
    type: "paragraph",
    text: "That matters for AI because most of the speedups people cite depend on fault-tolerant hardware. Quantum machine learning algorithms that promise exponential gains often assume you can load classical data into a quantum state cheaply, which is itself an unsolved bottleneck. When you strip the claims back, the near-term picture looks like this:",
  },
  {
    type: "list",
    items: [
      "Optimization and sampling: hybrid algorithms that pair a small quantum circuit with a classical optimizer are being tested on scheduling, routing and portfolio problems, but have not yet beaten strong classical solvers on real business instances.",
      "Chemistry and materials simulation: the most credible area for early advantage, because molecules are themselves quantum systems. Expect the first commercially meaningful results here, not in marketing or forecasting.",
      "Quantum-inspired classical algorithms: techniques borrowed from quantum research, such as tensor networks, already run on ordinary GPUs and sometimes deliver real gains today.",
      "Training data generation: quantum simulations could produce high-accuracy data for classical models in chemistry, a realistic bridge between the two fields.",
    ],
  },
  { type: "heading", text: "The Risk That Is Already on Your Desk" },
  {
    type: "paragraph",
    text: "The most urgent quantum issue for enterprises is not AI at all. It is cryptography. A large fault-tolerant quantum computer running Shor's algorithm would break RSA and elliptic curve cryptography, which protect most of today's network traffic, signed software and stored secrets. Adversaries can record encrypted data now and decrypt it later, so any data that must stay confidential for ten years or more is already exposed in principle.",
  },
  {
    type: "paragraph",
    text: "In August 2024 NIST published its first three post-quantum cryptography standards, FIPS 203, 204 and 205, covering key encapsulation and digital signatures. That turns migration from a research topic into an engineering project. The AI connection is direct: model weights, training data and inference APIs are protected by the same TLS and key management as everything else, and a proprietary model is often among the most valuable digital assets a company owns.",
  },
  { type: "heading", text: "A Sensible Five-Year Watch List" },
  {
    type: "paragraph",
    text: "We advise clients to treat quantum like any other emerging technology with a long fuse: cheap monitoring, targeted experiments, and decisive action only where the risk is concrete. In practice that means a short list of activities, each with a named owner:",
  },
  {
    type: "list",
    ordered: true,
    items: [
      "Build a cryptographic inventory. List every system, library and vendor that uses public-key cryptography, including the pipelines that move training data and serve models. Most organizations find two to three times more dependencies than they expected.",
      "Plan for crypto agility. Prefer libraries and managed services that let you swap algorithms through configuration rather than code changes, and ask vendors for their post-quantum timelines in writing.",
      "Run one bounded experiment. If you have a hard optimization or simulation problem, a three-month pilot on a cloud quantum service, measured against a strong classical baseline, costs little and gives your team first-hand judgment.",
      "Track logical qubits, not physical ones. Headline qubit counts say little. Watch error rates, logical qubit demonstrations and the size of problems solved end to end.",
      "Review annually. Put quantum on the technology radar with a yearly check-in rather than a standing program.",
    ],
  },
  { type: "heading", text: "What This Means for Your AI Strategy" },
  {
    type: "paragraph",
    text: "For the next several years, nearly all of the value your organization gets from AI will come from classical hardware: better data, well-governed models and automation that is actually adopted by the people it is meant to help. Quantum computing will not rescue a weak data foundation, and it will not make a poorly scoped use case profitable.",
  },
  {
    type: "quote",
    text: "Quantum readiness today is mostly a security and talent question. The companies that benefit first will be the ones that kept a small, curious team close to the technology without betting the roadmap on it.",
    cite: "Chief technology officer, European insurer",
  },
  {
    type: "paragraph",
    text: "If you do one thing this quarter, start the cryptographic inventory. It protects you against the quantum risk that is certain, and it leaves you well placed to evaluate the opportunities that are still only probable.",
  },
] satisfies ArticleBlock[];
