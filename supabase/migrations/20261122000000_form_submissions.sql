-- Form submissions from the public site: contact enquiries, consultation
-- requests and newsletter sign-ups. Visitors write with the public anon key.
--
-- * anon may INSERT the form's own columns and nothing else: no select,
--   update or delete (column grants below; RLS is on for every table).
-- * Validation lives in CHECK constraints, never in the RLS policy: Postgres
--   evaluates the policy first, so a validating policy would turn a clear
--   400 (23514, naming the constraint) into an opaque 401 (42501).
-- * Empty optional fields (company, phone, budget, consultation message) are
--   sent as NULL by src/lib/submissions.ts, never as ''.
-- * Length limits mirror src/lib/form-limits.ts and the option lists mirror
--   src/content/form-options.ts; tests/backend checks that they agree.

-- The browser's own <input type="email"> rule (WHATWG), so the database never
-- refuses an address the browser accepted.
create domain public.email_address as text
  constraint email_address_check check (
    char_length(value) <= 254
    and value ~ '^[a-zA-Z0-9.!#$%&''*+/=?^_`{|}~-]+@[a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(\.[a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$'
  );

create table public.contacts (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null,
  email public.email_address not null,
  company text,
  phone text,
  project_type text not null,
  budget text,
  message text not null,
  constraint contacts_name_check check (char_length(name) <= 200 and name ~ '\S'),
  constraint contacts_company_check check (company is null or char_length(company) <= 200),
  constraint contacts_phone_check check (phone is null or char_length(phone) <= 50),
  constraint contacts_project_type_check check (project_type in (
    'AI Automation',
    'Web Development',
    'Mobile App Development',
    'Performance Marketing',
    'Low-Code/No-Code Solutions',
    'Consulting & Strategy',
    'Other'
  )),
  constraint contacts_budget_check check (budget is null or budget in (
    'Under $10k',
    '$10k - $25k',
    '$25k - $50k',
    '$50k - $100k',
    '$100k+',
    'Not Sure Yet'
  )),
  constraint contacts_message_check check (char_length(message) <= 5000 and message ~ '\S')
);

create table public.consultation_requests (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null,
  email public.email_address not null,
  company text,
  consultation_type text not null,
  preferred_date date not null,
  preferred_time text not null,
  message text,
  constraint consultation_requests_name_check check (char_length(name) <= 200 and name ~ '\S'),
  constraint consultation_requests_company_check check (company is null or char_length(company) <= 200),
  constraint consultation_requests_consultation_type_check check (consultation_type in (
    'AI Strategy & Roadmap',
    'Technical Architecture Review',
    'Project Scoping & Estimation',
    'Technology Stack Consultation',
    'Digital Transformation Planning',
    'Team Augmentation Discussion',
    'General Business Consultation'
  )),
  constraint consultation_requests_preferred_time_check check (preferred_time in (
    '09:00 AM - 10:00 AM',
    '10:00 AM - 11:00 AM',
    '11:00 AM - 12:00 PM',
    '01:00 PM - 02:00 PM',
    '02:00 PM - 03:00 PM',
    '03:00 PM - 04:00 PM',
    '04:00 PM - 05:00 PM'
  )),
  constraint consultation_requests_message_check check (message is null or char_length(message) <= 5000)
);

-- "Not in the past" is a trigger, not a CHECK: a CHECK must hold forever,
-- and pg_dump restores or ALTER TABLE ... VALIDATE would re-check old rows,
-- which fail once their date has passed. The trigger judges a row only when
-- it is written, and raises the same error code as a CHECK (23514, so 400).
create function public.consultation_requests_check_preferred_date()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- The visitor's "today" may be yesterday in UTC (time zones down to
  -- UTC-12), so one day of skew is allowed.
  if new.preferred_date < (now() at time zone 'UTC')::date - 1 then
    raise exception 'preferred_date must not be in the past'
      using errcode = 'check_violation',
            constraint = 'consultation_requests_preferred_date_check',
            table = 'consultation_requests',
            column = 'preferred_date';
  end if;
  return new;
end;
$$;

create trigger consultation_requests_check_preferred_date
  before insert or update of preferred_date on public.consultation_requests
  for each row execute function public.consultation_requests_check_preferred_date();

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  email public.email_address not null,
  source text not null,
  constraint newsletter_subscribers_source_check check (char_length(source) between 1 and 200)
);

create unique index newsletter_subscribers_email_key
  on public.newsletter_subscribers (lower(email));

-- Signing up twice succeeds and stores one row, and the answer must not tell
-- anon whether the address was already there: a repeat is skipped silently
-- (returning NULL drops the row), so both inserts get the same 201.
-- SECURITY DEFINER because anon may not read the table to look the address up.
create function public.newsletter_subscribers_skip_duplicate()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Two concurrent sign-ups of one address wait for each other here, so the
  -- second sees the first's row instead of failing on the unique index.
  perform pg_advisory_xact_lock(hashtextextended(lower(new.email), 0));
  if exists (
    select 1 from public.newsletter_subscribers s where lower(s.email) = lower(new.email)
  ) then
    return null;
  end if;
  return new;
end;
$$;

-- Trigger functions are never called directly (firing a trigger does not
-- check EXECUTE), so nobody needs the privilege.
revoke all on function public.newsletter_subscribers_skip_duplicate() from public, anon, authenticated;
revoke all on function public.consultation_requests_check_preferred_date() from public, anon, authenticated;

create trigger newsletter_subscribers_skip_duplicate
  before insert on public.newsletter_subscribers
  for each row execute function public.newsletter_subscribers_skip_duplicate();

-- Row-level security on every table. The insert policies are open on purpose
-- (with check (true)): anyone may submit a form, and what they can write is
-- limited by the column grants and constraints above. No select, update or
-- delete policy exists, so anon can never read or change a row.
alter table public.contacts enable row level security;
alter table public.consultation_requests enable row level security;
alter table public.newsletter_subscribers enable row level security;

create policy "Visitors can send a contact enquiry"
  on public.contacts for insert to anon with check (true);
create policy "Visitors can request a consultation"
  on public.consultation_requests for insert to anon with check (true);
create policy "Visitors can subscribe to the newsletter"
  on public.newsletter_subscribers for insert to anon with check (true);

-- Explicit grants: newer Supabase projects no longer grant new tables to the
-- API roles, older ones grant everything by default; revoking first gives the
-- same result on both.
revoke all on table
  public.contacts, public.consultation_requests, public.newsletter_subscribers
  from anon, authenticated;

grant insert (name, email, company, phone, project_type, budget, message)
  on table public.contacts to anon;
grant insert (name, email, company, consultation_type, preferred_date, preferred_time, message)
  on table public.consultation_requests to anon;
grant insert (email, source)
  on table public.newsletter_subscribers to anon;

-- The service role (server-side tools, never the browser) reads submissions
-- and deletes them on request.
grant select, delete on table
  public.contacts, public.consultation_requests, public.newsletter_subscribers
  to service_role;
