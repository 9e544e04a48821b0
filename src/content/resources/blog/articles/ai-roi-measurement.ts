import type { ArticleBlock } from "@/content/types";

export const body = [
  {
    type: "paragraph",
    text: "Ask a steering committee why it funded an AI project and you will usually hear a number: hours saved, errors avoided, revenue protected. Ask the same committee twelve months later whether that number came true and the room tends to go quiet. The problem is rarely that the project failed. It is that nobody defined how success would be measured before the first model was trained, so the value that did materialize is impossible to prove and easy to dismiss.",
  },
  {
    type: "paragraph",
    text: "Measuring return on AI is not fundamentally different from measuring return on any operational investment, but it has a few traps of its own. Benefits arrive gradually as adoption grows, costs keep running after launch, and model performance drifts over time. The framework below is the one we use with clients to keep the business case honest from the first workshop to the annual review.",
  },
  { type: "heading", text: "Start with a Baseline, Not a Forecast" },
  {
    type: "paragraph",
    text: "Every credible ROI figure is a difference between two states, and the before state is the one teams most often skip. If you plan to automate invoice matching, measure how long matching takes today, how many invoices need rework, what the error rate is and what those errors cost downstream. Capture at least four to eight weeks of data so that seasonal spikes and month-end peaks are represented.",
  },
  {
    type: "paragraph",
    text: "Baselines should be collected from systems wherever possible rather than from interviews. People consistently underestimate how long repetitive work takes and overestimate how often exceptions occur. A regional insurer we worked with believed its claims triage took around six minutes per claim; timestamps from the case management system showed a median of eleven minutes, with a long tail of claims waiting more than a day for first touch. That single correction nearly doubled the projected benefit and, more importantly, made it defensible.",
  },
  { type: "heading", text: "Count the Full Cost of Ownership" },
  {
    type: "paragraph",
    text: "Business cases tend to capture the build cost and ignore what it takes to keep an AI system useful. A realistic cost model covers the whole lifecycle, and for most mid-sized deployments the running costs over three years exceed the initial build. The categories we ask clients to budget for are:",
  },
  {
    type: "list",
    items: [
      "Discovery, data preparation and integration work, which typically accounts for 40 to 60 percent of the initial effort.",
      "Model development, evaluation and user acceptance testing.",
      "Infrastructure and inference costs, including per-call charges for hosted language models, which scale with volume.",
      "Monitoring, retraining and periodic re-validation as data and business rules change.",
      "Change management: training, updated procedures and the time of subject matter experts who review outputs.",
      "Governance overhead such as audit logging, access reviews and risk assessments.",
    ],
  },
  {
    type: "paragraph",
    text: "Leaving any of these out flatters the first-year figure and creates an awkward conversation in year two, when the inference bill arrives and the model needs retraining because a supplier changed its invoice layout.",
  },
  { type: "heading", text: "Choose Metrics That Map to the P&L" },
  {
    type: "paragraph",
    text: "Technical metrics such as accuracy, precision and latency matter to the delivery team, but they do not appear in a finance report. The discipline is to draw a clear line from each model metric to an operational metric and then to a financial one. For a document extraction system, field-level accuracy drives the manual correction rate, which drives handling time per document, which drives the number of hours the team can redeploy or the volume it can absorb without new hires.",
  },
  {
    type: "paragraph",
    text: "Be explicit about which kind of value you are claiming. Hard savings, such as reduced contractor spend or avoided license fees, are the easiest to defend. Capacity gains, where staff time is freed but not removed from payroll, are real but only convert into money if the time is redeployed to work that has value. Revenue effects, such as faster quote turnaround increasing win rates, are often the largest but require the most careful attribution. Reporting these three categories separately prevents a soft benefit from being mistaken for a hard one.",
  },
  {
    type: "quote",
    text: "The moment we split hours freed from cash saved, the conversation with finance changed. They stopped arguing about the total and started asking how to redeploy the capacity.",
    cite: "Finance director, 40-person logistics firm",
  },
  { type: "heading", text: "Attribute Value Carefully" },
  {
    type: "paragraph",
    text: "AI rarely launches in isolation. A new model often ships alongside a redesigned workflow, a new form or a policy change, and all of them move the same numbers. If you want to know what the model contributed, you need a comparison. The strongest option is a controlled rollout: route a random share of cases, say 20 percent, through the old process for a few weeks and compare outcomes. Where that is not practical, a staggered launch across teams or regions gives a reasonable natural experiment.",
  },
  {
    type: "paragraph",
    text: "When neither is possible, be conservative. Attribute only the portion of improvement that can be linked directly to model outputs, for example the cases where the model's recommendation was accepted without edits, and state your assumptions in writing. A smaller number with a clear method survives scrutiny far better than a large number built on optimism.",
  },
  { type: "heading", text: "Track Leading Indicators from Week One" },
  {
    type: "paragraph",
    text: "Financial returns lag deployment by months, and a steering committee will not wait that long for evidence. Leading indicators tell you early whether the project is on track to deliver. Adoption rate, meaning the share of eligible cases actually processed through the new system, is the most important of them; a model with excellent accuracy and 30 percent adoption will not hit its targets. Override rate, the share of outputs users change or reject, reveals both model weaknesses and trust problems. Time to first value, and the volume of exceptions routed to humans, round out the picture.",
  },
  {
    type: "paragraph",
    text: "Review these weekly for the first quarter. A falling override rate combined with rising adoption is the clearest sign that benefits will follow. A stubbornly high override rate is a signal to investigate before the quarterly review, not after.",
  },
  { type: "heading", text: "Report in a Format Finance Will Trust" },
  {
    type: "paragraph",
    text: "A good ROI report is short, consistent and repeatable. We recommend a single page per initiative, updated monthly during the first year and quarterly afterwards. It should show the baseline, the current value of each operational metric, the financial translation with the method used, cumulative costs against cumulative benefits and a payback date that is revised as real data replaces assumptions. Most well-scoped automation projects we see reach payback between 9 and 18 months; anything projected under six months deserves a second look at the assumptions.",
  },
  {
    type: "list",
    ordered: true,
    items: [
      "Agree the baseline and the measurement method with finance before build starts.",
      "Publish a cost model covering at least three years of running costs.",
      "Define leading indicators and review them weekly after launch.",
      "Use a control group or staggered rollout wherever the process allows it.",
      "Report hard savings, capacity gains and revenue effects separately.",
      "Revisit the business case at six and twelve months and record what changed.",
    ],
  },
  { type: "heading", text: "When the Numbers Disappoint" },
  {
    type: "paragraph",
    text: "Not every project will meet its forecast, and a measurement framework is only useful if it is allowed to deliver bad news. When returns fall short, the data you have collected usually points to the cause: low adoption suggests a workflow or training problem, a high override rate suggests model quality or trust issues, and rising costs suggest an architecture that does not scale with volume. Each has a different fix, and some projects are better stopped than rescued. Organizations that measure honestly learn which kinds of AI investment work for them, and their second and third projects are consistently better targeted than their first.",
  },
] satisfies ArticleBlock[];
