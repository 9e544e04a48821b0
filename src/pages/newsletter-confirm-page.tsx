import { Seo } from "@/components/layout/seo";
import { NewsletterLinkSection } from "@/components/newsletter/newsletter-link-section";
import { newsletterConfirmPage } from "@/content/newsletter-pages";
import { confirmNewsletter } from "@/lib/submissions";

/** /newsletter/confirm?token=…: the double opt-in link of the confirmation email. */
export default function NewsletterConfirmPage() {
  return (
    <>
      <Seo meta={newsletterConfirmPage.meta} />
      <NewsletterLinkSection content={newsletterConfirmPage} action={confirmNewsletter} />
    </>
  );
}
