// What the function's health endpoint (GET .../send-outbox/health) reports.
import { healthStatus, type OutboxHealth } from "../_shared/outbox.ts";
import { assertEquals } from "./assert.ts";

const now = Date.parse("2026-11-25T12:00:00Z");
const healthy: OutboxHealth = {
  last_outcome: "sent",
  last_sent_at: "2026-11-25T11:59:00Z",
  last_failed_at: null,
  last_error: null,
  credentials_refused_since: null,
  pending: 2,
  oldest_due_at: "2026-11-25T11:58:00Z",
  held_by_budget: 0,
  failed_last_day: 0,
  failed_last_7_days: 3,
  checked_at: "2026-11-25T12:00:00Z",
};

Deno.test("mail that flows is healthy, even with older failures already reported", () => {
  assertEquals(healthStatus(healthy, now), []);
});

Deno.test(
  "refused credentials, a failure in the last day or a message stuck for 30 minutes need a person",
  () => {
    assertEquals(
      healthStatus({ ...healthy, credentials_refused_since: "2026-11-25T11:00:00Z" }, now).length,
      1,
    );
    assertEquals(healthStatus({ ...healthy, failed_last_day: 1 }, now).length, 1);
    assertEquals(
      healthStatus({ ...healthy, oldest_due_at: "2026-11-25T11:29:00Z" }, now).length,
      1,
    );
    assertEquals(healthStatus({ ...healthy, oldest_due_at: "2026-11-25T11:31:00Z" }, now), []);
  },
);
