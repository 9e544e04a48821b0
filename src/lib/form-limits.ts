// Maximum lengths (in characters) of every form field. The inputs use them as
// maxLength, so a visitor meets the browser's message before the database ever
// refuses; the CHECK constraints in supabase/migrations enforce the same numbers
// (tests/backend checks both sides of each limit).
export const formLimits = {
  /** Full name (required; must contain a non-space character). */
  name: 200,
  /** Email address (the longest address SMTP can deliver). */
  email: 254,
  company: 200,
  phone: 50,
  /** Contact form "Project Details" and the consultation "goals" text. */
  message: 5000,
  /** Page path stored with a newsletter sign-up. */
  source: 200,
} as const;

export type FormField = keyof typeof formLimits;

/**
 * Which preferred dates the consultation form may send; the database trigger
 * consultation_requests_check_preferred_date refuses the rest (400, 23514).
 * Days count from today in UTC; the date input's min/max should follow them.
 */
export const consultationDateRules = {
  /** Yesterday (UTC) is still today west of UTC, so one day back is allowed. */
  daysBackAllowed: 1,
  /** The latest date is today (UTC) plus this many days. */
  maxDaysAhead: 365,
  /** Monday to Friday only (ISO weekdays 1-5). */
  weekdaysOnly: true,
} as const;
