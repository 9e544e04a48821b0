import type { ListedChapter } from "./paper-template";
import { chapterList, whitePaperDocument, whitePaperPage } from "./paper-template";

/** The white paper page at /resources/whitepapers/no-code-automation-playbook and its PDF. */

const summary = {
  paragraphs: [
    "Growing teams drown in small, repetitive tasks: copying leads from forms into the CRM, chasing invoices, updating spreadsheets, sending the same onboarding emails. No-code platforms let the people who do this work automate it themselves, in days rather than months, without waiting for a development backlog.",
    "Speed without structure creates a new problem: dozens of automations that nobody owns, that break silently and that move customer data through accounts nobody monitors. This playbook shows which workflows to automate first, how to choose a platform, and the light guardrails that keep citizen-built automations secure and maintainable as the company grows.",
  ],
  takeaways: [
    "Automate high-volume, rules-based tasks with clear inputs first; leave judgment calls to people.",
    "Choose a platform on connectors, governance features and pricing at your expected volume.",
    "Give every automation an owner, a description and an alert when it fails.",
    "Review access and data flows quarterly, and retire automations nobody uses.",
  ],
};

const chapters: ListedChapter[] = [
  {
    heading: "Why No-Code, Why Now",
    description: "What changed in the platforms, and what growing teams gain.",
    paragraphs: [
      "No-code platforms have matured from simple triggers to full workflow engines with branching, error handling, approvals and AI steps that read documents or draft replies. They connect to hundreds of business applications out of the box, so most integrations a growing team needs already exist.",
      "The gain is time. Teams in our programs saved a median of 11 hours per employee per month within six months, and, as important, stopped making the small copy-and-paste errors that annoy customers and auditors alike.",
    ],
  },
  {
    heading: "Choosing What to Automate First",
    description: "A simple scoring model for volume, rules, risk and effort.",
    paragraphs: [
      "List the tasks your team repeats every week and score each on four questions: how often does it happen, are the rules clear, what goes wrong if it fails, and how many systems does it touch? The best first candidates happen daily, follow clear rules, are low risk and touch two or three systems.",
      "Lead capture and routing, invoice reminders, employee onboarding checklists and report distribution are the most common winners. Leave tasks that depend on judgment, negotiation or incomplete information for later, or automate only their preparation.",
    ],
    bullets: [
      "Volume: how many times a week the task runs",
      "Clarity: whether the rules can be written down",
      "Risk: what a failure would cost, and who would notice",
      "Effort: the number of systems and steps involved",
    ],
  },
  {
    heading: "Selecting a Platform",
    description: "Connectors, governance features and the true cost at scale.",
    paragraphs: [
      "Shortlist platforms that connect natively to your core systems, such as the CRM, accounting, email and file storage. Then compare governance features: shared workspaces, role-based access, version history, audit logs and single sign-on. These matter little for the first five automations and a great deal for the fiftieth.",
      "Model the cost at the volume you expect in two years, not today. Per-task pricing that looks cheap for a pilot can exceed the cost of a developer once automations run thousands of times a day.",
    ],
  },
  {
    heading: "Building Automations That Last",
    description: "Naming, error handling and testing habits that prevent silent failures.",
    paragraphs: [
      "Name every automation after what it does and for whom, describe its trigger and purpose in one sentence, and record an owner. Add error handling to every step that calls another system, with an alert to the owner and a fallback such as a task for a person.",
      "Test with real but harmless data before switching on, and keep a simple change log. When an automation changes, the next person to open it should understand why.",
    ],
  },
  {
    heading: "Guardrails for Security and Data",
    description: "Access, secrets and customer data, without a heavy approval process.",
    paragraphs: [
      "Connect platforms with service accounts rather than personal logins, so automations keep working when people change roles. Store credentials in the platform's vault, grant each connection the least access it needs, and switch on single sign-on and two-factor authentication.",
      "Know where customer data flows. Keep a short register of automations that move personal data, check that each destination is covered by your privacy notice, and avoid copying sensitive fields into tools that do not need them.",
    ],
  },
  {
    heading: "Running an Automation Program",
    description: "A light center of excellence that helps rather than blocks.",
    paragraphs: [
      "As automations multiply, appoint one person to own the program: maintaining templates and naming rules, reviewing new automations that touch customer or financial data, and running a quarterly clean-up. Celebrate the time saved, because visible wins bring better ideas from every team.",
    ],
    bullets: [
      "A shared catalog of automations with owners and purposes",
      "Templates for common patterns such as approvals and notifications",
      "A quarterly review of access, failures and unused automations",
      "A monthly report of hours saved and errors avoided",
    ],
  },
];

const conclusion = [
  "No-code automation gives growing teams leverage that used to require an engineering department. Start with the repetitive work everyone dislikes, pick a platform that will still fit in two years, and add just enough structure that every automation has an owner and fails loudly. The hours saved compound as the company grows.",
];

export const whitePaper = whitePaperPage({
  meta: {
    title: "The No-Code Automation Playbook for Growing Teams (White Paper)",
    description:
      "Free 28-page white paper: which workflows to automate first, how to choose a no-code platform and the guardrails that keep automations secure.",
  },
  hero: {
    description:
      "Which workflows to automate first, how to choose a platform, and the guardrails that keep citizen-built automations secure and maintainable.",
    pages: 28,
    readingTime: "About 50 minutes",
  },
  summary,
  keyStats: {
    description: "From the no-code programs at growing companies reviewed for this paper.",
    items: [
      { value: "11 hrs", label: "Saved per employee per month", icon: "clock" },
      { value: "5 days", label: "Median time from idea to a running automation", icon: "rocket" },
      { value: "57%", label: "Of teams took on more customers without hiring", icon: "users" },
      {
        value: "1 owner",
        label: "Per automation, the habit that prevents silent failures",
        icon: "shield-check",
      },
    ],
  },
  contents: {
    description: "Six chapters from the first automation to a program the whole company uses.",
    chapters: chapterList(chapters),
  },
  cta: {
    title: "Want a Shortlist of Your Best First Automations?",
    description:
      "Our automation team will walk through your weekly work, score the candidates and recommend a platform that fits your tools and budget.",
  },
  document: whitePaperDocument({
    title: "The No-Code Automation Playbook for Growing Teams",
    subtitle: "What to automate first, how to choose a platform and how to keep it all secure",
    author: "Priya Raman, Lead, No-Code Automation",
    publishDate: "April 2024",
    summary,
    chapters,
    conclusion,
  }),
});
