import type { ResultChart } from "./art";
import type { IconName, PageContent, SectionContent, StatsContent } from "./shared";

/** One case study on the Case Studies page. */
export type CaseStudyDetail = {
  /** Anchor on the page, e.g. "manufacturing". */
  id: string;
  icon: IconName;
  industry: string;
  title: string;
  client: string;
  /** One-sentence summary under the title. */
  summary: string;
  challenge: string;
  solution: string;
  technologies: string[];
  /** Outcomes, each one line, e.g. "40% less unplanned downtime". */
  results: string[];
  /** As shown, e.g. "6 months". */
  duration: string;
  /** As shown, e.g. "8 specialists". */
  teamSize: string;
  /** The headline result as a small chart (with its sentence for screen readers). */
  chart: ResultChart;
};

export type CaseStudiesPageContent = PageContent & {
  /** Headline results in a band under the hero. */
  highlights: StatsContent;
  list: SectionContent & {
    labels: {
      client: string;
      challenge: string;
      solution: string;
      technologies: string;
      results: string;
      duration: string;
      teamSize: string;
    };
    studies: CaseStudyDetail[];
  };
};
