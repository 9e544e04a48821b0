import type { IconFeature, PageHeroContent, PageMeta, SectionContent, ToastText } from "./shared";
import type { SiteConfig } from "./site";

/** A form field's visible label and the example text shown while it is empty. */
export type ContactFieldText = { label: string; placeholder?: string };

/** What every form on /contact shows: heading, field texts, the submit button and its toasts. */
type FormContent<Field extends string> = {
  title: string;
  description: string;
  fields: Record<Field, ContactFieldText>;
  /** Explains the asterisk on required fields. */
  requiredNote: string;
  submitLabel: string;
  /** The button text while the form is being sent. */
  submittingLabel: string;
  /** Also shown in place of a message under the form after it succeeds. */
  successToast: ToastText;
  /** The button in that message that empties the form for another go ('Send another message'). */
  againLabel: string;
  errorToast: ToastText;
};

/** The enquiry form on /contact. Option lists live in src/content/contact/form-options.ts. */
export type ContactFormContent = FormContent<
  "name" | "email" | "company" | "phone" | "projectType" | "budget" | "message"
>;

/** The consultation booking form on /contact. Option lists live in src/content/contact/form-options.ts. */
export type ConsultationFormContent = FormContent<
  "name" | "email" | "company" | "consultationType" | "preferredDate" | "preferredTime" | "message"
>;

/** The /contact page. Email, phone and address come from src/content/site.ts. */
export type ContactPageContent = {
  meta: PageMeta;
  hero: PageHeroContent;
  enquiry: {
    /** The section's anchor (hero buttons may point at "#" plus this id). */
    id: string;
    form: ContactFormContent;
    details: {
      title: string;
      description: string;
      emailLabel: string;
      phoneLabel: string;
      addressLabel: string;
      /** Office hours or response note shown under the address. */
      hours: string;
    };
    expectations: { title: string; items: IconFeature[] };
    /** The site's contact details, from src/content/site.ts. */
    contact: Pick<SiteConfig, "email" | "phone" | "address">;
  };
  consultation: SectionContent & {
    /** Short facts beside the form, e.g. "45 minutes". */
    highlights: IconFeature[];
    form: ConsultationFormContent;
  };
};
