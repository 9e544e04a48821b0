import type { ToastText } from "./shared";

/** Copy every form on the site shares (contact, consultation and every newsletter box). */
export type FormNoticesContent = {
  /** Shown when the database refuses a submission for now (too many in a short time). */
  rateLimitedToast: ToastText;
  /** The line under each form that links to the privacy page. */
  privacyNote: {
    /** The sentence before the link. */
    text: string;
    /** The link's text. */
    linkLabel: string;
    /** The privacy page's path. */
    href: string;
  };
  /** Shown in every form when the browser runs no JavaScript, which sending needs. */
  needsJavaScript: string;
  /** Shown by the browser when a weekend is picked as the consultation date. */
  weekendDateMessage: string;
};
