import { retentionPeriods } from "@/lib/retention";
import { site } from "../site";
import type { LegalPageContent } from "../types/legal";

/**
 * The limits the database applies (private.write_limits and private.mail_limits
 * in supabase/migrations); the privacy page states them in plain words and a
 * test checks they match the migrations.
 */
export const rateLimitsInWords = {
  perSender: 5,
  senderWindow: "10 minutes",
  invitationsPerAddress: "one calendar invitation a day",
  confirmationsPerAddress: "one newsletter confirmation an hour",
} as const;

const { contacts, consultationRequests, unconfirmedNewsletterSignups, rateLimitCounters } =
  retentionPeriods;
const limits = rateLimitsInWords;

/** Who can read what a form stores: the same for every form; `entry` is what the form adds. */
const whoCanRead = (entry: string) =>
  `Who can read it: only our staff, through our database provider (Supabase). The key built into this website can add ${entry} but cannot read, change or delete any.`;

/** How long a contact or consultation form's data is kept (`period` from lib/retention.ts). */
const keptFor = (period: string) =>
  `How long we keep it: ${period} from the day you sent it, after which it is deleted automatically.`;

/** /privacy: what each form stores, why, who reads it, how long it is kept and how to have it deleted. */
export const privacyPage = {
  meta: {
    title: "Privacy Policy",
    description:
      "What our contact, consultation and newsletter forms store, why, who can read it, how long it is kept and how to have your data deleted.",
  },
  title: "Privacy Policy",
  summary:
    "This site has no accounts, no advertising trackers and no analytics cookies. The only personal data we keep is what you type into one of our three forms, and only for as long as this page says.",
  updated: "Last updated: November 23, 2026",
  body: [
    { type: "heading", text: "Who We Are and How to Reach Us" },
    {
      type: "paragraph",
      text: `We are the agency that runs this website. For any question about your data, or to have it deleted, email us at ${site.email} or call ${site.phone}.`,
    },
    { type: "heading", text: "Contact Form Inquiries" },
    {
      type: "list",
      items: [
        "What we store: your name, email address, company, phone number, project type, budget and project details, plus the time you sent them. Company, phone number and budget are optional.",
        "Why: to read your inquiry and answer it, and to follow up on the project you describe.",
        whoCanRead("a new inquiry"),
        keptFor(contacts),
      ],
    },
    { type: "heading", text: "Consultation Requests" },
    {
      type: "list",
      items: [
        "What we store: your name, email address, company, the consultation type, your preferred date and time, and what you tell us about your goals, plus the time you sent them. Company and goals are optional.",
        "Why: to schedule the consultation, send you the invitation and prepare for the call.",
        whoCanRead("a new request"),
        keptFor(consultationRequests),
      ],
    },
    { type: "heading", text: "Newsletter Sign-Ups" },
    {
      type: "list",
      items: [
        "What we store: your email address, the page you signed up on, when you signed up and when you confirmed, and two random codes: one for the confirmation link and one for the unsubscribe link.",
        "Why: to send you the newsletter you asked for, and nothing else.",
        whoCanRead("a sign-up"),
        `Double opt-in: after you sign up, we email you a confirmation link. We send the newsletter only once you have opened it. A sign-up that is never confirmed is deleted after ${unconfirmedNewsletterSignups}.`,
        "Unsubscribing: every issue ends with an unsubscribe link. Opening it deletes your address from our list at once; we keep nothing about it.",
        "How long we keep it: a confirmed address stays on the list until you unsubscribe or ask us to delete it.",
      ],
    },
    { type: "heading", text: "Protection Against Abuse" },
    {
      type: "paragraph",
      text: `To keep automated abuse out of our forms, each form accepts at most ${limits.perSender} submissions from one network in ${limits.senderWindow}, and we send any one email address at most ${limits.invitationsPerAddress} and ${limits.confirmationsPerAddress}. To count submissions, we keep a scrambled (keyed hash) form of the sending network's address, never the address itself, for ${rateLimitCounters}. If you reach a limit, the form asks you to try again later.`,
    },
    { type: "heading", text: "What We Don't Do" },
    {
      type: "list",
      items: [
        "We don't sell, rent or share your data with advertisers.",
        "We don't use what you send for anything other than the purpose stated above.",
        "We don't set cookies. Your choice of light or dark theme and any bookmarked articles are kept in your own browser and never sent to us.",
      ],
    },
    { type: "heading", text: "Your Rights and How to Have Your Data Deleted" },
    {
      type: "paragraph",
      text: `You can ask us at any time what we hold about you, to correct it or to delete it. Email ${site.email} from the address you used, say which form you used, and we will confirm within 30 days once it is done. To leave the newsletter alone, the unsubscribe link in any issue is the quickest way.`,
    },
    { type: "heading", text: "Changes to This Policy" },
    {
      type: "paragraph",
      text: "If we change what we store or how long we keep it, we will update this page and the date at the top.",
    },
  ],
} satisfies LegalPageContent;
