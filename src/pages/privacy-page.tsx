import { Seo } from "@/components/layout/seo";
import { LegalDocumentSection } from "@/components/sections/legal-document-section";
import { privacyPage } from "@/content/legal/privacy";

/** /privacy */
export default function PrivacyPage() {
  const { meta, ...document } = privacyPage;
  return (
    <>
      <Seo meta={meta} />
      <LegalDocumentSection {...document} />
    </>
  );
}
