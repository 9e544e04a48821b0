import { Seo } from "@/components/layout/seo";
import { LegalDocumentSection } from "@/components/sections/legal-document-section";
import { termsPage } from "@/content/legal/terms";

/** /terms */
export default function TermsPage() {
  const { meta, ...document } = termsPage;
  return (
    <>
      <Seo meta={meta} />
      <LegalDocumentSection {...document} />
    </>
  );
}
