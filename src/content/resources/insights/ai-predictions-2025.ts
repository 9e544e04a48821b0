import type { InsightArticleContent } from "@/content/types";
import { bookmarkButton } from "../bookmark-button";
import { scheduleAConsultation } from "@/content/calls-to-action";

/** The in-depth analysis at /resources/insights/ai-predictions-2025, featured on the insights page. */
export const insightArticle = {
  meta: {
    title: "AI Predictions for 2025: What Enterprise Leaders Need to Know",
    description:
      "Seven predictions for enterprise AI in 2025, from agents and cheaper models to regulation and data readiness, and how to plan for each one.",
  },
  path: "/resources/insights/ai-predictions-2025",
  backLink: { label: "Back to Insights", href: "/resources/insights" },
  category: "Future Trends",
  title: "AI Predictions for 2025: What Enterprise Leaders Need to Know",
  excerpt:
    "After two years of pilots, 2025 is the year AI budgets have to show results. Seven shifts we expect to shape enterprise AI next year, and what to do about each of them now.",
  author: "Dr. Emily Watson",
  authorTitle: "Head of AI Research",
  date: "2024-12-16",
  views: "15.2k",
  viewsLabel: "views",
  share: {
    title: "Share This Analysis",
    networks: [
      { network: "twitter", label: "X (Twitter)" },
      { network: "linkedin", label: "LinkedIn" },
      { network: "facebook", label: "Facebook" },
    ],
    toast: "Sharing on {network}!",
  },
  bookmark: {
    ...bookmarkButton,
    addedToast: {
      title: "Article bookmarked!",
      description: "It stays saved in this browser, so you can come back to it later.",
    },
  },
  tocTitle: "On This Page",
  body: [
    {
      type: "paragraph",
      text: "For most enterprises, 2023 was the year of experiments and 2024 the year of pilots. Boards approved budgets on the strength of demos, and teams learned, sometimes painfully, how far a convincing prototype is from a system people rely on every day. In 2025 the question changes from what AI can do to what it is doing for us. The predictions below are drawn from the projects we delivered this year, from conversations with technology and operations leaders across finance, healthcare, manufacturing and retail, and from the research our team follows closely. Each comes with a practical recommendation, because a forecast is only useful if it changes what you do on Monday.",
    },
    { type: "heading", text: "1. AI Agents Move from Demos to Defined Jobs" },
    {
      type: "paragraph",
      text: "Agents, meaning systems that plan a sequence of steps and call tools to complete a task, were the most hyped idea of 2024. Most of what was shown on stage was fragile: impressive on a scripted example, unpredictable on the hundredth real one. In 2025 we expect agents to succeed where the job is narrow, the tools are well defined and a person reviews the result before it matters. Reconciling supplier invoices against purchase orders, preparing a first draft of a claims file, or triaging inbound support requests with the customer's history attached are good examples. Open-ended assistants that promise to run your operations will keep disappointing.",
    },
    {
      type: "paragraph",
      text: "The practical test is simple. If you cannot write down what a good outcome looks like, list the systems the agent may touch and name the person who checks its work, the use case is not ready for an agent. If you can, start with the agent proposing actions rather than taking them, and widen its permissions only as the error rate earns it.",
    },
    { type: "heading", text: "2. Smaller, Cheaper Models Take Over Most Workloads" },
    {
      type: "paragraph",
      text: "The price of running a capable language model fell by well over 90 percent between early 2023 and late 2024, and small open models now match what the largest models could do two years ago on many business tasks. That changes the economics of AI projects. Classification, extraction, routing and summarization rarely need the most powerful model available; a smaller model, often fine-tuned on a few thousand examples, is faster, cheaper and easier to host inside your own cloud account.",
    },
    {
      type: "paragraph",
      text: "We expect most mature teams to run a portfolio of models in 2025: a large model for the hard, low-volume reasoning steps and smaller ones for high-volume routine work, with a routing layer deciding which handles each request. Teams that hard-code a single provider into every application will find switching expensive just when prices and capabilities are moving fastest.",
    },
    { type: "heading", text: "3. Evaluation Becomes an Engineering Discipline" },
    {
      type: "paragraph",
      text: "The most common reason generative AI projects stall is not the model. It is that nobody can say with confidence whether a change made the system better or worse. Prompts are edited, models are upgraded and retrieval settings are tuned, and quality is judged by whoever happened to try it that afternoon. That does not survive contact with production.",
    },
    {
      type: "paragraph",
      text: "In 2025, evaluation suites will be treated like automated tests: a curated set of real inputs with expected outcomes, scored automatically on every change, with human review for the cases that matter most. Organizations that build this habit ship improvements weekly. Those that do not will freeze their systems out of fear of breaking them.",
    },
    {
      type: "list",
      items: [
        "Collect 200 to 500 real examples per use case, including the awkward ones, before you build.",
        "Define what a correct, acceptable and unacceptable answer looks like, in writing.",
        "Score every prompt, model or retrieval change against the set before it reaches users.",
        "Add every production failure to the set, so the same mistake cannot return unnoticed.",
      ],
    },
    { type: "heading", text: "4. Regulation Turns into Paperwork, and That Is Good News" },
    {
      type: "paragraph",
      text: "The EU AI Act entered into force in August 2024, and its first obligations apply in 2025: the bans on prohibited practices from February, and the rules for general-purpose AI models from August. Obligations for high-risk systems such as hiring, credit scoring and access to essential services follow in 2026. Similar expectations are appearing in US state laws, sector regulators' guidance and, increasingly, in the procurement questionnaires of large customers.",
    },
    {
      type: "paragraph",
      text: "For most companies this will feel less like a revolution than a documentation exercise: an inventory of the AI systems you run, a risk classification for each, records of how they were tested and a named owner who can answer for them. That is good news. The organizations that already keep this information find that it speeds up approvals rather than slowing them down, because risk and legal teams can say yes to a system they understand.",
    },
    {
      type: "quote",
      text: "Governance is not the brake on AI adoption. Uncertainty is. A clear inventory and a named owner turn a six-week approval debate into a two-day review.",
      cite: "Lisa Thompson, AI Ethics & Governance Lead",
    },
    {
      type: "heading",
      text: "5. Data Readiness, Not Model Choice, Separates Leaders from Laggards",
    },
    {
      type: "paragraph",
      text: "Almost every enterprise now has access to the same frontier models through the same cloud providers. What differs is the data those models can draw on. Retrieval systems are only as good as the documents they retrieve, and many companies are discovering that their policies, product information and process documentation are outdated, duplicated or locked in formats nobody can search.",
    },
    {
      type: "paragraph",
      text: "We expect 2025 budgets to shift noticeably toward the unglamorous work: cleaning and consolidating knowledge bases, agreeing on which source is authoritative, adding ownership and review dates to documents, and building the pipelines that keep all of it current. It is the least exciting line in an AI roadmap and the one with the highest return.",
    },
    { type: "heading", text: "6. Multimodal AI Reaches the Back Office" },
    {
      type: "paragraph",
      text: "Models that read images, scanned documents, charts and audio as fluently as text have become reliable enough for routine business use. The first large wave of value will not be in flashy consumer features but in operations: reading handwritten delivery notes, checking photos of installed equipment against a specification, extracting data from decades of scanned contracts, or summarizing recorded calls for quality review.",
    },
    {
      type: "paragraph",
      text: "These are processes where people currently look at something and type what they see. They are high in volume, easy to measure and forgiving of a human-in-the-loop design, which makes them excellent first projects for organizations that have so far found generative AI hard to justify.",
    },
    { type: "heading", text: "7. The Skills Gap Moves from Builders to Operators" },
    {
      type: "paragraph",
      text: "Two years ago the scarce skill was building anything with AI at all. Today, capable platforms and frameworks mean a competent software team can assemble a working prototype in days. The scarce skills in 2025 are operational: monitoring quality in production, managing cost per transaction, handling incidents when a model behaves unexpectedly and redesigning the work around the system so that people actually use it.",
    },
    {
      type: "paragraph",
      text: "The companies that pull ahead will invest as much in process owners, change management and training as in engineering. A system that saves ten minutes per case only delivers that value if the team's targets, staffing and handoffs are adjusted to use the time.",
    },
    { type: "heading", text: "How to Plan for 2025" },
    {
      type: "paragraph",
      text: "None of these predictions calls for a moonshot. Together they point to a year of disciplined execution, in which the winners are the organizations that finish what they started. If you are setting priorities for the next twelve months, we suggest the following sequence.",
    },
    {
      type: "list",
      ordered: true,
      items: [
        "Pick two or three use cases with a measurable baseline and a named business owner, and retire pilots that have neither.",
        "Build an evaluation set for each before changing anything else, so progress can be proven rather than argued.",
        "Review your model choices for cost: route routine, high-volume work to smaller models.",
        "Start an AI system inventory now, even as a spreadsheet, and assign a risk tier and owner to every entry.",
        "Fund the data work behind your most important use case, and make someone accountable for keeping it current.",
        "Plan the change to the work, not just the software: targets, training and handoffs.",
      ],
    },
    {
      type: "paragraph",
      text: "The enterprises that treat 2025 as the year to operationalize AI, rather than the year to chase the next demo, will end it with systems that pay for themselves and a team that knows how to build the next one. That is a far stronger position than another year of promising pilots.",
    },
  ],
  cta: {
    id: "consultation",
    title: "Turn These Predictions into Your 2025 Plan",
    description:
      "In a free consultation we'll review your current AI initiatives, identify the two or three with the clearest return, and outline what it takes to get them into production.",
    actions: [
      scheduleAConsultation,
      { label: "Browse More Insights", href: "/resources/insights" },
    ],
  },
} satisfies InsightArticleContent;
