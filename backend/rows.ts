// The latest stored form submissions, read with the backend's own (superuser)
// connection. Used by `npm run db:rows` and the backend's loopback-only
// /_local/rows endpoint.
import type { Database, Row } from "./db";

export const formTables = ["contacts", "consultation_requests", "newsletter_subscribers"] as const;
export type FormTable = (typeof formTables)[number];

export async function latestRows(db: Database, limit = 10): Promise<Record<FormTable, Row[]>> {
  const result = {} as Record<FormTable, Row[]>;
  for (const table of formTables) {
    result[table] = await db.query(
      `select * from public.${table} order by created_at desc limit $1`,
      [limit],
    );
  }
  return result;
}
