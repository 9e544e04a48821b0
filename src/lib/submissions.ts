// What the site's forms send to Supabase. Each function resolves when the row
// is stored and throws an Error (after logging it) on any failure, so a form
// can show its error toast and keep the visitor's input.
import { getSupabaseClient } from "./supabase-client";

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

type Table = "contacts" | "consultation_requests" | "newsletter_subscribers";

/** Empty optional fields are stored as NULL, never as "". */
function optional(value: string): string | null {
  return value.trim() || null;
}

async function insert(table: Table, row: Record<string, string | null>): Promise<void> {
  try {
    const supabase = await getSupabaseClient();
    // No .select(): visitors may insert but not read, and a plain insert needs no read-back.
    const { error, status } = await supabase.from(table).insert(row);
    // Two sign-ups of one address at the very same moment: the second one meets the unique index.
    if (error && !(table === "newsletter_subscribers" && error.code === "23505")) {
      throw new Error(
        `Saving to ${table} failed (${status} ${error.code || "network"}): ${error.message}`,
        {
          cause: error,
        },
      );
    }
  } catch (error) {
    console.error(error);
    if (error instanceof Error) throw error;
    throw new Error(`Saving to ${table} failed: ${String(error)}`, { cause: error });
  }
}
