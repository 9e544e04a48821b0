import { site } from "./site";
import type { NewsletterLinkPageContent } from "./types/legal";

/** /newsletter/confirm: the link in the confirmation email (double opt-in). */
export const newsletterConfirmPage = {
  meta: {
    title: "Confirm Your Newsletter Subscription",
    description:
      "Confirm your email address to start receiving our weekly newsletter on AI automation, marketing benchmarks and what is worth your attention.",
  },
  title: "Newsletter Subscription",
  working: {
    title: "Confirming Your Subscription...",
    description: "This takes a moment.",
  },
  done: {
    title: "Your Subscription Is Confirmed",
    description:
      "Thanks for confirming your address. Your first issue arrives on Tuesday, and every issue has a link to unsubscribe.",
  },
  missingToken: {
    title: "This Link Is Incomplete",
    description:
      "The confirmation link is missing its code. Open the link from the email again, or copy the whole address into your browser.",
  },
  failed: {
    title: "We Couldn't Reach Our Server",
    description: `Your subscription isn't confirmed yet. Please check your connection and try again, or email us at ${site.email}.`,
  },
  retryLabel: "Try Again",
  homeLink: { label: "Return to Home", href: "/" },
} satisfies NewsletterLinkPageContent;

/** /newsletter/unsubscribe: the link at the end of every newsletter. */
export const newsletterUnsubscribePage = {
  meta: {
    title: "Unsubscribe from the Newsletter",
    description:
      "Stop receiving our weekly newsletter. Unsubscribing deletes your email address from our list at once; nothing about it is kept.",
  },
  title: "Newsletter Subscription",
  working: {
    title: "Unsubscribing...",
    description: "This takes a moment.",
  },
  done: {
    title: "You're Unsubscribed",
    description:
      "We've deleted your address from our list, so you won't receive any more issues. You can sign up again at any time.",
  },
  missingToken: {
    title: "This Link Is Incomplete",
    description:
      "The unsubscribe link is missing its code. Open the link from the newsletter again, or copy the whole address into your browser.",
  },
  failed: {
    title: "We Couldn't Reach Our Server",
    description: `You're not unsubscribed yet. Please check your connection and try again, or email us at ${site.email}.`,
  },
  retryLabel: "Try Again",
  homeLink: { label: "Return to Home", href: "/" },
} satisfies NewsletterLinkPageContent;
