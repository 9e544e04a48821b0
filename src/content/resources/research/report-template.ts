import type {
  CallToAction,
  DownloadableDocument,
  PageMeta,
  ResearchReportPageContent,
  ResearchType,
  ResourceDetail,
  Stat,
} from "@/content/types";
import { documentHero, pdfFormat } from "@/content/resources/document-download";

/** Copy that is the same on every research report page (/resources/research/{slug}). */
export const researchReportTemplate = {
  backLink: { label: "Back to Research", href: "/resources/research" } satisfies CallToAction,
  eyebrow: "Research Report",
  downloadLabel: "Download Report",
  highlightsTitle: "The Report at a Glance",
  methodologyTitle: "Methodology",
  findingsTitle: "Key Findings",
};

/** The line under "The Report at a Glance", unless a report sets its own `highlightsDescription`. */
const highlightsDescription = "Headline numbers from the study.";

/** The two buttons that close every research report page. */
export const researchReportCtaActions = [
  { label: "Request Custom Research", href: "/contact" },
  { label: "Browse All Research", href: "/resources/research" },
] satisfies CallToAction[];

/** What one report module writes; `researchReportPage` adds the copy every report shares. */
export type ResearchReportCopy = {
  meta: PageMeta;
  /** The hero's lead and facts; its title, publish date and author come from `document`. */
  hero: {
    description: string;
    /** The first badge, the study's type, e.g. "Sector Research". */
    type: ResearchType;
    /** Page count of the PDF, shown as "62 pages" in the badges, the format and on the cover. */
    pages: number;
    participants: string;
    coverage: string;
  };
  /** The headline figures under "The Report at a Glance". */
  highlights: Stat[];
  /** The line under the section title, when it is not the usual "Headline numbers from the study." */
  highlightsDescription?: string;
  /** The section's paragraphs are the PDF's "Methodology" chapter, so the two cannot differ. */
  methodology: { description: string; details: ResourceDetail[] };
  findings: { description: string; items: ResearchReportPageContent["findings"]["items"] };
  /** The closing band's title and sentence; its buttons are the same on every report. */
  cta: { title: string; description: string };
  /** What the Download button turns into a PDF. */
  document: DownloadableDocument;
};

const template = researchReportTemplate;

/** A research report page from its own copy and the template's. */
export function researchReportPage(copy: ResearchReportCopy): ResearchReportPageContent {
  const { document, hero } = copy;
  const methodologyChapter = document.sections.find(
    (section) => section.heading === template.methodologyTitle,
  );
  return {
    hero: documentHero(template, document, hero, hero.type, [
      { label: "Published", value: document.publishDate },
      { label: "Participants", value: hero.participants },
      { label: "Coverage", value: hero.coverage },
      pdfFormat(hero.pages),
    ]),
    meta: copy.meta,
    backLink: template.backLink,
    highlights: {
      id: "report-highlights",
      title: template.highlightsTitle,
      description: copy.highlightsDescription ?? highlightsDescription,
      items: copy.highlights,
    },
    methodology: {
      id: "methodology",
      title: template.methodologyTitle,
      description: copy.methodology.description,
      paragraphs: methodologyChapter?.paragraphs ?? [],
      details: copy.methodology.details,
    },
    findings: { id: "findings", title: template.findingsTitle, ...copy.findings },
    cta: { id: "custom-research", ...copy.cta, actions: researchReportCtaActions },
    document,
  };
}
