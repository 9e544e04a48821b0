-- Closes the public write path to abuse (the anon key is public, so anyone can
-- call the API directly, not only through the forms):
--
-- 1. One row per request, and per-sender and per-address rate limits, decided
--    by the database. The limits live in ONE place, private.write_limits; the
--    counters in private.write_attempts. anon and authenticated have no usage
--    on the private schema, so they can neither read nor change either.
-- 2. Newsletter answers that never reveal an existing subscriber: every
--    column is validated before the address is looked up.
-- 3. Double opt-in for the newsletter: rows are stored unconfirmed with a
--    confirm token and an unsubscribe token; public.confirm_newsletter and
--    public.unsubscribe_newsletter take them.
-- 4. Consultation dates: finite, not in the past, at most 365 days ahead, on a
--    weekday.
-- 5. Retention: private.delete_expired_submissions() deletes what is older
--    than private.retention_periods says (scheduled daily with pg_cron where
--    the extension exists).
--
-- Everything uses only what PostgREST gives a hosted Supabase project:
-- triggers that read current_setting('request.headers') and the role PostgREST
-- switched to. Refusals raise SQLSTATE 'PTxyz', which PostgREST answers with
-- HTTP status xyz (PT429: Too Many Requests).

create schema if not exists private;
revoke all on schema private from public;
revoke all on schema private from anon, authenticated;

-- ---------------------------------------------------------------------------
-- Limits: the one place to change them
-- ---------------------------------------------------------------------------

-- Per table: how many submissions one sender (client address) may make in
-- sender_window, and how many submissions may name one email address in
-- email_window. Change a limit with a plain UPDATE; it applies at once.
-- Windows stay within a day because the counters are kept for a day (see
-- private.retention_periods).
create table private.write_limits (
  table_name text primary key,
  per_sender integer not null check (per_sender >= 0),
  sender_window interval not null,
  per_email integer not null check (per_email >= 0),
  email_window interval not null,
  constraint write_limits_window_check check (
    sender_window > interval '0' and sender_window <= interval '1 day'
    and email_window > interval '0' and email_window <= interval '1 day'
  )
);

insert into private.write_limits (table_name, per_sender, sender_window, per_email, email_window) values
  ('contacts', 5, interval '10 minutes', 3, interval '1 day'),
  ('consultation_requests', 5, interval '10 minutes', 3, interval '1 day'),
  ('newsletter_subscribers', 5, interval '10 minutes', 3, interval '1 day');

-- One row per accepted submission (refused ones roll back with their request).
-- Sender and address are stored as hashes, and kept for a day.
create table private.write_attempts (
  id bigint generated always as identity primary key,
  table_name text not null,
  sender_hash text not null,
  email_hash text,
  transaction_id bigint not null default txid_current(),
  created_at timestamptz not null default now()
);

create index write_attempts_sender_idx on private.write_attempts (table_name, sender_hash, created_at);
create index write_attempts_email_idx on private.write_attempts (table_name, email_hash, created_at);
create index write_attempts_transaction_idx on private.write_attempts (transaction_id);
create index write_attempts_created_at_idx on private.write_attempts (created_at);

-- The client address of the current API request, as PostgREST passes the
-- request headers: the first entry of X-Forwarded-For, else X-Real-IP, else
-- 'unknown' (a statement outside the API).
create function private.request_sender()
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(
    nullif(btrim(split_part(h ->> 'x-forwarded-for', ',', 1)), ''),
    nullif(btrim(h ->> 'x-real-ip'), ''),
    'unknown'
  )
  from (select coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json as h) headers;
$$;

-- BEFORE INSERT on every form table. Applies to the API roles only (anon and
-- authenticated, the role PostgREST switched to); the service role, the
-- dashboard and migrations are not limited.
create function private.limit_writes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  limits private.write_limits;
  sender_key text;
  email_key text;
begin
  if coalesce(current_setting('role', true), '') not in ('anon', 'authenticated') then
    return new;
  end if;

  -- PostgREST runs each request in one transaction, and a JSON array body
  -- becomes one statement of many rows: a second row in the same transaction
  -- means more than one row per request. The whole request is refused, so
  -- nothing of it is stored.
  if exists (select 1 from private.write_attempts a where a.transaction_id = txid_current()) then
    raise exception 'Only one submission per request is accepted'
      using errcode = 'PT400',
            hint = 'Send one row per request, not an array.';
  end if;

  sender_key := md5(private.request_sender());
  email_key := md5(lower(new.email::text));

  select * into limits from private.write_limits l where l.table_name = tg_table_name;
  if found then
    -- Concurrent requests of one sender (or for one address) wait for each
    -- other, so they cannot all count the same stale total.
    perform pg_advisory_xact_lock(hashtextextended('write_limits:sender:' || tg_table_name || ':' || sender_key, 0));
    if (
      select count(*) from private.write_attempts a
      where a.table_name = tg_table_name
        and a.sender_hash = sender_key
        and a.created_at > now() - limits.sender_window
    ) >= limits.per_sender then
      raise exception 'Too many submissions from your network. Please try again later.'
        using errcode = 'PT429',
              hint = 'Try again later.';
    end if;

    if email_key is not null then
      perform pg_advisory_xact_lock(hashtextextended('write_limits:email:' || tg_table_name || ':' || email_key, 0));
      if (
        select count(*) from private.write_attempts a
        where a.table_name = tg_table_name
          and a.email_hash = email_key
          and a.created_at > now() - limits.email_window
      ) >= limits.per_email then
        -- A newsletter sign-up over its address's limit is dropped silently
        -- (201 and no row, so no confirmation mail): a 429 here would tell
        -- anon that others had recently signed the address up. The sender's
        -- attempt still counts.
        if tg_table_name = 'newsletter_subscribers' then
          insert into private.write_attempts (table_name, sender_hash, email_hash)
          values (tg_table_name, sender_key, email_key);
          return null;
        end if;
        raise exception 'Too many submissions for this email address. Please try again later.'
          using errcode = 'PT429',
                hint = 'Try again later.';
      end if;
    end if;
  end if;

  insert into private.write_attempts (table_name, sender_hash, email_hash)
  values (tg_table_name, sender_key, email_key);
  return new;
end;
$$;

revoke all on function private.request_sender() from public, anon, authenticated;
revoke all on function private.limit_writes() from public, anon, authenticated;

-- Trigger order is by name. On consultation_requests the date check
-- (consultation_requests_check_preferred_date) runs before this one; on
-- newsletter_subscribers the numbered names below set the order.
create trigger contacts_limit_writes
  before insert on public.contacts
  for each row execute function private.limit_writes();
create trigger consultation_requests_limit_writes
  before insert on public.consultation_requests
  for each row execute function private.limit_writes();

-- ---------------------------------------------------------------------------
-- Newsletter: validation first, then limits, then the duplicate check
-- ---------------------------------------------------------------------------

-- CHECK and NOT NULL constraints are evaluated after BEFORE triggers, so the
-- duplicate check used to drop a repeated address before its row was checked:
-- a bad body answered 201 for a subscribed address and 400 for any other.
-- This trigger raises the same errors up front (the email domain is already
-- checked when the JSON becomes a row), so every body gets the same answer
-- whether or not the address exists.
create function public.newsletter_subscribers_validate()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.email is null then
    raise exception 'null value in column "email" of relation "newsletter_subscribers" violates not-null constraint'
      using errcode = 'not_null_violation', table = 'newsletter_subscribers', column = 'email';
  end if;
  if new.source is null then
    raise exception 'null value in column "source" of relation "newsletter_subscribers" violates not-null constraint'
      using errcode = 'not_null_violation', table = 'newsletter_subscribers', column = 'source';
  end if;
  if char_length(new.source) not between 1 and 200 then
    raise exception 'new row for relation "newsletter_subscribers" violates check constraint "newsletter_subscribers_source_check"'
      using errcode = 'check_violation', table = 'newsletter_subscribers',
            constraint = 'newsletter_subscribers_source_check';
  end if;
  return new;
end;
$$;

revoke all on function public.newsletter_subscribers_validate() from public, anon, authenticated;

create trigger newsletter_subscribers_1_validate
  before insert on public.newsletter_subscribers
  for each row execute function public.newsletter_subscribers_validate();
create trigger newsletter_subscribers_2_limit_writes
  before insert on public.newsletter_subscribers
  for each row execute function private.limit_writes();
alter trigger newsletter_subscribers_skip_duplicate on public.newsletter_subscribers
  rename to newsletter_subscribers_3_skip_duplicate;

-- ---------------------------------------------------------------------------
-- Newsletter double opt-in
-- ---------------------------------------------------------------------------

-- A sign-up is stored unconfirmed with two random tokens (256 bits each): the
-- confirmation mail links to /newsletter/confirm?token=<confirm_token>, every
-- newsletter to /newsletter/unsubscribe?token=<unsubscribe_token>. anon cannot
-- set or read them (no grant).
alter table public.newsletter_subscribers
  add column confirmed_at timestamptz,
  add column confirm_token text not null
    default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
  add column unsubscribe_token text not null
    default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');

-- Addresses stored before double opt-in existed signed up through the form
-- themselves; they count as confirmed rather than being deleted after 30 days.
update public.newsletter_subscribers set confirmed_at = created_at where confirmed_at is null;

create unique index newsletter_subscribers_confirm_token_key
  on public.newsletter_subscribers (confirm_token);
create unique index newsletter_subscribers_unsubscribe_token_key
  on public.newsletter_subscribers (unsubscribe_token);

-- Both answer the same (nothing) for a good, a wrong or a reused token, so
-- they reveal nothing, and repeating a call changes nothing.
create function public.confirm_newsletter(token text)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.newsletter_subscribers s
  set confirmed_at = now()
  where s.confirm_token = confirm_newsletter.token and s.confirmed_at is null;
$$;

-- Unsubscribing deletes the row at once: nothing about the address is kept.
create function public.unsubscribe_newsletter(token text)
returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.newsletter_subscribers s
  where s.unsubscribe_token = unsubscribe_newsletter.token;
$$;

revoke all on function public.confirm_newsletter(text) from public;
revoke all on function public.unsubscribe_newsletter(text) from public;
grant execute on function public.confirm_newsletter(text) to anon, authenticated, service_role;
grant execute on function public.unsubscribe_newsletter(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- Consultation dates
-- ---------------------------------------------------------------------------

-- Same trigger, more rules; each refusal is a check violation (23514, so 400)
-- naming its own constraint. The bounds mirror consultationDateRules in
-- src/lib/form-limits.ts.
create or replace function public.consultation_requests_check_preferred_date()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  today date := (now() at time zone 'UTC')::date;
begin
  if not isfinite(new.preferred_date) then
    raise exception 'preferred_date must be a calendar date'
      using errcode = 'check_violation',
            constraint = 'consultation_requests_preferred_date_finite_check',
            table = 'consultation_requests',
            column = 'preferred_date';
  end if;
  -- The visitor's "today" may be yesterday in UTC (time zones down to
  -- UTC-12), so one day of skew is allowed.
  if new.preferred_date < today - 1 then
    raise exception 'preferred_date must not be in the past'
      using errcode = 'check_violation',
            constraint = 'consultation_requests_preferred_date_check',
            table = 'consultation_requests',
            column = 'preferred_date';
  end if;
  if new.preferred_date > today + 365 then
    raise exception 'preferred_date must be at most 365 days ahead'
      using errcode = 'check_violation',
            constraint = 'consultation_requests_preferred_date_max_check',
            table = 'consultation_requests',
            column = 'preferred_date';
  end if;
  if extract(isodow from new.preferred_date) > 5 then
    raise exception 'preferred_date must be a weekday (Monday to Friday)'
      using errcode = 'check_violation',
            constraint = 'consultation_requests_preferred_date_weekday_check',
            table = 'consultation_requests',
            column = 'preferred_date';
  end if;
  return new;
end;
$$;

-- ---------------------------------------------------------------------------
-- Retention
-- ---------------------------------------------------------------------------

-- How long each kind of data is kept: the one place to change it. The privacy
-- page quotes these; src/lib/retention.ts holds the same values and
-- tests/backend checks that they agree. Unsubscribed addresses are not here:
-- public.unsubscribe_newsletter deletes them at once.
create table private.retention_periods (
  data text primary key,
  keep interval not null check (keep > interval '0')
);

insert into private.retention_periods (data, keep) values
  ('contacts', interval '24 months'),
  ('consultation_requests', interval '24 months'),
  ('unconfirmed_newsletter_subscribers', interval '30 days'),
  ('write_attempts', interval '1 day');

-- Deletes everything older than its period; returns how many rows of each.
create function private.delete_expired_submissions()
returns table (data text, deleted bigint)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  periods jsonb;
  n bigint;
begin
  select jsonb_object_agg(r.data, r.keep) into periods from private.retention_periods r;

  delete from public.contacts t
  where t.created_at < now() - (periods ->> 'contacts')::interval;
  get diagnostics n = row_count;
  data := 'contacts'; deleted := n; return next;

  delete from public.consultation_requests t
  where t.created_at < now() - (periods ->> 'consultation_requests')::interval;
  get diagnostics n = row_count;
  data := 'consultation_requests'; deleted := n; return next;

  delete from public.newsletter_subscribers t
  where t.confirmed_at is null
    and t.created_at < now() - (periods ->> 'unconfirmed_newsletter_subscribers')::interval;
  get diagnostics n = row_count;
  data := 'unconfirmed_newsletter_subscribers'; deleted := n; return next;

  delete from private.write_attempts t
  where t.created_at < now() - (periods ->> 'write_attempts')::interval;
  get diagnostics n = row_count;
  data := 'write_attempts'; deleted := n; return next;
end;
$$;

revoke all on function private.delete_expired_submissions() from public, anon, authenticated;

-- Daily at 03:17 UTC where pg_cron is enabled (Supabase: Database >
-- Extensions > pg_cron). Elsewhere, nothing is scheduled; run
-- `select * from private.delete_expired_submissions();` by hand or enable
-- pg_cron and apply this block again.
do $$
begin
  if exists (select from pg_extension where extname = 'pg_cron') then
    perform cron.schedule(
      'delete-expired-submissions',
      '17 3 * * *',
      'select private.delete_expired_submissions()'
    );
  end if;
end
$$;
