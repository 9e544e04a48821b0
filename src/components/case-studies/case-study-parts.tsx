import { CheckCircle2, TrendingUp } from "lucide-react";
import { BadgeList } from "@/components/ui/badge";

/** The two looks of a case study's parts: a home card's, and the case studies page's panel. */
const looks = {
  /** A card's short lists: trend arrows, tight. */
  card: {
    results: "mt-3 space-y-2",
    result: "flex gap-2.5",
    Icon: TrendingUp,
    icon: "mt-0.5 size-4 shrink-0 text-primary",
    technologies: "mt-5",
    technology: { weight: "medium" as const },
  },
  /** The case studies page: ticked results, roomier; long technology names wrap. */
  panel: {
    results: "mt-4 space-y-3",
    result: "flex items-start gap-3",
    Icon: CheckCircle2,
    icon: "mt-0.5 size-5 shrink-0 text-success",
    technologies: "mt-3",
    technology: { wrap: true },
  },
};

type Look = { look: keyof typeof looks };

/** A case study's measured results, each led by an icon. */
export function CaseStudyResults({ results, look }: Look & { results: readonly string[] }) {
  const { Icon, ...classes } = looks[look];
  return (
    <ul className={classes.results}>
      {results.map((result) => (
        <li key={result} className={classes.result}>
          <Icon className={classes.icon} aria-hidden="true" />
          <span className="font-medium">{result}</span>
        </li>
      ))}
    </ul>
  );
}

/** The technologies a case study used, as tags. */
export function CaseStudyTechnologies({
  technologies,
  look,
}: Look & { technologies: readonly string[] }) {
  const classes = looks[look];
  return (
    <BadgeList
      items={technologies}
      variant="outline"
      {...classes.technology}
      className={classes.technologies}
    />
  );
}
