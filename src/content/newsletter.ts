import type { NewsletterContent } from "./types";

/** The newsletter box in every page's footer (the one newsletter block per page). */
export const newsletter = {
  title: "Get AI Insights in Your Inbox",
  description:
    "One practical email a week: automation playbooks, campaign benchmarks and what is worth your attention in AI.",
  placeholder: "Enter your email",
  submitLabel: "Subscribe",
  submittingLabel: "Subscribing...",
  highlights: ["5,000+ subscribers", "Delivered every Tuesday", "Unsubscribe anytime"],
  successToast: {
    title: "Subscribed!",
    description:
      "Thanks for subscribing. Check your inbox and open the link we sent to confirm your address.",
  },
  againLabel: "Sign up another address",
  errorToast: {
    title: "Subscription failed",
    description: "Please check your connection and try again.",
  },
} satisfies NewsletterContent;
