import { useEffect } from "react";
import { Seo } from "@/components/layout/seo";
import { ConsultationBookingSection } from "@/components/sections/consultation-booking-section";
import { ContactEnquirySection } from "@/components/sections/contact-enquiry-section";
import { PageHero } from "@/components/sections/page-hero";
import { contactPage } from "@/content/contact";
import { site } from "@/content/site";
import { preloadSupabase } from "@/lib/submissions";

/** /contact: the enquiry form, contact details and the consultation booking. */
export default function ContactPage() {
  // Load the Supabase client while the visitor is still typing, so the first submit is quick.
  useEffect(() => preloadSupabase(), []);

  return (
    <>
      <Seo meta={contactPage.meta} />
      <PageHero {...contactPage.hero} />
      <ContactEnquirySection {...contactPage.enquiry} contact={site} />
      <ConsultationBookingSection {...contactPage.consultation} />
    </>
  );
}
