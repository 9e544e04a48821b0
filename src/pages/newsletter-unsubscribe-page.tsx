import { Seo } from "@/components/layout/seo";
import { NewsletterLinkSection } from "@/components/newsletter/newsletter-link-section";
import { newsletterUnsubscribePage } from "@/content/newsletter-pages";
import { unsubscribeNewsletter } from "@/lib/submissions";

/** /newsletter/unsubscribe?token=…: the link at the end of every newsletter. */
export default function NewsletterUnsubscribePage() {
  return (
    <>
      <Seo meta={newsletterUnsubscribePage.meta} />
      <NewsletterLinkSection content={newsletterUnsubscribePage} action={unsubscribeNewsletter} />
    </>
  );
}
