import { site } from "@/content/site";
import type { ContactFieldText, ContactPageContent } from "@/content/types";
import { facts } from "@/content/facts";

/**
 * /contact: the inquiry form, contact details, what to expect and the
 * consultation booking. Email, phone and address come from ./site.ts; the
 * forms' option lists from ./form-options.ts.
 */
/** The fields both forms open with: who is writing. */
const contactPersonFields = {
  name: { label: "Full Name", placeholder: "Jane Smith" },
  email: { label: "Email Address", placeholder: "jane@company.com" },
  company: { label: "Company", placeholder: "Your company name" },
} satisfies Record<"name" | "email" | "company", ContactFieldText>;

/** The sections the hero's buttons jump to: /contact#contact-form and /contact#consultation. */
const enquiryId = "contact-form";
const consultationId = "consultation";

export const contactPage = {
  meta: {
    title: "Contact Us and Book a Free Consultation",
    description: `Tell us about your AI, automation or software project, or book a free ${facts.consultationMinutes}-minute strategy consultation by video call. We reply within 24 hours.`,
  },
  hero: {
    visual: "contact",
    eyebrow: "Contact",
    title: "Let's Start Your AI Journey",
    description:
      "Tell us what you want to automate, build or grow. A senior consultant reads every message and replies within 24 hours with next steps, not a sales script.",
    actions: [
      { label: "Send a Message", href: `#${enquiryId}` },
      { label: "Book a Free Consultation", href: `#${consultationId}` },
    ],
  },
  enquiry: {
    id: enquiryId,
    form: {
      title: "Tell Us About Your Project",
      description:
        "Share a few details and we'll come back with questions, ideas and an honest view of what it would take.",
      fields: {
        ...contactPersonFields,
        phone: { label: "Phone Number", placeholder: "+1 (555) 123-4567" },
        projectType: { label: "Project Type", placeholder: "Select a project type" },
        budget: { label: "Project Budget", placeholder: "Select a budget range" },
        message: {
          label: "Project Details",
          placeholder:
            "What would you like to automate or build? Share your goals, current tools and timeline.",
        },
      },
      requiredNote: "Fields marked * are required.",
      submitLabel: "Send Message",
      submittingLabel: "Sending Message...",
      successToast: {
        title: "Message Sent Successfully!",
        description: "We'll get back to you within 24 hours.",
      },
      againLabel: "Send another message",
      errorToast: {
        title: "Error Sending Message",
        description: "Please try again or contact us directly.",
      },
    },
    details: {
      title: "Contact Information",
      description:
        "Prefer to talk directly? Email or call our team, or visit our San Francisco office.",
      emailLabel: "Email",
      phoneLabel: "Phone",
      addressLabel: "Office",
      hours: "Monday to Friday, 9:00 AM - 6:00 PM Pacific Time",
    },
    expectations: {
      title: "What to Expect",
      items: [
        {
          icon: "clock",
          title: "Response Within 24 Hours",
          description: "A senior consultant replies within 24 hours, usually much sooner.",
        },
        {
          icon: "handshake",
          title: "Free Initial Consultation",
          description: "A no-obligation call to understand your goals, systems and constraints.",
        },
        {
          icon: "file-text",
          title: "Custom Project Proposal",
          description:
            "A written proposal with scope, approach and team, tailored to your project.",
        },
        {
          icon: "calendar",
          title: "Clear Timeline and Pricing",
          description: "Milestones and a transparent price agreed before any work begins.",
        },
      ],
    },
    contact: site,
  },
  consultation: {
    id: consultationId,
    eyebrow: `Free ${facts.consultationMinutes}-Minute Session`,
    title: "Book a Free Strategy Consultation",
    description:
      "Meet one of our senior consultants by video call on Zoom or Google Meet. We'll discuss your goals, review your current setup and outline practical next steps.",
    highlights: [
      {
        icon: "clock",
        title: `${facts.consultationMinutes} Minutes`,
        description: "Focused time with a senior consultant, not a sales rep.",
      },
      {
        icon: "video",
        title: "Zoom or Google Meet",
        description: "A video call on the platform you prefer.",
      },
      {
        icon: "check-circle-2",
        title: "Completely Free",
        description: "No cost and no obligation to continue.",
      },
      {
        icon: "lightbulb",
        title: "Actionable Next Steps",
        description: "A written summary of our recommendations after the call.",
      },
    ],
    form: {
      title: "Schedule Your Session",
      description:
        "Choose a date and time that suit you (times are Pacific Time, San Francisco). We'll confirm by email with a calendar invite and a video link.",
      fields: {
        ...contactPersonFields,
        consultationType: { label: "Consultation Type", placeholder: "Select a consultation type" },
        preferredDate: { label: "Preferred Date" },
        preferredTime: { label: "Preferred Time", placeholder: "Select a time slot" },
        message: {
          label: "Tell us about your goals",
          placeholder:
            "What would you like to get out of the session? Any systems or challenges we should know about?",
        },
      },
      requiredNote: "Fields marked * are required.",
      submitLabel: "Book Free Consultation",
      submittingLabel: "Booking Session...",
      successToast: {
        title: "Consultation Booked!",
        description: "We'll send you a calendar invite shortly.",
      },
      againLabel: "Book another session",
      errorToast: {
        title: "Booking Failed",
        description: "Please try again or email us directly.",
      },
    },
  },
} satisfies ContactPageContent;
