// How long the site keeps what visitors send, for the privacy page to quote.
// The database deletes expired rows itself (private.delete_expired_submissions
// in supabase/migrations, run daily by pg_cron) using the same periods from
// private.retention_periods; tests/backend checks that the two agree. Each
// value is both plain English and a valid Postgres interval.
export const retentionPeriods = {
  /** Contact form enquiries, counted from when they were sent. */
  contacts: "24 months",
  /** Consultation requests, counted from when they were sent. */
  consultationRequests: "24 months",
  /** Newsletter sign-ups whose address was never confirmed (double opt-in). */
  unconfirmedNewsletterSignups: "30 days",
  /** The hashed sender and address counters behind the rate limits. */
  rateLimitCounters: "1 day",
} as const;

/** Unsubscribing deletes the address at once; nothing about it is kept. */
export const unsubscribedAddressesKept = "none: deleted at once" as const;

/** The key of each period in private.retention_periods. */
export const retentionPeriodKeys = {
  contacts: "contacts",
  consultationRequests: "consultation_requests",
  unconfirmedNewsletterSignups: "unconfirmed_newsletter_subscribers",
  rateLimitCounters: "write_attempts",
} as const satisfies Record<keyof typeof retentionPeriods, string>;
