import { useEffect } from "react";
import { Seo } from "@/components/layout/seo";
import { ConsultationBookingSection } from "@/components/contact/consultation-booking-section";
import { ContactEnquirySection } from "@/components/contact/contact-enquiry-section";
import { PageHero } from "@/components/sections/page-hero";
import { contactPage } from "@/content/contact/contact";
import { preloadSupabase } from "@/lib/submissions";

/** /contact: the enquiry form, contact details and the consultation booking. */
export default function ContactPage() {
  // Load the Supabase client once the visitor starts on a form (not with the page, where
  // it would compete with the first paint), so the first submit is still quick.
  useEffect(() => {
    const startLoading = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.closest("form")) preloadSupabase();
    };
    document.addEventListener("focusin", startLoading);
    return () => document.removeEventListener("focusin", startLoading);
  }, []);

  return (
    <>
      <Seo meta={contactPage.meta} />
      <PageHero {...contactPage.hero} />
      <ContactEnquirySection {...contactPage.enquiry} />
      <ConsultationBookingSection {...contactPage.consultation} />
    </>
  );
}
