import { site } from "../site";
import type { LegalPageContent } from "../types/legal";

/** /terms: the terms of use of this website. */
export const termsPage = {
  meta: {
    title: "Terms of Use",
    description:
      "The plain terms for using this website: its content, downloads and forms. Project work is always covered by a separate written agreement.",
  },
  title: "Terms of Use",
  summary:
    "These terms cover your use of this website. Any project we do together is governed by its own written agreement, not by this page.",
  updated: "Last updated: November 23, 2026",
  body: [
    { type: "heading", text: "Using This Site" },
    {
      type: "paragraph",
      text: "You are welcome to read, share and link to any page of this site. By using it, you agree to these terms; if you don't agree, please don't use the site.",
    },
    { type: "heading", text: "Our Content" },
    {
      type: "list",
      items: [
        "Articles, white papers, research reports, documentation and downloads are provided for general information. They are not professional, legal or financial advice for your situation.",
        "Figures, benchmarks and case study results describe particular projects and are not a promise of the same result for yours.",
        "The text, graphics and downloads on this site are ours. You may quote short passages with a link back and share downloads unchanged; please ask us before republishing them in full.",
      ],
    },
    { type: "heading", text: "Forms and What You Send" },
    {
      type: "list",
      items: [
        "Please send only accurate information about yourself, and nothing confidential you aren't free to share. Our Privacy Policy explains what we store and for how long.",
        "Submitting a form or booking a consultation doesn't create a contract. Any engagement starts only once we both sign a written agreement.",
        "Don't use the forms to send spam, to submit on someone else's behalf without their permission, or in a way that tries to overload or get around the site's limits.",
      ],
    },
    { type: "heading", text: "Links to Other Sites" },
    {
      type: "paragraph",
      text: "Links to other websites, such as our social media profiles, are provided for convenience. We aren't responsible for their content or their privacy practices.",
    },
    { type: "heading", text: "Availability and Liability" },
    {
      type: "paragraph",
      text: "We work to keep the site accurate and available, but we provide it as it is, without warranties, and may change or remove any part of it at any time. To the extent the law allows, we aren't liable for any loss that comes from using the site or relying on its content.",
    },
    { type: "heading", text: "Changes and Questions" },
    {
      type: "paragraph",
      text: `We may update these terms; the date at the top shows the latest version. Questions about them are welcome at ${site.email}.`,
    },
  ],
} satisfies LegalPageContent;
