// Can a client choose the address the rate limits count it by?
//
// The write path limits each sender to 5 submissions per form in 10 minutes,
// and takes the sender from the first X-Forwarded-For entry that reaches
// PostgREST (private.sender_source). If Supabase's gateway puts the client's
// own X-Forwarded-For value first, anyone can claim a fresh address per
// request. This script makes six contact-form inserts from this machine, each
// with a different forged X-Forwarded-For value (TEST-NET addresses nobody
// owns), and reads the answers:
//   - 5 stored, the 6th 429: the gateway's own entry decides. Nothing to do.
//   - all 6 stored: the forged value decides. See the README ("Going live on
//     Supabase", step 5) for what to change.
// Run it against the hosted project, not more than once in 10 minutes (the
// limit counts per sender):
//   SUPABASE_URL=https://<ref>.supabase.co SUPABASE_ANON_KEY=<anon key> \
//     node scripts/probe-forwarded-for.mjs
// The probe's rows are contact enquiries named "X-Forwarded-For probe", so the
// agency inbox gets up to six mails about them; delete them afterwards:
//   delete from public.contacts where name = 'X-Forwarded-For probe';
const url = (process.env.SUPABASE_URL || process.env.VITE_SUPABASE_URL || "").replace(/\/+$/, "");
const key = process.env.SUPABASE_ANON_KEY || process.env.VITE_SUPABASE_ANON_KEY || "";
if (!url || !key) {
  console.error("Set SUPABASE_URL and SUPABASE_ANON_KEY (the project's public anon key).");
  process.exit(2);
}

const run = Date.now().toString(36);
const forged = Array.from({ length: 6 }, (_, i) => `203.0.113.${10 + i}`);
const answers = [];
for (const [i, address] of forged.entries()) {
  const response = await fetch(`${url}/rest/v1/contacts`, {
    method: "POST",
    headers: {
      apikey: key,
      Authorization: `Bearer ${key}`,
      "Content-Type": "application/json",
      Prefer: "return=minimal",
      "X-Forwarded-For": address,
    },
    body: JSON.stringify({
      name: "X-Forwarded-For probe",
      email: `xff-probe-${run}-${i}@example.com`,
      project_type: "Other",
      message: `Automated probe ${run} (${i + 1} of 6): may a client choose its X-Forwarded-For? Delete me.`,
    }),
  });
  answers.push(response.status);
  console.log(`insert ${i + 1} with X-Forwarded-For ${address}: ${response.status}`);
}

const stored = answers.filter((status) => status === 201).length;
if (answers.some((status) => status !== 201 && status !== 429)) {
  console.log(
    `\nInconclusive: an answer was neither 201 nor 429 (${answers.join(", ")}). Check the URL and key.`,
  );
  process.exit(2);
} else if (stored === 6) {
  console.log(
    "\nFORGEABLE: six forged X-Forwarded-For values made six senders. Set private.sender_source as the README says.",
  );
  process.exit(1);
} else {
  console.log(
    `\nSafe: ${stored} stored, then refused. The limit counted this machine, not the forged values.`,
  );
}
