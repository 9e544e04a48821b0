import type { MailCopy } from "./types/mail";

/**
 * Every word of the mail the site sends: to the agency (an inquiry, a booking, the mail
 * ceiling's notice and the daily digest) and to visitors (the consultation invitation and the
 * newsletter confirmation). Read by supabase/functions/_shared/messages.ts.
 */
export const mailCopy = {
  timeZone: "Pacific Time ({zone})",
  consultation: {
    eventTitle: "Free consultation: {type}",
    location: "Video call (Zoom or Google Meet)",
    videoLinkNote: "We will send the video link (Zoom or Google Meet) before the call.",
    goals: "Goals: {goals}",
  },
  agencyContact: {
    subject: "New inquiry: {projectType} from {name}",
    intro: "A new inquiry from the website's contact form. Reply to this email to answer {name}.",
    fields: {
      name: "Name",
      email: "Email",
      company: "Company",
      phone: "Phone",
      projectType: "Project type",
      budget: "Budget",
      received: "Received",
      message: "Message",
    },
  },
  agencyConsultation: {
    subject: "Consultation request: {type} on {date} at {time} (Pacific Time)",
    intro:
      "A consultation was booked on the website for {when}. The invitation is attached (consultation.ics); reply to this email to reach {name}.",
    fields: {
      name: "Name",
      email: "Email",
      company: "Company",
      type: "Consultation type",
      date: "Date",
      time: "Time",
      received: "Received",
      goals: "Goals",
    },
  },
  visitorConsultation: {
    subject: "Your consultation on {when}",
    intro:
      "Hello, thank you for booking a free consultation with us. Your calendar invitation is attached.",
    outro:
      "Need another time? Reply to this email and we will find one. If you did not book this consultation, ignore this email: nothing more will be sent to you about it.",
    where: "Video call (Zoom or Google Meet); we will send the link before the call",
    fields: { consultation: "Consultation", when: "When", where: "Where" },
  },
  agencyNotice: {
    subject: "Website mail ceiling reached: {kind}",
    intro:
      'The website reached its mail ceiling for "{kind}" messages (at most {perHour} an hour and {perDay} a day). {waiting} message(s) of this kind are waiting in the outbox; nothing is lost, and they go out as the ceiling allows.',
    outro:
      "If this is real demand, raise the ceiling in private.mail_limits (SQL editor). If it is a flood, the waiting messages can be looked at with select * from public.list_outbox('pending'). You get this notice at most once a day per kind.",
    fields: { kind: "Kind", reached: "Reached" },
  },
  agencyDigest: {
    subject: "Website mail digest: {failed} failed, {waiting} waiting",
    intro:
      "Website mail needs a look: {failed} message(s) failed in the last 7 days and {waiting} have waited more than an hour.",
    line: "{status} after {attempts} attempt(s), queued {queued}{error}",
    outro:
      "Failed messages are queued again by themselves after the next successful send; select public.requeue_outbox(true) retries them now. This digest comes at most once a day, while something failed or waits.",
    empty: { label: "Messages", value: "-" },
  },
  newsletterConfirm: {
    subject: "Confirm your newsletter subscription",
    ask: "Please confirm your subscription to our newsletter by opening this link:",
    askShort: "Please confirm your subscription to our newsletter.",
    action: "Confirm my subscription",
    ignore:
      "If you did not sign up, ignore this email: without confirmation you will get nothing more, and the address is deleted after 30 days.",
    unsubscribe: "Unsubscribe",
  },
} satisfies MailCopy;
