-- Mail that holds up on a bad day and cannot be turned against anyone.
--
-- 1. Limits that hold whoever sets X-Forwarded-For: senders are compared in
--    one canonical spelling (IPv4 as is, IPv6 by its /64), counters keep an
--    HMAC of the sender (the key never leaves private.hash_key), a request
--    refused by the limit counts toward it, and mail has its own budget:
--    private.mail_limits, per kind of message, an hourly and a daily ceiling.
--    Past a ceiling messages wait in the outbox, and the agency gets one
--    notice (agency_notice) a day per kind.
-- 2. Per-address caps bound the mail sent TO an address (a visitor gets at
--    most one calendar invitation a day, one newsletter confirmation an
--    hour), comparing addresses without +tags and case. Enquiries that mail
--    only the agency are not capped by address, so nobody can lock a known
--    person out. The visitor's invitation carries only the booking's fixed
--    facts: its outbox payload holds nothing else.
-- 3. No silent failure: public.release_outbox_message puts a message back
--    untouched when the provider refuses our credentials, a send that
--    succeeds after failures queues again what failed in the last 7 days, a
--    daily digest (agency_digest) lists failed and waiting messages once mail
--    works, and public.outbox_health() feeds the function's health endpoint.
-- 4. Exactly once under a slow server: a sender claims one message at a time
--    with a claim token and renews its lease while it sends; only the holder
--    of the token can mark or renew the message.
-- 5. A repeated sign-up of an unconfirmed newsletter address queues a fresh
--    confirmation (at most one an hour, see 2).
--
-- Runs unchanged on hosted Supabase (PostgreSQL 15, PostgREST, no extension
-- needed: HMAC-SHA256 is built from the core sha256()).

-- ---------------------------------------------------------------------------
-- Keyed hashes (HMAC-SHA256) with a secret made here, at migration time
-- ---------------------------------------------------------------------------

-- One row: the 64-byte key XORed with HMAC's inner and outer pads. Nobody but
-- the functions below (security definer, owner only) can read it. Replacing
-- the row (the same DO block) makes every stored counter meaningless, which
-- is harmless: they are kept for a day.
create table private.hash_key (
  id boolean primary key default true check (id),
  inner_pad bytea not null,
  outer_pad bytea not null,
  created_at timestamptz not null default now()
);
revoke all on table private.hash_key from public, anon, authenticated, service_role;

do $$
declare
  -- Four random (version 4) UUIDs: 64 bytes, 488 of their bits random.
  secret bytea := decode(replace(
    gen_random_uuid()::text || gen_random_uuid()::text || gen_random_uuid()::text || gen_random_uuid()::text,
    '-', ''), 'hex');
  inner_pad bytea := secret;
  outer_pad bytea := secret;
begin
  for i in 0..63 loop
    inner_pad := set_byte(inner_pad, i, get_byte(secret, i) # 54); -- 0x36
    outer_pad := set_byte(outer_pad, i, get_byte(secret, i) # 92); -- 0x5c
  end loop;
  insert into private.hash_key (inner_pad, outer_pad) values (inner_pad, outer_pad);
end
$$;

-- HMAC-SHA256(key, value) as 64 hex digits.
create function private.keyed_hash(value text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select encode(sha256(k.outer_pad || sha256(k.inner_pad || convert_to(coalesce(value, ''), 'UTF8'))), 'hex')
  from private.hash_key k;
$$;

-- ---------------------------------------------------------------------------
-- Senders, canonically
-- ---------------------------------------------------------------------------

-- Which request header names the client, and which of its entries to trust.
-- Supabase's gateway appends the client's address to X-Forwarded-For; if
-- scripts/probe-forwarded-for.mjs shows that a client's own value arrives
-- first, set entry to 'last' (or header to one the gateway sets itself).
create table private.sender_source (
  id boolean primary key default true check (id),
  header text not null default 'x-forwarded-for' check (header = lower(header)),
  entry text not null default 'first' check (entry in ('first', 'last'))
);
insert into private.sender_source default values;
revoke all on table private.sender_source from public, anon, authenticated;

-- One spelling per sender: an IPv4 address as is (an IPv4-mapped IPv6
-- address too), an IPv6 address by its /64 (one subscriber's network),
-- ports, brackets and zone ids dropped; anything else is 'unparsable' (one
-- shared bucket, so garbage values gain nothing) and nothing is 'unknown'.
create function private.canonical_sender(raw text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  value text := btrim(coalesce(raw, ''));
  address inet;
begin
  if value = '' then
    return 'unknown';
  end if;
  if value ~ '^\[[^\]]*\](:[0-9]+)?$' then
    value := substring(value from '^\[([^\]]*)\]');
  elsif value ~ '^[0-9.]+:[0-9]+$' then
    value := split_part(value, ':', 1);
  end if;
  value := split_part(value, '%', 1);
  begin
    address := value::inet;
  exception when others then
    return 'unparsable';
  end;
  address := host(address)::inet;
  if family(address) = 4 then
    return host(address);
  end if;
  if address <<= '::ffff:0.0.0.0/96'::inet then
    return host('0.0.0.0'::inet + (address - '::ffff:0.0.0.0'::inet));
  end if;
  return network(set_masklen(address, 64))::text;
end;
$$;

-- The client of the current API request, canonical: the chosen entry of the
-- chosen header (private.sender_source). X-Real-IP is never read: a client
-- can set it, and PostgREST passes it on unchanged.
create or replace function private.request_sender()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select private.canonical_sender(
    case s.entry
      when 'first' then split_part(h ->> s.header, ',', 1)
      else (regexp_split_to_array(h ->> s.header, ','))[
        coalesce(array_length(regexp_split_to_array(h ->> s.header, ','), 1), 1)]
    end)
  from private.sender_source s,
    (select coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json as h) headers;
$$;

-- ---------------------------------------------------------------------------
-- The write path: per-sender limits only, refusals counted
-- ---------------------------------------------------------------------------

-- Per-address limits moved to the mail they cause (private.mail_limits): an
-- enquiry naming someone's address mails only the agency, so it must not use
-- up that person's allowance. The old md5 counters are dropped: they were
-- unkeyed, so an address could be found from them by trying candidates.
delete from private.write_attempts;
drop index private.write_attempts_email_idx;
alter table private.write_attempts drop column email_hash;
alter table private.write_attempts add column refused boolean not null default false;
alter table private.write_limits drop constraint write_limits_window_check;
alter table private.write_limits drop column per_email, drop column email_window;
alter table private.write_limits add constraint write_limits_window_check
  check (sender_window > interval '0' and sender_window <= interval '1 day');

-- A request over its sender's limit stores nothing and is answered 429 with
-- Retry-After, through PostgREST's response.status and response.headers
-- settings rather than an error: an error would roll the refusal back, and a
-- refusal must count, so a sender that keeps flooding stays refused.
create or replace function private.limit_writes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  limits private.write_limits;
  sender_key text;
begin
  if coalesce(current_setting('role', true), '') not in ('anon', 'authenticated') then
    return new;
  end if;

  -- One row per request (see 20261123000000_write_path_limits.sql).
  if exists (select 1 from private.write_attempts a where a.transaction_id = txid_current()) then
    raise exception 'Only one submission per request is accepted'
      using errcode = 'PT400',
            hint = 'Send one row per request, not an array.';
  end if;

  sender_key := private.keyed_hash(private.request_sender());
  select * into limits from private.write_limits l where l.table_name = tg_table_name;

  if found then
    perform pg_advisory_xact_lock(hashtextextended('write_limits:sender:' || tg_table_name || ':' || sender_key, 0));
    if (
      select count(*) from private.write_attempts a
      where a.table_name = tg_table_name
        and a.sender_hash = sender_key
        and a.created_at > now() - limits.sender_window
    ) >= limits.per_sender then
      insert into private.write_attempts (table_name, sender_hash, refused)
      values (tg_table_name, sender_key, true);
      perform set_config('response.status', '429', true);
      perform set_config('response.headers',
        json_build_array(json_build_object('Retry-After',
          ceil(extract(epoch from limits.sender_window))::text))::text, true);
      return null;
    end if;
  end if;

  insert into private.write_attempts (table_name, sender_hash)
  values (tg_table_name, sender_key);
  return new;
end;
$$;

revoke all on function private.keyed_hash(text) from public, anon, authenticated;
revoke all on function private.canonical_sender(text) from public, anon, authenticated;
revoke all on function private.request_sender() from public, anon, authenticated;
revoke all on function private.limit_writes() from public, anon, authenticated;

-- ---------------------------------------------------------------------------
-- Mail limits: the budget per kind and the caps per recipient address
-- ---------------------------------------------------------------------------

-- per_hour / per_day: at most this many messages of the kind are SENT in any
-- hour / day; the rest wait in the outbox (nothing is dropped). The defaults
-- add up to 95 a day, inside a typical provider's free tier (100 a day).
-- per_recipient / recipient_window: at most this many messages of the kind
-- are queued for one visitor address (compared without +tags and case) in
-- the window; more are not queued at all (the submission itself is kept).
-- Change them with a plain UPDATE; they apply at once.
create table private.mail_limits (
  kind text primary key,
  per_hour integer not null check (per_hour >= 0),
  per_day integer not null check (per_day >= 0),
  per_recipient integer check (per_recipient >= 0),
  recipient_window interval check (recipient_window > interval '0'),
  constraint mail_limits_recipient_check check ((per_recipient is null) = (recipient_window is null))
);
revoke all on table private.mail_limits from public, anon, authenticated;

insert into private.mail_limits (kind, per_hour, per_day, per_recipient, recipient_window) values
  ('agency_contact', 15, 40, null, null),
  ('agency_consultation', 5, 15, null, null),
  ('visitor_consultation', 5, 15, 1, interval '1 day'),
  ('newsletter_confirm', 10, 25, 1, interval '1 hour');

-- How mail went lately: one row, written by the sender's functions.
create table private.mail_state (
  id boolean primary key default true check (id),
  -- 'sent', 'failed' (a transient failure), 'credentials_refused', or null (nothing yet)
  last_outcome text check (last_outcome in ('sent', 'failed', 'credentials_refused')),
  last_sent_at timestamptz,
  last_failed_at timestamptz,
  last_error text,
  credentials_refused_since timestamptz
);
insert into private.mail_state default values;
revoke all on table private.mail_state from public, anon, authenticated;

-- ---------------------------------------------------------------------------
-- The outbox, extended
-- ---------------------------------------------------------------------------

alter table private.outbox
  add column recipient_key text,
  add column claim uuid,
  add column failed_at timestamptz,
  add column failed_permanently boolean not null default false;

alter table private.outbox drop constraint outbox_kind_check;
alter table private.outbox add constraint outbox_kind_check check (kind in (
  'agency_contact', 'agency_consultation', 'visitor_consultation', 'newsletter_confirm',
  'agency_notice', 'agency_digest'
));

create index outbox_recipient_idx on private.outbox (kind, recipient_key, created_at)
  where recipient_key is not null;
create index outbox_sent_idx on private.outbox (kind, sent_at) where sent_at is not null;

-- A visitor's address, for the caps: lower case, without a +tag.
create function private.canonical_email(email text)
returns text
language sql
immutable
set search_path = ''
as $$
  select regexp_replace(lower(btrim(coalesce(email, ''))), '\+[^@]*@', '@');
$$;

update private.outbox
set recipient_key = private.canonical_email(payload ->> 'email')
where kind in ('visitor_consultation', 'newsletter_confirm');

-- The visitor's invitation keeps only the booking's fixed facts: the free
-- text (name, company, message) stays in the agency's copy.
update private.outbox
set payload = payload - 'name' - 'company' - 'message'
where kind = 'visitor_consultation';

-- Queues a message to a visitor's address unless that address's cap for the
-- kind is used up. Returns whether it queued.
create function private.queue_visitor_mail(
  message_kind text, source_table text, source_id uuid, email text, payload jsonb
)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  recipient text := private.canonical_email(email);
  limits private.mail_limits;
begin
  select * into limits from private.mail_limits l where l.kind = message_kind;
  if found and limits.per_recipient is not null then
    perform pg_advisory_xact_lock(hashtextextended('outbox:recipient:' || message_kind || ':' || recipient, 0));
    if (
      select count(*) from private.outbox o
      where o.kind = message_kind
        and o.recipient_key = recipient
        and o.created_at > now() - limits.recipient_window
    ) >= limits.per_recipient then
      return false;
    end if;
  end if;
  insert into private.outbox (kind, source_table, source_id, payload, recipient_key)
  values (message_kind, source_table, source_id, payload, recipient);
  return true;
end;
$$;

create or replace function private.enqueue_submission_mail()
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
    values ('agency_consultation', tg_table_name, new.id, jsonb_build_object(
      'id', new.id, 'created_at', new.created_at, 'name', new.name, 'email', new.email,
      'company', new.company, 'consultation_type', new.consultation_type,
      'preferred_date', new.preferred_date, 'preferred_time', new.preferred_time,
      'message', new.message));
    perform private.queue_visitor_mail('visitor_consultation', tg_table_name, new.id, new.email,
      jsonb_build_object(
        'id', new.id, 'email', new.email, 'consultation_type', new.consultation_type,
        'preferred_date', new.preferred_date, 'preferred_time', new.preferred_time));
  elsif tg_table_name = 'newsletter_subscribers' then
    if new.confirmed_at is null then
      perform private.queue_visitor_mail('newsletter_confirm', tg_table_name, new.id, new.email,
        jsonb_build_object(
          'id', new.id, 'email', new.email, 'source', new.source,
          'confirm_token', new.confirm_token, 'unsubscribe_token', new.unsubscribe_token));
    end if;
  end if;
  return null;
end;
$$;

-- A repeated sign-up still stores one row and answers the same; for an
-- address that is not confirmed yet it queues the confirmation again (the
-- first may have been lost), within the address's cap.
create or replace function public.newsletter_subscribers_skip_duplicate()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  existing public.newsletter_subscribers;
begin
  perform pg_advisory_xact_lock(hashtextextended(lower(new.email), 0));
  select * into existing from public.newsletter_subscribers s where lower(s.email) = lower(new.email);
  if found then
    if existing.confirmed_at is null then
      perform private.queue_visitor_mail('newsletter_confirm', 'newsletter_subscribers', existing.id,
        existing.email, jsonb_build_object(
          'id', existing.id, 'email', existing.email, 'source', existing.source,
          'confirm_token', existing.confirm_token, 'unsubscribe_token', existing.unsubscribe_token));
    end if;
    return null;
  end if;
  return new;
end;
$$;

revoke all on function private.canonical_email(text) from public, anon, authenticated;
revoke all on function private.queue_visitor_mail(text, text, uuid, text, jsonb) from public, anon, authenticated;
revoke all on function public.newsletter_subscribers_skip_duplicate() from public, anon, authenticated;

-- ---------------------------------------------------------------------------
-- Budget, notices and the digest
-- ---------------------------------------------------------------------------

-- How many more messages of each budgeted kind may go now: the smaller of
-- what the hour and the day leave, counting messages in flight.
create function private.mail_room()
returns table (kind text, room bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select l.kind, least(
    l.per_hour - count(*) filter (where o.sent_at > now() - interval '1 hour' or o.status = 'sending'),
    l.per_day - count(*) filter (where o.sent_at > now() - interval '1 day' or o.status = 'sending'))
  from private.mail_limits l
  left join private.outbox o
    on o.kind = l.kind
   and (o.sent_at > now() - interval '1 day' or (o.status = 'sending' and o.locked_until >= now()))
  group by l.kind, l.per_hour, l.per_day;
$$;

-- One notice a day per kind whose ceiling holds back due messages.
create function private.queue_budget_notices()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  full_kind record;
begin
  for full_kind in
    select r.kind, r.room, l.per_hour, l.per_day,
      (select count(*) from private.outbox o
       where o.kind = r.kind and o.status = 'pending' and o.next_attempt_at <= now()) as waiting
    from private.mail_room() r join private.mail_limits l on l.kind = r.kind
    where r.room <= 0
  loop
    continue when full_kind.waiting = 0;
    continue when exists (
      select 1 from private.outbox o
      where o.kind = 'agency_notice' and o.payload ->> 'limited_kind' = full_kind.kind
        and o.created_at > now() - interval '1 day');
    insert into private.outbox (kind, source_table, source_id, payload)
    values ('agency_notice', 'mail_limits', gen_random_uuid(), jsonb_build_object(
      'limited_kind', full_kind.kind, 'per_hour', full_kind.per_hour, 'per_day', full_kind.per_day,
      'waiting', full_kind.waiting, 'at', now()));
  end loop;
end;
$$;

-- Once mail works: a digest to the agency, at most daily, when messages have
-- failed in the last 7 days or waited more than an hour. Nothing is queued
-- while mail is failing (it would only wait with the rest).
create function private.queue_digest_if_due()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  failed bigint;
  waiting bigint;
begin
  if (select s.last_outcome from private.mail_state s) is distinct from 'sent' then
    return;
  end if;
  if exists (
    select 1 from private.outbox o
    where o.kind = 'agency_digest' and o.created_at > now() - interval '1 day'
  ) then
    return;
  end if;
  select count(*) filter (where o.status = 'failed' and o.failed_at > now() - interval '7 days'),
         count(*) filter (where o.status in ('pending', 'sending') and o.created_at < now() - interval '1 hour')
    into failed, waiting
  from private.outbox o
  where o.kind <> 'agency_digest';
  if failed = 0 and waiting = 0 then
    return;
  end if;
  insert into private.outbox (kind, source_table, source_id, payload)
  values ('agency_digest', 'outbox', gen_random_uuid(), jsonb_build_object(
    'failed', failed, 'waiting', waiting, 'at', now(),
    'messages', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', m.id, 'kind', m.kind, 'status', m.status, 'attempts', m.attempts,
        'created_at', m.created_at, 'last_error', left(m.last_error, 300)) order by m.id)
      from (
        select o.* from private.outbox o
        where o.kind <> 'agency_digest'
          and ((o.status = 'failed' and o.failed_at > now() - interval '7 days')
            or (o.status in ('pending', 'sending') and o.created_at < now() - interval '1 hour'))
        order by o.id
        limit 50
      ) m), '[]'::jsonb)));
end;
$$;

revoke all on function private.mail_room() from public, anon, authenticated;
revoke all on function private.queue_budget_notices() from public, anon, authenticated;
revoke all on function private.queue_digest_if_due() from public, anon, authenticated;

-- ---------------------------------------------------------------------------
-- The sender's functions: one message per claim, a claim token, a lease that
-- the sender renews while it works
-- ---------------------------------------------------------------------------

drop function public.claim_outbox(integer, integer);
drop function public.mark_outbox_sent(bigint);
drop function public.mark_outbox_failed(bigint, text, boolean);

-- The next due message whose kind has room in the budget, or nothing. Claims
-- are taken one at a time (an advisory lock), so two senders never both see
-- the same room. The claim token must be shown to renew, mark or release it.
create function public.claim_outbox_message(lease_seconds double precision default 120)
returns table (id bigint, kind text, payload jsonb, attempts integer, max_attempts integer, claim uuid)
language plpgsql
security definer
set search_path = ''
as $$
declare
  picked bigint;
  token uuid := gen_random_uuid();
begin
  perform pg_advisory_xact_lock(hashtextextended('outbox:claim', 0));
  perform private.queue_budget_notices();
  perform private.queue_digest_if_due();

  select o.id into picked
  from private.outbox o
  left join private.mail_room() r on r.kind = o.kind
  where o.next_attempt_at <= now()
    and (o.status = 'pending' or (o.status = 'sending' and o.locked_until < clock_timestamp()))
    and (r.kind is null or r.room > 0)
  order by o.next_attempt_at, o.id
  limit 1
  for update of o skip locked;

  if picked is null then
    return;
  end if;

  return query
  update private.outbox o
  set status = 'sending',
      attempts = o.attempts + 1,
      claim = token,
      locked_until = clock_timestamp() + make_interval(secs => greatest(lease_seconds, 0.5))
  where o.id = picked
  returning o.id, o.kind, o.payload, o.attempts, o.max_attempts, o.claim;
end;
$$;

-- Keeps the claim alive while the sender still works on it. False when the
-- claim is no longer this sender's.
create function public.renew_outbox_lease(message_id bigint, claim uuid, lease_seconds double precision default 120)
returns boolean
language sql
security definer
set search_path = ''
as $$
  with renewed as (
    update private.outbox o
    set locked_until = clock_timestamp() + make_interval(secs => greatest(lease_seconds, 0.5))
    where o.id = message_id and o.claim = renew_outbox_lease.claim and o.status = 'sending'
    returning 1
  )
  select exists (select 1 from renewed);
$$;

-- Sent. When the send before it had failed, mail has just come back: what
-- failed for a transient reason in the last 7 days is queued again with a
-- fresh set of attempts, what waits for a retry is due now, and the digest
-- goes out if one is due.
create function public.mark_outbox_sent(message_id bigint, claim uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  previous text;
begin
  update private.outbox o
  set status = 'sent', sent_at = now(), locked_until = null, last_error = null
  where o.id = message_id and o.claim = mark_outbox_sent.claim and o.status = 'sending';
  if not found then
    return;
  end if;
  select s.last_outcome into previous from private.mail_state s for update;
  update private.mail_state
  set last_outcome = 'sent', last_sent_at = now(), credentials_refused_since = null;
  if previous is distinct from 'sent' then
    update private.outbox o
    set status = 'pending', attempts = 0, next_attempt_at = now(), failed_at = null
    where o.status = 'failed' and not o.failed_permanently
      and o.failed_at > now() - interval '7 days';
    update private.outbox o
    set next_attempt_at = now()
    where o.status = 'pending' and o.next_attempt_at > now();
  end if;
  perform private.queue_digest_if_due();
end;
$$;

-- Keeps the error. Retries after private.outbox_backoff(attempts) until
-- max_attempts; a permanent error (the provider refused this message) fails
-- at once and is not queued again automatically.
create function public.mark_outbox_failed(message_id bigint, claim uuid, error text, permanent boolean default false)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.outbox o
  set status = case when permanent or o.attempts >= o.max_attempts then 'failed' else 'pending' end,
      failed_at = case when permanent or o.attempts >= o.max_attempts then now() end,
      failed_permanently = permanent,
      next_attempt_at = now() + private.outbox_backoff(o.attempts),
      locked_until = null,
      last_error = left(coalesce(error, 'unknown error'), 2000)
  where o.id = message_id and o.claim = mark_outbox_failed.claim and o.status = 'sending';
  if found and not permanent then
    update private.mail_state
    set last_outcome = 'failed', last_failed_at = now(), last_error = left(coalesce(error, 'unknown error'), 500);
  end if;
end;
$$;

-- The provider refused our credentials: a configuration error, not the
-- message's fault. The message waits as it was (this attempt not counted),
-- and mail_state says so until a send succeeds.
create function public.release_outbox_message(message_id bigint, claim uuid, error text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.outbox o
  set status = 'pending', attempts = greatest(o.attempts - 1, 0), locked_until = null,
      next_attempt_at = now(), last_error = left(coalesce(error, 'unknown error'), 2000)
  where o.id = message_id and o.claim = release_outbox_message.claim and o.status = 'sending';
  update private.mail_state
  set last_outcome = 'credentials_refused', last_failed_at = now(),
      credentials_refused_since = coalesce(credentials_refused_since, now()),
      last_error = left(coalesce(error, 'unknown error'), 500);
end;
$$;

-- For the function's health endpoint and for people.
create function public.outbox_health()
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select json_build_object(
    'last_outcome', s.last_outcome,
    'last_sent_at', s.last_sent_at,
    'last_failed_at', s.last_failed_at,
    'last_error', s.last_error,
    'credentials_refused_since', s.credentials_refused_since,
    'pending', (select count(*) from private.outbox o where o.status in ('pending', 'sending')),
    'oldest_due_at', (select min(o.next_attempt_at) from private.outbox o
                      where o.status in ('pending', 'sending') and o.next_attempt_at <= now()),
    'held_by_budget', (select count(*) from private.outbox o join private.mail_room() r on r.kind = o.kind
                       where o.status = 'pending' and o.next_attempt_at <= now() and r.room <= 0),
    'failed_last_day', (select count(*) from private.outbox o
                        where o.status = 'failed' and o.failed_at > now() - interval '1 day'),
    'failed_last_7_days', (select count(*) from private.outbox o
                           where o.status = 'failed' and o.failed_at > now() - interval '7 days'),
    'checked_at', now())
  from private.mail_state s;
$$;

create or replace function public.requeue_outbox(revive_failed boolean default false)
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
      attempts = case when status = 'failed' then 0 else attempts end,
      failed_at = null
  where status = 'pending' or (revive_failed and status = 'failed');
  get diagnostics n = row_count;
  return n;
end;
$$;

revoke all on function public.claim_outbox_message(double precision) from public, anon, authenticated;
revoke all on function public.renew_outbox_lease(bigint, uuid, double precision) from public, anon, authenticated;
revoke all on function public.mark_outbox_sent(bigint, uuid) from public, anon, authenticated;
revoke all on function public.mark_outbox_failed(bigint, uuid, text, boolean) from public, anon, authenticated;
revoke all on function public.release_outbox_message(bigint, uuid, text) from public, anon, authenticated;
revoke all on function public.outbox_health() from public, anon, authenticated;
grant execute on function public.claim_outbox_message(double precision) to service_role;
grant execute on function public.renew_outbox_lease(bigint, uuid, double precision) to service_role;
grant execute on function public.mark_outbox_sent(bigint, uuid) to service_role;
grant execute on function public.mark_outbox_failed(bigint, uuid, text, boolean) to service_role;
grant execute on function public.release_outbox_message(bigint, uuid, text) to service_role;
grant execute on function public.outbox_health() to service_role;
