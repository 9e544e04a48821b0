// What the site's forms send to Supabase. Each function resolves when the row
// is stored and throws a SubmissionError (after logging it) on any failure, so
// a form can show the matching error toast and keep the visitor's input.
import { getSupabaseClient } from "./supabase-client";

/** Every submission gives up after this long (a stalled backend must not leave a form busy). */
export const SUBMISSION_TIMEOUT_MS = 15_000;

/**
 * - "rate-limited": the database refused it for now (too many submissions from
 *   this network or for this address; HTTP 429, code PT429): try again later.
 * - "timeout": no answer within SUBMISSION_TIMEOUT_MS.
 * - "failed": anything else (refused values, no network, not configured).
 */
export type SubmissionErrorKind = "rate-limited" | "timeout" | "failed";

export class SubmissionError extends Error {
  constructor(
    readonly kind: SubmissionErrorKind,
    message: string,
    /** The HTTP status (0 without an answer) and the PostgREST/Postgres code, when known. */
    readonly status: number | null = null,
    readonly code: string | null = null,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = "SubmissionError";
  }
}

export type ContactValues = {
  name: string;
  email: string;
  company: string;
  phone: string;
  projectType: string;
  budget: string;
  message: string;
};

export type ConsultationValues = {
  name: string;
  email: string;
  company: string;
  consultationType: string;
  preferredDate: string;
  preferredTime: string;
  message: string;
};

/** Starts loading the Supabase library ahead of the first submit (the contact page calls it on mount). */
export function preloadSupabase(): void {
  getSupabaseClient().catch(() => {
    // Reported again, with the real error, when a form is submitted.
  });
}

export async function submitContact(values: ContactValues): Promise<void> {
  await insert("contacts", {
    name: values.name.trim(),
    email: values.email.trim(),
    company: optional(values.company),
    phone: optional(values.phone),
    project_type: values.projectType.trim(),
    budget: optional(values.budget),
    message: values.message.trim(),
  });
}

export async function requestConsultation(values: ConsultationValues): Promise<void> {
  await insert("consultation_requests", {
    name: values.name.trim(),
    email: values.email.trim(),
    company: optional(values.company),
    consultation_type: values.consultationType.trim(),
    preferred_date: values.preferredDate.trim(),
    preferred_time: values.preferredTime.trim(),
    message: optional(values.message),
  });
}

/**
 * Signing up twice is a success both times (the database keeps one row and
 * does not say whether the address was already there).
 * @param source the path of the page the visitor signed up on
 */
export async function subscribeToNewsletter(email: string, source: string): Promise<void> {
  await insert("newsletter_subscribers", { email: email.trim(), source: source.trim() || "/" });
}

/**
 * Confirms a newsletter sign-up (double opt-in) with the token from the
 * confirmation link. Resolves the same way for a good, a wrong or an already
 * used token (the database reveals nothing); throws a SubmissionError only
 * when the call itself fails.
 */
export async function confirmNewsletter(token: string): Promise<void> {
  await call("confirm_newsletter", { token: token.trim() });
}

/** Unsubscribes (deletes the address) with the token from a newsletter's link; same answers as confirmNewsletter. */
export async function unsubscribeNewsletter(token: string): Promise<void> {
  await call("unsubscribe_newsletter", { token: token.trim() });
}

type Table = "contacts" | "consultation_requests" | "newsletter_subscribers";

/** Empty optional fields are stored as NULL, never as "". */
function optional(value: string): string | null {
  return value.trim() || null;
}

async function insert(table: Table, row: Record<string, string | null>): Promise<void> {
  await withTimeout(`Saving to ${table}`, async (signal) => {
    const supabase = await getSupabaseClient();
    // No .select(): visitors may insert but not read, and a plain insert needs no read-back.
    const { error, status } = await supabase.from(table).insert(row).abortSignal(signal);
    // Two sign-ups of one address at the very same moment: the second one meets the unique index.
    if (table === "newsletter_subscribers" && error?.code === "23505") return;
    return error ? { error, status } : undefined;
  });
}

async function call(fn: string, args: Record<string, string>): Promise<void> {
  await withTimeout(`Calling ${fn}`, async (signal) => {
    const supabase = await getSupabaseClient();
    const { error, status } = await supabase.rpc(fn, args).abortSignal(signal);
    return error ? { error, status } : undefined;
  });
}

type Refusal = { error: { code?: string; message: string }; status: number };

/**
 * Runs one request with SUBMISSION_TIMEOUT_MS to answer (loading the library
 * included), and turns every failure into a logged SubmissionError.
 */
async function withTimeout(
  what: string,
  request: (signal: AbortSignal) => Promise<Refusal | undefined>,
): Promise<void> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(
        new SubmissionError(
          "timeout",
          `${what} failed: no answer within ${SUBMISSION_TIMEOUT_MS / 1000} s`,
          0,
        ),
      );
    }, SUBMISSION_TIMEOUT_MS);
  });
  try {
    const refusal = await Promise.race([request(controller.signal), timedOut]);
    if (refusal) {
      const { error, status } = refusal;
      const code = error.code || null;
      const kind = code === "PT429" || status === 429 ? "rate-limited" : "failed";
      throw new SubmissionError(
        kind,
        `${what} failed (${status} ${code ?? "network"}): ${error.message}`,
        status,
        code,
        { cause: error },
      );
    }
  } catch (error) {
    const failure =
      error instanceof SubmissionError
        ? error
        : new SubmissionError(
            controller.signal.aborted ? "timeout" : "failed",
            `${what} failed: ${error instanceof Error ? error.message : String(error)}`,
            null,
            null,
            { cause: error },
          );
    console.error(failure);
    throw failure;
  } finally {
    clearTimeout(timer);
  }
}
