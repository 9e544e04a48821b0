-- Every inquiry reaches a person: the outbox.
--
-- Storing a contact inquiry, a consultation request or an unconfirmed
-- newsletter sign-up also writes the mails it causes into private.outbox, in
-- the same transaction (AFTER INSERT triggers): a stored submission always
-- has its messages, a refused one (rate limit, constraint) has none.
--
-- The Edge Function supabase/functions/send-outbox drains it through three
-- functions that only the service role may call (PostgREST RPC):
--   claim_outbox(batch_size, lease_seconds)  due messages, locked with
--       FOR UPDATE SKIP LOCKED and leased, so two senders never share one
--   mark_outbox_sent(message_id)             done
--   mark_outbox_failed(message_id, error, permanent)
--       retried later with exponential backoff, or failed for good after the
--       last attempt (or at once when permanent); the row and its error stay
-- and two for people: list_outbox(status) shows what is queued or failed,
-- requeue_outbox(revive_failed) makes waiting (and, if asked, failed)
-- messages due now, e.g. after fixing the mail provider.
--
-- The outbox stores what the mail needs (the submission's fields, the
-- newsletter tokens); the function renders the text. anon and authenticated
-- have no usage on schema private and no execute on these functions.

create table private.outbox (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  -- agency_contact, agency_consultation, visitor_consultation, newsletter_confirm
  kind text not null,
  source_table text not null,
  source_id uuid not null,
  payload jsonb not null,
  status text not null default 'pending',
  attempts integer not null default 0,
  max_attempts integer not null default 6,
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  last_error text,
  sent_at timestamptz,
  constraint outbox_kind_check check (kind in (
    'agency_contact', 'agency_consultation', 'visitor_consultation', 'newsletter_confirm'
  )),
  constraint outbox_status_check check (status in ('pending', 'sending', 'sent', 'failed')),
  constraint outbox_attempts_check check (attempts >= 0 and max_attempts >= 1)
);

create index outbox_due_idx on private.outbox (next_attempt_at, id)
  where status in ('pending', 'sending');

revoke all on table private.outbox from public, anon, authenticated;

-- Backoff after the n-th failed attempt: 30 s, 2 min, 8 min, 32 min, 2 h
-- (times 4 each time, at most 6 hours).
create function private.outbox_backoff(attempts integer)
returns interval
language sql
immutable
set search_path = ''
as $$
  select least(interval '30 seconds' * power(4, greatest(attempts - 1, 0)), interval '6 hours');
$$;

-- ---------------------------------------------------------------------------
-- The triggers: one row per mail a submission causes
-- ---------------------------------------------------------------------------

create function private.enqueue_submission_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'contacts' then
    insert into private.outbox (kind, source_table, source_id, payload)
    values ('agency_contact', tg_table_name, new.id, jsonb_build_object(
      'id', new.id, 'created_at', new.created_at, 'name', new.name, 'email', new.email,
      'company', new.company, 'phone', new.phone, 'project_type', new.project_type,
      'budget', new.budget, 'message', new.message));
  elsif tg_table_name = 'consultation_requests' then
    insert into private.outbox (kind, source_table, source_id, payload)
    select k, tg_table_name, new.id, jsonb_build_object(
      'id', new.id, 'created_at', new.created_at, 'name', new.name, 'email', new.email,
      'company', new.company, 'consultation_type', new.consultation_type,
      'preferred_date', new.preferred_date, 'preferred_time', new.preferred_time,
      'message', new.message)
    from unnest(array['agency_consultation', 'visitor_consultation']) k;
  elsif tg_table_name = 'newsletter_subscribers' then
    -- Rows stored confirmed (by the service role) need no confirmation mail.
    if new.confirmed_at is null then
      insert into private.outbox (kind, source_table, source_id, payload)
      values ('newsletter_confirm', tg_table_name, new.id, jsonb_build_object(
        'id', new.id, 'email', new.email, 'source', new.source,
        'confirm_token', new.confirm_token, 'unsubscribe_token', new.unsubscribe_token));
    end if;
  end if;
  return null;
end;
$$;

revoke all on function private.enqueue_submission_mail() from public, anon, authenticated;

create trigger contacts_enqueue_mail
  after insert on public.contacts
  for each row execute function private.enqueue_submission_mail();
create trigger consultation_requests_enqueue_mail
  after insert on public.consultation_requests
  for each row execute function private.enqueue_submission_mail();
create trigger newsletter_subscribers_enqueue_mail
  after insert on public.newsletter_subscribers
  for each row execute function private.enqueue_submission_mail();

-- ---------------------------------------------------------------------------
-- The sender's functions (service role only)
-- ---------------------------------------------------------------------------

-- Due messages, oldest first. A claimed message is leased for lease_seconds:
-- a sender that dies mid-send leaves it to be claimed again after the lease.
create function public.claim_outbox(batch_size integer default 10, lease_seconds integer default 120)
returns table (id bigint, kind text, payload jsonb, attempts integer, max_attempts integer)
language sql
security definer
set search_path = ''
as $$
  with due as (
    select o.id
    from private.outbox o
    where o.next_attempt_at <= now()
      and (o.status = 'pending' or (o.status = 'sending' and o.locked_until < now()))
    order by o.next_attempt_at, o.id
    limit least(greatest(batch_size, 1), 100)
    for update skip locked
  )
  update private.outbox o
  set status = 'sending',
      attempts = o.attempts + 1,
      locked_until = now() + make_interval(secs => greatest(lease_seconds, 10))
  from due
  where o.id = due.id
  returning o.id, o.kind, o.payload, o.attempts, o.max_attempts;
$$;

create function public.mark_outbox_sent(message_id bigint)
returns void
language sql
security definer
set search_path = ''
as $$
  update private.outbox
  set status = 'sent', sent_at = now(), locked_until = null, last_error = null
  where id = message_id and status = 'sending';
$$;

-- Keeps the error. Retries after private.outbox_backoff(attempts) until
-- max_attempts; a permanent error (the provider refused the message itself)
-- fails at once. A failed message is never deleted.
create function public.mark_outbox_failed(message_id bigint, error text, permanent boolean default false)
returns void
language sql
security definer
set search_path = ''
as $$
  update private.outbox
  set status = case when permanent or attempts >= max_attempts then 'failed' else 'pending' end,
      next_attempt_at = now() + private.outbox_backoff(attempts),
      locked_until = null,
      last_error = left(coalesce(error, 'unknown error'), 2000)
  where id = message_id and status = 'sending';
$$;

-- What is in the outbox (newest first), for people and tests; without the
-- payload, which holds the newsletter tokens.
create function public.list_outbox(message_status text default null, max_rows integer default 1000)
returns table (
  id bigint, created_at timestamptz, kind text, source_table text, source_id uuid,
  recipient text, status text, attempts integer, max_attempts integer,
  next_attempt_at timestamptz, last_error text, sent_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select o.id, o.created_at, o.kind, o.source_table, o.source_id,
    case when o.kind like 'agency_%' then 'agency' else o.payload ->> 'email' end,
    o.status, o.attempts, o.max_attempts, o.next_attempt_at, o.last_error, o.sent_at
  from private.outbox o
  where message_status is null or o.status = message_status
  order by o.id desc
  limit least(greatest(max_rows, 1), 10000);
$$;

-- Makes every waiting message due now; with revive_failed, failed ones get
-- a fresh set of attempts too. Returns how many messages it touched.
create function public.requeue_outbox(revive_failed boolean default false)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  n integer;
begin
  update private.outbox
  set next_attempt_at = now(),
      status = 'pending',
      attempts = case when status = 'failed' then 0 else attempts end
  where status = 'pending' or (revive_failed and status = 'failed');
  get diagnostics n = row_count;
  return n;
end;
$$;

revoke all on function public.claim_outbox(integer, integer) from public, anon, authenticated;
revoke all on function public.mark_outbox_sent(bigint) from public, anon, authenticated;
revoke all on function public.mark_outbox_failed(bigint, text, boolean) from public, anon, authenticated;
revoke all on function public.list_outbox(text, integer) from public, anon, authenticated;
revoke all on function public.requeue_outbox(boolean) from public, anon, authenticated;
revoke all on function private.outbox_backoff(integer) from public, anon, authenticated;
grant execute on function public.claim_outbox(integer, integer) to service_role;
grant execute on function public.mark_outbox_sent(bigint) to service_role;
grant execute on function public.mark_outbox_failed(bigint, text, boolean) to service_role;
grant execute on function public.list_outbox(text, integer) to service_role;
grant execute on function public.requeue_outbox(boolean) to service_role;

-- ---------------------------------------------------------------------------
-- Supabase Cron: call the Edge Function every minute
-- ---------------------------------------------------------------------------

-- Only where pg_cron and pg_net are enabled (Supabase: Database > Extensions).
-- The project URL and the service role key are read from Supabase Vault at
-- each run, so no secret is written into this file or the cron table:
--   select vault.create_secret('https://<project-ref>.supabase.co', 'project_url');
--   select vault.create_secret('<service role key>', 'service_role_key');
-- Elsewhere nothing is scheduled (locally, scripts/mail-scheduler.mjs calls
-- the function instead). After enabling the extensions, apply this block again.
do $$
begin
  if exists (select from pg_extension where extname = 'pg_cron')
     and exists (select from pg_extension where extname = 'pg_net') then
    perform cron.schedule(
      'send-outbox',
      '* * * * *',
      $cron$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
          || '/functions/v1/send-outbox',
        headers := jsonb_build_object(
          'Content-Type', 'application/json',
          'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
        ),
        body := '{}'::jsonb,
        timeout_milliseconds := 55000
      );
      $cron$
    );
  end if;
end
$$;
