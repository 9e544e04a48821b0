// Prepares a database the way a Supabase project is prepared: its API roles
// exist, then supabase/migrations/*.sql are applied in file-name order, each
// once (tracked in supabase_migrations.schema_migrations, as the Supabase CLI
// does), so restarting the backend is a no-op.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Database } from "./db";

export const defaultMigrationsDir = fileURLToPath(
  new URL("../supabase/migrations", import.meta.url),
);

// Roles a hosted project already has. Roles belong to the whole server, so two
// databases on one server may race to create them: a duplicate is fine.
const CREATE_ROLES = `
do $$
declare
  role_name text;
begin
  foreach role_name in array array['anon', 'authenticated', 'service_role'] loop
    if not exists (select 1 from pg_roles where rolname = role_name) then
      begin
        execute format('create role %I nologin noinherit', role_name);
      exception when duplicate_object or unique_violation then
        null;
      end;
    end if;
  end loop;
  -- Supabase's service_role skips row-level security.
  if not (select rolbypassrls from pg_roles where rolname = 'service_role') then
    alter role service_role bypassrls;
  end if;
end
$$;
grant usage on schema public to anon, authenticated, service_role;
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text not null,
  applied_at timestamptz not null default now()
);
`;

export type MigrationResult = { applied: string[]; skipped: string[] };

export async function migrate(
  db: Database,
  migrationsDir = defaultMigrationsDir,
): Promise<MigrationResult> {
  await db.transaction((tx) => tx.exec(CREATE_ROLES));

  const files = fs
    .readdirSync(migrationsDir)
    .filter((file) => file.endsWith(".sql"))
    .sort();
  const done = new Set(
    (
      await db.query<{ version: string }>(
        "select version from supabase_migrations.schema_migrations",
      )
    ).map((row) => row.version),
  );

  const result: MigrationResult = { applied: [], skipped: [] };
  for (const file of files) {
    // "20261122000000_form_submissions.sql" -> version "20261122000000"
    const version = file.split("_")[0] ?? file;
    if (done.has(version)) {
      result.skipped.push(file);
      continue;
    }
    const sql = fs.readFileSync(path.join(migrationsDir, file), "utf8");
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query(
        "insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)",
        [version, file],
      );
    });
    result.applied.push(file);
  }
  return result;
}

/** Table name -> column names, for the tables the REST API exposes (schema public). */
export type SchemaCache = Map<string, Set<string>>;

export async function loadSchemaCache(db: Database): Promise<SchemaCache> {
  const rows = await db.query<{ table_name: string; column_name: string }>(`
    select c.relname as table_name, a.attname as column_name
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f')
    order by c.relname, a.attnum`);
  const cache: SchemaCache = new Map();
  for (const { table_name, column_name } of rows) {
    const columns = cache.get(table_name) ?? new Set<string>();
    columns.add(column_name);
    cache.set(table_name, columns);
  }
  return cache;
}

/** Function name -> its overloads, for the functions the REST API can call (schema public). */
export type FunctionCache = Map<
  string,
  {
    /** hasDefault: the argument may be left out of a call, as PostgREST allows. */
    args: { name: string; type: string; hasDefault: boolean }[];
    returnsSet: boolean;
    returnsVoid: boolean;
  }[]
>;

export async function loadFunctionCache(db: Database): Promise<FunctionCache> {
  // Trigger functions are not callable, as in PostgREST; whether the caller
  // may execute a function is left to Postgres when it is called.
  const rows = await db.query<{
    name: string;
    args: { name: string | null; type: string }[];
    returns_set: boolean;
    returns_void: boolean;
    defaults: number;
  }>(`
    select p.proname as name, p.proretset as returns_set, p.pronargdefaults as defaults,
      p.prorettype = 'void'::regtype as returns_void,
      coalesce((
        select json_agg(json_build_object('name', (p.proargnames)[a.n], 'type', format_type(a.t, null)) order by a.n)
        from unnest(p.proargtypes::oid[]) with ordinality as a(t, n)
      ), '[]'::json) as args
    from pg_proc p
    where p.pronamespace = 'public'::regnamespace and p.prokind = 'f'
      and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)
    order by p.proname`);
  const cache: FunctionCache = new Map();
  for (const row of rows) {
    // Functions with unnamed arguments cannot be called with a JSON object.
    if (row.args.some((arg) => !arg.name)) continue;
    const overloads = cache.get(row.name) ?? [];
    overloads.push({
      // Arguments with defaults are the last pronargdefaults ones.
      args: row.args.map((arg, index) => ({
        name: arg.name ?? "",
        type: arg.type,
        hasDefault: index >= row.args.length - row.defaults,
      })),
      returnsSet: row.returns_set,
      returnsVoid: row.returns_void,
    });
    cache.set(row.name, overloads);
  }
  return cache;
}
