import type { ArticleBlock } from "@/content/types";

export const body = [
  {
    type: "paragraph",
    text: "Most companies now have some kind of AI policy. Far fewer have an AI governance program that actually shapes what gets built and deployed. The difference shows up quickly: policies that live in a shared drive while teams quietly paste customer data into public chat tools, or, at the other extreme, a review board so slow that business units route around it. Good governance is neither a document nor a gate. It is a lightweight operating system for making AI decisions consistently, with effort proportional to risk.",
  },
  { type: "heading", text: "Why Governance Cannot Wait" },
  {
    type: "paragraph",
    text: "Three pressures have moved governance from nice-to-have to urgent. Regulation is arriving: the European Parliament approved the EU AI Act in March 2024, with obligations scaled by risk level and phased in over the following years. Frameworks have matured: the NIST AI Risk Management Framework and the ISO/IEC 42001 management system standard give organizations a shared vocabulary. And generative AI has spread AI use far beyond data science teams into marketing, HR, legal and customer service, often through tools that procurement never reviewed.",
  },
  { type: "heading", text: "The Building Blocks" },
  {
    type: "paragraph",
    text: "A working program does not need to be large. In a mid-sized company it is often two or three people part-time plus a cross-functional council that meets monthly. What it does need is a small set of components that fit together:",
  },
  {
    type: "list",
    items: [
      "An AI inventory: a register of every AI system in use or in development, including vendor tools with embedded AI features, with an owner, purpose, data used and risk tier for each.",
      "A risk tiering method: a short questionnaire that sorts use cases into low, medium and high risk based on impact on people, degree of automation, data sensitivity and regulatory exposure.",
      "Proportionate controls: a clear list of what each tier requires, from simple registration for low-risk internal tools to documented testing, bias assessment, human oversight and sign-off for high-risk systems.",
      "Clear roles: who approves, who owns ongoing monitoring, and who has the authority to pause a system that misbehaves.",
      "An acceptable use policy for generative AI that employees can read in five minutes, naming approved tools and the data that must never be entered into them.",
      "Monitoring and incident handling: how issues are reported, investigated and fed back into the controls.",
    ],
  },
  { type: "heading", text: "Rolling It Out in 90 Days" },
  {
    type: "list",
    ordered: true,
    items: [
      "Weeks 1 to 3: appoint an accountable executive, form the council with legal, security, data, risk and two business leaders, and agree on a one-page charter.",
      "Weeks 3 to 6: build the inventory through short interviews with each department and a review of software spend. Expect to find two to three times more AI use than anyone reported.",
      "Weeks 6 to 9: draft the tiering questionnaire and controls, then test them on ten real use cases and adjust until reviews of low-risk items take less than a day.",
      "Weeks 9 to 12: publish the acceptable use policy, train managers, and make registration part of procurement and project intake so that new systems enter the inventory automatically.",
    ],
  },
  {
    type: "paragraph",
    text: "Keep the first version deliberately small. A program that covers the essentials and runs smoothly earns the credibility to add controls later; one that tries to answer every question on day one tends to stall in drafting.",
  },
  { type: "heading", text: "Signs Your Program Is Working" },
  {
    type: "paragraph",
    text: "Measure the program the way you would measure any internal service. Useful indicators include the share of AI systems in the inventory with a named owner, the median time from intake to decision for each tier, the number of incidents detected internally rather than by customers, and whether business teams bring use cases to the council early instead of after launch.",
  },
  {
    type: "paragraph",
    text: "The last indicator is the most telling. When product managers ask for a governance review because it helps them ship with confidence, the program has become an enabler. When they avoid it, no policy document will save it.",
  },
  {
    type: "quote",
    text: "Governance started working once we stopped treating every use case like a high-risk one. Nine out of ten of our reviews now finish in under a week.",
    cite: "Chief data officer, financial services company",
  },
] satisfies ArticleBlock[];
