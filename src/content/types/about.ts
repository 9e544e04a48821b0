import type { CallToAction, CtaBand, IconName, PageMeta, SectionIntro } from "./shared";

/** A headline figure on the About page. */
export type AboutStat = {
  /** As shown, e.g. "500+". */
  value: string;
  label: string;
};

export type AboutValue = { icon: IconName; title: string; description: string };

/** A member of the leadership team. Avatars show their initials. */
export type AboutLeader = {
  name: string;
  role: string;
  /** As shown, e.g. "15+ years". */
  experience: string;
  /** Areas of expertise, shown as tags. */
  expertise: string[];
  bio: string;
};

export type AboutMilestone = {
  /** As shown, e.g. "2020". */
  year: string;
  title: string;
  description: string;
};

/** An open position in the Careers section. */
export type AboutOpenRole = { title: string; team: string; location: string; type: string; description: string };

export type AboutPageContent = {
  meta: PageMeta;
  hero: { eyebrow?: string; title: string; description: string; actions: CallToAction[] };
  stats: AboutStat[];
  mission: { id: string; icon: IconName; title: string; text: string };
  vision: { id: string; icon: IconName; title: string; text: string };
  story: SectionIntro & { paragraphs: string[] };
  values: SectionIntro & { items: AboutValue[] };
  leadership: SectionIntro & { leaders: AboutLeader[]; experienceLabel: string; expertiseLabel: string };
  timeline: SectionIntro & { milestones: AboutMilestone[] };
  careers: SectionIntro & {
    perks: AboutValue[];
    rolesTitle: string;
    roles: AboutOpenRole[];
    applyTitle: string;
    applySteps: string[];
    apply: CallToAction;
  };
  cta: CtaBand;
};
