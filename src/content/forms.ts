import { site } from "./site";
import type { FormNoticesContent } from "./types/forms";

/** What every form says besides its own texts: the rate-limit toast, the privacy line, the weekday rule. */
export const formNotices = {
  rateLimitedToast: {
    title: "Please Try Again Later",
    description: `We've received several submissions in a short time, so we can't take this one right now. Please try again later, or email us at ${site.email}.`,
  },
  privacyNote: {
    text: "We store what you send only to answer you.",
    linkLabel: "See our Privacy Policy",
    href: "/privacy",
  },
  needsJavaScript: `Sending this form needs JavaScript, which is turned off in your browser. Turn it on and reload the page, or email us at ${site.email}.`,
  weekendDateMessage: "We book consultations Monday to Friday. Please choose a weekday.",
} satisfies FormNoticesContent;
