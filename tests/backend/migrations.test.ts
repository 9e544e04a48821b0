// @vitest-environment node
// The migrations in supabase/migrations: they apply once, lock the tables down
// for anon, and enforce the same limits and option lists as the forms.
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../backend/db";
import { defaultMigrationsDir, migrate } from "../../backend/migrate";
import {
  budgets,
  consultationTypes,
  projectTypes,
  timeSlots,
} from "../../src/content/contact/form-options";
import { formLimits } from "../../src/lib/form-limits";
import {
  databaseKinds,
  isWeekday,
  openTestDatabase,
  randomSender,
  uniqueEmail,
  utcDate,
  utcWeekday,
  type TestDatabase,
} from "./helpers";

const tables = ["contacts", "consultation_requests", "newsletter_subscribers"];

const formColumns: Record<string, string[]> = {
  contacts: ["name", "email", "company", "phone", "project_type", "budget", "message"],
  consultation_requests: [
    "name",
    "email",
    "company",
    "consultation_type",
    "preferred_date",
    "preferred_time",
    "message",
  ],
  newsletter_subscribers: ["email", "source"],
};

const validRow = (table: string): Record<string, unknown> =>
  ({
    contacts: { name: "Ada", email: uniqueEmail(), project_type: "Other", message: "Hello" },
    consultation_requests: {
      name: "Ada",
      email: uniqueEmail(),
      consultation_type: consultationTypes[0],
      preferred_date: utcWeekday(1),
      preferred_time: timeSlots[0],
    },
    newsletter_subscribers: { email: uniqueEmail(), source: "/" },
  })[table] ?? {};

/**
 * Inserts as the anon role, the way the API does (each call from its own
 * client address unless one is given); resolves to the refusal, or "ok".
 */
async function attemptAsAnon(
  db: Database,
  table: string,
  row: Record<string, unknown>,
  sender = randomSender(),
): Promise<{ code?: string; constraint?: string } | "ok"> {
  const columns = Object.keys(row)
    .map((column) => `"${column}"`)
    .join(", ");
  try {
    await db.transaction(async (tx) => {
      await tx.query("set local role anon");
      await tx.query("select set_config('request.headers', $1, true)", [
        JSON.stringify({ "x-forwarded-for": sender }),
      ]);
      await tx.query(
        `insert into public.${table} (${columns}) select ${columns} from json_populate_record(null::public.${table}, $1::json)`,
        [JSON.stringify(row)],
      );
    });
    return "ok";
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    return { code: code ?? String(error), constraint };
  }
}

/** attemptAsAnon's SQLSTATE of a refusal, or "ok". */
async function insertAsAnon(
  db: Database,
  table: string,
  row: Record<string, unknown>,
  sender?: string,
): Promise<string> {
  const result = await attemptAsAnon(db, table, row, sender);
  return result === "ok" ? result : (result.code ?? "?");
}

describe("Migration files", () => {
  it("are named <timestamp>_<name>.sql, as the Supabase CLI expects", () => {
    const files = fs.readdirSync(defaultMigrationsDir);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(file).toMatch(/^\d{14}_[a-z0-9_]+\.sql$/);
  });
});

describe.each(databaseKinds())("The migrations on %s", (kind) => {
  let test: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
    db = test.db;
    await migrate(db);
  }, 60_000);
  afterAll(() => test?.close());

  it("apply once: a second run applies nothing", async () => {
    const again = await migrate(db);
    expect(again.applied).toEqual([]);
    expect(again.skipped).toEqual(fs.readdirSync(defaultMigrationsDir).sort());
    const recorded = await db.query(
      "select name from supabase_migrations.schema_migrations order by version",
    );
    expect(recorded.map((row) => row.name)).toEqual(again.skipped);
  });

  it("leave the Supabase API roles in place, none of them able to log in", async () => {
    const roles = await db.query(
      "select rolname, rolcanlogin, rolbypassrls from pg_roles where rolname in ('anon', 'authenticated', 'service_role') order by rolname",
    );
    expect(roles).toEqual([
      { rolname: "anon", rolcanlogin: false, rolbypassrls: false },
      { rolname: "authenticated", rolcanlogin: false, rolbypassrls: false },
      { rolname: "service_role", rolcanlogin: false, rolbypassrls: true },
    ]);
  });

  it("turn on row-level security for every table the API exposes", async () => {
    const rows = await db.query(
      "select relname, relrowsecurity from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p') order by relname",
    );
    expect(rows.map((row) => row.relname)).toEqual([...tables].sort());
    for (const row of rows) expect(row.relrowsecurity).toBe(true);
  });

  it("give anon one policy per table: insert, nothing else", async () => {
    const policies = await db.query<{ tablename: string; cmd: string; roles: string }>(
      "select tablename, cmd, roles::text as roles from pg_policies where schemaname = 'public' order by tablename",
    );
    expect(policies).toEqual(
      [...tables].sort().map((tablename) => ({ tablename, cmd: "INSERT", roles: "{anon}" })),
    );
  });

  it.each(tables)(
    "let anon insert only the form's columns of %s, and never select, update or delete",
    async (table) => {
      const privileges = await db.query<{ privilege: string; granted: boolean }>(
        `select p.privilege, has_table_privilege(r.role, 'public.${table}', p.privilege) as granted
       from (values ('anon'), ('authenticated')) r(role), (values ('SELECT'), ('UPDATE'), ('DELETE'), ('TRUNCATE')) p(privilege)`,
      );
      expect(privileges.filter((row) => row.granted)).toEqual([]);
      const insertable = await db.query<{ attname: string }>(
        `select attname from pg_attribute
       where attrelid = 'public.${table}'::regclass and attnum > 0 and not attisdropped
         and has_column_privilege('anon', attrelid, attnum, 'INSERT')
       order by attname`,
      );
      expect(insertable.map((row) => row.attname)).toEqual([...(formColumns[table] ?? [])].sort());
      const authenticated = await db.query(
        `select 1 from pg_attribute where attrelid = 'public.${table}'::regclass and attnum > 0
         and has_column_privilege('authenticated', attrelid, attnum, 'INSERT')`,
      );
      expect(authenticated).toEqual([]);
    },
  );

  it("keep the limits, counters and retention in a schema anon and authenticated cannot use", async () => {
    const rows = await db.query<{ role: string; usage: boolean }>(
      "select r as role, has_schema_privilege(r, 'private', 'USAGE') as usage from unnest(array['anon', 'authenticated']) r",
    );
    expect(rows).toEqual([
      { role: "anon", usage: false },
      { role: "authenticated", usage: false },
    ]);
    const tables = await db.query<{ relname: string }>(
      "select relname from pg_class where relnamespace = 'private'::regnamespace and relkind = 'r' order by relname",
    );
    expect(tables.map((row) => row.relname)).toEqual([
      "hash_key",
      "mail_limits",
      "mail_state",
      "outbox",
      "retention_periods",
      "sender_source",
      "write_attempts",
      "write_limits",
    ]);
  });

  it("let anon execute confirm_newsletter and unsubscribe_newsletter and no other function", async () => {
    const rows = await db.query<{ fn: string }>(
      `select n.nspname || '.' || p.proname as fn from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname in ('public', 'private') and has_function_privilege('anon', p.oid, 'EXECUTE')
       order by 1`,
    );
    expect(rows.map((row) => row.fn)).toEqual([
      "public.confirm_newsletter",
      "public.unsubscribe_newsletter",
    ]);
  });

  it("validate a newsletter sign-up before limiting it and before looking its address up", async () => {
    const triggers = await db.query<{ tgname: string }>(
      "select tgname from pg_trigger where tgrelid = 'public.newsletter_subscribers'::regclass and not tgisinternal order by tgname",
    );
    expect(triggers.map((row) => row.tgname)).toEqual([
      "newsletter_subscribers_1_validate",
      "newsletter_subscribers_2_limit_writes",
      "newsletter_subscribers_3_skip_duplicate",
      "newsletter_subscribers_enqueue_mail",
    ]);
  });

  it("count one attempt per accepted anon insert, and none for privileged ones", async () => {
    const sender = randomSender();
    const before = await db.query("select 1 from private.write_attempts");
    expect(await insertAsAnon(db, "contacts", validRow("contacts"), sender)).toBe("ok");
    // A refused row rolls its attempt back with it.
    expect(
      await insertAsAnon(db, "contacts", { ...validRow("contacts"), budget: "lots" }, sender),
    ).toBe("23514");
    await db.query(
      "insert into public.contacts (name, email, project_type, message) values ('Admin', 'admin@example.com', 'Other', 'm')",
    );
    const after = await db.query("select 1 from private.write_attempts");
    expect(after.length - before.length).toBe(1);
  });

  describe("length limits match src/lib/form-limits.ts", () => {
    const limited: [string, string, number][] = [
      ["contacts", "name", formLimits.name],
      ["contacts", "company", formLimits.company],
      ["contacts", "phone", formLimits.phone],
      ["contacts", "message", formLimits.message],
      ["consultation_requests", "name", formLimits.name],
      ["consultation_requests", "company", formLimits.company],
      ["consultation_requests", "message", formLimits.message],
      ["newsletter_subscribers", "source", formLimits.source],
    ];
    it.each(limited)(
      "%s.%s takes %i characters and refuses one more",
      async (table, column, limit) => {
        expect(
          await insertAsAnon(db, table, { ...validRow(table), [column]: "é".repeat(limit) }),
        ).toBe("ok");
        expect(
          await insertAsAnon(db, table, { ...validRow(table), [column]: "é".repeat(limit + 1) }),
        ).toBe("23514");
      },
    );

    it.each(tables)(
      "%s.email takes a valid 254-character address and refuses 255",
      async (table) => {
        // 64 + 1 + 189 = 254 characters: a maximal local part and a domain of 63-character labels.
        const domain = `${"d".repeat(63)}.${"e".repeat(63)}.${"f".repeat(57)}.com`;
        const email = `${"a".repeat(64)}@${domain}`;
        expect(email).toHaveLength(formLimits.email);
        expect(await insertAsAnon(db, table, { ...validRow(table), email })).toBe("ok");
        expect(await insertAsAnon(db, table, { ...validRow(table), email: `b${email}` })).toBe(
          "23514",
        );
      },
    );
  });

  describe("option lists match src/content/contact/form-options.ts", () => {
    const lists: [string, string, readonly string[]][] = [
      ["contacts", "project_type", projectTypes],
      ["contacts", "budget", budgets],
      ["consultation_requests", "consultation_type", consultationTypes],
      ["consultation_requests", "preferred_time", timeSlots],
    ];

    it.each(lists)(
      "%s.%s accepts every option and nothing else",
      async (table, column, options) => {
        for (const option of options)
          expect(await insertAsAnon(db, table, { ...validRow(table), [column]: option })).toBe(
            "ok",
          );
        expect(
          await insertAsAnon(db, table, {
            ...validRow(table),
            [column]: options[0]?.toLowerCase(),
          }),
        ).toBe("23514");
        // The constraint lists exactly these values, in this order.
        const [constraint] = await db.query<{ definition: string }>(
          `select pg_get_constraintdef(oid) as definition from pg_constraint where conname = $1`,
          [`${table}_${column}_check`],
        );
        const literals = [
          ...(constraint?.definition ?? "").matchAll(/'((?:[^']|'')*)'::text/g),
        ].map((m) => m[1]?.replaceAll("''", "'"));
        expect(literals).toEqual([...options]);
      },
    );
  });

  describe("preferred date", () => {
    it("refuses a date before yesterday (UTC) and accepts yesterday and today on weekdays", async () => {
      const row = validRow("consultation_requests");
      expect(
        await insertAsAnon(db, "consultation_requests", { ...row, preferred_date: utcDate(-2) }),
      ).toBe("23514");
      for (const date of [utcDate(-1), utcDate(0)]) {
        expect(
          await insertAsAnon(db, "consultation_requests", {
            ...validRow("consultation_requests"),
            preferred_date: date,
          }),
        ).toBe(isWeekday(date) ? "ok" : "23514");
      }
    });

    it("names the rule each refused date breaks", async () => {
      const saturday = (() => {
        for (let days = 1; ; days++) {
          const date = utcDate(days);
          if (new Date(`${date}T12:00:00Z`).getUTCDay() === 6) return date;
        }
      })();
      const cases: [string, string][] = [
        ["infinity", "consultation_requests_preferred_date_finite_check"],
        ["-infinity", "consultation_requests_preferred_date_finite_check"],
        [utcDate(-2), "consultation_requests_preferred_date_check"],
        [utcDate(366), "consultation_requests_preferred_date_max_check"],
        ["5874897-12-31", "consultation_requests_preferred_date_max_check"],
        [saturday, "consultation_requests_preferred_date_weekday_check"],
      ];
      for (const [date, constraint] of cases) {
        const refusal = await attemptAsAnon(db, "consultation_requests", {
          ...validRow("consultation_requests"),
          preferred_date: date,
        });
        expect([date, refusal]).toEqual([date, { code: "23514", constraint }]);
      }
    });

    it("keeps rows whose date has since passed valid (a trigger, not a CHECK)", async () => {
      // A row stored back when 2000-01-01 was in the future.
      await db.query(
        "alter table public.consultation_requests disable trigger consultation_requests_check_preferred_date",
      );
      await db.query(
        "insert into public.consultation_requests (name, email, consultation_type, preferred_date, preferred_time) values ('Old', 'old@example.com', $1, '2000-01-01', $2)",
        [consultationTypes[0], timeSlots[0]],
      );
      await db.query(
        "alter table public.consultation_requests enable trigger consultation_requests_check_preferred_date",
      );
      // Editing another column still works, and no CHECK mentions the date
      // (pg_dump restores and ALTER TABLE ... VALIDATE re-check CHECKs).
      await db.query(
        "update public.consultation_requests set name = 'Older' where email = 'old@example.com'",
      );
      const checks = await db.query(
        "select 1 from pg_constraint where conrelid = 'public.consultation_requests'::regclass and contype = 'c' and pg_get_constraintdef(oid) ilike '%preferred_date%'",
      );
      expect(checks).toEqual([]);
    });
  });

  it("keeps one newsletter row when the same address signs up several times at once", async () => {
    // On PostgreSQL these run on parallel connections; without the trigger's
    // advisory lock, some of them would fail on the unique index (23505).
    for (let round = 0; round < 3; round++) {
      const email = uniqueEmail();
      const addresses = Array.from({ length: 8 }, (_, i) => (i % 2 ? email.toUpperCase() : email));
      const results = await Promise.all(
        addresses.map((address) =>
          insertAsAnon(db, "newsletter_subscribers", { email: address, source: "/" }),
        ),
      );
      expect(results).toEqual(addresses.map(() => "ok"));
      const rows = await db.query(
        "select 1 from public.newsletter_subscribers where lower(email) = lower($1)",
        [email],
      );
      expect(rows).toHaveLength(1);
    }
  });
});
